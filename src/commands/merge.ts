// `benchgate merge REPORT…`: shard reports (from `benchgate run --json` / the action's
// report-json) → one report over one multiple-comparison family: terminal table, JSON, markdown,
// and an exit code (0 no regression, 1 regression, 2 bad input).
import { writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseCommentKey, SettingsError } from '../config.js';
import { MergeError, mergeReports, shardNames } from '../merge.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { escapeTerminal } from '../report/escape.js';
import { renderTerminal, shouldUseColor } from '../report/terminal.js';
import { readReportFile, ReportValidationError } from '../report/validate.js';
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
  --json FILE          write the merged JSON report to FILE
  --markdown FILE      write the merged markdown report (the PR comment) to FILE
  --key KEY            sticky-comment key in the markdown marker (default: default)
  --no-color           no colours in the table (also: NO_COLOR=1; off when not a terminal)
  -h, --help           show this help

Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input (an invalid report, duplicate benchmarks, shards of different runs).`;

const OPTIONS = {
  json: { type: 'string' },
  markdown: { type: 'string' },
  key: { type: 'string' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

function writeOutput(file: string, text: string, what: string): void {
  try {
    writeFileSync(file, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot write the ${what} to ${file}: ${code === 'ENOENT' ? 'its directory does not exist' : code ?? String(err)}`);
  }
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}\nRun 'benchgate merge --help' for the options.`);
  }
  const { values, positionals: files } = parsed;
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  try {
    if (files.length === 0) throw new UsageError("expected one or more report files\nRun 'benchgate merge --help' for usage.");
    const key = parseCommentKey(values.key, '--key');
    const names = shardNames(files);
    const shards = files.map((file, i) => ({ name: names[i]!, report: readReportFile(file) }));
    const report = mergeReports(shards);

    const lines = (report.shards ?? []).map((s) => {
      const cpu = (m: typeof s.base) => m.cpuModel ?? m.tool?.cpu ?? 'CPU not reported';
      const [b, h] = [cpu(s.base), cpu(s.head)];
      return `shard ${escapeTerminal(s.name)}: ${escapeTerminal(b === h ? b : `${b} (base) / ${h} (head)`)}`;
    });
    process.stdout.write((lines.length ? lines.join('\n') + '\n' : '') + renderTerminal(report, { color: !values['no-color'] && shouldUseColor(process.stdout) }));
    if (values.json) writeOutput(values.json, renderJson(report), 'JSON report');
    if (values.markdown) {
      const fullReportHint = values.json ? `the full report is in ${values.json}` : 'run with --json FILE for the full report';
      writeOutput(values.markdown, renderMarkdown(report, { key, fullReportHint }), 'markdown report');
    }
    return report.verdict === 'fail' ? EXIT.regression : EXIT.ok;
  } catch (err) {
    if (err instanceof ReportValidationError || err instanceof MergeError || err instanceof SettingsError || err instanceof UsageError) {
      process.stderr.write(`benchgate merge: ${err.message}\n`);
      return EXIT.error;
    }
    throw err;
  }
}
