// The PR comment / job summary (docs/comment.md): the verdict in
// the header, only the changed rows in the table (verdict and Δ right after the name, so a phone
// shows them without scrolling) and a chart of them, everything else one click away, and a body that fits GitHub's
// limits (65,536 characters for a comment, 1 MiB of UTF-8 for a job summary) without ever
// dropping a regression first.
import { CHANGED_VERDICTS, type Acceptance, type Comparison, type MachineInfo, type Report, type RuleInfo, type RulesInfo, type Verdict } from '../model.js';
import { renderChart } from './chart.js';
import { countsText, headline } from './headline.js';
import { displayName, MARKDOWN_NAME_CHARS } from './display-name.js';
import { codeSpan, escapeText, escapeTextWithCode, wrappingCode, wrappingText } from './escape.js';
import { rowIsConstant } from '../stats/family.js';
import { gatedMetricList } from '../stats/gated.js';
import { attributionSection, COMMENT_FUNCTIONS } from '../instructions/attribution/markdown.js';
import { UNIT_NOUN } from '../stats/units.js';
import { nameList, reportWarningGroups, rowWarningGroups, type WarningGroup } from './warning-groups.js';
import { adjustedPAgainstLevel, anyMarked, decisionNotes, intervalLabel, shownInterval } from './decision-text.js';
import {
  acceptedByText,
  ignoredText,
  inconclusiveText,
  insufficientText,
  minorText,
  thresholdPct,
  unchangedText,
  unitsNeededText,
  verdictNotes,
} from './verdict-text.js';
import { formatBytes, formatDelta, formatGeomean, formatSide, formatP, formatRatioCI, formatSignificant, plural } from './format-units.js';

export const GITHUB_COMMENT_LIMIT = 65_536;
/** GitHub refuses a step's job summary over 1 MiB, counted in bytes. */
export const GITHUB_SUMMARY_LIMIT_BYTES = 1024 * 1024;
/** What renderJobSummary fills at most: the limit less room for the newline core.summary adds and a short note. */
export const JOB_SUMMARY_MAX_BYTES = GITHUB_SUMMARY_LIMIT_BYTES - 8 * 1024;

export interface MarkdownOptions {
  /** Sticky-comment key: the body starts with `<!-- benchgate:KEY -->`. */
  key?: string;
  /** Hard limit on the body's length (UTF-16 code units, which is ≥ GitHub's character count). */
  maxLength?: number;
  /** Hard limit on the body's size in UTF-8 bytes (the job summary's unit); when given, maxLength applies only if also given. */
  maxBytes?: number;
  /** Where the untruncated report lives, named in the truncation note; `…` marks code (a path, an output name). */
  fullReportHint?: string;
  /** At most this many warnings are listed; the rest are counted. */
  maxWarnings?: number;
  /** The Mermaid chart of the changed rows under the table (default true); left out first when space is short. */
  chart?: boolean;
  /**
   * Lines from main's history (history/render/comment-section.ts) under the chart: each changed row's
   * line and the collapsed trend. Left out with the chart when space is short.
   */
  history?: string[];
  /** measure: instructions — functions listed per changed row under the table (default COMMENT_FUNCTIONS; the job summary all). */
  attributionFunctions?: number;
}

const CHANGED = CHANGED_VERDICTS;
const DETAIL_ORDER: readonly Verdict[] = ['insufficient', 'unchanged', 'added', 'removed', 'ignored'];

/** The marker the sticky comment is found by. */
export function commentMarker(key = 'default'): string {
  // Validated by parseCommentKey (src/settings.ts); sanitised again so no key can close the comment early.
  return `<!-- benchgate:${key.replace(/[^\w.-]/g, '-')} -->`;
}

const shortSha = (sha: string | undefined): string | undefined => (sha ? sha.slice(0, 7) : undefined);

interface RegressionCut {
  /** How many of them the body shows. */
  shown: number;
  /** Where all of them are (`…` marks code). */
  hint: string;
}

/** `600 regressions, 223 shown — the full report is in … · 3 unchanged`: the counts, saying how many regression and accepted rows the body shows. */
function cutCounts(summary: Report['summary'], cut: RegressionCut): string {
  const cutRows = [
    ...(summary.regression ? [plural(summary.regression, 'regression')] : []),
    ...(summary.accepted ? [plural(summary.accepted, 'accepted regression')] : []),
  ];
  const shown = `${cutRows.join(', ')}, ${cut.shown} ${cutRows.length > 1 ? 'of them ' : ''}shown — ${escapeTextWithCode(cut.hint)}`;
  const rest = countsText({ ...summary, regression: 0, accepted: 0 });
  return rest === 'no benchmarks compared' ? shown : `${shown} · ${rest}`;
}

