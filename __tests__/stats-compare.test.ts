// compareSeries behaviour beyond the reference vectors: row matching, directions, bad samples,
// the additive fallback, the sample-size floor, gating and the geomean. These series have one run
// per side, so the samples are the unit (v2's benchstat fallback); the run as the unit is tested in
// stats-v2.test.ts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Series, type StatsSettings } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { mannWhitney } from '../src/stats/mannwhitney.js';
import { minAttainableP, samplesNeededPerSide } from '../src/stats/samplesize.js';
import { classifySignificant } from '../src/stats/verdict.js';

// One test per row (no correction), each convention set here rather than left to the defaults
// (which may change); a setting these tests do not speak of is at its default.
const SINGLE: StatsSettings = {
  ...DEFAULT_STATS_SETTINGS,
  alpha: 0.05,
  threshold: 0.05,
  correction: 'none',
  outliers: 'iqr',
  gate: ['time', 'rate'],
  test: 'mann-whitney',
  failOnInconclusive: false,
};

function s(benchmark: string, samples: number[], extra: Partial<Series> = {}): Series {
  return { benchmark, metric: 'time', unit: 's', better: 'lower', runs: [{ samples }], ...extra };
}

const BASE6 = [100, 101, 102, 103, 104, 105];
const up = (v: number[], f: number) => v.map((x) => x * f);

/** Brute-force median of an unsorted list (independent of the library's helpers). */
function plainMedian(v: number[]): number {
  const a = [...v].sort((p, q) => p - q);
  const m = Math.floor(a.length / 2);
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}

describe('row matching', () => {
  test('rows only in base are removed, only in head added; base order, then added rows', () => {
    const r = compareSeries([s('A', BASE6), s('B', BASE6), s('C', BASE6)], [s('D', BASE6), s('C', BASE6), s('B', BASE6)], DEFAULT_STATS_SETTINGS);
    assert.deepEqual(
      r.comparisons.map((c) => [c.benchmark, c.verdict]),
      [
        ['A', 'removed'],
        ['B', 'unchanged'],
        ['C', 'unchanged'],
        ['D', 'added'],
      ],
    );
    const removed = r.comparisons[0];
    assert.equal(removed.base.n, 6);
    assert.equal(removed.base.median, 102.5);
    assert.deepEqual([removed.head.n, removed.head.kept, removed.head.units, removed.head.median, removed.head.ci], [0, 0, 0, null, null]);
    assert.equal(removed.unitOfAnalysis, 'sample');
    assert.equal(removed.p, null);
    assert.equal(removed.ratio, null);
    assert.equal(r.comparisons[3].head.n, 6);
    assert.equal(r.summary.added, 1);
    assert.equal(r.summary.removed, 1);
    assert.equal(r.summary.unchanged, 2);
    assert.equal(r.verdict, 'pass');
  });

  test('group and metric are part of the identity; repeated series pool their samples', () => {
    const r = compareSeries(
      [
        s('X', BASE6, { group: 'pkg/a' }),
        s('X', BASE6, { group: 'pkg/b' }),
        s('X', [1, 2, 3], { metric: 'allocs', unit: 'allocs' }),
        s('X', [4, 5, 6], { metric: 'allocs', unit: 'allocs' }),
      ],
      [s('X', BASE6, { group: 'pkg/b' }), s('X', BASE6, { group: 'pkg/a' }), s('X', [1, 2, 3, 4, 5, 6], { metric: 'allocs', unit: 'allocs' })],
      SINGLE,
    );
    assert.deepEqual(
      r.comparisons.map((c) => [c.group, c.metric, c.verdict]),
      [
        ['pkg/a', 'time', 'unchanged'],
        ['pkg/b', 'time', 'unchanged'],
        // v2: a wide interval (0.4 … 2.5) is not "unchanged" any more.
        [undefined, 'allocs', 'inconclusive'],
      ],
    );
    assert.equal(r.comparisons[2].base.n, 6, 'two base series of one key pooled');
    assert.equal(r.comparisons[2].p, 1);
  });
});

