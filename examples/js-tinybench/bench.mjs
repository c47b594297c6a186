// tinybench keeps every latency sample when asked (retainSamples); printing the task results as
// JSON hands them all to benchgate.
import { Bench } from 'tinybench';

const words = Array.from({ length: 200 }, (_, i) => `word${i % 37}`);

const bench = new Bench({ time: 200, retainSamples: true });
bench
  .add('join', () => words.join(' '))
  .add('concat', () => {
    let s = '';
    for (const w of words) s += w + ' ';
    return s;
  });
await bench.run();
console.log(JSON.stringify(bench.tasks.map((task) => ({ name: task.name, ...task.result }))));
