// What the report-producing commands (compare, run, merge) share: flag parsing with a usage
// hint, the statistical flags, and writing the report to the terminal, --json and --markdown.
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseAlpha, parseCorrection, parseFailOnInconclusive, parseMetrics, parseOutliers, parseTest, parseThreshold } from '../settings.js';
import { DEFAULT_STATS_SETTINGS, type Report, type StatsSettings } from '../model.js';
import { renderJsonChunks } from '../report/json.js';
import { safeLogText } from '../report/escape.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderTerminal, shouldUseColor } from '../report/terminal.js';
import { UsageError } from './exit.js';

/** node:util parseArgs, strict, with its message (which names the flag) plus where to look. */
export function parseFlags<O extends ParseArgsConfig['options']>(command: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}\nRun 'benchgate ${command} --help' for the options.`);
  }
}

/** The flags of the statistics, for commands that compare. */
export const STATS_OPTIONS = {
  alpha: { type: 'string' },
  threshold: { type: 'string' },
  correction: { type: 'string' },
  outliers: { type: 'string' },
  gate: { type: 'string', multiple: true },
  test: { type: 'string' },
  'fail-on-inconclusive': { type: 'boolean' },
} satisfies ParseArgsConfig['options'];

/** The flags of the report's outputs. */
export const OUTPUT_OPTIONS = {
  json: { type: 'string' },
  markdown: { type: 'string' },
  key: { type: 'string' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

type StatsFlags = { alpha?: string; threshold?: string; correction?: string; outliers?: string; gate?: string[]; test?: string; 'fail-on-inconclusive'?: boolean };

export function statsSettingsOf(values: StatsFlags): StatsSettings {
  return {
    alpha: parseAlpha(values.alpha, '--alpha'),
    threshold: parseThreshold(values.threshold, '--threshold'),
    correction: parseCorrection(values.correction, '--correction'),
    outliers: parseOutliers(values.outliers, '--outliers'),
    gate: parseMetrics(values.gate, '--gate') ?? [...DEFAULT_STATS_SETTINGS.gate],
    test: parseTest(values.test, '--test'),
    failOnInconclusive: parseFailOnInconclusive(values['fail-on-inconclusive'], '--fail-on-inconclusive'),
  };
}

function writeOutput(file: string, text: string | Iterable<string>, what: string): void {
  try {
    if (typeof text === 'string') writeFileSync(file, text);
    else writeChunks(file, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot write the ${what} to ${file}: ${code === 'ENOENT' ? 'its directory does not exist' : (code ?? String(err))}`);
  }
}

/** Writes text given in pieces, in writes of about a megabyte (a report can outgrow one string). */
function writeChunks(file: string, chunks: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    let pending: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= 1 << 20) {
        writeSync(fd, pending.join(''));
        pending = [];
        size = 0;
      }
    }
    if (pending.length) writeSync(fd, pending.join(''));
  } finally {
    closeSync(fd);
  }
}

type OutputFlags = { json?: string; markdown?: string; 'no-color'?: boolean };

/** The terminal table on stdout (after `preamble`), then the --json and --markdown files. */
export function emitReport(report: Report, values: OutputFlags, key: string, preamble = ''): void {
  process.stdout.write(safeLogText(preamble + renderTerminal(report, { color: !values['no-color'] && shouldUseColor(process.stdout) })));
  if (values.json) writeOutput(values.json, renderJsonChunks(report), 'JSON report');
  if (values.markdown) {
    const fullReportHint = values.json ? `the full report is in ${values.json}` : 'run with --json FILE for the full report';
    writeOutput(values.markdown, renderMarkdown(report, { key, fullReportHint }), 'markdown report');
  }
}
