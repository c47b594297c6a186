// `benchgate record [options] -- COMMAND…`: main's memory (issue 23). Runs COMMAND like `run` —
// head (default HEAD) against its first parent, interleaved rounds, the run as the unit — prints
// the table, and appends one record per benchmark and metric to the history store: a folder
// (--store DIR) or a branch of origin (--data-branch B). It records; it does not gate.
import path from 'node:path';
import { settingsFromFlags } from '../settings.js';
import { findRepository } from '../git/git.js';
import { checkoutRemote } from '../git/git-remote.js';
import type { RunLogger } from '../runner/index.js';
import { commandHelp, commandOptions, emitReport, flagGiven } from './common.js';
import { parseCommandLine } from './flags.js';
import { EXIT, INTERRUPTED_HELP, UsageError } from './exit.js';
import { runComparison } from '../pipeline/run.js';
import { safeLogText } from '../report/escape.js';
import { readRulesFromWorkingTree } from '../rules/read.js';
import { analyseHistory, renderDashboard, type HistoryRecord, type HistoryStore } from '../history/index.js';
import { recordedAlready, recordRevisions, recordRoundsWarning, recordRun, recordSummary } from '../pipeline/record.js';

const HELP = commandHelp(
  'record',
  `Usage: benchgate record [options] -- COMMAND [ARG…]

Records a commit in the history of main: runs COMMAND on the commit (--head, default
HEAD) and on its first parent (--base overrides it; head's own commit is refused) like
'benchgate run' — each in its own temporary worktree, in interleaved rounds
(--record-rounds, fixed), the run as the unit, decided by the paired test — prints the
table, and appends one record per benchmark and metric (commit, parent, time, paired
ratio with its CI, both medians with CIs, unit, rounds, verdict, machine, benchgate
version) to the history store:

  --store DIR         JSON-lines files in DIR (history-NNNNNN.jsonl; read them with jq)
  --data-branch B     the same files in the history/ folder of branch B of origin, and the
                      dashboard (as 'benchgate history --html') at its root, rewritten with
                      each record, as mode: record does; created as an orphan branch by the
                      first record and pushed (retried when another record lands first);
                      your checkout, index, HEAD and branches are never touched. The
                      default, with B = benchgate-data.

The store is read before any round: a commit already recorded against the same parent
is said and nothing runs, and a store of a newer benchgate is refused. Record runs two
sides per round: it costs about 2 × rounds runs of COMMAND per commit.`,
  `Exit codes: 0 recorded (whatever the verdicts: record does not gate; use 'benchgate run'
            for that), 2 bad input or tool error (nothing recorded),
            ${INTERRUPTED_HELP} (nothing recorded).

Example: benchgate record --store .benchgate/history -- go test -run '^$' -bench . ./...`,
);

const OPTIONS = commandOptions('record');

const stderrLogger: RunLogger = {
  info: (line) => process.stderr.write(`${safeLogText(line)}\n`),
  warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}\n`),
};

export async function main(argv: string[]): Promise<number> {
  const { values, command } = parseCommandLine('record', argv, OPTIONS);
  if (command === undefined) {
    process.stdout.write(HELP + '\n');
    return EXIT.ok;
  }
  const s = settingsFromFlags('record', values);
  if (s.store !== undefined && flagGiven(values, 'data-branch')) throw new UsageError('--store and --data-branch are two stores: give one');
  const { root, prefix } = await findRepository(process.cwd());
  const store: HistoryStore =
    s.store !== undefined
      ? { kind: 'folder', dir: path.resolve(s.store) }
      : // origin's URLs resolved now, before the benchmark runs: what it writes into the
        // checkout's config later is never read by the push (git/git-remote.ts). The user's
        // own ssh agent and GIT_CONFIG_* settings go with it.
        { kind: 'branch', branch: s.dataBranch, timeoutMs: s.gitTimeoutMs, remote: await checkoutRemote(root) };

  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  const revisions = await recordRevisions(root, s.head, s.base, s.gitTimeoutMs);
  // Before any round: a store that refuses the record, or holds it already, costs no run.
  const already = await recordedAlready(root, store, revisions);
  if (already) {
    stderrLogger.info(`${recordSummary(already, store)}; nothing run`);
    return EXIT.ok;
  }
  const fewRounds = recordRoundsWarning(s.recordRounds, s.alpha, '--record-rounds');
  if (fewRounds) stderrLogger.warn(fewRounds);
  const outcome = await runComparison(
    {
      ...s,
      // A record's rounds are fixed and always pair: the chain of ratios is the paired estimate.
      rounds: s.recordRounds,
      test: 'paired',
      command,
      repo: process.cwd(),
      workingDirectory: prefix,
      base: revisions.base,
      head: revisions.head,
      names: 'flags',
      ...(rules ? { rules } : {}),
    },
    { log: stderrLogger },
  );
  if ('error' in outcome) throw outcome.error;
  const { report, unreadable, keptDir } = outcome;
  for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
  if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(', ')} in the output`);
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  if (keptDir) stderrLogger.info(`raw outputs of every run: ${keptDir}`);
  // On the data branch the dashboard goes beside the records, in the same commit, as mode: record's does.
  const rootFiles = (records: readonly HistoryRecord[]) =>
    renderDashboard(analyseHistory(records, { threshold: s.threshold }), { repository: records.findLast((r) => r.repository)?.repository });
  const recorded = await recordRun(report, { repo: root, store, rootFiles, log: (line) => stderrLogger.info(line) });
  stderrLogger.info(recordSummary(recorded, store));
  return EXIT.ok;
}
