// The history store on a git branch of the remote (`--data-branch B`, default benchgate-data):
// the files of store-lines.ts in the branch's `history/` folder (its root stays free for a
// dashboard served by GitHub Pages). Read and written with plumbing only, so the user's
// checkout, index, HEAD and refs are never touched:
//   read:  ls-remote (a missing branch is an empty history), fetch its objects (no ref written),
//          ls-tree + cat-file of its history/ folder;
//   write: hash-object the appended file, mktree history/ and the root (every other entry kept),
//          commit-tree on the tip (an orphan commit when the branch is new), push SHA:refs/heads/B.
// A push the remote rejects because the branch moved (another merge's record landed first) is
// retried on the new tip — fetched again, appended again — a bounded number of times, so two
// records racing both land. Every git call goes through git/git.ts's hardened runGit.
import { setTimeout as sleep } from 'node:timers/promises';
import { runGit, type GitExtra, type GitOutput } from '../../git/git.js';
import type { HistoryRecord } from '../model.js';
import {
  alreadyRecorded,
  DEFAULT_LIMITS,
  planAppend,
  readStoreFiles,
  StoreError,
  storeFilesInOrder,
  type AppendPlan,
  type StoreFile,
  type StoreLimits,
} from './lines.js';
import type { AppendResult, StoreContents } from './folder.js';
import type { StoreReader } from './reader.js';

/** The branch's folder that holds the store's files. */
export const HISTORY_FOLDER = 'history';

/** Pushes tried before giving up when other records keep landing first. */
export const PUSH_TRIES = 5;

// Who the data branch's commits are by: benchgate, whatever the machine's git identity (a runner has none).
const IDENTITY: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: 'benchgate',
  GIT_AUTHOR_EMAIL: 'benchgate@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'benchgate',
  GIT_COMMITTER_EMAIL: 'benchgate@users.noreply.github.com',
};

export interface DataBranchOptions {
  /** Any folder of the repository. */
  repo: string;
  branch: string;
  /** The remote holding the branch (default origin). */
  remote?: string;
  /** Variables for the calls that reach the remote: the action's credential header (GIT_CONFIG_*). */
  remoteEnv?: NodeJS.ProcessEnv;
  /** Limit of each call that reaches the remote, ms (git/git.ts's default when absent). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface AppendOptions extends DataBranchOptions {
  /** Pushes tried (default PUSH_TRIES). */
  tries?: number;
  limits?: StoreLimits;
  /** The commit message's subject. */
  message: string;
  /**
   * Files for the branch's root made from every record after this append (the dashboard, for
   * GitHub Pages): written in the same commit, so they always show the history beside them.
   */
  rootFiles?: (records: readonly HistoryRecord[]) => Record<string, string>;
}

export type BranchAppendResult = AppendResult & { tries: number; pushed?: string };

async function call(repo: string, args: string[], what: string, extra: GitExtra & { timeoutMs?: number } = {}): Promise<GitOutput> {
  const r = await runGit(repo, args, extra);
  if (r.timedOut) throw new StoreError(`${what}: git ${args[0]} did not finish in time (git-timeout)`);
  if (!r.ok) throw new StoreError(`${what}: git ${args[0]} failed${r.stderr ? `:\n${r.stderr}` : ''}`);
  return r;
}

/**
 * The branch's tip on the remote, its objects fetched; undefined when the remote has no such
 * branch. No ref is written (not origin/B, not FETCH_HEAD, nothing of benchgate's): the clone's
 * refs stay as they were; the objects stay until git's own gc, like any fetched commit's.
 */
