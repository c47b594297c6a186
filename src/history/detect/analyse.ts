// `benchgate history`'s analysis: the store's records → the history JSON (model.ts). Pure: the
// store reader hands it the records, the renderers take what it returns.
import { DEFAULT_STATS_SETTINGS, seriesKey, type Better } from '../../model.js';
import { MainLineBuilder, seriesOnLine, type MainLine } from './chain.js';
import { ChainNotes } from './chain-notes.js';
import { driftOf } from './drift.js';
import { chainIncrements } from './increments.js';
import { DETECTORS, orderOf } from './registry.js';
import {
  DEFAULT_HISTORY_WINDOW,
  HISTORY_REPORT_VERSION,
  type ChangePoint,
  type HistoryPoint,
  type HistoryRecord,
  type HistoryReport,
  type HistorySeries,
  type RecordMachine,
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
  const window = options.window ?? DEFAULT_HISTORY_WINDOW;
  const threshold = options.threshold ?? DEFAULT_STATS_SETTINGS.threshold;
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`history window must be a whole number ≥ 1, got ${window}`);
  if (!(Number.isFinite(threshold) && threshold >= 0)) throw new RangeError(`history threshold must be a fraction ≥ 0, got ${threshold}`);

  // group → benchmark → metric → the series' records: no key string per record (a store of
  // 2 million lines is grouped here); seriesKey names each series once.
  const nested = new Map<string, Map<string, Map<string, HistoryRecord[]>>>();
  const bySeries = new Map<string, HistoryRecord[]>();
  // Main's line is the store's, every series together (chain.ts): a benchmark recorded on a branch only is not main's.
  const lineBuilder = new MainLineBuilder();
  for (const r of records) {
    if (!isUsable(r)) continue;
    lineBuilder.add(r);
    const group = typeof r.group === 'string' ? r.group : '';
    let byBenchmark = nested.get(group);
    if (byBenchmark === undefined) nested.set(group, (byBenchmark = new Map<string, Map<string, HistoryRecord[]>>()));
    let byMetric = byBenchmark.get(r.benchmark);
    if (byMetric === undefined) byBenchmark.set(r.benchmark, (byMetric = new Map<string, HistoryRecord[]>()));
    // Two measures of one row (time and instructions per operation) are two series, never one.
    const measured = measureKey(r);
    let list = byMetric.get(measured);
    if (list === undefined) {
      byMetric.set(measured, (list = []));
      bySeries.set(historySeriesKey({ group: group === '' ? undefined : group, benchmark: r.benchmark, metric: r.metric, measure: r.measure }), list);
    }
    list.push(r);
  }
  const keys = [...bySeries.keys()].sort();
  const line = lineBuilder.build();
  const notes = new ChainNotes();
  const report: HistoryReport = {
    version: HISTORY_REPORT_VERSION,
    window,
    threshold,
    // A series with no record on main's line (a benchmark recorded on a branch only) is none of main's: its records are said.
    series: keys.map((key) => analyseSeries(bySeries.get(key)!, line, window, threshold, notes)).filter((s) => s !== null),
  };
  const warnings = notes.warnings();
  if (warnings.length > 0) report.warnings = warnings;
  return report;
}

/** A history series' identity: its row (seriesKey) and its measure. */
export function historySeriesKey(s: Pick<HistoryRecord, 'group' | 'benchmark' | 'metric' | 'measure'>): string {
  return seriesKey(s) + measuredSuffix(s);
}

/** A record's metric and measure: the series' metric part. */
function measureKey(r: Pick<HistoryRecord, 'metric' | 'measure'>): string {
  return r.metric + measuredSuffix(r);
}

/** What a series key adds for a measure other than time (nothing for time: keys of older stores stay as they were). */
function measuredSuffix(r: Pick<HistoryRecord, 'measure'>): string {
  return r.measure === 'instructions' ? '\u0000instructions' : '';
}

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
  const series: HistorySeries = {
    benchmark: newest.benchmark,
    metric: newest.metric,
    unit: typeof newest.unit === 'string' ? newest.unit : '',
    better,
    points,
    changePoints,
    drift: driftOf(points, inc, window, threshold, better, changePoints),
  };
  if (typeof newest.group === 'string' && newest.group !== '') series.group = newest.group;
  if (newest.measure === 'instructions') series.measure = 'instructions';
  return series;
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
  for (let i = at - 1; i >= 0; i--) if (points[i].machine?.cpuModel === cpuModel && points[i].median !== null) return i + 1;
  return at;
}

/** At one commit by the detectors' order (the chain first); one detector's of several CPU models by model name. */
function byPositionThenBasis(position: Map<string, number>): (a: ChangePoint, b: ChangePoint) => number {
  return (a, b) =>
    position.get(a.commit)! - position.get(b.commit)! ||
    (a.basis === b.basis ? 0 : orderOf(a.basis) - orderOf(b.basis)) ||
    (a.cpuModel ?? '').localeCompare(b.cpuModel ?? '');
}

function isUsable(r: unknown): r is HistoryRecord {
  if (typeof r !== 'object' || r === null) return false;
  const o = r as Record<string, unknown>;
  return typeof o.commit === 'string' && o.commit !== '' && typeof o.benchmark === 'string' && typeof o.metric === 'string';
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

/** The record's machine as it is when well-formed (most are: no copy per point), else its well-formed fields. */
function machineOf(m: unknown): RecordMachine {
  if (typeof m !== 'object' || m === null) return {};
  const o = m as Record<string, unknown>;
  const cpuOk = o.cpuModel === undefined || typeof o.cpuModel === 'string';
  const coresOk = o.cores === undefined || (typeof o.cores === 'number' && Number.isFinite(o.cores));
  const kernelOk = o.kernel === undefined || typeof o.kernel === 'string';
  if (cpuOk && coresOk && kernelOk) return m;
  const machine: RecordMachine = {};
  if (cpuOk && o.cpuModel !== undefined) machine.cpuModel = o.cpuModel as string;
  if (coresOk && o.cores !== undefined) machine.cores = o.cores as number;
  if (kernelOk && o.kernel !== undefined) machine.kernel = o.kernel as string;
  return machine;
}
