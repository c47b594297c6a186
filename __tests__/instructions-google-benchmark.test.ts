// The Google Benchmark driver of measure: instructions, on real Google Benchmark binaries built
// with g++ under real valgrind: the inside half's per-op counts are stable across runs (the
// iteration counts come from a clock, the per-op value must not), and `benchgate run --measure
// instructions` (node dist/cli.js; run `npm run build` first) on a real two-commit C++ repository
// finds a +10% of work per iteration and passes A/A.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { benchmarkSymbol, commandWords, keptArgs, userFilter } from '../src/instructions/drivers/google-benchmark-exec.js';
import { needs } from './support/harness.js';
import { assertDriverBuilt, instructionsRunArgs, runInstructionsCli } from './support/instructions-cli.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = 'g++ -O2 -std=c++17 bench.cc -o bench -lbenchmark -lpthread';

/** A benchmark whose work per iteration is `n` steps of a loop the compiler cannot fold, and one that never changes. */
function benchSource(n: number): string {
  return `#include <benchmark/benchmark.h>
#include <cstdint>
static void BM_Work(benchmark::State& state) {
  for (auto _ : state) {
    uint64_t x = 1;
    for (int i = 0; i < ${n}; i++) { x = x * 6364136223846793005ULL + 1442695040888963407ULL; benchmark::DoNotOptimize(x); }
  }
}
BENCHMARK(BM_Work);
static void BM_Steady(benchmark::State& state) {
  for (auto _ : state) {
    uint64_t x = 3;
    for (int i = 0; i < 500; i++) { x ^= x << 7; x ^= x >> 9; benchmark::DoNotOptimize(x); }
  }
}
BENCHMARK(BM_Steady);
BENCHMARK_MAIN();
`;
}

/** The inside half on a binary, as benchgate starts it: the per-op value of each printed line. */
function driverCounts(dir: string, command: string): Record<string, number> {
  const r = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src', 'instructions', 'driver-main.ts'), 'google-benchmark'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, BENCHGATE_INSTRUCTIONS_DIR: tempDir('bg-gb-state-'), BENCHGATE_INSTRUCTIONS_COMMAND: command },
    },
  );
  assert.equal(r.status, 0, r.stderr);
  const out: Record<string, number> = {};
  for (const m of r.stdout.matchAll(/^(Benchmark\S+)\t(\d+)\t([\d.]+) instr\/op$/gm)) out[m[1]] = Number(m[3]);
  return out;
}

describe('the google-benchmark driver: command words and symbols', () => {
  it('splits a plain command, keeps the user filter, drops the flags it sets, and refuses a shell', () => {
    const words = commandWords(`./bench --benchmark_format=json --benchmark_filter='BM_Sum' --benchmark_min_time=0.05 --v=0`);
    assert.deepEqual(words, ['./bench', '--benchmark_format=json', '--benchmark_filter=BM_Sum', '--benchmark_min_time=0.05', '--v=0']);
    assert.equal(userFilter(words.slice(1)), 'BM_Sum');
    assert.deepEqual(keptArgs(words.slice(1)), ['--v=0']);
    assert.throws(() => commandWords('make && ./bench'), /uses the shell/);
    assert.throws(() => commandWords('./bench "$X"'), /shell expansion/);
  });

  it('names the function of BENCHMARK(fn), a template and a fixture, and none for what the binary lacks', () => {
    const symbols = [
      'BM_Sum(benchmark::State&)',
      'BM_Sum(benchmark::State&) [clone .cold]',
      'void BM_T<int>(benchmark::State&)',
      'MyFixture_Grow_Benchmark::BenchmarkCase(benchmark::State&)',
      'benchmark::State::StartKeepRunning()',
    ];
    assert.equal(benchmarkSymbol('BM_Sum/64', symbols), 'BM_Sum(benchmark::State&)');
    assert.equal(benchmarkSymbol('BM_T<int>', symbols), 'void BM_T<int>(benchmark::State&)');
    assert.equal(benchmarkSymbol('MyFixture/Grow/8', symbols), 'MyFixture_Grow_Benchmark::BenchmarkCase(benchmark::State&)');
    assert.equal(benchmarkSymbol('BM_Lambda', symbols), undefined);
  });
});

