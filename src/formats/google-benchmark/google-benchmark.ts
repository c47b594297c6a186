// Google Benchmark (C++): `--benchmark_format=json` (also --benchmark_out files), the console
// table and `--benchmark_format=csv`. One sample per repetition; aggregate rows (_mean, _median,
// _stddev, _cv, BigO) are skipped unless a benchmark has nothing else.
// Repetitions run inside one process (no `processes`).
import { ParseError, type Better, type ParseResult } from '../../model.js';
import type { Format } from '../format.js';
import { parseNumber, timeFactor } from '../units.js';
import { SeriesCollector, WarningList } from '../series.js';
import { head, splitLines, stripAnsi } from '../text.js';

/** One row of any representation, times already in seconds. */
interface Run {
  name: string;
  /** Set for aggregate rows: mean, median, stddev, cv, BigO, RMS. */
  aggregate?: string;
  time: number;
  cpuTime: number;
  counters: Array<[string, number]>;
}

const AGGREGATE_SUFFIX = /_(mean|median|stddev|cv|BigO|RMS)$/;

const COUNTER_METRICS: Record<string, { metric: string; unit: string; better: Better }> = {
  bytes_per_second: { metric: 'throughput', unit: 'B/s', better: 'higher' },
  items_per_second: { metric: 'items/s', unit: 'items/s', better: 'higher' },
};

// A user counter carries no direction in the output; its name is the only hint.
function counterMetric(name: string): { metric: string; unit: string; better: Better } {
  return COUNTER_METRICS[name] ?? { metric: name, unit: '', better: /(per_?s(ec(ond)?)?|\/s|rate|ops|throughput)$/i.test(name) ? 'higher' : 'lower' };
}

/** Turns rows into series: iteration rows when a benchmark has them, else its median (or mean) aggregate. */
function toResult(runs: Run[], context: Record<string, string>, warnings: WarningList, file: string): ParseResult {
  const withIterations = new Set(runs.filter((r) => !r.aggregate).map((r) => r.name));
  const fallback = new Map<string, Run>();
  for (const r of runs) {
    if (!r.aggregate || withIterations.has(r.name)) continue;
    const held = fallback.get(r.name);
    if (r.aggregate === 'median' || (r.aggregate === 'mean' && held?.aggregate !== 'median')) fallback.set(r.name, r);
  }
  if (fallback.size > 0) {
    warnings.push(
      'summary-only',
      `${file}: ${fallback.size} benchmark(s) reported only aggregates (--benchmark_report_aggregates_only?): their median is used as one sample per run; report every repetition for a real sample`,
    );
  }
  const collector = new SeriesCollector();
  for (const r of runs) {
    if (r.aggregate && fallback.get(r.name) !== r) continue;
    collector.add(r.name, undefined, 'time', 's', 'lower', r.time);
    collector.add(r.name, undefined, 'cpu-time', 's', 'lower', r.cpuTime);
    for (const [name, value] of r.counters) {
      const m = counterMetric(name);
      collector.add(r.name, undefined, m.metric, m.unit, m.better, value);
    }
  }
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : '';
    throw new ParseError(`no Google Benchmark results found${why}`, file);
  }
  return { format: 'google-benchmark', series: collector.series(), context, warnings: warnings.toArray() };
}

// ---- JSON -------------------------------------------------------------------------------------

// Numeric fields of a JSON entry that are bookkeeping, not measurements.
const JSON_NON_COUNTERS = new Set([
  'family_index',
  'per_family_instance_index',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'complexity_n',
  'big_o',
  'rms',
]);

