// Go's `go test -bench` text (the benchfmt of golang.org/x/perf): `key: value` config lines and
// `BenchmarkName-N  iterations  value unit  value unit …` result lines, amid test-log noise.
// `go test -count N` measures every count in one test binary: one process, so no `processes`.
import { ParseError, type Better, type ParseResult } from '../model.js';
import type { Format, FormatInput } from './format.js';
import { betterForUnit, parseNumber } from './units.js';
import { ContextCollector, SeriesCollector, WarningList } from './series.js';
import { head, LineReader, splitLines, stripAnsi } from './text.js';

interface Metric {
  metric: string;
  unit: string;
  factor: number;
  better: Better;
}

// Go's own units, normalised to base units; anything else comes from b.ReportMetric.
const KNOWN_UNITS: Record<string, Metric> = {
  'ns/op': { metric: 'time', unit: 's', factor: 1e-9, better: 'lower' },
  'sec/op': { metric: 'time', unit: 's', factor: 1, better: 'lower' },
  'MB/s': { metric: 'throughput', unit: 'B/s', factor: 1e6, better: 'higher' },
  'B/s': { metric: 'throughput', unit: 'B/s', factor: 1, better: 'higher' },
  'B/op': { metric: 'alloc-bytes', unit: 'B', factor: 1, better: 'lower' },
  'allocs/op': { metric: 'allocs', unit: 'allocs', factor: 1, better: 'lower' },
};

function metricOf(unit: string): Metric {
  return KNOWN_UNITS[unit] ?? { metric: unit, unit, factor: 1, better: betterForUnit(unit) };
}

// benchfmt: a config key starts with a lower-case letter and has no spaces; no leading blank.
const CONFIG_LINE = /^([a-z][^\s:]*):(?:\s+(.*))?$/;
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * line.trim().split(/\s+/), by one scan with no regex: result lines are most of a large log. A
 * line with a non-ASCII character (which may be Unicode white space) takes the regex.
 */
function whitespaceFields(line: string): string[] {
  const fields: string[] = [];
  let start = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) {
      if (start >= 0) fields.push(line.slice(start, i));
      start = -1;
    } else if (c >= 128) return line.trim().split(/\s+/);
    else if (start < 0) start = i;
  }
  if (start >= 0) fields.push(line.slice(start));
  return fields;
}

/** The fields of a result line, or undefined when the line is not one (benchfmt's name rule). */
function resultFields(line: string): string[] | undefined {
  if (!line.startsWith('Benchmark')) return undefined;
  // `Benchmarking…` is prose, not a benchmark: the character after the prefix must not be lower case.
  const next = line.charAt(9);
  if (next !== '' && /[a-z]/.test(next)) return undefined;
  const fields = whitespaceFields(line);
  // A bare name is the `-v` header printed before a benchmark runs.
  if (fields.length < 2 || !/^\d+$/.test(fields[1])) return undefined;
  return fields;
}

/** The text lines to read, with the input line each came from (they differ for `go test -json`). */
interface Stream {
  lines: string[];
  origin: (index: number) => number;
  terminated: boolean;
}

/** `go test -json` wraps every output fragment in an event; a result line may span two events. */
function isTestJson(text: string): boolean {
  return /^\s*\{"Time":"[^"]*","Action":"/.test(head(text, 4096)) || /^\s*\{"Action":"/.test(head(text, 4096));
}

function fromTestJson(text: string, file: string, warnings: WarningList): Stream {
  // Per package, because `go test -json ./...` may interleave the events of several packages.
  const packages = new Map<string, { lines: string[]; origins: number[]; partial: string }>();
  const source = splitLines(text).lines;
  for (let i = 0; i < source.length; i++) {
    const raw = source[i].trim();
    if (!raw) continue;
    let event: { Action?: unknown; Package?: unknown; Output?: unknown };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      warnings.push('line-skipped', `${file}:${i + 1}: not a go test -json event (cut off?); line skipped`);
      continue;
    }
    if (event?.Action !== 'output' || typeof event.Output !== 'string') continue;
    const key = typeof event.Package === 'string' ? event.Package : '';
    let pkg = packages.get(key);
    if (!pkg) packages.set(key, (pkg = { lines: [], origins: [], partial: '' }));
    const parts = (pkg.partial + event.Output).split('\n');
    pkg.partial = parts.pop()!;
    for (const part of parts) {
      pkg.lines.push(part.replace(/\r$/, ''));
      pkg.origins.push(i + 1);
    }
  }
  const lines: string[] = [];
  const origins: number[] = [];
  let terminated = true;
  for (const pkg of packages.values()) {
    // Loops, not push(...pkg.lines): a package of 10⁵ lines would overflow the stack.
    for (const line of pkg.lines) lines.push(line);
    for (const origin of pkg.origins) origins.push(origin);
    if (pkg.partial) {
      lines.push(pkg.partial);
      origins.push(source.length);
      terminated = false;
    }
  }
  return { lines, origin: (k) => origins[k] ?? source.length, terminated };
}

