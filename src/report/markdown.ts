// The PR comment / job summary (DESIGN.md "Report" and "What a reviewer sees"): the verdict in
// the header, only the changed rows in the table, everything else one click away, and a body
// that fits GitHub's 65,536-character limit without ever dropping a regression first.
import type { Comparison, MachineInfo, Report, Verdict } from '../model.js';
import { codeSpan, escapeText } from './escape.js';
import {
  formatBytes,
  formatDelta,
  formatGeomean,
  formatMedian,
  formatP,
  formatRatioCI,
  formatSignificant,
} from './format-units.js';

export const GITHUB_COMMENT_LIMIT = 65_536;

export interface MarkdownOptions {
  /** Sticky-comment key: the body starts with `<!-- benchgate:KEY -->`. */
  key?: string;
  /** Hard limit on the body's length (UTF-16 code units, which is ≥ GitHub's character count). */
  maxLength?: number;
  /** Where the untruncated report lives, named in the truncation note. */
  fullReportHint?: string;
  /** At most this many warnings are listed; the rest are counted. */
  maxWarnings?: number;
}

const CHANGED: readonly Verdict[] = ['regression', 'improvement', 'minor'];
const DETAIL_ORDER: readonly Verdict[] = ['insufficient', 'unchanged', 'added', 'removed'];

/** The marker the sticky comment is found by. */
export function commentMarker(key = 'default'): string {
  // Validated by config's parseCommentKey; sanitised again so no key can close the comment early.
  return `<!-- benchgate:${key.replace(/[^\w.-]/g, '-')} -->`;
}

const shortSha = (sha: string | undefined): string | undefined => (sha ? sha.slice(0, 7) : undefined);

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function countsText(report: Report): string {
  const s = report.summary;
  const parts: string[] = [];
  if (s.regression) parts.push(plural(s.regression, 'regression'));
  if (s.improvement) parts.push(plural(s.improvement, 'improvement'));
  if (s.minor) parts.push(`${s.minor} minor`);
  if (s.unchanged) parts.push(`${s.unchanged} unchanged`);
  if (s.insufficient) parts.push(`${s.insufficient} insufficient`);
  if (s.added) parts.push(`${s.added} added`);
  if (s.removed) parts.push(`${s.removed} removed`);
  return parts.length ? parts.join(', ') : 'no benchmarks compared';
}

function header(report: Report): string {
  const ungatedRegressions = report.comparisons.filter((c) => c.verdict === 'regression' && !c.gated).length;
  const icon = report.verdict === 'fail' ? '❌' : report.summary.regression > 0 || report.summary.insufficient > 0 ? '⚠️' : '✅';
  let text = `### ${icon} benchgate: ${countsText(report)}`;
  if (report.verdict === 'pass' && ungatedRegressions > 0) {
    text += ` (only in metrics that do not gate the check; gated: ${report.settings.gate.map(escapeText).join(', ') || 'none'})`;
  }
  const base = shortSha(report.run?.base.sha);
  const head = shortSha(report.run?.head.sha);
  if (base || head) text += ` · base ${codeSpan(base ?? '?')} → head ${codeSpan(head ?? '?')}`;
  return text;
}

function benchmarkCell(c: Comparison, showGroup: boolean): string {
  return showGroup && c.group ? `${codeSpan(c.benchmark)} <sub>${escapeText(c.group)}</sub>` : codeSpan(c.benchmark);
}

function pCell(c: Comparison): string {
  if (c.p === null) return '—';
  return `${formatP(c.p)} (${formatP(c.pAdjusted)})`;
}

function deltaCell(c: Comparison): string {
  if (c.deltaPct === null) return '—';
  const delta = formatDelta(c.deltaPct);
  const strong = c.verdict === 'regression' || c.verdict === 'improvement';
  const ci = formatRatioCI(c.ratioCI);
  return `${strong ? `**${delta}**` : delta}${ci ? ` ${ci}` : ''}`;
}

function thresholdText(report: Report): string {
  return `${formatSignificant(report.settings.threshold * 100)}%`;
}

