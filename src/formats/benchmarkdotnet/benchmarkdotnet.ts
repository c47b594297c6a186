// BenchmarkDotNet (.NET) exports:
//  - JSON (`*-report-full.json`, `*-report-full-compressed.json`, `*-report-brief.json`; 0.11 to
//    0.15 schemas): raw `Measurements` (IterationMode Workload, IterationStage Result, divided by
//    Operations) are the samples, else Statistics.OriginalValues (the same values, per op); a brief
//    export without either has only the Statistics, so its Mean is one sample;
//  - `*-report.csv` and the markdown/console summary table (Mean/Error/StdDev, Allocated): summary
//    only, the Mean is one sample per run.
// Names: `Method(param=value, …)`, with ` [Job]` unless it is the DefaultJob; JSON adds the class
// (Namespace.Type) as the group. A failed benchmark (no results, `NA`) is a warning, not an error.
import { ParseError, parseWarning, type ParseResult, type ParseWarning } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject } from '../json-text.js';
import { ContextCollector, SeriesCollector } from '../series.js';
import { head, splitLines, stripAnsi } from '../text.js';
import { parseNumber, timeFactor } from '../units.js';

const ID = 'benchmarkdotnet';

// BenchmarkDotNet's sizes are binary ("1KB = 1024B" in its own legend).
const SIZE: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };

/** `Method(a=1, b=2) [Job]`, the one spelling shared by the JSON and the summary tables. */
function benchmarkName(method: string, params: string[], job: string | undefined): string {
  let name = method;
  if (params.length > 0) name += `(${params.join(', ')})`;
  if (job && job !== 'DefaultJob') name += ` [${job}]`;
  return name;
}

// ---------------------------------------------------------------- JSON exports

const HOST_KEYS = [
  'ProcessorName',
  'OsVersion',
  'RuntimeVersion',
  'BenchmarkDotNetVersion',
  'Architecture',
  'PhysicalProcessorCount',
  'PhysicalCoreCount',
  'LogicalCoreCount',
  'DotNetCliVersion',
  'Configuration',
  'HasAttachedDebugger',
];

/** `MediumRun` from DisplayInfo `Type.Method: MediumRun(IterationCount=15) [a=1]`. */
function jobOf(displayInfo: unknown): string | undefined {
  if (typeof displayInfo !== 'string') return undefined;
  const colon = displayInfo.indexOf(': ');
  if (colon < 0) return undefined;
  const job = displayInfo.slice(colon + 2).replace(/\s*\[[^\]]*\]\s*$/, '');
  const paren = job.indexOf('(');
  return (paren > 0 ? job.slice(0, paren) : job).trim() || undefined;
}

function parseJson(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, 'a BenchmarkDotNet JSON export');
  const root = doc.object(doc.root, []);
  const benchmarks = doc.array(root.Benchmarks, ['Benchmarks']);
  const out = new SeriesCollector();
  const warnings: ParseWarning[] = [];
  const context: Record<string, string> = {};
  if (isObject(root.HostEnvironmentInfo)) {
    for (const key of HOST_KEYS) {
      const v = root.HostEnvironmentInfo[key];
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') context[key] = String(v);
    }
  }

  benchmarks.forEach((raw, i) => {
    const b = doc.object(raw, ['Benchmarks', i]);
    const method = typeof b.Method === 'string' && b.Method ? b.Method : doc.string(b.FullName, ['Benchmarks', i, 'FullName']);
    const params = typeof b.Parameters === 'string' && b.Parameters ? b.Parameters.split('&') : [];
    const name = benchmarkName(method, params, jobOf(b.DisplayInfo));
    const type = typeof b.Type === 'string' && b.Type ? b.Type : undefined;
    const group = type && typeof b.Namespace === 'string' && b.Namespace ? `${b.Namespace}.${type}` : type;

    const launches = resultSamplesByLaunch(doc, b, i);
    const samples: number[] = [];
    const stats = isObject(b.Statistics) ? b.Statistics : undefined;
    if (launches.length > 0) {
      for (const launch of launches) out.addProcess(name, group, 'time', 's', 'lower', launch);
    } else if (stats && Array.isArray(stats.OriginalValues)) {
      // The same per-op Result values (ns), kept when the Measurements were trimmed away.
      for (const ns of doc.numbers(stats.OriginalValues, ['Benchmarks', i, 'Statistics', 'OriginalValues'])) samples.push(ns * 1e-9);
    }
    if (launches.length === 0 && samples.length === 0) {
      const mean = stats && typeof stats.Mean === 'number' && Number.isFinite(stats.Mean) ? stats.Mean : undefined;
      if (mean === undefined) {
        warnings.push(
          parseWarning(
            'failed-benchmark',
            doc.warning(['Benchmarks', i], `${group ? `${group}.` : ''}${name} has no results (the benchmark failed); skipped`),
            name,
          ),
        );
        return;
      }
      samples.push(mean * 1e-9); // brief export: the summary is all there is
    }
    for (const v of samples) out.add(name, group, 'time', 's', 'lower', v);
    const allocated = allocatedBytes(b);
    if (allocated !== undefined) out.add(name, group, 'alloc-bytes', 'B', 'lower', allocated);
  });
  if (out.size === 0 && warnings.length === 0) throw new ParseError('no benchmarks in "Benchmarks"', doc.file);
  return { format: ID, series: out.series(), context, warnings };
}

