// The statistics against the reference vectors (a committed copy of ../shared/stats/vectors.json:
// scipy, cross-checked with benchstat's Go code): every case, every step, at 1e-9 relative tolerance.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Series, type StatsSettings } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { effectSize, hodgesLehmannRatio, hodgesLehmannShift, pairwiseDifferenceCI } from '../src/stats/effect.js';
import { mannWhitney, mannWhitneyExact, mannWhitneyNormal } from '../src/stats/mannwhitney.js';
import { medianWithCI } from '../src/stats/median.js';
import { adjustPValues } from '../src/stats/multiple.js';
import { removeOutliers, tukeyFences, withinFences } from '../src/stats/outliers.js';
import { minAttainableP } from '../src/stats/samplesize.js';
import { sortedCopy } from '../src/stats/sorted.js';

// A committed copy, so the tests run wherever the repository is cloned; when the team's shared/
// folder sits beside the checkout, the copy must still equal it (a drift test below).
const VECTORS = new URL('./data/stats-vectors.json', import.meta.url);
const SHARED_VECTORS = new URL('../../shared/stats/vectors.json', import.meta.url);
type Json = any;
const vectors: Json = JSON.parse(readFileSync(VECTORS, 'utf8'));

test('the committed vectors equal ../shared/stats/vectors.json when it is present', (t) => {
  if (!existsSync(SHARED_VECTORS)) return t.skip('no shared/ folder beside this checkout');
  assert.equal(readFileSync(VECTORS, 'utf8'), readFileSync(SHARED_VECTORS, 'utf8'), 'update __tests__/data/stats-vectors.json from shared/');
});
const cases: Json[] = vectors.cases;
const REL = 1e-9;

/** |a − e| ≤ 1e-9·max(|a|, |e|); an expected 0 must come out as 0 (up to 1e-12: percentages of 1 ± ε). */
function close(actual: number | null | undefined, expected: number, what: string): void {
  assert.ok(typeof actual === 'number' && Number.isFinite(actual), `${what}: got ${actual}, expected ${expected}`);
  const ok = expected === 0 ? Math.abs(actual) <= 1e-12 : Math.abs(actual - expected) <= REL * Math.max(Math.abs(actual), Math.abs(expected));
  assert.ok(ok, `${what}: got ${actual}, expected ${expected} (rel. diff ${Math.abs(actual - expected) / Math.abs(expected)})`);
}

function closeArray(actual: readonly number[], expected: readonly number[], what: string): void {
  assert.equal(actual.length, expected.length, `${what}: length`);
  actual.forEach((v, i) => close(v, expected[i], `${what}[${i}]`));
}

const DECISION: Record<string, string> = {
  'insufficient-data': 'insufficient',
  'no-significant-change': 'unchanged',
  'significant-but-below-threshold': 'minor',
  regression: 'regression',
  improvement: 'improvement',
};

function series(benchmark: string, samples: number[]): Series {
  return { benchmark, metric: 'time', unit: 's', better: 'lower', runs: [{ samples }] };
}

// The vectors' conventions, each set here rather than left to the defaults (which may change); a
// setting the vectors do not speak of is at its default.
const SINGLE_TEST: StatsSettings = {
  ...DEFAULT_STATS_SETTINGS,
  alpha: 0.05,
  threshold: 0.05,
  correction: 'none',
  outliers: 'iqr',
  gate: ['time'],
  test: 'mann-whitney',
  failOnInconclusive: false,
};

test('vectors.json has the 31 cases the suite expects', () => {
  assert.equal(cases.length, 31);
});

