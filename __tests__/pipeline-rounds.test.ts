// Adaptive rounds end to end (`benchgate run`, default `--rounds auto`): real git commits, a real
// benchmark command, the runner stopping at the first look where every gated row is decided, and
// the JSON `rounds` block saying how many rounds ran, at which looks, and why it stopped.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { commit, initSource } from './support/e2e-git.js';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { planRounds } from '../src/pipeline/rounds.js';
import type { RoundsResult } from '../src/runner/index.js';
import type { RunRecord } from '../src/kept-runs.js';
import { runSourceCli } from './support/run-command.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bg-rounds-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

// One Go-format line per run: the commit's value, plus a deterministic spread from a counter
// shared by both sides (so base and head alternate through the same sequence).
const BENCH = `n=$(( $(cat "$COUNTER" 2>/dev/null || echo 0) + 1 )); echo $n > "$COUNTER"
v=$(( $(cat value) + (n * 37 % SPREAD) ))
echo "BenchmarkX-2 1000 $v ns/op"`;

function repo(name: string, base: number, head: number, spread: number): { dir: string; counter: string } {
  const dir = initSource(mkdtempSync(path.join(tmp, `${name}-`)));
  const script = BENCH.replace('SPREAD', String(spread));
  commit(dir, { 'bench.sh': script, value: `${base}\n` }, 'base');
  commit(dir, { value: `${head}\n` }, 'head');
  return { dir, counter: path.join(tmp, `${name}.count`) };
}

interface RoundsJson {
  rounds: { planned: number; run: number; looks: { rounds: number; undecided: number }[]; stopped: string; lookAlpha: number };
  run: { rounds: number };
  comparisons: { benchmark: string; verdict: string }[];
}

async function run(r: { dir: string; counter: string }, ...flags: string[]): Promise<{ code: number | null; stderr: string; json: RoundsJson }> {
  const out = path.join(tmp, `${path.basename(r.dir)}-${flags.join('')}.json`);
  const res = await runSourceCli(
    ['run', '--base', 'HEAD~1', '--head', 'HEAD', '--warmup', '0', '--seed', '7', '--json', out, ...flags, '--', `COUNTER=${r.counter} bash bench.sh`],
    r.dir,
    120_000,
  );
  assert.ok(res.code === 0 || res.code === 1, `exit ${res.code}\n${res.stderr}`);
  return { code: res.code, stderr: res.stderr, json: JSON.parse(readFileSync(out, 'utf8')) as RoundsJson };
}

