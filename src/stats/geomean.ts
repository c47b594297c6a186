// docs/statistics.md#step-9-geomean: one number for "how did the whole suite move".

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

/** Geometric mean of ratios per metric (step 9: time and allocations are never averaged together). */
export function geomeansByMetric(rows: readonly { metric: string; ratio: number | null }[]): Record<string, number> {
  const byMetric = new Map<string, number[]>();
  for (const r of rows) {
    if (r.ratio === null) continue;
    const list = byMetric.get(r.metric);
    if (list) list.push(r.ratio);
    else byMetric.set(r.metric, [r.ratio]);
  }
  const out: Record<string, number> = {};
  for (const [metric, ratios] of byMetric) {
    const g = geomean(ratios);
    if (g !== null) out[metric] = g;
  }
  return out;
}

/** The headline geomean: the first gated metric that has one (in gate order), else null. */
export function headlineGeomean(geomeans: Readonly<Record<string, number>>, gate: readonly string[]): number | null {
  for (const metric of gate) if (geomeans[metric] !== undefined) return geomeans[metric];
  return null;
}
