// `benchgate history`: main's memory read back (issue 23). Reads the records `benchgate record`
// appended (a folder store or the data branch of origin), finds each series' change points and
// drift, prints what needs a look, and writes the history JSON, the markdown and the dashboard.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { cliOptions, settingsFromFlags } from '../settings.js';
import { findRepository } from '../git/git.js';
import { checkoutRemote } from '../git/git-remote.js';
import { safeLogText } from '../report/escape.js';
import {
  analyseCollected,
  collectHistory,
  historyTerminal,
  MAX_FILES,
  RECORDS_PER_FILE,
  renderDashboard,
  renderHistoryMarkdown,
  type HistoryStore,
} from '../history/index.js';
import { jsonFileChunks } from '../report/json-chunks.js';
import { commandHelp, flagGiven, parseFlags, writeOutput } from './common.js';
import { EXIT, UsageError } from './exit.js';
import { releaseMemory } from './release-memory.js';

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

/** Records the store's bound allows (40 files × 5,000, and one commit's lines over). */
const BOUND = MAX_FILES * RECORDS_PER_FILE;

/**
 * What a store past its bound costs, as bench:history-store measures it (200 series, one record a
 * commit each): the records' figures and the points are kept as columns, so memory grows with the
 * store, at most 0.45 GB of peak RSS a million records (2 M, --json --markdown --html: 0.59–0.89
 * GiB over the measurements); the analysis's time grows at least as fast (the bound's store:
 * about 4 s of CPU).
 */
const PEAK_GB_PER_MILLION = 0.45;
const CPU_SECONDS_AT_BOUND = 4;

/**
 * The limit that remains, said before it bites: every record's figures are kept in memory (as
 * columns), so a store well past its bound (kept by another tool, merged by hand) costs memory and
 * time in proportion or more; the way back is the store's own bound.
 */
export function beyondBound(records: number): string | undefined {
  if (records <= BOUND * 1.25) return undefined;
  const millions = records / 1e6;
  return (
    `the store holds ${records.toLocaleString('en')} records, ${(records / BOUND).toFixed(1)}× its bound of ${BOUND.toLocaleString('en')} (${MAX_FILES} files × ${RECORDS_PER_FILE.toLocaleString('en')}): ` +
    `history keeps every record's figures in memory, about ${(millions * PEAK_GB_PER_MILLION).toFixed(1)} GB at its peak for this store ` +
    `(${PEAK_GB_PER_MILLION} GB a million records), and its analysis takes ${(records / BOUND).toFixed(0)}× a full store's time or more (a full store's: about ${CPU_SECONDS_AT_BOUND} s of CPU); ` +
    `to keep it within the bound, move the oldest history-*.jsonl files out of the store`
  );
}

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
    // origin's URLs, with the user's ssh agent and GIT_CONFIG_* settings (git/git-remote.ts).
    store = { kind: 'branch', branch: s.dataBranch, timeoutMs: s.gitTimeoutMs, remote: await checkoutRemote(repo) };
  }
  // Kept as the analysis reads them, never all as records (detect/collected.ts): bounded memory.
  const { collected, warnings } = await collectHistory(repo, store);
  for (const w of warnings) process.stderr.write(`warning: ${safeLogText(w.message)}\n`);
  const beyond = beyondBound(collected.count);
  if (beyond) process.stderr.write(`warning: ${beyond}\n`);
  const repository = collected.repository;
  const report = analyseCollected(collected, { window: s.historyWindow, threshold: s.threshold });
  // Records left out of the series (off main's line, recorded twice): said, never dropped in silence.
  for (const w of report.warnings ?? []) process.stderr.write(`warning: ${safeLogText(w.message)}\n`);
  // Each stage's dead objects collected before the next (release-memory.ts): bounded memory.
  releaseMemory();

  process.stdout.write(historyTerminal(report, store));
  releaseMemory();
  // In pieces, written as made: a large store's JSON outgrows one string (report/json-chunks.ts).
  if (values.json) {
    writeOutput(values.json, jsonFileChunks(report), 'history JSON');
    releaseMemory();
  }
  if (values.markdown) {
    writeOutput(values.markdown, renderHistoryMarkdown(report, { repository }), 'history markdown');
    releaseMemory();
  }
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
