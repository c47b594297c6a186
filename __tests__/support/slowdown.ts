// Injects a known slowdown into real harness output: a HEAD copy of a result file (or Criterion
// directory) in which ONE benchmark is 20% slower — its time values × 1.2 and its rate values
// ÷ 1.2 (raw samples and the summary fields around them) — and every other benchmark untouched.
// Each transformer works on the format's own text (JSON walk or a regex on the value columns),
// never through benchgate's parsers, so a test built on it does not depend on the code it checks.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SLOWDOWN = 1.2;

/** Times grow by the slowdown, rates (ops/s, B/s) shrink by it. */
type Direction = 'time' | 'rate';

function scaled(value: number, direction: Direction, power = 1): number {
  return direction === 'time' ? value * SLOWDOWN ** power : value / SLOWDOWN ** power;
}

/** Counts what a transformer changed, so one that matched nothing fails loudly. */
class Changes {
  count = 0;
  constructor(
    readonly format: string,
    readonly benchmark: string,
    readonly where: string,
  ) {}

  /** The benchmark's entry was found but none of its values were (a format drift). */
  done(): void {
    if (this.count === 0) throw new Error(`slowdown(${this.format}): no value of benchmark '${this.benchmark}' changed in ${this.where}`);
  }
}

// ---- JSON helpers --------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Scales a number, or every number inside nested arrays (raw samples, [lo, hi] intervals). */
function scaleValue(v: Json, direction: Direction, changes: Changes, power = 1): Json {
  if (typeof v === 'number') {
    changes.count++;
    return scaled(v, direction, power);
  }
  if (Array.isArray(v)) return v.map((x) => scaleValue(x, direction, changes, power));
  return v;
}

/** Scales the listed fields of `obj` that are present (numbers or arrays of numbers). */
function scaleFields(obj: JsonObject, keys: readonly string[], direction: Direction, changes: Changes, power = 1): void {
  for (const key of keys) if (key in obj) obj[key] = scaleValue(obj[key], direction, changes, power);
}

/** Scales every number under `obj` except the `keep` keys (counts, levels, shape statistics). */
function scaleAll(obj: JsonObject, direction: Direction, changes: Changes, keep: ReadonlySet<string>, squared: ReadonlySet<string> = new Set()): void {
  for (const [key, v] of Object.entries(obj)) {
    if (keep.has(key)) continue;
    if (isObject(v)) scaleAll(v, direction, changes, keep, squared);
    else obj[key] = scaleValue(v, direction, changes, squared.has(key) ? 2 : 1);
  }
}

