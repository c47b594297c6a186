// Outlier runs, said once per run (issue 19, item 7): a round that was slow in most rows means
// something else ran on the machine then. The report says so in one line naming the round, with
// what to do — not "base: 1 of 20 runs were outliers — noisy runner" repeated on every row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Run } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import { timeSeries } from './support/series.js';

// 20 rounds of 14 benchmarks, each run a few samples around 1 µs (±1%, by round); base round 7 ran
// 40% slow in the first 12 benchmarks, and head round 3 ran 40% slow in one of them.
const runs = (slowRound: number | undefined, slowHere: boolean): Run[] =>
  Array.from({ length: 20 }, (_, i) => {
    const round = i + 1;
    const level = 1e-6 * (1 + 0.01 * Math.sin(round * 1.7)) * (slowHere && round === slowRound ? 1.4 : 1);
    return { round, samples: [level, level * 1.001, level * 0.999] };
  });
const names = Array.from({ length: 14 }, (_, i) => `BenchmarkB${i}`);

describe('outlier runs across rows', () => {
  const report = buildReport({
    base: [{ format: 'go', series: names.map((n, i) => timeSeries(n, runs(7, i < 12))), context: {}, warnings: [] }],
    head: [{ format: 'go', series: names.map((n, i) => timeSeries(n, runs(3, i === 13))), context: {}, warnings: [] }],
    settings: DEFAULT_STATS_SETTINGS,
    run: { base: {}, head: {}, rounds: 20, warmup: 0, format: 'go', failedRuns: [] },
  });

  it('one warning per flagged run, the run slow in most rows first, with what it means and what to do', () => {
    const lines = report.warnings.filter((w) => w.code === 'outlier-runs').map((w) => w.message);
    assert.deepEqual(lines, [
      'base round 7 was an outlier (slow) in 12 of 14 comparisons: something else probably ran on the machine then; kept, the rank tests are robust to it — rerun on a quieter machine if many rounds are flagged.',
      'head round 3 was an outlier (slow) in 1 of 14 comparisons: those comparisons were disturbed then; kept, the rank tests are robust to it — rerun on a quieter machine if many rounds are flagged.',
    ]);
    for (const c of report.comparisons) assert.deepEqual(c.warnings, [], `${c.benchmark}: no per-row outlier line`);
    // The counts stay where they were: on each side and in the settings line.
    assert.equal(report.comparisons[0].base.flagged, 1);
  });

  it('the comment and the terminal show one line for the round, never one per row', () => {
    const md = renderMarkdown(report);
    assert.equal(md.split('\n').filter((l) => /outlier/.test(l) && l.startsWith('- ')).length, 2, md);
    assert.match(md, /^- base round 7 was an outlier \(slow\) in 12 of 14 comparisons: something else probably ran on the machine then/m);
    assert.doesNotMatch(md, /noisy runner/);
    const term = renderTerminal(report);
    assert.equal(term.split('\n').filter((l) => l.startsWith('warning:') && /outlier/.test(l)).length, 2, term);
  });

  it('result files without rounds are named by their place', () => {
    const files = (slow: boolean) => runs(7, slow).map(({ samples }) => ({ samples }));
    const r = buildReport({
      base: [{ format: 'go', series: names.slice(0, 4).map((n) => timeSeries(n, files(true))), context: {}, warnings: [] }],
      head: [{ format: 'go', series: names.slice(0, 4).map((n) => timeSeries(n, files(false))), context: {}, warnings: [] }],
      settings: DEFAULT_STATS_SETTINGS,
    });
    assert.deepEqual(
      r.warnings.filter((w) => w.code === 'outlier-runs').map((w) => w.message.split(':')[0]),
      ['base run 7 (in file order) was an outlier (slow) in 4 of 4 comparisons'],
    );
    assert.match(r.warnings.find((w) => w.code === 'outlier-runs')!.message, /if many runs are flagged\.$/);
  });
});
