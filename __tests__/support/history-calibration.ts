// The history's error rates, measured (issue 28): series of 100 commits recorded as `benchgate
// record` records them — each commit run against its parent in 10 interleaved rounds, its ratio
// and CI the paired test's own (stats/paired.ts: Hodges–Lehmann on the rounds' log-ratios), its
// median the head side's — then analysed by analyseHistory, the entry point `benchgate history`
// uses. Seeded. bench/history-calibration.ts prints the rates against issue 28's "required"
// column; __tests__/history-calibration.test.ts guards them on a smaller run.
//
// The noise model of one run (log scale): every value = level + run luck (σ_run, the runner's
// day, shared by both sides of the run) + round luck (shared by base and head of one round) +
// its own noise σ_e. The paired log-ratios cancel the run's and the round's luck and keep
// √2·σ_e; the head median keeps all three. The per-commit noise p of a series is the SE of its
// ratio (σ_e·√(2/rounds)), drawn per series from [0.5%, 5%].
import { analyseHistory } from '../../src/history/index.js';
import type { HistoryRecord, HistoryReport, HistorySeries } from '../../src/history/index.js';
import { mulberry32 } from '../../src/prng.js';
import { pairedView } from '../../src/stats/paired.js';
import type { SideUnits } from '../../src/stats/units.js';
import { simulatedSha } from './history-records.js';

export const COMMITS = 100;
export const ROUNDS = 10;
/** The runner's luck from run to run (σ of ln), a steady hosted runner's. */
const RUN_NOISE = 0.003;
/** The luck of one round, shared by its base and head values, relative to p. */
const ROUND_NOISE = 1;
const AMD = 'AMD EPYC 7763 64-Core Processor';
const INTEL = 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz';
const INTEL_OLD = 'Intel(R) Xeon(R) Platinum 8272CL CPU @ 2.60GHz';
/** Each simulated CPU model's speed (ln of its time relative to the AMD's). */
const HARDWARE: Record<string, number> = { [AMD]: 0, [INTEL]: Math.log(1.3), [INTEL_OLD]: Math.log(1.15) };

export interface CaseSpec {
  /** Per-commit noise p (SE of the ratio's ln) for series k, and the true ratio of commit i (1-based). */
  noise: (rand: () => number) => number;
  change: (i: number) => number;
  cpuModel?: (i: number) => string;
  /** The runner image commit i's run names (GitHub-hosted runners' `ImageOS ImageVersion`); absent: none named. */
  image?: (i: number) => string;
  /**
   * The runner's own speed at commit i's run (ln, shared by both sides of the run), beyond its
   * steady luck: a speed that wanders from day to day, an image that got slower under the same
   * CPU name, a run on a slow machine. Made once per series (it may keep state, e.g. an AR(1)).
   */
  runner?: (rand: () => number) => (i: number) => number;
}

