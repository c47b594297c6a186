// The unit values each tested row was decided on, kept until the family has given every row its
// level (docs/statistics.md#step-8-the-verdict), so that a row's interval at that level comes from the
// same values as its 95% one. Kept in one growing Float64Array rather than as an object per row:
// a run of 20,000 rows would otherwise hold 40,000 small arrays in the old generation until the
// family is decided, and the collector's work on them cost more than the intervals themselves.
import { criticalOrder, effectIntervalSorted } from './effect.js';
import { pairedIntervalAt, walshCriticalOrder } from './paired.js';
import { instructionsInterval, type InstructionsView } from './instructions.js';

// What a row's values are (the first field of its entry): none kept, Mann-Whitney's sorted base
// then head values, or the paired view's differences on the log or the shift scale.
const NONE = 0;
const TWO_SAMPLE = 1;
const PAIRED_LOG = 2;
const PAIRED_SHIFT = 3;
// measure: instructions: [d, SE, df, floor] (stats/instructions.ts).
const INSTRUCTIONS = 4;

/** Per row: its kind, where its values start in the pool, the two sizes, the 95% order k. */
const FIELDS = 5;

export class DecisionIntervals {
  private readonly pool: number[] = [];
  private readonly rows: number[] = [];

  /** Mann-Whitney's values of the row at `index` (ascending, as tested) and its 95% order k. */
  twoSample(index: number, xs: Float64Array, ys: Float64Array, k95: number): void {
    const at = this.store(xs, ys);
    this.describe(index, TWO_SAMPLE, at, xs.length, ys.length, k95);
  }

  /** The paired view's differences of the row at `index`, their scale and the view's 95% order k. */
  paired(index: number, differences: readonly number[], scale: 'log-ratio' | 'shift', k95: number): void {
    const at = this.store(differences);
    this.describe(index, scale === 'log-ratio' ? PAIRED_LOG : PAIRED_SHIFT, at, differences.length, 0, k95);
  }

  /** The instructions view of the row at `index`: its interval at any level is made from d, SE, df and the floor. */
  instructions(index: number, v: InstructionsView): void {
    const at = this.store([v.logRatio, v.se, v.df, v.floor]);
    this.describe(index, INSTRUCTIONS, at, 4, 0, 0);
  }

  /**
   * The row's deciding-test interval at `confidence` (head/base), on the scale its 95% interval
   * `ci95` was given on: `ci95` itself when that confidence has the same order k (common with
   * few units). `baseMedian` scales a shift. Null for a row nothing was kept for.
   */
  at(index: number, confidence: number, ci95: [number, number] | null, baseMedian: number | null): [number, number] | null {
    const f = FIELDS * index;
    if (f >= this.rows.length) return null;
    const kind = this.rows[f];
    if (kind === NONE) return null;
    const start = this.rows[f + 1];
    const n1 = this.rows[f + 2];
    const n2 = this.rows[f + 3];
    const k95 = this.rows[f + 4];
    if (kind === INSTRUCTIONS) {
      const [logRatio, se, df, floor] = this.values(start, n1);
      return instructionsInterval({ logRatio, se, df, floor }, confidence);
    }
    if (kind === TWO_SAMPLE) {
      const { k } = criticalOrder(n1, n2, confidence);
      if (k === k95) return ci95;
      return effectIntervalSorted(this.values(start, n1), this.values(start + n1, n2), k);
    }
    const { k } = walshCriticalOrder(n1, confidence);
    if (k === k95) return ci95;
    const differences = this.values(start, n1);
    return pairedIntervalAt({ differences, scale: kind === PAIRED_LOG ? 'log-ratio' : 'shift' }, baseMedian, k);
  }

  private values(start: number, count: number): Float64Array {
    const out = new Float64Array(count);
    for (let i = 0; i < count; i++) out[i] = this.pool[start + i];
    return out;
  }

  private store(a: ArrayLike<number>, b?: ArrayLike<number>): number {
    const at = this.pool.length;
    for (let i = 0; i < a.length; i++) this.pool.push(a[i]);
    if (b) for (let i = 0; i < b.length; i++) this.pool.push(b[i]);
    return at;
  }

  private describe(index: number, kind: number, start: number, n1: number, n2: number, k95: number): void {
    const f = FIELDS * index;
    while (this.rows.length < f) this.rows.push(NONE); // rows with nothing kept (one side only) in between
    this.rows[f] = kind;
    this.rows[f + 1] = start;
    this.rows[f + 2] = n1;
    this.rows[f + 3] = n2;
    this.rows[f + 4] = k95;
  }
}
