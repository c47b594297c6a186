// `benchgate run [options] -- COMMAND…`: the CLI twin of the action. Checks out base and head
// side by side, runs COMMAND on both in interleaved rounds, compares, prints the table on stdout
// (progress on stderr) and exits 0 (no regression), 1 (regression) or 2 (bad input/tool error).
import { rmSync, writeFileSync } from 'node:fs';
import type { ParseArgsConfig } from 'node:util';
import {
  DEFAULT_ROUNDS,
  DEFAULT_WARMUP,
  parseBoolean,
  parseCommentKey,
  parseEnvPassthrough,
  parseMetrics,
  parseRounds,
  parseWarmup,
  SettingsError,
} from '../settings.js';
import { formatById } from '../formats/registry.js';
import { DEFAULT_STATS_SETTINGS, ParseError } from '../model.js';
import { findRepository } from '../runner/git.js';
import { MAX_RUN_OUTPUT_BYTES, RunnerError, runBenchmark, type RunLogger, type RunnerResult } from '../runner/index.js';
import { roundsForFloor } from '../stats/family.js';
import { emitReport, OUTPUT_OPTIONS, parseFlags, STATS_OPTIONS, statsSettingsOf } from './common.js';
import { EXIT, UsageError } from './exit.js';
import { buildPartialRunReport, buildRunReport, outputCheck } from '../pipeline/run.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { safeLogText } from '../report/escape.js';

const DEFAULT_TIMEOUT = '30m';

const HELP = `Usage: benchgate run [options] -- COMMAND [ARG…]

Runs COMMAND on two commits of the git repository you are in — base and head, each
checked out in its own temporary worktree (your checkout, index and stash are never
touched) — in interleaved rounds on this machine, then compares the results with a
Mann-Whitney U test per benchmark and metric and prints a benchstat-like table.
COMMAND runs with bash -c in the same subfolder of each checkout as your current one,
with BENCHGATE_SIDE=base or head in its environment. One argument after -- is used as
a shell command as is ('go test -bench . | tee out'); several are quoted and joined.

Revisions:
  --base REF           the commit to compare against (default: the merge-base of HEAD
                       with the default branch: origin/HEAD, main or master)
  --head REF           the commit to measure (default: HEAD; uncommitted changes are not
                       part of it — commit them first)

Running:
  --rounds N           measured rounds; each runs base and head once (default: ${DEFAULT_ROUNDS})
  --warmup N           rounds run first and discarded (default: ${DEFAULT_WARMUP})
  --setup CMD          run once per side before any round (build, install)
  --output-file F      read results from F (relative to the command's folder) after each
                       run instead of stdout; a folder is read as a whole (Criterion)
  --timeout D          per-run limit, e.g. 90s, 10m, 1h; the run's processes are killed
                       and it counts as failed (default: ${DEFAULT_TIMEOUT}; 0 = none)
  --seed N             seed of the random base/head order of each round (default: random,
                       printed so a run can be repeated)
  --keep-dir D         keep every run's raw output in folder D: D/base/round-01/ and
                       D/head/round-01/ … (stdout, stderr, the output file), warm-ups in
                       D/<side>/warmup-NN/, setup logs in D/<side>/setup.stdout; read it
                       back with benchgate compare --runs D
  --submodules BOOL    check out git submodules in each checkout when it has a
                       .gitmodules (default: true)
  --env-passthrough V  let the benchmark see variable V although it looks like a
                       credential or a CI file command (repeatable or comma separated;
                       see the README's security section)

A run may print at most ${MAX_RUN_OUTPUT_BYTES / 1024 / 1024} MiB (stdout and stderr together, or in its output
file); past that it is killed and counts as failed.

Reading and comparing:
  --format ID          the harness's output format, or "auto" to detect it (default: auto)
  --alpha A            significance level in (0, 1) (default: ${DEFAULT_STATS_SETTINGS.alpha})
  --threshold T        smallest slowdown that counts as a regression, "5%" or "5"
                       (default: ${DEFAULT_STATS_SETTINGS.threshold * 100}%)
  --correction C       holm (family-wise, default), bh (false discovery rate) or none
  --outliers O         iqr (Tukey fences, default), upper (high outliers only) or none
  --test T             mann-whitney (default, per-run values) or paired (Wilcoxon
                       signed-rank on the rounds); both are reported
  --fail-on-inconclusive  exit 1 also when a gated row is inconclusive
  --metric NAME        compare only this metric (repeatable or comma separated)
  --gate NAME          a metric whose regressions fail the run (repeatable or comma
                       separated; default: ${DEFAULT_STATS_SETTINGS.gate.join(', ')})

Output:
  --json FILE          write the JSON report (DESIGN.md "JSON contract") to FILE
  --markdown FILE      write the markdown report (the PR comment) to FILE
  --key KEY            sticky-comment key in the markdown marker (default: default)
  --no-color           no colours in the table (also: NO_COLOR=1; off when not a terminal)
  -h, --help           show this help

Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or tool error (a benchmark failing on every run of a side,
            a commit that cannot be found) — never reported as a regression.

Example: benchgate run --rounds 10 -- go test -run '^$' -bench . -count 1 ./...`;

