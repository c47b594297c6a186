// What the report says in one line, decided once for every place that says it: the comment's
// header, the one-line update of `comment: on-change|on-regression`, the job summary, the CLI's last
// line, the step's log and its outputs. A pass with gated rows the data could not decide
// (inconclusive, insufficient) is not an all-clear: it has its own mark and names the count, so no
// renderer can fold those rows into ✅.
import type { Comparison, Report } from '../model.js';
import { undecidedRows } from '../stats/looks.js';
import { beyondRounds } from '../stats/instructions.js';

/**
 * - `fail`: the check fails (a gated regression, or a gated inconclusive row with fail-on-inconclusive);
 * - `undecided`: it passes, but gated rows could not be decided — one of them may be a regression;
 * - `attention`: it passes, but an ungated metric regressed or could not be decided;
 * - `accepted`: it passes because the accept label let its gated regressions pass;
 * - `pass`: everything gated was decided and none regressed.
 */
export type HeadlineKind = 'fail' | 'undecided' | 'attention' | 'accepted' | 'pass';

export const HEADLINE_MARK: Record<HeadlineKind, string> = {
  fail: '❌',
  undecided: '❔',
  attention: '⚠️',
  accepted: '🟡',
  pass: '✅',
};

export interface Headline {
  kind: HeadlineKind;
  /** The mark the markdown shows for the kind (❌ ❔ ⚠️ 🟡 ✅). */
  mark: string;
  /** The check's status, unchanged by undecided rows unless fail-on-inconclusive made them fail. */
  verdict: Report['verdict'];
  /** Gated rows that are `regression` (not accepted). */
  regressions: number;
  /** Gated rows the data could not decide (inconclusive or insufficient), in report order. */
  undecided: Comparison[];
  /**
   * The status in words, without counts of other verdicts: `2 gated regressions`,
   * `no regression found, 2 undecided`, `gated regressions accepted`, `no regressions`.
   */
  status: string;
  /** Every verdict's count, in the report's order: `1 regression, 2 inconclusive, 10 unchanged`. */
  counts: string;
  /** What would decide the undecided rows: more rounds, or (`compare` of result files, which has no rounds) more runs. */
  more: string;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** `1 regression, 1 accepted regression, 2 inconclusive, 10 unchanged`; `no benchmarks compared` when empty. */
export function countsText(summary: Report['summary']): string {
  const s = summary;
  const parts: string[] = [];
  if (s.regression) parts.push(plural(s.regression, 'regression'));
  if (s.accepted) parts.push(plural(s.accepted, 'accepted regression'));
  if (s.improvement) parts.push(plural(s.improvement, 'improvement'));
  if (s.minor) parts.push(`${s.minor} minor`);
  if (s.unchanged) parts.push(`${s.unchanged} unchanged`);
  if (s.inconclusive) parts.push(`${s.inconclusive} inconclusive`);
  if (s.insufficient) parts.push(`${s.insufficient} insufficient`);
  if (s.added) parts.push(`${s.added} added`);
  if (s.removed) parts.push(`${s.removed} removed`);
  if (s.ignored) parts.push(`${s.ignored} ignored`);
  return parts.length ? parts.join(', ') : 'no benchmarks compared';
}

/** What the report's verdict is, in one decision every renderer shares. */
export function headline(report: Pick<Report, 'comparisons' | 'verdict' | 'summary' | 'run' | 'settings'>): Headline {
  const regressions = report.comparisons.filter((c) => c.gated && c.verdict === 'regression').length;
  // The rows that keep adaptive rounds going: a gated row that could still be a regression.
  const undecided = undecidedRows(report.comparisons, report.settings);
  const ungatedConcern = report.comparisons.some(
    (c) => !c.gated && (c.verdict === 'regression' || c.verdict === 'inconclusive' || c.verdict === 'insufficient'),
  );
  const kind: HeadlineKind =
    report.verdict === 'fail' ? 'fail' : undecided.length > 0 ? 'undecided' : ungatedConcern ? 'attention' : report.summary.accepted > 0 ? 'accepted' : 'pass';
  const undecidedText = `${undecided.length} undecided`;
  const status = {
    // Without a gated regression the check failed on undecided rows (fail-on-inconclusive), or the run itself failed.
    fail:
      regressions > 0
        ? `${plural(regressions, 'gated regression')}${undecided.length ? `, ${undecidedText}` : ''}`
        : undecided.length > 0
          ? `${undecidedText} (fail-on-inconclusive)`
          : 'the run failed',
    undecided: `no regression found, ${undecidedText}`,
    attention: report.summary.accepted > 0 ? 'gated regressions accepted' : 'no regression on gated metrics',
    accepted: 'gated regressions accepted',
    pass: 'no regressions',
  }[kind];
  return {
    kind,
    mark: HEADLINE_MARK[kind],
    verdict: report.verdict,
    regressions,
    undecided,
    status,
    counts: countsText(report.summary),
    // Instructions rows within the spread between identical runs are never decided by more of them.
    more: undecided.length > 0 && undecided.every(beyondRounds) ? 'no more rounds' : report.run ? 'more rounds' : 'more runs a side (or benchgate run)',
  };
}
