// tinybench task results as JSON: live runs of tinybench 2, 3 and the current release (cached npm
// project), with and without retained samples and with a failing task; every shape of the results
// a user may print, from the real tinybench 2 to 6; detection; malformed input.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tinybench } from '../../../src/formats/tinybench/tinybench.js';
import {
  assertClose,
  assertParseError,
  assertTruncationsRejected,
  find,
  fixture,
  fixtureFiles,
  lineOf,
  nodeScratch,
  readJson,
  removeDir,
  textInput,
} from '../../support/format-kit.js';
import { needs } from '../../support/harness.js';

/**
 * A script benchmarking two tasks with tinybench `pkg`, printing the task results as JSON, or
 * (`table`) the console table on stdout and the JSON on stderr, to check the table against.
 */
function script(pkg: string, options: string, extraTask = '', table = false): string {
  const json = 'JSON.stringify(bench.tasks.map((t) => ({ name: t.name, ...t.result })))';
  return `import { Bench } from '${pkg}';
const bench = new Bench(${options});
bench.add('sort 100', () => Array.from({ length: 100 }, (_, i) => 100 - i).sort((a, b) => a - b))
  .add("reverse 'quoted' 100", () => Array.from({ length: 100 }, (_, i) => i).reverse())${extraTask};
await bench.run();
${table ? `console.table(bench.table());\nconsole.error(${json});` : `console.log(${json});`}
`;
}

const MS = 1e-3;

describe('tinybench: live runs of three major versions', needs('node-harnesses'), () => {
  let dir = '';
  const outputs: Record<string, ReturnType<typeof textInput>> = {};
  const stderr: Record<string, string> = {};
  before(() => {
    dir = nodeScratch('tinybench');
    const runs: Record<string, string> = {
      v2: script('tinybench2', '{ time: 10, iterations: 10 }'),
      v3: script('tinybench3', '{ time: 10, iterations: 10 }'),
      latest: script('tinybench', '{ time: 10, iterations: 10 }', `\n  .add('throws', () => { throw new Error('boom'); })`),
      'latest-samples': script('tinybench', '{ time: 10, iterations: 10, retainSamples: true }'),
      'v2-table': script('tinybench2', '{ time: 10, iterations: 10 }', '', true),
      'latest-table': script('tinybench', '{ time: 10, iterations: 10 }', '', true),
    };
    for (const [name, source] of Object.entries(runs)) {
      writeFileSync(path.join(dir, `${name}.mjs`), source);
      const file = path.join(dir, `${name}.out`);
      const result = spawnSync('node', [`${name}.mjs`], { cwd: dir, encoding: 'utf8', timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });
      assert.equal(result.status, 0, `${name}: ${result.error?.message ?? ''} ${result.signal ?? ''} ${result.stderr}`);
      writeFileSync(file, result.stdout);
      outputs[name] = textInput(file);
      stderr[name] = result.stderr;
    }
  });
  after(() => removeDir(dir));

  it('v2: the flat `samples` (ms per iteration) become seconds', () => {
    const raw = readJson(outputs.v2);
    const r = tinybench.parse(outputs.v2);
    assert.equal(r.format, 'tinybench');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['sort 100', "reverse 'quoted' 100"],
    );
    for (const task of raw) {
      const s = find(r, task.name);
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assert.ok(task.samples.length >= 10);
      assertClose(
        s.runs[0].samples,
        task.samples.map((v: number) => v * MS),
      );
    }
    assert.deepEqual(r.warnings, []);
  });

  it('v3: latency.samples, and the runtime in the context', () => {
    const raw = readJson(outputs.v3);
    const r = tinybench.parse(outputs.v3);
    for (const task of raw)
      assertClose(
        find(r, task.name).runs[0].samples,
        task.latency.samples.map((v: number) => v * MS),
      );
    assert.equal(r.context.runtime, 'node');
    assert.equal(r.context.runtime_version, process.versions.node);
  });

  it('current release with retainSamples: every latency sample', () => {
    const raw = readJson(outputs['latest-samples']);
    const r = tinybench.parse(outputs['latest-samples']);
    for (const task of raw) {
      assert.equal(task.state, 'completed');
      assertClose(
        find(r, task.name).runs[0].samples,
        task.latency.samples.map((v: number) => v * MS),
      );
    }
    assert.deepEqual(r.warnings, []);
  });

  it('current release without samples: the median (p50) per run; an errored task is skipped with a warning', () => {
    const raw = readJson(outputs.latest);
    const r = tinybench.parse(outputs.latest);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['sort 100', "reverse 'quoted' 100"],
    );
    for (const task of raw.filter((t: any) => t.state === 'completed')) assertClose(find(r, task.name).runs[0].samples, [task.latency.p50 * MS]);
    assert.equal(raw[2].state, 'errored');
    assert.match(r.warnings.map((w) => w.message).join('\n'), /task "throws" failed: skipped/);
    assert.ok(
      r.warnings.some((w) => w.code === 'failed-benchmark' && w.benchmark === 'throws'),
      JSON.stringify(r.warnings),
    );
    assert.match(r.warnings.map((w) => w.message).join('\n'), /retainSamples: true/);
  });

  it('console.table of v2: Average Time (ns) per task, one sample per run', () => {
    const raw = JSON.parse(stderr['v2-table']);
    const r = tinybench.parse(outputs['v2-table']);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      raw.map((t: any) => t.name),
    );
    // v2 prints the mean in ns unrounded: equal to the JSON's mean (ms) up to float formatting.
    for (const task of raw) assertClose(find(r, task.name).runs[0].samples, [task.mean * MS], 1e-9);
    assert.match(r.warnings.map((w) => w.message).join('\n'), /summary: one sample per run/);
  });

  it('console.table of the current release: the median latency (ns), rounded as printed', () => {
    const raw = JSON.parse(stderr['latest-table']);
    const r = tinybench.parse(outputs['latest-table']);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      raw.map((t: any) => t.name),
    );
    for (const task of raw) assertClose(find(r, task.name).runs[0].samples, [task.latency.p50 * MS], 1e-3);
  });

  it('every live output is detected as tinybench', () => {
    for (const [name, input] of Object.entries(outputs)) assert.equal(tinybench.detect(input), name.endsWith('table') ? 0.9 : 1, input.file);
  });
});

