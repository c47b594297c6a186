// Derived metrics (docs/statistics.md#derived-metrics-one-measurement-one-test): a metric the harness computed from another metric of the same
// run is one measurement shown twice. Testing it as a row of its own doubles the family (halving
// every row's power) and can give the twin a verdict of its own; so it is marked here, after
// parsing, from the format's declaration, and the comparison shows it with its parent's row.
import { benchmarkKey, type ParseResult } from '../model.js';
import type { DerivedMetric } from './format.js';

/**
 * Sets `derivedFrom` on every series of a declared derived metric whose benchmark (same group and
 * name) also has one of its parent metrics in this result. A derived metric without its parent
 * (a harness that printed only MB/s) stays a measured series of its own.
 */
export function markDerived(result: ParseResult, declared: readonly DerivedMetric[]): ParseResult {
  if (declared.length === 0) return result;
  const byMetric = new Map(declared.map((d) => [d.metric, d.from]));
  const candidates = result.series.filter((s) => byMetric.has(s.metric));
  if (candidates.length === 0) return result;
  const metricsOf = new Map<string, Set<string>>();
  for (const s of result.series) {
    const key = benchmarkKey(s);
    let set = metricsOf.get(key);
    if (!set) metricsOf.set(key, (set = new Set()));
    set.add(s.metric);
  }
  for (const s of candidates) {
    const present = metricsOf.get(benchmarkKey(s))!;
    const parent = byMetric.get(s.metric)!.find((m) => m !== s.metric && present.has(m));
    if (parent !== undefined) s.derivedFrom = parent;
  }
  return result;
}
