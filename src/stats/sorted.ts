// Sorting helpers shared by the statistics: numeric, on copies (callers' arrays stay untouched).

/** A sorted copy of `values` (ascending; Float64Array sorts numerically, fast for large n). */
export function sortedCopy(values: readonly number[] | Float64Array): Float64Array {
  return new Float64Array(values).sort(); // the constructor copies natively; .from iterates
}
