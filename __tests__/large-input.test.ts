// Issue 11 item 5: a run of 10⁵–10⁶ benchmarks must not crash ("Maximum call stack size exceeded"
// from push(...rows) / Math.max(...rows), or a JSON report longer than one string can hold).
// 200,000 rows of Go output go through the bundled CLI end to end: parse, compare, render.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildReport } from '../src/pipeline/compare.js';
import { go } from '../src/formats/go/go.js';
import { DEFAULT_STATS_SETTINGS, type Report } from '../src/model.js';
import { codeSpan } from '../src/report/escape.js';
import { renderJson, renderJsonChunks } from '../src/report/json.js';
import { comparison, report } from './report-fixtures.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';

const work = mkdtempSync(join(tmpdir(), 'benchgate-large-'));
after(() => rmSync(work, { recursive: true, force: true }));
const CLI = join(work, 'cli.mjs');
before(() => bundleCli(CLI));

/** `go test -bench` text of `rows` benchmarks, `count` results each, timings from a fixed sequence. */
function goOutput(rows: number, count: number, slower: number): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/large', 'cpu: Test CPU'];
  let seed = 7;
  for (let c = 0; c < count; c++) {
    for (let i = 0; i < rows; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      lines.push(`BenchmarkItem${i}-2   \t 1000000\t ${((100 + (seed % 1000) / 100) * slower).toFixed(2)} ns/op`);
    }
  }
  lines.push('PASS', 'ok  \texample.com/large\t1.000s', '');
  return lines.join('\n');
}

describe('large input', () => {
  it('the JSON report written in pieces is byte for byte renderJson', () => {
    const parsed = (slower: number) => go.parse({ kind: 'text', file: 'x.txt', text: goOutput(40, 6, slower) });
    const built = buildReport({ base: [parsed(1)], head: [parsed(1.2)], settings: DEFAULT_STATS_SETTINGS });
    assert.equal(built.comparisons.length, 40);
    assert.equal([...renderJsonChunks(built)].join(''), renderJson(built));
    const odd: Report = report([comparison('a "quoted"\nname', 'regression', { warnings: [{ code: 'test', message: 'line\none' }] })], {
      warnings: [{ code: 'test', message: '"comparisons": []' }],
    });
    assert.equal([...renderJsonChunks(odd)].join(''), renderJson(odd));
    const none = report([]);
    assert.equal([...renderJsonChunks(none)].join(''), renderJson(none));
  });

  it('a name of 200,000 backtick runs becomes a code span (no Math.max over its runs)', () => {
    const span = codeSpan('`a'.repeat(200_000));
    assert.ok(span.startsWith('`` `a') && span.endsWith('a ``'), span.slice(0, 20));
  });

  it('200,000 Go benchmarks: parse, compare and every report through the CLI within a generous bound', { timeout: 600_000 }, async () => {
    const rows = 200_000;
    writeFileSync(join(work, 'base.txt'), goOutput(rows, 1, 1));
    writeFileSync(join(work, 'head.txt'), goOutput(rows, 1, 1.5));
    const started = Date.now();
    const r = await runBundledCli(CLI, ['compare', 'base.txt', 'head.txt', '--json', 'report.json', '--markdown', 'comment.md'], work);
    const seconds = (Date.now() - started) / 1000;
    assert.equal(r.code, 0, r.stderr.slice(0, 2000)); // one sample per side: every row is insufficient, no regression
    assert.doesNotMatch(r.stderr, /Maximum call stack|Invalid string length/);
    const json = JSON.parse(readFileSync(join(work, 'report.json'), 'utf8')) as Report;
    assert.equal(json.comparisons.length, rows);
    assert.equal(json.comparisons[rows - 1].benchmark, `BenchmarkItem${rows - 1}-2`);
    assert.equal(json.summary.insufficient, rows);
    assert.match(r.stdout, new RegExp(`BenchmarkItem${rows - 1}-2 `));
    assert.ok(readFileSync(join(work, 'comment.md'), 'utf8').length < 65_536, "the comment stays within GitHub's limit");
    // Measured ~20 s on a shared 2-core machine; the bound only catches a quadratic path.
    assert.ok(seconds < 300, `took ${seconds} s`);
  });
});
