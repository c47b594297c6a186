// The statistics' fast paths (performance work) must return exactly — bit for bit — what the
// plain computations they stand in for return: tails without the whole distribution, order
// statistics from one sort, each side sorted once, caches, a native sort for the p-value order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Series } from '../src/model.js';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { mean, medianAbsoluteDeviation, sampleStandardDeviation } from 'simple-statistics';
import { compareSeries } from '../src/stats/compare.js';
import { describeUnits } from '../src/stats/describe.js';
import { criticalOrder, effectSize, effectSizeSorted, pairwiseDifferenceCI } from '../src/stats/effect.js';
import { mannWhitney, mannWhitneySorted } from '../src/stats/mannwhitney.js';
import { medianCIOrder } from '../src/stats/median.js';
import { adjustPValues } from '../src/stats/multiple.js';
import { removeOutliers, removeOutliersSorted } from '../src/stats/outliers.js';
import { kthPairwiseDifference, medianPairwiseDifference, pairwiseMedianAndInterval, pairwiseOrderStatistics } from '../src/stats/pairwise.js';
import { pooledRanks } from '../src/stats/ranks.js';
import { sortedCopy } from '../src/stats/sorted.js';
import { uDistributionGivenRanks, uTailsGivenRanks, uTwoSidedPGivenRanks } from '../src/stats/udistribution.js';

// Few distinct values, so that ties are common; zero and negatives reach the additive effect.
const value = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map((v) => v / 4),
  fc.double({ min: 0.001, max: 1e6, noNaN: true }),
);
const sample = (min: number, max: number) => fc.array(value, { minLength: min, maxLength: max });

test('uTailsGivenRanks equals cdf[t] and sf[t] of the whole distribution, for every t', () => {
  fc.assert(
    fc.property(sample(1, 14), sample(1, 14), (x, y) => {
      const r = pooledRanks(sortedCopy(x), sortedCopy(y));
      const dist = uDistributionGivenRanks(r.doubledRanks, r.n1);
      for (let t = 0; t < dist.cdf.length; t++) {
        const tails = uTailsGivenRanks(r.doubledRanks, r.n1, t);
        assert.ok(Object.is(tails.lower, dist.cdf[t]) && Object.is(tails.upper, dist.sf[t]), `t = ${t}`);
      }
    }),
    { numRuns: 150 },
  );
});

test('the DP table is reused across calls without leaking one call into the next', () => {
  // A large call leaves the shared table dirty; a smaller one after it must still be exact.
  const big = pooledRanks(sortedCopy(Array.from({ length: 30 }, (_, i) => i % 7)), sortedCopy(Array.from({ length: 28 }, (_, i) => i % 5)));
  const small = pooledRanks(sortedCopy([1, 2, 2, 3]), sortedCopy([2, 4, 5]));
  const fresh = uDistributionGivenRanks(small.doubledRanks, small.n1);
  uDistributionGivenRanks(big.doubledRanks, big.n1);
  assert.deepEqual(uDistributionGivenRanks(small.doubledRanks, small.n1), fresh);
  // Ties that leave the top sums unreachable: the row beyond the reachable sums reads as 0.
  assert.equal(uTailsGivenRanks(small.doubledRanks, small.n1, 2 * 4 * 3).upper, fresh.sf[2 * 4 * 3]);
});

