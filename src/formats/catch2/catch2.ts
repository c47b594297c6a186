// Catch2 (v2.13 and v3) benchmarks: the console table and the `-r xml` reporter. Catch2 prints
// only a summary (mean, bootstrap CI, std dev), so each run yields one sample: the mean.
// One test binary measures every benchmark: no `processes`.
import { ParseError, type ParseResult } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { parseNumber, timeFactor } from '../units.js';
import { SeriesCollector, WarningList } from '../series.js';
import { head, LineCounter, splitLines, stripAnsi } from '../text.js';

const TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time)\b/;
const RULE = /^-{20,}\s*$/;
const CLOSING_RULE = /^={20,}\s*$/;

/** `… <value> <unit>` ×count at the end of the tokens: returns the seconds and the leftover name text. */
function trailingTimes(tokens: string[], count: number): { prefix: string[]; seconds: number[] } | undefined {
  if (tokens.length < 2 * count) return undefined;
  const seconds: number[] = [];
  const start = tokens.length - 2 * count;
  for (let k = start; k < tokens.length; k += 2) {
    const v = parseNumber(tokens[k]);
    const f = timeFactor(tokens[k + 1]);
    if (Number.isNaN(v) || f === undefined) return undefined;
    seconds.push(v * f);
  }
  return { prefix: tokens.slice(0, start), seconds };
}

interface Pending {
  name: string;
  line: number;
  mean?: number;
  rows: number;
}

/** Row 1 of a result: `name… samples iterations estimated unit`; undefined when the line is not one. */
function firstRow(tokens: string[]): { name: string } | undefined {
  const est = trailingTimes(tokens, 1);
  if (!est || est.prefix.length < 2) return undefined;
  const [samples, iterations] = est.prefix.slice(-2);
  if (!/^\d+$/.test(samples) || !/^\d+$/.test(iterations)) return undefined;
  return { name: est.prefix.slice(0, -2).join(' ') };
}

function tokensOf(line: string): string[] {
  return line.trim().split(/\s+/).filter(Boolean);
}

/**
 * The test case and sections a table belongs to: the lines between the two rules that precede
 * its header (`Vectors` / `  push back`), skipping the `file:line` and dotted lines after them.
 */
function groupBefore(lines: string[], header: number): string | undefined {
  let r2 = header - 1;
  while (r2 >= 0 && header - r2 <= 6 && !RULE.test(lines[r2])) r2--;
  if (r2 < 0 || header - r2 > 6) return undefined;
  const names: string[] = [];
  for (let j = r2 - 1; j >= 0 && r2 - j <= 10; j--) {
    if (RULE.test(lines[j])) return names.length ? names.reverse().join(' / ') : undefined;
    if (lines[j].trim()) names.push(lines[j].trim());
  }
  return undefined;
}

function parseConsole(text: string, file: string): ParseResult {
  const { lines } = splitLines(text);
  const collector = new SeriesCollector();
  const warnings = new WarningList();
  const context: Record<string, string> = {};
  let group: string | undefined;
  let tableHeader = false; // inside the three header rows of a benchmark table
  let inTable = false;
  let pending: Pending | undefined;

  const flush = (): void => {
    if (!pending) return;
    if (pending.mean === undefined) {
      warnings.push(
        'truncated',
        `${file}:${pending.line}: benchmark '${pending.name}' has no mean row — the output looks cut off or the benchmark failed; skipped`,
        pending.name,
      );
    } else {
      collector.add(pending.name, group, 'time', 's', 'lower', pending.mean);
    }
    pending = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = /^(\S+) is a Catch2? v(\d[\w.-]*) host application/.exec(line);
    if (m) {
      context.executable = m[1]!;
      context.catch2 = m[2]!;
      continue;
    }
    if (TABLE_HEADER.test(line)) {
      flush();
      group = groupBefore(lines, i);
      tableHeader = true;
      inTable = false;
      continue;
    }
    if (RULE.test(line) || CLOSING_RULE.test(line)) {
      flush();
      inTable = tableHeader && RULE.test(line);
      tableHeader = false;
      continue;
    }
    if (!inTable) continue;
    const tokens = tokensOf(line);
    if (tokens.length === 0) {
      flush();
      continue;
    }
    if (!pending || pending.rows >= 3) {
      flush();
      const row = firstRow(tokens);
      if (row) {
        pending = { name: row.name, line: i + 1, rows: 1 };
        continue;
      }
      // Catch2 v3 wraps a long name onto lines of its own before row 1.
      const wrapped: string[] = [tokens.join(' ')];
      let j = i + 1;
      while (j < lines.length && j - i <= 3 && tokensOf(lines[j]).length && !firstRow(tokensOf(lines[j]))) wrapped.push(tokensOf(lines[j++]).join(' '));
      const next = j < lines.length ? firstRow(tokensOf(lines[j])) : undefined;
      if (next) {
        pending = { name: [...wrapped, next.name].filter(Boolean).join(' '), line: j + 1, rows: 1 };
        i = j;
      } else {
        warnings.push('line-skipped', `${file}:${i + 1}: not a benchmark row (name, samples, iterations, estimated) — the output looks cut off; line skipped`);
      }
      continue;
    }
    // Rows 2 and 3: mean / low mean / high mean, then the std devs; the name may wrap onto them.
    const three = trailingTimes(tokens, 3);
    if (!three) {
      // Text printed by the benchmark itself lands between the rows; it is not the result.
      warnings.push(
        'line-skipped',
        `${file}:${i + 1}: expected the ${pending.rows === 1 ? 'mean' : 'std dev'} row of '${pending.name}' (three time values); line ignored`,
        pending.name,
      );
      continue;
    }
    if (three.prefix.length) pending.name += ` ${three.prefix.join(' ')}`;
    if (pending.rows === 1) pending.mean = three.seconds[0];
    pending.rows++;
  }
  flush();
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : '';
    throw new ParseError(`no Catch2 benchmark results found (no "benchmark name  samples  iterations" table with rows)${why}`, file);
  }
  return { format: 'catch2', series: collector.series(), context, warnings: warnings.toArray() };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : XML_ENTITIES[e.toLowerCase()],
  );
}

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out.set(m[1], decodeXml(m[2]));
  return out;
}

