// The order findings are listed in (issue 28): by severity — size and confidence together, the
// change a finding is sure of — not by date. A large step proven beyond doubt comes first; a
// small one, or one that barely cleared its test, comes after it.
import jStat from 'jstat';
import { Z95 } from './log-scale.js';
import type { Drift, HistorySeries } from '../model.js';

/** What severity reads of a finding: its size, its CI, and for a step its (family-wise) p. */
export interface Finding {
  deltaPct: number;
  ci: [number, number];
  p?: number;
}

/** The change (in %, ≥ 0) a 95% CI is sure of: 0 when it includes no change. */
export function confidentSize(ci: readonly [number, number]): number {
  if (ci[0] > 0) return ci[0];
  if (ci[1] < 0) return -ci[1];
  return 0;
}

/**
 * A finding's severity (%, ≥ 0). For a step: |Δ| × (1 − 1.96 / z), z the normal quantile of its
 * p — the step's test (moderated SEs, both bases, corrected over the series' commits), not the
 * commit's own CI, which for a lucky narrow CI would rank a false step above a real one. For
 * that reading of a normal estimate this is the 95% bound nearer zero, as a drift's CI gives it.
 */
export function severity(f: Finding): number {
  if (f.p === undefined) return confidentSize(f.ci);
  if (!(f.p > 0)) return Math.abs(f.deltaPct);
  const z = -jStat.normal.inv(Math.min(1, f.p) / 2, 0, 1);
  return z > Z95 ? Math.abs(f.deltaPct) * (1 - Z95 / z) : 0;
}

/** Findings compared by severity, then by size (both descending). */
export function bySeverity<T extends Finding>(a: T, b: T): number {
  return severity(b) - severity(a) || Math.abs(b.deltaPct) - Math.abs(a.deltaPct);
}

/** The most severe finding of a series: its steps, and `drift` when it is one; null without any. */
export function worstFinding(s: Pick<HistorySeries, 'changePoints'>, drift: Drift | null): Finding | null {
  const all: Finding[] = [...s.changePoints];
  if (drift) all.push({ deltaPct: drift.deltaPct, ci: drift.ci });
  return all.length === 0 ? null : all.reduce((worst, f) => (bySeverity(f, worst) < 0 ? f : worst));
}
