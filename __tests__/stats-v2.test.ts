// Statistics v2 behaviour beyond the reference vectors: the run as the unit (pseudo-replication),
// the process fallback, the paired test deciding under drift, the Tarone family, fences that do
// not flip with units, descriptive statistics, per-metric geomeans, merge re-deciding with
// another test, and the adaptive-rounds helpers.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Run, type Series, type StatsSettings } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { decideFamily, withDecidingTest } from '../src/stats/family.js';
import { floorP, isDecided, lookAlpha, plannedLooks, scheduledLooks, stopReason, undecidedRows } from '../src/stats/looks.js';
import { tukeyFences } from '../src/stats/outliers.js';
import { pairsNeeded } from '../src/stats/paired.js';
import { unitValues } from '../src/stats/units.js';
import { roundsNeededFromCI } from '../src/stats/verdict.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { validateReport } from '../src/report/validate.js';
import { timeSeries } from './support/series.js';

const S: StatsSettings = { ...DEFAULT_STATS_SETTINGS, correction: 'none' };

const runs = (values: number[][]): Run[] => values.map((samples, i) => ({ round: i + 1, samples }));

/** n runs of m tight samples, each run with its own offset (its luck). */
function lucky(n: number, m: number, centre: number, offsets: number[]): number[][] {
  return Array.from({ length: n }, (_, r) => Array.from({ length: m }, (_, i) => centre * (1 + offsets[r % offsets.length]) * (1 + 1e-5 * i)));
}

describe('the run is the unit', () => {
  test('pseudo-replication: a 0.5% shift inside run-to-run noise of ±3% is not significant with runs as the unit', () => {
    const offs = [0, 0.03, -0.02, 0.01, 0.04, -0.03, 0.02, -0.01, 0, 0.025];
    const base = timeSeries('A', runs(lucky(10, 20, 100, offs)));
    const head = timeSeries('A', runs(lucky(10, 20, 100.5, [...offs].reverse())));
    const row = compareSeries([base], [head], S).comparisons[0];
    assert.equal(row.unitOfAnalysis, 'run');
    assert.deepEqual([row.base.units, row.head.units, row.base.n], [10, 10, 200]);
    assert.ok(row.p! > 0.3, `p = ${row.p}`);
    assert.notEqual(row.verdict, 'regression');
    // The same samples pooled as one run each (v1's view) call it wildly significant.
    const pooled = compareSeries(
      [timeSeries('A', [{ samples: base.runs.flatMap((r) => r.samples) }])],
      [timeSeries('A', [{ samples: head.runs.flatMap((r) => r.samples) }])],
      S,
    ).comparisons[0];
    assert.equal(pooled.unitOfAnalysis, 'sample');
    assert.ok(pooled.p! < 0.05, `pooled p = ${pooled.p}`);
    assert.ok(pooled.warnings.some((w) => w.code === 'unit-fallback'));
  });

  test('one run per side with worker processes: the processes are the unit', () => {
    const proc = (centre: number) => Array.from({ length: 6 }, (_, p) => Array.from({ length: 5 }, (_, i) => centre * (1 + 0.01 * p + 1e-4 * i)));
    const one = (centre: number): Run[] => {
      const processes = proc(centre);
      return [{ samples: processes.flat(), processes }];
    };
    const row = compareSeries([timeSeries('A', one(100))], [timeSeries('A', one(120))], S).comparisons[0];
    assert.equal(row.unitOfAnalysis, 'process');
    assert.deepEqual([row.base.units, row.head.units], [6, 6]);
    assert.equal(row.verdict, 'regression');
    assert.ok(row.warnings.some((w) => w.code === 'unit-fallback' && /processes are the unit/.test(w.message)));
  });

  test('outlier units are flagged, not removed; samples are removed inside their run', () => {
    const base = runs([...lucky(11, 8, 100, [0, 0.01, -0.01]), [100, 101, 99, 100, 300, 100, 101, 100].map((v) => v * 3)]);
    const uv = unitValues(base, base, 'iqr', 'lower');
    assert.equal(uv.base.values.length, 12, 'the slow run still counts');
    assert.equal(uv.base.flagged, 1);
    assert.equal(uv.base.removed, 1, 'the 900 inside the slow run');
  });

  test('Tukey fences give the same kept set in ns and in s (1e-12 relative tolerance)', () => {
    // The 8th value sits exactly on the upper fence (type-8 quartiles of 8 values do not involve the
    // largest): in µs it is kept; ×1e-6 the fence rounds below it, and without the tolerance it
    // would be removed in s.
    const seven = [33.714285714285715, 52.714285714285715, 72, 100.71428571428571, 7.285714285714286, 52.857142857142854, 110.71428571428571];
    const fence = tukeyFences(Float64Array.from([...seven, 1e9]).sort()).upper;
    const ns = [...seven, fence];
    const scaled = ns.map((v) => v * 1e-6);
    assert.ok(fence <= tukeyFences(Float64Array.from(ns).sort()).upper, 'on the fence in µs');
    assert.ok(fence * 1e-6 > tukeyFences(Float64Array.from(scaled).sort()).upper, 'the scaled fence rounds below the scaled value');
    for (const values of [ns, scaled]) {
      const uv = unitValues([{ round: 1, samples: values }], [{ round: 1, samples: values }], 'iqr', 'lower');
      assert.equal(uv.base.kept, 8, 'the value on the fence is kept in either unit');
    }
  });

  test('descriptive statistics of the unit values (simple-statistics)', () => {
    const row = compareSeries([timeSeries('A', runs([[1], [2], [3], [4]]))], [timeSeries('A', runs([[2], [4], [6], [8]]))], S).comparisons[0];
    assert.equal(row.base.mean, 2.5);
    assert.ok(Math.abs(row.base.sd! - Math.sqrt(5 / 3)) < 1e-12);
    assert.ok(Math.abs(row.base.se! - Math.sqrt(5 / 3) / 2) < 1e-12);
    assert.ok(Math.abs(row.base.cv! - Math.sqrt(5 / 3) / 2.5) < 1e-12);
    assert.equal(row.base.mad, 1);
  });
});

