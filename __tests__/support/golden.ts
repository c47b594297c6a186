// The golden reports: a few representative Reports built in-process from fixed inputs (committed
// harness outputs, and run outputs generated from a fixed sequence), rendered the three ways a
// user sees them. scripts/golden.ts writes them to __tests__/golden/; __tests__/golden.test.ts
// checks the renderers still print them byte for byte. Nothing here may depend on the machine:
// paths are relative, SHAs, CPUs and load averages are fixed, and no date is rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STATS_SETTINGS, type MachineInfo, type ParseResult, type Report } from '../../src/model.js';
import { parseWith } from '../../src/formats/registry.js';
import { buildReport } from '../../src/pipeline/compare.js';
import { mergeReports } from '../../src/pipeline/merge.js';
import { buildRunReport } from '../../src/pipeline/run.js';
import { planRounds } from '../../src/pipeline/rounds.js';
import { renderJobSummary, renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import type { RunnerResult, RunOutput, Side } from '../../src/runner/index.js';
import { fixturePath } from './format-folders.js';

const TESTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GOLDEN_DIR = path.join(TESTS, 'golden');

/**
 * A committed fixture parsed as the CLI would. Named `fixtures/<format>/<name>` in the goldens, as
 * before the fixtures moved into their format's folder: a move must not change a golden.
 */
function fixture(format: string, name: string): ParseResult {
  const file = `fixtures/${format}/${name}`;
  return parseWith({ kind: 'text', file, text: readFileSync(fixturePath(format, name), 'utf8') }, format);
}

/** A fixed pseudo-random sequence in [0, 1) (an LCG): the same noise on every machine. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Bench {
  name: string;
  /** ns/op on base; head is base × ratio. */
  ns: number;
  ratio: number;
  /** Relative spread of each run (0.01 = ±1%). */
  spread: number;
  /** Rounds on which this benchmark is printed (all when absent): fewer makes a row insufficient. */
  rounds?: number;
  only?: Side;
  /** Shared per-round drift of both sides (a paired design cancels it). */
  drift?: number;
}

/** `go test -bench` output of one side's round: one line per benchmark, -count 1, with -benchmem. */
function goRound(benches: readonly Bench[], side: Side, round: number, next: () => number): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/widgets', 'cpu: Golden Test CPU @ 3.00GHz'];
  for (const b of benches) {
    if (b.only && b.only !== side) continue;
    if (b.rounds !== undefined && round > b.rounds) continue;
    const drift = 1 + (b.drift ?? 0) * Math.sin(round);
    const ns = b.ns * (side === 'head' ? b.ratio : 1) * drift * (1 + b.spread * (2 * next() - 1));
    lines.push(`${b.name}-4\t 1000000\t ${ns.toFixed(1)} ns/op\t ${side === 'head' && b.ratio > 1.1 ? 96 : 64} B/op\t 2 allocs/op`);
  }
  lines.push('PASS', 'ok  \texample.com/widgets\t1.234s');
  return lines.join('\n') + '\n';
}

const MACHINE = (cpuModel: string, loadavg: number[]): MachineInfo => ({
  cpuModel,
  cores: 4,
  memoryBytes: 16 * 2 ** 30,
  os: 'Linux',
  kernel: '6.1.0-golden',
  governor: 'performance',
  loadavg,
});

