// The chain's increments: each recorded commit's paired log-ratio against its first parent, with
// its standard error from the record's own CI. Their running sum along the first-parent history is
// the series' level, measured commit by commit on one runner each, so immune to runner hardware.
import { logOf, logSE } from './log-scale.js';
import type { HistoryPoint } from '../model.js';
import { MAD_EFFICIENCY, madSigma, medianOf } from '../../stats/robust-scale.js';

/** Fewer standardised residuals than this say too little about over-dispersion to widen anything. */
const MIN_FOR_DISPERSION = 5;

export interface Increments {
  /** For each increment, the index of its point in the series' points (ascending). */
  index: number[];
  /** ln ratio of each commit against its first parent. */
  d: Float64Array;
  /** The standard error of each d, widened by √phi. */
  se: Float64Array;
  /** The over-dispersion factor applied to the variances (≥ 1). */
  phi: number;
  /**
   * The degrees of freedom the SEs are worth: Infinity when they come from the records' CIs,
   * finite when no record had one and the increments' own scatter (a MAD of a few values) stands in,
   * so that a test refers z to Student's t rather than the normal.
   */
  df: number;
}

/**
 * The usable increments of a series (a point with no finite positive ratio has none: its step is
 * unknown, like a commit that was not recorded).
 *
 * A record's CI describes the noise within its own run; commits measured on other days scatter
 * more when the runner's luck varies between runs. So the variances are multiplied by the
 * over-dispersion factor phi = (robust σ of the standardised residuals (d − median d)/se)², kept
 * ≥ 1: CIs that understate the scatter are widened, never narrowed. A point without a usable CI
 * gets the median SE of the others (or, when none has one, the robust scatter of the increments,
 * or an unknown SE when there are too few of them: a ratio without a CI proves no step).
 */
export function chainIncrements(points: readonly HistoryPoint[]): Increments {
  const index: number[] = [];
  const all = new Float64Array(points.length);
  const rawSE = new Float64Array(points.length); // NaN: no usable CI
  for (let i = 0; i < points.length; i++) {
    const v = logOf(points[i].ratio);
    if (v === null) continue;
    all[index.length] = v;
    rawSE[index.length] = logSE(points[i].ratioCI) ?? NaN;
    index.push(i);
  }
  const n = index.length;
  const d = all.slice(0, n);
  const se = rawSE.slice(0, n);
  // medianOf skips the NaNs. With no CI anywhere, the increments' own scatter stands in, when
  // there are enough of them to have one; else the SE is unknown (Infinity: never a step, no drift).
  const fromCIs = medianOf(se);
  const fill = fromCIs ?? (n >= MIN_FOR_DISPERSION ? madSigma(d) : Infinity);
  const df = fromCIs !== null ? Infinity : Math.max(1, MAD_EFFICIENCY * (n - 1));
  for (let i = 0; i < n; i++) if (Number.isNaN(se[i])) se[i] = fill;
  const centre = medianOf(d) ?? 0;
  const residuals: number[] = [];
  for (let i = 0; i < n; i++) if (se[i] > 0) residuals.push((d[i] - centre) / se[i]);
  const spread = residuals.length >= MIN_FOR_DISPERSION ? madSigma(residuals) : 0;
  const phi = Math.max(1, spread * spread);
  const widen = Math.sqrt(phi);
  for (let i = 0; i < n; i++) se[i] = se[i] * widen;
  return { index, d, se, phi, df };
}
