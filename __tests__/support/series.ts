// Series built by hand for the statistics tests: a time series (seconds, lower is better) of the
// given runs, with any field overridden.
import type { Run, Series } from '../../src/model.js';

export const timeSeries = (benchmark: string, runs: Run[], over: Partial<Series> = {}): Series => ({
  benchmark,
  metric: 'time',
  unit: 's',
  better: 'lower',
  runs,
  ...over,
});
