// strays.ts: what it takes for a process that left the run's group. A fake /proc shows what a
// real one shows only for microseconds — a stray in the middle of execve, whose environment reads
// empty until its exec is done — and real processes show a stray that keeps forking new sessions
// while it is being killed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runCommand } from '../src/runner/exec.js';
import { findStrays, killStrays, RUN_ID_VAR, type ProcView } from '../src/runner/strays.js';
import { tempDir } from './runner-fixtures.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const RUN = 'run-1';

/** /proc/PID/stat as Linux writes it: 52 fields, `env_end` the 51st. */
function stat(pid: number, state: string, flags: number, envEnd: number): string {
  const fields = Array.from({ length: 52 }, () => '0');
  fields[0] = String(pid);
  fields[1] = '(a (b) c)';
  fields[2] = state;
  fields[8] = String(flags);
  fields[49] = envEnd ? String(envEnd - 10) : '0';
  fields[50] = String(envEnd);
  return fields.join(' ') + '\n';
}

function fakeProc() {
  const root = tempDir('bg-fake-proc-');
  made.push(root);
  const put = (pid: number, environ: string, st: string) => {
    mkdirSync(path.join(root, String(pid), 'fd'), { recursive: true });
    writeFileSync(path.join(root, String(pid), 'environ'), environ);
    writeFileSync(path.join(root, String(pid), 'stat'), st);
  };
  return { root, put };
}

describe('findStrays', () => {
  it('waits for a process in the middle of execve and finds it once its environment is set', () => {
    const { root, put } = fakeProc();
    const marked = `PATH=/bin\0${RUN_ID_VAR}=${RUN}\0`;
    put(101, marked, stat(101, 'S', 0, 5000)); // a stray, plainly
    put(102, '', stat(102, 'R', 0, 0)); // in execve: no environment yet
    put(103, '', stat(103, 'S', 0, 7000)); // started with no environment at all (env -i): not the run's
    put(104, '', stat(104, 'S', 0x00200000, 0)); // a kernel thread
    put(105, '', stat(105, 'Z', 0, 0)); // a zombie
    put(106, `${RUN_ID_VAR}=other\0`, stat(106, 'S', 0, 5000)); // another run's
    let pauses = 0;
    const proc: ProcView = {
      root,
      pause: () => {
        // The exec of 102 finishes during the second pause.
        if (++pauses === 2) put(102, marked, stat(102, 'S', 0, 9000));
      },
    };
    assert.deepEqual(findStrays(RUN, [], proc).sort(), [101, 102]);
    assert.equal(pauses, 2, 'it stops waiting once no process is in execve');
  });

  it('waits a bounded time for a process that stays in execve, and waits for none when none is', () => {
    const { root, put } = fakeProc();
    put(201, '', stat(201, 'D', 0, 0));
    let pauses = 0;
    assert.deepEqual(findStrays(RUN, [], { root, pause: () => pauses++ }), []);
    assert.ok(pauses > 0 && pauses <= 2500, `${pauses} pauses`); // 5 s in 2 ms steps
    put(201, '', stat(201, 'S', 0, 7000));
    pauses = 0;
    assert.deepEqual(findStrays(RUN, [], { root, pause: () => pauses++ }), []);
    assert.equal(pauses, 0);
  });
});

