// Collects samples into Series in first-seen order, keyed by (group, benchmark, metric).
import { parseWarning, type Better, type ParseWarning, type ParseWarningCode, type Series } from '../model.js';

export class SeriesCollector {
  // Nested maps group → benchmark → metric: as unambiguous as a joined key whatever characters
  // the names contain, without building a key string per sample (a large log has 10⁵ of them).
  private readonly byGroup = new Map<string | null, Map<string, Map<string, Series>>>();
  private readonly ordered: Series[] = [];
  // The last (group, benchmark) and its metrics: consecutive samples are mostly of one benchmark
  // (-count=10), and comparing the name is cheaper than hashing it again.
  private last: { group: string | null; benchmark: string; byMetric: Map<string, Series> } | undefined;

  add(benchmark: string, group: string | undefined, metric: string, unit: string, better: Better, value: number): void {
    this.samples(benchmark, group, metric, unit, better).push(value);
  }

  /**
   * The sample list `add` appends to, for a parser that appends many in a row (Go's -count lines
   * follow one another): no lookup per sample. Samples pushed there belong to no known process.
   */
  samples(benchmark: string, group: string | undefined, metric: string, unit: string, better: Better): number[] {
    const run = this.seriesOf(benchmark, group, metric, unit, better).runs[0];
    // A sample of no known process: the processes no longer cover the samples, so they go.
    if (run.processes) delete run.processes;
    return run.samples;
  }

  /**
   * Adds the samples of one worker process (a JMH fork, a BenchmarkDotNet launch): they join the
   * run's samples and are kept as one of its `processes`. A series keeps processes only while
   * every one of its samples came this way, so that they together hold exactly its samples.
   */
  addProcess(benchmark: string, group: string | undefined, metric: string, unit: string, better: Better, values: readonly number[]): void {
    if (values.length === 0) return;
    const run = this.seriesOf(benchmark, group, metric, unit, better).runs[0];
    const known = run.samples.length === 0 || run.processes !== undefined;
    for (const v of values) run.samples.push(v);
    if (known) (run.processes ??= []).push([...values]);
  }

  private seriesOf(benchmark: string, group: string | undefined, metric: string, unit: string, better: Better): Series {
    let byMetric: Map<string, Series> | undefined;
    const last = this.last;
    if (last && last.benchmark === benchmark && last.group === (group ?? null)) {
      byMetric = last.byMetric;
    } else {
      let byBenchmark = this.byGroup.get(group ?? null);
      if (!byBenchmark) this.byGroup.set(group ?? null, (byBenchmark = new Map<string, Map<string, Series>>()));
      byMetric = byBenchmark.get(benchmark);
      if (!byMetric) byBenchmark.set(benchmark, (byMetric = new Map<string, Series>()));
      this.last = { group: group ?? null, benchmark, byMetric };
    }
    let series = byMetric.get(metric);
    if (!series) {
      series =
        group === undefined
          ? { benchmark, metric, unit, better, runs: [{ samples: [] }] }
          : { benchmark, group, metric, unit, better, runs: [{ samples: [] }] };
      byMetric.set(metric, series);
      this.ordered.push(series);
    }
    return series;
  }

  get size(): number {
    return this.ordered.length;
  }

  series(): Series[] {
    return [...this.ordered];
  }
}

/** Records config values that may change along a stream: the first value, then the distinct others. */
export class ContextCollector {
  private readonly values = new Map<string, string[]>();

  set(key: string, value: string): void {
    const seen = this.values.get(key);
    if (!seen) this.values.set(key, [value]);
    else if (!seen.includes(value) && seen.length <= 20) seen.push(value);
  }

  toRecord(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [key, vals] of this.values) {
      out[key] = vals.length > 20 ? `${vals.slice(0, 20).join(', ')}, …` : vals.join(', ');
    }
    return out;
  }
}

/**
 * Parse warnings, capped: a damaged 10 MB log must not yield a million lines of report. The
 * first `limit` are kept word for word, the rest are counted.
 */
export class WarningList {
  private readonly kept: ParseWarning[] = [];
  private dropped = 0;

  constructor(private readonly limit = 50) {}

  push(code: ParseWarningCode, message: string, benchmark?: string): void {
    if (this.kept.length < this.limit) this.kept.push(parseWarning(code, message, benchmark));
    else this.dropped++;
  }

  get length(): number {
    return this.kept.length + this.dropped;
  }

  /** The first warning's text (for an error that says why nothing was read). */
  get first(): string | undefined {
    return this.kept[0]?.message;
  }

  toArray(): ParseWarning[] {
    return this.dropped ? [...this.kept, parseWarning('more-warnings', `… and ${this.dropped} more warnings like these`)] : [...this.kept];
  }
}
