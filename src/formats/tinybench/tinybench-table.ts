// tinybench's summary table as printed by `console.table(bench.table())` (node's box drawing).
// v2 columns: Task Name | ops/sec | Average Time (ns) | Margin | Samples;
// v3+ columns: Task name | Latency avg (ns) | Latency med (ns) | Throughput avg (ops/s) | … | Samples.
// A table is a summary: one sample per run (the median latency when there is one, else the mean).
import { ParseError, parseWarning, type ParseWarning, type Series } from '../../model.js';
import { splitLines, stripAnsi } from '../text.js';
import { parseNumber, timeFactor } from '../units.js';

const BAR = '│';

function cells(line: string): string[] | undefined {
  const trimmed = line.trim();
  if (!trimmed.startsWith(BAR)) return undefined;
  const parts = trimmed.split(BAR).map((c) => c.trim());
  // Leading and trailing bars leave empty ends; a row cut short has no trailing bar.
  return parts.slice(1, trimmed.endsWith(BAR) && trimmed.length > 1 ? -1 : undefined);
}

function isHeader(row: string[]): boolean {
  return row.some((c) => /^task name$/i.test(c)) && row.some((c) => /^(latency (avg|average|med|median) \(\S+\)|average time \(\S+\)|ops\/sec)$/i.test(c));
}

/** Whether the text holds a tinybench console table (cheap: a header row is enough). */
export function hasTinybenchTable(text: string): boolean {
  if (!text.includes('Task')) return false;
  return splitLines(stripAnsi(text)).lines.some((line) => {
    if (line.length > 2000) return false;
    const row = cells(line);
    return row !== undefined && isHeader(row);
  });
}

/** node's util.inspect quoting of a string cell: 'x', "it's", `both '"`. */
function unquote(cell: string): string {
  const q = cell[0];
  if ((q === "'" || q === '"' || q === '`') && cell.length >= 2 && cell.endsWith(q)) {
    return cell.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);
  }
  return cell;
}

interface Columns {
  name: number;
  value: number;
  metric: 'time' | 'rate';
  factor: number;
}

function columns(header: string[], file: string, line: number): Columns {
  const name = header.findIndex((c) => /^task name$/i.test(c));
  const find = (re: RegExp) => header.findIndex((c) => re.test(c));
  // The median resists the GC pauses that inflate a mean of thousands of iterations.
  for (const re of [/^latency (med|median) \((\S+)\)$/i, /^latency (avg|average) \((\S+)\)$/i, /^average time \((\S+)\)$/i]) {
    const at = find(re);
    if (at >= 0) {
      const unit = re.exec(header[at])!.at(-1)!;
      const factor = timeFactor(unit);
      if (factor === undefined) throw new ParseError(`unknown time unit "${unit}" in column "${header[at]}"`, file, line);
      return { name, value: at, metric: 'time', factor };
    }
  }
  return { name, value: find(/^ops\/sec$/i), metric: 'rate', factor: 1 };
}

/** Series from every tinybench table in the text (several tables: several samples per task). */
export function parseTinybenchTable(text: string, file: string, warnings: ParseWarning[]): Series[] {
  const { lines } = splitLines(stripAnsi(text));
  const byName = new Map<string, Series>();
  let current: { columns: Columns; width: number; names: Set<string> } | undefined;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const trimmed = line.trim();
    if (/^[┌├└]/.test(trimmed)) return; // borders
    const row = line.length > 100_000 ? undefined : cells(line);
    if (!row) {
      current = undefined; // anything else ends a table
      return;
    }
    if (isHeader(row)) {
      current = { columns: columns(row, file, lineNo), width: row.length, names: new Set() };
      return;
    }
    if (!current) return;
    if (row.length !== current.width) {
      throw new ParseError(`a table row with ${row.length} cells under a header of ${current.width}: was the output cut off?`, file, lineNo);
    }
    const { columns: col } = current;
    const name = unquote(row[col.name]);
    const cell = unquote(row[col.value]);
    const value = parseNumber(cell.split('±')[0].trim());
    if (!Number.isFinite(value)) throw new ParseError(`cannot read ${JSON.stringify(cell)} as a number for task ${JSON.stringify(name)}`, file, lineNo);
    if (current.names.has(name)) throw new ParseError(`task ${JSON.stringify(name)} appears twice in one table`, file, lineNo);
    current.names.add(name);
    const existing = byName.get(name);
    if (existing) {
      existing.runs[0].samples.push(value * col.factor);
      warnings.push(
        parseWarning('duplicate-name', `${file}:${lineNo}: ${JSON.stringify(name)} appears in another table: taken as another sample of the same task`, name),
      );
    } else {
      byName.set(
        name,
        col.metric === 'time'
          ? { benchmark: name, metric: 'time', unit: 's', better: 'lower', runs: [{ samples: [value * col.factor] }] }
          : { benchmark: name, metric: 'rate', unit: 'ops/s', better: 'higher', runs: [{ samples: [value] }] },
      );
    }
  });
  if (byName.size === 0) throw new ParseError('a tinybench table without rows (expected console.table(bench.table()) output)', file, Math.max(1, lines.length));
  return [...byName.values()];
}
