// The look plan of adaptive rounds (docs/statistics.md#step-10-adaptive-rounds) and its stopping rule: J is
// the largest number of looks that can decide at α/J, the plan keeps the earliest viable looks
// and always the last, so the first look is where the floor allows it and never jumps with the
// number of rows; a gated row whose interval rules out a regression beyond its threshold no
// longer keeps the rounds going, unless fail-on-inconclusive makes it fail the check as it is.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { type Correction, DEFAULT_STATS_SETTINGS, type Run, type Series, type StatsSettings, type TestName } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { couldBeRegression, floorP, isDecided, plannedLooks, scheduledLooks, stopReason, undecidedRows, type LookSchedule } from '../src/stats/looks.js';
import { perTestAlpha } from '../src/stats/multiple.js';
import { timeSeries } from './support/series.js';

const DEFAULT_SCHEDULE: LookSchedule = { minRounds: 5, maxRounds: 20, lookEvery: 5 };
const TESTS: TestName[] = ['mann-whitney', 'paired'];
const CORRECTIONS: Correction[] = ['holm', 'bh', 'none'];

const plan = (rows: number, test: TestName, correction: Correction = 'holm', schedule = DEFAULT_SCHEDULE, alpha = 0.05) =>
  plannedLooks(schedule, { alpha, correction, test, familySize: rows });

/** The scheduled looks at which the floor lets a row decide at α/J over m rows. */
function viableAt(schedule: LookSchedule, test: TestName, correction: Correction, alpha: number, m: number, j: number): number[] {
  const level = perTestAlpha(alpha / j, m, correction);
  return scheduledLooks(schedule).filter((r) => floorP(test, r) < level);
}

