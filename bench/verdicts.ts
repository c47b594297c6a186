// `npm run bench:verdicts [-- --quick] [-- --trials N]`: how good are the verdicts? A simulator
// with known truth (not a timed test: nothing here asserts). Each trial is one pull request: a
// suite of BENCHMARKS benchmarks run in interleaved rounds on a simulated shared runner, with
//   - round drift: the machine's speed jumps between rounds (both sides of a round share it),
//   - run effects: each run has its own luck, shared by every benchmark of the run and per benchmark,
//   - heavy tails: an interrupt now and then multiplies one sample,
//   - bimodal runs: some runs land in a slow mode (memory layout), on either side alike,
//   - a quantised timer: values are multiples of the timer's resolution.
// One benchmark is slowed by 0, 3, 5, 10 or 20% on head. For three analyses — pooled samples with
// Mann-Whitney (v1's behaviour), Mann-Whitney on per-run values, and the paired rounds — it
// prints the A/A family-wise false-alarm rate (any row called significant) and the detection rate
// (the slowed row called a significant slowdown: regression, or minor below the threshold) at 5,
// 10 and 20 rounds and with adaptive rounds (looks at 5, 10, 15, 20; α/J per look), plus the mean
// rounds adaptive rounds used.
import { DEFAULT_STATS_SETTINGS, type Comparison, type Run, type Series, type StatsSettings, type TestName } from '../src/model.js';
import { mulberry32 } from '../src/prng.js';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseWith } from '../src/formats/registry.js';
import { compareSeries } from '../src/stats/compare.js';
import { isDecided, plannedLooks } from '../src/stats/looks.js';

const quick = process.argv.includes('--quick');
const trialsFlag = process.argv.indexOf('--trials');
const TRIALS = trialsFlag > 0 ? Number(process.argv[trialsFlag + 1]) : quick ? 30 : 120;
const BENCHMARKS = 6;
const SAMPLES_PER_RUN = 10;
const MAX_ROUNDS = 20;
const FIXED_ROUNDS = [5, 10, 20];
const EFFECTS = [0, 0.03, 0.05, 0.1, 0.2];
const SCHEDULE = { minRounds: 5, maxRounds: 20, lookEvery: 5 };

interface Environment {
  name: string;
  /** SD of the log machine speed between rounds. */
  drift: number;
  /** SD of a run's luck shared by all benchmarks of the run, and per benchmark. */
  runShared: number;
  runOwn: number;
  /** SD of samples inside a run. */
  inRun: number;
  /** Probability that a sample is hit by an interrupt (×1 + Exp(0.5)). */
  spike: number;
  /** Probability that a run of a benchmark lands in the slow mode, and how slow. */
  slowMode: number;
  slowFactor: number;
  /** Timer resolution relative to the benchmark's time (0: exact). */
  quantum: number;
}

const ENVIRONMENTS: Environment[] = [
  { name: 'quiet runner', drift: 0, runShared: 0.01, runOwn: 0.01, inRun: 0.005, spike: 0.01, slowMode: 0.1, slowFactor: 1.1, quantum: 0.002 },
  { name: 'round drift (sd 10%)', drift: 0.1, runShared: 0.01, runOwn: 0.01, inRun: 0.005, spike: 0.01, slowMode: 0.1, slowFactor: 1.1, quantum: 0.002 },
];

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** One trial's data: per side, per benchmark, one run per round (MAX_ROUNDS rounds). */
function simulate(env: Environment, effect: number, random: () => number): { base: Run[][]; head: Run[][] } {
  const base: Run[][] = Array.from({ length: BENCHMARKS }, () => []);
  const head: Run[][] = Array.from({ length: BENCHMARKS }, () => []);
  const centres = Array.from({ length: BENCHMARKS }, (_, b) => 1000 * (1 + b));
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const machine = Math.exp(env.drift * normal(random));
    for (const side of ['base', 'head'] as const) {
      const shared = Math.exp(env.runShared * normal(random));
      for (let b = 0; b < BENCHMARKS; b++) {
        const slowed = side === 'head' && b === 0 ? 1 + effect : 1;
        const mode = random() < env.slowMode ? env.slowFactor : 1;
        const level = centres[b] * slowed * machine * shared * mode * Math.exp(env.runOwn * normal(random));
        const q = env.quantum * centres[b];
        const samples = Array.from({ length: SAMPLES_PER_RUN }, () => {
          let v = level * Math.exp(env.inRun * normal(random));
          if (random() < env.spike) v *= 1 - 0.5 * Math.log(1 - random());
          return q > 0 ? Math.max(q, Math.round(v / q) * q) : v;
        });
        (side === 'base' ? base : head)[b].push({ round, samples });
      }
    }
  }
  return { base, head };
}

type Method = 'pooled MW (v1)' | 'run MW' | 'paired';
const METHODS: Method[] = ['pooled MW (v1)', 'run MW', 'paired'];
const TEST: Record<Method, TestName> = { 'pooled MW (v1)': 'mann-whitney', 'run MW': 'mann-whitney', paired: 'paired' };

function seriesOf(runs: Run[][], rounds: number, method: Method): Series[] {
  return runs.map((list, b) => {
    const used = list.slice(0, rounds);
    // v1 pooled every sample of every round into one sample (one "run" here).
    const r = method === 'pooled MW (v1)' ? [{ samples: used.flatMap((x) => x.samples) }] : used;
    return { benchmark: `B${b}`, metric: 'time', unit: 's', better: 'lower', runs: r };
  });
}

function decide(data: { base: Run[][]; head: Run[][] }, rounds: number, method: Method, settings: StatsSettings, alpha?: number): Comparison[] {
  return compareSeries(seriesOf(data.base, rounds, method), seriesOf(data.head, rounds, method), settings, alpha === undefined ? {} : { alpha }).comparisons;
}

