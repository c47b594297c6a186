// Steps 5–6 of docs/statistics.md#the-method-step-by-step: the size of the change, head relative to base.
// Hodges–Lehmann on logs gives a ratio that is robust to outliers and consistent with the rank
// test; its CI comes from order statistics of the pairwise differences (distribution-free).
// Timings are positive; when some value is ≤ 0 logs are undefined, so the additive shift is used.
import jStat from 'jstat';
import { CONFIDENCE, medianOfSorted } from './median.js';
import { EXACT_MAX_N } from './mannwhitney.js';
import { normalLowerTail } from './normal.js';
import { pairwiseMedianAndInterval, pairwiseOrderStatistics } from './pairwise.js';
import { sortedCopy } from './sorted.js';
import { uDistributionNoTies } from './udistribution.js';

export interface CriticalOrder {
  /** 1-based order statistic of the CI's lower bound; 0 when the confidence is unattainable. */
  k: number;
  /** Confidence the interval [D(k), D(n1n2+1−k)] actually has; null when k = 0. */
  achievedConf: number | null;
  crit: 'exact' | 'normal';
}

/**
 * k for the HL interval: the smallest u with P(U ≤ u) ≥ (1 − confidence)/2 under the no-ties
 * U distribution (R's qwilcox) when n1 + n2 ≤ EXACT_MAX_N, else
 * floor(n1n2/2 − z·√(n1n2(N+1)/12)).
 */
export function criticalOrder(n1: number, n2: number, confidence = CONFIDENCE): CriticalOrder {
  // A family's decision levels are one per row (Holm's steps): only the 95% orders are worth keeping.
  if (confidence !== CONFIDENCE) return computeCriticalOrder(n1, n2, confidence);
  // Thousands of rows share a few (n1, n2): the same inputs give the same frozen answer.
  let bySize = criticalOrders.get(confidence);
  if (!bySize) criticalOrders.set(confidence, (bySize = new Map<number, Readonly<CriticalOrder>>()));
  const key = n1 * 100_003 + n2;
  let order = bySize.get(key);
  if (!order) bySize.set(key, (order = Object.freeze(computeCriticalOrder(n1, n2, confidence))));
  return { k: order.k, achievedConf: order.achievedConf, crit: order.crit };
}

/** confidence → (n1, n2) → its critical order. */
const criticalOrders = new Map<number, Map<number, Readonly<CriticalOrder>>>();

function computeCriticalOrder(n1: number, n2: number, confidence: number): CriticalOrder {
  const half = (1 - confidence) / 2;
  const pairs = n1 * n2;
  if (n1 + n2 <= EXACT_MAX_N) {
    const { cdf } = uDistributionNoTies(n1, n2);
    let k = 0;
    while (cdf[2 * k] < half) k++; // no ties: U is an integer, so only even 2U carry mass
    if (k === 0) return { k: 0, achievedConf: null, crit: 'exact' };
    return { k, achievedConf: 1 - 2 * cdf[2 * (k - 1)], crit: 'exact' };
  }
  const sigma = Math.sqrt((pairs * (n1 + n2 + 1)) / 12);
  const z = jStat.normal.inv(1 - half, 0, 1);
  // The normal quantile of U itself, rounded down (vectors-v2 many_rounds_normal: k = 445 at 35 + 35).
  const k = Math.max(0, Math.floor(pairs / 2 - z * sigma));
  if (k === 0) return { k: 0, achievedConf: null, crit: 'normal' };
  const lowerTail = normalLowerTail((k - 1 + 0.5 - pairs / 2) / sigma);
  return { k, achievedConf: 1 - 2 * lowerTail, crit: 'normal' };
}

export interface HodgesLehmann extends CriticalOrder {
  /** Median of the pairwise differences. */
  estimate: number;
  /** [D(k), D(n1n2+1−k)] of the sorted differences; null when k = 0. */
  ci: [number, number] | null;
}

/** [D(k), D(M+1−k)] (1-based order statistics) of the pairwise differences b − a; null when k = 0. */
export function pairwiseDifferenceCI(a: Float64Array, b: Float64Array, k: number): [number, number] | null {
  if (k < 1) return null;
  const [lo, hi] = pairwiseOrderStatistics(a, b, [k, a.length * b.length + 1 - k]);
  return [lo, hi];
}