const OPTIONS = {
  base: { type: 'string' },
  head: { type: 'string' },
  rounds: { type: 'string' },
  warmup: { type: 'string' },
  setup: { type: 'string' },
  'output-file': { type: 'string' },
  timeout: { type: 'string' },
  seed: { type: 'string' },
  'keep-dir': { type: 'string' },
  submodules: { type: 'string' },
  'env-passthrough': { type: 'string', multiple: true },
  format: { type: 'string' },
  metric: { type: 'string', multiple: true },
  ...STATS_OPTIONS,
  ...OUTPUT_OPTIONS,
} satisfies ParseArgsConfig['options'];

type RunValues = ReturnType<typeof parseFlags<typeof OPTIONS>>['values'];

/** `90s`, `10m`, `1.5h`, `500ms`, or a bare number of minutes → milliseconds (0 = no limit). */
export function parseDuration(raw: string, setting = '--timeout'): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw);
  if (!m) throw new SettingsError(setting, `${setting} must be a duration such as 90s, 10m or 1h (0 = no limit); got ${JSON.stringify(raw)}`);
  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? 'm']!;
  return Math.round(Number(m[1]) * factor);
}

function parseSeed(raw: string): number {
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw) > 2 ** 32 - 1) {
    throw new SettingsError('--seed', `--seed must be a whole number from 0 to 4294967295; got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

// Quotes one argument for bash when it needs it; the result is the user's own argv, not PR text.
function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The command after `--`: one argument is a shell command as is; several are an argv. */
export function commandOf(args: string[]): string {
  if (args.length === 0 || !args.join('').trim()) {
    throw new UsageError("no benchmark command: put it after '--', e.g. benchgate run -- go test -bench .\nRun 'benchgate run --help' for the options.");
  }
  return args.length === 1 ? args[0]! : args.map(shellQuote).join(' ');
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
  try {
    if (positionals.length) {
      throw new UsageError(`unexpected argument '${positionals[0]}' before '--': the benchmark command goes after '--'\nRun 'benchgate run --help' for usage.`);
    }
    const command = commandOf(dashes === -1 ? [] : argv.slice(dashes + 1));
    const settings = statsSettingsOf(values);
    const metrics = parseMetrics(values.metric, '--metric');
    const key = parseCommentKey(values.key, '--key');
    const rounds = parseRounds(values.rounds, '--rounds');
    const warmup = parseWarmup(values.warmup, '--warmup');
    const timeoutMs = parseDuration(values.timeout ?? DEFAULT_TIMEOUT);
    const seed = values.seed !== undefined ? parseSeed(values.seed) : undefined;
    const format = values.format?.trim() || 'auto';
    if (format !== 'auto') formatById(format); // an unknown id fails before anything runs
    const envPassthrough = parseEnvPassthrough(values['env-passthrough'], '--env-passthrough');
    const submodules = parseBoolean(values.submodules, '--submodules', true);

    // The run is the unit: fewer rounds than this can never reach significance, whatever the change.
    const floor = roundsForFloor(settings.test, settings.alpha);
    if (rounds < floor) {
      stderrLogger.warn(`${rounds} rounds: each run is one value, so no change can ever be significant at alpha ${settings.alpha} (${settings.test}) with fewer than ${floor} rounds (more with many benchmarks)`);
    }

    const { prefix } = await findRepository(process.cwd());
    const result = await runBenchmark({
      repo: process.cwd(),
      base: values.base,
      head: values.head,
      workingDirectory: prefix || undefined,
      command,
      setup: values.setup,
      outputFile: values['output-file'],
      rounds,
      warmup,
      timeoutMs,
      keepDir: values['keep-dir'],
      keepDirSetting: '--keep-dir',
      envPassthrough,
      submodules,
      seed,
      log: stderrLogger,
      checkOutput: outputCheck(format),
    });
    try {
      const { report, unreadable } = buildRunReport(result, { format, settings, metrics, rounds, warmup });
      for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
      if (metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${metrics.join(', ')} in the output`);
      emitReport(report, values, key);
      if (!result.outputDirIsTemporary) stderrLogger.info(`raw outputs of every run: ${result.outputDir}`);
      return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
    } finally {
      if (result.outputDirIsTemporary) rmSync(result.outputDir, { recursive: true, force: true });
    }
  } catch (err) {
    // Bad input or a tool error: the message says what and where; no stack trace.
    if (err instanceof ParseError || err instanceof SettingsError || err instanceof UsageError || err instanceof RunnerError) {
      const hint = err instanceof ParseError && !values['keep-dir'] ? '\n(rerun with --keep-dir DIR to keep the raw outputs)' : '';
      process.stderr.write(safeLogText(`benchgate run: ${err.message}${hint}\n`));
      if (err instanceof RunnerError) {
        writePartialReport(err, values, values.format?.trim() || 'auto');
        // The runs of a side that never succeeded: their temp folder goes too (a kept one stays).
        const partial = err.partial as RunnerResult | undefined;
        if (partial?.outputDirIsTemporary) rmSync(partial.outputDir, { recursive: true, force: true });
      }
      return EXIT.error;
    }
    throw err;
  }
}

