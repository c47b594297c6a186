// Runs one user command: `bash -c <command>` with the command as ONE argument (never a string we
// build from refs or titles), in its own process group so a timeout or Ctrl-C kills the whole tree.
import { spawn } from 'node:child_process';

export interface ExecOptions {
  /** The user's command, passed verbatim as bash's `-c` argument. */
  command: string;
  cwd: string;
  /** Full environment of the child (the caller adds BENCHGATE_SIDE etc.). */
  env: NodeJS.ProcessEnv;
  /** Kill the process group after this many milliseconds; 0 or undefined = no limit. */
  timeoutMs?: number;
}

export interface ExecResult {
  stdout: string;
  stderr: string;
  /** null when killed by a signal. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  durationMs: number;
  /** Set when bash itself could not be started. */
  spawnError?: string;
}

// Process groups of the commands still running, so a signal handler can end them before exiting.
const running = new Set<number>();

/** Sends a signal to every still-running command's process group (used on SIGINT/SIGTERM). */
export function killRunningCommands(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const pgid of running) killGroup(pgid, signal);
}

function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

// Grace period between SIGTERM and SIGKILL on timeout: lets harnesses flush, but not forever.
const KILL_GRACE_MS = 2000;

export function runCommand(opts: ExecOptions): Promise<ExecResult> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', opts.command], {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group: `kill(-pid)` then reaches everything the command started.
      detached: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));

    let timedOut = false;
    let termTimer: NodeJS.Timeout | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    if (pid !== undefined && opts.timeoutMs && opts.timeoutMs > 0) {
      termTimer = setTimeout(() => {
        timedOut = true;
        killGroup(pid, 'SIGTERM');
        killTimer = setTimeout(() => killGroup(pid, 'SIGKILL'), KILL_GRACE_MS);
      }, opts.timeoutMs);
    }

    let spawnError: string | undefined;
    child.on('error', (e) => {
      spawnError = e.message;
    });
    // Leftover background processes of this run must not disturb the next one (nor hold its
    // pipes open, which would keep 'close' from firing).
    child.on('exit', () => {
      if (pid !== undefined) killGroup(pid, 'SIGKILL');
    });
    child.on('close', (code, signal) => {
      clearTimeout(termTimer);
      clearTimeout(killTimer);
      if (pid !== undefined) running.delete(pid);
      resolve({
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        exitCode: code,
        signal,
        timedOut,
        durationMs: elapsed(),
        spawnError,
      });
    });
  });
}

/** The last `n` non-empty lines of a text (stderr tails in failure reports). */
export function lastLines(text: string, n = 20): string {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.slice(-n).join('\n');
}
