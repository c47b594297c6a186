// Step 10 of DESIGN "Statistics (v2)": adaptive rounds. The runner looks at the data after
// min-rounds and then every look-every rounds up to max-rounds, and stops at the first look where
// every gated row is decided. Each of the J planned looks tests at α/J (Bonferroni over looks), so
// stopping early cannot inflate the false-alarm rate. A look at which the sample-size floor makes
// every decision impossible is known before any data: it is not planned and does not count in J.
// Pure helpers; the runner's loop calls them.
import type { Comparison, Correction, TestName } from '../model.js';
import { perTestAlpha } from './multiple.js';
import { pairedMinAttainableP } from './paired.js';
import { minAttainableP } from './samplesize.js';

export interface LookSchedule {
  minRounds: number;
  maxRounds: number;
  lookEvery: number;
}

export interface LookFloor {
  alpha: number;
  correction: Correction;
  test: TestName;
  /** Rows expected in the family (1 when not known yet): Holm's first step is at α/(J·m). */
  familySize?: number;
}

export interface LookPlan {
  /** Rounds after which the runner looks, ascending; the last is always maxRounds when feasible. */
  looks: number[];
  /** The level every look tests at: α/J. */
  lookAlpha: number;
}

/** Every look of a schedule, before the floor: min, min + every, …, and max. */
export function scheduledLooks(s: LookSchedule): number[] {
  if (!(Number.isInteger(s.minRounds) && s.minRounds >= 1)) throw new RangeError(`min-rounds must be an integer ≥ 1 (got ${s.minRounds})`);
  if (!(Number.isInteger(s.maxRounds) && s.maxRounds >= s.minRounds))
    throw new RangeError(`max-rounds must be an integer ≥ min-rounds ${s.minRounds} (got ${s.maxRounds})`);
  if (!(Number.isInteger(s.lookEvery) && s.lookEvery >= 1)) throw new RangeError(`look-every must be an integer ≥ 1 (got ${s.lookEvery})`);
  const looks: number[] = [];
  for (let r = s.minRounds; r < s.maxRounds; r += s.lookEvery) looks.push(r);
  looks.push(s.maxRounds);
  return looks;
}

/** Smallest p the test could give with `rounds` units per side (ties only raise it). */
export function floorP(test: TestName, rounds: number): number {
  return test === 'paired' ? pairedMinAttainableP(rounds) : minAttainableP(rounds, rounds);
}

/**
 * The planned looks: the scheduled ones at which a decision is possible at α/J, J being the
 * number of planned looks itself (the largest consistent J). When no look can ever decide, the
 * last look alone (the runner still runs max-rounds and reports the rows as insufficient).
 */
export function plannedLooks(schedule: LookSchedule, floor: LookFloor): LookPlan {
  const all = scheduledLooks(schedule);
  const m = Math.max(1, floor.familySize ?? 1);
  for (let j = all.length; j >= 1; j--) {
    const level = perTestAlpha(floor.alpha / j, m, floor.correction);
    const viable = all.filter((r) => floorP(floor.test, r) < level);
    if (viable.length === j) return { looks: viable, lookAlpha: floor.alpha / j };
  }
  return { looks: [all[all.length - 1]], lookAlpha: floor.alpha };
}

/** α/J for J planned looks. */
export function lookAlpha(alpha: number, plannedLookCount: number): number {
  return alpha / Math.max(1, plannedLookCount);
}

/** The gated rows still undecided (inconclusive or insufficient): what the progress line lists. */
export function undecidedRows(comparisons: readonly Comparison[]): Comparison[] {
  return comparisons.filter((r) => r.gated && (r.verdict === 'inconclusive' || r.verdict === 'insufficient'));
}

/** Whether a look's report is decided: no gated row is inconclusive or insufficient. */
export function isDecided(comparisons: readonly Comparison[]): boolean {
  return undecidedRows(comparisons).length === 0;
}

export type StopReason = 'decided' | 'max-rounds' | 'fixed';

/** Why the runner stops (or not) after `rounds` rounds: null means run on to the next look. */
export function stopReason(plan: LookPlan, rounds: number, comparisons: readonly Comparison[]): StopReason | null {
  if (isDecided(comparisons)) return 'decided';
  const last = plan.looks[plan.looks.length - 1];
  return rounds >= last ? 'max-rounds' : null;
}
