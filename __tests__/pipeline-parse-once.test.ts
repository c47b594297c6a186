// Each run's output is parsed once (issue 22 item 5): adaptive rounds look at the runs after every
// round and the final report reads them all, but no output is parsed twice. Counted by wrapping
// the Go parser: parses must equal outputs.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { go } from '../src/formats/go/go.js';
import { planRounds } from '../src/pipeline/rounds.js';
import { buildRunReport } from '../src/pipeline/run.js';
import { parseRunOutputs, RunAccumulator } from '../src/pipeline/parse-runs.js';
import { runComparison } from '../src/pipeline/run.js';
import { settingsFromFlags } from '../src/settings.js';
import { commit, initSource } from './support/e2e-git.js';
import type { RoundsResult, RunnerResult, RunOutput, Side } from '../src/runner/index.js';
import type { Format } from '../src/formats/format.js';

const ROUNDS = 20;
/** Head 10% slower, with a little spread that differs per round: rows stay undecided for a while. */
const goRun = (side: Side, round: number) =>
  `BenchmarkA-2 1000 ${(side === 'head' ? 110 : 100) + ((round * 37) % 23)} ns/op 64 B/op 1 allocs/op\nBenchmarkB-2 1000 ${500 + ((round * 11) % 7)} ns/op\nPASS\n`;

function output(side: Side, round: number): RunOutput {
  return { side, round, input: { kind: 'text', file: `${side}/round-${round}/stdout`, text: goRun(side, round) }, durationMs: 1 };
}

function runnerResult(soFar: RoundsResult): RunnerResult {
  const machine = { os: 'linux', arch: 'x64', cpuModel: 'Test CPU', cpus: 2, memoryGB: 4, node: 'v20', loadavg: [] };
  return {
    base: { revision: { ref: 'main', sha: 'a'.repeat(40) }, outputs: soFar.base.outputs, failed: [], machine },
    head: { revision: { ref: 'pr', sha: 'b'.repeat(40) }, outputs: soFar.head.outputs, failed: [], machine },
    failedRuns: [],
    seed: 1,
    order: soFar.order,
    outputDir: 'runs',
    outputDirIsTemporary: false,
    roundsRun: soFar.roundsRun,
    stopReason: soFar.stopReason,
  };
}

let parses = 0;
const original = go.parse.bind(go);
beforeEach(() => {
  parses = 0;
  (go as { parse: Format['parse'] }).parse = (input) => {
    parses++;
    return original(input);
  };
});
afterEach(() => {
  (go as { parse: Format['parse'] }).parse = original;
});

describe('each output is parsed once', () => {
  it('a look after every one of 20 rounds, then the final report: 40 parses for 40 outputs', async () => {
    // Looks planned after 2, 4, …, 20 rounds; the runner asks after every round (as it does before the plan).
    const plan = planRounds({ rounds: 'auto', minRounds: 2, maxRounds: ROUNDS, lookEvery: 2, settings: DEFAULT_STATS_SETTINGS, format: 'go' });
    const soFar: RoundsResult = {
      base: { outputs: [], failed: [], loadavg: [] },
      head: { outputs: [], failed: [], loadavg: [] },
      order: [],
      roundsRun: 0,
      stopReason: 'max-rounds',
    };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const side of ['base', 'head'] as const) soFar[side].outputs.push(output(side, round));
      soFar.order.push(['base', 'head']);
      soFar.roundsRun = round;
      await plan.runner.onLook!(round, soFar);
      assert.equal(parses, 2 * round, `after round ${round}: only that round's two outputs are new`);
    }
    const { report } = buildRunReport(runnerResult(soFar), { format: 'go', settings: DEFAULT_STATS_SETTINGS, rounds: plan, warmup: 0 });
    assert.equal(parses, 2 * ROUNDS, 'the final report parses nothing again');
    assert.equal(report.run?.rounds, ROUNDS);
    assert.equal(report.comparisons.find((c) => c.benchmark === 'BenchmarkA-2' && c.metric === 'time')?.verdict, 'regression');
  });

  it("the runner's feed (the first output's check, then each output as it lands) parses each once, the checked one included", () => {
    const runs = new RunAccumulator('auto');
    const outputs = [output('head', 1), output('base', 1), output('base', 2), output('head', 2)];
    runs.check(outputs[0].input);
    for (const o of outputs) runs.add(o);
    const parsed = runs.results();
    assert.equal(parses, outputs.length);
    assert.equal(runs.parses, outputs.length);
    // The same reading as parsing them all at the end.
    const soFar = { base: { outputs: outputs.filter((o) => o.side === 'base') }, head: { outputs: outputs.filter((o) => o.side === 'head') } };
    assert.deepEqual(parsed, parseRunOutputs(soFar, 'auto'));
    assert.deepEqual(
      parsed.head.map((r) => [r.source, r.series[0].runs[0].round]),
      [
        ['head/round-1/stdout', 1],
        ['head/round-2/stdout', 2],
      ],
    );
  });

  it('an unreadable output is a failed run of its round, reported once, and the other runs still count', () => {
    const runs = new RunAccumulator('go');
    runs.add(output('base', 1));
    runs.add({ side: 'base', round: 2, input: { kind: 'text', file: 'base/round-2/stdout', text: 'Segmentation fault\n' }, durationMs: 1 });
    runs.add(output('head', 1));
    runs.add(output('head', 2));
    const first = runs.results();
    const again = runs.results();
    assert.deepEqual(
      first.unreadable.map((f) => [f.side, f.round]),
      [['base', 2]],
    );
    assert.deepEqual(again, first);
    assert.equal(first.base.length, 1);
    assert.equal(runs.parses, 4);
  });
});

