// The CLI's table, read like benchstat's: one block per metric, aligned columns (name, verdict,
// Δ with its CI, base median ± %, head median ± %, p, n), `~` for no significant change, and a
// verdict line. Every line is safe for a CI log: no control character, no workflow command.
import { attributionTerminal } from '../instructions/attribution/terminal.js';
import type { Comparison, Report } from '../model.js';
import { displayName, displayWidth, TERMINAL_NAME_CHARS } from './display-name.js';
import { escapeTerminal, safeLogText } from './escape.js';
import { headline } from './headline.js';
import { gatedMetricList } from '../stats/gated.js';
import { nameList, reportWarningGroups, rowWarningGroups, type WarningGroup } from './warning-groups.js';
import { adjustedPAgainstLevel, anyMarked, decisionNotes, intervalLabel, shownInterval } from './decision-text.js';
import { acceptedByText, ignoredText, inconclusiveText, insufficientText, minorText, verdictNotes, withinText } from './verdict-text.js';
import { formatDelta, formatGeomean, formatSide, formatP, formatRatioCI, formatValue } from './format-units.js';
import { rowIsConstant } from '../stats/family.js';
import { instructionsUnitLabel } from '../instructions/command-benchmark.js';

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

function verdictText(c: Comparison, report: Pick<Report, 'settings' | 'run' | 'rounds'>): string {
  switch (c.verdict) {
    case 'regression':
      return c.gated ? 'REGRESSION' : 'regression (not gated)';
    case 'accepted':
      return 'accepted (label)';
    case 'improvement':
      return 'improvement';
    case 'minor':
      return minorText(c, report);
    case 'unchanged':
      return withinText(c, report);
    case 'inconclusive':
      return inconclusiveText(c, report);
    case 'insufficient':
      return insufficientText(c, report);
    case 'added':
      return 'added (head only)';
    case 'removed':
      return 'removed (base only)';
    case 'ignored':
      return ignoredText(c);
  }
}

function colorOf(c: Comparison): number | undefined {
  if (c.verdict === 'regression') return c.gated ? 31 : 33;
  if (c.verdict === 'accepted') return 33;
  if (c.verdict === 'improvement') return 32;
  if (c.verdict === 'insufficient') return 33;
  if (c.verdict === 'unchanged') return 2;
  return undefined;
}

/** A name for the table: shortened when long (the JSON has it whole), control characters shown as escapes. */
function name(c: Comparison, showGroup: boolean): string {
  const benchmark = displayName(c.benchmark, TERMINAL_NAME_CHARS);
  return escapeTerminal(showGroup && c.group ? `${displayName(c.group, TERMINAL_NAME_CHARS)} ${benchmark}` : benchmark);
}

/** Δ with the interval the row rests on: at its decision level (its confidence said) or the 95% CI. */
function deltaCell(c: Comparison): string {
  if (c.verdict === 'unchanged') return '~';
  const shown = shownInterval(c);
  const ci = formatRatioCI(shown.ci, intervalLabel(shown));
  return `${formatDelta(c.deltaPct)}${ci ? ` ${ci}` : ''}`;
}

const UNIT_NOUNS: Record<Comparison['unitOfAnalysis'], [string, string]> = {
  run: ['run', 'runs'],
  process: ['process', 'processes'],
  sample: ['sample', 'samples'],
};

/**
 * What the test ran on: `n=20 runs × 3` (units a side, samples per unit), `n=20+19 runs`,
 * `n=18 pairs × 3` for the paired test; samples per unit only when every unit had the same number.
 */
function unitsCell(c: Comparison): string {
  const [one, many] = UNIT_NOUNS[c.unitOfAnalysis];
  const b = c.base.units;
  const h = c.head.units;
  const paired = c.test === 'paired' && c.paired !== null;
  const count = paired ? `${c.paired!.pairs} ${c.paired!.pairs === 1 ? 'pair' : 'pairs'}` : b === h ? `${b} ${b === 1 ? one : many}` : `${b}+${h} ${many}`;
  const each = samplesPerUnit(c.base);
  return c.unitOfAnalysis !== 'sample' && each === samplesPerUnit(c.head) && Number.isInteger(each) && each > 1 ? `n=${count} × ${each}` : `n=${count}`;
}

/** Samples per unit value of one side (NaN without units). */
function samplesPerUnit(s: Comparison['base']): number {
  return s.units > 0 ? s.n / s.units : NaN;
}

interface CellContext {
  report: Pick<Report, 'settings' | 'run' | 'rounds'>;
  showGroup: boolean;
  alpha: number;
}

