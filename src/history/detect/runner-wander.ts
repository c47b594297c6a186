// The noise of a jump in the absolute medians when the runner's speed wanders. A median is the
// code's level plus the run's luck, and on hosted runners that luck is not independent from run
// to run: a slow week follows a slow week. The medians' noise σ, estimated from successive
// differences, sees only the day-to-day part of it, so the difference of two segments' means,
// each averaging weeks of the runner's own level, is far noisier than σ·√(1/n₁ + 1/n₂) says:
// with an AR(1) runner (φ 0.9, σ 2%) two thirds of pure-noise series showed a false step.
//
// So the medians' noise is modelled as white noise w plus a wandering part r that decays as φ^lag
// (an AR(1)), fitted to the series' robust variogram V(k) = w + r·(1 − φ^k) over lags 1…MAX_LAG
// (a steady runner's variogram is flat: r ≈ 0). A jump's variance is then the exact variance of
// its contrast of means under that covariance. The jump being tested is taken out of the series
// first, so a real step does not pass for wander.

/** Lags of the variogram fitted (a wander slower than this looks like a level, which the chain judges). */
const MAX_LAG = 10;
/** The median of χ²₁: a squared normal difference's median is this × its mean. */
const CHI2_1_MEDIAN = 0.454936423119572;
/**
 * The φ tried (a grid: the fit is linear in w and r for each). From 0.3: below, a "wander" is a
 * white noise the variogram's scatter dressed up, and its inflation of a few tenths cost clear
 * steps (a 20% step at p = 0.027 against 0.025).
 */
const PHIS = Array.from({ length: 14 }, (_, k) => 0.3 + 0.05 * k);

export interface WanderNoise {
  /** Variance of the white part. */
  white: number;
  /** Variance of the wandering part (0: a steady runner). */
  wander: number;
  /** Its lag-1 correlation. */
  phi: number;
}

/**
 * The white and wandering parts of y's noise, from its robust variogram (the median of the
 * squared differences at each lag: a step spoils only the few pairs that straddle it); null when
 * y is too short to have one.
 */
export function wanderNoise(y: ArrayLike<number>): WanderNoise | null {
  const n = y.length;
  const lags = Math.min(MAX_LAG, Math.floor(n / 4));
  if (lags < 3) return null;
  const v = new Float64Array(lags);
  const sq = new Float64Array(n);
  for (let k = 1; k <= lags; k++) {
    const m = n - k;
    for (let i = 0; i < m; i++) sq[i] = (y[i + k] - y[i]) ** 2;
    v[k - 1] = medianOfPrefix(sq, m) / (2 * CHI2_1_MEDIAN);
  }
  let best: WanderNoise = { white: mean(v), wander: 0, phi: 0 };
  let bestSSE = v.reduce((s, x) => s + (x - best.white) ** 2, 0);
  for (const phi of PHIS) {
    // Least squares of V(k) on [1, 1 − φ^k], both coefficients ≥ 0.
    let s1 = 0;
    let sx = 0;
    let sxx = 0;
    let sy = 0;
    let sxy = 0;
    for (let k = 1; k <= lags; k++) {
      const x = 1 - phi ** k;
      s1++;
      sx += x;
      sxx += x * x;
      sy += v[k - 1];
      sxy += x * v[k - 1];
    }
    const det = s1 * sxx - sx * sx;
    if (!(det > 0)) continue;
    let white = (sxx * sy - sx * sxy) / det;
    let wander = (s1 * sxy - sx * sy) / det;
    if (wander <= 0) continue;
    if (white < 0) {
      white = 0;
      wander = sxy / sxx;
    }
    let sse = 0;
    for (let k = 1; k <= lags; k++) sse += (v[k - 1] - white - wander * (1 - phi ** k)) ** 2;
    if (sse < bestSSE) {
      bestSSE = sse;
      best = { white, wander, phi };
    }
  }
  // No gate on the fit's rise: a wander too small for the variogram to tell from noise still moves
  // the means of two long segments (φ 0.9, σ 2% under 3% white noise: the variogram rises by a
  // quarter from lag 1 to 8, the contrast of two 30-commit means is 10× noisier than white noise
  // makes it). Gated at a rise of 1.5 (95% of white series), a third of such series kept a false
  // step. A commit whose own ratio shows the step is not asked (absolute-steps.ts).
  return best;
}

/**
 * The variance of mean(y[tau..b)) − mean(y[a..tau)) under `noise`: white·(1/n₁ + 1/n₂) plus the
 * wandering part's Σᵢⱼ wᵢ wⱼ φ^|i−j| (in one pass: f_i = w_i + φ·f_{i−1} holds Σ_{j≤i} w_j φ^{i−j}).
 */
export function contrastVariance(noise: WanderNoise, a: number, b: number, tau: number): number {
  const left = tau - a;
  const right = b - tau;
  let wandering = 0;
  if (noise.wander > 0) {
    let f = 0;
    for (let i = a; i < b; i++) {
      const w = i < tau ? -1 / left : 1 / right;
      f = w + noise.phi * f;
      wandering += w * (2 * f - w);
    }
  }
  return noise.white * (1 / left + 1 / right) + noise.wander * wandering;
}

/**
 * How many times the variance of a jump c at tau in y[a..b) exceeds what white noise of the same
 * successive differences gives it (≥ 1): the jump's SE from σ (estimated from the successive
 * differences, which see the wander's lag-1 part only) is multiplied by its square root. The
 * jump is taken out of y before the noise is fitted, and the fit's marginal variance w + r is held
 * to the series' own variance (that jump taken out): a variogram read over 10 lags and
 * extrapolated by (1 + φ)/(1 − φ) can otherwise find, in white noise, a wander of four times the
 * noise itself.
 */
export function wanderInflation(y: readonly number[], a: number, b: number, tau: number, c: number): number {
  const without = Float64Array.from(y, (v, i) => (i >= tau ? v - c : v));
  const noise = wanderNoise(without);
  if (noise === null) return 1;
  const centre = mean(without);
  let marginal = 0;
  for (const v of without) marginal += (v - centre) ** 2;
  marginal /= without.length - 1;
  const wander = Math.min(noise.wander, Math.max(0, marginal - noise.white));
  const lagOne = noise.white + wander * (1 - noise.phi);
  if (!(lagOne > 0)) return 1;
  const white = lagOne * (1 / (tau - a) + 1 / (b - tau));
  return Math.max(1, contrastVariance({ ...noise, wander }, a, b, tau) / white);
}

function mean(v: Float64Array): number {
  let s = 0;
  for (const x of v) s += x;
  return s / v.length;
}

/** The median of the first m values of v (reorders them): a selection, not a sort (10 lags per cut of every series). */
function medianOfPrefix(v: Float64Array, m: number): number {
  const hi = select(v, m, m >> 1);
  if (m % 2) return hi;
  // The lower middle is the largest of the values selection left before the upper one.
  let lo = -Infinity;
  for (let i = 0; i < m >> 1; i++) if (v[i] > lo) lo = v[i];
  return (lo + hi) / 2;
}

/** The k-th smallest of v[0..m) (Hoare's selection): v[k] holds it after, smaller values before it, larger after. */
function select(v: Float64Array, m: number, k: number): number {
  let left = 0;
  let right = m - 1;
  while (left < right) {
    const pivot = v[(left + right) >> 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) {
        const t = v[i];
        v[i] = v[j];
        v[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return v[k];
}
