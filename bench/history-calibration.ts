// The history's error rates (issue 28), measured: `npm run bench:history` simulates ≥ 1,000
// pure-noise series and the step, hardware and creep cases of 100 commits each, records them as
// a 10-round paired run does, analyses them with analyseHistory (what `benchgate history` runs)
// and prints each rate with its Wilson 95% interval against the required rate. Seeded: the same
// figures every run (`--quick`: a tenth of the series). docs/history.md quotes the figures.
import {
  FULL_CONDITION_SIZES,
  FULL_SIZES,
  conditionRows,
  measureCalibration,
  measureConditions,
  met,
  rateRows,
  wilson,
  type CalibrationSizes,
  type ConditionSizes,
  type RateRow,
} from '../__tests__/support/history-calibration.js';

const quick = process.argv.includes('--quick');
const sizes: CalibrationSizes = quick ? { noise: 200, step5: 200, step10: 100, step20: 60, hardware: 100, creep: 100 } : FULL_SIZES;
const conditionSizes: ConditionSizes = quick ? { noise: 200, steps: 100 } : FULL_CONDITION_SIZES;

const t = performance.now();
const rates = measureCalibration(sizes);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`\n== history error rates: 100-commit series, 10-round paired records (seed 28${quick ? ', quick' : ''}) ==\n`);
printTable(rateRows(rates));
const basis = Object.entries(rates.creep.byBasis)
  .map(([k, v]) => `${k}: ${v}`)
  .join(', ');
console.log(`\ncreep flagged by basis: ${basis || 'none'}; creep series also given a step: ${rates.creep.asStep}/${rates.creep.series}`);
console.log(
  `runner CPU change: series with any step ${rates.hardware.anyStep}/${rates.hardware.series}; its required rate is pure noise's near commit 51 (${rates.noise.stepNearCommit51}/${rates.noise.series}, upper 95% bound)`,
);

console.log(`\n== runners that are not steady (seed 28${quick ? ', quick' : ''}) ==\n`);
const conditions = measureConditions(conditionSizes);
printTable(conditionRows(conditions));
console.log(`(${((performance.now() - t) / 1000).toFixed(0)} s)`);

function printTable(rows: RateRow[]): void {
  console.log('| rate | measured | 95% interval (Wilson) | required | |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const [lo, hi] = wilson(row.k, row.n);
    const req = row.required === 0 ? '—' : `${row.bound === 'at most' ? '≤' : '≥'} ${pct(row.required)}`;
    const verdict = row.required === 0 ? '' : met(row) ? 'met' : '**not met**';
    console.log(`| ${row.name} | ${pct(row.k / row.n)} (${row.k}/${row.n}) | ${pct(lo)}–${pct(hi)} | ${req} | ${verdict} |`);
  }
}
