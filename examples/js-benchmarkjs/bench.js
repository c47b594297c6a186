// benchmark.js prints one line per benchmark ("name x 1,234 ops/sec ±1.2% (90 runs sampled)"):
// a summary, so each run is one sample and benchgate's rounds build the sample.
const Benchmark = require('benchmark');

const words = Array.from({ length: 200 }, (_, i) => `word${i % 37}`);

new Benchmark.Suite()
  .add('join', () => words.join(' '), { maxTime: 0.5 })
  .add('concat', () => {
    let s = '';
    for (const w of words) s += w + ' ';
    return s;
  }, { maxTime: 0.5 })
  .on('cycle', (event) => console.log(String(event.target)))
  .run();
