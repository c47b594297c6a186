// The Google Benchmark format against real output: a tiny benchmark compiled with g++ against
// apt's libbenchmark-dev and run with --benchmark_repetitions=5 in JSON, console and CSV, plus
// committed files (fixtures/google-benchmark/SOURCE.txt).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { googleBenchmark } from '../../../src/formats/google-benchmark/google-benchmark.js';
import { compileOnce } from '../../support/build-cache.js';
import { ParseError, type ParseResult, type Series } from '../../../src/model.js';
import { needs } from '../../support/harness.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

const SOURCE = `#include <benchmark/benchmark.h>
#include <string>
#include <vector>

static void BM_StringCopy(benchmark::State& state) {
  std::string src(state.range(0), 'x');
  for (auto _ : state) {
    std::string copy(src);
    benchmark::DoNotOptimize(copy);
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}
BENCHMARK(BM_StringCopy)->Arg(8)->Arg(512);

static void BM_VectorPush(benchmark::State& state) {
  for (auto _ : state) {
    std::vector<int> v;
    for (int i = 0; i < 64; ++i) v.push_back(i);
    benchmark::DoNotOptimize(v.data());
  }
  state.SetItemsProcessed(state.iterations() * 64);
  state.counters["pushes"] = benchmark::Counter(64, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["widgets"] = 3;
}
BENCHMARK(BM_VectorPush)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
`;

/** Compiles the benchmark once per source text; the binary is cached across test runs. */
function binary(): string {
  return compileOnce('google-benchmark', SOURCE, 'x', { libs: ['-lbenchmark', '-lpthread'], timeoutMs: 300_000, needs: 'libbenchmark-dev' });
}

