// Steps 7–8 of docs/statistics.md#the-method-step-by-step: the family decision. The one implementation used by
// compareSeries (one run) and by merge (shards of a matrix, whose family is the whole merged set:
// Holm over 40 rows is stricter than Holm over two shards of 20 each). Each row's raw p of its
// deciding test is adjusted over the family and its verdict decided from it.
import { rowThreshold, type Comparison, type Decision, type StatsSettings, type TestName, type Verdict, type Warning } from '../model.js';
import { adjustPValues, perTestAlpha, stepLevels, type StepLevel } from './multiple.js';
import { pairedMinAttainableP, pairsNeeded } from './paired.js';
import { minAttainableP, samplesNeededPerSide } from './samplesize.js';
import { UNIT_NOUN } from './units.js';
import { beyondRounds, MIN_INSTRUCTION_ROUNDS } from './instructions.js';
import { roundsNeededFromCI, testedVerdict } from './verdict.js';

/** Code of the sample-size floor warnings (row and run level): rewritten for every family. */
export const FLOOR_WARNING_CODE = 'floor';

export interface FamilyResult {
  comparisons: Comparison[];
  /** The run-level sample-size floor warning, when rows can never be significant. */
  warnings: Warning[];
  /** Size of the multiple-comparison family (rows that can reach significance). */
  familySize: number;
}

export interface FamilyOptions {
  /** The level each decision is made at, when not settings.alpha: α/J at one of J planned looks (step 10). */
  alpha?: number;
  /**
   * The deciding-test interval at another confidence of the row at this index of the rows
   * given, from its unit values (compareSeries has them). Without it (a merge of report rows) a
   * row keeps the decision interval it came with only when its level did not change.
   */
  intervalAt?: (index: number, confidence: number) => [number, number] | null;
}

// Not `ignored` (a rule keeps it out of the family), `added` or `removed`.
const TESTABLE: ReadonlySet<Verdict> = new Set(['regression', 'improvement', 'minor', 'unchanged', 'inconclusive', 'insufficient']);

/** Smallest p the row's deciding test could give with its units (ties only raise it). */
export function rowMinAttainableP(row: Comparison): number {
  // Welch's t can reach any p once the row was tested (3 rounds a side); untested rows have no p.
  if (row.test === 'instructions') return row.instructions ? 0 : 1;
  if (row.test === 'paired' && row.paired) return pairedMinAttainableP(row.paired.pairs);
  return minAttainableP(row.base.units, row.head.units);
}

/** Whether the deciding test's pooled values were all equal: minimum attainable p 1, outside the family (Tarone). */
export function rowIsConstant(row: Comparison): boolean {
  if (row.test === 'instructions') return row.instructions?.constant ?? false;
  return row.test === 'paired' && row.paired ? row.paired.constant : row.mannWhitney.constant;
}

function decidingShift(row: Comparison): number | null {
  if (row.test === 'instructions') return null;
  return row.test === 'paired' && row.paired ? row.paired.shift : row.mannWhitney.shift;
}

/** Units per side the deciding test has: pairs, or the smaller side's unit values. */
function unitsOf(row: Comparison): number {
  return row.test === 'paired' && row.paired ? row.paired.pairs : Math.min(row.base.units, row.head.units);
}

/** Rounds (units per side) a test needs so that its smallest attainable p is below `perTest`. */
export function roundsForFloor(test: TestName, perTest: number): number {
  if (test === 'instructions') return MIN_INSTRUCTION_ROUNDS;
  return test === 'paired' ? pairsNeeded(perTest) : samplesNeededPerSide(perTest);
}

/** "Holm over 20 tests at α = 0.05", or "no correction" without one. */
function familyPhrase(correction: StatsSettings['correction'], m: number, alpha: number): string {
  if (correction === 'none') return `no correction (each test at α = ${alpha})`;
  const name = correction === 'holm' ? 'Holm' : 'Benjamini–Hochberg';
  return `${name} over ${m} test${m === 1 ? '' : 's'} at α = ${alpha}`;
}

/**
 * Re-decides every row over one family. Rows whose deciding test has a raw p were tested; those
 * whose pooled values are all equal stay `unchanged` and do not enlarge the family; rows present on
 * both sides without a p had too few units and are `insufficient`; added/removed rows are kept.
 * Returns new row objects; the input is not modified.
 */
