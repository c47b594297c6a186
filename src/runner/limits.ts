// What bounds a sandbox's processes and memory, so a fork bomb or a memory hog in `setup` or `run`
// cannot take the machine (nor benchgate) with it:
//  - RLIMIT_NPROC, set on every command entered into the sandbox (`prlimit`). Since Linux 5.14
//    the count is kept per user namespace (ucounts): the sandbox's commands may have `maxTasks`
//    processes and threads in the sandbox's user namespace, whatever else the same uid runs on the
//    host — and the host-wide count still stays under benchgate's own limit. (Root is exempt:
//    benchgate run as root has no such bound.)
//  - oom_score_adj 1000 (`choom`): when memory runs out, the kernel's OOM killer takes the
//    sandbox's processes first, never benchgate or the runner before them; /proc/vmstat's
//    oom_kill counter tells benchgate that it happened during a run.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Most tasks (processes and threads) one sandbox may have, when benchgate's own limit allows it. */
export const SANDBOX_MAX_TASKS = 4096;

/** The soft RLIMIT_NPROC of this process (/proc/self/limits), or undefined when unlimited or unknown. */
export function ownProcessLimit(limits = '/proc/self/limits'): number | undefined {
  try {
    const line = /^Max processes\s+(\S+)/m.exec(readFileSync(limits, 'utf8'));
    return line && /^\d+$/.test(line[1]) ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The task limit of each sandbox: SANDBOX_MAX_TASKS, or a quarter of benchgate's own limit when
 * that is lower — both sandboxes full still leave half of it to benchgate and the job.
 */
export function sandboxMaxTasks(own = ownProcessLimit()): number {
  return own === undefined ? SANDBOX_MAX_TASKS : Math.max(16, Math.min(SANDBOX_MAX_TASKS, Math.floor(own / 4)));
}

/**
 * Whether a sandbox with `tasks` tasks is at its limit: a fork bomb there sits at the limit, its
 * processes retrying the forks that fail, but dies back a little between failures.
 */
export function atTaskLimit(tasks: number, maxTasks: number): boolean {
  return tasks >= Math.floor(maxTasks * 0.9);
}

/** The programs that start a sandbox's command with its limits (before nsenter). */
export function limitPrefix(maxTasks: number): string[] {
  return ['prlimit', `--nproc=${maxTasks}:${maxTasks}`, '--', 'choom', '-n', '1000', '--'];
}

/** Tasks (processes and threads) in the PID namespace that `pid` is in, counted from /proc. */
export function tasksInPidNamespace(pid: number): number {
  let ns: string;
  try {
    ns = readlinkSync(`/proc/${pid}/ns/pid`);
  } catch {
    return 0;
  }
  let tasks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/ns/pid`) === ns) tasks += readdirSync(`/proc/${entry}/task`).length;
    } catch {
      // Another user's process, or gone.
    }
  }
  return tasks;
}

/**
 * The memory cgroup's file that counts the OOM killer's kills of this process's cgroup alone —
 * the sandbox's processes are in benchgate's cgroup — (cgroup v1: `memory.oom_control`; v2:
 * `memory.events.local`), or undefined where none is readable. A machine-wide count would take
 * another job's OOM kill (a shared runner, another test beside this one) for the benchmark's.
 */
export function ownOomCounter(procCgroup = '/proc/self/cgroup', root = '/sys/fs/cgroup'): string | undefined {
  let lines: string[];
  try {
    lines = readFileSync(procCgroup, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const v1 = lines.map((l) => /^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(.*)$/.exec(l)?.[1]).find((p) => p !== undefined);
  const v2 = lines.map((l) => /^0::(.*)$/.exec(l)?.[1]).find((p) => p !== undefined);
  const candidates = [
    ...(v1 !== undefined ? [`${root}/memory${v1}/memory.oom_control`] : []),
    ...(v2 !== undefined ? [`${root}${v2}/memory.events.local`, `${root}/unified${v2}/memory.events.local`] : []),
  ];
  return candidates.find((file) => readCount(file) !== undefined);
}

function readCount(file: string): number | undefined {
  try {
    const m = /^oom_kill (\d+)$/m.exec(readFileSync(file, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

// This process's counter (null: none, the machine's count), found at the first count: the cgroup
// benchgate runs in stays the same, and a round counts twice.
let processCounter: { file: string | null } | undefined;

function processOomCounter(): string | null {
  processCounter ??= { file: ownOomCounter() ?? null };
  return processCounter.file;
}

/**
 * How many processes the kernel's OOM killer has killed: of benchgate's own cgroup where it can
 * read that (ownOomCounter, found once), else since boot on the whole machine (/proc/vmstat);
 * undefined when neither is readable. `counter` null: the machine's count.
 */
export function oomKills(counter: string | null = processOomCounter(), vmstat = '/proc/vmstat'): number | undefined {
  return counter !== null ? readCount(counter) : readCount(vmstat);
}

/** Whether `prlimit` and `choom` (util-linux) are missing, and which. */
export function limitToolsMissing(): string | undefined {
  for (const tool of ['prlimit', 'choom']) {
    const r = spawnSync(tool, ['--version'], { stdio: 'ignore', env: { PATH: process.env.PATH } });
    if (r.error || r.status !== 0) return `${tool} (util-linux) is not installed`;
  }
  return undefined;
}
