// Step 7 of DESIGN "Statistics": what a significant change means, given the metric's direction.
import type { Better } from '../model.js';

export type SignificantVerdict = 'regression' | 'improvement' | 'minor';

/**
 * Classifies a significant change by its ratio head/base against the threshold T (a fraction):
 * for lower-is-better, r ≥ 1+T is a regression and r ≤ 1/(1+T) an improvement; mirrored for
 * higher-is-better. When there is no ratio (base median 0 on the additive scale) the relative
 * change is unbounded, so the sign of the shift decides.
 */
export function classifySignificant(ratio: number | null, shift: number | null, better: Better, threshold: number): SignificantVerdict {
  let up: boolean;
  let down: boolean;
  if (ratio !== null) {
    up = ratio >= 1 + threshold;
    down = ratio <= 1 / (1 + threshold);
  } else {
    up = (shift ?? 0) > 0;
    down = (shift ?? 0) < 0;
  }
  if (up === down) return 'minor'; // neither, or both at once (threshold 0 and r = 1)
  const worse = better === 'lower' ? up : down;
  return worse ? 'regression' : 'improvement';
}