/**
 * The header line. With `cut` (regressions themselves were cut for size) it says how many of them
 * the body shows and where all of them are: a reader who stops at the header must not take the
 * table for the whole list.
 */
function header(report: Report, cut?: RegressionCut): string {
  const ungatedRegressions = report.comparisons.filter((c) => c.verdict === 'regression' && !c.gated).length;
  const h = headline(report);
  // Undecided gated rows lead: the counts below them do not say which rows gate.
  let text = `### ${h.mark} benchgate: ${h.kind === 'undecided' ? `${h.status} · ` : ''}${cut ? cutCounts(report.summary, cut) : h.counts}`;
  if (report.verdict === 'pass' && ungatedRegressions > 0) {
    // Beside accepted regressions, say which regressions the note is about.
    const which = report.summary.accepted > 0 ? `${plural(ungatedRegressions, 'regression')} ` : '';
    text += ` (${which}only in metrics that do not gate the check; gated: ${report.settings.gate.map(escapeText).join(', ') || 'none'})`;
  }
  const base = shortSha(report.run?.base.sha);
  const head = shortSha(report.run?.head.sha);
  if (base || head) text += ` · base ${codeSpan(base ?? '?')} → head ${codeSpan(head ?? '?')}`;
  return text;
}

/**
 * The audit trail under the header: the label, who added it and when. The login is shown as text
 * (`@` broken by escapeText, so it never notifies), the label as code: neither can break the body.
 */
export function acceptanceLine(acceptance: Acceptance, accepted: number): string {
  const what = accepted === 1 ? 'Regression accepted' : 'Regressions accepted';
  return `> 🟡 ${what} with the label ${codeSpan(acceptance.label)}, ${escapeText(acceptedByText(acceptance))}.`;
}

/**
 * A name as the tables and lists show it: code that wraps on a narrow screen instead of widening
 * the table, shortened when very long (the JSON has it whole).
 */
const nameCode = (name: string): string => wrappingCode(displayName(name, MARKDOWN_NAME_CHARS));

/**
 * The name, then its metric when the table holds several (a phone shows the first columns only, and
 * `BenchmarkEncode` +3% of time and of B/op must not read alike), then its group when there are several.
 */
function benchmarkCell(c: Comparison, ctx: RowContext): string {
  const metric = ctx.showMetric ? ` · ${escapeText(c.metric)}` : '';
  const group = ctx.showGroup && c.group ? ` <sub>${wrappingText(displayName(c.group, MARKDOWN_NAME_CHARS))}</sub>` : '';
  return `${nameCode(c.benchmark)}${metric}${group}`;
}

/** Raw p, then the adjusted p against the level it was decided at: `0.009 (0.027 > 0.017 per look)`. */
function pCell(c: Comparison, report: Report): string {
  if (c.p === null) return '—';
  return `${formatP(c.p)} (${adjustedPAgainstLevel(c, report) || formatP(c.pAdjusted)})`;
}

/** Δ with the interval the row rests on: at its decision level (its confidence said) or the 95% CI. */
function deltaCell(c: Comparison): string {
  if (c.deltaPct === null) return '—';
  const delta = formatDelta(c.deltaPct);
  const strong = c.verdict === 'regression' || c.verdict === 'accepted' || c.verdict === 'improvement';
  const shown = shownInterval(c);
  const ci = formatRatioCI(shown.ci, intervalLabel(shown));
  return `${strong ? `**${delta}**` : delta}${ci ? ` ${ci}` : ''}`;
}

function verdictCell(c: Comparison, report: Report): string {
  const notes = [verdictNotes(c, report.settings.alpha), ...decisionNotes(c)].filter((n) => n !== '').join(' · ');
  return notes ? `${verdictMark(c, report)} · ${escapeText(notes)}` : verdictMark(c, report);
}

function verdictMark(c: Comparison, report: Report): string {
  switch (c.verdict) {
    case 'regression':
      return c.gated ? '🔴 regression' : '🟠 regression (not gated)';
    case 'accepted':
      return '🟡 accepted';
    case 'improvement':
      return '🟢 improvement';
    case 'minor':
      return `⚪ ${minorText(c, report)}`;
    case 'unchanged':
      return unchangedText(c, report);
    case 'inconclusive':
      return `❔ ${inconclusiveText(c, report)}`;
    case 'insufficient':
      return `⚠️ ${insufficientText(c, report)}`;
    case 'added':
      return '➕ added (head only)';
    case 'removed':
      return '➖ removed (base only)';
    case 'ignored':
      return `🔕 ${ignoredText(c)}`;
  }
}

