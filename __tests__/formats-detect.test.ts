// Auto-detection over every committed fixture (__tests__/formats/<id>/fixtures/: a file is a text
// input, a sub-folder a directory input), the registry's errors, and the `benchgate parse` command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORMATS } from '../src/formats/index.js';
import { detectFormat, detectScores, formatById, parseInput, readInput } from '../src/formats/registry.js';
import { ParseError, type ParseResult } from '../src/model.js';
import { fixtureEntries, fixturePath, formatFolders } from './support/format-folders.js';

const ROOT = join(import.meta.dirname, '..');

const folders = formatFolders();

for (const folder of folders) {
  test(`formats/${folder}/fixtures/*: every file is detected as ${folder} and parses`, async () => {
    assert.ok(
      FORMATS.some((f) => f.id === folder),
      `test folder formats/${folder} has no registered format with that id (registered: ${FORMATS.map((f) => f.id).join(', ')})`,
    );
    const entries = fixtureEntries(folder);
    assert.ok(entries.length > 0, `formats/${folder}/fixtures holds no fixture`);
    const wrong: string[] = [];
    for (const path of entries) {
      const input = await readInput(path);
      try {
        const format = detectFormat(input);
        if (format.id !== folder) wrong.push(`${path}: detected as ${format.id}`);
        else {
          const result = format.parse(input);
          if (result.series.length === 0) wrong.push(`${path}: no series`);
        }
      } catch (err) {
        const top = detectScores(input)
          .slice(0, 3)
          .map((s) => `${s.format.id}=${s.score}`)
          .join(' ');
        wrong.push(`${path}: ${err instanceof Error ? err.message : String(err)} [scores: ${top}]`);
      }
    }
    assert.deepEqual(wrong, []);
  });
}

test('detection is by content: a Go output named .json is still Go', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bg-detect-'));
  const path = join(dir, 'results.json');
  writeFileSync(path, readFileSync(fixturePath('go', 'golang-perf-suffixarray.bench')));
  assert.equal((await parseInput(path)).format, 'go');
});

test('empty input, unknown content and unknown ids: ParseErrors that say what to do', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bg-detect-'));
  const empty = join(dir, 'empty.txt');
  writeFileSync(empty, '');
  await assert.rejects(parseInput(empty), (e: unknown) => e instanceof ParseError && e.file === empty && /empty/.test(e.reason));
  await assert.rejects(parseInput(empty, 'go'), (e: unknown) => e instanceof ParseError && /empty/.test(e.reason));

  const prose = join(dir, 'prose.txt');
  writeFileSync(prose, 'All tests passed.\nNothing to see here.\n');
  await assert.rejects(parseInput(prose), (e: unknown) => {
    assert.ok(e instanceof ParseError);
    assert.match(e.reason, /cannot tell the format/);
    for (const f of FORMATS) assert.ok(e.reason.includes(f.id), `lists ${f.id}`);
    return true;
  });

  assert.throws(
    () => formatById('nope'),
    (e: unknown) => e instanceof ParseError && /unknown format 'nope'.*auto, benchmarkdotnet, benchmarkjs, catch2/.test(e.reason),
  );
  await assert.rejects(parseInput(join(dir, 'missing.txt')), /missing\.txt: no such file or directory/);
});

test('ambiguous content lists the tied candidates', () => {
  // Go results and a Google Benchmark table in one stream: both formats claim it equally.
  const text =
    readFileSync(fixturePath('go', 'golang-perf-suffixarray.bench'), 'utf8') + readFileSync(fixturePath('google-benchmark', 'generated-console.txt'), 'utf8');
  assert.throws(
    () => detectFormat({ kind: 'text', file: 'mixed.txt', text }),
    (e: unknown) => e instanceof ParseError && e.file === 'mixed.txt' && /ambiguous format: .*go \(0\.95\).*google-benchmark \(0\.95\)/.test(e.reason),
  );
});

test('an explicit --format that does not match says what the content looks like', async () => {
  await assert.rejects(
    parseInput(fixturePath('google-benchmark', 'generated-console.txt'), 'go'),
    (e: unknown) => e instanceof ParseError && /no Go benchmark results/.test(e.reason) && /looks like google-benchmark/.test(e.reason),
  );
});

// ---- benchgate parse --------------------------------------------------------------------------

function cli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src', 'cli.ts'), 'parse', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('benchgate parse: table with context and series, --json, stdin, errors without stack traces', () => {
  const help = cli(['--help']);
  assert.equal(help.status, 0);
  for (const flag of ['--format', '--json', '--help', 'FILE|DIR|-']) assert.ok(help.stdout.includes(flag), `--help documents ${flag}`);
  for (const f of FORMATS) assert.ok(help.stdout.includes(f.id), `--help lists ${f.id}`);

  const file = fixturePath('go', 'golang-perf-suffixarray.bench');
  const table = cli([file]);
  assert.equal(table.status, 0, table.stderr);
  assert.match(table.stdout, /^format: go \(auto-detected\)/);
  assert.match(table.stdout, /cpu: Intel\(R\) Core\(TM\) i7-8665U CPU @ 1\.90GHz/);
  assert.match(table.stdout, /BenchmarkNew\/text=opticks\/size=100K\/bits=32-8\s+index\/suffixarray\s+time\s+s\s+lower\s+10\s+0\.00405212 0\.00407212 /);
  assert.match(table.stdout, /throughput\s+B\/s\s+higher\s+10\s+24680000 /);

  const json = cli(['--format', 'go', '--json', file]);
  assert.equal(json.status, 0, json.stderr);
  const parsed = JSON.parse(json.stdout) as ParseResult;
  assert.equal(parsed.format, 'go');
  assert.equal(parsed.series[0].runs[0].samples.length, 10);
  assert.equal(parsed.context.pkg, 'index/suffixarray');

  const stdin = cli(['-', '--json'], readFileSync(fixturePath('catch2', 'generated.xml'), 'utf8'));
  assert.equal(stdin.status, 0, stdin.stderr);
  assert.equal((JSON.parse(stdin.stdout) as ParseResult).format, 'catch2');

  const bad = cli(['--format', 'nope', file]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown format 'nope'; known formats: auto, benchmarkdotnet, benchmarkjs/);
  assert.doesNotMatch(bad.stderr, /\n\s+at /);

  const missing = cli(['/nonexistent/out.txt']);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /\/nonexistent\/out\.txt: no such file or directory/);

  const usage = cli([]);
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /expected one FILE, DIR or -/);
});

test('benchgate parse prints each warning with its code; --json keeps code and benchmark', () => {
  const text = 'goos: linux\npkg: x\nBenchmarkA-2 \t 1000 \t 100 ns/op\nBenchmarkB-2 \t 1000 \t 12\nBenchmarkA-2 \t 1000 \t 101 ns/op\nPASS\n';
  const table = cli(['--format', 'go', '-'], text);
  assert.equal(table.status, 0, table.stderr);
  assert.match(table.stdout, /^warnings:\n {2}truncated: <stdin>:4: result line of BenchmarkB-2 has a value without its unit/m);
  const json = JSON.parse(cli(['--format', 'go', '--json', '-'], text).stdout) as ParseResult;
  assert.deepEqual(
    json.warnings.map((w) => [w.code, w.benchmark]),
    [['truncated', 'BenchmarkB-2']],
  );
});
