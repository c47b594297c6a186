// vitest bench --outputJson: a live run of vitest 3 (cached npm project), bencher's public sample,
// detection, and malformed input.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { vitest } from '../../../src/formats/vitest/vitest.js';
import {
  assertClose,
  assertParseError,
  assertTruncationsRejected,
  find,
  fixture,
  fixtureFiles,
  lineOf,
  nodeHarnesses,
  nodeScratch,
  readJson,
  removeDir,
  run,
  textInput,
} from '../../support/format-kit.js';
import { needs } from '../../support/harness.js';

const BENCH_FILE = `import { bench, describe } from 'vitest';
describe('arrays', () => {
  bench('sort 100', () => { Array.from({ length: 100 }, (_, i) => 100 - i).sort((a, b) => a - b); }, { time: 20 });
  bench('reverse 100', () => { Array.from({ length: 100 }, (_, i) => i).reverse(); }, { time: 20 });
});
bench('top level', () => { JSON.stringify({ a: [1, 2, 3] }); }, { time: 20 });
`;

/** Every benchmark of a vitest report with its group, read straight from the JSON. */
function benchmarksOf(raw: any): { group: string; bench: any }[] {
  return raw.files.flatMap((f: any) => f.groups.flatMap((g: any) => g.benchmarks.map((bench: any) => ({ group: g.fullName, bench }))));
}

describe('vitest: a live `vitest bench --outputJson` run', needs('node-harnesses'), () => {
  let dir = '';
  before(() => {
    dir = nodeScratch('vitest');
    writeFileSync(path.join(dir, 'sort.bench.ts'), BENCH_FILE);
    const bin = path.join(nodeHarnesses(), 'node_modules', 'vitest', 'vitest.mjs');
    run('node', [bin, 'bench', '--run', '--root', dir, '--outputJson', 'out.json'], dir);
  });
  after(() => removeDir(dir));

  it('one median per benchmark (vitest 3 writes no samples), ms → s, grouped by file > describe', () => {
    const input = textInput(path.join(dir, 'out.json'));
    const raw = readJson(input);
    const r = vitest.parse(input);
    assert.equal(r.format, 'vitest');
    const all = benchmarksOf(raw);
    assert.equal(all.length, 3);
    assert.deepEqual(r.series.map((s) => `${s.group} :: ${s.benchmark}`).sort(), [
      'sort.bench.ts :: top level',
      'sort.bench.ts > arrays :: reverse 100',
      'sort.bench.ts > arrays :: sort 100',
    ]);
    for (const { group, bench } of all) {
      assert.deepEqual(bench.samples, []);
      const s = find(r, bench.name, 'time', group);
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assertClose(s.runs[0].samples, [bench.median / 1000]);
      assert.ok(s.runs[0].samples[0] > 0 && s.runs[0].samples[0] < 1e-3);
    }
    assert.match(r.warnings.map((w) => w.message).join('\n'), /one sample \(the median\) per run for 3 benchmarks/);
    assert.deepEqual(
      r.warnings.map((w) => w.code),
      ['summary-only'],
    );
    assert.equal(vitest.detect(input), 1);
  });
});

describe('vitest: public and committed files', () => {
  it("bencher's four.json: two files, two groups, medians in seconds", () => {
    const input = fixture('vitest', 'bencher-adapter-vitest-four.json');
    const raw = readJson(input);
    const r = vitest.parse(input);
    assert.equal(r.series.length, 4);
    for (const { group, bench } of benchmarksOf(raw)) assertClose(find(r, bench.name, 'time', group).runs[0].samples, [bench.median / 1000]);
    assert.deepEqual(find(r, 'fib(10)', 'time', 'fib.bench.ts > fibonacci').runs[0].samples, [0.75 / 1000]);
  });

  it('uses the samples when a report has them (older vitest)', () => {
    const input = fixture('vitest', 'generated-vitest3.json');
    const raw = readJson(input);
    raw.files[0].groups[0].benchmarks[0].samples = [0.001, 0.002, 0.0015];
    const r = vitest.parse({ ...input, text: JSON.stringify(raw) });
    assertClose(r.series[0].runs[0].samples, [1e-6, 2e-6, 1.5e-6]);
  });

  it("detects every vitest fixture and no other format's file", () => {
    for (const file of fixtureFiles('vitest')) assert.equal(vitest.detect(textInput(file)), 1, file);
    for (const other of ['pytest-benchmark', 'pyperf', 'hyperfine', 'tinybench', 'json', 'benchmarkjs']) {
      for (const file of fixtureFiles(other)) assert.equal(vitest.detect(textInput(file)), 0, file);
    }
  });
});

describe('vitest: malformed input', () => {
  const input = fixture('vitest', 'bencher-adapter-vitest-four.json');

  it('rejects every truncation with a ParseError on a line of the file', () => {
    assertTruncationsRejected(vitest, input);
    assert.ok(vitest.detect({ ...input, text: input.text.slice(0, 300) }) >= 0.5);
  });

  it('points at a median that is not a number', () => {
    const text = input.text.replace('"median": 1.5', '"median": "1.5ms"');
    assertParseError(
      () => vitest.parse({ ...input, text }),
      input.file,
      /^files\[0\]\.groups\[0\]\.benchmarks\[1\]\.median: expected a number, got the string "1.5ms"/,
      lineOf(text, '"1.5ms"'),
    );
  });

  it('says which field is missing', () => {
    const raw = readJson(input);
    delete raw.files[1].groups[0].fullName;
    assertParseError(
      () => vitest.parse({ ...input, text: JSON.stringify(raw, null, 2) }),
      input.file,
      /^files\[1\]\.groups\[0\]\.fullName: expected a string, got undefined/,
    );
  });
});