interface RowContext {
  report: Report;
  /** Several groups (Go packages): the group tells equal names apart. */
  showGroup: boolean;
  /** Several metrics in this table: the name cell says which one a row is. */
  showMetric: boolean;
}

const DELTA_HEADER = 'Δ (95% CI)';

/**
 * The comparison table, column by column in display order: to add a column, add an entry here
 * (its header and how a row fills it, as markdown). The verdict and Δ come right after the name:
 * on a narrow screen the table scrolls sideways, and those are the two cells a reviewer needs.
 */
const COLUMNS: readonly { header: string; cell: (c: Comparison, ctx: RowContext) => string }[] = [
  { header: 'benchmark', cell: (c, ctx) => benchmarkCell(c, ctx) },
  { header: 'verdict', cell: (c, ctx) => verdictCell(c, ctx.report) },
  { header: DELTA_HEADER, cell: (c) => deltaCell(c) },
  { header: 'metric', cell: (c) => escapeText(c.metric) },
  { header: 'base', cell: (c) => formatSide(c, 'base') },
  { header: 'head', cell: (c) => formatSide(c, 'head') },
  { header: 'p (adj.)', cell: (c, ctx) => pCell(c, ctx.report) },
];

/** The table's head; `Δ (CI)` instead of `Δ (95% CI)` when some row shows an interval at its decision level (each says its confidence). */
function tableHead(marked: boolean): string[] {
  const headers = COLUMNS.map((col) => (col.header === DELTA_HEADER && marked ? 'Δ (CI)' : col.header));
  return [`| ${headers.join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`];
}

function row(c: Comparison, ctx: RowContext): string {
  return `| ${COLUMNS.map((col) => col.cell(c, ctx)).join(' | ')} |`;
}

function sortChanged(rows: Comparison[]): Comparison[] {
  const rank = (c: Comparison) => CHANGED.indexOf(c.verdict) * 2 + (c.verdict === 'regression' && !c.gated ? 1 : 0);
  // Worst first: the largest movement in the bad direction leads.
  const badness = (c: Comparison) => (c.deltaPct ?? 0) * (c.better === 'lower' ? 1 : -1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || (a.verdict === 'improvement' ? badness(a) - badness(b) : badness(b) - badness(a)));
}

/** By DETAIL_ORDER, keeping the given order within a verdict (a stable sort, done by buckets: thousands of rows). */
function sortDetails(rows: Comparison[]): Comparison[] {
  const buckets = new Map<number, Comparison[]>();
  for (const c of rows) {
    const rank = DETAIL_ORDER.indexOf(c.verdict);
    const bucket = buckets.get(rank);
    if (bucket) bucket.push(c);
    else buckets.set(rank, [c]);
  }
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((rank) => buckets.get(rank)!);
}

function detailsSummary(report: Report, details: Comparison[]): string {
  const count = (v: Verdict) => details.filter((c) => c.verdict === v).length;
  const parts: string[] = [];
  if (count('unchanged')) parts.push(`${count('unchanged')} unchanged (each within ±${thresholdPct(report)})`);
  if (count('insufficient')) parts.push(`${count('insufficient')} insufficient`);
  const addedRemoved = count('added') + count('removed');
  if (addedRemoved) parts.push(`${addedRemoved} added/removed`);
  if (count('ignored')) parts.push(`${count('ignored')} ignored by rules (never gate)`);
  parts.push(`geomean ${formatGeomean(report.summary.geomean)}`);
  return parts.join(' · ');
}

/** One load figure per run is too long for a table cell: its range and median. */
function loadRange(loads: number[] | undefined): string | undefined {
  if (!loads?.length) return undefined;
  const sorted = [...loads].sort((a, b) => a - b);
  const [lo, hi] = [sorted[0], sorted[sorted.length - 1]];
  const median = sorted[(sorted.length - 1) >> 1];
  return lo === hi ? lo.toFixed(2) : `${lo.toFixed(2)}–${hi.toFixed(2)} (median ${median.toFixed(2)}, ${loads.length} runs)`;
}