test('pairwiseOrderStatistics equals kthPairwiseDifference for every order, small and large', () => {
  fc.assert(
    fc.property(sample(1, 20), sample(1, 20), (x, y) => {
      const a = sortedCopy(x);
      const b = sortedCopy(y);
      const m = a.length * b.length;
      const ks = Array.from({ length: m }, (_, i) => i + 1);
      assert.deepEqual(
        pairwiseOrderStatistics(a, b, ks),
        ks.map((k) => kthPairwiseDifference(a, b, k)),
      );
    }),
    { numRuns: 200 },
  );
  const a = sortedCopy(Array.from({ length: 30 }, (_, i) => Math.sin(i)));
  const b = sortedCopy(Array.from({ length: 25 }, (_, i) => Math.cos(i)));
  assert.deepEqual(
    pairwiseOrderStatistics(a, b, [1, 375, 376, 750]),
    [1, 375, 376, 750].map((k) => kthPairwiseDifference(a, b, k)),
  );
  assert.throws(() => pairwiseOrderStatistics(sortedCopy([1, 2]), sortedCopy([3]), [3]), RangeError);
  assert.equal(
    medianPairwiseDifference(sortedCopy([1, 2]), sortedCopy([4, 8])),
    (kthPairwiseDifference(sortedCopy([1, 2]), sortedCopy([4, 8]), 2) + kthPairwiseDifference(sortedCopy([1, 2]), sortedCopy([4, 8]), 3)) / 2,
  );
  assert.deepEqual(pairwiseDifferenceCI(a, b, 5), [kthPairwiseDifference(a, b, 5), kthPairwiseDifference(a, b, 746)]);
});

test('pairwiseMedianAndInterval gives the median and [D(k), D(m+1−k)] of the selected orders, small and large', () => {
  fc.assert(
    fc.property(sample(1, 30), sample(1, 30), fc.double({ min: 0, max: 1, noNaN: true }), (x, y, share) => {
      const a = sortedCopy(x);
      const b = sortedCopy(y);
      const m = a.length * b.length;
      const kth = (k: number) => kthPairwiseDifference(a, b, k);
      const median = m % 2 === 1 ? kth((m + 1) / 2) : (kth(m / 2) + kth(m / 2 + 1)) / 2;
      const k = Math.min(m, Math.floor(share * (m + 1))); // 0 (no interval) … m, past the middle too
      const got = pairwiseMedianAndInterval(a, b, k);
      assert.equal(got.median, median);
      assert.deepEqual(got.interval, k >= 1 ? [kth(k), kth(m + 1 - k)] : null);
    }),
    { numRuns: 500 },
  );
});

test('the sorted-input entries equal the plain ones: outliers, U test, effect', () => {
  fc.assert(
    fc.property(sample(2, 40), sample(2, 40), fc.constantFrom<'iqr' | 'upper' | 'none'>('iqr', 'upper', 'none'), (x, y, mode) => {
      const out = removeOutliers(x, mode);
      const fast = removeOutliersSorted(sortedCopy(x), mode);
      assert.deepEqual(fast.kept, sortedCopy(out.kept));
      assert.equal(fast.removed, out.removed.length);
      assert.deepEqual(mannWhitneySorted(sortedCopy(x), sortedCopy(y)), mannWhitney(x, y));
      assert.deepEqual(effectSizeSorted(sortedCopy(x), sortedCopy(y)), effectSize(x, y));
    }),
    { numRuns: 300 },
  );
});

test("describeUnits gives simple-statistics' mean, sample sd and MAD bit for bit (its MAD merges the deviations instead of sorting them)", () => {
  fc.assert(
    fc.property(sample(1, 40), (x) => {
      const d = describeUnits(Float64Array.from(x), sortedCopy(x));
      assert.ok(Object.is(d.mean, mean([...x])), 'mean');
      assert.ok(Object.is(d.mad, medianAbsoluteDeviation([...x])), `MAD of ${x.join(', ')}`);
      if (x.length > 1) assert.ok(Object.is(d.sd, sampleStandardDeviation([...x])), 'sd');
    }),
    { numRuns: 2000 },
  );
});

test('cached critical orders are the computed ones and cannot be changed by a caller', () => {
  const first = criticalOrder(10, 12);
  first.k = 99;
  assert.notEqual(criticalOrder(10, 12).k, 99);
  assert.deepEqual(criticalOrder(10, 12, 0.9), criticalOrder(10, 12, 0.9));
  assert.notDeepEqual(criticalOrder(10, 12, 0.9), criticalOrder(10, 12));
  const ci = medianCIOrder(17);
  ci.k = 0;
  assert.notEqual(medianCIOrder(17).k, 0);
  assert.notDeepEqual(medianCIOrder(100, 0.5), medianCIOrder(100)); // keyed by the confidence too
});

