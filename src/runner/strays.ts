// Processes a run started that escaped its process group (`setsid`, double forks, daemons): they
// are found through /proc, as whatever still carries the run's id in its environment or holds
// one of the run's output pipes, and killed. Linux only; elsewhere nothing is found.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The environment variable that marks every process of one run (inherited by its descendants). */
export const RUN_ID_VAR = 'BENCHGATE_RUN_ID';

/** `pipe:[inode]` of one of our own file descriptors, or undefined when it cannot be read. */
export function pipeOf(fd: number | undefined): string | undefined {
  if (fd === undefined || fd < 0) return undefined;
  try {
    const link = readlinkSync(`/proc/self/fd/${fd}`);
    return link.startsWith('pipe:') ? link : undefined;
  } catch {
    return undefined;
  }
}

function holdsPipe(pid: string, pipes: ReadonlySet<string>): boolean {
  if (pipes.size === 0) return false;
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of fds) {
    try {
      if (pipes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return true;
    } catch {
      // Closed meanwhile.
    }
  }
  return false;
}

function carriesRunId(pid: string, marker: Buffer): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`).includes(marker);
  } catch {
    return false; // another user's process, or gone
  }
}

/** Pids (other than ours) of the processes marked with `runId` or holding one of `pipes`. */
export function findStrays(runId: string, pipes: readonly string[]): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const marker = Buffer.from(`${RUN_ID_VAR}=${runId}\0`);
  const pipeSet = new Set(pipes);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (carriesRunId(entry, marker) || holdsPipe(entry, pipeSet)) found.push(Number(entry));
  }
  return found;
}

/** SIGKILLs every stray of a run (and the process group each one leads); returns how many. */
export function killStrays(runId: string, pipes: readonly string[]): number {
  const strays = findStrays(runId, pipes);
  for (const pid of strays) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // Not a group leader, or already gone.
      }
    }
  }
  return strays.length;
}
