// The statistics stage's entry (docs/statistics.md#the-method-step-by-step): base and head series in, one comparison
// row per (group, benchmark, metric), the run's summary and the overall verdict out. Pure: no I/O.
// Steps 1–3 build one value per run (src/stats/units.ts), steps 5–6 run both tests on them
// (twosample.ts, paired.ts), steps 7–9 decide over the family (family.ts, summary.ts).
import {
  rowLabel,
  type Better,
  type Comparison,
  type DerivedValue,
  type MannWhitneySummary,
  type PairedSummary,
  type Run,
  type Series,
  type SideSummary,
  type StatsSettings,
  type Summary,
  type TestName,
  type UnitOfAnalysis,
  type Warning,
} from '../model.js';
import { applyRules } from '../rules/apply.js';
import type { Rule } from '../rules/rule-set.js';
import { describeUnits } from './describe.js';
import { DecisionIntervals } from './decision-intervals.js';
import { decideFamilyInPlace } from './family.js';
import { medianOfSorted, medianWithCI } from './median.js';
import { pairedView, type PairedView } from './paired.js';
import { SeriesIndex } from './series-index.js';
import { summarize } from './summary.js';
import { twoSampleView, type TwoSampleView } from './twosample.js';
import { RunOutliers } from './run-outliers.js';
import { instructionsView, MIN_INSTRUCTION_ROUNDS } from './instructions.js';
import { gatedMetrics } from './gated.js';
import { sideUnitValues, UNIT_NOUN, unitValues, type SideUnits } from './units.js';

export interface CompareResult {
  comparisons: Comparison[];
  summary: Summary;
  verdict: 'pass' | 'fail';
  /** Run-level warnings (the sample-size floor, duplicate series). */
  warnings: Warning[];
  /** Size of the multiple-comparison family (rows that can reach significance). */
  familySize: number;
  /** With rules: how many rows each rule decided something for, in rule order. */
  rulesTouched?: number[];
}

export interface CompareOptions {
  /** The level each decision is made at, when not settings.alpha: α/J at a planned look (looks.ts). */
  alpha?: number;
  /** The rules file's rules: each row's threshold, floor, gate or `ignored`, before the family decision. */
  rules?: readonly Rule[];
}

/** Above this share of a side's samples removed inside runs the row says so: the runner was probably noisy. */
const REMOVED_WARN_FRACTION = 0.2;
/** Fewest unit values per side for which a test is run at all. */
const MIN_TESTED = 2;

const NOT_TESTED: MannWhitneySummary = { p: null, ratio: null, ratioCI: null, shift: null, constant: false };

/**
 * One series per key, in first-seen order; repeated keys (one per run or file) pool their runs.
 * A series whose unit or direction disagrees with the first one is left out with a warning:
 * mixing ns with B would make the statistics meaningless.
 */
function indexSeries(list: readonly Series[], side: 'base' | 'head', warnings: Warning[], index = new SeriesIndex()): SeriesIndex {
  for (const s of list) {
    const first = index.add(s);
    if (!first) continue; // a new key
    if (first.unit !== s.unit || first.better !== s.better) {
      warnings.push({
        code: 'unit-mismatch',
        benchmark: s.benchmark,
        message: `${side}: ${rowLabel(s)} is reported in ${s.unit} in one run and ${first.unit} in another; the later run's samples were left out`,
      });
    } else {
      index.append(s, s.runs);
    }
  }
  return index;
}

/** The unit-fallback message per unit, built once: thousands of rows share one string (grouped by it in the reports). */
const FALLBACK_MESSAGE = Object.fromEntries(
  (['process', 'sample'] as const).map((u) => [
    u,
    `a side has fewer than 2 runs: the ${UNIT_NOUN[u]} are the unit, and their p-value is optimistic (they share one run's luck); give each side 2 or more runs (result files of separate runs, or benchgate run).`,
  ]),
) as Record<Exclude<UnitOfAnalysis, 'run'>, string>;

/**
 * The side summary of a row and the warnings about its samples (steps 1–4). Run values beyond the
 * side's fences go to `outliers` (one line per run across the rows); other units keep a row warning.
 */
