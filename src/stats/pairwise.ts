// Order statistics of the n1·n2 pairwise differences bⱼ − aᵢ without materialising them
// (Monahan's selection for Hodges–Lehmann): with a few hundred samples per side there are 10⁵–10⁶
// differences per row, and thousands of samples would need gigabytes.
//
// Row i of the implicit matrix, bⱼ − aᵢ over j, is ascending; so is the count of entries ≤ t as i
// grows. A random entry among the remaining candidates is the pivot; two-pointer counts of
// entries < pivot and ≤ pivot (O(n1 + n2)) either hit k or discard one side. Expected
// O(log(n1·n2)) rounds. The differences are always computed as the same float expression, whose
// rounding is monotone, so the counts are exact and the result is one of the differences.

import { selectInPlace } from './sorted.js';

/** Below this many candidates they are collected and sorted. */
const SMALL = 256;

/** Deterministic xorshift32 in [0, 1): the pivot choice affects only speed, never the result. */
function makeRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/** The k-th smallest (1-based, 1 ≤ k ≤ n1·n2) of all b[j] − a[i]; a and b ascending, non-empty. */
export function kthPairwiseDifference(a: Float64Array, b: Float64Array, k: number): number {
  const n1 = a.length;
  const n2 = b.length;
  if (!(k >= 1 && k <= n1 * n2) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1…${n1 * n2}`);
  const random = makeRandom(0x9e3779b9 ^ (n1 * 31 + n2) ^ k);
  // Per row: indices < lo[i] are below the target, indices ≥ hi[i] above; between are candidates.
  const lo = new Int32Array(n1);
  const hi = new Int32Array(n1).fill(n2);
  const less = new Int32Array(n1);
  const lessOrEqual = new Int32Array(n1);
  for (;;) {
    let candidates = 0;
    let below = 0;
    for (let i = 0; i < n1; i++) {
      candidates += hi[i] - lo[i];
      below += lo[i];
    }
    if (candidates <= SMALL) {
      const rest = new Float64Array(candidates);
      let at = 0;
      for (let i = 0; i < n1; i++) for (let j = lo[i]; j < hi[i]; j++) rest[at++] = b[j] - a[i];
      return rest.sort()[k - below - 1];
    }
    let r = Math.floor(random() * candidates);
    let pivot = NaN;
    for (let i = 0; i < n1; i++) {
      const width = hi[i] - lo[i];
      if (r < width) {
        pivot = b[lo[i] + r] - a[i];
        break;
      }
      r -= width;
    }
    let countLess = 0;
    let countLessOrEqual = 0;
    let jl = 0;
    let jle = 0;
    for (let i = 0; i < n1; i++) {
      while (jl < n2 && b[jl] - a[i] < pivot) jl++;
      while (jle < n2 && b[jle] - a[i] <= pivot) jle++;
      less[i] = jl;
      lessOrEqual[i] = jle;
      countLess += jl;
      countLessOrEqual += jle;
    }
    if (k > countLess && k <= countLessOrEqual) return pivot;
    if (k <= countLess) for (let i = 0; i < n1; i++) hi[i] = Math.min(hi[i], less[i]);
    else for (let i = 0; i < n1; i++) lo[i] = Math.max(lo[i], lessOrEqual[i]);
  }
}

/** Scratch for the differences of small samples, of the size last asked: thousands of rows each need them once, mostly at one size. */
let smallDifferences = new Float64Array(0);

/** All n1·n2 differences b[j] − a[i] in the shared scratch (valid until the next call), for at most SMALL of them. */
function smallDifferencesOf(a: Float64Array, b: Float64Array): Float64Array {
  const n1 = a.length;
  const n2 = b.length;
  if (smallDifferences.length !== n1 * n2) smallDifferences = new Float64Array(n1 * n2); // not a subarray view per call
  const differences = smallDifferences;
  let at = 0;
  for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) differences[at++] = b[j] - a[i];
  return differences;
}

/**
 * Order statistics of a set of values, asked in ascending order: each is selected in the part
 * right of the one before (a few partial passes instead of a sort), the values a sort would give.
 */
class AscendingOrders {
  private from = 0;

  constructor(private readonly values: Float64Array) {}

  /** The value of 1-based `order` (not below any order asked before). */
  at(order: number): number {
    if (order > this.from) {
      selectInPlace(this.values, this.from, this.values.length - 1, order - 1);
      this.from = order;
    }
    return this.values[order - 1];
  }
}

function checkOrder(k: number, m: number): void {
  if (!(k >= 1 && k <= m) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1…${m}`);
}

