// Order statistics of the n1·n2 pairwise differences bⱼ − aᵢ without materialising them
// (Monahan's selection for Hodges–Lehmann): with a few hundred samples per side there are 10⁵–10⁶
// differences per row, and thousands of samples would need gigabytes.
//
// Row i of the implicit matrix, bⱼ − aᵢ over j, is ascending; so is the count of entries ≤ t as i
// grows. A random entry among the remaining candidates is the pivot; two-pointer counts of
// entries < pivot and ≤ pivot (O(n1 + n2)) either hit k or discard one side. Expected
// O(log(n1·n2)) rounds. The differences are always computed as the same float expression, whose
// rounding is monotone, so the counts are exact and the result is one of the differences.

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

/**
 * The k-th smallest b[j] − a[i] for each k of `ks` (1-based), in that order. Up to SMALL
 * differences (the usual 10 × 10) they are computed and sorted once for all ks, with the values
 * kthPairwiseDifference returns (it sorts the same differences when they are that few); above,
 * one selection per k.
 */
export function pairwiseOrderStatistics(a: Float64Array, b: Float64Array, ks: readonly number[]): number[] {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 * n2 > SMALL) return ks.map((k) => kthPairwiseDifference(a, b, k));
  for (const k of ks) if (!(k >= 1 && k <= n1 * n2) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1…${n1 * n2}`);
  if (smallDifferences.length !== n1 * n2) smallDifferences = new Float64Array(n1 * n2); // not a subarray view per call
  const sorted = smallDifferences;
  let at = 0;
  for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) sorted[at++] = b[j] - a[i];
  sorted.sort();
  return ks.map((k) => sorted[k - 1]);
}

/** The orders whose values give the median of m differences: the middle one, or the middle two. */
export function medianOrders(m: number): number[] {
  return m % 2 === 1 ? [(m + 1) / 2] : [m / 2, m / 2 + 1];
}

/** The median from the values at medianOrders (mean of the two middle ones when m is even). */
export function medianFromOrders(values: readonly number[]): number {
  return values.length === 1 ? values[0] : (values[0] + values[1]) / 2;
}

/** Median of all b[j] − a[i] (mean of the two middle ones when n1·n2 is even). */
export function medianPairwiseDifference(a: Float64Array, b: Float64Array): number {
  return medianFromOrders(pairwiseOrderStatistics(a, b, medianOrders(a.length * b.length)));
}
