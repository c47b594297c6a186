// The history's error rates (issue 28) guarded on a smaller run of bench/history-calibration.ts's
// simulation (same records, same analysis, seeded): pure-noise series rarely show a false step,
// steps of 5% are found, a creep is flagged as drift and not taken for steps, a change of runner
// hardware is no step. Each bound leaves a margin of about two binomial SEs around the full
// run's figure (docs/history.md), so a regression fails and seed luck does not.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { falseStepsUnder, imageChangeSteps, measureCalibration, wanderingRunner, weeklyImageSteps, wilson } from './support/history-calibration.js';

describe('history error rates on a seeded simulation (100-commit series, 10-round paired records)', () => {
  const sizes = { noise: 300, step5: 200, step10: 60, step20: 30, hardware: 100, creep: 100 };
  const rates = measureCalibration(sizes, 2801);
  const rate = (k: number, n: number) =>
    `${k}/${n} (95%: ${wilson(k, n)
      .map((x) => (100 * x).toFixed(1))
      .join('–')}%)`;

  test('calibration: at most 7% of pure-noise series show a step (the full run: ≤ 5%)', () => {
    assert.ok(rates.noise.withStep / sizes.noise <= 0.07, rate(rates.noise.withStep, sizes.noise));
  });

  test('power: 5% steps found within ±5 commits in ≥ 82% of series, ≥ 95% when the per-commit noise is < 1.5%; 10% and 20% steps in ≥ 95%', () => {
    const s5 = rates.steps['5'];
    const near = s5.filter((o) => o.near).length;
    assert.ok(near / s5.length >= 0.82, rate(near, s5.length));
    const quiet = s5.filter((o) => o.p < 0.015);
    const quietNear = quiet.filter((o) => o.near).length;
    assert.ok(quiet.length >= 20 && quietNear / quiet.length >= 0.95, rate(quietNear, quiet.length));
    for (const size of ['10', '20'] as const) {
      const found = rates.steps[size].filter((o) => o.near).length;
      assert.ok(found / rates.steps[size].length >= 0.95, `${size}%: ${rate(found, rates.steps[size].length)}`);
    }
    // Where the chain measures the step precisely it names its exact commit.
    const quietExact = quiet.filter((o) => o.near && o.exact).length;
    assert.ok(quietExact / quietNear >= 0.95, rate(quietExact, quietNear));
  });

  test('placement: of the steps found, ≥ 83% on their exact commit (this mix is 5% steps for two thirds; the full run: ≥ 90%)', () => {
    // The medians' steps are placed by the run's mid-level and the commit's own ratio together;
    // placed by the head medians and the ratio as if independent, this seed gave 222/271 (81.9%).
    const found = [...rates.steps['5'], ...rates.steps['10'], ...rates.steps['20']].filter((o) => o.near);
    const exact = found.filter((o) => o.exact).length;
    assert.ok(exact / found.length >= 0.83, rate(exact, found.length));
  });

  test('drift: a creep of +0.5%/commit over 30 commits (per-commit noise ≤ 2%) is flagged in ≥ 90% of series, seen by the medians, and not taken for steps', () => {
    assert.ok(rates.creep.flagged / sizes.creep >= 0.9, rate(rates.creep.flagged, sizes.creep));
    const byAbsolute = Object.entries(rates.creep.byBasis)
      .filter(([bases]) => bases.includes('absolute'))
      .reduce((n, [, k]) => n + k, 0);
    assert.ok(byAbsolute / sizes.creep >= 0.9, `the medians saw ${byAbsolute}`);
    assert.ok(rates.creep.asStep / sizes.creep <= 0.1, `creep given a step: ${rate(rates.creep.asStep, sizes.creep)}`);
  });

  test('a change of runner CPU model is not a step: steps near it no more often than noise anywhere', () => {
    assert.ok(rates.hardware.stepAtChange / sizes.hardware <= 0.03, rate(rates.hardware.stepAtChange, sizes.hardware));
  });
});

