// The measuring loop on real processes (bash), without git: order, warm-up, output-file,
// failures, timeouts.
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { roundOrders } from '../src/runner/order.js';
import { type RoundsOptions, runRounds } from '../src/runner/rounds.js';
import { tempDir } from './runner-fixtures.js';
import { processGone } from './support/process-gone.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Two side folders plus a shared log outside them; commands see it as $LOG. */
function sides() {
  const root = tempDir();
  made.push(root);
  const dirs = { base: path.join(root, 'base'), head: path.join(root, 'head') };
  mkdirSync(dirs.base);
  mkdirSync(dirs.head);
  const log = path.join(root, 'log');
  return { root, dirs, log, keepDir: path.join(root, 'keep') };
}

function options(s: ReturnType<typeof sides>, over: Partial<RoundsOptions>): RoundsOptions {
  return { dirs: s.dirs, command: 'true', rounds: 3, warmup: 0, keepDir: s.keepDir, seed: 1, env: { ...process.env, LOG: s.log }, ...over };
}

// Each run appends "<side> <n>" (n = that side's run count so far, warm-ups included) to $LOG
// and prints a Go-style line whose value is n.
const COUNTING = 'n=$(( $(cat count 2>/dev/null || echo 0) + 1 )); echo $n > count; echo "$BENCHGATE_SIDE $n" >> "$LOG"; echo "BenchmarkX 1 $n ns/op"';

