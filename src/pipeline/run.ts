// The runner's raw outputs → parse results per side → the Report, shared by `benchgate run` and
// the action. One format for every run (detected once when 'auto'), so base and head are always
// read the same way; a run whose output cannot be read counts as a failed run, like a crash,
// and the other runs still count.
import { buildReport } from './compare.js';
import { detectFormat, formatById, parseRun, parseWith } from '../formats/registry.js';
import { type FailedRun, type FormatInput, ParseError, type ParseResult, type Report, type RunInfo, type StatsSettings } from '../model.js';
import type { RunnerResult } from '../runner/index.js';
import type { RoundsPlan } from './rounds.js';
import type { RuleSet } from '../rules/rule-set.js';

/**
 * The runner's fail-fast check of the first measured output (it knows no format): the output
 * must be readable as `formatId` (or detected, for 'auto') and hold at least one benchmark.
 */
export function outputCheck(formatId: string): (input: FormatInput) => void {
  return (input) => {
    const result = parseWith(input, formatId);
    if (result.series.length === 0) {
      throw new ParseError(
        `no benchmark results in it (read as ${result.format}); check the command prints its results${input.kind === 'dir' ? ' into this folder' : ''}`,
        input.kind === 'text' ? input.file : input.dir,
      );
    }
  };
}

export interface ParsedRuns {
  format: string;
  base: ParseResult[];
  head: ParseResult[];
  /** Runs that succeeded but printed something the format could not read. */
  unreadable: FailedRun[];
}

type OutputsOf = Record<'base' | 'head', Pick<RunnerResult['base'], 'outputs'>>;

function pickFormat(result: OutputsOf, formatId: string): string {
  if (formatId !== 'auto') return formatById(formatId).id;
  let firstError: unknown;
  for (const output of [...result.base.outputs, ...result.head.outputs]) {
    try {
      return detectFormat(output.input).id;
    } catch (err) {
      firstError ??= err;
    }
  }
  throw firstError;
}

export function parseRunOutputs(result: OutputsOf, formatId: string, sides: ReadonlyArray<'base' | 'head'> = ['base', 'head']): ParsedRuns {
  const format = pickFormat(result, formatId);
  const parsed: ParsedRuns = { format, base: [], head: [], unreadable: [] };
  for (const side of sides) {
    let firstError: ParseError | undefined;
    for (const output of result[side].outputs) {
      try {
        const result = parseRun(output.input, format);
        // A run knows its round, so base and head runs of one round pair up.
        for (const s of result.series) for (const run of s.runs) run.round = output.round;
        parsed[side].push(result);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        firstError ??= err;
        parsed.unreadable.push({ side, round: output.round, reason: `output not readable as ${format}: ${err.message}` });
      }
    }
    if (parsed[side].length === 0 && firstError) {
      throw new ParseError(`no run of ${side} printed readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
    }
  }
  return parsed;
}

export interface RunReportOptions {
  /** Format id or 'auto'. */
  format: string;
  settings: StatsSettings;
  /** Only these metrics are compared (all when absent). */
  metrics?: string[];
  warmup: number;
  pullRequest?: number;
  repository?: string;
  /** The rounds plan (pipeline/rounds.ts): its level for the final analysis and the `rounds` block. */
  rounds?: Pick<RoundsPlan, 'alpha' | 'info'>;
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

/**
 * The Report of a runner result: parses every run, records failed and unreadable runs in
 * `run.failedRuns` and says up front in the warnings which runs were left out.
 * Throws ParseError when a side has no readable output at all (a tool error, exit 2).
 */
export function buildRunReport(result: RunnerResult, opts: RunReportOptions): { report: Report; unreadable: FailedRun[] } {
  const parsed = parseRunOutputs(result, opts.format);
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
    parsed = parseRunOutputs(result, opts.format, measured);
  } catch {
    parsed = { format: opts.format, base: [], head: [], unreadable: [] };
  }
  const report = reportOf(result, parsed, opts);
  report.verdict = 'fail';
  // The first line says what failed; the failed runs below have each run's reason.
  report.warnings.unshift({ code: 'tool-error', message: `tool error, no comparison: ${error.split('\n')[0]}` });
  return report;
}
