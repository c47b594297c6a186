// The history store on a git branch of the remote (`--data-branch B`, default benchgate-data):
// the files of store-lines.ts in the branch's `history/` folder (its root stays free for a
// dashboard served by GitHub Pages). Read and written with plumbing only, in a bare repository
// of benchgate's own (git/git-remote.ts: the calls that carry the token read no config the
// checkout or $HOME can set), so the user's checkout, index, HEAD, refs and objects are never
// touched:
//   read:  ls-remote (a missing branch is an empty history), fetch its tip (depth 1),
//          ls-tree + cat-file of its history/ folder;
//   write: hash-object the appended file, mktree history/ and the root (every other entry kept),
//          commit-tree on the tip (an orphan commit when the branch is new), push SHA:refs/heads/B.
// A push the remote rejects because the branch moved (another merge's record landed first) is
// retried on the new tip — fetched again, appended again — a bounded number of times, so two
// records racing both land.
import { setTimeout as sleep } from 'node:timers/promises';
import type { GitExtra, GitOutput } from '../../git/git.js';
import { checkoutRemote, withIsolatedRepo, type GitRemote, type IsolatedRepo } from '../../git/git-remote.js';
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
  /** Any folder of the repository (its origin is the remote when `remote` is not given). */
  repo: string;
  branch: string;
  /** The remote holding the branch, and its credential (default: the checkout's origin, resolved now). */
  remote?: GitRemote;
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

/** A call in benchgate's repository, to the remote when `remote` is set. */
async function call(repo: IsolatedRepo, args: string[], what: string, extra: GitExtra & { timeoutMs?: number; remote?: boolean } = {}): Promise<GitOutput> {
  const r = await (extra.remote ? repo.remote(args, extra) : repo.git(args, extra));
  if (r.timedOut) throw new StoreError(`${what}: git ${args[0]} did not finish in time (git-timeout)`);
  if (!r.ok) throw new StoreError(`${what}: git ${args[0]} failed${r.stderr ? `:\n${r.stderr}` : ''}`);
  return r;
}

// The ref of benchgate's repository the fetched tip is kept under.
const FETCHED = 'refs/benchgate/tip';

/**
 * The branch's tip on the remote, fetched into `repo` (the tip alone: its tree is all a record
 * needs); undefined when the remote has no such branch.
 */
async function fetchTip(repo: IsolatedRepo, remote: GitRemote, opts: DataBranchOptions): Promise<string | undefined> {
  const remoteCall = { timeoutMs: opts.timeoutMs, remote: true };
  const what = `cannot read the data branch ${opts.branch} from ${remote.label}`;
  const listed = await call(repo, ['ls-remote', '--heads', '--end-of-options', remote.fetchUrl, `refs/heads/${opts.branch}`], what, remoteCall);
  if (!listed.stdout.split('\n').some((l) => l.endsWith(`\trefs/heads/${opts.branch}`))) return undefined;
  const refspec = `+refs/heads/${opts.branch}:${FETCHED}`;
  await call(repo, ['fetch', '--no-tags', '--no-write-fetch-head', '--quiet', '--depth=1', '--end-of-options', remote.fetchUrl, refspec], what, remoteCall);
  // What was fetched, not what was listed: a record may have landed in between.
  return (await call(repo, ['rev-parse', '--verify', '--quiet', `${FETCHED}^{commit}`], what)).stdout;
}

interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  name: string;
}

