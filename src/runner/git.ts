// Git plumbing of a run: resolve base and head to commits (fetching a missing one), and check
// each out in its own detached worktree. The user's checkout — files, index, HEAD, stash — is
// never switched or written: only read-only commands run against it, and worktrees live in a
// temp folder. Every git call takes an argument array; no ref ever reaches a shell.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Revision } from '../model.js';
import { cleanupOnSignal } from './cleanup.js';
import { RunnerError } from './errors.js';

// Variables that would point git (ours or the benchmark's) at another repository.
const GIT_LOCATION_VARS = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'];

export function envWithoutGitLocation(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of GIT_LOCATION_VARS) delete copy[name];
  return copy;
}

// Read-only commands must not even refresh the index (`--no-optional-locks`); hooks never run.
const GIT_PREFIX = ['--no-optional-locks', '-c', 'core.hooksPath=/dev/null'];

interface GitOutput {
  ok: boolean;
  stdout: string;
  stderr: string;
}

function git(cwd: string, args: string[]): Promise<GitOutput> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [...GIT_PREFIX, ...args],
      { cwd, env: { ...envWithoutGitLocation(process.env), GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 64 << 20 },
      (err, stdout, stderr) => resolve({ ok: !err, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });
}

async function gitOrThrow(cwd: string, args: string[], what: string): Promise<string> {
  const r = await git(cwd, args);
  if (!r.ok) throw new RunnerError(`${what}: git ${args.join(' ')} failed${r.stderr ? `:\n${r.stderr}` : ''}`);
  return r.stdout;
}

/** The top folder of the repository containing `dir`, and `dir`'s path inside it. */
export async function findRepository(dir: string): Promise<{ root: string; prefix: string }> {
  const r = await git(dir, ['rev-parse', '--show-toplevel', '--show-prefix']);
  if (!r.ok) throw new RunnerError(`${dir} is not inside a git repository (benchgate run compares two commits of one)`);
  const [root, prefix = ''] = r.stdout.split('\n');
  return { root, prefix: prefix.replace(/\/$/, '') };
}

const FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

async function verifyCommit(repo: string, ref: string): Promise<string | undefined> {
  const r = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  return r.ok && r.stdout ? r.stdout : undefined;
}

async function hasOrigin(repo: string): Promise<boolean> {
  return (await git(repo, ['remote', 'get-url', 'origin'])).ok;
}

/**
 * A ref or SHA → its full commit SHA. Tries the ref, then `origin/<ref>`, then fetches it from
 * origin (`--depth=1` when the clone is already shallow, so a full clone stays full).
 */
