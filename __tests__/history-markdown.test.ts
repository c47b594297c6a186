// The history's markdown (issue 23): `benchgate history --markdown`, the PR comment's line per
// changed row and its collapsed geomean trend, the push's job summary. Structure asserted line by
// line on synthetic histories (the issue's 12 commits: a 12% step at commit 7, a 1.6% creep at
// every commit, a flat one), time phrased against a fixed `now`, hostile names inert as GitHub
// renders them (cmark-gfm, when installed).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { geomeanTrend, historyLine, renderTrend, sparkline } from '../src/history/render/comment-line.js';
import { commitMarkdown, renderHistoryMarkdown } from '../src/history/render/markdown.js';
import type { DriftBasis, HistoryReport, HistorySeries } from '../src/history/model.js';
import { formatPctCI, timeAgo } from '../src/history/render/phrases.js';
import { renderPushSummary } from '../src/history/render/push-summary.js';
import { gfmToHtml } from './support/github-render.js';
import { needs } from './support/harness.js';
import { historyReport, HOSTILE_NAME, sha } from './support/history-report-fixtures.js';
import { simulateRecords } from './support/history-records.js';
import { analyseHistory } from '../src/history/detect/analyse.js';
import { historyTerminal } from '../src/history/render/terminal.js';

const NOW = new Date('2026-11-26T08:00:00Z');
const short = (i: number, seed = 1) => sha(i, seed).slice(0, 7);

/** The issue's repository: 12 commits, commit 7 slows one benchmark 12%, another slows 1.6% at every commit, a third never changes. */
const issueReport = (): HistoryReport =>
  historyReport({
    commits: 12,
    series: [
      { benchmark: 'BenchmarkFlat' },
      { benchmark: 'BenchmarkStep', steps: [{ at: 7, pct: 12 }] },
      { benchmark: 'BenchmarkCreep', creep: { from: 1, pct: 1.6 } },
    ],
  });

const byName = (report: HistoryReport, name: string): HistorySeries => report.series.find((s) => s.benchmark === name)!;

describe('timeAgo', () => {
  const ago = (ms: number) => timeAgo(new Date(NOW.getTime() - ms), NOW);
  const minute = 60_000;
  const day = 24 * 60 * minute;
  it('phrases how long ago, rounding down, and a time in the future as just now', () => {
    assert.equal(ago(59_000), 'just now');
    assert.equal(ago(-5 * day), 'just now');
    assert.equal(ago(minute), '1 minute ago');
    assert.equal(ago(59 * minute), '59 minutes ago');
    assert.equal(ago(60 * minute), '1 hour ago');
    assert.equal(ago(23.9 * 60 * minute), '23 hours ago');
    assert.equal(ago(day), 'yesterday');
    assert.equal(ago(3 * day + 5 * 60 * minute), '3 days ago');
    assert.equal(ago(59 * day), '59 days ago');
    assert.equal(ago(90 * day), '3 months ago');
    assert.equal(ago(400 * day), '1 year ago');
    assert.equal(ago(800 * day), '2 years ago');
    assert.equal(timeAgo('not a date', NOW), 'at an unknown time');
  });
});

