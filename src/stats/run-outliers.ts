// Which runs were outliers, said once per run across the rows (docs/statistics.md#step-3-one-value-per-run):
// a run value beyond its side's own fences is kept (the rank tests are robust to it) and counted.
// When one round was slow in most rows, something else ran on the machine then — one line naming
// that round tells the reader so, where a line per row ("1 of 20 runs were outliers") did not.
import type { Better, Warning } from '../model.js';
import type { SideUnits } from './units.js';

/** Code of the run-level outlier warnings. */
export const OUTLIER_RUNS_CODE = 'outlier-runs';

interface Flagged {
  side: 'base' | 'head';
  /** The round, when the run has one; else its place among the side's runs (result files, in order). */
  round: number | undefined;
  place: number;
  slow: number;
  fast: number;
}

export class RunOutliers {
  private readonly runs = new Map<string, Flagged>();
  /** Rows per side whose run values could be flagged (≥ 4 runs, IQR > 0). */
  private readonly fenced = { base: 0, head: 0 };

  /** One side of one row tested on runs. */
  add(side: 'base' | 'head', units: SideUnits, better: Better): void {
    if (!units.fenced) return;
    this.fenced[side]++;
    for (const { index, high } of units.beyond) {
      const round = units.rounds[index];
      const key = `${side} ${round === undefined ? `#${index}` : round}`;
      let run = this.runs.get(key);
      if (!run) this.runs.set(key, (run = { side, round, place: index + 1, slow: 0, fast: 0 }));
      // A high time is slow; a high rate is fast.
      if (high === (better === 'lower')) run.slow++;
      else run.fast++;
    }
  }

  /** One warning per flagged run, the runs flagged in most rows first. */
  warnings(): Warning[] {
    const flagged = [...this.runs.values()].sort((a, b) => b.slow + b.fast - (a.slow + a.fast) || (a.round ?? a.place) - (b.round ?? b.place));
    return flagged.map((run) => {
      const rows = run.slow + run.fast;
      const of = this.fenced[run.side];
      const name = run.round === undefined ? `${run.side} run ${run.place} (in file order)` : `${run.side} round ${run.round}`;
      const how = run.fast === 0 ? 'slow' : run.slow === 0 ? 'fast' : `slow in ${run.slow}, fast in ${run.fast}`;
      const units = run.round === undefined ? 'runs' : 'rounds';
      return {
        code: OUTLIER_RUNS_CODE,
        message:
          `${name} was an outlier (${how}) in ${rows} of ${of} comparisons: ` +
          `${rows > of / 2 ? 'something else probably ran on the machine then' : 'those comparisons were disturbed then'}; ` +
          `kept, the rank tests are robust to it — rerun on a quieter machine if many ${units} are flagged.`,
      };
    });
  }
}