function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The records of one series: commits 1…COMMITS, each against its parent, in the store's model. */
export function simulateSeries(benchmark: string, p: number, spec: CaseSpec, rand: () => number): HistoryRecord[] {
  const sigmaE = p * Math.sqrt(ROUNDS / 2);
  const cpu = spec.cpuModel ?? (() => INTEL);
  // Drawn only when the case has one: the other cases' random streams stay as they were.
  const runner = spec.runner?.(rand);
  const t0 = Date.UTC(2026, 0, 1);
  const rounds = Array.from({ length: ROUNDS }, (_, k) => k + 1);
  let level = Math.log(1e-3);
  const out: HistoryRecord[] = [];
  for (let i = 1; i <= COMMITS; i++) {
    const before = level;
    level += Math.log(spec.change(i));
    const cpuModel = cpu(i);
    const hw = HARDWARE[cpuModel] ?? Math.log(1.3);
    const run = RUN_NOISE * gaussian(rand) + (runner?.(i) ?? 0);
    const base = new Float64Array(ROUNDS);
    const head = new Float64Array(ROUNDS);
    for (let r = 0; r < ROUNDS; r++) {
      const roundLuck = ROUND_NOISE * p * gaussian(rand);
      base[r] = Math.exp(before + hw + run + roundLuck + sigmaE * gaussian(rand));
      head[r] = Math.exp(level + hw + run + roundLuck + sigmaE * gaussian(rand));
    }
    const side = (values: Float64Array) =>
      ({ values, rounds, sorted: Float64Array.from(values).sort(), n: ROUNDS, kept: ROUNDS, removed: 0 }) as unknown as SideUnits;
    const view = pairedView(side(base), side(head), 'lower', median([...base]))!;
    out.push({
      v: 1,
      commit: simulatedSha(i),
      parent: simulatedSha(i - 1),
      time: new Date(t0 + i * 3_600_000).toISOString(),
      recordedAt: new Date(t0 + i * 3_600_000 + 600_000).toISOString(),
      benchmark,
      metric: 'time',
      unit: 's',
      better: 'lower',
      test: 'paired',
      ratio: view.ratio,
      ratioCI: view.ratioCI,
      base: { median: median([...base]), ci: null },
      head: { median: median([...head]), ci: null },
      rounds: ROUNDS,
      verdict: 'unchanged',
      machine: { cpuModel, ...(spec.image ? { image: spec.image(i) } : {}), cores: 4, kernel: '6.8.0' },
      benchgate: '0.1.0',
    });
  }
  return out;
}

/** p uniform on [lo, hi]. */
const uniformNoise =
  (lo: number, hi: number) =>
  (rand: () => number): number =>
    lo + (hi - lo) * rand();

export interface StepOutcome {
  p: number;
  /** A step reported within ±5 commits of the true one. */
  near: boolean;
  /** A step reported at the true commit. */
  exact: boolean;
}

export interface CalibrationRates {
  noise: { series: number; withStep: number; stepNearCommit51: number };
  steps: Record<'5' | '10' | '20', StepOutcome[]>;
  hardware: { series: number; stepAtChange: number; anyStep: number };
  creep: { series: number; flagged: number; byBasis: Record<string, number>; asStep: number };
}

/** Analyses the series of one case together (one store holds many series), in batches. */
function analyse(records: HistoryRecord[]): HistorySeries[] {
  const report: HistoryReport = analyseHistory(records);
  return report.series;
}

const commitOf = (sha: string): number => parseInt(sha, 16);

function runCase(name: string, series: number, seed: number, spec: CaseSpec): { p: number[]; result: HistorySeries[] } {
  const rand = mulberry32(seed);
  const p: number[] = [];
  const result: HistorySeries[] = [];
  const BATCH = 200;
  for (let start = 0; start < series; start += BATCH) {
    const records: HistoryRecord[] = [];
    const batchP: number[] = [];
    for (let k = start; k < Math.min(series, start + BATCH); k++) {
      const pk = spec.noise(rand);
      batchP.push(pk);
      records.push(...simulateSeries(`${name}${String(k).padStart(5, '0')}`, pk, spec, rand));
    }
    // analyseHistory sorts series by name: the zero-padded index keeps them in the order simulated.
    p.push(...batchP);
    result.push(...analyse(records));
  }
  return { p, result };
}

export interface CalibrationSizes {
  noise: number;
  step5: number;
  step10: number;
  step20: number;
  hardware: number;
  creep: number;
}

export const FULL_SIZES: CalibrationSizes = { noise: 1000, step5: 1000, step10: 500, step20: 300, hardware: 500, creep: 500 };

