// Steps on the chain: which commits moved the level of a series by themselves.
//
// The level is the running sum of the increments (ln ratio of each commit against its first
// parent). PELT (pelt.ts, in windows: pelt-windowed.ts) segments that level into plateaus and
// proposes a candidate wherever one begins. The level's noise is a random walk (each increment brings its own error), which a
// mean-change segmentation does not model, so PELT only locates. PELT ranks with one noise level
// for the whole series, so a precise step among noisy commits can go unproposed: every commit
// whose own record's CI excludes no change is a candidate too (tried on real history: xxhash's
// 3614b5c, −9.8% on 4-byte inputs, was missed by PELT alone). Each candidate commit is then
// tested with its own paired measurement, the record's ratio and CI, against the local trend
// (the median of up to NEIGHBOURS increments on either side), and kept when that test's p,
// Bonferroni-adjusted over the series' commits (the candidate was picked from all of them), is
// below alpha. So the family-wise false-positive rate per series is at most alpha whatever PELT
// proposed, and a ramp of small steps — each commit like its neighbours — yields no step: that is
// drift (drift.ts), not a change point.
import type { Detector } from './detector.js';
import type { Increments } from './increments.js';
import type { ChangePoint, HistoryPoint } from '../model.js';
import { moderateSE } from '../../stats/moderated-se.js';
import { pctWithCI, zOf } from './log-scale.js';
import { peltChanges } from './pelt-windowed.js';
import { madSigma, medianOf } from '../../stats/robust-scale.js';
import { twoSidedTP } from '../../stats/student-t.js';

/** Increments on each side of a candidate that estimate the local trend. */
const NEIGHBOURS = 10;
/** Fewer neighbours than this do not estimate a trend: the step is tested against no change. */
const MIN_NEIGHBOURS = 3;
/**
 * The smallest standard error a step is tested with (log units, about 0.1%): a deterministic
 * metric (an instruction count) has CIs of zero width, and the rounding of its counts would
 * otherwise make every commit of a steady creep a "significant" step. No benchmark resolves a
 * step smaller than this anyway.
 */
const MIN_STEP_SE = 0.001;
/** Asymptotic variance of a sample median relative to a mean's, for normal data: π/2. */
const MEDIAN_VARIANCE_FACTOR = Math.PI / 2;

/** The penalty of a level change on the chain: Schwarz's 2·ln n, in units of the increments' variance. */
function levelPenalty(inc: Increments): number {
  const n = inc.d.length;
  const sigma = Math.max(madSigma(inc.d), medianOf(inc.se) ?? 0);
  return 2 * Math.log(n + 1) * sigma * sigma;
}

/** The rounds a record's CI comes from when the record does not say (record-rounds' default). */
const DEFAULT_ROUNDS = 10;

/** One way of reading the increments' SEs: each SE and the degrees of freedom it is worth. */
interface SEReading {
  se: ArrayLike<number>;
  df: ArrayLike<number>;
}

/**
 * The ways each increment's SE is read (a step's p is the better of them, Bonferroni-corrected for
 * their number): its own, on its record's rounds − 1 degrees of freedom — a precise commit among
 * noisy ones keeps its precision — and, when the SEs share a typical value, moderated towards it
 * (moderated-se.ts), on more degrees of freedom — a commit's SE guessed low from its 10 rounds
 * no longer makes a step. When no record had a CI the SEs are the increments' own scatter, on inc.df.
 */
export function seReadings(inc: Increments, rounds?: ArrayLike<number>): SEReading[] {
  const n = inc.d.length;
  if (inc.df !== Infinity) return [{ se: inc.se, df: new Float64Array(n).fill(inc.df) }];
  const df = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const r = rounds?.[inc.index[j]];
    df[j] = (typeof r === 'number' && Number.isFinite(r) && r >= 2 ? r : DEFAULT_ROUNDS) - 1;
  }
  const moderated = moderateSE(inc.se, df);
  const own = { se: inc.se, df };
  return moderated.priorDf > 0 ? [own, moderated] : [own];
}

/**
 * The change points of a series found on its chain of paired ratios, oldest first. `rounds`: the
 * rounds of each point's record (its SE's degrees of freedom), by point index.
 */
