// The runner's raw outputs → parse results per side (parse-runs.ts, each run parsed once) → the
// Report, shared by `benchgate run` and the action.
import { buildReport } from './compare.js';
import type { FailedRun, Report, RunInfo, StatsSettings } from '../model.js';
import type { RunnerResult } from '../runner/index.js';
import { RunAccumulator, type ParsedRuns } from './parse-runs.js';
import type { RoundsPlan } from './rounds.js';
import type { RuleSet } from '../rules/rule-set.js';

export interface RunReportOptions {
  /** Format id or 'auto'. */
  format: string;
  settings: StatsSettings;
  /** Only these metrics are compared (all when absent). */
  metrics?: string[];
  warmup: number;
  pullRequest?: number;
  repository?: string;
  /** The rounds plan (pipeline/rounds.ts): its level for the final analysis, the `rounds` block and the runs it parsed. */
  rounds?: Pick<RoundsPlan, 'alpha' | 'info'> & Partial<Pick<RoundsPlan, 'runs'>>;
  /** The rules file (src/rules/). */
  rules?: RuleSet;
}

function runInfoOf(result: RunnerResult, parsed: ParsedRuns, opts: RunReportOptions): RunInfo {
  return {
    base: result.base.revision,
    head: result.head.revision,
    ...(opts.pullRequest !== undefined ? { pullRequest: opts.pullRequest } : {}),
    ...(opts.repository !== undefined ? { repository: opts.repository } : {}),
    rounds: result.roundsRun,
    warmup: opts.warmup,
    format: parsed.format,
    failedRuns: [...result.failedRuns, ...parsed.unreadable],
  };
}

/** The report of the parsed runs, at the rounds plan's level, with its `rounds` block. */
function reportOf(result: RunnerResult, parsed: ParsedRuns, opts: RunReportOptions): Report {
  const report = buildReport({
    base: parsed.base,
    head: parsed.head,
    settings: opts.settings,
    metrics: opts.metrics,
    machine: { base: result.base.machine, head: result.head.machine },
    run: runInfoOf(result, parsed, opts),
    ...(opts.rounds ? { compare: { alpha: opts.rounds.alpha() } } : {}),
    ...(opts.rules ? { rules: opts.rules } : {}),
  });
  if (opts.rounds) report.rounds = opts.rounds.info(result.roundsRun, result.stopReason);
  if (result.isolation) report.isolation = result.isolation;
  return report;
}

/** The runs of the result, parsed: those the rounds plan parsed as they landed, and the rest now. */
function runsOf(result: RunnerResult, opts: RunReportOptions): RunAccumulator {
  const runs = opts.rounds?.runs ?? new RunAccumulator(opts.format);
  runs.catchUp(result);
  return runs;
}

/**
 * The Report of a runner result: parses every run, records failed and unreadable runs in
 * `run.failedRuns` and says up front in the warnings which runs were left out.
 * Throws ParseError when a side has no readable output at all (a tool error, exit 2).
 */
export function buildRunReport(result: RunnerResult, opts: RunReportOptions): { report: Report; unreadable: FailedRun[] } {
  const parsed = runsOf(result, opts).results();
  return { report: reportOf(result, parsed, opts), unreadable: parsed.unreadable };
}

/**
 * The report of a run that ended in a tool error after measuring (one side failed every round):
 * what the other side measured, its failed runs, and the error first among the warnings, so the
 * job summary and the JSON artifact show what happened. Its verdict is 'fail' (the run failed).
 * Undefined when nothing was measured that could be shown.
 */
export function buildPartialRunReport(result: RunnerResult, error: string, opts: RunReportOptions): Report | undefined {
  const measured = (['base', 'head'] as const).filter((s) => result[s].outputs.length > 0);
  let parsed: ParsedRuns;
  try {
    parsed = runsOf(result, opts).results(measured);
  } catch {
    parsed = { format: opts.format, base: [], head: [], unreadable: [] };
  }
  const report = reportOf(result, parsed, opts);
  report.verdict = 'fail';
  // The first line says what failed; the failed runs below have each run's reason.
  report.warnings.unshift({ code: 'tool-error', message: `tool error, no comparison: ${error.split('\n')[0]}` });
  return report;
}
