// jmh in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, type Direction, isObject, type JsonObject, jsonTransformer, objects, pick, scaleAll, scaleFields } from '../../support/slowdown.js';

/**
 * JMH -rf json: the primary metric of `benchmark` (its `benchmark` field, then `:k=v,…` params
 * when it has any); thrpt scores are rates. Secondary metrics (gc.alloc.rate.norm, B/op) are
 * per operation and stay as they are.
 */
const jmh = jsonTransformer((doc, benchmark, changes) => {
  if (!Array.isArray(doc)) throw new Error('slowdown(jmh): expected an array of results');
  // JSON values as text: a string as it is, anything else as its JSON.
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const idOf = (r: JsonObject) => {
    const params = isObject(r.params) ? Object.entries(r.params).map(([k, v]) => `${k}=${text(v)}`) : [];
    return params.length ? `${text(r.benchmark)}:${params.join(',')}` : text(r.benchmark);
  };
  for (const r of pick(objects(doc), (r) => idOf(r) === benchmark, changes)) {
    if (!isObject(r.primaryMetric)) continue;
    const direction: Direction = r.mode === 'thrpt' ? 'rate' : 'time';
    const pm = r.primaryMetric;
    scaleFields(pm, ['score', 'scoreError', 'scoreConfidence', 'rawData'], direction, changes);
    if (isObject(pm.scorePercentiles)) scaleAll(pm.scorePercentiles, direction, changes, new Set());
  }
});

// JMH 1.21, throughput mode, 2 forks × 10 iterations each: the forks are the unit of one file,
// and 2 + 2 can never be significant; 6 runs per side, as `benchgate run` does rounds.
export const compareCase: CompareCase = {
  fixture: 'tkrs-json-bench-jmh-result.json',
  slow: 'bench.Case2.decodeCirceAutoFromBytes:depth=100,length=10',
  benchmark: 'Case2.decodeCirceAutoFromBytes:depth=100,length=10',
  group: 'bench.Case2',
  moved: ['rate'],
  rounds: 6,
  slowdown: { text: jmh },
};
