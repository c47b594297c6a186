// pytest-benchmark --benchmark-json: a live run of the real plugin on a tiny test file, public
// files (with and without raw data), detection, and malformed input.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pytestBenchmark } from '../../../src/formats/pytest-benchmark/pytest-benchmark.js';
import {
  assertParseError,
  assertTruncationsRejected,
  find,
  fixture,
  fixtureFiles,
  lineOf,
  readJson,
  removeDir,
  run,
  tempDir,
  textInput,
} from '../../support/format-kit.js';
import { fixturePath, fixturesDir, malformedDir } from '../../support/format-folders.js';
import { needs } from '../../support/harness.js';

const TEST_FILE = `import pytest

def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

def test_fib10(benchmark):
    benchmark(fib, 10)

@pytest.mark.parametrize("n", [5, 8])
@pytest.mark.benchmark(group="params")
def test_fib_param(benchmark, n):
    benchmark.pedantic(fib, args=(n,), rounds=7, iterations=3)
`;

describe('pytest-benchmark: a live run', needs('pytest-benchmark'), () => {
  let dir = '';
  let withData: ReturnType<typeof textInput>;
  let autosaved: ReturnType<typeof textInput>;
  before(() => {
    dir = tempDir('pytest-benchmark');
    writeFileSync(path.join(dir, 'test_bench.py'), TEST_FILE);
    const pytest = (...args: string[]) =>
      run('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--benchmark-max-time=0.002', '--benchmark-min-rounds=5', ...args, 'test_bench.py'], dir);
    pytest('--benchmark-json=out.json', '--benchmark-save-data');
    withData = textInput(path.join(dir, 'out.json'));
    // A saved run without --benchmark-save-data keeps only the statistics (what .benchmarks/ holds).
    pytest('--benchmark-autosave', '--benchmark-storage=file://./store');
    const stored = run('find', ['store', '-name', '*.json'], dir).trim().split('\n');
    assert.equal(stored.length, 1);
    autosaved = textInput(path.join(dir, stored[0]));
  });
  after(() => removeDir(dir));

  it('reads every round of stats.data as a sample, in seconds', () => {
    const raw = readJson(withData);
    const r = pytestBenchmark.parse(withData);
    assert.equal(r.format, 'pytest-benchmark');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['test_fib10', 'test_fib_param[5]', 'test_fib_param[8]'],
    );
    for (const bench of raw.benchmarks) {
      const s = find(r, bench.name);
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assert.deepEqual(s.runs[0].samples, bench.stats.data);
      assert.equal(s.runs[0].samples.length, bench.stats.rounds);
      // data is per iteration: its minimum is the min pytest-benchmark reports.
      assert.equal(Math.min(...s.runs[0].samples), bench.stats.min);
    }
    assert.equal(find(r, 'test_fib_param[5]').runs[0].samples.length, 7);
    // The group set with @pytest.mark.benchmark, else the module the test lives in.
    assert.equal(find(r, 'test_fib_param[8]').group, 'params');
    assert.equal(find(r, 'test_fib10').group, 'test_bench.py');
    assert.deepEqual(r.warnings, []);
  });

  it('takes the CPU and Python from machine_info', () => {
    const raw = readJson(withData);
    const r = pytestBenchmark.parse(withData);
    assert.equal(r.context.cpu, raw.machine_info.cpu.brand_raw);
    assert.ok(r.context.cpu && r.context.cpu.length > 0);
    assert.equal(r.context.python, `${raw.machine_info.python_implementation} ${raw.machine_info.python_version}`);
    assert.equal(r.context.pytest_benchmark_version, raw.version);
  });

  it('falls back to one sample per run, the median, when the file has no raw data', () => {
    const raw = readJson(autosaved);
    const r = pytestBenchmark.parse(autosaved);
    for (const bench of raw.benchmarks) {
      assert.equal(bench.stats.data, undefined);
      assert.deepEqual(find(r, bench.name).runs[0].samples, [bench.stats.median]);
    }
    assert.match(r.warnings.map((w) => w.message).join('\n'), /--benchmark-save-data/);
    const stripped = { ...raw, benchmarks: raw.benchmarks.map((b: any) => ({ ...b, stats: { ...b.stats, data: undefined } })) };
    const summary = pytestBenchmark.parse({ kind: 'text', file: 'stripped.json', text: JSON.stringify(stripped, null, 4) });
    assert.deepEqual(
      summary.series.map((s) => s.runs[0].samples),
      raw.benchmarks.map((b: any) => [b.stats.median]),
    );
    assert.match(summary.warnings.map((w) => w.message).join('\n'), /--benchmark-save-data/);
  });
});