/** Index of the `>` closing the tag opened at `lt` (a `>` inside a quoted attribute value does not count), or -1. */
function tagEnd(text: string, lt: number): number {
  let quote = '';
  for (let i = lt + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return -1;
}

/** Walks the tags with indexOf (linear even on hostile input) and reads BenchmarkResults/mean. */
function parseXml(text: string, file: string): ParseResult {
  const collector = new SeriesCollector();
  const warnings = new WarningList();
  const context: Record<string, string> = {};
  const scopes: Array<{ tag: string; name?: string }> = [];
  let bench: { name: string; line: number; mean?: number } | undefined;
  const lines = new LineCounter(text);
  let pos = 0;
  for (;;) {
    const lt = text.indexOf('<', pos);
    if (lt === -1) break;
    const gt = tagEnd(text, lt);
    if (gt === -1) {
      warnings.push('truncated', `${file}:${lines.at(lt)}: unterminated XML tag — the output looks cut off`);
      break;
    }
    pos = gt + 1;
    const raw = text.slice(lt + 1, gt);
    if (raw.startsWith('?') || raw.startsWith('!')) continue;
    const closing = raw.startsWith('/');
    const selfClosing = raw.endsWith('/');
    const tag = /^\/?([\w:-]+)/.exec(raw)?.[1];
    if (!tag) continue;
    if (closing) {
      if (tag === 'BenchmarkResults' && bench) {
        if (bench.mean === undefined)
          warnings.push('line-skipped', `${file}:${bench.line}: benchmark '${bench.name}' has no <mean value=…>; skipped`, bench.name);
        else collector.add(bench.name, groupOf(scopes), 'time', 's', 'lower', bench.mean);
        bench = undefined;
      }
      const at = scopes.map((s) => s.tag).lastIndexOf(tag);
      if (at !== -1) scopes.length = at;
      continue;
    }
    const attrs = attributes(raw);
    if ((tag === 'Catch' || tag === 'Catch2TestRun') && attrs.has('name')) context.executable = attrs.get('name')!;
    if (tag === 'Catch2TestRun' && attrs.has('catch2-version')) context.catch2 = attrs.get('catch2-version')!;
    if (tag === 'BenchmarkResults') {
      bench = { name: attrs.get('name') ?? '', line: lines.at(lt) };
      if (!bench.name) warnings.push('line-skipped', `${file}:${bench.line}: <BenchmarkResults> without a name`);
      if (selfClosing) bench = undefined;
      continue;
    }
    if (tag === 'mean' && bench) {
      const v = parseNumber(attrs.get('value') ?? '');
      // Catch2's XML reporter writes every value in nanoseconds.
      if (Number.isNaN(v)) warnings.push('line-skipped', `${file}:${lines.at(lt)}: <mean> of '${bench.name}' has no numeric value`, bench.name);
      else bench.mean = v * 1e-9;
      continue;
    }
    if (!selfClosing && (tag === 'TestCase' || tag === 'Section' || tag === 'Group' || tag === 'Catch' || tag === 'Catch2TestRun')) {
      scopes.push({ tag, name: attrs.get('name') });
    }
  }
  if (bench)
    warnings.push(
      'truncated',
      `${file}:${bench.line}: benchmark '${bench.name}' (<BenchmarkResults>) is never closed — the output looks cut off; skipped`,
      bench.name,
    );
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : '';
    throw new ParseError(`no Catch2 <BenchmarkResults> with a <mean> found${why}`, file);
  }
  return { format: 'catch2', series: collector.series(), context, warnings: warnings.toArray() };
}

/** Test case and sections, like the console's header block (`Vectors / push back`). */
function groupOf(scopes: Array<{ tag: string; name?: string }>): string | undefined {
  const names = scopes.filter((s) => (s.tag === 'TestCase' || s.tag === 'Section') && s.name).map((s) => s.name!);
  return names.length ? names.join(' / ') : undefined;
}

function shapeOf(text: string): 'xml' | 'console' | undefined {
  const h = head(text);
  if (/<BenchmarkResults\s/.test(h) && /<(Catch|Catch2TestRun)\b/.test(h)) return 'xml';
  if (/^benchmark name\s+samples\s+iterations\s+(estimated|est run time)/m.test(h)) return 'console';
  if (/<BenchmarkResults\s/.test(h)) return 'xml';
  return undefined;
}

export const catch2: Format = {
  id: 'catch2',
  description: 'Catch2 benchmarks: console table or -r xml (summary: one sample, the mean, per run)',
  detect(input: FormatInput) {
    if (input.kind !== 'text') return 0;
    const shape = shapeOf(stripAnsi(head(input.text)));
    return shape ? 0.95 : 0;
  },
  parse(input: FormatInput) {
    if (input.kind !== 'text') throw new ParseError('Catch2 output is a file; got a directory', input.dir);
    const text = stripAnsi(input.text);
    const shape = shapeOf(text);
    if (shape === 'xml') return parseXml(text, input.file);
    if (shape === 'console') return parseConsole(text, input.file);
    throw new ParseError('not Catch2 benchmark output: expected the "benchmark name  samples  iterations" table or -r xml with <BenchmarkResults>', input.file);
  },
  derived: [],
};