describe('rounds: auto', () => {
  it('stops at the first look once every gated row is decided (a 20% slowdown: 5 rounds, not 20)', async () => {
    const { code, stderr, json } = await run(repo('slower', 100, 120, 1));
    assert.equal(code, 1);
    assert.equal(json.comparisons[0].verdict, 'regression');
    // One row: looks after 5, 10, 15 and 20 rounds are all possible, so each tests at α/4.
    assert.deepEqual(json.rounds, { planned: 20, run: 5, looks: [{ rounds: 5, undecided: 0 }], stopped: 'decided', lookAlpha: 0.0125 });
    assert.equal(json.run.rounds, 5);
    assert.match(stderr, /rounds: auto — looks after 5, 10, 15, 20 rounds, each at α = 0\.0125 \(1 rows\)/);
    assert.match(stderr, /look after 5 rounds: every gated row decided — stopping/);
  });

  it('runs on to max-rounds while a row stays inconclusive, and says so at each look', async () => {
    const { code, stderr, json } = await run(repo('noisy', 1000, 1002, 400), '--max-rounds', '10');
    assert.equal(code, 0);
    assert.equal(json.comparisons[0].verdict, 'inconclusive');
    assert.deepEqual(json.rounds, {
      planned: 10,
      run: 10,
      looks: [
        { rounds: 5, undecided: 1 },
        { rounds: 10, undecided: 1 },
      ],
      stopped: 'max-rounds',
      lookAlpha: 0.025,
    });
    assert.match(stderr, /look after 5 rounds: 1 undecided: BenchmarkX-2 time \(inconclusive\) — running more rounds/);
    assert.match(stderr, /look after 10 rounds: 1 undecided: .* — max-rounds reached/);
  });

  it("a row the working tree's rules file ignores need not be decided: the same noisy row stops at the first look", async () => {
    const r = repo('noisy-ignored', 1000, 1002, 400);
    commit(r.dir, { '.github/benchgate.yml': 'rules:\n  - match: BenchmarkX\n    ignore: true\n' }, 'rules');
    const { code, stderr, json } = await run({ ...r, dir: r.dir }, '--max-rounds', '10', '--base', 'HEAD~2', '--head', 'HEAD~1');
    assert.equal(code, 0);
    assert.equal(json.comparisons[0].verdict, 'ignored');
    assert.match(stderr, /rules: 1 from \.github\/benchgate\.yml \(working tree\)/);
    assert.deepEqual(json.rounds.looks, [{ rounds: 5, undecided: 0 }]);
    assert.equal(json.rounds.stopped, 'decided');
  });

  it('a possible improvement (inconclusive, its interval below +5%) stops at the first look; with --fail-on-inconclusive it keeps the rounds going', async () => {
    // Line n of the commit's `values` file is this checkout's run n (no warm-up: round n). After 5
    // rounds head is −6.9% (−12.1 … −2.1), p = 0.016 > α/4 (looks at 5, 10, 15, 20): inconclusive,
    // but it cannot regress.
    const dir = initSource(mkdtempSync(path.join(tmp, 'improving-')));
    const bench = 'n=$(( $(cat .count 2>/dev/null || echo 0) + 1 )); echo $n > .count\necho "BenchmarkX-2 1000 $(sed -n "${n}p" values) ns/op"\n';
    const times = (xs: number[]) => Array.from({ length: 4 }, () => xs.join('\n')).join('\n') + '\n';
    commit(dir, { 'bench.sh': bench, values: times([1074, 1071, 1000, 1004, 1021]) }, 'base');
    commit(dir, { values: times([953, 963, 1000, 944, 923]) }, 'head');
    const r = { dir, counter: path.join(tmp, 'improving.count') };
    const { code, stderr, json } = await run(r);
    assert.equal(code, 0, stderr);
    assert.equal(json.comparisons[0].verdict, 'inconclusive', 'still reported undecided: a possible improvement');
    assert.deepEqual(json.rounds.looks, [{ rounds: 5, undecided: 0 }]);
    assert.deepEqual([json.rounds.run, json.rounds.stopped], [5, 'decided']);
    assert.match(
      stderr,
      /look after 5 rounds: every gated row decided \(1 inconclusive but cannot be a regression beyond the threshold: BenchmarkX-2 time\) — stopping/,
    );

    const strict = await run(r, '--fail-on-inconclusive');
    assert.deepEqual(strict.json.rounds.looks[0], { rounds: 5, undecided: 1 }, strict.stderr);
    assert.ok(strict.json.rounds.run > 5, 'an inconclusive row fails the check: the rounds go on');
  });

  it('a fixed --rounds N runs N rounds and takes no look', async () => {
    const { json } = await run(repo('fixed', 100, 120, 1), '--rounds', '6');
    assert.deepEqual(json.rounds, { planned: 6, run: 6, looks: [], stopped: 'fixed', lookAlpha: 0.05 });
    assert.equal(json.comparisons[0].verdict, 'regression');
  });
});

describe('a drifting runner (docs/statistics.md#step-6-the-paired-view-of-the-rounds)', () => {
  // The machine's speed jumps between rounds (×1.0 … ×1.4, the same for both runs of a round);
  // head is 10% slower within every round. Pooled across rounds the two sides overlap, so the
  // unpaired test cannot call it; paired by round, every round says "head slower".
  const DRIFT = `n=$(( $(cat "$COUNTER" 2>/dev/null || echo 0) + 1 )); echo $n > "$COUNTER"
r=$(( (n + 1) / 2 ))
speed=$(( 100 + (r * 37 % 5) * 10 ))
v=$(( $(cat value) * speed / 100 ))
echo "BenchmarkDrift-2 1000 $v ns/op"`;

  function drifting(name: string): { dir: string; counter: string } {
    const dir = initSource(mkdtempSync(path.join(tmp, `${name}-`)));
    commit(dir, { 'bench.sh': DRIFT, value: '1000\n' }, 'base');
    commit(dir, { value: '1100\n' }, 'head: 10% slower');
    return { dir, counter: path.join(tmp, `${name}.count`) };
  }

  it('--test paired calls the regression; Mann-Whitney on the same rounds does not call it unchanged', async () => {
    const paired = await run(drifting('drift-paired'), '--rounds', '10', '--test', 'paired');
    assert.equal(paired.code, 1, paired.stderr);
    const p = paired.json.comparisons[0] as unknown as { verdict: string; test: string; paired: { worseRounds: number; pairs: number } };
    assert.deepEqual([p.verdict, p.test, p.paired.worseRounds, p.paired.pairs], ['regression', 'paired', 10, 10]);

    const mw = await run(drifting('drift-mw'), '--rounds', '10');
    const m = mw.json.comparisons[0] as unknown as { verdict: string; test: string; paired: { p: number } };
    assert.equal(m.test, 'mann-whitney');
    assert.notEqual(m.verdict, 'unchanged', 'a 10% slowdown hidden by drift is never called unchanged');
    assert.notEqual(m.verdict, 'regression', 'the unpaired test cannot see it through the drift (this case is built so)');
    assert.ok(m.paired.p < 0.01, `the paired view in the same report says so: p ${m.paired.p}`);
  });
});