function verdictCell(c: Comparison, report: Report): string {
  switch (c.verdict) {
    case 'regression':
      return c.gated ? '🔴 regression' : '🟠 regression (not gated)';
    case 'improvement':
      return '🟢 improvement';
    case 'minor':
      return `⚪ minor (< ${thresholdText(report)})`;
    case 'unchanged':
      return 'unchanged';
    case 'insufficient':
      return c.samplesNeeded !== undefined ? `⚠️ insufficient: needs ≥ ${c.samplesNeeded} samples per side` : '⚠️ insufficient samples';
    case 'added':
      return '➕ added (head only)';
    case 'removed':
      return '➖ removed (base only)';
  }
}

const TABLE_HEAD = ['| benchmark | metric | base | head | Δ (95% CI) | p (adj.) | |', '|---|---|---|---|---|---|---|'];

function row(c: Comparison, report: Report, showGroup: boolean): string {
  const base = c.base.n > 0 ? formatMedian(c.base.median, c.base.ci, c.unit) : '—';
  const head = c.head.n > 0 ? formatMedian(c.head.median, c.head.ci, c.unit) : '—';
  return `| ${benchmarkCell(c, showGroup)} | ${escapeText(c.metric)} | ${base} | ${head} | ${deltaCell(c)} | ${pCell(c)} | ${verdictCell(c, report)} |`;
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
  if (count('unchanged')) parts.push(`${count('unchanged')} unchanged`);
  if (count('insufficient')) parts.push(`${count('insufficient')} insufficient`);
  const addedRemoved = count('added') + count('removed');
  if (addedRemoved) parts.push(`${addedRemoved} added/removed`);
  parts.push(`geomean ${formatGeomean(report.summary.geomean)}`);
  return parts.join(' · ');
}

/** One load figure per run is too long for a table cell: its range and median. */
function loadRange(loads: number[] | undefined): string | undefined {
  if (!loads?.length) return undefined;
  const sorted = [...loads].sort((a, b) => a - b);
  const [lo, hi] = [sorted[0]!, sorted[sorted.length - 1]!];
  const median = sorted[(sorted.length - 1) >> 1]!;
  return lo === hi ? lo.toFixed(2) : `${lo.toFixed(2)}–${hi.toFixed(2)} (median ${median.toFixed(2)}, ${loads.length} runs)`;
}

