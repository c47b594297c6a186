// The sentences every history renderer shares (the terminal, the `history --markdown` report, the
// PR comment's line, the push's job summary, the dashboard's page data): a step, a drift, a
// series' findings, the summary line, how long ago. A wording change is made here, and only here. Numbers as the comment's table
// writes them (formatDelta: one decimal, a real minus sign); commits as their short sha.
import type { Better } from '../../model.js';
import { formatDelta, formatP, formatPctCI, plural } from '../../report/format-units.js';
import type { ChangePoint, Drift, HistoryReport, HistorySeries, StepBasis } from '../model.js';
import { improvedBeyond } from '../detect/drift.js';
import { DEFAULT_STATS_SETTINGS } from '../../model.js';
import { escapeText } from '../../report/escape.js';
import { DETECTORS, detectorOf, orderOf } from '../detect/registry.js';
import { bySeverity } from '../detect/severity.js';

/** Whether a record's commit is a (possibly abbreviated) hex sha: it is shortened and linked, anything else shown whole. */
export const isCommitSha = (commit: string): boolean => /^[0-9a-f]{7,64}$/i.test(commit);

/** A sha as git abbreviates it; anything that is not a hex sha is shown whole (the caller escapes it). */
export function shortSha(commit: string): string {
  return isCommitSha(commit) ? commit.slice(0, 7).toLowerCase() : commit;
}

export { formatPctCI };

/** Whether a change of `deltaPct` is for the worse: slower, bigger, or less throughput. */
export function isWorse(deltaPct: number, better: Better): boolean {
  return better === 'lower' ? deltaPct > 0 : deltaPct < 0;
}

/** A step as the renderers say it: a change point, and the labels of the other detectors that found its commit too. */
export type Step = ChangePoint & { also?: string[] };

/**
 * The series' steps, one per step, by severity (detect/severity.ts), said with the numbers of its
 * first detector (the chain's own paired ratio measures it) and "also" the others that found it.
 * A version 2 report has one change point per step already (`bases`); a version 1 report listed
 * it once per detector at the same commit: the first detector's entry stands for all.
 */
export function stepsOf(series: Pick<HistorySeries, 'changePoints'>): Step[] {
  // Version 1's change points have no `bases`.
  const basesOf = (cp: ChangePoint): StepBasis[] | undefined => cp.bases;
  const first = new Map<string, number>();
  for (const cp of series.changePoints) if (basesOf(cp) === undefined) first.set(cp.commit, Math.min(first.get(cp.commit) ?? Infinity, orderOf(cp.basis)));
  const steps: Step[] = [];
  for (const cp of series.changePoints) {
    const bases = basesOf(cp);
    let also: string[];
    if (bases !== undefined) also = [...new Set(bases.filter((b) => b !== cp.basis).map(labelOf))];
    else {
      if (orderOf(cp.basis) !== first.get(cp.commit)) continue;
      const others = series.changePoints.filter((o) => basesOf(o) === undefined && o.commit === cp.commit && orderOf(o.basis) > orderOf(cp.basis));
      also = [...new Set(others.map((o) => labelOf(o.basis)))];
    }
    steps.push(also.length > 0 ? { ...cp, also } : cp);
  }
  return steps.sort(bySeverity);
}

/** What a sentence calls a basis: its detector's label, or the basis itself (a report from another version). */
const labelOf = (basis: string): string => detectorOf(basis)?.label ?? basis;

/**
 * Where a step was found, as its sentence ends: nothing for the first detector's (the reading
 * every step is said in), `, in the medians on Intel Xeon` for another's, `, also in the medians`
 * when others found its commit too.
 */
export function stepWhere(cp: Step): string {
  const detector = detectorOf(cp.basis);
  const own = detector === DETECTORS[0] ? '' : `, in ${labelOf(cp.basis)}${detector?.scope?.(cp) ?? ''}`;
  return `${own}${cp.also ? `, also in ${cp.also.join(' and ')}` : ''}`;
}

/** `+12.0% step at abc1234 (+9.0 … +15.0, p = 0.002)`; `sha` renders the commit (escaped or linked by the caller). */
export function stepText(cp: Step, sha: (commit: string) => string, withCI = true): string {
  const ci = withCI ? `${formatPctCI(cp.ci).slice(0, -1)}, ` : '(';
  // A p that underflowed (an exact step in a deterministic metric) is below what a double holds, not 0.
  const p = cp.p === 0 ? 'p < 1e-300' : `p = ${formatP(cp.p)}`;
  return `${formatDelta(cp.deltaPct)} step at ${sha(cp.commit)} ${ci}${p}${stepWhere(cp)})`;
}

