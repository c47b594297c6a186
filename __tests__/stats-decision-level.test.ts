// The level a row was decided at and its interval at that level (docs/statistics.md#step-8-the-verdict,
// issue 19 item 5): Holm's steps, BH's levels, the interval at 1 − level that excludes 1 exactly
// when the row is significant (untied exact tests), the reason when Holm stopped at an earlier row,
// the rounds an inconclusive row needs at its level, and the field's JSON contract.
import { mulberry32 } from '../src/prng.js';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_STATS_SETTINGS, type Comparison, type Correction, type Run, type StatsSettings, type TestName } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { decideFamily } from '../src/stats/family.js';
import { stepLevels } from '../src/stats/multiple.js';
import { roundsNeededFromCI } from '../src/stats/verdict.js';
import { mergeReports } from '../src/pipeline/merge.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { validateReport } from '../src/report/validate.js';
import { timeSeries } from './support/series.js';

const runs = (values: number[]): Run[] => values.map((v, i) => ({ round: i + 1, samples: [v] }));
/** 10 runs 100 … 109 (distinct), and the same shifted by `shift` + 0.25 (no ties between the sides). */
const base10 = Array.from({ length: 10 }, (_, i) => 100 + i);
const shifted = (shift: number) => base10.map((v) => v + shift + 0.25);

const excludesOne = (ci: [number, number]) => ci[0] > 1 || ci[1] < 1;
const SIGNIFICANT = new Set(['regression', 'improvement', 'minor']);

describe('each row’s level in its family', () => {
  test('Holm: α/(m − i + 1) by rank of p; after the step-down stops, later rows carry the level it stopped at', () => {
    const levels = stepLevels([0.04, 0.001, 0.03, 0.02], 'holm', 0.05);
    // Sorted: 0.001 (α/4 = 0.0125, passes), 0.02 (α/3 = 0.0167, fails: stops), 0.03 (α/2), 0.04 (α).
    assert.deepEqual(
      levels.map((l) => l.level),
      [0.05, 0.05 / 4, 0.05 / 2, 0.05 / 3],
    );
    assert.deepEqual(
      levels.map((l) => l.stoppedAt),
      [0.05 / 3, null, 0.05 / 3, null],
    );
  });

  test('BH: a rejected row is tested at α·k*/m (k* the largest rank BH rejects up to), the others at α·k/m', () => {
    // Sorted 0.001, 0.03, 0.035, 0.5 (m = 4): m·p/k = 0.004, 0.06, 0.0467, 2 → rejects ranks 1…3.
    const levels = stepLevels([0.5, 0.03, 0.001, 0.035], 'bh', 0.05);
    assert.deepEqual(
      levels.map((l) => l.level),
      [0.05, (0.05 * 3) / 4, (0.05 * 3) / 4, (0.05 * 3) / 4],
    );
    assert.ok(levels.every((l) => l.stoppedAt === null));
  });

  test('no correction: α itself', () => {
    assert.deepEqual(stepLevels([0.2, 0.01], 'none', 0.0125), [
      { level: 0.0125, stoppedAt: null },
      { level: 0.0125, stoppedAt: null },
    ]);
  });
});