for (const c of cases) {
  describe(c.id, () => {
    const x: number[] = c.base_x;
    const y: number[] = c.head_y;
    const rp = c.recommended_pipeline;
    const kept = { base: removeOutliers(x, 'iqr').kept, head: removeOutliers(y, 'iqr').kept };

    test('outliers: type-8 quartiles, fences, kept (recommended pipeline)', () => {
      for (const side of ['base', 'head'] as const) {
        const raw = side === 'base' ? x : y;
        const want = rp.outliers[side];
        const got = removeOutliers(raw, 'iqr');
        assert.ok(got.fences);
        close(got.fences.q1, want.q1, `${side} q1`);
        close(got.fences.q3, want.q3, `${side} q3`);
        close(got.fences.iqr, want.iqr, `${side} iqr`);
        assert.equal(got.skipped, want.skipped, `${side} skipped`);
        if (want.skipped === null) {
          close(got.fences.lower, want.lower_fence, `${side} lower fence`);
          close(got.fences.upper, want.upper_fence, `${side} upper fence`);
          assert.equal(got.removed.length, want.removed, `${side} removed count`);
        }
        assert.deepEqual(got.kept, want.kept, `${side} kept`);
      }
    });

    test('outliers: old benchstat type-8 IQR filter (no IQR = 0 skip)', () => {
      for (const side of ['base', 'head'] as const) {
        const raw = side === 'base' ? x : y;
        const want = c.old_benchstat_iqr_filter_R8[side];
        const f = tukeyFences(sortedCopy(raw));
        close(f.q1, want.q1, `${side} q1`);
        close(f.q3, want.q3, `${side} q3`);
        close(f.iqr, want.iqr, `${side} iqr`);
        close(f.lower, want.lower_fence, `${side} lower fence`);
        close(f.upper, want.upper_fence, `${side} upper fence`);
        assert.deepEqual(
          raw.filter((v) => withinFences(v, f, 'iqr')),
          want.kept,
          `${side} kept`,
        );
        assert.deepEqual(
          raw.filter((v) => !withinFences(v, f, 'iqr')).sort((a, b) => a - b),
          want.removed,
          `${side} removed (sorted)`,
        );
      }
    });

    test('median and its 95% CI (kept samples, and symmetric CI on raw samples)', () => {
      for (const side of ['base', 'head'] as const) {
        const want = rp.summary[side];
        const got = medianWithCI(sortedCopy(kept[side]));
        close(got.median, want.median, `${side} median`);
        if (want.lo === null) {
          assert.equal(got.ci, null, `${side} CI unavailable`);
          assert.equal(got.achievedConf, null);
        } else {
          assert.ok(got.ci);
          close(got.ci[0], want.lo, `${side} lo`);
          close(got.ci[1], want.hi, `${side} hi`);
          assert.equal(got.k, want.k, `${side} k`);
          close(got.achievedConf, want.achieved_conf, `${side} achieved conf`);
        }
        const sym = c.median_ci95_symmetric[side];
        const raw = medianWithCI(sortedCopy(side === 'base' ? x : y));
        close(raw.median, sym.median, `${side} raw median`);
        assert.equal(raw.k, sym.k, `${side} raw k`);
        if (!sym.available) {
          assert.equal(sym.lo, '-Inf');
          assert.equal(sym.hi, '+Inf');
          assert.equal(raw.ci, null, `${side} raw CI unavailable (±∞)`);
        } else {
          assert.ok(raw.ci);
          close(raw.ci[0], sym.lo, `${side} raw lo`);
          close(raw.ci[1], sym.hi, `${side} raw hi`);
          close(raw.achievedConf, sym.achieved_conf, `${side} raw achieved conf`);
        }
      }
    });

    test('Mann-Whitney U and p on kept samples', () => {
      if (rp.utest === null) {
        assert.ok(kept.base.length < 2 || kept.head.length < 2, 'untested only when a side has < 2 kept');
        return;
      }
      const got = mannWhitney(kept.base, kept.head);
      close(got.U, rp.utest.U, 'U');
      close(got.p, rp.utest.p, 'p');
      assert.equal(got.method, rp.utest.method);
    });

    test('exact conditional distribution with ties (raw samples): tails and doubling p', () => {
      const want = c.exact_permutation_with_ties;
      const got = mannWhitneyExact(x, y);
      close(got.U, c.U_base, 'U');
      close(got.lowerTail, want.lower_tail, 'lower tail');
      close(got.upperTail, want.upper_tail, 'upper tail');
      close(got.p, want.p_doubling, 'p');
    });

    test('normal approximation with tie and continuity correction (raw samples)', () => {
      const got = mannWhitneyNormal(x, y);
      close(got.p, c.scipy.p_asymptotic_tie_and_continuity, 'p');
      const z = c.scipy.z_asymptotic_tie_and_continuity;
      if (z === null) assert.equal(got.z, null);
      else close(got.z, z, 'z');
    });

    test('effect: Hodges–Lehmann log ratio and CI (kept samples)', () => {
      if (rp.effect === null) return assert.ok(kept.base.length < 2 || kept.head.length < 2);
      const want = rp.effect;
      const got = effectSize(kept.base, kept.head);
      assert.equal(got.scale, want.scale);
      assert.ok(got.ratio !== null);
      close(100 * (got.ratio - 1), want.delta_pct, 'delta %');
      assert.equal(got.k, want.k, 'k');
      assert.equal(got.crit, want.crit);
      if (want.ci_lo_pct === null) {
        assert.equal(got.ratioCI, null);
        assert.equal(got.achievedConf, null);
      } else {
        assert.ok(got.ratioCI);
        close(100 * (got.ratioCI[0] - 1), want.ci_lo_pct, 'CI lo %');
        close(100 * (got.ratioCI[1] - 1), want.ci_hi_pct, 'CI hi %');
        close(got.achievedConf, want.achieved_conf, 'achieved conf');
      }
    });

    test('Hodges–Lehmann on raw samples: log ratio and additive shift', () => {
      const lr = c.hodges_lehmann_log_ratio_head_over_base;
      const ratio = hodgesLehmannRatio(x, y);
      close(ratio.estimate, lr.ratio, 'ratio');
      close(100 * (ratio.estimate - 1), lr.pct, 'pct');
      const logX = Float64Array.from(x, Math.log).sort();
      const logY = Float64Array.from(y, Math.log).sort();
      assert.equal(x.length * y.length, c.hodges_lehmann_head_minus_base.n_pairs);
      if (lr.conf_achievable) {
        assert.equal(ratio.k, lr.ci_lo_index_1based);
        assert.ok(ratio.ci);
        close(ratio.ci[0], lr.ratio_ci_lo, 'ratio CI lo');
        close(ratio.ci[1], lr.ratio_ci_hi, 'ratio CI hi');
        close(ratio.achievedConf, lr.achieved_conf, 'achieved conf');
      } else {
        assert.equal(ratio.k, 0);
        assert.equal(ratio.ci, null);
      }
      // The vectors fall back to k = 1 when the confidence is unattainable: same order statistics.
      const ci = pairwiseDifferenceCI(logX, logY, lr.ci_lo_index_1based);
      assert.ok(ci);
      assert.equal(x.length * y.length + 1 - lr.ci_lo_index_1based, lr.ci_hi_index_1based);
      close(Math.exp(ci[0]), lr.ratio_ci_lo, 'log CI lo at vector index');
      close(Math.exp(ci[1]), lr.ratio_ci_hi, 'log CI hi at vector index');

      const add = c.hodges_lehmann_head_minus_base;
      const shift = hodgesLehmannShift(x, y);
      close(shift.estimate, add.estimate, 'shift');
      const fallback = pairwiseDifferenceCI(sortedCopy(x), sortedCopy(y), add.ci_lo_index_1based);
      assert.ok(fallback);
      close(fallback[0], add.ci_lo, 'shift CI lo at vector index');
      close(fallback[1], add.ci_hi, 'shift CI hi at vector index');
      if (add.conf_achievable) {
        assert.ok(shift.ci);
        close(shift.ci[0], add.ci_lo, 'shift CI lo');
        close(shift.ci[1], add.ci_hi, 'shift CI hi');
        close(shift.achievedConf, add.achieved_conf, 'shift achieved conf');
      } else {
        assert.equal(shift.ci, null);
      }
    });

    test('minimum attainable p (kept sizes)', () => {
      close(minAttainableP(kept.base.length, kept.head.length), rp.min_attainable_p, 'min p');
    });

    test('decision via compareSeries (single test, α = 0.05, T = 5%)', () => {
      const r = compareSeries([series(c.id, x)], [series(c.id, y)], SINGLE_TEST);
      assert.equal(r.comparisons.length, 1);
      const row = r.comparisons[0];
      // v2 deliberately splits v1's "no significant change": unchanged only when the 95% CI of the
      // change lies strictly within (1/1.05, 1.05), else inconclusive (all values equal: unchanged).
      let want = DECISION[rp['decision_single_test_alpha_0.05_T_5pct']];
      if (want === 'unchanged' && rp.utest.method !== 'all-equal') {
        const lo = rp.effect.ci_lo_pct;
        const hi = rp.effect.ci_hi_pct;
        want = lo !== null && lo > 100 * (1 / 1.05 - 1) && hi < 5 ? 'unchanged' : 'inconclusive';
      }
      assert.equal(row.verdict, want);
      assert.equal(r.verdict, row.verdict === 'regression' ? 'fail' : 'pass');
      assert.equal(row.base.n, x.length);
      assert.equal(row.base.kept, kept.base.length);
      assert.equal(row.head.kept, kept.head.length);
      if (rp.utest === null) {
        assert.equal(row.p, null);
        assert.ok(row.roundsNeeded !== undefined && row.roundsNeeded >= 4);
      } else {
        close(row.p, rp.utest.p, 'row p');
        close(row.pAdjusted, rp.utest.p, 'row p adjusted (none)');
        close(row.deltaPct, rp.effect.delta_pct, 'row delta %');
      }
      if (row.verdict === 'insufficient') assert.equal(row.roundsNeeded, 4);
    });
  });
}

