// hyperfine in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { arrayAt, type CompareCase, jsonTransformer, objects, pick, scaleFields } from '../../support/slowdown.js';

/** hyperfine --export-json: the command's wall-clock times and their summary (memory untouched). */
const hyperfine = jsonTransformer((doc, benchmark, changes) => {
  for (const r of pick(objects(arrayAt(doc, 'results', changes.format)), (r) => r.command === benchmark, changes)) {
    scaleFields(r, ['mean', 'stddev', 'median', 'user', 'system', 'min', 'max', 'times'], 'time', changes);
  }
});

// 5 runs per command: the shifted sample overlaps the base by one value, p = 0.032, which
// Holm over the file's 2 rows would double past α: uncorrected here.
export const compareCase: CompareCase = {
  fixture: 'generated-two-commands.json',
  slow: 'sleep 0.02',
  benchmark: 'sleep 0.02',
  moved: ['time'],
  rounds: 1,
  correction: 'none',
  slowdown: { text: hyperfine },
};
