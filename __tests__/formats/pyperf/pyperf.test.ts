// pyperf JSON: live runs of the real `pyperf timeit` (single benchmark) and of a pyperf.Runner
// script (a suite of two), pyperf's own test data, detection and malformed input.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pyperf } from '../../../src/formats/pyperf/pyperf.js';
import {
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
import { needs } from '../../support/harness.js';

/** Every measured value of a pyperf benchmark, warm-ups and calibration runs left out. */
function measured(bench: any): number[] {
  return bench.runs.flatMap((r: any) => r.values ?? []);
}

const RUNNER = `import pyperf
runner = pyperf.Runner()
runner.timeit("list_mult", stmt="[1]*100")
runner.bench_func("sorted_small", sorted, list(range(50, 0, -1)))
`;
// Few processes and values, fixed loops (no calibration): about a second per command.
const FAST = ['-q', '-p', '2', '-n', '3', '-w', '1', '-l', '1000'];

describe('pyperf: live runs', needs('pyperf'), () => {
  let dir = '';
  before(() => {
    dir = tempDir('pyperf');
    writeFileSync(path.join(dir, 'two.py'), RUNNER);
    run('python3', ['-m', 'pyperf', 'timeit', ...FAST, '-o', 'timeit.json', '[1]*100'], dir);
    run('python3', ['two.py', ...FAST, '-o', 'suite.json'], dir);
  });
  after(() => removeDir(dir));

  it("timeit: one benchmark named in the top-level metadata, every run's values in seconds", () => {
    const input = textInput(path.join(dir, 'timeit.json'));
    const raw = readJson(input);
    const r = pyperf.parse(input);
    assert.equal(r.format, 'pyperf');
    assert.equal(r.series.length, 1);
    const s = find(r, raw.metadata.name);
    assert.equal(s.unit, 's');
    assert.equal(s.better, 'lower');
    assert.deepEqual(s.runs[0].samples, measured(raw.benchmarks[0]));
    assert.equal(s.runs[0].samples.length, 2 * 3); // 2 processes × 3 values; warm-ups excluded
    assert.ok(
      s.runs[0].samples.every((v) => v > 1e-9 && v < 1e-3),
      'per-loop times of [1]*100',
    );
    assert.equal(r.context.cpu, raw.metadata.cpu_model_name);
    assert.equal(r.context.platform, raw.metadata.platform);
    assert.equal(r.context.perf_version, raw.metadata.perf_version);
  });

  it('processes: one per worker process (-p 2), each its own measured values, together the samples', () => {
    const input = textInput(path.join(dir, 'suite.json'));
    const raw = readJson(input);
    const r = pyperf.parse(input);
    for (const bench of raw.benchmarks) {
      const run = find(r, bench.metadata.name).runs[0];
      const workers = bench.runs.filter((w: any) => w.values !== undefined);
      assert.equal(workers.length, 2, 'pyperf -p 2 wrote two measured runs');
      assert.deepEqual(
        run.processes,
        workers.map((w: any) => w.values),
      );
      assert.ok(
        run.processes!.every((p) => p.length === 3),
        'three values per process (-n 3), warm-ups left out',
      );
      assert.deepEqual(run.processes!.flat(), run.samples);
    }
  });

  it('a Runner suite: two benchmarks named in their own metadata', () => {
    const input = textInput(path.join(dir, 'suite.json'));
    const raw = readJson(input);
    const r = pyperf.parse(input);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['list_mult', 'sorted_small'],
    );
    raw.benchmarks.forEach((bench: any) => assert.deepEqual(find(r, bench.metadata.name).runs[0].samples, measured(bench)));
    assert.deepEqual(r.warnings, []);
  });
});