function jsonErrorLine(text: string, err: unknown): number | undefined {
  const msg = err instanceof Error ? err.message : '';
  const lc = /line (\d+)/.exec(msg);
  if (lc) return Number(lc[1]);
  const pos = /position (\d+)/.exec(msg);
  // Node 20 gives no position for a document that simply stops: that is its last line.
  if (!pos) return /end of JSON input/.test(msg) ? text.split('\n').length : undefined;
  let line = 1;
  const end = Math.min(Number(pos[1]), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function flattenContext(ctx: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!ctx || typeof ctx !== 'object' || Array.isArray(ctx)) return out;
  for (const [key, value] of Object.entries(ctx as Record<string, unknown>)) {
    if (key === 'caches' && Array.isArray(value)) {
      out.caches = value
        .map(
          (c: { level?: unknown; type?: unknown; size?: unknown; num_sharing?: unknown }) =>
            `L${String(c?.level)} ${String(c?.type)} ${typeof c?.size === 'number' ? `${c.size / 1024} KiB` : String(c?.size)}`,
        )
        .join(', ');
    } else if (Array.isArray(value)) out[key] = value.map(String).join(', ');
    else if (value !== null && typeof value === 'object') out[key] = JSON.stringify(value).slice(0, 200);
    else out[key] = String(value);
  }
  return out;
}

function parseJson(text: string, file: string): ParseResult {
  let doc: unknown;
  // stdout may carry lines the program printed before/after the JSON document.
  const start = text.search(/^\{/m);
  const body = start > 0 ? text.slice(start) : text;
  try {
    doc = JSON.parse(body);
  } catch (err) {
    const line = jsonErrorLine(body, err);
    throw new ParseError(
      `invalid Google Benchmark JSON (${err instanceof Error ? err.message : String(err)}) — the file looks cut off or is not --benchmark_format=json output`,
      file,
      line === undefined ? undefined : line + (start > 0 ? text.slice(0, start).split('\n').length - 1 : 0),
    );
  }
  const benchmarks = (doc as { benchmarks?: unknown } | null)?.benchmarks;
  if (!Array.isArray(benchmarks)) throw new ParseError('not Google Benchmark JSON: no "benchmarks" array', file);
  const warnings = new WarningList();
  const runs: Run[] = [];
  benchmarks.forEach((entry: unknown, i: number) => {
    const where = `${file}: benchmarks[${i}]`;
    if (!entry || typeof entry !== 'object') return void warnings.push('line-skipped', `${where} is not an object; skipped`);
    const b = entry as Record<string, unknown>;
    const name = typeof b.name === 'string' ? b.name : undefined;
    if (!name) return void warnings.push('line-skipped', `${where} has no name; skipped`);
    // JSON text: a string as it is, anything else as its JSON.
    const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
    if (b.error_occurred === true)
      return void warnings.push('failed-benchmark', `${where} (${name}) failed: ${text(b.error_message ?? 'error')}; skipped`, name);
    const isAggregate = b.run_type === 'aggregate' || (b.run_type === undefined && AGGREGATE_SUFFIX.test(name));
    const aggregate = isAggregate ? text(b.aggregate_name ?? AGGREGATE_SUFFIX.exec(name)?.[1] ?? 'aggregate') : undefined;
    if (aggregate && aggregate !== 'mean' && aggregate !== 'median') return; // spread and BigO rows are not samples
    const factor = timeFactor(typeof b.time_unit === 'string' ? b.time_unit : 'ns');
    if (factor === undefined) return void warnings.push('unit-unknown', `${where} (${name}) has unknown time_unit '${String(b.time_unit)}'; skipped`, name);
    if (typeof b.real_time !== 'number' || typeof b.cpu_time !== 'number') {
      return void warnings.push('line-skipped', `${where} (${name}) has no numeric real_time/cpu_time; skipped`, name);
    }
    const counters: Array<[string, number]> = [];
    for (const [key, value] of Object.entries(b)) {
      if (typeof value === 'number' && !JSON_NON_COUNTERS.has(key)) counters.push([key, value]);
    }
    const baseName = typeof b.run_name === 'string' && aggregate ? b.run_name : aggregate ? name.replace(AGGREGATE_SUFFIX, '') : name;
    runs.push({ name: baseName, aggregate, time: b.real_time * factor, cpuTime: b.cpu_time * factor, counters });
  });
  const context = flattenContext((doc as { context?: unknown }).context);
  if (context.library_build_type === 'debug') {
    warnings.push('debug-build', `${file}: the benchmark library was built as DEBUG (context.library_build_type); timings may be affected`);
  }
  return toResult(runs, context, warnings, file);
}

// ---- console and CSV: the context block both print (to stderr) -------------------------------

function readContextLine(line: string, context: Record<string, string>, notes: string[]): void {
  let m: RegExpExecArray | null;
  if ((m = /^Run on \((\d+) X ([\d.]+) MHz CPU/.exec(line))) {
    context.num_cpus = m[1]!;
    context.mhz_per_cpu = m[2]!;
  } else if ((m = /^Running (.+)$/.exec(line))) context.executable = m[1]!;
  else if ((m = /^Load Average: (.+)$/.exec(line))) context.load_avg = m[1]!;
  else if ((m = /^\s+(L\d .+)$/.exec(line))) context.caches = context.caches ? `${context.caches}, ${m[1]}` : m[1];
  else if (/^\d{4}-\d\d-\d\d[T ]\d/.test(line)) context.date = line.trim();
  else if ((m = /^\*\*\*WARNING\*\*\* (.+)$/.exec(line))) notes.push(m[1]);
}

// ---- console ----------------------------------------------------------------------------------

const CONSOLE_HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const SI: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18, m: 1e-3, u: 1e-6, n: 1e-9, p: 1e-12 };
const BINARY_POWER: Record<string, number> = { k: 1, K: 1, M: 2, G: 3, T: 4, P: 5, E: 6 };
const IEC: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };

/** `1.95615G/s` → number. bytes_per_second is printed with 1024-based prefixes (Gi in ≥ 1.8, G before). */
function consoleCounter(key: string, text: string): number | undefined {
  const m = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(Ki|Mi|Gi|Ti|Pi|Ei|[kKMGTPEmunp])?(\/s)?$/.exec(text);
  if (!m) return undefined;
  const prefix = m[2];
  let factor = 1;
  if (prefix && IEC[prefix]) factor = IEC[prefix];
  else if (prefix && key === 'bytes_per_second' && BINARY_POWER[prefix]) factor = 1024 ** BINARY_POWER[prefix];
  else if (prefix) factor = SI[prefix]!;
  return Number(m[1]) * factor;
}

function parseConsole(text: string, file: string): ParseResult {
  const { lines } = splitLines(text);
  const context: Record<string, string> = {};
  const warnings = new WarningList();
  const notes: string[] = [];
  const runs: Run[] = [];
  let inTable = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const where = `${file}:${i + 1}`;
    if (CONSOLE_HEADER.test(line)) {
      inTable = true;
      continue;
    }
    if (!inTable) {
      readContextLine(line, context, notes);
      continue;
    }
    if (/^-+$/.test(line.trim()) || line.trim() === '') continue;
    const t = line.trim().split(/\s+/);
    // name tokens, then: time unit cpu unit iterations [counters]
    let j = 1;
    while (
      j + 4 < t.length &&
      !(NUMBER.test(t[j]) && timeFactor(t[j + 1]) !== undefined && NUMBER.test(t[j + 2]) && timeFactor(t[j + 3]) !== undefined && /^\d+$/.test(t[j + 4]))
    )
      j++;
    if (j + 4 >= t.length) {
      const name = t[0];
      if (/ERROR OCCURRED/.test(line))
        warnings.push('failed-benchmark', `${where}: ${name} failed (${line.slice(line.indexOf('ERROR OCCURRED')).trim()}); skipped`, name);
      else if (!(AGGREGATE_SUFFIX.test(name) && !/_(mean|median)$/.test(name))) {
        warnings.push('truncated', `${where}: not a complete result row (name, time, CPU, iterations) — the output looks cut off; line skipped`);
      }
      continue;
    }
    const name = t.slice(0, j).join(' ');
    const counters: Array<[string, number]> = [];
    let broken = false;
    for (const token of t.slice(j + 5)) {
      const eq = token.indexOf('=');
      if (eq <= 0) continue; // a label
      const key = token.slice(0, eq);
      const value = consoleCounter(key, token.slice(eq + 1));
      if (value === undefined) broken = true;
      else counters.push([key, value]);
    }
    if (broken) {
      warnings.push('truncated', `${where}: a counter of ${name} is not a number — the output looks cut off; line skipped`, name);
      continue;
    }
    // The console carries no run_type: a _mean/_median row is read as an aggregate of its base name.
    const agg = AGGREGATE_SUFFIX.exec(name);
    if (agg && agg[1] !== 'mean' && agg[1] !== 'median') continue;
    runs.push({
      name: agg ? name.replace(AGGREGATE_SUFFIX, '') : name,
      aggregate: agg?.[1],
      time: Number(t[j]) * timeFactor(t[j + 1])!,
      cpuTime: Number(t[j + 2]) * timeFactor(t[j + 3])!,
      counters,
    });
  }
  for (const n of notes) warnings.push('harness-note', `${file}: ${n}`);
  return toResult(runs, context, warnings, file);
}

