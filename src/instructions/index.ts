// measure: instructions, the host half (docs/instructions.md): picks the driver and the counter
// (counters/choose.ts: valgrind, installed on a GitHub-hosted runner, or perf where a probe in the
// sandbox finds it counts), and gives the runner a RunInstrument — each side's command and pinned
// environment, the probe, and after each run the count files moved into the kept run.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RunnerError } from '../runner/errors.js';
import type { RunInstrument, Side } from '../runner/rounds.js';
import { DRIVERS, NoDriverError, pickDriver } from './drivers/index.js';
import type { Driver } from './drivers/driver.js';
import { KEPT_FOLDER, OUT_FOLDER, STATE_DIR_VAR, STATE_FOLDER } from './layout.js';
import { libcVersion, ValgrindMissing, versionLine } from './valgrind.js';
import { type CounterChoice, type CounterSetting, setUpCounter } from './counters/choose.js';
import { COUNTER_VAR } from './counters/counter.js';
import { PROBE_COMMAND } from './counters/probe.js';
import { shellWord } from './drivers/driver.js';
import { firstForeignEntry, keepCounts } from './keep-counts.js';

export { DRIVERS, NoDriverError, ValgrindMissing };

/** What moves a count and is not the code: pinned in every run (docs/instructions.md). */
export const PINNED_ENV: Readonly<Record<string, string>> = { GOMAXPROCS: '1', GOGC: 'off', PYTHONHASHSEED: '0' };

/**
 * The inside half's command line: the bundle beside this code (dist/instructions-driver.js; the
 * CLI's chunks are one folder below), or the TypeScript source through tsx when run from src/.
 */
export function driverEntry(): string[] {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) return [process.execPath, '--import', import.meta.resolve('tsx'), path.join(dir, 'driver-main.ts')];
  for (const candidate of [path.join(dir, 'instructions-driver.js'), path.join(dir, '..', 'instructions-driver.js')]) {
    if (existsSync(candidate)) return [process.execPath, candidate];
  }
  throw new Error(`benchgate's instructions driver (instructions-driver.js) is missing beside ${here}: the bundle is incomplete`);
}

/**
 * The driver as the sandbox can start it: the bundle (one file, nothing beside it) copied into the
 * side's state folder, since benchgate's own folder may be one the sandbox hides (a checkout under
 * /tmp, which the sandbox replaces). From sources (tests through tsx) the entry is used as it is.
 */
function entryInside(entry: string[], stateDir: string): string[] {
  if (entry.length !== 2 || !entry[1].endsWith('.js')) return entry;
  const copy = path.join(stateDir, path.basename(entry[1]));
  copyFileSync(entry[1], copy);
  return [entry[0], copy];
}

export interface InstructionsSetup {
  instrument: RunInstrument;
  driver: Driver;
  /** Versions that move a count: the counter (valgrind or perf, and why), libc, the toolchain (the machine table's); the counter's once it is chosen. */
  versions: Record<string, string>;
  /** The counter, once chosen (before the first run). */
  counter: () => CounterChoice | undefined;
}

