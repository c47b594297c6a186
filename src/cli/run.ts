// `benchgate run [options] -- COMMAND…`: the CLI twin of the action. Checks out base and head
// side by side, runs COMMAND on both in interleaved rounds, compares, prints the table on stdout
// (progress on stderr) and exits 0 (no regression), 1 (regression) or 2 (bad input/tool error).
import { writeFileSync } from 'node:fs';
import { settingsFromFlags, type Settings } from '../settings.js';
import { ParseError, type Report } from '../model.js';
import { findRepository } from '../git/git.js';
import { MAX_RUN_OUTPUT_BYTES, type RunLogger } from '../runner/index.js';
import { roundsForFloor } from '../stats/family.js';
import { commandHelp, commandOptions, emitReport } from './common.js';
import { parseCommandLine } from './flags.js';
import { EXIT, INTERRUPTED_HELP, UsageError } from './exit.js';
import { runComparison } from '../pipeline/run.js';
import { checkRunSettings } from '../pipeline/run-settings.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { safeLogText } from '../report/escape.js';
import { readRulesFromWorkingTree } from '../rules/read.js';

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
            a commit that cannot be found) — never reported as a regression,
            ${INTERRUPTED_HELP}: the benchmark and the worktrees are removed,
            and --keep-dir keeps the rounds that finished.

Example: benchgate run -- go test -run '^$' -bench . -count 1 ./...`,
);

const OPTIONS = commandOptions('run');

const stderrLogger: RunLogger = {
  info: (line) => process.stderr.write(`${safeLogText(line)}\n`),
  warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}\n`),
};

export async function main(argv: string[]): Promise<number> {
  // Everything after the first `--` is the command, even if it looks like our flags.
  const { values, command } = parseCommandLine('run', argv, OPTIONS);
  if (command === undefined) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  const s = settingsFromFlags('run', values);
  checkRunSettings(s, 'flags');

  // The run is the unit: fewer rounds than this can never reach significance, whatever the change.
  // (With rounds: auto the looks are planned past it.)
  const test = s.measure === 'instructions' ? 'instructions' : s.test;
  const floor = roundsForFloor(test, s.alpha);
  if (s.rounds !== 'auto' && s.rounds < floor) {
    stderrLogger.warn(
      `${s.rounds} rounds: each run is one value, so no change can ever be significant at alpha ${s.alpha} (${test}) with fewer than ${floor} rounds (more with many benchmarks)`,
    );
  }
  const { root, prefix } = await findRepository(process.cwd());
  // Read before anything runs: a broken rules file fails in a second, not after the rounds.
  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);

  const outcome = await runComparison(
    { ...s, command, repo: process.cwd(), workingDirectory: prefix, names: 'flags', ...(rules ? { rules } : {}) },
    { log: stderrLogger },
  );
  if ('error' in outcome) {
    const err = outcome.error;
    if (err instanceof ParseError && !s.keepDir) err.message += '\n(rerun with --keep-dir DIR to keep the raw outputs)';
    if (outcome.partial) writePartialReport(outcome.partial, values, s);
    throw err;
  }
  const { report, unreadable, keptDir } = outcome;
  for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
  if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(', ')} in the output`);
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  if (keptDir) stderrLogger.info(`raw outputs of every run: ${keptDir}`);
  return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
}

/**
 * After a tool error that happened once the rounds had run (a side failing every round), the
 * --json/--markdown files still get what was measured and the error, for the job summary and
 * the artifact. Best effort: a failure here never hides the original error.
 */
function writePartialReport(partial: () => Report | undefined, values: { json?: string; markdown?: string }, s: Settings): void {
  if (!(values.json || values.markdown)) return;
  try {
    const report = partial();
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
