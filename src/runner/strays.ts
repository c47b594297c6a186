// Processes a run started that escaped its process group (`setsid`, double forks, daemons): they
// are found through /proc, as whatever still carries the run's id in its environment or has one
// of the run's output files open, and killed. Linux only; elsewhere nothing is found.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The environment variable that marks every process of one run (inherited by its descendants). */
export const RUN_ID_VAR = 'BENCHGATE_RUN_ID';

// Open for writing (O_WRONLY or O_RDWR): a reader such as the user's `tail -f` is not the run's.
function writing(pid: string, fd: string): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'));
    return flags !== null && (parseInt(flags[1], 8) & 3) !== 0;
  } catch {
    return false;
  }
}

function holdsFile(pid: string, files: ReadonlySet<string>): boolean {
  if (files.size === 0) return false;
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of fds) {
    try {
      if (files.has(readlinkSync(`/proc/${pid}/fd/${fd}`)) && writing(pid, fd)) return true;
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

/** Pids (other than ours) of the processes marked with `runId` or holding one of `files` (real paths) open. */
export function findStrays(runId: string, files: readonly string[]): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const marker = Buffer.from(`${RUN_ID_VAR}=${runId}\0`);
  const fileSet = new Set(files);
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (carriesRunId(entry, marker) || holdsFile(entry, fileSet)) found.push(Number(entry));
  }
  return found;
}

/** SIGKILLs every stray of a run (and the process group each one leads); returns how many. */
export function killStrays(runId: string, files: readonly string[]): number {
  const strays = findStrays(runId, files);
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
