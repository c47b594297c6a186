// The log scale the history analysis works on: a ratio r becomes ln r, so steps add up along
// the chain and a step up and the same step down are equal in size; a 95% CI becomes a normal
// standard error (the half-width of the log CI / 1.96).

/** z of the two-sided 95% interval (stats/normal.ts): the records' CIs are 95%. */
import { Z95 } from '../../stats/normal.js';
export { Z95 };

/** ln of a finite positive number, else null (a ratio or median that cannot be on the log scale). */
export function logOf(x: unknown): number | null {
  return typeof x === 'number' && Number.isFinite(x) && x > 0 ? Math.log(x) : null;
}

/** The standard error of ln r implied by a 95% CI [lo, hi] of r, or null when the CI is unusable. */
export function logSE(ci: unknown): number | null {
  if (!Array.isArray(ci) || ci.length !== 2) return null;
  const lo = logOf(ci[0]);
  const hi = logOf(ci[1]);
  if (lo === null || hi === null || hi < lo) return null;
  return (hi - lo) / (2 * Z95);
}

/** A log-scale estimate ± its SE as a change in percent with its 95% CI (`quantile`: Student's, when the SE was estimated from a few values). */
export function pctWithCI(logValue: number, se: number, quantile = Z95): { deltaPct: number; ci: [number, number] } {
  return {
    deltaPct: 100 * Math.expm1(logValue),
    ci: [100 * Math.expm1(logValue - quantile * se), 100 * Math.expm1(logValue + quantile * se)],
  };
}

/** z of a difference and its SE; an exact (zero-SE) difference is infinitely far from 0 unless it is 0. */
export function zOf(diff: number, se: number): number {
  if (se > 0) return diff / se;
  return diff === 0 ? 0 : diff > 0 ? Infinity : -Infinity;
}