export function decideFamily(rows: readonly Comparison[], settings: StatsSettings, options: FamilyOptions = {}): FamilyResult {
  const copies = rows.map((r) => {
    // Object.assign, not a spread: on Node 20 each spread copy gets a hidden class of its own once a
    // property is added (roundsNeeded), and thousands of them make every later read of a row slow.
    const copy: Comparison = Object.assign({}, r, { warnings: r.warnings.filter((w) => w.code !== FLOOR_WARNING_CODE) });
    delete copy.roundsNeeded;
    return copy;
  });
  return decideFamilyInPlace(copies, settings, options);
}

/**
 * decideFamily on rows nobody else holds and no family has decided yet (no floor warning, no
 * roundsNeeded; compareSeries' fresh rows): decided in place, without a copy of each.
 */
export function decideFamilyInPlace(out: Comparison[], settings: StatsSettings, options: FamilyOptions = {}): FamilyResult {
  const alpha = options.alpha ?? settings.alpha;
  const { correction } = settings;
  // One pass sorts the rows: outside the family, too few units (no p), all values equal, tested.
  const untestable: Comparison[] = [];
  const tested: Comparison[] = [];
  /** Each tested row's index in `out` (what options.intervalAt is asked by). */
  const testedAt: number[] = [];
  for (let index = 0; index < out.length; index++) {
    const r = out[index];
    // A merged row's decision is its shard's: dropped where this family decides none (deleted only
    // when there is one: thousands of fresh rows).
    if (r.decision !== undefined && (!TESTABLE.has(r.verdict) || r.p === null || rowIsConstant(r))) delete r.decision;
    if (!TESTABLE.has(r.verdict)) r.pAdjusted = null;
    else if (r.p === null) untestable.push(r);
    else if (rowIsConstant(r)) {
      r.pAdjusted = r.p;
      r.verdict = 'unchanged';
    } else {
      tested.push(r);
      testedAt.push(index);
    }
  }
  const adjusted = adjustPValues(
    tested.map((r) => r.p as number),
    correction,
  );
  const familyAlpha = perTestAlpha(alpha, tested.length, correction);
  // Advice counts every row that could be tested: that is the family once all of them are.
  const adviceAlpha = perTestAlpha(alpha, tested.length + untestable.length, correction);

  const levels = stepLevels(
    tested.map((r) => r.p as number),
    correction,
    alpha,
  );

  const insufficient = [...untestable];
  tested.forEach((row, i) => {
    row.pAdjusted = adjusted[i]!;
    if (rowMinAttainableP(row) > familyAlpha) {
      insufficient.push(row);
      return;
    }
    // A rule of the rules file may have set this row's threshold and absolute floor.
    const t = rowThreshold(row, settings);
    row.verdict = testedVerdict(
      { p: row.pAdjusted, ratio: row.ratio, ratioCI: row.ratioCI, shift: decidingShift(row), constant: false },
      row.better,
      alpha,
      t,
      row.minChange === undefined ? undefined : { minChange: row.minChange, baseMedian: row.base.median },
    );
    const decision = decisionOf(row, alpha, levels[i], options.intervalAt, testedAt[i]);
    row.decision = decision;
    if (row.verdict === 'inconclusive') {
      // Significance needs the interval at the row's level to clear 1; where Holm stopped at an
      // earlier row, at the stricter level of that step.
      const stoppedAt = decision.note === 'holm-stopped' ? levels[i].stoppedAt : null;
      const atLevel = stoppedAt !== null && options.intervalAt ? options.intervalAt(testedAt[i], 1 - stoppedAt) : decision.ratioCI;
      // An instructions row within the spread between identical runs: no number of rounds decides it.
      const undecidable = beyondRounds(row);
      const needed = undecidable ? null : roundsNeededFromCI(row.ratio, row.ratioCI, unitsOf(row), t, atLevel ?? undefined);
      if (needed !== null) row.roundsNeeded = needed;
    }
  });
  // Rows of one test share the rounds they need, and rows of one size one message: thousands of
  // rows, one string each would be built (and hashed when the report groups them) again and again.
  const neededBy = new Map<TestName, number>();
  const messages = new Map<string, string>();
  for (const row of insufficient) {
    row.verdict = 'insufficient';
    if (row.decision !== undefined) delete row.decision;
    let needed = neededBy.get(row.test);
    if (needed === undefined) neededBy.set(row.test, (needed = roundsForFloor(row.test, adviceAlpha)));
    row.roundsNeeded = needed;
    const noun = row.test === 'paired' ? 'paired rounds' : UNIT_NOUN[row.unitOfAnalysis];
    const what = row.test === 'paired' ? `${row.paired?.pairs ?? 0} ${noun}` : `${row.base.units}+${row.head.units} ${noun}`;
    let message = messages.get(what);
    if (message === undefined) messages.set(what, (message = `too few units to ever be significant (${what}); needs at least ${needed} ${noun} per side.`));
    row.warnings.push({ code: FLOOR_WARNING_CODE, benchmark: row.benchmark, message });
  }
  const warnings: Warning[] = [];
  if (insufficient.length > 0) {
    const m = tested.length + untestable.length;
    const tests = [...new Set(insufficient.map((r) => r.test))];
    const needed = insufficient.reduce((max, r) => Math.max(max, r.roundsNeeded ?? 0), 0); // not Math.max(...): 10⁵ rows overflow the stack
    // Each unit the rows were tested on, named: `compare` of two files has no rounds to add.
    const nouns = [...new Set(insufficient.map((r) => UNIT_NOUN[r.unitOfAnalysis]))].join(' or ');
    warnings.push({
      code: FLOOR_WARNING_CODE,
      message:
        `${insufficient.length} of ${m} comparison${m === 1 ? '' : 's'} can never be significant with the units given: ` +
        `with ${familyPhrase(correction, m, alpha)} (${tests.join(', ')}), each side needs at least ${needed} ${nouns}.`,
    });
  }
  return { comparisons: out, warnings, familySize: tested.length };
}