describe('direction and gating', () => {
  test('lower is better: +10% is a regression that fails a gated metric', () => {
    const r = compareSeries([s('A', BASE6)], [s('A', up(BASE6, 1.1))], SINGLE);
    const row = r.comparisons[0];
    assert.equal(row.verdict, 'regression');
    assert.ok(row.ratio !== null && Math.abs(row.ratio - 1.1) < 1e-12);
    assert.ok(row.deltaPct !== null && Math.abs(row.deltaPct - 10) < 1e-9);
    assert.equal(row.gated, true);
    assert.equal(r.verdict, 'fail');
  });

  test('higher is better mirrors the verdict: +10% rate is an improvement, −10% a regression', () => {
    const better = compareSeries([s('A', BASE6, { metric: 'rate', better: 'higher' })], [s('A', up(BASE6, 1.1), { metric: 'rate', better: 'higher' })], SINGLE);
    assert.equal(better.comparisons[0].verdict, 'improvement');
    assert.equal(better.verdict, 'pass');
    const worse = compareSeries(
      [s('A', BASE6, { metric: 'rate', better: 'higher' })],
      [s('A', up(BASE6, 1 / 1.1), { metric: 'rate', better: 'higher' })],
      SINGLE,
    );
    assert.equal(worse.comparisons[0].verdict, 'regression');
    assert.equal(worse.verdict, 'fail');
    const small = compareSeries([s('A', BASE6, { metric: 'rate', better: 'higher' })], [s('A', up(BASE6, 1.03), { metric: 'rate', better: 'higher' })], SINGLE);
    assert.equal(small.comparisons[0].verdict, 'minor');
  });

  test('classifying a significant change: thresholds inclusive, mirrored, shift sign without a ratio', () => {
    assert.equal(classifySignificant(1.05, null, 'lower', 0.05), 'regression');
    assert.equal(classifySignificant(1.0499, null, 'lower', 0.05), 'minor');
    assert.equal(classifySignificant(1 / 1.05, null, 'lower', 0.05), 'improvement');
    assert.equal(classifySignificant(1.05, null, 'higher', 0.05), 'improvement');
    assert.equal(classifySignificant(1 / 1.05, null, 'higher', 0.05), 'regression');
    assert.equal(classifySignificant(1, null, 'lower', 0), 'minor');
    assert.equal(classifySignificant(null, 2, 'lower', 0.05), 'regression');
    assert.equal(classifySignificant(null, 2, 'higher', 0.05), 'improvement');
    assert.equal(classifySignificant(null, 0, 'lower', 0.05), 'minor');
  });

  test('a regression on a metric outside the gate is reported but passes', () => {
    const samples = (m: number) => [s('A', up(BASE6, m), { metric: 'alloc-bytes', unit: 'B' })];
    const off = compareSeries(samples(1), samples(1.5), { ...SINGLE, gate: ['time'] });
    assert.equal(off.comparisons[0].verdict, 'regression');
    assert.equal(off.comparisons[0].gated, false);
    assert.equal(off.verdict, 'pass');
    const on = compareSeries(samples(1), samples(1.5), { ...SINGLE, gate: ['time', 'alloc-bytes'] });
    assert.equal(on.comparisons[0].gated, true);
    assert.equal(on.verdict, 'fail');
  });

  // v2 changed this deliberately: a wide interval that reaches past the threshold is not "unchanged".
  test('an improvement never fails; a non-significant +20% is inconclusive (it could be up to its CI bound)', () => {
    assert.equal(compareSeries([s('A', BASE6)], [s('A', up(BASE6, 0.8))], SINGLE).verdict, 'pass');
    const noisy = compareSeries([s('A', [100, 200, 150, 120, 180, 90])], [s('A', [120, 240, 180, 144, 216, 108].reverse())], SINGLE);
    assert.ok((noisy.comparisons[0].deltaPct ?? 0) > 5);
    assert.equal(noisy.comparisons[0].verdict, 'inconclusive');
    assert.equal(noisy.verdict, 'pass', 'inconclusive does not fail by default');
    const strict = compareSeries([s('A', [100, 200, 150, 120, 180, 90])], [s('A', [120, 240, 180, 144, 216, 108].reverse())], {
      ...SINGLE,
      failOnInconclusive: true,
    });
    assert.equal(strict.verdict, 'fail', 'fail-on-inconclusive fails on a gated inconclusive row');
  });
});

