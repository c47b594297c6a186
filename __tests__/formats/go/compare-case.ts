// go in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, editLines, escapeRegExp, scaleNumberText, type TextTransformer } from '../../support/slowdown.js';

/** `go test -bench`: the benchmark's result lines (name as printed, with the -N procs suffix). */
const go: TextTransformer = (text, benchmark, changes) =>
  editLines(
    text,
    (line) => new RegExp(`^${escapeRegExp(benchmark)}\\s+\\d+\\s`).test(line),
    (line) =>
      line
        .replace(/(\d+(?:\.\d+)?)( ns\/op)/g, (_, v: string, unit: string) => scaleNumberText(v, 'time', changes) + unit)
        .replace(/(\d+(?:\.\d+)?)( MB\/s)/g, (_, v: string, unit: string) => scaleNumberText(v, 'rate', changes) + unit),
    changes,
  );

// golang/perf's benchstat test data: 25 sub-benchmarks × 10 runs, ns/op and MB/s. (The go
// fixtures generated on this machine ran with -count 3, and 3 vs 3 samples can never reach
// p < 0.05: the smallest attainable two-sided p is 2/C(6,3) = 0.1.)
export const compareCase: CompareCase = {
  fixture: 'golang-perf-benchstat-crc-old.txt',
  slow: 'BenchmarkCRC32/poly=IEEE/size=15/align=1-8',
  benchmark: 'BenchmarkCRC32/poly=IEEE/size=15/align=1-8',
  group: 'hash/crc32',
  moved: ['time'],
  derived: { throughput: 'time' },
  rounds: 1,
  slowdown: { text: go },
};
