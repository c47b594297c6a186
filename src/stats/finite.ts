// docs/statistics.md#step-1-finite-values-only: only finite numbers enter the statistics.

export interface FiniteSamples {
  /** The samples themselves when every one is finite (no copy: the usual case). */
  values: readonly number[];
  /** How many NaN / ±Infinity values were dropped. */
  dropped: number;
}

/** Drops NaN and ±Infinity (a broken parse or a division by a zero duration) and counts them. */
export function finiteSamples(samples: readonly number[]): FiniteSamples {
  if (samples.every((v) => Number.isFinite(v))) return { values: samples, dropped: 0 };
  const values = samples.filter((v) => Number.isFinite(v));
  return { values, dropped: samples.length - values.length };
}