/** Every shape of one run's results a user may print (see src/formats/tinybench/tinybench.ts), as JSON texts. */
function shapesScript(pkg: string, options: string): string {
  return `import { Bench } from '${pkg}';
const bench = new Bench({ name: 'arrays', ${options} });
bench.add('sort 100', () => Array.from({ length: 100 }, (_, i) => 100 - i).sort((a, b) => a - b))
  .add('reverse 100', () => Array.from({ length: 100 }, (_, i) => i).reverse());
await bench.run();
const nested = () => bench.tasks.map((t) => ({ name: t.name, result: t.result }));
const spread = () => bench.tasks.map((t) => ({ name: t.name, ...t.result }));
console.log(JSON.stringify({
  spread: JSON.stringify(spread()),
  nested: JSON.stringify(nested(), null, 2),
  'under-tasks': JSON.stringify({ name: bench.name, tasks: nested() }),
  'under-tasks-spread': JSON.stringify({ name: bench.name, tasks: spread() }, null, 2),
  'by-name': JSON.stringify(Object.fromEntries(bench.tasks.map((t) => [t.name, t.result]))),
  'bench-tasks': JSON.stringify(bench.tasks),
}));
`;
}

/** The seconds a task result's samples should read as: latency.samples, v2's samples, else the median. */
function expectedSamples(result: any): number[] {
  const raw = result.latency?.samples ?? result.samples;
  if (Array.isArray(raw) && raw.length > 0) return raw.map((v: number) => v * MS);
  return [(result.latency?.p50 ?? result.p50 ?? result.median ?? result.mean) * MS];
}

