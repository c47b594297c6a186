// benchgate's own JSON (docs/json-format.md), plus the two JSON shapes other tools already ask
// people to write: github-action-benchmark's customSmallerIsBetter / customBiggerIsBetter arrays
// and Bencher Metric Format. Validated field by field so a mistake names the benchmark and field.
// The file does not say which process measured a value: no `processes`.
import { parseWarning, seriesKey, type Better, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject, type JsonPath } from '../json-text.js';
import { betterForUnit, bytesFactor, timeFactor } from '../units.js';

const WHAT = 'benchgate JSON ({ "benchmarks": [{ "name", "unit", "samples" }] }), a github-action-benchmark custom array or Bencher Metric Format';

type Shape = 'benchgate' | 'gab' | 'bmf';

function isGabEntry(v: unknown): boolean {
  return isObject(v) && 'name' in v && 'value' in v && 'unit' in v;
}

function isBmfBenchmark(v: unknown): boolean {
  const measures = isObject(v) ? Object.values(v) : [];
  return measures.length > 0 && measures.every((m) => isObject(m) && 'value' in m);
}

function shapeOf(value: unknown): Shape | undefined {
  if (Array.isArray(value)) return value.length > 0 && value.every(isGabEntry) ? 'gab' : undefined;
  if (!isObject(value)) return undefined;
  if (Array.isArray(value.benchmarks)) {
    const list = value.benchmarks;
    // Lenient on purpose: a file with one broken entry is still ours, and parse() says what is wrong.
    return list.some((b) => isObject(b) && 'samples' in b && 'unit' in b) ? 'benchgate' : undefined;
  }
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isBmfBenchmark) ? 'bmf' : undefined;
}

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const shape = shapeOf(sniffJson(input.text));
  return shape === 'benchgate' || shape === 'gab' ? 1 : shape === 'bmf' ? 0.9 : 0;
}

/** What a unit string means: the metric it measures, its base unit, the factor to it, the direction. */
export interface UnitMeaning {
  metric: string;
  unit: string;
  factor: number;
  better: Better;
}

const LONG_TIME: Record<string, number> = {
  second: 1,
  seconds: 1,
  millisecond: 1e-3,
  milliseconds: 1e-3,
  microsecond: 1e-6,
  microseconds: 1e-6,
  nanosecond: 1e-9,
  nanoseconds: 1e-9,
};
const LONG_BYTES: Record<string, number> = { byte: 1, bytes: 1, kilobytes: 1e3, megabytes: 1e6, gigabytes: 1e9 };
const RATE = /^(ops?|operations|iterations|iter|calls)\/(s|sec|second)$/i;

/** Reads a unit as people write it: `ns/iter`, `ms`, `bytes`, `B/op`, `MB/s`, `ops/sec`, `req/s`, … */
export function unitMeaning(raw: string): UnitMeaning {
  const unit = raw.trim();
  // A per-operation suffix says what the number is per, not what it is: `ns/iter` is a time.
  const perOp = /^(.+?)\s*\/\s*(op|ops|iter|iteration|call|run)$/i.exec(unit);
  const base = perOp ? perOp[1] : unit;
  const time = timeFactor(base) ?? LONG_TIME[base.toLowerCase()];
  if (time !== undefined) return { metric: 'time', unit: 's', factor: time, better: 'lower' };
  const bytes = bytesFactor(base) ?? LONG_BYTES[base.toLowerCase()];
  if (bytes !== undefined) return { metric: perOp ? 'alloc-bytes' : 'memory', unit: 'B', factor: bytes, better: 'lower' };
  if (RATE.test(unit)) return { metric: 'rate', unit: 'ops/s', factor: 1, better: 'higher' };
  const perSecond = /^(.+?)\s*\/\s*(s|sec|second)$/i.exec(unit);
  const throughput = perSecond ? (bytesFactor(perSecond[1]) ?? LONG_BYTES[perSecond[1].toLowerCase()]) : undefined;
  if (throughput !== undefined) return { metric: 'throughput', unit: 'B/s', factor: throughput, better: 'higher' };
  if (perOp && /^allocs?$/i.test(base)) return { metric: 'allocs', unit: 'allocs', factor: 1, better: 'lower' };
  return { metric: unit, unit, factor: 1, better: betterForUnit(unit) };
}

const BENCHMARK_FIELDS = new Set(['name', 'unit', 'samples', 'better', 'metric', 'group']);