// ---- CSV --------------------------------------------------------------------------------------

const CSV_HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/;

/** Splits one CSV line (RFC 4180 quoting); undefined when a quote is left open. */
function csvFields(line: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q === -1) return undefined;
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(value);
    } else {
      const c = line.indexOf(',', i);
      out.push(line.slice(i, c === -1 ? line.length : c));
      i = c === -1 ? line.length : c;
    }
    if (i >= line.length) return out;
    if (line[i] !== ',') return undefined;
    i++;
  }
}

function parseCsv(text: string, file: string): ParseResult {
  const { lines } = splitLines(text);
  const context: Record<string, string> = {};
  const warnings = new WarningList();
  const notes: string[] = [];
  const runs: Run[] = [];
  let header: string[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const where = `${file}:${i + 1}`;
    if (!header) {
      if (CSV_HEADER.test(line)) header = csvFields(line);
      else readContextLine(line, context, notes);
      continue;
    }
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    if (!fields || fields.length !== header.length) {
      warnings.push(
        'truncated',
        `${where}: expected ${header.length} CSV fields, found ${fields ? fields.length : 'an unclosed quote'} — the output looks cut off; line skipped`,
      );
      continue;
    }
    const row = new Map(header.map((h, k) => [h, fields[k]]));
    const name = row.get('name')!;
    if (row.get('error_occurred') === 'true') {
      warnings.push('failed-benchmark', `${where}: ${name} failed: ${row.get('error_message') ?? 'error'}; skipped`, name);
      continue;
    }
    const agg = AGGREGATE_SUFFIX.exec(name);
    if (agg && agg[1] !== 'mean' && agg[1] !== 'median') continue;
    const factor = timeFactor(row.get('time_unit') ?? '');
    const time = parseNumber(row.get('real_time') ?? '');
    const cpu = parseNumber(row.get('cpu_time') ?? '');
    if (factor === undefined || Number.isNaN(time) || Number.isNaN(cpu)) {
      warnings.push('line-skipped', `${where}: ${name} has no readable real_time/cpu_time/time_unit; line skipped`, name);
      continue;
    }
    const counters: Array<[string, number]> = [];
    for (const [key, value] of row) {
      if (['name', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'label', 'error_occurred', 'error_message'].includes(key) || value === '') continue;
      const v = parseNumber(value);
      if (!Number.isNaN(v)) counters.push([key, v]);
    }
    runs.push({ name: agg ? name.replace(AGGREGATE_SUFFIX, '') : name, aggregate: agg?.[1], time: time * factor, cpuTime: cpu * factor, counters });
  }
  if (!header) throw new ParseError('no Google Benchmark CSV header (name,iterations,real_time,cpu_time,time_unit,…) found', file);
  for (const n of notes) warnings.push('harness-note', `${file}: ${n}`);
  return toResult(runs, context, warnings, file);
}

