// benchgate JSON, github-action-benchmark custom arrays and Bencher Metric Format: a live script
// that times real work and writes benchgate JSON, public files, round trips of other formats'
// parsed fixtures, unit normalisation, validation messages, detection.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { json, unitMeaning } from '../../../src/formats/json/json.js';
import { pyperf } from '../../../src/formats/pyperf/pyperf.js';
import { hyperfine } from '../../../src/formats/hyperfine/hyperfine.js';
import type { ParseResult } from '../../../src/model.js';
import {
  assertClose,
  assertParseError,
  assertTruncationsRejected,
  find,
  fixture,
  fixtureFiles,
  lineOf,
  readJson,
  removeDir,
  run,
  tempDir,
  textInput,
} from '../../support/format-kit.js';

const input = (text: string, file = 'bench.json') => ({ kind: 'text' as const, file, text });

// Times two real workloads with process.hrtime and writes every iteration in benchgate JSON.
const TIMER = `const t = (fn) => { const s = process.hrtime.bigint(); fn(); return Number(process.hrtime.bigint() - s); };
const sortNs = [], joinNs = [];
for (let i = 0; i < 25; i++) {
  sortNs.push(t(() => Array.from({ length: 2000 }, (_, k) => (k * 7919) % 2003).sort((a, b) => a - b)));
  joinNs.push(t(() => Array.from({ length: 2000 }, String).join(',')));
}
const heap = process.memoryUsage().heapUsed;
console.log(JSON.stringify({
  benchmarks: [
    { name: 'sort 2000', group: 'arrays', unit: 'ns', samples: sortNs },
    { name: 'join 2000', group: 'arrays', unit: 'ns', samples: joinNs },
    { name: 'heap after', unit: 'bytes', samples: [heap] },
  ],
  context: { runtime: 'node ' + process.versions.node, arch: process.arch },
}, null, 2));
`;

describe("json: benchgate's own shape from a live script", () => {
  let dir = '';
  let out: ReturnType<typeof textInput>;
  before(() => {
    dir = tempDir('json');
    writeFileSync(path.join(dir, 'timer.cjs'), TIMER);
    writeFileSync(path.join(dir, 'out.json'), run('node', ['timer.cjs'], dir));
    out = textInput(path.join(dir, 'out.json'));
  });
  after(() => removeDir(dir));

  it('reads every sample, ns → s, bytes → memory in B, groups and context kept', () => {
    const raw = readJson(out);
    const r = json.parse(out);
    assert.equal(r.format, 'json');
    const sort = find(r, 'sort 2000', 'time', 'arrays');
    assert.equal(sort.unit, 's');
    assert.equal(sort.better, 'lower');
    assertClose(
      sort.runs[0].samples,
      raw.benchmarks[0].samples.map((ns: number) => ns * 1e-9),
    );
    assert.equal(sort.runs[0].samples.length, 25);
    const heap = find(r, 'heap after', 'memory');
    assert.equal(heap.unit, 'B');
    assert.deepEqual(heap.runs[0].samples, raw.benchmarks[2].samples);
    assert.deepEqual(r.context, { runtime: `node ${process.versions.node}`, arch: process.arch });
    assert.deepEqual(r.warnings, []);
    assert.equal(json.detect(out), 1);
  });
});

describe('json: units and overrides', () => {
  it('normalises the units people write', () => {
    const cases: [string, string, string, number, string][] = [
      ['ns', 'time', 's', 1e-9, 'lower'],
      ['ns/iter', 'time', 's', 1e-9, 'lower'],
      ['µs', 'time', 's', 1e-6, 'lower'],
      ['milliseconds', 'time', 's', 1e-3, 'lower'],
      ['B', 'memory', 'B', 1, 'lower'],
      ['Megabytes', 'memory', 'B', 1e6, 'lower'],
      ['MiB', 'memory', 'B', 1024 ** 2, 'lower'],
      ['B/op', 'alloc-bytes', 'B', 1, 'lower'],
      ['allocs/op', 'allocs', 'allocs', 1, 'lower'],
      ['ops/sec', 'rate', 'ops/s', 1, 'higher'],
      ['MB/s', 'throughput', 'B/s', 1e6, 'higher'],
      ['req/s', 'req/s', 'req/s', 1, 'higher'],
      ['%', '%', '%', 1, 'lower'],
    ];
    for (const [unit, metric, base, factor, better] of cases) {
      assert.deepEqual(unitMeaning(unit), { metric, unit: base, factor, better }, unit);
    }
  });

  it('honours better and metric when given', () => {
    const r = json.parse(input(JSON.stringify({ benchmarks: [{ name: 'hit ratio', unit: '%', better: 'higher', metric: 'hits', samples: [90, 91] }] })));
    assert.deepEqual(r.series, [{ benchmark: 'hit ratio', metric: 'hits', unit: '%', better: 'higher', runs: [{ samples: [90, 91] }] }]);
  });
});

