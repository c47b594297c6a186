// Steps in the absolute medians: per CPU model (absolute times are comparable only on one kind
// of hardware), the log medians of the recorded commits in chain order. Their noise is
// independent from commit to commit (each median comes from its own run), which is the model of
// PELT's mean-change cost, so here PELT (pelt.ts, in windows: pelt-windowed.ts) segments the
// series itself, with Schwarz's penalty 2·ln n·σ². This catches what the chain cannot see: a step
// in a commit that was not recorded (a gap), or one whose paired ratio is missing.
//
// Each proposed cut τ is tested within the two segments around it, [a, b): a line through each
// side, fitted by least squares, and c the jump between them at τ — so neither a ramp nor the
// onset of one is mistaken for a step — with the noise σ estimated robustly from the whole
// group's successive differences (robust-scale.ts). t = c / SE(c) is referred to Student's t with
// the degrees of freedom that σ's estimate is worth, so that a σ guessed from a short series does
// not turn into false steps; p is Bonferroni-adjusted over the group's n − 1 possible cut
// positions; kept when below alpha — and unless the commits' own paired ratios disagree with it
// (paired-agreement.ts): they measure the same change on one runner each, so a jump they fall
// short of is the runner's (a speed that wanders, a slower image under the same CPU name), one
// they exceed a creep's onset bending a segment's line. The jump's SE is never below the two
// segments' own scatter, and, unless the ratios show the change themselves, it allows for a
// runner whose speed wanders from day to day (runner-wander.ts). Where the chain has a hole (a
// commit not recorded, a ratio missing), this basis stands alone.
import type { Detector } from './detector.js';
import type { Increments } from './increments.js';
import { logOf, pctWithCI, zOf } from './log-scale.js';
import { agreesWithRatios, ratiosShowChange } from './paired-agreement.js';
import { wanderInflation } from './runner-wander.js';
import { imageChanged, machineKind } from './machine-kind.js';
import type { ChangePoint, HistoryPoint } from '../model.js';
import { peltChanges } from './pelt-windowed.js';
import { levelNoise, madSigma } from '../../stats/robust-scale.js';
import { twoSidedTP } from '../../stats/student-t.js';

/** A CPU model needs this many recorded medians before its levels say anything about a step. */
export const MIN_ABSOLUTE_POINTS = 6;
/**
 * A level must hold for three commits: one slow run on another day is not a step, nor is a step
 * in the newest commit alone, which would drag a shorter last segment and show up one commit
 * early (the chain reports the newest commit's step at once; this basis confirms it later).
 */
const MIN_SEGMENT = 3;

/** How many runs either side of a medians step an image change makes the step the commits' own to prove. */
const IMAGE_REACH = 2;