export function chainChangePoints(points: readonly HistoryPoint[], inc: Increments, alpha: number, rounds?: ArrayLike<number>): ChangePoint[] {
  const n = inc.d.length;
  if (n === 0) return [];
  const readings = seReadings(inc, rounds);
  // Level before the oldest increment (its parent) is 0, so the oldest commit's step can be a cut too.
  const level = new Float64Array(n + 1);
  for (let j = 0; j < n; j++) level[j + 1] = level[j] + inc.d[j];
  // Candidates: where PELT cuts, and where the commit's own record measured a change. The test
  // below is corrected over all n commits, so adding candidates never loosens it.
  const candidates = new Set<number>();
  for (const cut of peltChanges(level, levelPenalty(inc), 1)) candidates.add(cut - 1);
  for (let j = 0; j < n; j++) if (measuredChange(points[inc.index[j]])) candidates.add(j);
  const found: ChangePoint[] = [];
  for (const j of [...candidates].sort((a, b) => a - b)) {
    const nb: number[] = [];
    for (let k = Math.max(0, j - NEIGHBOURS); k <= Math.min(n - 1, j + NEIGHBOURS); k++) if (k !== j) nb.push(k);
    const trend = nb.length >= MIN_NEIGHBOURS ? medianOf(nb.map((k) => inc.d[k]))! : 0;
    let best = 1;
    for (const { se, df } of readings) {
      // The median's variance from a typical neighbour's (the median of their variances): a few
      // very noisy neighbours, which the median of d ignores, must not drown a precise step.
      const trendVariance = nb.length >= MIN_NEIGHBOURS ? (MEDIAN_VARIANCE_FACTOR * medianOf(nb.map((k) => se[k] ** 2))!) / nb.length : 0;
      const variance = se[j] ** 2 + trendVariance;
      const z = zOf(inc.d[j] - trend, Math.max(MIN_STEP_SE, Math.sqrt(variance)));
      // Student's t: each SE is an estimate (from the record's rounds; or, when no record had a
      // CI, from a dozen ratios), and a σ guessed low must not turn into false steps. The
      // variance adds the commit's and the trend's (the neighbours' many rounds together, a
      // median worth about 2/π of them): Welch–Satterthwaite's degrees of freedom.
      const trendDf = (2 / Math.PI) * nb.reduce((sum, k) => sum + df[k], 0);
      const dfOf = trendVariance > 0 ? variance ** 2 / (se[j] ** 4 / df[j] + trendVariance ** 2 / trendDf) : df[j];
      best = Math.min(best, twoSidedTP(z, Number.isFinite(dfOf) && dfOf > 0 ? dfOf : df[j]));
    }
    const p = Math.min(1, best * readings.length * n);
    if (!(p < alpha)) continue;
    const point = points[inc.index[j]];
    found.push({ commit: point.commit, ...ownStep(point, inc.d[j], inc.se[j]), p, bases: ['chain'], basis: 'chain' });
  }
  return found;
}

/** Whether the commit's own record measured a change: its ratio's CI excludes 1. */
function measuredChange(point: HistoryPoint): boolean {
  const ci = point.ratioCI;
  return ci !== null && Number.isFinite(ci[0]) && Number.isFinite(ci[1]) && (ci[0] > 1 || ci[1] < 1);
}

/** The step as the commit's own record measured it: its ratio and CI, in percent. */
function ownStep(point: HistoryPoint, d: number, se: number): { deltaPct: number; ci: [number, number] } {
  const ci = point.ratioCI;
  if (ci !== null && Number.isFinite(ci[0]) && Number.isFinite(ci[1]) && ci[0] > 0 && ci[1] >= ci[0]) {
    return { deltaPct: 100 * Math.expm1(d), ci: [100 * (ci[0] - 1), 100 * (ci[1] - 1)] };
  }
  return pctWithCI(d, se);
}

/** The chain of paired ratios as a detector (detectors.ts): the first reading of every step. */
export const chainDetector: Detector = { basis: 'chain', label: 'the chain of paired ratios', order: 0, find: chainChangePoints };
