// Real repositories whose every commit `benchgate record` can measure, for the history tests
// (issue 23). The harness is a small node script printing benchgate's JSON: per benchmark a time
// (a loop of `work` steps, timed) and the deterministic count `instructions` (= `work`), so that
// what a test asserts does not depend on the machine's load.
import { git, commit, tempDir } from '../runner-fixtures.js';
import { runBundledCli } from './bundled-cli.js';

/** bench/bench.mjs: reads bench/work.json ({ name: steps }) and prints benchgate JSON. */
export const BENCH_SCRIPT = `import { readFileSync } from 'node:fs';
const work = JSON.parse(readFileSync(new URL('./work.json', import.meta.url), 'utf8'));
const benchmarks = [];
let sink = 0;
for (const [name, steps] of Object.entries(work)) {
  const samples = [];
  for (let s = 0; s < 5; s++) {
    const t0 = process.hrtime.bigint();
    let x = s;
    for (let i = 0; i < steps; i++) x = (x * 31 + i) | 0;
    samples.push(Number(process.hrtime.bigint() - t0));
    sink ^= x;
  }
  benchmarks.push({ name, unit: 'ns', samples });
  benchmarks.push({ name, unit: 'instr', metric: 'instructions', samples: [steps] });
}
// The loop's result is used, so no engine can drop the loop.
if (sink === 0.5) console.error(sink);
console.log(JSON.stringify({ benchmarks }));
`;

/** The command that runs it from the repository's root. */
export const BENCH_COMMAND = 'node bench/bench.mjs';

export interface BenchRepo {
  repo: string;
  /** The commits in order: [0] is the root commit (not recordable: it has no parent). */
  commits: string[];
  /** The work of each commit, by benchmark. */
  work: Record<string, number>[];
}

/** A repository on branch main with one commit per entry of `work` (the first is the root). */
export function benchRepo(work: Record<string, number>[]): BenchRepo {
  const repo = tempDir('bg-history-');
  git(repo, 'init', '-q', '-b', 'main');
  const commits = work.map((w, i) =>
    commit(repo, i === 0 ? 'root: the benchmark' : `commit ${i}`, {
      ...(i === 0 ? { 'bench/bench.mjs': BENCH_SCRIPT } : {}),
      'bench/work.json': JSON.stringify(w) + '\n',
      // Every commit changes something, even one that leaves the work as it was.
      'bench/commit.txt': `${i}\n`,
    }),
  );
  return { repo, commits, work };
}

/** The steps every benchmark starts from. */
export const BASE_STEPS = 100_000;

/**
 * Issue 23's "Done when" repository: a root commit, then 12 commits where commit 7 slows
 * `Alpha` by 12% (a step), `Bravo` slows 1.6% at every commit (a drift: +21% over 12) and
 * `Charlie` never changes. `expectedRatio(name, k)` is commit k's ratio to its first parent.
 */
export function driftRepo(): BenchRepo & { expectedRatio(name: 'Alpha' | 'Bravo' | 'Charlie', k: number): number } {
  const work = Array.from({ length: 13 }, (_, k) => ({
    Alpha: k >= 7 ? BASE_STEPS * 1.12 : BASE_STEPS,
    Bravo: BASE_STEPS * 1.016 ** k,
    Charlie: BASE_STEPS,
  }));
  return {
    ...benchRepo(work),
    expectedRatio: (name, k) => (name === 'Alpha' ? (k === 7 ? 1.12 : 1) : name === 'Bravo' ? 1.016 : 1),
  };
}

/**
 * Records every commit of `r` after the root, oldest first, with the CLI at `cli` (a bundle:
 * support/bundled-cli.ts) into the folder store `store`: the history a test then reads.
 */
export async function recordEveryCommit(cli: string, r: BenchRepo, store: string, rounds = 3): Promise<void> {
  for (const sha of r.commits.slice(1)) {
    const res = await runBundledCli(
      cli,
      [
        'record',
        '--store',
        store,
        '--head',
        sha,
        '--record-rounds',
        String(rounds),
        '--warmup',
        '0',
        '--seed',
        '1',
        '--isolation',
        'none',
        '--',
        BENCH_COMMAND,
      ],
      r.repo,
    );
    if (res.code !== 0) throw new Error(`benchgate record of ${sha} exited ${res.code}:\n${res.stderr}`);
  }
}
