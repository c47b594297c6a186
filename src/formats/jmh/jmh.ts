// JMH (Java Microbenchmark Harness) `-rf json` results: an array of
// `{benchmark, mode, params, primaryMetric: {scoreUnit, rawData | rawDataHistogram}, secondaryMetrics}`.
// Samples are the measurement iterations of every fork (rawData is forks × iterations); `sample`
// mode keeps a histogram per iteration instead, whose weighted mean is that iteration's sample.
// Each fork is a separate JVM (its own JIT and heap luck), so it is one of the run's `processes`;
// with `-f 0` JMH measures in its own JVM and rawData holds that one process.
import { ParseError, seriesKey, type Better, type ParseResult } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject, type JsonPath } from '../json-text.js';
import { ContextCollector, SeriesCollector } from '../series.js';
import { timeFactor } from '../units.js';

const ID = 'jmh';

interface Metric {
  metric: string;
  unit: string;
  factor: number;
  better: Better;
}

// JMH's TimeUnit abbreviations (TimeValue / ScoreFormatter): ns, us, ms, s, min, hr, day.
function secondsPer(unit: string): number | undefined {
  return { hr: 3600, day: 86400 }[unit] ?? timeFactor(unit);
}

/** The normalised metric of a primary score unit (`us/op` → time in s, `ops/ms` → rate in ops/s). */
function primaryMetric(scoreUnit: string, mode: string): Metric {
  const rate = /^ops\/(\w+)$/.exec(scoreUnit);
  const perRate = rate ? secondsPer(rate[1]) : undefined;
  if (perRate !== undefined) return { metric: 'rate', unit: 'ops/s', factor: 1 / perRate, better: 'higher' };
  const time = /^(\w+)\/op$/.exec(scoreUnit);
  const perTime = time ? secondsPer(time[1]) : undefined;
  if (perTime !== undefined) return { metric: 'time', unit: 's', factor: perTime, better: 'lower' };
  // A unit JMH does not print for its own modes: keep it as a custom metric.
  return { metric: scoreUnit, unit: scoreUnit, factor: 1, better: mode === 'thrpt' ? 'higher' : 'lower' };
}

// Secondary metrics worth a comparison row; the rest (gc.count, gc.time, percentiles) are noise.
const SECONDARY: Record<string, Metric> = {
  'gc.alloc.rate.norm': { metric: 'alloc-bytes', unit: 'B', factor: 1, better: 'lower' },
};

/** `SumBench.sum:size=16` in group `bench.SumBench`, from `bench.SumBench.sum` and its params. */
function nameOf(benchmark: string, params: unknown): { name: string; group?: string } {
  const lastDot = benchmark.lastIndexOf('.');
  const group = lastDot > 0 ? benchmark.slice(0, lastDot) : undefined;
  const simpleClass = group ? group.slice(group.lastIndexOf('.') + 1) : undefined;
  let name = simpleClass ? `${simpleClass}.${benchmark.slice(lastDot + 1)}` : benchmark;
  if (isObject(params)) {
    const pairs = Object.entries(params).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    if (pairs.length > 0) name += `:${pairs.join(',')}`;
  }
  return { name, group };
}

