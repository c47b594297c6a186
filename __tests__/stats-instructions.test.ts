// The instructions test (docs/instructions.md "How a row is decided") against reference vectors
// computed independently (scripts/instructions-vectors.py, mpmath at 50 digits).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DEFAULT_STATS_SETTINGS, type Series } from '../src/model.js';
import { compareSeries } from '../src/stats/compare.js';
import { instructionsView } from '../src/stats/instructions.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { validateReport } from '../src/report/validate.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { headline } from '../src/report/headline.js';

interface Case {
  name: string;
  base: number[];
  head: number[];
  threshold: number;
  expected: {
    tested: boolean;
    verdict: string;
    spread?: number;
    floor?: number;
    logRatio?: number;
    se?: number;
    df?: number;
    p?: number;
    ratio?: number;
    ci95?: [number, number];
    constant?: boolean;
  };
}

const vectors = JSON.parse(readFileSync(new URL('./data/instructions-vectors.json', import.meta.url), 'utf8')) as { cases: Case[] };

function close(actual: number, expected: number, what: string): void {
  const tolerance = 1e-9 * Math.max(1, Math.abs(expected));
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual} ≠ ${expected}`);
}

/** One run of one value per round: what the Go driver's output gives a side. */
function series(values: number[]): Series {
  return {
    benchmark: 'BenchmarkX',
    metric: 'instructions',
    unit: 'instr',
    better: 'lower',
    runs: values.map((v, i) => ({ round: i + 1, samples: [v] })),
  };
}

describe('instructions test: reference vectors', () => {
  for (const c of vectors.cases) {
    it(c.name, () => {
      const view = instructionsView(c.base, c.head);
      const e = c.expected;
      if (!e.tested) {
        assert.equal(view, null);
      } else {
        assert.ok(view);
        close(view.spread, e.spread!, 'spread');
        close(view.floor, e.floor!, 'floor');
        close(view.logRatio, e.logRatio!, 'd');
        close(view.se, e.se!, 'SE');
        close(view.df, e.df!, 'df');
        close(view.p, e.p!, 'p');
        close(view.ratio, e.ratio!, 'ratio');
        close(view.ratioCI[0], e.ci95![0], 'CI low');
        close(view.ratioCI[1], e.ci95![1], 'CI high');
        assert.equal(view.constant, e.constant);
      }
      // The whole row, as a run in instructions mode decides it (a family of one).
      const settings = { ...DEFAULT_STATS_SETTINGS, measure: 'instructions' as const, threshold: c.threshold };
      const result = compareSeries([series(c.base)], [series(c.head)], settings);
      const [row] = result.comparisons;
      assert.equal(row.verdict, e.verdict);
      assert.equal(row.test, 'instructions');
      assert.equal(row.gated, true, 'instructions stand in for time, which is gated by default');
      if (e.tested) close(row.p!, e.p!, 'row p');
    });
  }

  it('the family is corrected as for time: Holm over the rows', () => {
    // Past the floor, 3 rounds a side give p < 0.01; two rows each p ≈ 0.0039 are significant
    // alone at α = 0.005, not after Holm over two.
    const settings = { ...DEFAULT_STATS_SETTINGS, measure: 'instructions' as const, threshold: 0.01, alpha: 0.005 };
    const base = [1000, 1000.4, 1000.2];
    const head = [1040, 1045, 1050];
    const alone = compareSeries([series(base)], [series(head)], settings).comparisons[0];
    const two = compareSeries(
      [series(base), { ...series(base), benchmark: 'BenchmarkY' }],
      [series(head), { ...series(head), benchmark: 'BenchmarkY' }],
      settings,
    ).comparisons;
    assert.ok(alone.p! < 0.005 && alone.p! > 0.0025, `p = ${alone.p}`);
    assert.equal(alone.verdict, 'regression');
    for (const row of two) {
      assert.equal(row.pAdjusted, Math.min(1, 2 * alone.p!));
      assert.notEqual(row.verdict, 'regression');
    }
  });
});

describe('instructions reports', () => {
  const build = (measure: 'time' | 'instructions') =>
    buildReport({
      base: [{ format: 'go', series: [series([1000, 1000.5, 999.8])], context: {}, warnings: [] }],
      head: [{ format: 'go', series: [series([1100, 1100.2, 1099.9])], context: {}, warnings: [] }],
      settings: { ...DEFAULT_STATS_SETTINGS, measure },
      machine: {
        base: { versions: { valgrind: 'valgrind-3.19.0', libc: 'glibc 2.36' } },
        head: { versions: { valgrind: 'valgrind-3.19.0', libc: 'glibc 2.36' } },
      },
    });

  it('read back as written: the measure, the instructions test and the versions', () => {
    const report = build('instructions');
    assert.equal(report.comparisons[0].verdict, 'regression');
    const back = validateReport(JSON.parse(renderJson(report)), 'report.json');
    assert.equal(back.settings.measure, 'instructions');
    assert.equal(back.comparisons[0].test, 'instructions');
    assert.deepEqual(back.comparisons[0].instructions, report.comparisons[0].instructions);
    assert.equal(back.machine.base.versions?.valgrind, 'valgrind-3.19.0');
    assert.deepEqual(back.comparisons, JSON.parse(renderJson(report)).comparisons);
  });

  it('a report written before the setting existed reads as measure: time', () => {
    const json = JSON.parse(renderJson(build('time')));
    delete json.settings.measure;
    assert.equal(validateReport(json, 'old.json').settings.measure, 'time');
  });

  it('a row decided by the instructions test without its result is refused', () => {
    const json = JSON.parse(renderJson(build('instructions')));
    delete json.comparisons[0].instructions;
    assert.throws(() => validateReport(json, 'x.json'), /instructions test decided this row but it has no instructions result/);
  });

  it('a row within the spread between identical runs is not told that more rounds would decide it', () => {
    // Spread ~1% (floor ~3%), change ~+0.9%: p = 1 by the floor, and the interval (±3%) reaches
    // past the 0.5% threshold — inconclusive, and no number of rounds shrinks the floor.
    const report = buildReport({
      base: [{ format: 'go', series: [series([1000, 1010, 1000])], context: {}, warnings: [] }],
      head: [{ format: 'go', series: [series([1010, 1015, 1012])], context: {}, warnings: [] }],
      settings: { ...DEFAULT_STATS_SETTINGS, measure: 'instructions', threshold: 0.005 },
    });
    const row = report.comparisons[0];
    assert.equal(row.verdict, 'inconclusive');
    assert.equal(row.roundsNeeded, undefined);
    const md = renderMarkdown(report);
    assert.match(md, /within 3× the spread between identical runs \(±3\.\d+%\): more rounds cannot decide it/);
    assert.doesNotMatch(md, /needs [~≥]/);
    // Nor does the headline, when every undecided row is such a row.
    assert.equal(headline(report).kind, 'undecided');
    assert.equal(headline(report).more, 'no more rounds');
    assert.doesNotMatch(md, /more runs a side \(or benchgate run\) would decide/);
  });

  it('the comment says what was measured and what it misses, names the versions, and gates instructions', () => {
    const md = renderMarkdown(build('instructions'));
    assert.match(md, /instructions per operation \(valgrind cachegrind; time not measured: blind to cache and memory effects/);
    assert.match(md, /gated metrics: time, rate, instructions/);
    assert.match(md, /\| valgrind \(same\) \| valgrind-3\.19\.0 \|/);
    // The rank tests cannot reach α in 3 rounds: their "disagreement" is not shown.
    assert.doesNotMatch(md, /paired p =|Mann-Whitney p =/);
  });
});
