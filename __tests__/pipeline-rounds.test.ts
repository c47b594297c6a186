// Adaptive rounds end to end (`benchgate run`, default `--rounds auto`): real git commits, a real
// benchmark command, the runner stopping at the first look where every gated row is decided, and
// the JSON `rounds` block saying how many rounds ran, at which looks, and why it stopped.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { commit, initSource } from './support/e2e-git.js';
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

  it('a fixed --rounds N runs N rounds and takes no look', async () => {
    const { json } = await run(repo('fixed', 100, 120, 1), '--rounds', '6');
    assert.deepEqual(json.rounds, { planned: 6, run: 6, looks: [], stopped: 'fixed', lookAlpha: 0.05 });
    assert.equal(json.comparisons[0].verdict, 'regression');
  });
});

describe('a drifting runner (DESIGN "Statistics (v2)" step 6)', () => {
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