export async function resolveCommit(repo: string, ref: string): Promise<string> {
  if (!ref || ref.startsWith('-') || /[\0\n]/.test(ref)) {
    throw new RunnerError(`'${ref}' is not a git ref or commit (refs cannot be empty or start with '-')`);
  }
  const local = (await verifyCommit(repo, ref)) ?? (FULL_SHA.test(ref) ? undefined : await verifyCommit(repo, `origin/${ref}`));
  if (local) return local;

  let why = 'there is no remote named origin';
  if (await hasOrigin(repo)) {
    const shallow = (await git(repo, ['rev-parse', '--is-shallow-repository'])).stdout === 'true';
    const fetch = await git(repo, ['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
    if (fetch.ok) {
      const fetched = (await verifyCommit(repo, FULL_SHA.test(ref) ? ref : 'FETCH_HEAD')) ?? undefined;
      if (fetched) return fetched;
      why = 'the fetch succeeded but did not bring the commit';
    } else {
      why = `git fetch origin ${ref} failed: ${fetch.stderr.split('\n').filter(Boolean).pop() ?? 'no reason given'}`;
    }
  }
  throw new RunnerError(
    `commit ${ref} is not in this clone and could not be fetched (${why}).\n` +
      `With actions/checkout, set 'fetch-depth: 0' so both commits are present; locally, run 'git fetch origin' or check the ref.`,
  );
}

/**
 * The CLI's default base: the merge-base of HEAD with the default branch (origin/HEAD, else
 * main, else master, local or on origin).
 */
export async function defaultBase(repo: string): Promise<Revision & { sha: string }> {
  const candidates: string[] = [];
  const originHead = await git(repo, ['symbolic-ref', '--quiet', '--short', 'refs/remotes/origin/HEAD']);
  if (originHead.ok && originHead.stdout) candidates.push(originHead.stdout);
  candidates.push('main', 'master', 'origin/main', 'origin/master');
  for (const branch of candidates) {
    if (!(await verifyCommit(repo, branch))) continue;
    const mb = await git(repo, ['merge-base', 'HEAD', branch]);
    if (mb.ok && mb.stdout) return { ref: `merge-base(HEAD, ${branch})`, sha: mb.stdout };
  }
  throw new RunnerError('cannot tell which commit to compare with: no origin/HEAD, main or master branch shares history with HEAD. Pass --base REF.');
}

/** Whether the user's checkout has uncommitted changes to tracked files (they are not benchmarked). */
export async function hasUncommittedChanges(repo: string): Promise<boolean> {
  const r = await git(repo, ['status', '--porcelain', '--untracked-files=no']);
  return r.ok && r.stdout.length > 0;
}

export interface Worktrees {
  /** The temp folder holding both checkouts (and nothing of the user's). */
  root: string;
  base: string;
  head: string;
  /** Removes both worktrees and the temp folder; safe to call more than once. */
  remove(): void;
}

function removeSync(repo: string, root: string, dirs: string[]): void {
  for (const dir of dirs) {
    try {
      execFileSync('git', [...GIT_PREFIX, 'worktree', 'remove', '--force', '--force', dir], {
        cwd: repo,
        stdio: 'ignore',
        env: envWithoutGitLocation(process.env),
      });
    } catch {
      // Not registered (failed half-way) or already gone: the folder removal and prune cover it.
    }
  }
  rmSync(root, { recursive: true, force: true });
  try {
    execFileSync('git', [...GIT_PREFIX, 'worktree', 'prune'], { cwd: repo, stdio: 'ignore', env: envWithoutGitLocation(process.env) });
  } catch {
    // Nothing more we can do; stale entries are harmless and pruned by git later.
  }
}

/**
 * Checks out both commits in detached worktrees `<tmp>/benchgate-XXXXXX/{base,head}` (paths of
 * equal length, so path-dependent code behaves the same). Removed by `remove()` and on signals.
 */
export async function addWorktrees(repo: string, baseSha: string, headSha: string): Promise<Worktrees> {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'benchgate-')));
  const base = path.join(root, 'base');
  const head = path.join(root, 'head');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    unregister();
    removeSync(repo, root, [base, head]);
  };
  const unregister = cleanupOnSignal(remove);
  try {
    await gitOrThrow(repo, ['worktree', 'add', '--detach', base, baseSha], `cannot check out base ${baseSha}`);
    await gitOrThrow(repo, ['worktree', 'add', '--detach', head, headSha], `cannot check out head ${headSha}`);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, base, head, remove };
}

/** Runs `fn` with both worktrees checked out, removing them on every exit path. */
export async function withWorktrees<T>(repo: string, baseSha: string, headSha: string, fn: (w: Worktrees) => Promise<T>): Promise<T> {
  const worktrees = await addWorktrees(repo, baseSha, headSha);
  try {
    return await fn(worktrees);
  } finally {
    worktrees.remove();
  }
}

/**
 * Checks out the submodules of a worktree (`git submodule update --init --recursive`) when it
 * has a `.gitmodules`; without them the benchmark would see empty folders. Returns whether it did.
 */
export async function initSubmodules(worktree: string, side: string): Promise<boolean> {
  if (!existsSync(path.join(worktree, '.gitmodules'))) return false;
  await gitOrThrow(
    worktree,
    ['submodule', 'update', '--init', '--recursive'],
    `cannot check out the submodules of ${side} (set submodules: false, or --submodules false, if the benchmark does not need them)`,
  );
  return true;
}

/**
 * Names of git config keys of `repo` that hold an HTTP credential (actions/checkout's
 * `persist-credentials` writes the token as `http.<url>.extraheader`). The worktrees share that
 * config, so the benchmark could read it; the caller warns. Values are never read out.
 */
export async function persistedCredentialKeys(repo: string): Promise<string[]> {
  const r = await git(repo, ['config', '--name-only', '--get-regexp', '^http\\..*\\.extraheader$']);
  return r.ok && r.stdout ? [...new Set(r.stdout.split('\n').filter(Boolean))] : [];
}

/**
 * The text of `file` (a path from the repository's root) at commit `sha`, or undefined when that
 * commit has no such file. Read from git's object store: nothing is checked out.
 */
export async function readFileAtCommit(repo: string, sha: string, file: string): Promise<string | undefined> {
  const exists = await git(repo, ['cat-file', '-e', `${sha}:${file}`]);
  if (!exists.ok) return undefined;
  // Not through git(): its output is trimmed, and a file's text is kept as it is.
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...GIT_PREFIX, 'show', `${sha}:${file}`],
      { cwd: repo, env: envWithoutGitLocation(process.env), maxBuffer: 16 << 20, encoding: 'utf8' },
      (err, stdout, stderr) => (err ? reject(new RunnerError(`cannot read ${file} at ${sha}: ${stderr.trim() || err.message}`)) : resolve(stdout)),
    );
  });
}
