// Drift: the cumulative change of a series over its last `window` recorded commits other than its
// steps (a step found in the window is a step, not drift), measured on two bases.
//
// The chain: the commits' own ratios, with a CI from the commits' own CIs. On the log scale the steps add: D = Σ ln ratio. Each commit's CI is
// read as a normal standard error (half-width of its log CI / 1.96, widened by the series'
// over-dispersion, increments.ts); the commits are measured in separate runs, so their errors are
// independent and the SEs add in quadrature: SE(D) = √Σ se². The CI is exp(D ± 1.96·SE(D)) − 1.
// That sum's noise grows with √window, so only very quiet series were flagged (issue 28: a creep
// of +0.5%/commit over 30 commits in 20% of series).
//
// The absolute medians: when every commit of the window was measured on one CPU model, a line
// through their log medians (least squares, one level shift per step found in the window), its
// slope × the window's commits the drift, its CI from the residuals on Student's t. Each median
// comes from its own run, so this CI does not grow with the window: the creep above is flagged
// in ≥ 80% of series at per-commit noise ≤ 2% (bench/history-calibration.ts).
//
// The basis with the narrower CI decides whether the drift is flagged; the drift shown is the
// narrowest flagging one's, `bases` every basis that flags it; when none does, the narrower of
// the two, `bases` naming it.
import type { Better } from '../../model.js';
import type { Increments } from './increments.js';
import { logOf, pctWithCI } from './log-scale.js';
import { machineKind } from './machine-kind.js';
import { t95 } from '../../stats/student-t.js';
import type { ChangePoint, Drift, DriftBasis, HistoryPoint } from '../model.js';

/** Fewer recorded steps than this are a step, not a drift. */
const MIN_DRIFT_COMMITS = 2;

/**
 * The drift over the last `window` commits that have a ratio (a commit without one, or one not
 * recorded, adds nothing it could be measured by); null with fewer than two. Flagged when the CI
 * lies wholly beyond the threshold T on the worse side: the ratio's lower bound ≥ 1 + T for a
 * lower-is-better metric, its upper bound ≤ 1/(1 + T) for higher-is-better (as the verdict's
 * threshold is mirrored, stats/verdict.ts).
 */
export function driftOf(
  points: readonly HistoryPoint[],
  inc: Increments,
  window: number,
  threshold: number,
  better: Better,
  steps: readonly Pick<ChangePoint, 'commit'>[] = [],
): Drift | null {
  const n = inc.d.length;
  const first = Math.max(0, n - window);
  if (n - first < MIN_DRIFT_COMMITS) return null;
  const stepAt = new Set(steps.map((c) => c.commit));
  let sum = 0;
  let variance = 0;
  for (let j = first; j < n; j++) {
    if (stepAt.has(points[inc.index[j]].commit)) continue;
    sum += inc.d[j];
    variance += inc.se[j] ** 2;
  }
  const worse: Better = better === 'higher' ? 'lower' : 'higher';
  const measured: { basis: DriftBasis; deltaPct: number; ci: [number, number] }[] = [];
  // A commit whose CI is unknown (a few records without one): the chain cannot bound the drift.
  // Student's quantile when the SEs are the increments' own scatter (no record had a CI).
  if (Number.isFinite(variance)) measured.push({ basis: 'chain', ...pctWithCI(sum, Math.sqrt(variance), t95(inc.df)) });
  const fromPoint = inc.index[first];
  const absolute = absoluteTrend(points, fromPoint, inc.index[n - 1], stepAt);
  if (absolute !== null) measured.push({ basis: 'absolute', ...absolute });
  if (measured.length === 0) return null;
  const width = (m: { ci: [number, number] }) => m.ci[1] - m.ci[0];
  // The more precise basis decides: a flag from the wider one alone is its noise (a chain's sum
  // over 30 noisy ratios reaches 3σ in 1 series of 500), not a drift the medians would miss.
  const precise = measured.reduce((a, b) => (width(b) < width(a) ? b : a));
  const flaggedBy = beyondThreshold(precise.ci, threshold, worse) ? measured.filter((m) => beyondThreshold(m.ci, threshold, worse)) : [];
  const shown = (flaggedBy.length > 0 ? flaggedBy : measured).reduce((a, b) => (width(b) < width(a) ? b : a));
  return {
    from: points[fromPoint].parent,
    to: points[inc.index[n - 1]].commit,
    commits: n - first,
    deltaPct: shown.deltaPct,
    ci: shown.ci,
    flagged: flaggedBy.length > 0,
    bases: flaggedBy.length > 0 ? flaggedBy.map((m) => m.basis) : [shown.basis],
  };
}