/**
 * The k-th smallest b[j] − a[i] for each k of `ks` (1-based), in that order. Up to SMALL
 * differences (the usual 10 × 10) they are computed once and only the asked orders are selected
 * from them, the same values kthPairwiseDifference returns; above, one selection per k.
 */
export function pairwiseOrderStatistics(a: Float64Array, b: Float64Array, ks: readonly number[]): number[] {
  const m = a.length * b.length;
  if (m > SMALL) return ks.map((k) => kthPairwiseDifference(a, b, k));
  for (const k of ks) checkOrder(k, m);
  const differences = smallDifferencesOf(a, b);
  const orders = new AscendingOrders(differences);
  for (const k of [...ks].sort((x, y) => x - y)) orders.at(k); // each lands at its place; later ones select right of it
  return ks.map((k) => differences[k - 1]);
}

/**
 * The values of the 1-based `orders` (ascending, each ≤ values.length) of any set of values, as a
 * sort would give them, by selection in place (values is rearranged): the one-sample interval at a
 * row's decision level needs two order statistics of its Walsh averages, not their sort.
 */
export function selectOrders(values: Float64Array, orders: readonly number[]): number[] {
  for (const k of orders) checkOrder(k, values.length);
  const select = new AscendingOrders(values);
  return orders.map((k) => select.at(k));
}

export interface MedianAndInterval {
  /** Median of the differences (mean of the two middle ones when n1·n2 is even). */
  median: number;
  /** [D(k), D(n1n2+1−k)]; null when k < 1. */
  interval: [number, number] | null;
}

/**
 * What Hodges–Lehmann needs of the pairwise differences b[j] − a[i]: their median and the
 * interval between the k-th smallest and the k-th largest, from one set of differences (the
 * values pairwiseOrderStatistics gives for those orders, without an array of orders per row).
 */
export function pairwiseMedianAndInterval(a: Float64Array, b: Float64Array, k: number): MedianAndInterval {
  const m = a.length * b.length;
  if (m === 0) throw new RangeError('no pairwise differences of an empty sample');
  const [mid1, mid2] = m % 2 === 1 ? [(m + 1) / 2, (m + 1) / 2] : [m / 2, m / 2 + 1];
  // An interval order beyond the middle (never asked: k comes from the lower tail) takes the general path.
  if (m > SMALL || k > mid1) {
    const ks = k >= 1 ? [mid1, mid2, k, m + 1 - k] : [mid1, mid2];
    const [x1, x2, lo, hi] = pairwiseOrderStatistics(a, b, ks);
    return { median: mid2 === mid1 ? x1 : (x1 + x2) / 2, interval: k >= 1 ? [lo, hi] : null };
  }
  if (k >= 1) checkOrder(k, m);
  // Asked in ascending order: k ≤ mid1 ≤ mid2 ≤ m + 1 − k.
  const orders = new AscendingOrders(smallDifferencesOf(a, b));
  const low = k >= 1 ? orders.at(k) : NaN;
  const x1 = orders.at(mid1);
  const median = mid2 === mid1 ? x1 : (x1 + orders.at(mid2)) / 2;
  return { median, interval: k >= 1 ? [low, orders.at(m + 1 - k)] : null };
}

/** Median of all b[j] − a[i] (mean of the two middle ones when n1·n2 is even). */
export function medianPairwiseDifference(a: Float64Array, b: Float64Array): number {
  return pairwiseMedianAndInterval(a, b, 0).median;
}
