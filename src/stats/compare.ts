// The statistics stage's entry (DESIGN "Statistics"): base and head series in, one comparison row
// per (group, benchmark, metric), the run's summary and the overall verdict out. Pure: no I/O.
import { pooledSamples, VERDICTS, type Better, type Comparison, type Correction, type Series, type SideSummary, type StatsSettings, type Summary } from '../model.js';
import { effectSizeSorted } from './effect.js';
import { finiteSamples } from './finite.js';
import { geomean } from './geomean.js';
import { mannWhitneySorted } from './mannwhitney.js';
import { medianWithCI } from './median.js';
import { adjustPValues, perTestAlpha } from './multiple.js';
import { outlierModeFor, removeOutliersSorted } from './outliers.js';
import { SeriesIndex } from './series-index.js';
import { minAttainableP, samplesNeededPerSide } from './samplesize.js';
import { sortedCopy } from './sorted.js';
import { classifySignificant } from './verdict.js';

export interface CompareResult {
  comparisons: Comparison[];
  summary: Summary;
  verdict: 'pass' | 'fail';
  /** Run-level warnings (the sample-size floor, duplicate series). */
  warnings: string[];
}

/** Above this share of a side removed as outliers the row says so: the run was probably noisy. */
const REMOVED_WARN_FRACTION = 0.2;
/** Fewest kept samples per side for which a test is run at all. */
const MIN_TESTED = 2;

interface PreparedSide {
  /** The kept samples, sorted ascending: sorted once here, used so by every later step. */
  kept: Float64Array;
  summary: SideSummary;
}

const EMPTY_SIDE: SideSummary = { n: 0, kept: 0, median: null, ci: null };

function rowLabel(s: Series): string {
  return `${s.group ? `${s.group} ` : ''}${s.benchmark} (${s.metric})`;
}

/** One series per key, in first-seen order; repeated keys (e.g. one per round) pool their samples. */
function indexSeries(list: readonly Series[], side: 'base' | 'head', warnings: string[]): SeriesIndex {
  const index = new SeriesIndex();
  for (const s of list) {
    const seen = index.get(s);
    if (!seen) {
      index.add(s);
    } else if (seen.unit !== s.unit) {
      warnings.push(`${side}: ${rowLabel(s)} appears with units "${seen.unit}" and "${s.unit}"; kept only the "${seen.unit}" samples — check the parser output.`);
    } else {
      index.append(s, s.runs);
    }
  }
  return index;
}

/** Steps 1–3 for one side: finite values, outlier removal, median and its CI. */
function prepareSide(label: 'base' | 'head', samples: readonly number[], better: Better, settings: StatsSettings, warnings: string[]): PreparedSide {
  const finite = finiteSamples(samples);
  if (finite.dropped > 0) {
    warnings.push(`${label}: dropped ${finite.dropped} non-finite value${finite.dropped === 1 ? '' : 's'} (NaN/±Infinity) of ${samples.length}.`);
  }
  const n = finite.values.length;
  const out = removeOutliersSorted(sortedCopy(finite.values), outlierModeFor(settings.outliers, better));
  if (n > 0 && out.removed / n > REMOVED_WARN_FRACTION) {
    const pct = Math.round((100 * out.removed) / n);
    warnings.push(`${label}: ${out.removed} of ${n} samples (${pct}%) removed as outliers — the machine was probably noisy; consider more rounds or a quieter runner.`);
  }
  if (out.kept.length === 0) return { kept: out.kept, summary: { ...EMPTY_SIDE, n } };
  const m = medianWithCI(out.kept);
  if (m.ci === null) {
    warnings.push(`${label}: a 95% confidence interval of the median needs at least 6 samples (have ${out.kept.length}).`);
  }
  return { kept: out.kept, summary: { n, kept: out.kept.length, median: m.median, ci: m.ci } };
}

function blankRow(s: Series, base: SideSummary, head: SideSummary, verdict: Comparison['verdict'], gated: boolean, warnings: string[]): Comparison {
  const row: Comparison = {
    benchmark: s.benchmark,
    metric: s.metric,
    unit: s.unit,
    better: s.better,
    base,
    head,
    ratio: null,
    ratioCI: null,
    deltaPct: null,
    p: null,
    pAdjusted: null,
    verdict,
    gated,
    warnings,
  };
  if (s.group !== undefined) row.group = s.group;
  return row;
}

/** "Holm over 20 tests at α = 0.05", or "one test at α = 0.05" without correction. */
function familyPhrase(correction: Correction, m: number, alpha: number): string {
  if (correction === 'none') return `no correction (each test at α = ${alpha})`;
  const name = correction === 'holm' ? 'Holm' : 'Benjamini–Hochberg';
  return `${name} over ${m} test${m === 1 ? '' : 's'} at α = ${alpha}`;
}

