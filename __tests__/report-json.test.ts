import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderJson } from '../src/report/json.js';
import { comparison, report } from './report-fixtures.js';

describe('JSON report', () => {
  const r = report(
    [
      comparison('BenchmarkSlower', 'regression'),
      comparison('BenchmarkFew', 'insufficient', { samplesNeeded: 7, base: { n: 3, kept: 3, median: 1e-3, ci: null }, group: 'example.com/pkg' }),
      comparison('BenchmarkNew', 'added'),
    ],
    { warnings: ['base: something odd'] },
  );
  const json = JSON.parse(renderJson(r));

  it('has the top-level fields of the contract, in order, then the extras', () => {
    assert.deepEqual(Object.keys(json), ['version', 'settings', 'machine', 'comparisons', 'summary', 'verdict', 'warnings']);
    assert.equal(json.version, 1);
    assert.deepEqual(Object.keys(json.settings), ['alpha', 'threshold', 'correction', 'outliers', 'gate']);
    assert.deepEqual(Object.keys(json.machine), ['base', 'head']);
    assert.equal(json.machine.base.tool.cpu, 'Intel(R) Xeon(R) CPU @ 2.20GHz');
    assert.equal(json.verdict, 'fail');
    assert.deepEqual(json.warnings, ['base: something odd']);
  });

  it('has every comparison field of the contract with its type', () => {
    const [slower, few, added] = json.comparisons;
    assert.deepEqual(Object.keys(slower).slice(0, 13), ['benchmark', 'metric', 'unit', 'better', 'base', 'head', 'ratio', 'ratioCI', 'deltaPct', 'p', 'pAdjusted', 'verdict', 'warnings']);
    assert.deepEqual(Object.keys(slower.base), ['n', 'kept', 'median', 'ci']);
    assert.equal(slower.verdict, 'regression');
    assert.equal(typeof slower.ratio, 'number');
    assert.equal(slower.ratioCI.length, 2);
    assert.ok(Math.abs(slower.deltaPct - 19) < 1e-9);
    assert.equal(slower.gated, true);
    assert.equal(few.base.ci, null);
    assert.equal(few.samplesNeeded, 7);
    assert.equal(few.group, 'example.com/pkg');
    assert.equal(added.base.median, null);
    assert.equal(added.ratio, null);
    assert.equal(added.p, null);
  });

  it('has the summary counts of every verdict and the geomean', () => {
    assert.deepEqual(Object.keys(json.summary), ['regression', 'improvement', 'minor', 'unchanged', 'insufficient', 'added', 'removed', 'geomean']);
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
});
