// What a reviewer reads agrees with what was decided (issue 19 items 4 and 5): the interval a row
// shows is at the level that decided it and says so; an inconclusive row never shows an interval
// wholly beyond ±T, nor a significant one an interval across 0, without the reason on the row; the
// level is beside the p; "needs N rounds" is never fewer than were run and says when it is beyond
// max-rounds; the terminal counts the units tested; medians far from Δ are explained.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Report, type RoundsInfo, type Run, type Series, type StatsSettings } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import { confidencePct, medianNote } from '../src/report/decision-text.js';
import { inconclusiveText } from '../src/report/verdict-text.js';
import { comparison, report as fixtureReport, side } from './report-fixtures.js';
import { timeSeries } from './support/series.js';

/** 10 runs 100 … 109 (distinct); `shifted` moves them by `shift` + 0.25 (no ties between the sides). */
const base10 = Array.from({ length: 10 }, (_, i) => 100 + i);
const shifted = (shift: number) => base10.map((v) => v + shift + 0.25);
/** One run per round of three samples around each value. */
const runs = (values: number[]): Run[] => values.map((v, i) => ({ round: i + 1, samples: [v * 0.999, v, v * 1.001] }));
const spread = (v: number) => 100e-9 * 1.05 ** (v - 100);

function reportOf(base: Series[], head: Series[], settings: StatsSettings, rounds?: RoundsInfo): Report {
  const parse = (series: Series[]) => [{ format: 'go', series, context: {}, warnings: [] }];
  const r = buildReport({ base: parse(base), head: parse(head), settings, ...(rounds ? { compare: { alpha: rounds.lookAlpha } } : {}) });
  return rounds ? { ...r, rounds } : r;
}

/** The Go `Slower20` at a look of `rounds: auto` (α/J = 0.0125): p 0.0068, Holm over two such rows tests it at 0.00625. */
const autoRounds: RoundsInfo = { planned: 10, run: 10, looks: [{ rounds: 10, undecided: 2 }], stopped: 'max-rounds', lookAlpha: 0.05 / 4 };
const slower20 = reportOf(
  [timeSeries('Slower20', runs(base10.map(spread))), timeSeries('Other', runs(base10.map(spread)))],
  [timeSeries('Slower20', runs(shifted(4).map(spread))), timeSeries('Other', runs(shifted(4).map(spread)))],
  { ...DEFAULT_STATS_SETTINGS },
  autoRounds,
);
/** Holm stops at the first of two rows with p = 0.029; the second's interval at its own step (α) clears 0. */
const holmStopped = reportOf(
  [timeSeries('First', runs(base10)), timeSeries('Second', runs(base10))],
  [timeSeries('First', runs(shifted(3))), timeSeries('Second', runs(shifted(3)))],
  { ...DEFAULT_STATS_SETTINGS },
);
/** α = 0.1 without correction: a regression at p ≈ 0.03–0.1, whose 95% CI may cross 0 while its 90% one cannot. */
const loose = reportOf(
  [timeSeries('Loose', runs(base10.map(spread)))],
  [timeSeries('Loose', runs(shifted(2).map((v, i) => spread(i === 0 ? v + 1 : v))))], // p = 0.086
  { ...DEFAULT_STATS_SETTINGS, alpha: 0.1, correction: 'none' },
);

const THRESHOLD_PCT = 5;
const number = (s: string) => Number(s.replace('−', '-').replace('±', ''));