/** The change points a series' absolute medians show, per CPU model, oldest first within a model. */
export function absoluteChangePoints(
  points: readonly HistoryPoint[],
  inc: Increments,
  alpha: number,
  _rounds?: ArrayLike<number>,
  parentMedians?: readonly (number | null)[],
): ChangePoint[] {
  const groups = new Map<string, { pos: number[]; y: number[] }>();
  points.forEach((p, i) => {
    const cpu = machineKind(p.machine);
    const y = logOf(p.median);
    if (cpu === undefined || y === null) return;
    let g = groups.get(cpu);
    if (g === undefined) groups.set(cpu, (g = { pos: [], y: [] }));
    g.pos.push(i);
    g.y.push(y);
  });
  const found: ChangePoint[] = [];
  for (const [cpuModel, { pos, y }] of groups) {
    const n = y.length;
    if (n < MIN_ABSOLUTE_POINTS) continue;
    const { sigma, df, moved } = levelNoise(y);
    if (!moved) continue;
    const changes = peltChanges(y, 2 * Math.log(n) * sigma * sigma, MIN_SEGMENT);
    changes.forEach((cut, k) => {
      const a = k === 0 ? 0 : changes[k - 1];
      const b = k === changes.length - 1 ? n : changes[k + 1];
      // PELT places a noisy step within a commit or two; the commits' own ratios say which.
      const tau = placeStep(points, inc, pos, y, a, b, cut, sigma, parentMedians);
      const jump = flatJump(y, a, b, tau);
      const ratios = chainChange(points, inc, pos[tau - 1], pos[tau]);
      // The jump's SE is the white noise's; wider when the runner's speed wanders (runner-wander.ts),
      // unless the commits' own paired ratios show the change themselves (paired-agreement.ts).
      // σ from successive differences sees neither a slow run among fast ones (the MAD ignores it,
      // the segment's mean does not) nor a wander: the two segments' own scatter where it is
      // beyond what σ explains (one-sided 1%: by chance it exceeds σ in half the cuts).
      const scatter = segmentsScatter(y, a, b, tau, jump.c);
      const white = (scatter > sigma * Math.sqrt(1 + Z99 * Math.sqrt(2 / Math.max(1, b - a - 2))) ? scatter : sigma) * Math.sqrt(jump.varianceFactor);
      // The wander only widens the SE: a jump white noise already explains needs no fit of it.
      if (!(Math.min(1, twoSidedTP(zOf(jump.c, white), df) * (n - 1)) < alpha)) return;
      // A new runner image between the two runs may be the jump: the commits' own ratios must show it.
      if (imageChangeNear(points, pos, tau) && !ratiosShowChange({ d: jump.c, se: white }, ratios)) return;
      const se = ratiosShowChange({ d: jump.c, se: white }, ratios) ? white : white * Math.sqrt(wanderInflation(y, a, b, tau, jump.c));
      const p = Math.min(1, twoSidedTP(zOf(jump.c, se), df) * (n - 1));
      if (!(p < alpha)) return;
      // A jump, not a bend: the onset of a creep (a level that starts to climb) is fitted as well or
      // better by a line that bends once than by two levels; that is drift (drift.ts), not a step.
      // Judged over the segments either side of the neighbouring ones too: PELT cuts a long creep
      // into a staircase, whose one stair looks like a jump between its two neighbours.
      const wideA = k < 2 ? 0 : changes[k - 2];
      const wideB = k + 2 >= changes.length ? n : changes[k + 2];
      if (bendFitsBetter(pos, y, wideA, wideB, tau)) return;
      // The commits' own paired ratios measured the change on one runner each: a jump they do not
      // show is the runner's (paired-agreement.ts).
      if (!agreesWithRatios({ d: jump.c, se }, ratios)) return;
      found.push({ commit: points[pos[tau]].commit, ...pctWithCI(jump.c, se), p, bases: ['absolute'], basis: 'absolute', cpuModel });
    });
  }
  return found;
}

/** The standard deviation of y[a..b) around its two levels, y[a..tau) and y[tau..b) (their means: the right one is the left one's + c). */
function segmentsScatter(y: readonly number[], a: number, b: number, tau: number, c: number): number {
  if (b - a <= 2) return 0;
  let left = 0;
  for (let i = a; i < tau; i++) left += y[i];
  left /= tau - a;
  let sse = 0;
  for (let i = a; i < b; i++) sse += (y[i] - (i < tau ? left : left + c)) ** 2;
  return Math.sqrt(sse / (b - a - 2));
}

/** z of a one-sided 1% (the scatter's χ² over its degrees of freedom, normal-approximated). */
const Z99 = 2.326;
/** How far (in a CPU model's points) the commit's own ratios may move PELT's cut. */
const PLACE_RADIUS = 5;

/** The jump between the means of y[a..tau) and y[tau..b), and its variance over σ². */
export function flatJump(y: readonly number[], a: number, b: number, tau: number): { c: number; varianceFactor: number } {
  let left = 0;
  let right = 0;
  for (let i = a; i < tau; i++) left += y[i];
  for (let i = tau; i < b; i++) right += y[i];
  return { c: right / (b - tau) - left / (tau - a), varianceFactor: 1 / (tau - a) + 1 / (b - tau) };
}

