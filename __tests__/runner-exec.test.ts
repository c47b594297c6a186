// One run of a user command on real processes: it ends in bounded time whatever its descendants
// do (a grandchild that left the process group with setsid and holds stdout open), keeps its
// output on disk instead of in memory, and refuses to print without limit.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runCommand } from '../src/runner/exec.js';
import { runRounds } from '../src/runner/rounds.js';
import { tempDir } from './runner-fixtures.js';
import { processGone } from './support/process-gone.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function dir(): string {
  const d = tempDir();
  made.push(d);
  return d;
}

function exec(command: string, d: string, over: { timeoutMs?: number; maxOutputBytes?: number; env?: NodeJS.ProcessEnv; killStraysOnExit?: boolean } = {}) {
  return runCommand({ command, cwd: d, env: over.env ?? process.env, stdoutFile: path.join(d, 'stdout'), stderrFile: path.join(d, 'stderr'), ...over });
}

describe('runCommand', () => {
  it('a grandchild that left the process group (setsid) holding stdout open does not keep the run from ending, and is killed', async () => {
    const d = dir();
    const pidFile = path.join(d, 'stray.pid');
    // The stray writes its pid, then sleeps with the run's stdout open; bash itself exits at once.
    const command = `setsid -f bash -c 'echo $$ > "${pidFile}"; exec sleep 300'; sleep 0.2; echo "BenchmarkX 1 5 ns/op"`;
    const started = Date.now();
    const r = await exec(command, d);
    const took = Date.now() - started;
    assert.ok(took < 5000, `the run ended in ${took} ms`);
    assert.equal(r.exitCode, 0);
    assert.equal(r.timedOut, false);
    assert.equal(readFileSync(path.join(d, 'stdout'), 'utf8'), 'BenchmarkX 1 5 ns/op\n');
    const stray = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(await processGone(stray), 'the stray outside the process group was killed');
  });

  it('a service daemonised by setup outlives it (killStraysOnExit: false); its process group does not', async () => {
    const d = dir();
    const pidFile = path.join(d, 'daemon.pid');
    const r = await exec(`setsid -f bash -c 'echo $$ > "${pidFile}"; exec sleep 300'; sleep 0.2; sleep 300 & echo $! > "${d}/bg.pid"`, d, {
      killStraysOnExit: false,
    });
    assert.equal(r.exitCode, 0);
    const daemon = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(await processGone(Number(readFileSync(path.join(d, 'bg.pid'), 'utf8'))), 'the group member was killed');
    assert.equal(await processGone(daemon, 300), false, 'the daemon is still running');
    process.kill(daemon, 'SIGKILL');
  });

  it('the timeout ends a run whose stray holds stdout (even one that cleared its environment: found by the file it writes), and reports it as timed out', async () => {
    const d = dir();
    const pidFile = path.join(d, 'stray.pid');
    // env -i: the stray no longer carries the run's id; it is found by the output file it holds.
    const command = `env -i setsid -f /bin/bash -c 'echo $$ > "${pidFile}"; exec /bin/sleep 300'; sleep 300`;
    const started = Date.now();
    const r = await exec(command, d, { timeoutMs: 500 });
    const took = Date.now() - started;
    assert.ok(took < 6000, `the run ended in ${took} ms`);
    assert.equal(r.timedOut, true);
    const stray = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(await processGone(stray), 'the stray was killed');
  });

  it('writes output straight to its files, keeps only a tail in memory, and kills a run that prints past the limit', async () => {
    const d = dir();
    const r = await exec('for i in $(seq 1 50); do echo "progress $i" >&2; done; yes BenchmarkX', d, { maxOutputBytes: 4 * 1024 * 1024 });
    assert.equal(r.overLimit, true);
    assert.ok(r.stdoutBytes + r.stderrBytes > 4 * 1024 * 1024);
    assert.ok(r.stdoutTail.length <= 64 * 1024, 'only a tail is kept in memory');
    assert.match(r.stderrTail, /progress 50\n$/);
    // The writer is dead, and only the first MiB of what it printed stays on disk.
    assert.equal(statSync(path.join(d, 'stdout')).size, 1024 * 1024);
    assert.match(readFileSync(path.join(d, 'stdout'), 'utf8').slice(0, 22), /^BenchmarkX\nBenchmarkX\n/);
    await new Promise((ok) => setTimeout(ok, 300));
    assert.equal(statSync(path.join(d, 'stdout')).size, 1024 * 1024);
  });

  it('a run printing past the limit counts as failed with the limit in the reason', async () => {
    const d = dir();
    const dirs = { base: path.join(d, 'b'), head: path.join(d, 'h') };
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dirs.base);
    mkdirSync(dirs.head);
    const r = await runRounds({
      dirs,
      command: '[ "$BENCHGATE_SIDE" = head ] && exec yes BenchmarkX; echo "BenchmarkX 1 5 ns/op"',
      rounds: 1,
      warmup: 0,
      keepDir: path.join(d, 'keep'),
      seed: 1,
      maxOutputBytes: 1024 * 1024,
    });
    assert.equal(r.base.outputs.length, 1);
    assert.equal(r.head.failed.length, 1);
    assert.match(r.head.failed[0].reason, /printed more than 1 MiB \(stdout and stderr together\), the most benchgate keeps of one run: killed/);
  });
});
