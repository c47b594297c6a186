// The history store's files, whoever keeps them (a folder: store.ts; a git branch: data-branch.ts).
//
//   history-000001.jsonl, history-000002.jsonl, …   read in this order, oldest first
//
// One JSON object per line (a HistoryRecord, `"v": 1` first), so `jq` reads it as it is:
//   jq -c 'select(.benchmark == "BenchmarkParse") | [.commit[:7], .ratio]' history-*.jsonl
// Append-only: a commit's lines are appended together to the newest file, never rewritten. A
// file is full once it holds RECORDS_PER_FILE lines (a commit's lines are never split across
// files, so one may run over); the next commit starts a new file, and once there are more than
// MAX_FILES the oldest goes. The store is so bounded: at most MAX_FILES × RECORDS_PER_FILE lines
// plus one commit's (40 × 5,000: 1,000 commits of a 200-row suite, 20,000 of a 10-row one;
// about 600 bytes a line before compression).
//
// A line that is not JSON — a crash mid-append cut it off — is skipped with a warning naming the
// file and line, and an append first ends it with a newline, so nothing after it is lost. A line
// of a version this benchgate does not know is refused, with the file and line.
import { UserError, VERDICTS, type Warning } from '../../model.js';
import { HISTORY_RECORD_VERSION, type HistoryRecord, type RecordMachine, type RecordSide } from '../model.js';

export const RECORDS_PER_FILE = 5000;
export const MAX_FILES = 40;

export interface StoreLimits {
  recordsPerFile: number;
  maxFiles: number;
}

export const DEFAULT_LIMITS: StoreLimits = { recordsPerFile: RECORDS_PER_FILE, maxFiles: MAX_FILES };

const FILE_NAME = /^history-(\d{6,})\.jsonl$/;

/** Whether a file name is one of the store's (other files beside them — a dashboard — are left alone). */
export function isStoreFile(name: string): boolean {
  return FILE_NAME.test(name);
}

/** The store's file names in reading order (by number, oldest first). */
export function storeFilesInOrder(names: Iterable<string>): string[] {
  return [...names].filter(isStoreFile).sort((a, b) => Number(FILE_NAME.exec(a)![1]) - Number(FILE_NAME.exec(b)![1]));
}

function fileName(n: number): string {
  return `history-${String(n).padStart(6, '0')}.jsonl`;
}

/** A store that cannot be read or written: names the file and line, or the folder or branch. */
export class StoreError extends UserError {
  override name = 'StoreError';
}

/** `torn-line`: a line that is not JSON (cut off by a crash mid-append, or corrupt), skipped; `additive`: a ratio ≤ 0 (no logarithm), kept off the chain. */
export interface StoreWarning extends Warning {
  code: 'torn-line' | 'additive';
}

/** One store line: the record as JSON, its fields in the contract's order. */
export function encodeRecord(record: HistoryRecord): string {
  return JSON.stringify(record);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A field's value for a message: JSON, with a number beyond a double's range (1e400 parses as Infinity) shown as such, not as JSON's null. */
function shown(v: unknown): string {
  const text = JSON.stringify(v, (_key, x: unknown) => (typeof x === 'number' && !Number.isFinite(x) ? `\u0000${x}` : x));
  return text === undefined ? 'nothing' : text.replace(/"\\u0000(-?Infinity)"/g, "$1 (beyond a double's range, e.g. 1e400)").slice(0, 120);
}
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNumber);

