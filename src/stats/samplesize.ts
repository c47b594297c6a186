// The sample-size floor (docs/statistics.md#the-sample-size-floor): a rank test on n1 + n2 values can never produce a p
// below 2/C(n1+n2, n1), so with too few samples no row can ever be called significant.

/** C(n, k) as a float (exact below 2^53, relative error ~1e-16 above). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= r; i++) c = (c * (n - r + i)) / i;
  return c;
}

/** Smallest two-sided Mann-Whitney p attainable with n1 and n2 samples (no ties; ties only raise it). */
export function minAttainableP(n1: number, n2: number): number {
  // Asked several times per row, and the rows of a run share a few sizes. A numeric key (no
  // string per call): distinct for every n2 below 2²¹; larger sizes are computed each time.
  if (n2 >= KEY_SPAN) return Math.min(1, 2 / binomial(n1 + n2, n1));
  const key = n1 * KEY_SPAN + n2;
  let p = minPs.get(key);
  if (p === undefined) minPs.set(key, (p = Math.min(1, 2 / binomial(n1 + n2, n1))));
  return p;
}

const KEY_SPAN = 2 ** 21;
const minPs = new Map<number, number>();

/** Samples per side (equal n) needed so that 2/C(2n, n) < perTestAlpha. */
export function samplesNeededPerSide(perTestAlpha: number): number {
  if (!(perTestAlpha > 0)) throw new RangeError(`per-test alpha must be > 0 (got ${perTestAlpha})`);
  // 2/C(2n,n) shrinks roughly 4× per step, so this loop ends within a few dozen steps.
  let n = 1;
  while (minAttainableP(n, n) >= perTestAlpha) n++;
  return n;
}