async function fetchTip(opts: DataBranchOptions): Promise<string | undefined> {
  const remote = opts.remote ?? 'origin';
  const remoteCall = { env: opts.remoteEnv, timeoutMs: opts.timeoutMs };
  const what = `cannot read the data branch ${opts.branch} from ${remote}`;
  const listed = await call(opts.repo, ['ls-remote', '--heads', '--end-of-options', remote, `refs/heads/${opts.branch}`], what, remoteCall);
  const line = listed.stdout.split('\n').find((l) => l.endsWith(`\trefs/heads/${opts.branch}`));
  if (!line) return undefined;
  const tip = line.slice(0, line.indexOf('\t'));
  // A shallow clone fetches the tip alone (it needs nothing more); a full clone stays full.
  const shallow = (await runGit(opts.repo, ['rev-parse', '--is-shallow-repository'])).stdout === 'true';
  await call(
    opts.repo,
    // --refmap= and a refspec without a destination: objects only, no ref written.
    ['fetch', '--no-tags', '--no-write-fetch-head', '--refmap=', '--quiet', ...(shallow ? ['--depth=1'] : []), remote, `refs/heads/${opts.branch}`],
    what,
    remoteCall,
  );
  // The tip listed may have moved by the fetch (a record landing): a fast-forward, so its objects came too.
  return (await call(opts.repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${tip}^{commit}`], what)).stdout;
}

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  name: string;
}

/** The entries of a tree (`ls-tree -z`), by name relative to `folder` when given. */
async function treeEntries(repo: string, treeish: string, folder?: string): Promise<TreeEntry[]> {
  const args = ['ls-tree', '-z', treeish, ...(folder ? ['--', `${folder}/`] : [])];
  const out = (await call(repo, args, `cannot list ${treeish}`, { raw: true })).stdout;
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, full] = [line.slice(0, line.indexOf('\t')), line.slice(line.indexOf('\t') + 1)];
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, name: folder ? full.slice(folder.length + 1) : full };
    });
}

async function readFiles(repo: string, tip: string): Promise<{ entries: TreeEntry[]; files: StoreFile[] }> {
  const entries = await treeEntries(repo, tip, HISTORY_FOLDER);
  const files: StoreFile[] = [];
  for (const name of storeFilesInOrder(entries.filter((e) => e.type === 'blob').map((e) => e.name))) {
    const entry = entries.find((e) => e.name === name)!;
    files.push({ name, text: (await call(repo, ['cat-file', 'blob', entry.sha], `cannot read ${HISTORY_FOLDER}/${name} of ${tip}`, { raw: true })).stdout });
  }
  return { entries, files };
}

const label = (opts: DataBranchOptions) => (name: string) => `${opts.branch}:${HISTORY_FOLDER}/${name}`;

/** Every record on the data branch; a remote without the branch is an empty history, silently. */
export async function readDataBranch(opts: DataBranchOptions): Promise<StoreContents> {
  const tip = await fetchTip(opts);
  if (!tip) return { records: [], warnings: [] };
  return readStoreFiles((await readFiles(opts.repo, tip)).files, label(opts));
}

async function mktree(repo: string, entries: TreeEntry[]): Promise<string> {
  const input = entries.map((e) => `${e.mode} ${e.type} ${e.sha}\t${e.name}\0`).join('');
  return (await call(repo, ['mktree', '-z'], 'cannot write the data branch tree', { input })).stdout;
}

/** The commit of the tip's tree with the appended file (and the oldest files dropped); the tip's other files kept. */
async function appendCommit(
  opts: AppendOptions,
  tip: string | undefined,
  entries: TreeEntry[],
  files: StoreFile[],
  records: readonly HistoryRecord[],
  rootFiles: Record<string, string> = {},
): Promise<{ commit: string; plan: AppendPlan }> {
  const plan = planAppend(files, records, opts.limits ?? DEFAULT_LIMITS);
  const old = files.find((f) => f.name === plan.file)?.text ?? '';
  const blob = (await call(opts.repo, ['hash-object', '-w', '--stdin'], 'cannot write the history file', { input: old + plan.text })).stdout;
  const history = entries.filter((e) => e.name !== plan.file && !plan.remove.includes(e.name));
  history.push({ mode: '100644', type: 'blob', sha: blob, name: plan.file });
  const historyTree = await mktree(opts.repo, history);
  const root = tip ? (await treeEntries(opts.repo, tip)).filter((e) => e.name !== HISTORY_FOLDER && !(e.name in rootFiles)) : [];
  root.push({ mode: '040000', type: 'tree', sha: historyTree, name: HISTORY_FOLDER });
  for (const [name, text] of Object.entries(rootFiles)) {
    const sha = (await call(opts.repo, ['hash-object', '-w', '--stdin'], `cannot write ${name}`, { input: text })).stdout;
    root.push({ mode: '100644', type: 'blob', sha, name });
  }
  const tree = await mktree(opts.repo, root);
  const args = ['commit-tree', tree, ...(tip ? ['-p', tip] : []), '-m', opts.message];
  return { commit: (await call(opts.repo, args, 'cannot write the data branch commit', { env: IDENTITY })).stdout, plan };
}

/** Pushes `commit` as the branch's new tip, never forced; the git output when the remote refused it. */
async function push(opts: AppendOptions, commit: string): Promise<{ ok: true } | { ok: false; output: string }> {
  const remote = opts.remote ?? 'origin';
  // To the remote's push URL, not its name: a push by name would also move origin/B in the clone.
  const url = (await call(opts.repo, ['remote', 'get-url', '--push', remote], `cannot push the data branch ${opts.branch}`)).stdout;
  const args = ['push', '--porcelain', '--quiet', '--end-of-options', url, `${commit}:refs/heads/${opts.branch}`];
  const r = await runGit(opts.repo, args, { env: { ...opts.remoteEnv, LC_ALL: 'C' }, timeoutMs: opts.timeoutMs });
  if (r.ok) return { ok: true };
  if (r.timedOut) throw new StoreError(`cannot push the data branch ${opts.branch} to ${remote}: git push did not finish in time (git-timeout)`);
  return { ok: false, output: [r.stdout, r.stderr].filter(Boolean).join('\n') };
}

function pushRefused(opts: DataBranchOptions, output: string): StoreError {
  return new StoreError(
    `cannot push the data branch ${opts.branch} to ${opts.remote ?? 'origin'} (record needs write access to it: in the action, \`permissions: contents: write\`):\n${output}`,
  );
}

/**
 * Appends one commit's records to the data branch and pushes it, retrying on the new tip while
 * other records land first (up to `tries` pushes). A commit already recorded against the same
 * parent is not appended twice (a re-run, or a racing run of the same commit).
 */
export async function appendToDataBranch(opts: AppendOptions, records: readonly HistoryRecord[]): Promise<BranchAppendResult> {
  const tries = opts.tries ?? PUSH_TRIES;
  let refused: { tip: string | undefined; output: string } | undefined;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(opts);
    // A refused push is a race only if the branch moved meanwhile (whatever git called it: "fetch
    // first", "non-fast-forward", or a ref the server could not lock); else it is the remote's no.
    if (refused && refused.tip === tip) throw pushRefused(opts, refused.output);
    const { entries, files } = tip ? await readFiles(opts.repo, tip) : { entries: [], files: [] };
    // Refuses a store of an unknown version before adding to it.
    const before = readStoreFiles(files, label(opts)).records;
    if (records.length === 0) return { appended: 0, file: '', removed: [], tries: attempt };
    const duplicate = alreadyRecorded(files, records[0]);
    if (duplicate) return { appended: 0, duplicateOf: label(opts)(duplicate), tries: attempt };
    const { commit, plan } = await appendCommit(opts, tip, entries, files, records, opts.rootFiles?.([...before, ...records]));
    const pushed = await push(opts, commit);
    if (pushed.ok) {
      return { appended: records.length, file: label(opts)(plan.file), removed: plan.remove.map(label(opts)), tries: attempt, pushed: commit };
    }
    refused = { tip, output: pushed.output };
    if (attempt >= tries) {
      if ((await fetchTip(opts)) === tip) throw pushRefused(opts, pushed.output);
      throw new StoreError(
        `cannot push the data branch ${opts.branch}: it moved before each of ${tries} pushes (other records kept landing first); run record again`,
      );
    }
    opts.log?.(`data branch ${opts.branch}: the push was refused (another record may have landed first); fetching it again (push ${attempt + 1} of ${tries})`);
    // Spread racing recorders apart, so they do not collide again at once.
    await sleep(100 * attempt + Math.floor(Math.random() * 200 * attempt));
  }
}

/** The data branch, read by git, as a StoreReader (reader.ts). */
export function dataBranchReader(opts: DataBranchOptions): StoreReader {
  return { where: `the data branch ${opts.branch} of origin`, read: () => readDataBranch(opts) };
}