/** Checks one parsed line field by field; the message names the place and the field. */
function decodeRecord(o: Json, where: string): HistoryRecord {
  const bad = (field: string, what: string): never => {
    throw new StoreError(`${where}: not a benchgate history record: ${field} must be ${what}; got ${shown(o[field])}`);
  };
  for (const f of ['commit', 'parent', 'time', 'recordedAt', 'benchmark', 'metric', 'unit', 'benchgate'] as const) {
    if (typeof o[f] !== 'string') bad(f, 'a string');
  }
  for (const f of ['repository', 'group'] as const) if (o[f] !== undefined && typeof o[f] !== 'string') bad(f, 'a string when present');
  if (o.better !== 'lower' && o.better !== 'higher') bad('better', '"lower" or "higher"');
  if (o.test !== 'mann-whitney' && o.test !== 'paired' && o.test !== 'instructions') bad('test', '"mann-whitney", "paired" or "instructions"');
  if (o.measure !== undefined && o.measure !== 'instructions') bad('measure', '"instructions" when present');
  if (o.ratio !== null && !isNumber(o.ratio)) bad('ratio', 'a number or null');
  if (o.ratioCI !== null && !isPair(o.ratioCI)) bad('ratioCI', '[low, high] or null');
  for (const f of ['base', 'head'] as const) {
    const s = o[f] as Partial<RecordSide> | undefined;
    if (!isObject(s) || (s.median !== null && !isNumber(s.median)) || (s.ci !== null && !isPair(s.ci)))
      bad(f, '{ "median": number|null, "ci": [low, high]|null }');
  }
  if (!(Number.isInteger(o.rounds) && (o.rounds as number) >= 0)) bad('rounds', 'a whole number');
  if (!(VERDICTS as readonly unknown[]).includes(o.verdict)) bad('verdict', `one of ${VERDICTS.join(', ')}`);
  const m = o.machine;
  if (
    !isObject(m) ||
    (m.cpuModel !== undefined && typeof m.cpuModel !== 'string') ||
    (m.image !== undefined && typeof m.image !== 'string') ||
    (m.cores !== undefined && !isNumber(m.cores)) ||
    (m.kernel !== undefined && typeof m.kernel !== 'string')
  ) {
    bad('machine', '{ "cpuModel"?: string, "image"?: string, "cores"?: number, "kernel"?: string }');
  }
  return o as unknown as HistoryRecord;
}

/**
 * One record per distinct string and machine: a store repeats each commit's sha, parent and time
 * in every series, and the same few names and machines on every line. Records read through one
 * interner share them, so a store of 2 million lines holds each of those once, not per line.
 */
export class RecordInterner {
  private readonly strings = new Map<string, string>();
  private readonly machines = new Map<string, RecordMachine>();

  private string(s: string): string {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  }

  record(r: HistoryRecord): HistoryRecord {
    const o = r as unknown as Record<string, unknown>;
    for (const f of INTERNED) if (typeof o[f] === 'string') o[f] = this.string(o[f]);
    const key = JSON.stringify(r.machine);
    const machine = this.machines.get(key);
    if (machine) r.machine = machine;
    else this.machines.set(key, r.machine);
    return r;
  }
}

/** Where a reader puts each record it reads: an array, or what keeps less of it (detect/collected.ts). */
export interface RecordSink {
  push(record: HistoryRecord): unknown;
}

const INTERNED = ['commit', 'parent', 'time', 'recordedAt', 'repository', 'benchmark', 'group', 'metric', 'unit', 'better', 'test', 'verdict', 'benchgate'];

/**
 * Reads a store file line by line (its text need not be one string): `line` takes each line with
 * its 1-based number, `last` for the text after the final newline. A line that is not JSON is
 * torn (a crash mid-append): a warning, and the reading goes on. A record of another version is
 * refused. Records go to `records` (an array, or whatever keeps them: a RecordSink) and warnings to
 * the array given (new ones by default).
 */

export function storeLineReader<Sink extends RecordSink = HistoryRecord[]>(
  file: string,
  interner = new RecordInterner(),
  records: Sink = [] as unknown as Sink,
  warnings: StoreWarning[] = [],
) {
  const line = (text: string, number: number, last: boolean): void => {
    if (text.trim() === '') return;
    const where = `${file}:${number}`;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // Only the file's unfinished last line is an append a crash cut off; a line that is not JSON
      // between others was made so (edited or merged by hand, or torn before later appends).
      warnings.push(
        last
          ? {
              code: 'torn-line',
              message: `${where}: skipped the last line, not a whole record (${text.length} characters, no newline at the end): an append was cut off, e.g. by a crash; the records before it are kept`,
            }
          : {
              code: 'torn-line',
              message: `${where}: skipped a line that is not JSON (${text.length} characters) between records: the file was edited or merged by hand, or an append was cut off before later ones; the records around it are kept`,
            },
      );
      return;
    }
    if (!isObject(value))
      throw new StoreError(`${where}: not a benchgate history record (a JSON ${Array.isArray(value) ? 'array' : typeof value}, not an object)`);
    if (value.v !== HISTORY_RECORD_VERSION) {
      throw new StoreError(
        typeof value.v === 'number'
          ? `${where}: a history record of version ${value.v}; this benchgate reads version ${HISTORY_RECORD_VERSION} only: upgrade benchgate to read this store`
          : `${where}: not a benchgate history record (no version "v")`,
      );
    }
    const record = decodeRecord(value, where);
    // benchgate writes one on the additive scale (a count that fell to 0, a metric below 0): read, but no step of the chain.
    if (record.ratio !== null && record.ratio <= 0)
      warnings.push({
        code: 'additive',
        message: `${where}: ratio ${record.ratio} (${record.benchmark}, ${record.metric}) has no logarithm: that commit's step in this series is unknown, as if it was not recorded (a count that fell to 0, or a metric below 0); its medians are kept`,
      });
    records.push(interner.record(record));
  };
  return { line, records, warnings };
}

