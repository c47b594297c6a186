// Where a run's raw outputs go, in the kept-runs layout of src/kept-runs.ts (which `benchgate
// compare --runs D` reads back): run folders, setup files, and a folder prepared to hold them.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPLETE_MARKER, RUN_RECORD_FILE } from '../kept-runs.js';
import type { Side } from './order.js';
import { RunnerError } from './errors.js';

export type RunKind = 'round' | 'warmup';

// What a kept side folder holds when benchgate wrote it.
const KEPT_ENTRY = /^(round|warmup)-\d+$|^(setup|probe)\.(stdout|stderr)$/;

/** Digits of the run numbers: at least 2, enough for the largest number planned. */
export function runNumberWidth(largest: number): number {
  return Math.max(2, String(largest).length);
}

/** `D/<side>/round-NN` or `D/<side>/warmup-NN`. */
export function runDir(keepDir: string, side: Side, kind: RunKind, n: number, width: number): string {
  return path.join(keepDir, side, `${kind}-${String(n).padStart(width, '0')}`);
}

/** `D/<side>/setup.stdout` and `.stderr`. */
export function setupFiles(keepDir: string, side: Side): { stdout: string; stderr: string } {
  return { stdout: path.join(keepDir, side, 'setup.stdout'), stderr: path.join(keepDir, side, 'setup.stderr') };
}

/** `D/base/probe.stdout` and `.stderr`: what a measure learnt of the machine before the first run (rounds.ts RunInstrument.probe). */
export function probeFiles(keepDir: string): { stdout: string; stderr: string } {
  return { stdout: path.join(keepDir, 'base', 'probe.stdout'), stderr: path.join(keepDir, 'base', 'probe.stderr') };
}

/**
 * Makes sure `dir` can hold kept runs, before anything runs: creates it (one level at a time:
 * Node's recursive mkdir spins on /proc), refuses a file in its path and a folder that cannot be
 * written; replaces the kept runs of a previous run, and refuses base/ or head/ folders holding
 * anything else. Errors name `setting` (`--keep-dir`, `keep-dir`).
 */
export function prepareKeepDir(dir: string, setting: string): string {
  const target = path.resolve(dir);
  const fail = (why: string): never => {
    throw new RunnerError(`${setting} ${JSON.stringify(dir)}: ${why}`);
  };
  const missing: string[] = [];
  let existing = target;
  while (!existsSync(existing)) {
    missing.unshift(existing);
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  let st;
  try {
    st = statSync(existing);
  } catch (e) {
    return fail(`cannot read ${existing} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  if (!st.isDirectory()) return fail(`${existing} is a file, not a folder; pass a folder to keep the raw outputs in`);
  if (/^\/(proc|sys|dev)(\/|$)/.test(target)) return fail('a folder under /proc, /sys or /dev cannot hold files; pass a folder on disk');
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      return fail(`cannot create ${d} (${(e as NodeJS.ErrnoException).code ?? String(e)}); pass a folder you can write to`);
    }
  }
  for (const side of ['base', 'head']) {
    const sub = path.join(target, side);
    if (existsSync(sub) && (!statSync(sub).isDirectory() || readdirSync(sub).length > 0)) {
      // A previous benchgate run's kept runs are replaced (its rounds would be mixed with this
      // run's); anything else in the way is the user's, and is never deleted.
      if (!statSync(sub).isDirectory() || !readdirSync(sub).every((name) => KEPT_ENTRY.test(name))) {
        fail(`${side}/ in it holds files benchgate did not write; pass a new or empty folder, or one a previous run kept`);
      }
      rmSync(sub, { recursive: true, force: true });
    }
    try {
      mkdirSync(sub, { recursive: true });
    } catch (e) {
      fail(`cannot create ${sub} (${(e as NodeJS.ErrnoException).code ?? String(e)}); pass a folder you can write to`);
    }
  }
  // A previous run's record would give this run's rounds its level, were this run cut off before recording its own.
  rmSync(path.join(target, RUN_RECORD_FILE), { force: true });
  return target;
}

/** Marks a run folder complete: called once the run ended and its output is in the folder. */
export function markComplete(runFolder: string): void {
  writeFileSync(path.join(runFolder, COMPLETE_MARKER), '');
}
