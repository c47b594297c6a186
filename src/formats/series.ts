// Collects samples into Series in first-seen order, keyed by (group, benchmark, metric).
import type { Better, Series } from '../model.js';

export class SeriesCollector {
  private readonly byKey = new Map<string, Series>();

  add(benchmark: string, group: string | undefined, metric: string, unit: string, better: Better, value: number): void {
    // JSON.stringify keeps the key unambiguous whatever characters the names contain.
    const key = JSON.stringify([group ?? null, benchmark, metric]);
    let series = this.byKey.get(key);
    if (!series) {
      series = group === undefined ? { benchmark, metric, unit, better, samples: [] } : { benchmark, group, metric, unit, better, samples: [] };
      this.byKey.set(key, series);
    }
    series.samples.push(value);
  }

  get size(): number {
    return this.byKey.size;
  }

  series(): Series[] {
    return [...this.byKey.values()];
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
  private readonly kept: string[] = [];
  private dropped = 0;

  constructor(private readonly limit = 50) {}

  push(message: string): void {
    if (this.kept.length < this.limit) this.kept.push(message);
    else this.dropped++;
  }

  get length(): number {
    return this.kept.length + this.dropped;
  }

  get first(): string | undefined {
    return this.kept[0];
  }

  toArray(): string[] {
    return this.dropped ? [...this.kept, `… and ${this.dropped} more warnings like these`] : [...this.kept];
  }
}
