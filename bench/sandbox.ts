// The sandbox's cost per run (`npm run bench` prints it; `node --import tsx bench/sandbox.ts` alone):
// the median time to start `bash -c true` and wait for it, directly and through a side's sandbox
// (nsenter into its namespaces, src/runner/sandbox.ts), alternating, on this machine. docs/security.md
// allows at most 10 ms per run; the difference is what every measured run pays. Then the cost of
// pausing the other side's sandbox at a side switch.
// Figures only: nothing here asserts on time.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { limitPrefix } from '../src/runner/limits.js';
import { makeSandboxRoot, openSandbox, type Sandbox, SandboxUnavailable } from '../src/runner/sandbox.js';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Wall time of one spawn → exit, as exec.ts spawns a run (own process group, stdio to files elsewhere: ignored here). */
function timeOne(file: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(file, args, { cwd, stdio: 'ignore', detached: true });
    child.on('error', reject);
    child.on('exit', () => resolve(Number(process.hrtime.bigint() - t0) / 1e6));
  });
}

/**
 * Pausing a side (rounds.ts, freeze.ts): freeze + thaw of a sandbox holding what a `setup` may
 * leave — a few sleeping daemons and one busy one — as paid once per side switch, outside the
 * measured time.
 */
async function benchFreeze(sandbox: Sandbox, worktree: string, reps: number): Promise<void> {
  const w = sandbox.wrap('bash', ['-c', 'for i in 1 2 3 4 5; do setsid -f sleep 600; done; setsid -f sh -c "while :; do :; done"'], worktree);
  await timeOne(w.file, w.args, worktree);
  await new Promise((ok) => setTimeout(ok, 100)); // the setsid children are on their own by now
  const cost: number[] = [];
  let stopped = 0;
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    const frozen = sandbox.freeze(4096);
    frozen.thaw();
    cost.push(Number(process.hrtime.bigint() - t0) / 1e6);
    stopped = frozen.stopped;
  }
  console.log(
    `  pausing the other side (freeze + thaw of a sandbox with ${stopped} processes), ${reps} times: ${median(cost).toFixed(2)} ms per switch (median; outside the measured time)`,
  );
}

export async function benchSandbox(reps = 200): Promise<void> {
  console.log('\n== sandbox overhead per run (bash -c true, direct vs inside a side sandbox) ==');
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-bench-sandbox-'));
  const worktree = join(dir, 'wt');
  mkdirSync(worktree);
  let root: string | undefined;
  try {
    root = makeSandboxRoot(process.env.HOME);
    const sandbox = await openSandbox({ root, worktree, readOnly: [], env: process.env });
    try {
      const direct: number[] = [];
      const inside: number[] = [];
      const limited: number[] = [];
      for (let i = 0; i < reps; i++) {
        direct.push(await timeOne('bash', ['-c', 'true'], worktree));
        const w = sandbox.wrap('bash', ['-c', 'true'], worktree);
        inside.push(await timeOne(w.file, w.args, worktree));
        // As isolation.ts starts every command: with the sandbox's process limit and OOM score set on the way.
        const [file, ...args] = [...limitPrefix(4096), w.file, ...w.args];
        limited.push(await timeOne(file, args, worktree));
      }
      const d = median(direct);
      const s = median(inside);
      const l = median(limited);
      console.log(
        `  ${reps} runs each: direct ${d.toFixed(2)} ms, in the sandbox ${s.toFixed(2)} ms, with its limits (prlimit, choom) ${l.toFixed(2)} ms: overhead ${(l - d).toFixed(2)} ms per run (median; allowed ≤ 10 ms)`,
      );
      await benchFreeze(sandbox, worktree, reps);
    } finally {
      sandbox.close();
    }
  } catch (e) {
    if (!(e instanceof SandboxUnavailable)) throw e;
    console.log(`  no sandbox on this host: ${e.message}`);
  } finally {
    if (root) rmSync(root, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSandbox();
