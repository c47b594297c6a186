// One codec per statistical setting and per report field: the settings table's statistical rows
// are what the JSON writes, what the validator checks and what merge compares, so a setting added
// to the table is recorded, checked and compared without another list to edit.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_STATS_SETTINGS, minorReason, rowThreshold, WARNING_CODES, type Report, type StatsSettings } from '../src/model.js';
import { mergeReports } from '../src/pipeline/merge.js';
import { renderJson } from '../src/report/json.js';
import { ReportValidationError, validateReport } from '../src/report/validate.js';
import { SETTINGS, type SettingSpec } from '../src/settings.js';
import { comparison, report } from './report-fixtures.js';

const rows = Object.entries(SETTINGS) as [keyof StatsSettings, SettingSpec<unknown>][];
const statistical = rows.filter(([, spec]) => spec.report !== undefined);

/** A value of the setting other than its default, from what a user could write. */
function otherValue(key: keyof StatsSettings, spec: SettingSpec<unknown>): unknown {
  for (const text of ['0.01', '10%', 'bh', 'upper', 'paired', 'true', 'alloc-bytes', '3', 'instructions']) {
    try {
      const value = spec.parse(text, key);
      if (JSON.stringify(value) !== JSON.stringify(DEFAULT_STATS_SETTINGS[key])) return value;
    } catch {
      // not a value of this setting
    }
  }
  throw new Error(`no other value found for ${key}`);
}

const json = (r: Report) => JSON.parse(renderJson(r));

describe('statistical settings: one row each', () => {
  it("the report's settings are the table's statistical rows, in table order, at their defaults", () => {
    const written = json(report([comparison('A', 'unchanged')]));
    assert.deepEqual(
      Object.keys(written.settings),
      statistical.map(([key]) => key),
    );
    for (const [key, spec] of statistical) assert.deepEqual(written.settings[key], spec.parse(spec.default, key), key);
  });

  it('each is read back by its codec, and a wrong value is refused naming its JSON path', () => {
    for (const [key, spec] of statistical) {
      const r = report([comparison('A', 'unchanged')], { settings: { ...DEFAULT_STATS_SETTINGS, [key]: otherValue(key, spec) } });
      assert.deepEqual(validateReport(json(r)).settings, r.settings, key);
      const bad = json(r);
      bad.settings[key] = { not: 'a setting' };
      assert.throws(
        () => validateReport(bad, 'shard.json'),
        (err: unknown) => err instanceof ReportValidationError && err.message.startsWith(`shard.json: $.settings.${key}: expected `),
        key,
      );
    }
  });

  it('merge refuses shards that differ in a setting a family needs one value of, naming it; the others follow the first shard', () => {
    for (const [key, spec] of statistical) {
      const value = otherValue(key, spec);
      const a = report([comparison('A', 'unchanged')]);
      const b = report([comparison('B', 'unchanged')], { settings: { ...DEFAULT_STATS_SETTINGS, [key]: value } });
      const shards = [
        { name: 'a', report: a },
        { name: 'b', report: b },
      ];
      if (spec.report!.merge === 'same') {
        assert.throws(() => mergeReports(shards), new RegExp(`shards a and b used different settings \\(${spec.report!.label ?? key} `), key);
        // Set by the merge itself, the shards may differ in it.
        assert.deepEqual(mergeReports(shards, { [key]: value }).settings[key], value, key);
      } else {
        assert.deepEqual(mergeReports(shards).settings[key], DEFAULT_STATS_SETTINGS[key], key);
      }
    }
  });
});

describe('warning codes', () => {
  it('every code round-trips; a code of another release reads back as other, its message kept', () => {
    const r = report([comparison('A', 'unchanged')], {
      warnings: [...WARNING_CODES.map((code) => ({ code, message: `about ${code}` })), { code: 'from-a-newer-release', message: 'kept as written' }],
    });
    const back = validateReport(json(r)).warnings;
    assert.deepEqual(
      back.map((w) => w.code),
      [...WARNING_CODES, 'other'],
    );
    assert.equal(back.at(-1)!.message, 'kept as written');
  });
});

describe('a row’s threshold and the reason it is minor', () => {
  const settings = { threshold: 0.05 };
  it('the threshold is the rule’s when one set it, else the run’s', () => {
    assert.equal(rowThreshold({}, settings), 0.05);
    assert.equal(rowThreshold({ threshold: 0.2 }, settings), 0.2);
  });
  it('minor within the threshold, or past it (or of no relative size) but below a rule’s min-change', () => {
    assert.equal(minorReason({ ratio: 1.03 }, settings), 'threshold');
    assert.equal(minorReason({ ratio: 1.03, minChange: 1e-9 }, settings), 'threshold');
    assert.equal(minorReason({ ratio: 1.2, minChange: 1e-9 }, settings), 'min-change');
    assert.equal(minorReason({ ratio: 1 / 1.2, minChange: 1e-9 }, settings), 'min-change');
    assert.equal(minorReason({ ratio: null, minChange: 1e-9 }, settings), 'min-change');
    assert.equal(minorReason({ ratio: 1.2, minChange: 1e-9, threshold: 0.5 }, settings), 'threshold');
  });
});
