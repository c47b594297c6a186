// The measuring loop: setup once per side, `warmup` discarded rounds, then rounds that each run
// base and head once in a seeded random order — a fixed number, or (adaptive) up to `maxRounds`
// with the caller asked at each planned look whether to go on. Every run's raw output is kept on
// disk in the layout of layout.ts; a failed run is recorded (exit code, stderr tail) and the
// other rounds still count. The first measured output is checked at once (fail fast).
import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FailedRun, FormatInput } from '../model.js';
import { copyOutputFile, copyOutputFolder, type FolderCopy, UnusableFolderError } from './copy-folder.js';
import { RunnerError, UnusableOutputError } from './errors.js';
import { type ExecResult, lastLines, MAX_RUN_OUTPUT_BYTES, runCommand } from './exec.js';
import { RUN_FOLDER_FILES } from '../kept-runs.js';
import { markComplete, probeFiles, type RunKind, runDir, runNumberWidth, setupFiles } from './layout.js';
import { loadAverage } from './machine.js';
import { type Side, roundOrders } from './order.js';
import type { SideControl } from './isolation.js';
import { atTaskLimit, oomKills } from './limits.js';
import { SidePausing } from './pause-sides.js';
import type { SpawnWrap } from './sandbox.js';
import { removeInside, UnsafePathError, type Walked, walkInside } from './worktree-path.js';

export type { Side } from './order.js';

/** Where the runner's progress goes: the terminal (CLI) or core.info/core.warning (action). */
export interface RunLogger {
  info(line: string): void;
  warn(line: string): void;
}

export interface RunOutput {
  side: Side;
  /** 1-based measured round. */
  round: number;
  input: FormatInput;
  durationMs: number;
}

export interface SideRuns {
  outputs: RunOutput[];
  failed: FailedRun[];
  /** 1-minute load average before each measured run of this side. */
  loadavg: number[];
}

/** Why the rounds stopped: a fixed count, the caller's look said decided, or the maximum. */
export type StopReason = 'fixed' | 'decided' | 'max-rounds';

/** The caller's answer at a look of adaptive rounds. */
export type LookDecision = 'continue' | 'stop';

/**
 * A measure that changes how each measured and warm-up run starts (measure: instructions,
 * src/instructions/): the command and the variables it adds, per side, and what a run leaves
 * behind moved into its kept folder. `setup` runs as it is.
 */
export interface RunInstrument {
  /** Once, before setup, with each side's folder. */
  prepare(dirs: Record<Side, string>): void;
  command(side: Side): string;
  env(side: Side): Record<string, string>;
  /** After each run, failed or not: the files it left go into its kept folder. */
  collect(side: Side, runDir: string): void;
  /**
   * Once, after setup and before the first run: what the machine can do in base's sandbox, learnt
   * by running commands there as a run starts (`run`; kept as D/base/probe.stdout and .stderr).
   */
  probe?(run: (command: string, env: Record<string, string>) => Promise<ProbeOutput>): Promise<void>;
}

/** What a probe's command printed, and why it failed when it did. */
export interface ProbeOutput {
  stdout: string;
  stderr: string;
  failure?: string;
}

/** Longest a probe's command may take. */
const PROBE_TIMEOUT_MS = 120_000;

