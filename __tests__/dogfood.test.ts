// The dogfooding pair: bench/dogfood.ts prints Go benchmark lines benchgate reads, and
// .github/workflows/benchmark.yml runs this repository's action (`uses: ./`) on them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { parseWith } from '../src/formats/registry.js';
import { ROOT, type WorkflowStep } from './support/example-workflows.js';

const DOGFOOD = ['BenchmarkParseGo', 'BenchmarkParseDetect', 'BenchmarkCompare', 'BenchmarkRenderMarkdown', 'BenchmarkRenderJSON'];

describe('dogfooding', () => {
  it('bench/dogfood.ts prints go test -bench lines: every benchmark, --count samples, plausible times', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'dogfood.ts'), '--count', '2', '--benchtime', '20'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    assert.equal(r.status, 0, r.stderr);
    const parsed = parseWith({ kind: 'text', file: 'dogfood.txt', text: r.stdout }, 'auto');
    assert.equal(parsed.format, 'go');
    assert.deepEqual(parsed.series.map((s) => s.benchmark).sort(), [...DOGFOOD].sort());
    for (const s of parsed.series) {
      assert.equal(s.metric, 'time');
      assert.equal(s.runs[0].samples.length, 2, s.benchmark);
      // Each operation works on 300 benchmarks × 10 samples per side: well above a microsecond, well below 10 s.
      assert.ok(
        s.runs[0].samples.every((v) => v > 1e-6 && v < 10),
        `${s.benchmark}: ${s.runs[0].samples.join(',')}`,
      );
    }
  });

  it('bench/dogfood.ts refuses a bad --count with a message, not a stack trace', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'dogfood.ts'), '--count', 'many'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--count needs a whole number above 0; got "many"/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });

  it('.github/workflows/benchmark.yml runs this action on the dogfood benchmark with valid inputs', () => {
    const file = path.join(ROOT, '.github', 'workflows', 'benchmark.yml');
    const wf = YAML.parse(readFileSync(file, 'utf8')) as {
      on: Record<string, unknown>;
      permissions: Record<string, string>;
      jobs: Record<string, { steps: WorkflowStep[] }>;
    };
    const inputs = Object.keys((YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: object }).inputs);
    assert.ok('pull_request' in wf.on);
    assert.deepEqual(wf.permissions, { contents: 'read', 'pull-requests': 'write' });
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
    assert.equal(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth'], 0);
    const step = steps.find((s) => s.uses === './');
    assert.ok(step?.with, 'no `uses: ./` step');
    for (const key of Object.keys(step.with)) assert.ok(inputs.includes(key), `input ${key} is not in action.yml`);
    assert.equal(step.with.format, 'go');
    assert.match(String(step.with.run), /bench\/dogfood\.ts/);
    assert.match(String(step.with.setup), /^npm ci\b/);
  });
});
