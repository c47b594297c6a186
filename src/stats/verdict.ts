// docs/statistics.md#step-8-the-verdict: what a significant change means, given the metric's direction.
import type { Better } from '../model.js';

export type SignificantVerdict = 'regression' | 'improvement' | 'minor';

/**
 * Classifies a significant change by its ratio head/base against the threshold T (a fraction):
 * for lower-is-better, r ≥ 1+T is a regression and r ≤ 1/(1+T) an improvement; mirrored for
 * higher-is-better. When there is no ratio (base median 0 on the additive scale) the relative
 * change is unbounded, so the sign of the shift decides.
 */
export function classifySignificant(ratio: number | null, shift: number | null, better: Better, threshold: number): SignificantVerdict {
  let up: boolean;
  let down: boolean;
  if (ratio !== null) {
    up = ratio >= 1 + threshold;
    down = ratio <= 1 / (1 + threshold);
  } else {
    up = (shift ?? 0) > 0;
    down = (shift ?? 0) < 0;
  }
  if (up === down) return 'minor'; // neither, or both at once (threshold 0 and r = 1)
  const worse = better === 'lower' ? up : down;
  return worse ? 'regression' : 'improvement';
}

/** What a test says about one row: the input of a verdict (step 8). */
export interface TestOutcome {
  /** Raw or adjusted p of the deciding test. */
  p: number;
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** Additive HL shift when there is no log ratio (its sign decides when ratio is null). */
  shift: number | null;
  /** Every pooled value equal (or every paired difference 0): nothing moved. */
  constant: boolean;
}

export type TestedVerdict = SignificantVerdict | 'unchanged' | 'inconclusive';

/**
 * A rule's absolute floor (`min-change`): a change must also exceed `minChange` (in the row's
 * unit) to count, so a 1 ns benchmark cannot fail a PR over 0.3 ns. The relative change is
 * turned into units through the base median.
 */
export interface AbsoluteFloor {
  minChange: number;
  baseMedian: number | null;
}

/** |head − base| in the row's unit for a ratio, through the base median; null without one. */
export function absoluteChange(ratio: number, baseMedian: number | null): number | null {
  return baseMedian === null ? null : Math.abs(baseMedian * (ratio - 1));
}

/** Whether a significant change stays below the floor (then it is `minor`, not a regression). */
function belowFloor(o: TestOutcome, floor: AbsoluteFloor): boolean {
  const size = o.ratio !== null ? absoluteChange(o.ratio, floor.baseMedian) : o.shift === null ? null : Math.abs(o.shift);
  return size !== null && size < floor.minChange;
}

/** Whether the whole CI stays below the floor: any change is too small to matter (`unchanged`). */
function ciBelowFloor(ci: [number, number], floor: AbsoluteFloor): boolean {
  const lo = absoluteChange(ci[0], floor.baseMedian);
  const hi = absoluteChange(ci[1], floor.baseMedian);
  return lo !== null && hi !== null && lo < floor.minChange && hi < floor.minChange;
}

/**
 * Step 8 for one tested row: significant → regression/improvement/minor; not significant →
 * `unchanged` only when the 95% CI lies strictly within (1/(1+T), 1+T) — the change, if any, is
 * below the threshold — else `inconclusive`. No relative size (base median 0) is inconclusive
 * unless significant, when the shift's sign decides. With a rule's absolute floor, a significant
 * change below it is `minor`, and a CI wholly below it is `unchanged`.
 */
export function testedVerdict(o: TestOutcome, better: Better, alpha: number, threshold: number, floor?: AbsoluteFloor): TestedVerdict {
  if (o.constant) return 'unchanged';
  if (o.p < alpha) {
    const verdict = classifySignificant(o.ratio, o.shift, better, threshold);
    return verdict !== 'minor' && floor && belowFloor(o, floor) ? 'minor' : verdict;
  }
  if (o.ratio === null || o.ratioCI === null) return 'inconclusive';
  if (o.ratioCI[0] > 1 / (1 + threshold) && o.ratioCI[1] < 1 + threshold) return 'unchanged';
  return floor && ciBelowFloor(o.ratioCI, floor) ? 'unchanged' : 'inconclusive';
}

/** Cap of the rounds-needed estimate: beyond it "more rounds" is not a practical answer. */
const MAX_ROUNDS_ESTIMATE = 1000;

/** Half the width of an interval of ratios on the log scale; null when it has none. */
function logHalfWidth(ci: [number, number] | null): number | null {
  if (ci === null || !(ci[0] > 0)) return null;
  const half = (Math.log(ci[1]) - Math.log(ci[0])) / 2;
  return half > 0 ? half : null;
}

/**
 * Units (rounds) an inconclusive row would need, from its CI widths: the half-width on the log
 * scale shrinks like 1/√n, and the row is decided once either the 95% CI fits within
 * ±(ln(1+T) − |ln r|) (then unchanged), or the interval at the level the row is tested at
 * (`atLevel`, wider than 95% after the looks and the family; the 95% CI when not given) clears
 * |ln r| (then significant) — whichever takes fewer. Always more than `units`; null when not
 * estimable.
 */
export function roundsNeededFromCI(
  ratio: number | null,
  ci: [number, number] | null,
  units: number,
  threshold: number,
  atLevel: [number, number] | null = ci,
): number | null {
  if (ratio === null || !(ratio > 0) || units < 2) return null;
  const lr = Math.abs(Math.log(ratio));
  const unchangedHalf = logHalfWidth(ci);
  const significantHalf = logHalfWidth(atLevel);
  const margin = Math.log(1 + threshold) - lr;
  const toUnchanged = unchangedHalf !== null && margin > 0 ? units * (unchangedHalf / margin) ** 2 : Infinity;
  const toSignificant = significantHalf !== null && lr > 0 ? units * (significantHalf / lr) ** 2 : Infinity;
  const fewer = Math.min(toUnchanged, toSignificant);
  if (!Number.isFinite(fewer)) return null;
  const needed = Math.ceil(fewer);
  return needed > MAX_ROUNDS_ESTIMATE ? null : Math.max(units + 1, needed);
}
