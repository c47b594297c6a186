// The report JSON read back by mode: comment / merge is untrusted: every way it can be wrong gets
// one clear error naming the file and the JSON path, and a valid one reads back to the same report.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildReport } from '../src/pipeline/compare.js';
import { parseInput } from '../src/formats/registry.js';
import { DEFAULT_STATS_SETTINGS, type Report } from '../src/model.js';
import { renderJson } from '../src/report/json.js';
import { MAX_REPORT_BYTES, readReportFile, ReportValidationError, validateReport } from '../src/report/validate.js';
import { fixturePath } from './support/format-folders.js';

type Json = Record<string, any>;

describe('validateReport', () => {
  let real: Report;
  let json: Json;
  let tmp: string;
  const fresh = (): Json => structuredClone(json);

  before(async () => {
    // A real report: Go's hash/crc32 results (benchstat's own test data) compared with themselves.
    const crc = await parseInput(fixturePath('go', 'golang-perf-benchstat-crc-old.txt'), 'go');
    real = buildReport({
      base: [crc],
      head: [crc],
      settings: DEFAULT_STATS_SETTINGS,
      machine: { base: { cpuModel: 'Test CPU', cores: 2, loadavg: [0.5] }, head: { cpuModel: 'Test CPU', cores: 2, loadavg: [0.7] } },
      run: {
        base: { ref: 'main', sha: 'a'.repeat(40) },
        head: { ref: 'feature', sha: 'b'.repeat(40) },
        pullRequest: 12,
        repository: 'octo-org/widgets',
        rounds: 5,
        warmup: 1,
        format: 'go',
        failedRuns: [{ side: 'head', round: 2, reason: 'exit 2', exitCode: 2, stderrTail: 'panic' }],
      },
    });
    json = JSON.parse(renderJson(real));
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-validate-'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const rejects = (data: unknown, message: RegExp) =>
    assert.throws(
      () => validateReport(data, 'shard/report.json'),
      (err: unknown) => err instanceof ReportValidationError && message.test(err.message) && err.message.startsWith('shard/report.json: $'),
    );

  test('a real report reads back to the same JSON', () => {
    assert.ok(real.comparisons.length > 10, `${real.comparisons.length} rows`);
    const back = validateReport(fresh(), 'report.json');
    assert.equal(renderJson(back), renderJson(real));
  });

  test('an unknown or missing version is refused', () => {
    rejects({ ...fresh(), version: 3 }, /\$\.version: unknown report version 3: this benchgate reads versions 1 and 2/);
    const { version: _v, ...noVersion } = fresh();
    rejects(noVersion, /\$\.version: unknown report version undefined/);
    rejects([], /\$: expected an object, got an array/);
  });

  test('wrong types and missing fields name their JSON path', () => {
    const j = fresh();
    j.comparisons[3].p = '0.5';
    rejects(j, /\$\.comparisons\[3\]\.p: expected a finite number, got "0\.5"/);
    const k = fresh();
    delete k.comparisons[0].verdict;
    rejects(k, /\$\.comparisons\[0\]\.verdict: expected one of regression, improvement, .*, got undefined/);
    const l = fresh();
    l.run.failedRuns[0].side = 'both';
    rejects(l, /\$\.run\.failedRuns\[0\]\.side: expected one of base, head, got "both"/);
    const m = fresh();
    m.settings.alpha = 2;
    rejects(m, /\$\.settings\.alpha: 2 is outside/);
    const n = fresh();
    n.comparisons[1].head.kept = n.comparisons[1].head.n + 1;
    rejects(n, /\$\.comparisons\[1\]\.head\.kept: \d+ is outside \[0, \d+\]/);
    const o = fresh();
    o.run.head.sha = 'HEAD; rm -rf /';
    rejects(o, /\$\.run\.head\.sha: expected a full commit SHA/);
    const p = fresh();
    p.run.pullRequest = 0;
    rejects(p, /\$\.run\.pullRequest: 0 is outside/);
    const q = fresh();
    q.machine.head.tool = { cpu: 42 };
    rejects(q, /\$\.machine\.head\.tool\["cpu"\]: expected a string, got 42/);
  });

  test('the run-level blocks read back as written, and each of their checks names its path', () => {
    const blocks = (): Json => {
      const j = fresh();
      j.machine.base = { ...j.machine.base, memoryBytes: 1024, os: 'Linux', kernel: '6.1', governor: 'performance', tool: { cpu: 'X' } };
      j.rounds = { planned: 10, run: 6, looks: [{ rounds: 3, undecided: 2 }], stopped: 'decided', lookAlpha: 0.025 };
      j.shards = [{ name: 'shard-1', base: { cores: 4 }, head: {} }];
      j.rules = {
        file: '.github/benchgate.yml',
        source: 'working tree',
        rules: [{ match: ['Bench*'], rows: 3, metric: ['time'], threshold: 0.1, gate: true }],
      };
      j.acceptance = { label: 'benchgate: accept', by: 'app[bot]', at: '2024-01-02T03:04:05.5+02:00', source: 'issue-events' };
      j.isolation = { mode: 'sandbox', mechanism: 'user namespaces' };
      return j;
    };
    const written = JSON.parse(renderJson(validateReport(blocks())));
    for (const key of ['machine', 'run', 'rounds', 'shards', 'rules', 'acceptance', 'isolation']) assert.deepEqual(written[key], blocks()[key], key);
    const cases: [(j: Json) => void, RegExp][] = [
      [(j) => (j.run.repository = 'a/b/c'), /\$\.run\.repository: expected owner\/name, got "a\/b\/c"$/],
      [(j) => (j.run.base.sha = 'A'.repeat(40)), /\$\.run\.base\.sha: expected a full commit SHA \(40 hex digits\)/],
      [(j) => (j.run.failedRuns[0].exitCode = 1.5), /\$\.run\.failedRuns\[0\]\.exitCode: expected a whole number, got 1\.5$/],
      [(j) => (j.rounds.stopped = 5), /\$\.rounds\.stopped: expected a string, got 5$/],
      [(j) => (j.rounds.stopped = 'nope'), /\$\.rounds\.stopped: expected one of decided, max-rounds, fixed, got "nope"$/],
      [(j) => (j.rounds.looks[0].undecided = -1), /\$\.rounds\.looks\[0\]\.undecided: -1 is outside \[0, 1000000000\]$/],
      [(j) => (j.shards[0].base.cores = 1.5), /\$\.shards\[0\]\.base\.cores: expected a whole number, got 1\.5$/],
      [(j) => (j.rules.rules[0].match[0] = 5), /\$\.rules\.rules\[0\]\.match\[0\]: expected a string, got 5$/],
      [(j) => (j.rules.rules[0].threshold = 11), /\$\.rules\.rules\[0\]\.threshold: 11 is outside \[0, 10\]$/],
      [(j) => (j.acceptance.label = '  '), /\$\.acceptance\.label: expected the label that was on the pull request, got an empty string$/],
      [(j) => (j.acceptance.at = '2024-13-45T00:00:00Z'), /\$\.acceptance\.at: expected an ISO 8601 date-time or null, got "2024-13-45T00:00:00Z"$/],
      [(j) => (j.acceptance.by = 5), /\$\.acceptance\.by: expected a string, got 5$/],
      [(j) => (j.machine.base.tool = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 'v']))), /\$\.machine\.base\.tool: 1001 entries/],
      [(j) => (j.machine.base.tool = { ['k'.repeat(201)]: 'v' }), /\$\.machine\.base\.tool \(a key\): a string of 201 characters/],
      [(j) => (j.isolation.mode = 'chroot'), /\$\.isolation\.mode: expected one of sandbox, none, got "chroot"$/],
    ];
    for (const [mutate, message] of cases) {
      const j = blocks();
      mutate(j);
      rejects(j, message);
    }
  });

  test('oversized strings and too many rows are refused', () => {
    const j = fresh();
    j.machine.head.cpuModel = 'C'.repeat(1001);
    rejects(j, /\$\.machine\.head\.cpuModel: a string of 1001 characters, longer than the 1000 allowed/);
    const k = fresh();
    k.comparisons = Array.from({ length: 20_001 }, () => k.comparisons[0]);
    rejects(k, /\$\.comparisons: 20001 entries, more than the 20000 a report may have/);
    const l = fresh();
    l.warnings = [{ code: 'x', message: 'w'.repeat(200_001) }];
    rejects(l, /\$\.warnings\[0\]\.message: a string of 200001 characters/);
  });

  test('a benchmark name of any length that compare/run write reads back (one contract both ways)', () => {
    const long = `BenchmarkGenerated/${'case'.repeat(2500)}`;
    const written = structuredClone(real);
    written.comparisons[0].benchmark = long;
    written.comparisons[0].group = `pkg/${'g'.repeat(5000)}`;
    const back = validateReport(JSON.parse(renderJson(written)));
    assert.equal(back.comparisons[0].benchmark, long, 'kept whole');
    assert.equal(back.comparisons[0].group, written.comparisons[0].group);
  });

  test('summary and verdict are recomputed from the rows; unknown fields are dropped', () => {
    const j = fresh();
    const row = j.comparisons.find((c: Json) => c.gated);
    row.verdict = 'regression';
    j.verdict = 'pass';
    j.summary.regression = 0;
    j.injected = '<script>alert(1)</script>';
    j.comparisons[0].html = '<b>';
    const r = validateReport(j);
    assert.equal(r.verdict, 'fail', 'a report cannot claim pass over a gated regression');
    assert.equal(r.summary.regression, 1);
    assert.equal('injected' in r, false);
    assert.equal('html' in r.comparisons[0], false);
  });

  test('files: a 10 MB report is refused before it is read; not-JSON names the file', () => {
    const big = path.join(tmp, 'big.json');
    const j = fresh();
    j.comparisons[0].benchmark = 'x'.repeat(MAX_REPORT_BYTES);
    writeFileSync(big, JSON.stringify(j));
    assert.throws(() => readReportFile(big), new RegExp(`^ReportValidationError: ${big}: \\d+ bytes, larger than the 10485760 bytes \\(10 MB\\)`));
    const bad = path.join(tmp, 'bad.json');
    writeFileSync(bad, '{"version": 1,');
    assert.throws(() => readReportFile(bad), new RegExp(`${bad}: not JSON \\(.*\\); expected a benchgate report`));
    assert.throws(() => readReportFile(path.join(tmp, 'missing.json')), /missing\.json: cannot read the report \(ENOENT\)/);
    const ok = path.join(tmp, 'ok.json');
    writeFileSync(ok, renderJson(real));
    assert.equal(readReportFile(ok).comparisons.length, real.comparisons.length);
  });

  test('version 2: the paired view and its test are checked; a paired row without paired results is refused', () => {
    const j = fresh();
    assert.equal(j.version, 2);
    const row = j.comparisons[0];
    row.test = 'paired';
    row.paired = null;
    rejects(j, /\$\.comparisons\[0\]\.paired: the paired test decided this row but it has no paired result/);
    row.paired = { pairs: 5, p: 0.0625, ratio: 1.01, ratioCI: null, worseRounds: 6, shift: null, constant: false };
    rejects(j, /\$\.comparisons\[0\]\.paired\.worseRounds: 6 is outside \[0, 5\]/);
    row.paired.worseRounds = 4;
    row.verdict = 'inconclusive';
    const r = validateReport(j);
    assert.equal(r.comparisons[0].test, 'paired');
    assert.equal(r.comparisons[0].verdict, 'inconclusive');
    assert.equal(r.summary.inconclusive, r.comparisons.filter((c) => c.verdict === 'inconclusive').length);
  });

  test('version 1 reports (an older release) are read and converted to the v2 shape', () => {
    const v1 = {
      version: 1,
      settings: { alpha: 0.05, threshold: 0.05, correction: 'holm', outliers: 'iqr', gate: ['time'] },
      machine: { base: {}, head: {} },
      comparisons: [
        {
          benchmark: 'BenchmarkA',
          metric: 'time',
          unit: 's',
          better: 'lower',
          base: { n: 10, kept: 9, median: 1e-6, ci: [0.9e-6, 1.1e-6] },
          head: { n: 10, kept: 10, median: 1.2e-6, ci: [1.1e-6, 1.3e-6] },
          ratio: 1.2,
          ratioCI: [1.1, 1.3],
          deltaPct: 20,
          p: 0.0001,
          pAdjusted: 0.0002,
          verdict: 'regression',
          warnings: ['base: 1 of 10 samples removed'],
          gated: true,
        },
        {
          benchmark: 'BenchmarkB',
          metric: 'time',
          unit: 's',
          better: 'lower',
          base: { n: 3, kept: 3, median: 1e-6, ci: null },
          head: { n: 3, kept: 3, median: 1e-6, ci: null },
          ratio: 1,
          ratioCI: null,
          deltaPct: 0,
          p: 1,
          pAdjusted: 1,
          verdict: 'insufficient',
          gated: true,
          samplesNeeded: 5,
          warnings: ['too few samples to ever be significant (n = 3+3 after outlier removal); need at least 5 per side.'],
        },
      ],
      summary: { regression: 1 },
      verdict: 'fail',
      warnings: ['1 of 2 comparisons can never be significant with the samples given: …'],
    };
    const r = validateReport(v1, 'old.json');
    assert.equal(r.version, 2);
    assert.equal(r.settings.test, 'mann-whitney');
    assert.equal(r.settings.failOnInconclusive, false);
    const [a, b] = r.comparisons;
    assert.equal(a.unitOfAnalysis, 'sample');
    assert.equal(a.test, 'mann-whitney');
    assert.deepEqual(a.mannWhitney, { p: 0.0001, ratio: 1.2, ratioCI: [1.1, 1.3], shift: null, constant: false });
    assert.equal(a.paired, null);
    assert.deepEqual([a.base.units, a.base.removed, a.base.flagged], [9, 1, 0]);
    assert.deepEqual(a.warnings, [{ code: 'v1', message: 'base: 1 of 10 samples removed' }]);
    assert.equal(b.roundsNeeded, 5);
    assert.equal(b.warnings[0].code, 'floor', 'the floor warning is recognised, so a merge can rewrite it');
    assert.equal(r.warnings[0].code, 'floor');
    assert.equal(r.verdict, 'fail');
    // v1 had no inconclusive verdict.
    rejects(
      { ...v1, comparisons: [{ ...v1.comparisons[0], verdict: 'inconclusive' }] },
      /\$\.comparisons\[0\]\.verdict: expected one of .*, got "inconclusive"/,
    );
  });
});