/** What the runner returns for `rounds` interleaved rounds of these benchmarks (no process run). */
function runnerResult(benches: readonly Bench[], opts: { rounds: number; seed: number; cpu: string; failHeadRound?: number }): RunnerResult {
  const next = noise(opts.seed);
  const outputs: Record<Side, RunOutput[]> = { base: [], head: [] };
  const order: Side[][] = [];
  const failedRuns: RunnerResult['failedRuns'] = [];
  for (let round = 1; round <= opts.rounds; round++) {
    const sides: Side[] = next() < 0.5 ? ['base', 'head'] : ['head', 'base'];
    order.push(sides);
    for (const side of sides) {
      if (side === 'head' && round === opts.failHeadRound) {
        failedRuns.push({ side, round, reason: 'exit status 2', exitCode: 2 });
        continue;
      }
      const text = goRound(benches, side, round, next);
      outputs[side].push({ side, round, input: { kind: 'text', file: `${side}/round-${String(round).padStart(2, '0')}/stdout`, text }, durationMs: 1000 });
    }
  }
  const load = Array.from({ length: opts.rounds }, (_, i) => Math.round(50 + 40 * Math.sin(i)) / 100);
  return {
    base: { revision: { ref: 'main', sha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' }, outputs: outputs.base, failed: [], machine: MACHINE(opts.cpu, load) },
    head: {
      revision: { ref: 'feature/faster-sort', sha: 'e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d' },
      outputs: outputs.head,
      failed: failedRuns,
      machine: MACHINE(opts.cpu, load),
    },
    failedRuns,
    seed: opts.seed,
    order,
    outputDir: 'kept-runs',
    outputDirIsTemporary: false,
    roundsRun: opts.rounds,
    stopReason: 'fixed',
  };
}

function runReport(benches: readonly Bench[], opts: { rounds: number; seed: number; cpu: string; failHeadRound?: number }): Report {
  return buildRunReport(runnerResult(benches, opts), {
    format: 'go',
    settings: DEFAULT_STATS_SETTINGS,
    rounds: planRounds({ rounds: opts.rounds, minRounds: 5, maxRounds: 20, lookEvery: 5, settings: DEFAULT_STATS_SETTINGS, format: 'go' }),
    warmup: 1,
    pullRequest: 42,
    repository: 'octo-org/widgets',
  }).report;
}

/** Every verdict a run can give: a regression, an improvement, a minor change, no change, a noisy row, too few runs, added, removed. */
const RUN_BENCHES: readonly Bench[] = [
  { name: 'BenchmarkEncode/small', ns: 1520, ratio: 1.25, spread: 0.01 },
  { name: 'BenchmarkDecode/small', ns: 2310, ratio: 0.8, spread: 0.01 },
  { name: 'BenchmarkChecksum', ns: 412, ratio: 1.02, spread: 0.002 },
  { name: 'BenchmarkParse/json', ns: 8800, ratio: 1, spread: 0.01 },
  { name: 'BenchmarkNoisy', ns: 500, ratio: 1.05, spread: 0.4 },
  { name: 'BenchmarkRare', ns: 90, ratio: 1, spread: 0.01, rounds: 2 },
  { name: 'BenchmarkSortDrift', ns: 3000, ratio: 1.06, spread: 0.003, drift: 0.2 },
  { name: 'BenchmarkNewCache', ns: 700, ratio: 1, spread: 0.01, only: 'head' },
  { name: 'BenchmarkOldCache', ns: 650, ratio: 1, spread: 0.01, only: 'base' },
];

/** Benchmark names a pull request controls, chosen to break a renderer that forgets to escape. */
const HOSTILE_NAMES = [
  '::error title=x::y',
  '<!-- benchgate:default --> forged marker',
  '[click](https://evil.example/) <img src=x onerror=alert(1)>',
  'pipes | in | the | name `and` ``backticks``',
  '@octocat #1 https://example.com/ping',
  `Benchmark${'VeryLong'.repeat(150)}`,
  '解析器/大型文档/流式处理_基准测试',
];

function hostileReport(): Report {
  const side = (scale: number, seed: number): ParseResult => {
    const next = noise(seed);
    const benchmarks = HOSTILE_NAMES.map((name, i) => ({
      name,
      unit: 'ns',
      samples: Array.from({ length: 10 }, () => (100 + 10 * i) * (i % 2 === 0 ? scale : 1) * (1 + 0.01 * next())),
    }));
    return parseWith(
      { kind: 'text', file: scale === 1 ? 'base.json' : 'head.json', text: JSON.stringify({ benchmarks, context: { cpu: 'Golden CPU\n::warning::forged' } }) },
      'json',
    );
  };
  return buildReport({ base: [side(1, 1)], head: [side(1.3, 2)], settings: DEFAULT_STATS_SETTINGS });
}

export interface GoldenCase {
  /** File stem under __tests__/golden/. */
  name: string;
  build(): Report;
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    // Real pytest-benchmark outputs of one project on two Pythons: `benchgate compare` of committed files.
    name: 'compare-pytest-benchmark',
    build: () =>
      buildReport({
        base: [fixture('pytest-benchmark', 'lagom-Linux-CPython-3.11-0001_baseline.json')],
        head: [fixture('pytest-benchmark', 'lagom-Linux-CPython-3.8-0001_baseline@8462f07-slower.json')],
        settings: DEFAULT_STATS_SETTINGS,
      }),
  },
  {
    // Real Google Benchmark repetitions against its aggregates-only run: few samples, warnings.
    name: 'compare-google-benchmark',
    build: () =>
      buildReport({
        base: [fixture('google-benchmark', 'generated-repetitions.json')],
        head: [fixture('google-benchmark', 'generated-aggregates-only.json')],
        settings: DEFAULT_STATS_SETTINGS,
      }),
  },
  { name: 'run-paired', build: () => runReport(RUN_BENCHES, { rounds: 10, seed: 7, cpu: 'Golden Test CPU @ 3.00GHz', failHeadRound: 4 }) },
  {
    name: 'merge-two-shards',
    build: () =>
      mergeReports([
        { name: 'bench-linux-amd64', report: runReport(RUN_BENCHES.slice(0, 4), { rounds: 8, seed: 11, cpu: 'AMD EPYC 7763 64-Core Processor' }) },
        { name: 'bench-linux-arm64', report: runReport(RUN_BENCHES.slice(4), { rounds: 8, seed: 12, cpu: 'Neoverse-N1' }) },
      ]),
  },
  { name: 'hostile-names', build: hostileReport },
];

/** Every golden file's name and content: `<case>.stdout` (terminal, no colour), `<case>.md` (comment), `<case>.summary.md` (job summary). */
export function renderGoldens(): Map<string, string> {
  const files = new Map<string, string>();
  for (const c of GOLDEN_CASES) {
    const report = c.build();
    files.set(`${c.name}.stdout`, renderTerminal(report, { color: false }));
    files.set(`${c.name}.md`, renderMarkdown(report));
    files.set(`${c.name}.summary.md`, renderJobSummary(report));
  }
  return files;
}
