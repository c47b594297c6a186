// The exact U distribution and the other building blocks against brute force, and the engine's
// speed on the workload it will be benchmarked on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_STATS_SETTINGS, type Series } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { criticalOrder } from '../src/stats/effect.js';
import { mannWhitney, mannWhitneyExact } from '../src/stats/mannwhitney.js';
import { medianCIOrder } from '../src/stats/median.js';
import { binomial } from '../src/stats/samplesize.js';
import { kthPairwiseDifference, medianPairwiseDifference } from '../src/stats/pairwise.js';
import { quantileType8 } from '../src/stats/quantile.js';

/** U of the base sample straight from its definition: #{x > y} + ½·#{x = y}. */
function uByDefinition(x: number[], y: number[]): number {
  let u = 0;
  for (const a of x) for (const b of y) u += a > b ? 1 : a === b ? 0.5 : 0;
  return u;
}

/** P(U ≤ u) and P(U ≥ u) by relabelling every n1-subset of the pooled values. */
function tailsByEnumeration(x: number[], y: number[]): { lower: number; upper: number } {
  const pooled = [...x, ...y];
  const n = pooled.length;
  const u = uByDefinition(x, y);
  let lower = 0;
  let upper = 0;
  let total = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits !== x.length) continue;
    const xs: number[] = [];
    const ys: number[] = [];
    pooled.forEach((v, i) => ((mask >> i) & 1 ? xs : ys).push(v));
    const v = uByDefinition(xs, ys);
    total++;
    if (v <= u) lower++;
    if (v >= u) upper++;
  }
  return { lower: lower / total, upper: upper / total };
}

function near(a: number, b: number, what: string): void {
  assert.ok(Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b)), `${what}: ${a} vs ${b}`);
}

test('exact tails with ties equal brute-force enumeration of every relabelling', () => {
  // Values from a tiny set so that ties within and across samples are the rule.
  const sample = (min: number, max: number) =>
    fc.array(
      fc.integer({ min: 0, max: 4 }).map((v) => v * 0.1),
      { minLength: min, maxLength: max },
    );
  fc.assert(
    fc.property(sample(1, 6), sample(1, 6), (x, y) => {
      const got = mannWhitneyExact(x, y);
      const want = tailsByEnumeration(x, y);
      near(got.U, uByDefinition(x, y), 'U');
      near(got.lowerTail, want.lower, 'lower tail');
      near(got.upperTail, want.upper, 'upper tail');
      near(got.p, Math.min(1, 2 * Math.min(want.lower, want.upper)), 'p');
    }),
    { numRuns: 150, seed: 20261122 },
  );
});

test('pairwise-difference selection equals sorting all differences (small and large, with ties)', () => {
  const side = (max: number) =>
    fc.array(
      fc.integer({ min: 0, max: 40 }).map((v) => Math.log(1000 + v)),
      { minLength: 1, maxLength: max, size: 'max' },
    );
  fc.assert(
    fc.property(side(60), side(60), fc.double({ min: 0, max: 1, noNaN: true }), (x, y, q) => {
      const a = Float64Array.from(x).sort();
      const b = Float64Array.from(y).sort();
      const all: number[] = [];
      for (const v of b) for (const u of a) all.push(v - u);
      all.sort((p, r) => p - r);
      const k = 1 + Math.min(all.length - 1, Math.floor(q * all.length));
      assert.equal(kthPairwiseDifference(a, b, k), all[k - 1]);
      assert.equal(kthPairwiseDifference(a, b, 1), all[0]);
      assert.equal(kthPairwiseDifference(a, b, all.length), all[all.length - 1]);
      const m = all.length;
      const median = m % 2 ? all[(m - 1) / 2] : (all[m / 2 - 1] + all[m / 2]) / 2;
      assert.equal(medianPairwiseDifference(a, b), median);
    }),
    { numRuns: 120, seed: 7 },
  );
  assert.throws(() => kthPairwiseDifference(new Float64Array([1]), new Float64Array([2]), 2), RangeError);
});

