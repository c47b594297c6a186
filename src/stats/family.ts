// Steps 6–7 of DESIGN "Statistics" again, over rows that were tested separately (the shards of a
// matrix): the family of the multiple-comparison correction is the whole merged set, so each
// row's adjusted p and verdict are recomputed from its raw p. Holm over 40 rows is stricter than
// Holm over two shards of 20 each; without this a sharded suite would call more changes
// significant than the same suite run in one job.
import type { Comparison, StatsSettings } from '../model.js';
import { adjustPValues, perTestAlpha } from './multiple.js';
import { minAttainableP, samplesNeededPerSide } from './samplesize.js';
import { classifySignificant } from './verdict.js';

// The row warning compareSeries adds to an insufficient row; it depends on the family size, so it
// is dropped and written again for the merged family.
const FLOOR_WARNING = /^too few samples to ever be significant /;

export interface FamilyResult {
  comparisons: Comparison[];
  /** The run-level sample-size floor warning, when rows can never be significant. */
  warnings: string[];
}

const TESTABLE: ReadonlySet<Comparison['verdict']> = new Set(['regression', 'improvement', 'minor', 'unchanged', 'insufficient']);

/**
 * Re-decides every row over one family. Rows with a raw p were tested: their p is adjusted over
 * all of them and their verdict follows from it. Rows present on both sides without a p had too
 * few samples to test and stay insufficient; added/removed rows stay as they are.
 * Returns new row objects; the input is not modified.
 */
export function decideFamily(rows: readonly Comparison[], settings: StatsSettings): FamilyResult {
  const out = rows.map((r) => ({ ...r, warnings: r.warnings.filter((w) => !FLOOR_WARNING.test(w)) }));
  const tested = out.filter((r) => r.p !== null && TESTABLE.has(r.verdict));
  const untestable = out.filter((r) => r.p === null && TESTABLE.has(r.verdict));
  for (const r of out) if (!TESTABLE.has(r.verdict)) r.pAdjusted = null;

  const { alpha, correction, threshold } = settings;
  const adjusted = adjustPValues(tested.map((r) => r.p as number), correction);
  const familyAlpha = perTestAlpha(alpha, tested.length, correction);
  const needed = samplesNeededPerSide(perTestAlpha(alpha, tested.length + untestable.length, correction));

  const insufficient = [...untestable];
  tested.forEach((row, i) => {
    row.pAdjusted = adjusted[i]!;
    delete row.samplesNeeded;
    if (minAttainableP(row.base.kept, row.head.kept) > familyAlpha) insufficient.push(row);
    else if (row.pAdjusted >= alpha) row.verdict = 'unchanged';
    else row.verdict = classifySignificant(row.ratio, shiftSign(row), row.better, threshold);
  });
  for (const row of insufficient) {
    row.verdict = 'insufficient';
    row.samplesNeeded = needed;
    row.warnings.push(`too few samples to ever be significant (n = ${row.base.kept}+${row.head.kept} after outlier removal); need at least ${needed} per side.`);
  }
  const warnings: string[] = [];
  if (insufficient.length > 0) {
    const m = tested.length + untestable.length;
    warnings.push(
      `${insufficient.length} of ${m} comparison${m === 1 ? '' : 's'} can never be significant with the samples given: ` +
        `over the merged family each side needs at least ${needed} samples (for harnesses that print one summary per run, that is ${needed} rounds).`,
    );
  }
  return { comparisons: out, warnings };
}

/**
 * The report keeps the ratio, not the Hodges–Lehmann shift; the shift is only needed when there
 * is no ratio (a base median of 0), and then the medians' difference has the same role: its sign.
 */
function shiftSign(row: Comparison): number | null {
  if (row.ratio !== null || row.base.median === null || row.head.median === null) return null;
  return Math.sign(row.head.median - row.base.median);
}