describe('tinybench: every shape its API gives, from the real tinybench 2, 3, 4, 5 and 6', needs('node-harnesses'), () => {
  let dir = '';
  const shapes: Record<string, Record<string, string>> = {};
  before(() => {
    dir = nodeScratch('tinybench-shapes');
    // v5 and v6 keep samples only with retainSamples: v6 runs both ways (with and without samples).
    const runs: Record<string, [string, string]> = {
      v2: ['tinybench2', 'time: 5, iterations: 10'],
      v3: ['tinybench3', 'time: 5, iterations: 10'],
      v4: ['tinybench4', 'time: 5, iterations: 10'],
      v5: ['tinybench5', 'time: 5, iterations: 10, retainSamples: true'],
      v6: ['tinybench', 'time: 5, iterations: 10'],
      'v6-samples': ['tinybench', 'time: 5, iterations: 10, retainSamples: true'],
    };
    for (const [name, [pkg, options]] of Object.entries(runs)) {
      writeFileSync(path.join(dir, `${name}.mjs`), shapesScript(pkg, options));
      const result = spawnSync('node', [`${name}.mjs`], { cwd: dir, encoding: 'utf8', timeout: 60_000, maxBuffer: 256 * 1024 * 1024 });
      assert.equal(result.status, 0, `${name}: ${result.error?.message ?? ''} ${result.signal ?? ''} ${result.stderr}`);
      shapes[name] = JSON.parse(result.stdout);
    }
  });
  after(() => removeDir(dir));

  it('spread or nested, at the top or under "tasks", or keyed by name: detected, and the same series', () => {
    for (const [version, texts] of Object.entries(shapes)) {
      const results = JSON.parse(texts['by-name']);
      for (const shape of ['spread', 'nested', 'under-tasks', 'under-tasks-spread', 'by-name']) {
        const input = { kind: 'text' as const, file: `${version}-${shape}.json`, text: texts[shape] };
        assert.equal(tinybench.detect(input), 1, input.file);
        const r = tinybench.parse(input);
        assert.deepEqual(
          r.series.map((s) => s.benchmark),
          ['sort 100', 'reverse 100'],
          input.file,
        );
        for (const s of r.series) assertClose(s.runs[0].samples, expectedSamples(results[s.benchmark]));
        // Bench names came with tinybench 3; the suite's name is context.
        if (shape.startsWith('under-tasks')) assert.equal(r.context.bench, version === 'v2' ? undefined : 'arrays');
      }
      // Raw samples where the version keeps them; v6 without retainSamples: the median, said so.
      const r = tinybench.parse({ kind: 'text', file: `${version}.json`, text: texts.nested });
      assert.equal(r.series[0].runs[0].samples.length > 1, version !== 'v6', version);
      if (version === 'v6') assert.match(r.warnings.map((w) => w.message).join('\n'), /retainSamples: true/);
    }
  });

  it("JSON.stringify(bench.tasks): the nested results of v2–v5; v6's empty objects say what to print", () => {
    for (const version of ['v2', 'v3', 'v4', 'v5']) {
      const input = { kind: 'text' as const, file: `${version}-tasks.json`, text: shapes[version]['bench-tasks'] };
      assert.equal(tinybench.detect(input), 1, input.file);
      const results = JSON.parse(shapes[version]['by-name']);
      const r = tinybench.parse(input);
      assert.deepEqual(
        r.series.map((s) => s.benchmark),
        ['sort 100', 'reverse 100'],
      );
      for (const s of r.series) assertClose(s.runs[0].samples, expectedSamples(results[s.benchmark]));
    }
    const v6 = { kind: 'text' as const, file: 'v6-tasks.json', text: shapes.v6['bench-tasks'] };
    assert.equal(tinybench.detect(v6), 0);
    assertParseError(
      () => tinybench.parse(v6),
      'v6-tasks.json',
      /2 tasks without any result .*print bench\.tasks\.map\(\(t\) => \(\{ name: t\.name, \.\.\.t\.result \}\)\)/,
    );
  });
});

