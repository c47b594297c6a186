// The check's outcome, shared by mode: run and mode: merge: a gated significant regression fails
// the step (or only warns with fail-on-regression: false); anything else passes.
import * as core from '@actions/core';
import type { Report } from '../model.js';
import { safeLogLine } from '../report/escape.js';

export function gate(report: Report, failOnRegression: boolean): void {
  const gated = report.comparisons.filter((c) => c.verdict === 'regression' && c.gated);
  if (report.verdict !== 'fail') {
    const accepted = report.summary.accepted;
    core.info(
      safeLogLine(
        accepted > 0
          ? `benchgate: ${accepted} gated regression${accepted === 1 ? '' : 's'} accepted with the label "${report.acceptance?.label ?? '?'}" (verdict ${report.verdict})`
          : `benchgate: no significant regression on ${report.settings.gate.join(', ')} (verdict ${report.verdict})`,
      ),
    );
    return;
  }
  const names = gated
    .slice(0, 5)
    .map((c) =>
      `${c.group ? `${c.group} ` : ''}${c.benchmark} ${c.metric} ${c.deltaPct !== null ? `${c.deltaPct >= 0 ? '+' : ''}${c.deltaPct.toFixed(1)}%` : ''}`.trim(),
    );
  const message =
    `benchgate: ${gated.length} significant regression${gated.length === 1 ? '' : 's'} above ${+(report.settings.threshold * 100).toFixed(2)}%: ` +
    `${names.join('; ')}${gated.length > names.length ? '; …' : ''} (see the job summary)`;
  if (failOnRegression) core.setFailed(message);
  else core.warning(`${message}; not failing the step (fail-on-regression: false)`);
}
