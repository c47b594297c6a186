// measure: instructions, proven on a real Go benchmark on this machine as it is (shared, loaded):
// `npm run bench:instructions [-- --quick]` prints
//   1. A/A: base = head; how many trials fail the gate (must be none in ≥ 20 trials);
//   2. +3%: a Go benchmark doing 3% more work per operation, threshold 2%: in how many trials it
//      is a `regression` within 5 rounds (must be ≥ 95%), and after how many rounds;
//   3. cost: the wall time of a decided instructions run beside a decided time run of
//      examples/go and of the native example, examples/cpp-google-benchmark (its workflow's setup
//      and run), through the built CLI (node dist/cli.js; `npm run build` first). `--cost`: only this.
// A trial is what a run does, without the CLI's start-up: each round counts both sides' test
// binaries (built once, `go test -c`, in folders of equal path length) at N and 2N under
// cachegrind exactly as the Go driver does (src/instructions/count.ts), in a random side order;
// looks after rounds 3, 4 and 5, each at α/3 (Bonferroni over the looks, as rounds: auto), stop
// at the first decided look. The four counts of a round run at once: a count does not depend on load.
// Figures only: nothing here asserts.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readExampleWorkflow } from '../__tests__/support/example-workflows.js';
import { DEFAULT_STATS_SETTINGS, type Series } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { count } from '../src/instructions/count.js';
import { exactPattern } from '../src/instructions/drivers/go-exec.js';
import { PINNED_ENV } from '../src/instructions/index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const costOnly = process.argv.includes('--cost');
const TRIALS = quick ? 5 : 20;
const LOOKS = [3, 4, 5];
const ALPHA = 0.05;
const THRESHOLD = 0.02;
const POINT_INSTRUCTIONS = 50_000_000;

const WORK = (n: number) => `package work

import "testing"

var sink int

//go:noinline
func Work(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i * i ^ (s >> 3)
	}
	return s
}

func BenchmarkWork(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(${n})
	}
}
`;

/** A Go package doing `n` iterations per op, built as a test binary; returns the binary. */
function buildPackage(dir: string, n: number): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'go.mod'), 'module example.com/work\n\ngo 1.21\n');
  writeFileSync(path.join(dir, 'work_test.go'), WORK(n));
  const r = spawnSync('go', ['test', '-c', '-o', 'work.test', '.'], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`go test -c failed in ${dir}: ${r.stderr}`);
  return path.join(dir, 'work.test');
}

const env = { ...process.env, ...PINNED_ENV };

async function countAt(binary: string, n: number, out: string): Promise<number> {
  const r = await count({
    argv: [binary, '-test.run=^$', `-test.bench=${exactPattern('BenchmarkWork')}`, `-test.benchtime=${n}x`],
    outDir: out,
    prefix: `n${n}`,
    env,
    stdout: 'pipe',
  });
  if (r.exitCode !== 0 || Number.isNaN(r.instructions)) throw new Error(`count failed: ${r.stderrTail}`);
  return r.instructions;
}

/** instr/op of one side's round: (count(2N) − count(N)) / N. */
async function perOp(binary: string, n: number, out: string): Promise<number> {
  const [a, b] = await Promise.all([countAt(binary, n, out), countAt(binary, 2 * n, out)]);
  return (b - a) / n;
}

const series = (values: number[]): Series => ({
  benchmark: 'BenchmarkWork',
  metric: 'instructions',
  unit: 'instr',
  better: 'lower',
  runs: values.map((v, i) => ({ round: i + 1, samples: [v] })),
});

interface Trial {
  verdict: string;
  rounds: number;
  deltaPct: number | null;
  spreadPct: number | null;
  gateFailed: boolean;
}

async function trial(base: string, head: string, n: number, scratch: string): Promise<Trial> {
  const b: number[] = [];
  const h: number[] = [];
  const settings = { ...DEFAULT_STATS_SETTINGS, measure: 'instructions' as const, threshold: THRESHOLD, alpha: ALPHA };
  let last: Trial | undefined;
  for (let round = 1; round <= LOOKS.at(-1)!; round++) {
    const out = path.join(scratch, `round-${round}`);
    const [x, y] = await Promise.all([perOp(base, n, path.join(out, 'base')), perOp(head, n, path.join(out, 'head'))]);
    rmSync(out, { recursive: true, force: true });
    b.push(x);
    h.push(y);
    if (!LOOKS.includes(round)) continue;
    const result = compareSeries([series(b)], [series(h)], settings, { alpha: ALPHA / LOOKS.length });
    const row = result.comparisons[0];
    last = {
      verdict: row.verdict,
      rounds: round,
      deltaPct: row.deltaPct,
      spreadPct: row.instructions ? 100 * row.instructions.spread : null,
      gateFailed: result.verdict === 'fail',
    };
    if (row.verdict !== 'inconclusive' && row.verdict !== 'insufficient') break;
  }
  return last!;
}

/** Wall time of `node dist/cli.js run …` on a repo. */
function timedCli(repo: string, args: string[]): { seconds: number; code: number | null; summary: string } {
  const json = path.join(repo, '..', `${path.basename(repo)}-report.json`);
  rmSync(json, { force: true });
  const started = Date.now();
  // --json goes before `--`: what follows it is the benchmark's command.
  const at = args.indexOf('--');
  const r = spawnSync(process.execPath, [path.join(ROOT, 'dist', 'cli.js'), 'run', ...args.slice(0, at), '--json', json, ...args.slice(at)], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const seconds = (Date.now() - started) / 1000;
  const summary = (r.stdout.split('\n').find((l) => /^(ok|FAIL)/.test(l)) ?? r.stderr.split('\n').slice(-3).join(' ')).trim();
  const rounds = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as { rounds?: { run: number; stopped: string } }).rounds : undefined;
  return { seconds, code: r.status, summary: `${summary}${rounds ? ` (${rounds.run} rounds, ${rounds.stopped})` : ''}` };
}

