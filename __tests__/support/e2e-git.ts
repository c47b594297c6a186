// Real git repositories for the end-to-end tests of the bundled action: a source repository with
// commits by a fixed author, published as a bare repository that plays GitHub's remote.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Ada',
  GIT_AUTHOR_EMAIL: 'ada@example.com',
  GIT_COMMITTER_NAME: 'Ada',
  GIT_COMMITTER_EMAIL: 'ada@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'advice.detachedHead=false', ...args], {
    cwd,
    env: { ...process.env, ...GIT_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** Writes files (path → content, folders made as needed) and commits them; returns the commit's SHA. */
export function commit(dir: string, files: Record<string, string>, message: string): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

/** A new, empty repository at <dir>/src (branch main). */
export function initSource(dir: string): string {
  const src = path.join(dir, 'src');
  mkdirSync(src);
  git(src, 'init', '-q');
  return src;
}

/** Publishes `src` as the bare repository <dir>/origin.git, GitHub's remote in the tests. */
export function publishOrigin(dir: string, src: string): string {
  const origin = path.join(dir, 'origin.git');
  git(dir, 'clone', '-q', '--bare', src, origin);
  return origin;
}
