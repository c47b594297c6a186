// Sorting helpers shared by the statistics: numeric; sortedCopy leaves the caller's array untouched,
// insertionSort sorts a range in place (a few values, or the end of a selection), selectInPlace
// puts one order statistic in place (a median without a sort).

/** Up to this many values an insertion sort beats the builtin's call and copies (a run's 5–20 samples, every row). */
const INSERTION_MAX = 16;

/** A sorted copy of `values` (ascending; Float64Array sorts numerically, fast for large n). */
export function sortedCopy(values: readonly number[] | Float64Array): Float64Array {
  const out = new Float64Array(values); // the constructor copies natively; .from iterates
  const n = out.length;
  if (n > INSERTION_MAX || !allNonZeroNumbers(out)) return out.sort();
  // No NaN and no ±0 (the builtin orders those: NaN last, −0 before +0), so `<` is the same order.
  insertionSort(out, 0, n - 1);
  return out;
}

/** Sorts v[lo..hi] (inclusive) ascending by `<`, in place: the fastest way for a few values. */
export function insertionSort(v: Float64Array, lo: number, hi: number): void {
  for (let i = lo + 1; i <= hi; i++) {
    const x = v[i];
    let j = i - 1;
    for (; j >= lo && v[j] > x; j--) v[j + 1] = v[j];
    v[j + 1] = x;
  }
}

function allNonZeroNumbers(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (!(values[i] < 0 || values[i] > 0)) return false; // NaN and ±0 fail both
  return true;
}

/**
 * Rearranges v[lo..hi] (inclusive) so that v[p] holds the value a sort would put there, with
 * nothing larger before it and nothing smaller after it (Hoare's FIND, median-of-three pivot).
 */
export function selectInPlace(v: Float64Array, lo: number, hi: number, p: number): void {
  while (hi - lo > INSERTION_MAX) {
    const mid = (lo + hi) >>> 1;
    // Median of three into v[mid]: a pivot that is never the range's extreme keeps the scans in bounds.
    if (v[mid] < v[lo]) swap(v, mid, lo);
    if (v[hi] < v[lo]) swap(v, hi, lo);
    if (v[hi] < v[mid]) swap(v, hi, mid);
    const pivot = v[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) swap(v, i++, j--);
    }
    // v[lo..j] ≤ pivot ≤ v[i..hi], and everything strictly between j and i equals the pivot.
    if (p <= j) hi = j;
    else if (p >= i) lo = i;
    else return;
  }
  insertionSort(v, lo, hi);
}

function swap(v: Float64Array, i: number, j: number): void {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}
