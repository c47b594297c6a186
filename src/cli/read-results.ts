// BASE/HEAD paths → parse results. A path is a file, `-` (stdin), a directory a format reads as
// a whole (Criterion's target/criterion), or else a directory of result files, each parsed.
// Also the kept-runs folder of `compare --runs D` (readKeptRuns).
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import { basename, join } from 'node:path';
import type { FormatInput } from '../formats/format.js';
import { detectFormat, formatById, parseRun, readInput } from '../formats/registry.js';
import { type FailedRun, ParseError, type ParseResult, type Warning } from '../model.js';
import { COMPLETE_MARKER, readRunRecord, RUN_FOLDER_FILES, RUN_RECORD_FILE, type RunRecord } from '../kept-runs.js';
import { UsageError } from './exit.js';

/** Regular, non-hidden files directly inside `dir`, sorted so pooled samples keep a stable order. */
function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => join(dir, e.name))
      .sort();
  } catch (err) {
    throw new ParseError(`cannot list the directory (${(err as NodeJS.ErrnoException).code ?? String(err)})`, dir);
  }
}

async function readPath(path: string, format: string): Promise<ParseResult[]> {
  const input = await readInput(path);
  if (input.kind === 'text') return [parseRun(input, format)];
  try {
    return [parseRun(input, format)];
  } catch (err) {
    // No format reads this directory as a whole: it is a folder of result files.
    const files = filesIn(input.dir);
    if (!(err instanceof ParseError) || files.length === 0) throw err;
    const results: ParseResult[] = [];
    for (const file of files) results.push(parseRun(await readInput(file), format));
    return results;
  }
}

/** Every parse result of one side, in the order the paths were given. */
export async function readResults(paths: readonly string[], format: string): Promise<ParseResult[]> {
  const results: ParseResult[] = [];
  for (const path of paths) for (const result of await readPath(path, format)) results.push(result);
  return results;
}

// ---------------------------------------------------------------- kept runs (`compare --runs D`)

/** One side's measured round folders of a kept-runs folder, by round number. */
interface RoundDir {
  side: 'base' | 'head';
  round: number;
  dir: string;
  /** Whether the runner marked it complete (the run ended before it was interrupted). */
  complete: boolean;
}

const ROUND = /^round-(\d+)$/;
const WARMUP = /^warmup-\d+$/;
// What the runner writes besides the output itself (warm-ups are in their own `warmup-NN` folders).
const RUNNER_FILES = new Set(RUN_FOLDER_FILES);

/** Code of the warning for a round folder the run never finished writing (it is left out). */
export const INCOMPLETE_RUN_WARNING_CODE = 'incomplete-run';

function listDir(dir: string, what: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such directory' : code === 'ENOTDIR' ? 'not a directory' : `cannot list it (${code ?? String(err)})`;
    throw new UsageError(`${dir}: ${why}; ${what}`);
  }
}

const LAYOUT = 'expected the layout `benchgate run --keep-dir D` writes: D/base/round-NN/ and D/head/round-NN/';

function roundDirs(root: string, side: 'base' | 'head'): RoundDir[] {
  const sideDir = join(root, side);
  const rounds = new Map<number, RoundDir>();
  for (const entry of listDir(sideDir, `the ${side} side is missing; ${LAYOUT}`)) {
    const m = ROUND.exec(entry.name);
    if (!m || !entry.isDirectory()) continue; // warmup-NN, setup logs and anything else are not measured rounds
    const round = Number(m[1]);
    const seen = rounds.get(round);
    if (seen) throw new UsageError(`${sideDir}: two folders for round ${round} (${basename(seen.dir)} and ${entry.name})`);
    const dir = join(sideDir, entry.name);
    rounds.set(round, { side, round, dir, complete: existsSync(join(dir, COMPLETE_MARKER)) });
  }
  if (rounds.size === 0) throw new UsageError(`${sideDir}: no round-NN folders (warm-up folders are not measured rounds); ${LAYOUT}`);
  return [...rounds.values()].sort((a, b) => a.round - b.round);
}

