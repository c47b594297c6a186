// The kept-runs layout (`D/base/round-NN/`, read back by `compare --runs D`), the fail-fast check
// of the first measured output, adaptive rounds, FIFO output files and keep-dir validation, on
// real processes (bash) without git.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { readRunRecord, RUN_RECORD_FILE, writeRunRecord, type RunRecord } from '../src/kept-runs.js';
import type { RoundsInfo } from '../src/model.js';
import { prepareKeepDir, runNumberWidth } from '../src/runner/layout.js';
import { type RoundsOptions, runRounds } from '../src/runner/rounds.js';
import { tempDir } from './runner-fixtures.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function sides() {
  const root = tempDir();
  made.push(root);
  const dirs = { base: path.join(root, 'base'), head: path.join(root, 'head') };
  mkdirSync(dirs.base);
  mkdirSync(dirs.head);
  return { root, dirs, keepDir: path.join(root, 'keep'), log: path.join(root, 'log') };
}

function options(s: ReturnType<typeof sides>, over: Partial<RoundsOptions>): RoundsOptions {
  return { dirs: s.dirs, command: 'true', rounds: 3, warmup: 0, keepDir: s.keepDir, seed: 7, env: { ...process.env, LOG: s.log }, ...over };
}

// Counts its runs per side folder; prints a Go line and writes out/res.json with that count.
const COUNTING =
  'n=$(( $(cat count 2>/dev/null || echo 0) + 1 )); echo $n > count; echo "$BENCHGATE_SIDE $n" >> "$LOG"; echo "run $n" >&2; mkdir -p out; echo "{\\"n\\":$n}" > out/res.json; echo "BenchmarkX 1 $n ns/op"';

const listing = (dir: string) => readdirSync(dir).sort();

