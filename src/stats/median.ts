// docs/statistics.md#step-4-each-sides-median: per-side median with a distribution-free 95% CI from order
// statistics. Symmetric [x(k), x(n+1−k)], so it needs no assumption about the distribution.

/** Two-sided confidence level of every interval benchgate reports. */
export const CONFIDENCE = 0.95;

/** The ordinary sample median of an ascending-sorted, non-empty sample. */
export function medianOfSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  if (n === 0) throw new RangeError('median of an empty sample');
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface MedianCI {
  median: number;
  /** [x(k), x(n+1−k)]; null when no k ≥ 1 reaches the confidence (n ≤ 5 at 95%). */
  ci: [number, number] | null;
  /** The 1-based order statistic of the lower bound; 0 when unavailable. */
  k: number;
  /** 1 − 2·BinomCDF(k−1; n, ½); null when unavailable. */
  achievedConf: number | null;
}

/**
 * k = the largest integer with BinomCDF(k−1; n, ½) ≤ (1 − confidence)/2, by exact summation of
 * the binomial terms (in log space so that n in the thousands does not underflow 2^−n).
 * Returns the k and the CDF at k−1 (0 when k = 0).
 */
export function medianCIOrder(n: number, confidence = CONFIDENCE): { k: number; tail: number } {
  // Every row of a run asks for the same few n: the same inputs give the same answer.
  let byN = ciOrders.get(confidence);
  if (!byN) ciOrders.set(confidence, (byN = new Map<number, Readonly<{ k: number; tail: number }>>()));
  let order = byN.get(n);
  if (!order) byN.set(n, (order = Object.freeze(computeMedianCIOrder(n, confidence))));
  return { k: order.k, tail: order.tail };
}

/** confidence → n → its order and tail. */
const ciOrders = new Map<number, Map<number, Readonly<{ k: number; tail: number }>>>();

function computeMedianCIOrder(n: number, confidence: number): { k: number; tail: number } {
  const limit = (1 - confidence) / 2;
  let logPmf = -n * Math.LN2; // ln P(X = 0)
  let cdf = 0;
  let k = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) logPmf += Math.log(n - i + 1) - Math.log(i);
    cdf += Math.exp(logPmf);
    if (cdf > limit) break;
    k = i + 1;
    tail = cdf;
  }
  return { k, tail };
}

/** Median and its 95% CI of an ascending-sorted, non-empty sample. */
export function medianWithCI(sorted: ArrayLike<number>, confidence = CONFIDENCE): MedianCI {
  const n = sorted.length;
  const median = medianOfSorted(sorted);
  const { k, tail } = medianCIOrder(n, confidence);
  if (k === 0) return { median, ci: null, k: 0, achievedConf: null };
  return { median, ci: [sorted[k - 1], sorted[n - k]], k, achievedConf: 1 - 2 * tail };
}
