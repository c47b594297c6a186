// JMH -rf json: public result files, committed real runs (avgt/thrpt with -prof gc, sample/ss),
// and a live Maven-built JMH project run in avgt and thrpt with the gc profiler.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { type ParseResult, type Series } from '../../../src/model.js';
import { jmh } from '../../../src/formats/jmh/jmh.js';
import { cacheDir, writeIfChanged } from '../../support/build-cache.js';
import { assertClose, assertParseErrorThat } from '../../support/format-kit.js';
import { needs } from '../../support/harness.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const parseText = (file: string, text: string) => jmh.parse({ kind: 'text', file, text });
const parseFixture = (name: string) => parseText(name, read(name));

interface RawEntry {
  benchmark: string;
  mode: string;
  params?: Record<string, string>;
  primaryMetric: { score: number; scoreUnit: string; rawData?: number[][]; rawDataHistogram?: [number, number][][][] };
  secondaryMetrics: Record<string, { rawData?: number[][] }>;
}
const raw = (name: string) => JSON.parse(read(name)) as RawEntry[];

function find(result: ParseResult, benchmark: string, metric: string, group?: string): Series {
  const s = result.series.find((x) => x.benchmark === benchmark && x.metric === metric && (group === undefined || x.group === group));
  assert.ok(
    s,
    `no ${metric} series for ${benchmark}; have ${result.series
      .map((x) => `${x.group}|${x.benchmark}|${x.metric}`)
      .slice(0, 8)
      .join(', ')}`,
  );
  return s;
}

describe('jmh: public result files', () => {
  it('thrpt ops/s: rate, higher is better, params folded into the name, class as group', () => {
    const r = parseFixture('bencher-adapter-jmh-six.json');
    assert.equal(r.format, 'jmh');
    const entries = raw('bencher-adapter-jmh-six.json');
    assert.equal(r.series.length, entries.length);
    for (const e of entries) {
      const group = e.benchmark.slice(0, e.benchmark.lastIndexOf('.'));
      const name = `ComputeBenchmark.${e.benchmark.slice(group.length + 1)}:computeType=${e.params!.computeType}`;
      const s = find(r, name, 'rate', group);
      assert.equal(s.unit, 'ops/s');
      assert.equal(s.better, 'higher');
      assert.deepEqual(s.runs[0].samples, e.primaryMetric.rawData!.flat());
    }
    assert.equal(r.context.jmhVersion, '1.36');
    assert.equal(r.context.jdkVersion, '11.0.17');
    assert.equal(r.context.threads, '32');
  });

  it('avgt ns/op: time in seconds, every param in the name (196 results, 5 samples each)', () => {
    const r = parseFixture('gpanther-jmh-result@7266e7c.json');
    const entries = raw('gpanther-jmh-result@7266e7c.json');
    assert.equal(r.series.length, 196);
    assert.equal(new Set(r.series.map((s) => s.benchmark)).size, 196, 'params keep the names apart');
    const e = entries[17];
    const p = e.params!;
    const s = find(
      r,
      `BenchmarkAlignment.arraycopy:destinationOffset=${p.destinationOffset},size=${p.size},sourceOffset=${p.sourceOffset}`,
      'time',
      'net.greypanther.BenchmarkAlignment',
    );
    assert.equal(s.unit, 's');
    assert.equal(s.better, 'lower');
    assertClose(
      s.runs[0].samples,
      e.primaryMetric.rawData!.flat().map((v) => v * 1e-9),
    );
  });

  it('keeps every fork × iteration (2 forks × 10 iterations)', () => {
    const r = parseFixture('tkrs-json-bench-jmh-result.json');
    const entries = raw('tkrs-json-bench-jmh-result.json');
    assert.equal(r.series.length, entries.length);
    assert.ok(r.series.every((s) => s.runs[0].samples.length === 20));
    const s = find(r, 'Case1.decodeArgonaut:depth=10,length=10', 'rate', 'bench.Case1');
    assert.deepEqual(s.runs[0].samples, entries[0].primaryMetric.rawData!.flat());
    // The score JMH printed is the mean of these samples.
    const mean = s.runs[0].samples.reduce((a, b) => a + b, 0) / s.runs[0].samples.length;
    assert.ok(Math.abs(mean - entries[0].primaryMetric.score) / mean < 1e-9);
  });

  it('processes: one per fork, each its own iterations, together the samples', () => {
    const r = parseFixture('tkrs-json-bench-jmh-result.json');
    for (const [i, e] of raw('tkrs-json-bench-jmh-result.json').entries()) {
      const run = r.series[i].runs[0];
      assert.deepEqual(run.processes, e.primaryMetric.rawData, r.series[i].benchmark);
      assert.equal(run.processes!.length, 2);
      assert.deepEqual(run.processes!.flat(), run.samples);
    }
  });
});