describe('the look plan', () => {
  test('the reported cases: Mann-Whitney 1, 2, 3 and 20 rows; paired 1 and 10 rows', () => {
    assert.deepEqual(plan(1, 'mann-whitney'), { looks: [5, 10, 15, 20], lookAlpha: 0.05 / 4 });
    // Two rows: at α/4 the 5-round look cannot decide (2/C(10,5) = 0.0079 > 0.05/8), but three
    // looks at α/3 can (0.0079 < 0.05/6): 5, 10 and the last, no longer the last alone.
    const two = plan(2, 'mann-whitney');
    assert.deepEqual(two, { looks: [5, 10, 20], lookAlpha: 0.05 / 3 });
    assert.ok(floorP('mann-whitney', 5) < 0.05 / 3 / 2);
    assert.deepEqual(plan(3, 'mann-whitney'), { looks: [10, 15, 20], lookAlpha: 0.05 / 3 });
    assert.deepEqual(plan(20, 'mann-whitney'), { looks: [10, 15, 20], lookAlpha: 0.05 / 3 });
    assert.deepEqual(plan(1, 'paired'), { looks: [10, 15, 20], lookAlpha: 0.05 / 3 });
    // Paired over 10 rows: 2^−9 = 0.00195 passes 0.05/2/10 but not 0.05/3/10: two looks, 10 and 20.
    assert.deepEqual(plan(10, 'paired'), { looks: [10, 20], lookAlpha: 0.05 / 2 });
  });

  test('no correction: the family does not matter; nothing viable: the last look alone at α', () => {
    assert.deepEqual(plan(500, 'mann-whitney', 'none'), plan(1, 'mann-whitney', 'none'));
    assert.deepEqual(plannedLooks({ minRounds: 2, maxRounds: 3, lookEvery: 1 }, { alpha: 0.05, correction: 'none', test: 'paired' }), {
      looks: [3],
      lookAlpha: 0.05,
    });
    // One look viable even at α/2 (only the last): J = 1, the last at α.
    assert.deepEqual(plan(1000, 'paired'), { looks: [20], lookAlpha: 0.05 });
  });

  test('property: J is the largest that can decide at α/J, the first look is the earliest the floor allows, the last is kept, and adding a row never brings the first look forward', () => {
    const schedules = fc
      .record({ minRounds: fc.integer({ min: 1, max: 12 }), span: fc.integer({ min: 0, max: 40 }), lookEvery: fc.integer({ min: 1, max: 10 }) })
      .map((s): LookSchedule => ({ minRounds: s.minRounds, maxRounds: s.minRounds + s.span, lookEvery: s.lookEvery }));
    fc.assert(
      fc.property(
        schedules,
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(...TESTS),
        fc.constantFrom(...CORRECTIONS),
        fc.constantFrom(0.01, 0.05, 0.1),
        (schedule, m, test, correction, alpha) => {
          const all = scheduledLooks(schedule);
          const p = plannedLooks(schedule, { alpha, correction, test, familySize: m });
          const j = p.looks.length;
          assert.equal(p.lookAlpha, alpha / j);
          assert.equal(p.looks.at(-1), schedule.maxRounds, 'the last look is always planned');
          assert.deepEqual(
            [...p.looks].sort((a, b) => a - b),
            p.looks,
          );
          assert.equal(new Set(p.looks).size, j);
          for (const r of p.looks) assert.ok(all.includes(r));
          // No larger J has J looks that can decide at α/J.
          for (let k = j + 1; k <= all.length; k++) assert.ok(viableAt(schedule, test, correction, alpha, m, k).length < k, `J = ${k} was possible`);
          if (j >= 2) {
            // Every planned look can decide at α/J, and they are the earliest viable ones (+ the last).
            const viable = viableAt(schedule, test, correction, alpha, m, j);
            assert.deepEqual(p.looks, [...viable.slice(0, j - 1), schedule.maxRounds]);
            assert.equal(p.looks[0], viable[0], 'the first look is the earliest the floor allows at α/J');
          }
          // One more row: the first look stays or moves to the later look the floor forces.
          const next = plannedLooks(schedule, { alpha, correction, test, familySize: m + 1 });
          assert.ok(next.looks[0] >= p.looks[0], `${m} rows: first look ${p.looks[0]}; ${m + 1} rows: ${next.looks[0]}`);
          assert.ok(next.looks.length <= j);
        },
      ),
      { numRuns: 3000, seed: 19 },
    );
  });

  test('every row count 1…1,000 × both tests × holm/bh/none on the default and two other schedules: the first look never moves back and never jumps to the last alone while two looks can decide', () => {
    const schedules: LookSchedule[] = [DEFAULT_SCHEDULE, { minRounds: 3, maxRounds: 30, lookEvery: 3 }, { minRounds: 8, maxRounds: 12, lookEvery: 1 }];
    for (const schedule of schedules) {
      for (const test of TESTS) {
        for (const correction of CORRECTIONS) {
          let before = 0;
          for (let m = 1; m <= 1000; m++) {
            const p = plannedLooks(schedule, { alpha: 0.05, correction, test, familySize: m });
            const where = `${JSON.stringify(schedule)} ${test} ${correction} ${m} rows`;
            assert.ok(p.looks[0] >= before, `${where}: first look ${p.looks[0]} before ${before}`);
            before = p.looks[0];
            if (viableAt(schedule, test, correction, 0.05, m, 2).length >= 2) assert.ok(p.looks.length >= 2, `${where}: the last look alone`);
          }
        }
      }
    }
  });
});

const S: StatsSettings = { ...DEFAULT_STATS_SETTINGS };
const runs = (values: number[]): Run[] => values.map((v, i) => ({ round: i + 1, samples: [v] }));
const BASE = [100, 104, 98, 102, 110, 96, 103, 107, 99, 101];
// Head ~6% faster, at a look's α/4 not significant: inconclusive, its interval −10.7% … −0.6%.
const FASTER = [95, 99, 84, 97, 91, 104, 88, 93, 100, 90].map((v) => (v * 0.92) / 0.9);

function row(base: number[], head: number[], over: Partial<Series> = {}, settings: StatsSettings = S) {
  return compareSeries([timeSeries('A', runs(base), over)], [timeSeries('A', runs(head), over)], settings, { alpha: 0.0125 }).comparisons[0];
}

