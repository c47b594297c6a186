// Git plumbing of a run: resolve base and head to commits (fetching a missing one), and check
// each out in its own detached worktree. The user's checkout — files, index, HEAD, stash — is
// never switched or written: only read-only commands run against it, and worktrees live in a
// temp folder. Every git call takes an argument array; no ref ever reaches a shell.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Revision } from '../model.js';
import { cleanupOnSignal } from '../runner/cleanup.js';
import { benchmarkEnvironment } from '../runner/env.js';
import { RunnerError } from '../runner/errors.js';
import { removeTree } from '../runner/remove.js';

// Variables that would point git (ours or the benchmark's) at another repository.
const GIT_LOCATION_VARS = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_COMMON_DIR'];

export function envWithoutGitLocation(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of GIT_LOCATION_VARS) delete copy[name];
  return copy;
}

// Read-only commands must not even refresh the index (`--no-optional-locks`). No program the
// repository's config names ever runs in benchgate's own git calls (docs/security.md): the
// benchmark may have written that config (`git config core.fsmonitor CMD` in a worktree writes
// the shared .git/config) — hooks, the fsmonitor, ssh and askpass commands, credential helpers
// and the ext:: transport are all switched off here; filter drivers at checkout (noFilters).
const GIT_PREFIX = [
  '--no-optional-locks',
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'core.sshCommand=ssh',
  '-c',
  'core.askPass=',
  '-c',
  'credential.helper=',
  '-c',
  'protocol.ext.allow=never',
];

/**
 * benchgate's git environment: without the credentials and job-file variables the benchmark never
 * sees either (env.ts), so no git program can read the token from its own environment.
 */
export function gitEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // The user's own git settings by environment (GIT_CONFIG_COUNT, _KEY_n, _VALUE_n) stay whole:
  // a KEY dropped for its name would leave git with a count it cannot satisfy.
  const gitConfig = Object.keys(env).filter((name) => /^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)$/.test(name));
  return { ...benchmarkEnvironment(envWithoutGitLocation(env), gitConfig), GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', SSH_ASKPASS: 'true' };
}

export interface GitOutput {
  ok: boolean;
  stdout: string;
  stderr: string;
  /** Killed at the time limit (it was still running). */
  timedOut?: boolean;
}

/**
 * The default limit of one git call (`git-timeout`): a fetch or a submodule whose server accepts
 * the connection and never answers would otherwise wait forever (the run's `timeout` applies to
 * the benchmark, not to git).
 */
export const DEFAULT_GIT_TIMEOUT_MS = 5 * 60_000;

const GIT_MAX_OUTPUT = 64 << 20;

/** What a plumbing call may add: text on stdin, variables (an identity, a credential header), untrimmed output. */
export interface GitExtra {
  input?: string;
  env?: NodeJS.ProcessEnv;
  /** The whole environment instead of gitEnvironment()'s (git-remote.ts's isolated one); `env` still adds to it. */
  baseEnv?: NodeJS.ProcessEnv;
  /** Keep stdout exactly as git wrote it (a file's text), not trimmed. */
  raw?: boolean;
}

/**
 * Runs git in its own process group, killed whole (the remote helpers and ssh it starts too) when
 * it runs past `timeoutMs` (0: no limit).
 */
function git(cwd: string, args: string[], timeoutMs = DEFAULT_GIT_TIMEOUT_MS, extra: GitExtra = {}): Promise<GitOutput> {
  return new Promise((resolve) => {
    const child = spawn('git', [...GIT_PREFIX, ...args], {
      cwd,
      env: { ...(extra.baseEnv ?? gitEnvironment()), ...extra.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    // Nothing to read (an end of file at once, as from /dev/null) unless `extra.input` is given; a
    // git that exits before reading all of it must not crash us with EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(extra.input);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      size += chunk.length;
      if (size > GIT_MAX_OUTPUT) killGroup();
      else into.push(chunk);
    };
    child.stdout.on('data', collect(out));
    child.stderr.on('data', collect(err));
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            killGroup();
          }, timeoutMs)
        : undefined;
    const unregister = cleanupOnSignal(killGroup);
    const done = (ok: boolean, more = '') => {
      clearTimeout(timer);
      unregister();
      const stdout = Buffer.concat(out).toString('utf8');
      resolve({ ok, stdout: extra.raw ? stdout : stdout.trim(), stderr: (Buffer.concat(err).toString('utf8') + more).trim(), timedOut });
    };
    child.on('error', (e) => done(false, e.message));
    child.on('close', (code) => done(code === 0 && !timedOut));
  });
}

/**
 * One git call with benchgate's hardening (GIT_PREFIX, gitEnvironment), for plumbing elsewhere
 * (the history's data branch): an argument array, never a shell; `extra` adds stdin and variables.
 */
export function runGit(cwd: string, args: string[], extra: GitExtra & { timeoutMs?: number } = {}): Promise<GitOutput> {
  return git(cwd, args, extra.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS, extra);
}

