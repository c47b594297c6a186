// Student's t for the history's tests whose noise σ is itself estimated from a few values.
import jStat from 'jstat';
import { Z95 } from './normal.js';

/** Two-sided p of t on df degrees of freedom (an exact jump, t = ±∞, has p = 0). */
export function twoSidedTP(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? 1 : 0;
  return Math.min(1, 2 * jStat.studentt.cdf(-Math.abs(t), df));
}

/** The two-sided 95% quantile of Student's t on df degrees of freedom (the normal's 1.96 for df = ∞). */
export function t95(df: number): number {
  return df === Infinity ? Z95 : jStat.studentt.inv(0.975, df);
}
