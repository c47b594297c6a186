// json in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, jsonTransformer, objects, pick, scaleFields } from '../../support/slowdown.js';

/** Units of github-action-benchmark's custom JSON that are rates (bigger is better). */
const RATE_UNIT = /\/s(ec)?$|^ops|^hz$/i;

/**
 * github-action-benchmark custom JSON ([{name, unit, value, range}]): the value, and the range
 * when it is a number in the value's unit (a free-text range such as "± 3%" stays as it is).
 */
const json = jsonTransformer((doc, benchmark, changes) => {
  if (!Array.isArray(doc)) throw new Error('slowdown(json): expected an array of { name, unit, value }');
  for (const entry of pick(objects(doc), (e) => e.name === benchmark, changes)) {
    scaleFields(entry, ['value', 'range'], typeof entry.unit === 'string' && RATE_UNIT.test(entry.unit) ? 'rate' : 'time', changes);
  }
});

// github-action-benchmark's custom JSON: one value per benchmark and run.
export const compareCase: CompareCase = {
  fixture: 'gab-customSmallerIsBetter_output2.json',
  slow: 'Deactivated probe',
  benchmark: 'Deactivated probe',
  moved: ['time'],
  rounds: 6,
  slowdown: { text: json },
};
