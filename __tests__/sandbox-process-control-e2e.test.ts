// Issue 27 item 3 and the battery's process-control probes: the bundled CLI (`benchgate run`) run
// by an unprivileged user, the pull request's code attacking the measurement or the machine from
// inside its sandbox, reporting through its kept output. Each attack that the sandbox defeats has
// its `--isolation none` control showing the attack works there — the proof that the test can fail.
//  - head's setup leaves CPU burners that burn only while head is not measuring: a real
//    regression must stay a regression (exit 1);
//  - a daemon of either side's setup is never on a CPU during the other side's rounds;
//  - a fork bomb and a memory hog: benchgate stays in control, kills the sandbox and stops with a
//    tool error (exit 2) that says what happened; the test machine is protected by a process
//    limit and a memory cgroup set around benchgate, which benchgate's own limits stay inside.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { commit, git } from './runner-fixtures.js';
import { bundleCli } from './support/bundled-cli.js';
import type { CommandResult } from './support/run-command.js';
import { asUserOf as asUser, sandboxUser, type SandboxUser } from './support/sandbox-user.js';

// A user of its own: the process limit set around benchgate counts every process of its user,
// and other suites may end every process of theirs while this one runs.
const found = sandboxUser('benchgate-pc');
const skip = typeof found === 'string' ? found : false;
const user = found as SandboxUser;
const unique = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

let cli = '';
const made: string[] = [];
before(async () => {
  if (skip) return;
  const dir = realpathSync(mkdtempSync('/var/tmp/bg-pc-cli-'));
  made.push(dir);
  chmodSync(dir, 0o755);
  cli = path.join(dir, 'cli.mjs');
  await bundleCli(cli);
  chmodSync(cli, 0o644);
});
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** Pids of the test user's processes whose command line holds `marker` (never all of the user's: other suites may share it). */
function userProcesses(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) !== user.uid || /^State:\s+Z/m.test(status)) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Ends what a control run left behind (by pid), and waits until it is gone. */
async function killLeftovers(marker: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const pids = userProcesses(marker);
    if (pids.length === 0) return;
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** Waits up to 10 s for the processes holding `marker` to be gone; returns those still there. */
async function gone(marker: string): Promise<number[]> {
  for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((ok) => setTimeout(ok, 100))) {
    if (userProcesses(marker).length === 0) return [];
  }
  return userProcesses(marker);
}

/**
 * A memory cgroup of `bytes` (no swap) to start benchgate in, so a memory hog takes only it to
 * its limit (cgroup v2, or v1's memory hierarchy); or why there is none (needs root).
 */
function memoryCgroup(bytes: number): { dir: string; remove(): void } | string {
  if (process.getuid?.() !== 0) return 'needs root to make a memory cgroup that bounds the hog';
  const candidates = [
    {
      root: '/sys/fs/cgroup',
      ok: () => readFileSync('/sys/fs/cgroup/cgroup.subtree_control', 'utf8').split(/\s+/).includes('memory'),
      limit: 'memory.max',
      swap: 'memory.swap.max',
    },
    { root: '/sys/fs/cgroup/memory', ok: () => existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes'), limit: 'memory.limit_in_bytes', swap: undefined },
  ];
  for (const c of candidates) {
    try {
      if (!c.ok()) continue;
    } catch {
      continue;
    }
    const dir = mkdtempSync(path.join(c.root, 'bg-pc-'));
    try {
      writeFileSync(path.join(dir, c.limit), String(bytes));
      if (c.swap && existsSync(path.join(dir, c.swap))) writeFileSync(path.join(dir, c.swap), '0');
    } catch (e) {
      rmdirSync(dir);
      return `cannot set a memory limit in ${dir}: ${String(e)}`;
    }
    return {
      dir,
      remove: () => {
        // Empty once benchgate and the hog are gone.
        for (let i = 0; i < 50; i++) {
          try {
            rmdirSync(dir);
            return;
          } catch {
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          }
        }
      },
    };
  }
  return 'no memory cgroup controller to bound the hog';
}

interface Work {
  work: string;
  repo: string;
  keep: string;
  json: string;
}

/** A work folder owned by the test user with a repository: `base` files on main, `head` files on feature. */
function workRepo(base: Record<string, string>, head: Record<string, string>): Work {
  const work = realpathSync(mkdtempSync('/var/tmp/bg-pc-'));
  made.push(work);
  const repo = path.join(work, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  commit(repo, 'base', base);
  git(repo, 'checkout', '-q', '-b', 'feature');
  commit(repo, 'head', head);
  if (user.dedicated) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, work]);
  return { work, repo, keep: path.join(work, 'keep'), json: path.join(work, 'report.json') };
}