describe('tinybench: committed files', () => {
  it('committed real outputs of every shape and version: names and samples as the file holds them', () => {
    const cases: Array<[string, (raw: any) => Array<[string, any]>]> = [
      ['generated-v2-by-name.json', (raw) => Object.entries(raw)],
      ['generated-v3-bench-tasks.json', (raw) => raw.map((t: any) => [t.name, t.result])],
      ['generated-v4-nested.json', (raw) => raw.map((t: any) => [t.name, t.result])],
      ['generated-v5-under-tasks-retain-samples.json', (raw) => raw.tasks.map((t: any) => [t.name, t.result])],
      ['generated-v6-under-tasks.json', (raw) => raw.tasks.map((t: any) => [t.name, t.result])],
    ];
    for (const [name, tasksOf] of cases) {
      const input = fixture('tinybench', name);
      const expected = tasksOf(readJson(input));
      const r = tinybench.parse(input);
      assert.deepEqual(
        r.series.map((s) => s.benchmark),
        expected.map(([n]) => n),
        name,
      );
      for (const [task, result] of expected) assertClose(find(r, task).runs[0].samples, expectedSamples(result));
    }
    // The shape of issue 11 item 19 without samples (tinybench 6): the median, one sample per run.
    assert.equal(find(tinybench.parse(fixture('tinybench', 'generated-v6-under-tasks.json')), 'sort 100').runs[0].samples.length, 1);
  });

  it('bench.results without names: tasks named by position, with a warning', () => {
    const input = fixture('tinybench', 'generated-v3.json');
    const raw = readJson(input);
    const unnamed = raw.map(({ name: _name, ...result }: any) => result);
    const r = tinybench.parse({ ...input, text: JSON.stringify(unnamed) });
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['task 1', 'task 2'],
    );
    assert.match(r.warnings.map((w) => w.message).join('\n'), /print bench\.tasks\.map/);
  });

  it('committed tables of v2, v3 and v6: names unquoted, ns → s', () => {
    for (const [name, column] of [
      ['generated-v2-table.txt', 'Average Time (ns)'],
      ['generated-v3-table.txt', 'Latency med (ns)'],
      ['generated-v6-table.txt', 'Latency med (ns)'],
    ] as const) {
      const input = fixture('tinybench', name);
      const r = tinybench.parse(input);
      assert.deepEqual(
        r.series.map((s) => s.benchmark),
        ['sort 100', "reverse 'quoted' 100"],
        name,
      );
      // The cell under `column` in the 'sort 100' row, found by character position in the header.
      const lines = input.text.split('\n');
      const header = lines.find((l) => l.includes(column))!;
      const row = lines.find((l) => l.includes("'sort 100'"))!;
      const start = header.indexOf(column);
      const cell = row
        .slice(start - 1, header.indexOf('│', start))
        .replace(/[│']/g, '')
        .trim()
        .split(' ')[0];
      assertClose(find(r, 'sort 100').runs[0].samples, [Number(cell) * 1e-9]);
    }
  });

  it('a table cut in the middle of a row is an error on that line', () => {
    const input = fixture('tinybench', 'generated-v6-table.txt');
    const lines = input.text.split('\n');
    const text = lines.slice(0, 4).join('\n') + '\n' + lines[4].slice(0, 40);
    assertParseError(() => tinybench.parse({ ...input, text }), input.file, /table row with \d+ cells under a header of 7/, 5);
  });

  it("detects every tinybench fixture and no other format's file", () => {
    for (const file of fixtureFiles('tinybench')) assert.equal(tinybench.detect(textInput(file)), file.endsWith('.txt') ? 0.9 : 1, file);
    for (const other of ['pytest-benchmark', 'pyperf', 'hyperfine', 'vitest', 'json', 'benchmarkjs']) {
      for (const file of fixtureFiles(other)) assert.equal(tinybench.detect(textInput(file)), 0, file);
    }
  });
});

describe('tinybench: malformed input', () => {
  const input = fixture('tinybench', 'generated-v6.json');

  it('rejects every truncation with a ParseError on a line of the file', () => {
    assertTruncationsRejected(tinybench, input);
    assert.ok(tinybench.detect({ ...input, text: input.text.slice(0, 300) }) >= 0.5);
  });

  it('points at the bad value, on its line in a pretty-printed file', () => {
    const raw = readJson(input);
    raw[1].latency.p50 = 'fast';
    const text = JSON.stringify(raw, null, 2);
    assertParseError(
      () => tinybench.parse({ ...input, text }),
      input.file,
      /^\[1\]\.latency\.p50: expected a number, got the string "fast"/,
      lineOf(text, '"fast"'),
    );
  });

  it('a JSON object with neither tasks nor results keyed by name', () => {
    assertParseError(
      () => tinybench.parse({ ...input, text: '{"name": "x"}' }),
      input.file,
      /expected a "tasks" array or task results keyed by name; found the keys "name"/,
      1,
    );
    assertParseError(() => tinybench.parse({ ...input, text: '"x"' }), input.file, /expected an array, got the string "x"/, 1);
  });

  it('tasks that serialised to {} (JSON.stringify(bench.tasks) in tinybench 6) say what to print instead', () => {
    assertParseError(() => tinybench.parse({ ...input, text: '[{}, {}]' }), input.file, /2 tasks without any result .*print bench\.tasks\.map/, 1);
  });
});