function summarizeSide(
  label: 'base' | 'head',
  units: SideUnits,
  unit: UnitOfAnalysis,
  benchmark: string,
  warnings: Warning[],
  outliers: { runs: RunOutliers; better: Better },
): SideSummary {
  if (units.dropped > 0) {
    warnings.push({
      code: 'non-finite',
      benchmark,
      message: `${label}: dropped ${units.dropped} non-finite value${units.dropped === 1 ? '' : 's'} (NaN/±Infinity).`,
    });
  }
  if (units.n > 0 && units.removed / units.n > REMOVED_WARN_FRACTION) {
    const pct = Math.round((100 * units.removed) / units.n);
    warnings.push({
      code: 'outliers-removed',
      benchmark,
      message: `${label}: ${units.removed} of ${units.n} samples (${pct}%) removed as outliers inside their runs — the machine was probably noisy; consider a quieter runner.`,
    });
  }
  if (unit === 'run') outliers.runs.add(label, units, outliers.better);
  else if (units.flagged > 0) {
    warnings.push({
      code: 'outlier-units',
      benchmark,
      message: `${label}: ${units.flagged} of ${units.values.length} ${UNIT_NOUN[unit]} were outliers (kept: the rank tests are robust to them) — noisy runner.`,
    });
  }
  const m = units.sorted.length > 0 ? medianWithCI(units.sorted) : null;
  const d = describeUnits(units.values, units.sorted);
  // Fields written out, not spread: thousands of rows, and a spread is slow in code not yet optimised.
  return {
    n: units.n,
    kept: units.kept,
    removed: units.removed,
    units: units.values.length,
    flagged: units.flagged,
    median: m ? m.median : null,
    ci: m ? m.ci : null,
    mean: d.mean,
    sd: d.sd,
    se: d.se,
    cv: d.cv,
    mad: d.mad,
  };
}

function emptySide(): SideSummary {
  return { n: 0, kept: 0, removed: 0, units: 0, flagged: 0, median: null, ci: null, mean: null, sd: null, se: null, cv: null, mad: null };
}

function blankRow(
  s: Series,
  unit: UnitOfAnalysis,
  base: SideSummary,
  head: SideSummary,
  verdict: Comparison['verdict'],
  gated: boolean,
  test: TestName,
  warnings: Warning[],
): Comparison {
  const row: Comparison = {
    benchmark: s.benchmark,
    metric: s.metric,
    unit: s.unit,
    better: s.better,
    unitOfAnalysis: unit,
    base,
    head,
    test,
    ratio: null,
    ratioCI: null,
    deltaPct: null,
    p: null,
    pAdjusted: null,
    mannWhitney: NOT_TESTED,
    paired: null,
    verdict,
    gated,
    warnings,
  };
  if (s.group !== undefined) row.group = s.group;
  return row;
}

function oneSided(
  s: Series,
  runs: readonly Run[],
  side: 'base' | 'head',
  settings: StatsSettings,
  gate: ReadonlySet<string>,
  outliers: RunOutliers,
): Comparison {
  const warnings: Warning[] = [];
  const { unit, side: units } = sideUnitValues(runs, settings.outliers, s.better);
  const summary = summarizeSide(side, units, unit, s.benchmark, warnings, { runs: outliers, better: s.better });
  const verdict = side === 'base' ? 'removed' : 'added';
  return blankRow(
    s,
    unit,
    side === 'base' ? summary : emptySide(),
    side === 'head' ? summary : emptySide(),
    verdict,
    gate.has(s.metric),
    settings.test,
    warnings,
  );
}

function mannWhitneySummary(v: TwoSampleView): MannWhitneySummary {
  return { p: v.p, ratio: v.ratio, ratioCI: v.ratioCI, shift: v.shift, constant: v.method === 'all-equal' };
}

function pairedSummary(v: PairedView): PairedSummary {
  return { pairs: v.pairs, p: v.p, ratio: v.ratio, ratioCI: v.ratioCI, worseRounds: v.worseRounds, shift: v.shift, constant: v.method === 'all-zero' };
}

/** Warnings about the deciding test's effect: its scale, or a CI it could not give. */
function effectWarnings(scale: 'log-ratio' | 'shift' | 'equal', ratio: number | null, k: number, benchmark: string, warnings: Warning[]): void {
  if (scale === 'equal') return;
  if (scale === 'shift') {
    warnings.push(
      ratio === null
        ? {
            code: 'no-relative-size',
            benchmark,
            message: 'values ≤ 0 and a base median of 0: the change has no relative size; verdict from the sign of the Hodges–Lehmann shift.',
          }
        : { code: 'additive', benchmark, message: 'values ≤ 0: change is the Hodges–Lehmann shift as a percentage of the base median (not a log ratio).' },
    );
  }
  if (k === 0) warnings.push({ code: 'no-ci', benchmark, message: 'too few units for a 95% confidence interval of the change.' });
}