// ---- format -----------------------------------------------------------------------------------

type Shape = 'json' | 'csv' | 'console';

function shapeOf(text: string): { shape: Shape; score: number } | undefined {
  const h = head(text);
  if (/^\s*\{/.test(h) || /^\{/m.test(h)) {
    if (/"benchmarks"\s*:/.test(h) && /"(real_time|cpu_time)"\s*:/.test(h) && /"time_unit"\s*:/.test(h)) return { shape: 'json', score: 0.95 };
    if (/"benchmarks"\s*:/.test(h) && /"(library_build_type|mhz_per_cpu|cpu_scaling_enabled)"\s*:/.test(h)) return { shape: 'json', score: 0.9 };
  }
  if (/^name,iterations,real_time,cpu_time,time_unit\b/m.test(h)) return { shape: 'csv', score: 0.95 };
  if (/^Benchmark\s+Time\s+CPU\s+Iterations\b/m.test(h)) return { shape: 'console', score: 0.95 };
  return undefined;
}

export const googleBenchmark: Format = {
  id: 'google-benchmark',
  description: 'Google Benchmark (C++) --benchmark_format=json, console table or csv',
  detect(input) {
    return input.kind === 'text' ? (shapeOf(input.text)?.score ?? 0) : 0;
  },
  parse(input) {
    if (input.kind !== 'text') throw new ParseError('Google Benchmark output is a file; got a directory', input.dir);
    const text = stripAnsi(input.text);
    const shape = shapeOf(text)?.shape;
    if (shape === 'csv') return parseCsv(text, input.file);
    if (shape === 'console') return parseConsole(text, input.file);
    if (shape === 'json' || /^\s*\{/.test(text)) return parseJson(text, input.file);
    throw new ParseError(
      'not Google Benchmark output: expected --benchmark_format=json, the console table (Benchmark  Time  CPU  Iterations) or csv',
      input.file,
    );
  },
  // SetBytesProcessed/SetItemsProcessed are rate counters: a count divided by CPU time (real time with UseRealTime).
  derived: [
    { metric: 'throughput', from: ['cpu-time', 'time'] },
    { metric: 'items/s', from: ['cpu-time', 'time'] },
  ],
};
