// The report JSON read back by mode: comment / merge is untrusted: every way it can be wrong gets
// one clear error naming the file and the JSON path, and a valid one reads back to the same report.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildReport } from '../src/pipeline/compare.js';
import { parseInput } from '../src/formats/registry.js';
import { DEFAULT_STATS_SETTINGS, type Report } from '../src/model.js';
import { renderJson } from '../src/report/json.js';
import { MAX_REPORT_BYTES, readReportFile, ReportValidationError, validateReport } from '../src/report/validate.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

type Json = Record<string, any>;

describe('validateReport', () => {
  let real: Report;
  let json: Json;
  let tmp: string;
  const fresh = (): Json => structuredClone(json);

  before(async () => {
    // A real report: Go's hash/crc32 results (benchstat's own test data) compared with themselves.
    const crc = await parseInput(path.join(FIXTURES, 'go/golang-perf-benchstat-crc-old.txt'), 'go');
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
    rejects({ ...fresh(), version: 2 }, /\$\.version: unknown report version 2: this benchgate reads version 1/);
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

  test('oversized strings and too many rows are refused', () => {
    const j = fresh();
    j.machine.head.cpuModel = 'C'.repeat(1001);
    rejects(j, /\$\.machine\.head\.cpuModel: a string of 1001 characters, longer than the 1000 allowed/);
    const k = fresh();
    k.comparisons = Array.from({ length: 20_001 }, () => k.comparisons[0]);
    rejects(k, /\$\.comparisons: 20001 entries, more than the 20000 a report may have/);
    const l = fresh();
    l.warnings = ['w'.repeat(200_001)];
    rejects(l, /\$\.warnings\[0\]: a string of 200001 characters/);
  });

  test('a benchmark name of any length that compare/run write reads back (one contract both ways)', () => {
    const long = `BenchmarkGenerated/${'case'.repeat(2500)}`;
    const written = structuredClone(real);
    written.comparisons[0]!.benchmark = long;
    written.comparisons[0]!.group = `pkg/${'g'.repeat(5000)}`;
    const back = validateReport(JSON.parse(renderJson(written)));
    assert.equal(back.comparisons[0]!.benchmark, long, 'kept whole');
    assert.equal(back.comparisons[0]!.group, written.comparisons[0]!.group);
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
    assert.equal('html' in r.comparisons[0]!, false);
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
});