function git(cwd: string, ...args: string[]): void {
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

const pct = (k: number, n: number) => `${k}/${n} (${((100 * k) / n).toFixed(0)}%)`;

/** The A/A and +3% trials and their table. */
async function trials(scratch: string): Promise<void> {
  console.log(`measure: instructions — ${TRIALS} trials each; load average ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism()} cores`);
  // Equal path lengths, as benchgate's worktrees.
  const base = buildPackage(path.join(scratch, 'base'), 1000);
  const same = buildPackage(path.join(scratch, 'same'), 1000);
  const plus3 = buildPackage(path.join(scratch, 'plus'), 1030);
  // N for ≥ POINT_INSTRUCTIONS a point, from one rough pair (the driver's calibration, in short).
  const rough = await perOp(base, 1000, path.join(scratch, 'calibration'));
  const n = Math.ceil(POINT_INSTRUCTIONS / rough);
  console.log(`BenchmarkWork: ~${rough.toFixed(0)} instr/op, N = ${n} (${POINT_INSTRUCTIONS / 1e6} M instructions a point)\n`);

  const rows: string[][] = [];
  for (const [name, head, expect] of [
    ['A/A (base = head)', same, 'never fails the gate'],
    ['+3% work, threshold 2%', plus3, 'regression within 5 rounds'],
  ] as const) {
    const trials: Trial[] = [];
    const started = Date.now();
    for (let i = 0; i < TRIALS; i++) trials.push(await trial(base, head, n, path.join(scratch, 'trial')));
    const seconds = (Date.now() - started) / 1000;
    const failed = trials.filter((t) => t.gateFailed).length;
    const regressions = trials.filter((t) => t.verdict === 'regression').length;
    const verdicts = [...new Set(trials.map((t) => t.verdict))].map((v) => `${v} ${trials.filter((t) => t.verdict === v).length}`).join(', ');
    const rounds = trials.map((t) => t.rounds);
    const deltas = trials.map((t) => t.deltaPct ?? NaN).filter(Number.isFinite);
    const spreads = trials.map((t) => t.spreadPct ?? NaN).filter(Number.isFinite);
    rows.push([
      name,
      expect,
      name.startsWith('A/A') ? `gate failed ${pct(failed, TRIALS)}` : `regression ${pct(regressions, TRIALS)}`,
      verdicts,
      `${Math.min(...rounds)}–${Math.max(...rounds)} (mean ${(rounds.reduce((a, b) => a + b, 0) / rounds.length).toFixed(1)})`,
      `${Math.min(...deltas).toFixed(2)} … ${Math.max(...deltas).toFixed(2)}`,
      `${Math.max(...spreads).toFixed(2)}`,
      `${(seconds / TRIALS).toFixed(1)} s`,
    ]);
  }
  const header = ['case', 'promise', 'result', 'verdicts', 'rounds', 'Δ% range', 'max spread %', 'per trial'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

/** An example whose cost is measured: its folder under examples/, and how it is run. */
interface CostCase {
  example: string;
  setup?: string;
  /** After `--`: one shell command (a workflow's `run`), or words. */
  command: string[];
  format?: string;
}

const gb = readExampleWorkflow('cpp-google-benchmark').step.with;
const COST_CASES: CostCase[] = [
  { example: 'go', command: ['go', 'test', '-bench=.', './...'] },
  // The native example as its workflow runs it (setup builds with g++; 3 benchmarks, 5 repetitions).
  { example: 'cpp-google-benchmark', setup: String(gb.setup), command: [String(gb.run)], format: String(gb.format) },
];

/** A decided run of each measure on a copy of the example (one commit, base = head). */
function cost(c: CostCase, scratch: string): { example: string; instr: ReturnType<typeof timedCli>; time: ReturnType<typeof timedCli> } {
  const repo = path.join(scratch, `example-${c.example}`);
  cpSync(path.join(ROOT, 'examples', c.example), repo, { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  const common = ['--base', 'HEAD', '--head', 'HEAD', '--rounds', 'auto', '--max-rounds', '10'];
  if (c.setup) common.push('--setup', c.setup);
  if (c.format) common.push('--format', c.format);
  const instr = timedCli(repo, ['--measure', 'instructions', '--min-rounds', '3', ...common, '--', ...c.command]);
  const time = timedCli(repo, [...common, '--', ...c.command]);
  return { example: c.example, instr, time };
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-instructions-'));
  try {
    if (!costOnly) await trials(scratch);
    // Cost: each example, a decided run of each measure through the built CLI.
    if (!existsSync(path.join(ROOT, 'dist', 'instructions-driver.js'))) {
      console.log('\ncost: skipped (dist/ lacks instructions-driver.js: npm run build)');
      return;
    }
    const load = os.loadavg()[0].toFixed(2);
    const rows = COST_CASES.map((c) => cost(c, scratch));
    console.log(
      `\ncost (base = head, rounds: auto up to 10, through node dist/cli.js; load average ${load}, then ${os.loadavg()[0].toFixed(2)}, on ${os.availableParallelism()} cores):`,
    );
    console.log(`| example | measure | wall time | outcome |\n|---|---|---|---|`);
    for (const { example, instr, time } of rows) {
      console.log(`| ${example} | instructions | ${instr.seconds.toFixed(0)} s | ${instr.summary} |`);
      console.log(`| ${example} | time | ${time.seconds.toFixed(0)} s | ${time.summary} |`);
    }
    for (const { example, instr, time } of rows)
      console.log(`${example}: instructions cost ${(instr.seconds / time.seconds).toFixed(1)}× the wall time of the time run`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
