// hyperfine --export-json: live runs of the real hyperfine (plain commands, --command-name with a
// parameter scan), public and committed exports (peak memory from a newer hyperfine), detection
// and malformed input.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hyperfine } from '../../../src/formats/hyperfine/hyperfine.js';
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

describe('hyperfine: live runs', needs('hyperfine'), () => {
  let dir = '';
  before(() => {
    dir = tempDir('hyperfine');
    run('hyperfine', ['-N', '--style', 'none', '--runs', '5', '--export-json', 'plain.json', 'sleep 0.01', 'sleep 0.02'], dir);
    run('hyperfine', ['-N', '--style', 'none', '--runs', '3', '--export-json', 'named.json', '-P', 'n', '1', '2', '-n', 'nap {n}', 'sleep 0.0{n}'], dir);
  });
  after(() => removeDir(dir));

  it('one time series per command, every run a sample in seconds', () => {
    const input = textInput(path.join(dir, 'plain.json'));
    const raw = readJson(input);
    const r = hyperfine.parse(input);
    assert.equal(r.format, 'hyperfine');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['sleep 0.01', 'sleep 0.02'],
    );
    for (const result of raw.results) {
      const s = find(r, result.command);
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assert.deepEqual(s.runs[0].samples, result.times);
      assert.equal(s.runs[0].samples.length, 5);
    }
    // Real sleeps: each run lasts at least what it sleeps.
    assert.ok(find(r, 'sleep 0.01').runs[0].samples.every((t) => t >= 0.01));
    assert.ok(find(r, 'sleep 0.02').runs[0].samples.every((t) => t >= 0.02));
    if (!raw.results[0].memory_usage_byte) assert.deepEqual([...new Set(r.series.map((s) => s.metric))], ['time']);
    assert.deepEqual(r.context, {});
  });

  it('--command-name names the benchmark, with parameters filled in', () => {
    const input = textInput(path.join(dir, 'named.json'));
    const raw = readJson(input);
    const r = hyperfine.parse(input);
    assert.deepEqual(
      r.series.filter((s) => s.metric === 'time').map((s) => s.benchmark),
      ['nap 1', 'nap 2'],
    );
    assert.deepEqual(
      raw.results.map((x: any) => x.parameters.n),
      ['1', '2'],
    );
    assert.deepEqual(find(r, 'nap 2').runs[0].samples, raw.results[1].times);
  });
});

describe('hyperfine: public and committed files', () => {
  it("bencher's one.json: all of its runs", () => {
    const input = fixture('hyperfine', 'bencher-adapter-hyperfine-one.json');
    const raw = readJson(input);
    const r = hyperfine.parse(input);
    assert.equal(r.series.length, 1);
    assert.deepEqual(find(r, 'sleep 0.01').runs[0].samples, raw.results[0].times);
    assert.equal(r.series[0].runs[0].samples.length, raw.results[0].times.length);
  });

  it('a parameter scan whose --command-name lacks the parameter gets the parameter appended', () => {
    const input = fixture('hyperfine', 'generated-parameter-scan.json');
    const raw = readJson(input);
    raw.results.forEach((x: any) => (x.command = 'nap'));
    const r = hyperfine.parse({ ...input, text: JSON.stringify(raw, null, 2) });
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['nap', 'nap (n=2)'],
    );
  });

  it('peak memory (memory_usage_byte, hyperfine ≥ 1.19) becomes the memory metric in B', () => {
    const file = fixtureFiles('hyperfine').find((f) => f.includes('memory'));
    assert.ok(file && existsSync(file), 'the committed hyperfine 1.20 export with memory_usage_byte');
    const input = textInput(file);
    const raw = readJson(input);
    const r = hyperfine.parse(input);
    for (const result of raw.results) {
      const mem = find(r, result.command, 'memory');
      assert.equal(mem.unit, 'B');
      assert.equal(mem.better, 'lower');
      assert.deepEqual(mem.runs[0].samples, result.memory_usage_byte);
      assert.deepEqual(find(r, result.command).runs[0].samples, result.times);
    }
    // The command that allocates 50 MB peaks above it; sleep does not come close.
    const python = r.series.find((s) => s.metric === 'memory' && s.benchmark.startsWith('python3'));
    assert.ok(python && python.runs[0].samples.every((v) => v > 50e6));
    assert.ok(find(r, 'sleep 0.01', 'memory').runs[0].samples.every((v) => v < 50e6));
  });

  it("detects every hyperfine fixture and no other format's file", () => {
    for (const file of fixtureFiles('hyperfine')) assert.equal(hyperfine.detect(textInput(file)), 1, file);
    for (const other of ['pytest-benchmark', 'pyperf', 'vitest', 'tinybench', 'json', 'benchmarkjs']) {
      for (const file of fixtureFiles(other)) assert.equal(hyperfine.detect(textInput(file)), 0, file);
    }
  });
});

describe('hyperfine: malformed input', () => {
  const input = fixture('hyperfine', 'generated-two-commands.json');

  it('rejects every truncation with a ParseError on a line of the file', () => {
    assertTruncationsRejected(hyperfine, input);
    assert.ok(hyperfine.detect({ ...input, text: input.text.slice(0, 200) }) >= 0.5);
  });

  it('points at a time that is not a number', () => {
    const raw = readJson(input);
    raw.results[1].times[3] = null;
    const text = JSON.stringify(raw, null, 2);
    const e = assertParseError(() => hyperfine.parse({ ...input, text }), input.file, /^results\[1\]\.times\[3\]: expected a number, got null/);
    assert.equal(e.line, lineOf(text, 'null'));
  });

  it('refuses two results with the same name', () => {
    const raw = readJson(input);
    raw.results[1].command = raw.results[0].command;
    assertParseError(() => hyperfine.parse({ ...input, text: JSON.stringify(raw) }), input.file, /two results are named "sleep 0.01"/, 1);
  });

  it('warns about runs that exited non-zero', () => {
    const raw = readJson(input);
    raw.results[0].exit_codes[2] = 1;
    const r = hyperfine.parse({ ...input, text: JSON.stringify(raw, null, 2) });
    assert.match(r.warnings.map((w) => w.message).join('\n'), /1 of 5 runs of "sleep 0.01" exited non-zero/);
  });
});
