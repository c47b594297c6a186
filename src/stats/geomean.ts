// Step 8 of DESIGN "Statistics": one number for "how did the whole suite move".

/** Geometric mean of positive ratios; null when there are none (non-positive ratios are skipped). */
export function geomean(ratios: readonly number[]): number | null {
  let sumLog = 0;
  let count = 0;
  for (const r of ratios) {
    if (r > 0 && Number.isFinite(r)) {
      sumLog += Math.log(r);
      count++;
    }
  }
  return count === 0 ? null : Math.exp(sumLog / count);
}