/**
 * Whether y[a..b) is fitted at least as well by a level that bends into a line at some commit h
 * (y = α + β·max(0, t − h), two parameters) as by two levels split at tau (two parameters too).
 */
export function bendFitsBetter(pos: readonly number[], y: readonly number[], a: number, b: number, tau: number): boolean {
  const { c } = flatJump(y, a, b, tau);
  let left = 0;
  for (let i = a; i < tau; i++) left += y[i];
  left /= tau - a;
  let stepSSE = 0;
  for (let i = a; i < b; i++) stepSSE += (y[i] - (i < tau ? left : left + c)) ** 2;
  // Each bend's fit from sums over the points after it (suffix sums: O(m) for all bends, not O(m²)).
  const m = b - a;
  let sy = 0;
  let syy = 0;
  for (let i = a; i < b; i++) {
    sy += y[i];
    syy += y[i] * y[i];
  }
  const syyCentred = syy - (sy * sy) / m;
  let count = 0;
  let st = 0;
  let stt = 0;
  let sty = 0;
  let sAfterY = 0;
  for (let h = b - 1; h >= a; h--) {
    // Sums over i > h of t, t², t·y, y (x = t − t_h there, 0 before).
    if (h < b - 2) {
      const th = pos[h];
      const sx = st - count * th;
      const sxx = stt - 2 * th * st + count * th * th;
      const sxy = sty - th * sAfterY;
      const sxxCentred = sxx - (sx * sx) / m;
      if (sxxCentred > 0) {
        const sxyCentred = sxy - (sx * sy) / m;
        if (syyCentred - (sxyCentred * sxyCentred) / sxxCentred <= stepSSE) return true;
      }
    }
    count++;
    st += pos[h];
    stt += pos[h] * pos[h];
    sty += pos[h] * y[h];
    sAfterY += y[h];
  }
  return false;
}

/**
 * Where in [cut − PLACE_RADIUS, cut + PLACE_RADIUS] the step most likely is, by everything each
 * commit's run measured. A run of commit i against its parent measures two levels, the head's
 * (the median y_i, of L_i) and the base's (of L_{i−1}), sharing the run's luck; its paired ratio
 * d_i is their difference. The head median and the ratio are therefore correlated (they share
 * the head's noise), and weighing them as independent counts the head twice. Their mid-level
 * s_i = y_i − d_i/2 (the mean of head and base) is uncorrelated with d_i when head and base are
 * equally noisy, and quieter than y_i (the base's noise halves the head's). A step c at commit τ
 * makes s_i = μ before τ, μ + c/2 at τ, μ + c after, and d_τ = c, every other d_i = 0: the
 * position whose least-squares fit of both is closest wins. A point whose ratio the chain lacks
 * (a gap, a missing ratio) contributes its median alone, with the medians' σ.
 */