const SIGNIFICANT = new Set(['regression', 'improvement', 'minor']);

interface Tally {
  hits: number;
  trials: number;
  rounds: number;
}

function run(): void {
  const started = Date.now();
  const columns = [...FIXED_ROUNDS.map((r) => `${r} rounds`), 'auto (5–20)', 'mean rounds'];
  console.log(
    `benchgate verdict quality — ${TRIALS} trials per cell, ${BENCHMARKS} benchmarks per run, ${SAMPLES_PER_RUN} samples per run, α = ${DEFAULT_STATS_SETTINGS.alpha} (Holm), threshold ${DEFAULT_STATS_SETTINGS.threshold * 100}%`,
  );
  console.log(
    'A/A: share of trials with any row significant (family-wise false alarm). Slowdown: share of trials where the slowed row is a significant slowdown.',
  );
  for (const env of ENVIRONMENTS) {
    console.log(`\n## ${env.name}`);
    console.log(`| method | truth | ${columns.join(' | ')} |`);
    console.log(`|---|---|${columns.map(() => '---:').join('|')}|`);
    for (const method of METHODS) {
      const settings: StatsSettings = { ...DEFAULT_STATS_SETTINGS, test: TEST[method] };
      const plan = plannedLooks(SCHEDULE, { alpha: settings.alpha, correction: settings.correction, test: settings.test, familySize: BENCHMARKS });
      for (const effect of EFFECTS) {
        const random = mulberry32(1000 * ENVIRONMENTS.indexOf(env) + Math.round(effect * 1000) + 7);
        const fixed: Tally[] = FIXED_ROUNDS.map(() => ({ hits: 0, trials: 0, rounds: 0 }));
        const auto: Tally = { hits: 0, trials: 0, rounds: 0 };
        const called = (rows: Comparison[]): boolean =>
          effect === 0
            ? rows.some((r) => SIGNIFICANT.has(r.verdict))
            : rows[0].verdict === 'regression' || (rows[0].verdict === 'minor' && (rows[0].ratio ?? 1) > 1);
        for (let t = 0; t < TRIALS; t++) {
          const data = simulate(env, effect, random);
          FIXED_ROUNDS.forEach((rounds, i) => {
            fixed[i].trials++;
            if (called(decide(data, rounds, method, settings))) fixed[i].hits++;
          });
          // Adaptive: look at the planned looks at α/J, stop at the first decided look.
          let rows: Comparison[] = [];
          let used = 0;
          for (const look of plan.looks) {
            rows = decide(data, look, method, settings, plan.lookAlpha);
            used = look;
            if (isDecided(rows, settings)) break;
          }
          auto.trials++;
          auto.rounds += used;
          if (called(rows)) auto.hits++;
        }
        const pct = (x: Tally) => `${((100 * x.hits) / x.trials).toFixed(1)}%`;
        const truth = effect === 0 ? 'A/A' : `+${effect * 100}%`;
        console.log(`| ${method} | ${truth} | ${[...fixed.map(pct), pct(auto), (auto.rounds / auto.trials).toFixed(1)].join(' | ')} |`);
      }
    }
  }
  console.log(
    `\nlooks planned: mann-whitney ${JSON.stringify(plannedLooks(SCHEDULE, { alpha: 0.05, correction: 'holm', test: 'mann-whitney', familySize: BENCHMARKS }))}, paired ${JSON.stringify(plannedLooks(SCHEDULE, { alpha: 0.05, correction: 'holm', test: 'paired', familySize: BENCHMARKS }))}`,
  );
  goExampleFamily();
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The family on a real harness: examples/go (b.SetBytes, -benchmem) run for base and head alike,
 * one run per round. Its MB/s is derived from ns/op (one measurement, one test) and its B/op and
 * allocs/op are 0 on both sides (constant): the Holm family is one test per benchmark.
 */
function goExampleFamily(): void {
  if (spawnSync('go', ['version']).status !== 0) {
    console.log('\nexamples/go: skipped (no go on PATH)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-verdicts-go-'));
  try {
    cpSync(join(import.meta.dirname, '..', 'examples', 'go'), dir, { recursive: true });
    const rounds = 3;
    const side = (): Series[] =>
      Array.from({ length: rounds }, (_, i) => {
        const r = spawnSync('go', ['test', '-run', '^$', '-bench', '.', '-benchmem', '-count', '3', '-benchtime', '20ms', './...'], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, GOFLAGS: '-mod=mod' },
        });
        if (r.status !== 0) throw new Error(`go test failed in ${dir}: ${r.stderr}`);
        const result = parseWith({ kind: 'text', file: `round-${i + 1}`, text: r.stdout }, 'go');
        for (const s of result.series) for (const run of s.runs) run.round = i + 1;
        return result.series;
      }).flat();
    const base = side();
    const head = side();
    const result = compareSeries(base, head, DEFAULT_STATS_SETTINGS);
    const benchmarks = new Set(result.comparisons.map((c) => c.benchmark)).size;
    const derived = result.comparisons.filter((c) => c.derived?.length).map((c) => `${c.metric} + ${c.derived!.map((d) => d.metric).join(', ')}`);
    console.log(
      `\nexamples/go (real go test, b.SetBytes, -benchmem; A/A, ${rounds} rounds): ${benchmarks} benchmarks, ${result.comparisons.length} rows ` +
        `(${[...new Set(result.comparisons.map((c) => c.metric))].join(', ')}), Holm family ${result.familySize}; derived: ${[...new Set(derived)].join('; ')}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

run();
