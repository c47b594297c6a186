// The dashboard's page as code: its script is the typed module dashboard/page.ts bundled at build
// time (the committed bundle is fresh), every finding's text comes from phrases.ts in the page
// data, and a card is one file plus one line (cards.ts): on a copy of src/, a fake card added that
// way is in the page data and on the page Chromium opens. Issue 28's two dashboard bugs: the
// header counted a step as drift too, and printed an underflowed p as `p = 0.0e+0`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { HistoryReport } from '../src/history/model.js';
import { DASHBOARD_DATA_FILE, dashboardData, renderDashboard } from '../src/history/render/dashboard.js';
import { CARDS } from '../src/history/render/dashboard/registry.js';
import { CHROMIUM } from './support/github-render.js';
import { needs } from './support/harness.js';
import { historyReport } from './support/history-report-fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const NOW = new Date('2026-11-26T08:00:00Z');

/** The page from `dir` as Chromium leaves it once its script ran (`--dump-dom`). */
function dumpDom(dir: string): string {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'benchgate-chromium-cards-'));
  try {
    const args = ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${profile}`, '--virtual-time-budget=10000', '--dump-dom'];
    const r = spawnSync(CHROMIUM, [...args, pathToFileURL(path.join(dir, 'index.html')).href], { encoding: 'utf8', timeout: 100_000, maxBuffer: 64 << 20 });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /<body[^>]*data-ready="true"/, 'the page script ran');
    return r.stdout;
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

function writePage(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchgate-dashboard-cards-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

/** The repository: a 12% step at commit 7, a 1.6% creep at every commit, a flat one. */
const stepAndCreep = (): HistoryReport =>
  historyReport({
    commits: 12,
    series: [
      { benchmark: 'BenchmarkFlat' },
      { benchmark: 'BenchmarkStep', steps: [{ at: 7, pct: 12 }] },
      { benchmark: 'BenchmarkCreep', creep: { from: 1, pct: 1.6 } },
    ],
  });

/** One step whose p underflowed to 0 (an exact step in a deterministic metric). */
function underflowed(): HistoryReport {
  const report = historyReport({ commits: 12, series: [{ benchmark: 'BenchmarkExact', steps: [{ at: 6, pct: -30 }] }] });
  report.series[0].changePoints[0].p = 0;
  return report;
}

describe('the dashboard page as code', () => {
  const dirs: string[] = [];
  after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('runs the bundle of dashboard/page.ts that the build writes (dashboard-script.ts is fresh)', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/dashboard-script.mjs'), '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });

  it('lists its cards in order, each of its own id', () => {
    assert.deepEqual(
      CARDS.map((c) => c.id),
      ['title', 'findings', 'chart'],
    );
  });

  it('puts every finding as phrases.ts says it into the page data, commits as links to them', () => {
    const data = dashboardData(stepAndCreep(), { repository: 'acme/widgets', generatedAt: NOW });
    const step = data.series.find((s) => s.benchmark === 'BenchmarkStep')!;
    const findings = step.cards.findings as { tone: string; said: (string | { c: number })[] }[];
    const text = findings.map((f) => f.said.map((p) => (typeof p === 'string' ? p : `[${data.labels[p.c]}]`)).join(''));
    // By severity: the step, then its window's drift, which is no finding once the step is left out.
    assert.match(text[0], /^⚠️ worse: \+12\.0% step at \[[0-9a-f]{7}\] \(\+\d+\.\d … \+\d+\.\d, p = 0\.002\) on 2026-\d\d-\d\d$/);
    assert.match(
      text[1],
      /^drift: [+−]\d+\.\d% \([+−]\d+\.\d … [+−]\d+\.\d\) over \d+ commits, not counting the step at \[[0-9a-f]{7}\] \(its CI not beyond ±5%\)$/,
    );
    const [link] = findings[0].said.filter((p) => typeof p !== 'string') as { c: number }[];
    assert.match(data.links[link.c]!, /^https:\/\/github\.com\/acme\/widgets\/commit\/[0-9a-f]{40}$/);
  });

  it('shows a step both bases found once, saying it is also in the medians (version 2: one entry with bases; version 1: one per basis)', () => {
    const v2 = historyReport({ commits: 12, series: [{ benchmark: 'BenchmarkBoth', steps: [{ at: 6, pct: 12 }] }] });
    const cp = v2.series[0].changePoints[0];
    Object.assign(cp, { bases: ['chain', 'absolute'], cpuModel: 'Intel Xeon' });
    const v1 = structuredClone({ ...v2, version: 1 }) as unknown as HistoryReport;
    const { bases: _, ...chainOnly } = cp;
    delete (v1.series[0].drift as { bases?: unknown }).bases;
    v1.series[0].changePoints = [
      { ...chainOnly, basis: 'chain' },
      { ...chainOnly, basis: 'absolute', deltaPct: 11.5 },
    ] as HistoryReport['series'][number]['changePoints'];
    for (const report of [v2, v1]) {
      const data = dashboardData(report, { generatedAt: NOW });
      const series = data.series[0];
      assert.equal(series.cps.length, 1, JSON.stringify(series.cps));
      assert.deepEqual(series.cps[0].bases, report === v2 ? ['chain', 'absolute'] : ['chain']);
      const said = JSON.stringify(series.cards.findings);
      assert.equal(said.match(/% step at/g)?.length, 1, said);
      assert.match(said, /p = 0\.002, also in the medians\)/);
      assert.match(renderDashboard(report, { generatedAt: NOW })['index.html'], /1 series over 12 recorded commits: 1 change point, 0 drifting/);
    }
  });

  it('counts a step as a step in its header, not also as drift (1 change point, 1 drifting: the creep)', () => {
    const html = renderDashboard(stepAndCreep(), { generatedAt: NOW })['index.html'];
    assert.match(html, /3 series over 12 recorded commits: 1 change point, 1 drifting beyond ±5% over the last 12 commits\./);
  });

  it('says an underflowed p as p < 1e-300 in the data', () => {
    const data = dashboardData(underflowed(), { generatedAt: NOW });
    const said = JSON.stringify(data.series[0].cards.findings);
    assert.match(said, /p < 1e-300/);
    assert.doesNotMatch(said, /p = 0/);
  });

  it('shows an underflowed p as p < 1e-300 on the page, never p = 0.0e+0', needs('chromium'), () => {
    const dir = writePage(renderDashboard(underflowed(), { repository: 'acme/widgets', generatedAt: NOW }));
    dirs.push(dir);
    const dom = dumpDom(dir);
    assert.match(dom, /p &lt; 1e-300/);
    assert.doesNotMatch(dom, /0\.0e\+0/);
  });

  it('takes a new card as one file and one line in cards.ts: its data made on the server, its element on the page', async (t) => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'benchgate-card-'));
    dirs.push(copy);
    cpSync(path.join(ROOT, 'src'), path.join(copy, 'src'), { recursive: true });
    cpSync(path.join(ROOT, '.prettierrc.json'), path.join(copy, '.prettierrc.json'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const cards = path.join(copy, 'src/history/render/dashboard');
    writeFileSync(
      path.join(cards, 'cards/points.ts'),
      `import type { Card } from '../card.js';
import { el } from '../dom.js';

/** How many commits the series has: a card of the test's. */
export const pointsCard: Card<{ text: string }> = {
  id: 'points',
  order: 15,
  data: (series) => ({ text: \`\${series.points.length} points of \${series.benchmark}\` }),
  render(box, data) {
    box.appendChild(el('p', 'points', data.text));
  },
};
`,
    );
    writeFileSync(path.join(cards, 'cards.ts'), `${readFileSync(path.join(cards, 'cards.ts'), 'utf8')}export { pointsCard } from './cards/points.js';\n`);
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/dashboard-script.mjs'), '--root', copy], { encoding: 'utf8' });
    assert.equal(built.status, 0, built.stderr);

    const history = await import(pathToFileURL(path.join(copy, 'src/history/index.ts')).href);
    const files: Record<string, string> = history.renderDashboard(stepAndCreep(), { generatedAt: NOW });
    assert.match(files[DASHBOARD_DATA_FILE], /"points":\{"text":"12 points of BenchmarkStep"\}/);
    if (needs('chromium').skip) return t.skip('chromium is not installed: the page part is not run');
    const dir = writePage(files);
    dirs.push(dir);
    const dom = dumpDom(dir);
    const shown = [...dom.matchAll(/<div class="card-(\w+)">/g)].slice(0, 4).map((m) => m[1]);
    assert.deepEqual(shown, ['title', 'points', 'findings', 'chart']);
    assert.match(dom, /<p class="points">12 points of BenchmarkStep<\/p>/);
  });
});
