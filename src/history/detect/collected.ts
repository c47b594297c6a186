// The records the analysis reads, kept compact as they arrive (issue 28 item 5): a store of 2
// million lines parsed into HistoryRecord objects takes about 1 GB of heap, their points another
// half. Here each series keeps only what analyse.ts reads of a record, a column per field (numbers
// unboxed, strings shared with the reader's interner), and the analysis turns one series at a time
// back into records, analyses it and drops its columns: the store is never held twice, nor whole.
import { seriesKey } from '../../model.js';
import type { HistoryRecord } from '../model.js';

/** One series' records, field by field (index i: the series' i-th record in arrival order). */
interface SeriesColumns {
  group: string | undefined;
  benchmark: string;
  metric: string;
  measure: 'instructions' | undefined;
  commit: string[];
  parent: unknown[];
  time: unknown[];
  recordedAt: unknown[];
  unit: unknown[];
  better: unknown[];
  /** finite, or NaN for null (a point's ratio is a finite number or null). */
  ratio: number[];
  ratioCI: unknown[];
  /** The head's median: finite, or NaN for null. */
  median: number[];
  rounds: unknown[];
  machine: unknown[];
}

/** The records the analysis reads, as they come: `push` each (the store's order; a store reader takes it as its RecordSink), then analyse. */
export class CollectedRecords {
  /** Every record added, usable or not. */
  count = 0;
  /** The last record's `repository` that has one (the dashboard's links). */
  repository: string | undefined;
  private readonly bySeries = new Map<string, SeriesColumns>();
  // group → benchmark → metric (and measure) → the series: no key string made per record.
  private readonly nested = new Map<string, Map<string, Map<string, SeriesColumns>>>();

  push(r: HistoryRecord): void {
    this.count++;
    if (typeof r === 'object' && r !== null && r.repository) this.repository = r.repository;
    if (!isUsable(r)) return;
    const group = typeof r.group === 'string' ? r.group : '';
    let byBenchmark = this.nested.get(group);
    if (byBenchmark === undefined) this.nested.set(group, (byBenchmark = new Map<string, Map<string, SeriesColumns>>()));
    let byMetric = byBenchmark.get(r.benchmark);
    if (byMetric === undefined) byBenchmark.set(r.benchmark, (byMetric = new Map<string, SeriesColumns>()));
    // Two measures of one row (time and instructions per operation) are two series, never one.
    const measure = r.measure === 'instructions' ? 'instructions' : undefined;
    const measured = r.metric + measuredSuffix(measure);
    let s = byMetric.get(measured);
    if (s === undefined) {
      s = {
        group: group === '' ? undefined : group,
        benchmark: r.benchmark,
        metric: r.metric,
        measure,
        commit: [],
        parent: [],
        time: [],
        recordedAt: [],
        unit: [],
        better: [],
        ratio: [],
        ratioCI: [],
        median: [],
        rounds: [],
        machine: [],
      };
      byMetric.set(measured, s);
      this.bySeries.set(historySeriesKey({ group: s.group, benchmark: s.benchmark, metric: s.metric, measure }), s);
    }
    s.commit.push(r.commit);
    s.parent.push(r.parent);
    s.time.push(r.time);
    s.recordedAt.push(r.recordedAt);
    s.unit.push(r.unit);
    s.better.push(r.better);
    s.ratio.push(finiteOrNaN(r.ratio));
    s.ratioCI.push(r.ratioCI);
    s.median.push(finiteOrNaN(typeof r.head === 'object' && r.head !== null ? r.head.median : null));
    s.rounds.push(r.rounds);
    s.machine.push(r.machine);
  }

  /** The series' keys (historySeriesKey), sorted. */
  keys(): string[] {
    return [...this.bySeries.keys()].sort();
  }

  /**
   * The series `key`'s records as the analysis reads them (the fields it does not read left out),
   * its columns let go: each series is taken once.
   */
  take(key: string): HistoryRecord[] {
    const s = this.bySeries.get(key)!;
    this.bySeries.delete(key);
    const records: HistoryRecord[] = [];
    for (let i = 0; i < s.commit.length; i++) {
      const record = {
        commit: s.commit[i],
        parent: s.parent[i],
        time: s.time[i],
        recordedAt: s.recordedAt[i],
        benchmark: s.benchmark,
        group: s.group,
        metric: s.metric,
        measure: s.measure,
        unit: s.unit[i],
        better: s.better[i],
        ratio: nullForNaN(s.ratio[i]),
        ratioCI: s.ratioCI[i],
        head: { median: nullForNaN(s.median[i]), ci: null },
        rounds: s.rounds[i],
        machine: s.machine[i],
      };
      records.push(record as HistoryRecord);
    }
    return records;
  }
}

/** A history series' identity: its row (group, benchmark, metric) and its measure. */
export function historySeriesKey(s: Pick<HistoryRecord, 'group' | 'benchmark' | 'metric' | 'measure'>): string {
  return seriesKey(s) + measuredSuffix(s.measure);
}

/** What a series key adds for a measure other than time (nothing for time: keys of older stores stay as they were). */
function measuredSuffix(measure: unknown): string {
  return measure === 'instructions' ? '\u0000instructions' : '';
}

function isUsable(r: unknown): r is HistoryRecord {
  if (typeof r !== 'object' || r === null) return false;
  const o = r as Record<string, unknown>;
  return typeof o.commit === 'string' && o.commit !== '' && typeof o.benchmark === 'string' && typeof o.metric === 'string';
}

const finiteOrNaN = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : NaN);
const nullForNaN = (x: number): number | null => (Number.isNaN(x) ? null : x);
