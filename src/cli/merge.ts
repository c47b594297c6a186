// `benchgate merge REPORT…`: shard reports (from `benchgate run --json` / the action's
// report-json) → one report over one multiple-comparison family: terminal table, JSON, markdown,
// and an exit code (0 no regression, 1 regression, 2 bad input).
import { parseCommentKey, parseFailOnInconclusive, parseTest, SettingsError } from '../settings.js';
import { MergeError, mergeReports, shardNames } from '../pipeline/merge.js';
import { escapeTerminal, safeLogText } from '../report/escape.js';
import { readReportFile, ReportValidationError } from '../report/validate.js';
import { emitReport, OUTPUT_OPTIONS, parseFlags } from './common.js';
import { EXIT, UsageError } from './exit.js';

const HELP = `Usage: benchgate merge REPORT [REPORT…] [options]

Merges the JSON reports of the shards of one run (each shard ran part of the suite on
base and head, e.g. one job of a CI matrix) into one report. Rows are unioned (a
benchmark in two shards is an error); p-values are corrected again over every row of
every shard, so verdicts are those of one run over the whole suite. Each report is
validated first (it may come from an untrusted job).

A shard is named after its file: REPORT's folder for .../NAME/report.json, else the
file name without .json.

Options:
  --test T             re-decide every row with this test: mann-whitney or paired
                       (default: the shards' own)
  --fail-on-inconclusive  exit 1 also when a gated row is inconclusive
  --json FILE          write the merged JSON report to FILE
  --markdown FILE      write the merged markdown report (the PR comment) to FILE
  --key KEY            sticky-comment key in the markdown marker (default: default)
  --no-color           no colours in the table (also: NO_COLOR=1; off when not a terminal)
  -h, --help           show this help

Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input (an invalid report, duplicate benchmarks, shards of different runs).`;

export async function main(argv: string[]): Promise<number> {
  const { values, positionals: files } = parseFlags('merge', argv, { ...OUTPUT_OPTIONS, test: { type: 'string' }, 'fail-on-inconclusive': { type: 'boolean' } });
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  try {
    if (files.length === 0) throw new UsageError("expected one or more report files\nRun 'benchgate merge --help' for usage.");
    const key = parseCommentKey(values.key, '--key');
    const names = shardNames(files);
    const shards = files.map((file, i) => ({ name: names[i]!, report: readReportFile(file) }));
    const report = mergeReports(shards, {
      ...(values.test !== undefined ? { test: parseTest(values.test, '--test') } : {}),
      ...(values['fail-on-inconclusive'] !== undefined ? { failOnInconclusive: parseFailOnInconclusive(values['fail-on-inconclusive'], '--fail-on-inconclusive') } : {}),
    });

    const lines = (report.shards ?? []).map((s) => {
      const cpu = (m: typeof s.base) => m.cpuModel ?? m.tool?.cpu ?? 'CPU not reported';
      const [b, h] = [cpu(s.base), cpu(s.head)];
      return `shard ${escapeTerminal(s.name)}: ${escapeTerminal(b === h ? b : `${b} (base) / ${h} (head)`)}`;
    });
    emitReport(report, values, key, lines.length ? lines.join('\n') + '\n' : '');
    return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
  } catch (err) {
    if (err instanceof ReportValidationError || err instanceof MergeError || err instanceof SettingsError || err instanceof UsageError) {
      process.stderr.write(safeLogText(`benchgate merge: ${err.message}\n`));
      return EXIT.error;
    }
    throw err;
  }
}
