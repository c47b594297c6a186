// The history store in a folder (`--store DIR`): the files of store-lines.ts, appended in place.
// An append is one write of the commit's lines to the newest file (O_APPEND), so two recorders
// appending at once each land whole; a crash mid-write leaves a torn last line, which the reader
// skips with a warning and the next append ends with a newline.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { HistoryRecord } from '../model.js';
import type { StoreReader } from './reader.js';
import {
  alreadyRecorded,
  DEFAULT_LIMITS,
  planAppend,
  readStoreFiles,
  RecordInterner,
  type RecordSink,
  StoreError,
  storeLineReader,
  storeFilesInOrder,
  type StoreFile,
  type StoreLimits,
  type StoreWarning,
} from './lines.js';

export interface StoreContents {
  records: HistoryRecord[];
  warnings: StoreWarning[];
}

/** What an append did: the file written, or the file that already holds this commit. */
export type AppendResult = { appended: number; file: string; removed: string[] } | { appended: 0; duplicateOf: string };

const reason = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));

/** The store's file names in order; [] for a folder that does not exist (an empty store). */
function storeNames(dir: string): string[] {
  let names: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new StoreError(`the history store ${dir} is not a folder`);
    names = readdirSync(dir);
  } catch (e) {
    if (e instanceof StoreError) throw e;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new StoreError(`cannot read the history store ${dir}: ${reason(e)}`);
  }
  return storeFilesInOrder(names);
}

function readFolder(dir: string): StoreFile[] {
  return storeNames(dir).map((name) => {
    try {
      return { name, text: readFileSync(path.join(dir, name), 'utf8') };
    } catch (e) {
      throw new StoreError(`cannot read ${path.join(dir, name)}: ${reason(e)}`);
    }
  });
}

/**
 * Bytes read from a store file at a time. Small on purpose: the chunk's text is a young string
 * the scavenger frees at once, where one of megabytes lands in the large-object space and stays
 * until a full collection (2 M records read in 8 MiB chunks left gigabytes of them behind).
 */
const READ_CHUNK = 64 << 10;

/** Feeds the lines of `file` to `line` (storeLineReader's), a chunk at a time; `buffer` is reused file after file. */
function readLines(file: string, line: (text: string, number: number, last: boolean) => void, buffer: Buffer): void {
  const fd = openSync(file, 'r');
  try {
    const decoder = new StringDecoder('utf8');
    // The current line's text so far, in pieces: a line longer than a chunk is joined once, not chunk by chunk.
    let pieces: string[] = [];
    let number = 0;
    for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0;) {
      const text = decoder.write(buffer.subarray(0, n));
      let start = 0;
      for (let end; (end = text.indexOf('\n', start)) >= 0; start = end + 1) {
        const piece = text.slice(start, end);
        line(pieces.length === 0 ? piece : pieces.join('') + piece, ++number, false);
        pieces = [];
      }
      if (start < text.length) pieces.push(text.slice(start));
    }
    line(pieces.join('') + decoder.end(), ++number, true);
  } finally {
    closeSync(fd);
  }
}

/**
 * Every record of the store in `dir`, oldest file first; a folder that does not exist is an empty
 * store. Read line by line, the records sharing their repeated strings (RecordInterner): what it
 * holds is the records, never the files' text.
 */
export function readStore(dir: string): StoreContents {
  const records: HistoryRecord[] = [];
  return { records, warnings: readStoreInto(dir, records) };
}

/**
 * Every record of the store in `dir` handed to `sink` as it is read (readStore's order and rules),
 * so a sink that keeps less than the records (detect/collected.ts) bounds the memory; the warnings.
 */
export function readStoreInto(dir: string, sink: RecordSink): StoreWarning[] {
  const interner = new RecordInterner();
  const warnings: StoreWarning[] = [];
  const buffer = Buffer.allocUnsafe(READ_CHUNK);
  for (const name of storeNames(dir)) {
    const file = path.join(dir, name);
    const reader = storeLineReader(file, interner, sink, warnings);
    try {
      readLines(file, reader.line, buffer);
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(`cannot read ${file}: ${reason(e)}`);
    }
  }
  return warnings;
}

/**
 * The file of the store in `dir` that holds `commit` recorded against `parent`, or undefined;
 * refuses a store of an unknown version (StoreError) as an append would.
 */
export function recordedInStore(dir: string, key: Pick<HistoryRecord, 'commit' | 'parent'>): string | undefined {
  const files = readFolder(dir);
  readStoreFiles(files, (name) => path.join(dir, name));
  const file = alreadyRecorded(files, key);
  return file ? path.join(dir, file) : undefined;
}

/**
 * Appends one commit's records to the store in `dir` (made when missing). A commit already
 * recorded against the same parent (a re-run) is not appended twice.
 */
export function appendToStore(dir: string, records: readonly HistoryRecord[], limits: StoreLimits = DEFAULT_LIMITS): AppendResult {
  const files = readFolder(dir);
  // Refuses a store of an unknown version before adding to it.
  readStoreFiles(files, (name) => path.join(dir, name));
  if (records.length === 0) return { appended: 0, file: '', removed: [] };
  const duplicate = alreadyRecorded(files, records[0]);
  if (duplicate) return { appended: 0, duplicateOf: path.join(dir, duplicate) };
  const plan = planAppend(files, records, limits);
  const file = path.join(dir, plan.file);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(file, 'a');
    try {
      writeSync(fd, plan.text);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    throw new StoreError(`cannot append to the history store ${file}: ${reason(e)}`);
  }
  for (const name of plan.remove) rmSync(path.join(dir, name), { force: true });
  return { appended: records.length, file, removed: plan.remove.map((name) => path.join(dir, name)) };
}

/** The folder store as a StoreReader (reader.ts). */
export function folderReader(dir: string): StoreReader {
  // A promise that rejects with the folder's error (not a throw from read() itself).
  return { where: dir, read: () => new Promise((resolve) => resolve(readStore(dir))) };
}
