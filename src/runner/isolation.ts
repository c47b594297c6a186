// The `isolation` setting applied to one run: both sides' sandboxes (sandbox.ts) opened after the
// worktrees exist and closed before they are removed, or — where the host cannot isolate, or the
// user said `none` — no sandbox, with the reason the report, the log and the comment give.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cleanupOnSignal } from './cleanup.js';
import { benchmarkEnvironment } from './env.js';
import { RunnerError } from './errors.js';
import type { Frozen } from './freeze.js';
import { limitPrefix, limitToolsMissing, sandboxMaxTasks } from './limits.js';
import type { Side } from './order.js';
import { removeTree } from './remove.js';
import {
  type IsolationInfo,
  makeSandboxRoot,
  type Network,
  openSandbox,
  type Sandbox,
  SANDBOX_MECHANISM,
  SandboxUnavailable,
  type SpawnWrap,
  sandboxToolsMissing,
} from './sandbox.js';

export type IsolationSetting = 'auto' | 'required' | 'none';

/** What the rounds may do to a side's sandbox besides starting commands in it. */
export interface SideControl {
  /** Most tasks (processes and threads) its commands may have: a fork bomb stops there. */
  readonly maxTasks: number;
  /** Stops its every process until `thaw` (while the other side measures); throws FreezeError. */
  freeze(): Frozen;
  /** Its tasks now. */
  tasks(): number;
}

export interface Isolation {
  info: IsolationInfo;
  /** Per side: how its commands start (absent: directly, as before). */
  wrap: Partial<Record<Side, SpawnWrap>>;
  /** Per side, with a sandbox: pausing it and counting its processes. */
  control: Partial<Record<Side, SideControl>>;
  /** Kills both sandboxes whole and removes their folders (also on SIGINT/SIGTERM); returns what could not be removed. Safe to call twice. */
  close(): string | undefined;
}

/** Ubuntu's AppArmor switch (on by default since 24.04) that takes every capability from an unprivileged user namespace. */
const APPARMOR_RESTRICTION = '/proc/sys/kernel/apparmor_restrict_unprivileged_userns';
const LIFT = ['-n', 'sysctl', '-w', 'kernel.apparmor_restrict_unprivileged_userns=0'];

export interface HostProbe {
  /** The text of a /proc/sys file, or undefined when there is none. */
  read(file: string): string | undefined;
  /** Runs a program to its end; whether it exited 0. */
  run(file: string, args: string[]): boolean;
}

const HOST: HostProbe = {
  read: (file) => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      return undefined;
    }
  },
  // Without the token and job files (env.ts), as every program benchgate starts.
  run: (file, args) => spawnSync(file, args, { stdio: 'ignore', timeout: 10_000, env: benchmarkEnvironment(process.env) }).status === 0,
};

/**
 * Where Ubuntu's AppArmor restricts user namespaces: on a GitHub-hosted runner (a machine thrown
 * away after the job, whose user has passwordless sudo) the restriction is lifted with one
 * `sudo -n sysctl`, said in the log (`lifted`); anywhere else `hint` says how to lift it, for the
 * reason given when the sandbox then cannot start.
 */
export function liftUserNamespaceRestriction(env: NodeJS.ProcessEnv, host: HostProbe = HOST): { lifted?: string; hint?: string } {
  if (host.read(APPARMOR_RESTRICTION) !== '1') return {};
  const how = `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`;
  if (env.RUNNER_ENVIRONMENT === 'github-hosted' && host.run('sudo', LIFT)) {
    return { lifted: `this GitHub-hosted runner restricted user namespaces through AppArmor; lifted for this job's (throw-away) machine: ${how}` };
  }
  return { hint: `this host restricts unprivileged user namespaces through AppArmor (kernel.apparmor_restrict_unprivileged_userns=1; \`${how}\` lifts it)` };
}

export interface IsolateOptions {
  setting: IsolationSetting;
  worktrees: Record<Side, string>;
  /** Folders shown read-only inside (the checkout's git folder: the worktrees' `.git` points there). */
  readOnly: readonly string[];
  env: NodeJS.ProcessEnv;
  /** The sandbox's network (default shared): isolated has no meaning without a sandbox, so then none is a tool error. */
  network?: Network;
  /** Where a lifted host restriction is said. */
  log?: (line: string) => void;
  host?: HostProbe;
}

