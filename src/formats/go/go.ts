// Go's `go test -bench` text (the benchfmt of golang.org/x/perf): `key: value` config lines and
// `BenchmarkName-N  iterations  value unit  value unit …` result lines, amid test-log noise.
// `go test -count N` measures every count in one test binary: one process, so no `processes`.
import { ParseError, type Better, type ParseResult } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { betterForUnit, parseNumber } from '../units.js';
import { ContextCollector, SeriesCollector, WarningList } from '../series.js';
import { head, LineReader, splitLines, stripAnsi } from '../text.js';

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
  // What benchgate's instructions driver prints (src/instructions/drivers/go.ts).
  'instr/op': { metric: 'instructions', unit: 'instr', factor: 1, better: 'lower' },
};

function metricOf(unit: string): Metric {
  return KNOWN_UNITS[unit] ?? { metric: unit, unit, factor: 1, better: betterForUnit(unit) };
}

// benchfmt: a config key starts with a lower-case letter and has no spaces; no leading blank.
const CONFIG_LINE = /^([a-z][^\s:]*):(?:\s+(.*))?$/;
/** 10⁰ … 10¹⁵, each exact as a double. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** Whether a UTF-16 unit is white space as `\s` sees it (and trim() trims). */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * Where the fields of line.trim().split(/\s+/) start and end, by one scan: result lines are most of
 * a large log, and offsets let the parser reuse the previous line's name and unit strings instead
 * of cutting new ones. One pair of buffers for all lines (valid until the next scan).
 */
class FieldOffsets {
  starts = new Int32Array(16);
  ends = new Int32Array(16);
  count = 0;

  scan(line: string): this {
    const n = line.length;
    let count = 0;
    let i = 0;
    for (;;) {
      while (i < n && isSpace(line.charCodeAt(i))) i++;
      if (i === n) break;
      const start = i;
      while (i < n && !isSpace(line.charCodeAt(i))) i++;
      if (count === this.starts.length) this.grow();
      this.starts[count] = start;
      this.ends[count++] = i;
    }
    this.count = count;
    return this;
  }

  private grow(): void {
    const starts = new Int32Array(2 * this.starts.length);
    const ends = new Int32Array(2 * this.ends.length);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  field(line: string, k: number): string {
    return line.slice(this.starts[k], this.ends[k]);
  }

  /** Whether field k of `line` is `text` (compared in place: no string cut). */
  fieldIs(line: string, k: number, text: string): boolean {
    return this.ends[k] - this.starts[k] === text.length && line.startsWith(text, this.starts[k]);
  }

  /**
   * Field k as a plain decimal (/^\d+(\.\d+)?$/, what Go prints), read in place; NaN when it is not
   * one. Up to 15 digits the digits form an exact integer and dividing it by the exact power of ten
   * rounds once, correctly: the same double Number() gives, without cutting the field out.
   */
  decimal(line: string, k: number): number {
    const end = this.ends[k];
    let i = this.starts[k];
    let mantissa = 0;
    let digits = 0;
    let fraction = -1; // digits after the point; -1: no point yet
    for (; i < end; i++) {
      const c = line.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        mantissa = mantissa * 10 + (c - 48);
        digits++;
        if (fraction >= 0) fraction++;
      } else if (c === 46 && fraction < 0 && digits > 0) {
        fraction = 0;
      } else {
        return NaN;
      }
    }
    if (digits === 0 || fraction === 0) return NaN;
    if (digits > 15) return Number(line.slice(this.starts[k], end));
    return fraction > 0 ? mantissa / POWERS_OF_TEN[fraction] : mantissa;
  }

  /** Whether field k is one or more ASCII digits (/^\d+$/). */
  isDigits(line: string, k: number): boolean {
    for (let i = this.starts[k]; i < this.ends[k]; i++) {
      const c = line.charCodeAt(i);
      if (c < 48 || c > 57) return false;
    }
    return this.ends[k] > this.starts[k];
  }
}