describe('benchgate history --markdown', () => {
  it('an improvement whose CI lies wholly beyond the threshold (not flagged: only a worse drift is) is said, not called stable', () => {
    // 12 commits each 3% faster, measured as benchgate record measures (the analysis, not a fixture).
    const records = simulateRecords({
      seed: 4,
      commits: 12,
      series: [
        { benchmark: 'BenchmarkFaster', change: () => 0.97, ratioNoise: 0.01, medianNoise: 0.02, start: 1e-6 },
        { benchmark: 'BenchmarkFlat', change: () => 1, ratioNoise: 0.01, medianNoise: 0.02, start: 1e-6 },
      ],
    });
    const report = analyseHistory(records);
    const faster = byName(report, 'BenchmarkFaster');
    assert.ok(faster.drift && !faster.drift.flagged && faster.drift.ci[1] < -5 && faster.changePoints.length === 0, JSON.stringify(faster.drift));
    const md = renderHistoryMarkdown(report);
    assert.match(md, /^- `BenchmarkFaster` · time\n {2}- drift, better: −\d\d\.\d% \(−\d\d\.\d … −\d\d\.\d\) over 12 commits, no single step$/m);
    assert.doesNotMatch(md, /not beyond/);
    assert.match(md, /<summary>1 series with no step and no drift beyond the threshold<\/summary>\n\n- `BenchmarkFlat` · time: 12 commits\n/);
    const terminal = historyTerminal(report, { kind: 'folder', dir: '/store' });
    assert.match(terminal, /^BenchmarkFaster \(time\)\n {2}drift, better: −\d\d\.\d% /m);
    assert.match(terminal, /1 other series: no change point, no drift beyond the threshold/);
  });

  it("the issue's repository: the step at commit 7 and the creep (flagged, no single step), the flat one stable", () => {
    const report = issueReport();
    const md = renderHistoryMarkdown(report);
    const lines = md.split('\n');
    assert.equal(lines[0], '## benchgate history');
    // A step is not also drift (issue 28): one change point, one drifting.
    assert.equal(lines[2], '3 series over 12 recorded commits: 1 change point, 1 drifting beyond ±5% over the last 12 commits.');
    const step = byName(report, 'BenchmarkStep');
    const creep = byName(report, 'BenchmarkCreep').drift!;
    assert.ok(creep.flagged && creep.deltaPct >= 10, `${creep.deltaPct}`);
    assert.ok(!step.drift!.flagged, 'the step is not drift');
    // By severity, not date: the creep's CI is sure of +14.9%, the step's of +10.9%; within a
    // series the step before the drift that is no finding.
    assert.deepEqual(lines.slice(4, 9), [
      '- `BenchmarkCreep` · time',
      `  - ⚠️ drift, worse: +${creep.deltaPct.toFixed(1)}% ${formatPctCI(creep.ci)} over 11 commits, no single step`,
      '- `BenchmarkStep` · time',
      `  - ⚠️ worse: +12.0% step at ${short(7)} ${formatPctCI(step.changePoints[0].ci).slice(0, -1)}, p = 0.002) on 2026-09-07`,
      `  - drift: +${step.drift!.deltaPct.toFixed(1)}% ${formatPctCI(step.drift!.ci)} over 11 commits, not counting the step at ${short(7)} (its CI not beyond ±5%)`,
    ]);
    assert.deepEqual(lines.slice(10), [
      '<details><summary>1 series with no step and no drift beyond the threshold</summary>',
      '',
      '- `BenchmarkFlat` · time: 12 commits',
      '',
      '</details>',
      '',
    ]);
  });

  it('a drift that is not flagged says so; an improvement and a higher-is-better metric read as better', () => {
    const report = historyReport({
      commits: 20,
      series: [
        { benchmark: 'BenchmarkAllocs', metric: 'B/op', unit: 'B', steps: [{ at: 10, pct: -25 }], noise: 0.001 },
        { benchmark: 'BenchmarkThroughput', metric: 'ops/s', unit: 'ops/s', better: 'higher', steps: [{ at: 15, pct: 9 }], noise: 0.001 },
      ],
    });
    const md = renderHistoryMarkdown(report);
    assert.match(md, /\n {2}- better: −25\.0% step at [0-9a-f]{7} /);
    assert.match(md, /\n {2}- better: \+9\.0% step at [0-9a-f]{7} /);
    // B/op: −25% within the window, flagged as better; nothing is marked worse.
    assert.doesNotMatch(md, /⚠️/);
  });

  it('links commits to the repository when known, and never to one that is not owner/name', () => {
    const commit = sha(3);
    assert.equal(commitMarkdown('acme/widgets')(commit), `[${commit.slice(0, 7)}](https://github.com/acme/widgets/commit/${commit})`);
    assert.equal(commitMarkdown('acme/widgets')('HEAD~1'), 'HEAD&#126;1');
    for (const bad of ['evil](https://x.example) [', 'a/b/c', '../x', 'a/..', 'javascript:alert(1)/x'])
      assert.equal(commitMarkdown(bad)(commit), commit.slice(0, 7));
    assert.match(
      renderHistoryMarkdown(issueReport(), { repository: 'acme/widgets' }),
      /\[[0-9a-f]{7}\]\(https:\/\/github\.com\/acme\/widgets\/commit\/[0-9a-f]{40}\)/,
    );
  });

  it('a hostile name stays one list item of code, whatever it holds', () => {
    const report = historyReport({
      commits: 6,
      series: [
        { benchmark: HOSTILE_NAME, steps: [{ at: 3, pct: 20 }] },
        { benchmark: 'Bench `x` @octocat <!-- benchgate:default -->\n- [x](https://evil.example)', group: '<img src=y>' },
      ],
    });
    const md = renderHistoryMarkdown(report);
    assert.ok(md.includes(`- \`${HOSTILE_NAME}\` · time\n`));
    assert.doesNotMatch(md, /<!--|@octocat|\n- \[x\]/);
  });
});

