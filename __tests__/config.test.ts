import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  parseAlpha,
  parseCommentKey,
  parseCorrection,
  parseMetrics,
  parseOutliers,
  parseRounds,
  parseThreshold,
  parseDuration,
  parseWarmup,
  SettingsError,
  settingsFromInputs,
  statsSettingsOf,
} from '../src/settings.js';
import { DEFAULT_STATS_SETTINGS, MIN_ALPHA, type ParseResult } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { timeSeries } from './support/series.js';

/** Asserts a SettingsError whose message matches. */
function rejects(fn: () => unknown, message: RegExp): void {
  assert.throws(fn, (err: unknown) => {
    assert.ok(err instanceof SettingsError, `expected a SettingsError, got ${String(err)}`);
    assert.match(err.message, message);
    return true;
  });
}

describe('config', () => {
  it('alpha: a number in (0, 1)', () => {
    assert.equal(parseAlpha('0.05'), 0.05);
    assert.equal(parseAlpha(' 0.01 '), 0.01);
    assert.equal(parseAlpha(undefined), DEFAULT_STATS_SETTINGS.alpha);
    assert.equal(parseAlpha(''), DEFAULT_STATS_SETTINGS.alpha);
    rejects(() => parseAlpha('2'), /^alpha must be a number in \(0, 1\), such as 0\.05; got "2"$/);
    rejects(() => parseAlpha('0'), /got "0"/);
    rejects(() => parseAlpha('1'), /got "1"/);
    rejects(() => parseAlpha('5%'), /got "5%"/);
    rejects(() => parseAlpha('0x1'), /got "0x1"/);
    rejects(() => parseAlpha('NaN', '--alpha'), /^--alpha must be/);
  });

  it('alpha too small to work (5e-324 rounds to 0 split over 3 tests) is refused in one line; the smallest accepted level decides', () => {
    rejects(
      () => parseAlpha('5e-324', '--alpha'),
      /^--alpha "5e-324" is too small to work \(the smallest accepted is 1e-300: below it, a level shared among the tests and looks rounds to 0\); use 0\.05, 0\.01 or 0\.001$/,
    );
    rejects(() => parseAlpha('1e-301'), /too small to work/);
    assert.equal(parseAlpha('1e-300'), MIN_ALPHA);
    // Three rows at the smallest level: every row is decided (insufficient), nothing throws.
    const side = (factor: number): ParseResult[] => [
      {
        format: 'json',
        series: ['A', 'B', 'C'].map((name) =>
          timeSeries(
            name,
            [1, 2, 3, 4, 5].map((round) => ({ round, samples: [factor * (1 + round / 100)] })),
          ),
        ),
        context: {},
        warnings: [],
      },
    ];
    const report = buildReport({ base: side(1), head: side(2), settings: { ...DEFAULT_STATS_SETTINGS, alpha: MIN_ALPHA } });
    assert.deepEqual(
      report.comparisons.map((c) => c.verdict),
      ['insufficient', 'insufficient', 'insufficient'],
    );
  });

  it('threshold: "5%" and "5" mean 5%; a bare fraction is ambiguous', () => {
    assert.equal(parseThreshold('5%'), 0.05);
    assert.equal(parseThreshold('5'), 0.05);
    assert.equal(parseThreshold('2.5%'), 0.025);
    assert.equal(parseThreshold('0.5%'), 0.005);
    assert.equal(parseThreshold('0'), 0);
    assert.equal(parseThreshold('200%'), 2);
    assert.equal(parseThreshold(undefined), DEFAULT_STATS_SETTINGS.threshold);
    rejects(() => parseThreshold('0.05'), /threshold "0\.05" is ambiguous: write "5%" for 5 percent or "0\.05%" for 0\.05 percent/);
    rejects(() => parseThreshold('abc'), /^threshold must be a percentage such as "5%" or "5" \(both mean 5%\); got "abc"$/);
    rejects(() => parseThreshold('-5%'), /between 0% and 1000%; got "-5%"/);
    rejects(() => parseThreshold('%'), /got "%"/);
  });

  it('correction and outliers: one of the listed modes', () => {
    assert.equal(parseCorrection('BH'), 'bh');
    assert.equal(parseCorrection('none'), 'none');
    assert.equal(parseCorrection(undefined), 'holm');
    rejects(() => parseCorrection('bonferroni'), /^correction must be one of holm, bh, none; got "bonferroni"$/);
    assert.equal(parseOutliers('upper'), 'upper');
    assert.equal(parseOutliers(''), 'iqr');
    rejects(() => parseOutliers('mad'), /^outliers must be one of iqr, upper, none; got "mad"$/);
  });

  it('rounds, warm-up and timeout: whole numbers in range', () => {
    assert.equal(parseRounds('10'), 10);
    assert.equal(parseRounds(undefined), 'auto');
    assert.equal(parseRounds(' Auto '), 'auto');
    rejects(() => parseRounds('0'), /^rounds must be 'auto' or a whole number of rounds \(1 to 1000\); got "0"$/);
    rejects(() => parseRounds('2.5'), /got "2\.5"/);
    rejects(() => parseRounds('-1'), /got "-1"/);
    assert.equal(parseWarmup('0'), 0);
    rejects(() => parseWarmup('x'), /^warmup must be/);
    assert.equal(parseDuration('2.5'), 150_000, 'a bare number is minutes');
    assert.equal(parseDuration('90s'), 90_000);
    assert.equal(parseDuration(undefined), 1_800_000, 'default 30m');
    assert.equal(parseDuration('0'), 0, '0 = no limit');
    rejects(() => parseDuration('soon', '--timeout'), /^--timeout must be a duration such as 90s, 10m or 1h/);
  });

  it('metrics: comma or space separated, deduplicated, no markup', () => {
    assert.deepEqual(parseMetrics('time, alloc-bytes'), ['time', 'alloc-bytes']);
    assert.deepEqual(parseMetrics(['time', 'rate,time']), ['time', 'rate']);
    assert.deepEqual(parseMetrics('widgets/op'), ['widgets/op']);
    assert.equal(parseMetrics(''), undefined);
    assert.equal(parseMetrics(undefined), undefined);
    rejects(() => parseMetrics('time,<b>'), /^metric: "<b>" is not a metric name/);
  });

  it('comment key: a safe marker', () => {
    assert.equal(parseCommentKey(undefined), 'default');
    assert.equal(parseCommentKey('perf-linux'), 'perf-linux');
    rejects(() => parseCommentKey('a -->'), /comment-key must be/);
  });

  it('all at once (through the table, as the action reads its inputs): defaults and the first bad value', () => {
    const parseStatsSettings = (inputs: Record<string, string>) => statsSettingsOf(settingsFromInputs((name) => inputs[name] ?? ''));
    assert.deepEqual(parseStatsSettings({}), DEFAULT_STATS_SETTINGS);
    // Each input given sets its own setting (all five differ from their defaults); the rest stay at theirs.
    assert.deepEqual(parseStatsSettings({ alpha: '0.01', threshold: '10%', correction: 'bh', outliers: 'none', gate: 'time' }), {
      ...DEFAULT_STATS_SETTINGS,
      alpha: 0.01,
      threshold: 0.1,
      correction: 'bh',
      outliers: 'none',
      gate: ['time'],
    });
    assert.equal(parseStatsSettings({ test: 'paired', 'fail-on-inconclusive': 'true' }).test, 'paired');
    assert.equal(parseStatsSettings({ 'fail-on-inconclusive': 'yes' }).failOnInconclusive, true);
    rejects(() => parseStatsSettings({ test: 'student-t' }), /test must be one of mann-whitney, paired; got "student-t"/);
    rejects(() => parseStatsSettings({ 'fail-on-inconclusive': 'maybe' }), /fail-on-inconclusive must be true or false; got "maybe"/);
    rejects(() => parseStatsSettings({ threshold: 'lots' }), /threshold/);
  });
});