/** A family of rows from seeded untied run values: each row's shift and noise from the arbitrary. */
const familyArb = fc.record({
  rows: fc.array(
    fc.record({
      n: fc.integer({ min: 4, max: 12 }),
      shift: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      noise: fc.double({ min: 0.01, max: 0.2, noNaN: true }),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  correction: fc.constantFrom<Correction>('holm', 'bh', 'none'),
  test: fc.constantFrom<TestName>('mann-whitney', 'paired'),
  looks: fc.integer({ min: 1, max: 4 }),
});

describe('the interval at the level that decided', () => {
  test('excludes 1 exactly when the row is significant (exact untied tests), else the row says Holm stopped earlier', () => {
    fc.assert(
      fc.property(familyArb, ({ rows, correction, test: which, looks }) => {
        const base = [];
        const head = [];
        for (const [i, r] of rows.entries()) {
          const u = mulberry32(r.seed); // distinct values with probability 1: untied, exact tests
          const b = Array.from({ length: r.n }, () => 100 * (1 + r.noise * u()));
          const h = Array.from({ length: r.n }, () => 100 * (1 + r.shift) * (1 + r.noise * u()));
          base.push(timeSeries(`B${i}`, runs(b)));
          head.push(timeSeries(`B${i}`, runs(h)));
        }
        const settings: StatsSettings = { ...DEFAULT_STATS_SETTINGS, correction, test: which };
        const alpha = 0.05 / looks;
        for (const row of compareSeries(base, head, settings, { alpha }).comparisons) {
          if (row.verdict === 'insufficient') {
            assert.equal(row.decision, undefined);
            continue;
          }
          const d = row.decision!;
          assert.ok(d, `${row.benchmark}: a decided row has its decision`);
          assert.equal(d.alpha, alpha);
          if (row.verdict === 'unchanged') {
            assert.equal(d.ratioCI, null, 'an unchanged row rests on its 95% CI');
            continue;
          }
          assert.ok(d.ratioCI, `${row.benchmark}: an attainable level has its interval`);
          const significant = SIGNIFICANT.has(row.verdict);
          assert.equal(significant, row.pAdjusted! < alpha);
          if (excludesOne(d.ratioCI) === significant) assert.equal(d.note, undefined, `${row.benchmark}: no note when they agree`);
          else {
            assert.equal(d.note, 'holm-stopped', `${row.benchmark}: ${row.verdict} p ${row.p} level ${d.level} CI ${JSON.stringify(d.ratioCI)}`);
            assert.ok(!significant && correction === 'holm' && row.p! < d.level);
          }
          // Not wider than needed: at α (one look, no family) it is the 95% interval of the vectors.
          if (d.level === 0.05) assert.deepEqual(d.ratioCI, row.ratioCI);
          else assert.ok(d.ratioCI[0] <= row.ratioCI![0] && d.ratioCI[1] >= row.ratioCI![1], 'a stricter level gives a wider interval');
        }
      }),
      { numRuns: 150, seed: 19 },
    );
  });

  test('a row whose 95% CI is wholly beyond +5% but not significant at α/J after Holm: its decision interval includes 0', () => {
    // The Go Slower20: 10 runs, p = 0.0068 < α/J = 0.0125, but Holm over two such rows tests the first at 0.00625.
    const spread = (v: number) => 100 * 1.05 ** (v - 100);
    const base = [timeSeries('Slower20', runs(base10.map(spread))), timeSeries('Other', runs(base10))];
    const head = [timeSeries('Slower20', runs(shifted(4).map(spread))), timeSeries('Other', runs(shifted(4)))];
    const row = compareSeries(base, head, { ...DEFAULT_STATS_SETTINGS }, { alpha: 0.05 / 4 }).comparisons[0];
    assert.equal(row.verdict, 'inconclusive');
    assert.ok(row.ratioCI![0] > 1.05, `95% CI ${JSON.stringify(row.ratioCI)} wholly beyond +5%`);
    assert.equal(row.decision!.level, 0.05 / 4 / 2);
    assert.ok(row.decision!.ratioCI![0] < 1 && row.decision!.ratioCI![1] > 1.05, `decision CI ${JSON.stringify(row.decision!.ratioCI)}`);
    assert.equal(row.decision!.note, undefined);
    // Its rounds: the interval at its level must clear 1, not the 95% one (which already does: 11 would be the floor).
    assert.ok(row.roundsNeeded! > 11, `needs ${row.roundsNeeded}`);
  });

  test('Holm stopped at an earlier row: the later row’s interval clears 1 and it says why', () => {
    // Two rows with p = 0.029 each: the first fails α/2 = 0.025, so Holm stops; the second would pass α = 0.05.
    const base = [timeSeries('A', runs(base10)), timeSeries('B', runs(base10))];
    const head = [timeSeries('A', runs(shifted(3))), timeSeries('B', runs(shifted(3)))];
    const [a, b] = compareSeries(base, head, { ...DEFAULT_STATS_SETTINGS }).comparisons;
    assert.deepEqual([a.verdict, b.verdict], ['inconclusive', 'inconclusive']);
    assert.equal(a.decision!.level, 0.025);
    assert.equal(a.decision!.note, undefined);
    assert.ok(!excludesOne(a.decision!.ratioCI!));
    assert.equal(b.decision!.level, 0.05);
    assert.equal(b.decision!.note, 'holm-stopped');
    assert.ok(excludesOne(b.decision!.ratioCI!));
  });

  test('paired: the one-sample interval at the level (from the signed-rank distribution)', () => {
    const b = base10;
    const h = b.map((v, i) => v * (1 + 0.02 + 0.01 * Math.sin(i)));
    const rows = compareSeries([timeSeries('P', runs(b))], [timeSeries('P', runs(h))], { ...DEFAULT_STATS_SETTINGS, test: 'paired' }, { alpha: 0.01 });
    const row = rows.comparisons[0];
    assert.equal(row.test, 'paired');
    assert.equal(row.decision!.level, 0.01);
    // 10 pairs at 99%: k = 4 (P(T⁺ ≤ 3) = 5/1024 ≤ 0.005 < P(T⁺ ≤ 4) = 7/1024); the interval is [W(4), W(52)] of the 55 Walsh averages.
    const d = b.map((v, i) => Math.log(h[i]) - Math.log(v));
    const walsh: number[] = [];
    for (let i = 0; i < d.length; i++) for (let j = i; j < d.length; j++) walsh.push((d[i] + d[j]) / 2);
    walsh.sort((x, y) => x - y);
    assert.deepEqual(row.decision!.ratioCI, [Math.exp(walsh[3]), Math.exp(walsh[51])]);
  });
});

test('rounds needed: significance needs the interval at the row’s level to clear 1', () => {
  // Ratio 1.15 from 10 runs: the 95% CI [1.06, 1.25] already clears 1 (only the floor, 11, is left);
  // at the decision level [0.98, 1.35] half-width 0.160 must fall below ln 1.15 = 0.140: 10·(0.160/0.140)² = 13.1 → 14.
  assert.equal(roundsNeededFromCI(1.15, [1.06, 1.25], 10, 0.05), 11);
  assert.equal(roundsNeededFromCI(1.15, [1.06, 1.25], 10, 0.05, [0.98, 1.35]), 14);
});

describe('the decision in the JSON report', () => {
  const base = [timeSeries('A', runs(base10)), timeSeries('B', runs(base10))];
  const head = [timeSeries('A', runs(shifted(3))), timeSeries('B', runs(shifted(9)))];
  const parse = (series: typeof base) => [{ format: 'test', series, context: {}, warnings: [] }];
  const report = buildReport({ base: parse(base), head: parse(head), settings: { ...DEFAULT_STATS_SETTINGS } });

  test('is written and read back', () => {
    const json = JSON.parse(renderJson(report));
    assert.deepEqual(Object.keys(json.comparisons[0].decision), ['alpha', 'level', 'ratioCI']);
    const back = validateReport(json);
    assert.deepEqual(
      back.comparisons.map((c) => c.decision),
      report.comparisons.map((c) => c.decision),
    );
  });

  test('is optional on read (an older release’s report) and checked when present', () => {
    const json = JSON.parse(renderJson(report));
    delete json.comparisons[0].decision;
    assert.equal(validateReport(json).comparisons[0].decision, undefined);
    json.comparisons[1].decision.note = 'because';
    assert.throws(() => validateReport(json), /comparisons\[1\]\.decision\.note/);
    json.comparisons[1].decision = { alpha: 0.05, level: 2, ratioCI: null };
    assert.throws(() => validateReport(json), /comparisons\[1\]\.decision\.level/);
  });

  test('a merge keeps a row’s interval when its level is unchanged and drops it when the family changed it', () => {
    const shard = (name: string) => ({ name, report: validateReport(JSON.parse(renderJson(report))) });
    const renamed = shard('two');
    renamed.report.comparisons = renamed.report.comparisons.map((c) => ({ ...c, benchmark: `${c.benchmark}2` }));
    const merged = mergeReports([shard('one'), renamed]);
    // Four rows now: every level is a step of Holm over 4, none the same as over 2 except the last.
    for (const c of merged.comparisons) {
      const before = report.comparisons.find((r) => c.benchmark.startsWith(r.benchmark))!;
      if (c.decision!.level === before.decision!.level) assert.deepEqual(c.decision!.ratioCI, before.decision!.ratioCI);
      else assert.equal(c.decision!.ratioCI, null);
    }
    const alone = decideFamily(report.comparisons, report.settings);
    assert.deepEqual(
      alone.comparisons.map((c: Comparison) => c.decision),
      report.comparisons.map((c) => c.decision),
    );
  });
});