/** The verdict with what the statistics add to it (worse in r/R rounds, the other test's p). */
function verdictCell(c: Comparison, ctx: CellContext): string {
  const notes = [verdictNotes(c, ctx.alpha), ...decisionNotes(c)].filter((n) => n !== '').join(' · ');
  const text = verdictText(c, ctx.report);
  return notes ? `${text} (${notes})`.trim() : text;
}

const DELTA_HEADER = 'vs base (95% CI)';

/**
 * The table, column by column in display order: to add a column, add an entry here (its header,
 * how a row fills it, and whether it lines up left, as words do, or right, as numbers do).
 * Verdict and Δ come right after the name, as in the PR comment.
 */
const COLUMNS: readonly { header: string; align: 'left' | 'right'; cell: (c: Comparison, ctx: CellContext) => string }[] = [
  { header: '', align: 'left', cell: (c, ctx) => name(c, ctx.showGroup) },
  { header: '', align: 'left', cell: (c, ctx) => verdictCell(c, ctx) },
  { header: DELTA_HEADER, align: 'right', cell: (c) => deltaCell(c) },
  { header: 'base', align: 'right', cell: (c) => formatSide(c, 'base') },
  { header: 'head', align: 'right', cell: (c) => formatSide(c, 'head') },
  { header: 'p (adj.)', align: 'left', cell: (c, ctx) => (c.p === null ? '' : `p=${adjustedPAgainstLevel(c, ctx.report) || formatP(c.pAdjusted)}`) },
  { header: 'n', align: 'left', cell: (c) => unitsCell(c) },
];

/** Runs of spaces for padding, each built once: a table pads tens of thousands of cells to a few dozen widths. */
const SPACE_RUNS: string[] = [''];

function spaces(count: number): string {
  while (SPACE_RUNS.length <= count) SPACE_RUNS.push(' '.repeat(SPACE_RUNS.length));
  return SPACE_RUNS[Math.max(0, count)];
}

function metricBlock(metric: string, rows: Comparison[], ctx: CellContext, paint: Paint): string[] {
  const unit = rows[0].unit;
  const better = rows[0].better === 'lower' ? 'lower is better' : 'higher is better';
  // Instructions: per operation (go, google-benchmark) or per run (the whole command), not a bare count.
  const label = unit === 'instr' ? instructionsUnitLabel(rows.map((c) => c.benchmark)) : (UNIT_LABEL[unit] ?? unit);
  const title = `${escapeTerminal(metric)} (${escapeTerminal(label)}, ${better})`;
  const marked = anyMarked(rows);
  const table = [
    COLUMNS.map((col) => (col.header === DELTA_HEADER && marked ? 'vs base (CI)' : col.header)),
    ...rows.map((c) => COLUMNS.map((col) => col.cell(c, ctx))),
  ];
  // Each cell's width once: the widest per column, then the padding, both need it.
  const cellWidths = table.map((r) => r.map(displayWidth));
  const widths = COLUMNS.map((_, col) => cellWidths.reduce((max, r) => Math.max(max, r[col]), 0));
  // Two spaces between columns; a column nobody filled (no verdict in a block of unchanged rows)
  // takes no room. The last column (n, never empty) ends the line: it is not padded.
  const last = widths.length - 1;
  const line = (r: string[], i: number) => {
    let text = '';
    let started = false;
    for (let col = 0; col <= last; col++) {
      if (widths[col] === 0) continue;
      if (started) text += '  ';
      started = true;
      if (col === last && COLUMNS[col].align === 'left') text += r[col];
      else {
        const pad = spaces(widths[col] - cellWidths[i][col]);
        text += COLUMNS[col].align === 'left' ? r[col] + pad : pad + r[col];
      }
    }
    return text;
  };
  const out = [paint(1, title), line(table[0], 0)];
  rows.forEach((c, i) => {
    const text = line(table[i + 1], i + 1);
    const code = colorOf(c);
    out.push(code === undefined ? text : paint(code, text));
  });
  return out;
}

/**
 * A row that says nothing a number could: unchanged, every value of both sides the same (Go's
 * `0 B/op` of a benchmark that never allocates). The tables fold such rows into one line.
 */
function isConstantRow(c: Comparison): boolean {
  return c.verdict === 'unchanged' && rowIsConstant(c) && !c.derived?.length && c.base.median === c.head.median;
}

