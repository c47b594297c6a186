// Runs one user command: `bash -c <command>` with the command as ONE argument (never a string we
// build from refs or titles), in its own process group so a timeout or Ctrl-C kills the whole tree.
// Its stdout and stderr are the kept files themselves (no pipes): nothing of the output passes
// through this process's memory, and no descendant can hold a pipe open and keep the run from
// ending. The run ends at exit, at the timeout or past the output limit; then every process of
// the run that can be found — its group, and strays that left it (strays.ts) — is killed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, realpathSync } from 'node:fs';
import { open, stat, truncate } from 'node:fs/promises';
import type { SpawnWrap } from './sandbox.js';
import { killStrays, RUN_ID_VAR } from './strays.js';

/** Most bytes (stdout + stderr) one run may print: past it the run is killed and counts as failed. */
export const MAX_RUN_OUTPUT_BYTES = 256 * 1024 * 1024;

export interface ExecOptions {
  /** The user's command, passed verbatim as bash's `-c` argument. */
  command: string;
  cwd: string;
  /** Full environment of the child (the caller adds BENCHGATE_SIDE etc.). */
  env: NodeJS.ProcessEnv;
  /** Where stdout and stderr are written (created or truncated). */
  stdoutFile: string;
  stderrFile: string;
  /** Kill the process group after this many milliseconds; 0 or undefined = no limit. */
  timeoutMs?: number;
  /** Default MAX_RUN_OUTPUT_BYTES. */
  maxOutputBytes?: number;
  /**
   * Whether processes that left the group are killed when the command exits (default true).
   * `setup` passes false: a service it daemonises (a database for the benchmark) may be meant
   * to outlive it. At the timeout, past the limit and on a signal, everything is killed anyway.
   */
  killStraysOnExit?: boolean;
  /** Starts `bash -c` through this (the side's sandbox, sandbox.ts); the process group, strays and limits work the same. */
  wrap?: SpawnWrap;
  /** Called once when the run ends (exit, timeout, output limit), before anything of it is killed: to look at what it left. */
  beforeKill?: () => void;
}

export interface ExecResult {
  /** The end of each stream (at most TAIL_BYTES), for failure messages. */
  stdoutTail: string;
  stderrTail: string;
  stdoutBytes: number;
  stderrBytes: number;
  /** null when killed by a signal or never seen to exit. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** The run printed more than the limit (it was killed). */
  overLimit: boolean;
  /** Processes of the run outside its process group that were still alive at its end (killed). */
  straysKilled: number;
  durationMs: number;
  /** Set when bash itself could not be started. */
  spawnError?: string;
}

// Runs still going, so a signal handler can end them before exiting.
const running = new Map<number, { runId: string; files: string[] }>();

/** Kills every still-running command: its process group and its strays (used on SIGINT/SIGTERM). */
export function killRunningCommands(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const [pgid, { runId, files }] of running) {
    killGroup(pgid, signal);
    killStrays(runId, files);
  }
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
// How long to wait for bash to be reaped (for its exit status) once everything was SIGKILLed.
const REAP_WAIT_MS = 500;
// How often the output files' sizes are checked against the limit.
const SIZE_POLL_MS = 100;
const TAIL_BYTES = 64 * 1024;
const KEPT_AFTER_LIMIT_BYTES = 1024 * 1024;

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

/** The last TAIL_BYTES of a file (whole lines where it was cut). */
async function tailOf(file: string, size: number): Promise<string> {
  const length = Math.min(size, TAIL_BYTES);
  if (length === 0) return '';
  try {
    const handle = await open(file, 'r');
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, size - length);
      const text = buf.subarray(0, bytesRead).toString('utf8');
      return length < size ? text.slice(text.indexOf('\n') + 1) : text;
    } finally {
      await handle.close();
    }
  } catch {
    return ''; // removed meanwhile: a tail is a courtesy, never a reason to fail
  }
}