interface Around {
  /** RLIMIT_NPROC of benchgate (and so of the user's processes it starts): the machine's guard. */
  nproc?: number;
  /** A cgroup folder benchgate is started in (its cgroup.procs). */
  cgroup?: string;
}

/** `benchgate run` as the test user (bundled CLI), keeping every run; `around` bounds it for the machine's sake. */
function benchgate(w: Work, args: string[], around: Around = {}): Promise<CommandResult> {
  let argv = asUser(user, [process.execPath, cli, 'run', '--base', 'main', '--keep-dir', w.keep, '--json', w.json, ...args]).flat();
  if (around.nproc) argv = ['prlimit', `--nproc=${around.nproc}:${around.nproc}`, '--', ...argv];
  if (around.cgroup) argv = ['sh', '-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', around.cgroup, ...argv];
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: user.home, NO_COLOR: '1' };
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: w.repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** What each measured run of `side` printed (its kept stdout), round by round. */
function printed(w: Work, side: 'base' | 'head'): string[] {
  const dir = path.join(w.keep, side);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((d) => d.startsWith('round-'))
    .sort()
    .map((d) => readFileSync(path.join(dir, d, 'stdout'), 'utf8'));
}

const verdicts = (w: Work) => (JSON.parse(readFileSync(w.json, 'utf8')) as { comparisons: { benchmark: string; verdict: string }[] }).comparisons;