describe('bad and degenerate samples', () => {
  test('NaN and ±Infinity are dropped with a row warning; the rest is tested', () => {
    const r = compareSeries([s('A', [NaN, ...BASE6, Infinity])], [s('A', [-Infinity, ...up(BASE6, 1.1)])], SINGLE);
    const row = r.comparisons[0];
    assert.equal(row.base.n, 6);
    assert.equal(row.head.n, 6);
    const messages = row.warnings.map((w) => w.message);
    assert.ok(
      row.warnings.some((w) => w.code === 'non-finite' && w.message.startsWith('base: dropped 2 non-finite')),
      messages.join('\n'),
    );
    assert.ok(
      row.warnings.some((w) => w.code === 'non-finite' && w.message.startsWith('head: dropped 1 non-finite')),
      messages.join('\n'),
    );
    assert.equal(row.p, mannWhitney(BASE6, up(BASE6, 1.1)).p);
    assert.equal(row.verdict, 'regression');
  });

  test('a side that is all NaN is insufficient, not a crash', () => {
    const r = compareSeries([s('A', [NaN, NaN])], [s('A', BASE6)], SINGLE);
    assert.equal(r.comparisons[0].verdict, 'insufficient');
    const base = r.comparisons[0].base;
    assert.deepEqual([base.n, base.kept, base.units, base.median, base.ci], [0, 0, 0, null, null]);
  });

  test('all samples equal: p = 1, ratio 1, unchanged', () => {
    const r = compareSeries([s('A', [5, 5, 5, 5, 5, 5])], [s('A', [5, 5, 5, 5, 5, 5])], DEFAULT_STATS_SETTINGS);
    const row = r.comparisons[0];
    assert.equal(row.p, 1);
    assert.equal(row.pAdjusted, 1);
    assert.equal(row.ratio, 1);
    assert.deepEqual(row.ratioCI, [1, 1]);
    assert.equal(row.verdict, 'unchanged');
    assert.deepEqual(row.base.ci, [5, 5]);
  });

  test('n = 1: insufficient, with the samples per side needed and a run-level warning', () => {
    const r = compareSeries([s('A', [100])], [s('A', [130])], DEFAULT_STATS_SETTINGS);
    const row = r.comparisons[0];
    assert.equal(row.verdict, 'insufficient');
    assert.equal(row.p, null);
    assert.equal(row.ratio, null);
    // Single test at α = 0.05: 2/C(6,3) = 0.1 is too big, 2/C(8,4) = 0.029 is enough.
    assert.ok(minAttainableP(3, 3) >= 0.05 && minAttainableP(4, 4) < 0.05);
    assert.equal(row.roundsNeeded, 4);
    assert.equal(r.summary.insufficient, 1);
    assert.equal(r.verdict, 'pass');
    assert.equal(r.warnings.length, 1);
    assert.equal(r.warnings[0].code, 'floor');
    // One sample a side: the samples are the unit, and the floor is said in them.
    assert.match(r.warnings[0].message, /at least 4 samples\./);
    assert.match(row.warnings.find((w) => w.code === 'floor')!.message, /\(1\+1 samples\); needs at least 4 samples per side/);
  });

  test('more than 20% of a side removed as outliers: row warning; 10% is quiet', () => {
    const body = Array.from({ length: 14 }, (_, i) => 100 + i / 2);
    const noisy = [1, 2, 3, ...body, 1000, 1001, 1002];
    const r = compareSeries([s('A', noisy)], [s('A', body)], SINGLE);
    const row = r.comparisons[0];
    assert.equal(row.base.n, 20);
    assert.equal(row.base.kept, 14);
    assert.ok(
      row.warnings.some((w) => w.code === 'outliers-removed' && /^base: 6 of 20 samples \(30%\) removed as outliers/.test(w.message)),
      row.warnings.map((w) => w.message).join('\n'),
    );
    assert.equal(row.base.removed, 6);
    const calm = compareSeries([s('A', [...body, 900])], [s('A', body)], SINGLE).comparisons[0];
    assert.equal(calm.base.kept, 14);
    assert.ok(!calm.warnings.some((w) => w.code === 'outliers-removed'));
  });

  test('outlier modes: upper keeps low values, none keeps everything', () => {
    const base = [1, ...Array.from({ length: 14 }, (_, i) => 100 + i / 2), 1000];
    const head = Array.from({ length: 14 }, (_, i) => 100 + i / 2);
    const kept = (outliers: StatsSettings['outliers']) => compareSeries([s('A', base)], [s('A', head)], { ...SINGLE, outliers }).comparisons[0].base.kept;
    assert.equal(kept('iqr'), 14);
    assert.equal(kept('upper'), 15);
    assert.equal(kept('none'), 16);
  });

  test('outlier mode upper removes the slow side: low values of a higher-is-better rate', () => {
    const base = [1, ...Array.from({ length: 14 }, (_, i) => 100 + i / 2), 1000];
    const head = Array.from({ length: 14 }, (_, i) => 100 + i / 2);
    const rate = { metric: 'rate', unit: 'ops/s', better: 'higher' as const };
    const row = compareSeries([s('A', base, rate)], [s('A', head, rate)], { ...SINGLE, outliers: 'upper' }).comparisons[0];
    // The 1 ops/s run (an interrupt) is dropped; the 1000 ops/s one is kept.
    assert.equal(row.base.kept, 15);
    assert.equal(row.base.median, plainMedian(base.slice(1)));
  });
});

