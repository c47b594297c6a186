// Robust location and scale: the noise of a series is estimated so that its steps and outliers
// do not inflate it (a step inflates a standard deviation, not a median absolute deviation).

import { selectInPlace } from './sorted.js';

/** The factor that makes the MAD a consistent estimator of σ for normal data. */
const MAD_TO_SIGMA = 1.482602218505602;

/** The median of the finite values (null when there are none); does not modify its input. */
export function medianOf(values: ArrayLike<number>): number | null {
  const v = new Float64Array(values.length);
  let k = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) v[k++] = values[i]!;
  if (k === 0) return null;
  const h = k >> 1;
  // Quickselect: expected O(n) where a sort is O(n log n) — medians of 10,000 values are taken per series.
  selectInPlace(v, 0, k - 1, h);
  const upper = v[h];
  if (k % 2) return upper;
  // The lower middle is the largest value left of h once h is in place.
  let lower = -Infinity;
  for (let i = 0; i < h; i++) if (v[i] > lower) lower = v[i]!;
  return (lower + upper) / 2;
}

/** σ estimated as 1.4826 × the median absolute deviation from the median (0 for fewer than 2 values). */
export function madSigma(values: ArrayLike<number>): number {
  const med = medianOf(values);
  if (med === null) return 0;
  const dev = new Float64Array(values.length);
  let k = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) dev[k++] = Math.abs(values[i] - med);
  if (k < 2) return 0;
  return MAD_TO_SIGMA * medianOf(dev.subarray(0, k))!;
}

/** The MAD's asymptotic efficiency relative to the standard deviation for normal data (Huber 1981, §5.5). */
export const MAD_EFFICIENCY = 0.37;

/** A noise estimate and the degrees of freedom it is worth (for Student's t). */
export interface NoiseEstimate {
  sigma: number;
  df: number;
  /** Whether the series moved at all (σ = 0 with a move: an exact step in a deterministic metric). */
  moved: boolean;
}

/**
 * The noise σ of a level series with steps in it, from its successive differences (a step is one
 * outlying difference): MAD of the differences / √2, worth about 37% of the n − 1 differences as
 * degrees of freedom. When more than half the differences are zero (a deterministic metric such
 * as allocations), the root mean square of the differences other than the largest (the step) / √2,
 * worth n − 2: one clean step in a constant metric is then exact (σ = 0), blips are noise.
 */
export function levelNoise(y: ArrayLike<number>): NoiseEstimate {
  const n = y.length;
  if (n < 3) return { sigma: 0, df: 0, moved: false };
  const diff = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diff[i - 1] = y[i] - y[i - 1];
  const mad = madSigma(diff);
  if (mad > 0) return { sigma: mad / Math.SQRT2, df: Math.max(1, MAD_EFFICIENCY * (n - 1)), moved: true };
  let ss = 0;
  let largest = 0;
  for (const d of diff) {
    ss += d * d;
    largest = Math.max(largest, d * d);
  }
  return { sigma: Math.sqrt((ss - largest) / Math.max(1, diff.length - 1)) / Math.SQRT2, df: Math.max(1, n - 2), moved: largest > 0 };
}
