// Statistics v2 against the reference vectors (a committed copy of ../shared/stats/vectors-v2.json,
// scipy/numpy; its `conventions` block is the spec): every case, every field our spec uses, at 1e-9
// relative tolerance — the unit values (steps 1–3), Mann-Whitney and its HL ratio (step 5), the
// paired view (step 6), the single-test verdict (step 8), and the same through compareSeries.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Better, type OutlierMode, type Run, type Series, type StatsSettings } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { medianOfSorted } from '../src/stats/median.js';
import { pairedView } from '../src/stats/paired.js';
import { twoSampleView } from '../src/stats/twosample.js';
import { unitValues } from '../src/stats/units.js';
import { testedVerdict } from '../src/stats/verdict.js';

const VECTORS = new URL('./data/stats-vectors-v2.json', import.meta.url);
const SHARED_VECTORS = new URL('../../shared/stats/vectors-v2.json', import.meta.url);
type Json = any;
const vectors: Json = JSON.parse(readFileSync(VECTORS, 'utf8'));
const cases: Json[] = vectors.cases;
const conv = vectors.conventions;
const REL = 1e-9;

test('the committed v2 vectors equal ../shared/stats/vectors-v2.json when it is present', (t) => {
  if (!existsSync(SHARED_VECTORS)) return t.skip('no shared/ folder beside this checkout');
  assert.equal(readFileSync(VECTORS, 'utf8'), readFileSync(SHARED_VECTORS, 'utf8'), 'update __tests__/data/stats-vectors-v2.json from shared/');
});

test('vectors-v2.json has the 36 cases and the conventions the suite expects', () => {
  assert.equal(cases.length, 36);
  assert.equal(conv.alpha, 0.05);
  assert.equal(conv.threshold, 0.05);
  assert.equal(conv.confidence, 0.95);
});

/** |a − e| ≤ 1e-9·max(|a|, |e|); an expected 0 must come out as 0 (up to 1e-12). */
function close(actual: number | null | undefined, expected: number, what: string): void {
  assert.ok(typeof actual === 'number' && !Number.isNaN(actual), `${what}: got ${actual}, expected ${expected}`);
  const ok =
    expected === 0 ? Math.abs(actual) <= 1e-12 : actual === expected || Math.abs(actual - expected) <= REL * Math.max(Math.abs(actual), Math.abs(expected));
  assert.ok(ok, `${what}: got ${actual}, expected ${expected}`);
}

function closeOrNull(actual: number | null | undefined, expected: number | null, what: string): void {
  if (expected === null) assert.equal(actual, null, `${what}: expected null`);
  else close(actual, expected, what);
}

function closePair(actual: [number, number] | null, expected: [number, number] | null, what: string): void {
  if (expected === null) return assert.equal(actual, null, `${what}: expected null`);
  assert.ok(actual, `${what}: got null, expected [${expected.join(',')}]`);
  close(actual[0], expected[0], `${what} lo`);
  close(actual[1], expected[1], `${what} hi`);
}

const sample = (v: number | string | null): number => (v === null ? NaN : v === '+Inf' ? Infinity : v === '-Inf' ? -Infinity : (v as number));

/** One list per run; round i + 1 unless the case is not paired (then the runs carry no round). */
function runsOf(c: Json, side: 'base' | 'head'): Run[] {
  return (c[side] as Json[][]).map((list, i) => ({ samples: list.map(sample), ...(c.paired === false ? {} : { round: i + 1 }) }));
}

// The vectors' conventions, each set here rather than left to the defaults (which may change); a
// setting the vectors do not speak of is at its default.
const SETTINGS: StatsSettings = {
  ...DEFAULT_STATS_SETTINGS,
  alpha: 0.05,
  threshold: 0.05,
  correction: 'none',
  outliers: 'iqr',
  gate: ['time', 'rate'],
  test: 'mann-whitney',
  failOnInconclusive: false,
};

