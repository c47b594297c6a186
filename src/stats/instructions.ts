// How an instructions row is decided (docs/instructions.md, "How a row is decided"). A count of
// instructions per operation is nearly deterministic: identical runs differ by a fraction of a
// percent, so rank tests — whose smallest p with 3 rounds a side is 0.1 — cannot use it. Each
// round gives one value per side; on the log scale:
//   spread s  = the larger of the two sides' ranges (max − min): what identical runs differ by,
//               measured in this run, never assumed;
//   floor  f  = 3·s: a change no larger than that is never significant, whatever the t-test says;
//   change d  = mean(ln head) − mean(ln base), ratio = exp(d);
//   p         = Welch's two-sided t-test of d (1 when |d| ≤ f; 0 when both sides are exactly
//               constant and differ);
//   interval  = exp(d ± max(t(1 − level/2, df)·SE, f)) at any level (the family's, a look's).
// The threshold, the family correction and the looks then apply exactly as for time.
import jStat from 'jstat';
import type { Comparison } from '../model.js';

/** Fewest rounds a side needs: a spread needs at least two values and three make it a measurement. */
export const MIN_INSTRUCTION_ROUNDS = 3;
/** A change must exceed this multiple of the spread between identical runs to count. */
export const SPREAD_MULTIPLE = 3;

export interface InstructionsView {
  p: number;
  /** exp(d): head/base. */
  ratio: number;
  ratioCI: [number, number];
  /** The larger side's log-range (≈ relative range) of its rounds. */
  spread: number;
  /** SPREAD_MULTIPLE × spread, on the log scale. */
  floor: number;
  /** d, its standard error and Welch's degrees of freedom: what the interval at another level is made of. */
  logRatio: number;
  se: number;
  df: number;
  /** Every value equal on both sides: nothing moved and nothing could show it (outside the family). */
  constant: boolean;
}

function meanAndVariance(xs: readonly number[]): { mean: number; variance: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.length > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1) : 0;
  return { mean, variance };
}

function range(xs: readonly number[]): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of xs) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return hi - lo;
}

/** The interval of head/base at `confidence` from d, SE, df and the floor. */
export function instructionsInterval(v: Pick<InstructionsView, 'logRatio' | 'se' | 'df' | 'floor'>, confidence: number): [number, number] {
  const t = v.se > 0 ? jStat.studentt.inv(1 - (1 - confidence) / 2, v.df) : 0;
  const half = Math.max(t * v.se, v.floor);
  return [Math.exp(v.logRatio - half), Math.exp(v.logRatio + half)];
}

/**
 * Whether the change is no larger than the floor (a multiple of the spread between identical
 * runs): never significant, and more rounds do not shrink a spread, so they cannot decide it.
 */
export function withinSpread(v: { ratio: number; floor: number }): boolean {
  return Math.abs(Math.log(v.ratio)) <= v.floor;
}

/** A row decided by the instructions test whose change is within the spread: no number of rounds decides it. */
export function beyondRounds(row: Pick<Comparison, 'test' | 'instructions'>): boolean {
  return row.test === 'instructions' && row.instructions !== undefined && withinSpread(row.instructions);
}

/**
 * The instructions view of a row's per-round values (each side's unit values, any order); null
 * when a side has fewer than MIN_INSTRUCTION_ROUNDS values or a value ≤ 0 (no log ratio).
 */
export function instructionsView(base: ArrayLike<number>, head: ArrayLike<number>): InstructionsView | null {
  if (base.length < MIN_INSTRUCTION_ROUNDS || head.length < MIN_INSTRUCTION_ROUNDS) return null;
  const xs = Array.from(base, Math.log);
  const ys = Array.from(head, Math.log);
  if (![...xs, ...ys].every(Number.isFinite)) return null;
  const x = meanAndVariance(xs);
  const y = meanAndVariance(ys);
  const spread = Math.max(range(xs), range(ys));
  const floor = SPREAD_MULTIPLE * spread;
  const logRatio = y.mean - x.mean;
  const a = x.variance / xs.length;
  const b = y.variance / ys.length;
  const se = Math.sqrt(a + b);
  // Welch–Satterthwaite; with one side constant it is the other side's n − 1.
  const df = se > 0 ? (a + b) ** 2 / ((a > 0 ? a ** 2 / (xs.length - 1) : 0) + (b > 0 ? b ** 2 / (ys.length - 1) : 0)) : xs.length + ys.length - 2;
  let p: number;
  if (Math.abs(logRatio) <= floor) p = 1;
  else if (se === 0) p = 0;
  else p = Math.min(1, 2 * jStat.studentt.cdf(-Math.abs(logRatio / se), df));
  const view = { logRatio, se, df, floor };
  return {
    p,
    ratio: Math.exp(logRatio),
    ratioCI: instructionsInterval(view, 0.95),
    spread,
    floor,
    logRatio,
    se,
    df,
    constant: spread === 0 && logRatio === 0,
  };
}