describe('the comment line from main history', () => {
  it("the issue's series: a step 5 commits ago (with how long ago), the creep's drift, the flat one stable", () => {
    const report = issueReport();
    // Commits every 20 hours from 2026-09-01T12:00Z: commit 7 at 2026-09-07T08:00Z.
    const now = new Date('2026-09-10T09:00:00Z');
    assert.equal(historyLine(byName(report, 'BenchmarkStep'), now), `main: +12.0% step at ${short(7)}, 3 days ago`);
    const creep = byName(report, 'BenchmarkCreep');
    assert.equal(historyLine(creep, now), `main: +${creep.drift!.deltaPct.toFixed(1)}% ${formatPctCI(creep.drift!.ci)} over 11 commits, no single step`);
    assert.equal(historyLine(byName(report, 'BenchmarkFlat'), now), 'main: stable for 12 commits');
  });

  it('a step older than the window: stable since it; no points: says so', () => {
    const report = historyReport({ commits: 45, series: [{ benchmark: 'BenchmarkOld', steps: [{ at: 4, pct: 12 }] }] });
    const s = report.series[0];
    assert.equal(historyLine({ ...s, drift: null }, NOW), `main: no step in 40 commits since the +12.0% step at ${short(4)}`);
    const within = {
      from: s.points[4].commit,
      to: s.points[44].commit,
      commits: 40,
      deltaPct: 0.4,
      ci: [-1.2, 2.1] as [number, number],
      flagged: false,
      bases: ['chain'] as DriftBasis[],
    };
    assert.equal(historyLine({ ...s, drift: within }, NOW), `main: stable for 40 commits since the +12.0% step at ${short(4)}`);
    // Not flagged, but its CI reaches past ±5%: not evidence of stability either.
    assert.equal(historyLine({ ...s, drift: { ...within, ci: [-3, 6] } }, NOW), `main: no step in 40 commits since the +12.0% step at ${short(4)}`);
    assert.equal(historyLine({ ...s, drift: null }, NOW, 50), `main: +12.0% step at ${short(4)}, 2 months ago`);
    assert.equal(historyLine({ ...s, points: [], changePoints: [], drift: null }, NOW), 'main: no recorded commits');
    assert.equal(historyLine({ ...s, points: s.points.slice(0, 1), changePoints: [], drift: null }, NOW), 'main: no step in 1 commit');
  });

  it('sparkline: the shape of the values, bucketed to the width, flat as the lowest bar', () => {
    assert.equal(sparkline([0, 1, 2, 3, 4, 5, 6, 7]), '▁▂▃▄▅▆▇█');
    assert.equal(sparkline([3, 3, 3]), '▁▁▁');
    assert.equal(sparkline([]), '');
    const long = sparkline(
      Array.from({ length: 100 }, (_, i) => i),
      10,
    );
    assert.equal(long.length, 10);
    assert.equal(long.at(-1), '█');
  });

  it("the collapsed trend: each commit's geomean step, chained; one line per gated metric", () => {
    const report = historyReport({
      commits: 12,
      series: [
        { benchmark: 'A', creep: { from: 1, pct: 2 }, noise: 0.0001 },
        { benchmark: 'B', noise: 0.0001 },
        { benchmark: 'C', metric: 'allocs', unit: 'allocs', noise: 0.0001 },
      ],
    });
    const trend = geomeanTrend(report, 'time');
    assert.equal(trend.length, 12);
    assert.equal(trend[0].pct, 0);
    // A rises 2% a commit, B stays: the geomean step is √1.02 each, 11 steps.
    assert.ok(Math.abs(trend[11].pct - 100 * (1.02 ** 5.5 - 1)) < 0.1, `${trend[11].pct}`);
    const lines = renderTrend(report, ['time', 'allocs']);
    assert.equal(
      lines[0],
      `<details><summary>main's trend over 12 recorded commits: geomean of time +${trend[11].pct.toFixed(1)}% · allocs ${lines[0].split('allocs ')[1]}`,
    );
    assert.match(lines[2], new RegExp(`^time \`[▁-█]{12}\` \\+${trend[11].pct.toFixed(1)}% from ${short(0)} to ${short(11)} \\(lowest ±0\\.0%, highest \\+`));
    assert.match(lines[2], /`▁[▁-█]{10}█`/);
    assert.match(lines[4], /^allocs `[▁-█]{12}` /);
    assert.equal(lines.at(-1), '</details>');
    assert.deepEqual(renderTrend(report, ['B/op']), []);
    assert.deepEqual(renderTrend(historyReport({ commits: 1, series: [{ benchmark: 'A' }] }), ['time']), []);
  });

  it('the trend escapes a hostile metric name', () => {
    const report = historyReport({ commits: 3, series: [{ benchmark: 'A', metric: '<img src=x onerror=alert(1)>|@octocat' }] });
    const text = renderTrend(report, ['<img src=x onerror=alert(1)>|@octocat']).join('\n');
    assert.doesNotMatch(text, /<img|\|@octocat|@octocat/);
    assert.ok(text.includes('&lt;img src=x onerror=alert(1)&gt;&#124;@\u200boctocat'));
  });
});