function placeStep(
  points: readonly HistoryPoint[],
  inc: Increments,
  pos: readonly number[],
  y: readonly number[],
  a: number,
  b: number,
  cut: number,
  sigma: number,
  parentMedians?: readonly (number | null)[],
): number {
  if (!(sigma > 0)) return cut;
  const lo = Math.max(a + MIN_SEGMENT, cut - PLACE_RADIUS);
  const hi = Math.min(b - MIN_SEGMENT, cut + PLACE_RADIUS);
  if (hi <= lo) return cut;
  // Each point's own ratio (NaN where the chain has a hole) and its mid-level.
  const m = b - a;
  const d = new Float64Array(m).fill(NaN);
  const mid = new Float64Array(m);
  for (let i = a; i < b; i++) {
    const own = i > 0 ? chainChange(points, inc, pos[i - 1], pos[i]) : null;
    if (own !== null) d[i - a] = own.d;
    const parent = i > 0 && pos[i] === pos[i - 1] + 1 ? logOf(parentMedians?.[pos[i]] ?? null) : null;
    // The mean of the run's two medians where the record has its parent's; else the head less half the ratio.
    mid[i - a] = Number.isNaN(d[i - a]) ? y[i] : parent !== null ? (y[i] + parent) / 2 : y[i] - d[i - a] / 2;
  }
  const midVariance = midLevelVariance(mid, d, sigma);
  // The ratios' variance from their own scatter (MAD: the step is one outlier), not each
  // commit's CI: a CI from ~10 rounds is itself noisy, and a lucky narrow one would decide alone.
  const ratioVariance = madSigma(Array.from(d).filter((v) => !Number.isNaN(v))) ** 2;
  if (!(ratioVariance > 0)) return cut;
  let best = cut;
  let bestScore = -Infinity;
  for (let tau = lo; tau <= hi; tau++) {
    // Weighted least squares of (μ, c): observation i's level is μ + c·x_i, x_i its share of the step.
    let sw = 0;
    let swx = 0;
    let swxx = 0;
    let swy = 0;
    let swxy = 0;
    const add = (w: number, x: number, v: number) => {
      sw += w;
      swx += w * x;
      swxx += w * x * x;
      swy += w * v;
      swxy += w * x * v;
    };
    for (let i = a; i < b; i++) {
      const k = i - a;
      const withRatio = !Number.isNaN(d[k]);
      const x = i < tau ? 0 : i === tau && withRatio ? 0.5 : 1;
      add(1 / (withRatio ? midVariance : sigma * sigma), x, mid[k]);
    }
    // d_τ measures c alone: a row (0, 1) of the design. The other ratios do not depend on τ's fit
    // except through being 0, which is the same for every τ but the two ratios at τ (below).
    const own = d[tau - a];
    const ownWeight = Number.isNaN(own) ? 0 : 1 / ratioVariance;
    const det = sw * (swxx + ownWeight) - swx * swx;
    if (!(det > 0)) continue;
    const c = (sw * (swxy + ownWeight * (own || 0)) - swx * swy) / det;
    const mu = (swy - swx * c) / sw;
    let sse = 0;
    for (let i = a; i < b; i++) {
      const k = i - a;
      const withRatio = !Number.isNaN(d[k]);
      const x = i < tau ? 0 : i === tau && withRatio ? 0.5 : 1;
      sse += (mid[k] - mu - c * x) ** 2 / (withRatio ? midVariance : sigma * sigma);
    }
    // The ratio at τ carries c; every other ratio carries 0 (relative to all carrying 0).
    if (ownWeight > 0) sse += ownWeight * ((own - c) ** 2 - own * own);
    const score = -sse;
    if (score > bestScore) {
      bestScore = score;
      best = tau;
    }
  }
  return best;
}

/**
 * The variance of the mid-levels s_i from their successive differences (MAD/√2: a step is one
 * outlying difference); the medians' σ² where too few points have a ratio to estimate it.
 */
function midLevelVariance(mid: Float64Array, d: Float64Array, sigma: number): number {
  const diffs: number[] = [];
  for (let k = 1; k < mid.length; k++) if (!Number.isNaN(d[k]) && !Number.isNaN(d[k - 1])) diffs.push(mid[k] - mid[k - 1]);
  const s = diffs.length >= MIN_ABSOLUTE_POINTS ? madSigma(diffs) / Math.SQRT2 : 0;
  return s > 0 ? s * s : sigma * sigma;
}

/**
 * What the chain measured between points `from` and `to` (the sum of the ln ratios of the commits
 * after `from` up to `to`, and its SE), or null when it has a hole there: a commit whose parent is
 * not the point before it, or a point without a usable ratio.
 */
function chainChange(points: readonly HistoryPoint[], inc: Increments, from: number, to: number): { d: number; se: number } | null {
  let d = 0;
  let variance = 0;
  // inc.index is ascending: find the first increment after `from`.
  let j = lowerBound(inc.index, from + 1);
  for (let i = from + 1; i <= to; i++, j++) {
    if (points[i].parent !== points[i - 1].commit || inc.index[j] !== i) return null;
    d += inc.d[j];
    variance += inc.se[j] ** 2;
  }
  return { d, se: Math.sqrt(variance) };
}