/**
 * Seconds per operation of every Workload/Result measurement (overhead already subtracted), split
 * by LaunchIndex: each launch is a separate process of the benchmark (LaunchCount), with its own
 * JIT and memory-layout luck, so it is one of the run's `processes`. Empty without Measurements.
 */
function resultSamplesByLaunch(doc: JsonDoc, b: JsonObject, i: number): number[][] {
  if (!Array.isArray(b.Measurements)) return [];
  const byLaunch = new Map<unknown, number[]>();
  b.Measurements.forEach((raw, k) => {
    if (!isObject(raw)) return;
    // 0.11+: IterationMode Workload + IterationStage Result; 0.10 wrote IterationMode Result alone.
    const isResult = raw.IterationStage === undefined ? raw.IterationMode === 'Result' : raw.IterationMode === 'Workload' && raw.IterationStage === 'Result';
    if (!isResult) return;
    const path = ['Benchmarks', i, 'Measurements', k];
    const ops = doc.number(raw.Operations, [...path, 'Operations']);
    const ns = doc.number(raw.Nanoseconds, [...path, 'Nanoseconds']);
    if (!(ops > 0)) doc.fail([...path, 'Operations'], `expected a positive operation count, got ${ops}`);
    // 0.10 has no LaunchIndex: its measurements are one launch.
    const launch = typeof raw.LaunchIndex === 'number' ? raw.LaunchIndex : 1;
    let samples = byLaunch.get(launch);
    if (!samples) byLaunch.set(launch, (samples = []));
    samples.push((ns / ops) * 1e-9);
  });
  return [...byLaunch.values()];
}