describe('jmh: committed real runs', () => {
  it('avgt us/op with -prof gc: time and alloc-bytes (gc.alloc.rate.norm), other gc metrics dropped', () => {
    const r = parseFixture('generated-avgt-gc.json');
    const entries = raw('generated-avgt-gc.json');
    assert.deepEqual([...new Set(r.series.map((s) => s.metric))].sort(), ['alloc-bytes', 'time']);
    for (const e of entries) {
      const name = `SumBench.${e.benchmark.split('.').pop()}:size=${e.params!.size}`;
      assertClose(
        find(r, name, 'time', 'bench.SumBench').runs[0].samples,
        e.primaryMetric.rawData!.flat().map((v) => v * 1e-6),
      );
      const alloc = find(r, name, 'alloc-bytes', 'bench.SumBench');
      assert.equal(alloc.unit, 'B');
      assert.equal(alloc.better, 'lower');
      assert.deepEqual(alloc.runs[0].samples, e.secondaryMetrics['gc.alloc.rate.norm'].rawData!.flat());
    }
    assert.equal(r.context.jmhVersion, '1.37');
    assert.match(r.context.vmName, /OpenJDK/);
  });

  it('thrpt ops/us becomes ops/s', () => {
    const r = parseFixture('generated-thrpt-gc.json');
    const e = raw('generated-thrpt-gc.json').find((x) => x.benchmark.endsWith('.sum') && x.params!.size === '16')!;
    assert.equal(e.primaryMetric.scoreUnit, 'ops/us');
    assertClose(
      find(r, 'SumBench.sum:size=16', 'rate').runs[0].samples,
      e.primaryMetric.rawData!.flat().map((v) => v * 1e6),
    );
  });

  it('sample mode: one sample per iteration from the histogram; ss alongside it gets a [mode] suffix', () => {
    const r = parseFixture('generated-sample-ss.json');
    const entries = raw('generated-sample-ss.json');
    const sample = entries.find((e) => e.mode === 'sample')!;
    const hist = sample.primaryMetric.rawDataHistogram!;
    const expected = hist.flat().map((bins) => {
      const count = bins.reduce((a, [, c]) => a + c, 0);
      return (bins.reduce((a, [v, c]) => a + v * c, 0) / count) * 1e-6;
    });
    assert.equal(expected.length, 2);
    assertClose(find(r, 'SumBench.sum:size=16 [sample]', 'time').runs[0].samples, expected);
    const ss = entries.find((e) => e.mode === 'ss')!;
    assertClose(
      find(r, 'SumBench.sum:size=16 [ss]', 'time').runs[0].samples,
      ss.primaryMetric.rawData!.flat().map((v) => v * 1e-6),
    );
    // Sample-mode percentiles (p0.50 …) are summaries, not metrics to compare.
    assert.equal(r.series.length, 2);
  });

  it('older JMH spells the profiler metric `·gc.alloc.rate.norm`', () => {
    const text = read('generated-avgt-gc.json').replaceAll('"gc.alloc.rate.norm"', '"\u00b7gc.alloc.rate.norm"');
    assert.ok(find(parseText('old.json', text), 'SumBench.copy:size=16', 'alloc-bytes').runs[0].samples.length === 3);
  });
});

describe('jmh: bad input', () => {
  it('names the line of a truncated file and of a wrong value', () => {
    const full = read('generated-avgt-gc.json');
    const cut = full.slice(0, 2000);
    assertParseErrorThat(
      () => parseText('cut.json', cut),
      (e) => {
        assert.equal(e.file, 'cut.json');
        assert.equal(e.line, cut.split('\n').length);
      },
    );
    const bad = full.replace(
      '"scoreUnit" : "us/op",\n            "rawData" : [\n                [\n                    ',
      '"scoreUnit" : "us/op",\n            "rawData" : [\n                [\n                    "oops", ',
    );
    assert.notEqual(bad, full, 'the replacement must hit');
    assertParseErrorThat(
      () => parseText('bad.json', bad),
      (e) => {
        assert.match(e.reason, /rawData\[0\]\[0\]: expected a number/);
        assert.equal(e.line, bad.split('\n').findIndex((l) => l.includes('"oops"')) + 1);
      },
    );
    const noRaw = JSON.stringify([{ benchmark: 'a.B.c', mode: 'avgt', primaryMetric: { score: 1, scoreUnit: 'ns/op' } }], null, 2);
    assertParseErrorThat(
      () => parseText('noraw.json', noRaw),
      (e) => assert.match(e.reason, /neither rawData nor rawDataHistogram/),
    );
    assertParseErrorThat(
      () => parseText('empty.json', '[]'),
      (e) => assert.match(e.reason, /empty/),
    );
  });

  it('detects JMH files only', () => {
    for (const f of [
      'bencher-adapter-jmh-six.json',
      'gpanther-jmh-result@7266e7c.json',
      'tkrs-json-bench-jmh-result.json',
      'generated-avgt-gc.json',
      'generated-thrpt-gc.json',
      'generated-sample-ss.json',
    ]) {
      assert.equal(jmh.detect({ kind: 'text', file: f, text: read(f) }), 1, f);
    }
    assert.equal(jmh.detect({ kind: 'text', file: 'x', text: '{"benchmarks": []}' }), 0);
    assert.equal(jmh.detect({ kind: 'text', file: 'x', text: '[]' }), 0);
    assert.equal(jmh.detect({ kind: 'text', file: 'x', text: '[{"benchmark": "x", "mode": "avgt"' }), 0);
    assert.equal(jmh.detect({ kind: 'dir', dir: FIXTURES }), 0);
  });
});

