// docs/statistics.md#step-7-the-family-of-tests: p-value adjustment over the family of every test of one run, so
// that comparing 200 benchmarks does not flag ten of them by chance.
import type { Correction } from '../model.js';

/** Adjusted p-values, in the order given: Holm (family-wise), Benjamini–Hochberg (FDR) or none. */
export function adjustPValues(p: readonly number[], method: Correction): number[] {
  const m = p.length;
  if (method === 'none' || m === 0) return [...p];
  const order = ascendingOrder(p);
  const adjusted = new Array<number>(m);
  if (method === 'holm') {
    let running = 0; // step-down: adjusted values never decrease along the sorted order
    order.forEach((idx, j) => {
      running = Math.max(running, (m - j) * p[idx]);
      adjusted[idx] = Math.min(1, running);
    });
  } else {
    let running = Infinity; // step-up: q(i) = min over j ≥ i of m·p(j)/j
    for (let j = m - 1; j >= 0; j--) {
      const idx = order[j];
      running = Math.min(running, (m * p[idx]) / (j + 1));
      adjusted[idx] = Math.min(1, running);
    }
  }
  return adjusted;
}

/** The level one row's raw p was tested at within its family (docs/statistics.md#step-8-the-verdict). */
export interface StepLevel {
  /**
   * Holm: alpha/(m − i + 1) at the row's rank i (its step); BH: alpha·k/m, k the row's rank, or for
   * a row BH rejects the largest rank it rejects up to; no correction: alpha.
   */
  level: number;
  /**
   * Holm only: the level of the earlier step that failed (the step-down stops there and rejects no
   * later row, whatever its raw p); null when the step-down reached this row.
   */
  stoppedAt: number | null;
}

/**
 * Each raw p's level, in the order given: the significance threshold adjustPValues' adjusted p < alpha
 * is equivalent to on the raw scale, which is the level an interval that agrees with the verdict must
 * have. The same comparisons as adjustPValues (running products, not divisions) decide who is rejected.
 */
export function stepLevels(p: readonly number[], method: Correction, alpha: number): StepLevel[] {
  const m = p.length;
  if (method === 'none' || m === 0) return p.map(() => ({ level: alpha, stoppedAt: null }));
  const order = ascendingOrder(p);
  const levels = new Array<StepLevel>(m);
  if (method === 'holm') {
    let running = 0;
    let stoppedAt: number | null = null;
    order.forEach((idx, j) => {
      const level = alpha / (m - j);
      levels[idx] = { level, stoppedAt };
      running = Math.max(running, (m - j) * p[idx]);
      if (stoppedAt === null && !(Math.min(1, running) < alpha)) stoppedAt = level;
    });
    return levels;
  }
  // BH rejects every rank up to the largest k with m·p(k)/k < alpha; those are tested at alpha·k/m.
  let cut = 0;
  for (let j = m - 1; j >= 0; j--) {
    if (Math.min(1, (m * p[order[j]]) / (j + 1)) < alpha) {
      cut = j + 1;
      break;
    }
  }
  order.forEach((idx, j) => {
    levels[idx] = { level: (alpha * Math.max(cut, j + 1)) / m, stoppedAt: null };
  });
  return levels;
}

/**
 * The smallest raw p that can still be significant for a family of m tests: α/m for Holm and BH
 * (their first, strictest step), α without correction.
 */
export function perTestAlpha(alpha: number, m: number, method: Correction): number {
  return method === 'none' ? alpha : alpha / Math.max(1, m);
}

/**
 * Indices of `p` by ascending value, equal values by index: what a stable sort of the indices
 * with (a, b) => p[a] − p[b] gives, but from a native sort of the values (a run has thousands of
 * p-values, and a comparator called ~m·log m times was a visible share of the run).
 */
function ascendingOrder(p: readonly number[]): number[] {
  if (p.some((v) => Number.isNaN(v))) return p.map((_, i) => i).sort((a, b) => p[a] - p[b]);
  // Indices of each distinct value (0 and −0 are one, as the comparator sees them), in index order.
  const indicesOf = new Map<number, number[]>();
  p.forEach((v, i) => {
    const list = indicesOf.get(v);
    if (list) list.push(i);
    else indicesOf.set(v, [i]);
  });
  const order: number[] = [];
  const values = Float64Array.from(p).sort();
  for (let j = 0; j < values.length; j++) {
    if (j > 0 && values[j] === values[j - 1]) continue; // its indices are already out
    for (const i of indicesOf.get(values[j])!) order.push(i);
  }
  return order;
}
