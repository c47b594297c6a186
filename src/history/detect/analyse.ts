// `benchgate history`'s analysis: the store's records → the history JSON (model.ts). Pure: the
// store reader hands it the records, the renderers take what it returns.
import { DEFAULT_STATS_SETTINGS, type Better } from '../../model.js';
import { CollectedRecords, groupRecords, historySeriesKey, machineOf } from './collected.js';
import { PointColumns } from './point-columns.js';
import { seriesOnLine, type MainLine } from './chain.js';
import { ChainNotes } from './chain-notes.js';
import { driftOf } from './drift.js';
import { machineKind } from './machine-kind.js';
import { chainIncrements } from './increments.js';
import { DETECTORS, orderOf } from './registry.js';
import {
  DEFAULT_HISTORY_WINDOW,
  HISTORY_REPORT_VERSION,
  type ChangePoint,
  type Drift,
  type HistoryPoint,
  type HistoryRecord,
  type HistoryReport,
  type HistorySeries,
} from '../model.js';

/** The family-wise false-positive rate of change points per series, every detector together (each gets an equal share). */
export const CHANGE_POINT_ALPHA = 0.05;
/** Each detector's share of CHANGE_POINT_ALPHA (Bonferroni over the detectors: 2.5% each for the chain and the medians). */
const DETECTOR_ALPHA = CHANGE_POINT_ALPHA / DETECTORS.length;

export interface HistoryOptions {
  /** Drift over the last `window` recorded commits (default 30). */
  window?: number;
  /** Drift is flagged beyond this relative change, a fraction (default: the gate's 5%). */
  threshold?: number;
}

/**
 * Groups the records into series (group, benchmark, metric), orders each along the first-parent
 * history (chain.ts), and finds its change points (every detector of registry.ts) and drift
 * (drift.ts). Series are sorted by group, benchmark and metric. Records that are not objects
 * naming a commit, a benchmark and a metric are skipped; null or non-finite values in a record
 * leave its point without that value, never an exception.
 */
export function analyseHistory(records: readonly HistoryRecord[], options: HistoryOptions = {}): HistoryReport {
  const { keys, take, line } = groupRecords(records);
  return analyseSeriesOf(keys, take, line, options);
}

/**
 * analyseHistory of the records `collected` holds (collected.ts), one series at a time: each
 * series' columns are let go as its points are made, so the records and the points are never all
 * held at once. Takes every series: `collected` is empty afterwards.
 */
export function analyseCollected(collected: CollectedRecords, options: HistoryOptions = {}): HistoryReport {
  return analyseSeriesOf(collected.keys(), (key) => collected.take(key), collected.mainLine(), options);
}

/** The report of the series `keys` (sorted), each series' records taken as it is analysed; `line`: main's, the store's (chain.ts). */
function analyseSeriesOf(keys: string[], take: (key: string) => HistoryRecord[], line: MainLine, options: HistoryOptions): HistoryReport {
  const window = options.window ?? DEFAULT_HISTORY_WINDOW;
  const threshold = options.threshold ?? DEFAULT_STATS_SETTINGS.threshold;
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`history window must be a whole number ≥ 1, got ${window}`);
  if (!(Number.isFinite(threshold) && threshold >= 0)) throw new RangeError(`history threshold must be a fraction ≥ 0, got ${threshold}`);
  const notes = new ChainNotes();
  const report: HistoryReport = {
    version: HISTORY_REPORT_VERSION,
    window,
    threshold,
    // A series with no record on main's line (a benchmark recorded on a branch only) is none of main's: its records are said.
    series: keys.map((key) => analyseSeries(take(key), line, window, threshold, notes)).filter((s) => s !== null),
  };
  const warnings = notes.warnings();
  if (warnings.length > 0) report.warnings = warnings;
  return report;
}

export { historySeriesKey };

