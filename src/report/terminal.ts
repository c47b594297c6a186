// The CLI's table, read like benchstat's: one block per metric, aligned columns (name, base
// median ± %, head median ± %, Δ, p, n), `~` for no significant change, and a verdict line.
import type { Comparison, Report } from '../model.js';
import { escapeTerminal } from './escape.js';
import { formatDelta, formatGeomean, formatMedian, formatP, formatSignificant } from './format-units.js';

export interface TerminalOptions {
  color?: boolean;
}

/** Colour only on a terminal, never with NO_COLOR set (no-color.org); FORCE_COLOR forces it. */
export function shouldUseColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

type Paint = (code: number, text: string) => string;

const UNIT_LABEL: Record<string, string> = { s: 'sec/op', B: 'B/op', 'B/s': 'B/s', 'ops/s': 'ops/s', allocs: 'allocs/op' };

function verdictText(c: Comparison, threshold: string): string {
  switch (c.verdict) {
    case 'regression':
      return c.gated ? 'REGRESSION' : 'regression (not gated)';
    case 'improvement':
      return 'improvement';
    case 'minor':
      return `minor (< ${threshold})`;
    case 'unchanged':
      return '';
    case 'insufficient':
      return c.samplesNeeded !== undefined ? `insufficient: needs ≥ ${c.samplesNeeded} samples per side` : 'insufficient samples';
    case 'added':
      return 'added (head only)';
    case 'removed':
      return 'removed (base only)';
  }
}

function colorOf(c: Comparison): number | undefined {
  if (c.verdict === 'regression') return c.gated ? 31 : 33;
  if (c.verdict === 'improvement') return 32;
  if (c.verdict === 'insufficient') return 33;
  if (c.verdict === 'unchanged') return 2;
  return undefined;
}

const HIGH_SURROGATE = /[\ud800-\udbff]/;

// Display width: code points, not UTF-16 units (µ, ±, … are one column each).
const width = (s: string): number => {
  if (!HIGH_SURROGATE.test(s)) return s.length; // the usual cell: one native scan, no loop
  let n = s.length;
  for (let i = 0; i < s.length; i++) if ((s.charCodeAt(i) & 0xfc00) === 0xd800) n--; // a surrogate pair is one column
  return n;
};

function name(c: Comparison, showGroup: boolean): string {
  return escapeTerminal(showGroup && c.group ? `${c.group} ${c.benchmark}` : c.benchmark);
}

function cells(c: Comparison, threshold: string, showGroup: boolean): string[] {
  const side = (s: Comparison['base']) => (s.n > 0 ? formatMedian(s.median, s.ci, c.unit) : '—');
  const delta = c.verdict === 'unchanged' ? '~' : formatDelta(c.deltaPct);
  const p = c.p === null ? '' : `p=${formatP(c.pAdjusted)}`;
  const n = `n=${c.base.kept}+${c.head.kept}`;
  return [name(c, showGroup), side(c.base), side(c.head), delta, p, n, verdictText(c, threshold)];
}

function metricBlock(metric: string, rows: Comparison[], threshold: string, showGroup: boolean, paint: Paint): string[] {
  const unit = rows[0]!.unit;
  const better = rows[0]!.better === 'lower' ? 'lower is better' : 'higher is better';
  const title = `${escapeTerminal(metric)} (${escapeTerminal(UNIT_LABEL[unit] ?? unit)}, ${better})`;
  const table = [['', 'base', 'head', 'vs base', 'p (adj.)', 'n', ''], ...rows.map((c) => cells(c, threshold, showGroup))];
  // Each cell's width once: the widest per column, then the padding, both need it.
  const cellWidths = table.map((r) => r.map(width));
  const widths = table[0]!.map((_, col) => cellWidths.reduce((max, r) => Math.max(max, r[col]!), -Infinity));
  // Name and the last two columns left-aligned, numbers right-aligned; two spaces between.
  const line = (r: string[], i: number) => {
    let text = '';
    for (let col = 0; col < r.length; col++) {
      const pad = ' '.repeat(Math.max(0, widths[col]! - cellWidths[i]![col]!));
      if (col > 0) text += '  ';
      text += col === 0 || col >= 5 ? r[col]! + pad : pad + r[col]!;
    }
    return text.trimEnd();
  };
  const out = [paint(1, title), line(table[0]!, 0)];
  rows.forEach((c, i) => {
    const text = line(table[i + 1]!, i + 1);
    const code = colorOf(c);
    out.push(code === undefined ? text : paint(code, text));
  });
  return out;
}

function summaryLine(report: Report, paint: Paint): string {
  const s = report.summary;
  const counts = (['regression', 'improvement', 'minor', 'unchanged', 'insufficient', 'added', 'removed'] as const)
    .filter((v) => s[v] > 0)
    .map((v) => `${s[v]} ${v}${s[v] > 1 && (v === 'regression' || v === 'improvement') ? 's' : ''}`)
    .join(', ');
  const geomean = s.geomean === null ? '' : ` · geomean ${formatGeomean(s.geomean)}`;
  if (report.verdict === 'fail') {
    const gated = report.comparisons.filter((c) => c.verdict === 'regression' && c.gated).length;
    return paint(31, `FAIL: ${gated} significant ${gated === 1 ? 'regression' : 'regressions'} on gated metrics (${report.settings.gate.join(', ')})`) + ` · ${counts}${geomean}`;
  }
  return paint(32, 'ok: no significant regression on gated metrics') + ` · ${counts || 'no benchmarks compared'}${geomean}`;
}

/** The terminal report; plain text unless `color` is set. */
export function renderTerminal(report: Report, options: TerminalOptions = {}): string {
  const paint: Paint = options.color ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;
  const threshold = `${formatSignificant(report.settings.threshold * 100)}%`;
  const lines: string[] = [];
  const baseTool = report.machine.base.tool ?? {};
  const headTool = report.machine.head.tool ?? {};
  for (const key of [...new Set([...Object.keys(baseTool), ...Object.keys(headTool)])].sort()) {
    const [b, h] = [baseTool[key], headTool[key]];
    const value = b !== undefined && h !== undefined && b !== h ? `${b} (base) / ${h} (head)` : (b ?? `${h} (head only)`);
    lines.push(`${escapeTerminal(key)}: ${escapeTerminal(value)}`);
  }
  if (lines.length) lines.push('');
  const byMetric = new Map<string, Comparison[]>();
  for (const c of report.comparisons) {
    const key = `${c.metric}\u0000${c.unit}`;
    const rows = byMetric.get(key);
    if (rows) rows.push(c);
    else byMetric.set(key, [c]);
  }
  // One group (one Go package) is already named by the context lines: prefix names only when several.
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  for (const rows of byMetric.values()) for (const line of [...metricBlock(rows[0]!.metric, rows, threshold, showGroup, paint), '']) lines.push(line); // no push(...rows): 10⁵ rows overflow the stack
  const warnings = [...report.warnings, ...report.comparisons.flatMap((c) => c.warnings.map((w) => `${c.benchmark} (${c.metric}): ${w}`))];
  for (const w of warnings.slice(0, 20)) lines.push(paint(33, `warning: ${escapeTerminal(w)}`));
  if (warnings.length > 20) lines.push(paint(33, `warning: … and ${warnings.length - 20} more (see --json)`));
  if (warnings.length) lines.push('');
  lines.push(summaryLine(report, paint));
  return lines.join('\n') + '\n';
}
