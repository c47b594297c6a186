// `benchgate run [options] -- COMMAND…`: the CLI twin of the action. Checks out base and head
// side by side, runs COMMAND on both in interleaved rounds, compares, prints the table on stdout
// (progress on stderr) and exits 0 (no regression), 1 (regression) or 2 (bad input/tool error).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SettingsError, settingsFromFlags, statsSettingsOf, type Settings } from '../settings.js';
import { formatById } from '../formats/registry.js';
import { ParseError } from '../model.js';
import { findRepository } from '../runner/git.js';
import { MAX_RUN_OUTPUT_BYTES, removeTree, RunnerError, runBenchmark, type RunLogger, type RunnerResult } from '../runner/index.js';
import { RUN_RECORD_FILE, writeRunRecord, type RunRecord } from '../kept-runs.js';
import { roundsForFloor } from '../stats/family.js';
import { commandHelp, commandOptions, emitReport, parseFlags } from './common.js';
import { EXIT, UsageError } from './exit.js';
import { buildPartialRunReport, buildRunReport } from '../pipeline/run.js';
import { planRounds, type RoundsPlan } from '../pipeline/rounds.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { safeLogText } from '../report/escape.js';
import { readRulesFromWorkingTree } from '../rules/read.js';
import type { RuleSet } from '../rules/rule-set.js';

const HELP = commandHelp(
  'run',
  `Usage: benchgate run [options] -- COMMAND [ARG…]

Runs COMMAND on two commits of the git repository you are in — base and head, each
checked out in its own temporary worktree (your checkout, index and stash are never
touched) — in interleaved rounds on this machine, then compares the results per
benchmark and metric (the run is the unit: one value per run and side) and prints a
benchstat-like table. COMMAND runs with bash -c in the same subfolder of each checkout
as your current one, with BENCHGATE_SIDE=base or head in its environment and without
credentials (see --env-passthrough). One argument after -- is used as a shell command
as is ('go test -bench . | tee out'); several are quoted and joined.

A run may print at most ${MAX_RUN_OUTPUT_BYTES / 1024 / 1024} MiB (stdout and stderr together, or in its output
file); past that it is killed and counts as failed.`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or tool error (a benchmark failing on every run of a side,
            a commit that cannot be found) — never reported as a regression.

Example: benchgate run -- go test -run '^$' -bench . -count 1 ./...`,
);

const OPTIONS = commandOptions('run');

// Quotes one argument for bash when it needs it; the result is the user's own argv, not PR text.
function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The command after `--`: one argument is a shell command as is; several are an argv. */
export function commandOf(args: string[]): string {
  if (args.length === 0 || !args.join('').trim()) {
    throw new UsageError("no benchmark command: put it after '--', e.g. benchgate run -- go test -bench .\nRun 'benchgate run --help' for the options.");
  }
  return args.length === 1 ? args[0] : args.map(shellQuote).join(' ');
}

const stderrLogger: RunLogger = {
  info: (line) => process.stderr.write(`${safeLogText(line)}\n`),
  warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}\n`),
};