describe('multiple comparisons', () => {
  const mc = vectors.multiple_comparisons;
  test('fixed example: Holm, BH, and rejections at α = 0.05', () => {
    const p: number[] = mc.fixed_example.p;
    const holm = adjustPValues(p, 'holm');
    const bh = adjustPValues(p, 'bh');
    closeArray(holm, mc.fixed_example.holm, 'holm');
    closeArray(bh, mc.fixed_example.bh, 'bh');
    assert.deepEqual(adjustPValues(p, 'none'), p);
    const reject = mc.fixed_example.reject_alpha_0_05;
    assert.deepEqual(
      p.map((v) => v < 0.05),
      reject.none,
    );
    assert.deepEqual(
      holm.map((v) => v < 0.05),
      reject.holm,
    );
    assert.deepEqual(
      bh.map((v) => v < 0.05),
      reject.bh,
    );
  });

  test('family of all cases: adjustPValues', () => {
    const fam: Json[] = mc.family_of_all_cases_recommended_p;
    const p = fam.map((f) => f.p as number);
    closeArray(
      adjustPValues(p, 'holm'),
      fam.map((f) => f.holm),
      'holm',
    );
    closeArray(
      adjustPValues(p, 'bh'),
      fam.map((f) => f.bh),
      'bh',
    );
  });

  for (const correction of ['holm', 'bh'] as const) {
    test(`family of all cases through compareSeries (${correction}): raw and adjusted p per row`, () => {
      const base = cases.map((c) => series(c.id, c.base_x));
      const head = cases.map((c) => series(c.id, c.head_y));
      const r = compareSeries(base, head, { ...SINGLE_TEST, correction });
      const byId = new Map(r.comparisons.map((row) => [row.benchmark, row]));
      const fam: Json[] = mc.family_of_all_cases_recommended_p;
      assert.equal(r.comparisons.filter((row) => row.p !== null).length, fam.length, 'tested rows');
      // v2 (step 7, Tarone): a row whose pooled values are all equal cannot reach significance and
      // does not enlarge the family; the others are adjusted over the rest (v1 adjusted over all).
      const allEqual = new Set(cases.filter((c) => c.recommended_pipeline.utest?.method === 'all-equal').map((c) => c.id as string));
      assert.ok(allEqual.size > 0, 'the vectors have all-equal rows');
      const family = fam.filter((f) => !allEqual.has(f.id));
      const adjusted = adjustPValues(
        family.map((f) => f.p as number),
        correction,
      );
      assert.equal(r.familySize, family.length, 'family size');
      for (const f of fam) {
        const row = byId.get(f.id);
        assert.ok(row, f.id);
        close(row.p, f.p, `${f.id} p`);
        if (allEqual.has(f.id)) close(row.pAdjusted, 1, `${f.id} adjusted (outside the family)`);
        else close(row.pAdjusted, adjusted[family.indexOf(f)], `${f.id} adjusted`);
      }
      assert.deepEqual(
        r.comparisons.map((row) => row.benchmark),
        cases.map((c) => c.id),
        'row order',
      );
    });
  }
});

test('minimum attainable two-sided p: 2 / C(n1+n2, n1)', () => {
  const m = vectors.min_attainable_two_sided_p;
  for (const e of m.equal_n) close(minAttainableP(e.n, e.n), e.p_min, `n=${e.n}`);
  for (const u of m.unequal) {
    close(minAttainableP(u.n1, u.n2), u.p_min, `${u.n1}+${u.n2}`);
    close(minAttainableP(u.n2, u.n1), u.p_min, `${u.n2}+${u.n1}`);
  }
});
