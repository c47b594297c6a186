// History knows the measure: `record` in instructions mode writes `measure: "instructions"`
// records, which the store reads back (their test is the instructions test); a time series and an
// instructions series of one row stay two series; the dashboard labels the unit per operation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport } from '../src/pipeline/compare.js';
import { parseInput } from '../src/formats/registry.js';
import { DEFAULT_STATS_SETTINGS, type Report } from '../src/model.js';
import { historyRecords } from '../src/history/store/record.js';
import { encodeRecord, readStoreText } from '../src/history/store/lines.js';
import { analyseHistory } from '../src/history/detect/analyse.js';
import { dashboardData, renderDashboard } from '../src/history/render/dashboard.js';
import { historyCommentLines } from '../src/history/render/comment-section.js';
import { fixturePath } from './support/format-folders.js';

const sha = (i: number) => i.toString(16).padStart(40, '0');

async function reportOf(measure: 'time' | 'instructions'): Promise<Report> {
  const crc = await parseInput(fixturePath('go', 'golang-perf-benchstat-crc-old.txt'), 'go');
  const settings = { ...DEFAULT_STATS_SETTINGS, measure, ...(measure === 'instructions' ? { test: 'instructions' as const } : {}) };
  const report = buildReport({ base: [crc], head: [crc], settings, machine: { base: {}, head: {} } });
  report.run = { base: {}, head: {}, rounds: 3, warmup: 0, format: 'go', failedRuns: [] };
  return report;
}

const facts = (i: number) => ({
  commit: sha(i + 1),
  parent: sha(i),
  time: `2026-01-0${i + 1}T00:00:00Z`,
  recordedAt: '2026-01-09T00:00:00Z',
  benchgate: '0.1.0',
});

describe('history: the measure', () => {
  it('record in instructions mode writes measure: "instructions" records that the store reads back; time records have none', async () => {
    const instr = historyRecords(await reportOf('instructions'), facts(1));
    assert.ok(instr.length > 0);
    for (const r of instr) assert.equal(r.measure, 'instructions');
    const time = historyRecords(await reportOf('time'), facts(1));
    for (const r of time) assert.equal('measure' in r, false);
    // An instructions row is decided by the instructions test: its record must read back.
    const forced = instr.map((r) => ({ ...r, test: 'instructions' as const }));
    const { records, warnings } = readStoreText('store.jsonl', forced.map(encodeRecord).join('\n') + '\n');
    assert.deepEqual(warnings, []);
    assert.deepEqual(records, forced);
    assert.throws(
      () => readStoreText('s.jsonl', encodeRecord({ ...forced[0], measure: 'cycles' as never }) + '\n'),
      /s\.jsonl:1: .*measure must be "instructions" when present/,
    );
  });

  it('a time series and an instructions series of one row stay two series; the dashboard labels instructions per operation', async () => {
    const timeReport = await reportOf('time');
    const instrReport = await reportOf('instructions');
    const time = [0, 1, 2].flatMap((i) => historyRecords(timeReport, facts(i)).slice(0, 1));
    const instr = [0, 1, 2].flatMap((i) => historyRecords(instrReport, facts(i)).slice(0, 1));
    assert.equal(time[0].benchmark, instr[0].benchmark);
    assert.equal(time[0].metric, instr[0].metric);
    const history = analyseHistory([...time, ...instr]);
    assert.equal(history.series.length, 2);
    const measured = history.series.filter((s) => s.measure === 'instructions');
    assert.equal(measured.length, 1);
    assert.equal(measured[0].points.length, 3);
    assert.equal(history.series.find((s) => s.measure === undefined)!.points.length, 3);
    const data = dashboardData(history);
    assert.deepEqual(data.series.map((s) => s.measure ?? 'time').sort(), ['instructions', 'time']);
    const files = renderDashboard(history);
    assert.ok(files['history-data.js'].includes('/op, counted under valgrind)'), 'the page data labels the unit per operation');
    assert.ok(files['history-data.js'].includes('"measure":"instructions"'), 'the instructions series says so in the page data');
  });

  it("the comment's history line of a row is its own measure's series: an instructions store says nothing of a time run's row", async () => {
    const instrReport = await reportOf('instructions');
    const records = [0, 1, 2].flatMap((i) => historyRecords(instrReport, facts(i)));
    const history = analyseHistory(records);
    const changed = (r: Report): Report => ({ ...r, comparisons: r.comparisons.map((c, i) => (i === 0 ? { ...c, verdict: 'regression' } : c)) });
    const first = instrReport.comparisons[0].benchmark;
    const lineOf = (r: Report) => historyCommentLines(history, changed(r), new Date('2026-01-10T00:00:00Z')).find((l) => l.includes(first));
    assert.ok(lineOf(instrReport), 'the instructions run finds its series');
    assert.equal(lineOf(await reportOf('time')), undefined, "a time run's row has no instructions history");
  });
});