/** The verdict and the Δ interval (in %) of every row of the markdown tables. */
function markdownRows(md: string): { name: string; verdict: string; lo: number; hi: number; delta: string; p: string }[] {
  const out = [];
  for (const line of md.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| benchmark')) continue;
    const cells = line.slice(2, -2).split(' | ');
    const m = /\(([+−±][\d.]+) … ([+−±][\d.]+)/.exec(cells[2]);
    if (!m) continue;
    out.push({ name: cells[0], verdict: cells[1], delta: cells[2], lo: number(m[1]), hi: number(m[2]), p: cells[6] });
  }
  return out;
}

/** What the issue requires of every shown row: the interval never contradicts the verdict without the reason beside it. */
function assertAgrees(row: { name: string; verdict: string; lo: number; hi: number }): void {
  const reason = / but /.test(row.verdict);
  if (/inconclusive/.test(row.verdict)) {
    const beyond = row.lo > THRESHOLD_PCT || row.hi < -100 * (1 - 1 / (1 + THRESHOLD_PCT / 100));
    assert.ok(!beyond || reason, `${row.name}: inconclusive beside ${row.lo} … ${row.hi} without a reason: ${row.verdict}`);
  }
  if (/regression|improvement|minor/.test(row.verdict)) {
    assert.ok(!(row.lo <= 0 && row.hi >= 0) || reason, `${row.name}: significant beside ${row.lo} … ${row.hi} without a reason: ${row.verdict}`);
  }
}

describe('the interval and the verdict at the same level (markdown)', () => {
  it('an inconclusive row whose 95% CI is wholly beyond +5% shows the interval at its decision level, marked', () => {
    const md = renderMarkdown(slower20);
    const rows = markdownRows(md);
    const row = rows.find((r) => r.name.includes('Slower20'))!;
    assert.match(row.verdict, /inconclusive/);
    assert.ok(slower20.comparisons[0].ratioCI![0] > 1.05, 'its 95% CI is wholly beyond +5%');
    assert.match(row.delta, /, 99\.38% CI\)$/);
    assert.ok(row.lo < 0 && row.hi > THRESHOLD_PCT, `${row.lo} … ${row.hi}`);
    for (const r of rows) assertAgrees(r);
    // The header and the settings line say which interval is which, once.
    assert.match(md, /\| benchmark \| verdict \| Δ \(CI\) \|/);
    assert.match(
      md,
      /Δ's CI is at the level each row was decided at \(marked: 1 − Holm's step of α per look, α\/m … α by rank of p\), so it excludes 0 exactly when the row is significant; unchanged rows show the 95% CI \(within ±5%\)/,
    );
  });

  it('a row Holm did not reach says why its interval clears 0', () => {
    const rows = markdownRows(renderMarkdown(holmStopped));
    const second = rows.find((r) => r.name.includes('Second'))!;
    assert.ok(second.lo > 0, `${second.lo} … ${second.hi}`);
    assert.match(second.verdict, /inconclusive.* · its CI excludes 0, but Holm stopped at an earlier row: no later row can be significant/);
    for (const r of rows) assertAgrees(r);
  });

  it('a regression at α = 0.1 shows its 90% interval, which excludes 0', () => {
    const c = loose.comparisons[0];
    assert.equal(c.verdict, 'regression', `p = ${c.p}`);
    assert.ok(c.ratioCI![0] < 1, `its 95% CI ${JSON.stringify(c.ratioCI)} crosses 0`);
    const row = markdownRows(renderMarkdown(loose))[0];
    assert.match(row.delta, /, 90% CI\)$/);
    assertAgrees(row);
  });

  it('without a decision interval (a merge that changed the level) the 95% CI is shown and a contradiction says why', () => {
    const c = slower20.comparisons[0];
    const stale = { ...slower20, comparisons: [{ ...c, decision: { ...c.decision!, ratioCI: null } }] };
    const row = markdownRows(renderMarkdown(stale))[0];
    assert.doesNotMatch(row.delta, /CI\)/);
    assert.match(row.verdict, /its CI excludes 0, but the test is not significant at the family's level \(0\.013\): the 95% CI is not at that level/);
    assertAgrees(row);
  });
});

describe('the interval and the verdict at the same level (terminal)', () => {
  it('shows the marked interval, the level beside the p, and says once what a mark means', () => {
    const out = renderTerminal(slower20);
    const line = out.split('\n').find((l) => l.startsWith('Slower20'))!;
    assert.match(line, /inconclusive: up to \+\d+\.\d%; needs more than max-rounds 10: ~\d+ .* +\+\d+\.\d% \(−[\d.]+ … \+[\d.]+, 99\.38% CI\)/);
    assert.match(line, /p=0\.014 > 0\.013 per look/);
    assert.match(out, /^CI: a marked interval is at the level its row was decided at/m);
    assert.match(out, /vs base \(CI\)/);
    const second = renderTerminal(holmStopped)
      .split('\n')
      .find((l) => l.startsWith('Second'))!;
    assert.match(second, /Holm stopped at an earlier row/);
  });

  it('counts the units tested: runs and samples per run', () => {
    const line = renderTerminal(slower20)
      .split('\n')
      .find((l) => l.startsWith('Slower20'))!;
    assert.match(line, /n=10 runs × 3$/);
    const uneven = fixtureReport([comparison('Uneven', 'unchanged', { base: side({ n: 60, kept: 58, median: 1, ci: [0.9, 1.1], units: 20 }) })]);
    assert.match(renderTerminal(uneven), /Uneven .* n=20\+9 runs$/m);
  });
});

