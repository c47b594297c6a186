// BenchmarkDotNet: every real public export we have (JSON full/compressed in the 0.11 to 0.15
// schemas, CSV, GitHub markdown), failed benchmarks, and a base/head pair through the statistics.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Series } from '../../../src/model.js';
import { benchmarkdotnet } from '../../../src/formats/benchmarkdotnet/benchmarkdotnet.js';
import { assertClose, assertParseErrorThat } from '../../support/format-kit.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const parseText = (file: string, text: string) => benchmarkdotnet.parse({ kind: 'text', file, text });
const parseFixture = (name: string) => parseText(name, read(name));

interface RawBenchmark {
  Namespace: string | null;
  Type: string;
  Method: string;
  Parameters: string;
  Statistics: { Mean: number; N: number; OriginalValues?: number[] } | null;
  Memory?: { BytesAllocatedPerOperation: number | null };
  Measurements: { IterationMode: string; IterationStage: string; Operations: number; Nanoseconds: number }[];
}
interface RawExport {
  HostEnvironmentInfo: Record<string, unknown>;
  Benchmarks: RawBenchmark[];
}
const rawJson = (name: string) => JSON.parse(read(name)) as RawExport;

function find(result: ParseResult, benchmark: string, metric = 'time'): Series {
  const s = result.series.find((x) => x.benchmark === benchmark && x.metric === metric);
  assert.ok(s, `no ${metric} series for ${benchmark}; have ${result.series.map((x) => `${x.benchmark}|${x.metric}`).join(', ')}`);
  return s;
}

/** Per-op seconds of the Workload/Result measurements, computed here from the raw file. */
const resultSeconds = (b: RawBenchmark) =>
  b.Measurements.filter((m) => m.IterationMode === 'Workload' && m.IterationStage === 'Result').map((m) => (m.Nanoseconds / m.Operations) * 1e-9);