describe('values ≤ 0: additive Hodges–Lehmann shift', () => {
  const base = [-2, -1, 0, 1, 2, 3, 4, 5];
  test('ratio = 1 + HL shift / |base median|, CI from the same order statistics', () => {
    const head = base.map((v) => v + 10);
    const r = compareSeries([s('A', base, { metric: 'score', unit: 'pts' })], [s('A', head, { metric: 'score', unit: 'pts' })], SINGLE);
    const row = r.comparisons[0];
    const diffs: number[] = [];
    for (const y of head) for (const x of base) diffs.push(y - x);
    const shift = plainMedian(diffs);
    const scale = Math.abs(plainMedian(base));
    assert.equal(shift, 10);
    assert.equal(row.ratio, 1 + shift / scale);
    assert.ok(row.deltaPct !== null && Math.abs(row.deltaPct - (100 * shift) / scale) < 1e-9);
    // k for 8+8 at 95%: the smallest u with P(U ≤ u) ≥ 0.025 (R: qwilcox(0.025, 8, 8) = 14).
    const sorted = [...diffs].sort((p, q) => p - q);
    const ci = [sorted[14 - 1], sorted[sorted.length - 14]];
    assert.deepEqual(row.ratioCI, [1 + ci[0] / scale, 1 + ci[1] / scale]);
    assert.ok(row.warnings.some((w) => w.code === 'additive' && w.message.includes('values ≤ 0')));
    assert.equal(row.verdict, 'regression');
  });

  test('base median 0 (0 → 1 allocation): no ratio, verdict from the sign of the shift', () => {
    const zeros = [0, 0, 0, 0, 0, 0, 0, 0];
    const ones = [1, 1, 1, 1, 1, 1, 1, 1];
    const mk = (v: number[]) => [s('A', v, { metric: 'allocs', unit: 'allocs' })];
    const worse = compareSeries(mk(zeros), mk(ones), { ...SINGLE, gate: ['allocs'] });
    const row = worse.comparisons[0];
    assert.equal(row.ratio, null);
    assert.equal(row.deltaPct, null);
    assert.equal(row.p, minAttainableP(8, 8));
    assert.equal(row.verdict, 'regression');
    assert.equal(worse.verdict, 'fail');
    assert.equal(compareSeries(mk(ones.map(() => 0)), mk(zeros), SINGLE).comparisons[0].verdict, 'unchanged');
    const better = compareSeries(mk(zeros), mk(ones.map(() => -1)), SINGLE);
    assert.equal(better.comparisons[0].verdict, 'improvement');
  });
});