async function gitOrThrow(cwd: string, args: string[], what: string, timeoutMs?: number): Promise<string> {
  const r = await git(cwd, args, timeoutMs);
  if (r.timedOut) throw new RunnerError(`${what}: git ${args.join(' ')} did not finish within ${formatMs(timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS)} (git-timeout)`);
  if (!r.ok) throw new RunnerError(`${what}: git ${args.join(' ')} failed${r.stderr ? `:\n${r.stderr}` : ''}`);
  return r.stdout;
}

const formatMs = (ms: number): string => (ms % 60_000 === 0 ? `${ms / 60_000}m` : ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`);

/** The top folder of the repository containing `dir`, and `dir`'s path inside it. */
export async function findRepository(dir: string): Promise<{ root: string; prefix: string }> {
  const r = await git(dir, ['rev-parse', '--show-toplevel', '--show-prefix']);
  if (!r.ok) throw new RunnerError(`${dir} is not inside a git repository (benchgate run compares two commits of one)`);
  const [root, prefix = ''] = r.stdout.split('\n');
  return { root, prefix: prefix.replace(/\/$/, '') };
}

/** The repository's shared git folder (`.git` of the checkout; worktrees keep their state inside it), as a real path. */
export async function gitCommonDir(root: string): Promise<string> {
  const out = await gitOrThrow(root, ['rev-parse', '--git-common-dir'], 'cannot find the git folder');
  return realpathSync(path.resolve(root, out));
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
 * Fetches `ref` into a shallow clone (its FETCH_HEAD written, one commit deep) another way than
 * `git fetch origin`: git-remote.ts's, which carries a token without reading the clone's config.
 */
export type ShallowFetcher = (ref: string) => Promise<GitOutput>;

/**
 * A ref or SHA → its full commit SHA. Tries the ref, then `origin/<ref>`, then fetches it from
 * origin (`--depth=1` when the clone is already shallow, so a full clone stays full; through
 * `shallowFetch` when given and the clone is shallow).
 */
export async function resolveCommit(repo: string, ref: string, timeoutMs = DEFAULT_GIT_TIMEOUT_MS, shallowFetch?: ShallowFetcher): Promise<string> {
  if (!ref || ref.startsWith('-') || /[\0\n]/.test(ref)) {
    throw new RunnerError(`'${ref}' is not a git ref or commit (refs cannot be empty or start with '-')`);
  }
  const local = (await verifyCommit(repo, ref)) ?? (FULL_SHA.test(ref) ? undefined : await verifyCommit(repo, `origin/${ref}`));
  if (local) return local;

  let why = 'there is no remote named origin';
  if (await hasOrigin(repo)) {
    const shallow = (await git(repo, ['rev-parse', '--is-shallow-repository'])).stdout === 'true';
    const fetch =
      shallow && shallowFetch ? await shallowFetch(ref) : await git(repo, ['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), 'origin', ref], timeoutMs);
    if (fetch.timedOut) {
      why = `git fetch origin ${ref} did not finish within ${formatMs(timeoutMs)} (git-timeout): check that origin answers, or raise git-timeout`;
    } else if (fetch.ok) {
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

/** What a record says of a commit: its parents (first parent first) and its committer date (ISO 8601). */
export interface CommitInfo {
  parents: string[];
  committerDate: string;
}

/**
 * The parents and committer date of a commit that is in the clone. The parents come from the
 * commit object itself, so a shallow clone (where the oldest commit present shows none) still
 * names them, and a caller can fetch the one it needs.
 */
export async function commitInfo(repo: string, sha: string): Promise<CommitInfo> {
  const what = `cannot read commit ${sha}`;
  const committerDate = await gitOrThrow(repo, ['show', '-s', '--no-show-signature', '--format=%cI', '--end-of-options', `${sha}^{commit}`], what);
  const object = await gitOrThrow(repo, ['cat-file', 'commit', sha], what);
  // The header ends at the first empty line; its `parent` lines are in order.
  const header = object.split('\n\n')[0];
  const parents = [...header.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1]);
  return { parents, committerDate };
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
  /** Removes both worktrees and the temp folder; safe to call more than once. Returns what could not be removed. */
  remove(): string | undefined;
}

/** Removes the worktrees and their temp folder; returns what could not be removed, if anything. */
function removeSync(repo: string, root: string, dirs: string[]): string | undefined {
  for (const dir of dirs) {
    try {
      execFileSync('git', [...GIT_PREFIX, 'worktree', 'remove', '--force', '--force', dir], {
        cwd: repo,
        stdio: 'ignore',
        env: gitEnvironment(),
      });
    } catch {
      // Not registered (failed half-way) or already gone: the folder removal and prune cover it.
    }
  }
  const left = removeTree(root);
  try {
    execFileSync('git', [...GIT_PREFIX, 'worktree', 'prune'], { cwd: repo, stdio: 'ignore', env: gitEnvironment() });
  } catch {
    // Nothing more we can do; stale entries are harmless and pruned by git later.
  }
  return left && `could not remove the worktrees' folder ${root} (${left}); remove it by hand: chmod -R u+w ${root} && rm -rf ${root}`;
}

/**
 * `-c` options that switch off the filter drivers (smudge, clean, process) the repository's own
 * .git/config defines: a checkout would run them. Drivers of the user's global config (Git LFS)
 * are the user's and keep working.
 */