describe('kept runs layout', () => {
  it('writes D/<side>/round-NN/{stdout,stderr,<output>,complete}, warm-ups in warmup-NN/, setup logs beside them', async () => {
    const s = sides();
    const r = await runRounds(
      options(s, { command: COUNTING, setup: 'echo "built $BENCHGATE_SIDE"; echo warn >&2', outputFile: 'out/res.json', rounds: 3, warmup: 2 }),
    );
    for (const side of ['base', 'head'] as const) {
      const d = path.join(s.keepDir, side);
      assert.deepEqual(listing(d), ['round-01', 'round-02', 'round-03', 'setup.stderr', 'setup.stdout', 'warmup-01', 'warmup-02']);
      assert.equal(readFileSync(path.join(d, 'setup.stdout'), 'utf8'), `built ${side}\n`);
      assert.equal(readFileSync(path.join(d, 'setup.stderr'), 'utf8'), 'warn\n');
      for (const [i, round] of ['round-01', 'round-02', 'round-03'].entries()) {
        assert.deepEqual(listing(path.join(d, round)), ['complete', 'res.json', 'stderr', 'stdout']);
        assert.equal(readFileSync(path.join(d, round, 'complete'), 'utf8'), '', 'the marker of a finished run is empty');
        // Warm-ups ran first (runs 1 and 2), so round NN is run NN + 2.
        assert.equal(readFileSync(path.join(d, round, 'res.json'), 'utf8'), `{"n":${i + 3}}\n`);
        assert.equal(readFileSync(path.join(d, round, 'stdout'), 'utf8'), `BenchmarkX 1 ${i + 3} ns/op\n`);
        assert.equal(readFileSync(path.join(d, round, 'stderr'), 'utf8'), `run ${i + 3}\n`);
      }
      assert.equal(readFileSync(path.join(d, 'warmup-02', 'res.json'), 'utf8'), '{"n":2}\n');
      assert.deepEqual(listing(path.join(d, 'warmup-02')), ['complete', 'res.json', 'stderr', 'stdout']);
      assert.deepEqual(
        r[side].outputs.map((o) => o.input.kind === 'text' && o.input.file),
        [1, 2, 3].map((n) => path.join(d, `round-0${n}`, 'res.json')),
      );
    }
    assert.deepEqual([r.roundsRun, r.stopReason], [3, 'fixed']);
  });

  it('marks a failed run complete too (it ended), and refuses an output-file named like the marker', async () => {
    const s = sides();
    const r = await runRounds(options(s, { command: 'echo partial; exit 3', rounds: 1 }));
    assert.equal(r.base.failed.length, 1);
    assert.deepEqual(listing(path.join(s.keepDir, 'base', 'round-01')), ['complete', 'stderr', 'stdout']);
    await assert.rejects(
      runRounds(options(s, { command: 'echo x > complete', outputFile: 'complete', rounds: 1 })),
      /output-file 'complete': a file named complete would collide with the run's own complete in the kept runs/,
    );
  });

  it("replaces a previous run's record with the kept runs it belongs to (a run cut off before recording has none)", () => {
    const s = sides();
    prepareKeepDir(s.keepDir, '--keep-dir');
    writeRunRecord(s.keepDir, { version: 1, alpha: 0.05, lookAlpha: 0.0125, looks: [5, 10, 15, 20], test: 'mann-whitney', correction: 'holm', rows: 1 });
    assert.equal(readRunRecord(s.keepDir)?.lookAlpha, 0.0125);
    assert.deepEqual(listing(s.keepDir), [RUN_RECORD_FILE, 'base', 'head'].sort());
    prepareKeepDir(s.keepDir, '--keep-dir');
    assert.equal(readRunRecord(s.keepDir), undefined);
    writeFileSync(path.join(s.keepDir, RUN_RECORD_FILE), '{"version":1,"alpha":0.05}');
    assert.throws(() => readRunRecord(s.keepDir), /benchgate-run\.json: not a version 1 record of `benchgate run`/);
    // The finished run's rounds block goes into compare --runs' report: checked as a report's is.
    const record: RunRecord = { version: 1, alpha: 0.05, lookAlpha: 0.05, looks: [], test: 'paired', correction: 'holm', rows: 1 };
    const rounds: RoundsInfo = { planned: 10, run: 10, looks: [], stopped: 'fixed', lookAlpha: 0.05 };
    writeRunRecord(s.keepDir, { ...record, rounds });
    assert.deepEqual(readRunRecord(s.keepDir)?.rounds, rounds);
    writeFileSync(path.join(s.keepDir, RUN_RECORD_FILE), JSON.stringify({ ...record, rounds: { ...rounds, run: '<img src=x>' } }));
    assert.throws(() => readRunRecord(s.keepDir), /benchgate-run\.json: \$\.rounds\.run: /);
  });

  it('pads round numbers to at least two digits, more from 100 rounds on', () => {
    assert.deepEqual([1, 9, 10, 99, 100, 1000].map(runNumberWidth), [2, 2, 2, 2, 3, 4]);
  });

  it('keeps an output folder under its own name', async () => {
    const s = sides();
    await runRounds(
      options(s, {
        command: 'mkdir -p target/criterion/x && echo "$BENCHGATE_SIDE" > target/criterion/x/estimates.json',
        outputFile: 'target/criterion',
        rounds: 1,
      }),
    );
    assert.equal(readFileSync(path.join(s.keepDir, 'head/round-01/criterion/x/estimates.json'), 'utf8'), 'head\n');
  });
});

describe('fail fast', () => {
  it('checks the first measured output at once and stops there, naming the kept file', async () => {
    const s = sides();
    const seen: string[] = [];
    const checkOutput = (input: { kind: string; file?: string; text?: string }) => {
      seen.push(input.file ?? '');
      if (!/^Benchmark/.test(input.text ?? '')) throw new Error('no known format recognises it');
    };
    await assert.rejects(runRounds(options(s, { command: 'echo "Segmentation fault"', rounds: 5, warmup: 1, checkOutput })), (e: Error & { file?: string }) => {
      assert.equal(e.name, 'UnusableOutputError');
      assert.match(
        e.message,
        /^the first measured run \((base|head) round 1\) gave output benchgate cannot use, so the run stopped there:\nno known format recognises it\nIts output is kept in .*\/round-01\/stdout$/,
      );
      assert.ok(e.file && existsSync(e.file), 'the named file exists');
      assert.equal(readFileSync(e.file, 'utf8'), 'Segmentation fault\n');
      return true;
    });
    // One warm-up per side, then one measured run: not every round.
    assert.equal(seen.length, 1);
    assert.deepEqual(
      listing(path.join(s.keepDir, 'base')).filter((n) => n.startsWith('round-')).length +
        listing(path.join(s.keepDir, 'head')).filter((n) => n.startsWith('round-')).length,
      1,
    );
  });

  it('checks only once: later outputs are not re-checked by the runner', async () => {
    const s = sides();
    let calls = 0;
    const r = await runRounds(options(s, { command: COUNTING, rounds: 3, checkOutput: () => void calls++ }));
    assert.equal(calls, 1);
    assert.equal(r.base.outputs.length + r.head.outputs.length, 6);
  });
});

