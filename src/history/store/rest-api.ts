// The data branch read through the REST API's git database (ref, commit, trees, blobs): for the
// jobs that have no checkout to run git in (mode: comment, mode: merge). Bounded (a number of
// files and bytes, the newest kept) and under a deadline of its own; parsed like every store.
import { readBranchFolder, type FolderLimits } from '../../github/branch-folder.js';
import { withinDeadline, type ApiLimits, type DeadlineClientOptions } from '../../github/deadline.js';
import type { GitHubClient } from '../../github/client.js';
import { HISTORY_FOLDER } from './data-branch.js';
import { MAX_FILES, readStoreFiles, storeFilesInOrder } from './lines.js';
import type { StoreRead, StoreReader } from './reader.js';

/**
 * What the API reads of the store at most: every file a store keeps, up to 32 MiB (about 55,000
 * records, the newest kept). The comment needs the last 30 commits; the trend shows what was read.
 */
export const HISTORY_API_LIMITS: FolderLimits = { maxFiles: MAX_FILES, maxBytes: 32 * 1024 * 1024 };

export interface RestApiStore {
  owner: string;
  repo: string;
  branch: string;
  /** Makes the client for the deadline (withinDeadline's). */
  connect: (opts: DeadlineClientOptions) => Promise<GitHubClient>;
  /** Each request's timeout and the whole read's deadline. */
  api: ApiLimits;
  /** How much of the store is read at most (default HISTORY_API_LIMITS). */
  limits?: FolderLimits;
}

/** The data branch through the API as a StoreReader; a deadline that passes is an error that says what it waited for. */
export function restApiReader(store: RestApiStore): StoreReader {
  const { owner, repo, branch } = store;
  const limits = store.limits ?? HISTORY_API_LIMITS;
  return {
    where: `the data branch ${branch} of ${owner}/${repo}`,
    async read(): Promise<StoreRead> {
      const done = await withinDeadline(store.connect, store.api, (client) =>
        readBranchFolder(client, { owner, repo, branch, folder: HISTORY_FOLDER }, storeFilesInOrder, limits),
      );
      if (done.passed) throw new Error(`the deadline of ${done.deadline} for reading it passed, ${done.waiting}`);
      const folder = done.value;
      if (!folder) return { records: [], warnings: [], missing: `no data branch ${branch} in ${owner}/${repo} (nothing recorded yet)` };
      const read = readStoreFiles(folder.files, (name) => `${branch}:${HISTORY_FOLDER}/${name}`);
      const left = folder.left.length
        ? `; the ${folder.left.length} oldest of its files left out (over the ${limits.maxFiles} files or ${limits.maxBytes} bytes read at most)`
        : '';
      return { ...read, note: ` (read through the GitHub API at ${folder.commit.slice(0, 7)}${left})` };
    },
  };
}