/** One series; what its chain left out goes to `notes` (said once for the store). */
function analyseSeries(records: HistoryRecord[], line: MainLine, window: number, threshold: number, notes: ChainNotes): HistorySeries | null {
  const order = seriesOnLine(records, line);
  notes.add(order);
  const chain = order.chain;
  if (chain.length === 0) return null;
  const newest = chain[chain.length - 1];
  const better: Better = newest.better === 'higher' ? 'higher' : 'lower';
  const points = chain.map(toPoint);
  const inc = chainIncrements(points);
  const rounds = chain.map((r) => r.rounds);
  const parentMedians = chain.map((r) => finiteOrNull(typeof r.base === 'object' && r.base !== null ? r.base.median : null));
  const changePoints = oneStepEach(
    points,
    DETECTORS.map((d) => d.find(points, inc, DETECTOR_ALPHA, rounds, parentMedians)),
  );
  const series = seriesWithColumns(
    newest.benchmark,
    newest.metric,
    typeof newest.unit === 'string' ? newest.unit : '',
    better,
    new PointColumns(points),
    changePoints,
    driftOf(points, inc, window, threshold, better, changePoints),
  );
  if (typeof newest.group === 'string' && newest.group !== '') series.group = newest.group;
  if (newest.measure === 'instructions') series.measure = 'instructions';
  return series;
}

/**
 * The series with its points kept as columns, made afresh on each read (point-columns.ts): the
 * points of every series are most of what a large store's report holds. Assigning `points`
 * replaces them with the array given. Made here, apart from analyseSeries: a getter made there
 * would keep its scope alive, the series' records and point objects with it.
 */
function seriesWithColumns(
  benchmark: string,
  metric: string,
  unit: string,
  better: Better,
  columns: PointColumns,
  changePoints: ChangePoint[],
  drift: Drift | null,
): HistorySeries {
  return {
    benchmark,
    metric,
    unit,
    better,
    get points(): HistoryPoint[] {
      return columns.points();
    },
    set points(value: HistoryPoint[]) {
      Object.defineProperty(this, 'points', { value, writable: true, enumerable: true, configurable: true });
    },
    changePoints,
    drift,
  };
}

/** How far apart (in points) two detectors' steps of the same sign are one step. */
const SAME_STEP = 2;
/**
 * How far apart the medians' steps of two CPU models of the same sign are one step: as far as one
 * model's medians may move a cut (absolute-steps.ts), for each places the step only after its own
 * previous run.
 */
const SAME_STEP_ACROSS_MODELS = 5;

/**
 * One change point per step, oldest first. `found`: each detector's steps, in the registry's
 * order. A step may be found by several detectors, and by the medians of several CPU models (a
 * store whose runners are of a mix of models: each model's medians see the step at their own
 * first commit after it). Each step found is placed where it can be: a chain step at its commit,
 * a medians' step anywhere after its CPU model's previous median, up to its commit. A later step
 * whose place is within SAME_STEP commits of an earlier one's (SAME_STEP_ACROSS_MODELS for two
 * CPU models' medians), in the same direction, is that step found again — unless both are one detector's of one CPU model (two steps of one series of
 * levels are two steps). It keeps the first one's commit, Δ and CI (for the chain: the commit's
 * own paired measurement), gains the other's basis, and its p is the smaller of the two (each
 * detector's test alone proves the step, each at its share of α).
 */