function parseBenchgate(doc: JsonDoc, root: JsonObject, warnings: ParseWarning[]): { series: Series[]; context: Record<string, string> } {
  for (const key of Object.keys(root)) {
    if (key !== 'benchmarks' && key !== 'context' && key !== '$schema')
      warnings.push(parseWarning('unknown-field', doc.warning([key], 'unknown top-level field: ignored')));
  }
  const list = doc.array(root.benchmarks, ['benchmarks']);
  const series = list.map((raw, i): Series => {
    const path = ['benchmarks', i];
    const bench = doc.object(raw, path);
    const name = doc.string(bench.name, [...path, 'name']);
    const which = (field: string): JsonPath => [...path, field];
    const about = `benchmark ${JSON.stringify(name)}`;
    if (name.trim() === '') doc.fail(which('name'), 'is empty: every benchmark needs a name');
    for (const key of Object.keys(bench)) {
      if (!BENCHMARK_FIELDS.has(key))
        warnings.push(
          parseWarning('unknown-field', doc.warning([...path, key], `unknown field of ${about} ignored (fields: ${[...BENCHMARK_FIELDS].join(', ')})`)),
        );
    }
    if (bench.unit === undefined) doc.fail(path, `${about} has no "unit" (e.g. "ns", "ms", "B", "ops/s")`);
    const meaning = unitMeaning(doc.string(bench.unit, which('unit')));
    if (meaning.unit === '') doc.fail(which('unit'), `${about}: the unit is empty (e.g. "ns", "ms", "B", "ops/s")`);
    if (bench.samples === undefined) doc.fail(path, `${about} has no "samples" (an array of numbers, one per measurement)`);
    const samples = doc.numbers(bench.samples, which('samples'));
    if (samples.length === 0) doc.fail(which('samples'), `${about}: no samples (give at least one number)`);
    let better = meaning.better;
    if (bench.better !== undefined) {
      if (bench.better !== 'lower' && bench.better !== 'higher')
        doc.fail(which('better'), `${about}: expected "lower" or "higher", got ${JSON.stringify(bench.better)}`);
      better = bench.better;
    }
    const metric = bench.metric === undefined ? meaning.metric : doc.string(bench.metric, which('metric'));
    const group = bench.group === undefined ? undefined : doc.string(bench.group, which('group'));
    return { benchmark: name, ...(group ? { group } : {}), metric, unit: meaning.unit, better, runs: [{ samples: samples.map((v) => v * meaning.factor) }] };
  });
  const context: Record<string, string> = {};
  if (root.context !== undefined) {
    for (const [key, value] of Object.entries(doc.object(root.context, ['context']))) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') doc.fail(['context', key], 'expected a string or a number');
      context[key] = String(value);
    }
  }
  return { series, context };
}

function parseGab(doc: JsonDoc, list: unknown[]): Series[] {
  // customSmallerIsBetter and customBiggerIsBetter have the same shape: the direction comes from
  // the unit (`ops/s`, `MB/s`, `req/s` → higher), else lower, unless an entry says `"better"`.
  return list.map((raw, i): Series => {
    const entry = doc.object(raw, [i]);
    const name = doc.string(entry.name, [i, 'name']);
    const meaning = unitMeaning(doc.string(entry.unit, [i, 'unit']));
    const value = doc.number(entry.value, [i, 'value']);
    if (entry.better !== undefined && entry.better !== 'lower' && entry.better !== 'higher') {
      doc.fail([i, 'better'], `benchmark ${JSON.stringify(name)}: expected "lower" or "higher", got ${JSON.stringify(entry.better)}`);
    }
    const better = entry.better ?? meaning.better;
    return { benchmark: name, metric: meaning.metric, unit: meaning.unit, better, runs: [{ samples: [value * meaning.factor] }] };
  });
}

// Bencher's built-in measures; any other measure is kept under its own name, lower is better.
const BMF_MEASURES: Record<string, UnitMeaning> = {
  latency: { metric: 'time', unit: 's', factor: 1e-9, better: 'lower' },
  throughput: { metric: 'rate', unit: 'ops/s', factor: 1, better: 'higher' },
  'file-size': { metric: 'file-size', unit: 'B', factor: 1, better: 'lower' },
  'build-time': { metric: 'build-time', unit: 's', factor: 1, better: 'lower' },
};

function parseBmf(doc: JsonDoc, root: JsonObject): Series[] {
  const series: Series[] = [];
  for (const [name, raw] of Object.entries(root)) {
    const measures = doc.object(raw, [name]);
    if (Object.keys(measures).length === 0) doc.fail([name], `benchmark ${JSON.stringify(name)} has no measures (e.g. { "latency": { "value": 88.0 } })`);
    for (const [measure, metricRaw] of Object.entries(measures)) {
      const metric = doc.object(metricRaw, [name, measure]);
      const value = doc.number(metric.value, [name, measure, 'value']);
      const meaning = BMF_MEASURES[measure] ?? { metric: measure, unit: measure, factor: 1, better: 'lower' };
      series.push({ benchmark: name, metric: meaning.metric, unit: meaning.unit, better: meaning.better, runs: [{ samples: [value * meaning.factor] }] });
    }
  }
  return series;
}

function parse(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, WHAT);
  const warnings: ParseWarning[] = [];
  let series: Series[];
  let context: Record<string, string> = {};
  const root = doc.root;
  if (Array.isArray(root)) {
    if (root.length === 0) doc.fail([], 'an empty array: no benchmarks');
    series = parseGab(doc, root);
  } else {
    const object = doc.object(root, []);
    if ('benchmarks' in object) ({ series, context } = parseBenchgate(doc, object, warnings));
    else {
      if (Object.keys(object).length === 0) doc.fail([], 'an empty object: no benchmarks');
      series = parseBmf(doc, object);
    }
  }
  const seen = new Map<string, number>();
  series.forEach((s, i) => {
    const key = seriesKey(s);
    if (seen.has(key)) {
      const where: JsonPath = Array.isArray(root) ? [i] : 'benchmarks' in (root as JsonObject) ? ['benchmarks', i] : [s.benchmark];
      doc.fail(where, `benchmark ${JSON.stringify(s.benchmark)} has metric ${JSON.stringify(s.metric)} twice: give each a distinct name, group or metric`);
    }
    seen.set(key, i);
  });
  return { format: 'json', series, context, warnings };
}

export const json: Format = {
  id: 'json',
  description: 'benchgate JSON, github-action-benchmark custom arrays, Bencher Metric Format',
  detect,
  parse,
  // a plain JSON file says what it measured; nothing is assumed derived.
  derived: [],
};
