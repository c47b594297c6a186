// What the report-producing commands (compare, run, merge) share: flag parsing with a usage
// hint, their settings from the table, --help, and writing the report to the terminal, --json and --markdown.
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import type { ParseArgsConfig } from 'node:util';
import { cliOptions, settingsHelp, type CliCommand } from '../settings.js';
import type { Report } from '../model.js';
import { renderJsonChunks } from '../report/json.js';
import { safeLogText } from '../report/escape.js';
import { renderMarkdown, type MarkdownOptions } from '../report/markdown.js';
import { renderTerminal, shouldUseColor } from '../report/terminal.js';
import { UsageError } from './exit.js';

export { parseFlags } from './flags.js';

/** The flags of the report's outputs (not settings: where the report goes). */
export const OUTPUT_OPTIONS = {
  json: { type: 'string' },
  markdown: { type: 'string' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options'];

/** --help lines of OUTPUT_OPTIONS, under the settings' own Output section. */
export const OUTPUT_HELP = [
  '  --json FILE            write the JSON report (docs/report-json.md) to FILE',
  '  --markdown FILE        write the markdown report (the PR comment) to FILE',
  '  --no-color             no colours in the table (also: NO_COLOR=1; off when not a terminal)',
  '  -h, --help             show this help',
];

/** A command's flags: its settings from the table (src/settings.ts) and the output flags. */
export function commandOptions(command: CliCommand) {
  return { ...cliOptions(command), ...OUTPUT_OPTIONS };
}

/** Whether the user gave this flag (a setting's own flags are typed loosely by parseArgs). */
export function flagGiven(values: object, flag: string): boolean {
  return (values as Record<string, unknown>)[flag] !== undefined;
}

/** The --help of a command: its text, the settings' flags by section (generated), the exit codes; `output` replaces OUTPUT_HELP where a command's outputs are others. */
export function commandHelp(command: CliCommand, text: string, exitCodes: string, output: string[] = OUTPUT_HELP): string {
  return `${text}\n\n${settingsHelp(command, { output })}\n\n${exitCodes}`;
}

/** Writes an output file the user named; a failure is a UsageError that names the file and why. */
export function writeOutput(file: string, text: string | Iterable<string>, what: string): void {
  try {
    if (typeof text === 'string') writeFileSync(file, text);
    else writeChunks(file, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot write the ${what} to ${file}: ${code === 'ENOENT' ? 'its directory does not exist' : (code ?? String(err))}`);
  }
}

/**
 * Writes text given in pieces (a report can outgrow one string): small pieces are gathered into
 * writes of at least 64 KiB; a piece that size alone is written as it is, not copied into a join.
 */
function writeChunks(file: string, chunks: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    let pending: string[] = [];
    let size = 0;
    for (const chunk of chunks) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= 1 << 16) {
        writeSync(fd, pending.length === 1 ? chunk : pending.join(''));
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

/** The terminal table on stdout (after `preamble`: empty or whole lines), then the --json and --markdown files (`markdown`: its sticky key and chart). */
export function emitReport(report: Report, values: OutputFlags, markdown: Pick<MarkdownOptions, 'key' | 'chart'>, preamble = ''): void {
  // The table is safe log text already (renderTerminal's own last step): only the preamble, whole lines, needs it.
  process.stdout.write(safeLogText(preamble) + renderTerminal(report, { color: !values['no-color'] && shouldUseColor(process.stdout) }));
  if (values.json) writeOutput(values.json, renderJsonChunks(report), 'JSON report');
  if (values.markdown) {
    const fullReportHint = values.json ? `the full report is in ${values.json}` : 'run with --json FILE for the full report';
    writeOutput(values.markdown, renderMarkdown(report, { ...markdown, fullReportHint }), 'markdown report');
  }
}