describe('pyperf: public and committed files', () => {
  it("pyperf's own mult_list: three benchmarks, calibration runs skipped", () => {
    for (const name of ['psf-pyperf-tests-mult_list_py36.json', 'psf-pyperf-tests-mult_list_py37.json']) {
      const input = fixture('pyperf', name);
      const raw = readJson(input);
      const r = pyperf.parse(input);
      assert.deepEqual(
        r.series.map((s) => s.benchmark),
        raw.benchmarks.map((b: any) => b.metadata.name),
      );
      for (const bench of raw.benchmarks) {
        const s = find(r, bench.metadata.name);
        assert.deepEqual(s.runs[0].samples, measured(bench));
        // The first run of each benchmark only calibrated the loops.
        assert.equal(s.runs[0].samples.length, (bench.runs.length - 1) * 3);
        // One process per measured pyperf run; the calibration run measured nothing.
        assert.equal(s.runs[0].processes!.length, bench.runs.length - 1);
        assert.deepEqual(s.runs[0].processes!.flat(), s.runs[0].samples);
      }
      assert.equal(r.context.cpu, 'Intel(R) Core(TM) i7-6820HQ CPU @ 2.70GHz');
    }
  });

  it('--track-memory: unit byte becomes the memory metric in B', () => {
    const input = fixture('pyperf', 'generated-track-memory.json');
    const raw = readJson(input);
    const r = pyperf.parse(input);
    for (const bench of raw.benchmarks) {
      const s = find(r, bench.metadata.name, 'memory');
      assert.equal(s.unit, 'B');
      assert.equal(s.better, 'lower');
      assert.deepEqual(s.runs[0].samples, measured(bench));
    }
  });

  it("detects every pyperf fixture and no other format's file", () => {
    for (const file of fixtureFiles('pyperf')) assert.equal(pyperf.detect(textInput(file)), 1, file);
    for (const other of ['pytest-benchmark', 'hyperfine', 'vitest', 'tinybench', 'json', 'benchmarkjs']) {
      for (const file of fixtureFiles(other)) assert.equal(pyperf.detect(textInput(file)), 0, file);
    }
  });
});

describe('pyperf: malformed input', () => {
  const input = fixture('pyperf', 'generated-runner-suite.json');

  it('rejects every truncation with a ParseError on a line of the file', () => {
    assertTruncationsRejected(pyperf, input);
    assert.ok(pyperf.detect({ ...input, text: input.text.slice(0, 400) }) >= 0.5);
  });

  it('points at a value that is not a number', () => {
    const raw = readJson(input);
    raw.benchmarks[1].runs[1].values[1] = 'NaN';
    const text = JSON.stringify(raw, null, 4);
    const e = assertParseError(
      () => pyperf.parse({ ...input, text }),
      input.file,
      /^benchmarks\[1\]\.runs\[1\]\.values\[1\]: expected a number, got the string "NaN"/,
    );
    assert.equal(e.line, lineOf(text, '"NaN"'));
  });

  it('says so when a benchmark has only warm-ups (an interrupted run)', () => {
    const raw = readJson(input);
    for (const r of raw.benchmarks[0].runs) delete r.values;
    assertParseError(() => pyperf.parse({ ...input, text: JSON.stringify(raw) }), input.file, /^benchmarks\[0\]\.runs: no measured values/);
  });

  it('says so when a benchmark has no name anywhere', () => {
    const raw = readJson(input);
    delete raw.benchmarks[1].metadata.name;
    assertParseError(
      () => pyperf.parse({ ...input, text: JSON.stringify(raw, null, 2) }),
      input.file,
      /^benchmarks\[1\]: no "name" in the benchmark's metadata/,
    );
  });

  it('keeps an unknown unit as a custom metric, with a warning', () => {
    const raw = readJson(input);
    raw.metadata.unit = 'widget';
    const r = pyperf.parse({ ...input, text: JSON.stringify(raw) });
    assert.deepEqual([...new Set(r.series.map((s) => `${s.metric} ${s.unit}`))], ['widget widget']);
    assert.match(r.warnings.map((w) => w.message).join('\n'), /unknown pyperf unit "widget"/);
  });
});
