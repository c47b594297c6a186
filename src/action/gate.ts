// The check's outcome, shared by mode: run and mode: merge: a gated significant regression fails
// the step (or only warns with fail-on-regression: false); anything else passes.
import type { Report } from '../model.js';
import { safeLogLine } from '../report/escape.js';
import { headline } from '../report/headline.js';
import { gatedMetricList } from '../stats/gated.js';
import type { ActionIo } from './io.js';

export function gate(report: Report, failOnRegression: boolean, io: ActionIo): void {
  const gated = report.comparisons.filter((c) => c.verdict === 'regression' && c.gated);
  if (report.verdict !== 'fail') {
    const accepted = report.summary.accepted;
    const h = headline(report);
    io.info(
      safeLogLine(
        h.kind === 'undecided'
          ? `benchgate: ${h.status} on ${gatedMetricList(report.settings).join(', ')} (verdict ${report.verdict}, not an all-clear: see the job summary)`
          : accepted > 0
            ? `benchgate: ${accepted} gated regression${accepted === 1 ? '' : 's'} accepted with the label "${report.acceptance?.label ?? '?'}" (verdict ${report.verdict})`
            : `benchgate: no significant regression on ${gatedMetricList(report.settings).join(', ')} (verdict ${report.verdict})`,
      ),
    );
    return;
  }
  // fail-on-inconclusive: gated rows the data could not decide fail the step too, and are named.
  const undecided = report.settings.failOnInconclusive ? report.comparisons.filter((c) => c.verdict === 'inconclusive' && c.gated) : [];
  const name = (c: Report['comparisons'][number]): string =>
    `${c.group ? `${c.group} ` : ''}${c.benchmark} ${c.metric} ${c.deltaPct !== null ? `${c.deltaPct >= 0 ? '+' : ''}${c.deltaPct.toFixed(1)}%` : ''}`.trim();
  const listed = (rows: typeof gated): string => `${rows.slice(0, 5).map(name).join('; ')}${rows.length > 5 ? '; …' : ''}`;
  // A rule of the rules file may have given a row its own threshold.
  const own = gated.some((c) => c.threshold !== undefined);
  const above = own ? 'each above its threshold' : `above ${+(report.settings.threshold * 100).toFixed(2)}%`;
  const parts: string[] = [];
  if (gated.length) parts.push(`${gated.length} significant regression${gated.length === 1 ? '' : 's'} ${above}: ${listed(gated)}`);
  if (undecided.length) parts.push(`${undecided.length} inconclusive (fail-on-inconclusive): ${listed(undecided)}`);
  const message = `benchgate: ${parts.join('; and ') || 'verdict fail'} (see the job summary)`;
  if (failOnRegression) io.setFailed(message);
  else io.warning(`${message}; not failing the step (fail-on-regression: false)`);
}