/** One line for the log: what the benchmark runs in. */
export function describeIsolation(info: IsolationInfo): string {
  if (info.mode !== 'sandbox') return `isolation: none (${info.reason ?? 'not isolated'})`;
  return `isolation: sandbox (${info.mechanism ?? SANDBOX_MECHANISM}${info.otherSide === 'paused' ? ', other side paused' : ''})${info.network ? `, network: ${info.network}` : ''}`;
}

/** The sandbox's way in, with its limits (limits.ts) set on the way. */
function limited(wrap: SpawnWrap, maxTasks: number): SpawnWrap {
  return (file, args, cwd) => {
    const inner = wrap(file, args, cwd);
    const [first, ...rest] = [...limitPrefix(maxTasks), inner.file, ...inner.args];
    return { file: first, args: rest };
  };
}

/** Opens both sides' sandboxes per `setting`; `required` without a sandbox is a RunnerError (a tool error). */
export async function isolate(opts: IsolateOptions): Promise<Isolation> {
  const network = opts.network ?? 'shared';
  const none = (reason: string): Isolation => ({ info: { mode: 'none', reason }, wrap: {}, control: {}, close: () => undefined });
  if (opts.setting === 'none') {
    if (network === 'isolated')
      throw new RunnerError('network: isolated needs the sandbox, and isolation: none turns it off: set isolation: auto or required, or network: shared');
    return none('turned off by the isolation setting');
  }
  const sandboxes: Sandbox[] = [];
  let root: string | undefined;
  let closed: string | undefined | null = null;
  // From the first folder made: an interrupt while the second sandbox starts leaves nothing either.
  let unregister = () => {};
  const close = (): string | undefined => {
    if (closed !== null) return closed;
    unregister();
    const left = sandboxes.map((s) => s.close()).filter(Boolean);
    if (root) {
      const r = removeTree(root);
      if (r) left.push(r);
    }
    closed = left.length ? `could not remove the sandbox folder ${root} (${left.join('; ')})` : undefined;
    return closed;
  };
  let hint: string | undefined;
  try {
    const missing = sandboxToolsMissing() ?? limitToolsMissing();
    if (missing) throw new SandboxUnavailable(missing);
    const restriction = liftUserNamespaceRestriction(opts.env, opts.host);
    if (restriction.lifted) opts.log?.(restriction.lifted);
    hint = restriction.hint;
    root = makeSandboxRoot(opts.env.HOME);
    unregister = cleanupOnSignal(() => void close());
    const wrap: Partial<Record<Side, SpawnWrap>> = {};
    const control: Partial<Record<Side, SideControl>> = {};
    const maxTasks = sandboxMaxTasks();
    for (const side of ['base', 'head'] as const) {
      const sandbox = await openSandbox({ root, worktree: opts.worktrees[side], readOnly: opts.readOnly, env: opts.env, network });
      sandboxes.push(sandbox);
      wrap[side] = limited(sandbox.wrap, maxTasks);
      control[side] = { maxTasks, freeze: () => sandbox.freeze(maxTasks), tasks: () => sandbox.tasks() };
    }
    return { info: { mode: 'sandbox', mechanism: SANDBOX_MECHANISM, otherSide: 'paused', network }, wrap, control, close };
  } catch (e) {
    close();
    if (!(e instanceof SandboxUnavailable)) throw e;
    const why = hint ? `${e.message}; ${hint}` : e.message;
    if (network === 'isolated') {
      throw new RunnerError(
        `network: isolated, but this host cannot run the benchmark in a sandbox (which the isolated network is part of): ${why}. ` +
          'Set network: shared to run without one, or run on a Linux host that allows unprivileged user namespaces',
      );
    }
    if (opts.setting === 'required') {
      throw new RunnerError(
        `isolation: required, but this host cannot run the benchmark in a sandbox: ${why}. ` +
          'Set isolation: auto to run without one (the report says so), or run on a Linux host that allows unprivileged user namespaces',
      );
    }
    return none(why);
  }
}
