// benchmark.js console lines: a live Benchmark.Suite run (npm benchmark, cached outside benchgate's
// package.json), public outputs, detection, and malformed lines.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { benchmarkjs } from '../../../src/formats/benchmarkjs/benchmarkjs.js';
import { assertParseError, find, fixture, fixtureFiles, nodeScratch, removeDir, run, textInput } from '../../support/format-kit.js';
import { needs } from '../../support/harness.js';

/** ops/sec of every result line, read independently of the parser (String#split, not its regex). */
function expectedRates(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const at = line.lastIndexOf(' x ');
    if (at < 0 || !line.includes(' ops/sec ')) continue;
    out.set(
      line.slice(0, at).trim(),
      Number(
        line
          .slice(at + 3)
          .split(' ops/sec')[0]
          .replaceAll(',', ''),
      ),
    );
  }
  return out;
}

const SUITE = `const Benchmark = require('benchmark');
const suite = new Benchmark.Suite();
const options = { maxTime: 0.05, minSamples: 5 };
suite
  .add('RegExp#test', () => /o/.test('Hello World!'), options)
  .add('String#indexOf', () => 'Hello World!'.indexOf('o') > -1, options)
  .add('Array x 3 (fill)', () => new Array(3).fill(0), options)
  .on('cycle', (event) => console.log(String(event.target)))
  .on('complete', function () { console.log('Fastest is ' + this.filter('fastest').map('name')); })
  .run();
`;

describe('benchmark.js: a live suite', needs('node-harnesses'), () => {
  let dir = '';
  let output = '';
  before(() => {
    dir = nodeScratch('benchmarkjs');
    writeFileSync(path.join(dir, 'suite.cjs'), SUITE);
    output = run('node', ['suite.cjs'], dir);
  });
  after(() => removeDir(dir));

  it('one rate sample (ops/s, higher is better) per result line', () => {
    const r = benchmarkjs.parse({ kind: 'text', file: 'suite.out', text: output });
    assert.equal(r.format, 'benchmarkjs');
    const expected = expectedRates(output);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['RegExp#test', 'String#indexOf', 'Array x 3 (fill)'],
    );
    for (const [name, hz] of expected) {
      const s = find(r, name, 'rate');
      assert.equal(s.unit, 'ops/s');
      assert.equal(s.better, 'higher');
      assert.deepEqual(s.runs[0].samples, [hz]);
      assert.ok(hz > 1000, `${name}: ${hz} ops/sec`);
    }
    assert.deepEqual(r.warnings, []);
    assert.equal(benchmarkjs.detect({ kind: 'text', file: 'suite.out', text: output }), 0.9);
  });
});

describe('benchmark.js: public and committed outputs', () => {
  it('bencher issue 506 (Chromium, two-decimal rates, progress lines around)', () => {
    const input = fixture('benchmarkjs', 'bencher-adapter-benchmarkjs-issue_506.txt');
    const r = benchmarkjs.parse(input);
    assert.equal(r.series.length, 6);
    assert.deepEqual(find(r, 'text encoder utf8', 'rate').runs[0].samples, [28.33]);
    assert.deepEqual(find(r, 'sha512 native from string utf16', 'rate').runs[0].samples, [29.76]);
    for (const [name, hz] of expectedRates(input.text)) assert.deepEqual(find(r, name, 'rate').runs[0].samples, [hz]);
  });

  it('github-action-benchmark sample: thousands separators, spaces in names', () => {
    const input = fixture('benchmarkjs', 'github-action-benchmark-benchmarkjs_output.txt');
    const r = benchmarkjs.parse(input);
    assert.deepEqual(find(r, 'fib(10)', 'rate').runs[0].samples, [1431759]);
    assert.deepEqual(find(r, 'createObjectBuffer with 200 comments', 'rate').runs[0].samples, [81.61]);
  });

  it('the same name twice (the suite run twice) gives two samples and a warning', () => {
    const input = fixture('benchmarkjs', 'generated-suite.txt');
    const once = benchmarkjs.parse(input);
    const twice = benchmarkjs.parse({ ...input, text: input.text + input.text });
    assert.deepEqual(
      twice.series.map((s) => s.runs[0].samples),
      once.series.map((s) => [...s.runs[0].samples, ...s.runs[0].samples]),
    );
    assert.equal(twice.warnings.length, once.series.length);
  });

  it("detects every benchmark.js fixture and no other format's file", () => {
    for (const file of fixtureFiles('benchmarkjs')) assert.equal(benchmarkjs.detect(textInput(file)), 0.9, file);
    for (const other of ['pytest-benchmark', 'pyperf', 'hyperfine', 'vitest', 'tinybench', 'json']) {
      for (const file of fixtureFiles(other)) assert.equal(benchmarkjs.detect(textInput(file)), 0, file);
    }
  });
});

describe('benchmark.js: malformed input', () => {
  const input = fixture('benchmarkjs', 'generated-suite.txt');

  it('a result line cut short is an error on its line, not silently skipped', () => {
    const lines = input.text.split('\n');
    const cut = `${lines[0]}\n${lines[1].slice(0, lines[1].indexOf('±'))}`;
    assertParseError(() => benchmarkjs.parse({ ...input, text: cut }), input.file, /incomplete benchmark\.js result line/, 2);
  });

  it('output without any result line says what was expected', () => {
    assertParseError(
      () => benchmarkjs.parse({ ...input, text: 'Running 6 benchmarks on Chromium...\nDone!\n' }),
      input.file,
      /no benchmark\.js result lines/,
      1,
    );
    assertParseError(() => benchmarkjs.parse({ ...input, text: '' }), input.file, /no benchmark\.js result lines/, 1);
  });

  it('a long garbage line does not make the parser backtrack for long', () => {
    const garbage = `${' '.repeat(200_000)}x ${'1'.repeat(200_000)} ops/sec`;
    const started = Date.now();
    assert.throws(() => benchmarkjs.parse({ ...input, text: garbage }));
    assert.ok(Date.now() - started < 2000, `took ${Date.now() - started} ms`);
  });
});
