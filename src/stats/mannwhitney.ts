// docs/statistics.md#step-5-mann-whitney-u: the two-sided Mann-Whitney U test on the unit values.
// Exact (conditional on the midranks) for small pooled samples, where the normal approximation is
// poor and benchmark samples are usually small; normal approximation with tie and continuity
// corrections above, where the exact DP would cost more and the approximation is good.
import { twoSidedNormalP } from './normal.js';
import { pooledRanks, type PooledRanks } from './ranks.js';
import { sortedCopy } from './sorted.js';
import { pFromTails, uDistributionNoTies, uTailsGivenRanks, uTwoSidedPGivenRanks } from './udistribution.js';

/** Largest n1 + n2 tested with the exact distribution. */
export const EXACT_MAX_N = 60;

export interface UTestResult {
  /** U of the base sample (see PooledRanks.uBase). */
  U: number;
  p: number;
  method: 'exact' | 'normal' | 'all-equal';
}

export interface ExactUTest {
  U: number;
  /** P(U ≤ u) under the conditional null. */
  lowerTail: number;
  /** P(U ≥ u) under the conditional null. */
  upperTail: number;
  /** min(1, 2·min(lowerTail, upperTail)). */
  p: number;
}

export interface NormalUTest {
  U: number;
  /** Continuity-corrected z, signed like U − μ; null when every pooled value is equal (σ = 0). */
  z: number | null;
  p: number;
}

function ranksOf(x: readonly number[], y: readonly number[]): PooledRanks {
  if (x.length === 0 || y.length === 0) throw new RangeError('Mann-Whitney U needs at least one value per side');
  return pooledRanks(sortedCopy(x), sortedCopy(y));
}

function exactFromRanks(r: PooledRanks): ExactUTest {
  const t = Math.round(2 * r.uBase); // 2U is an integer: doubled ranks are
  let lower: number;
  let upper: number;
  if (r.hasTies) {
    // Each tie pattern has its own distribution: compute just the two tails it needs.
    ({ lower, upper } = uTailsGivenRanks(r.doubledRanks, r.n1, t));
  } else {
    const dist = uDistributionNoTies(r.n1, r.n2);
    lower = dist.cdf[t];
    upper = dist.sf[t];
  }
  return { U: r.uBase, lowerTail: Math.min(1, lower), upperTail: Math.min(1, upper), p: pFromTails({ lower, upper }) };
}

function normalFromRanks(r: PooledRanks): NormalUTest {
  const { n1, n2, uBase: U } = r;
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - r.tieTerm / (n * (n - 1)));
  if (!(variance > 0)) return { U, z: null, p: 1 };
  const d = U - (n1 * n2) / 2;
  // The 0.5 continuity correction moves U towards μ; within 0.5 of μ there is no evidence at all.
  const z = Math.abs(d) <= 0.5 ? 0 : (Math.sign(d) * (Math.abs(d) - 0.5)) / Math.sqrt(variance);
  return { U, z, p: twoSidedNormalP(z) };
}

/** Exact two-sided test, conditional on the pooled midranks (any n; the DP grows with n³). */
export function mannWhitneyExact(x: readonly number[], y: readonly number[]): ExactUTest {
  return exactFromRanks(ranksOf(x, y));
}

/** Normal approximation with tie correction and 0.5 continuity correction (any n). */
export function mannWhitneyNormal(x: readonly number[], y: readonly number[]): NormalUTest {
  return normalFromRanks(ranksOf(x, y));
}

/** The test benchgate runs: all equal → p = 1; exact up to EXACT_MAX_N pooled values; else normal. */
export function mannWhitney(x: readonly number[], y: readonly number[]): UTestResult {
  return testRanks(ranksOf(x, y));
}

/** mannWhitney for samples already sorted ascending (the comparison sorts each side once). */
export function mannWhitneySorted(xs: Float64Array, ys: Float64Array): UTestResult {
  if (xs.length === 0 || ys.length === 0) throw new RangeError('Mann-Whitney U needs at least one value per side');
  return testRanks(pooledRanks(xs, ys));
}

/** exactFromRanks(r).p; with ties, from the one tail that decides it. */
function exactP(r: PooledRanks): number {
  return r.hasTies ? uTwoSidedPGivenRanks(r.doubledRanks, r.n1, Math.round(2 * r.uBase)) : exactFromRanks(r).p;
}

function testRanks(r: PooledRanks): UTestResult {
  if (r.allEqual) return { U: r.uBase, p: 1, method: 'all-equal' };
  if (r.n1 + r.n2 <= EXACT_MAX_N) return { U: r.uBase, p: exactP(r), method: 'exact' };
  return { U: r.uBase, p: normalFromRanks(r).p, method: 'normal' };
}