/** Runs every case of issue 28's table. */
export function measureCalibration(sizes: CalibrationSizes, seed = 28): CalibrationRates {
  const noise = runCase('noise', sizes.noise, seed, { noise: uniformNoise(0.005, 0.05), change: () => 1 });
  const steps = {} as CalibrationRates['steps'];
  for (const [size, n, s] of [
    ['5', sizes.step5, 1],
    ['10', sizes.step10, 2],
    ['20', sizes.step20, 3],
  ] as const) {
    // The step's commit varies with the series (20…80), so no position is favoured.
    const rand = mulberry32(seed * 100 + s);
    const at: number[] = Array.from({ length: n }, () => 20 + Math.floor(61 * rand()));
    const outcomes: StepOutcome[] = [];
    for (let k = 0; k < n; k++) {
      const where = at[k];
      const { p, result } = runCase(`step${size}_`, 1, seed * 1000 + s * 10_000 + k, {
        noise: uniformNoise(0.005, 0.05),
        change: (i) => (i === where ? 1 + Number(size) / 100 : 1),
      });
      const found = result[0].changePoints.map((c) => commitOf(c.commit));
      outcomes.push({ p: p[0], near: found.some((c) => Math.abs(c - where) <= 5), exact: found.includes(where) });
    }
    steps[size] = outcomes;
  }
  const hw = runCase('hardware', sizes.hardware, seed + 4, {
    noise: uniformNoise(0.005, 0.05),
    change: () => 1,
    cpuModel: (i) => (i <= 50 ? AMD : INTEL),
  });
  const creepWindow = 30;
  const creep = runCase('creep', sizes.creep, seed + 5, {
    noise: uniformNoise(0.005, 0.02),
    change: (i) => (i > COMMITS - creepWindow ? 1.005 : 1),
  });
  const byBasis: Record<string, number> = {};
  for (const s of creep.result) {
    if (!s.drift?.flagged) continue;
    const bases = (s.drift as { bases?: string[] }).bases ?? ['chain'];
    const key = bases.join('+');
    byBasis[key] = (byBasis[key] ?? 0) + 1;
  }
  return {
    noise: {
      series: sizes.noise,
      withStep: noise.result.filter((s) => s.changePoints.length > 0).length,
      stepNearCommit51: noise.result.filter((s) => s.changePoints.some((c) => Math.abs(commitOf(c.commit) - 51) <= 5)).length,
    },
    steps,
    hardware: {
      series: sizes.hardware,
      stepAtChange: hw.result.filter((s) => s.changePoints.some((c) => Math.abs(commitOf(c.commit) - 51) <= 5)).length,
      anyStep: hw.result.filter((s) => s.changePoints.length > 0).length,
    },
    creep: {
      series: sizes.creep,
      flagged: creep.result.filter((s) => s.drift?.flagged).length,
      byBasis,
      asStep: creep.result.filter((s) => s.changePoints.length > 0).length,
    },
  };
}

/** Wilson's 95% score interval for k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const phat = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (phat + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((phat * (1 - phat)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface RateRow {
  name: string;
  k: number;
  n: number;
  /** The requirement: at most or at least this fraction. */
  bound: 'at most' | 'at least';
  required: number;
}

/** The rows of issue 28's table from one measurement. */
export function rateRows(r: CalibrationRates): RateRow[] {
  const count = (xs: StepOutcome[], f: (o: StepOutcome) => boolean) => xs.filter(f).length;
  const s5 = r.steps['5'];
  const quiet = s5.filter((o) => o.p < 0.015);
  const allSteps = [...r.steps['5'], ...r.steps['10'], ...r.steps['20']];
  const found = allSteps.filter((o) => o.near);
  const quietFound = found.filter((o) => o.p < 0.015);
  return [
    { name: 'pure-noise series with ≥ 1 false step', k: r.noise.withStep, n: r.noise.series, bound: 'at most', required: 0.05 },
    { name: '5% step found (±5 commits)', k: count(s5, (o) => o.near), n: s5.length, bound: 'at least', required: 0.8 },
    { name: '5% step found, per-commit noise < 1.5%', k: count(quiet, (o) => o.near), n: quiet.length, bound: 'at least', required: 0.9 },
    { name: '10% step found (±5 commits)', k: count(r.steps['10'], (o) => o.near), n: r.steps['10'].length, bound: 'at least', required: 0.97 },
    { name: '20% step found (±5 commits)', k: count(r.steps['20'], (o) => o.near), n: r.steps['20'].length, bound: 'at least', required: 1 },
    { name: 'found step placed on its exact commit', k: count(found, (o) => o.exact), n: found.length, bound: 'at least', required: 0.9 },
    {
      name: 'found step placed exactly, per-commit noise < 1.5%',
      k: count(quietFound, (o) => o.exact),
      n: quietFound.length,
      bound: 'at least',
      required: 0.9,
    },
    // Never because of the hardware: no more steps near the change than pure noise has there.
    {
      name: 'runner CPU change: a step within ±5 commits of it',
      k: r.hardware.stepAtChange,
      n: r.hardware.series,
      bound: 'at most',
      required: wilson(r.noise.stepNearCommit51, r.noise.series)[1],
    },
    { name: 'creep +0.5%/commit × 30 flagged as drift (noise ≤ 2%)', k: r.creep.flagged, n: r.creep.series, bound: 'at least', required: 0.8 },
  ];
}