function hodgesLehmann(x: readonly number[] | Float64Array, y: readonly number[] | Float64Array, f?: (v: number) => number): HodgesLehmann {
  if (x.length === 0 || y.length === 0) throw new RangeError('Hodges–Lehmann needs at least one value per side');
  // Sorted after the transform: the selection relies on exact float order of what it subtracts.
  const a = f ? sortedInPlace(mapped(x, f)) : sortedCopy(x);
  const b = f ? sortedInPlace(mapped(y, f)) : sortedCopy(y);
  const order = criticalOrder(x.length, y.length);
  // The median and the CI's orders, from one set of differences.
  const { median, interval } = pairwiseMedianAndInterval(a, b, order.k);
  // Fields written out, not spread: thousands of rows, and a spread is slow in code not yet optimised.
  return { k: order.k, achievedConf: order.achievedConf, crit: order.crit, estimate: median, ci: interval };
}

/** Additive HL shift head − base with its CI. */
export function hodgesLehmannShift(x: readonly number[] | Float64Array, y: readonly number[] | Float64Array): HodgesLehmann {
  return hodgesLehmann(x, y);
}

/** HL on logs, as a ratio head/base: exp(median of ln yⱼ − ln xᵢ); all values must be > 0. */
export function hodgesLehmannRatio(x: readonly number[] | Float64Array, y: readonly number[] | Float64Array): HodgesLehmann {
  const hl = hodgesLehmann(x, y, Math.log);
  const ci = hl.ci && ([Math.exp(hl.ci[0]), Math.exp(hl.ci[1])] as [number, number]);
  return { k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit, estimate: Math.exp(hl.estimate), ci };
}

export interface Effect {
  scale: 'log-ratio' | 'additive';
  /** head/base; null when the base median is 0 on the additive scale (no relative change). */
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** Additive scale only: the HL shift head − base (its sign decides when ratio is null). */
  shift: number | null;
  k: number;
  achievedConf: number | null;
  crit: 'exact' | 'normal';
}

/** The effect benchgate reports: HL log-ratio, or the additive HL shift as a fraction of |base median|. */
export function effectSize(x: readonly number[], y: readonly number[]): Effect {
  return effectOf(x, y, () => sortedCopy(x));
}

/** effectSize for samples already sorted ascending (the comparison sorts each side once). */
export function effectSizeSorted(xs: Float64Array, ys: Float64Array): Effect {
  return effectOf(xs, ys, () => xs);
}

function effectOf(x: readonly number[] | Float64Array, y: readonly number[] | Float64Array, sortedBase: () => Float64Array): Effect {
  const positive = allPositive(x) && allPositive(y);
  if (positive) {
    const hl = hodgesLehmannRatio(x, y);
    return { scale: 'log-ratio', ratio: hl.estimate, ratioCI: hl.ci, shift: null, k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit };
  }
  const hl = hodgesLehmannShift(x, y);
  // |median|: with a negative base median a plain division would flip the direction of the change.
  const scale = Math.abs(medianOfSorted(sortedBase()));
  const rel = (d: number) => 1 + d / scale;
  const ratio = scale > 0 ? rel(hl.estimate) : null;
  const ratioCI = scale > 0 && hl.ci ? ([rel(hl.ci[0]), rel(hl.ci[1])] as [number, number]) : null;
  return { scale: 'additive', ratio, ratioCI, shift: hl.estimate, k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit };
}

/**
 * The interval effectSizeSorted gives, at the order `k` of another confidence (the level the row
 * was decided at, docs/statistics.md#step-8-the-verdict): the same scale, the same sorted unit values,
 * [D(k), D(n1n2+1−k)] of their pairwise differences. Null when k < 1 (that confidence is
 * unattainable) or there is no relative size (additive scale, base median 0).
 */
export function effectIntervalSorted(xs: Float64Array, ys: Float64Array, k: number): [number, number] | null {
  if (k < 1) return null;
  if (allPositive(xs) && allPositive(ys)) {
    const ci = pairwiseDifferenceCI(sortedInPlace(mapped(xs, Math.log)), sortedInPlace(mapped(ys, Math.log)), k);
    return ci && [Math.exp(ci[0]), Math.exp(ci[1])];
  }
  const scale = Math.abs(medianOfSorted(xs));
  const ci = scale > 0 ? pairwiseDifferenceCI(xs, ys, k) : null;
  return ci && [1 + ci[0] / scale, 1 + ci[1] / scale];
}

/** f of every value, as a new Float64Array (a plain loop: Float64Array.from with a map function is slow). */
function mapped(values: readonly number[] | Float64Array, f: (v: number) => number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = f(values[i]);
  return out;
}

/**
 * `values` sorted ascending, in place; no sort call when they already are (the logs of the sorted
 * unit values, every row). Exact for the logs this serves: no NaN and no −0 for `<=` to misplace.
 */
function sortedInPlace(values: Float64Array): Float64Array {
  for (let i = 1; i < values.length; i++) if (!(values[i - 1] <= values[i])) return values.sort();
  return values;
}

function allPositive(values: readonly number[] | Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (!(values[i] > 0)) return false;
  return true;
}
