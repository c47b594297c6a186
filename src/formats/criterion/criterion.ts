// Rust Criterion.rs, in the three shapes it leaves behind:
//  - the `target/criterion` directory: `<id>/new/{benchmark,sample,estimates}.json` (raw samples:
//    each sample is `times[i] / iters[i]` ns for one batch of iterations); only `new` is read,
//    never `base` or other saved baselines, which hold older runs;
//  - cargo-criterion `--message-format=json` lines (`reason: benchmark-complete`), whose
//    `measured_values / iteration_count` are the same raw samples (else the typical estimate);
//  - the console output (`name  time:   [low mid high]`, `thrpt:` lines): summary only, so one
//    sample (the middle estimate) per run.
// One bench binary measures every sample: no `processes`.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ParseError, parseWarning, type ParseResult, type ParseWarning } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { readRegularFile } from '../read-file.js';
import { isObject, JsonDoc, type JsonObject, type JsonPath } from '../json-text.js';
import { SeriesCollector } from '../series.js';
import { head, splitLines, stripAnsi } from '../text.js';
import { bytesFactor, parseNumber, timeFactor } from '../units.js';

const ID = 'criterion';

/** How one iteration's throughput turns into a higher-is-better series. */
interface Throughput {
  metric: string;
  unit: string;
  perIteration: number;
}

// Criterion's Throughput enum as serialised in benchmark.json, and cargo-criterion's unit names.
function throughputOf(kind: string, amount: number): Throughput | undefined {
  if (!(amount > 0) || !Number.isFinite(amount)) return undefined;
  switch (kind) {
    case 'Bytes':
    case 'BytesDecimal':
    case 'bytes':
      return { metric: 'throughput', unit: 'B/s', perIteration: amount };
    case 'Elements':
    case 'elements':
      return { metric: 'elements/s', unit: 'elements/s', perIteration: amount };
    case 'Bits':
    case 'bits':
      return { metric: 'throughput', unit: 'B/s', perIteration: amount / 8 };
    default:
      return undefined;
  }
}

/** Adds the time sample (seconds per iteration) and, when known, the throughput sample. */
function addTimeSample(out: SeriesCollector, name: string, seconds: number, throughput: Throughput | undefined): void {
  out.add(name, undefined, 'time', 's', 'lower', seconds);
  if (throughput && seconds > 0) out.add(name, undefined, throughput.metric, throughput.unit, 'higher', throughput.perIteration / seconds);
}

// ---------------------------------------------------------------- target/criterion directory

const MAX_DEPTH = 12;
const MAX_DIRS = 20000;

/** Benchmark directories (those holding `new/benchmark.json`) under `root`, in sorted order. */
function benchmarkDirs(root: string, limit = MAX_DIRS): string[] {
  const found: string[] = [];
  let visited = 0;
  const walk = (dir: string, depth: number): void => {
    if (depth > MAX_DEPTH || visited++ > limit) return;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.isDirectory() && e.name === 'new') && fs.existsSync(path.join(dir, 'new', 'benchmark.json'))) {
      found.push(dir);
      return; // a benchmark's other subfolders are baselines (base, change, named ones) and reports
    }
    const subdirs = entries.filter((e) => e.isDirectory() && e.name !== 'report').map((e) => e.name);
    for (const name of subdirs.sort()) walk(path.join(dir, name), depth + 1);
  };
  walk(root, 0);
  return found;
}

function readJson(file: string, root: string): JsonDoc {
  return JsonDoc.parse({ kind: 'text', file, text: readRegularFile(file, root) }, 'a Criterion.rs result file');
}

