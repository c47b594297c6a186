// The measuring loop: setup once per side, `warmup` discarded rounds, then `rounds` rounds that
// each run base and head once in a seeded random order. Every run's raw output is kept on disk;
// a failed run is recorded (exit code, stderr tail) and the other rounds still count.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FailedRun } from '../model.js';
import { RunnerError } from './errors.js';
import { type ExecResult, lastLines, runCommand } from './exec.js';
import { loadAverage } from './machine.js';
import { type Side, roundOrders } from './order.js';

export type { Side } from './order.js';

/** Where the runner's progress goes: the terminal (CLI) or core.info/core.warning (action). */
export interface RunLogger {
  info(line: string): void;
  warn(line: string): void;
}

/** What one run produced, in the shape the format parsers read (FormatInput). */
export type RunInput = { kind: 'text'; file: string; text: string } | { kind: 'dir'; dir: string };

export interface RunOutput {
  side: Side;
  /** 1-based measured round. */
  round: number;
  input: RunInput;
  durationMs: number;
}

export interface SideRuns {
  outputs: RunOutput[];
  failed: FailedRun[];
  /** 1-minute load average before each measured run of this side. */
  loadavg: number[];
}

export interface RoundsOptions {
  /** Working directory of each side's commands (worktree + working-directory). */
  dirs: Record<Side, string>;
  command: string;
  setup?: string;
  /** Read after each run (relative to the side's directory) instead of stdout; a file or a folder. */
  outputFile?: string;
  rounds: number;
  warmup: number;
  /** Per-run limit; the run's process group is killed when it passes. 0/undefined = none. */
  timeoutMs?: number;
  /** Folder for every run's raw stdout/stderr/output-file (created if missing). */
  keepDir: string;
  seed: number;
  /** Base environment of the commands (default process.env); BENCHGATE_SIDE is added. */
  env?: NodeJS.ProcessEnv;
  log?: RunLogger;
}

export interface RoundsResult {
  base: SideRuns;
  head: SideRuns;
  /** The side order of each measured round (after the warm-up rounds). */
  order: Side[][];
}

const STDERR_TAIL_LINES = 20;

export function formatDuration(ms: number): string {
  const s = ms / 1000;
  return s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`;
}

export function formatTimeout(ms: number): string {
  return ms % 60000 === 0 ? `${ms / 60000}m` : ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

/** Why a finished command counts as failed, or undefined when it succeeded. */
function failureReason(r: ExecResult, timeoutMs: number | undefined): string | undefined {
  if (r.spawnError) return `could not start bash: ${r.spawnError}`;
  if (r.timedOut) return `timed out after ${formatTimeout(timeoutMs ?? 0)} (process group killed)`;
  if (r.signal) return `killed by ${r.signal}`;
  if (r.exitCode !== 0) return `exit code ${r.exitCode}`;
  return undefined;
}

/** Resolves the output file inside the side's folder; refuses paths that leave the checkout. */
function outputPath(dir: string, outputFile: string): string {
  const resolved = path.resolve(dir, outputFile);
  const rel = path.relative(dir, resolved);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new RunnerError(`output-file '${outputFile}' must be a path inside the checkout (relative to the working directory)`);
  }
  return resolved;
}

export async function runRounds(opts: RoundsOptions): Promise<RoundsResult> {
  const log = opts.log ?? { info: () => {}, warn: () => {} };
  const baseEnv = opts.env ?? process.env;
  mkdirSync(opts.keepDir, { recursive: true });
  const result: RoundsResult = {
    base: { outputs: [], failed: [], loadavg: [] },
    head: { outputs: [], failed: [], loadavg: [] },
    order: [],
  };
  const outPaths = opts.outputFile
    ? { base: outputPath(opts.dirs.base, opts.outputFile), head: outputPath(opts.dirs.head, opts.outputFile) }
    : undefined;

  const exec = (side: Side, command: string) =>
    runCommand({ command, cwd: opts.dirs[side], env: { ...baseEnv, BENCHGATE_SIDE: side }, timeoutMs: opts.timeoutMs });

  const keep = (name: string, text: string) => {
    const file = path.join(opts.keepDir, name);
    writeFileSync(file, text);
    return file;
  };

  if (opts.setup) {
    for (const side of ['base', 'head'] as const) {
      const r = await runCommand({ command: opts.setup, cwd: opts.dirs[side], env: { ...baseEnv, BENCHGATE_SIDE: side } });
      keep(`setup-${side}.stdout`, r.stdout);
      keep(`setup-${side}.stderr`, r.stderr);
      const why = failureReason(r, undefined);
      if (why) {
        throw new RunnerError(`setup failed on ${side} (${why}); last lines of its output:\n${lastLines(r.stderr || r.stdout, STDERR_TAIL_LINES)}`);
      }
      log.info(`setup ${side}: ${formatDuration(r.durationMs)}`);
    }
  }

  // Runs one side once; returns the output, or the reason it failed.
  const runOnce = async (side: Side, label: string): Promise<{ input?: RunInput; reason?: string; r: ExecResult }> => {
    if (outPaths) rmSync(outPaths[side], { recursive: true, force: true }); // never re-read a stale file
    const r = await exec(side, opts.command);
    const stdoutFile = keep(`${label}-${side}.stdout`, r.stdout);
    keep(`${label}-${side}.stderr`, r.stderr);
    const why = failureReason(r, opts.timeoutMs);
    if (why) return { reason: why, r };
    if (!outPaths) {
      if (!r.stdout.trim()) return { reason: 'exit code 0 but nothing on stdout (set output-file if results go to a file)', r };
      return { input: { kind: 'text', file: stdoutFile, text: r.stdout }, r };
    }
    const out = outPaths[side];
    if (!existsSync(out)) return { reason: `exit code 0 but output-file '${opts.outputFile}' was not written`, r };
    const kept = path.join(opts.keepDir, `${label}-${side}.${path.basename(out)}`);
    if (statSync(out).isDirectory()) {
      cpSync(out, kept, { recursive: true });
      return { input: { kind: 'dir', dir: kept }, r };
    }
    const text = readFileSync(out, 'utf8');
    writeFileSync(kept, text);
    return { input: { kind: 'text', file: kept, text }, r };
  };

  const orders = roundOrders(opts.seed, opts.warmup + opts.rounds);
  for (let i = 0; i < orders.length; i++) {
    const warm = i < opts.warmup;
    const round = warm ? i + 1 : i + 1 - opts.warmup;
    const label = warm ? `warmup-${round}` : `round-${String(round).padStart(String(opts.rounds).length, '0')}`;
    if (!warm) result.order.push(orders[i]);
    for (const side of orders[i]) {
      if (!warm) result[side].loadavg.push(loadAverage());
      const { input, reason, r } = await runOnce(side, label);
      const prefix = warm ? `warm-up ${round}/${opts.warmup} ${side}` : `round ${round}/${opts.rounds} ${side}`;
      if (reason) {
        const tail = lastLines(r.stderr, STDERR_TAIL_LINES);
        log.warn(`${prefix}: FAILED after ${formatDuration(r.durationMs)}: ${reason}${warm ? ' (warm-up, discarded)' : ''}${tail ? `\n${tail}` : ''}`);
        if (!warm) result[side].failed.push({ side, round, reason, exitCode: r.exitCode, stderrTail: tail });
        continue;
      }
      log.info(`${prefix}: ${formatDuration(r.durationMs)}${warm ? ' (discarded)' : ''}`);
      if (!warm && input) result[side].outputs.push({ side, round, input, durationMs: r.durationMs });
    }
  }
  return result;
}
