// Steps 8–9 of docs/statistics.md#the-method-step-by-step: the counts per verdict, the geomeans per metric and the
// overall verdict of a set of decided rows (one run, or merged shards).
import { VERDICTS, type Comparison, type StatsSettings, type Summary } from '../model.js';
import { geomeansByMetric, headlineGeomean } from './geomean.js';
import { gatedMetricList } from './gated.js';

export interface Summarized {
  summary: Summary;
  verdict: 'pass' | 'fail';
}

/** `fail` iff a gated row is a regression (or inconclusive, with failOnInconclusive). */
export function summarize(
  comparisons: readonly Comparison[],
  settings: Pick<StatsSettings, 'gate' | 'failOnInconclusive'> & Partial<Pick<StatsSettings, 'measure'>>,
): Summarized {
  const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as unknown as Summary;
  for (const row of comparisons) summary[row.verdict]++;
  summary.geomeans = geomeansByMetric(comparisons);
  summary.geomean = headlineGeomean(summary.geomeans, gatedMetricList(settings));
  const fail = comparisons.some((r) => r.gated && (r.verdict === 'regression' || (settings.failOnInconclusive && r.verdict === 'inconclusive')));
  return { summary, verdict: fail ? 'fail' : 'pass' };
}
