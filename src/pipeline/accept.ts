// The accept label (issue 12): a reviewer who adds it to a pull request lets its gated regressions
// pass. Pure: the rows keep every measured figure (ratio, CI, p), only their verdict says they were
// accepted, and the summary and overall verdict are recomputed by the one summarize().
import type { Acceptance, Comparison, Report } from '../model.js';
import { summarize } from '../stats/summary.js';

/** Whether the report has a gated regression the label would accept. */
export function hasAcceptableRegression(report: Pick<Report, 'comparisons'>): boolean {
  return report.comparisons.some((c) => c.gated && c.verdict === 'regression');
}

/**
 * The report with every gated `regression` turned `accepted`, recording `acceptance` (the audit
 * trail). Idempotent; the same report when nothing is to accept (no acceptance recorded then).
 */
export function acceptRegressions(report: Report, acceptance: Acceptance): Report {
  if (!hasAcceptableRegression(report)) return report;
  const comparisons = report.comparisons.map((c): Comparison => (c.gated && c.verdict === 'regression' ? { ...c, verdict: 'accepted' } : c));
  return { ...report, comparisons, ...summarize(comparisons, report.settings), acceptance: { ...acceptance } };
}

/**
 * The report as measured, before any label: `accepted` rows are regressions again and the
 * acceptance is dropped. For a report read back from a file (mode: comment, merge), whose
 * acceptance is decided again from the pull request as it is now, never taken on trust.
 */
export function withdrawAcceptance(report: Report): Report {
  if (!report.acceptance && !report.comparisons.some((c) => c.verdict === 'accepted')) return report;
  const comparisons = report.comparisons.map((c): Comparison => (c.verdict === 'accepted' ? { ...c, verdict: 'regression' } : c));
  const out: Report = { ...report, comparisons, ...summarize(comparisons, report.settings) };
  delete out.acceptance;
  return out;
}