async function noLocalFilters(repo: string): Promise<string[]> {
  const r = await git(repo, ['config', '--local', '--name-only', '--get-regexp', '^filter\\.']);
  if (!r.ok || !r.stdout) return [];
  const drivers = new Set(
    r.stdout
      .split('\n')
      .map((key) => /^filter\.(.+)\.[^.]+$/.exec(key)?.[1])
      .filter((d): d is string => d !== undefined),
  );
  return [...drivers].flatMap((d) => [
    '-c',
    `filter.${d}.smudge=`,
    '-c',
    `filter.${d}.clean=`,
    '-c',
    `filter.${d}.process=`,
    '-c',
    `filter.${d}.required=false`,
  ]);
}

/**
 * Checks out both commits in detached worktrees `<tmp>/benchgate-XXXXXX/{base,head}` (paths of
 * equal length, so path-dependent code behaves the same). Removed by `remove()` and on signals.
 */
export async function addWorktrees(repo: string, baseSha: string, headSha: string, timeoutMs = DEFAULT_GIT_TIMEOUT_MS): Promise<Worktrees> {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'benchgate-')));
  const base = path.join(root, 'base');
  const head = path.join(root, 'head');
  let removed = false;
  const remove = () => {
    if (removed) return undefined;
    removed = true;
    unregister();
    return removeSync(repo, root, [base, head]);
  };
  const unregister = cleanupOnSignal(remove);
  try {
    // A partial clone fetches what it lacks while checking out: bounded like any fetch.
    const off = await noLocalFilters(repo);
    await gitOrThrow(repo, [...off, 'worktree', 'add', '--detach', base, baseSha], `cannot check out base ${baseSha}`, timeoutMs);
    await gitOrThrow(repo, [...off, 'worktree', 'add', '--detach', head, headSha], `cannot check out head ${headSha}`, timeoutMs);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, base, head, remove };
}

/**
 * Runs `fn` with both worktrees checked out, removing them on every exit path. What cannot be
 * removed goes to `warn`: the result of `fn` (what was measured) is never lost to a cleanup.
 */
export async function withWorktrees<T>(
  repo: string,
  baseSha: string,
  headSha: string,
  fn: (w: Worktrees) => Promise<T>,
  warn: (line: string) => void = () => {},
  timeoutMs = DEFAULT_GIT_TIMEOUT_MS,
): Promise<T> {
  const worktrees = await addWorktrees(repo, baseSha, headSha, timeoutMs);
  try {
    return await fn(worktrees);
  } finally {
    const left = worktrees.remove();
    if (left) warn(left);
  }
}

/**
 * Checks out the submodules of a worktree (`git submodule update --init --recursive`) when it
 * has a `.gitmodules`; without them the benchmark would see empty folders. One submodule at a
 * time, each within `timeoutMs`, so that the error names the one whose server does not answer.
 * Returns whether it did.
 */
export async function initSubmodules(worktree: string, side: string, timeoutMs = DEFAULT_GIT_TIMEOUT_MS): Promise<boolean> {
  if (!existsSync(path.join(worktree, '.gitmodules'))) return false;
  const skip = 'set submodules: false, or --submodules false, if the benchmark does not need them';
  const listed = await git(worktree, ['config', '--file', '.gitmodules', '--null', '--get-regexp', '^submodule\\..*\\.path$']);
  const submodules = listed.ok
    ? listed.stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
          const [key, value = ''] = entry.split('\n');
          return { name: key.slice('submodule.'.length, -'.path'.length), path: value };
        })
    : [];
  for (const sub of submodules) {
    const url = await git(worktree, ['config', '--file', '.gitmodules', '--get', `submodule.${sub.name}.url`]);
    const what = `cannot check out the submodule '${sub.name}' (${withoutCredentials(url.stdout) || 'no url'}) of ${side}`;
    const r = await git(worktree, ['submodule', 'update', '--init', '--recursive', '--', sub.path], timeoutMs);
    if (r.timedOut) {
      throw new RunnerError(
        `${what}: git submodule update did not finish within ${formatMs(timeoutMs)} (git-timeout): check that its URL answers, raise git-timeout, or ${skip}`,
      );
    }
    if (!r.ok) throw new RunnerError(`${what} (${skip}): git submodule update failed${r.stderr ? `:\n${r.stderr}` : ''}`);
  }
  // Anything .gitmodules did not list by path (none in a well-formed file) is left to git as before.
  if (submodules.length === 0) {
    await gitOrThrow(worktree, ['submodule', 'update', '--init', '--recursive'], `cannot check out the submodules of ${side} (${skip})`, timeoutMs);
  }
  return true;
}

/** A URL without the user and password it may carry (`https://user:token@host/x`). */
function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
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
      { cwd: repo, env: gitEnvironment(), maxBuffer: 16 << 20, encoding: 'utf8' },
      (err, stdout, stderr) => (err ? reject(new RunnerError(`cannot read ${file} at ${sha}: ${stderr.trim() || err.message}`)) : resolve(stdout)),
    );
  });
}
