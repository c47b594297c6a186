// The kept-runs layout: what `benchgate run --keep-dir D` writes (src/runner/layout.ts) and
// `benchgate compare --runs D` reads back. A contract of its own, like the JSON report: the reader
// (compare) must not load the runner to know it.
//
//   D/base/setup.stdout, D/base/setup.stderr      setup of the side (when there is one)
//   D/base/probe.stdout, D/base/probe.stderr      measure: instructions — the perf probe, when one ran
//   D/base/warmup-NN/{stdout,stderr,<output>}     warm-up runs (discarded; never read as rounds)
//   D/base/round-NN/{stdout,stderr,<output>}      measured round NN (1-based)
//   D/base/round-NN/complete                      written last, once the run ended (ok or failed)
//   D/base/round-NN/cachegrind/                   measure: instructions — the run's cachegrind files (perf's .perf.csv with perf)
//   D/head/…                                      the same for head
//   D/benchgate-run.json                          the level the run's verdicts were decided at, and the settings that decided them
//
// NN is zero-padded to at least two digits (more when there are 100 rounds or more), and
// <output> is the output file or folder under its own name. A round folder without `complete`
// is a run that was cut off (Ctrl-C, a killed job): its stdout may end mid-line.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Correction, RoundsInfo, StatsSettings, TestName } from './model.js';
import { Checker } from './codec.js';
import { decodeStatsSettings, encodeStatsSettings } from './settings.js';
import * as contract from './contract.js';

/** The names a kept run folder holds besides the output; an output file may not take them. */
export const STREAM_FILES = ['stdout', 'stderr'] as const;

/** The empty file written last in a run folder: the run ended and everything in the folder is whole. */
export const COMPLETE_MARKER = 'complete';

/** measure: instructions — the run's cachegrind files (src/instructions/layout.ts KEPT_FOLDER), not the benchmark's output. */
export const CACHEGRIND_FOLDER = 'cachegrind';

/** Every name benchgate writes into a run folder itself. */
export const RUN_FOLDER_FILES: readonly string[] = [...STREAM_FILES, COMPLETE_MARKER, CACHEGRIND_FOLDER];

/** `D/benchgate-run.json`: what `compare --runs D` needs to decide at the run's level. */
export const RUN_RECORD_FILE = 'benchgate-run.json';

/**
 * What `benchgate run` records in D/benchgate-run.json (version 1): the level its verdicts were
 * decided at, so `compare --runs D` decides at the same one. Written when the looks are planned
 * and again, with the `rounds` block, when the run finished.
 */
export interface RunRecord {
  version: 1;
  /** The run's α (family-wise, before the looks). */
  alpha: number;
  /** The level every look and the final analysis tested at: α/J over J planned looks (α with fixed rounds). */
  lookAlpha: number;
  /** The planned looks (rounds after which the runner looked); empty with fixed rounds. */
  looks: number[];
  test: TestName;
  correction: Correction;
  /** Rows the plan counted in the family (constant and ignored rows do not count). */
  rows?: number;
  /** The run's `rounds` block once it finished; absent when the run was cut off. */
  rounds?: RoundsInfo;
  /**
   * The statistical settings the run decided with (measure, threshold, test, correction, outliers,
   * gate, …: a report's `settings`), so `compare --runs` gives the run's verdicts; absent in a
   * record of an older release.
   */
  settings?: StatsSettings;
}

/** Writes D/benchgate-run.json whole (a temp file renamed over it: never read half-written). */
export function writeRunRecord(keepDir: string, record: RunRecord): void {
  const file = path.join(keepDir, RUN_RECORD_FILE);
  const { settings, ...rest } = record;
  const json = settings ? { ...rest, settings: encodeStatsSettings(settings) } : rest;
  writeFileSync(`${file}.tmp`, JSON.stringify(json, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
}

/**
 * D/benchgate-run.json, or undefined when there is none (a kept-runs folder of an older release,
 * or one made by hand). Throws an Error naming the file when it is there but not a record.
 */
export function readRunRecord(keepDir: string): RunRecord | undefined {
  const file = path.join(keepDir, RUN_RECORD_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? String(e)})`, { cause: e });
  }
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    throw new Error(`${file}: not JSON; it is the record \`benchgate run\` writes (delete it to compare at --alpha)`);
  }
  const r = o as Partial<RunRecord> | null;
  const level = (x: unknown): x is number => typeof x === 'number' && x > 0 && x < 1;
  if (
    !r ||
    typeof r !== 'object' ||
    r.version !== 1 ||
    !level(r.alpha) ||
    !level(r.lookAlpha) ||
    r.lookAlpha > r.alpha ||
    !Array.isArray(r.looks) ||
    !r.looks.every((n) => Number.isInteger(n) && n >= 1) ||
    (r.test !== 'mann-whitney' && r.test !== 'paired') ||
    (r.correction !== 'holm' && r.correction !== 'bh' && r.correction !== 'none')
  ) {
    throw new Error(`${file}: not a version 1 record of \`benchgate run\` (alpha, lookAlpha, looks, test, correction); delete it to compare at --alpha`);
  }
  // The rounds block goes into the report as it is: checked like a report's (a kept folder is an
  // artifact anyone could have edited).
  if (r.rounds !== undefined) r.rounds = contract.rounds.decode(new Checker(file), r.rounds, '$.rounds', {});
  if (r.settings !== undefined) r.settings = decodeStatsSettings(new Checker(file), r.settings, '$.settings');
  return r as RunRecord;
}