function oneStepEach(points: readonly HistoryPoint[], found: ChangePoint[][]): ChangePoint[] {
  const all = found.flat();
  if (found.slice(1).every((steps) => steps.length === 0)) return found[0] ?? [];
  // Positions of the few commits with a change point only (a series may have 10,000 points).
  const wanted = new Set(all.map((c) => c.commit));
  const position = new Map<string, number>();
  points.forEach((p, i) => {
    if (wanted.has(p.commit)) position.set(p.commit, i);
  });
  const earliest = (c: ChangePoint): number => earliestPlace(points, position.get(c.commit)!, c.cpuModel);
  interface Entry {
    step: ChangePoint;
    from: number;
    to: number;
    /** basis + CPU model of every step it holds. */
    sources: Set<string>;
  }
  const sourceOf = (c: ChangePoint) => `${c.basis}\u0000${c.cpuModel ?? ''}`;
  const entries: Entry[] = [];
  for (const step of all) {
    const to = position.get(step.commit)!;
    const from = earliest(step);
    let twin: Entry | undefined;
    let twinDistance = Infinity;
    for (const e of entries) {
      if (e.sources.has(sourceOf(step)) || Math.sign(e.step.deltaPct) !== Math.sign(step.deltaPct)) continue;
      // The gap between the two places (0 when they overlap).
      const distance = Math.max(0, from - e.to, e.from - to);
      const radius = step.cpuModel !== undefined && [...e.sources].some((k) => k.startsWith(`${step.basis}\u0000`)) ? SAME_STEP_ACROSS_MODELS : SAME_STEP;
      if (distance <= radius && distance < twinDistance) {
        twin = e;
        twinDistance = distance;
      }
    }
    if (twin === undefined) {
      entries.push({ step: { ...step, bases: [...step.bases] }, from, to, sources: new Set([sourceOf(step)]) });
      continue;
    }
    // One detector's steps of several CPU models: the model that saw it first speaks (the nearest
    // its commit); any other detector's defers to the earlier detector's.
    if (step.basis === twin.step.basis && to < twin.to) {
      twin.step = { ...step, bases: twin.step.bases, p: twin.step.p, cpuModel: step.cpuModel ?? twin.step.cpuModel };
    }
    const held = twin.step;
    if (!held.bases.includes(step.basis)) held.bases = [...held.bases, step.basis];
    held.p = Math.min(held.p, step.p);
    if (step.cpuModel !== undefined && held.cpuModel === undefined) held.cpuModel = step.cpuModel;
    twin.sources.add(sourceOf(step));
    // Where both can be.
    twin.from = Math.max(twin.from, Math.min(from, twin.to));
    twin.to = Math.min(twin.to, Math.max(to, twin.from));
  }
  return entries.map((e) => e.step).sort(byPositionThenBasis(position));
}

/**
 * The earliest point a step found at point `at` can be at: the point itself for the chain; for a
 * CPU model's medians, the point after that model's previous median (the step happened somewhere
 * between the two runs on that model).
 */
function earliestPlace(points: readonly HistoryPoint[], at: number, cpuModel: string | undefined): number {
  if (cpuModel === undefined) return at;
  for (let i = at - 1; i >= 0; i--) if (machineKind(points[i].machine) === cpuModel && points[i].median !== null) return i + 1;
  return at;
}

/** At one commit by the detectors' order (the chain first); one detector's of several CPU models by model name. */
function byPositionThenBasis(position: Map<string, number>): (a: ChangePoint, b: ChangePoint) => number {
  return (a, b) =>
    position.get(a.commit)! - position.get(b.commit)! ||
    (a.basis === b.basis ? 0 : orderOf(a.basis) - orderOf(b.basis)) ||
    (a.cpuModel ?? '').localeCompare(b.cpuModel ?? '');
}

function finiteOrNull(x: unknown): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

/** A CI of two finite numbers (the record's own array: points share it), else null. */
function pairOrNull(x: unknown): [number, number] | null {
  if (!Array.isArray(x) || x.length !== 2) return null;
  return finiteOrNull(x[0]) === null || finiteOrNull(x[1]) === null ? null : (x as [number, number]);
}

function toPoint(r: HistoryRecord): HistoryPoint {
  return {
    commit: r.commit,
    parent: typeof r.parent === 'string' ? r.parent : '',
    time: typeof r.time === 'string' ? r.time : '',
    ratio: finiteOrNull(r.ratio),
    ratioCI: pairOrNull(r.ratioCI),
    median: finiteOrNull(typeof r.head === 'object' && r.head !== null ? r.head.median : null),
    machine: machineOf(r.machine),
  };
}