describe('pytest-benchmark: public and committed files', () => {
  it('lagom (autosaved, no data): one median per benchmark, Azure Xeon context', () => {
    const input = fixture('pytest-benchmark', 'lagom-Linux-CPython-3.11-0001_baseline.json');
    const raw = readJson(input);
    const r = pytestBenchmark.parse(input);
    assert.equal(r.series.length, raw.benchmarks.length);
    for (const bench of raw.benchmarks) {
      const s = find(r, bench.name);
      assert.deepEqual(s.runs[0].samples, [bench.stats.median]);
      assert.equal(s.group, bench.fullname.split('::')[0]);
    }
    assert.equal(r.context.cpu, 'Intel(R) Xeon(R) Platinum 8171M CPU @ 2.60GHz');
    assert.equal(r.context.cpu_count, '2');
    assert.equal(r.context.os, 'Linux 5.15.0-1033-azure');
    assert.equal(r.warnings.length, 1);
  });

  it('github-action-benchmark sample: its hand-shortened data is refused at the line of the edit', () => {
    // GAB cut stats.data down and left a string in its place: not a sample, and we say where.
    const input = textInput(path.join(malformedDir('pytest-benchmark'), 'github-action-benchmark-pytest_output.json'));
    assertParseError(
      () => pytestBenchmark.parse(input),
      input.file,
      /^benchmarks\[0\]\.stats\.data\[4\]: expected a number, got the string "\.\.\. omitted/,
      lineOf(input.text, '"... omitted'),
    );
  });

  it("detects every pytest-benchmark fixture and no other format's JSON", () => {
    for (const file of fixtureFiles('pytest-benchmark')) assert.equal(pytestBenchmark.detect(textInput(file)), 1, file);
    for (const other of ['pyperf', 'hyperfine', 'vitest', 'tinybench', 'json', 'benchmarkjs']) {
      for (const file of fixtureFiles(other)) assert.equal(pytestBenchmark.detect(textInput(file)), 0, file);
    }
    assert.equal(pytestBenchmark.detect({ kind: 'dir', dir: fixturesDir('pytest-benchmark') }), 0);
  });
});

describe('pytest-benchmark: malformed input', () => {
  const input = fixture('pytest-benchmark', 'generated-benchmark-json.json');

  it('rejects every truncation with a ParseError on a line of the file', () => {
    assertTruncationsRejected(pytestBenchmark, input);
    // A truncated file is still recognised, so auto-detection reports the real problem.
    assert.ok(pytestBenchmark.detect({ ...input, text: input.text.slice(0, input.text.length / 2) }) >= 0.5);
  });

  it('names the benchmark field and its line for a bad sample', () => {
    const text = input.text.replace(/("data": \[\s*)([\d.e-]+)/, '$1"fast"');
    const expectedLine = lineOf(text, '"fast"');
    assertParseError(
      () => pytestBenchmark.parse({ ...input, text }),
      input.file,
      /^benchmarks\[0\]\.stats\.data\[0\]: expected a number, got the string "fast"/,
      expectedLine,
    );
  });

  it('says what is missing when stats has no median and no data', () => {
    const raw = readJson(input);
    delete raw.benchmarks[1].stats.data;
    delete raw.benchmarks[1].stats.median;
    const text = JSON.stringify(raw, null, 2);
    assertParseError(() => pytestBenchmark.parse({ ...input, text }), input.file, /^benchmarks\[1\]\.stats\.median: expected a number, got undefined/);
  });

  it('rejects a file that is not pytest-benchmark JSON, and a directory', () => {
    assertParseError(() => pytestBenchmark.parse({ ...input, text: '{"benchmarks": 3}' }), input.file, /benchmarks: expected an array, got number 3/, 1);
    assertParseError(() => pytestBenchmark.parse({ ...input, text: 'pytest: error: unrecognized arguments\n' }), input.file, /not valid JSON/, 1);
    assert.throws(() => pytestBenchmark.parse({ kind: 'dir', dir: fixturesDir('pytest-benchmark') }), /expected a pytest-benchmark/);
  });

  it('reads the committed live outputs the same way', () => {
    const file = fixturePath('pytest-benchmark', 'generated-benchmark-json.json');
    const raw = JSON.parse(readFileSync(file, 'utf8'));
    const r = pytestBenchmark.parse(textInput(file));
    assert.deepEqual(
      r.series.map((s) => s.runs[0].samples.length),
      raw.benchmarks.map((b: any) => b.stats.data.length),
    );
  });
});