describe('the stopping rule: what keeps the rounds going', () => {
  test('an inconclusive row whose interval rules out a regression beyond the threshold does not; it stays inconclusive', () => {
    const r = row(BASE, FASTER);
    assert.equal(r.verdict, 'inconclusive', `p ${r.p}, CI ${r.ratioCI?.join(' … ')}`);
    assert.ok(r.ratioCI![0] < 1 / 1.05 && r.ratioCI![1] < 1.05, `CI ${r.ratioCI?.join(' … ')}`);
    assert.equal(couldBeRegression(r, S.threshold), false);
    assert.deepEqual(undecidedRows([r], S), []);
    assert.equal(isDecided([r], S), true);
    const p = plannedLooks(DEFAULT_SCHEDULE, { alpha: 0.05, correction: 'holm', test: 'mann-whitney' });
    assert.equal(stopReason(p, 10, [r], S), 'decided');
  });

  test('with fail-on-inconclusive the same row can fail the check, so it keeps the rounds going', () => {
    const strict = { ...S, failOnInconclusive: true };
    const r = row(BASE, FASTER, {}, strict);
    assert.equal(r.verdict, 'inconclusive');
    assert.deepEqual(undecidedRows([r], strict), [r]);
    const p = plannedLooks(DEFAULT_SCHEDULE, { alpha: 0.05, correction: 'holm', test: 'mann-whitney' });
    assert.equal(stopReason(p, 10, [r], strict), null);
    assert.equal(stopReason(p, 20, [r], strict), 'max-rounds');
  });

  test('an inconclusive slowdown whose interval reaches past the threshold keeps them going', () => {
    const r = row(
      BASE,
      FASTER.map((v) => (v * v) / 80),
      {},
    );
    assert.equal(r.verdict, 'inconclusive', `p ${r.p}, CI ${r.ratioCI?.join(' … ')}`);
    assert.ok(r.ratioCI![1] >= 1.05);
    assert.deepEqual(undecidedRows([r], S), [r]);
  });

  test('higher-is-better is mirrored: a possible throughput gain cannot regress, a possible loss can', () => {
    const rate = (xs: number[]) => xs.map((v) => 1e4 / v);
    const gain = row(rate(BASE), rate(FASTER), { metric: 'rate', unit: 'ops/s', better: 'higher' });
    assert.equal(gain.verdict, 'inconclusive', `CI ${gain.ratioCI?.join(' … ')}`);
    assert.ok(gain.ratioCI![0] > 1 / 1.05 && gain.ratioCI![1] > 1.05);
    assert.deepEqual(undecidedRows([gain], S), []);
    const loss = row(rate(FASTER), rate(BASE), { metric: 'rate', unit: 'ops/s', better: 'higher' });
    assert.equal(loss.verdict, 'inconclusive', `CI ${loss.ratioCI?.join(' … ')}`);
    assert.ok(loss.ratioCI![0] <= 1 / 1.05);
    assert.deepEqual(undecidedRows([loss], S), [loss]);
  });

  test("a rule's threshold and min-change are the row's: a tighter threshold keeps it going, a min-change its interval cannot reach does not", () => {
    const decided = row(BASE, FASTER);
    // The interval at the row's decision level is the one that counts, when the row has one.
    assert.ok(decided.decision?.ratioCI && decided.decision.ratioCI[1] > 1.001 && decided.ratioCI![1] < 1.001);
    assert.equal(undecidedRows([{ ...decided, threshold: 0.001 }], S).length, 1);
    const r = { ...decided };
    delete r.decision;
    // A 0.1% threshold: the interval's upper end (−0.6%) is still below +0.1% — no regression possible.
    assert.deepEqual(undecidedRows([{ ...r, threshold: 0.001 }], S), []);
    // The same row with an interval reaching +3%: under the 5% default it cannot regress, under a 2% rule it can.
    const wide = { ...r, ratioCI: [r.ratioCI![0], 1.03] as [number, number] };
    assert.deepEqual(undecidedRows([wide], S), []);
    assert.deepEqual(undecidedRows([{ ...wide, threshold: 0.02 }], S), [{ ...wide, threshold: 0.02 }]);
    // With min-change 5 (the row's unit) a +3% upper end on a base median of ~102 is ~3 units: below it.
    assert.deepEqual(undecidedRows([{ ...wide, threshold: 0.02, minChange: 5 }], S), []);
    assert.deepEqual(undecidedRows([{ ...wide, threshold: 0.02, minChange: 2 }], S).length, 1);
  });

  test('insufficient rows, and rows without a relative interval, stay undecided; ungated rows never keep the rounds going', () => {
    const r = row(BASE, FASTER);
    assert.deepEqual(undecidedRows([{ ...r, verdict: 'insufficient' }], S).length, 1);
    assert.deepEqual(undecidedRows([{ ...r, ratio: null, ratioCI: null }], S).length, 1);
    assert.deepEqual(undecidedRows([{ ...r, ratioCI: null, gated: false }], { ...S, failOnInconclusive: true }), []);
  });
});