/** The entries of a tree (`ls-tree -z`), by name relative to `folder` when given. */
async function treeEntries(repo: IsolatedRepo, treeish: string, folder?: string): Promise<TreeEntry[]> {
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

async function readFiles(repo: IsolatedRepo, tip: string): Promise<{ entries: TreeEntry[]; files: StoreFile[] }> {
  const entries = await treeEntries(repo, tip, HISTORY_FOLDER);
  const files: StoreFile[] = [];
  for (const name of storeFilesInOrder(entries.filter((e) => e.type === 'blob').map((e) => e.name))) {
    const entry = entries.find((e) => e.name === name)!;
    files.push({ name, text: (await call(repo, ['cat-file', 'blob', entry.sha], `cannot read ${HISTORY_FOLDER}/${name} of ${tip}`, { raw: true })).stdout });
  }
  return { entries, files };
}

const label = (opts: DataBranchOptions) => (name: string) => `${opts.branch}:${HISTORY_FOLDER}/${name}`;

/** Runs `fn` in a repository of benchgate's own, with the remote holding the branch. */
async function withRemote<T>(opts: DataBranchOptions, fn: (repo: IsolatedRepo, remote: GitRemote) => Promise<T>): Promise<T> {
  const remote = opts.remote ?? (await checkoutRemote(opts.repo));
  return withIsolatedRepo(remote, (repo) => fn(repo, remote));
}

/** The history files at the branch's tip on the remote; undefined when the remote has no such branch. */
function branchFiles(opts: DataBranchOptions): Promise<StoreFile[] | undefined> {
  return withRemote(opts, async (repo, remote) => {
    const tip = await fetchTip(repo, remote, opts);
    return tip ? (await readFiles(repo, tip)).files : undefined;
  });
}

/** Every record on the data branch; a remote without the branch is an empty history, silently. */
export async function readDataBranch(opts: DataBranchOptions): Promise<StoreContents> {
  const files = await branchFiles(opts);
  return files ? readStoreFiles(files, label(opts)) : { records: [], warnings: [] };
}

/**
 * Where on the data branch `commit` is recorded against `parent` (`branch:history/file`), or
 * undefined; refuses a store of an unknown version (StoreError) as an append would.
 */
export async function recordedOnDataBranch(opts: DataBranchOptions, key: Pick<HistoryRecord, 'commit' | 'parent'>): Promise<string | undefined> {
  const files = await branchFiles(opts);
  if (!files) return undefined;
  readStoreFiles(files, label(opts));
  const file = alreadyRecorded(files, key);
  return file ? label(opts)(file) : undefined;
}

async function mktree(repo: IsolatedRepo, entries: TreeEntry[]): Promise<string> {
  const input = entries.map((e) => `${e.mode} ${e.type} ${e.sha}\t${e.name}\0`).join('');
  return (await call(repo, ['mktree', '-z'], 'cannot write the data branch tree', { input })).stdout;
}

/** The commit of the tip's tree with the appended file (and the oldest files dropped); the tip's other files kept. */
async function appendCommit(
  repo: IsolatedRepo,
  opts: AppendOptions,
  tip: string | undefined,
  entries: TreeEntry[],
  files: StoreFile[],
  records: readonly HistoryRecord[],
  rootFiles: Record<string, string> = {},
): Promise<{ commit: string; plan: AppendPlan }> {
  const plan = planAppend(files, records, opts.limits ?? DEFAULT_LIMITS);
  const old = files.find((f) => f.name === plan.file)?.text ?? '';
  const blob = (await call(repo, ['hash-object', '-w', '--stdin'], 'cannot write the history file', { input: old + plan.text })).stdout;
  const history = entries.filter((e) => e.name !== plan.file && !plan.remove.includes(e.name));
  history.push({ mode: '100644', type: 'blob', sha: blob, name: plan.file });
  const historyTree = await mktree(repo, history);
  const root = tip ? (await treeEntries(repo, tip)).filter((e) => e.name !== HISTORY_FOLDER && !(e.name in rootFiles)) : [];
  root.push({ mode: '040000', type: 'tree', sha: historyTree, name: HISTORY_FOLDER });
  for (const [name, text] of Object.entries(rootFiles)) {
    const sha = (await call(repo, ['hash-object', '-w', '--stdin'], `cannot write ${name}`, { input: text })).stdout;
    root.push({ mode: '100644', type: 'blob', sha, name });
  }
  const tree = await mktree(repo, root);
  const args = ['commit-tree', tree, ...(tip ? ['-p', tip] : []), '-m', opts.message];
  return { commit: (await call(repo, args, 'cannot write the data branch commit', { env: IDENTITY })).stdout, plan };
}

/** Pushes `commit` as the branch's new tip, never forced; the git output when the remote refused it. */
async function push(repo: IsolatedRepo, remote: GitRemote, opts: AppendOptions, commit: string): Promise<{ ok: true } | { ok: false; output: string }> {
  const args = ['push', '--porcelain', '--quiet', '--end-of-options', remote.pushUrl, `${commit}:refs/heads/${opts.branch}`];
  const r = await repo.remote(args, { env: { LC_ALL: 'C' }, timeoutMs: opts.timeoutMs });
  if (r.ok) return { ok: true };
  if (r.timedOut) throw new StoreError(`cannot push the data branch ${opts.branch} to ${remote.label}: git push did not finish in time (git-timeout)`);
  return { ok: false, output: [r.stdout, r.stderr].filter(Boolean).join('\n') };
}

function pushRefused(opts: DataBranchOptions, remote: GitRemote, output: string): StoreError {
  return new StoreError(
    `cannot push the data branch ${opts.branch} to ${remote.label} (record needs write access to it: in the action, \`permissions: contents: write\`):\n${output}`,
  );
}

/**
 * Appends one commit's records to the data branch and pushes it, retrying on the new tip while
 * other records land first (up to `tries` pushes). A commit already recorded against the same
 * parent is not appended twice (a re-run, or a racing run of the same commit).
 */
export function appendToDataBranch(opts: AppendOptions, records: readonly HistoryRecord[]): Promise<BranchAppendResult> {
  return withRemote(opts, (repo, remote) => appendWith(repo, remote, opts, records));
}

async function appendWith(repo: IsolatedRepo, remote: GitRemote, opts: AppendOptions, records: readonly HistoryRecord[]): Promise<BranchAppendResult> {
  const tries = opts.tries ?? PUSH_TRIES;
  let refused: { tip: string | undefined; output: string } | undefined;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(repo, remote, opts);
    // A refused push is a race only if the branch moved meanwhile (whatever git called it: "fetch
    // first", "non-fast-forward", or a ref the server could not lock); else it is the remote's no.
    if (refused && refused.tip === tip) throw pushRefused(opts, remote, refused.output);
    const { entries, files } = tip ? await readFiles(repo, tip) : { entries: [], files: [] };
    // Refuses a store of an unknown version before adding to it.
    const before = readStoreFiles(files, label(opts)).records;
    if (records.length === 0) return { appended: 0, file: '', removed: [], tries: attempt };
    const duplicate = alreadyRecorded(files, records[0]);
    if (duplicate) return { appended: 0, duplicateOf: label(opts)(duplicate), tries: attempt };
    const { commit, plan } = await appendCommit(repo, opts, tip, entries, files, records, opts.rootFiles?.([...before, ...records]));
    const pushed = await push(repo, remote, opts, commit);
    if (pushed.ok) {
      return { appended: records.length, file: label(opts)(plan.file), removed: plan.remove.map(label(opts)), tries: attempt, pushed: commit };
    }
    refused = { tip, output: pushed.output };
    if (attempt >= tries) {
      if ((await fetchTip(repo, remote, opts)) === tip) throw pushRefused(opts, remote, pushed.output);
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