function benchmarkName(doc: JsonDoc): { name: string; throughput?: Throughput } {
  const meta = doc.object(doc.root, []);
  const parts = ['group_id', 'function_id', 'value_str'].map((k) => meta[k]).filter((v): v is string => typeof v === 'string' && v !== '');
  const name = typeof meta.full_id === 'string' && meta.full_id !== '' ? meta.full_id : parts.join('/');
  if (!name) doc.fail([], 'no full_id, group_id or function_id: cannot name the benchmark');
  let throughput: Throughput | undefined;
  if (isObject(meta.throughput)) {
    for (const [kind, amount] of Object.entries(meta.throughput)) {
      throughput = throughputOf(kind, typeof amount === 'number' ? amount : NaN);
      if (throughput) break;
    }
  }
  return { name, throughput };
}

function parseDirectory(root: string): ParseResult {
  const dirs = benchmarkDirs(root);
  if (dirs.length === 0) {
    throw new ParseError('no Criterion.rs results here: expected target/criterion/<benchmark>/new/benchmark.json (did `cargo bench` run?)', root);
  }
  const out = new SeriesCollector();
  const warnings: ParseWarning[] = [];
  for (const dir of dirs) {
    const newDir = path.join(dir, 'new');
    const { name, throughput } = benchmarkName(readJson(path.join(newDir, 'benchmark.json'), root));
    const sampleFile = path.join(newDir, 'sample.json');
    if (fs.existsSync(sampleFile)) {
      const doc = readJson(sampleFile, root);
      const sample = doc.object(doc.root, []);
      const iters = doc.numbers(sample.iters, ['iters']);
      const times = doc.numbers(sample.times, ['times']);
      if (iters.length !== times.length) doc.fail(['times'], `${times.length} times for ${iters.length} iteration counts`);
      if (iters.length === 0) doc.fail(['iters'], 'no samples');
      iters.forEach((n, i) => {
        if (!(n > 0)) doc.fail(['iters', i], `iteration count ${n} is not positive`);
        // Criterion's default WallTime measurement records nanoseconds.
        addTimeSample(out, name, (times[i] / n) * 1e-9, throughput);
      });
      continue;
    }
    const estimatesFile = path.join(newDir, 'estimates.json');
    if (!fs.existsSync(estimatesFile)) throw new ParseError('neither sample.json nor estimates.json next to benchmark.json', newDir);
    const doc = readJson(estimatesFile, root);
    const estimates = doc.object(doc.root, []);
    const mean = doc.object(estimates.mean, ['mean']);
    addTimeSample(out, name, doc.number(mean.point_estimate, ['mean', 'point_estimate']) * 1e-9, throughput);
    warnings.push(parseWarning('summary-only', `${estimatesFile}: no sample.json; used the mean estimate as one sample`, name));
  }
  return { format: ID, series: out.series(), context: {}, warnings };
}

// ---------------------------------------------------------------- cargo-criterion JSON lines

const COMPLETE = /"reason"\s*:\s*"benchmark-complete"/;

/** One line's JSON, with errors reported on that line of the stream. */
function lineDoc(file: string, line: string, lineNo: number): JsonDoc {
  try {
    return JsonDoc.parse({ kind: 'text', file, text: line }, 'a cargo-criterion --message-format=json line');
  } catch (err) {
    if (err instanceof ParseError) throw new ParseError(err.reason, file, lineNo);
    throw err;
  }
}

