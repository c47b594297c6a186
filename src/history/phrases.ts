// The sentences every history renderer shares (the `history --markdown` report, the PR comment's
// line, the push's job summary): a step, a drift, how long ago. Numbers as the comment's table
// writes them (formatDelta: one decimal, a real minus sign); commits as their short sha.
import type { Better } from '../model.js';
import { formatDelta, formatP, plural } from '../report/format-units.js';
import type { ChangePoint, Drift, HistorySeries } from './model.js';
import { bySeverity } from './severity.js';

/** Whether a record's commit is a (possibly abbreviated) hex sha: it is shortened and linked, anything else shown whole. */
export const isCommitSha = (commit: string): boolean => /^[0-9a-f]{7,64}$/i.test(commit);

/** A sha as git abbreviates it; anything that is not a hex sha is shown whole (the caller escapes it). */
export function shortSha(commit: string): string {
  return isCommitSha(commit) ? commit.slice(0, 7).toLowerCase() : commit;
}

/** A CI in percent, as the comment writes one: `(+12.0 … +22.0)`. */
export function formatPctCI(ci: [number, number]): string {
  const bound = (pct: number) => formatDelta(pct).replace(/%$/, '');
  return `(${bound(ci[0])} … ${bound(ci[1])})`;
}

/** Whether a change of `deltaPct` is for the worse: slower, bigger, or less throughput. */
export function isWorse(deltaPct: number, better: Better): boolean {
  return better === 'lower' ? deltaPct > 0 : deltaPct < 0;
}

/** A step as the renderers say it: a change point, and whether the medians found it too. */
export type Step = ChangePoint & { alsoAbsolute?: boolean };

/**
 * The series' steps, one per step, by severity (severity.ts): a step both bases found is one change
 * point already (`bases`), said with the chain's numbers (its own paired ratio measures it). A
 * version 1 report listed it once per basis: the chain's entry stands for both.
 */
export function stepsOf(series: Pick<HistorySeries, 'changePoints'>): Step[] {
  const basesOf = (cp: ChangePoint) => cp.bases ?? [cp.basis];
  const chain = new Set(series.changePoints.filter((cp) => basesOf(cp).includes('chain')).map((cp) => cp.commit));
  const absolute = new Set(series.changePoints.filter((cp) => basesOf(cp).includes('absolute')).map((cp) => cp.commit));
  return series.changePoints
    .filter((cp) => cp.basis === 'chain' || !chain.has(cp.commit))
    .map((cp) => (cp.basis === 'chain' && absolute.has(cp.commit) ? { ...cp, alsoAbsolute: true } : cp))
    .sort(bySeverity);
}

/** `+12.0% step at abc1234 (+9.0 … +15.0, p = 0.002)`; `sha` renders the commit (escaped or linked by the caller). */
export function stepText(cp: Step, sha: (commit: string) => string, withCI = true): string {
  const ci = withCI ? `${formatPctCI(cp.ci).slice(0, -1)}, ` : '(';
  const basis = cp.basis === 'absolute' ? `, in the medians on ${cp.cpuModel ?? 'one CPU model'}` : cp.alsoAbsolute ? ', also in the medians' : '';
  // A p that underflowed (an exact step in a deterministic metric) is below what a double holds, not 0.
  const p = cp.p === 0 ? 'p < 1e-300' : `p = ${formatP(cp.p)}`;
  return `${formatDelta(cp.deltaPct)} step at ${sha(cp.commit)} ${ci}${p}${basis})`;
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
 * `bases`, included them).
 */
export function driftText(series: HistorySeries, drift: Drift, sha: (commit: string) => string): string {
  const steps = changePointsIn(series, drift);
  const at = `${steps.length === 1 ? 'the step' : 'steps'} at ${steps.map((cp) => sha(cp.commit)).join(', ')}`;
  const which = steps.length === 0 ? 'no single step' : drift.bases === undefined ? `with ${at}` : `not counting ${at}`;
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