/** The records of one store file's text, in order (storeLineReader's rules). */
export function readStoreText(file: string, text: string, interner?: RecordInterner): { records: HistoryRecord[]; warnings: StoreWarning[] } {
  const reader = storeLineReader(file, interner);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) reader.line(lines[i], i + 1, i === lines.length - 1);
  return { records: reader.records, warnings: reader.warnings };
}

/** A store file as a store holds it. */
export interface StoreFile {
  name: string;
  text: string;
}

/** What an append does to the files: the text added to one (new or not), and the oldest ones dropped. */
export interface AppendPlan {
  file: string;
  /** Appended to the file's end as it is (the file's text is never rewritten). */
  text: string;
  created: boolean;
  remove: string[];
}

const lineCount = (text: string): number => text.split('\n').filter((l) => l.trim() !== '').length;

/** `"commit":"…","parent":"…"` as encodeRecord writes it: the mark of a commit already recorded. */
function commitMark(r: Pick<HistoryRecord, 'commit' | 'parent'>): string {
  return `"commit":${JSON.stringify(r.commit)},"parent":${JSON.stringify(r.parent)},`;
}

/** Where a commit (against the same parent) is recorded already: the file, or undefined. */
export function alreadyRecorded(files: readonly StoreFile[], record: Pick<HistoryRecord, 'commit' | 'parent'>): string | undefined {
  const mark = commitMark(record);
  return files.find((f) => f.text.includes(mark))?.name;
}

/**
 * How to append one commit's records to the store holding `files` (in order): to the newest
 * file while it has room, else to a new one, dropping the oldest beyond `maxFiles`. The text
 * starts with a newline when the file ends in a torn line, so the torn line stays one line.
 */
export function planAppend(files: readonly StoreFile[], records: readonly HistoryRecord[], limits: StoreLimits = DEFAULT_LIMITS): AppendPlan {
  const ordered = storeFilesInOrder(files.map((f) => f.name)).map((name) => files.find((f) => f.name === name)!);
  const body = records.map(encodeRecord).join('\n') + '\n';
  const last = ordered.at(-1);
  if (last && lineCount(last.text) < limits.recordsPerFile) {
    const torn = last.text !== '' && !last.text.endsWith('\n');
    return { file: last.name, text: (torn ? '\n' : '') + body, created: false, remove: [] };
  }
  const next = last ? Number(FILE_NAME.exec(last.name)![1]) + 1 : 1;
  const kept = Math.max(0, limits.maxFiles - 1);
  return { file: fileName(next), text: body, created: true, remove: ordered.slice(0, Math.max(0, ordered.length - kept)).map((f) => f.name) };
}

/** Every record of the store's files (in order), with the torn lines skipped; `where` names a file in messages. */
export function readStoreFiles(
  files: readonly StoreFile[],
  where: (name: string) => string = (name) => name,
): { records: HistoryRecord[]; warnings: StoreWarning[] } {
  const records: HistoryRecord[] = [];
  const warnings: StoreWarning[] = [];
  const interner = new RecordInterner();
  for (const name of storeFilesInOrder(files.map((f) => f.name))) {
    const r = readStoreText(where(name), files.find((f) => f.name === name)!.text, interner);
    // One by one: a file merged by hand may hold millions of lines, more than push(...) takes.
    for (const record of r.records) records.push(record);
    warnings.push(...r.warnings);
  }
  return { records, warnings };
}