describe('the google-benchmark driver on examples/cpp-google-benchmark (g++, valgrind)', () => {
  it('gives every benchmark a per-op count stable within 2% across two runs', needs('google-benchmark', 'valgrind'), (t) => {
    const dir = tempDir('bg-gb-example-');
    copyFileSync(path.join(ROOT, 'examples', 'cpp-google-benchmark', 'bench.cc'), path.join(dir, 'bench.cc'));
    const build = spawnSync('bash', ['-c', BUILD], { cwd: dir, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    const command = './bench --benchmark_format=json --benchmark_repetitions=5 --benchmark_min_time=0.05';
    const first = driverCounts(dir, command);
    const second = driverCounts(dir, command);
    assert.deepEqual(Object.keys(first).sort(), ['BenchmarkBM_SumAccumulate', 'BenchmarkBM_SumLoop/4096', 'BenchmarkBM_SumLoop/64']);
    for (const [name, a] of Object.entries(first)) {
      const b = second[name];
      t.diagnostic(`${name}: ${a} then ${b} instr/op`);
      assert.ok(a > 0 && Math.abs(b - a) / a < 0.02, `${name}: ${a} then ${b} instr/op`);
    }
    // Summing 4096 bytes is ~64× summing 64: the count is per iteration, the set-up cancelled.
    const ratio = first['BenchmarkBM_SumLoop/4096'] / first['BenchmarkBM_SumLoop/64'];
    assert.ok(ratio > 50 && ratio < 70, `4096 / 64 bytes: ${ratio}`);
  });
});

describe('benchgate run --measure instructions on a C++ Google Benchmark repository (dist/cli.js)', () => {
  const run = (repo: string, base: string, head: string) => {
    assertDriverBuilt();
    const json = path.join(tempDir('bg-gb-json-'), 'report.json');
    return runInstructionsCli(repo, instructionsRunArgs(base, head, ['--setup', BUILD, '--json', json]), ['./bench', '--benchmark_format=json']).then((r) => ({
      ...r,
      report: existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : undefined,
    }));
  };

  it('+10% of work per iteration in one benchmark is a regression; the other is unchanged', needs('google-benchmark', 'valgrind'), async (t) => {
    const { repo, base, head, cleanup } = twoCommitRepo({ 'bench.cc': benchSource(1000) }, { 'bench.cc': benchSource(1100) });
    t.after(cleanup);
    const r = await run(repo, base, head);
    assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /measure: instructions \(google-benchmark driver; valgrind-/);
    const rows = Object.fromEntries(r.report.comparisons.map((c: { benchmark: string }) => [c.benchmark, c]));
    assert.deepEqual(Object.keys(rows).sort(), ['BenchmarkBM_Steady', 'BenchmarkBM_Work']);
    assert.equal(rows.BenchmarkBM_Work.verdict, 'regression');
    assert.ok(rows.BenchmarkBM_Work.deltaPct > 8 && rows.BenchmarkBM_Work.deltaPct < 12, `Δ ${rows.BenchmarkBM_Work.deltaPct}%`);
    assert.equal(rows.BenchmarkBM_Steady.verdict, 'unchanged');
    assert.equal(rows.BenchmarkBM_Work.metric, 'instructions');
  });

  it('A/A (the same commit on both sides) passes', needs('google-benchmark', 'valgrind'), async (t) => {
    const { repo, base, cleanup } = twoCommitRepo({ 'bench.cc': benchSource(1000) }, { 'bench.cc': benchSource(1100) });
    t.after(cleanup);
    const r = await run(repo, base, base);
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.doesNotMatch(r.stdout, /REGRESSION/);
  });
});
