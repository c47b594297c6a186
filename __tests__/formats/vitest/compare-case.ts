// vitest in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { arrayAt, type CompareCase, jsonTransformer, objects, pick, scaleFields } from '../../support/slowdown.js';

/** vitest bench --outputJson: the benchmark's time statistics (ms) and its hz. */
const vitest = jsonTransformer((doc, benchmark, changes) => {
  const benches = objects(arrayAt(doc, 'files', changes.format)).flatMap((f) =>
    objects(Array.isArray(f.groups) ? f.groups : []).flatMap((g) => objects(Array.isArray(g.benchmarks) ? g.benchmarks : [])),
  );
  for (const b of pick(benches, (b) => b.name === benchmark, changes)) {
    scaleFields(b, ['min', 'max', 'period', 'mean', 'sd', 'sem', 'moe', 'p75', 'p99', 'p995', 'p999', 'median', 'samples'], 'time', changes);
    scaleFields(b, ['variance'], 'time', changes, 2);
    scaleFields(b, ['hz'], 'rate', changes);
  }
});

// vitest 3's --outputJson keeps no raw samples: one median per run.
export const compareCase: CompareCase = {
  fixture: 'generated-vitest3.json',
  slow: 'sort 100',
  benchmark: 'sort 100',
  group: 'sort.bench.ts > arrays',
  moved: ['time'],
  rounds: 6,
  slowdown: { text: vitest },
};