/** Whether an interval of ratios lies wholly on one side of 1 (no change). */
function excludesOne(ci: [number, number] | null): boolean {
  return ci !== null && (ci[0] > 1 || ci[1] < 1);
}

/**
 * The level a tested row was decided at, its deciding test's interval at that level (for a
 * significant or inconclusive row: an `unchanged` one rests on its 95% CI) and, when the
 * interval and the verdict disagree, why. With no way to recompute the interval (a merge), the one
 * the row came with is kept if its level is unchanged.
 */
function decisionOf(row: Comparison, alpha: number, step: StepLevel, intervalAt: FamilyOptions['intervalAt'], index: number): Decision {
  const { level } = step;
  let ratioCI: [number, number] | null;
  // `unchanged` rests on the 95% CI: its interval at the level is not worth a selection per row (most rows of a large run).
  if (row.verdict === 'unchanged') ratioCI = null;
  else if (intervalAt) ratioCI = intervalAt(index, 1 - level);
  else {
    const before = row.decision;
    ratioCI = before && Math.abs(before.level - level) <= 1e-12 * level ? before.ratioCI : null;
  }
  const decision: Decision = { alpha, level, ratioCI };
  const significant = row.pAdjusted! < alpha;
  if (ratioCI !== null && row.ratio !== null && significant !== excludesOne(ratioCI)) {
    decision.note = !significant && step.stoppedAt !== null && row.p! < level ? 'holm-stopped' : 'edge';
  }
  return decision;
}

/**
 * The row as decided by `test` (a merge with --test, over rows that carry both results): its
 * ratio, CI and p taken from that test's result. Unchanged when it already is, or when the row
 * has no paired result (then Mann-Whitney decides, as in compareSeries).
 */
export function withDecidingTest(row: Comparison, test: TestName): Comparison {
  // An instructions row is decided by its own test whatever the merge's --test (the rank tests cannot use 3 rounds).
  if (row.test === 'instructions') return row;
  const use: TestName = test === 'paired' && row.paired === null ? 'mann-whitney' : test;
  if (use === row.test) return row;
  // The decision interval was the other test's: the family decides this one without it.
  const { decision: _otherTest, ...rest } = row;
  if (row.p === null) return { ...rest, test: use };
  const from = use === 'paired' ? row.paired! : row.mannWhitney;
  if (from.p === null) return { ...rest, test: use, p: null, ratio: null, ratioCI: null, deltaPct: null };
  return { ...rest, test: use, p: from.p, ratio: from.ratio, ratioCI: from.ratioCI, deltaPct: from.ratio === null ? null : 100 * (from.ratio - 1) };
}