const MACHINE_FIELDS: [string, (m: MachineInfo) => string | undefined][] = [
  ['CPU model', (m) => m.cpuModel],
  ['runner image', (m) => m.image],
  ['logical cores', (m) => (m.cores !== undefined ? String(m.cores) : undefined)],
  ['memory', (m) => (m.memoryBytes !== undefined ? formatBytes(m.memoryBytes) : undefined)],
  ['OS', (m) => m.os],
  ['kernel', (m) => m.kernel],
  ['CPU governor', (m) => m.governor],
  ['load average (1 min, over the runs)', (m) => loadRange(m.loadavg)],
];

function machineSection(report: Report): string[] {
  const { base, head } = report.machine;
  const rows: string[] = [];
  const addRow = (label: string, b: string | undefined, h: string | undefined) => {
    if (b === undefined && h === undefined) return;
    const same = b !== undefined && b === h ? ' (same)' : '';
    rows.push(`| ${label}${same} | ${b === undefined ? '—' : escapeText(b)} | ${h === undefined ? '—' : escapeText(h)} |`);
  };
  for (const [label, get] of MACHINE_FIELDS) addRow(label, get(base), get(head));
  const toolKeys = [...new Set([...Object.keys(base.tool ?? {}), ...Object.keys(head.tool ?? {})])].sort();
  for (const key of toolKeys) addRow(`tool: ${escapeText(key)}`, base.tool?.[key], head.tool?.[key]);
  // measure: instructions — what moves a count besides the code.
  const versionKeys = [...new Set([...Object.keys(base.versions ?? {}), ...Object.keys(head.versions ?? {})])].sort();
  for (const key of versionKeys) addRow(escapeText(key), base.versions?.[key], head.versions?.[key]);
  // A merged report: each shard ran on its own runner, so each gets its CPU row.
  for (const shard of report.shards ?? [])
    addRow(`shard ${escapeText(shard.name)}: CPU model`, shard.base.cpuModel ?? shard.base.tool?.cpu, shard.head.cpuModel ?? shard.head.tool?.cpu);
  if (rows.length === 0) return ['<details><summary>Machine: not recorded</summary>', '', 'Neither side recorded machine information.', '', '</details>'];
  const cpuBase = base.cpuModel ?? base.tool?.cpu;
  const cpuHead = head.cpuModel ?? head.tool?.cpu;
  const shardCpus = [
    ...new Set(
      (report.shards ?? []).flatMap((s) => [s.base.cpuModel ?? s.base.tool?.cpu, s.head.cpuModel ?? s.head.tool?.cpu]).filter((c): c is string => !!c),
    ),
  ];
  const cpu = report.shards?.length
    ? `${plural(report.shards.length, 'shard')} on ${shardCpus.length ? shardCpus.map(escapeText).join(', ') : 'CPUs not reported'}`
    : cpuBase && cpuHead
      ? cpuBase === cpuHead
        ? `${escapeText(cpuBase)} (same on both sides)`
        : `⚠️ different CPUs: ${escapeText(cpuBase)} vs ${escapeText(cpuHead)}`
      : cpuBase || cpuHead
        ? escapeText((cpuBase ?? cpuHead)!)
        : 'CPU not reported';
  return [`<details><summary>Machine: ${cpu}</summary>`, '', '| | base | head |', '|---|---|---|', ...rows, '', '</details>'];
}

function correctionText(report: Report, tests: number): string {
  const name = { holm: 'Holm', bh: 'Benjamini–Hochberg', none: 'no correction' }[report.settings.correction];
  return report.settings.correction === 'none' ? `${name} (${plural(tests, 'test')})` : `${name} over ${plural(tests, 'test')}`;
}

/** `; stopped: all decided at look 2 of 4 (α/4 each)` — why the adaptive rounds ended where they did. */
function stoppedText(report: Report): string {
  const r = report.rounds;
  if (!r || r.stopped === 'fixed') return '';
  const looks = r.looks.length ? ` after ${plural(r.looks.length, 'look')} at ${r.looks.map((l) => l.rounds).join(', ')} rounds` : '';
  // A gated row left inconclusive whose interval rules out a regression does not keep the rounds going.
  const why = r.stopped === 'decided' ? 'stopped: no gated row can still be a regression' : `stopped: max-rounds (${r.planned}) reached with rows undecided`;
  return `; rounds: auto, ${why}${looks}, each look at α = ${+r.lookAlpha.toPrecision(3)}`;
}

/**
 * Said once, when some row's interval is at its decision level: which interval each row shows,
 * and that it agrees with the verdict by construction.
 */
