// The sentences every history renderer shares (the `history --markdown` report, the PR comment's
// line, the push's job summary): a step, a drift, how long ago. Numbers as the comment's table
// writes them (formatDelta: one decimal, a real minus sign); commits as their short sha.
import type { Better } from '../../model.js';
import { formatDelta, formatP, plural } from '../../report/format-units.js';
import type { ChangePoint, Drift, HistorySeries } from '../model.js';
import { DETECTORS, detectorOf, orderOf } from '../detect/registry.js';

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

/** A step as the renderers say it: a change point, and the labels of the other detectors that found its commit too. */
export type Step = ChangePoint & { also?: string[] };

/**
 * The series' steps, one per commit and detector: where detectors of different order found the
 * same commit (the chain, and a CPU model's medians), that is one step, said with the numbers of
 * the first (the chain's own paired ratio measures it) and "also" the others. The JSON keeps
 * every change point; a reader of the comment needs one line.
 */
export function stepsOf(series: Pick<HistorySeries, 'changePoints'>): Step[] {
  const first = new Map<string, number>();
  for (const cp of series.changePoints) first.set(cp.commit, Math.min(first.get(cp.commit) ?? Infinity, orderOf(cp.basis)));
  const steps: Step[] = [];
  for (const cp of series.changePoints) {
    if (orderOf(cp.basis) !== first.get(cp.commit)) continue;
    const also = [...new Set(series.changePoints.filter((o) => o.commit === cp.commit && orderOf(o.basis) > orderOf(cp.basis)).map((o) => labelOf(o.basis)))];
    steps.push(also.length > 0 ? { ...cp, also } : cp);
  }
  return steps;
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

/** `+17.0% (+12.0 … +22.0) over 10 commits, no single step` (or `, with the step at abc1234`). */
export function driftText(series: HistorySeries, drift: Drift, sha: (commit: string) => string): string {
  const steps = changePointsIn(series, drift);
  const which = steps.length === 0 ? 'no single step' : `with ${steps.length === 1 ? 'the step' : 'steps'} at ${steps.map((cp) => sha(cp.commit)).join(', ')}`;
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
