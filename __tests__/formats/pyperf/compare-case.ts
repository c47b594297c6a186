// pyperf in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { arrayAt, type CompareCase, isObject, jsonTransformer, objects, pick, scaleFields, scaleValue } from '../../support/slowdown.js';

/** pyperf JSON: every run's values, and the value half of each [loops, value] warm-up. */
const pyperf = jsonTransformer((doc, benchmark, changes) => {
  const benchmarks = objects(arrayAt(doc, 'benchmarks', changes.format));
  for (const b of pick(benchmarks, (b) => isObject(b.metadata) && b.metadata.name === benchmark, changes)) {
    for (const run of objects(Array.isArray(b.runs) ? b.runs : [])) {
      scaleFields(run, ['values'], 'time', changes);
      if (Array.isArray(run.warmups))
        run.warmups = run.warmups.map((w) => (Array.isArray(w) && w.length === 2 ? [w[0]!, scaleValue(w[1], 'time', changes)] : w));
    }
  }
});

// 2 worker processes per benchmark: one file per side falls back to the processes as the unit,
// and 2 + 2 can never be significant; 6 runs per side, as `benchgate run` does rounds.
export const compareCase: CompareCase = {
  fixture: 'generated-runner-suite.json',
  slow: 'sorted_small',
  benchmark: 'sorted_small',
  moved: ['time'],
  rounds: 6,
  slowdown: { text: pyperf },
};
