// The `run` use case, shared by `benchgate run`, the action's `mode: run` (and anything else that
// measures two commits): settings in → the rounds plan, the runner, each run's output parsed
// once as it lands (parse-runs.ts) → the Report. The entry points only map their I/O onto it.
import path from 'node:path';
import { buildReport } from './compare.js';
import type { FailedRun, Report, RunInfo, StatsSettings } from '../model.js';
import { removeTree, RunnerError, runBenchmark, type RunLogger, type RunnerResult } from '../runner/index.js';
import { RUN_RECORD_FILE, writeRunRecord, type RunRecord } from '../kept-runs.js';
import { statsSettingsOf, type Settings } from '../settings.js';
import { checkRunSettings, settingName, type SettingNames } from './run-settings.js';
import { RunAccumulator, type ParsedRuns } from './parse-runs.js';
import { planRounds, type RoundsPlan } from './rounds.js';
import { NoDriverError, setUpInstructions, ValgrindMissing } from '../instructions/index.js';
import { attachAttribution } from '../instructions/attribution/attribute.js';
import type { RuleSet } from '../rules/rule-set.js';

/** What one comparison of two commits needs: the run settings of the table, and where. */
export interface ComparisonSettings
  extends
    StatsSettings,
    Pick<
      Settings,
      | 'base'
      | 'head'
      | 'setup'
      | 'outputFile'
      | 'rounds'
      | 'minRounds'
      | 'maxRounds'
      | 'lookEvery'
      | 'warmup'
      | 'timeoutMs'
      | 'seed'
      | 'envPassthrough'
      | 'submodules'
      | 'gitTimeoutMs'
      | 'isolation'
      | 'network'
      | 'format'
      | 'metrics'
      | 'instructionsDriver'
      | 'instructionsCounter'
    > {
  /** The benchmark command (bash -c). */
  command: string;
  /** Any folder inside the repository. */
  repo: string;
  /** Where the commands run, relative to the repository's root (default: the root). */
  workingDirectory?: string;
  /** Keep every run's raw output here (as given; relative to the cwd); default: a temporary folder, removed at the end. */
  keepDir?: string;
  /** How messages name a setting. */
  names: SettingNames;
  /** The rules file, read by the caller (the working tree's, or the base commit's). */
  rules?: RuleSet;
  pullRequest?: number;
  /** owner/name. */
  repository?: string;
}

