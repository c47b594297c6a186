// One round's instructions per operation, per function, of one benchmark: read from the round's
// kept cachegrind files (../layout.ts). The Go driver counted the benchmark at N and 2N
// iterations; per function, (count at 2N − count at N) / N, each point summed over every process
// file it wrote — start-up, the runtime and the harness cancel per function as they do in total.
// The whole-command driver's run is one unit: each function's count over the run's files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KEPT_FOLDER } from '../layout.js';
import { COMMAND_BENCHMARK } from '../drivers/command-exec.js';
import { addInto, parseCachegrind } from './cachegrind-file.js';

/** A row as the kept files name it: the Go package (the row's group) and the benchmark. */
export interface BenchmarkKey {
  group?: string;
  benchmark: string;
}

export interface RoundProfile {
  /** Instructions per operation by function symbol. */
  perOp: Map<string, number>;
  /** Iterations of the N point (1 for a whole command). */
  n: number;
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

/** The counted (not calibration) pairs of a round's index, by package and benchmark; the last one wins. */
function readIndex(folder: string): Map<string, IndexEntry> {
  const out = new Map<string, IndexEntry>();
  const file = path.join(folder, 'index.jsonl');
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // a line cut off by a killed run
    }
    if (!isIndexEntry(entry)) continue;
    if (entry.files.some((f) => path.basename(f).startsWith(CALIBRATION_PREFIX))) continue;
    out.set(keyOf({ group: entry.package, benchmark: entry.benchmark }), entry);
  }
  return out;
}

export function keyOf(row: BenchmarkKey): string {
  return `${row.group ?? ''}\u0000${row.benchmark}`;
}

/** The per-function sum of some cachegrind files (paths relative to `folder`). */
function sumFiles(folder: string, files: readonly string[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const f of files) {
    const abs = path.resolve(folder, f);
    // The index is the run's own output: a path out of the folder is not read.
    if (!abs.startsWith(folder + path.sep)) throw new Error(`index.jsonl names a file outside ${folder}: ${JSON.stringify(f)}`);
    addInto(sum, parseCachegrind(readFileSync(abs, 'utf8'), abs).functions);
  }
  return sum;
}

/**
 * The profiles of the wanted benchmarks in one kept round folder (…/round-NN), by keyOf; a
 * benchmark the round has no files for is absent (a failed run, another driver).
 * Throws when a file is unreadable or not cachegrind output.
 */
export function roundProfiles(roundDir: string, wanted: readonly BenchmarkKey[]): Map<string, RoundProfile> {
  const folder = path.resolve(roundDir, KEPT_FOLDER);
  const out = new Map<string, RoundProfile>();
  if (!existsSync(folder)) return out;
  const index = readIndex(folder);
  for (const row of wanted) {
    const key = keyOf(row);
    const entry = index.get(key);
    if (entry) {
      const at = (n: number) => entry.files.filter((f) => path.basename(f).startsWith(`n${n}.`));
      const low = sumFiles(folder, at(entry.n));
      const high = sumFiles(folder, at(2 * entry.n));
      const perOp = new Map<string, number>();
      addInto(perOp, high, 1 / entry.n);
      addInto(perOp, low, -1 / entry.n);
      out.set(key, { perOp, n: entry.n });
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
