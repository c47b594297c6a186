// pytest-benchmark in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { arrayAt, type CompareCase, isObject, jsonTransformer, objects, pick, scaleFields } from '../../support/slowdown.js';

const PYTEST_TIMES = ['min', 'max', 'mean', 'stddev', 'median', 'iqr', 'q1', 'q3', 'ld15iqr', 'hd15iqr', 'total', 'data'];

/** pytest-benchmark JSON: the benchmark's stats (raw `data` included); `ops` is a rate. */
const pytestBenchmark = jsonTransformer((doc, benchmark, changes) => {
  for (const b of pick(objects(arrayAt(doc, 'benchmarks', changes.format)), (b) => b.name === benchmark || b.fullname === benchmark, changes)) {
    if (!isObject(b.stats)) continue;
    scaleFields(b.stats, PYTEST_TIMES, 'time', changes);
    scaleFields(b.stats, ['ops'], 'rate', changes);
  }
});

export const compareCase: CompareCase = {
  fixture: 'generated-benchmark-json.json',
  slow: 'test_fib10',
  benchmark: 'test_fib10',
  group: 'test_bench.py',
  moved: ['time'],
  rounds: 1,
  slowdown: { text: pytestBenchmark },
};