describe('benchmarkdotnet: JSON exports', () => {
  it('full JSON (0.14): Result measurements per op are the samples, Allocated is alloc-bytes', () => {
    const file = 'technobre-report-05-Target-report-full.json';
    const r = parseFixture(file);
    assert.equal(r.format, 'benchmarkdotnet');
    const raw = rawJson(file);
    for (const b of raw.Benchmarks) {
      const s = find(r, b.Method);
      assert.equal(s.group, 'Benchmark'); // no namespace: the type alone
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assertClose(s.runs[0].samples, resultSeconds(b));
      // BenchmarkDotNet's own OriginalValues (ns) are exactly these samples.
      assertClose(
        s.runs[0].samples,
        b.Statistics!.OriginalValues!.map((ns) => ns * 1e-9),
      );
      assert.equal(s.runs[0].samples.length, b.Statistics!.N);
      const alloc = find(r, b.Method, 'alloc-bytes');
      assert.deepEqual(alloc.runs[0].samples, [b.Memory!.BytesAllocatedPerOperation]);
      assert.equal(alloc.unit, 'B');
    }
    assert.equal(r.context.ProcessorName, 'AMD Ryzen 5 3600X');
    assert.equal(r.context.OsVersion, raw.HostEnvironmentInfo.OsVersion);
    assert.equal(r.context.RuntimeVersion, '.NET 9.0.2 (9.0.225.6610)');
    assert.equal(r.context.BenchmarkDotNetVersion, '0.14.0');
  });

  it('0.11 schema: params and job in the name, namespace.type as group; compressed equals full', () => {
    const full = parseFixture('credit-Tests.MyBenchmark-report-full.json');
    const raw = rawJson('credit-Tests.MyBenchmark-report-full.json');
    const medium = find(full, 'Bench(amount=5500, fee=10, minimum=4) [MediumRun]');
    const short = find(full, 'Bench(amount=5500, fee=10, minimum=4) [ShortRun]');
    assert.equal(medium.group, 'Tests.MyBenchmark');
    assertClose(medium.runs[0].samples, resultSeconds(raw.Benchmarks[0]));
    assert.equal(medium.runs[0].samples.length, 30); // 2 launches × 15 iterations
    assert.equal(short.runs[0].samples.length, 3);
    const mean = medium.runs[0].samples.reduce((a, b) => a + b, 0) / medium.runs[0].samples.length;
    assert.ok(Math.abs(mean - raw.Benchmarks[0].Statistics!.Mean * 1e-9) / mean < 1e-9);
    assert.equal(full.context.BenchmarkDotNetVersion, '0.11.2');
    assert.deepEqual(parseFixture('credit-Tests.MyBenchmark-report-full-compressed.json').series, full.series);
  });

  it('processes: one per launch (LaunchIndex; MediumRun launches twice), together the samples', () => {
    const full = parseFixture('credit-Tests.MyBenchmark-report-full.json');
    const raw = rawJson('credit-Tests.MyBenchmark-report-full.json');
    const launch = (b: RawBenchmark, index: number) =>
      resultSeconds({ ...b, Measurements: b.Measurements.filter((m) => (m as { LaunchIndex?: number }).LaunchIndex === index) });
    const medium = find(full, 'Bench(amount=5500, fee=10, minimum=4) [MediumRun]').runs[0];
    assert.equal(medium.processes!.length, 2);
    assertClose(medium.processes![0], launch(raw.Benchmarks[0], 1));
    assertClose(medium.processes![1], launch(raw.Benchmarks[0], 2));
    assert.deepEqual(
      medium.processes!.map((p) => p.length),
      [15, 15],
    );
    assert.deepEqual(medium.processes!.flat(), medium.samples);
    const short = find(full, 'Bench(amount=5500, fee=10, minimum=4) [ShortRun]').runs[0];
    assert.deepEqual(short.processes, [short.samples]);
  });

  it('several jobs (runtimes) stay apart; zero allocation is 0 B', () => {
    const file = 'martincostello-jobs-IndexOfAnyBenchmarks-report-full-compressed.json';
    const r = parseFixture(file);
    const raw = rawJson(file);
    assert.equal(r.series.filter((s) => s.metric === 'time').length, raw.Benchmarks.length);
    const net9 = find(r, 'IndexOfAny_Span_Array [.NET 9.0]');
    assert.equal(net9.group, 'DotNetBenchmarks.IndexOfAnyBenchmarks');
    const rawNet9 = raw.Benchmarks.filter((b) => b.Method === 'IndexOfAny_Span_Array')[1];
    assertClose(net9.runs[0].samples, resultSeconds(rawNet9));
    assert.deepEqual(find(r, 'IndexOfAny_Span_Array [.NET 9.0]', 'alloc-bytes').runs[0].samples, [0]);
  });

  it('a failed benchmark (no Statistics) is a warning; the others are parsed', () => {
    const r = parseFixture('martincostello-failing-TodoApp.OpenApiBenchmarks-report-full-compressed.json');
    assert.deepEqual([...new Set(r.series.map((s) => s.benchmark))], ['AspNetCore', 'NSwag']);
    assert.equal(r.warnings.length, 1);
    assert.match(r.warnings[0].message, /Benchmarks\[2\]: TodoApp\.OpenApiBenchmarks\.Swashbuckle has no results/);
    assert.equal(r.warnings[0].code, 'failed-benchmark');
    assert.equal(r.warnings[0].benchmark, 'Swashbuckle');
  });

  it('trimmed Measurements fall back to Statistics.OriginalValues', () => {
    const file = 'bencher-adapter-dotnet-two_more.json';
    const r = parseFixture(file);
    const raw = rawJson(file);
    for (const b of raw.Benchmarks) {
      assert.equal(resultSeconds(b).length, 0, 'this export has no Result measurements');
      assertClose(
        find(r, b.Method).runs[0].samples,
        b.Statistics!.OriginalValues!.map((ns) => ns * 1e-9),
      );
    }
  });

  it('a brief export (Statistics only) gives the Mean as one sample', () => {
    // The brief exporter writes the full document without Measurements; made from a real file.
    const raw = rawJson('technobre-report-11-ArrayProcessorBenchmarks-report-full.json');
    for (const b of raw.Benchmarks) {
      b.Measurements = [];
      delete b.Statistics!.OriginalValues;
    }
    const r = parseText('brief.json', JSON.stringify(raw, null, 2));
    assert.deepEqual(find(r, 'GenerateArray').runs[0].samples, [raw.Benchmarks[0].Statistics!.Mean * 1e-9]);
  });
});

