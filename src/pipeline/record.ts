// What `benchgate record` and `mode: record` do around the run: pick the commits (head against
// its first parent), and after the run, turn its report into records and append them to the
// store (a folder or the data branch). The one call the entries make once the report is built.
import { UserError, type Report } from '../model.js';
import { commitInfo, resolveCommit, type ShallowFetcher } from '../git/git.js';
import { RunnerError } from '../runner/errors.js';
import { roundsForFloor } from '../stats/family.js';
import { benchgateVersion } from '../version.js';
import {
  appendToDataBranch,
  appendToStore,
  describeStore,
  historyRecords,
  recordedInStore,
  recordedOnDataBranch,
  StoreError,
  type AppendResult,
  type HistoryRecord,
  type HistoryStore,
  type StoreLimits,
} from '../history/index.js';

const short = (sha: string) => sha.slice(0, 7);

/**
 * The warning for too few record rounds: below the paired test's floor a commit's ratio has no
 * 95% CI, so its record bounds nothing (history treats its noise as unknown, and finds no step
 * in it). Undefined when there are enough.
 */
export function recordRoundsWarning(rounds: number, alpha: number, name: string): string | undefined {
  const floor = roundsForFloor('paired', alpha);
  if (rounds >= floor) return undefined;
  return `${name} ${rounds}: fewer than ${floor} paired rounds give a commit's ratio no ${Number((100 * (1 - alpha)).toFixed(2))}% CI, so its records bound nothing (history cannot tell a step in them from noise); use at least ${floor}`;
}

/**
 * The commits a record measures: `head` (default HEAD) and, unless `base` is given, its first
 * parent — for a merge commit, the branch it was merged into, so the chain follows main. A parent
 * that a shallow clone lacks is fetched (as any missing commit of a run is; by `shallowFetch`
 * when given: the action's, with its token).
 */
export async function recordRevisions(
  repo: string,
  head = 'HEAD',
  base?: string,
  timeoutMs?: number,
  shallowFetch?: ShallowFetcher,
): Promise<{ head: string; base: string }> {
  const headSha = await resolveCommit(repo, head, timeoutMs, shallowFetch);
  if (base !== undefined) {
    const baseSha = await resolveCommit(repo, base, timeoutMs, shallowFetch);
    // A commit against itself is an A/A run: its record would say "no change" for a commit that
    // may well have changed everything, and the duplicate check (commit and parent) never matches it.
    if (baseSha === headSha) {
      throw new UserError(
        `base ${base} and head ${head} are the same commit ${short(headSha)}: a record measures a commit against an earlier one (its first parent when no base is given), never against itself; nothing recorded (to measure noise, A/A, use benchgate run)`,
      );
    }
    return { head: headSha, base: baseSha };
  }
  const parent = (await commitInfo(repo, headSha)).parents[0];
  if (!parent) throw new RunnerError(`${short(headSha)} is a root commit (no parent): there is nothing to record it against`);
  return { head: headSha, base: await resolveCommit(repo, parent, timeoutMs, shallowFetch) };
}

/**
 * The store checked before anything is measured: a store of a version this benchgate cannot
 * write is refused (StoreError), and a commit recorded already against the same parent is the
 * outcome to report instead of a run — whose minutes of rounds would only append nothing.
 */
export async function recordedAlready(repo: string, store: HistoryStore, revisions: { head: string; base: string }): Promise<RecordOutcome | undefined> {
  const key = { commit: revisions.head, parent: revisions.base };
  const duplicateOf =
    store.kind === 'folder'
      ? recordedInStore(store.dir, key)
      : await recordedOnDataBranch({ repo, branch: store.branch, timeoutMs: store.timeoutMs, ...(store.remote ? { remote: store.remote } : {}) }, key);
  return duplicateOf ? { ...key, appended: 0, duplicateOf } : undefined;
}

export interface RecordRunOptions {
  /** Any folder of the repository. */
  repo: string;
  store: HistoryStore;
  /** `owner/name`, when known. */
  repository?: string;
  /** When the record is made (default now). */
  now?: Date;
  log?: (line: string) => void;
  /** The store's file bounds (store-lines.ts's defaults when absent). */
  limits?: StoreLimits;
  /** A data branch's root files made from all its records after the append (the dashboard). */
  rootFiles?: (records: readonly HistoryRecord[]) => Record<string, string>;
}

export interface RecordOutcome {
  commit: string;
  parent: string;
  /** Records appended: 0 when the commit was recorded already (`duplicateOf` says where). */
  appended: number;
  duplicateOf?: string;
  /** Where they went: the file (a folder store) or `branch:history/file`. */
  file?: string;
  /** The data branch's new tip, when one was pushed. */
  pushed?: string;
}

/** Appends the records of a finished run's report to the store. */
export async function recordRun(report: Report, opts: RecordRunOptions): Promise<RecordOutcome> {
  const commit = report.run?.head.sha;
  const parent = report.run?.base.sha;
  if (!commit || !parent) throw new StoreError('the report names no commits (a run of two commits is what record records)');
  const info = await commitInfo(opts.repo, commit);
  const records = historyRecords(report, {
    commit,
    parent,
    time: info.committerDate,
    recordedAt: (opts.now ?? new Date()).toISOString(),
    ...(opts.repository ? { repository: opts.repository } : {}),
    benchgate: benchgateVersion(),
  });
  let result: AppendResult & { pushed?: string };
  if (opts.store.kind === 'folder') {
    result = appendToStore(opts.store.dir, records, opts.limits);
  } else {
    result = await appendToDataBranch(
      {
        repo: opts.repo,
        branch: opts.store.branch,
        ...(opts.store.remote ? { remote: opts.store.remote } : {}),
        timeoutMs: opts.store.timeoutMs,
        log: opts.log,
        limits: opts.limits,
        ...(opts.rootFiles ? { rootFiles: opts.rootFiles } : {}),
        message: `benchgate record ${short(commit)}: ${records.length} record${records.length === 1 ? '' : 's'} (first parent ${short(parent)})`,
      },
      records,
    );
  }
  return {
    commit,
    parent,
    appended: result.appended,
    ...('duplicateOf' in result ? { duplicateOf: result.duplicateOf } : { file: result.file }),
    ...(result.pushed ? { pushed: result.pushed } : {}),
  };
}

/** The line the CLI prints and the job summary shows. */
export function recordSummary(outcome: RecordOutcome, store: HistoryStore): string {
  if (outcome.duplicateOf) {
    return `${short(outcome.commit)} is recorded already (against ${short(outcome.parent)}, in ${outcome.duplicateOf}): nothing appended`;
  }
  const n = outcome.appended;
  return `recorded ${n} record${n === 1 ? '' : 's'} of ${short(outcome.commit)} (against its parent ${short(outcome.parent)}) in ${describeStore(store)}${outcome.file ? ` (${outcome.file})` : ''}`;
}