function intervalLevelsText(report: Report): string {
  const look = report.rounds && report.rounds.lookAlpha < report.settings.alpha ? ' per look' : '';
  const level = { holm: `Holm's step of α${look}, α/m … α by rank of p`, bh: `Benjamini–Hochberg's α${look}·k/m`, none: `α${look}` }[
    report.settings.correction
  ];
  return (
    `Δ's CI is at the level each row was decided at (marked: 1 − ${level}), so it excludes 0 exactly when the row is significant; ` +
    `unchanged rows show the 95% CI (within ±${thresholdPct(report)})`
  );
}

/** The deciding test, as the settings line names it. */
function testText(report: Report): string {
  if (report.settings.measure === 'instructions') {
    return (
      'instructions per operation (valgrind cachegrind; time not measured: blind to cache and memory effects, I/O, sleeps, lock contention and JIT warm-up), ' +
      "Welch's t on log counts, a change must exceed 3× the spread between identical runs (docs/instructions.md)"
    );
  }
  return report.settings.test === 'paired' ? 'Wilcoxon signed-rank on paired rounds' : 'Mann-Whitney U on per-run values';
}

function settingsLine(report: Report): string {
  const parts: string[] = [];
  const run = report.run;
  if (run) {
    const warmup = run.warmup > 0 ? `, ${run.warmup} warm-up ${run.warmup === 1 ? 'round' : 'rounds'} discarded` : '';
    parts.push(`${run.rounds} rounds × 2 sides, interleaved (random order)${warmup}${stoppedText(report)}`);
  } else {
    parts.push('compared from result files');
  }
  // The family: rows whose pooled values are all equal cannot reach significance and are not in it.
  const tests = report.comparisons.filter((c) => c.p !== null && c.verdict !== 'ignored' && !rowIsConstant(c)).length;
  parts.push(`${testText(report)}, ${correctionText(report, tests)}, α = ${report.settings.alpha}, threshold ${thresholdPct(report)}`);
  if (anyMarked(report.comparisons)) parts.push(intervalLevelsText(report));
  const raw = report.comparisons.reduce((sum, c) => sum + c.base.n + c.head.n, 0);
  const removed = report.comparisons.reduce((sum, c) => sum + (c.base.n - c.base.kept) + (c.head.n - c.head.kept), 0);
  const mode = { iqr: 'Tukey 1.5×IQR inside each run', upper: 'Tukey 1.5×IQR inside each run, slow side only', none: 'none removed' }[report.settings.outliers];
  // Unit values beyond their side's fences are counted, never removed (docs/statistics.md#step-3-one-value-per-run).
  const units = report.comparisons.reduce((sum, c) => sum + c.base.units + c.head.units, 0);
  const flagged = report.comparisons.reduce((sum, c) => sum + c.base.flagged + c.head.flagged, 0);
  const outlierUnits = flagged > 0 ? `; ${flagged} of ${units} units ${flagged === 1 ? 'was an outlier' : 'were outliers'}` : '';
  parts.push(
    report.settings.outliers === 'none'
      ? `outliers: ${mode}${outlierUnits ? ` (${outlierUnits.slice(2)})` : ''}`
      : `outliers: ${mode} (${removed} of ${raw} samples removed${outlierUnits})`,
  );
  parts.push(`gated metrics: ${gatedMetricList(report.settings).map(escapeText).join(', ') || 'none'}`);
  if (report.rules) parts.push(rulesText(report.rules));
  if (report.isolation)
    parts.push(
      report.isolation.mode === 'sandbox'
        ? `isolation: sandbox (${escapeText(report.isolation.mechanism ?? 'yes')}${report.isolation.otherSide === 'paused' ? ', other side paused' : ''})${report.isolation.network ? `, network: ${report.isolation.network}` : ''}`
        : `isolation: none (${escapeText(report.isolation.reason ?? 'not isolated')})`,
    );
  return parts.join(' · ');
}