describe('benchmarkdotnet: CSV and markdown summaries', () => {
  it('CSV: Mean is one sample, units normalised, parameters named, job kept', () => {
    const r = parseFixture('credit-Tests.MyBenchmark-report.csv');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['Bench(amount=5500, fee=10, minimum=4) [MediumRun]', 'Bench(amount=5500, fee=10, minimum=4) [ShortRun]'],
    );
    assertClose(find(r, 'Bench(amount=5500, fee=10, minimum=4) [MediumRun]').runs[0].samples, [14.65e-6]);
    const t = parseFixture('technobre-report-01-Benchmark-report.csv');
    assertClose(find(t, 'StringConcat').runs[0].samples, [15.56e-9]);
    assert.deepEqual(find(t, 'StringJoin', 'alloc-bytes').runs[0].samples, [48]);
  });

  it('markdown and CSV of the same run give the same series; the JSON uses the same names', () => {
    for (const run of ['credit-Tests.MyBenchmark', 'technobre-report-01-Benchmark', 'technobre-report-02-Benchmark']) {
      const md = parseFixture(`${run}-report-github.md`);
      const csv = parseFixture(`${run}-report.csv`);
      assert.deepEqual(md.series, csv.series, run);
    }
    const md = parseFixture('credit-Tests.MyBenchmark-report-github.md');
    const json = parseFixture('credit-Tests.MyBenchmark-report-full.json');
    assert.deepEqual(
      md.series.map((s) => s.benchmark),
      json.series.map((s) => s.benchmark),
    );
  });

  it('markdown: μs and 1,193.5 ms, KB as 1024 bytes, the environment block as context', () => {
    const r = parseFixture('technobre-report-10-ArrayProcessorBenchmarks-report-github.md');
    assertClose(find(r, 'GenerateArray').runs[0].samples, [17.95e-6]);
    assertClose(find(r, 'GenerateArray', 'alloc-bytes').runs[0].samples, [21.55 * 1024]);
    assert.equal(r.context.ProcessorName, 'AMD Ryzen 5 3600X 3.80GHz');
    assert.equal(r.context.BenchmarkDotNetVersion, '0.15.1');
    assert.equal(r.context.RuntimeVersion, '.NET 9.0.6 (9.0.625.26613), X64 RyuJIT AVX2');
    const o = parseFixture('odalet-MinMaxTest.Benchmark-report-github.md');
    assert.equal(o.series.length, 9); // 3 methods × 3 jobs; the blank separator rows are skipped
    assertClose(find(o, 'RunOptimized(N=1000000000) [.NET 8.0]').runs[0].samples, [1.2526]);
    // The old `Key=value` header of 0.11.
    const c = parseFixture('credit-Tests.MyBenchmark-report-github.md');
    assert.equal(c.context.ProcessorName, 'Intel Core i5-5257U CPU 2.70GHz (Broadwell)');
    assert.equal(c.context.DotNetCliVersion, '2.1.302');
  });

  it('tables without leading pipes: -report-default.md (0.15) and the 0.10 console, one sample per run', () => {
    const u = parseFixture('umbraco-Utf8ToAsciiConverterBaselineBenchmarks-report-default.md');
    assert.equal(u.series.length, 20); // 10 methods × (time, alloc-bytes)
    assertClose(find(u, 'Large_WorstCase').runs[0].samples, [2148169.56e-9]);
    assert.deepEqual(find(u, 'Large_WorstCase', 'alloc-bytes').runs[0].samples, [1024125]);
    assert.equal(u.context.ProcessorName, 'Intel Xeon CPU 2.80GHz');
    const m = parseFixture('mike-e-angelo-InProcess-README-console-0.10.14.md');
    assert.equal(m.series.length, 1);
    assertClose(find(m, 'ToArray').runs[0].samples, [19.89e-6, 19.05e-6]);
    assert.equal(m.context.BenchmarkDotNetVersion, '0.10.14');
  });

  it('NA rows (failed benchmarks) are warnings with their line, not errors', () => {
    const file = 'martincostello-failing-TodoApp.OpenApiBenchmarks-report-github.md';
    const r = parseFixture(file);
    assert.deepEqual([...new Set(r.series.map((s) => s.benchmark))], ['AspNetCore', 'NSwag']);
    assertClose(find(r, 'NSwag', 'alloc-bytes').runs[0].samples, [1580.56 * 1024]);
    const line =
      read(file)
        .split('\n')
        .findIndex((l) => l.startsWith('| Swashbuckle')) + 1;
    assert.deepEqual(r.warnings, [
      { code: 'failed-benchmark', benchmark: 'Swashbuckle', message: `${file}:${line}: Swashbuckle has no result (Mean is NA: the benchmark failed); skipped` },
    ]);
  });

  it('rejects malformed rows with the line number', () => {
    const md = read('technobre-report-01-Benchmark-report-github.md').replace('15.56 ns', '15.56 parsecs');
    assertParseErrorThat(
      () => parseText('bad.md', md),
      (e) => {
        assert.equal(e.file, 'bad.md');
        assert.equal(e.line, md.split('\n').findIndex((l) => l.includes('parsecs')) + 1);
        assert.match(e.reason, /not a time/);
      },
    );
    const csv = read('technobre-report-01-Benchmark-report.csv');
    const truncated = csv.slice(0, csv.indexOf('\n', csv.indexOf('\n') + 1) + 30);
    assertParseErrorThat(
      () => parseText('cut.csv', truncated),
      (e) => assert.equal(e.line, 3),
    );
    const json = read('technobre-report-05-Target-report-full.json');
    assertParseErrorThat(
      () => parseText('cut.json', json.slice(0, 5000)),
      (e) => assert.equal(e.line, json.slice(0, 5000).split('\n').length),
    );
    assertParseErrorThat(
      () => parseText('x.md', 'no table here\n'),
      (e) => assert.match(e.reason, /no BenchmarkDotNet summary table/),
    );
  });
});

