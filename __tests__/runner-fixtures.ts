// Real git repositories in temp folders for the runner and `benchgate run` tests.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function tempDir(prefix = 'bg-test-'): string {
  return realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/** Writes files (path → content) and commits them; returns the new commit's SHA. */
export function commit(repo: string, message: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
    writeFileSync(path.join(repo, name), content);
  }
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '--no-gpg-sign', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

/** A repo on branch main with a base commit and a head commit on branch `feature`. */
export function twoCommitRepo(baseFiles: Record<string, string>, headFiles: Record<string, string>, branch = 'feature') {
  const repo = tempDir('bg-repo-');
  git(repo, 'init', '-q', '-b', 'main');
  const base = commit(repo, 'base', baseFiles);
  git(repo, 'checkout', '-q', '-b', branch);
  const head = commit(repo, 'head', headFiles);
  return { repo, base, head, cleanup: () => rmSync(repo, { recursive: true, force: true }) };
}

/**
 * A digest of everything of the user's checkout that benchgate must never touch: every file of
 * the working tree (tracked and untracked), the index, HEAD, the refs and the stash list.
 */
export function checkoutDigest(repo: string): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = path.relative(repo, full);
      if (rel === '.git') continue;
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else h.update(`${rel}\0${st.mode}\0${st.mtimeMs}\0`).update(readFileSync(full)).update('\0');
    }
  };
  walk(repo);
  for (const f of ['index', 'HEAD', 'logs/refs/stash', 'refs/stash']) {
    const p = path.join(repo, '.git', f);
    try {
      h.update(`${f}\0`).update(readFileSync(p)).update('\0');
    } catch {
      h.update(`${f}\0missing\0`);
    }
  }
  // --no-optional-locks: checking must not refresh the index it is checking.
  h.update(git(repo, '--no-optional-locks', 'stash', 'list'));
  h.update(git(repo, '--no-optional-locks', 'status', '--porcelain=v2', '--branch', '--untracked-files=all'));
  return h.digest('hex');
}

/** The worktrees git knows of, besides the main one. */
export function extraWorktrees(repo: string): string[] {
  return git(repo, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((l) => l.startsWith('worktree '))
    .map((l) => l.slice('worktree '.length))
    .filter((p) => realpathSync(p) !== realpathSync(repo));
}