const MACHINE_FIELDS: [string, (m: MachineInfo) => string | undefined][] = [
  ['CPU model', (m) => m.cpuModel],
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
  // A merged report: each shard ran on its own runner, so each gets its CPU row.
  for (const shard of report.shards ?? []) addRow(`shard ${escapeText(shard.name)}: CPU model`, shard.base.cpuModel ?? shard.base.tool?.cpu, shard.head.cpuModel ?? shard.head.tool?.cpu);
  if (rows.length === 0) return ['<details><summary>Machine: not recorded</summary>', '', 'Neither side recorded machine information.', '', '</details>'];
  const cpuBase = base.cpuModel ?? base.tool?.cpu;
  const cpuHead = head.cpuModel ?? head.tool?.cpu;
  const shardCpus = [...new Set((report.shards ?? []).flatMap((s) => [s.base.cpuModel ?? s.base.tool?.cpu, s.head.cpuModel ?? s.head.tool?.cpu]).filter((c): c is string => !!c))];
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

function settingsLine(report: Report): string {
  const parts: string[] = [];
  const run = report.run;
  if (run) {
    const warmup = run.warmup > 0 ? `, ${run.warmup} warm-up ${run.warmup === 1 ? 'round' : 'rounds'} discarded` : '';
    parts.push(`${run.rounds} rounds × 2 sides, interleaved (random order)${warmup}`);
  } else {
    parts.push('compared from result files');
  }
  const tests = report.comparisons.filter((c) => c.p !== null).length;
  parts.push(`Mann-Whitney U, ${correctionText(report, tests)}, α = ${report.settings.alpha}, threshold ${thresholdText(report)}`);
  const raw = report.comparisons.reduce((sum, c) => sum + c.base.n + c.head.n, 0);
  const removed = report.comparisons.reduce((sum, c) => sum + (c.base.n - c.base.kept) + (c.head.n - c.head.kept), 0);
  const mode = { iqr: 'Tukey 1.5×IQR', upper: 'Tukey 1.5×IQR, high side only', none: 'none removed' }[report.settings.outliers];
  parts.push(report.settings.outliers === 'none' ? `outliers: ${mode}` : `outliers: ${mode} (${removed} of ${raw} samples removed)`);
  parts.push(`gated metrics: ${report.settings.gate.map(escapeText).join(', ') || 'none'}`);
  return parts.join(' · ');
}

function warningLines(report: Report, maxWarnings: number): string[] {
  const all = [
    ...report.warnings,
    ...(report.run?.failedRuns ?? []).map((f) => `${f.side} round ${f.round} failed: ${f.reason}${f.exitCode != null ? ` (exit ${f.exitCode})` : ''}`),
    ...report.comparisons.flatMap((c) => c.warnings.map((w) => `${c.benchmark} (${c.metric}): ${w}`)),
  ];
  if (all.length === 0) return [];
  // A warning can be a whole stderr tail: keep each one to a readable line.
  const clip = (w: string) => (w.length > 300 ? `${w.slice(0, 300)}…` : w);
  const shown = all.slice(0, maxWarnings).map((w) => `- ${escapeText(clip(w))}`);
  if (all.length > maxWarnings) shown.push(`- … and ${all.length - maxWarnings} more warnings (see the JSON report)`);
  return ['**Warnings**', '', ...shown];
}

function footnotes(report: Report): string[] {
  const noCI = report.comparisons.some((c) => (c.base.n > 0 && c.base.ci === null) || (c.head.n > 0 && c.head.ci === null));
  return noCI ? ['<sub>± ∞: with 5 or fewer samples a side has no 95% confidence interval of its median.</sub>'] : [];
}

/** Up front, not among the warnings: rows that can never be significant need more rounds, not a second look. */
function sampleFloorNote(report: Report): string[] {
  const rows = report.comparisons.filter((c) => c.verdict === 'insufficient');
  if (rows.length === 0) return [];
  const needed = rows.reduce((max, c) => Math.max(max, c.samplesNeeded ?? 0), 0); // not Math.max(...rows): 10⁵ rows overflow the stack
  const advice = needed > 0 ? `: each side needs at least ${needed} samples (for a harness that prints one result per run, ${needed} rounds)` : '';
  return [`> ⚠️ ${plural(rows.length, 'comparison')} can never be significant with the samples given${advice}.`, ''];
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
    while (this.formatted.length <= i) this.formatted.push(this.format(this.rows[this.formatted.length]!));
    return this.formatted[i]!;
  }

  /**
   * The joined length of the first n rows, one '\n' each; once it passes `limit` it stops
   * formatting and returns what it has (then also more than `limit`).
   */
  joinedLength(n: number, limit: number): number {
    let length = 0;
    for (let i = 0; i < n && length <= limit; i++) length += this.at(i).length + 1;
    return length;
  }
}

/** Everything but the rows is rendered once; fitting the limit only re-joins rows, never re-formats. */
interface Layout {
  top: string[];
  changedRows: RowList;
  detailsSummary: string | undefined;
  detailRows: RowList;
  bottom: string[];
}

function layoutOf(report: Report, options: Required<MarkdownOptions>): Layout {
  const changed = sortChanged(report.comparisons.filter((c) => CHANGED.includes(c.verdict)));
  const details = sortDetails(report.comparisons.filter((c) => !CHANGED.includes(c.verdict)));
  // With one group (one Go package) the group says nothing; with several it tells equal names apart.
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  const bottom: string[] = [];
  if (details.length === 0 && report.summary.geomean !== null) bottom.push(`geomean ${formatGeomean(report.summary.geomean)}`, '');
  const warnings = warningLines(report, options.maxWarnings);
  if (warnings.length) bottom.push(...warnings, '');
  bottom.push(...machineSection(report), '', settingsLine(report));
  const notes = footnotes(report);
  if (notes.length) bottom.push('', ...notes);
  return {
    top: [commentMarker(options.key), header(report), '', ...sampleFloorNote(report)],
    changedRows: new RowList(changed, (c) => row(c, report, showGroup)),
    detailsSummary: details.length ? detailsSummary(report, details) : undefined,
    detailRows: new RowList(details, (c) => row(c, report, showGroup)),
    bottom,
  };
}

