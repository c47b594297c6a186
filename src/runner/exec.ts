// Runs one user command: `bash -c <command>` with the command as ONE argument (never a string we
// build from refs or titles), in its own process group so a timeout or Ctrl-C kills the whole tree.
// Its stdout and stderr stream straight to files (only their tails stay in memory), and the run
// ends in bounded time whatever its descendants do: at the timeout, past the output limit, or
// shortly after the command exits, the pipes stop being read and every process of the run that
// can be found (its group, and strays that left it: see strays.ts) is killed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { killStrays, pipeOf, RUN_ID_VAR } from './strays.js';

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
}

export interface ExecResult {
  /** The last lines of each stream (at most TAIL_BYTES), for failure messages. */
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
  /** After the command exited, a process outside its group kept the pipes open: reading stopped. */
  pipesHeldOpen: boolean;
  durationMs: number;
  /** Set when bash itself could not be started. */
  spawnError?: string;
  /** Set when the output could not be written to its file (disk full, …). */
  writeError?: string;
}

// Runs still going, so a signal handler can end them before exiting.
const running = new Map<number, { runId: string; pipes: string[] }>();

/** Kills every still-running command: its process group and its strays (used on SIGINT/SIGTERM). */
export function killRunningCommands(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const [pgid, { runId, pipes }] of running) {
    killGroup(pgid, signal);
    killStrays(runId, pipes);
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
// How long the pipes are still read after the command exited (a last flush of a stray writer).
const DRAIN_AFTER_EXIT_MS = 1000;
// How long to wait for bash to be reaped once everything was SIGKILLed.
const REAP_WAIT_MS = 500;
const TAIL_BYTES = 64 * 1024;

/** The last TAIL_BYTES of a stream, without keeping the rest. */
class Tail {
  private chunks: Buffer[] = [];
  private size = 0;
  push(b: Buffer): void {
    this.chunks.push(b);
    this.size += b.length;
    while (this.chunks.length > 1 && this.size - this.chunks[0]!.length >= TAIL_BYTES) this.size -= this.chunks.shift()!.length;
  }
  text(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - TAIL_BYTES)).toString('utf8');
  }
}

function closed(ws: WriteStream): Promise<void> {
  return new Promise((ok) => {
    if (ws.closed) return ok();
    ws.once('close', () => ok());
    ws.end();
  });
}

export function runCommand(opts: ExecOptions): Promise<ExecResult> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const runId = randomUUID();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', opts.command], {
      cwd: opts.cwd,
      env: { ...opts.env, [RUN_ID_VAR]: runId },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Own process group: `kill(-pid)` then reaches everything the command started.
      detached: true,
    });
    const pid = child.pid;
    // The inodes of our read ends: whoever else holds these pipes is a process of this run.
    const pipes = [child.stdout, child.stderr]
      .map((s) => pipeOf((s as unknown as { _handle?: { fd?: number } })._handle?.fd))
      .filter((p): p is string => p !== undefined);
    if (pid !== undefined) running.set(pid, { runId, pipes });

    let writeError: string | undefined;
    const sink = (file: string) => createWriteStream(file).on('error', (e) => (writeError ??= e.message));
    const outFile = sink(opts.stdoutFile);
    const errFile = sink(opts.stderrFile);
    const tails = { out: new Tail(), err: new Tail() };
    const bytes = { out: 0, err: 0 };
    let timedOut = false;
    let overLimit = false;
    let pipesHeldOpen = false;
    let exited = false;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let durationMs: number | undefined;
    let spawnError: string | undefined;
    const timers: NodeJS.Timeout[] = [];
    const later = (ms: number, fn: () => void) => timers.push(setTimeout(fn, ms));

    const killAll = () => {
      if (pid !== undefined) killGroup(pid, 'SIGKILL');
      killStrays(runId, pipes);
    };

    let finished = false;
    // Stops reading (whatever still holds the pipes), closes the files and resolves; runs once.
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearTimeout(t);
      if (pid !== undefined) running.delete(pid);
      child.stdout.unpipe(outFile);
      child.stderr.unpipe(errFile);
      child.stdout.destroy();
      child.stderr.destroy();
      child.unref();
      void Promise.all([closed(outFile), closed(errFile)]).then(() =>
        resolve({
          stdoutTail: tails.out.text(),
          stderrTail: tails.err.text(),
          stdoutBytes: bytes.out,
          stderrBytes: bytes.err,
          exitCode,
          signal: exitSignal,
          timedOut,
          overLimit,
          pipesHeldOpen,
          durationMs: durationMs ?? elapsed(),
          spawnError,
          writeError,
        }),
      );
    };
    // Once everything was killed: give bash a moment to be reaped (for its exit status), then stop.
    const killAndFinish = () => {
      killAll();
      if (exited) finish();
      else later(REAP_WAIT_MS, finish);
    };

    const count = (stream: 'out' | 'err') => (b: Buffer) => {
      bytes[stream] += b.length;
      tails[stream].push(b);
      if (!overLimit && bytes.out + bytes.err > limit) {
        overLimit = true;
        killAndFinish();
      }
    };
    child.stdout.on('data', count('out')).pipe(outFile);
    child.stderr.on('data', count('err')).pipe(errFile);

    if (pid !== undefined && opts.timeoutMs && opts.timeoutMs > 0) {
      later(opts.timeoutMs, () => {
        timedOut = true;
        killGroup(pid, 'SIGTERM');
        later(KILL_GRACE_MS, killAndFinish);
      });
    }

    child.on('error', (e) => {
      spawnError = e.message;
      if (pid === undefined) finish();
    });
    child.on('exit', (code, signal) => {
      exited = true;
      exitCode = code;
      exitSignal = signal;
      durationMs = elapsed();
      // Leftover background processes of this run must not disturb the next one, nor hold its
      // pipes open: everything of the run still alive goes now.
      killAll();
      if (finished) return;
      later(DRAIN_AFTER_EXIT_MS, () => {
        pipesHeldOpen = true;
        finish();
      });
    });
    child.on('close', () => finish());
  });
}

/** The last `n` non-empty lines of a text (stderr tails in failure reports). */
export function lastLines(text: string, n = 20): string {
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.slice(-n).join('\n');
}