for (const c of cases) {
  describe(c.id, () => {
    const e = c.expected;
    const better: Better = c.better;
    const outliers: OutlierMode = c.outliers ?? 'iqr';
    const uv = unitValues(runsOf(c, 'base'), runsOf(c, 'head'), outliers, better);

    test('unit values: unit of analysis, values, median, removed inside runs, flagged units', () => {
      assert.equal(uv.unit, e.unit);
      for (const side of ['base', 'head'] as const) {
        const want = e[side];
        const got = uv[side];
        const sortedWant = [...(want.values as number[])].sort((a, b) => a - b);
        assert.equal(got.sorted.length, sortedWant.length, `${side} unit count`);
        sortedWant.forEach((v, i) => close(got.sorted[i], v, `${side} value ${i}`));
        if (e.unit === 'run') (want.values as number[]).forEach((v, i) => close(got.values[i], v, `${side} run value ${i} (run order)`));
        close(medianOfSorted(got.sorted), want.median, `${side} median`);
        assert.equal(got.removed, want.removed_in_run, `${side} removed in run`);
        assert.equal(got.flagged, want.flagged_units, `${side} flagged units`);
      }
    });

    test('Mann-Whitney on the unit values: p, method, HL ratio and CI, scale, shift, minimum p, verdict', () => {
      const want = e.mann_whitney;
      const got = twoSampleView(uv.base.sorted, uv.head.sorted);
      close(got.p, want.p, 'p');
      assert.equal(got.method, want.method);
      closeOrNull(got.ratio, want.ratio, 'ratio');
      closePair(got.ratioCI, want.ci, 'ratio CI');
      assert.equal(got.scale, want.scale);
      closeOrNull(got.shift, want.shift ?? null, 'shift');
      close(got.minP, want.min_attainable_p, 'min attainable p');
      const verdict = testedVerdict(
        { p: got.p, ratio: got.ratio, ratioCI: got.ratioCI, shift: got.shift, constant: got.method === 'all-equal' },
        better,
        conv.alpha,
        conv.threshold,
      );
      assert.equal(verdict, want.verdict_single_test);
    });

    test('paired view: pairs, differences, Wilcoxon p, one-sample HL and CI, k, worse rounds, minimum p, verdict', () => {
      const want = e.paired;
      const got = uv.unit === 'run' ? pairedView(uv.base, uv.head, better, medianOfSorted(uv.base.sorted)) : null;
      if (want === null) return assert.equal(got, null);
      assert.ok(got);
      assert.equal(got.pairs, want.pairs);
      const diffs = want.log_ratios ?? want.shifts;
      assert.equal(got.scale, want.log_ratios ? 'log-ratio' : 'shift');
      assert.equal(got.differences.length, diffs.length);
      diffs.forEach((d: number, i: number) => close(got.differences[i], d, `d[${i}]`));
      assert.equal(got.nonzero, want.nonzero);
      close(got.p, want.p, 'p');
      assert.equal(got.method, want.method);
      closeOrNull(got.ratio, want.ratio, 'ratio');
      closePair(got.ratioCI, want.ci, 'ratio CI');
      assert.equal(got.k, want.k, 'k');
      closeOrNull(got.achievedConf, want.achieved_conf, 'achieved confidence');
      close(got.minP, want.min_attainable_p, 'min attainable p');
      assert.equal(got.worseRounds, want.worse_in_rounds);
      closeOrNull(got.shift, want.shift, 'shift');
      const verdict = testedVerdict(
        { p: got.p, ratio: got.ratio, ratioCI: got.ratioCI, shift: got.shift, constant: got.method === 'all-zero' },
        better,
        conv.alpha,
        conv.threshold,
      );
      assert.equal(verdict, want.verdict_single_test);
    });

    for (const which of ['mann-whitney', 'paired'] as const) {
      test(`through compareSeries with test: ${which} (one row, no correction)`, () => {
        const want = which === 'paired' && e.paired ? e.paired : e.mann_whitney;
        const series = (side: 'base' | 'head'): Series => ({ benchmark: c.id, metric: 'm', unit: 'u', better, runs: runsOf(c, side) });
        const r = compareSeries([series('base')], [series('head')], { ...SETTINGS, outliers, test: which, gate: ['m'] });
        assert.equal(r.comparisons.length, 1);
        const row = r.comparisons[0];
        assert.equal(row.unitOfAnalysis, e.unit);
        assert.equal(row.test, which === 'paired' && e.paired ? 'paired' : 'mann-whitney');
        close(row.p, want.p, 'row p');
        close(row.pAdjusted, want.p, 'row p adjusted (none)');
        closeOrNull(row.ratio, want.ratio, 'row ratio');
        closePair(row.ratioCI, want.ci, 'row ratio CI');
        close(row.mannWhitney.p, e.mann_whitney.p, 'mannWhitney.p');
        closeOrNull(row.mannWhitney.ratio, e.mann_whitney.ratio, 'mannWhitney.ratio');
        closePair(row.mannWhitney.ratioCI, e.mann_whitney.ci, 'mannWhitney.ratioCI');
        if (e.paired === null) assert.equal(row.paired, null);
        else {
          assert.ok(row.paired);
          assert.equal(row.paired.pairs, e.paired.pairs);
          close(row.paired.p, e.paired.p, 'paired.p');
          assert.equal(row.paired.worseRounds, e.paired.worse_in_rounds);
        }
        for (const side of ['base', 'head'] as const) {
          close(row[side].median, e[side].median, `${side} median`);
          assert.equal(row[side].removed, e[side].removed_in_run);
          assert.equal(row[side].flagged, e[side].flagged_units);
          assert.equal(row[side].units, e[side].values.length);
        }
        // The floor (step 8): a test whose smallest attainable p cannot pass α is insufficient, whatever the data.
        const expected = want.min_attainable_p > SETTINGS.alpha ? 'insufficient' : want.verdict_single_test;
        assert.equal(row.verdict, expected);
        if (expected === 'insufficient') assert.ok(row.roundsNeeded !== undefined && row.roundsNeeded > (which === 'paired' && e.paired ? e.paired.pairs : 1));
        assert.equal(r.verdict, expected === 'regression' ? 'fail' : 'pass');
      });
    }
  });
}