test('no ties: HL critical order k is R qwilcox(0.025, n1, n2) by enumeration', () => {
  for (const [n1, n2] of [
    [4, 4],
    [5, 5],
    [6, 6],
    [4, 7],
    [7, 5],
  ]) {
    const x = Array.from({ length: n1 }, (_, i) => i);
    const y = Array.from({ length: n2 }, (_, i) => n1 + i);
    // Distribution of U over all relabellings, then the smallest u with P(U ≤ u) ≥ 0.025.
    const pooled = [...x, ...y];
    const counts = new Map<number, number>();
    let total = 0;
    for (let mask = 0; mask < 1 << pooled.length; mask++) {
      const xs = pooled.filter((_, i) => (mask >> i) & 1);
      if (xs.length !== n1) continue;
      const u = uByDefinition(
        xs,
        pooled.filter((_, i) => !((mask >> i) & 1)),
      );
      counts.set(u, (counts.get(u) ?? 0) + 1);
      total++;
    }
    let cdf = 0;
    let k = 0;
    for (; ; k++) {
      cdf += (counts.get(k) ?? 0) / total;
      if (cdf >= 0.025) break;
    }
    assert.equal(criticalOrder(n1, n2).k, k, `${n1}+${n2}`);
  }
});

test('median CI order: largest k with BinomCDF(k−1; n, ½) ≤ 0.025, by exact integer sums', () => {
  for (let n = 1; n <= 60; n++) {
    let cdf = 0n;
    let k = 0;
    let c = 1n; // C(n, i)
    const limit = 2n ** BigInt(n); // compare 40·Σ C(n,i) ≤ 2^n, i.e. Σ/2^n ≤ 0.025
    for (let i = 0; i < n; i++) {
      if (i > 0) c = (c * BigInt(n - i + 1)) / BigInt(i);
      cdf += c;
      if (40n * cdf > limit) break;
      k = i + 1;
    }
    assert.equal(medianCIOrder(n).k, k, `n = ${n}`);
  }
  assert.equal(medianCIOrder(5).k, 0, 'n ≤ 5 has no 95% CI');
  assert.equal(medianCIOrder(2000).k > 900, true, 'large n does not underflow');
});

test('binomial coefficients and type-8 quantiles on known values', () => {
  assert.equal(binomial(60, 30), 118264581564861424);
  assert.equal(binomial(10, 3), 120);
  // Type 8 at p = ½ is the ordinary median; its ends clamp to the extremes.
  assert.equal(quantileType8([1, 2, 3, 4], 0.5), 2.5);
  assert.equal(quantileType8([1, 2, 3, 4], 0), 1);
  assert.equal(quantileType8([1, 2, 3, 4], 1), 4);
});

test('speed: 2,000 benchmarks × 10 samples, and 20 × 300, stay well under a second each', () => {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const make = (rows: number, n: number, factor: number): Series[] =>
    Array.from({ length: rows }, (_, i) => ({
      benchmark: `B${i}`,
      metric: 'time',
      unit: 's',
      better: 'lower' as const,
      // nanosecond-quantised timings: ties are common, as with real timers
      runs: [{ samples: Array.from({ length: n }, () => Math.round((1 + i) * 1000 * factor * (1 + 0.03 * rnd())) / 1e9) }],
    }));
  for (const [rows, n] of [
    [2000, 10],
    [20, 300],
  ]) {
    const base = make(rows, n, 1);
    const head = make(rows, n, 1.01);
    const t0 = performance.now();
    const r = compareSeries(base, head, DEFAULT_STATS_SETTINGS);
    const ms = performance.now() - t0;
    assert.equal(r.comparisons.length, rows);
    // Measured ~0.1–0.3 s and ~0.2–0.5 s on a shared 2-core runner; quadratic waste would blow this.
    assert.ok(ms < 3000, `${rows} × ${n}: ${ms.toFixed(0)} ms`);
  }
});

test('speed: the exact DP at its largest size (30 + 30, heavy ties) is bounded', () => {
  const x = Array.from({ length: 30 }, (_, i) => 100 + (i % 7));
  const y = Array.from({ length: 30 }, (_, i) => 101 + (i % 5));
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) assert.equal(mannWhitney(x, y).method, 'exact');
  const perCall = (performance.now() - t0) / 20;
  assert.ok(perCall < 50, `${perCall.toFixed(1)} ms per exact test`);
  assert.equal(mannWhitney([...x, 1], y).method, 'normal', 'above 60 pooled values: normal approximation');
});
