// catch2 in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { type CompareCase, escapeRegExp, scaleNumberText, type TextTransformer } from '../../support/slowdown.js';

/** Catch2 XML reporter: the mean and standard deviation (value and bootstrap bounds) of one benchmark. */
const catch2: TextTransformer = (text, benchmark, changes) => {
  const name = benchmark.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const block = new RegExp(`<BenchmarkResults name="${escapeRegExp(name)}"[\\s\\S]*?</BenchmarkResults>`, 'g');
  if (!block.test(text)) throw new Error(`slowdown(catch2): no <BenchmarkResults name="${name}"> in ${changes.where}`);
  return text.replace(block, (b) =>
    b.replace(
      /<(mean|standardDeviation) ([^>]*)\/>/g,
      (_match, tag: string, attrs: string) =>
        `<${tag} ${attrs.replace(/(value|lowerBound|upperBound)="([^"]+)"/g, (_, attr: string, v: string) => `${attr}="${scaleNumberText(v, 'time', changes)}"`)}/>`,
    ),
  );
};

// Catch2's XML reporter gives a mean per benchmark, not its samples: summary-only.
export const compareCase: CompareCase = {
  fixture: 'generated.xml',
  slow: 'fib 20',
  benchmark: 'fib 20',
  group: 'Fibonacci',
  moved: ['time'],
  rounds: 6,
  slowdown: { text: catch2 },
};
