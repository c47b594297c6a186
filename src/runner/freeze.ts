// Pausing one side's sandbox while the other side measures (docs/security.md#the-sandbox-isolation-auto--required--none, "No hand on the other side"): every
// process below the sandbox's PID 1 is stopped with SIGSTOP and resumed with SIGCONT after. A
// stopped process cannot fork, so the walk repeats — stop what is new, wait until it is seen
// stopped, read the children again — until a pass finds nothing new. Orphans of the sandbox are
// re-parented to its PID 1, so between a side's runs everything it left is below PID 1.
//
// Why not the cgroup v2 freezer (atomic, but): it needs a cgroup benchgate may write, and every
// command moved into it before it forks. A job's user normally has none — GitHub's runner is a
// system service whose cgroup is root's, and cgroup v1 hosts have no per-user freezer at all —
// while SIGSTOP works for any user, everywhere.
import { readdirSync, readFileSync } from 'node:fs';

/** Why a sandbox could not be paused: too many processes (a fork bomb), or some never stopped. */
export class FreezeError extends Error {
  override name = 'FreezeError';
}

export interface FreezeOptions {
  /** More tasks (processes and threads) than this below PID 1 is a fork bomb: FreezeError. */
  maxTasks: number;
  /** How long the processes may take to stop (default 2 s). */
  timeoutMs?: number;
}

/** A paused sandbox: `thaw` resumes exactly the processes that were stopped. */
export interface Frozen {
  /** How many processes were stopped. */
  readonly stopped: number;
  /** Tasks (processes and threads) seen below PID 1. */
  readonly tasks: number;
  thaw(): void;
}

function tasksOf(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // gone
  }
}

function childrenOf(pid: number, tids: readonly string[]): number[] {
  const found: number[] = [];
  for (const tid of tids) {
    try {
      for (const c of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(/\s+/)) if (c) found.push(Number(c));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** A process's state letter (R, S, D, T…), or undefined when it is gone. */
function stateOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2);
  } catch {
    return undefined;
  }
}

/**
 * Stopped, traced, dead or gone — or in the kernel (D, e.g. a vfork parent waiting for its child)
 * with the stop pending: it stops before it runs user code again, and a fork it was in is undone
 * by the pending signal (copy_process restarts when a signal is pending).
 */
const settled = (state: string | undefined) => state === undefined || 'TtZXxD'.includes(state);

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleepMs = (ms: number) => Atomics.wait(pause, 0, 0, ms);

/**
 * Stops every process below `root` (the sandbox's PID 1, which only sleeps, stays as it is).
 * Throws FreezeError past `maxTasks` or when the processes do not stop in time; what was stopped
 * then is resumed, so the caller can kill the sandbox whole.
 */
export function freezeTree(root: number, opts: FreezeOptions): Frozen {
  const deadline = Date.now() + (opts.timeoutMs ?? 2000);
  const stopped = new Set<number>();
  const thaw = () => {
    for (const pid of stopped) signal(pid, 'SIGCONT');
  };
  let tasks: number;
  for (;;) {
    // One pass: every process below root, stopping the new ones.
    const fresh: number[] = [];
    tasks = 0;
    const queue = childrenOf(root, tasksOf(root));
    for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
      if (!stopped.has(pid)) {
        signal(pid, 'SIGSTOP');
        stopped.add(pid);
        fresh.push(pid);
      }
      const tids = tasksOf(pid);
      tasks += tids.length;
      queue.push(...childrenOf(pid, tids));
    }
    if (tasks > opts.maxTasks) {
      thaw();
      throw new FreezeError(`more than ${opts.maxTasks} processes and threads`);
    }
    if (fresh.length === 0) break;
    // The new ones must be seen stopped before their children are read for the last time.
    for (;;) {
      const moving = fresh.map(stateOf).filter((state) => !settled(state));
      if (moving.length === 0) break;
      if (Date.now() > deadline) {
        thaw();
        throw new FreezeError(`${moving.length} process(es) did not stop within ${opts.timeoutMs ?? 2000} ms`);
      }
      sleepMs(1);
    }
  }
  return { stopped: stopped.size, tasks, thaw };
}
