// The sandbox's cost per run (`npm run bench` prints it; `node --import tsx bench/sandbox.ts` alone):
// the median time to start `bash -c true` and wait for it, directly and through a side's sandbox
// (nsenter into its namespaces, src/runner/sandbox.ts), alternating, on this machine. docs/security.md
// allows at most 10 ms per run; the difference is what every measured run pays.
// Figures only: nothing here asserts on time.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeSandboxRoot, openSandbox, SandboxUnavailable } from '../src/runner/sandbox.js';

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
      for (let i = 0; i < reps; i++) {
        direct.push(await timeOne('bash', ['-c', 'true'], worktree));
        const w = sandbox.wrap('bash', ['-c', 'true'], worktree);
        inside.push(await timeOne(w.file, w.args, worktree));
      }
      const d = median(direct);
      const s = median(inside);
      console.log(
        `  ${reps} runs each: direct ${d.toFixed(2)} ms, in the sandbox ${s.toFixed(2)} ms: overhead ${(s - d).toFixed(2)} ms per run (median; allowed ≤ 10 ms)`,
      );
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