export interface RoundsOptions {
  /** Working directory of each side's commands (worktree + working-directory). */
  dirs: Record<Side, string>;
  /**
   * Each side's worktree (default `dirs`): the output-file is walked from there, so a link in the
   * working-directory is refused too.
   */
  worktrees?: Record<Side, string>;
  command: string;
  setup?: string;
  /** Read after each run (relative to the side's directory) instead of stdout; a file or a folder. */
  outputFile?: string;
  /** Measured rounds (fixed rounds; ignored when `onLook` is given). */
  rounds: number;
  warmup: number;
  /** Per-run limit; the run's processes are killed when it passes. 0/undefined = none. */
  timeoutMs?: number;
  /** Folder for every run's raw output, in the layout of layout.ts (created if missing). */
  keepDir: string;
  /**
   * Set when keepDir is a temporary folder removed when benchgate exits: the setting that keeps
   * one (`--keep-dir`), which a failing setup's message points to instead of a file about to go.
   */
  temporaryKeepDir?: { keepSetting: string };
  seed: number;
  /** Base environment of the commands (default process.env); BENCHGATE_SIDE is added. */
  env?: NodeJS.ProcessEnv;
  log?: RunLogger;
  /**
   * Checks the first measured run's output as soon as it exists (e.g. parses it); throwing stops
   * the whole run with an UnusableOutputError naming the kept file. The runner knows no format.
   */
  checkOutput?: (input: FormatInput) => void | Promise<void>;
  /** Told of each measured output as it lands (after the check of the first), e.g. to parse it once. */
  onOutput?: (output: RunOutput) => void;
  /** Adaptive rounds: run up to this many rounds, asking `onLook` after each round in `looks`. */
  maxRounds?: number;
  /** The round counts (1-based, ascending) after which `onLook` is asked; default every round. */
  looks?: readonly number[];
  /** Called at each planned look with the rounds done and the runs so far; 'stop' ends the rounds. */
  onLook?: (roundsDone: number, soFar: RoundsResult) => Promise<LookDecision>;
  /** Most bytes of output one run may print (stdout + stderr, and the output file). */
  maxOutputBytes?: number;
  /** Each side's sandbox (isolation.ts): every command of that side starts through it. */
  wrap?: Partial<Record<Side, SpawnWrap>>;
  /** Each side's sandbox, to pause it while the other side runs and to watch its processes. */
  control?: Partial<Record<Side, SideControl>>;
  /** measure: instructions — how each run starts instead of `command` as it is. */
  instrument?: RunInstrument;
}

export interface RoundsResult {
  base: SideRuns;
  head: SideRuns;
  /** The side order of each measured round (after the warm-up rounds). */
  order: Side[][];
  /** Measured rounds that ran. */
  roundsRun: number;
  stopReason: StopReason;
}

const STDERR_TAIL_LINES = 20;

export function formatDuration(ms: number): string {
  const s = ms / 1000;
  return s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`;
}

export function formatTimeout(ms: number): string {
  return ms % 60000 === 0 ? `${ms / 60000}m` : ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

export function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : `${n} bytes`;
}

/**
 * The last lines of a failed setup's stderr (its stdout when stderr is empty), and where the whole
 * of it is: the kept file, or — when the folder is temporary and gone once benchgate exits — the
 * setting that keeps it.
 */
function setupTail(r: ExecResult, side: Side, temporary: RoundsOptions['temporaryKeepDir'], files: { stdout: string; stderr: string }): string {
  const stream = r.stderrTail.trim() ? 'stderr' : 'stdout';
  const tail = lastLines(stream === 'stderr' ? r.stderrTail : r.stdoutTail, STDERR_TAIL_LINES);
  if (!tail.trim()) return 'it printed nothing';
  const whole = temporary
    ? `to keep all of it, rerun with ${temporary.keepSetting} DIR: it is then in DIR/${side}/setup.${stream}`
    : `all of it: ${files[stream]}`;
  return `last lines of its ${stream} (${whole}):\n${tail}`;
}

/** Why a finished command counts as failed, or undefined when it succeeded. */
function failureReason(r: ExecResult, timeoutMs: number | undefined, limit: number): string | undefined {
  if (r.spawnError) return `could not start bash: ${r.spawnError}`;
  if (r.overLimit) {
    return `printed more than ${formatBytes(limit)} (stdout and stderr together), the most benchgate keeps of one run: killed. Print only the results, or write them to a file and set output-file`;
  }
  if (r.timedOut) return `timed out after ${formatTimeout(timeoutMs ?? 0)} (its processes were killed)`;
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
  if (RUN_FOLDER_FILES.includes(path.basename(resolved))) {
    throw new RunnerError(
      `output-file '${outputFile}': a file named ${path.basename(resolved)} would collide with the run's own ${path.basename(resolved)} in the kept runs; rename it`,
    );
  }
  return resolved;
}