describe('runRounds', () => {
  it('runs both sides once per round in the seeded random order, warm-ups first', async () => {
    const s = sides();
    const seed = 12345;
    const lines: string[] = [];
    const r = await runRounds(options(s, { command: COUNTING, rounds: 6, warmup: 2, seed, log: { info: (l) => lines.push(l), warn: (l) => lines.push(l) } }));
    const expected = roundOrders(seed, 8).flat();
    const ran = readFileSync(s.log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' ')[0]);
    assert.deepEqual(ran, expected);
    assert.deepEqual(r.order, roundOrders(seed, 8).slice(2));
    // The seed really randomises: both orders occur over enough rounds, and another seed differs.
    const many = roundOrders(seed, 40).map((o) => o[0]);
    assert.ok(many.includes('base') && many.includes('head'));
    assert.notDeepEqual(roundOrders(seed + 1, 40), roundOrders(seed, 40));
    // One progress line per run, named like `round 3/6 head: 0.01 s`.
    assert.equal(lines.filter((l) => /^round \d\/6 (base|head): \d+\.\d+ s$/.test(l)).length, 12);
    assert.equal(lines.filter((l) => /^warm-up \d\/2 (base|head): .* \(discarded\)$/.test(l)).length, 4);
  });

  it('discards the warm-up runs: measured outputs start after them and are numbered 1..rounds', async () => {
    const s = sides();
    const r = await runRounds(options(s, { command: COUNTING, rounds: 3, warmup: 2 }));
    for (const side of ['base', 'head'] as const) {
      assert.deepEqual(
        r[side].outputs.map((o) => o.round),
        [1, 2, 3],
      );
      const values = r[side].outputs.map((o) => (o.input.kind === 'text' ? o.input.text.trim() : ''));
      assert.deepEqual(values, ['BenchmarkX 1 3 ns/op', 'BenchmarkX 1 4 ns/op', 'BenchmarkX 1 5 ns/op']);
      assert.equal(r[side].loadavg.length, 3);
    }
    // Raw outputs of every run, warm-ups included, are kept.
    assert.ok(existsSync(path.join(s.keepDir, 'base/warmup-01/stdout')));
    assert.ok(existsSync(path.join(s.keepDir, 'head/round-03/stdout')));
    assert.equal(r.head.outputs[2].input.kind === 'text' && r.head.outputs[2].input.file, path.join(s.keepDir, 'head/round-03/stdout'));
  });

  it('reads output-file after each run, relative to the side folder, and never a stale one', async () => {
    const s = sides();
    // Writes out/result.json with the side and run number; on head's 2nd run writes nothing.
    const command = `n=$(( $(cat count 2>/dev/null || echo 0) + 1 )); echo $n > count; echo noise;
      if [ "$BENCHGATE_SIDE" = head ] && [ $n = 2 ]; then exit 0; fi
      mkdir -p out; printf '{"side":"%s","n":%d}' "$BENCHGATE_SIDE" $n > out/result.json`;
    const r = await runRounds(options(s, { command, outputFile: 'out/result.json', rounds: 3 }));
    assert.deepEqual(
      r.base.outputs.map((o) => o.input.kind === 'text' && JSON.parse(o.input.text)),
      [
        { side: 'base', n: 1 },
        { side: 'base', n: 2 },
        { side: 'base', n: 3 },
      ],
    );
    assert.deepEqual(
      r.head.outputs.map((o) => o.round),
      [1, 3],
    );
    assert.equal(r.head.failed.length, 1);
    assert.match(r.head.failed[0].reason, /output-file 'out\/result\.json' was not written/);
    const kept = r.base.outputs[0].input;
    assert.ok(kept.kind === 'text' && kept.file.startsWith(s.keepDir) && existsSync(kept.file));
  });

  it('copies an output folder (Criterion-style) and hands it over as a dir input', async () => {
    const s = sides();
    const command = 'mkdir -p target/crit/x && echo "$BENCHGATE_SIDE" > target/crit/x/estimates.json';
    const r = await runRounds(options(s, { command, outputFile: 'target/crit', rounds: 1 }));
    const input = r.head.outputs[0].input;
    assert.equal(input.kind, 'dir');
    assert.equal(input.kind === 'dir' && readFileSync(path.join(input.dir, 'x/estimates.json'), 'utf8'), 'head\n');
  });

  it('an output folder counts against the cap of one run by size (a sparse file too): the run fails, nothing of it is copied', async () => {
    const s = sides();
    const command = 'rm -rf out; mkdir -p out/x && echo small > out/x/a.json && truncate -s 64M out/x/sparse.bin';
    const r = await runRounds(options(s, { command, outputFile: 'out', rounds: 1, maxOutputBytes: 1024 * 1024 }));
    for (const side of ['base', 'head'] as const) {
      assert.equal(r[side].outputs.length, 0);
      assert.match(r[side].failed[0]?.reason ?? '', /^output-file 'out' \(a folder\) holds more than the 1 MiB benchgate reads of one run$/);
      assert.deepEqual(readdirSync(path.join(s.keepDir, side, 'round-01')).sort(), ['complete', 'stderr', 'stdout']);
    }
  });

  it('copies a link inside an output folder as the file it names, and refuses one that leads out of the folder', async () => {
    const s = sides();
    const inside = await runRounds(
      options(s, { command: 'rm -rf out; mkdir out && echo 1 > out/real.json && ln -s real.json out/latest.json', outputFile: 'out', rounds: 1 }),
    );
    const input = inside.head.outputs[0].input;
    assert.ok(input.kind === 'dir');
    assert.ok(!lstatSync(path.join(input.dir, 'latest.json')).isSymbolicLink(), 'kept as a plain file');
    assert.equal(readFileSync(path.join(input.dir, 'latest.json'), 'utf8'), '1\n');
    const t = sides();
    await assert.rejects(
      runRounds(
        options(t, { command: `rm -rf out; mkdir out && ln -s ${JSON.stringify(t.log)} out/secret.json; echo x > "$LOG"`, outputFile: 'out', rounds: 1 }),
      ),
      /output-file 'out' \(a folder\) cannot be copied on (base|head): secret\.json is not a regular file but a link to .*log, outside the folder/,
    );
  });

  it('refuses an output-file outside the checkout', async () => {
    const s = sides();
    await assert.rejects(runRounds(options(s, { outputFile: '../../etc/passwd' })), /must be a path inside the checkout/);
  });

  it('reports a run failing on head only with exit code and stderr tail; the other rounds count', async () => {
    const s = sides();
    const warns: string[] = [];
    const command = `${COUNTING} >/dev/null; if [ "$BENCHGATE_SIDE" = head ] && [ $n = 2 ]; then for i in $(seq 1 30); do echo "trace line $i" >&2; done; exit 3; fi; echo "BenchmarkX 1 $n ns/op"`;
    const r = await runRounds(options(s, { command, rounds: 4, log: { info: () => {}, warn: (l) => warns.push(l) } }));
    assert.equal(r.base.outputs.length, 4);
    assert.deepEqual(
      r.head.outputs.map((o) => o.round),
      [1, 3, 4],
    );
    assert.equal(r.head.failed.length, 1);
    const f = r.head.failed[0];
    assert.equal(f.side, 'head');
    assert.equal(f.round, 2);
    assert.equal(f.exitCode, 3);
    assert.equal(f.reason, 'exit code 3');
    const tail = f.stderrTail!.split('\n');
    assert.equal(tail.length, 20);
    assert.equal(tail[0], 'trace line 11');
    assert.equal(tail[19], 'trace line 30');
    assert.ok(warns.some((w) => w.startsWith('round 2/4 head: FAILED') && w.includes('exit code 3')));
  });

  it('kills a hanging run (and its children) at the timeout; the next rounds still run', async () => {
    const s = sides();
    const pidFile = path.join(s.root, 'pid');
    // Head hangs in round 1 with a grandchild; everything else is quick.
    const command = `${COUNTING} >/dev/null; if [ "$BENCHGATE_SIDE" = head ] && [ $n = 1 ]; then sleep 300 & echo $! > "${pidFile}"; wait; fi; echo "BenchmarkX 1 $n ns/op"`;
    const started = Date.now();
    const r = await runRounds(options(s, { command, rounds: 2, timeoutMs: 700 }));
    assert.ok(Date.now() - started < 10_000, 'the timeout ended the run');
    assert.equal(r.head.failed.length, 1);
    assert.match(r.head.failed[0].reason, /timed out after 700ms/);
    assert.deepEqual(
      r.head.outputs.map((o) => o.round),
      [2],
    );
    assert.equal(r.base.outputs.length, 2);
    const sleeper = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(await processGone(sleeper), 'the grandchild was killed with the process group');
  });

  it('counts a run that prints nothing as failed, and fails setup with a clear error', async () => {
    const s = sides();
    const r = await runRounds(options(s, { command: '[ "$BENCHGATE_SIDE" = base ] && echo BenchmarkX 1 1 ns/op; true', rounds: 1 }));
    assert.match(r.head.failed[0].reason, /nothing on stdout/);
    await assert.rejects(runRounds(options(s, { setup: 'echo compiling; echo "error: missing header" >&2; exit 7' })), (e: Error) => {
      assert.equal(e.name, 'RunnerError');
      assert.match(e.message, /setup failed on base \(exit code 7\)/);
      assert.match(e.message, /error: missing header/);
      return true;
    });
  });

  it('runs setup once per side before any run, with BENCHGATE_SIDE set', async () => {
    const s = sides();
    await runRounds(
      options(s, { setup: 'echo "setup $BENCHGATE_SIDE" >> "$LOG"', command: 'echo "run $BENCHGATE_SIDE" >> "$LOG"; echo x', rounds: 2, warmup: 1 }),
    );
    const lines = readFileSync(s.log, 'utf8').trim().split('\n');
    assert.deepEqual(lines.slice(0, 2), ['setup base', 'setup head']);
    assert.equal(lines.filter((l) => l.startsWith('setup')).length, 2);
    assert.equal(lines.filter((l) => l.startsWith('run')).length, 6);
  });
});