/** The benchmark's output file or folder in a round folder, else its stdout. */
function outputOf(round: RoundDir): string {
  const outputs = listDir(round.dir, LAYOUT)
    .filter((e) => !RUNNER_FILES.has(e.name) && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  if (outputs.length > 1) {
    throw new UsageError(
      `${round.dir}: more than one output besides stdout and stderr (${outputs.join(', ')}); a round folder holds the benchmark's one output file or folder`,
    );
  }
  return join(round.dir, outputs[0] ?? 'stdout');
}

export interface KeptRuns {
  format: string;
  base: ParseResult[];
  head: ParseResult[];
  /** The highest round number of either side. */
  rounds: number;
  /** Warm-up folders seen (most of either side). */
  warmup: number;
  /** Rounds whose output could not be read as the format, or that are missing on one side. */
  failedRuns: FailedRun[];
  /** Rounds left out because the run never finished them (interrupted): one warning each, naming side and round. */
  warnings: Warning[];
  /** What the run recorded in D/benchgate-run.json (its level), when it did. */
  record?: RunRecord;
}

/**
 * Whether the runner that wrote this folder marks finished runs: any run folder (warm-up or
 * round, either side) holding the marker, or the run's record. A kept-runs folder with neither
 * comes from a release before the markers (or was laid out by hand): every round in it is read,
 * as those releases did, with no warning — an unmarked folder there says nothing about the run.
 */
function marksCompleteRuns(root: string, sides: Record<'base' | 'head', RoundDir[]>): boolean {
  if (existsSync(join(root, RUN_RECORD_FILE))) return true;
  if ([...sides.base, ...sides.head].some((r) => r.complete)) return true;
  return (['base', 'head'] as const).some((side) =>
    listDir(join(root, side), LAYOUT).some((e) => e.isDirectory() && WARMUP.test(e.name) && existsSync(join(root, side, e.name, COMPLETE_MARKER))),
  );
}

/** The rounds of each side the run finished; a warning for each it was cut off in. */
function completeRounds(root: string, listed: Record<'base' | 'head', RoundDir[]>): { sides: Record<'base' | 'head', RoundDir[]>; warnings: Warning[] } {
  if (!marksCompleteRuns(root, listed)) return { sides: listed, warnings: [] };
  const warnings: Warning[] = [];
  const sides = { base: [] as RoundDir[], head: [] as RoundDir[] };
  for (const side of ['base', 'head'] as const) {
    for (const r of listed[side]) {
      if (r.complete) sides[side].push(r);
      else {
        warnings.push({
          code: INCOMPLETE_RUN_WARNING_CODE,
          message: `${side} round ${r.round} was cut off before it finished (no \`${COMPLETE_MARKER}\` marker in ${r.dir}: the run was interrupted); left out`,
        });
      }
    }
    if (sides[side].length === 0) {
      throw new UsageError(
        `${join(root, side)}: no round the run finished (no round-NN folder holds the \`${COMPLETE_MARKER}\` marker: it was interrupted in its first round)`,
      );
    }
  }
  return { sides, warnings };
}

/**
 * Reads the kept-runs layout D/{base,head}/round-NN/ back: one run per round, each series' runs
 * stamped with the round so base and head pair up. A round folder the run never finished (no
 * `complete` marker, where the runner marks them) is left out with a warning naming side and
 * round; D/benchgate-run.json, when there, is the level the run decided at. The format is
 * detected once (from the first round that reads) and every round is read with it; a round that
 * does not read (a failed run kept with an empty stdout) is a failed run, a round that reads as
 * another harness's output is an error. Throws UsageError / ParseError for a layout it cannot use.
 */
export async function readKeptRuns(root: string, formatId: string): Promise<KeptRuns> {
  const top = listDir(root, LAYOUT).map((e) => e.name);
  if (!top.includes('base') && !top.includes('head') && top.some((name) => ROUND.test(name))) {
    throw new UsageError(`${root} holds round-NN folders of one side: pass the folder that holds base/ and head/ to --runs`);
  }
  const listed = { base: roundDirs(root, 'base'), head: roundDirs(root, 'head') };
  const { sides, warnings } = completeRounds(root, listed);
  let record: RunRecord | undefined;
  try {
    record = readRunRecord(root);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  // Rounds are read one at a time (20 rounds of a large output need not all be in memory at once);
  // the round the format was detected from is kept for the parse that follows.
  let detectedFrom: { round: RoundDir; input: FormatInput } | undefined;
  const inputOf = async (round: RoundDir) => (detectedFrom?.round === round ? detectedFrom.input : readInput(outputOf(round)));

  let format: string | undefined = formatId === 'auto' ? undefined : formatById(formatId).id;
  if (!format) {
    let firstError: unknown;
    for (const round of [...sides.base, ...sides.head]) {
      const input = await inputOf(round);
      try {
        format = detectFormat(input).id;
        detectedFrom = { round, input };
        break;
      } catch (err) {
        firstError ??= err;
      }
    }
    if (!format) throw firstError;
  }
  const formatFrom = detectedFrom ? whereIs(detectedFrom.input) : undefined;

  const out: KeptRuns = {
    format,
    base: [],
    head: [],
    rounds: Math.max(sides.base.at(-1)!.round, sides.head.at(-1)!.round),
    warmup: 0,
    failedRuns: [],
    warnings,
    ...(record ? { record } : {}),
  };
  for (const side of ['base', 'head'] as const) {
    out.warmup = Math.max(out.warmup, listDir(join(root, side), LAYOUT).filter((e) => e.isDirectory() && WARMUP.test(e.name)).length);
    let firstError: ParseError | undefined;
    for (const round of sides[side]) {
      const input = await inputOf(round);
      try {
        const result = parseRun(input, format);
        for (const s of result.series) for (const run of s.runs) run.round = round.round;
        out[side].push(result);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        const other = otherFormat(input, format);
        if (other) {
          throw new ParseError(
            `reads as ${other} output, but ${formatFrom ? `${formatFrom} reads as ${format}` : `--format is ${format}`}: every round of a kept run must come from the same harness`,
            whereIs(input),
          );
        }
        firstError ??= err;
        out.failedRuns.push({ side, round: round.round, reason: `output not readable as ${format}: ${err.message}` });
      }
    }
    if (out[side].length === 0 && firstError) {
      throw new ParseError(`no round of ${side} holds readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
    }
  }
  // A round measured on one side only cannot be paired: the runner would have reported it failed.
  // (A folder the run was cut off in is there, and has its own warning.)
  for (const side of ['base', 'head'] as const) {
    const other = side === 'base' ? 'head' : 'base';
    const have = new Set(listed[other].map((r) => r.round));
    for (const r of sides[side])
      if (!have.has(r.round)) out.failedRuns.push({ side: other, round: r.round, reason: `no ${other}/round-${String(r.round).padStart(2, '0')} folder` });
  }
  out.failedRuns.sort((a, b) => a.round - b.round || a.side.localeCompare(b.side));
  return out;
}

function whereIs(input: FormatInput): string {
  return input.kind === 'text' ? input.file : input.dir;
}

/** The format the content clearly is when it is not `format` (undefined when none is sure). */
function otherFormat(input: FormatInput, format: string): string | undefined {
  try {
    const id = detectFormat(input).id;
    return id === format ? undefined : id;
  } catch {
    return undefined;
  }
}
