// `benchgate history` on the terminal: one summary line, then each series that needs a look (its
// drift and steps, the same sentences as the markdown), the stable ones counted. Names are the
// code's (once, a pull request's): safe log text, never a workflow command.
import { rowLabel } from '../../model.js';
import { safeLogText } from '../../report/escape.js';
import { describeStore, type HistoryStore } from '../store/reader.js';
import { improvedBeyond } from '../detect/drift.js';
import type { HistoryReport } from '../model.js';
import { hasFindings, sortByUrgency } from './markdown.js';
import { bySeverity } from '../detect/severity.js';
import { driftText, isWorse, shortSha, stepsOf, stepText, summaryText } from './phrases.js';

export function historyTerminal(report: HistoryReport, store: HistoryStore): string {
  const found = sortByUrgency(
    report.series.filter((s) => hasFindings(s, report.threshold)),
    report.threshold,
  );
  const steps = found.reduce((n, s) => n + stepsOf(s).length, 0);
  const drifting = found.filter((s) => s.drift?.flagged).length;
  const lines = [
    report.series.length === 0
      ? `no records in ${describeStore(store)} yet: 'benchgate record' (or the action's mode: record on push) adds them`
      : summaryText(report, { steps, drifting }, ` in ${describeStore(store)}`),
  ];
  for (const s of found) {
    lines.push('', rowLabel(s));
    // Its steps and its drift by severity (severity.ts), as the markdown lists them.
    const findings: { deltaPct: number; ci: [number, number]; line: string }[] = stepsOf(s).map((cp) => ({
      ...cp,
      line: `  ${isWorse(cp.deltaPct, s.better) ? 'WORSE' : 'better'}: ${stepText(cp, shortSha)}`,
    }));
    if (s.drift && (s.drift.flagged || improvedBeyond(s.drift, report.threshold, s.better)))
      findings.push({
        deltaPct: s.drift.deltaPct,
        ci: s.drift.ci,
        line: `  drift, ${isWorse(s.drift.deltaPct, s.better) ? 'WORSE' : 'better'}: ${driftText(s, s.drift, shortSha)}`,
      });
    lines.push(...findings.sort(bySeverity).map((f) => f.line));
  }
  const stable = report.series.length - found.length;
  if (found.length > 0 && stable > 0) lines.push('', `${stable} other series: no change point, no drift beyond the threshold`);
  return safeLogText(`${lines.join('\n')}\n`);
}
