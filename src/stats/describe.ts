// Descriptive statistics of one side's unit values for the report (issue 10 item 5): mean, sample
// standard deviation, standard error, coefficient of variation and MAD. They describe the noise;
// the verdict never uses them (the tests are rank-based).
import { mean, quantileSorted, sampleStandardDeviation } from 'simple-statistics';

export interface Description {
  mean: number | null;
  sd: number | null;
  se: number | null;
  cv: number | null;
  mad: number | null;
}

const finiteOrNull = (v: number): number | null => (Number.isFinite(v) ? v : null);

/**
 * simple-statistics' medianAbsoluteDeviation (its type-7 median of |x − median|), from the values
 * already sorted: the same number without its two copies and selections of the values.
 */
function medianAbsoluteDeviationSorted(sorted: Float64Array): number {
  const median = quantileSorted(sorted as unknown as number[], 0.5); // reads by index: a typed array does
  // The deviations come out ascending without a sort: walking outwards from the median, those of
  // the values at or below it and those of the values above it are each ascending; merging the
  // two up to the middle gives the middle deviations, all quantileSorted's p = ½ reads (the middle
  // one, or the middle two it interpolates between), without an array of them.
  const n = sorted.length;
  const last = n >> 1; // the upper middle position
  let above = 0;
  while (above < n && sorted[above] <= median) above++;
  let below = above - 1;
  let previous = NaN;
  let current = NaN;
  for (let k = 0; k <= last; k++) {
    const down = below >= 0 ? median - sorted[below] : Infinity;
    const up = above < n ? sorted[above] - median : Infinity;
    previous = current;
    if (down <= up) {
      current = down;
      below--;
    } else {
      current = up;
      above++;
    }
  }
  if (n % 2 === 1) return current;
  middleTwo[0] = previous;
  middleTwo[1] = current;
  return quantileSorted(middleTwo as unknown as number[], 0.5);
}

/** The two middle deviations of an even count, for quantileSorted to interpolate as it does (reused: one per row and side). */
const middleTwo = new Float64Array(2);

/** Describes the unit values (`sorted`: the same values ascending); a statistic undefined for the count (sd of one value) is null. */
export function describeUnits(values: Float64Array, sorted: Float64Array): Description {
  if (values.length === 0) return { mean: null, sd: null, se: null, cv: null, mad: null };
  // The statistics only read the values by index, as a typed array allows: no copy of them
  // (simple-statistics' types ask for a mutable array).
  const list = values as unknown as number[];
  const m = finiteOrNull(mean(list));
  const mad = finiteOrNull(medianAbsoluteDeviationSorted(sorted));
  if (list.length < 2) return { mean: m, sd: null, se: null, cv: null, mad };
  const sd = finiteOrNull(sampleStandardDeviation(list));
  const se = sd === null ? null : sd / Math.sqrt(list.length);
  const cv = sd === null || m === null || m === 0 ? null : sd / Math.abs(m);
  return { mean: m, sd, se, cv, mad };
}
