// One round's instructions per operation, per function, of one benchmark: read from the round's
// kept profile files (../layout.ts), through the index each driver writes beside them.
// - Go (index.jsonl, cachegrind files): the driver counted the benchmark at N and 2N iterations;
//   per function, (count at 2N − count at N) / N, each point summed over every process file it
//   wrote — start-up, the runtime and the harness cancel per function as they do in total.
// - Google Benchmark (google-benchmark.jsonl, callgrind dumps): two runs counted inside the
//   benchmark's function, each run's last call dumped; per function, (self₂ − self₁) /
//   (iterations₂ − iterations₁), as the row's own count is.
// - The whole-command driver's run is one unit: each function's count over the run's files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KEPT_FOLDER } from '../layout.js';
import { COMMAND_BENCHMARK } from '../drivers/command-exec.js';
import { GOOGLE_BENCHMARK_INDEX, googleBenchmarkRow, isGoogleBenchmarkEntry } from '../drivers/google-benchmark-index.js';
import { addInto, parseCachegrind, type CachegrindProfile } from './cachegrind-file.js';
import { parseCallgrind } from './callgrind-file.js';

/** A row as the kept files name it: the Go package (the row's group) and the benchmark. */
export interface BenchmarkKey {
  group?: string;
  benchmark: string;
}

export interface RoundProfile {
  /** Instructions per operation by function symbol. */
  perOp: Map<string, number>;
  /** The iterations the per-op counts are divided by: N (Go), the runs' difference (Google Benchmark), 1 (a whole command). */
  n: number;
}

/** How a benchmark's per-op profile is made from its files: Σ scale × each file's per-function counts. */
interface Recipe {
  n: number;
  terms: { files: string[]; scale: number }[];
  parse: (text: string, source: string) => CachegrindProfile;
}

/** One line of cachegrind/index.jsonl, as the Go driver writes it. */
interface IndexEntry {
  package: string;
  benchmark: string;
  n: number;
  files: string[];
}

const CALIBRATION_PREFIX = 'calibration-';

function isIndexEntry(v: unknown): v is IndexEntry {
  const e = v as IndexEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.package === 'string' &&
    typeof e.benchmark === 'string' &&
    Number.isInteger(e.n) &&
    e.n > 0 &&
    Array.isArray(e.files) &&
    e.files.every((f) => typeof f === 'string')
  );
}

/** Each line of a round's index file that passes `valid`; a line cut off by a killed run is skipped. */
function indexLines<T>(file: string, valid: (v: unknown) => v is T): T[] {
  if (!existsSync(file)) return [];
  const out: T[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (valid(entry)) out.push(entry);
  }
  return out;
}

/** The recipes of a round's benchmarks by keyOf, from every driver's index; the last line of a benchmark wins. */
function readIndexes(folder: string): Map<string, Recipe> {
  const out = new Map<string, Recipe>();
  // Go: the counted (not calibration) pairs.
  for (const entry of indexLines(path.join(folder, 'index.jsonl'), isIndexEntry)) {
    if (entry.files.some((f) => path.basename(f).startsWith(CALIBRATION_PREFIX))) continue;
    const at = (n: number) => entry.files.filter((f) => path.basename(f).startsWith(`n${n}.`));
    out.set(keyOf({ group: entry.package, benchmark: entry.benchmark }), {
      n: entry.n,
      terms: [
        { files: at(entry.n), scale: -1 / entry.n },
        { files: at(2 * entry.n), scale: 1 / entry.n },
      ],
      parse: parseCachegrind,
    });
  }
  for (const entry of indexLines(path.join(folder, GOOGLE_BENCHMARK_INDEX), isGoogleBenchmarkEntry)) {
    const [a, b] = entry.points;
    const n = b.iterations - a.iterations;
    out.set(keyOf({ benchmark: googleBenchmarkRow(entry.benchmark) }), {
      n,
      terms: [
        { files: [a.file], scale: -1 / n },
        { files: [b.file], scale: 1 / n },
      ],
      parse: parseCallgrind,
    });
  }
  return out;
}

export function keyOf(row: BenchmarkKey): string {
  return `${row.group ?? ''}\u0000${row.benchmark}`;
}

/** The per-function sum of some profile files (paths relative to `folder`). */
function sumFiles(folder: string, files: readonly string[], parse: Recipe['parse'] = parseCachegrind): Map<string, number> {
  const sum = new Map<string, number>();
  for (const f of files) {
    const abs = path.resolve(folder, f);
    // The index is the run's own output: a path out of the folder is not read.
    if (!abs.startsWith(folder + path.sep)) throw new Error(`the index names a file outside ${folder}: ${JSON.stringify(f)}`);
    addInto(sum, parse(readFileSync(abs, 'utf8'), abs).functions);
  }
  return sum;
}

/**
 * The profiles of the wanted benchmarks in one kept round folder (…/round-NN), by keyOf; a
 * benchmark the round has no files for is absent (a failed run, another driver).
 * Throws when a file is unreadable or not the profile its index says.
 */
export function roundProfiles(roundDir: string, wanted: readonly BenchmarkKey[]): Map<string, RoundProfile> {
  const folder = path.resolve(roundDir, KEPT_FOLDER);
  const out = new Map<string, RoundProfile>();
  if (!existsSync(folder)) return out;
  const recipes = readIndexes(folder);
  for (const row of wanted) {
    const key = keyOf(row);
    const recipe = recipes.get(key);
    if (recipe) {
      const perOp = new Map<string, number>();
      for (const term of recipe.terms) addInto(perOp, sumFiles(folder, term.files, recipe.parse), term.scale);
      out.set(key, { perOp, n: recipe.n });
    } else if (row.benchmark === COMMAND_BENCHMARK) {
      const commandFolder = path.join(folder, 'command');
      if (!existsSync(commandFolder)) continue;
      const files = readdirSync(commandFolder).filter((f) => f.endsWith('.out'));
      if (files.length > 0)
        out.set(key, {
          perOp: sumFiles(
            folder,
            files.map((f) => path.join('command', f)),
          ),
          n: 1,
        });
    }
  }
  return out;
}