/** The one value of constant rows, `0` or `64 B`; undefined when the rows differ. */
function constantValue(rows: readonly Comparison[]): string | undefined {
  const median = rows[0].base.median;
  if (!rows.every((c) => c.base.median === median && c.unit === rows[0].unit)) return undefined;
  return median === 0 ? '0' : formatValue(median, rows[0].unit);
}

/** `0 on both sides for all 6`, `64 B on both sides for the other 7`: what a metric's constant rows fold into. */
function constantText(constant: readonly Comparison[], all: boolean): string {
  const value = constantValue(constant);
  return `${value !== undefined ? `${escapeTerminal(value)} on both sides` : 'constant and equal on both sides'} for ${all ? 'all' : 'the other'} ${constant.length}`;
}

function summaryLine(report: Report, paint: Paint): string {
  const s = report.summary;
  const geomean = s.geomean === null ? '' : ` · geomean ${formatGeomean(s.geomean)}`;
  const h = headline(report);
  const counts = h.counts;
  const gate = escapeTerminal(gatedMetricList(report.settings).join(', '));
  if (h.kind === 'fail') {
    const what = h.regressions > 0 ? `${h.regressions} significant ${h.regressions === 1 ? 'regression' : 'regressions'} on gated metrics (${gate})` : h.status;
    return paint(31, `FAIL: ${what}`) + ` · ${counts}${geomean}`;
  }
  if (h.kind === 'undecided') {
    // A pass, not an all-clear: a gated row the data could not decide may be a regression.
    return paint(33, `ok, undecided: ${h.status} on gated metrics (${gate}): not an all-clear, ${h.more} would decide them`) + ` · ${counts}${geomean}`;
  }
  const accepted = report.acceptance ? ` with the label "${report.acceptance.label}", ${acceptedByText(report.acceptance)}` : '';
  const ok = s.accepted > 0 ? `ok: gated regressions accepted${escapeTerminal(accepted)}` : 'ok: no significant regression on gated metrics';
  return paint(32, ok) + ` · ${counts}${geomean}`;
}

/** The terminal report; plain text unless `color` is set. */
export function renderTerminal(report: Report, options: TerminalOptions = {}): string {
  const paint: Paint = options.color ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;
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
  const ctx = { report, showGroup, alpha: report.settings.alpha };
  // Metrics whose every row is constant: one line per value, naming the metrics (`alloc-bytes, allocs: 0 on both sides for all 6`).
  const allConstant = new Map<string, string[]>();
  for (const rows of byMetric.values()) {
    const constant = rows.filter(isConstantRow);
    const folded = constant.length >= 2;
    if (folded && constant.length === rows.length) {
      const text = constantText(constant, true);
      allConstant.set(text, [...(allConstant.get(text) ?? []), escapeTerminal(rows[0].metric)]);
      continue;
    }
    const shown = folded ? rows.filter((c) => !isConstantRow(c)) : rows;
    for (const line of metricBlock(rows[0].metric, shown, ctx, paint)) lines.push(line); // no push(...rows): 10⁵ rows overflow the stack
    if (folded) lines.push(paint(2, constantText(constant, false)));
    lines.push('');
  }
  for (const [text, metrics] of allConstant) lines.push(paint(2, `${metrics.join(', ')}: ${text}`), '');
  // measure: instructions — where a changed row's instructions went.
  for (const line of attributionTerminal(report.comparisons, showGroup)) lines.push(line);
  // The same warning on many rows is one line naming them.
  const names = (g: WarningGroup) => nameList(g.names, (n) => displayName(n, TERMINAL_NAME_CHARS));
  const warnings = [
    ...reportWarningGroups(report).map((g) => (g.names.length > 1 ? `${g.message} — ${names(g)}` : g.message)),
    ...rowWarningGroups(report).map((g) => `${names(g)} (${g.metric ?? ''}): ${g.message}`),
  ];
  for (const w of warnings.slice(0, 20)) lines.push(paint(33, `warning: ${escapeTerminal(w)}`));
  if (warnings.length > 20) lines.push(paint(33, `warning: … and ${warnings.length - 20} more (see --json)`));
  if (warnings.length) lines.push('');
  if (anyMarked(report.comparisons)) {
    lines.push(
      'CI: a marked interval is at the level its row was decided at (after the looks and the family), so it excludes 0 exactly when ' +
        'the row is significant; unmarked intervals are 95%.',
      '',
    );
  }
  lines.push(summaryLine(report, paint));
  // A name or metric that starts with `::` starts a line: never a workflow command in a CI log.
  return safeLogText(lines.join('\n') + '\n');
}