/** Medians in a window fewer than this do not make a trend. */
const MIN_TREND_POINTS = 6;

/**
 * The trend of the log medians of points[from..to] (inclusive), when all have a median and one
 * CPU model: slope × (to − from + 1), i.e. from the first point's parent to the last point as the
 * chain measures it, with a 95% CI on Student's t; steps in the window are levels of their own.
 */
function absoluteTrend(
  points: readonly HistoryPoint[],
  from: number,
  to: number,
  stepAt: ReadonlySet<string>,
): { deltaPct: number; ci: [number, number] } | null {
  const cpu = machineKind(points[from].machine);
  if (cpu === undefined) return null;
  const t: number[] = [];
  const y: number[] = [];
  const level: number[] = [];
  let steps = 0;
  for (let i = from; i <= to; i++) {
    const v = logOf(points[i].median);
    if (machineKind(points[i].machine) !== cpu || v === null) return null;
    if (i > from && stepAt.has(points[i].commit)) steps++;
    t.push(i - from);
    y.push(v);
    level.push(steps);
  }
  const m = y.length;
  const k = 2 + steps;
  if (m < MIN_TREND_POINTS || m - k < 2) return null;
  // Least squares of y on [t, one indicator per level]: the normal equations, solved by
  // eliminating each level's mean (within-level centring), so the slope is the pooled one.
  const meanT = new Float64Array(steps + 1);
  const meanY = new Float64Array(steps + 1);
  const count = new Float64Array(steps + 1);
  for (let i = 0; i < m; i++) {
    meanT[level[i]] += t[i];
    meanY[level[i]] += y[i];
    count[level[i]]++;
  }
  for (let g = 0; g <= steps; g++) {
    meanT[g] /= count[g];
    meanY[g] /= count[g];
  }
  let stt = 0;
  let sty = 0;
  for (let i = 0; i < m; i++) {
    stt += (t[i] - meanT[level[i]]) ** 2;
    sty += (t[i] - meanT[level[i]]) * (y[i] - meanY[level[i]]);
  }
  if (!(stt > 0)) return null;
  const slope = sty / stt;
  let sse = 0;
  for (let i = 0; i < m; i++) sse += (y[i] - meanY[level[i]] - slope * (t[i] - meanT[level[i]])) ** 2;
  const df = m - (steps + 2);
  const se = Math.sqrt(sse / df / stt);
  const span = m;
  return pctWithCI(slope * span, se * span, t95(df));
}

/**
 * Whether a CI (in percent) lies wholly beyond the threshold T in the direction of `side`: its
 * lower bound ≥ +T for 'higher', its upper bound ≤ 1/(1 + T) − 1 for 'lower' (the mirror, as the
 * verdict's threshold is mirrored).
 */
function beyondThreshold(ci: [number, number], threshold: number, side: Better): boolean {
  return side === 'lower' ? ci[1] <= 100 * (1 / (1 + threshold) - 1) : ci[0] >= 100 * threshold;
}

/**
 * A drift that is not flagged but whose CI lies wholly beyond the threshold on the better side
 * (only a worse drift is flagged): its renderers must not call its CI "not beyond" the threshold.
 */
export function improvedBeyond(drift: Pick<Drift, 'ci' | 'flagged'>, threshold: number, better: Better): boolean {
  return !drift.flagged && beyondThreshold(drift.ci, threshold, better);
}
