// The step's failure message (src/action/gate.ts), from the action in mode: merge driven
// in-process through its I/O port: it names every row that fails the check — the gated
// regressions, each against its own threshold when the rules file gave it one, and with
// fail-on-inconclusive the gated rows the data could not decide. And the port's fake says what the
// bundle started as a runner starts it says: the same log, annotations, outputs and summary.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Run } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { parseRules } from '../src/rules/parse.js';
import { annotations, runAction, runActionInProcess, runMergeOffline, type ActionRun } from './support/run-action.js';
import { timeSeries } from './support/series.js';

// Ten rounds: `Slow` is 20% slower in every round; `Noisy` moves ±30% from round to round.
const steady = (factor: number): Run[] => Array.from({ length: 10 }, (_, r) => ({ round: r + 1, samples: [1e-6 * factor * (1 + 0.001 * (r % 3))] }));
const noisy = (shift: number): Run[] => Array.from({ length: 10 }, (_, r) => ({ round: r + 1, samples: [1e-6 * (1 + 0.3 * Math.sin(r * 2.3 + shift))] }));
const side = (head: boolean): ParseResult[] => [
  { format: 'go', series: [timeSeries('BenchmarkSlow', steady(head ? 1.2 : 1)), timeSeries('BenchmarkNoisy', noisy(head ? 1 : 0))], context: {}, warnings: [] },
];

describe("the step's failure message names every row that fails the check", () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bg-gate-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  function shard(name: string, failOnInconclusive: boolean, rules?: string): void {
    const report = buildReport({
      base: side(false),
      head: side(true),
      settings: { ...DEFAULT_STATS_SETTINGS, failOnInconclusive },
      ...(rules ? { rules: parseRules(rules, '.github/benchgate.yml', 'working tree') } : {}),
    });
    assert.deepEqual(
      report.comparisons.map((c) => c.verdict),
      ['regression', 'inconclusive'],
    );
    rmSync(path.join(dir, 'shards'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'shards', name), { recursive: true });
    writeFileSync(path.join(dir, 'shards', name, 'report.json'), renderJson(report));
  }

  test('fail-on-inconclusive: the regression and the inconclusive row, each named', async () => {
    shard('a', true);
    const r = await runMergeOffline(dir, { 'fail-on-inconclusive': 'true' }, runActionInProcess);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(
      errors[0],
      /benchgate: 1 significant regression above 5%25: BenchmarkSlow time \+20\.\d%25; and 1 inconclusive \(fail-on-inconclusive\): BenchmarkNoisy time [+-]\d+\.\d%25 \(see the job summary\)/,
    );
  });

  test("a rule's own threshold: the message does not claim the inputs' 5%", async () => {
    shard('b', false, 'rules:\n  - match: BenchmarkSlow\n    threshold: 15%\n');
    const r = await runMergeOffline(dir, {}, runActionInProcess);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(
      annotations(r.stdout, 'error')[0],
      /benchgate: 1 significant regression each above its threshold: BenchmarkSlow time \+20\.\d%25 \(see the job summary\)$/,
    );
  });

  test('the in-process port and the bundle print the same log, annotations, outputs and summary', async () => {
    shard('c', true);
    // Paths under each run's own runner temp folder differ; nothing else may.
    const same = (r: ActionRun) => {
      const temp = path.dirname(r.outputs['report-json']);
      const plain = (text: string) => text.split(temp).join('<step>');
      // @actions/core prints an empty line per output set (GITHUB_OUTPUT is a file): not the action's log.
      const log = plain(r.stdout)
        .split('\n')
        .filter((l) => l !== '');
      return { code: r.code, log, outputs: Object.fromEntries(Object.entries(r.outputs).map(([k, v]) => [k, plain(v)])), summary: plain(r.summary) };
    };
    // A deprecated input name (`metrics`, now `gate`) for a warning annotation.
    const inputs = { 'fail-on-inconclusive': 'true', metrics: 'time' };
    const inProcess = same(await runMergeOffline(dir, inputs, runActionInProcess));
    const bundle = same(await runMergeOffline(dir, inputs, runAction));
    assert.deepEqual(inProcess, bundle);
    assert.equal(bundle.code, 1);
    for (const kind of ['::error::', '::warning::', '::group::'])
      assert.ok(
        bundle.log.some((l) => l.startsWith(kind)),
        `${kind}\n${bundle.log.join('\n')}`,
      );
  });
});
