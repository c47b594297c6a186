// The order findings are listed in (issue 28): by severity — the size of a change its CI is sure
// of, the CI's bound nearer no change — not by date. A large step measured precisely comes first;
// a small one whose CI nearly reaches zero, or a noisy one whose CI is wide, comes after it.
import type { Drift, HistorySeries } from './model.js';

/** The change (in %, ≥ 0) a finding's 95% CI is sure of: 0 when the CI includes no change. */
export function confidentSize(ci: readonly [number, number]): number {
  if (ci[0] > 0) return ci[0];
  if (ci[1] < 0) return -ci[1];
  return 0;
}

/** A finding's severity, compared: the confident size, then the size itself (both descending). */
export function bySeverity<T extends { deltaPct: number; ci: [number, number] }>(a: T, b: T): number {
  return confidentSize(b.ci) - confidentSize(a.ci) || Math.abs(b.deltaPct) - Math.abs(a.deltaPct);
}

/** The most severe finding of a series (its steps, and its drift when `driftCounts`), as { deltaPct, ci }; null without any. */
export function worstFinding(s: Pick<HistorySeries, 'changePoints'>, drift: Drift | null): { deltaPct: number; ci: [number, number] } | null {
  const all: { deltaPct: number; ci: [number, number] }[] = [...s.changePoints];
  if (drift) all.push(drift);
  return all.length === 0 ? null : all.reduce((worst, f) => (bySeverity(f, worst) < 0 ? f : worst));
}
