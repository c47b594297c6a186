// vitest bench (tinybench inside): vitest 3's --outputJson has one median per benchmark and run.
import { bench, describe } from 'vitest';

const words = Array.from({ length: 200 }, (_, i) => `word${i % 37}`);

describe('build a line', () => {
  bench('join', () => {
    words.join(' ');
  }, { time: 200 });

  bench('concat', () => {
    let s = '';
    for (const w of words) s += w + ' ';
  }, { time: 200 });
});
