// docs/statistics.md#step-2-outliers-inside-each-run: Tukey fences on type-8 quartiles (v2: inside each run; the unit
// values of a side are only counted against that side's fences, never removed).
import type { Better, OutlierMode } from '../model.js';
import { quantileType8 } from './quantile.js';
import { sortedCopy } from './sorted.js';

/** Tukey's fence multiplier. */
const FENCE_K = 1.5;

export interface Fences {
  q1: number;
  q3: number;
  iqr: number;
  lower: number;
  upper: number;
}

/** Type-8 quartiles and the 1.5·IQR fences of an ascending-sorted, non-empty sample. */
export function tukeyFences(sorted: ArrayLike<number>): Fences {
  const q1 = quantileType8(sorted, 0.25);
  const q3 = quantileType8(sorted, 0.75);
  const iqr = q3 - q1;
  return { q1, q3, iqr, lower: q1 - FENCE_K * iqr, upper: q3 + FENCE_K * iqr };
}

/**
 * The user's `upper` mode removes only the *slow* outliers: high values of a lower-is-better
 * metric, but low values of a higher-is-better one (a rate an interrupt pulled down). `lower` is
 * that mirrored mode, chosen by `outlierModeFor`.
 */
export type FenceMode = 'iqr' | 'upper' | 'lower';

export function outlierModeFor(mode: OutlierMode, better: Better): FenceMode | 'none' {
  return mode === 'upper' && better === 'higher' ? 'lower' : mode;
}

/**
 * Relative tolerance of a fence compare: q3 + 1.5·IQR rounds differently in ns and in s, so a
 * value exactly on the fence must not flip between kept and removed with the unit it is read in.
 */
const FENCE_REL_TOL = 1e-12;

/** a ≤ b, or within FENCE_REL_TOL of it. */
function atMost(a: number, b: number): boolean {
  return a <= b || a - b <= FENCE_REL_TOL * Math.max(Math.abs(a), Math.abs(b));
}

/** Whether `v` lies within the fences (inclusive, up to 1e-12 relative); `upper`/`lower` ignore the other fence. */
export function withinFences(v: number, fences: Fences, mode: FenceMode): boolean {
  return (mode === 'lower' || atMost(v, fences.upper)) && (mode === 'upper' || atMost(fences.lower, v));
}

/** The iqr fences of an ascending-sorted sample when they can flag anything: null below 4 values or when IQR = 0. */
export function flaggingFences(sorted: Float64Array, minValues = 4): Fences | null {
  if (sorted.length < minValues) return null;
  const fences = tukeyFences(sorted);
  return fences.iqr === 0 ? null : fences;
}

/** How many values of an ascending-sorted sample lie beyond its own iqr fences (0 below 4 values or when IQR = 0). */
export function countBeyondFences(sorted: Float64Array, minValues = 4): number {
  const fences = flaggingFences(sorted, minValues);
  if (!fences) return 0;
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (!withinFences(sorted[i], fences, 'iqr')) n++;
  return n;
}

export interface OutlierResult {
  /** Values kept, in their original order. */
  kept: number[];
  removed: number[];
  /** Null when not computed (mode `none` or an empty sample). */
  fences: Fences | null;
  /**
   * Why nothing was filtered: `iqr=0` (a quantised timer makes the fences collapse onto the
   * mode and would throw away every other value), `mode=none`, `empty`; null when filtered.
   */
  skipped: 'iqr=0' | 'mode=none' | 'empty' | null;
}

/** Removes outliers from one side's finite samples according to `mode`. */
export function removeOutliers(values: readonly number[], mode: FenceMode | 'none'): OutlierResult {
  if (mode === 'none') return { kept: [...values], removed: [], fences: null, skipped: 'mode=none' };
  if (values.length === 0) return { kept: [], removed: [], fences: null, skipped: 'empty' };
  const fences = tukeyFences(sortedCopy(values));
  if (fences.iqr === 0) return { kept: [...values], removed: [], fences, skipped: 'iqr=0' };
  const kept: number[] = [];
  const removed: number[] = [];
  for (const v of values) (withinFences(v, fences, mode) ? kept : removed).push(v);
  return { kept, removed, fences, skipped: null };
}

/**
 * removeOutliers for an ascending-sorted sample, by the same rules: the kept values (still
 * sorted; `sorted` itself when none is removed) and how many were removed.
 */
export function removeOutliersSorted(sorted: Float64Array, mode: FenceMode | 'none'): { kept: Float64Array; removed: number } {
  if (mode === 'none' || sorted.length === 0) return { kept: sorted, removed: 0 };
  const fences = tukeyFences(sorted);
  if (fences.iqr === 0) return { kept: sorted, removed: 0 };
  // Sorted values within an interval are one contiguous run: a view of it, no copy.
  let lo = 0;
  while (lo < sorted.length && !withinFences(sorted[lo], fences, mode)) lo++;
  let hi = lo;
  while (hi < sorted.length && withinFences(sorted[hi], fences, mode)) hi++;
  const kept = lo === 0 && hi === sorted.length ? sorted : sorted.subarray(lo, hi);
  return { kept, removed: sorted.length - kept.length };
}