function parse(input: FormatInput): ParseResult {
  if (input.kind !== 'text') throw new ParseError('go test -bench output is text; got a directory', input.dir);
  const file = input.file;
  const warnings = new WarningList();
  const text = stripAnsi(input.text);
  const { lines, origin, terminated }: Stream = isTestJson(text) ? fromTestJson(text, file, warnings) : { ...splitLines(text), origin: (k) => k + 1 };
  const collector = new SeriesCollector();
  const context = new ContextCollector();
  const unitsSeen = new Set(Object.keys(KNOWN_UNITS));
  let pkg: string | undefined;
  // The line's values, parsed before any is kept (a bad value skips the whole line); one buffer
  // for all lines: a fresh or emptied array per line costs an allocation each.
  let values = new Float64Array(8);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = origin(i);
    // A config key starts with a lower-case letter: test that before running the regex on every line.
    const first = line.charCodeAt(0);
    const config = first >= 97 && first <= 122 ? CONFIG_LINE.exec(line) : null;
    if (config) {
      const value = (config[2] ?? '').trim();
      if (config[1] === 'pkg') pkg = value || undefined;
      if (value) context.set(config[1], value);
      continue;
    }
    const fields = resultFields(line);
    if (!fields) continue;
    const name = fields[0];
    const pairs = fields.length - 2;
    if (pairs === 0 || pairs % 2 !== 0) {
      warnings.push('truncated', `${file}:${lineNo}: result line of ${name} has a value without its unit — the output looks cut off; line skipped`, name);
      continue;
    }
    if (values.length < pairs / 2) values = new Float64Array(pairs);
    let count = 0;
    let bad: string | undefined;
    for (let f = 2; f < fields.length; f += 2) {
      // Go prints plain decimals: those need none of parseNumber's separators or spellings.
      const v = PLAIN_DECIMAL.test(fields[f]) ? Number(fields[f]) : parseNumber(fields[f]);
      if (Number.isNaN(v) && !/^[-+]?nan$/i.test(fields[f])) {
        bad = `'${fields[f]}' is not a number`;
        break;
      }
      values[count++] = v;
    }
    if (bad) {
      warnings.push('line-skipped', `${file}:${lineNo}: result line of ${name}: ${bad}; line skipped`, name);
      continue;
    }
    // The last line of an output cut mid-write may end in a clipped unit ("B/o") that would
    // otherwise pass as a custom metric; only its last pair can be clipped.
    const lastUnit = fields[fields.length - 1];
    if (i === lines.length - 1 && !terminated && !unitsSeen.has(lastUnit)) {
      warnings.push(
        'truncated',
        `${file}:${lineNo}: the last line has no line end and its unit '${lastUnit}' appears nowhere else — the output looks cut off; that value skipped`,
        name,
      );
      count--;
    }
    for (let p = 0; p < count; p++) {
      const unit = fields[3 + 2 * p];
      const m = metricOf(unit);
      unitsSeen.add(unit);
      collector.add(name, pkg, m.metric, m.unit, m.better, values[p] * m.factor);
    }
  }

  if (collector.size === 0) {
    const why = warnings.length ? ` (${warnings.length} malformed result line(s); first: ${warnings.first})` : '';
    throw new ParseError(
      `no Go benchmark results found${why}: expected lines like "BenchmarkName-8  1000  123 ns/op"; check that \`go test -bench\` matched a benchmark`,
      file,
    );
  }
  return { format: 'go', series: collector.series(), context: context.toRecord(), warnings: warnings.toArray() };
}

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  if (isTestJson(input.text)) return /"Output":"[^"]*\bns\/op\b/.test(head(input.text)) ? 0.95 : 0.5;
  // Line by line: a Go log is recognised within its first lines, so most of the head is never split.
  const reader = new LineReader(head(input.text));
  let results = 0;
  let config = 0;
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    const fields = resultFields(line);
    if (fields && fields.length >= 4 && fields.length % 2 === 0 && /\/(op|s)$/.test(fields[3])) results++;
    else if (/^(goos|goarch|pkg|cpu):\s/.test(line)) config++;
    if (results >= 3) break;
  }
  if (results > 0) return results >= 3 || config > 0 ? 0.95 : 0.8;
  return config >= 2 ? 0.3 : 0;
}

export const go: Format = {
  id: 'go',
  description: 'Go `go test -bench` output, plain or -json (-benchmem, -count, -cpu, sub-benchmarks, ReportMetric)',
  detect,
  parse,
};