/**
 * After a tool error that happened once the rounds had run (a side failing every round), the
 * --json/--markdown files still get what was measured and the error, for the job summary and
 * the artifact. Best effort: a failure here never hides the original error.
 */
function writePartialReport(err: RunnerError, values: RunValues, format: string): void {
  const result = err.partial as RunnerResult | undefined;
  if (!result || !(values.json || values.markdown)) return;
  try {
    const report = buildPartialRunReport(result, err.message, {
      format,
      settings: statsSettingsOf(values),
      metrics: parseMetrics(values.metric, '--metric'),
      rounds: result.roundsRun,
      warmup: parseWarmup(values.warmup, '--warmup'),
    });
    if (!report) return;
    // The files only: stdout stays empty, as for any tool error.
    if (values.json) writeFileSync(values.json, renderJson(report));
    if (values.markdown) {
      const fullReportHint = values.json ? `the full report is in ${values.json}` : 'run with --json FILE for the full report';
      writeFileSync(values.markdown, renderMarkdown(report, { key: parseCommentKey(values.key, '--key'), fullReportHint }));
    }
    process.stderr.write(`benchgate run: wrote the partial report (what was measured, and the error) to ${[values.json, values.markdown].filter(Boolean).join(' and ')}\n`);
  } catch (e) {
    process.stderr.write(`benchgate run: could not write the partial report: ${e instanceof Error ? e.message : String(e)}\n`);
  }
}