export async function runRounds(opts: RoundsOptions): Promise<RoundsResult> {
  const log = opts.log ?? { info: () => {}, warn: () => {} };
  const baseEnv = opts.env ?? process.env;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const adaptive = opts.onLook !== undefined;
  const planned = adaptive ? (opts.maxRounds ?? NaN) : opts.rounds;
  if (!Number.isInteger(planned) || planned < 1) {
    throw new RunnerError(adaptive ? `maxRounds must be a whole number ≥ 1 (got ${opts.maxRounds})` : `rounds must be a whole number ≥ 1 (got ${opts.rounds})`);
  }
  const looks = new Set(opts.looks ?? Array.from({ length: planned }, (_, i) => i + 1));
  const width = runNumberWidth(planned);
  const warmWidth = runNumberWidth(opts.warmup);
  mkdirSync(opts.keepDir, { recursive: true });
  const result: RoundsResult = {
    base: { outputs: [], failed: [], loadavg: [] },
    head: { outputs: [], failed: [], loadavg: [] },
    order: [],
    roundsRun: 0,
    stopReason: adaptive ? 'max-rounds' : 'fixed',
  };
  const outPaths = opts.outputFile ? { base: outputPath(opts.dirs.base, opts.outputFile), head: outputPath(opts.dirs.head, opts.outputFile) } : undefined;

  const pausing = new SidePausing(opts.control ?? {});
  const exec = async (
    side: Side,
    name: string,
    command: string,
    files: { stdout: string; stderr: string },
    timeoutMs?: number,
    killStraysOnExit = true,
    extraEnv: Record<string, string> = {},
  ) => {
    mkdirSync(path.dirname(files.stdout), { recursive: true });
    pausing.measure(side, name);
    const control = opts.control?.[side];
    const oomBefore = control ? oomKills() : undefined;
    let tasksAtEnd = 0;
    const r = await runCommand({
      command,
      cwd: opts.dirs[side],
      env: { ...baseEnv, ...extraEnv, BENCHGATE_SIDE: side },
      stdoutFile: files.stdout,
      stderrFile: files.stderr,
      timeoutMs,
      maxOutputBytes: limit,
      killStraysOnExit,
      wrap: opts.wrap?.[side],
      beforeKill: control ? () => (tasksAtEnd = control.tasks()) : undefined,
    });
    if (control) {
      const kept = `its output is kept in ${path.dirname(files.stdout)}`;
      // The same on every round, and a danger to the machine: no measurement, a tool error.
      if (atTaskLimit(tasksAtEnd, control.maxTasks)) {
        throw new RunnerError(
          `${side} ${name} reached its sandbox's limit of ${control.maxTasks} processes and threads (a fork bomb, or a benchmark that starts too many); benchgate stopped and killed the sandbox; ${kept}`,
        );
      }
      const oomAfter = oomKills();
      if (oomBefore !== undefined && oomAfter !== undefined && oomAfter > oomBefore) {
        throw new RunnerError(
          `the machine ran out of memory during ${side} ${name}: the kernel's out-of-memory killer ended ${oomAfter - oomBefore} process(es) (the sandbox's come first); benchgate stopped and killed the sandbox; ${kept}`,
        );
      }
    }
    return r;
  };

  opts.instrument?.prepare(opts.dirs);
  if (opts.setup) {
    for (const side of ['base', 'head'] as const) {
      const files = setupFiles(opts.keepDir, side);
      const r = await exec(side, 'setup', opts.setup, files, undefined, false);
      const why = failureReason(r, undefined, limit);
      if (why) throw new RunnerError(`setup failed on ${side} (${why}); ${setupTail(r, side, opts.temporaryKeepDir, files)}`);
      log.info(`setup ${side}: ${formatDuration(r.durationMs)}`);
    }
  }

  if (opts.instrument?.probe) {
    const files = probeFiles(opts.keepDir);
    await opts.instrument.probe(async (command, env) => {
      const r = await exec('base', 'probe', command, files, PROBE_TIMEOUT_MS, true, env);
      const text = (file: string) => readFile(file, 'utf8').catch(() => '');
      const failure = failureReason(r, PROBE_TIMEOUT_MS, limit);
      return { stdout: await text(files.stdout), stderr: await text(files.stderr), ...(failure ? { failure } : {}) };
    });
  }

  // Runs one side once; returns the output, or the reason it failed. The run folder is marked
  // complete once the run ended, failed or not: an interrupt before that leaves it unmarked.
  const runOnce = async (side: Side, kind: RunKind, n: number): Promise<{ input?: FormatInput; reason?: string; r: ExecResult }> => {
    const dir = runDir(opts.keepDir, side, kind, n, kind === 'round' ? width : warmWidth);
    const outcome = await measure(side, dir, `${kind} ${n}`);
    markComplete(dir);
    return outcome;
  };

  // The output-file's path from each side's worktree, and what benchgate does to it there: only
  // with that side's sandbox frozen (no process of it moves a path meanwhile), never through a link.
  const roots = opts.worktrees ?? opts.dirs;
  const outRel = outPaths ? { base: path.relative(roots.base, outPaths.base), head: path.relative(roots.head, outPaths.head) } : undefined;
  const unsafe = (side: Side, e: unknown): unknown =>
    e instanceof UnsafePathError ? new RunnerError(`${e.message} (on ${side}); the benchmark must write its results as plain files inside its worktree`) : e;

  const measure = async (side: Side, dir: string, name: string): Promise<{ input?: FormatInput; reason?: string; r: ExecResult }> => {
    const instrument = opts.instrument;
    if (outRel) {
      pausing.hold(side, name);
      // Never re-read a stale file; what a link on the way points at is left alone.
      await removeInside(roots[side], outRel[side], `output-file ${opts.outputFile}`).catch((e: unknown) => {
        throw unsafe(side, e);
      });
    }
    const files = { stdout: path.join(dir, 'stdout'), stderr: path.join(dir, 'stderr') };
    const r = instrument
      ? await exec(side, name, instrument.command(side), files, opts.timeoutMs, true, instrument.env(side))
      : await exec(side, name, opts.command, files, opts.timeoutMs);
    if (outRel || instrument) pausing.hold(side, name);
    instrument?.collect(side, dir);
    const why = failureReason(r, opts.timeoutMs, limit);
    if (why) return { reason: why, r };
    if (r.straysKilled) log.info(`${side} ${name}: killed ${r.straysKilled} process(es) the command left running outside its process group`);
    if (!outRel) {
      const text = await readFile(files.stdout, 'utf8');
      if (!text.trim()) return { reason: 'exit code 0 but nothing on stdout (set output-file if results go to a file)', r };
      return { input: { kind: 'text', file: files.stdout, text }, r };
    }
    let walked: Walked;
    try {
      walked = await walkInside(roots[side], outRel[side], `output-file ${opts.outputFile}`);
    } catch (e) {
      throw unsafe(side, e);
    }
    if (!walked.st) return { reason: `exit code 0 but output-file '${opts.outputFile}' was not written`, r };
    const kept = path.join(dir, path.basename(walked.path));
    if (walked.st.isDirectory()) {
      let copy: FolderCopy;
      try {
        copy = await copyOutputFolder(roots[side], outRel[side], kept, limit, `output-file ${opts.outputFile}`);
      } catch (e) {
        // A FIFO, a link out of the folder, a file unreadable to us: the same on every run.
        const why = e instanceof UnusableFolderError ? `${e.message}; the benchmark must write its results as plain files inside it` : String(e);
        throw new RunnerError(`output-file '${opts.outputFile}' (a folder) cannot be copied on ${side}: ${why}`);
      }
      if (!copy.ok) return { reason: `output-file '${opts.outputFile}' (a folder) holds more than the ${formatBytes(limit)} benchgate reads of one run`, r };
      return { input: { kind: 'dir', dir: kept }, r };
    }
    if (!walked.st.isFile() && !walked.st.isSymbolicLink()) {
      // A FIFO or a device would block the read (or never end): a configuration error, not a flaky run.
      throw new RunnerError(
        `output-file '${opts.outputFile}' is not a regular file (a FIFO, socket or device) on ${side}; the benchmark must write its results to a plain file or folder`,
      );
    }
    let copy;
    try {
      copy = await copyOutputFile(roots[side], walked, outRel[side], kept, limit);
    } catch (e) {
      if (!(e instanceof UnsafePathError)) throw e;
      // A link out leads to the runner's files, one to a FIFO would block: a configuration error, not a flaky run.
      throw new RunnerError(
        `output-file '${opts.outputFile}' cannot be read on ${side}: ${e.message}; the benchmark must write its results to a plain file or folder inside its worktree`,
      );
    }
    if (!copy.ok) return { reason: `output-file '${opts.outputFile}' is ${copy.size} bytes, over the ${formatBytes(limit)} benchgate reads of one run`, r };
    return { input: { kind: 'text', file: kept, text: await readFile(kept, 'utf8') }, r };
  };

  let checked = opts.checkOutput === undefined;
  const orders = roundOrders(opts.seed, opts.warmup + planned);
  const total = adaptive ? `≤${planned}` : `${planned}`;
  for (let i = 0; i < orders.length; i++) {
    const warm = i < opts.warmup;
    const round = warm ? i + 1 : i + 1 - opts.warmup;
    if (!warm) result.order.push(orders[i]);
    for (const side of orders[i]) {
      if (!warm) result[side].loadavg.push(loadAverage());
      const { input, reason, r } = await runOnce(side, warm ? 'warmup' : 'round', round);
      const prefix = warm ? `warm-up ${round}/${opts.warmup} ${side}` : `round ${round}/${total} ${side}`;
      if (reason) {
        const tail = lastLines(r.stderrTail, STDERR_TAIL_LINES);
        log.warn(`${prefix}: FAILED after ${formatDuration(r.durationMs)}: ${reason}${warm ? ' (warm-up, discarded)' : ''}${tail ? `\n${tail}` : ''}`);
        if (!warm) result[side].failed.push({ side, round, reason, exitCode: r.exitCode, stderrTail: tail });
        continue;
      }
      log.info(`${prefix}: ${formatDuration(r.durationMs)}${warm ? ' (discarded)' : ''}`);
      if (warm || !input) continue;
      if (!checked) {
        checked = true;
        try {
          await opts.checkOutput!(input);
        } catch (e) {
          const file = input.kind === 'text' ? input.file : input.dir;
          throw new UnusableOutputError(
            `the first measured run (${side} round ${round}) gave output benchgate cannot use, so the run stopped there:\n${e instanceof Error ? e.message : String(e)}\nIts output is kept in ${file}`,
            file,
          );
        }
      }
      const output: RunOutput = { side, round, input, durationMs: r.durationMs };
      result[side].outputs.push(output);
      opts.onOutput?.(output);
    }
    if (warm) continue;
    result.roundsRun = round;
    if (adaptive && looks.has(round) && (await opts.onLook!(round, result)) === 'stop') {
      result.stopReason = 'decided';
      break;
    }
  }
  // After an error what is paused stays so until the sandboxes close (SIGKILL ends stopped processes too).
  pausing.resumeAll();
  const cost = pausing.cost();
  if (cost) log.info(cost);
  return result;
}