/** Met when the observed rate is on the required side of the bound. */
export function met(row: RateRow): boolean {
  const rate = row.n === 0 ? NaN : row.k / row.n;
  return row.bound === 'at most' ? rate <= row.required : rate >= row.required;
}

// ---- Runner conditions beyond a steady runner (the red team's, issue 28's follow-up) ----

/** An AR(1) runner speed, stationary with σ `sd` (ln): today's runner is like yesterday's, by φ. */
export const wanderingRunner =
  (phi: number, sd: number) =>
  (rand: () => number): ((i: number) => number) => {
    const innovation = sd * Math.sqrt(1 - phi * phi);
    let x = sd * gaussian(rand);
    return () => (x = phi * x + innovation * gaussian(rand));
  };

/** A runner image `factor` slower from commit `at` on, under the same CPU model name. */
const imageChange = (at: number, factor: number) => (): ((i: number) => number) => (i) => (i >= at ? Math.log(factor) : 0);

/** A share `prob` of the runs on a machine `factor` slower (both sides of the run together). */
const slowRuns =
  (prob: number, factor: number) =>
  (rand: () => number): ((i: number) => number) =>
  () =>
    rand() < prob ? Math.log(factor) : 0;

/** Hosted runners of three CPU models, one drawn per commit (every benchmark of a commit shares its run's). */
function mixedModels(seed: number): (i: number) => string {
  const rand = mulberry32(seed);
  const models = [INTEL, AMD, INTEL_OLD];
  const of = Array.from({ length: COMMITS + 1 }, () => models[Math.floor(3 * rand())]);
  return (i) => of[i];
}

export interface ConditionSizes {
  /** Pure-noise series per condition. */
  noise: number;
  /** Series with one 10% step per condition that has steps. */
  steps: number;
}

export const FULL_CONDITION_SIZES: ConditionSizes = { noise: 1000, steps: 500 };

export interface ConditionOutcome {
  series: number;
  /** Series with ≥ 1 step (pure noise), or a step within ±5 commits of the event (image change). */
  k: number;
}

export interface ConditionRates {
  /** Pure-noise series with ≥ 1 false step, by condition. */
  falseSteps: Record<'wanderSmall' | 'wanderLarge' | 'wanderFast' | 'slowRuns' | 'mixed', ConditionOutcome>;
  /** A runner image 5% slower from commit 51, same CPU name: series with a step within ±5 commits of 51. */
  image: ConditionOutcome;
  /** The same, the runner naming its image (GitHub-hosted runners do). */
  imageNamed: ConditionOutcome;
  /** 5% steps on a runner naming a new image (no faster) every 10 commits: found within ±5. */
  weeklyImage: ConditionOutcome;
  /** Pure noise on a steady runner: series with a step within ±5 commits of 51 (image's reference). */
  noiseNear51: ConditionOutcome;
  /** One 10% step on runners of three CPU models, one drawn per commit. */
  mixedStep: { outcomes: StepOutcome[]; saidTwice: number };
  /** One 10% step at the commit where the runner's CPU model changes. */
  stepAtCpuChange: StepOutcome[];
}

