// Step 1 of DESIGN "Statistics": only finite numbers enter the statistics.

export interface FiniteSamples {
  values: number[];
  /** How many NaN / ±Infinity values were dropped. */
  dropped: number;
}

/** Drops NaN and ±Infinity (a broken parse or a division by a zero duration) and counts them. */
export function finiteSamples(samples: readonly number[]): FiniteSamples {
  const values = samples.filter((v) => Number.isFinite(v));
  return { values, dropped: samples.length - values.length };
}
