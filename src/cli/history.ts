// `benchgate history`: main's memory read back (issue 23). Reads the records `benchgate record`
// appended (a folder store or the data branch of origin), finds each series' change points and
// drift, prints what needs a look, and writes the history JSON, the markdown and the dashboard.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cliOptions, settingsFromFlags } from '../settings.js';
import { findRepository } from '../runner/git.js';
import { safeLogText } from '../report/escape.js';
import { analyseHistory } from '../history/analyse.js';
import { readHistory, type HistoryStore } from '../history/record-run.js';
import { renderDashboard } from '../history/dashboard.js';
import { renderHistoryMarkdown } from '../history/markdown.js';
import { historyTerminal } from '../history/terminal.js';
import { commandHelp, flagGiven, parseFlags, writeOutput } from './common.js';
import { EXIT, UsageError } from './exit.js';

/** The outputs of history (not OUTPUT_HELP's: those are a comparison's report). */
const HISTORY_OUTPUT_HELP = [
  '  --json FILE            write the history JSON to FILE (version 2: each series with its',
  '                         points, change points and drift)',
  '  --markdown FILE        write the history as markdown to FILE (the series that need a look first)',
  '  --html DIR             write the static dashboard to DIR (index.html and history-data.js)',
  '  -h, --help             show this help',
];

const HELP = commandHelp(
  'history',
  `Usage: benchgate history [--store DIR | --data-branch B] [--window N] [--threshold T] [--json F] [--markdown F] [--html DIR]

Reads main's history that 'benchgate record' (or the action's mode: record) kept, and per
benchmark and metric finds:
  - change points: steps in the chain of paired ratios (each commit against its parent,
    measured on one runner, so a change of runner hardware is no step), and in the
    absolute medians of each CPU model;
  - drift: the cumulative change over the last --window recorded commits with its CI,
    flagged when the CI lies wholly beyond --threshold in the worse direction (ten
    commits of +1.6% each: +17%, which no pull request's gate sees).
Prints the series that need a look; --json writes the history JSON, --markdown the
report, --html a static dashboard (open DIR/index.html, or publish DIR with GitHub Pages).`,
  `Exit codes: 0 read and analysed (history does not gate), 2 bad input or tool error.

Example: benchgate history --data-branch benchgate-data --html site`,
  HISTORY_OUTPUT_HELP,
);

const OPTIONS = {
  ...cliOptions('history'),
  json: { type: 'string' },
  markdown: { type: 'string' },
  html: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseFlags('history', argv, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'\nRun 'benchgate history --help' for usage.`);
  const s = settingsFromFlags('history', values);
  if (s.store !== undefined && flagGiven(values, 'data-branch')) throw new UsageError('--store and --data-branch are two stores: give one');

  let store: HistoryStore;
  let repo = process.cwd();
  if (s.store !== undefined) {
    store = { kind: 'folder', dir: path.resolve(s.store) };
  } else {
    repo = (await findRepository(process.cwd())).root;
    store = {
      kind: 'branch',
      branch: s.dataBranch,
      timeoutMs: s.gitTimeoutMs,
      ...(process.env.SSH_AUTH_SOCK ? { remoteEnv: { SSH_AUTH_SOCK: process.env.SSH_AUTH_SOCK } } : {}),
    };
  }
  const { records, warnings } = await readHistory(repo, store);
  for (const w of warnings) process.stderr.write(`warning: ${safeLogText(w.message)}\n`);
  const report = analyseHistory(records, { window: s.historyWindow, threshold: s.threshold });
  const repository = records.findLast((r) => r.repository)?.repository;

  process.stdout.write(historyTerminal(report, store));
  if (values.json) writeOutput(values.json, `${JSON.stringify(report, null, 2)}\n`, 'history JSON');
  if (values.markdown) writeOutput(values.markdown, renderHistoryMarkdown(report, { repository }), 'history markdown');
  if (values.html) {
    const dir = path.resolve(values.html);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw new UsageError(`cannot make the dashboard folder ${dir}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
    }
    for (const [name, text] of Object.entries(renderDashboard(report, { repository }))) writeOutput(path.join(dir, name), text, 'dashboard');
    process.stderr.write(`${safeLogText(`dashboard: ${path.join(dir, 'index.html')}`)}\n`);
  }
  return EXIT.ok;
}