/** One step of `size` per series at a commit in 20…80, under `extra`; `saidTwice` counts series with ≥ 2 same-direction steps within ±10 commits of it. */
function stepsUnder(
  name: string,
  n: number,
  seed: number,
  size: number,
  extra: (where: number) => Partial<CaseSpec>,
): { outcomes: StepOutcome[]; saidTwice: number } {
  const rand = mulberry32(seed);
  const at: number[] = Array.from({ length: n }, () => 20 + Math.floor(61 * rand()));
  const outcomes: StepOutcome[] = [];
  let saidTwice = 0;
  for (let k = 0; k < n; k++) {
    const where = at[k];
    const { p, result } = runCase(name, 1, seed * 1000 + k, {
      noise: uniformNoise(0.005, 0.05),
      change: (i) => (i === where ? 1 + size : 1),
      ...extra(where),
    });
    const found = result[0].changePoints.map((c) => commitOf(c.commit));
    outcomes.push({ p: p[0], near: found.some((c) => Math.abs(c - where) <= 5), exact: found.includes(where) });
    if (result[0].changePoints.filter((c) => Math.abs(commitOf(c.commit) - where) <= 10 && c.deltaPct > 0).length >= 2) saidTwice++;
  }
  return { outcomes, saidTwice };
}

/** `series` pure-noise series (per-commit noise 0.5–5%) under `extra` (a runner, CPU models): how many show ≥ 1 step. */
export function falseStepsUnder(name: string, series: number, seed: number, extra: Partial<CaseSpec>): ConditionOutcome {
  const { result } = runCase(name, series, seed, { noise: uniformNoise(0.005, 0.05), change: () => 1, ...extra });
  return { series, k: result.filter((r) => r.changePoints.length > 0).length };
}

/** Series of pure noise whose runner image gets 5% slower at commit 51, named or not: those with a step within ±5 commits of it. */
export function imageChangeSteps(series: number, seed: number, named: boolean): ConditionOutcome {
  const { result } = runCase(named ? 'imageNamed' : 'image', series, seed, {
    noise: uniformNoise(0.005, 0.05),
    change: () => 1,
    runner: imageChange(51, 1.05),
    ...(named ? { image: (i: number) => (i < 51 ? 'ubuntu24 20261101.1.0' : 'ubuntu24 20261108.1.0') } : {}),
  });
  return { series, k: result.filter((r) => r.changePoints.some((c) => Math.abs(commitOf(c.commit) - 51) <= 5)).length };
}

/** 5% steps on a runner that names a new image every `every` commits (no image any faster): found within ±5 commits. */
export function weeklyImageSteps(series: number, seed: number, every: number): ConditionOutcome {
  const { outcomes } = stepsUnder('weeklyImage', series, seed, 0.05, () => ({
    image: (i: number) => `ubuntu24 2026${String(Math.floor(i / every)).padStart(4, '0')}.1.0`,
  }));
  return { series, k: outcomes.filter((o) => o.near).length };
}

