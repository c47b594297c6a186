// A new step detector is one file plus one line (src/history/detect/detectors.ts), and every
// renderer says its steps with no other edit: on a copy of src/, a fake detector is added exactly
// that way, and the terminal, the markdown, the push's summary, the comment's line and the
// dashboard's data are rendered from the copy.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DETECTORS } from '../src/history/index.js';
import { simulateRecords } from './support/history-records.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const NOW = new Date('2026-11-26T08:00:00Z');

const FAKE_DETECTOR = `import type { Detector } from './detector.js';

/** Finds one step, at the 9th commit of every series of 12 or more. */
export const fakeDetector: Detector = {
  basis: 'fake',
  label: 'the fake lens',
  scope: () => ' of the test',
  order: 5,
  find: (points) => (points.length < 12 ? [] : [{ commit: points[8].commit, deltaPct: 77.7, ci: [70, 85], p: 1e-6, basis: 'fake', bases: ['fake'] }]),
};
`;

describe('step detectors', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchgate-detector-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('are listed in order, each of its own basis', () => {
    assert.deepEqual(
      DETECTORS.map((d) => d.basis),
      ['chain', 'absolute'],
    );
  });

  it('a new one is one file and one line, and every renderer says its steps', async () => {
    cpSync(path.join(ROOT, 'src'), path.join(dir, 'src'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const detect = path.join(dir, 'src/history/detect');
    writeFileSync(path.join(detect, 'fake.ts'), FAKE_DETECTOR);
    const list = path.join(detect, 'detectors.ts');
    writeFileSync(list, `${readFileSync(list, 'utf8')}export { fakeDetector } from './fake.js';\n`);

    const history = await import(pathToFileURL(path.join(dir, 'src/history/index.ts')).href);
    const { historyLine } = await import(pathToFileURL(path.join(dir, 'src/history/render/comment-line.ts')).href);
    assert.deepEqual(
      history.DETECTORS.map((d: { basis: string }) => d.basis),
      ['chain', 'absolute', 'fake'],
    );
    const records = simulateRecords({
      seed: 7,
      commits: 12,
      series: [{ benchmark: 'BenchmarkFlat', change: () => 1, ratioNoise: 0.01, medianNoise: 0.02, start: 1e-6 }],
    });
    const report = history.analyseHistory(records);
    const [series] = report.series;
    assert.deepEqual(
      series.changePoints.map((cp: { basis: string; deltaPct: number }) => [cp.basis, cp.deltaPct]),
      [['fake', 77.7]],
    );
    const sentence = /\+77\.7% step at \S+ \(\+70\.0 … \+85\.0, p = 1\.0e-6, in the fake lens of the test\)/;
    assert.match(history.historyTerminal(report, { kind: 'folder', dir: '/store' }), sentence);
    assert.match(history.renderHistoryMarkdown(report), sentence);
    assert.match(history.renderPushSummary(report, { commit: records[8].commit }), sentence);
    assert.match(historyLine(series, NOW, report.window, report.threshold), /^main: \+77\.7% step at \S+, /);
    const data = history.renderDashboard(report, { generatedAt: NOW })['history-data.js'];
    assert.match(data, /"basis":"fake"/);
    assert.match(data, / \+77\.7% step at ",\{"c":\d+\}," \(\+70\.0 … \+85\.0, p = 1\.0e-6, in the fake lens of the test\)/);
  });
});
