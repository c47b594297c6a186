// The standard normal lower tail Φ(−|z|) for two-sided p-values. jStat's normal.cdf is accurate
// to ~4e-11 relative up to |z| = 5 but drifts beyond (2.5e-9 at 5.75, 2% at 8, 0 from 8.5), and
// a Holm-adjusted p is the raw p times up to m, so there the Laplace continued fraction of Mills'
// ratio takes over: it converges fast exactly where jStat's approximation degrades.
import jStat from 'jstat';

/** Above this |z| the continued fraction is used. */
const FAR_TAIL_Z = 5;
/** Terms of the continued fraction: at |z| ≥ 5 it has converged to double precision well before. */
const CF_TERMS = 120;
const INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);

/** z of the two-sided 95% interval, Φ⁻¹(0.975): the records' CIs are 95% (median.ts CONFIDENCE). */
export const Z95 = 1.959963984540054;

/** Φ(−|z|): the probability that a standard normal is at most −|z|. */
export function normalLowerTail(z: number): number {
  const a = Math.abs(z);
  if (a < FAR_TAIL_Z) return jStat.normal.cdf(-a, 0, 1);
  // Q(a) = φ(a) / (a + 1/(a + 2/(a + 3/(a + …)))), evaluated from the innermost term outwards.
  let f = a;
  for (let k = CF_TERMS; k >= 1; k--) f = a + k / f;
  return (Math.exp(-0.5 * a * a) * INV_SQRT_2PI) / f;
}

/** Two-sided p-value of a standard normal statistic: min(1, 2·Φ(−|z|)). */
export function twoSidedNormalP(z: number): number {
  return Math.min(1, 2 * normalLowerTail(z));
}
