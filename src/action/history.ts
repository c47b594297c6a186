// What main's history says of a report's changed rows (history/render/comment-section.ts), for the
// comment and the job summary of every mode that comments. Read from the data branch when it
// exists: by git in mode: run (the checkout is there, and it needs no API call), through the REST
// API in mode: comment and mode: merge (a workflow_run job or a merge job may have no checkout at
// all; the token needs contents: read, which GITHUB_TOKEN has by default). Optional: silently
// absent when there is no such branch, and a branch that cannot be read is one line in the log,
// never a failed step.
import type { Report } from '../model.js';
import { describeError, httpStatus, rateLimitOf } from '../github/client.js';
import type { FolderLimits } from '../github/branch-folder.js';
import type { DeadlineClientOptions } from '../github/deadline.js';
import { checkoutRemoteForRunner } from '../git/git-remote.js';
import { analyseHistory, historyCommentLines, HISTORY_API_LIMITS, restApiReader, storeReader, type StoreRead } from '../history/index.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIo } from './io.js';

/** Where the data branch is read from: the checkout's origin (git), or the repository's API. */
export type HistorySource = { kind: 'git'; root: string } | { kind: 'api'; owner: string; repo: string };

/** Longest the reading may take: a slow origin or API delays the comment by a minute at most. */
export const HISTORY_READ_DEADLINE_MS = 60_000;

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
    io.info(`main's history: ${read.records.length} records on the data branch ${branch}${read.note ?? ''}`);
    return lines;
  } catch (err) {
    io.info(`main's history: not read from the data branch ${branch} (${whyNotRead(err)})`);
    return [];
  }
}

async function readByGit(root: string, inputs: ActionInputs, io: ActionIo): Promise<StoreRead> {
  const timeoutMs = Math.min(inputs.gitTimeoutMs || HISTORY_READ_DEADLINE_MS, HISTORY_READ_DEADLINE_MS);
  // The checkout's origin, with the step's token when it is the runner's repository (sent there only: git/git-remote.ts).
  const remote = await checkoutRemoteForRunner(root, io.env, inputs.token);
  return storeReader(root, { kind: 'branch', branch: inputs.dataBranch, timeoutMs, remote }).read();
}

/** The records through the API, under the mode's API limits and a deadline of its own; a string says why there are none. */
async function readByApi(source: { owner: string; repo: string }, inputs: ActionInputs, io: ActionIo, limits: FolderLimits): Promise<StoreRead | string> {
  const branch = inputs.dataBranch;
  if (!inputs.token) return `not read from the data branch ${branch} (no github-token to read it through the GitHub API)`;
  const api = { requestTimeoutMs: inputs.api.requestTimeoutMs, deadlineMs: Math.min(inputs.api.deadlineMs, HISTORY_READ_DEADLINE_MS) };
  // An optional read sits out no rate limit: it is given up on at once (the comment goes on without it).
  const connect = (opts: DeadlineClientOptions) => io.github(inputs.token, { ...opts, maxRateLimitWaitSeconds: 0 });
  const read = await restApiReader({ ...source, branch, connect, api, limits }).read();
  return read.missing ?? read;
}

/** Why the branch was not read: the API's own words (never its headers), and what to grant on a refusal. */
function whyNotRead(err: unknown): string {
  const status = httpStatus(err);
  if (status === undefined) return err instanceof Error && !('request' in err) ? err.message : describeError(err);
  const said = describeError(err);
  if ((status === 403 || status === 404) && !rateLimitOf(err)) return `${said}; the job's token needs contents: read`;
  return said;
}