describe('multiple comparisons and the sample-size floor', () => {
  test('Holm over 20 rows of 5 samples: all insufficient, and the run says 6 per side are needed', () => {
    const rows = Array.from({ length: 20 }, (_, i) => i);
    const r = compareSeries(
      rows.map((i) => s(`B${i}`, [100, 101, 102, 103, 104])),
      rows.map((i) => s(`B${i}`, [150, 151, 152, 153, 154])),
      DEFAULT_STATS_SETTINGS,
    );
    // α/m = 0.0025: 2/C(10,5) = 0.0079 cannot get there, 2/C(12,6) = 0.0022 can.
    assert.ok(minAttainableP(5, 5) > 0.0025 && minAttainableP(6, 6) < 0.0025);
    assert.equal(samplesNeededPerSide(0.05 / 20), 6);
    assert.equal(r.summary.insufficient, 20);
    for (const row of r.comparisons) {
      assert.equal(row.roundsNeeded, 6);
      assert.ok(row.p !== null && row.pAdjusted !== null, 'still tested and adjusted');
    }
    assert.equal(r.warnings.length, 1);
    assert.match(r.warnings[0].message, /20 of 20 comparisons/);
    assert.match(r.warnings[0].message, /Holm over 20 tests at α = 0\.05 \(mann-whitney\), each side needs at least 6 samples/);
    assert.equal(r.verdict, 'pass');
  });

  test('the same rows with 6 samples each are all significant regressions under Holm', () => {
    const rows = Array.from({ length: 20 }, (_, i) => i);
    const r = compareSeries(
      rows.map((i) => s(`B${i}`, BASE6)),
      rows.map((i) => s(`B${i}`, up(BASE6, 1.5))),
      DEFAULT_STATS_SETTINGS,
    );
    assert.equal(r.summary.regression, 20);
    for (const row of r.comparisons) assert.equal(row.pAdjusted, Math.min(1, 20 * (row.p as number)));
    assert.deepEqual(r.warnings, []);
    assert.equal(r.verdict, 'fail');
  });

  // v2: not significant after Holm, and with a 0.1% threshold every interval reaches past it: inconclusive, not unchanged.
  test('Holm makes a lone significant row among many others not significant; none keeps it', () => {
    const rows = Array.from({ length: 10 }, (_, i) => i);
    const base = rows.map((i) => s(`B${i}`, BASE6));
    const head = rows.map((i) => s(`B${i}`, i === 0 ? [104, 105, 106, 107, 108, 109] : [...BASE6].reverse()));
    const holm = compareSeries(base, head, { ...DEFAULT_STATS_SETTINGS, threshold: 0.001 });
    const none = compareSeries(base, head, { ...DEFAULT_STATS_SETTINGS, threshold: 0.001, correction: 'none' });
    const p0 = holm.comparisons[0].p as number;
    assert.ok(p0 < 0.05 && 10 * p0 >= 0.05, `p = ${p0}`);
    assert.equal(none.comparisons[0].verdict, 'regression');
    assert.ok(minAttainableP(6, 6) <= 0.05 / 10, 'attainable, so not insufficient');
    assert.equal(holm.comparisons[0].verdict, 'inconclusive');
    assert.equal(holm.comparisons[0].pAdjusted, Math.min(1, 10 * p0));
    assert.equal(holm.summary.inconclusive, 10);
    // At the default 5% threshold the same rows are unchanged: their intervals lie within ±5%.
    const wide = compareSeries(base, head, DEFAULT_STATS_SETTINGS);
    assert.deepEqual(
      wide.comparisons.slice(1).map((c) => c.verdict),
      Array(9).fill('unchanged'),
    );
  });
});

test('geomean of ratios over rows present on both sides with a ratio', () => {
  const r = compareSeries(
    [s('A', BASE6), s('B', BASE6), s('C', [100, 102]), s('gone', BASE6), s('one', [5])],
    [s('A', up(BASE6, 1.2)), s('B', up(BASE6, 0.9)), s('C', [110, 112]), s('new', BASE6), s('one', [6])],
    SINGLE,
  );
  const withRatio = r.comparisons.filter((c) => c.ratio !== null);
  assert.deepEqual(
    withRatio.map((c) => c.benchmark),
    ['A', 'B', 'C'],
  );
  const expected = Math.exp(withRatio.reduce((acc, c) => acc + Math.log(c.ratio as number), 0) / 3);
  assert.ok(r.summary.geomean !== null && Math.abs(r.summary.geomean - expected) < 1e-12);
  assert.ok(Math.abs(r.summary.geomean - Math.cbrt(1.2 * 0.9 * (r.comparisons[2].ratio as number))) < 1e-12);
  assert.equal(compareSeries([s('gone', BASE6)], [s('new', BASE6)], SINGLE).summary.geomean, null);
});

test('summary counts every verdict, zero for the absent ones', () => {
  const r = compareSeries([s('A', BASE6)], [s('A', up(BASE6, 1.1))], SINGLE);
  assert.deepEqual(
    { ...r.summary, geomean: null, geomeans: {} },
    {
      regression: 1,
      improvement: 0,
      minor: 0,
      unchanged: 0,
      inconclusive: 0,
      insufficient: 0,
      added: 0,
      removed: 0,
      ignored: 0,
      accepted: 0,
      geomean: null,
      geomeans: {},
    },
  );
  assert.deepEqual(Object.keys(r.summary.geomeans), ['time']);
  assert.ok(Math.abs(r.summary.geomeans.time - 1.1) < 1e-12);
});
