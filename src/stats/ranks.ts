// Pooled midranks of two samples, the input of every rank statistic. Ranks are kept doubled
// (first + last position of a tie group) so they stay integers: ties are exact float equality
// and the exact distribution below can index by them without any epsilon.

export interface PooledRanks {
  n1: number;
  n2: number;
  /** U of the base sample: #{xᵢ > yⱼ} + ½·#{xᵢ = yⱼ} (scipy's mannwhitneyu(x, y).statistic). */
  uBase: number;
  /** Doubled midrank of every pooled value, ascending. */
  doubledRanks: Int32Array;
  /** Σ (t³ − t) over tie groups, for the normal approximation's variance. */
  tieTerm: number;
  hasTies: boolean;
  /** Every pooled value is the same number. */
  allEqual: boolean;
}

/** Ranks the pooled sample of two ascending-sorted, non-empty samples in one merge pass. */
export function pooledRanks(xs: ArrayLike<number>, ys: ArrayLike<number>): PooledRanks {
  const n1 = xs.length;
  const n2 = ys.length;
  const total = n1 + n2;
  const doubledRanks = new Int32Array(total);
  let i = 0;
  let j = 0;
  let pos = 0; // 0-based position of the next pooled value
  let doubledRankSumX = 0;
  let tieTerm = 0;
  let groups = 0;
  while (pos < total) {
    const v = i < n1 && (j >= n2 || xs[i] <= ys[j]) ? xs[i] : ys[j];
    let cx = 0;
    let cy = 0;
    for (; i < n1 && xs[i] === v; i++) cx++;
    for (; j < n2 && ys[j] === v; j++) cy++;
    const t = cx + cy;
    const doubled = 2 * pos + t + 1; // (pos+1) + (pos+t): first + last 1-based positions
    doubledRanks.fill(doubled, pos, pos + t);
    doubledRankSumX += cx * doubled;
    tieTerm += t * t * t - t;
    groups++;
    pos += t;
  }
  return {
    n1,
    n2,
    uBase: (doubledRankSumX - n1 * (n1 + 1)) / 2,
    doubledRanks,
    tieTerm,
    hasTies: groups < total,
    allEqual: groups === 1,
  };
}