export async function main(argv: string[]): Promise<number> {
  // Everything after the first `--` is the command, even if it looks like our flags.
  const dashes = argv.indexOf('--');
  const ours = dashes === -1 ? argv : argv.slice(0, dashes);
  const { values, positionals } = parseFlags('run', ours, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  if (positionals.length) {
    throw new UsageError(`unexpected argument '${positionals[0]}' before '--': the benchmark command goes after '--'\nRun 'benchgate run --help' for usage.`);
  }
  const command = commandOf(dashes === -1 ? [] : argv.slice(dashes + 1));
  const s = settingsFromFlags('run', values);
  const settings = statsSettingsOf(s);
  if (s.format !== 'auto') formatById(s.format); // an unknown id fails before anything runs
  if (s.minRounds > s.maxRounds) throw new SettingsError('--min-rounds', `--min-rounds (${s.minRounds}) must not be above --max-rounds (${s.maxRounds})`);

  // The run is the unit: fewer rounds than this can never reach significance, whatever the change.
  // (With rounds: auto the looks are planned past it.)
  const floor = roundsForFloor(settings.test, settings.alpha);
  if (s.rounds !== 'auto' && s.rounds < floor) {
    stderrLogger.warn(
      `${s.rounds} rounds: each run is one value, so no change can ever be significant at alpha ${settings.alpha} (${settings.test}) with fewer than ${floor} rounds (more with many benchmarks)`,
    );
  }
  const { root, prefix } = await findRepository(process.cwd());
  // Read before anything runs: a broken rules file fails in a second, not after the rounds.
  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  // The kept runs record the level the verdicts are decided at, so `compare --runs` decides at it too.
  const keepDir = s.keepDir === undefined ? undefined : path.resolve(s.keepDir);
  const plan = planRounds({
    ...s,
    settings,
    ...(rules ? { rules } : {}),
    log: (line) => stderrLogger.info(line),
    ...(keepDir ? { onPlan: (record: RunRecord) => recordLevel(keepDir, record) } : {}),
  });

  let result: RunnerResult;
  try {
    result = await runBenchmark({
      repo: process.cwd(),
      base: s.base,
      head: s.head,
      workingDirectory: prefix || undefined,
      command,
      setup: s.setup,
      outputFile: s.outputFile,
      ...plan.runner,
      warmup: s.warmup,
      timeoutMs: s.timeoutMs,
      keepDir: s.keepDir,
      keepDirSetting: '--keep-dir',
      envPassthrough: s.envPassthrough,
      submodules: s.submodules,
      gitTimeoutMs: s.gitTimeoutMs,
      isolation: s.isolation,
      seed: s.seed,
      log: stderrLogger,
      checkOutput: (input) => plan.runs.check(input),
      onOutput: (output) => plan.runs.add(output),
    });
  } catch (err) {
    if (err instanceof ParseError && !s.keepDir) err.message += '\n(rerun with --keep-dir DIR to keep the raw outputs)';
    if (err instanceof RunnerError) {
      writePartialReport(err, values, s, plan, rules);
      // The runs of a side that never succeeded: their temp folder goes too (a kept one stays).
      const partial = err.partial as RunnerResult | undefined;
      if (partial?.outputDirIsTemporary) removeTemporary(partial.outputDir);
    }
    throw err;
  }
  if (!result.outputDirIsTemporary) recordLevel(result.outputDir, plan.record(result.roundsRun, result.stopReason));
  try {
    const { report, unreadable } = buildRunReport(result, {
      format: s.format,
      settings,
      metrics: s.metrics,
      rounds: plan,
      warmup: s.warmup,
      ...(rules ? { rules } : {}),
    });
    for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
    if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(', ')} in the output`);
    emitReport(report, values, { key: s.commentKey, chart: s.chart });
    if (!result.outputDirIsTemporary) stderrLogger.info(`raw outputs of every run: ${result.outputDir}`);
    return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
  } finally {
    // After the report is out: a folder that cannot be removed is a warning, never a lost result.
    if (result.outputDirIsTemporary) removeTemporary(result.outputDir);
  }
}

/** Writes the kept runs' record; a folder that takes the rounds but not this file costs only the record. */
function recordLevel(keepDir: string, record: RunRecord): void {
  try {
    writeRunRecord(keepDir, record);
  } catch (e) {
    stderrLogger.warn(
      `could not write ${path.join(keepDir, RUN_RECORD_FILE)} (${e instanceof Error ? e.message : String(e)}): compare --runs needs --alpha ${record.lookAlpha} to decide at this run's level`,
    );
  }
}

function removeTemporary(dir: string): void {
  const left = removeTree(dir);
  if (left) stderrLogger.warn(`could not remove the temporary folder ${dir} (${left}); remove it by hand`);
}

/**
 * After a tool error that happened once the rounds had run (a side failing every round), the
 * --json/--markdown files still get what was measured and the error, for the job summary and
 * the artifact. Best effort: a failure here never hides the original error.
 */
function writePartialReport(err: RunnerError, values: { json?: string; markdown?: string }, s: Settings, plan: RoundsPlan, rules: RuleSet | undefined): void {
  const result = err.partial as RunnerResult | undefined;
  if (!result || !(values.json || values.markdown)) return;
  try {
    const report = buildPartialRunReport(result, err.message, {
      format: s.format,
      settings: statsSettingsOf(s),
      metrics: s.metrics,
      rounds: plan,
      warmup: s.warmup,
      ...(rules ? { rules } : {}),
    });
    if (!report) return;
    // The files only: stdout stays empty, as for any tool error.
    if (values.json) writeFileSync(values.json, renderJson(report));
    if (values.markdown) {
      const fullReportHint = values.json ? `the full report is in ${values.json}` : 'run with --json FILE for the full report';
      writeFileSync(values.markdown, renderMarkdown(report, { key: s.commentKey, chart: s.chart, fullReportHint }));
    }
    process.stderr.write(
      `benchgate run: wrote the partial report (what was measured, and the error) to ${[values.json, values.markdown].filter(Boolean).join(' and ')}\n`,
    );
  } catch (e) {
    process.stderr.write(`benchgate run: could not write the partial report: ${e instanceof Error ? e.message : String(e)}\n`);
  }
}