/** Compares base and head series (DESIGN "Statistics" steps 1–8). */
export function compareSeries(base: Series[], head: Series[], settings: StatsSettings): CompareResult {
  const runWarnings: string[] = [];
  const baseByKey = indexSeries(base, 'base', runWarnings);
  const headByKey = indexSeries(head, 'head', runWarnings);
  const gate = new Set(settings.gate);

  const comparisons: Comparison[] = [];
  /** Rows that got a U test: the family of the multiple-comparison correction. */
  const tested: { row: Comparison; shift: number | null }[] = [];
  /** Rows with fewer than MIN_TESTED kept samples on a side, though present on both. */
  const tooFew: Comparison[] = [];

  for (const b of baseByKey.values()) {
    const h = headByKey.get(b);
    const warnings: string[] = [];
    const baseSide = prepareSide('base', pooledSamples(b), b.better, settings, warnings);
    if (!h) {
      comparisons.push(blankRow(b, baseSide.summary, EMPTY_SIDE, 'removed', gate.has(b.metric), warnings));
      continue;
    }
    const headSide = prepareSide('head', pooledSamples(h), h.better, settings, warnings);
    if (b.unit !== h.unit) warnings.push(`unit differs: base "${b.unit}", head "${h.unit}"; compared as numbers.`);
    if (b.better !== h.better) warnings.push(`direction differs: base says ${b.better} is better, head ${h.better}; used head's.`);
    const row = blankRow(h, baseSide.summary, headSide.summary, 'insufficient', gate.has(h.metric), warnings);
    comparisons.push(row);
    if (baseSide.kept.length < MIN_TESTED || headSide.kept.length < MIN_TESTED) {
      tooFew.push(row);
      continue;
    }
    const test = mannWhitneySorted(baseSide.kept, headSide.kept);
    const effect = effectSizeSorted(baseSide.kept, headSide.kept);
    row.p = test.p;
    row.ratio = effect.ratio;
    row.ratioCI = effect.ratioCI;
    row.deltaPct = effect.ratio === null ? null : 100 * (effect.ratio - 1);
    if (effect.scale === 'additive') {
      warnings.push(
        effect.ratio === null
          ? 'values ≤ 0 and a base median of 0: the change has no relative size; verdict from the sign of the Hodges–Lehmann shift.'
          : 'values ≤ 0: change is the Hodges–Lehmann shift as a percentage of the base median (not a log ratio).',
      );
    }
    if (effect.k === 0) warnings.push('too few samples for a 95% confidence interval of the change.');
    tested.push({ row, shift: effect.shift });
  }
  for (const h of headByKey.values()) {
    if (baseByKey.has(h)) continue;
    const warnings: string[] = [];
    const headSide = prepareSide('head', pooledSamples(h), h.better, settings, warnings);
    comparisons.push(blankRow(h, EMPTY_SIDE, headSide.summary, 'added', gate.has(h.metric), warnings));
  }

  // Steps 6–7: adjust over the family, then decide each tested row.
  const { alpha, correction, threshold } = settings;
  const adjusted = adjustPValues(tested.map((t) => t.row.p as number), correction);
  const familyAlpha = perTestAlpha(alpha, tested.length, correction);
  // Advice counts every row present on both sides: that is the family once all of them are tested.
  const adviceAlpha = perTestAlpha(alpha, tested.length + tooFew.length, correction);
  const needed = samplesNeededPerSide(adviceAlpha);
  const insufficient: Comparison[] = [...tooFew];
  tested.forEach(({ row, shift }, i) => {
    row.pAdjusted = adjusted[i];
    if (minAttainableP(row.base.kept, row.head.kept) > familyAlpha) {
      insufficient.push(row);
    } else if (adjusted[i] >= alpha) {
      row.verdict = 'unchanged';
    } else {
      row.verdict = classifySignificant(row.ratio, shift, row.better, threshold);
    }
  });
  for (const row of insufficient) {
    row.verdict = 'insufficient';
    row.samplesNeeded = needed;
    row.warnings.push(`too few samples to ever be significant (n = ${row.base.kept}+${row.head.kept} after outlier removal); need at least ${needed} per side.`);
  }
  if (insufficient.length > 0) {
    const m = tested.length + tooFew.length;
    const smallest = insufficient.reduce((min, r) => Math.min(min, r.base.kept, r.head.kept), Infinity);
    runWarnings.push(
      `${insufficient.length} of ${m} comparison${m === 1 ? '' : 's'} can never be significant with the samples given (smallest side: ${smallest}): ` +
        `with ${familyPhrase(correction, m, alpha)}, each side needs at least ${needed} samples ` +
        `(for harnesses that print one summary per run, that is ${needed} rounds).`,
    );
  }

  const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Summary;
  for (const row of comparisons) summary[row.verdict]++;
  summary.geomean = geomean(comparisons.flatMap((r) => (r.ratio === null ? [] : [r.ratio])));
  const fail = comparisons.some((r) => r.gated && r.verdict === 'regression');
  return { comparisons, summary, verdict: fail ? 'fail' : 'pass', warnings: runWarnings };
}
