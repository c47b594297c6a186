// `benchgate history --markdown`: per series, its drift over the window and the steps found in it,
// the series that need a look first; the stable ones collapsed. Benchmark names come from the
// code on main (so, once, from a pull request): escaped like every PR-controlled text.
import { codeSpan, escapeText } from '../../report/escape.js';
import type { Drift, HistoryReport, HistorySeries } from '../model.js';
import { bySeverity, worstFinding } from '../detect/severity.js';
import { improvedBeyond } from '../detect/drift.js';
import { findingLines, isCommitSha, shortSha, stepsOf, summaryText } from './phrases.js';
import { plural } from '../../report/format-units.js';

export interface HistoryMarkdownOptions {
  /** `owner/name`: commits become links to it. */
  repository?: string;
}

/** `owner/name` as GitHub allows it, else undefined (a link is never built from anything else). */
export function validRepository(repository: string | undefined): string | undefined {
  return repository && /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repository) && !repository.includes('..') ? repository : undefined;
}

/** A commit as markdown: its short sha, linked to the commit when the repository is known and it is a sha. */
export function commitMarkdown(repository: string | undefined): (commit: string) => string {
  const repo = validRepository(repository);
  return (commit) => {
    const text = escapeText(shortSha(commit));
    return repo && isCommitSha(commit) ? `[${text}](https://github.com/${repo}/commit/${commit.toLowerCase()})` : text;
  };
}

/** A series as a list item names it: `` `BenchmarkX` · time `` (its group before it when it has one). */
export function seriesLabel(s: HistorySeries): string {
  const group = s.group ? `${codeSpan(s.group)} ` : '';
  return `${group}${codeSpan(s.benchmark)} · ${escapeText(s.metric)}`;
}

/**
 * Whether a series has something to say: a step, or drift beyond the threshold — a flagged (worse)
 * one, or an improvement whose CI lies wholly beyond it (not flagged, but no series is "stable" then).
 */
export const hasFindings = (s: HistorySeries, threshold: number): boolean =>
  s.changePoints.length > 0 || !!s.drift?.flagged || (s.drift !== null && improvedBeyond(s.drift, threshold, s.better));

const byName = (a: HistorySeries, b: HistorySeries): number => a.benchmark.localeCompare(b.benchmark) || a.metric.localeCompare(b.metric);

/** The drift a series reports as a finding: flagged (worse), or an improvement beyond the threshold. */
function driftFinding(s: HistorySeries, threshold: number): Drift | null {
  return s.drift && (s.drift.flagged || improvedBeyond(s.drift, threshold, s.better)) ? s.drift : null;
}

/**
 * The series needing a look first: by their most severe finding (severity.ts: the change its CI
 * is sure of, then its size), steps and drift alike, then by name. `threshold`: which drift is a
 * finding (default: a flagged one only).
 */
export function sortByUrgency(series: readonly HistorySeries[], threshold = Infinity): HistorySeries[] {
  const worst = new Map(series.map((s) => [s, worstFinding(s, Number.isFinite(threshold) ? driftFinding(s, threshold) : s.drift?.flagged ? s.drift : null)]));
  return [...series].sort((a, b) => {
    const [x, y] = [worst.get(a)!, worst.get(b)!];
    if (x && y) return bySeverity(x, y) || byName(a, b);
    return x ? -1 : y ? 1 : byName(a, b);
  });
}

/** The lines of one series with findings: its steps and its drift, by severity. */
export function seriesFindings(s: HistorySeries, sha: (commit: string) => string, threshold: number): string[] {
  return [`- ${seriesLabel(s)}`, ...findingLines(s, sha, threshold).map((f) => `  - ${f.text}`)];
}

/** The whole report as markdown: a summary line, the series with findings, the stable ones collapsed. */
export function renderHistoryMarkdown(report: HistoryReport, options: HistoryMarkdownOptions = {}): string {
  const sha = commitMarkdown(options.repository);
  const found = sortByUrgency(
    report.series.filter((s) => hasFindings(s, report.threshold)),
    report.threshold,
  );
  const stable = report.series.filter((s) => !hasFindings(s, report.threshold));
  const steps = found.reduce((n, s) => n + stepsOf(s).length, 0);
  const drifting = found.filter((s) => s.drift?.flagged).length;
  const lines = ['## benchgate history', '', `${summaryText(report, { steps, drifting })}.`];
  // What the series left out (records off main's line, a commit recorded twice), before the findings it may change.
  for (const w of report.warnings ?? []) lines.push('', `> [!WARNING]\n> ${escapeText(w.message)}`);
  if (found.length > 0) lines.push('', ...found.flatMap((s) => seriesFindings(s, sha, report.threshold)));
  if (stable.length > 0) {
    lines.push('', `<details><summary>${stable.length} series with no step and no drift beyond the threshold</summary>`, '');
    for (const s of [...stable].sort(byName)) lines.push(`- ${seriesLabel(s)}: ${plural(s.points.length, 'commit')}`);
    lines.push('', '</details>');
  }
  return `${lines.join('\n')}\n`;
}
