// Descriptive statistics of one side's unit values for the report (issue 10 item 5): mean, sample
// standard deviation, standard error, coefficient of variation and MAD. They describe the noise;
// the verdict never uses them (the tests are rank-based).
import { mean, medianAbsoluteDeviation, sampleStandardDeviation } from 'simple-statistics';

export interface Description {
  mean: number | null;
  sd: number | null;
  se: number | null;
  cv: number | null;
  mad: number | null;
}

const finiteOrNull = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** Describes the unit values; a statistic undefined for the count (sd of one value) is null. */
export function describeUnits(values: readonly number[]): Description {
  if (values.length === 0) return { mean: null, sd: null, se: null, cv: null, mad: null };
  const list = [...values];
  const m = finiteOrNull(mean(list));
  const mad = finiteOrNull(medianAbsoluteDeviation(list));
  if (list.length < 2) return { mean: m, sd: null, se: null, cv: null, mad };
  const sd = finiteOrNull(sampleStandardDeviation(list));
  const se = sd === null ? null : sd / Math.sqrt(list.length);
  const cv = sd === null || m === null || m === 0 ? null : sd / Math.abs(m);
  return { mean: m, sd, se, cv, mad };
}
