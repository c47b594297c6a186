// Git calls that carry a credential (the data branch's fetches and push, with the action's
// token): they read no configuration the repository or $HOME can set. A benchmark — or anyone
// who can write the checkout's .git/config or ~/.gitconfig — could otherwise send the token
// elsewhere (`http.proxy`, `url.*.insteadOf`, `remote.origin.pushurl`, `include.path`,
// `http.sslVerify=false`) or run a program that reads it from git's environment
// (`core.gitProxy`, `commit.gpgSign` with `gpg.program`). So each such call runs in a bare
// repository benchgate creates in its own temporary folder, with system and global config off
// and HOME and XDG_CONFIG_HOME pointed there, to a URL benchgate computed (the action: the
// server and repository the runner names) or resolved before any benchmark ran (the CLI), and
// the credential scoped to that URL, passed in the environment (never on a command line, where
// /proc/<pid>/cmdline shows it to every user).
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanupOnSignal } from '../runner/cleanup.js';
import { gitEnvironment, runGit, type GitExtra, type GitOutput, type ShallowFetcher } from './git.js';
import { RunnerError } from '../runner/errors.js';
import { removeTree } from '../runner/remove.js';

/** Where the calls go, and what they may carry there. */
export interface GitRemote {
  /** What messages call it (origin). */
  label: string;
  fetchUrl: string;
  pushUrl: string;
  /** The value of the HTTP Authorization header, sent to these two URLs only. */
  authorization?: string;
  /** Variables the transport needs (the CLI user's ssh agent and own GIT_CONFIG_* settings). */
  env?: NodeJS.ProcessEnv;
}

/**
 * The action's remote: the repository the runner names (GITHUB_SERVER_URL/GITHUB_REPOSITORY, the
 * URL actions/checkout clones), with the token as actions/checkout would send it. Undefined
 * when the runner names no repository.
 */
export function actionRemote(env: NodeJS.ProcessEnv, token: string): GitRemote | undefined {
  const repository = env.GITHUB_REPOSITORY ?? '';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) return undefined;
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const url = `${server}/${repository}`;
  return {
    label: 'origin',
    fetchUrl: url,
    pushUrl: url,
    ...(token ? { authorization: `basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}` } : {}),
  };
}

const sameRepository = (a: string, b: string) => {
  const bare = (url: string) => url.replace(/\/+$/, '').replace(/\.git$/, '');
  return bare(a) === bare(b);
};

/**
 * The checkout's origin, resolved now, with the token as its credential only where both its URLs
 * are the repository the runner names (for reading: the checkout may have been cloned from
 * elsewhere, and then goes on without the token, as before).
 */
export async function checkoutRemoteForRunner(repo: string, env: NodeJS.ProcessEnv, token: string): Promise<GitRemote> {
  const origin = await checkoutRemote(repo, 'origin', {});
  const runner = actionRemote(env, token);
  if (!runner?.authorization || !sameRepository(origin.fetchUrl, runner.fetchUrl) || !sameRepository(origin.pushUrl, runner.fetchUrl)) return origin;
  return { ...origin, authorization: runner.authorization };
}

// The caller's own settings a CLI user passes to git for one command (credentials among them).
const CALLER_GIT_VARS = /^(GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)|GIT_SSH|GIT_SSH_COMMAND|SSH_AUTH_SOCK)$/;

/**
 * The checkout's remote `name`, its URLs resolved now (with the user's insteadOf and pushurl):
 * call it before any benchmark runs, so what a benchmark writes into the config later is not
 * read. The user's ssh agent and GIT_CONFIG_* settings go with it (the CLI user's credentials).
 */
export async function checkoutRemote(repo: string, name = 'origin', env: NodeJS.ProcessEnv = process.env): Promise<GitRemote> {
  const fetchUrl = await runGit(repo, ['remote', 'get-url', '--end-of-options', name]);
  if (!fetchUrl.ok || !fetchUrl.stdout) throw new RunnerError(`there is no remote named ${name} to keep the data branch on (git remote add ${name} URL)`);
  const pushUrl = await runGit(repo, ['remote', 'get-url', '--push', '--end-of-options', name]);
  const callerEnv: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && CALLER_GIT_VARS.test(k)) callerEnv[k] = v;
  return { label: name, fetchUrl: fetchUrl.stdout, pushUrl: (pushUrl.ok && pushUrl.stdout) || fetchUrl.stdout, env: callerEnv };
}

// Pinned whatever the environment says: no certificate check can be switched off, no redirect
// can take the credential to another server, no commit is signed by a configured program.
const PINNED = ['-c', 'http.sslVerify=true', '-c', 'http.followRedirects=false', '-c', 'commit.gpgSign=false'];