/** Every iteration's value per fork: rawData, or the weighted mean of each histogram iteration. */
function forksOf(doc: JsonDoc, metric: JsonObject, path: JsonPath): number[][] {
  if (metric.rawData !== undefined) {
    const forks = doc.array(metric.rawData, [...path, 'rawData']);
    return forks.map((fork, f) => doc.numbers(fork, [...path, 'rawData', f]));
  }
  if (metric.rawDataHistogram !== undefined) {
    const hPath = [...path, 'rawDataHistogram'];
    const forks = doc.array(metric.rawDataHistogram, hPath);
    return forks.map((fork, f) =>
      doc.array(fork, [...hPath, f]).map((iteration, i) => {
        let sum = 0;
        let count = 0;
        doc.array(iteration, [...hPath, f, i]).forEach((bin, b) => {
          const pair = doc.numbers(bin, [...hPath, f, i, b]);
          if (pair.length !== 2 || !(pair[1] >= 0)) doc.fail([...hPath, f, i, b], 'expected a [value, count] pair');
          sum += pair[0] * pair[1];
          count += pair[1];
        });
        if (count === 0) doc.fail([...hPath, f, i], 'an empty histogram');
        return sum / count;
      }),
    );
  }
  return doc.fail(path, 'neither rawData nor rawDataHistogram: cannot recover per-iteration samples');
}

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const root = sniffJson(input.text);
  if (!Array.isArray(root) || root.length === 0) return 0;
  const first: unknown = root[0];
  return isObject(first) && typeof first.benchmark === 'string' && isObject(first.primaryMetric) && typeof first.mode === 'string' ? 1 : 0;
}

function parse(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, 'a JMH -rf json result file');
  const entries = doc.array(doc.root, []);
  if (entries.length === 0) throw new ParseError('an empty JMH result array: no benchmark ran', doc.file);
  const out = new SeriesCollector();
  const context = new ContextCollector();

  // Two modes of one benchmark can share a metric (avgt and sample are both `time`): tell them apart.
  const modesByKey = new Map<string, Set<string>>();
  const rows = entries.map((raw, i) => {
    const entry = doc.object(raw, [i]);
    const benchmark = doc.string(entry.benchmark, [i, 'benchmark']);
    const mode = doc.string(entry.mode, [i, 'mode']);
    const primary = doc.object(entry.primaryMetric, [i, 'primaryMetric']);
    const metric = primaryMetric(doc.string(primary.scoreUnit, [i, 'primaryMetric', 'scoreUnit']), mode);
    const { name, group } = nameOf(benchmark, entry.params);
    const key = seriesKey({ group, benchmark: name, metric: metric.metric });
    modesByKey.set(key, (modesByKey.get(key) ?? new Set()).add(mode));
    return { i, entry, mode, primary, metric, name, group, key };
  });

  for (const { i, entry, mode, primary, metric, name: baseName, group, key } of rows) {
    const name = modesByKey.get(key)!.size > 1 ? `${baseName} [${mode}]` : baseName;
    for (const fork of forksOf(doc, primary, [i, 'primaryMetric']))
      out.addProcess(
        name,
        group,
        metric.metric,
        metric.unit,
        metric.better,
        fork.map((v) => v * metric.factor),
      );
    if (isObject(entry.secondaryMetrics)) {
      for (const [label, value] of Object.entries(entry.secondaryMetrics)) {
        // Older JMH prefixes profiler metrics with a middle dot: `·gc.alloc.rate.norm`.
        const known = SECONDARY[label.replace(/^\u00b7/, '')];
        if (!known || !isObject(value)) continue;
        for (const fork of forksOf(doc, value, [i, 'secondaryMetrics', label]))
          out.addProcess(
            name,
            group,
            known.metric,
            known.unit,
            known.better,
            fork.map((v) => v * known.factor),
          );
      }
    }
    for (const k of ['jmhVersion', 'jdkVersion', 'vmName', 'vmVersion', 'jvm']) {
      if (typeof entry[k] === 'string') context.set(k, entry[k]);
    }
    const jvmArgs = Array.isArray(entry.jvmArgs) ? entry.jvmArgs.filter((a) => typeof a === 'string').join(' ') : '';
    if (jvmArgs) context.set('jvmArgs', jvmArgs);
    if (typeof entry.threads === 'number') context.set('threads', String(entry.threads));
  }
  return { format: ID, series: out.series(), context: context.toRecord(), warnings: [] };
}

export const jmh: Format = {
  id: ID,
  description: 'JMH -rf json results (avgt/thrpt/sample/ss, gc.alloc.rate.norm)',
  detect,
  parse,
  derived: [],
};
