// The pull request comment's lines from main's history (issue 23): for each changed row of the
// report that main has a recorded series of, one line ("main: stable for 30 commits" / "main:
// +12.0% step at abc1234, 3 days ago"), then the collapsed trend of the gated metrics' geomean.
// Nothing at all when main has no history: the section is silently absent.
import { CHANGED_VERDICTS, type Report, type Verdict } from '../../model.js';
import { displayName, MARKDOWN_NAME_CHARS } from '../../report/display-name.js';
import { codeSpan, escapeText } from '../../report/escape.js';
import { historySeriesKey } from '../detect/analyse.js';
import { historyLine, renderTrend } from './comment-line.js';
import type { HistoryReport } from '../model.js';

/** The rows the comment's table shows first: the ones a history line helps read. */
const CHANGED: ReadonlySet<Verdict> = new Set(CHANGED_VERDICTS);

/** At most this many rows get a line: the section stays short on a big suite. */
export const MAX_HISTORY_LINES = 20;

/** The row as the list names it: its benchmark (shortened like the table's), its metric. */
const rowName = (c: Report['comparisons'][number]): string =>
  `${c.group ? `${codeSpan(displayName(c.group, MARKDOWN_NAME_CHARS))} ` : ''}${codeSpan(displayName(c.benchmark, MARKDOWN_NAME_CHARS))} (${escapeText(c.metric)})`;

export function historyCommentLines(history: HistoryReport, report: Report, now: Date): string[] {
  // A row's series is the one of the report's measure (time and instructions of one row are two).
  const measure = report.settings.measure === 'instructions' ? ('instructions' as const) : undefined;
  const keyOf = (c: Report['comparisons'][number]) => historySeriesKey({ ...c, measure });
  const series = new Map(history.series.map((s) => [historySeriesKey(s), s]));
  const rows = report.comparisons.filter((c) => CHANGED.has(c.verdict) && series.has(keyOf(c)));
  const lines: string[] = [];
  if (rows.length > 0) {
    lines.push("**On main's history** (what `benchgate record` kept of the changed rows):", '');
    for (const c of rows.slice(0, MAX_HISTORY_LINES))
      lines.push(`- ${rowName(c)}: ${historyLine(series.get(keyOf(c))!, now, history.window, history.threshold)}`);
    if (rows.length > MAX_HISTORY_LINES) lines.push(`- … and ${rows.length - MAX_HISTORY_LINES} more changed rows (\`benchgate history\` has them all)`);
    lines.push('');
  }
  const trend = renderTrend(history, report.settings.gate);
  if (trend.length > 0) lines.push(...trend);
  while (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