describe('the paired view decides under drift', () => {
  // The machine speed jumps between rounds (×1.0 … ×1.4); head is 10% slower within every round.
  const drift = [1, 1.4, 1.05, 1.35, 1.1, 1.3, 1, 1.38, 1.02, 1.33];
  const base = timeSeries('A', runs(drift.map((d) => [100 * d])));
  const head = timeSeries('A', runs(drift.map((d) => [110 * d])));

  test('Mann-Whitney cannot see it, the paired test can; both are reported', () => {
    const mw = compareSeries([base], [head], S).comparisons[0];
    assert.equal(mw.test, 'mann-whitney');
    assert.notEqual(mw.verdict, 'regression');
    assert.equal(mw.verdict, 'inconclusive', 'not unchanged: the interval reaches past +5%');
    assert.ok(mw.paired && mw.paired.p < 0.01 && mw.paired.worseRounds === 10);
    const paired = compareSeries([base], [head], { ...S, test: 'paired' });
    const row = paired.comparisons[0];
    assert.equal(row.test, 'paired');
    assert.equal(row.verdict, 'regression');
    assert.equal(row.p, row.paired!.p);
    assert.ok(Math.abs(row.ratio! - 1.1) < 1e-9);
    assert.equal(paired.verdict, 'fail');
  });

  test('merge can re-decide rows with the other test (both results travel in the row)', () => {
    const mw = compareSeries([base], [head], S).comparisons;
    const switched = decideFamily(
      mw.map((r) => withDecidingTest(r, 'paired')),
      { ...S, test: 'paired' },
    ).comparisons[0];
    assert.equal(switched.test, 'paired');
    assert.equal(switched.verdict, 'regression');
  });

  test('a v2 report with the paired view survives its JSON round trip (what merge and mode: comment read)', () => {
    const result = (s: Series) => ({ format: 'go', series: [s], context: {}, warnings: [] });
    const report = buildReport({ base: [result(base)], head: [result(head)], settings: { ...S, test: 'paired' } });
    const back = validateReport(JSON.parse(renderJson(report)), 'r.json');
    assert.deepEqual(back, report);
    assert.equal(back.comparisons[0].paired!.worseRounds, 10);
  });

  test('too few rounds to pair: insufficient with the rounds needed (2^(1−R) < α)', () => {
    const r = compareSeries([timeSeries('A', runs([[100], [101], [102], [103]]))], [timeSeries('A', runs([[110], [111], [112], [113]]))], {
      ...S,
      test: 'paired',
    });
    const row = r.comparisons[0];
    assert.equal(row.verdict, 'insufficient');
    assert.equal(row.roundsNeeded, pairsNeeded(0.05));
    assert.equal(pairsNeeded(0.05), 6);
    assert.ok(row.warnings.some((w) => w.code === 'floor'));
  });
});