/** JSON.stringify with the source's indentation, so the copy reads like the harness's output. */
function restringify(source: string, value: Json): string {
  const indent = /^[[{]\r?\n([ \t]+)/.exec(source)?.[1] ?? '';
  return JSON.stringify(value, null, indent) + (source.endsWith('\n') ? '\n' : '');
}

function jsonTransformer(edit: (doc: Json, benchmark: string, changes: Changes) => void): TextTransformer {
  return (text, benchmark, changes) => {
    const doc = JSON.parse(text) as Json;
    edit(doc, benchmark, changes);
    return restringify(text, doc);
  };
}

function arrayAt(doc: Json, key: string, format: string): Json[] {
  const v = isObject(doc) ? doc[key] : undefined;
  if (!Array.isArray(v)) throw new Error(`slowdown(${format}): expected a top-level "${key}" array`);
  return v;
}

/** The entries a selector picks; exactly one benchmark must match. */
function pick<T>(entries: T[], matches: (e: T) => boolean, changes: Changes): T[] {
  const found = entries.filter(matches);
  if (found.length === 0) throw new Error(`slowdown(${changes.format}): no benchmark '${changes.benchmark}' in ${changes.where}`);
  return found;
}

const objects = (xs: Json[]): JsonObject[] => xs.filter(isObject);

// ---- text helpers --------------------------------------------------------------------------

/** A number written the way the harness wrote `original` (thousands commas), with ≥ 9 significant digits. */
function formatLike(original: string, value: number): string {
  const decimals = (original.split('.')[1] ?? '').length;
  const intDigits = Math.max(1, Math.floor(Math.log10(Math.abs(value))) + 1);
  // Integers of 7+ digits (benchmark.js ops/sec) stay integers: rounding moves them < 1e-6.
  const places = !original.includes('.') && intDigits >= 7 ? 0 : Math.min(20, Math.max(decimals, 9 - intDigits));
  // Zeros past the original's own decimals say nothing: drop them (46.8 → 56.16, not 56.1600000).
  const text = value
    .toFixed(places)
    .replace(new RegExp(`(\\.\\d{${decimals}}\\d*?)0+$`), '$1')
    .replace(/\.$/, '');
  if (!original.includes(',')) return text;
  const [int, frac] = text.split('.');
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? `.${frac}` : '');
}

function scaleNumberText(original: string, direction: Direction, changes: Changes): string {
  const value = Number(original.replace(/,/g, ''));
  if (!Number.isFinite(value)) throw new Error(`slowdown(${changes.format}): '${original}' is not a number`);
  changes.count++;
  return formatLike(original, scaled(value, direction));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Rewrites the lines `isTarget` picks with `edit`; every other line is kept byte for byte. */
function editLines(text: string, isTarget: (line: string) => boolean, edit: (line: string) => string, changes: Changes): string {
  let matched = 0;
  const out = text.split('\n').map((line) => {
    if (!isTarget(line)) return line;
    matched++;
    return edit(line);
  });
  if (matched === 0) throw new Error(`slowdown(${changes.format}): no line of benchmark '${changes.benchmark}' in ${changes.where}`);
  return out.join('\n');
}

// ---- the transformers, one per format ------------------------------------------------------

type TextTransformer = (text: string, benchmark: string, changes: Changes) => string;
type DirTransformer = (dir: string, benchmark: string, changes: Changes) => void;

/** `go test -bench`: the benchmark's result lines (name as printed, with the -N procs suffix). */
const go: TextTransformer = (text, benchmark, changes) =>
  editLines(
    text,
    (line) => new RegExp(`^${escapeRegExp(benchmark)}\\s+\\d+\\s`).test(line),
    (line) =>
      line
        .replace(/(\d+(?:\.\d+)?)( ns\/op)/g, (_, v: string, unit: string) => scaleNumberText(v, 'time', changes) + unit)
        .replace(/(\d+(?:\.\d+)?)( MB\/s)/g, (_, v: string, unit: string) => scaleNumberText(v, 'rate', changes) + unit),
    changes,
  );

/** Google Benchmark JSON: every run (repetitions and aggregates) of `run_name`; a cv aggregate is a ratio. */
const googleBenchmark = jsonTransformer((doc, benchmark, changes) => {
  for (const run of pick(objects(arrayAt(doc, 'benchmarks', changes.format)), (b) => (b.run_name ?? b.name) === benchmark, changes)) {
    if (run.aggregate_name === 'cv') continue;
    scaleFields(run, ['real_time', 'cpu_time'], 'time', changes);
    scaleFields(run, ['bytes_per_second', 'items_per_second'], 'rate', changes);
  }
});

/** Catch2 XML reporter: the mean and standard deviation (value and bootstrap bounds) of one benchmark. */
const catch2: TextTransformer = (text, benchmark, changes) => {
  const name = benchmark.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const block = new RegExp(`<BenchmarkResults name="${escapeRegExp(name)}"[\\s\\S]*?</BenchmarkResults>`, 'g');
  if (!block.test(text)) throw new Error(`slowdown(catch2): no <BenchmarkResults name="${name}"> in ${changes.where}`);
  return text.replace(block, (b) =>
    b.replace(
      /<(mean|standardDeviation) ([^>]*)\/>/g,
      (_match, tag: string, attrs: string) =>
        `<${tag} ${attrs.replace(/(value|lowerBound|upperBound)="([^"]+)"/g, (_, attr: string, v: string) => `${attr}="${scaleNumberText(v, 'time', changes)}"`)}/>`,
    ),
  );
};

const PYTEST_TIMES = ['min', 'max', 'mean', 'stddev', 'median', 'iqr', 'q1', 'q3', 'ld15iqr', 'hd15iqr', 'total', 'data'];

/** pytest-benchmark JSON: the benchmark's stats (raw `data` included); `ops` is a rate. */
const pytestBenchmark = jsonTransformer((doc, benchmark, changes) => {
  for (const b of pick(objects(arrayAt(doc, 'benchmarks', changes.format)), (b) => b.name === benchmark || b.fullname === benchmark, changes)) {
    if (!isObject(b.stats)) continue;
    scaleFields(b.stats, PYTEST_TIMES, 'time', changes);
    scaleFields(b.stats, ['ops'], 'rate', changes);
  }
});

/** pyperf JSON: every run's values, and the value half of each [loops, value] warm-up. */
const pyperf = jsonTransformer((doc, benchmark, changes) => {
  const benchmarks = objects(arrayAt(doc, 'benchmarks', changes.format));
  for (const b of pick(benchmarks, (b) => isObject(b.metadata) && b.metadata.name === benchmark, changes)) {
    for (const run of objects(Array.isArray(b.runs) ? b.runs : [])) {
      scaleFields(run, ['values'], 'time', changes);
      if (Array.isArray(run.warmups))
        run.warmups = run.warmups.map((w) => (Array.isArray(w) && w.length === 2 ? [w[0]!, scaleValue(w[1], 'time', changes)] : w));
    }
  }
});

/** hyperfine --export-json: the command's wall-clock times and their summary (memory untouched). */
const hyperfine = jsonTransformer((doc, benchmark, changes) => {
  for (const r of pick(objects(arrayAt(doc, 'results', changes.format)), (r) => r.command === benchmark, changes)) {
    scaleFields(r, ['mean', 'stddev', 'median', 'user', 'system', 'min', 'max', 'times'], 'time', changes);
  }
});

/** benchmark.js console lines: `NAME x 1,234 ops/sec ±1.2% (N runs sampled)`; ± is relative. */
const benchmarkjs: TextTransformer = (text, benchmark, changes) => {
  const line = new RegExp(`^(${escapeRegExp(benchmark)} x )([\\d,]+(?:\\.\\d+)?)( ops/sec)`);
  return editLines(
    text,
    (l) => line.test(l),
    (l) => l.replace(line, (_, head: string, v: string, tail: string) => head + scaleNumberText(v, 'rate', changes) + tail),
    changes,
  );
};

/** vitest bench --outputJson: the benchmark's time statistics (ms) and its hz. */
const vitest = jsonTransformer((doc, benchmark, changes) => {
  const benches = objects(arrayAt(doc, 'files', changes.format)).flatMap((f) =>
    objects(Array.isArray(f.groups) ? f.groups : []).flatMap((g) => objects(Array.isArray(g.benchmarks) ? g.benchmarks : [])),
  );
  for (const b of pick(benches, (b) => b.name === benchmark, changes)) {
    scaleFields(b, ['min', 'max', 'period', 'mean', 'sd', 'sem', 'moe', 'p75', 'p99', 'p995', 'p999', 'median', 'samples'], 'time', changes);
    scaleFields(b, ['variance'], 'time', changes, 2);
    scaleFields(b, ['hz'], 'rate', changes);
  }
});

/** Shape statistics and counts that a uniform slowdown leaves as they are. */
const TINYBENCH_KEEP = new Set(['critical', 'df', 'rme', 'samplesCount', 'totalTime']);

/**
 * tinybench ≥ 4 task results ({ name, ...task.result }): the latency statistics and samples × 1.2,
 * the throughput ones ÷ 1.2, the period × 1.2.
 */
const tinybench = jsonTransformer((doc, benchmark, changes) => {
  if (!Array.isArray(doc)) throw new Error('slowdown(tinybench): expected an array of tasks');
  for (const task of pick(objects(doc), (t) => t.name === benchmark, changes)) {
    for (const [key, direction] of [
      ['latency', 'time'],
      ['throughput', 'rate'],
    ] as const) {
      const stats = task[key];
      if (isObject(stats)) scaleAll(stats, direction, changes, TINYBENCH_KEEP, new Set(['variance']));
    }
    scaleFields(task, ['period'], 'time', changes);
  }
});

/** Units of github-action-benchmark's custom JSON that are rates (bigger is better). */
const RATE_UNIT = /\/s(ec)?$|^ops|^hz$/i;

/**
 * github-action-benchmark custom JSON ([{name, unit, value, range}]): the value, and the range
 * when it is a number in the value's unit (a free-text range such as "± 3%" stays as it is).
 */
const json = jsonTransformer((doc, benchmark, changes) => {
  if (!Array.isArray(doc)) throw new Error('slowdown(json): expected an array of { name, unit, value }');
  for (const entry of pick(objects(doc), (e) => e.name === benchmark, changes)) {
    scaleFields(entry, ['value', 'range'], typeof entry.unit === 'string' && RATE_UNIT.test(entry.unit) ? 'rate' : 'time', changes);
  }
});

/** Criterion target/criterion/<id>/{new,base}: raw sample times, estimates and Tukey fences (ns). */
const criterion: DirTransformer = (dir, benchmark, changes) => {
  const bench = path.join(dir, ...benchmark.split('/'));
  if (!existsSync(bench)) throw new Error(`slowdown(criterion): no folder for '${benchmark}' in ${changes.where}`);
  for (const run of ['new', 'base']) {
    const rewrite = (file: string, edit: (doc: Json) => Json) => {
      const full = path.join(bench, run, file);
      if (!existsSync(full)) return;
      const text = readFileSync(full, 'utf8');
      writeFileSync(full, restringify(text, edit(JSON.parse(text) as Json)));
    };
    rewrite('sample.json', (doc) => {
      if (isObject(doc)) scaleFields(doc, ['times'], 'time', changes);
      return doc;
    });
    // Every estimate (mean, median, slope, std_dev, …) is in ns; the confidence level is not.
    rewrite('estimates.json', (doc) => {
      if (isObject(doc)) scaleAll(doc, 'time', changes, new Set(['confidence_level']));
      return doc;
    });
    rewrite('tukey.json', (doc) => scaleValue(doc, 'time', changes));
  }
};

/** Rust libtest `#[bench]`: `test NAME ... bench: T ns/iter (+/- D)` and the optional `= R MB/s`. */
const libtest: TextTransformer = (text, benchmark, changes) => {
  const line = new RegExp(`^test ${escapeRegExp(benchmark)} \\.\\.\\. bench:`);
  return editLines(
    text,
    (l) => line.test(l),
    (l) =>
      l
        .replace(
          /([\d,]+(?:\.\d+)?)( ns\/iter \(\+\/- )([\d,]+(?:\.\d+)?)\)/,
          (_, t: string, mid: string, d: string) => `${scaleNumberText(t, 'time', changes)}${mid}${scaleNumberText(d, 'time', changes)})`,
        )
        .replace(/= ([\d,]+(?:\.\d+)?) MB\/s/, (_, r: string) => `= ${scaleNumberText(r, 'rate', changes)} MB/s`),
    changes,
  );
};

/**
 * JMH -rf json: the primary metric of `benchmark` (its `benchmark` field, then `:k=v,…` params
 * when it has any); thrpt scores are rates. Secondary metrics (gc.alloc.rate.norm, B/op) are
 * per operation and stay as they are.
 */
const jmh = jsonTransformer((doc, benchmark, changes) => {
  if (!Array.isArray(doc)) throw new Error('slowdown(jmh): expected an array of results');
  // JSON values as text: a string as it is, anything else as its JSON.
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const idOf = (r: JsonObject) => {
    const params = isObject(r.params) ? Object.entries(r.params).map(([k, v]) => `${k}=${text(v)}`) : [];
    return params.length ? `${text(r.benchmark)}:${params.join(',')}` : text(r.benchmark);
  };
  for (const r of pick(objects(doc), (r) => idOf(r) === benchmark, changes)) {
    if (!isObject(r.primaryMetric)) continue;
    const direction: Direction = r.mode === 'thrpt' ? 'rate' : 'time';
    const pm = r.primaryMetric;
    scaleFields(pm, ['score', 'scoreError', 'scoreConfidence', 'rawData'], direction, changes);
    if (isObject(pm.scorePercentiles)) scaleAll(pm.scorePercentiles, direction, changes, new Set());
  }
});

/** BenchmarkDotNet statistics that are not times (counts, shape, CI level). */
const BDN_KEEP = new Set(['N', 'Skewness', 'Kurtosis', 'Level']);

/**
 * BenchmarkDotNet full JSON: one benchmark picked by its `DisplayInfo` (method, parameters and
 * job as BDN prints them); its Workload measurements and its Statistics. Memory is per op.
 */
const benchmarkdotnet = jsonTransformer((doc, benchmark, changes) => {
  for (const b of pick(objects(arrayAt(doc, 'Benchmarks', changes.format)), (b) => b.DisplayInfo === benchmark, changes)) {
    for (const m of objects(Array.isArray(b.Measurements) ? b.Measurements : [])) {
      if (m.IterationMode === 'Workload') scaleFields(m, ['Nanoseconds'], 'time', changes);
    }
    if (isObject(b.Statistics)) scaleAll(b.Statistics, 'time', changes, BDN_KEEP, new Set(['Variance']));
  }
});

const TEXT: Record<string, TextTransformer> = {
  go,
  'google-benchmark': googleBenchmark,
  catch2,
  'pytest-benchmark': pytestBenchmark,
  pyperf,
  hyperfine,
  benchmarkjs,
  vitest,
  tinybench,
  json,
  libtest,
  jmh,
  benchmarkdotnet,
};
const DIR: Record<string, DirTransformer> = { criterion };

/** The format ids this module can slow down (a test checks every registered format is here). */
export const SLOWDOWN_FORMATS: readonly string[] = [...Object.keys(TEXT), ...Object.keys(DIR)];

/**
 * Writes `target`: a copy of `source` (a file, or a directory for Criterion) in which `benchmark`
 * — as the format itself names it, see each transformer — is 20% slower. Throws when the
 * benchmark is not found or nothing changed.
 */
export function writeSlowerCopy(format: string, source: string, target: string, benchmark: string): void {
  const changes = new Changes(format, benchmark, source);
  const dirTransformer = DIR[format];
  if (dirTransformer) {
    cpSync(source, target, { recursive: true });
    dirTransformer(target, benchmark, changes);
  } else {
    const textTransformer = TEXT[format];
    if (!textTransformer) throw new Error(`slowdown: no transformer for format '${format}'`);
    const text = readFileSync(source, 'utf8');
    const out = textTransformer(text, benchmark, changes);
    if (out === text) throw new Error(`slowdown(${format}): the copy of ${source} is identical to it`);
    writeFileSync(target, out);
  }
  changes.done();
}