describe('numbers that agree with the words', () => {
  it('the level is beside the p in the markdown, per look with adaptive rounds', () => {
    const row = markdownRows(renderMarkdown(slower20)).find((r) => r.name.includes('Slower20'))!;
    assert.match(row.p, /^0\.0068 \(0\.014 > 0\.013 per look\)$/);
    const fixed = markdownRows(renderMarkdown(loose))[0];
    assert.match(fixed.p, /^0\.086 \(0\.086 < 0\.1\)$/);
  });

  it('"needs N rounds" is never fewer than were run, and beyond max-rounds says so', () => {
    const c = comparison('Parse', 'inconclusive', { roundsNeeded: 15 });
    const run = { base: {}, head: {}, rounds: 20, warmup: 0, format: 'go', failedRuns: [] };
    const atMax: RoundsInfo = { planned: 20, run: 20, looks: [], stopped: 'max-rounds', lookAlpha: 0.0125 };
    const from = (rounds: RoundsInfo) => ({ run: { ...run, rounds: rounds.run }, rounds });
    assert.match(inconclusiveText(c, from(atMax)), /; needs more than max-rounds 20: ~21$/);
    assert.match(inconclusiveText({ ...c, roundsNeeded: 34 }, from(atMax)), /; needs more than max-rounds 20: ~34$/);
    assert.match(inconclusiveText({ ...c, roundsNeeded: 34 }, from({ ...atMax, run: 10, stopped: 'decided' })), /; needs more than max-rounds 20: ~34$/);
    assert.match(inconclusiveText({ ...c, roundsNeeded: 12 }, from({ ...atMax, run: 10, stopped: 'decided' })), /; needs ~12 rounds$/);
    assert.match(inconclusiveText(c, from({ planned: 20, run: 20, looks: [], stopped: 'fixed', lookAlpha: 0.05 })), /; needs ~21 rounds$/);
    // From result files there are no rounds: the units a side, or benchgate run.
    assert.match(inconclusiveText(c, {}), /; needs ~15 runs \(result files\) a side, or benchgate run$/);
    assert.match(renderMarkdown(slower20), /inconclusive: up to \+\d+\.\d%; needs more than max-rounds 10: ~\d+/);
  });

  it('explains medians far from Δ: skewed or bimodal runs, Δ the typical shift', () => {
    // The row: medians 4.77 → 5.64 µs (+18%) beside Δ +56.8% (+32.1 … +77.7).
    const row = comparison('Skewed', 'regression', {
      base: side({ n: 20, kept: 20, median: 4.77e-6, ci: [4.5e-6, 5e-6] }),
      head: side({ n: 20, kept: 20, median: 5.64e-6, ci: [5.4e-6, 6e-6] }),
      ratio: 1.568,
      ratioCI: [1.321, 1.777],
      deltaPct: 56.8,
    });
    const note = 'medians differ by +18.2%: the runs are skewed or bimodal; Δ is the typical shift between runs (Hodges–Lehmann)';
    assert.equal(medianNote(row), note);
    assert.match(renderMarkdown(fixtureReport([row])), new RegExp(`regression · ${note.replace(/[()+]/g, '\\$&')}`));
    assert.match(renderTerminal(fixtureReport([row])), /medians differ by \+18\.2%/);
    assert.match(
      medianNote({
        ...row,
        test: 'paired',
        paired: { pairs: 20, p: 0.001, ratio: 1.568, ratioCI: [1.321, 1.777], worseRounds: 18, shift: null, constant: false },
      }),
      /Δ is the typical change within a round/,
    );
    // Medians within the interval's half-width of Δ: nothing to explain.
    assert.equal(medianNote({ ...row, head: side({ n: 20, kept: 20, median: 4.77e-6 * 1.5, ci: null }) }), '');
    // A near-deterministic metric: a zero-width interval, medians and Δ apart in the sixth digit (Go's B/op).
    const bytes = { ...row, unit: 'B', ratio: 1.5, ratioCI: [1.5, 1.5] as [number, number], deltaPct: 50 };
    const near = { ...bytes, base: side({ n: 6, kept: 6, median: 819200, ci: null }), head: side({ n: 6, kept: 6, median: 1228805, ci: null }) };
    assert.equal(medianNote(near), '');
    assert.match(medianNote({ ...near, head: side({ n: 6, kept: 6, median: 1300000, ci: null }) }), /^medians differ by \+58\.7%/);
  });

  it('labels a confidence with the miss to 100% to two digits', () => {
    assert.equal(confidencePct(0.95), '95%');
    assert.equal(confidencePct(1 - 0.05 / 3), '98.3%');
    assert.equal(confidencePct(1 - 0.05 / 6), '99.17%');
    assert.equal(confidencePct(1 - 0.05 / 20000), '99.99975%');
  });
});
