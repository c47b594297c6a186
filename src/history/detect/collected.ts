// The records the analysis reads, kept compact as they arrive (issue 28 item 5): a store of 2
// million lines parsed into HistoryRecord objects takes about 1 GB of heap. Here each series keeps
// only what analyse.ts reads of a record, a typed column per field (numbers unboxed, strings and
// machines as indices into tables shared by every series), and the analysis turns one series at a
// time back into records, analyses it and drops its columns: the store is never held twice, nor
// as objects. Whatever a record holds, the analysis sees what it would have read of it.
import { seriesKey } from '../../model.js';
import type { HistoryRecord, RecordMachine } from '../model.js';
import { MainLineBuilder, type MainLine } from './chain.js';

/** A growable typed column: of doubles (NaN for null or not a finite number), or of table indices. */
class Column<A extends Float64Array | Int32Array> {
  length = 0;
  constructor(
    public data: A,
    private readonly make: (size: number) => A,
  ) {}
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
}
type Doubles = Column<Float64Array>;
type Indices = Column<Int32Array>;
const doubles = (): Doubles => new Column(new Float64Array(16), (n) => new Float64Array(n));
const indices = (): Indices => new Column(new Int32Array(16), (n) => new Int32Array(n));

/** One series' records, field by field (index i: the series' i-th record in arrival order). */
interface SeriesColumns {
  group: string | undefined;
  benchmark: string;
  metric: string;
  measure: 'instructions' | undefined;
  /** Indices into the string table: '' stands for a field that is not a string (the analysis reads either as unknown). */
  commit: Indices;
  parent: Indices;
  time: Indices;
  recordedAt: Indices;
  unit: Indices;
  /** 1: better is 'higher'; 0: anything else (read as 'lower'). */
  higher: Indices;
  ratio: Doubles;
  /** The ratio's CI: both finite, else NaN (a point's ratioCI is a finite pair or null). */
  ciLow: Doubles;
  ciHigh: Doubles;
  /** The head's and the base's median. */
  median: Doubles;
  baseMedian: Doubles;
  /** The record's rounds when a number (the detectors read any other value as unknown). */
  rounds: Doubles;
  /** Index into the machine table: the record's machine as a point shows it (machineOf). */
  machine: Indices;
}

/** The records the analysis reads, as they come: `push` each (the store's order; a store reader takes it as its RecordSink), then analyse. */
export class CollectedRecords {
  /** Every record added, usable or not. */
  count = 0;
  /** The last record's `repository` that has one (the dashboard's links). */
  repository: string | undefined;
  private readonly slots = new SeriesSlots<SeriesColumns>();
  // Main's line is the store's, every series together (chain.ts): built as the records come.
  private readonly line = new MainLineBuilder();
  private readonly strings: string[] = [''];
  private readonly stringIndex = new Map<string, number>([['', 0]]);
  private readonly machines: RecordMachine[] = [];
  /** By the record's machine object (a store's reader shares one per distinct machine). */
  private readonly machineIndex = new Map<unknown, number>();
  private readonly machineByJson = new Map<string, number>();

  push(r: HistoryRecord): void {
    this.count++;
    if (typeof r === 'object' && r !== null && r.repository) this.repository = r.repository;
    if (!isUsable(r)) return;
    this.line.add(r);
    const s = this.slots.of(r, (identity) => ({
      ...identity,
      commit: indices(),
      parent: indices(),
      time: indices(),
      recordedAt: indices(),
      unit: indices(),
      higher: indices(),
      ratio: doubles(),
      ciLow: doubles(),
      ciHigh: doubles(),
      median: doubles(),
      baseMedian: doubles(),
      rounds: doubles(),
      machine: indices(),
    }));
    s.commit.push(this.string(r.commit));
    s.parent.push(this.string(r.parent));
    s.time.push(this.string(r.time));
    s.recordedAt.push(this.string(r.recordedAt));
    s.unit.push(this.string(r.unit));
    s.higher.push(r.better === 'higher' ? 1 : 0);
    s.ratio.push(finiteOrNaN(r.ratio));
    const ci = r.ratioCI as unknown;
    const pair = Array.isArray(ci) && ci.length === 2 && Number.isFinite(ci[0]) && Number.isFinite(ci[1]);
    s.ciLow.push(pair ? (ci[0] as number) : NaN);
    s.ciHigh.push(pair ? (ci[1] as number) : NaN);
    s.median.push(finiteOrNaN(typeof r.head === 'object' && r.head !== null ? r.head.median : null));
    s.baseMedian.push(finiteOrNaN(typeof r.base === 'object' && r.base !== null ? r.base.median : null));
    s.rounds.push(typeof r.rounds === 'number' ? r.rounds : NaN);
    s.machine.push(this.machine(r.machine));
  }

  /** The series' keys (historySeriesKey), sorted. */
  keys(): string[] {
    return this.slots.keys();
  }

  /** Main's line through every record pushed (chain.ts). */
  mainLine(): MainLine {
    return this.line.build();
  }

