// The Wilcoxon signed-rank statistic T⁺ (sum of the ranks of the positive differences): its exact
// null distribution conditional on the midranks of |d| (each rank is positive or negative with
// probability ½, independently), by dynamic programming over doubled ranks so ties stay integers.
// Cost O(n · n²): callers use it up to n = 200 and the normal approximation above.
import { normalLowerTail } from './normal.js';

/** Largest number of non-zero differences tested with the exact distribution. */
export const SIGNED_RANK_EXACT_MAX_N = 200;

export interface SignedRankTest {
  /** T⁺ on the ordinary (not doubled) rank scale. */
  tPlus: number;
  /** P(T⁺ ≤ t), P(T⁺ ≥ t) under the null (normal: continuity-corrected). */
  lowerTail: number;
  upperTail: number;
  /** min(1, 2·min(lowerTail, upperTail)). */
  p: number;
  method: 'exact' | 'normal';
}

/** Doubled midranks of |d| (d non-zero) in the order given, and Σ(t³ − t) over tie groups. */
function doubledAbsRanks(d: readonly number[]): { ranks: Int32Array; tieTerm: number } {
  const order = d.map((_, i) => i).sort((a, b) => Math.abs(d[a]) - Math.abs(d[b]));
  const ranks = new Int32Array(d.length);
  let tieTerm = 0;
  for (let pos = 0; pos < order.length;) {
    const v = Math.abs(d[order[pos]]);
    let end = pos;
    while (end < order.length && Math.abs(d[order[end]]) === v) end++;
    const t = end - pos;
    const doubled = pos + 1 + end; // first + last 1-based positions
    for (let i = pos; i < end; i++) ranks[order[i]] = doubled;
    tieTerm += t * t * t - t;
    pos = end;
  }
  return { ranks, tieTerm };
}

/** mass[s] = P(2T⁺ = s) for the given doubled ranks. */
function doubledDistribution(ranks: ArrayLike<number>): Float64Array {
  let max = 0;
  for (let i = 0; i < ranks.length; i++) max += ranks[i];
  const counts = new Float64Array(max + 1);
  counts[0] = 1;
  let reach = 0;
  for (let i = 0; i < ranks.length; i++) {
    const r = ranks[i];
    for (let s = reach; s >= 0; s--) if (counts[s] !== 0) counts[s + r] += counts[s];
    reach += r;
  }
  const total = Math.pow(2, ranks.length);
  for (let s = 0; s <= max; s++) counts[s] = counts[s] / total;
  return counts;
}

/** Two-sided signed-rank test of non-zero differences `d` (zeros must be dropped by the caller). */
export function signedRankTest(d: readonly number[]): SignedRankTest {
  const n = d.length;
  if (n === 0) throw new RangeError('the signed-rank test needs at least one non-zero difference');
  const { ranks, tieTerm } = doubledAbsRanks(d);
  let t2 = 0;
  for (let i = 0; i < n; i++) if (d[i] > 0) t2 += ranks[i];
  if (n <= SIGNED_RANK_EXACT_MAX_N) {
    const mass = doubledDistribution(ranks);
    let lower = 0;
    for (let s = 0; s <= t2; s++) lower += mass[s];
    let upper = 0;
    for (let s = mass.length - 1; s >= t2; s--) upper += mass[s];
    const lowerTail = Math.min(1, lower);
    const upperTail = Math.min(1, upper);
    return { tPlus: t2 / 2, lowerTail, upperTail, p: Math.min(1, 2 * Math.min(lowerTail, upperTail)), method: 'exact' };
  }
  const mean = (n * (n + 1)) / 4;
  const sd = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48);
  const t = t2 / 2;
  // 0.5 continuity correction towards the mean; within 0.5 of it there is no evidence at all.
  const z = sd > 0 ? Math.max(0, Math.abs(t - mean) - 0.5) / sd : 0;
  const near = normalLowerTail(z);
  const lowerTail = t < mean ? near : 1 - near;
  const upperTail = t < mean ? 1 - near : near;
  return { tPlus: t, lowerTail, upperTail, p: Math.min(1, 2 * near), method: 'normal' };
}

/** cdf[t] = P(T⁺ ≤ t) for n untied differences, t = 0 … n(n+1)/2; memoised (rows share sizes). */
export function signedRankCdfNoTies(n: number): Float64Array {
  let cdf = noTiesCache.get(n);
  if (!cdf) {
    const ranks = new Int32Array(n);
    for (let i = 0; i < n; i++) ranks[i] = 2 * (i + 1);
    const mass = doubledDistribution(ranks);
    const max = (n * (n + 1)) / 2;
    cdf = new Float64Array(max + 1);
    let acc = 0;
    for (let t = 0; t <= max; t++) cdf[t] = acc += mass[2 * t];
    noTiesCache.set(n, cdf);
  }
  return cdf;
}

const noTiesCache = new Map<number, Float64Array>();