/** `rules: .github/benchgate.yml (base a1b2c3d): #1 `Parse*` 10% → 2 rows, #2 …` — what applied, and to how much. */
function rulesText(rules: RulesInfo): string {
  const what = (r: RuleInfo, i: number): string => {
    const sets: string[] = [];
    if (r.threshold !== undefined) sets.push(`threshold ${formatSignificant(r.threshold * 100)}%`);
    if (r.gate !== undefined) sets.push(r.gate ? 'gated' : 'not gated');
    if (r.ignore !== undefined) sets.push(r.ignore ? 'ignored' : 'not ignored');
    if (r.minChange !== undefined) sets.push(`min-change ${escapeText(r.minChange)}`);
    const metric = r.metric ? ` (${r.metric.map(escapeText).join(', ')})` : '';
    return `#${i + 1} ${r.match.map((m) => codeSpan(m)).join(', ')}${metric} ${sets.join(', ')} → ${plural(r.rows, 'row')}`;
  };
  const source = rules.source.startsWith('base ') ? `base ${codeSpan(rules.source.slice(5, 12))}` : escapeText(rules.source);
  return `rules: ${codeSpan(rules.file)} (${source}): ${rules.rules.length ? rules.rules.map(what).join('; ') : 'none'}`;
}

function warningLines(report: Report, maxWarnings: number): string[] {
  // A warning can be a whole stderr tail: keep each one to a readable line.
  const clip = (w: string) => escapeText(w.length > 300 ? `${w.slice(0, 300)}…` : w);
  // Each entry renders itself when shown (thousands of rows may carry a warning each).
  // The same warning on many rows is one line naming them; names as code, as in the table: PR text stays inert.
  const names = (g: WarningGroup) => nameList(g.names, nameCode);
  const all: (() => string)[] = [
    ...reportWarningGroups(report).map((g) => () => (g.names.length > 1 ? `${clip(g.message)} — ${names(g)}` : clip(g.message))),
    ...(report.run?.failedRuns ?? []).map(
      (f) => () => `${f.side} round ${f.round} failed: ${clip(f.reason)}${f.exitCode != null ? ` (exit ${f.exitCode})` : ''}`,
    ),
    ...rowWarningGroups(report).map((g) => () => `${names(g)} (${escapeText(g.metric ?? '')}): ${clip(g.message)}`),
  ];
  if (all.length === 0) return [];
  const shown = all.slice(0, maxWarnings).map((w) => `- ${w()}`);
  if (all.length > maxWarnings) shown.push(`- … and ${all.length - maxWarnings} more warnings (see the JSON report)`);
  return ['**Warnings**', '', ...shown];
}

function footnotes(report: Report): string[] {
  const noCI = report.comparisons.filter((c) => (c.base.n > 0 && c.base.ci === null) || (c.head.n > 0 && c.head.ci === null));
  if (noCI.length === 0) return [];
  // The CI is of the median of the unit values: name the units those rows had.
  const units = [...new Set(noCI.map((c) => UNIT_NOUN[c.unitOfAnalysis]))].join(' or ');
  return [`<sub>± —: with 5 or fewer ${units} a side has no 95% confidence interval of its median.</sub>`];
}

/** Up front, not among the warnings: rows that can never be significant need more rounds, not a second look. */
function sampleFloorNote(report: Report): string[] {
  const rows = report.comparisons.filter((c) => c.verdict === 'insufficient');
  if (rows.length === 0) return [];
  const neediest = rows.reduce((max, c) => ((c.roundsNeeded ?? 0) > (max.roundsNeeded ?? 0) ? c : max), rows[0]);
  const needed = neediest.roundsNeeded ?? 0;
  const advice = needed > 0 ? `: each needs at least ${unitsNeededText(needed, neediest.unitOfAnalysis, report)}` : '';
  return [`> ⚠️ ${plural(rows.length, 'comparison')} can never be significant with the data given${advice}.`, ''];
}

function acceptanceNote(report: Report): string[] {
  return report.acceptance && report.summary.accepted > 0 ? [acceptanceLine(report.acceptance, report.summary.accepted), ''] : [];
}

/**
 * Table rows, each formatted on first use and then kept: a large run's body is cut to the comment
 * limit, so most rows are never shown and need not be formatted at all.
 */
class RowList {
  private readonly formatted: string[] = [];

  constructor(
    private readonly rows: readonly Comparison[],
    private readonly format: (c: Comparison) => string,
    private readonly measure: Measure,
  ) {}

  get length(): number {
    return this.rows.length;
  }

  /** The first n rows (n ≤ length). */
  first(n: number): string[] {
    if (n > 0) this.at(n - 1);
    return this.formatted.slice(0, n);
  }

  private at(i: number): string {
    while (this.formatted.length <= i) this.formatted.push(this.format(this.rows[this.formatted.length]));
    return this.formatted[i];
  }

  /**
   * The joined size of the first n rows, one '\n' each; once it passes `limit` it stops
   * formatting and returns what it has (then also more than `limit`).
   */
  joinedSize(n: number, limit: number): number {
    let size = 0;
    for (let i = 0; i < n && size <= limit; i++) size += this.measure(this.at(i)) + 1;
    return size;
  }
}