describe('the job summary of a push', () => {
  const spec = {
    commits: 30,
    seed: 5,
    window: 10,
    series: [
      { benchmark: 'BenchmarkStep', steps: [{ at: 25, pct: 15 }] },
      { benchmark: 'BenchmarkCreep', creep: { from: 15, pct: 1.5 } },
      { benchmark: 'BenchmarkFlat' },
    ],
  };
  const head = sha(29, 5);

  it('lists the steps this push revealed (those the history before it lacked) and the drift ending at it, new or not', () => {
    const report = historyReport(spec);
    const previous = structuredClone(report);
    previous.series[0].changePoints = [];
    previous.series[1].drift = { ...previous.series[1].drift!, flagged: false };
    const md = renderPushSummary(report, { commit: head, previous, repository: 'acme/widgets', dashboardUrl: 'https://acme.github.io/widgets/' });
    const lines = md.split('\n');
    const link = (i: number) => `[${short(i, 5)}](https://github.com/acme/widgets/commit/${sha(i, 5)})`;
    assert.equal(lines[0], `### benchgate history at ${link(29)}`);
    assert.equal(lines[2], '3 series over 30 recorded commits; threshold ±5%, drift over the last 10 commits.');
    assert.equal(lines[4], '**1 change point** found by this push:');
    assert.match(
      lines[6],
      new RegExp(`^- ⚠️ worse: \`BenchmarkStep\` · time: \\+15\\.0% step at \\[${short(25, 5)}\\]\\(.*\\) \\(\\+\\d+\\.\\d … \\+\\d+\\.\\d, p = 0\\.002\\)$`),
    );
    assert.equal(lines[8], '**Drift** beyond the threshold:');
    const drifting = lines.filter((l) => l.startsWith('- ') && l.includes('over 10 commits'));
    assert.ok(
      drifting.some((l) => l.startsWith('- ⚠️ worse: `BenchmarkCreep` · time: +') && l.endsWith('no single step (new)')),
      drifting.join('\n'),
    );
    assert.ok(!md.includes('BenchmarkFlat'));
    assert.equal(lines.at(-2), '[The dashboard](https://acme.github.io/widgets/) charts every series.');
  });

  it('without the history before it: the steps at the pushed commit; nothing found says so; no link but an https one', () => {
    const report = historyReport({ ...spec, series: [{ benchmark: 'BenchmarkFlat' }] });
    const md = renderPushSummary(report, { commit: head, dashboardUrl: 'javascript:alert(1)' });
    assert.ok(md.includes('\nNo new change point and no drift beyond the threshold.\n'));
    assert.doesNotMatch(md, /javascript|dashboard\]/);
    const atHead = historyReport({ ...spec, series: [{ benchmark: 'BenchmarkNew', steps: [{ at: 29, pct: -20 }] }, spec.series[0]] });
    const found = renderPushSummary(atHead, { commit: head });
    assert.match(found, /\*\*1 change point\*\* found by this push:\n\n- better: `BenchmarkNew` · time: −20\.0% step at [0-9a-f]{7} /);
    assert.ok(!found.includes('BenchmarkStep` · time: +15'), 'an older step is not this push’s without the history before it');
  });
});