export interface ComparisonIo {
  /** The runner's progress and warnings, and the use case's own warnings. */
  log: RunLogger;
  /** The rounds plan's lines (the looks planned, each look's outcome); default log.info. */
  note?: (line: string) => void;
  /** Runs the measuring under a title (the action's log group); default: just runs it. */
  group?: <T>(title: string, stage: () => Promise<T>) => Promise<T>;
  /** The environment the benchmark's is made from (default process.env). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The outcome: the report, or the runner's tool error (returned, not thrown, so that the caller
 * can write what was measured before it fails) with the partial report of a side that failed
 * every round — built on demand, inside the caller's own error handling. Any other error throws.
 */
export type Comparison =
  | {
      report: Report;
      /** Runs that succeeded but printed nothing readable (also in the report's failed runs). */
      unreadable: FailedRun[];
      /** Where the raw outputs are kept; undefined when they went to a temporary folder, now removed. */
      keptDir?: string;
    }
  | { error: unknown; partial?: () => Report | undefined };

/** Measures base and head with the settings and compares them. */
export async function runComparison(s: ComparisonSettings, io: ComparisonIo): Promise<Comparison> {
  checkRunSettings(s, s.names);
  const instructions = s.measure === 'instructions';
  // Every instructions driver prints Go benchmark lines in instr/op (src/instructions/drivers/).
  const format = instructions ? 'go' : s.format;
  if (instructions && s.outputFile) {
    io.log.warn(`output-file is not read with measure: instructions (benchgate's driver prints the counts); ignored`);
  }
  const runs = new RunAccumulator(format, instructions ? 'instructions' : undefined);
  const settings = statsSettingsOf(s);
  const note = io.note ?? ((line: string) => io.log.info(line));
  const recordLevel = (dir: string, record: RunRecord) => {
    try {
      writeRunRecord(dir, record);
    } catch (e) {
      io.log.warn(
        `could not write ${path.join(dir, RUN_RECORD_FILE)} (${e instanceof Error ? e.message : String(e)}): compare --runs needs --alpha ${record.lookAlpha} to decide at this run's level`,
      );
    }
  };
  const removeTemporary = (dir: string) => {
    const left = removeTree(dir);
    if (left) io.log.warn(`could not remove the temporary folder ${dir} (${left}); remove it by hand`);
  };
  // The kept runs record the level the verdicts are decided at, so `compare --runs` decides at it too.
  const keepDir = s.keepDir === undefined ? undefined : path.resolve(s.keepDir);
  const plan = planRounds({
    ...s,
    settings,
    runs,
    log: note,
    ...(keepDir ? { onPlan: (record: RunRecord) => recordLevel(keepDir, record) } : {}),
  });
  const reportOptions: RunReportOptions = {
    format,
    settings,
    metrics: s.metrics,
    rounds: plan,
    warmup: s.warmup,
    ...(s.rules ? { rules: s.rules } : {}),
    ...(s.pullRequest !== undefined ? { pullRequest: s.pullRequest } : {}),
    ...(s.repository !== undefined ? { repository: s.repository } : {}),
  };

  let versions: Record<string, string> | undefined;
  let counter: (() => { id: string } | undefined) | undefined;
  const measure = () => {
    const counting = instructions ? instructionsOf(s, io) : undefined;
    versions = counting?.versions;
    counter = counting?.counter;
    return runBenchmark({
      repo: s.repo,
      base: s.base,
      head: s.head,
      workingDirectory: s.workingDirectory || undefined,
      command: s.command,
      setup: s.setup,
      outputFile: instructions ? undefined : s.outputFile,
      ...plan.runner,
      warmup: s.warmup,
      timeoutMs: s.timeoutMs,
      seed: s.seed,
      keepDir: s.keepDir,
      keepDirSetting: settingName('keepDir', s.names),
      envPassthrough: s.envPassthrough,
      submodules: s.submodules,
      gitTimeoutMs: s.gitTimeoutMs,
      isolation: s.isolation,
      network: s.network,
      checkOutput: (input) => runs.check(input),
      onOutput: (output) => runs.add(output),
      log: io.log,
      ...(io.env ? { env: io.env } : {}),
      ...(counting ? { instrument: counting.instrument } : {}),
    });
  };
  let result: RunnerResult;
  try {
    result = await (io.group ? io.group('Run benchmarks (interleaved rounds)', measure) : measure());
  } catch (error) {
    if (!(error instanceof RunnerError)) return { error };
    const partial = error.partial as RunnerResult | undefined;
    // The runs of a side that never succeeded: their temp folder goes too (a kept one stays).
    if (partial?.outputDirIsTemporary) removeTemporary(partial.outputDir);
    return partial ? { error, partial: () => buildPartialRunReport(partial, error.message, reportOptions) } : { error };
  }
  if (!result.outputDirIsTemporary) recordLevel(result.outputDir, plan.record(result.roundsRun, result.stopReason));
  try {
    const { report, unreadable } = buildRunReport(result, reportOptions);
    if (versions) for (const side of ['base', 'head'] as const) report.machine[side].versions = { ...versions };
    // Where a changed row's instructions went: read from the kept cachegrind files before a temporary
    // folder goes. perf counts whole processes: no files to read (the machine table says so).
    if (instructions && counter?.()?.id !== 'perf') attachAttribution(report, result.outputDir, (m) => io.log.warn(m));
    return { report, unreadable, ...(result.outputDirIsTemporary ? {} : { keptDir: result.outputDir }) };
  } finally {
    // A folder that cannot be removed is a warning, never a lost result.
    if (result.outputDirIsTemporary) removeTemporary(result.outputDir);
  }
}

/** measure: instructions — valgrind and the driver, as a tool error the caller reports (exit 2) when either is missing. */
function instructionsOf(s: ComparisonSettings, io: ComparisonIo) {
  try {
    return setUpInstructions({
      driver: s.instructionsDriver,
      counter: s.instructionsCounter,
      command: s.command,
      format: s.format,
      env: io.env ?? process.env,
      log: (line) => io.log.info(line),
    });
  } catch (e) {
    if (e instanceof ValgrindMissing || e instanceof NoDriverError) throw new RunnerError(e.message);
    throw e;
  }
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
