// Processes a run started that escaped its process group (`setsid`, double forks, daemons): they
// are found through /proc, as whatever still carries the run's id in its environment or has one
// of the run's output files open, and killed. Linux only; elsewhere nothing is found.
//
// Two races are closed. A process in the middle of execve shows an empty environment (the kernel
// sets the new image's environment last): `setsid -f daemon` a moment before the run exits is
// just that, so such a process is looked at again until its exec is done. And a stray may fork
// between the scan and its kill: the scan is repeated until it finds no stray it had not killed.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The environment variable that marks every process of one run (inherited by its descendants). */
export const RUN_ID_VAR = 'BENCHGATE_RUN_ID';

/** Where processes are read (a fake /proc in tests) and how the scan waits for an exec to finish. */
export interface ProcView {
  root: string;
  /** Blocks for `ms` milliseconds (the kill runs in exit and signal handlers: it cannot await). */
  pause(ms: number): void;
}

const pauseCell = new Int32Array(new SharedArrayBuffer(4));
const HOST: ProcView = { root: '/proc', pause: (ms) => void Atomics.wait(pauseCell, 0, 0, ms) };

// How long one scan waits, at most, for processes in the middle of execve (an exec that frees a
// large memory takes a while under load — over a second in CI; the wait ends as soon as none is),
// and how often it looks.
const EXEC_WAIT_MS = 5000;
const EXEC_POLL_MS = 2;
// Scans of one kill at most: each finds what forked while the previous one was killing.
const MAX_PASSES = 10;

// The kernel's flag of its own threads (include/linux/sched.h), which have no environment.
const PF_KTHREAD = 0x00200000;

// Open for writing (O_WRONLY or O_RDWR): a reader such as the user's `tail -f` is not the run's.
function writing(proc: ProcView, pid: string, fd: string): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`${proc.root}/${pid}/fdinfo/${fd}`, 'utf8'));
    return flags !== null && (parseInt(flags[1], 8) & 3) !== 0;
  } catch {
    return false;
  }
}

function holdsFile(proc: ProcView, pid: string, files: ReadonlySet<string>): boolean {
  if (files.size === 0) return false;
  let fds: string[];
  try {
    fds = readdirSync(`${proc.root}/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of fds) {
    try {
      if (files.has(readlinkSync(`${proc.root}/${pid}/fd/${fd}`)) && writing(proc, pid, fd)) return true;
    } catch {
      // Closed meanwhile.
    }
  }
  return false;
}

/** The process's environment block; undefined when it cannot be read (another user's process, or gone). */
function environmentOf(proc: ProcView, pid: string): Buffer | undefined {
  try {
    return readFileSync(`${proc.root}/${pid}/environ`);
  } catch {
    return undefined;
  }
}

/**
 * Whether a process whose environment reads empty is in the middle of execve: alive, not a kernel
 * thread, and its new image's environment not set yet (`env_end`, field 51 of stat, is 0; a
 * program started with no environment at all has it set, to the same address as `env_start`).
 */
function inExec(proc: ProcView, pid: string): boolean {
  let stat: string;
  try {
    stat = readFileSync(`${proc.root}/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  // The fields after the command's name (which may hold spaces and parentheses), from field 3 on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, flags, envEnd] = [fields[0], Number(fields[6]), fields[48]];
  return state !== 'Z' && state !== 'X' && (flags & PF_KTHREAD) === 0 && envEnd === '0';
}

type Verdict = 'stray' | 'not' | 'in-exec';

function verdict(proc: ProcView, pid: string, marker: Buffer, files: ReadonlySet<string>): Verdict {
  const environment = environmentOf(proc, pid);
  if (environment?.includes(marker) || holdsFile(proc, pid, files)) return 'stray';
  return environment?.length === 0 && inExec(proc, pid) ? 'in-exec' : 'not';
}

/**
 * Pids (other than ours) of the processes marked with `runId` or holding one of `files` (real
 * paths) open. A process in the middle of execve is looked at again once its exec is done (for up
 * to EXEC_WAIT_MS), so a stray that was just starting its program is not missed.
 */
export function findStrays(runId: string, files: readonly string[], proc: ProcView = HOST): number[] {
  let entries: string[];
  try {
    entries = readdirSync(proc.root);
  } catch {
    return [];
  }
  const marker = Buffer.from(`${RUN_ID_VAR}=${runId}\0`);
  const fileSet = new Set(files);
  const found: number[] = [];
  let waiting: string[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const v = verdict(proc, entry, marker, fileSet);
    if (v === 'stray') found.push(Number(entry));
    else if (v === 'in-exec') waiting.push(entry);
  }
  for (let waited = 0; waiting.length > 0 && waited < EXEC_WAIT_MS; waited += EXEC_POLL_MS) {
    proc.pause(EXEC_POLL_MS);
    const still: string[] = [];
    for (const entry of waiting) {
      const v = verdict(proc, entry, marker, fileSet);
      if (v === 'stray') found.push(Number(entry));
      else if (v === 'in-exec') still.push(entry);
    }
    waiting = still;
  }
  return found;
}

/**
 * SIGKILLs every stray of a run (and the process group each one leads), scanning again until a
 * scan finds none it had not killed (what a stray forked meanwhile); returns how many.
 */
export function killStrays(runId: string, files: readonly string[], proc: ProcView = HOST): number {
  const killed = new Set<number>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // A stray killed already may still be dying: found again, it is not news.
    const fresh = findStrays(runId, files, proc).filter((pid) => !killed.has(pid));
    if (fresh.length === 0) break;
    for (const pid of fresh) {
      killed.add(pid);
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          // Not a group leader, or already gone.
        }
      }
    }
  }
  return killed.size;
}