describe('json: github-action-benchmark and Bencher files', () => {
  it('customSmallerIsBetter: one sample per entry, ns → s', () => {
    const file = fixture('json', 'gab-customSmallerIsBetter_output2.json');
    const raw = readJson(file);
    const r = json.parse(file);
    assert.equal(r.series.length, 4);
    for (const entry of raw) {
      const s = find(r, entry.name);
      assert.equal(s.better, 'lower');
      assertClose(s.runs[0].samples, [entry.value * 1e-9]);
    }
  });

  it('customBiggerIsBetter: req/s is higher-is-better; a unit without direction stays lower unless the entry says', () => {
    const file = fixture('json', 'gab-customBiggerIsBetter_output.json');
    const r = json.parse(file);
    const rate = find(r, 'My Custom Bigger Is Better Benchmark - Throughput', 'req/s');
    assert.deepEqual([rate.better, rate.runs[0].samples], ['higher', [70]]);
    const memory = find(r, 'My Custom Bigger Is Better Benchmark - Free Memory', 'memory');
    assert.deepEqual([memory.unit, memory.better, memory.runs[0].samples], ['B', 'lower', [150e6]]);
    const raw = readJson(file);
    raw[1].better = 'higher';
    assert.equal(find(json.parse({ ...file, text: JSON.stringify(raw) }), 'My Custom Bigger Is Better Benchmark - Free Memory', 'memory').better, 'higher');
  });

  it('Bencher Metric Format: latency ns → time in s', () => {
    const file = fixture('json', 'bencher-report_bmf_mixed.json');
    const raw = readJson(file);
    const r = json.parse(file);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      Object.keys(raw),
    );
    for (const [name, measures] of Object.entries<any>(raw)) assertClose(find(r, name).runs[0].samples, [measures.latency.value * 1e-9]);
    const mixed = json.parse(input(JSON.stringify({ app: { throughput: { value: 5.55 }, 'file-size': { value: 42 }, instructions: { value: 1e6 } } })));
    assert.deepEqual(
      mixed.series.map((s) => [s.metric, s.unit, s.better]),
      [
        ['rate', 'ops/s', 'higher'],
        ['file-size', 'B', 'lower'],
        ['instructions', 'instructions', 'lower'],
      ],
    );
  });

  it("round trip: other formats' parsed fixtures written as benchgate JSON read back the same", () => {
    const roundTrip = (result: ParseResult) => {
      const doc = {
        benchmarks: result.series.map((s) => ({
          name: s.benchmark,
          ...(s.group ? { group: s.group } : {}),
          unit: s.unit,
          better: s.better,
          metric: s.metric,
          samples: s.runs[0].samples,
        })),
        context: result.context,
      };
      const back = json.parse(input(JSON.stringify(doc, null, 2)));
      // benchgate JSON has no worker processes (pyperf's runs[]): the samples round-trip, not their grouping.
      assert.deepEqual(
        back.series,
        result.series.map((s) => ({ ...s, runs: s.runs.map((run) => ({ samples: run.samples })) })),
      );
      assert.deepEqual(back.context, result.context);
    };
    roundTrip(pyperf.parse(fixture('pyperf', 'psf-pyperf-tests-mult_list_py37.json')));
    roundTrip(hyperfine.parse(fixture('hyperfine', 'bencher-adapter-hyperfine-one.json')));
  });

  it("detects every json fixture and no other format's file", () => {
    for (const file of fixtureFiles('json')) assert.ok(json.detect(textInput(file)) >= 0.9, file);
    for (const other of ['pytest-benchmark', 'pyperf', 'hyperfine', 'vitest', 'tinybench', 'benchmarkjs']) {
      for (const file of fixtureFiles(other)) assert.equal(json.detect(textInput(file)), 0, file);
    }
  });
});