describe('runComparison: settings in, report out (head against its first parent, fixed rounds)', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bg-parse-once-'));
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('measures, parses each output once (the checked first one included) and reports; the temporary raw outputs are removed', async () => {
    const dir = initSource(mkdtempSync(path.join(tmp, 'repo-')));
    commit(dir, { value: '100\n' }, 'base');
    commit(dir, { value: '130\n' }, 'head: 30% slower');
    const lines: string[] = [];
    const outcome = await runComparison(
      {
        ...settingsFromFlags('run', {}),
        command: 'echo "BenchmarkX-2 1000 $(( $(cat value) + RANDOM % 3 )) ns/op"',
        repo: dir,
        base: 'HEAD~1',
        head: 'HEAD',
        rounds: 6,
        warmup: 0,
        format: 'go',
        isolation: 'none',
        names: 'flags',
      },
      { log: { info: (l) => lines.push(l), warn: (l) => lines.push(`warning: ${l}`) } },
    );
    assert.ok(!('error' in outcome), String('error' in outcome && outcome.error));
    assert.equal(parses, 12, 'one parse per output: 6 rounds × 2 sides');
    assert.equal(outcome.report.comparisons[0].verdict, 'regression');
    assert.deepEqual(outcome.report.rounds, { planned: 6, run: 6, looks: [], stopped: 'fixed', lookAlpha: 0.05 });
    assert.equal(outcome.keptDir, undefined);
    assert.ok(
      lines.some((l) => /^round 6\/6 (base|head): /.test(l)),
      lines.join('\n'),
    );
  });

  it('a side failing every round comes back as the tool error, with the partial report of what the other side measured', async () => {
    const dir = initSource(mkdtempSync(path.join(tmp, 'broken-')));
    commit(dir, { value: '100\n' }, 'base');
    commit(dir, { value: 'broken\n' }, 'head: the benchmark fails');
    const outcome = await runComparison(
      {
        ...settingsFromFlags('run', {}),
        command: 'grep -qx "[0-9]*" value && echo "BenchmarkX-2 1000 $(cat value) ns/op"',
        repo: dir,
        base: 'HEAD~1',
        head: 'HEAD',
        rounds: 3,
        warmup: 0,
        format: 'go',
        isolation: 'none',
        names: 'flags',
      },
      { log: { info: () => {}, warn: () => {} } },
    );
    assert.ok('error' in outcome);
    assert.match(String(outcome.error), /never succeeded on head/);
    const partial = outcome.partial?.();
    assert.equal(partial?.verdict, 'fail');
    assert.equal(partial?.run?.failedRuns.length, 3);
    assert.match(partial?.warnings[0].message ?? '', /^tool error, no comparison: the benchmark never succeeded on head/);
  });
});
