// `benchgate compare BASE HEAD` (two sets of result files) or `--runs DIR` (the kept runs of
// `benchgate run`, paired by round) → terminal table, JSON, markdown, and an exit code
// (0 no regression, 1 regression, 2 bad input).
import { join } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import { SETTINGS, encodeStatsSettings, settingsFromFlags, statsSettingsGiven, statsSettingsOf } from '../settings.js';
import { buildReport } from '../pipeline/compare.js';
import { type ParseResult, type Report, type RoundsInfo, type RunInfo, type StatsSettings } from '../model.js';
import { checkFormatId } from '../pipeline/run-settings.js';
import { commandHelp, commandOptions, emitReport, flagGiven, parseFlags } from './common.js';
import { EXIT, UsageError } from './exit.js';
import { readKeptRuns, readResults } from './read-results.js';
import { attachAttribution } from '../instructions/attribution/attribute.js';
import { RUN_RECORD_FILE, type RunRecord } from '../kept-runs.js';
import { safeLogText } from '../report/escape.js';
import { readRulesFromWorkingTree } from '../rules/read.js';
import type { RuleSet } from '../rules/rule-set.js';

const HELP = commandHelp(
  'compare',
  `Usage: benchgate compare BASE HEAD [options]
       benchgate compare --base FILE [--base FILE…] --head FILE [--head FILE…] [options]
       benchgate compare --runs DIR [options]

Compares benchmark results of a base and a head version: per benchmark and metric, a
Mann-Whitney U test on the per-run values (or the paired test, --test paired), outliers
removed inside each run, p-values corrected over all tests. Prints a benchstat-like
table; fails (exit 1) only on a significant slowdown above the threshold.

BASE and HEAD are result files or directories of result files (every file directly in
the directory is read; each file is one run).

--runs DIR reads the runs kept by \`benchgate run --keep-dir DIR\` back: DIR/base/round-NN/
and DIR/head/round-NN/, one run per round (warmup-NN folders are skipped). Each round
folder holds stdout, stderr and the benchmark's output file or folder; that output is
read when there is one, else stdout. Base and head runs of one round are paired, so the
report is the one the run gave: it decides with the settings the run recorded in
DIR/benchgate-run.json (measure, threshold, test, correction, outliers, gate,
fail-on-inconclusive) and at its level (with rounds auto, alpha divided by the planned
looks); a flag given here overrides the run's, and the log says so. A round the run was interrupted in (no \`complete\` marker) is left
out with a warning. The format is detected once and every round is read with it.

Input:
  --base PATH            a base result file or directory (repeatable; instead of BASE)
  --head PATH            a head result file or directory (repeatable; instead of HEAD)
  --runs DIR             a kept-runs folder (run --keep-dir DIR) instead of BASE and HEAD`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or usage (the message names the file and line).`,
);

const OPTIONS = {
  ...commandOptions('compare'),
  base: { type: 'string', multiple: true },
  head: { type: 'string', multiple: true },
  runs: { type: 'string' },
} satisfies ParseArgsConfig['options'];

function sides(values: { base?: string[]; head?: string[] }, positionals: string[]): { base: string[]; head: string[] } {
  const base = [...(values.base ?? [])];
  const head = [...(values.head ?? [])];
  if (base.length === 0 && head.length === 0 && positionals.length === 2) return { base: [positionals[0]], head: [positionals[1]] };
  if (positionals.length === 0 && base.length > 0 && head.length > 0) return { base, head };
  throw new UsageError(
    `expected BASE and HEAD (two paths) or --base PATH and --head PATH, got ${positionals.length} path${positionals.length === 1 ? '' : 's'}` +
      `${base.length ? ` and ${base.length} --base` : ''}${head.length ? ` and ${head.length} --head` : ''}\nRun 'benchgate compare --help' for usage.`,
  );
}

/** `--runs DIR`: the kept runs of `benchgate run`, paired by round. */
async function keptRunsReport(
  dir: string,
  values: { base?: string[]; head?: string[] },
  positionals: string[],
  format: string,
  settings: StatsSettings,
  metrics: string[] | undefined,
  rules: RuleSet | undefined,
  alphaGiven: boolean,
  given: Partial<StatsSettings>,
): Promise<Report> {
  if (positionals.length > 0 || values.base?.length || values.head?.length) {
    throw new UsageError(
      `--runs reads both sides from ${dir}: give no BASE/HEAD paths and no --base/--head with it\nRun 'benchgate compare --help' for usage.`,
    );
  }
  const kept = await readKeptRuns(dir, format);
  hasSeries(kept.base, [join(dir, 'base')], 'base');
  hasSeries(kept.head, [join(dir, 'head')], 'head');
  // What `benchgate run` recorded, as far as the folder tells it (no revisions: they are not kept).
  const run: RunInfo = { base: {}, head: {}, rounds: kept.rounds, warmup: kept.warmup, format: kept.format, failedRuns: kept.failedRuns };
  const file = join(dir, RUN_RECORD_FILE);
  const level = runLevel(kept.record, alphaGiven, runSettings(kept.record, settings, given, file), file);
  const report = buildReport({ base: kept.base, head: kept.head, settings: level.settings, metrics, run, ...level.build, ...(rules ? { rules } : {}) });
  if (level.rounds) report.rounds = level.rounds;
  report.warnings.unshift(...kept.warnings);
  // measure: instructions — the kept cachegrind files tell where a changed row's instructions went.
  attachAttribution(report, dir, (m) => process.stderr.write(`${safeLogText(m)}\n`));
  return report;
}

/**
 * The settings `compare --runs` decides with: the run's (as recorded), each flag given here in
 * place of the run's value, said in the log. A record of an older release has only test and
 * correction; without a record, the flags' settings.
 */
function runSettings(record: RunRecord | undefined, settings: StatsSettings, given: Partial<StatsSettings>, file: string): StatsSettings {
  if (!record) return settings;
  const recorded: StatsSettings = record.settings ?? { ...settings, test: record.test, correction: record.correction };
  const shown = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));
  const encodedRun = encodeStatsSettings(recorded);
  const encodedGiven = encodeStatsSettings({ ...recorded, ...given });
  const overrides: string[] = [];
  for (const key of Object.keys(given) as (keyof StatsSettings)[]) {
    // alpha is the level's: runLevel says what --alpha does.
    if (key === 'alpha') continue;
    const run = shown(encodedRun[key]);
    const flag = shown(encodedGiven[key]);
    if (run !== flag) overrides.push(`--${SETTINGS[key].flag} ${flag} overrides the run's ${run}`);
  }
  const used = Object.entries(encodeStatsSettings({ ...recorded, ...given }))
    .filter(([key]) => key !== 'alpha')
    .map(([key, v]) => `${SETTINGS[key as keyof StatsSettings].flag}=${shown(v)}`)
    .join(' ');
  const from = record.settings ? `the run's settings from ${file}` : `the run's test and correction from ${file} (an older record: no other settings)`;
  process.stderr.write(`${safeLogText(`compare --runs: deciding with ${from}: ${used}${overrides.length ? `; ${overrides.join('; ')}` : ' (flags override)'}`)}
`);
  return { ...recorded, ...given, alpha: settings.alpha };
}