/**
 * The lines of the body with the first `changedShown` changed rows and `detailsShown` detail rows;
 * with `withRows` false the table rows themselves are left out (to measure the rest).
 */
function renderLines(
  layout: Layout,
  hasComparisons: boolean,
  changedShown: number,
  detailsShown: number,
  options: Required<MarkdownOptions>,
  withRows = true,
): string[] {
  const lines: string[] = [...layout.top];
  const omittedChanged = layout.changedRows.length - changedShown;
  const omittedDetails = layout.detailRows.length - detailsShown;
  const truncationNote = (n: number) => `_… ${plural(n, 'more row')} not shown to stay within GitHub's comment size limit; ${escapeText(options.fullReportHint)}._`;

  if (layout.changedRows.length > 0) {
    lines.push(...TABLE_HEAD, ...(withRows ? layout.changedRows.first(changedShown) : []));
    if (omittedChanged > 0) lines.push('', truncationNote(omittedChanged));
    lines.push('');
  } else if (hasComparisons) {
    lines.push('No benchmark changed significantly.', '');
  }
  if (layout.detailsSummary !== undefined) {
    lines.push(`<details><summary>${layout.detailsSummary}</summary>`, '');
    if (detailsShown > 0) lines.push(...TABLE_HEAD, ...(withRows ? layout.detailRows.first(detailsShown) : []), '');
    if (omittedDetails > 0) lines.push(truncationNote(omittedDetails), '');
    lines.push('</details>', '');
  }
  lines.push(...layout.bottom);
  return lines;
}

const joinLines = (lines: string[]): string => lines.join('\n') + '\n';

/** The length joinLines would have, without building the string (the fitting search asks often). */
function joinedLength(lines: string[]): number {
  let length = lines.length; // one '\n' after each line
  for (const line of lines) length += line.length;
  return length;
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
 * The markdown report. When it is too long, detail rows go first, then minor and improvement
 * rows; regressions are cut only if they alone exceed the limit (each cut is said in the body).
 */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const opts: Required<MarkdownOptions> = {
    key: options.key ?? 'default',
    maxLength: options.maxLength ?? GITHUB_COMMENT_LIMIT,
    fullReportHint: options.fullReportHint ?? 'the full report is in the JSON file and the job summary',
    maxWarnings: options.maxWarnings ?? 30,
  };
  const layout = layoutOf(report, opts);
  const nChanged = layout.changedRows.length;
  const nDetails = layout.detailRows.length;
  const hasComparisons = report.comparisons.length > 0;
  const draw = (changed: number, details: number) => joinLines(renderLines(layout, hasComparisons, changed, details, opts));
  // The body's length is that of everything else plus each shown row and its '\n'.
  const fits = (changed: number, details: number) => {
    const rest = joinedLength(renderLines(layout, hasComparisons, changed, details, opts, false));
    const budget = opts.maxLength - rest;
    return budget >= 0 && layout.changedRows.joinedLength(changed, budget) + layout.detailRows.joinedLength(details, budget) <= budget;
  };

  if (fits(nChanged, nDetails)) return draw(nChanged, nDetails);
  if (fits(nChanged, 0)) return draw(nChanged, largestFitting(0, nDetails, (d) => fits(nChanged, d)));
  const regressions = report.comparisons.filter((c) => c.verdict === 'regression').length;
  if (fits(regressions, 0)) return draw(largestFitting(regressions, nChanged, (n) => fits(n, 0)), 0);
  return draw(largestFitting(0, regressions, (n) => fits(n, 0)), 0);
}