/** Runs the runner conditions: a wandering runner, an image change, slow runs, mixed CPU models. */
export function measureConditions(sizes: ConditionSizes, seed = 28): ConditionRates {
  const noiseUnder = (name: string, s: number, extra: Partial<CaseSpec>): ConditionOutcome => falseStepsUnder(name, sizes.noise, seed + s, extra);
  const image = runCase('image', sizes.steps, seed + 16, { noise: uniformNoise(0.005, 0.05), change: () => 1, runner: imageChange(51, 1.05) });
  // The same runs, the image named as GitHub-hosted runners name it: the medians of two images are
  // two machines' (detect/machine-kind.ts).
  const weekly = weeklyImageSteps(sizes.steps, seed * 100 + 20, 10);
  const imageNamed = runCase('imageNamed', sizes.steps, seed + 16, {
    noise: uniformNoise(0.005, 0.05),
    change: () => 1,
    runner: imageChange(51, 1.05),
    image: (i) => (i < 51 ? 'ubuntu24 20261101.1.0' : 'ubuntu24 20261108.1.0'),
  });
  const steady = runCase('steady', sizes.noise, seed + 17, { noise: uniformNoise(0.005, 0.05), change: () => 1 });
  const near51 = (rs: HistorySeries[]) => rs.filter((r) => r.changePoints.some((c) => Math.abs(commitOf(c.commit) - 51) <= 5)).length;
  return {
    falseSteps: {
      wanderSmall: noiseUnder('wanderSmall', 11, { runner: wanderingRunner(0.9, 0.005) }),
      wanderLarge: noiseUnder('wanderLarge', 12, { runner: wanderingRunner(0.9, 0.02) }),
      wanderFast: noiseUnder('wanderFast', 13, { runner: wanderingRunner(0.5, 0.01) }),
      slowRuns: noiseUnder('slowRuns', 14, { runner: slowRuns(0.03, 1.1) }),
      mixed: noiseUnder('mixed', 15, { cpuModel: mixedModels(seed + 15) }),
    },
    image: { series: sizes.steps, k: near51(image.result) },
    imageNamed: { series: sizes.steps, k: near51(imageNamed.result) },
    weeklyImage: weekly,
    noiseNear51: { series: sizes.noise, k: near51(steady.result) },
    mixedStep: stepsUnder('mixedStep', sizes.steps, seed * 100 + 18, 0.1, () => ({ cpuModel: mixedModels(seed + 18) })),
    stepAtCpuChange: stepsUnder('cpuStep', sizes.steps, seed * 100 + 19, 0.1, (where) => ({ cpuModel: (i: number) => (i < where ? AMD : INTEL) })).outcomes,
  };
}

/** The rows of the runner conditions' table. */
export function conditionRows(r: ConditionRates): RateRow[] {
  const falseRow = (name: string, o: ConditionOutcome): RateRow => ({ name, k: o.k, n: o.series, bound: 'at most', required: 0.05 });
  const mixedFound = r.mixedStep.outcomes.filter((o) => o.near).length;
  const cpuFound = r.stepAtCpuChange.filter((o) => o.near).length;
  return [
    falseRow('wandering runner (AR(1) φ 0.9, σ 0.5%): pure noise, ≥ 1 false step', r.falseSteps.wanderSmall),
    falseRow('wandering runner (AR(1) φ 0.9, σ 2%): pure noise, ≥ 1 false step', r.falseSteps.wanderLarge),
    falseRow('wandering runner (AR(1) φ 0.5, σ 1%): pure noise, ≥ 1 false step', r.falseSteps.wanderFast),
    falseRow('3% of runs on a 10% slower machine: pure noise, ≥ 1 false step', r.falseSteps.slowRuns),
    falseRow('three CPU models, one per commit: pure noise, ≥ 1 false step', r.falseSteps.mixed),
    {
      name: 'runner image 5% slower, same CPU name, image not named (self-hosted): a step within ±5 commits',
      k: r.image.k,
      n: r.image.series,
      bound: 'at most',
      required: wilson(r.noiseNear51.k, r.noiseNear51.series)[1],
    },
    {
      name: 'runner image 5% slower, same CPU name, image named (GitHub-hosted): a step within ±5 commits',
      k: r.imageNamed.k,
      n: r.imageNamed.series,
      bound: 'at most',
      required: wilson(r.noiseNear51.k, r.noiseNear51.series)[1],
    },
    {
      name: 'a new runner image (named) every 10 commits: 5% step found (±5 commits)',
      k: r.weeklyImage.k,
      n: r.weeklyImage.series,
      bound: 'at least',
      required: 0.8,
    },
    { name: 'three CPU models: 10% step found (±5 commits)', k: mixedFound, n: r.mixedStep.outcomes.length, bound: 'at least', required: 0.97 },
    {
      name: 'three CPU models: 10% step said ≥ 2 times (±10 commits)',
      k: r.mixedStep.saidTwice,
      n: r.mixedStep.outcomes.length,
      bound: 'at most',
      required: 0.01,
    },
    { name: '10% step at a change of CPU model: found (±5 commits)', k: cpuFound, n: r.stepAtCpuChange.length, bound: 'at least', required: 0 },
  ];
}
