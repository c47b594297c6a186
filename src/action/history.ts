// What main's history says of a report's changed rows (history/render/comment-section.ts), for the
// comment and the job summary of every mode that comments. Read from the data branch when it
// exists: by git in mode: run (the checkout is there, and it needs no API call), through the REST
// API in mode: comment and mode: merge (a workflow_run job or a merge job may have no checkout at
// all; the token needs contents: read, which GITHUB_TOKEN has by default). Optional: silently
// absent when there is no such branch, and a branch that cannot be read is one line in the log,
// never a failed step.
import type { Report } from '../model.js';
import { describeError, httpStatus, rateLimitOf } from '../github/client.js';
import { readBranchFolder, type FolderLimits } from '../github/branch-folder.js';
import { withinDeadline, type DeadlineClientOptions } from '../github/deadline.js';
import { readHistory } from '../pipeline/record.js';
import { analyseHistory } from '../history/detect/analyse.js';
import { historyCommentLines } from '../history/render/comment-section.js';
import { HISTORY_FOLDER } from '../history/store/data-branch.js';
import { MAX_FILES, readStoreFiles, storeFilesInOrder } from '../history/store/lines.js';
import { checkoutRemoteForRunner } from '../runner/git-remote.js';
import type { HistoryRecord } from '../history/model.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIo } from './io.js';

/** Where the data branch is read from: the checkout's origin (git), or the repository's API. */
export type HistorySource = { kind: 'git'; root: string } | { kind: 'api'; owner: string; repo: string };

/** Longest the reading may take: a slow origin or API delays the comment by a minute at most. */
export const HISTORY_READ_DEADLINE_MS = 60_000;

/**
 * What the API reads of the store at most: every file a store keeps, up to 32 MiB (about 55,000
 * records, the newest kept). The comment needs the last 30 commits; the trend shows what was read.
 */
export const HISTORY_API_LIMITS: FolderLimits = { maxFiles: MAX_FILES, maxBytes: 32 * 1024 * 1024 };

/** The history's lines for the comment; [] (and one log line saying why) when there are none. */
export async function mainHistoryLines(
  report: Report,
  source: HistorySource,
  inputs: ActionInputs,
  io: ActionIo,
  limits: FolderLimits = HISTORY_API_LIMITS,
): Promise<string[]> {
  if (!report.comparisons.length) return [];
  const branch = inputs.dataBranch;
  try {
    const read = source.kind === 'git' ? await readByGit(source.root, inputs, io) : await readByApi(source, inputs, io, limits);
    if (typeof read === 'string') {
      io.info(`main's history: ${read}`);
      return [];
    }
    if (read.records.length === 0) return [];
    const lines = historyCommentLines(analyseHistory(read.records, { threshold: inputs.threshold }), report, new Date());
    io.info(`main's history: ${read.records.length} records on the data branch ${branch}${read.note}`);
    return lines;
  } catch (err) {
    io.info(`main's history: not read from the data branch ${branch} (${whyNotRead(err)})`);
    return [];
  }
}

interface HistoryRead {
  records: HistoryRecord[];
  /** What the log line adds (how it was read, what was left out). */
  note: string;
}

async function readByGit(root: string, inputs: ActionInputs, io: ActionIo): Promise<HistoryRead> {
  const timeoutMs = Math.min(inputs.gitTimeoutMs || HISTORY_READ_DEADLINE_MS, HISTORY_READ_DEADLINE_MS);
  // The checkout's origin, with the step's token when it is the runner's repository (sent there only: runner/git-remote.ts).
  const remote = await checkoutRemoteForRunner(root, io.env, inputs.token);
  const { records } = await readHistory(root, { kind: 'branch', branch: inputs.dataBranch, timeoutMs, remote });
  return { records, note: '' };
}

/** The records through the API, under the mode's API limits and a deadline of its own; a string says why there are none. */
async function readByApi(source: { owner: string; repo: string }, inputs: ActionInputs, io: ActionIo, limits: FolderLimits): Promise<HistoryRead | string> {
  const branch = inputs.dataBranch;
  if (!inputs.token) return `not read from the data branch ${branch} (no github-token to read it through the GitHub API)`;
  const apiLimits = { requestTimeoutMs: inputs.api.requestTimeoutMs, deadlineMs: Math.min(inputs.api.deadlineMs, HISTORY_READ_DEADLINE_MS) };
  // An optional read sits out no rate limit: it is given up on at once (the comment goes on without it).
  const connect = (opts: DeadlineClientOptions) => io.github(inputs.token, { ...opts, maxRateLimitWaitSeconds: 0 });
  const done = await withinDeadline(connect, apiLimits, (client) =>
    readBranchFolder(client, { ...source, branch, folder: HISTORY_FOLDER }, storeFilesInOrder, limits),
  );
  if (done.passed) throw new Error(`the deadline of ${done.deadline} for reading it passed, ${done.waiting}`);
  const folder = done.value;
  if (!folder) return `no data branch ${branch} in ${source.owner}/${source.repo} (nothing recorded yet)`;
  const { records } = readStoreFiles(folder.files, (name) => `${branch}:${HISTORY_FOLDER}/${name}`);
  const left = folder.left.length
    ? `; the ${folder.left.length} oldest of its files left out (over the ${limits.maxFiles} files or ${limits.maxBytes} bytes read at most)`
    : '';
  return { records, note: ` (read through the GitHub API at ${folder.commit.slice(0, 7)}${left})` };
}

/** Why the branch was not read: the API's own words (never its headers), and what to grant on a refusal. */
function whyNotRead(err: unknown): string {
  const status = httpStatus(err);
  if (status === undefined) return err instanceof Error && !('request' in err) ? err.message : describeError(err);
  const said = describeError(err);
  if ((status === 403 || status === 404) && !rateLimitOf(err)) return `${said}; the job's token needs contents: read`;
  return said;
}