describe('benchmarkdotnet: detection', () => {
  it('claims every export kind and nothing else', () => {
    for (const f of [
      'bencher-adapter-dotnet-two_more.json',
      'credit-Tests.MyBenchmark-report-full-compressed.json',
      'credit-Tests.MyBenchmark-report.csv',
      'odalet-MinMaxTest.Benchmark-report-github.md',
      'martincostello-failing-TodoApp.OpenApiBenchmarks-report-github.md',
    ]) {
      assert.ok(benchmarkdotnet.detect({ kind: 'text', file: f, text: read(f) }) >= 0.9, f);
    }
    assert.equal(benchmarkdotnet.detect({ kind: 'text', file: 'x', text: '{"benchmarks": [], "context": {}}' }), 0);
    assert.equal(benchmarkdotnet.detect({ kind: 'text', file: 'x', text: '| name | time |\n|---|---|\n| a | 1 ns |\n' }), 0);
    assert.equal(benchmarkdotnet.detect({ kind: 'text', file: 'x', text: 'name,iterations,real_time,cpu_time\n' }), 0);
  });
});

describe('benchmarkdotnet: a real base/head pair through the statistics', () => {
  it('technobre Baseline → Target: StringJoin got faster, StringConcat barely', async () => {
    const { compareSeries } = await import('../../../src/stats/compare.js');
    const base = parseFixture('technobre-report-05-Baseline-report-full.json');
    const head = parseFixture('technobre-report-05-Target-report-full.json');
    const result = compareSeries(base.series, head.series, DEFAULT_STATS_SETTINGS);
    const row = (benchmark: string, metric: string) => result.comparisons.find((c) => c.benchmark === benchmark && c.metric === metric)!;
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    };
    const join = row('StringJoin', 'time');
    assert.equal(join.verdict, 'improvement');
    // The effect agrees with the raw medians (head/base), within a couple of percent.
    const rawRatio = median(find(head, 'StringJoin').runs[0].samples) / median(find(base, 'StringJoin').runs[0].samples);
    assert.ok(Math.abs(join.ratio! - rawRatio) < 0.02, `${join.ratio} vs ${rawRatio}`);
    assert.ok(join.ratio! < 0.95);
    const concat = row('StringConcat', 'time');
    assert.ok(concat.ratio! > 0.95 && concat.ratio! < 1, String(concat.ratio));
    assert.notEqual(concat.verdict, 'regression');
    // One Allocated value per run cannot be tested: the rounds have to build that sample.
    assert.equal(row('StringJoin', 'alloc-bytes').verdict, 'insufficient');
    assert.equal(result.verdict, 'pass');
  });
});