function run(args: string[]): { stdout: string; stderr: string; dir: string } {
  const exe = binary();
  const r = spawnSync(exe, ['--benchmark_repetitions=5', '--benchmark_min_time=0.01', ...args], { cwd: join(exe, '..'), encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 0, `benchmark failed: ${r.stderr}`);
  return { stdout: r.stdout, stderr: r.stderr, dir: join(exe, '..') };
}

function parseText(text: string, file = 'out'): ParseResult {
  return googleBenchmark.parse({ kind: 'text', file, text });
}

function find(r: ParseResult, benchmark: string, metric: string): Series {
  const s = r.series.find((x) => x.benchmark === benchmark && x.metric === metric);
  assert.ok(s, `no series ${benchmark} ${metric}; have ${r.series.map((x) => `${x.benchmark}:${x.metric}`).join(', ')}`);
  return s;
}

function close(a: number, b: number, rel: number, what: string): void {
  assert.ok(Math.abs(a - b) <= rel * Math.abs(b), `${what}: ${a} vs ${b}`);
}

test('live JSON and console of the same run: repetitions are samples, aggregates skipped, values agree', needs('google-benchmark'), () => {
  const { stdout, stderr, dir } = run(['--benchmark_out=same.json', '--benchmark_out_format=json']);
  const json = parseText(readFileSync(join(dir, 'same.json'), 'utf8'), 'same.json');
  const consoleText = stderr + stdout; // the context block goes to stderr, the table to stdout
  const table = parseText(consoleText, 'console.txt');
  assert.equal(googleBenchmark.detect({ kind: 'text', file: 'c', text: consoleText }), 0.95);
  for (const r of [json, table]) {
    assert.equal(r.format, 'google-benchmark');
    assert.deepEqual(
      [...new Set(r.series.map((s) => s.benchmark))],
      ['BM_StringCopy/8', 'BM_StringCopy/512', 'BM_VectorPush'],
      'aggregate rows (_mean, _median, _stddev, _cv) are not benchmarks',
    );
    for (const s of r.series) assert.equal(s.runs[0].samples.length, 5, `${s.benchmark} ${s.metric}: one sample per repetition`);
    assert.equal(find(r, 'BM_StringCopy/512', 'throughput').better, 'higher');
    assert.equal(find(r, 'BM_VectorPush', 'items/s').better, 'higher');
    assert.deepEqual(find(r, 'BM_VectorPush', 'widgets').runs[0].samples, [3, 3, 3, 3, 3]);
    // Rates are per CPU second: bytes per iteration = throughput × cpu time = the Arg.
    const tput = find(r, 'BM_StringCopy/512', 'throughput').runs[0].samples;
    const cpu = find(r, 'BM_StringCopy/512', 'cpu-time').runs[0].samples;
    tput.forEach((t, k) => close(t * cpu[k], 512, 0.02, 'bytes per iteration'));
  }
  // The console prints 3 significant digits of the same numbers the JSON holds.
  for (const name of ['BM_StringCopy/8', 'BM_StringCopy/512', 'BM_VectorPush']) {
    for (const metric of ['time', 'cpu-time']) {
      const a = find(table, name, metric).runs[0].samples;
      const b = find(json, name, metric).runs[0].samples;
      a.forEach((v, k) => close(v, b[k], 0.01, `${name} ${metric}[${k}]`));
    }
  }
  // µs unit: BM_VectorPush is reported in us and normalised to seconds.
  assert.ok(find(json, 'BM_VectorPush', 'time').runs[0].samples.every((t) => t > 1e-9 && t < 1e-3));
  // bytes_per_second is printed with 1024-based prefixes.
  find(table, 'BM_StringCopy/512', 'throughput').runs[0].samples.forEach((v, k) =>
    close(v, find(json, 'BM_StringCopy/512', 'throughput').runs[0].samples[k], 1e-4, 'B/s'),
  );
  assert.equal(json.context.num_cpus, table.context.num_cpus);
  assert.match(json.context.caches, /L1 Data/);
});

test('live CSV: samples per repetition and counters', needs('google-benchmark'), () => {
  const { stdout, stderr } = run(['--benchmark_format=csv', '--benchmark_filter=BM_StringCopy']);
  const r = parseText(stderr + stdout, 'out.csv');
  assert.equal(find(r, 'BM_StringCopy/8', 'time').runs[0].samples.length, 5);
  const tput = find(r, 'BM_StringCopy/8', 'throughput').runs[0].samples;
  const cpu = find(r, 'BM_StringCopy/8', 'cpu-time').runs[0].samples;
  tput.forEach((t, k) => close(t * cpu[k], 8, 0.02, 'bytes per iteration'));
  assert.ok(!r.series.some((s) => /_(mean|median|stddev|cv)$/.test(s.benchmark)));
});

test('aggregates only: the median is one sample, with a warning saying so', () => {
  const r = parseText(readFileSync(join(FIXTURES, 'generated-aggregates-only.json'), 'utf8'));
  const text = readFileSync(join(FIXTURES, 'generated-aggregates-only.json'), 'utf8');
  const median = (JSON.parse(text) as { benchmarks: Array<{ name: string; real_time: number }> }).benchmarks.find((b) => b.name === 'BM_StringCopy/8_median')!;
  assert.deepEqual(find(r, 'BM_StringCopy/8', 'time').runs[0].samples, [median.real_time * 1e-9]);
  assert.match(r.warnings.map((w) => w.message).join('\n'), /only aggregates/);
  assert.ok(r.warnings.some((w) => w.code === 'summary-only'));
});

test('committed files: github-action-benchmark sample (old schema) and the generated run', () => {
  const old = parseText(readFileSync(join(FIXTURES, 'github-action-benchmark-googlecpp_output.json'), 'utf8'));
  assert.deepEqual(find(old, 'fib_10', 'time').runs[0].samples, [2.1498980114547953e2 * 1e-9]);
  assert.equal(old.context.num_cpus, '4');
  assert.equal(old.context.host_name, 'Corgi.local');
  const gen = parseText(readFileSync(join(FIXTURES, 'generated-repetitions.json'), 'utf8'));
  const con = parseText(readFileSync(join(FIXTURES, 'generated-console.txt'), 'utf8'));
  assert.deepEqual(
    gen.series.map((s) => [s.benchmark, s.metric, s.runs[0].samples.length]),
    con.series.map((s) => [s.benchmark, s.metric, s.runs[0].samples.length]),
  );
  const csv = parseText(readFileSync(join(FIXTURES, 'generated.csv'), 'utf8'));
  assert.equal(find(csv, 'BM_StringCopy/512', 'time').runs[0].samples.length, 5);
});

test('errors: truncated JSON names its line; a cut console or CSV row is a warning with its line', () => {
  const json = readFileSync(join(FIXTURES, 'generated-repetitions.json'), 'utf8');
  const cut = json.slice(0, Math.floor(json.length * 0.6));
  assert.throws(
    () => parseText(cut, 'cut.json'),
    (e: unknown) => e instanceof ParseError && e.file === 'cut.json' && typeof e.line === 'number' && e.line > 1 && /cut off/.test(e.reason),
  );
  const consoleText = readFileSync(join(FIXTURES, 'generated-console.txt'), 'utf8');
  const lines = consoleText.trimEnd().split('\n');
  // Cut the output inside the last repetition row (aggregate rows after it are gone too).
  const last = lines.map((l) => /^BM_VectorPush\s/.test(l)).lastIndexOf(true) + 1;
  const cutConsole = [...lines.slice(0, last - 1), lines[last - 1].slice(0, 40)].join('\n');
  const rc = parseText(cutConsole, 'c.txt');
  assert.match(rc.warnings.map((w) => w.message).join('\n'), new RegExp(`c\\.txt:${last}: .*cut off`));
  const csv = readFileSync(join(FIXTURES, 'generated.csv'), 'utf8').trimEnd().split('\n');
  const cutCsv = [...csv.slice(0, -1), csv[csv.length - 1].slice(0, 25)].join('\n');
  const rcsv = parseText(cutCsv, 'c.csv');
  assert.match(rcsv.warnings.map((w) => w.message).join('\n'), new RegExp(`c\\.csv:${csv.length}: expected \\d+ CSV fields`));
  assert.throws(() => parseText('', 'e'), ParseError);
  assert.throws(() => parseText('{"benchmarks": 3}', 'e'), /no "benchmarks" array/);
  assert.throws(() => parseText('goos: linux\nBenchmarkX-8 10 5 ns/op\n', 'e'), /not Google Benchmark output/);
});

test('a failed benchmark (error_occurred) is skipped with a warning', () => {
  const doc = JSON.parse(readFileSync(join(FIXTURES, 'github-action-benchmark-googlecpp_output.json'), 'utf8')) as {
    benchmarks: Array<Record<string, unknown>>;
  };
  doc.benchmarks[0] = { ...doc.benchmarks[0], error_occurred: true, error_message: 'boom' };
  const r = parseText(JSON.stringify(doc), 'e.json');
  assert.match(r.warnings.map((w) => w.message).join('\n'), /fib_10\) failed: boom/);
  assert.ok(
    r.warnings.some((w) => w.code === 'failed-benchmark' && /fib_10/.test(w.benchmark ?? '')),
    JSON.stringify(r.warnings),
  );
  assert.deepEqual([...new Set(r.series.map((s) => s.benchmark))], ['fib_20']);
});