function allocatedBytes(b: JsonObject): number | undefined {
  if (isObject(b.Memory)) {
    const v = b.Memory.BytesAllocatedPerOperation;
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  if (Array.isArray(b.Metrics)) {
    for (const m of b.Metrics) {
      if (isObject(m) && isObject(m.Descriptor) && m.Descriptor.Id === 'Allocated Memory' && typeof m.Value === 'number' && Number.isFinite(m.Value))
        return m.Value;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- CSV and markdown/console tables

// Job characteristics BenchmarkDotNet prints as columns; any other column left of Mean is a @Param.
const CHARACTERISTICS = new Set(
  (
    'Job AnalyzeLaunchVariance EvaluateOverhead MaxAbsoluteError MaxRelativeError MinInvokeCount MinIterationTime OutlierMode ' +
    'Affinity EnvironmentVariables Jit LargeAddressAware Platform PowerPlanMode Runtime AllowVeryLargeObjects Concurrent ' +
    'CpuGroups Force HeapAffinitizeMask HeapCount NoAffinitize RetainVm Server Arguments BuildConfiguration Clock ' +
    'EngineFactory NuGetReferences Toolchain IsMutator InvocationCount IterationCount IterationTime LaunchCount ' +
    'MaxIterationCount MaxWarmupIterationCount MemoryRandomization MinIterationCount MinWarmupIterationCount RunStrategy ' +
    'UnrollFactor WarmupCount Id Categories Baseline Namespace Type Gc Infrastructure Accuracy Environment Run'
  ).split(' '),
);

interface Columns {
  method: number;
  mean: number;
  meanUnit?: string; // `Mean [us]` when units are printed in the header
  allocated?: number;
  allocatedUnit?: string;
  job?: number;
  type?: number;
  params: { index: number; name: string }[];
}

/** The column layout of a header row, or undefined when it is not a BenchmarkDotNet summary header. */
function columnsOf(cells: string[]): Columns | undefined {
  const names = cells.map((c) => c.trim());
  const method = names.indexOf('Method');
  const meanAt = names.findIndex((n) => /^Mean(\s*\[.+\])?$/.test(n));
  if (method < 0 || meanAt < 0 || method > meanAt) return undefined;
  const unitOf = (n: string) => /\[(.+)\]$/.exec(n)?.[1]?.trim();
  const allocated = names.findIndex((n) => /^Allocated(\s*\[.+\])?$/.test(n));
  const params: { index: number; name: string }[] = [];
  names.forEach((n, k) => {
    if (k !== method && k < meanAt && n && !CHARACTERISTICS.has(n)) params.push({ index: k, name: n });
  });
  return {
    method,
    mean: meanAt,
    meanUnit: unitOf(names[meanAt]),
    allocated: allocated >= 0 ? allocated : undefined,
    allocatedUnit: allocated >= 0 ? unitOf(names[allocated]) : undefined,
    job: names.indexOf('Job') >= 0 ? names.indexOf('Job') : undefined,
    type: names.indexOf('Type') >= 0 && names.indexOf('Type') < meanAt ? names.indexOf('Type') : undefined,
    params,
  };
}

/** `1,193.5 ms` (or `1,193.5` with the unit from the header) in base units via `factor`. */
function valueWithUnit(cell: string, headerUnit: string | undefined, factor: (unit: string) => number | undefined): number | undefined {
  const parts = cell.trim().split(/\s+/);
  if (parts.length > 2) return undefined;
  const unit = parts[1] ?? headerUnit;
  const f = unit === undefined ? undefined : factor(unit);
  const n = parseNumber(parts[0]);
  return f === undefined || !Number.isFinite(n) ? undefined : n * f;
}

class TableReader {
  readonly out = new SeriesCollector();
  readonly warnings: ParseWarning[] = [];
  constructor(private readonly file: string) {}

  /** Adds one data row under `cols`; `lineNo` for messages. */
  row(cells: string[], cols: Columns, lineNo: number): void {
    const cell = (k: number | undefined) => (k === undefined ? '' : (cells[k] ?? '').trim());
    const method = cell(cols.method);
    if (!method) {
      if (cells.every((c) => c.trim() === '')) return; // the blank row between job groups
      throw new ParseError('a summary row without a Method', this.file, lineNo);
    }
    const params = cols.params.map((p) => `${p.name}=${cell(p.index)}`);
    const name = benchmarkName(method, params, cell(cols.job) || undefined);
    const group = cell(cols.type) || undefined;
    const meanText = cell(cols.mean);
    if (meanText === 'NA' || meanText === '?' || meanText === '') {
      this.warnings.push(
        parseWarning('failed-benchmark', `${this.file}:${lineNo}: ${name} has no result (Mean is ${meanText || 'empty'}: the benchmark failed); skipped`, name),
      );
      return;
    }
    const mean = valueWithUnit(meanText, cols.meanUnit, timeFactor);
    if (mean === undefined) throw new ParseError(`Mean "${meanText}" is not a time like "15.56 ns"`, this.file, lineNo);
    this.out.add(name, group, 'time', 's', 'lower', mean);
    if (cols.allocated !== undefined) {
      const text = cell(cols.allocated);
      // `-` is how BenchmarkDotNet prints zero bytes; NA means it was not measured.
      const bytes = text === '-' ? 0 : valueWithUnit(text, cols.allocatedUnit, (u) => SIZE[u]);
      if (bytes !== undefined) this.out.add(name, group, 'alloc-bytes', 'B', 'lower', bytes);
      else if (text !== 'NA' && text !== '?' && text !== '') throw new ParseError(`Allocated "${text}" is not a size like "48 B"`, this.file, lineNo);
    }
  }

  result(context: Record<string, string>, what: string): ParseResult {
    if (this.out.size === 0 && this.warnings.length === 0) throw new ParseError(`no BenchmarkDotNet ${what} found (a header with Method and Mean)`, this.file);
    return { format: ID, series: this.out.series(), context, warnings: this.warnings };
  }
}

/** Splits a CSV line (BenchmarkDotNet quotes fields that contain the separator). */
function csvCells(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      cells.push(cur);
      cur = '';
    } else cur += c;
  }
  cells.push(cur);
  return cells;
}

function csvSeparator(header: string): string | undefined {
  const m = /^"?Method"?([,;\t])/.exec(header) ?? /^"?Type"?([,;\t])"?Method"?\1/.exec(header);
  return m?.[1];
}

function parseCsv(file: string, lines: string[]): ParseResult {
  const sep = csvSeparator(lines[0])!;
  const cols = columnsOf(csvCells(lines[0], sep));
  if (!cols) throw new ParseError('the CSV header has no Method and Mean columns', file, 1);
  const reader = new TableReader(file);
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    const cells = csvCells(line, sep);
    if (cells.length < cols.mean + 1)
      throw new ParseError(`a row with ${cells.length} fields; the header has ${cols.mean + 1} or more (truncated file?)`, file, i + 1);
    reader.row(cells, cols, i + 1);
  });
  return reader.result({}, 'CSV rows');
}