/** Steps 1–6 for a series present on both sides; the verdict is left to the family (steps 7–8). */
function testedRow(
  b: Series,
  h: Series,
  settings: StatsSettings,
  gate: ReadonlySet<string>,
  outliers: RunOutliers,
  index: number,
  intervals: DecisionIntervals,
): Comparison {
  const warnings: Warning[] = [];
  const better: Better = h.better;
  const uv = unitValues(b.runs, h.runs, settings.outliers, better);
  const base = summarizeSide('base', uv.base, uv.unit, h.benchmark, warnings, { runs: outliers, better });
  const head = summarizeSide('head', uv.head, uv.unit, h.benchmark, warnings, { runs: outliers, better });
  if (b.unit !== h.unit)
    warnings.push({ code: 'unit-mismatch', benchmark: h.benchmark, message: `unit differs: base "${b.unit}", head "${h.unit}"; compared as numbers.` });
  if (b.better !== h.better)
    warnings.push({
      code: 'direction-mismatch',
      benchmark: h.benchmark,
      message: `direction differs: base says ${b.better} is better, head ${h.better}; used head's.`,
    });
  if (uv.unit !== 'run') {
    warnings.push({
      code: 'unit-fallback',
      benchmark: h.benchmark,
      message: FALLBACK_MESSAGE[uv.unit],
    });
  }
  const paired = uv.unit === 'run' ? pairedView(uv.base, uv.head, better, base.median) : null;
  if (settings.measure === 'instructions') return instructionsRow(h, uv, base, head, paired, gate, index, intervals, warnings);
  const test: TestName = settings.test === 'paired' && paired !== null ? 'paired' : 'mann-whitney';
  if (settings.test === 'paired' && test !== 'paired') {
    warnings.push({ code: 'no-pairs', benchmark: h.benchmark, message: 'no rounds to pair (the runs carry no round): decided with Mann-Whitney.' });
  }
  const row = blankRow(h, uv.unit, base, head, 'insufficient', gate.has(h.metric), test, warnings);
  if (paired) row.paired = pairedSummary(paired);
  if (uv.base.sorted.length < MIN_TESTED || uv.head.sorted.length < MIN_TESTED) return row;
  const mw = twoSampleView(uv.base.sorted, uv.head.sorted);
  row.mannWhitney = mannWhitneySummary(mw);
  if (test === 'paired') {
    if (paired!.pairs < MIN_TESTED) return row;
    row.p = paired!.p;
    row.ratio = paired!.ratio;
    row.ratioCI = paired!.ratioCI;
    intervals.paired(index, paired!.differences, paired!.scale === 'shift' ? 'shift' : 'log-ratio', paired!.k);
    if (paired!.method !== 'all-zero') effectWarnings(paired!.scale, paired!.ratio, paired!.k, h.benchmark, warnings);
  } else {
    row.p = mw.p;
    row.ratio = mw.ratio;
    row.ratioCI = mw.ratioCI;
    intervals.twoSample(index, uv.base.sorted, uv.head.sorted, mw.k);
    effectWarnings(mw.scale, mw.ratio, mw.k, h.benchmark, warnings);
  }
  row.deltaPct = row.ratio === null ? null : 100 * (row.ratio - 1);
  row.verdict = 'unchanged'; // provisional: the family decision sets the verdict of every tested row
  return row;
}

/**
 * measure: instructions — the row decided by the instructions test (stats/instructions.ts) on the
 * per-round values; both rank tests are still computed and shown. Fewer than 3 rounds a side (or
 * values ≤ 0) leave it `insufficient`.
 */
function instructionsRow(
  h: Series,
  uv: ReturnType<typeof unitValues>,
  base: SideSummary,
  head: SideSummary,
  paired: PairedView | null,
  gate: ReadonlySet<string>,
  index: number,
  intervals: DecisionIntervals,
  warnings: Warning[],
): Comparison {
  const row = blankRow(h, uv.unit, base, head, 'insufficient', gate.has(h.metric), 'instructions', warnings);
  if (paired) row.paired = pairedSummary(paired);
  if (uv.base.sorted.length >= MIN_TESTED && uv.head.sorted.length >= MIN_TESTED)
    row.mannWhitney = mannWhitneySummary(twoSampleView(uv.base.sorted, uv.head.sorted));
  const view = instructionsView(uv.base.sorted, uv.head.sorted);
  if (view === null) {
    if (uv.base.sorted.length >= MIN_INSTRUCTION_ROUNDS && uv.head.sorted.length >= MIN_INSTRUCTION_ROUNDS) {
      warnings.push({ code: 'no-relative-size', benchmark: h.benchmark, message: 'a count ≤ 0: an instructions row needs positive counts.' });
    }
    return row;
  }
  row.instructions = { p: view.p, ratio: view.ratio, ratioCI: view.ratioCI, spread: view.spread, floor: view.floor, constant: view.constant };
  row.p = view.p;
  row.ratio = view.ratio;
  row.ratioCI = view.ratioCI;
  row.deltaPct = 100 * (view.ratio - 1);
  intervals.instructions(index, view);
  row.verdict = 'unchanged'; // provisional, as for the rank tests
  return row;
}

/** A side's series indexed: the measured ones (rows) and the derived ones (shown with their parent's row). */
interface IndexedSide {
  measured: SeriesIndex;
  derived: SeriesIndex;
}