describe('adaptive rounds', () => {
  it('asks at each planned look and stops when the caller says so', async () => {
    const s = sides();
    const looks: Array<[number, number]> = [];
    const r = await runRounds(
      options(s, {
        command: COUNTING,
        maxRounds: 20,
        looks: [5, 10, 15, 20],
        onLook: async (done, soFar) => {
          looks.push([done, soFar.base.outputs.length]);
          return done >= 10 ? 'stop' : 'continue';
        },
      }),
    );
    assert.deepEqual(looks, [
      [5, 5],
      [10, 10],
    ]);
    assert.deepEqual([r.roundsRun, r.stopReason, r.order.length, r.head.outputs.length], [10, 'decided', 10, 10]);
    assert.equal(readFileSync(s.log, 'utf8').trim().split('\n').length, 20, 'no run after the deciding look');
    assert.ok(existsSync(path.join(s.keepDir, 'head/round-10')) && !existsSync(path.join(s.keepDir, 'head/round-11')));
  });

  it('stops at maxRounds when no look decides', async () => {
    const s = sides();
    const r = await runRounds(options(s, { command: COUNTING, maxRounds: 4, looks: [2, 4], onLook: async () => 'continue' }));
    assert.deepEqual([r.roundsRun, r.stopReason], [4, 'max-rounds']);
  });
});

describe('output-file and keep-dir checks', () => {
  it('refuses an output-file that is a FIFO without blocking on it', async () => {
    const s = sides();
    const started = Date.now();
    await assert.rejects(
      runRounds(options(s, { command: 'rm -f res; mkfifo res; echo started', outputFile: 'res', rounds: 1, timeoutMs: 60_000 })),
      /output-file 'res' is not a regular file \(a FIFO, socket or device\)/,
    );
    await assert.rejects(
      runRounds(options(s, { command: 'rm -rf out; mkdir out; mkfifo out/pipe', outputFile: 'out', rounds: 1 })),
      /output-file 'out' \(a folder\) cannot be copied on (base|head): .*FIFO/,
    );
    assert.ok(Date.now() - started < 10_000);
  });

  it('validates the keep folder first, naming the option', () => {
    const s = sides();
    const file = path.join(s.root, 'afile');
    writeFileSync(file, 'x');
    const cases: Array<[string, RegExp]> = [
      ['/proc/nope', /: --keep-dir "\/proc\/nope": a folder under \/proc, \/sys or \/dev cannot hold files/],
      [path.join(file, 'x'), /: --keep-dir ".*afile\/x": .*afile is a file, not a folder/],
    ];
    for (const [dir, message] of cases) assert.throws(() => prepareKeepDir(dir, '--keep-dir'), message);
    // A new nested folder is created; one that holds another run's base/ is refused.
    const fresh = path.join(s.root, 'a/b/c');
    assert.equal(prepareKeepDir(fresh, 'keep-dir'), fresh);
    assert.deepEqual(listing(fresh), ['base', 'head']);
    // A previous run's kept runs are replaced; anything else in base/ or head/ is refused, untouched.
    mkdirSync(path.join(fresh, 'base', 'round-01'));
    writeFileSync(path.join(fresh, 'base', 'setup.stdout'), 'old');
    prepareKeepDir(fresh, 'keep-dir');
    assert.deepEqual(listing(path.join(fresh, 'base')), []);
    writeFileSync(path.join(fresh, 'head', 'notes.txt'), 'mine');
    assert.throws(() => prepareKeepDir(fresh, 'keep-dir'), /: keep-dir ".*": head\/ in it holds files benchgate did not write/);
    assert.equal(readFileSync(path.join(fresh, 'head', 'notes.txt'), 'utf8'), 'mine');
    if (process.getuid?.() !== 0) {
      const ro = path.join(s.root, 'ro');
      mkdirSync(ro, { mode: 0o500 });
      assert.throws(() => prepareKeepDir(path.join(ro, 'x'), '--keep-dir'), /cannot create .*EACCES/);
    }
  });
});