test('rounds an inconclusive row would need, from its CI width (half-width shrinks like 1/√n)', () => {
  // ratio 1.02, CI [0.95, 1.09] from 6 runs, T = 5%: half-width 0.0687 on the log scale must fall
  // below ln 1.05 − ln 1.02 = 0.0290 (then unchanged): 6 · (0.0687/0.0290)² = 33.7 → 34.
  assert.equal(roundsNeededFromCI(1.02, [0.95, 1.09], 6, 0.05), 34);
  assert.equal(roundsNeededFromCI(1.02, null, 6, 0.05), null);
  assert.equal(roundsNeededFromCI(1, [0.5, 2], 6, 0.001), null, 'beyond 1000 rounds: not a useful answer');
});

describe('the family (step 7)', () => {
  test('rows whose pooled values are all equal (0 B/op on both sides) do not enlarge the family and say nothing', () => {
    const zeros = timeSeries('A', runs(Array.from({ length: 8 }, () => [0, 0])), { metric: 'alloc-bytes', unit: 'B' });
    const time = (name: string, f: number) => timeSeries(name, runs(Array.from({ length: 8 }, (_, i) => [100 * f * (1 + 0.001 * i)])));
    const holm = { ...DEFAULT_STATS_SETTINGS };
    const r = compareSeries(
      [time('T', 1), zeros, { ...zeros, benchmark: 'B' }, { ...zeros, benchmark: 'C' }],
      [time('T', 1.2), zeros, { ...zeros, benchmark: 'B' }, { ...zeros, benchmark: 'C' }],
      holm,
    );
    assert.equal(r.familySize, 1);
    const t = r.comparisons[0];
    assert.equal(t.pAdjusted, t.p, 'Holm over one test');
    for (const row of r.comparisons.slice(1)) {
      assert.equal(row.verdict, 'unchanged');
      assert.equal(row.ratio, 1);
      assert.deepEqual(row.ratioCI, [1, 1]);
      assert.deepEqual(row.warnings, [], 'no "values ≤ 0" line for 0 B/op rows');
      assert.equal(row.mannWhitney.constant, true);
    }
  });

  test('overall verdict: fail on a gated regression, or a gated inconclusive with failOnInconclusive; geomeans per metric', () => {
    const t = timeSeries('T', runs([[100], [130], [90], [120], [85], [110]]));
    const h = timeSeries('T', runs([[104], [135], [95], [126], [88], [114]]));
    const alloc = (f: number) => timeSeries('M', runs(Array.from({ length: 6 }, (_, i) => [64 * f + i])), { metric: 'alloc-bytes', unit: 'B' });
    const r = compareSeries([t, alloc(1)], [h, alloc(2)], S);
    assert.equal(r.comparisons[0].verdict, 'inconclusive');
    assert.ok(r.comparisons[0].roundsNeeded === undefined || r.comparisons[0].roundsNeeded > 6);
    assert.equal(r.comparisons[1].verdict, 'regression');
    assert.equal(r.comparisons[1].gated, false);
    assert.equal(r.verdict, 'pass');
    assert.deepEqual(Object.keys(r.summary.geomeans).sort(), ['alloc-bytes', 'time']);
    assert.equal(r.summary.geomean, r.summary.geomeans.time, 'the headline is the gated metric, never mixed');
    assert.equal(compareSeries([t, alloc(1)], [h, alloc(2)], { ...S, failOnInconclusive: true }).verdict, 'fail');
  });
});