/** The field offsets of a result line, or undefined when the line is not one (benchfmt's name rule). */
function resultOffsets(line: string, offsets: FieldOffsets): FieldOffsets | undefined {
  if (!line.startsWith('Benchmark')) return undefined;
  // `Benchmarking…` is prose, not a benchmark: the character after the prefix must not be lower case.
  const next = line.charCodeAt(9);
  if (next >= 97 && next <= 122) return undefined;
  offsets.scan(line);
  // A bare name is the `-v` header printed before a benchmark runs.
  if (offsets.count < 2 || !offsets.isDigits(line, 1)) return undefined;
  return offsets;
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
  const offsets = new FieldOffsets();
  // The previous result line's name and units (by position), and their metrics: with -count N a
  // benchmark's lines follow one another, so most lines reuse these strings instead of cutting new ones.
  let lastName = '';
  const lastUnits: string[] = [];
  const lastMetrics: Metric[] = [];
  // Where the values of each position went on the previous line: the same benchmark and unit
  // append to the same series, so only a new name, package or unit looks the series up.
  const sinks: (number[] | undefined)[] = [];

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = origin(i);
    // A config key starts with a lower-case letter: test that before running the regex on every line.
    const first = line.charCodeAt(0);
    const config = first >= 97 && first <= 122 ? CONFIG_LINE.exec(line) : null;
    if (config) {
      const value = (config[2] ?? '').trim();
      if (config[1] === 'pkg' && (value || undefined) !== pkg) {
        pkg = value || undefined;
        sinks.length = 0;
      }
      if (value) context.set(config[1], value);
      continue;
    }
    const fields = resultOffsets(line, offsets);
    if (!fields) continue;
    let name = lastName;
    if (!fields.fieldIs(line, 0, lastName)) {
      name = lastName = fields.field(line, 0);
      sinks.length = 0;
    }
    const pairs = fields.count - 2;
    if (pairs === 0 || pairs % 2 !== 0) {
      warnings.push('truncated', `${file}:${lineNo}: result line of ${name} has a value without its unit — the output looks cut off; line skipped`, name);
      continue;
    }
    if (values.length < pairs / 2) values = new Float64Array(pairs);
    let count = 0;
    let bad: string | undefined;
    for (let f = 2; f < fields.count; f += 2) {
      // Go prints plain decimals: those need none of parseNumber's separators or spellings.
      let v = fields.decimal(line, f);
      if (Number.isNaN(v)) {
        const text = fields.field(line, f);
        v = parseNumber(text);
        if (Number.isNaN(v) && !/^[-+]?nan$/i.test(text)) {
          bad = `'${text}' is not a number`;
          break;
        }
      }
      values[count++] = v;
    }
    if (bad) {
      warnings.push('line-skipped', `${file}:${lineNo}: result line of ${name}: ${bad}; line skipped`, name);
      continue;
    }
    // The last line of an output cut mid-write may end in a clipped unit ("B/o") that would
    // otherwise pass as a custom metric; only its last pair can be clipped.
    const lastUnit = fields.field(line, fields.count - 1);
    if (i === lines.length - 1 && !terminated && !unitsSeen.has(lastUnit)) {
      warnings.push(
        'truncated',
        `${file}:${lineNo}: the last line has no line end and its unit '${lastUnit}' appears nowhere else — the output looks cut off; that value skipped`,
        name,
      );
      count--;
    }
    for (let p = 0; p < count; p++) {
      if (p >= lastUnits.length || !fields.fieldIs(line, 3 + 2 * p, lastUnits[p])) {
        lastUnits[p] = fields.field(line, 3 + 2 * p);
        lastMetrics[p] = metricOf(lastUnits[p]);
        unitsSeen.add(lastUnits[p]);
        sinks[p] = undefined;
      }
      const m = lastMetrics[p];
      (sinks[p] ??= collector.samples(name, pkg, m.metric, m.unit, m.better)).push(values[p] * m.factor);
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
  const offsets = new FieldOffsets();
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    const fields = resultOffsets(line, offsets);
    if (fields && fields.count >= 4 && fields.count % 2 === 0 && /\/(op|s)$/.test(fields.field(line, 3))) results++;
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
  // MB/s is b.SetBytes bytes divided by ns/op; B/op, allocs/op and ReportMetric values are measured.
  derived: [{ metric: 'throughput', from: ['time'] }],
};
