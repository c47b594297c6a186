// The attacker of the sandbox tests (isolation-e2e, sandbox-escape): the bundled CLI
// (`benchgate run`) run by an unprivileged user, as on a runner, with a secret INPUT_GITHUB-TOKEN in
// its own environment and the runner's file-command files in RUNNER_TEMP. As root (CI) each test
// file claims a user of its own (created here: the files run side by side, and each ends every
// process of its user); run by an unprivileged user, the tests run benchgate as that user; where
// this host forbids unprivileged user namespaces the tests are skipped, saying why.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commit, git } from '../runner-fixtures.js';
import { bundleCli } from './bundled-cli.js';
import type { CommandResult } from './run-command.js';

export const SECRET = `ghs_isolation_test_${Math.random().toString(36).slice(2)}`;
export const BENCH = 'echo "BenchmarkX 100 1000 ns/op"';

export interface Account {
  uid: number;
  gid: number;
  home: string;
  /** How to start a program as the user (setpriv as root; nothing when the tests already run as it). */
  prefix: string[];
  /** A user made for these tests: every process it has is the sandbox's. */
  dedicated: boolean;
}

/** A test user as its own value (for suites that keep it themselves rather than claim it). */
export type SandboxUser = Account;

/**
 * The unprivileged user `USER` (created when missing), or why these tests cannot run here. A suite
 * that kills every process of its user, or limits them, needs a name of its own: suites run side by side.
 */
export function sandboxUser(USER: string): Account | string {
  if (process.platform !== 'linux') return 'the sandbox is Linux only';
  if (process.getuid?.() !== 0) {
    const self = { uid: process.getuid!(), gid: process.getgid!(), home: os.homedir(), prefix: [], dedicated: false };
    const probe = spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'true'], { encoding: 'utf8' });
    if (probe.status !== 0) return `this host does not let an unprivileged user create user namespaces (${probe.stderr.trim() || probe.error?.message})`;
    return self;
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  if (spawnSync('id', ['-u', USER], { stdio: 'ignore' }).status !== 0) {
    const made = spawnSync('useradd', ['--create-home', '--shell', '/bin/bash', USER], { encoding: 'utf8' });
    if (made.status !== 0) return `cannot create the user ${USER} (${made.error?.message ?? made.stderr.trim()})`;
  }
  const home = execFileSync('getent', ['passwd', USER], { encoding: 'utf8' }).split(':')[5];
  const uid = id('-u');
  const gid = id('-g');
  const user = { uid, gid, home, prefix: ['setpriv', '--reuid', String(uid), '--regid', String(gid), '--init-groups', '--'], dedicated: true };
  const probe = spawnSync('setpriv', [...user.prefix.slice(1), 'unshare', '--user', '--map-root-user', '--mount', 'true'], { encoding: 'utf8' });
  if (probe.status !== 0) return `this host does not let an unprivileged user create user namespaces (${probe.stderr.trim() || probe.error?.message})`;
  return user;
}

/** Why the tests cannot run here (their `skip`), or false. */
export let skip: string | false = 'no test user was claimed';
export let user: Account;

/** Makes `name` this test file's user (created when missing, as root); sets `skip` and `user`. Call before `describe`. */
export function claim(name: string): void {
  const found = sandboxUser(name);
  skip = typeof found === 'string' ? found : false;
  user = found as Account;
}

/** Argv to run `argv` as the claimed test user. */
export const asUser = (argv: string[]): [string, string[]] => asUserOf(user, argv);

/** [file, args] that run `argv` as `who`. */
export function asUserOf(who: Account, argv: readonly string[]): [string, string[]] {
  const all = [...who.prefix, ...argv];
  return [all[0], all.slice(1)];
}

/** Folders these tests made (removed by `cleanup`). */
export const made: string[] = [];
let cli = '';

/** Where prepareCli put the CLI. */
export const cliPath = () => cli;

/** Bundles the CLI where the test user can read it (a `before` hook). */
export async function prepareCli(): Promise<void> {
  if (skip) return;
  const dir = realpathSync(mkdtempSync('/var/tmp/bg-iso-cli-'));
  made.push(dir);
  chmodSync(dir, 0o755);
  cli = path.join(dir, 'cli.mjs');
  await bundleCli(cli);
  chmodSync(cli, 0o644);
}

// The command lines of the daemons the tests start (unique numbers), to find them when the tests
// run as their own user (beside their own processes).
export const markers = new Set<string>();
export function marker(text: string): string {
  markers.add(text);
  return text;
}
export const unique = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