function parseMessages(file: string, text: string): ParseResult {
  const out = new SeriesCollector();
  const warnings: ParseWarning[] = [];
  const { lines } = splitLines(text);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const lineNo = i + 1;
    if (!line.startsWith('{')) return; // cargo's own progress lines may be interleaved
    const doc = lineDoc(file, line, lineNo);
    const fail = (p: JsonPath, reason: string): never => {
      throw new ParseError(`${p.join('.')}: ${reason}`, file, lineNo);
    };
    if (!isObject(doc.root) || doc.root.reason !== 'benchmark-complete') return;
    const msg = doc.root;
    if (typeof msg.id !== 'string' || msg.id === '') fail(['id'], 'expected the benchmark id (a string)');
    const name = msg.id as string;
    let throughput: Throughput | undefined;
    if (Array.isArray(msg.throughput) && isObject(msg.throughput[0])) {
      const t = msg.throughput[0];
      throughput = throughputOf(String(t.unit), typeof t.per_iteration === 'number' ? t.per_iteration : NaN);
    }
    const unit = typeof msg.unit === 'string' ? msg.unit : 'ns';
    const values: unknown[] = Array.isArray(msg.measured_values) ? msg.measured_values : [];
    const counts: unknown[] = Array.isArray(msg.iteration_count) ? msg.iteration_count : [];
    if (values.length > 0 && values.length === counts.length) {
      values.forEach((v, k) => {
        const n = counts[k];
        if (typeof v !== 'number' || typeof n !== 'number' || !(n > 0) || !Number.isFinite(v)) {
          fail(['measured_values', k], 'expected a number measured over a positive iteration count');
        }
        addValue(out, name, (v as number) / (n as number), unit, throughput);
      });
      return;
    }
    const estimate = estimateOf(msg);
    if (!estimate) fail(['typical'], 'no measured_values and no typical/mean estimate');
    addValue(out, name, estimate!.value, estimate!.unit ?? unit, throughput);
  });
  if (out.size === 0) throw new ParseError('no "benchmark-complete" messages: is this cargo-criterion --message-format=json output?', file);
  return { format: ID, series: out.series(), context: {}, warnings };
}

function estimateOf(msg: JsonObject): { value: number; unit?: string } | undefined {
  for (const key of ['typical', 'mean']) {
    const e = msg[key];
    if (isObject(e) && typeof e.estimate === 'number' && Number.isFinite(e.estimate)) {
      return { value: e.estimate, unit: typeof e.unit === 'string' ? e.unit : undefined };
    }
  }
  return undefined;
}

/** A per-iteration value in `unit`: a time when the unit is one, else a custom metric (cycles …). */
function addValue(out: SeriesCollector, name: string, value: number, unit: string, throughput: Throughput | undefined): void {
  const factor = timeFactor(unit);
  if (factor !== undefined) addTimeSample(out, name, value * factor, throughput);
  else out.add(name, undefined, unit, unit, 'lower', value);
}

// ---------------------------------------------------------------- console output

/**
 * `name   time:   [1.2 µs 1.3 µs 1.4 µs]` as label and bracket text; the label is empty when a long
 * name was printed on the line before. Plain string search: a regex here backtracks quadratically
 * on long lines of spaces.
 */
function timeLine(line: string): { label: string; bracket: string } | undefined {
  const at = line.search(/\btime:\s/);
  if (at < 0) return undefined;
  const rest = line.slice(at + 5).trimStart();
  const close = rest.indexOf(']');
  if (!rest.startsWith('[') || close < 0) return undefined;
  return { label: line.slice(0, at).trim(), bracket: rest.slice(1, close) };
}

const THRPT_LINE = /^\s+thrpt:\s+\[(.*)\]\s*$/;
const NOISE = /^(Benchmarking |Found \d+ outliers|\s|Gnuplot not found|WARNING|Warning|running |test result|Running |Finished |Compiling )/;

/** The three `value unit` estimates of a bracket, or undefined when they are not that (e.g. %). */
function estimates(bracket: string): { value: number; unit: string }[] | undefined {
  const fields = bracket.trim().split(/\s+/);
  if (fields.length !== 6) return undefined;
  const out: { value: number; unit: string }[] = [];
  for (let k = 0; k < 6; k += 2) {
    const value = parseNumber(fields[k]);
    if (!Number.isFinite(value)) return undefined;
    out.push({ value, unit: fields[k + 1] });
  }
  return out;
}

/** Bytes (or elements) per second for a Criterion throughput unit (`MiB/s`, `Kelem/s`, `GB/s`). */
function throughputUnit(unit: string): { metric: string; unit: string; factor: number } | undefined {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { metric: 'elements/s', unit: 'elements/s', factor: { '': 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]]! };
  const bits = /^([KMG]?)bit\/s$/.exec(unit);
  if (bits) return { metric: 'throughput', unit: 'B/s', factor: { '': 1, K: 1e3, M: 1e6, G: 1e9 }[bits[1]]! / 8 };
  const bytes = unit.endsWith('/s') ? bytesFactor(unit.slice(0, -2)) : undefined;
  return bytes === undefined ? undefined : { metric: 'throughput', unit: 'B/s', factor: bytes };
}

