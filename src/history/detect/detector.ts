// What a step detector is: a way of finding the commits that moved a series' level, each found
// step a change point of its `basis`. The renderers say every step through the registry
// (registry.ts), so a new detector is its own file and one line in detectors.ts: nothing else names it.
import type { ChangePoint, HistoryPoint } from '../model.js';
import type { Increments } from './increments.js';

export interface Detector {
  /** Its change points' `basis` in the history JSON: `chain`, `absolute`. */
  readonly basis: string;
  /**
   * What a sentence says it looked at, after "in" or "also in": `the medians`. The first
   * detector's steps (the lowest order) are the reading every step is said in, so never named.
   */
  readonly label: string;
  /** Where, after the label, for one of its steps (` on Intel Xeon`: a CPU model); nothing when absent. */
  readonly scope?: (cp: ChangePoint) => string;
  /**
   * Its rank: at one commit, the step of the lowest order speaks (its numbers, its sentence) and
   * the others found it "also"; the change points of one commit are listed in this order.
   */
  readonly order: number;
  /**
   * The series' change points it finds, with a family-wise false-positive rate of at most `alpha`,
   * each with `bases: [basis]`. `rounds`: the rounds of each point's record (its SE's degrees of
   * freedom), by point index. `parentMedians`: each point's record's median of its parent's side
   * (the base, measured in the same run as the point's own median), by point index; null where
   * the record has none.
   */
  find(points: readonly HistoryPoint[], inc: Increments, alpha: number, rounds: ArrayLike<number>, parentMedians?: readonly (number | null)[]): ChangePoint[];
}