/**
 * Indexes a side's series, the derived ones (Series.derivedFrom) apart. A derived series whose
 * parent is not among the given series (a `--metric` filter left it out) is measured after all:
 * there is no row to show it with.
 */
function indexSide(list: readonly Series[], side: 'base' | 'head', warnings: Warning[]): IndexedSide {
  const measured: Series[] = [];
  const derived: Series[] = [];
  for (const s of list) (s.derivedFrom === undefined ? measured : derived).push(s);
  const index = indexSeries(measured, side, warnings);
  if (derived.length === 0) return { measured: index, derived: new SeriesIndex() };
  const withParent = derived.filter((s) => index.has({ group: s.group, benchmark: s.benchmark, metric: s.derivedFrom! }));
  if (withParent.length < derived.length) {
    const attached = new Set(withParent);
    const orphans = derived.filter((s) => !attached.has(s));
    indexSeries(
      orphans.map((s) => withoutDerivedFrom(s)),
      side,
      warnings,
      index,
    );
  }
  return { measured: index, derived: indexSeries(withParent, side, warnings) };
}

function withoutDerivedFrom(s: Series): Series {
  const copy = { ...s };
  delete copy.derivedFrom;
  return copy;
}

/** The median of a derived series' unit values on each side (as the parent's row builds its own). */
function derivedValue(b: Series | undefined, h: Series | undefined, settings: StatsSettings): DerivedValue {
  const s = (h ?? b)!;
  const median = (sorted: Float64Array): number | null => (sorted.length > 0 ? medianOfSorted(sorted) : null);
  let base: number | null = null;
  let head: number | null = null;
  if (b && h) {
    const uv = unitValues(b.runs, h.runs, settings.outliers, s.better);
    base = median(uv.base.sorted);
    head = median(uv.head.sorted);
  } else {
    const one = median(sideUnitValues(s.runs, settings.outliers, s.better).side.sorted);
    if (b) base = one;
    else head = one;
  }
  return { metric: s.metric, unit: s.unit, better: s.better, base, head };
}

/**
 * Puts each derived series on its parent's row (same group and benchmark, the parent's metric):
 * its values only, no test of its own. Both sides' derived series of one metric share one entry.
 */
function attachDerived(rows: readonly Comparison[], base: SeriesIndex, head: SeriesIndex, settings: StatsSettings): void {
  const metrics = new Set<string>();
  for (const s of base.values()) metrics.add(s.metric);
  for (const s of head.values()) metrics.add(s.metric);
  if (metrics.size === 0) return;
  for (const row of rows) {
    for (const metric of metrics) {
      const key = { group: row.group, benchmark: row.benchmark, metric };
      const b = base.get(key);
      const h = head.get(key);
      const onRow = (s: Series | undefined) => s !== undefined && s.derivedFrom === row.metric;
      if (!onRow(b) && !onRow(h)) continue;
      (row.derived ??= []).push(derivedValue(onRow(b) ? b : undefined, onRow(h) ? h : undefined, settings));
    }
  }
}

/** Compares base and head series (docs/statistics.md#the-method-step-by-step, steps 1–9). */
export function compareSeries(base: Series[], head: Series[], settings: StatsSettings, options: CompareOptions = {}): CompareResult {
  const runWarnings: Warning[] = [];
  const baseSide = indexSide(base, 'base', runWarnings);
  const headSide = indexSide(head, 'head', runWarnings);
  const baseByKey = baseSide.measured;
  const headByKey = headSide.measured;
  const gate = gatedMetrics(settings);

  const rows: Comparison[] = [];
  const outliers = new RunOutliers();
  // Each tested row's unit values (by row index), kept until the family has given every row its level.
  const intervals = new DecisionIntervals();
  for (const b of baseByKey.values()) {
    const h = headByKey.get(b);
    rows.push(h ? testedRow(b, h, settings, gate, outliers, rows.length, intervals) : oneSided(b, b.runs, 'base', settings, gate, outliers));
  }
  for (const h of headByKey.values()) if (!baseByKey.has(h)) rows.push(oneSided(h, h.runs, 'head', settings, gate, outliers));
  attachDerived(rows, baseSide.derived, headSide.derived, settings);
  const rulesTouched = options.rules ? applyRules(rows, options.rules) : undefined;

  const intervalAt = (index: number, confidence: number) => intervals.at(index, confidence, rows[index].ratioCI, rows[index].base.median);
  const family = decideFamilyInPlace(rows, settings, { ...options, intervalAt }); // the rows are fresh: no copies
  const { summary, verdict } = summarize(family.comparisons, settings);
  return {
    comparisons: family.comparisons,
    summary,
    verdict,
    warnings: [...runWarnings, ...family.warnings, ...outliers.warnings()],
    familySize: family.familySize,
    ...(rulesTouched ? { rulesTouched } : {}),
  };
}
