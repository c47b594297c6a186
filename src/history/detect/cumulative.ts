// A series' chain of paired ratios read as one line: where each recorded commit stands against the
// first one shown, with a 95% band. Each step's ratio is head/parent on one runner, so the product
// of the steps is the cumulative change however often the hardware changed under the chain.
import type { HistoryPoint } from '../model.js';
import { Z95 } from './log-scale.js';
import { medianOf } from '../../stats/robust-scale.js';

/** One point of the cumulative chain, in percent against the first point (0 there). */
export interface CumulativePoint {
  commit: string;
  time: string;
  /** This commit against its parent (%): null when the record has no ratio. */
  stepPct: number | null;
  /** The cumulative change and its 95% band (%): null on a commit without a ratio (a gap); the band null too when no step had a CI. */
  pct: number | null;
  lo: number | null;
  hi: number | null;
}

/** A step's standard error on the log scale, from its 95% CI; NaN when it has none. */
function logSE(ci: [number, number] | null): number {
  if (!ci || !(ci[0] > 0) || !(ci[1] > 0) || !Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return NaN;
  return (Math.log(ci[1]) - Math.log(ci[0])) / (2 * Z95);
}

const usable = (ratio: number | null): ratio is number => ratio !== null && ratio > 0 && Number.isFinite(ratio);

/**
 * The cumulative change of `points` (oldest first) from the first: the sum of the later steps'
 * log-ratios, its variance the sum of theirs (the steps are independent runs). The first point's
 * own step compares it with a commit before the chart, so it starts the line at 0. A commit
 * without a ratio is a gap; the chain goes on over it as if that step were 1.
 */
export function cumulativeChain(points: readonly HistoryPoint[]): CumulativePoint[] {
  // A step without a CI (a record of fewer than 6 rounds) counts with the median SE of the steps
  // that have one; when none has one the band is unknown (null), never a band of zero width.
  const known = points
    .slice(1)
    .map((p) => logSE(p.ratioCI))
    .filter((se) => !Number.isNaN(se));
  const fill = medianOf(known);
  let logSum = 0;
  let variance = 0;
  return points.map((p, i) => {
    const stepPct = usable(p.ratio) ? 100 * (p.ratio - 1) : null;
    if (i === 0) return { commit: p.commit, time: p.time, stepPct, pct: 0, lo: 0, hi: 0 };
    if (!usable(p.ratio)) return { commit: p.commit, time: p.time, stepPct, pct: null, lo: null, hi: null };
    logSum += Math.log(p.ratio);
    const se = logSE(p.ratioCI);
    variance += (Number.isNaN(se) ? (fill ?? NaN) : se) ** 2;
    const half = Z95 * Math.sqrt(variance);
    const pct = (log: number) => 100 * Math.expm1(log);
    if (Number.isNaN(half)) return { commit: p.commit, time: p.time, stepPct, pct: pct(logSum), lo: null, hi: null };
    return { commit: p.commit, time: p.time, stepPct, pct: pct(logSum), lo: pct(logSum - half), hi: pct(logSum + half) };
  });
}