describe('records left out of the series are said in the markdown and the job summary', () => {
  it("a push recorded off main's line (a workflow_dispatch on a branch) is named in the job summary and the report, above the findings", () => {
    const records = simulateRecords({
      seed: 3,
      commits: 8,
      series: [{ benchmark: 'BenchmarkA', change: () => 1, ratioNoise: 0.01, medianNoise: 0.02, start: 1e-6 }],
    });
    const branch = { ...records[5], commit: 'b'.repeat(40), parent: records[5].commit, time: '2030-01-01T00:00:00Z', ratio: 1.4 };
    const report = analyseHistory([...records, branch]);
    assert.deepEqual(
      report.series[0].points.map((p) => p.commit),
      records.map((r) => r.commit),
    );
    const said = `left out 1 record of 1 commit not on main's line of recorded commits: bbbbbbb (against ${records[5].commit.slice(0, 7)})`;
    for (const md of [renderPushSummary(report, { commit: branch.commit }), renderHistoryMarkdown(report)]) {
      const lines = md.split('\n');
      const at = lines.indexOf('> [!WARNING]');
      assert.ok(at > 0 && lines[at + 1].startsWith(`> ${said}`), md);
    }
    assert.equal(renderPushSummary(analyseHistory(records), { commit: records[7].commit }).includes('WARNING'), false);
  });
});

describe('as GitHub renders it', needs('cmark-gfm'), () => {
  it('a hostile benchmark name makes no element, link, mention or comment in any of the markdown', () => {
    const hostile = [
      HOSTILE_NAME,
      'Bench @octocat #12 https://evil.example [x](https://evil.example) <!-- benchgate:default -->',
      'Bench `</code><script>alert(1)</script>',
    ];
    const report = historyReport({
      commits: 8,
      series: hostile.map((benchmark, i) => ({
        benchmark,
        group: i === 0 ? '<b>group</b>' : undefined,
        steps: [{ at: 7, pct: 30 }],
        creep: { from: 1, pct: 3 },
      })),
    });
    const documents = [
      renderHistoryMarkdown(report),
      renderPushSummary(report, { commit: sha(7) }),
      report.series.map((s) => historyLine(s, NOW)).join('\n\n'),
      renderTrend({ ...report, series: report.series.map((s) => ({ ...s, metric: hostile[0] })) }, [hostile[0]]).join('\n'),
    ];
    for (const md of documents) {
      const html = gfmToHtml(md);
      assert.doesNotMatch(html, /<(a|img|script|b)[\s>]|<!--/i, html);
    }
    // The names are there, as text.
    assert.ok(gfmToHtml(documents[0]).includes('<code>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</code>'));
  });
});