describe('adaptive rounds (step 10)', () => {
  const schedule = { minRounds: 5, maxRounds: 20, lookEvery: 5 };

  test('scheduled looks: min, every, and max', () => {
    assert.deepEqual(scheduledLooks(schedule), [5, 10, 15, 20]);
    assert.deepEqual(scheduledLooks({ minRounds: 5, maxRounds: 12, lookEvery: 5 }), [5, 10, 12]);
    assert.throws(() => scheduledLooks({ minRounds: 5, maxRounds: 4, lookEvery: 5 }), /max-rounds must be an integer ≥ min-rounds 5/);
  });

  test('a look the floor makes impossible is not planned and does not count in J', () => {
    // Mann-Whitney at 5 runs a side: 2/C(10,5) = 0.0079 < 0.05/4: every look can decide.
    const mw = plannedLooks(schedule, { alpha: 0.05, correction: 'holm', test: 'mann-whitney' });
    assert.deepEqual(mw, { looks: [5, 10, 15, 20], lookAlpha: 0.0125 });
    // Paired at 5 rounds: 2^−4 = 0.0625 can never pass: J = 3 looks at α/3.
    const paired = plannedLooks(schedule, { alpha: 0.05, correction: 'holm', test: 'paired' });
    assert.deepEqual(paired.looks, [10, 15, 20]);
    assert.equal(paired.lookAlpha, 0.05 / 3);
    assert.ok(floorP('paired', 5) >= paired.lookAlpha && floorP('paired', 10) < paired.lookAlpha);
    // A family of 20 under Holm: the first step is α/(J·20).
    const big = plannedLooks(schedule, { alpha: 0.05, correction: 'holm', test: 'mann-whitney', familySize: 20 });
    assert.deepEqual(big.looks, [10, 15, 20]);
    assert.equal(lookAlpha(0.05, 3), big.lookAlpha);
    // Nothing can ever decide: the last look alone.
    assert.deepEqual(plannedLooks({ minRounds: 2, maxRounds: 3, lookEvery: 1 }, { alpha: 0.05, correction: 'none', test: 'paired' }).looks, [3]);
  });

  test('decided when no gated row is inconclusive or insufficient; why the runner stops', () => {
    const drift = [1, 1.4, 1.05, 1.35, 1.1, 1.3, 1, 1.38, 1.02, 1.33];
    const r = compareSeries([timeSeries('A', runs(drift.map((d) => [100 * d])))], [timeSeries('A', runs(drift.map((d) => [110 * d])))], S);
    assert.equal(isDecided(r.comparisons, S), false);
    assert.deepEqual(
      undecidedRows(r.comparisons, S).map((c) => c.benchmark),
      ['A'],
    );
    const plan = plannedLooks(schedule, { alpha: 0.05, correction: 'holm', test: 'mann-whitney' });
    assert.equal(stopReason(plan, 10, r.comparisons, S), null);
    assert.equal(stopReason(plan, 20, r.comparisons, S), 'max-rounds');
    const ungated = r.comparisons.map((c) => ({ ...c, gated: false }));
    assert.equal(isDecided(ungated, S), true);
    assert.equal(stopReason(plan, 10, ungated, S), 'decided');
  });

  test('compareSeries at a look tests at α/J', () => {
    const t = timeSeries('T', runs([[100], [101], [102], [103], [104]]));
    const h = timeSeries('T', runs([[110], [111], [112], [113], [114]]));
    const atAlpha = compareSeries([t], [h], S).comparisons[0];
    assert.equal(atAlpha.verdict, 'regression', `p = ${atAlpha.p}`);
    const atLook = compareSeries([t], [h], S, { alpha: 0.001 }).comparisons[0];
    assert.equal(atLook.verdict, 'insufficient', '2/C(10,5) = 0.0079 cannot pass 0.001');
  });
});
