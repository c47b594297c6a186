// A finished run's report → the store lines of one recorded commit (issue 23): one HistoryRecord
// per (benchmark, metric) row measured on both sides. Pure: the commit facts come from the caller.
import type { Comparison, MachineInfo, Report } from '../../model.js';
import { HISTORY_RECORD_VERSION, type HistoryRecord, type RecordMachine, type RecordSide } from '../model.js';

/** What the report does not know about the recorded commit, and who records it when. */
export interface CommitFacts {
  /** The recorded commit and the commit it was measured against (its first parent), full SHAs. */
  commit: string;
  parent: string;
  /** The commit's committer date, ISO 8601. */
  time: string;
  /** When the record is made, ISO 8601. */
  recordedAt: string;
  /** `owner/name`, when known. */
  repository?: string;
  /** benchgate's version. */
  benchgate: string;
}

// A row present on one side only has no ratio: nothing to put on a chain.
const ON_ONE_SIDE = new Set<Comparison['verdict']>(['added', 'removed']);

function machineOf(m: MachineInfo): RecordMachine {
  return {
    ...(m.cpuModel !== undefined ? { cpuModel: m.cpuModel } : {}),
    ...(m.image !== undefined ? { image: m.image } : {}),
    ...(m.cores !== undefined ? { cores: m.cores } : {}),
    ...(m.kernel !== undefined ? { kernel: m.kernel } : {}),
  };
}

const sideOf = (s: Comparison['base']): RecordSide => ({ median: s.median, ci: s.ci });

/**
 * The records of one run: rows measured on both sides, in the report's order (derived metrics
 * are shown with their parent row, never rows of their own, so they are not recorded). The
 * ratio and its CI are the deciding test's — record decides with the paired test, its rounds
 * always pair — so the chain of ratios is the paired estimate wherever one exists.
 */
export function historyRecords(report: Report, facts: CommitFacts): HistoryRecord[] {
  const machine = machineOf(report.machine.head);
  const rounds = report.run?.rounds ?? report.rounds?.run ?? 0;
  return report.comparisons
    .filter((c) => !ON_ONE_SIDE.has(c.verdict))
    .map((c) => ({
      v: HISTORY_RECORD_VERSION,
      commit: facts.commit,
      parent: facts.parent,
      time: facts.time,
      recordedAt: facts.recordedAt,
      ...(facts.repository ? { repository: facts.repository } : {}),
      benchmark: c.benchmark,
      ...(c.group ? { group: c.group } : {}),
      metric: c.metric,
      unit: c.unit,
      better: c.better,
      test: c.test,
      ratio: c.ratio,
      ratioCI: c.ratioCI,
      base: sideOf(c.base),
      head: sideOf(c.head),
      rounds,
      verdict: c.verdict,
      machine,
      benchgate: facts.benchgate,
      ...(report.settings.measure === 'instructions' ? { measure: 'instructions' as const } : {}),
    }));
}