/** The p-value adjustment as first written: a stable comparator sort of the indices. */
function adjustReference(p: readonly number[], method: 'holm' | 'bh'): number[] {
  const m = p.length;
  const order = p.map((_, i) => i).sort((a, b) => p[a] - p[b]);
  const adjusted = new Array<number>(m);
  if (method === 'holm') {
    let running = 0;
    order.forEach((idx, j) => {
      running = Math.max(running, (m - j) * p[idx]);
      adjusted[idx] = Math.min(1, running);
    });
  } else {
    let running = Infinity;
    for (let j = m - 1; j >= 0; j--) {
      const idx = order[j];
      running = Math.min(running, (m * p[idx]) / (j + 1));
      adjusted[idx] = Math.min(1, running);
    }
  }
  return adjusted;
}

test('adjustPValues equals the comparator-sort version, ties, zeros and NaN included', () => {
  const p = fc.oneof(fc.constantFrom(0, -0, 1, 0.05, 0.01, 1e-300, NaN), fc.double({ min: 0, max: 1, noNaN: true }));
  fc.assert(
    fc.property(fc.array(p, { maxLength: 60 }), fc.constantFrom<'holm' | 'bh'>('holm', 'bh'), (ps, method) => {
      assert.deepEqual(adjustPValues(ps, method), adjustReference(ps, method));
    }),
    { numRuns: 2000 },
  );
});

test("compareSeries pools repeated series without changing the caller's series", () => {
  const s = (samples: number[], group?: string): Series => ({
    benchmark: 'B',
    metric: 'time',
    unit: 's',
    better: 'lower',
    runs: [{ samples }],
    ...(group === undefined ? {} : { group }),
  });
  const base = [s([1, 2, 3]), s([4, 5, 6], ''), s([7, 8, 9])];
  const head = [s([2, 3, 4])];
  const before = JSON.stringify([base, head]);
  const result = compareSeries(base, head, DEFAULT_STATS_SETTINGS);
  assert.equal(JSON.stringify([base, head]), before);
  // No group and an empty group are one row: all nine base samples were pooled into it.
  assert.equal(result.comparisons.length, 1);
  assert.equal(result.comparisons[0].base.n, 9);
});

test('uTwoSidedPGivenRanks is the p of both whole tails, bit for bit, for every t (tied samples up to 25 + 25)', () => {
  fc.assert(
    fc.property(sample(1, 25), sample(1, 25), (x, y) => {
      const r = pooledRanks(sortedCopy(x), sortedCopy(y));
      const dist = uDistributionGivenRanks(r.doubledRanks, r.n1);
      for (let t = 0; t <= 2 * r.n1 * r.n2; t++) {
        const want = Math.min(1, 2 * Math.min(Math.min(1, dist.cdf[t]), Math.min(1, dist.sf[t])));
        assert.equal(uTwoSidedPGivenRanks(r.doubledRanks, r.n1, t), want, `t = ${t}`);
      }
    }),
    { numRuns: 300 },
  );
});

test('sortedCopy orders exactly as the builtin typed-array sort (NaN, ±0, ±∞; insertion sort when short)', () => {
  const special = fc.constantFrom(NaN, 0, -0, Infinity, -Infinity, 1e-300, -5e-324);
  const anyValue = fc.oneof(value, special, fc.double());
  fc.assert(
    fc.property(fc.array(anyValue, { maxLength: 40 }), (x) => {
      const got = sortedCopy(x);
      const want = Float64Array.from(x).sort();
      assert.equal(got.length, want.length);
      for (let i = 0; i < want.length; i++) assert.ok(Object.is(got[i], want[i]), `position ${i} of ${x.join(', ')}`);
      assert.notEqual(got, x, 'a copy');
    }),
    { numRuns: 3000 },
  );
});