/** Everything but the rows is rendered once; fitting the limit only re-joins rows, never re-formats. */
interface Layout {
  top: string[];
  /** The header line for a body that shows only `shown` of the `regressions` rows (regression and accepted). */
  cutHeader: (shown: number) => string;
  /** Changed rows that are regressions (gated, ungated or accepted): they sort first and are cut last. */
  regressions: number;
  /** The changed rows' table head (`Δ (CI)` when some row's interval is at its decision level). */
  changedHead: string[];
  changedRows: RowList;
  /** Where the instructions went (measure: instructions), the chart's lines (none without a changed row or with `chart: false`), then main's history lines: left out together when space is short. */
  chart: string[];
  detailsSummary: string | undefined;
  detailRows: RowList;
  bottom: string[];
}

/** A string's size in the unit of the limit: UTF-16 code units (characters) or UTF-8 bytes. */
type Measure = (s: string) => number;
const utf16Length: Measure = (s) => s.length;
const utf8Bytes: Measure = (s) => Buffer.byteLength(s, 'utf8');

function layoutOf(report: Report, options: Required<MarkdownOptions>, measure: Measure): Layout {
  const changed = sortChanged(report.comparisons.filter((c) => CHANGED.includes(c.verdict)));
  // Accepted regressions sort right after the regressions and are kept with them.
  const regressions = changed.filter((c) => c.verdict === 'regression' || c.verdict === 'accepted').length;
  const details = sortDetails(report.comparisons.filter((c) => !CHANGED.includes(c.verdict)));
  // With one group (one Go package) the group says nothing; with several it tells equal names apart.
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  const severalMetrics = (rows: Comparison[]) => new Set(rows.map((c) => c.metric)).size > 1;
  const changedContext = { report, showGroup, showMetric: severalMetrics(changed) };
  const detailsContext = { report, showGroup, showMetric: severalMetrics(details) };
  const bottom: string[] = [];
  if (details.length === 0 && report.summary.geomean !== null) bottom.push(`geomean ${formatGeomean(report.summary.geomean)}`, '');
  const warnings = warningLines(report, options.maxWarnings);
  if (warnings.length) bottom.push(...warnings, '');
  bottom.push(...machineSection(report), '', settingsLine(report));
  const notes = footnotes(report);
  if (notes.length) bottom.push('', ...notes);
  return {
    top: [commentMarker(options.key), header(report), '', ...acceptanceNote(report), ...sampleFloorNote(report)],
    cutHeader: (shown) => header(report, { shown, hint: options.fullReportHint }),
    regressions,
    changedHead: tableHead(anyMarked(changed)),
    changedRows: new RowList(changed, (c) => row(c, changedContext), measure),
    chart: blocks(
      attributionSection(changed, options.attributionFunctions, showGroup),
      options.chart ? renderChart(report) : [],
      changed.length > 0 ? options.history : [],
    ),
    detailsSummary: details.length ? detailsSummary(report, details) : undefined,
    detailRows: new RowList(details, (c) => row(c, detailsContext), measure),
    bottom,
  };
}

/** Where the instructions went, the chart, then main's history lines: the blocks there are, a blank line between them. */
function blocks(...parts: string[][]): string[] {
  return parts.filter((p) => p.length > 0).flatMap((p, i) => (i > 0 ? ['', ...p] : p));
}

/**
 * The lines of the body with the first `changedShown` changed rows and `detailsShown` detail rows,
 * and the chart when `withChart`; with `withRows` false the table rows themselves are left out
 * (to measure the rest).
 */
function renderLines(
  layout: Layout,
  hasComparisons: boolean,
  changedShown: number,
  detailsShown: number,
  withChart: boolean,
  options: Required<MarkdownOptions>,
  withRows = true,
): string[] {
  const lines: string[] = [...layout.top];
  if (changedShown < layout.regressions) lines[1] = layout.cutHeader(changedShown);
  const omittedChanged = layout.changedRows.length - changedShown;
  const omittedDetails = layout.detailRows.length - detailsShown;
  const truncationNote = (n: number) =>
    `_… ${plural(n, 'more row')} not shown to stay within GitHub's size limit; ${escapeTextWithCode(options.fullReportHint)}._`;

  if (layout.changedRows.length > 0) {
    lines.push(...layout.changedHead, ...(withRows ? layout.changedRows.first(changedShown) : []));
    if (omittedChanged > 0) lines.push('', truncationNote(omittedChanged));
    lines.push('');
    if (withChart && layout.chart.length > 0) lines.push(...layout.chart, '');
  } else if (hasComparisons) {
    lines.push('No benchmark changed significantly.', '');
  }
  if (layout.detailsSummary !== undefined) {
    lines.push(`<details><summary>${layout.detailsSummary}</summary>`, '');
    if (detailsShown > 0) lines.push(...tableHead(false), ...(withRows ? layout.detailRows.first(detailsShown) : []), '');
    if (omittedDetails > 0) lines.push(truncationNote(omittedDetails), '');
    lines.push('</details>', '');
  }
  lines.push(...layout.bottom);
  return lines;
}