describe('a runner whose speed wanders from day to day (AR(1) from run to run, shared by base and head)', () => {
  // The medians move with the runner, the paired ratios do not: a medians' step the commit's own
  // ratio does not show, on a runner that wanders, is the runner's. Before, φ 0.9 σ 0.5% gave
  // 15% of pure-noise series a false step, σ 2% 60% (the full run: docs/history.md).
  const rate = (k: number, n: number) =>
    `${k}/${n} (95%: ${wilson(k, n)
      .map((x) => (100 * x).toFixed(1))
      .join('–')}%)`;

  test('a slow wander (φ 0.9, σ 0.5%): at most 8% of pure-noise series show a step', () => {
    const { k, series } = falseStepsUnder('wanderSmall', 300, 2811, { runner: wanderingRunner(0.9, 0.005) });
    assert.ok(k / series <= 0.08, rate(k, series));
  });

  test('a large wander (φ 0.9, σ 2%): at most 30% of pure-noise series show a step', () => {
    const { k, series } = falseStepsUnder('wanderLarge', 200, 2812, { runner: wanderingRunner(0.9, 0.02) });
    assert.ok(k / series <= 0.3, rate(k, series));
  });
});

describe('findings by severity in a realistic store', () => {
  test('one 14% step inside the drift window, one creep and 50 quiet series: the step and the creep are listed first, the step is not also drift', async () => {
    const { simulateSeries } = await import('./support/history-calibration.js');
    const { analyseHistory } = await import('../src/history/index.js');
    const { historyTerminal } = await import('../src/history/index.js');
    const { mulberry32 } = await import('../src/prng.js');
    let stepFirstTwo = 0;
    const seeds = 10;
    for (let seed = 1; seed <= seeds; seed++) {
      const rand = mulberry32(seed);
      const records = [
        ...simulateSeries('BenchmarkStep', 0.005, { noise: () => 0.005, change: (i) => (i === 85 ? 1.14 : 1) }, rand),
        ...simulateSeries('BenchmarkCreep', 0.015, { noise: () => 0.015, change: (i) => (i > 70 ? 1.005 : 1) }, rand),
        ...Array.from({ length: 50 }, (_, k) => simulateSeries(`BenchmarkQuiet${k}`, 0.01 + 0.03 * rand(), { noise: () => 0, change: () => 1 }, rand)).flat(),
      ];
      const report = analyseHistory(records);
      const step = report.series.find((s) => s.benchmark === 'BenchmarkStep')!;
      assert.equal(step.drift!.flagged, false, `seed ${seed}: the step is not drift`);
      const text = historyTerminal(report, { kind: 'folder', dir: '/store' });
      const listed = text.split('\n').filter((l) => /^Benchmark/.test(l));
      if (listed.slice(0, 2).includes('BenchmarkStep (time)')) stepFirstTwo++;
      assert.ok(
        listed.slice(0, 2).includes('BenchmarkCreep (time)') || !report.series.find((s) => s.benchmark === 'BenchmarkCreep')!.drift!.flagged,
        `seed ${seed}: ${listed.join(', ')}`,
      );
    }
    assert.equal(stepFirstTwo, seeds);
  });
});

describe('a runner image that runs the code 5% slower under the same CPU name', () => {
  // GitHub-hosted runners name their image (ImageOS, ImageVersion) and get a new one every week or
  // so: benchgate records it, and a medians step within 2 runs of an image change must be shown by
  // the commits' own ratios. Where the runner names none, the medians see a 5% step (the control).
  // Measured: named 15/150, not named 106/150.
  test('named, as GitHub-hosted runners name it: at most 20% of series show a step near it', () => {
    const { k, series } = imageChangeSteps(150, 2816, true);
    assert.ok(k / series <= 0.2, `${k}/${series} series with a step within ±5 commits of the image change`);
  });

  test('a new image every 10 commits keeps the medians: most 5% steps are still found', () => {
    // Cutting the medians at every image found 26/200 (13%); measured now 141/200.
    const { k, series } = weeklyImageSteps(200, 2817, 10);
    assert.ok(k / series >= 0.55, `${k}/${series} 5% steps found within ±5 commits`);
  });

  test('not named (control): the medians take it for a step in most series', () => {
    const { k, series } = imageChangeSteps(150, 2816, false);
    assert.ok(k / series >= 0.3, `${k}/${series}: the condition no longer bites, so the named case proves nothing`);
  });
});
