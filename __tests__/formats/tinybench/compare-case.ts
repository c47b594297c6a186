// tinybench in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, isObject, jsonTransformer, objects, pick, scaleAll, scaleFields } from '../../support/slowdown.js';

/** Shape statistics and counts that a uniform slowdown leaves as they are. */
const TINYBENCH_KEEP = new Set(['critical', 'df', 'rme', 'samplesCount', 'totalTime']);

/**
 * tinybench ≥ 4 task results ({ name, ...task.result }): the latency statistics and samples × 1.2,
 * the throughput ones ÷ 1.2, the period × 1.2.
 */
const tinybench = jsonTransformer((doc, benchmark, changes) => {
  if (!Array.isArray(doc)) throw new Error('slowdown(tinybench): expected an array of tasks');
  for (const task of pick(objects(doc), (t) => t.name === benchmark, changes)) {
    for (const [key, direction] of [
      ['latency', 'time'],
      ['throughput', 'rate'],
    ] as const) {
      const stats = task[key];
      if (isObject(stats)) scaleAll(stats, direction, changes, TINYBENCH_KEEP, new Set(['variance']));
    }
    scaleFields(task, ['period'], 'time', changes);
  }
});

export const compareCase: CompareCase = {
  fixture: 'generated-v6-retain-samples.json',
  slow: 'reverse 100',
  benchmark: 'reverse 100',
  moved: ['time'],
  rounds: 1,
  slowdown: { text: tinybench },
};
