// google-benchmark in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { arrayAt, type CompareCase, jsonTransformer, objects, pick, scaleFields } from '../../support/slowdown.js';

/** Google Benchmark JSON: every run (repetitions and aggregates) of `run_name`; a cv aggregate is a ratio. */
const googleBenchmark = jsonTransformer((doc, benchmark, changes) => {
  for (const run of pick(objects(arrayAt(doc, 'benchmarks', changes.format)), (b) => (b.run_name ?? b.name) === benchmark, changes)) {
    if (run.aggregate_name === 'cv') continue;
    scaleFields(run, ['real_time', 'cpu_time'], 'time', changes);
    scaleFields(run, ['bytes_per_second', 'items_per_second'], 'rate', changes);
  }
});

// 5 repetitions whose real time spreads over ±20% on this loaded runner: 5 vs 5 overlap too
// much to call (p = 0.15), so this case pools 6 runs per side, as `benchgate run` does rounds.
export const compareCase: CompareCase = {
  fixture: 'generated-repetitions.json',
  slow: 'BM_StringCopy/512',
  benchmark: 'BM_StringCopy/512',
  moved: ['time', 'cpu-time'],
  derived: { throughput: 'cpu-time' },
  rounds: 6,
  slowdown: { text: googleBenchmark },
};