/** The cells of a `| a | b |` (or old console `a | b`) row. */
function pipeCells(line: string): string[] {
  let t = line.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|')) t = t.slice(0, -1);
  return t.split('|');
}

const SEPARATOR_ROW = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** What the environment block above the table says (BenchmarkDotNet's HostEnvironmentInfo). */
function environmentLine(line: string, context: ContextCollector): void {
  const t = line.trim();
  let m = /^BenchmarkDotNet[ =]v?([^,\s]+),\s*(?:OS=)?(.+)$/.exec(t);
  if (m) {
    context.set('BenchmarkDotNetVersion', m[1]);
    context.set('OsVersion', m[2].trim());
    return;
  }
  m = /^(.+?),\s*\d+ CPUs?,\s*\d+ logical (?:and|cores and) \d+ physical cores?/.exec(t);
  if (m) {
    context.set('ProcessorName', m[1].trim());
    return;
  }
  m = /^\.NET(?: Core)? SDK[ =](.+)$/.exec(t);
  if (m) {
    context.set('DotNetCliVersion', m[1].trim());
    return;
  }
  m = /^\[Host\]\s*:\s*(.+)$/.exec(t);
  if (m) context.set('RuntimeVersion', m[1].trim());
}

function parseTable(file: string, lines: string[]): ParseResult {
  const reader = new TableReader(file);
  const context = new ContextCollector();
  let cols: Columns | undefined;
  let tables = 0;
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (!line.includes('|')) {
      if (cols && line.trim() !== '') cols = undefined; // the table ended (legends, next run …)
      environmentLine(line, context);
      return;
    }
    if (SEPARATOR_ROW.test(line.trim())) return;
    const cells = pipeCells(line);
    const header = columnsOf(cells);
    if (header) {
      cols = header;
      tables++;
      return;
    }
    if (cols) reader.row(cells, cols, lineNo);
  });
  if (tables === 0) throw new ParseError('no BenchmarkDotNet summary table found (a header row with Method and Mean)', file);
  return reader.result(context.toRecord(), 'summary rows');
}

// ---------------------------------------------------------------- format

function isJsonExport(value: unknown): boolean {
  return isObject(value) && Array.isArray(value.Benchmarks) && (isObject(value.HostEnvironmentInfo) || typeof value.Title === 'string');
}

const TABLE_HEADER = /^[ \t]*\|?[ \t]*(?:Type[ \t]*\|[ \t]*)?Method[ \t]*\|.*\bMean\b/m;

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const text = head(input.text);
  const first = text.trimStart()[0];
  if (first === '{') return isJsonExport(sniffJson(input.text)) ? 1 : 0;
  const firstLine = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : text.length).replace(/^\uFEFF/, '');
  const sep = csvSeparator(firstLine);
  if (sep && columnsOf(csvCells(firstLine, sep)) && /(^|[,;\t])"?(Error|StdDev|Job)"?([,;\t]|$)/.test(firstLine)) return 0.9;
  const clean = stripAnsi(text);
  if (TABLE_HEADER.test(clean)) return /^[ \t]*BenchmarkDotNet[ =]v?\d/m.test(clean) ? 1 : 0.8;
  return 0;
}

function parse(input: FormatInput): ParseResult {
  if (input.kind !== 'text') throw new ParseError('BenchmarkDotNet results are files (JSON, CSV or the summary table); got a directory', input.dir);
  const text = input.text.replace(/^\uFEFF/, '');
  if (text.trimStart().startsWith('{')) return parseJson({ kind: 'text', file: input.file, text });
  const { lines } = splitLines(stripAnsi(text));
  if (lines.length > 0 && csvSeparator(lines[0])) return parseCsv(input.file, lines);
  return parseTable(input.file, lines);
}

export const benchmarkdotnet: Format = {
  id: ID,
  description: 'BenchmarkDotNet JSON exports (full, compressed, brief), report CSV, markdown/console summary table',
  detect,
  parse,
  // BDN's columns (time, allocated bytes) are each measured.
  derived: [],
};