describe('json: validation messages', () => {
  const good = {
    benchmarks: [
      { name: 'a', unit: 'ns', samples: [1, 2, 3] },
      { name: 'b', unit: 'ms', samples: [4, 5, 6] },
    ],
  };
  const broken = (edit: (doc: any) => void) => {
    const doc = structuredClone(good) as any;
    edit(doc);
    return JSON.stringify(doc, null, 2);
  };

  it('a sample that is not a number: benchmark index, field and line', () => {
    const text = broken((d) => (d.benchmarks[1].samples[2] = '6ms'));
    assertParseError(
      () => json.parse(input(text)),
      'bench.json',
      /^benchmarks\[1\]\.samples\[2\]: expected a number, got the string "6ms"/,
      lineOf(text, '"6ms"'),
    );
  });

  it('missing unit, empty samples, bad better, empty name, duplicates', () => {
    assertParseError(() => json.parse(input(broken((d) => delete d.benchmarks[0].unit))), 'bench.json', /^benchmarks\[0\]: benchmark "a" has no "unit"/, 3);
    assertParseError(
      () => json.parse(input(broken((d) => (d.benchmarks[1].samples = [])))),
      'bench.json',
      /^benchmarks\[1\]\.samples: benchmark "b": no samples/,
    );
    assertParseError(
      () => json.parse(input(broken((d) => (d.benchmarks[0].better = 'smaller')))),
      'bench.json',
      /^benchmarks\[0\]\.better: benchmark "a": expected "lower" or "higher", got "smaller"/,
    );
    assertParseError(() => json.parse(input(broken((d) => (d.benchmarks[0].name = ' ')))), 'bench.json', /^benchmarks\[0\]\.name: is empty/);
    assertParseError(
      () => json.parse(input(broken((d) => (d.benchmarks[1].name = 'a')))),
      'bench.json',
      /^benchmarks\[1\]: benchmark "a" has metric "time" twice/,
    );
  });

  it('an unknown field is a warning naming it (a typo would otherwise go unnoticed)', () => {
    const r = json.parse(input(broken((d) => (d.benchmarks[0].sample = [1]))));
    assert.match(r.warnings.map((w) => w.message).join('\n'), /bench\.json:\d+: benchmarks\[0\]\.sample: unknown field of benchmark "a" ignored/);
  });

  it('syntax errors and truncations point at a line', () => {
    const text = JSON.stringify(good, null, 2);
    assertParseError(
      () => json.parse(input(text.replace('"ms",', '"ms"'))),
      'bench.json',
      /not valid JSON \(expected ',' or '}'\)/,
      lineOf(text, '"samples"', text.indexOf('"ms"')),
    );
    assertTruncationsRejected(json, input(text));
    assertTruncationsRejected(json, fixture('json', 'gab-customSmallerIsBetter_output2.json'));
  });

  it('empty documents and the wrong shape are refused with what was expected', () => {
    assertParseError(() => json.parse(input('[]')), 'bench.json', /empty array/, 1);
    assertParseError(() => json.parse(input('{}')), 'bench.json', /empty object/, 1);
    assertParseError(() => json.parse(input('{"bench": 3}')), 'bench.json', /^bench: expected an object, got number 3/, 1);
    assertParseError(() => json.parse(input('"hello"')), 'bench.json', /expected an object, got the string "hello"/, 1);
  });

  it('the documented example parses', () => {
    const docs = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'docs', 'json-format.md'), 'utf8');
    const examples = [...docs.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]);
    assert.equal(examples.length, 3);
    for (const example of examples) assert.ok(json.parse(input(example)).series.length >= 2);
    const first = json.parse(input(examples[0]));
    assert.equal(find(first, 'cache hit ratio', '%').better, 'higher');
    assert.equal(find(first, 'parse/large', 'peak-heap', 'parser').unit, 'B');
  });
});