/**
 * The level `compare --runs` decides at: the one the run recorded (α/J per look with rounds:
 * auto), unless --alpha is given. A finished run's record carries its rounds block, so the report
 * reads as the run's did (α and "each look at α/J"); a run cut off before it finished decides at
 * its per-look level, which the report then shows as α.
 */
function runLevel(
  record: RunRecord | undefined,
  alphaGiven: boolean,
  settings: StatsSettings,
  file: string,
): { settings: StatsSettings; build: { compare?: { alpha: number } }; rounds?: RoundsInfo } {
  if (!record) return { settings, build: {} };
  const looks = record.looks.length ? ` over ${record.looks.length} planned look${record.looks.length === 1 ? '' : 's'}` : '';
  const what = `the run's level α = ${+record.lookAlpha.toPrecision(3)}${record.lookAlpha !== record.alpha ? ` per look (α = ${record.alpha}${looks})` : ''}, from ${file}`;
  if (alphaGiven) {
    process.stderr.write(`${safeLogText(`compare --runs: deciding at --alpha ${settings.alpha}, not at ${what}`)}\n`);
    return { settings, build: {} };
  }
  process.stderr.write(`${safeLogText(`compare --runs: deciding at ${what} (--alpha overrides)`)}\n`);
  if (record.rounds) return { settings: { ...settings, alpha: record.alpha }, build: { compare: { alpha: record.lookAlpha } }, rounds: record.rounds };
  return { settings: { ...settings, alpha: record.lookAlpha }, build: {} };
}

function hasSeries(results: ParseResult[], paths: string[], side: string): void {
  if (results.some((r) => r.series.length > 0)) return;
  throw new UsageError(`${paths.join(', ')}: no benchmark results found on the ${side} side (is it the output of a supported harness? see --format)`);
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags('compare', argv, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  const s = settingsFromFlags('compare', values);
  const settings = statsSettingsOf(s);
  const { metrics, format } = s;
  checkFormatId(format, 'flags');
  const rules = await readRulesFromWorkingTree(s.config, process.cwd());
  let report: Report;
  if (typeof values.runs === 'string') {
    const given = statsSettingsGiven('compare', values, settings);
    report = await keptRunsReport(values.runs, values, positionals, format, settings, metrics, rules, flagGiven(values, 'alpha'), given);
  } else {
    const paths = sides(values, positionals);
    const base = await readResults(paths.base, format);
    const head = await readResults(paths.head, format);
    hasSeries(base, paths.base, 'base');
    hasSeries(head, paths.head, 'head');
    report = buildReport({ base, head, settings, metrics, ...(rules ? { rules } : {}) });
  }
  if (metrics && report.comparisons.length === 0) {
    throw new UsageError(`no results for --metric ${metrics.join(', ')} in the input`);
  }
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
}