// ------------------------------------------------------------------ a live JMH run

const PROJECT = cacheDir('jmh', 'project');
const POM = `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>benchgate</groupId>
  <artifactId>jmh-fixture</artifactId>
  <version>1.0</version>
  <properties>
    <maven.compiler.source>17</maven.compiler.source>
    <maven.compiler.target>17</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <jmh.version>1.37</jmh.version>
  </properties>
  <dependencies>
    <dependency><groupId>org.openjdk.jmh</groupId><artifactId>jmh-core</artifactId><version>\${jmh.version}</version></dependency>
    <dependency><groupId>org.openjdk.jmh</groupId><artifactId>jmh-generator-annprocess</artifactId><version>\${jmh.version}</version><scope>provided</scope></dependency>
  </dependencies>
</project>
`;
const SUM_BENCH = `package bench;

import org.openjdk.jmh.annotations.*;
import java.util.concurrent.TimeUnit;

@State(Scope.Benchmark)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SumBench {
    @Param({"16", "256"})
    public int size;
    private long[] data;

    @Setup
    public void setup() {
        data = new long[size];
        for (int i = 0; i < size; i++) data[i] = i;
    }

    @Benchmark
    public long sum() {
        long s = 0;
        for (long v : data) s += v;
        return s;
    }

    @Benchmark
    public long[] copy() {
        return data.clone();
    }
}
`;