describe('sandbox process control: the benchmark run as an unprivileged user, attacking', { skip, concurrency: false }, () => {
  it("head's setup leaves CPU burners that burn only while head is not measuring: the +50% regression stays a regression (with isolation none the burners flip it)", async () => {
    const burner = `burn-${unique()}.js`;
    // The measured work, timed inside the process (the best of three): base does 20M steps, head 30M.
    const bench = (steps: number) => `const fs = require('fs');
fs.writeFileSync('running', '');
let best = Infinity;
let x = 0;
for (let r = 0; r < 3; r++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < ${steps}; i++) x = (x + i * 7) % 1000003;
  best = Math.min(best, Number(process.hrtime.bigint() - t0));
}
fs.rmSync('running');
console.log('BenchmarkWork 1 ' + best + ' ns/op' + (x < 0 ? ' never' : ''));
`;
    // Each burner spins, except while head's own benchmark runs (its marker file exists).
    const burn = `const fs = require('fs');
const nap = new Int32Array(new SharedArrayBuffer(4));
for (;;) {
  if (fs.existsSync('running')) { Atomics.wait(nap, 0, 0, 2); continue; }
  const end = Date.now() + 5;
  while (Date.now() < end);
}
`;
    const attack = `for i in 1 2 3 4 5 6; do setsid -f node ${burner} </dev/null >/dev/null 2>&1; done\n`;
    const files = (steps: number, setup: string) => ({ 'bench.js': bench(steps), 'setup.sh': setup, [burner]: burn });
    const args = ['--rounds', '8', '--warmup', '1', '--setup', 'sh setup.sh', '--', 'node bench.js'];

    const w = workRepo(files(20_000_000, 'true\n'), files(30_000_000, attack));
    const r = await benchgate(w, args);
    await killLeftovers(burner);
    assert.equal(r.code, 1, `a regression is exit 1\n${r.stderr}`);
    assert.match(r.stderr, /isolation: sandbox \(user namespaces, other side paused\)/);
    assert.match(r.stderr, /paused the other side's sandbox \d+ time\(s\)/);
    assert.deepEqual(
      verdicts(w).map((c) => [c.benchmark, c.verdict]),
      [['BenchmarkWork', 'regression']],
    );

    const control = workRepo(files(20_000_000, 'true\n'), files(30_000_000, attack));
    const c = await benchgate(control, ['--isolation', 'none', ...args]);
    await killLeftovers(burner);
    assert.equal(c.code, 0, `with isolation none the burners hide the regression\n${c.stderr}`);
    assert.notEqual(verdicts(control)[0].verdict, 'regression');
  });

  it("a daemon of either side's setup is never running during the other side's rounds, and runs during its own (running throughout with isolation none)", async () => {
    const marker = `beat-${unique()}`;
    // The daemon stamps the clock every 10 ms into its side's worktree; each run prints its own
    // start and end and every stamp so far: all through the kept output.
    const setup = `env -i PATH="$PATH" setsid -f sh -c 'while :; do date +%s%N >> ${marker}; sleep 0.01; done' </dev/null >/dev/null 2>&1; until [ -s ${marker} ]; do sleep 0.01; done\n`;
    const run = `s=$(date +%s%N); sleep 0.3; e=$(date +%s%N); echo "ROUND $s $e"; sed 's/^/BEAT /' ${marker}; echo 'BenchmarkX 1 1000 ns/op'`;
    const files = { 'setup.sh': setup, 'run.sh': run };
    const args = ['--rounds', '4', '--warmup', '0', '--setup', 'sh setup.sh', '--', 'sh run.sh'];

    /** Per side: its rounds' [start, end] and its daemon's stamps. */
    const observed = (w: Work) => {
      const of = (side: 'base' | 'head') => {
        const text = printed(w, side).join('');
        const rounds = [...text.matchAll(/^ROUND (\d+) (\d+)$/gm)].map((m) => [BigInt(m[1]), BigInt(m[2])] as const);
        const beats = [...new Set([...text.matchAll(/^BEAT (\d+)$/gm)].map((m) => m[1]))].map(BigInt);
        return { rounds, beats };
      };
      return { base: of('base'), head: of('head') };
    };
    const inside = (beats: bigint[], rounds: (readonly [bigint, bigint])[]) => beats.filter((b) => rounds.some(([s, e]) => s <= b && b <= e)).length;

    const w = workRepo(files, { ...files, 'HEAD.md': 'head\n' });
    const r = await benchgate(w, args);
    await killLeftovers(marker);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const o = observed(w);
    for (const [side, other] of [
      ['base', 'head'],
      ['head', 'base'],
    ] as const) {
      assert.equal(o[side].rounds.length, 4, `${side} printed its rounds`);
      assert.ok(o[side].beats.length > 0, `${side}'s daemon ran`);
      assert.equal(inside(o[side].beats, o[other].rounds), 0, `${side}'s daemon stamped the clock during ${other}'s rounds`);
      assert.ok(inside(o[side].beats, o[side].rounds) > 0, `${side}'s daemon serves ${side}'s own rounds`);
    }

    const control = workRepo(files, { ...files, 'HEAD.md': 'head\n' });
    const c = await benchgate(control, ['--isolation', 'none', ...args]);
    await killLeftovers(marker);
    assert.ok(c.code === 0 || c.code === 1, c.stderr);
    const oc = observed(control);
    assert.ok(
      inside(oc.base.beats, oc.head.rounds) > 0 && inside(oc.head.beats, oc.base.rounds) > 0,
      'without a sandbox each daemon runs during the other side',
    );
  });

  it('a fork bomb in the benchmark: benchgate stays in control, kills the sandbox and stops with a tool error (exit 2) that says so', async (t) => {
    // The process limit around benchgate guards the machine; benchgate's own, per sandbox, is a quarter of it.
    if (!user.dedicated) return t.skip('needs a user of its own: a process limit around benchgate counts every process of its user');
    const marker = `bomb${unique()}`;
    const bomb = `${marker}() { ${marker} | ${marker} & }; ${marker}; sleep 5; echo 'BenchmarkX 1 1000 ns/op'`;
    const w = workRepo({ 'README.md': 'base\n' }, { 'README.md': 'head\n' });
    const r = await benchgate(w, ['--rounds', '4', '--warmup', '0', '--timeout', '60s', '--', bomb], { nproc: 400 });
    const left = await gone(marker);
    await killLeftovers(marker);
    assert.equal(r.code, 2, `a tool error, not a regression nor a pass\n${r.stderr.slice(-3000)}`);
    assert.match(r.stderr, /(reached its sandbox's limit|at its limit) of 100 processes and threads \(a fork bomb/);
    assert.doesNotMatch(r.stdout, /regression/);
    assert.deepEqual(left, [], 'nothing of the bomb outlives benchgate');
  });

  it('a memory hog in the benchmark: its processes are the ones the OOM killer ends; benchgate stops with a tool error (exit 2) that says so', async (t) => {
    const cgroup = memoryCgroup(700 * 1024 * 1024);
    if (typeof cgroup === 'string') return t.skip(cgroup);
    try {
      const marker = `hog${unique()}`;
      const hog = `node -e 'const ${marker} = []; for (;;) ${marker}.push(Buffer.alloc(32 << 20, 1))'; echo 'BenchmarkX 1 1000 ns/op'`;
      const w = workRepo({ 'README.md': 'base\n' }, { 'README.md': 'head\n' });
      const r = await benchgate(w, ['--rounds', '4', '--warmup', '0', '--timeout', '60s', '--', hog], { cgroup: cgroup.dir });
      await killLeftovers(marker);
      assert.equal(r.code, 2, `a tool error, told by benchgate itself (alive)\n${r.stderr.slice(-3000)}`);
      assert.match(r.stderr, /the machine ran out of memory during (base|head) round 1: the kernel's out-of-memory killer ended \d+ process/);
    } finally {
      cgroup.remove();
    }
  });
});