const joinLines = (lines: string[]): string => lines.join('\n') + '\n';

/** The size joinLines would have, without building the string (the fitting search asks often). */
function joinedSize(lines: string[], measure: Measure): number {
  let size = lines.length; // one '\n' after each line
  for (const line of lines) size += measure(line);
  return size;
}

/** Largest n in [lo, hi] with fits(n), assuming fits is monotone and fits(lo) holds. */
function largestFitting(lo: number, hi: number, fits: (n: number) => boolean): number {
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The markdown report. When it is too long, detail rows go first, then the chart, then minor and
 * improvement rows; regressions are cut only if they alone exceed the limit (each cut of rows is
 * said in the body).
 * The limit is in characters (`maxLength`), or in UTF-8 bytes when `maxBytes` is given.
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const opts: Required<MarkdownOptions> = {
    key: options.key ?? 'default',
    maxLength: options.maxLength ?? GITHUB_COMMENT_LIMIT,
    maxBytes: options.maxBytes ?? Infinity,
    fullReportHint: options.fullReportHint ?? 'the full report is in the JSON file and the job summary',
    maxWarnings: options.maxWarnings ?? 30,
    chart: options.chart ?? true,
    history: options.history ?? [],
    attributionFunctions: options.attributionFunctions ?? COMMENT_FUNCTIONS,
  };
  // One unit for the whole fit. A string never has fewer UTF-8 bytes than UTF-16 units, so a
  // body within maxBytes is within that many characters too.
  const byBytes = Number.isFinite(opts.maxBytes);
  const measure = byBytes ? utf8Bytes : utf16Length;
  const limit = byBytes ? Math.min(opts.maxBytes, options.maxLength ?? Infinity) : opts.maxLength;
  const layout = layoutOf(report, opts, measure);
  const nChanged = layout.changedRows.length;
  const nDetails = layout.detailRows.length;
  const hasComparisons = report.comparisons.length > 0;
  const draw = (changed: number, details: number, chart = false) => joinLines(renderLines(layout, hasComparisons, changed, details, chart, opts));
  // The body's size is that of everything else plus each shown row and its '\n'.
  const fits = (changed: number, details: number, chart = false) => {
    const rest = joinedSize(renderLines(layout, hasComparisons, changed, details, chart, opts, false), measure);
    const budget = limit - rest;
    return budget >= 0 && layout.changedRows.joinedSize(changed, budget) + layout.detailRows.joinedSize(details, budget) <= budget;
  };

  // The chart goes before any changed row does (it pictures them all), after detail rows.
  const chart = layout.chart.length > 0;
  if (fits(nChanged, nDetails, chart)) return draw(nChanged, nDetails, chart);
  if (chart && fits(nChanged, 0, true))
    return draw(
      nChanged,
      largestFitting(0, nDetails, (d) => fits(nChanged, d, true)),
      true,
    );
  if (fits(nChanged, 0))
    return draw(
      nChanged,
      largestFitting(0, nDetails, (d) => fits(nChanged, d)),
    );
  const regressions = layout.regressions;
  if (fits(regressions, 0))
    return draw(
      largestFitting(regressions, nChanged, (n) => fits(n, 0)),
      0,
    );
  return draw(
    largestFitting(0, regressions, (n) => fits(n, 0)),
    0,
  );
}

/**
 * The job summary: the whole report, cut (details first, regressions last) to what GitHub accepts
 * for one step, 1 MiB of UTF-8 — a CJK name takes three bytes a character.
 */
export function renderJobSummary(report: Report, options: Omit<MarkdownOptions, 'maxLength' | 'maxBytes'> = {}): string {
  return renderMarkdown(report, { attributionFunctions: Infinity, ...options, maxBytes: JOB_SUMMARY_MAX_BYTES });
}