describe('jmh: a real run', () => {
  it('builds with Maven, runs avgt and thrpt with -prof gc, and parses the result', { ...needs('maven'), timeout: 600_000 }, () => {
    const changed = [
      writeIfChanged(path.join(PROJECT, 'pom.xml'), POM),
      writeIfChanged(path.join(PROJECT, 'src/main/java/bench/SumBench.java'), SUM_BENCH),
    ].some(Boolean);
    const built = existsSync(path.join(PROJECT, 'cp.txt')) && existsSync(path.join(PROJECT, 'target/classes/META-INF/BenchmarkList'));
    if (changed || !built) {
      // Maven starts slowly: build only when the project changed (jars stay cached in ~/.m2).
      rmSync(path.join(PROJECT, 'cp.txt'), { force: true });
      const mvn = (...args: string[]) => execFileSync('mvn', ['-q', '-B', ...args], { cwd: PROJECT, stdio: ['ignore', 'pipe', 'pipe'] });
      mvn('compile');
      mvn('dependency:build-classpath', '-Dmdep.outputFile=cp.txt');
    }
    const classpath = `${path.join(PROJECT, 'target', 'classes')}${path.delimiter}${readFileSync(path.join(PROJECT, 'cp.txt'), 'utf8').trim()}`;
    // The result goes to a folder of this test's own: other test runs may share the cached project.
    const out = mkdtempSync(path.join(tmpdir(), 'benchgate-jmh-'));
    after(() => rmSync(out, { recursive: true, force: true }));
    const result = path.join(out, 'result.json');
    rmSync(result, { force: true });
    // ignoreLock: JMH's /tmp/jmh.lock refuses a second concurrent JMH (other test runs); timings are not checked here.
    execFileSync(
      'java',
      [
        '-Djmh.ignoreLock=true',
        '-cp',
        classpath,
        'org.openjdk.jmh.Main',
        '-f',
        '2',
        '-wi',
        '1',
        '-i',
        '3',
        '-w',
        '100ms',
        '-r',
        '100ms',
        '-bm',
        'avgt,thrpt',
        '-prof',
        'gc',
        '-rf',
        'json',
        '-rff',
        result,
        'SumBench.copy',
      ],
      { cwd: PROJECT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const text = readFileSync(result, 'utf8');
    assert.equal(jmh.detect({ kind: 'text', file: result, text }), 1);
    const r = jmh.parse({ kind: 'text', file: result, text });
    assert.deepEqual(r.series.map((s) => `${s.benchmark}|${s.metric}`).sort(), [
      'SumBench.copy:size=16|alloc-bytes',
      'SumBench.copy:size=16|rate',
      'SumBench.copy:size=16|time',
      'SumBench.copy:size=256|alloc-bytes',
      'SumBench.copy:size=256|rate',
      'SumBench.copy:size=256|time',
    ]);
    // Both modes report alloc-bytes: the same metric from two modes stays in one series (12 samples).
    for (const s of r.series) {
      assert.equal(s.group, 'bench.SumBench');
      assert.equal(s.runs[0].samples.length, s.metric === 'alloc-bytes' ? 12 : 6, `${s.benchmark} ${s.metric}`);
    }
    // Processes: one per fork (-f 2) of each mode, each with its 3 iterations, in rawData's order.
    const entries = JSON.parse(text) as RawEntry[];
    for (const size of ['16', '256']) {
      const of = (mode: string) => entries.find((e) => e.mode === mode && e.params!.size === size)!;
      const timeRun = find(r, `SumBench.copy:size=${size}`, 'time').runs[0];
      assert.equal(timeRun.processes!.length, 2);
      assertClose(
        timeRun.processes!.flat(),
        of('avgt')
          .primaryMetric.rawData!.flat()
          .map((v) => v * 1e-6),
      );
      assert.deepEqual(
        timeRun.processes!.map((p) => p.length),
        [3, 3],
      );
      const allocRun = find(r, `SumBench.copy:size=${size}`, 'alloc-bytes').runs[0];
      // In the file's order of the modes (JMH writes thrpt before avgt).
      const allocForks = entries.filter((e) => e.params!.size === size).flatMap((e) => e.secondaryMetrics['gc.alloc.rate.norm'].rawData!);
      assert.equal(allocForks.length, 4);
      assert.deepEqual(allocRun.processes, allocForks);
      for (const s of r.series.filter((x) => x.benchmark === `SumBench.copy:size=${size}`)) assert.deepEqual(s.runs[0].processes!.flat(), s.runs[0].samples);
    }
    // Physical check: cloning n longs allocates an array of 16 + 8n bytes on a 64-bit JVM.
    for (const [size, bytes] of [
      [16, 144],
      [256, 2064],
    ] as const) {
      const alloc = find(r, `SumBench.copy:size=${size}`, 'alloc-bytes');
      assert.ok(
        alloc.runs[0].samples.every((v) => Math.abs(v - bytes) < 8),
        `${size}: ${alloc.runs[0].samples.join(',')}`,
      );
    }
    const time = find(r, 'SumBench.copy:size=16', 'time');
    const rate = find(r, 'SumBench.copy:size=16', 'rate');
    assert.ok(
      time.runs[0].samples.every((t) => t > 1e-10 && t < 1e-3),
      String(time.runs[0].samples),
    );
    assert.ok(
      rate.runs[0].samples.every((x) => x > 1e3 && x < 1e10),
      String(rate.runs[0].samples),
    );
    assert.equal(r.context.jmhVersion, '1.37');

    // sample mode: a histogram per iteration per fork; each fork's iteration means are a process.
    rmSync(result, { force: true });
    execFileSync(
      'java',
      [
        '-Djmh.ignoreLock=true',
        '-cp',
        classpath,
        'org.openjdk.jmh.Main',
        '-f',
        '2',
        '-wi',
        '1',
        '-i',
        '2',
        '-w',
        '100ms',
        '-r',
        '100ms',
        '-bm',
        'sample',
        '-p',
        'size=16',
        '-rf',
        'json',
        '-rff',
        result,
        'SumBench.sum',
      ],
      { cwd: PROJECT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const sampled = JSON.parse(readFileSync(result, 'utf8')) as RawEntry[];
    const hist = sampled[0].primaryMetric.rawDataHistogram!;
    assert.equal(hist.length, 2, 'two forks in rawDataHistogram');
    const expected = hist.map((fork) => fork.map((bins) => (bins.reduce((a, [v, c]) => a + v * c, 0) / bins.reduce((a, [, c]) => a + c, 0)) * 1e-6));
    const sampleRun = find(parseText(result, readFileSync(result, 'utf8')), 'SumBench.sum:size=16', 'time').runs[0];
    assert.equal(sampleRun.processes!.length, 2);
    sampleRun.processes!.forEach((p, f) => assertClose(p, expected[f]));
    assert.deepEqual(sampleRun.processes!.flat(), sampleRun.samples);
  });
});
