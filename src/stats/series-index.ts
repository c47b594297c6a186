// Series by (group, benchmark, metric): how the comparison matches base and head rows and pools
// repeated keys (one series per round). A run has thousands of series: nested maps need no key
// string per series, and a series is copied only when samples are pooled into it.
import { groupKey, type Run, type Series } from '../model.js';

type Key = Pick<Series, 'group' | 'benchmark' | 'metric'>;

interface Entry {
  series: Series;
  /** Whether `series` is our copy (safe to append to) rather than the caller's object. */
  owned: boolean;
}

export class SeriesIndex {
  /** groupKey (no group and an empty one are the same row) → benchmark → metric. */
  private readonly byGroup = new Map<string, Map<string, Map<string, Entry>>>();
  private readonly ordered: Entry[] = [];

  private entry(key: Key): Entry | undefined {
    return this.byGroup.get(groupKey(key))?.get(key.benchmark)?.get(key.metric);
  }

  get(key: Key): Series | undefined {
    return this.entry(key)?.series;
  }

  has(key: Key): boolean {
    return this.entry(key) !== undefined;
  }

  /**
   * Adds a series under its key unless one is there already, in one walk down the maps; returns
   * the series found there (undefined when `s` was added). An added series is not modified unless
   * samples are appended.
   */
  add(s: Series): Series | undefined {
    let byBenchmark = this.byGroup.get(groupKey(s));
    if (!byBenchmark) this.byGroup.set(groupKey(s), (byBenchmark = new Map<string, Map<string, Entry>>()));
    let byMetric = byBenchmark.get(s.benchmark);
    if (!byMetric) byBenchmark.set(s.benchmark, (byMetric = new Map<string, Entry>()));
    const there = byMetric.get(s.metric);
    if (there) return there.series;
    const entry: Entry = { series: s, owned: false };
    byMetric.set(s.metric, entry);
    this.ordered.push(entry);
    return undefined;
  }

  /** Appends runs to the series under `key` (present), copying the caller's series first. */
  append(key: Key, runs: readonly Run[]): void {
    const entry = this.entry(key)!;
    if (!entry.owned) {
      entry.series = { ...entry.series, runs: [...entry.series.runs] };
      entry.owned = true;
    }
    for (const run of runs) entry.series.runs.push(run); // no spread: there can be many
  }

  /** The series in first-seen order of their keys. */
  values(): Series[] {
    return this.ordered.map((e) => e.series);
  }
}