describe('killStrays', { skip: process.platform !== 'linux' && 'Linux only' }, () => {
  it('kills a stray that keeps starting new sessions while it is killed: nothing of it is left', async () => {
    const tag = `30${Math.floor(1e6 + Math.random() * 8e6)}`;
    const runId = `strays-test-${tag}`;
    // The stray forks `setsid -f sleep` as fast as it can: some are always being forked, or in
    // the middle of their exec, whenever /proc is scanned.
    const child = spawn('setsid', ['-f', 'sh', '-c', `while :; do setsid -f sleep ${tag} </dev/null >/dev/null 2>&1; done`], {
      env: { ...process.env, [RUN_ID_VAR]: runId },
      stdio: 'ignore',
    });
    await new Promise((ok) => child.on('exit', ok));
    const alive = () => pgrep(`sleep ${tag}`, true);
    for (const end = Date.now() + 10_000; (await alive()).length < 20 && Date.now() < end;) await new Promise((ok) => setTimeout(ok, 20));
    assert.ok((await alive()).length >= 20, 'the stray started sessions');
    const killed = killStrays(runId, []);
    assert.ok(killed >= 20, `${killed} killed`);
    // What it killed dies at once; anything left now would live on.
    await new Promise((ok) => setTimeout(ok, 300));
    const left = await alive();
    for (const pid of left) process.kill(pid, 'SIGKILL');
    assert.deepEqual(left, [], 'no session the stray started is left');
    assert.deepEqual(await pgrep(`while :; do setsid -f sleep ${tag}`), []);
  });
});

describe('a run whose stray is in the middle of execve when the run ends', { skip: process.platform !== 'linux' && 'Linux only' }, () => {
  it('is killed: the exec of a process that holds much memory takes long enough to be caught in it', async () => {
    // The stray fills 256 MiB, writes its pid and execs sleep; freeing that memory is part of the
    // exec, and its environment reads empty meanwhile. The run ends the moment the pid is there,
    // so /proc is scanned while the exec is often still under way (the old scan missed it about
    // one time in two here): a few runs make a miss near certain without the wait.
    const d = tempDir('bg-strays-exec-');
    made.push(d);
    const tag = `32${Math.floor(1e6 + Math.random() * 8e6)}`;
    const perl = `$x = "a" x (256 * 1024 * 1024); open F, ">stray.pid"; print F $$; close F; exec "sleep", "${tag}"`;
    const command = `rm -f stray.pid; setsid -f perl -e '${perl}' </dev/null >/dev/null 2>&1; until [ -s stray.pid ]; do :; done; echo ok`;
    const leaked: number[] = [];
    const found: number[] = [];
    for (let attempt = 0; attempt < 6 && leaked.length === 0; attempt++) {
      const r = await runCommand({ command, cwd: d, env: process.env, stdoutFile: path.join(d, 'stdout'), stderrFile: path.join(d, 'stderr') });
      assert.equal(r.exitCode, 0, r.stderrTail);
      found.push(r.straysKilled);
      // What was killed dies, though not at once on a loaded machine (a process killed while its
      // exec frees 256 MiB finishes freeing first); a stray left alive lives on: alive 10 s later.
      leaked.push(...(await stillAliveAfter(`sleep ${tag}`, 10_000)));
    }
    for (const pid of leaked) process.kill(pid, 'SIGKILL');
    assert.deepEqual(leaked, [], 'no stray outlived its run');
    // A stray that died on its own before the scan (a loaded machine short of memory for its
    // 256 MiB) is found by no run and leaks nothing: the promise is that none lives on, and that
    // the runs that had one caught it.
    assert.ok(found.every((n) => n <= 1) && found.some((n) => n === 1), `strays found per run: ${found.join(', ')}`);
  });
});

/** Pids of live processes whose command line is (`exact`) or contains `text` (zombies have none). */
/** The processes matching `text` exactly that are still there after `ms` (checked every 100 ms). */
async function stillAliveAfter(text: string, ms: number): Promise<number[]> {
  let alive = await pgrep(text, true);
  for (let waited = 0; alive.length > 0 && waited < ms; waited += 100) {
    await new Promise((ok) => setTimeout(ok, 100));
    alive = await pgrep(text, true);
  }
  return alive;
}

function pgrep(text: string, exact = false): Promise<number[]> {
  return new Promise((ok) => {
    const p = spawn('pgrep', [...(exact ? ['-x'] : []), '-f', '--', text], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('close', () => ok(out.split('\n').filter(Boolean).map(Number)));
  });
}
