// `benchgate merge REPORT…`: shard reports (from `benchgate run --json` / the action's
// report-json) → one report over one multiple-comparison family: terminal table, JSON, markdown,
// and an exit code (0 no regression, 1 regression, 2 bad input).
import { settingsFromFlags, statsSettingsGiven } from '../settings.js';
import { mergeReports, shardNames } from '../pipeline/merge.js';
import { escapeTerminal } from '../report/escape.js';
import { readReportFile } from '../report/validate.js';
import { commandHelp, commandOptions, emitReport, parseFlags } from './common.js';
import { EXIT, UsageError } from './exit.js';

const HELP = commandHelp(
  'merge',
  `Usage: benchgate merge REPORT [REPORT…] [options]

Merges the JSON reports of the shards of one run (each shard ran part of the suite on
base and head, e.g. one job of a CI matrix) into one report. Rows are unioned (a
benchmark in two shards is an error); p-values are corrected again over every row of
every shard, so verdicts are those of one run over the whole suite. Each report is
validated first (it may come from an untrusted job).

A shard is named after its file: REPORT's folder for .../NAME/report.json, else the
file name without .json. The statistical settings are the shards' own (they must agree);
--test and --fail-on-inconclusive, when given, re-decide every row with them.`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input (an invalid report, duplicate benchmarks, shards of different runs).`,
);

const OPTIONS = commandOptions('merge');

export function main(argv: string[]): number {
  const { values, positionals: files } = parseFlags('merge', argv, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  if (files.length === 0) throw new UsageError("expected one or more report files\nRun 'benchgate merge --help' for usage.");
  const s = settingsFromFlags('merge', values);
  const names = shardNames(files);
  const shards = files.map((file, i) => ({ name: names[i], report: readReportFile(file) }));
  // The shards' settings stand unless a flag was given.
  const report = mergeReports(shards, statsSettingsGiven('merge', values, s));

  const lines = (report.shards ?? []).map((shard) => {
    const cpu = (m: typeof shard.base) => m.cpuModel ?? m.tool?.cpu ?? 'CPU not reported';
    const [b, h] = [cpu(shard.base), cpu(shard.head)];
    return `shard ${escapeTerminal(shard.name)}: ${escapeTerminal(b === h ? b : `${b} (base) / ${h} (head)`)}`;
  });
  emitReport(report, values, { key: s.commentKey, chart: s.chart }, lines.length ? lines.join('\n') + '\n' : '');
  return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
}
