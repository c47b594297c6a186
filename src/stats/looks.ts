// docs/statistics.md#step-10-adaptive-rounds: adaptive rounds. The runner looks at the data after
// min-rounds and then every look-every rounds up to max-rounds, and stops at the first look where
// no gated row is undecided (one that can no longer fail the check counts as decided). Each of the
// J planned looks tests at α/J (Bonferroni over looks), so stopping early cannot inflate the
// false-alarm rate. A look at which the sample-size floor makes every decision impossible is known
// before any data: it is not planned and does not count in J.
// Pure helpers; the runner's loop calls them.
import { MIN_INSTRUCTION_ROUNDS } from './instructions.js';
import { rowThreshold, type Comparison, type Correction, type StatsSettings, type TestName } from '../model.js';
import { perTestAlpha } from './multiple.js';
import { absoluteChange, classifySignificant } from './verdict.js';
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
  if (test === 'instructions') return rounds >= MIN_INSTRUCTION_ROUNDS ? 0 : 1;
  return test === 'paired' ? pairedMinAttainableP(rounds) : minAttainableP(rounds, rounds);
}

/**
 * The planned looks: J is the largest number of looks such that at least J scheduled looks can
 * decide at α/J (their floor p passes Holm's first step over the family, or α/J itself without a
 * correction); the plan keeps the earliest J − 1 of them and always the last. Viable looks are a
 * suffix of the schedule (the floor p falls with the rounds), so the first look is the earliest
 * one the floor allows at α/J: adding a row keeps it, or moves it to the look the floor then
 * forces (never to the last look alone while two looks can decide). When at most one look can
 * ever decide, the last look alone at α (the runner still runs max-rounds and reports undecidable
 * rows as insufficient).
 */
export function plannedLooks(schedule: LookSchedule, floor: LookFloor): LookPlan {
  const all = scheduledLooks(schedule);
  const last = all[all.length - 1];
  const m = Math.max(1, floor.familySize ?? 1);
  for (let j = all.length; j >= 2; j--) {
    const level = perTestAlpha(floor.alpha / j, m, floor.correction);
    const viable = all.filter((r) => floorP(floor.test, r) < level);
    if (viable.length >= j) return { looks: [...viable.slice(0, j - 1), last], lookAlpha: floor.alpha / j };
  }
  return { looks: [last], lookAlpha: floor.alpha };
}

/** α/J for J planned looks. */
export function lookAlpha(alpha: number, plannedLookCount: number): number {
  return alpha / Math.max(1, plannedLookCount);
}

/** What decides whether a row can still fail the check: the threshold and fail-on-inconclusive. */
export type DecisionSettings = Pick<StatsSettings, 'threshold' | 'failOnInconclusive'>;

/**
 * Whether an `inconclusive` row's interval (at its decision level) still reaches a regression beyond its threshold: for
 * lower-is-better its upper end at or above 1 + T (mirrored: its lower end at or below
 * 1/(1 + T)), and, with a rule's min-change, that end's change in the row's unit at least the
 * floor. Without a relative interval (base median 0) nothing is ruled out.
 */
export function couldBeRegression(row: Comparison, threshold: number): boolean {
  // The interval at the level the row was decided at (what the reviewer sees beside the verdict), else the 95% one.
  const ci = row.decision?.ratioCI ?? row.ratioCI;
  if (row.ratio === null || ci === null) return true;
  const worst = row.better === 'lower' ? ci[1] : ci[0];
  // Would a significant change of that size be a regression (step 8's own classification and floor)?
  if (classifySignificant(worst, null, row.better, rowThreshold(row, { threshold })) !== 'regression') return false;
  const size = row.minChange === undefined ? null : absoluteChange(worst, row.base.median);
  return size === null || size >= row.minChange!;
}

/**
 * The gated rows still undecided: what the progress line lists and what keeps the rounds going.
 * `insufficient` always; `inconclusive` while it can still fail the check — its interval reaches
 * a regression beyond the threshold, or `fail-on-inconclusive` fails the check on it as it is. A
 * row whose interval already rules out such a regression stays `inconclusive` in the report (a
 * possible improvement), but is not waited for: on what the look knows it cannot fail the gate.
 */
export function undecidedRows(comparisons: readonly Comparison[], settings: DecisionSettings): Comparison[] {
  return comparisons.filter(
    (r) =>
      r.gated && (r.verdict === 'insufficient' || (r.verdict === 'inconclusive' && (settings.failOnInconclusive || couldBeRegression(r, settings.threshold)))),
  );
}

/** Whether a look's report is decided: no gated row is insufficient or an inconclusive that can still fail the check. */
export function isDecided(comparisons: readonly Comparison[], settings: DecisionSettings): boolean {
  return undecidedRows(comparisons, settings).length === 0;
}

export type StopReason = 'decided' | 'max-rounds' | 'fixed';

/** Why the runner stops (or not) after `rounds` rounds: null means run on to the next look. */
export function stopReason(plan: LookPlan, rounds: number, comparisons: readonly Comparison[], settings: DecisionSettings): StopReason | null {
  if (isDecided(comparisons, settings)) return 'decided';
  const last = plan.looks[plan.looks.length - 1];
  return rounds >= last ? 'max-rounds' : null;
}