/** The change points inside a drift's window (`from` exclusive, `to` inclusive), in the series' order. */
export function changePointsIn(series: HistorySeries, drift: Drift): Step[] {
  const commits = series.points.map((p) => p.commit);
  const from = commits.indexOf(drift.from);
  const to = commits.indexOf(drift.to);
  if (to < 0) return [];
  const inWindow = new Set(commits.slice(from + 1, to + 1));
  return stepsOf(series).filter((cp) => inWindow.has(cp.commit));
}

/**
 * `+17.0% (+12.0 … +22.0) over 10 commits, no single step` (or `, not counting the step at
 * abc1234`: a version 2 drift leaves the steps of its window out; a version 1 drift, without
 * `bases`, included them: `, with the step at abc1234`).
 */
export function driftText(series: HistorySeries, drift: Drift, sha: (commit: string) => string): string {
  const steps = changePointsIn(series, drift);
  const at = `${steps.length === 1 ? 'the step' : 'steps'} at ${steps.map((cp) => sha(cp.commit)).join(', ')}`;
  const which = steps.length === 0 ? 'no single step' : (drift.bases as unknown) === undefined ? `with ${at}` : `not counting ${at}`;
  return `${formatDelta(drift.deltaPct)} ${formatPctCI(drift.ci)} over ${plural(drift.commits, 'commit')}, ${which}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `just now`, `5 minutes ago`, `3 hours ago`, `yesterday`, `3 days ago`, `2 months ago`, `1 year ago`; a time in the future (a skewed clock) is `just now`. */
export function timeAgo(time: string | Date, now: Date): string {
  const ms = now.getTime() - new Date(time).getTime();
  if (!Number.isFinite(ms)) return 'at an unknown time';
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${plural(Math.floor(ms / MINUTE), 'minute')} ago`;
  if (ms < DAY) return `${plural(Math.floor(ms / HOUR), 'hour')} ago`;
  const days = Math.floor(ms / DAY);
  if (days === 1) return 'yesterday';
  if (days < 60) return `${days} days ago`;
  if (days < 365) return `${Math.floor(days / 30)} months ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}

/** The threshold (a fraction) as the comment writes it: `5%`, `2.5%`. */
export function formatThreshold(threshold: number): string {
  return `${Number((100 * threshold).toPrecision(3))}%`;
}

/** How many distinct commits the report's series hold. */
export const commitCount = (report: HistoryReport): number => new Set(report.series.flatMap((s) => s.points.map((p) => p.commit))).size;

/** The drift window as the history has it: `the last 30 commits`, or fewer when fewer were recorded. */
export function windowText(report: HistoryReport, commits = commitCount(report)): string {
  return `the last ${plural(Math.max(1, Math.min(report.window, commits)), 'commit')}`;
}

/**
 * The history in one line: `3 series over 12 recorded commits: 1 change point, 2 drifting beyond
 * ±5% over the last 12 commits` (`where`, when given, after the commits: ` in /store`).
 */
export function summaryText(report: HistoryReport, counts: { steps: number; drifting: number }, where = ''): string {
  return (
    `${report.series.length} series over ${plural(commitCount(report), 'recorded commit')}${where}: ` +
    `${plural(counts.steps, 'change point')}, ${counts.drifting} drifting beyond ±${formatThreshold(report.threshold)} over ${windowText(report)}`
  );
}

/**
 * Whether a series drifts beyond the threshold, a step not counted again as drift: a version 2
 * drift leaves its window's steps out already (`bases`); a version 1 drift with a step in its
 * window is that step.
 */
export const driftsWithoutStep = (s: HistorySeries): boolean =>
  !!s.drift?.flagged && ((s.drift.bases as unknown) !== undefined || changePointsIn(s, s.drift).length === 0);

/** The day of a commit's time (` on 2026-11-20`), or nothing when it is not a date. */
function onDay(time: string): string {
  const d = new Date(time);
  return Number.isNaN(d.getTime()) ? '' : ` on ${d.toISOString().slice(0, 10)}`;
}

/** One thing the history found in a series, as every list says it: its tone (for a colour or a mark) and its sentence. */
export interface FindingLine {
  tone: 'worse' | 'better' | '';
  text: string;
}

/**
 * What a series' history says, its steps and its drift by severity (detect/severity.ts: the
 * change a finding is sure of, so a large proven step before a small one that barely cleared its
 * test), a drift that is no finding (its CI within the threshold) last, as context:
 * `⚠️ drift, worse: +17.0% (+12.0 … +22.0) over 10 commits, no single step`,
 * `better: −9.8% step at abc1234 (…, p = 0.002) on 2026-11-20`. `sha` renders a commit.
 */
export function findingLines(s: HistorySeries, sha: (commit: string) => string, threshold: number): FindingLine[] {
  const findings: (FindingLine & { deltaPct: number; ci: [number, number]; p?: number })[] = [];
  if (s.drift) {
    const improved = improvedBeyond(s.drift, threshold, s.better);
    const worse = isWorse(s.drift.deltaPct, s.better);
    const mark = s.drift.flagged ? (worse ? '⚠️ drift, worse: ' : 'drift, better: ') : improved ? 'drift, better: ' : 'drift: ';
    const within = s.drift.flagged || improved ? '' : ` (its CI not beyond ±${formatThreshold(threshold)})`;
    const tone = s.drift.flagged ? (worse ? 'worse' : 'better') : improved ? 'better' : '';
    const finding = s.drift.flagged || improved;
    findings.push({
      tone,
      text: `${mark}${driftText(s, s.drift, sha)}${within}`,
      deltaPct: finding ? s.drift.deltaPct : 0,
      ci: finding ? s.drift.ci : [-Infinity, Infinity],
    });
  }
  // Read once: a report's points may be made on each read (detect/point-columns.ts).
  const points = s.points;
  const at = new Map(points.map((p, i) => [p.commit, i]));
  for (const cp of stepsOf(s)) {
    const worse = isWorse(cp.deltaPct, s.better);
    const when = onDay(points[at.get(cp.commit) ?? -1]?.time ?? '');
    findings.push({
      tone: worse ? 'worse' : 'better',
      text: `${worse ? '⚠️ worse: ' : 'better: '}${stepText(cp, sha)}${when}`,
      deltaPct: cp.deltaPct,
      ci: cp.ci,
      p: cp.p,
    });
  }
  return findings.sort(bySeverity).map(({ tone, text }) => ({ tone, text }));
}

/** A series' line under its name on the dashboard: `time (s) · 40 commits · lower is better` (`20 of 50 commits (the newest)` when cut). */
export function seriesMeta(s: Pick<HistorySeries, 'metric' | 'unit' | 'better' | 'measure'>, shown: number, total: number): string {
  const commits = shown < total ? `${shown} of ${total} commits (the newest)` : plural(total, 'commit');
  const unit = s.measure === 'instructions' ? ` (${s.unit}/op, counted under valgrind)` : s.unit ? ` (${s.unit})` : '';
  return `${s.metric}${unit} · ${commits} · ${s.better} is better`;
}

/** What a series' chart shows, for a screen reader. */
export function chartLabel(s: Pick<HistorySeries, 'benchmark' | 'metric'>): string {
  return `Cumulative change of ${s.benchmark} (${s.metric}) since its first commit shown, with its 95% band`;
}

/** A commit in the comment: its short sha as text (GitHub links a sha in a comment by itself). */
const commentSha = (commit: string): string => escapeText(shortSha(commit));

/**
 * The row's line from main's history: the newest step when it lies within the last `window`
 * commits; else the drift over the window when it is flagged; else "stable" — only when the
 * drift's CI lies within ±threshold (evidence of no change, not absence of evidence) — or "no
 * step in N commits" (records without a CI bound nothing). Since its last step, when it has one.
 * Markdown, escaped.
 */
export function historyLine(series: HistorySeries, now: Date, window = 30, threshold = DEFAULT_STATS_SETTINGS.threshold): string {
  const points = series.points;
  if (points.length === 0) return 'main: no recorded commits';
  const at = (commit: string) => points.findIndex((p) => p.commit === commit);
  const last = stepsOf(series)
    .map((cp) => ({ cp, i: at(cp.commit) }))
    .reduce<{ cp: HistorySeries['changePoints'][number]; i: number } | null>((newest, c) => (c.i >= 0 && (!newest || c.i > newest.i) ? c : newest), null);
  const since = last ? points.length - 1 - last.i : points.length;
  if (last && since < window) return `main: ${formatDelta(last.cp.deltaPct)} step at ${commentSha(last.cp.commit)}, ${timeAgo(points[last.i].time, now)}`;
  if (series.drift?.flagged) return `main: ${driftText(series, series.drift, commentSha)}`;
  const step = last ? ` since the ${formatDelta(last.cp.deltaPct)} step at ${commentSha(last.cp.commit)}` : '';
  const bound = 100 * threshold;
  const stable = series.drift !== null && series.drift.ci[0] > -bound && series.drift.ci[1] < bound;
  return stable ? `main: stable for ${plural(since, 'commit')}${step}` : `main: no step in ${plural(since, 'commit')}${step}`;
}