describe('planRounds: the planned family and the stopping rule (no git: the runner’s outputs by hand)', () => {
  // Go output of one run: BenchmarkA's time, and B/op and allocs/op as given.
  const goRun = (ns: number, bytes = 0, allocs = 0) => `BenchmarkA-2 1000 ${ns} ns/op ${bytes} B/op ${allocs} allocs/op\nPASS\n`;
  function soFar(base: string[], head: string[]): RoundsResult {
    const side = (s: 'base' | 'head', texts: string[]) => ({
      outputs: texts.map((text, i) => ({ side: s, round: i + 1, input: { kind: 'text' as const, file: `${s}-${i + 1}`, text }, durationMs: 1 })),
      failed: [],
      loadavg: [],
    });
    return { base: side('base', base), head: side('head', head), order: [], roundsRun: base.length, stopReason: 'max-rounds' };
  }
  const auto = { rounds: 'auto' as const, minRounds: 5, maxRounds: 20, lookEvery: 5, format: 'go' };

  it('constant rows (0 B/op and 0 allocs/op on both sides) do not count: one row, the 5-round look is planned', async () => {
    const lines: string[] = [];
    const records: RunRecord[] = [];
    const plan = planRounds({ ...auto, settings: DEFAULT_STATS_SETTINGS, log: (l) => lines.push(l), onPlan: (r) => records.push(r) });
    await plan.runner.onLook!(1, soFar([goRun(100)], [goRun(120)]));
    assert.match(lines[0], /^rounds: auto — looks after 5, 10, 15, 20 rounds, each at α = 0\.0125 \(1 rows, 2 constant not counted\)$/);
    assert.deepEqual(records, [
      {
        version: 1,
        alpha: 0.05,
        lookAlpha: 0.0125,
        looks: [5, 10, 15, 20],
        test: 'mann-whitney',
        correction: 'holm',
        rows: 1,
        settings: DEFAULT_STATS_SETTINGS,
      },
    ]);
    // B/op that differ between the sides are a row of the family (allocs/op, 1 on both, is not): 2 rows, looks 5, 10 and 20 at α/3.
    const moving = planRounds({ ...auto, settings: DEFAULT_STATS_SETTINGS, onPlan: (r) => records.push(r) });
    await moving.runner.onLook!(1, soFar([goRun(100, 64, 1)], [goRun(120, 96, 1)]));
    assert.deepEqual([records[1].rows, records[1].looks, records[1].lookAlpha], [2, [5, 10, 20], 0.05 / 3]);
    // After the run, the record carries the rounds block.
    assert.deepEqual(plan.record(5, 'decided').rounds, { planned: 20, run: 5, looks: [], stopped: 'decided', lookAlpha: 0.0125 });
  });

  // Head ~6% faster, not significant at α/4 with 10 rounds: inconclusive, the interval −10.7% … −0.6%.
  const BASE = [100, 104, 98, 102, 110, 96, 103, 107, 99, 101];
  const FASTER = [95, 99, 84, 97, 91, 104, 88, 93, 100, 90].map((v) => (v * 0.92) / 0.9);

  it('an inconclusive row whose interval rules out a regression stops the rounds; with fail-on-inconclusive it does not', async () => {
    const outputs = soFar(
      BASE.map((v) => goRun(v)),
      FASTER.map((v) => goRun(v)),
    );
    const lines: string[] = [];
    const plan = planRounds({ ...auto, settings: DEFAULT_STATS_SETTINGS, log: (l) => lines.push(l) });
    assert.equal(await plan.runner.onLook!(10, outputs), 'stop');
    assert.match(
      lines[1],
      /^look after 10 rounds: every gated row decided \(1 inconclusive but cannot be a regression beyond the threshold: BenchmarkA-2 time\) — stopping$/,
    );
    assert.deepEqual(plan.info(10, 'decided').looks, [{ rounds: 10, undecided: 0 }]);

    const strict = planRounds({ ...auto, settings: { ...DEFAULT_STATS_SETTINGS, failOnInconclusive: true }, log: (l) => lines.push(l) });
    assert.equal(await strict.runner.onLook!(10, outputs), 'continue');
    assert.match(lines[3], /^look after 10 rounds: 1 undecided: BenchmarkA-2 time \(inconclusive\) — running more rounds$/);
  });
});