  /**
   * The series `key`'s records as the analysis reads them (the fields it does not read left out),
   * its columns let go: each series is taken once.
   */
  take(key: string): HistoryRecord[] {
    const s = this.slots.take(key);
    const str = this.strings;
    const records: HistoryRecord[] = [];
    for (let i = 0; i < s.commit.length; i++) {
      const low = s.ciLow.data[i];
      const record = {
        commit: str[s.commit.data[i]],
        parent: str[s.parent.data[i]],
        time: str[s.time.data[i]],
        recordedAt: str[s.recordedAt.data[i]],
        benchmark: s.benchmark,
        group: s.group,
        metric: s.metric,
        measure: s.measure,
        unit: str[s.unit.data[i]],
        better: s.higher.data[i] === 1 ? 'higher' : 'lower',
        ratio: nullForNaN(s.ratio.data[i]),
        ratioCI: Number.isNaN(low) ? null : [low, s.ciHigh.data[i]],
        base: { median: nullForNaN(s.baseMedian.data[i]), ci: null },
        head: { median: nullForNaN(s.median.data[i]), ci: null },
        rounds: s.rounds.data[i],
        machine: this.machines[s.machine.data[i]],
      };
      records.push(record as HistoryRecord);
    }
    return records;
  }

  /** The index of a string field ('' for a value that is not a string: parent, times and unit read it as unknown either way). */
  private string(v: unknown): number {
    if (typeof v !== 'string') return 0;
    let i = this.stringIndex.get(v);
    if (i === undefined) {
      this.stringIndex.set(v, (i = this.strings.length));
      this.strings.push(v);
    }
    return i;
  }

  /**
   * The index of the record's machine: by the object (a store's reader shares one per distinct
   * machine), else by its JSON (records made one by one each have their own: one entry per
   * distinct machine, not per record). Machines with the same JSON are written the same.
   */
  private machine(m: unknown): number {
    let i = this.machineIndex.get(m);
    if (i !== undefined) return i;
    const key = typeof m === 'object' && m !== null ? JSON.stringify(m) : '';
    i = this.machineByJson.get(key);
    if (i === undefined) {
      this.machineByJson.set(key, (i = this.machines.length));
      this.machines.push(machineOf(m));
      this.machineIndex.set(m, i);
    }
    return i;
  }
}

/** What names a series: its row and its measure. */
interface SeriesIdentity {
  group: string | undefined;
  benchmark: string;
  metric: string;
  measure: 'instructions' | undefined;
}

/**
 * Each series' slot, by the series a usable record belongs to: what the columns keep, or the
 * records themselves (groupRecords). group → benchmark → metric (and measure) → the slot: no key
 * string made per record.
 */
class SeriesSlots<T> {
  private readonly bySeries = new Map<string, T>();
  private readonly nested = new Map<string, Map<string, Map<string, T>>>();

  of(r: HistoryRecord, make: (identity: SeriesIdentity) => T): T {
    const group = typeof r.group === 'string' ? r.group : '';
    let byBenchmark = this.nested.get(group);
    if (byBenchmark === undefined) this.nested.set(group, (byBenchmark = new Map<string, Map<string, T>>()));
    let byMetric = byBenchmark.get(r.benchmark);
    if (byMetric === undefined) byBenchmark.set(r.benchmark, (byMetric = new Map<string, T>()));
    // Two measures of one row (time and instructions per operation) are two series, never one.
    const measure = r.measure === 'instructions' ? 'instructions' : undefined;
    const measured = r.metric + measuredSuffix(measure);
    let slot = byMetric.get(measured);
    if (slot === undefined) {
      const identity: SeriesIdentity = { group: group === '' ? undefined : group, benchmark: r.benchmark, metric: r.metric, measure };
      byMetric.set(measured, (slot = make(identity)));
      this.bySeries.set(historySeriesKey(identity), slot);
    }
    return slot;
  }

  /** The series' keys (historySeriesKey), sorted. */
  keys(): string[] {
    return [...this.bySeries.keys()].sort();
  }

  /** The slot of series `key`, let go: each is taken once, and nothing is added once one is. */
  take(key: string): T {
    const slot = this.bySeries.get(key)!;
    this.bySeries.delete(key);
    this.nested.clear();
    return slot;
  }
}

/**
 * The usable records of each series, by series key (historySeriesKey), in their order: for
 * records already held whole (analyseHistory's), which need no columns — a copy would only add to them.
 */
export function groupRecords(records: readonly HistoryRecord[]): { keys: string[]; take: (key: string) => HistoryRecord[]; line: MainLine } {
  const slots = new SeriesSlots<HistoryRecord[]>();
  const line = new MainLineBuilder();
  for (const r of records) {
    if (!isUsable(r)) continue;
    line.add(r);
    slots.of(r, () => []).push(r);
  }
  return { keys: slots.keys(), take: (key) => slots.take(key), line: line.build() };
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

/** The record's machine as it is when well-formed (most are: shared, not copied), else its well-formed fields. */
export function machineOf(m: unknown): RecordMachine {
  if (typeof m !== 'object' || m === null) return {};
  const o = m as Record<string, unknown>;
  const cpuOk = o.cpuModel === undefined || typeof o.cpuModel === 'string';
  const coresOk = o.cores === undefined || (typeof o.cores === 'number' && Number.isFinite(o.cores));
  const kernelOk = o.kernel === undefined || typeof o.kernel === 'string';
  const imageOk = o.image === undefined || typeof o.image === 'string';
  if (cpuOk && coresOk && kernelOk && imageOk) return m;
  const machine: RecordMachine = {};
  if (cpuOk && o.cpuModel !== undefined) machine.cpuModel = o.cpuModel as string;
  if (coresOk && o.cores !== undefined) machine.cores = o.cores as number;
  if (kernelOk && o.kernel !== undefined) machine.kernel = o.kernel as string;
  if (imageOk && o.image !== undefined) machine.image = o.image as string;
  return machine;
}

const finiteOrNaN = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : NaN);
const nullForNaN = (x: number): number | null => (Number.isNaN(x) ? null : x);
