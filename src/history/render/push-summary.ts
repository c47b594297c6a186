// The job summary of a push (`mode: record`): what the history shows after this commit was
// recorded — the steps this push revealed and the drift over the window that ends at it.
import type { HistoryReport, HistorySeries } from '../model.js';
import { sortByUrgency, commitMarkdown, seriesLabel } from './markdown.js';
import { commitCount, driftText, formatThreshold, isWorse, stepsOf, stepText, windowText } from './phrases.js';
import { plural } from '../../report/format-units.js';
import { escapeText } from '../../report/escape.js';
import { historySeriesKey } from '../detect/analyse.js';

export interface PushSummaryOptions {
  /** The commit the push recorded (its head). */
  commit: string;
  /**
   * The history before this record. With it, the steps listed are those this push revealed (a
   * step shows only once commits after it are recorded, so it is often an older commit's);
   * without it, the steps at `commit`.
   */
  previous?: HistoryReport;
  repository?: string;
  /** Where the dashboard is published (an https URL), linked at the end. */
  dashboardUrl?: string;
}

/** The job summary's markdown. */
export function renderPushSummary(report: HistoryReport, options: PushSummaryOptions): string {
  const sha = commitMarkdown(options.repository);
  const before = new Map((options.previous?.series ?? []).map((s) => [historySeriesKey(s), s]));
  const isNew = (s: HistorySeries, commit: string): boolean =>
    options.previous ? !(before.get(historySeriesKey(s))?.changePoints ?? []).some((cp) => cp.commit === commit) : commit === options.commit;

  const steps = report.series.flatMap((s) =>
    stepsOf(s)
      .filter((cp) => isNew(s, cp.commit))
      .map((cp) => ({ s, cp })),
  );
  const drifting = sortByUrgency(report.series.filter((s) => s.drift?.flagged && s.drift.to === options.commit));
  const lines = [
    `### benchgate history at ${sha(options.commit)}`,
    '',
    `${report.series.length} series over ${plural(commitCount(report), 'recorded commit')}; threshold ±${formatThreshold(report.threshold)}, drift over ${windowText(report)}.`,
    '',
  ];
  // Records the series left out (this commit, when it is off main's line): said before what the history shows.
  for (const w of report.warnings ?? []) lines.push(`> [!WARNING]\n> ${escapeText(w.message)}`, '');
  if (steps.length === 0 && drifting.length === 0) lines.push('No new change point and no drift beyond the threshold.');
  if (steps.length > 0) {
    lines.push(`**${plural(steps.length, 'change point')}** found by this push:`, '');
    for (const { s, cp } of steps) lines.push(`- ${isWorse(cp.deltaPct, s.better) ? '⚠️ worse' : 'better'}: ${seriesLabel(s)}: ${stepText(cp, sha)}`);
    lines.push('');
  }
  if (drifting.length > 0) {
    lines.push(`**Drift** beyond the threshold:`, '');
    for (const s of drifting) {
      const wasFlagged = before.get(historySeriesKey(s))?.drift?.flagged;
      const note = options.previous && !wasFlagged ? ' (new)' : '';
      lines.push(`- ${isWorse(s.drift!.deltaPct, s.better) ? '⚠️ worse' : 'better'}: ${seriesLabel(s)}: ${driftText(s, s.drift!, sha)}${note}`);
    }
    lines.push('');
  }
  const url = options.dashboardUrl && /^https:\/\/[^\s<>()[\]"'`]+$/.test(options.dashboardUrl) ? options.dashboardUrl : undefined;
  if (url) lines.push(`[The dashboard](${url}) charts every series.`);
  return `${lines.join('\n').trimEnd()}\n`;
}
