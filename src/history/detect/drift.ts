// Drift: the cumulative change of a series over its last `window` recorded commits, with a CI
// from the commits' own CIs. On the log scale the steps add: D = Σ ln ratio. Each commit's CI is
// read as a normal standard error (half-width of its log CI / 1.96, widened by the series'
// over-dispersion, increments.ts); the commits are measured in separate runs, so their errors are
// independent and the SEs add in quadrature: SE(D) = √Σ se². The CI is exp(D ± 1.96·SE(D)) − 1.
import type { Better } from '../../model.js';
import type { Increments } from './increments.js';
import { pctWithCI } from './log-scale.js';
import { t95 } from '../../stats/student-t.js';
import type { Drift, HistoryPoint } from '../model.js';

/** Fewer recorded steps than this are a step, not a drift. */
const MIN_DRIFT_COMMITS = 2;

/**
 * The drift over the last `window` commits that have a ratio (a commit without one, or one not
 * recorded, adds nothing it could be measured by); null with fewer than two. Flagged when the CI
 * lies wholly beyond the threshold T on the worse side: the ratio's lower bound ≥ 1 + T for a
 * lower-is-better metric, its upper bound ≤ 1/(1 + T) for higher-is-better (as the verdict's
 * threshold is mirrored, stats/verdict.ts).
 */
export function driftOf(points: readonly HistoryPoint[], inc: Increments, window: number, threshold: number, better: Better): Drift | null {
  const n = inc.d.length;
  const first = Math.max(0, n - window);
  if (n - first < MIN_DRIFT_COMMITS) return null;
  let sum = 0;
  let variance = 0;
  for (let j = first; j < n; j++) {
    sum += inc.d[j];
    variance += inc.se[j] ** 2;
  }
  // A commit whose CI is unknown (a few records without one): the drift cannot be bounded.
  if (!Number.isFinite(variance)) return null;
  // Student's quantile when the SEs are the increments' own scatter (no record had a CI).
  const { deltaPct, ci } = pctWithCI(sum, Math.sqrt(variance), t95(inc.df));
  const flagged = beyondThreshold(ci, threshold, better === 'higher' ? 'lower' : 'higher');
  return {
    from: points[inc.index[first]].parent,
    to: points[inc.index[n - 1]].commit,
    commits: n - first,
    deltaPct,
    ci,
    flagged,
  };
}

/**
 * Whether a CI (in percent) lies wholly beyond the threshold T in the direction of `side`: its
 * lower bound ≥ +T for 'higher', its upper bound ≤ 1/(1 + T) − 1 for 'lower' (the mirror, as the
 * verdict's threshold is mirrored).
 */
function beyondThreshold(ci: [number, number], threshold: number, side: Better): boolean {
  return side === 'lower' ? ci[1] <= 100 * (1 / (1 + threshold) - 1) : ci[0] >= 100 * threshold;
}

/**
 * A drift that is not flagged but whose CI lies wholly beyond the threshold on the better side
 * (only a worse drift is flagged): its renderers must not call its CI "not beyond" the threshold.
 */
export function improvedBeyond(drift: Pick<Drift, 'ci' | 'flagged'>, threshold: number, better: Better): boolean {
  return !drift.flagged && beyondThreshold(drift.ci, threshold, better);
}