export interface InstructionsOptions {
  /** instructions-driver: auto or a driver id. */
  driver: string;
  /** instructions-counter: auto, valgrind or perf. */
  counter: CounterSetting;
  command: string;
  format: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** `dir` made empty by benchgate: an entry of that name (a link, a file, a folder) is removed first, without following a link. */
function freshFolder(dir: string): void {
  let st;
  try {
    st = lstatSync(dir);
  } catch {
    st = undefined;
  }
  if (st) rmSync(dir, { recursive: st.isDirectory() && !st.isSymbolicLink(), force: true });
  mkdirSync(dir);
}

/** How `stateDir` stopped being what benchgate made (gone, something else in its place, a file of `made` missing), or undefined while it is intact. */
function stateLost(stateDir: string, made: readonly string[]): string | undefined {
  let st;
  try {
    st = lstatSync(stateDir);
  } catch {
    return 'was deleted';
  }
  if (st.isSymbolicLink()) return 'was replaced by a link';
  if (!st.isDirectory()) return 'was replaced by a file';
  const missing = made.filter((f) => !existsSync(path.join(stateDir, f)));
  if (missing.length) return `lost ${missing.join(', ')} (emptied)`;
  // The counts' folder, made by the driver in the sandbox: a link there is never followed by the
  // driver nor by benchgate, and a file there leaves valgrind nowhere to write.
  let out;
  try {
    out = lstatSync(path.join(stateDir, OUT_FOLDER));
  } catch {
    return undefined;
  }
  if (out.isSymbolicLink()) return `had its ${OUT_FOLDER}/ replaced by a link`;
  if (!out.isDirectory()) return `had its ${OUT_FOLDER}/ replaced by a file`;
  return undefined;
}

/** The tool error of a state folder the side's setup or run removed or replaced: what happened, and what to do. */
function stateLostError(side: Side, how: string, when: 'setup' | { runDir: string }): RunnerError {
  const by =
    when === 'setup'
      ? `after setup on ${side}: the setup command removed or replaced it (benchgate makes it before setup)`
      : `during ${side}'s run ${path.basename(when.runDir)}: the benchmark removed or replaced it`;
  return new RunnerError(
    `measure: instructions: ${STATE_FOLDER}/ in the worktree ${how} ${by}. ` +
      `It holds benchgate's driver and the counts of the run in progress, so no run can be counted without it. ` +
      `Leave ${STATE_FOLDER}/ alone in setup and in the benchmark (e.g. git clean -fdx -e ${STATE_FOLDER}, not git clean -fdx; no rm -rf of dot folders).`,
  );
}

/** valgrind ready and the driver picked (throws ValgrindMissing or NoDriverError, both tool errors). */
export function setUpInstructions(opts: InstructionsOptions): InstructionsSetup {
  const driver = pickDriver(opts.driver, opts.command, opts.format);
  const counting = setUpCounter(opts.counter, driver, opts.env, opts.log);
  const versions: Record<string, string> = {};
  const libc = libcVersion();
  if (libc) versions.libc = libc;
  if (driver.toolchain) {
    const tool = versionLine(driver.toolchain);
    if (tool) versions.toolchain = tool;
  }
  const entry = driverEntry();
  const prepared: Partial<Record<Side, { command: string; env: Record<string, string>; stateDir: string; inside: string[]; made: string[]; ran: boolean }>> =
    {};
  const instrument: RunInstrument = {
    prepare(dirs) {
      if (dirs.base.length !== dirs.head.length) {
        opts.log(
          `measure: instructions: the two folders' paths differ in length (${dirs.base.length} and ${dirs.head.length} characters): a path in memory can move a count`,
        );
      }
      for (const side of ['base', 'head'] as const) {
        const stateDir = path.join(dirs[side], STATE_FOLDER);
        // Made afresh by benchgate, on the host, before setup: whatever the commit put at that name
        // (a link to a host file or folder above all) is removed, never written through.
        freshFolder(stateDir);
        const inside = entryInside(entry, stateDir);
        const p = driver.prepare({ stateDir, entry: inside, command: opts.command });
        prepared[side] = { ...p, stateDir, inside, made: readdirSync(stateDir), ran: false };
      }
      if (counting.chosen) announce(counting.chosen);
    },
    async probe(run) {
      if (counting.chosen) return;
      // After setup: the copy made before it is used (never a second copy through what setup may
      // have put at that name), and a folder setup removed is said as such, not as a failed probe.
      const base = prepared.base!;
      const how = stateLost(base.stateDir, base.made);
      if (how) throw stateLostError('base', how, 'setup');
      const out = await run(`exec ${base.inside.map(shellWord).join(' ')} ${PROBE_COMMAND}`, {
        ...PINNED_ENV,
        [STATE_DIR_VAR]: base.stateDir,
      });
      announce(counting.decide(out.stdout, `${out.failure ? `${out.failure}\n` : ''}${out.stderr}`));
    },
    command(side) {
      // Setup ran in the side's worktree after prepare: a `git clean -fdx` or `rm -rf .*` there
      // leaves the driver's command pointing at nothing (a raw `Cannot find module` on every run).
      const p = prepared[side]!;
      const how = p.ran ? undefined : stateLost(p.stateDir, p.made);
      if (how) throw stateLostError(side, how, 'setup');
      return p.command;
    },
    env: (side) => ({
      ...PINNED_ENV,
      ...prepared[side]!.env,
      [STATE_DIR_VAR]: prepared[side]!.stateDir,
      [COUNTER_VAR]: counting.chosen?.id ?? 'valgrind',
    }),
    collect(side, runDir) {
      const p = prepared[side]!;
      p.ran = true;
      // The run removed or replaced the state folder (a link in its place is never followed): the
      // same on every run, and what the driver printed then is a stack, not a reason.
      const how = stateLost(p.stateDir, p.made);
      if (how) throw stateLostError(side, how, { runDir });
      const out = path.join(p.stateDir, OUT_FOLDER);
      if (!existsSync(out)) return;
      // Only valgrind's (or perf's) files and folders belong there: a link (to a host file above
      // all), a FIFO or a socket was put there by the run, and is never read, followed nor kept.
      const foreign = firstForeignEntry(out);
      if (foreign) {
        throw new RunnerError(
          `measure: instructions: ${side}'s run ${path.basename(runDir)} left ${foreign.what} at ${STATE_FOLDER}/${OUT_FOLDER}/${foreign.name}, ` +
            `where only the counter writes its count files: benchgate neither reads nor keeps it, and no run can be counted beside it. ` +
            `Leave ${STATE_FOLDER}/ alone in setup and in the benchmark (no process of the benchmark may write there).`,
        );
      }
      // Copied on the host with the side frozen (rounds.ts) into a folder benchgate makes, then
      // removed: a process of the run holding the folder (its cwd, an open handle) writes, after the
      // thaw, only into a folder that is gone, never into the kept runs.
      keepCounts(out, path.join(runDir, KEPT_FOLDER));
    },
  };
  /** The counter's line in the log, its name, version and reason in the machine table. */
  function announce(choice: CounterChoice): void {
    const version = counting.version();
    versions.counter = `${choice.id} (${choice.why})`.slice(0, 200);
    if (version) versions[choice.id] = version;
    const how = choice.id === 'perf' ? 'perf stat -e instructions:u' : 'cachegrind --cache-sim=no';
    opts.log(
      `measure: instructions (${driver.id} driver; ${version ?? choice.id}, ${how}, setarch -R, ${Object.entries(PINNED_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')})`,
    );
    opts.log(`measure: instructions: counter: ${choice.id} (${choice.why})`);
  }
  return { instrument, driver, versions, counter: () => counting.chosen };
}