export function runCommand(opts: ExecOptions): Promise<ExecResult> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const runId = randomUUID();
  return new Promise((resolve) => {
    const outFd = openSync(opts.stdoutFile, 'w');
    const errFd = openSync(opts.stderrFile, 'w');
    // As /proc shows them in a process's open files (for finding strays that hold them).
    const files = [realpathSync(opts.stdoutFile), realpathSync(opts.stderrFile)];
    let child;
    try {
      const bash = { file: 'bash', args: ['-c', opts.command] };
      const { file, args } = opts.wrap ? opts.wrap(bash.file, bash.args, opts.cwd) : bash;
      child = spawn(file, args, {
        cwd: opts.cwd,
        env: { ...opts.env, [RUN_ID_VAR]: runId },
        stdio: ['ignore', outFd, errFd],
        // Own process group: `kill(-pid)` then reaches everything the command started.
        detached: true,
      });
    } finally {
      // The child has its own copies.
      closeSync(outFd);
      closeSync(errFd);
    }
    const pid = child.pid;
    if (pid !== undefined) running.set(pid, { runId, files });

    let timedOut = false;
    let overLimit = false;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let durationMs: number | undefined;
    let spawnError: string | undefined;
    let straysKilled = 0;
    const timers: NodeJS.Timeout[] = [];
    const later = (ms: number, fn: () => void) => timers.push(setTimeout(fn, ms));

    let looked = false;
    const look = () => {
      if (looked) return;
      looked = true;
      opts.beforeKill?.();
    };
    const killAll = () => {
      look();
      if (pid !== undefined) killGroup(pid, 'SIGKILL');
      straysKilled += killStrays(runId, files);
    };

    let finished = false;
    // Resolves with what the files hold; runs once.
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearTimeout(t);
      clearInterval(poll);
      if (pid !== undefined) running.delete(pid);
      child.unref();
      void (async () => {
        const [stdoutBytes, stderrBytes] = await Promise.all(files.map(sizeOf));
        const [stdoutTail, stderrTail] = await Promise.all([tailOf(files[0], stdoutBytes), tailOf(files[1], stderrBytes)]);
        // Past the limit, only the beginning is kept on disk: every round of a runaway benchmark
        // would otherwise leave hundreds of MB behind.
        if (overLimit) await Promise.all(files.map((f) => truncate(f, KEPT_AFTER_LIMIT_BYTES).catch(() => {})));
        resolve({
          stdoutTail,
          stderrTail,
          stdoutBytes: stdoutBytes,
          stderrBytes: stderrBytes,
          exitCode,
          signal: exitSignal,
          timedOut,
          overLimit,
          straysKilled,
          durationMs: durationMs ?? elapsed(),
          spawnError,
        });
      })();
    };
    // Once everything was killed: give bash a moment to be reaped, then stop.
    const killAndFinish = () => {
      killAll();
      if (durationMs !== undefined) finish();
      else later(REAP_WAIT_MS, finish);
    };

    let polling = false;
    const poll = setInterval(() => {
      if (polling || finished) return;
      polling = true;
      void Promise.all(files.map(sizeOf)).then(([a, b]) => {
        polling = false;
        if (!finished && !overLimit && a + b > limit) {
          overLimit = true;
          killAndFinish();
        }
      });
    }, SIZE_POLL_MS);

    if (pid !== undefined && opts.timeoutMs && opts.timeoutMs > 0) {
      later(opts.timeoutMs, () => {
        timedOut = true;
        look();
        killGroup(pid, 'SIGTERM');
        later(KILL_GRACE_MS, killAndFinish);
      });
    }

    child.on('error', (e) => {
      spawnError = e.message;
      finish();
    });
    child.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      durationMs = elapsed();
      look();
      // Leftover background processes of this run, in its group or not, must not disturb the
      // next run nor keep writing to its files.
      if (opts.killStraysOnExit === false) {
        if (pid !== undefined) killGroup(pid, 'SIGKILL');
      } else {
        killAll();
      }
      if (!overLimit)
        void Promise.all(files.map(sizeOf))
          .then(([a, b]) => (overLimit ||= a + b > limit))
          .then(finish);
      else finish();
    });
  });
}

/** Most characters of output a failure message quotes (the kept files have the rest). */
export const MAX_EXCERPT_CHARS = 4000;

// Colour and cursor sequences: a terminal's, meaningless in a log or a comment.
const ANSI_SEQUENCE = /\x1b\[[0-9;?]*[ -/]*[@-~]/g;
// Runs of one control character (a benchmark that writes /dev/zero): said once with their length.
const CONTROL_RUN = /([\x00-\x08\x0b-\x1f\x7f])\1{3,}/g;
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

const escaped = (c: string): string => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * The last `n` lines of a program's output as a failure message quotes them: printable (colour
 * codes dropped, each line as a terminal leaves it after `\r`, other control bytes escaped as
 * `\x00`, a run of one as `\x00 ×65536`) and at most MAX_EXCERPT_CHARS characters, its end kept.
 */
export function lastLines(text: string, n = 20): string {
  const lines = text
    .replace(/\s+$/, '')
    .split(/\r?\n/)
    .slice(-n)
    .map((line) => line.slice(line.lastIndexOf('\r') + 1));
  const printable = lines
    .join('\n')
    .replace(ANSI_SEQUENCE, '')
    .replace(CONTROL_RUN, (run: string) => `${escaped(run[0])} ×${run.length}`)
    .replace(CONTROL, escaped);
  if (printable.length <= MAX_EXCERPT_CHARS) return printable;
  const cut = printable.length - MAX_EXCERPT_CHARS;
  return `… (${cut} characters before these not shown)\n${printable.slice(cut)}`;
}