// The proxy variables of the process (the runner's own, on a self-hosted runner behind one).
const PROXY_VARS = ['http_proxy', 'https_proxy', 'all_proxy', 'HTTPS_PROXY', 'ALL_PROXY'];

/**
 * `-c http.proxy=`: no proxy, unless the process's own environment names one (curl then uses
 * it): no configuration can add one.
 */
function proxyPin(env: NodeJS.ProcessEnv): string[] {
  return PROXY_VARS.some((name) => env[name]) ? [] : ['-c', 'http.proxy='];
}

/** A bare repository of benchgate's own, for the calls that reach the remote. */
export interface IsolatedRepo {
  /** Its git folder. */
  dir: string;
  /** A local call (plumbing on its own objects). */
  git(args: string[], extra?: GitExtra & { timeoutMs?: number }): Promise<GitOutput>;
  /** A call that reaches the remote: the credential goes with it, for the remote's URLs only. */
  remote(args: string[], extra?: GitExtra & { timeoutMs?: number }): Promise<GitOutput>;
}

/**
 * The environment of every call in the isolated repository: benchgate's git environment without
 * any GIT_* variable (a job's earlier step may have set GIT_CONFIG_*), system and global config
 * off, HOME and XDG_CONFIG_HOME in benchgate's folder, the repository named by GIT_DIR.
 */
function isolatedEnvironment(root: string, gitDir: string, remote: GitRemote): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(gitEnvironment())) if (!/^GIT_/.test(k)) env[k] = v;
  const home = path.join(root, 'home');
  return {
    ...env,
    ...remote.env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_SYSTEM: '/dev/null',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_DIR: gitDir,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: 'true',
    SSH_ASKPASS: 'true',
  };
}

/** The credential as config entries of the environment (GIT_CONFIG_*), after the caller's own. */
function credentialEnvironment(remote: GitRemote, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!remote.authorization) return {};
  const n = Number(base.GIT_CONFIG_COUNT ?? 0) || 0;
  const out: NodeJS.ProcessEnv = {};
  const urls = [...new Set([remote.fetchUrl, remote.pushUrl])];
  urls.forEach((url, i) => {
    out[`GIT_CONFIG_KEY_${n + i}`] = `http.${url}.extraheader`;
    out[`GIT_CONFIG_VALUE_${n + i}`] = `AUTHORIZATION: ${remote.authorization}`;
  });
  out.GIT_CONFIG_COUNT = String(n + urls.length);
  return out;
}

/**
 * Runs `fn` with a new, empty bare repository in benchgate's temporary folder, removed on every
 * exit path (and on signals). Its calls read only their own config and the pins above.
 */
export async function withIsolatedRepo<T>(remote: GitRemote, fn: (repo: IsolatedRepo) => Promise<T>): Promise<T> {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'benchgate-git-')));
  const unregister = cleanupOnSignal(() => removeTree(root));
  try {
    const gitDir = path.join(root, 'repo.git');
    const baseEnv = isolatedEnvironment(root, gitDir, remote);
    mkdirSync(baseEnv.HOME!);
    const pins = [...PINNED, ...proxyPin(baseEnv)];
    const local = (args: string[], extra: GitExtra & { timeoutMs?: number } = {}) => runGit(root, [...pins, ...args], { ...extra, baseEnv });
    // No templates: nothing of the machine's git installation in it.
    const init = await local(['init', '--quiet', '--bare', '--template=', gitDir], { baseEnv: { ...baseEnv, GIT_DIR: undefined } });
    if (!init.ok) throw new RunnerError(`cannot create benchgate's git repository in ${root}: ${init.stderr}`);
    const credential = credentialEnvironment(remote, baseEnv);
    return await fn({
      dir: gitDir,
      git: local,
      remote: (args, extra = {}) => local(args, { ...extra, env: { ...extra.env, ...credential } }),
    });
  } finally {
    unregister();
    removeTree(root);
  }
}

/**
 * A missing commit of a shallow checkout fetched with the remote's credential: one commit deep
 * into benchgate's own repository, then from there into the checkout by a local fetch that
 * carries nothing (its FETCH_HEAD written, as `git fetch origin` would).
 */
export function shallowFetchThrough(remote: GitRemote, checkout: string, timeoutMs?: number): ShallowFetcher {
  return (ref) =>
    withIsolatedRepo(remote, async (repo) => {
      const fetched = 'refs/benchgate/fetched';
      const got = await repo.remote(['fetch', '--no-tags', '--quiet', '--depth=1', '--end-of-options', remote.fetchUrl, `+${ref}:${fetched}`], { timeoutMs });
      if (!got.ok) return got;
      return runGit(checkout, ['fetch', '--no-tags', '--quiet', '--depth=1', '--end-of-options', repo.dir, fetched], { timeoutMs });
    });
}
