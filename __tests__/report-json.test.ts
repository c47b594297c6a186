import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderJson } from '../src/report/json.js';
import { comparison, report, side } from './report-fixtures.js';

describe('JSON report', () => {
  const r = report(
    [
      comparison('BenchmarkSlower', 'regression'),
      comparison('BenchmarkFew', 'insufficient', { roundsNeeded: 7, base: side({ n: 3, kept: 3, median: 1e-3, ci: null }), group: 'example.com/pkg' }),
      comparison('BenchmarkNew', 'added'),
    ],
    { warnings: [{ code: 'parse', message: 'base: something odd' }] },
  );
  const json = JSON.parse(renderJson(r));

  it('has the top-level fields of the contract, in order, then the extras', () => {
    assert.deepEqual(Object.keys(json), ['version', 'settings', 'machine', 'comparisons', 'summary', 'verdict', 'warnings']);
    assert.equal(json.version, 2);
    // The one deliberate pin of the settings' keys: those a released report has, by name and in
    // order (consumers key on them). A new statistical setting follows them; that the block is the
    // table's statistical rows in table order is codec.test's.
    const released = ['alpha', 'threshold', 'correction', 'outliers', 'test', 'gate', 'failOnInconclusive'];
    assert.deepEqual(Object.keys(json.settings).slice(0, released.length), released);
    assert.equal(json.settings.test, 'mann-whitney');
    assert.equal(json.settings.failOnInconclusive, false);
    assert.deepEqual(Object.keys(json.machine), ['base', 'head']);
    assert.equal(json.machine.base.tool.cpu, 'Intel(R) Xeon(R) CPU @ 2.20GHz');
    assert.equal(json.verdict, 'fail');
    assert.deepEqual(json.warnings, [{ code: 'parse', message: 'base: something odd' }]);
  });

  it('has every comparison field of the contract with its type', () => {
    const [slower, few, added] = json.comparisons;
    assert.deepEqual(Object.keys(slower).slice(0, 17), [
      'benchmark',
      'metric',
      'unit',
      'better',
      'unitOfAnalysis',
      'base',
      'head',
      'test',
      'ratio',
      'ratioCI',
      'deltaPct',
      'p',
      'pAdjusted',
      'mannWhitney',
      'paired',
      'verdict',
      'warnings',
    ]);
    assert.deepEqual(Object.keys(slower.base).slice(0, 4), ['n', 'kept', 'median', 'ci']);
    assert.deepEqual(Object.keys(slower.base).slice(4), ['removed', 'units', 'flagged', 'mean', 'sd', 'se', 'cv', 'mad']);
    assert.equal(slower.unitOfAnalysis, 'run');
    assert.equal(slower.test, 'mann-whitney');
    assert.deepEqual(Object.keys(slower.mannWhitney), ['p', 'ratio', 'ratioCI', 'shift', 'constant']);
    assert.equal(slower.mannWhitney.p, slower.p);
    assert.equal(slower.paired, null);
    assert.equal(slower.verdict, 'regression');
    assert.equal(typeof slower.ratio, 'number');
    assert.equal(slower.ratioCI.length, 2);
    assert.ok(Math.abs(slower.deltaPct - 19) < 1e-9);
    assert.equal(slower.gated, true);
    assert.equal(few.base.ci, null);
    assert.equal(few.roundsNeeded, 7);
    assert.equal(few.group, 'example.com/pkg');
    assert.equal(added.base.median, null);
    assert.equal(added.ratio, null);
    assert.equal(added.p, null);
  });

  it('has the summary counts of every verdict and the geomean', () => {
    assert.deepEqual(Object.keys(json.summary), [
      'regression',
      'improvement',
      'minor',
      'unchanged',
      'inconclusive',
      'insufficient',
      'added',
      'removed',
      'ignored',
      'accepted',
      'geomean',
      'geomeans',
    ]);
    assert.deepEqual(Object.keys(json.summary.geomeans), ['time']);
    assert.equal(json.summary.regression, 1);
    assert.equal(json.summary.added, 1);
    assert.equal(typeof json.summary.geomean, 'number');
  });

  it('writes non-finite numbers as null (JSON has no NaN)', () => {
    const odd = report([comparison('X', 'unchanged', { ratio: Number.NaN, deltaPct: Infinity, ratioCI: [0, Infinity] })]);
    const parsed = JSON.parse(renderJson(odd));
    assert.equal(parsed.comparisons[0].ratio, null);
    assert.equal(parsed.comparisons[0].deltaPct, null);
    assert.equal(parsed.comparisons[0].ratioCI, null);
  });

  it('writes the paired view and warnings with their codes and benchmark', () => {
    const pairedRow = comparison('P', 'regression', {
      test: 'paired',
      paired: { pairs: 10, p: 0.002, ratio: 1.2, ratioCI: [1.18, 1.21], worseRounds: 10, shift: null, constant: false },
      warnings: [{ code: 'outlier-units', message: 'base: 1 of 10 runs were outliers', benchmark: 'P' }],
    });
    const row = JSON.parse(renderJson(report([pairedRow]))).comparisons[0];
    assert.equal(row.test, 'paired');
    assert.deepEqual(row.paired, { pairs: 10, p: 0.002, ratio: 1.2, ratioCI: [1.18, 1.21], worseRounds: 10, shift: null, constant: false });
    assert.deepEqual(row.warnings, [{ code: 'outlier-units', message: 'base: 1 of 10 runs were outliers', benchmark: 'P' }]);
  });
});
