// Whether a step in the absolute medians is its commits' doing. The medians move with the code
// and with the runner (a speed that wanders from day to day, an image that got slower under the
// same CPU name, a run on a slow machine); the paired ratio of a commit — base and head measured
// together, in one run — moves with the code alone. So where every commit between the two
// medians of a step was recorded with a ratio, those ratios are the direct measurement of the
// change, and a medians' jump must agree with them:
//
// - it is refused when their sum falls short of the jump — is nearer no change, or on the other
//   side — by more than SHORT_Z SEs of the difference (one-sided 0.05%: at 2.58 one clear 20%
//   step in 300 was lost, its commit's ratio 3.1 SEs low by chance; a runner's shift is refused
//   whenever the ratios are precise enough to show that they did not move);
// - and when the ratios exceed the jump by more than OVER_Z SEs (two-sided 0.1%): a medians' step
//   far smaller than its commits' ratios is the onset of a creep bending a segment's line, or a
//   misplaced cut.
//
// Where they fall short by less, the jump is still not proof of the code: unless the ratios show
// the change themselves (ratiosShowChange), the medians' test allows for a runner whose speed
// wanders (runner-wander.ts).
//
// Where the chain has a hole between the two medians (a commit not recorded, a ratio missing),
// nothing measured those commits on one runner, and the medians' step stands on its own test.
import { Z95, zOf } from './log-scale.js';

/** One-sided: the ratios fall short of the jump by more than this many SEs of the difference (0.05%). */
export const SHORT_Z = 3.29;
/** The ratios exceed the jump by more than this many SEs of the difference (two-sided 0.1%). */
export const OVER_Z = 3.29;

export interface Measured {
  /** ln change. */
  d: number;
  /** Its standard error. */
  se: number;
}

/**
 * Whether the medians' jump (`jump`, ln, and its SE) agrees with what the commits' paired ratios
 * measured over the same commits (`ratios`: their summed ln ratio and its SE; null when the
 * chain has a hole there: nothing to check against).
 */
export function agreesWithRatios(jump: Measured, ratios: Measured | null): boolean {
  if (ratios === null) return true;
  const se = Math.hypot(jump.se, ratios.se);
  // Up to rounding: two exact measurements of one step agree.
  const slack = 1e-9 * Math.max(Math.abs(jump.d), Math.abs(ratios.d));
  const gap = Math.sign(jump.d) * (jump.d - ratios.d);
  if (gap - slack > 0 && zOf(gap - slack, se) > SHORT_Z) return false;
  if (-gap - slack > 0 && zOf(-gap - slack, se) > OVER_Z) return false;
  return true;
}

/**
 * Whether the commits' paired ratios themselves show a change the jump's way: their sum's 95% CI
 * excludes no change. Then the code moved there, measured on one runner, and a runner's wander
 * is no explanation the medians' test need weigh (runner-wander.ts).
 */
export function ratiosShowChange(jump: Measured, ratios: Measured | null): boolean {
  return ratios !== null && Math.sign(ratios.d) === Math.sign(jump.d) && zOf(Math.abs(ratios.d), ratios.se) > Z95;
}
