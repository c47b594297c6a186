// Steps 1–3 of docs/statistics.md#the-method-step-by-step: from the samples grouped by run to one value per unit.
// Samples of one run share its luck, so the run (one median per run, after removing outliers inside
// that run) is the unit; a side with a single run falls back to the format's worker processes,
// then to the samples themselves (benchstat semantics, optimistic p).
import type { Better, OutlierMode, Run, UnitOfAnalysis } from '../model.js';
import { finiteSamples } from './finite.js';
import { medianOfSorted } from './median.js';
import { flaggingFences, outlierModeFor, removeOutliersSorted, withinFences, type FenceMode } from './outliers.js';
import { sortedCopy } from './sorted.js';

export type { UnitOfAnalysis } from '../model.js';

/** The plural of each unit of analysis, as the messages name a count of them. */
export const UNIT_NOUN: Record<UnitOfAnalysis, string> = { run: 'runs', process: 'processes', sample: 'samples' };

/** Fewest samples of one run (or process) that Tukey fences are applied to. */
const MIN_FENCED = 4;

export interface SideUnits {
  /** One value per unit, in run order (the unit values are never removed). Read only: it may be `sorted` itself. */
  values: Float64Array;
  /** When the unit is the run, the round of each value (undefined when the run has none); empty otherwise. */
  rounds: (number | undefined)[];
  /** `values` sorted ascending. */
  sorted: Float64Array;
  /** Finite samples given. */
  n: number;
  /** Samples kept after outlier removal inside each run. */
  kept: number;
  /** Samples removed inside runs (or processes). */
  removed: number;
  /** NaN/±Infinity samples dropped. */
  dropped: number;
  /** Unit values beyond this side's own iqr fences: counted for the report, not removed. */
  flagged: number;
  /** Which values those are (indexes into `values`), and whether each is above the upper fence. */
  beyond: { index: number; high: boolean }[];
  /** Whether the fences could flag anything (≥ 4 values, IQR > 0): the rows a run can be an outlier in. */
  fenced: boolean;
}

export interface UnitValues {
  unit: UnitOfAnalysis;
  base: SideUnits;
  head: SideUnits;
}

/** One group of samples (a run or a process) after steps 1–2: its kept samples, sorted. */
interface Group {
  round: number | undefined;
  kept: Float64Array;
  n: number;
  dropped: number;
}

function cleanGroup(samples: readonly number[], round: number | undefined, mode: FenceMode | 'none'): Group {
  const finite = finiteSamples(samples);
  const sorted = sortedCopy(finite.values);
  const kept = sorted.length >= MIN_FENCED ? removeOutliersSorted(sorted, mode).kept : sorted;
  return { round, kept, n: sorted.length, dropped: finite.dropped };
}

interface PreparedSide {
  runs: Group[];
  processes: Group[];
}

function prepare(runs: readonly Run[], mode: FenceMode | 'none'): PreparedSide {
  const out: PreparedSide = { runs: [], processes: [] };
  for (const run of runs) {
    out.runs.push(cleanGroup(run.samples, run.round, mode));
    if (run.processes) for (const proc of run.processes) out.processes.push(cleanGroup(proc, run.round, mode));
  }
  return out;
}

function withValue(groups: readonly Group[]): number {
  let k = 0;
  for (const g of groups) if (g.kept.length > 0) k++;
  return k;
}

/** Unit values from per-group medians (`groups` = runs or processes), or from the kept samples themselves. */
function sideOf(groups: readonly Group[], asSamples: boolean, counts: readonly Group[]): SideUnits {
  // A failed run, or one whose every sample was non-finite, gives no value.
  let sources = 0;
  let samples = 0;
  let only: Group | undefined;
  for (const g of groups) {
    if (g.kept.length === 0) continue;
    sources++;
    samples += g.kept.length;
    only = g;
  }
  let values: Float64Array;
  let sorted: Float64Array;
  const rounds: (number | undefined)[] = [];
  if (asSamples && sources === 1) {
    // The samples of a single run are its kept samples, sorted already (cleanGroup): in run order and sorted at once.
    values = sorted = only!.kept;
  } else {
    values = new Float64Array(asSamples ? samples : sources);
    let at = 0;
    for (const g of groups) {
      if (g.kept.length === 0) continue;
      if (asSamples) {
        values.set(g.kept, at);
        at += g.kept.length;
      } else {
        values[at++] = medianOfSorted(g.kept);
        rounds.push(g.round);
      }
    }
    sorted = sortedCopy(values);
  }
  let n = 0;
  let kept = 0;
  let dropped = 0;
  for (const g of counts) {
    n += g.n;
    kept += g.kept.length;
    dropped += g.dropped;
  }
  const fences = flaggingFences(sorted);
  const beyond: SideUnits['beyond'] = [];
  if (fences) for (let i = 0; i < values.length; i++) if (!withinFences(values[i], fences, 'iqr')) beyond.push({ index: i, high: values[i] > fences.q3 });
  return { values, rounds, sorted, n, kept, removed: n - kept, dropped, flagged: beyond.length, beyond, fenced: fences !== null };
}

/** Sample counts of the groups the unit was built from; the runs' when the processes are the unit. */
function unitsFor(side: PreparedSide, unit: UnitOfAnalysis): SideUnits {
  if (unit === 'process') return sideOf(side.processes, false, side.processes);
  return sideOf(side.runs, unit === 'sample', side.runs);
}

/** Which unit both sides use: runs when each side has ≥ 2, else processes when both have ≥ 2, else samples. */
function chooseUnit(base: PreparedSide, head: PreparedSide | undefined): UnitOfAnalysis {
  if (withValue(base.runs) >= 2 && (!head || withValue(head.runs) >= 2)) return 'run';
  if (withValue(base.processes) >= 2 && (!head || withValue(head.processes) >= 2)) return 'process';
  return 'sample';
}

/** Steps 1–3 for a (benchmark, metric) present on both sides: both sides use the same unit. */
export function unitValues(base: readonly Run[], head: readonly Run[], outliers: OutlierMode, better: Better): UnitValues {
  const mode = outlierModeFor(outliers, better);
  const b = prepare(base, mode);
  const h = prepare(head, mode);
  const unit = chooseUnit(b, h);
  return { unit, base: unitsFor(b, unit), head: unitsFor(h, unit) };
}

/** Steps 1–3 for a series present on one side only (added/removed rows: summary only). */
export function sideUnitValues(runs: readonly Run[], outliers: OutlierMode, better: Better): { unit: UnitOfAnalysis; side: SideUnits } {
  const prepared = prepare(runs, outlierModeFor(outliers, better));
  const unit = chooseUnit(prepared, undefined);
  return { unit, side: unitsFor(prepared, unit) };
}
