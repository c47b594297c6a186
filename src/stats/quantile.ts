// Hyndman–Fan type 8 quantiles: median-unbiased whatever the distribution, and what benchstat's
// (golang.org/x/perf) Sample.Percentile uses, so fences agree with the Go tooling.

/**
 * The p-quantile (0 ≤ p ≤ 1) of an ascending-sorted, non-empty sample by Hyndman–Fan type 8:
 * h = (n + 1/3)·p + 1/3 (1-based), clamped to [x(1), x(n)], linear interpolation between order
 * statistics.
 */
export function quantileType8(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) throw new RangeError('quantile of an empty sample');
  const h = (n + 1 / 3) * p + 1 / 3;
  if (h <= 1) return sorted[0];
  if (h >= n) return sorted[n - 1];
  const lo = Math.floor(h);
  const below = sorted[lo - 1];
  return below + (h - lo) * (sorted[lo] - below);
}
