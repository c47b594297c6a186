// libtest in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, editLines, escapeRegExp, scaleNumberText, type TextTransformer } from '../../support/slowdown.js';

/** Rust libtest `#[bench]`: `test NAME ... bench: T ns/iter (+/- D)` and the optional `= R MB/s`. */
const libtest: TextTransformer = (text, benchmark, changes) => {
  const line = new RegExp(`^test ${escapeRegExp(benchmark)} \\.\\.\\. bench:`);
  return editLines(
    text,
    (l) => line.test(l),
    (l) =>
      l
        .replace(
          /([\d,]+(?:\.\d+)?)( ns\/iter \(\+\/- )([\d,]+(?:\.\d+)?)\)/,
          (_, t: string, mid: string, d: string) => `${scaleNumberText(t, 'time', changes)}${mid}${scaleNumberText(d, 'time', changes)})`,
        )
        .replace(/= ([\d,]+(?:\.\d+)?) MB\/s/, (_, r: string) => `= ${scaleNumberText(r, 'rate', changes)} MB/s`),
    changes,
  );
};

// libtest prints one ns/iter (+/- spread) per benchmark and run.
export const compareCase: CompareCase = {
  fixture: 'nightly-sum-fib.txt',
  slow: 'sum_64',
  benchmark: 'sum_64',
  moved: ['time'],
  derived: { throughput: 'time' },
  rounds: 6,
  slowdown: { text: libtest },
};
