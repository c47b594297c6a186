// Steps in the absolute medians: per CPU model (absolute times are comparable only on one kind
// of hardware), the log medians of the recorded commits in chain order. Their noise is
// independent from commit to commit (each median comes from its own run), which is the model of
// PELT's mean-change cost, so here PELT (pelt.ts, in windows: pelt-windowed.ts) segments the
// series itself, with Schwarz's penalty 2·ln n·σ². This catches what the chain cannot see: a step
// in a commit that was not recorded (a gap), or one whose paired ratio is missing.
//
// Each proposed cut τ is tested within the two segments around it, [a, b): ln median =
// α + β·position + c·[position ≥ τ] by least squares — a level jump c on top of a common trend,
// so a ramp is not mistaken for a step — with the noise σ estimated robustly from the whole
// group's successive differences (robust-scale.ts). t = c / SE(c) is referred to Student's t with
// the degrees of freedom that σ's estimate is worth, so that a σ guessed from a short series does
// not turn into false steps; p is Bonferroni-adjusted over the group's n − 1 possible cut
// positions; kept when below alpha.
import jStat from 'jstat';
import { logOf, pctWithCI, zOf } from './log-scale.js';
import type { ChangePoint, HistoryPoint } from './model.js';
import { peltChanges } from './pelt-windowed.js';
import { levelNoise } from './robust-scale.js';

/** A CPU model needs this many recorded medians before its levels say anything about a step. */
export const MIN_ABSOLUTE_POINTS = 6;
/**
 * A level must hold for three commits: one slow run on another day is not a step, nor is a step
 * in the newest commit alone, which would drag a shorter last segment and show up one commit
 * early (the chain reports the newest commit's step at once; this basis confirms it later).
 */
const MIN_SEGMENT = 3;

/** Two-sided p of t on df degrees of freedom (an exact jump, t = ±∞, has p = 0). */
function twoSidedTP(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? 1 : 0;
  return Math.min(1, 2 * jStat.studentt.cdf(-Math.abs(t), df));
}

/** The change points a series' absolute medians show, per CPU model, oldest first within a model. */
export function absoluteChangePoints(points: readonly HistoryPoint[], alpha: number): ChangePoint[] {
  const groups = new Map<string, { pos: number[]; y: number[] }>();
  points.forEach((p, i) => {
    const cpu = p.machine?.cpuModel;
    const y = logOf(p.median);
    if (typeof cpu !== 'string' || cpu === '' || y === null) return;
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
    changes.forEach((tau, k) => {
      const a = k === 0 ? 0 : changes[k - 1];
      const b = k === changes.length - 1 ? n : changes[k + 1];
      const jump = jumpOnTrend(pos, y, a, b, tau);
      if (jump === null) return;
      const se = sigma * Math.sqrt(jump.varianceFactor);
      const p = Math.min(1, twoSidedTP(zOf(jump.c, se), df) * (n - 1));
      if (!(p < alpha)) return;
      found.push({ commit: points[pos[tau]].commit, ...pctWithCI(jump.c, se), p, basis: 'absolute', cpuModel });
    });
  }
  return found;
}

/**
 * Least squares of y[a..b) on [1, position, step at tau]: the jump c and (X'X)⁻¹ at c (its
 * variance over σ²); null when the design is singular.
 */
export function jumpOnTrend(pos: readonly number[], y: readonly number[], a: number, b: number, tau: number): { c: number; varianceFactor: number } | null {
  const m = b - a;
  let mean = 0;
  for (let i = a; i < b; i++) mean += pos[i];
  mean /= m;
  let st = 0;
  let stt = 0;
  let si = 0;
  let sti = 0;
  let sy = 0;
  let sty = 0;
  let siy = 0;
  for (let i = a; i < b; i++) {
    const t = pos[i] - mean;
    const v = y[i];
    const ind = i >= tau ? 1 : 0;
    st += t;
    stt += t * t;
    si += ind;
    sti += t * ind;
    sy += v;
    sty += t * v;
    siy += ind * v;
  }
  // X'X = [[m, st, si], [st, stt, sti], [si, sti, si]]; c by Cramer's rule.
  const det = m * (stt * si - sti * sti) - st * (st * si - sti * si) + si * (st * sti - stt * si);
  if (!(Math.abs(det) > 1e-12 * Math.max(1, m * stt * si))) return null;
  const detC = m * (stt * siy - sty * sti) - st * (st * siy - sty * si) + sy * (st * sti - stt * si);
  return { c: detC / det, varianceFactor: (m * stt - st * st) / det };
}
