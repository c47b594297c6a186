// benchmarkjs in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, editLines, escapeRegExp, scaleNumberText, type TextTransformer } from '../../support/slowdown.js';

/** benchmark.js console lines: `NAME x 1,234 ops/sec ±1.2% (N runs sampled)`; ± is relative. */
const benchmarkjs: TextTransformer = (text, benchmark, changes) => {
  const line = new RegExp(`^(${escapeRegExp(benchmark)} x )([\\d,]+(?:\\.\\d+)?)( ops/sec)`);
  return editLines(
    text,
    (l) => line.test(l),
    (l) => l.replace(line, (_, head: string, v: string, tail: string) => head + scaleNumberText(v, 'rate', changes) + tail),
    changes,
  );
};

// benchmark.js prints ops/sec ± a relative margin: one rate per run.
export const compareCase: CompareCase = {
  fixture: 'generated-suite.txt',
  slow: 'RegExp#test',
  benchmark: 'RegExp#test',
  moved: ['rate'],
  rounds: 6,
  slowdown: { text: benchmarkjs },
};
