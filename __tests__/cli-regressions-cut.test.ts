// When regressions themselves do not fit the comment, the header line says so: a reader who stops
// at the header must not take the table for the whole list (issue 31, promise 1). Runs the bundled
// CLI on Go benchmark output with 600 regressions, as a user would.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';

const work = mkdtempSync(join(tmpdir(), 'benchgate-regressions-cut-'));
after(() => rmSync(work, { recursive: true, force: true }));
const CLI = join(work, 'cli.mjs');
before(() => bundleCli(CLI));

const BENCHMARKS = 600;

/** Ten runs a side of `go test -bench` output; head is 50% slower on every benchmark, plus one unchanged. */
function writeRuns(): void {
  for (const side of ['base', 'head'] as const) {
    mkdirSync(join(work, side));
    for (let run = 0; run < 10; run++) {
      const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/many'];
      const jitter = 1 + 0.001 * ((run * 7) % 5);
      for (let i = 0; i < BENCHMARKS; i++) {
        const ns = (1000 + i) * (side === 'head' ? 1.5 : 1) * jitter;
        lines.push(`BenchmarkDecodeTheRatherLongNamedPayload_${String(i).padStart(4, '0')}-2 \t 1000000\t ${ns.toFixed(1)} ns/op`);
      }
      lines.push(`BenchmarkSame-2 \t 1000000\t ${(500 * jitter).toFixed(1)} ns/op`);
      lines.push('PASS', 'ok  \texample.com/many\t1.2s', '');
      writeFileSync(join(work, side, `run-${run}.txt`), lines.join('\n'));
    }
  }
}

it('says in the header how many regressions the comment shows and where all of them are', async () => {
  writeRuns();
  const r = await runBundledCli(CLI, ['compare', 'base', 'head', '--correction', 'none', '--markdown', 'report.md', '--json', 'report.json'], work);
  assert.equal(r.code, 1, r.stderr);
  const body = readFileSync(join(work, 'report.md'), 'utf8');
  assert.ok(body.length <= 65_536, `within GitHub's comment limit: ${body.length}`);
  const shownRows = body.split('\n').filter((l) => l.includes('🔴 regression')).length;
  assert.ok(shownRows > 0 && shownRows < BENCHMARKS, `some regressions cut: ${shownRows} shown`);
  const header = body.split('\n')[1];
  assert.equal(header, `### ❌ benchgate: ${BENCHMARKS} regressions, ${shownRows} shown — the full report is in report.json · 1 unchanged`);
  // The JSON the header points to has every one of them.
  const report = JSON.parse(readFileSync(join(work, 'report.json'), 'utf8')) as { summary: { regression: number } };
  assert.equal(report.summary.regression, BENCHMARKS);
});