function parseConsole(file: string, text: string): ParseResult {
  const out = new SeriesCollector();
  const warnings: ParseWarning[] = [];
  const { lines } = splitLines(stripAnsi(text));
  let pendingName: string | undefined; // a long name printed on its own line
  let current: string | undefined; // the benchmark whose time line came last (for thrpt)
  let inChange = false; // `change:` blocks repeat time/thrpt as percentages
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (/^\s*change:/.test(line)) {
      inChange = true;
      return;
    }
    const time = timeLine(line);
    if (time) {
      if (time.bracket.includes('%')) return; // a change: block's relative times
      const est = estimates(time.bracket);
      if (!est || est[1].value < 0) {
        throw new ParseError(`expected three time estimates like [1.2 µs 1.3 µs 1.4 µs], got [${time.bracket.slice(0, 200)}]`, file, lineNo);
      }
      const label = time.label;
      const name = label !== '' ? label : pendingName;
      if (!name) throw new ParseError('a time: line without a benchmark name before it', file, lineNo);
      const factor = timeFactor(est[1].unit);
      if (factor === undefined) throw new ParseError(`unknown time unit "${est[1].unit}"`, file, lineNo);
      out.add(name, undefined, 'time', 's', 'lower', est[1].value * factor);
      current = name;
      pendingName = undefined;
      inChange = false;
      return;
    }
    const thrpt = THRPT_LINE.exec(line);
    if (thrpt) {
      if (inChange || /%/.test(thrpt[1])) return;
      const est = estimates(thrpt[1]);
      if (!est || !current) throw new ParseError(`expected three throughput estimates after a time: line, got [${thrpt[1].slice(0, 200)}]`, file, lineNo);
      const unit = throughputUnit(est[1].unit);
      if (!unit)
        warnings.push(parseWarning('unit-unknown', `${file}:${lineNo}: unknown throughput unit "${est[1].unit}"; throughput of ${current} skipped`, current));
      else out.add(current, undefined, unit.metric, unit.unit, 'higher', est[1].value * unit.factor);
      return;
    }
    if (line.trim() === '') return;
    if (!NOISE.test(line)) {
      pendingName = line.trim();
      inChange = false;
    }
  });
  if (out.size === 0) throw new ParseError('no Criterion.rs `time: [...]` lines found', file);
  return { format: ID, series: out.series(), context: {}, warnings };
}

// ---------------------------------------------------------------- format

const CONSOLE_TIME = /^.*\btime:\s+\[[-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s) [-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s) [-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s)\]/m;

function detect(input: FormatInput): number {
  try {
    if (input.kind === 'dir') return benchmarkDirs(input.dir, 2000).length > 0 ? 1 : 0;
    const text = head(input.text);
    if (COMPLETE.test(text) && /"measured_values"|"typical"|"id"\s*:/.test(text)) return 1;
    if (CONSOLE_TIME.test(stripAnsi(text))) return 0.9;
    return 0;
  } catch {
    return 0;
  }
}

function parse(input: FormatInput): ParseResult {
  if (input.kind === 'dir') return parseDirectory(input.dir);
  if (COMPLETE.test(head(input.text))) return parseMessages(input.file, input.text);
  return parseConsole(input.file, input.text);
}

export const criterion: Format = {
  id: ID,
  description: 'Rust Criterion.rs: target/criterion directory, cargo-criterion --message-format=json, or console output',
  detect,
  parse,
  // Throughput(Bytes|Elements) divides a fixed count per iteration by the measured time.
  derived: [
    { metric: 'throughput', from: ['time'] },
    { metric: 'elements/s', from: ['time'] },
  ],
};