/** The first index k with sorted[k] ≥ value. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Least squares of y[a..b) on [1, t, step, step·(t − t_τ)] with t the chain position and step =
 * [index ≥ tau]: each side its own line, c the jump of the right line over the left one's value at
 * the commit τ. Letting the slope change at τ keeps the onset of a creep (a kink) from passing for
 * a jump. Returns c and (X'X)⁻¹ at c (its variance over σ²); null when the design is singular.
 */
export function jumpOnTrend(pos: readonly number[], y: readonly number[], a: number, b: number, tau: number): { c: number; varianceFactor: number } | null {
  const m = b - a;
  let centre = 0;
  for (let i = a; i < b; i++) centre += pos[i];
  centre /= m;
  const at = pos[tau] - centre;
  // X'X and X'y of the four columns, accumulated in one pass.
  const xtx = [new Float64Array(4), new Float64Array(4), new Float64Array(4), new Float64Array(4)];
  const xty = new Float64Array(4);
  const row = new Float64Array(4);
  for (let i = a; i < b; i++) {
    const t = pos[i] - centre;
    const step = i >= tau ? 1 : 0;
    row[0] = 1;
    row[1] = t;
    row[2] = step;
    row[3] = step * (t - at);
    for (let r = 0; r < 4; r++) {
      xty[r] += row[r] * y[i];
      for (let c = 0; c < 4; c++) xtx[r][c] += row[r] * row[c];
    }
  }
  const coef = solve4(xtx, xty);
  const unit = solve4(xtx, Float64Array.of(0, 0, 1, 0));
  if (coef === null || unit === null || !(unit[2] > 0)) return null;
  return { c: coef[2], varianceFactor: unit[2] };
}

/** Solves the 4×4 system A x = v by Gaussian elimination with partial pivoting; null when singular. */
function solve4(A: readonly Float64Array[], v: Float64Array): Float64Array | null {
  const M = A.map((r, i) => Float64Array.of(r[0], r[1], r[2], r[3], v[i]));
  const scale = Math.max(...A.map((r) => Math.max(...r.map(Math.abs))));
  for (let col = 0; col < 4; col++) {
    let pivot = col;
    for (let r = col + 1; r < 4; r++) if (Math.abs(M[r][col]) > Math.abs(M[pivot][col])) pivot = r;
    if (!(Math.abs(M[pivot][col]) > 1e-12 * scale)) return null;
    [M[col], M[pivot]] = [M[pivot], M[col]];
    for (let r = col + 1; r < 4; r++) {
      const f = M[r][col] / M[col][col];
      for (let c = col; c < 5; c++) M[r][c] -= f * M[col][c];
    }
  }
  const x = new Float64Array(4);
  for (let r = 3; r >= 0; r--) {
    let sum = M[r][4];
    for (let c = r + 1; c < 4; c++) sum -= M[r][c] * x[c];
    x[r] = sum / M[r][r];
  }
  return x;
}

/** A CPU model's absolute medians as a detector (detectors.ts): said after the chain, on its CPU model. */
export const absoluteDetector: Detector = {
  basis: 'absolute',
  label: 'the medians',
  scope: (cp) => ` on ${cp.cpuModel ?? 'one CPU model'}`,
  order: 1,
  find: absoluteChangePoints,
};

/**
 * Whether the runner's image changes within IMAGE_REACH runs of a medians step at tau (PELT places
 * a noisy jump within a run or two of where it happened).
 */
function imageChangeNear(points: readonly HistoryPoint[], pos: readonly number[], tau: number): boolean {
  const from = Math.max(1, tau - IMAGE_REACH);
  const to = Math.min(pos.length - 1, tau + IMAGE_REACH - 1);
  for (let i = from; i <= to; i++) if (imageChanged(points[pos[i - 1]].machine, points[pos[i]].machine)) return true;
  return false;
}
