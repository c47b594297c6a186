// benchmarkdotnet in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { arrayAt, type CompareCase, isObject, jsonTransformer, objects, pick, scaleAll, scaleFields } from '../../support/slowdown.js';

/** BenchmarkDotNet statistics that are not times (counts, shape, CI level). */
const BDN_KEEP = new Set(['N', 'Skewness', 'Kurtosis', 'Level']);

/**
 * BenchmarkDotNet full JSON: one benchmark picked by its `DisplayInfo` (method, parameters and
 * job as BDN prints them); its Workload measurements and its Statistics. Memory is per op.
 */
const benchmarkdotnet = jsonTransformer((doc, benchmark, changes) => {
  for (const b of pick(objects(arrayAt(doc, 'Benchmarks', changes.format)), (b) => b.DisplayInfo === benchmark, changes)) {
    for (const m of objects(Array.isArray(b.Measurements) ? b.Measurements : [])) {
      if (m.IterationMode === 'Workload') scaleFields(m, ['Nanoseconds'], 'time', changes);
    }
    if (isObject(b.Statistics)) scaleAll(b.Statistics, 'time', changes, BDN_KEEP, new Set(['Variance']));
  }
});

// BenchmarkDotNet cannot run here; a real full JSON export with two jobs × three methods.
export const compareCase: CompareCase = {
  fixture: 'martincostello-jobs-IndexOfAnyBenchmarks-report-full-compressed.json',
  slow: 'IndexOfAnyBenchmarks.IndexOfAny_String: .NET 9.0(Runtime=.NET 9.0)',
  benchmark: 'IndexOfAny_String [.NET 9.0]',
  group: 'DotNetBenchmarks.IndexOfAnyBenchmarks',
  moved: ['time'],
  rounds: 1,
  slowdown: { text: benchmarkdotnet },
};
