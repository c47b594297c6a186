// What the pull request's comment says from main's history (issue 23): one short line per changed
// row ("main: stable for 30 commits" / "main: +12.0% step at abc1234, 3 days ago") and, collapsed,
// how the gated metrics' geomean moved over main's recorded commits, as a unicode sparkline (one
// line of text reads the same in GitHub's light and dark modes and on a phone, where a chart is
// one more diagram to scroll past).
import { geomean } from '../../stats/geomean.js';
import { codeSpan, escapeText } from '../../report/escape.js';
import { formatDelta } from '../../report/format-units.js';
import type { HistoryReport } from '../model.js';
import { historyLine, shortSha } from './phrases.js';
import { plural } from '../../report/format-units.js';

/** A commit in the comment: its short sha as text (GitHub links a sha in a comment by itself). */
const plainSha = (commit: string): string => escapeText(shortSha(commit));

/** The row's line (phrases.ts: every sentence the history says is made there). */
export { historyLine };

/** Main's recorded commits, oldest first: by commit time, commits of equal time in the order the series list them. */
export function commitOrder(report: HistoryReport): { commit: string; time: string }[] {
  const seen = new Map<string, { commit: string; time: string; order: number }>();
  for (const s of report.series) for (const p of s.points) if (!seen.has(p.commit)) seen.set(p.commit, { commit: p.commit, time: p.time, order: seen.size });
  const ms = (t: string) => {
    const v = new Date(t).getTime();
    return Number.isNaN(v) ? Infinity : v;
  };
  return [...seen.values()].sort((a, b) => ms(a.time) - ms(b.time) || a.order - b.order).map(({ commit, time }) => ({ commit, time }));
}

export interface TrendPoint {
  commit: string;
  /** The geomean of the commit's steps (its series' ratios against their parents). */
  step: number;
  /** The cumulative change since the first commit, in percent (0 there). */
  pct: number;
}

/** The metric's geomean over main's commits: each commit's geomean step (of the series recorded at it), chained from the first. */
export function geomeanTrend(report: HistoryReport, metric: string): TrendPoint[] {
  const ratios = new Map<string, number[]>();
  for (const s of report.series) {
    if (s.metric !== metric) continue;
    for (const p of s.points) if (p.ratio !== null) ratios.set(p.commit, [...(ratios.get(p.commit) ?? []), p.ratio]);
  }
  const trend: TrendPoint[] = [];
  let log = 0;
  for (const { commit } of commitOrder(report)) {
    const step = geomean(ratios.get(commit) ?? []);
    if (step === null) continue;
    // The first commit's step compares it with a commit before the record: the line starts at 0.
    if (trend.length > 0) log += Math.log(step);
    trend.push({ commit, step, pct: 100 * Math.expm1(log) });
  }
  return trend;
}

const BARS = '▁▂▃▄▅▆▇█';

/** Values as a sparkline at most `width` characters long (the last value of each bucket: the line ends where the trend ends). */
export function sparkline(values: readonly number[], width = 40): string {
  if (values.length === 0) return '';
  const buckets = Math.min(width, values.length);
  const shown = Array.from({ length: buckets }, (_, b) => values[Math.ceil(((b + 1) * values.length) / buckets) - 1]);
  const lo = Math.min(...shown);
  const hi = Math.max(...shown);
  return shown.map((v) => (hi - lo < 1e-9 ? BARS[0] : BARS[Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1))])).join('');
}

/**
 * The collapsed trend of the gated metrics' geomean over main's recorded commits (markdown lines),
 * or none when main has fewer than two commits with a ratio of any of them.
 */
export function renderTrend(report: HistoryReport, metrics: readonly string[], width = 40): string[] {
  const trends = metrics.map((metric) => ({ metric, trend: geomeanTrend(report, metric) })).filter((t) => t.trend.length >= 2);
  if (trends.length === 0) return [];
  const commits = Math.max(...trends.map((t) => t.trend.length));
  const headline = trends.map((t) => `${escapeText(t.metric)} ${formatDelta(t.trend[t.trend.length - 1].pct)}`).join(' · ');
  const lines = [`<details><summary>main's trend over ${plural(commits, 'recorded commit')}: geomean of ${headline}</summary>`, ''];
  for (const { metric, trend } of trends) {
    const values = trend.map((t) => t.pct);
    const first = trend[0].commit;
    const last = trend[trend.length - 1].commit;
    lines.push(
      `${escapeText(metric)} ${codeSpan(sparkline(values, width))} ${formatDelta(values[values.length - 1])} from ${plainSha(first)} to ${plainSha(last)}` +
        ` (lowest ${formatDelta(Math.min(...values))}, highest ${formatDelta(Math.max(...values))})`,
      '',
    );
  }
  lines.push(`<sub>The geomean of each commit's change against its parent, chained from the first recorded commit.</sub>`, '', '</details>');
  return lines;
}