/** Removes what the tests made and ends what a control run left behind (an `after` hook). */
export function cleanup(): void {
  killUserProcesses(...markers);
  for (const d of made) rmSync(d, { recursive: true, force: true });
}

/**
 * Pids of what a benchmark left alive: every process of the dedicated user, or (running as
 * ourselves) the processes whose command line holds one of `daemons`.
 */
export function userProcesses(...daemons: string[]): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (Number(uid) !== user.uid || state === 'Z') continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (user.dedicated || daemons.some((d) => cmdline.includes(d))) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** Waits up to 5 s for nothing of the benchmark to be alive; returns what still is. */
export async function survivors(...daemons: string[]): Promise<number[]> {
  for (const end = Date.now() + 5000; Date.now() < end; await new Promise((ok) => setTimeout(ok, 100))) {
    if (userProcesses(...daemons).length === 0) return [];
  }
  return userProcesses(...daemons);
}

/** Ends what a control run left behind (the benchmark's processes only, by pid). */
export function killUserProcesses(...daemons: string[]): void {
  if (skip) return;
  for (const pid of userProcesses(...daemons)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
}

export interface Setup {
  work: string;
  repo: string;
  runnerTemp: string;
  fileCommands: string[];
  keep: string;
}

/**
 * A work folder owned by the test user: a two-commit repository (`files` in both commits),
 * RUNNER_TEMP with file-command files.
 */
export function setup(files: Record<string, string> = {}): Setup {
  const work = realpathSync(mkdtempSync('/var/tmp/bg-iso-'));
  made.push(work);
  chmodSync(work, 0o755);
  const repo = path.join(work, 'repo');
  mkdirSync(repo);
  git(repo, 'init', '-q', '-b', 'main');
  commit(repo, 'base', { 'README.md': 'base\n', ...files });
  git(repo, 'checkout', '-q', '-b', 'feature');
  commit(repo, 'head', { 'README.md': 'head\n' });
  const runnerTemp = path.join(work, 'runner_temp');
  const commands = path.join(runnerTemp, '_runner_file_commands');
  mkdirSync(commands, { recursive: true });
  const fileCommands = ['set_env_x', 'add_path_x'].map((f) => path.join(commands, f));
  for (const f of fileCommands) writeFileSync(f, '');
  if (user.dedicated) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, work]);
  return { work, repo, runnerTemp, fileCommands, keep: path.join(work, 'keep') };
}

export interface BenchgateOptions {
  /** Programs (and their arguments) the CLI is started through, as the user (e.g. `keyctl session -`). */
  through?: string[];
  /** Folders searched for programs before the usual PATH. */
  pathBefore?: string;
  /** A descriptor the CLI inherits (`fd`, as number `at`), as a runner may leave one open. */
  inherit?: { fd: number; at: number };
}

/** `benchgate run` as the test user, with the runner's secrets and files in its environment. */
export function benchgate(s: Setup, args: string[], opts: BenchgateOptions = {}): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = {
    PATH: opts.pathBefore ? `${opts.pathBefore}:${process.env.PATH}` : process.env.PATH,
    HOME: user.home,
    NO_COLOR: '1',
    'INPUT_GITHUB-TOKEN': SECRET,
    RUNNER_TEMP: s.runnerTemp,
    GITHUB_ENV: s.fileCommands[0],
    GITHUB_PATH: s.fileCommands[1],
  };
  const [file, argv] = asUser([
    ...(opts.through ?? []),
    process.execPath,
    cli,
    'run',
    '--base',
    'main',
    '--rounds',
    '2',
    '--warmup',
    '0',
    '--keep-dir',
    s.keep,
    ...args,
  ]);
  return new Promise((resolve, reject) => {
    const stdio: ('ignore' | 'pipe' | number)[] = ['ignore', 'pipe', 'pipe'];
    if (opts.inherit) stdio.push(...Array<'ignore'>(opts.inherit.at - 3).fill('ignore'), opts.inherit.fd);
    const child = spawn(file, argv, { cwd: s.repo, env, stdio });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr: signal ? `${stderr}\n(killed by ${signal})` : stderr });
    });
  });
}

/** Everything the measured runs printed (the kept stdout of every round of both sides). */
export function printed(s: Setup): string {
  return ['base', 'head']
    .flatMap((side) =>
      readdirSync(path.join(s.keep, side))
        .filter((d) => d.startsWith('round-'))
        .map((d) => readFileSync(path.join(s.keep, side, d, 'stdout'), 'utf8')),
    )
    .join('');
}
