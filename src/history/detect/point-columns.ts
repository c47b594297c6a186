// A series' points kept as columns (issue 28 item 5): 2 million HistoryPoint objects, each with
// its CI as an array of its own, take about 550 MB of heap, and node's collector lets the process
// grow to about twice what it holds. Kept as columns — the strings and machines shared, the
// numbers unboxed — they take about 60 bytes a point, and a reader (the JSON writer, a renderer)
// gets the same points, made afresh on each read and let go once read.
import type { HistoryPoint, RecordMachine } from '../model.js';

/** The points of one series as columns; `points()` makes them as they were given. */
export class PointColumns {
  private readonly commit: string[];
  private readonly parent: string[];
  private readonly time: string[];
  private readonly machine: RecordMachine[];
  /** NaN for null. */
  private readonly ratio: Float64Array;
  private readonly median: Float64Array;
  /** The CI's bounds; NaN in ciLow for a point without one. */
  private readonly ciLow: Float64Array;
  private readonly ciHigh: Float64Array;

  constructor(points: readonly HistoryPoint[]) {
    const n = points.length;
    this.commit = new Array<string>(n);
    this.parent = new Array<string>(n);
    this.time = new Array<string>(n);
    this.machine = new Array<RecordMachine>(n);
    this.ratio = new Float64Array(n);
    this.median = new Float64Array(n);
    this.ciLow = new Float64Array(n);
    this.ciHigh = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const p = points[i];
      this.commit[i] = p.commit;
      this.parent[i] = p.parent;
      this.time[i] = p.time;
      this.machine[i] = p.machine;
      this.ratio[i] = p.ratio ?? NaN;
      this.median[i] = p.median ?? NaN;
      this.ciLow[i] = p.ratioCI === null ? NaN : p.ratioCI[0];
      this.ciHigh[i] = p.ratioCI === null ? NaN : p.ratioCI[1];
    }
  }

  get length(): number {
    return this.commit.length;
  }

  /** The points, oldest first: new objects on each call (a caller may keep them; the columns do not). */
  points(): HistoryPoint[] {
    const out = new Array<HistoryPoint>(this.commit.length);
    for (let i = 0; i < out.length; i++) {
      const low = this.ciLow[i];
      const ratio = this.ratio[i];
      const median = this.median[i];
      out[i] = {
        commit: this.commit[i],
        parent: this.parent[i],
        time: this.time[i],
        ratio: Number.isNaN(ratio) ? null : ratio,
        ratioCI: Number.isNaN(low) ? null : [low, this.ciHigh[i]],
        median: Number.isNaN(median) ? null : median,
        machine: this.machine[i],
      };
    }
    return out;
  }
}
