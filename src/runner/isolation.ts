// The `isolation` setting applied to one run: both sides' sandboxes (sandbox.ts) opened after the
// worktrees exist and closed before they are removed, or — where the host cannot isolate, or the
// user said `none` — no sandbox, with the reason the report, the log and the comment give.
import { RunnerError } from './errors.js';
import type { Side } from './order.js';
import { removeTree } from './remove.js';
import {
  type IsolationInfo,
  makeSandboxRoot,
  openSandbox,
  type Sandbox,
  SANDBOX_MECHANISM,
  SandboxUnavailable,
  type SpawnWrap,
  sandboxToolsMissing,
} from './sandbox.js';

export type IsolationSetting = 'auto' | 'required' | 'none';

export interface Isolation {
  info: IsolationInfo;
  /** Per side: how its commands start (absent: directly, as before). */
  wrap: Partial<Record<Side, SpawnWrap>>;
  /** Kills both sandboxes whole and removes their folders; returns what could not be removed. Safe to call twice. */
  close(): string | undefined;
}

export interface IsolateOptions {
  setting: IsolationSetting;
  worktrees: Record<Side, string>;
  /** Folders shown read-only inside (the checkout's git folder: the worktrees' `.git` points there). */
  readOnly: readonly string[];
  env: NodeJS.ProcessEnv;
}

/** One line for the log: what the benchmark runs in. */
export function describeIsolation(info: IsolationInfo): string {
  return info.mode === 'sandbox' ? `isolation: sandbox (${info.mechanism ?? SANDBOX_MECHANISM})` : `isolation: none (${info.reason ?? 'not isolated'})`;
}

/** Opens both sides' sandboxes per `setting`; `required` without a sandbox is a RunnerError (a tool error). */
export async function isolate(opts: IsolateOptions): Promise<Isolation> {
  const none = (reason: string): Isolation => ({ info: { mode: 'none', reason }, wrap: {}, close: () => undefined });
  if (opts.setting === 'none') return none('turned off by the isolation setting');
  const sandboxes: Sandbox[] = [];
  let root: string | undefined;
  let closed: string | undefined | null = null;
  const close = (): string | undefined => {
    if (closed !== null) return closed;
    const left = sandboxes.map((s) => s.close()).filter(Boolean);
    if (root) {
      const r = removeTree(root);
      if (r) left.push(r);
    }
    closed = left.length ? `could not remove the sandbox folder ${root} (${left.join('; ')})` : undefined;
    return closed;
  };
  try {
    const missing = sandboxToolsMissing();
    if (missing) throw new SandboxUnavailable(missing);
    root = makeSandboxRoot(opts.env.HOME);
    const wrap: Partial<Record<Side, SpawnWrap>> = {};
    for (const side of ['base', 'head'] as const) {
      const sandbox = await openSandbox({ root, worktree: opts.worktrees[side], readOnly: opts.readOnly, env: opts.env });
      sandboxes.push(sandbox);
      wrap[side] = sandbox.wrap;
    }
    return { info: { mode: 'sandbox', mechanism: SANDBOX_MECHANISM }, wrap, close };
  } catch (e) {
    close();
    if (!(e instanceof SandboxUnavailable)) throw e;
    if (opts.setting === 'required') {
      throw new RunnerError(
        `isolation: required, but this host cannot run the benchmark in a sandbox: ${e.message}. ` +
          'Set isolation: auto to run without one (the report says so), or run on a Linux host that allows unprivileged user namespaces',
      );
    }
    return none(e.message);
  }
}
