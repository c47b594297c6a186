// Reading an input (file, directory or stdin), picking its format by content, and parsing it.
import { stat } from 'node:fs/promises';
import { ParseError, type ParseResult } from '../model.js';
import { markDerived } from './derived.js';
import type { Format, FormatInput } from './format.js';
import { FORMATS } from './index.js';
import { readRegularFile } from './read-file.js';

/** Detection scores below this are guesses, not recognition. */
const MIN_SCORE = 0.5;
/** Two formats closer than this are a tie: we ask rather than guess. */
const TIE_MARGIN = 0.1;

export function knownIds(): string[] {
  return FORMATS.map((f) => f.id);
}

export function formatById(id: string): Format {
  const format = FORMATS.find((f) => f.id === id);
  if (!format) throw new ParseError(`unknown format '${id}'; known formats: auto, ${knownIds().join(', ')}`);
  return format;
}

function where(input: FormatInput): string {
  return input.kind === 'text' ? input.file : input.dir;
}

/** Every format's confidence for the input, best first. A detector that throws counts as 0. */
export function detectScores(input: FormatInput): Array<{ format: Format; score: number }> {
  return FORMATS.map((format) => {
    let score: number;
    try {
      score = format.detect(input);
    } catch {
      score = 0;
    }
    return { format, score: Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0 };
  }).sort((a, b) => b.score - a.score);
}

/** The one format that recognises the input; a ParseError naming the candidates otherwise. */
export function detectFormat(input: FormatInput): Format {
  if (input.kind === 'text' && input.text.trim() === '') {
    throw new ParseError('the input is empty: the benchmark printed nothing (check its command and that its output goes to this file)', input.file);
  }
  const scores = detectScores(input);
  const [best, second] = scores;
  const list = (xs: typeof scores): string => xs.map((s) => `${s.format.id} (${s.score.toFixed(2)})`).join(', ');
  if (!best || best.score < MIN_SCORE) {
    const weak = scores.filter((s) => s.score > 0);
    throw new ParseError(
      `cannot tell the format of this ${input.kind === 'dir' ? 'directory' : 'input'}${weak.length ? `; weak candidates: ${list(weak)}` : '; no known format recognises it'}. ` +
        `Pass --format with one of: ${knownIds().join(', ')}`,
      where(input),
    );
  }
  if (second && second.score >= MIN_SCORE && best.score - second.score < TIE_MARGIN) {
    const tied = scores.filter((s) => s.score >= MIN_SCORE && best.score - s.score < TIE_MARGIN);
    throw new ParseError(`ambiguous format: ${list(tied)} all recognise this input; pass --format with one of them`, where(input));
  }
  return best.format;
}

function errorCode(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'code' in err ? String(err.code) : undefined;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a file, a directory (kept as a path) or `-` (stdin) into a FormatInput. */
export async function readInput(path: string): Promise<FormatInput> {
  if (path === '-') return { kind: 'text', file: '<stdin>', text: stripBom(await readStdin()) };
  let st: Awaited<ReturnType<typeof stat>>;
  try {
    st = await stat(path);
  } catch (err) {
    const code = errorCode(err);
    throw new ParseError(code === 'ENOENT' ? 'no such file or directory' : `cannot read it (${code ?? String(err)})`, path);
  }
  if (st.isDirectory()) return { kind: 'dir', dir: path };
  // A FIFO, socket or device would block the read, or never end: results live in plain files.
  if (!st.isFile()) throw new ParseError('not a regular file (a FIFO, socket or device); pass a file or folder of results, or - for stdin', path);
  // Checked again on the open descriptor: the path may have been swapped since.
  return { kind: 'text', file: path, text: stripBom(readRegularFile(path)) };
}

// Windows tools (BenchmarkDotNet, PowerShell redirects) often write a byte-order mark.
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Parses an input with the named format or, for 'auto', the detected one, its derived metrics
 * marked (derived.ts). Any non-ParseError
 * thrown by a parser is a bug in it; it is reported as a ParseError so the user sees a message.
 */
export function parseWith(input: FormatInput, formatId: string): ParseResult {
  const format = formatId === 'auto' ? detectFormat(input) : formatById(formatId);
  if (input.kind === 'text' && input.text.trim() === '') {
    throw new ParseError(`the input is empty: the benchmark printed nothing (expected ${format.id} output)`, input.file);
  }
  let result: ParseResult;
  try {
    result = format.parse(input);
  } catch (err) {
    if (err instanceof ParseError) throw formatId === 'auto' ? err : withHint(err, input, format);
    throw new ParseError(
      `the ${format.id} parser failed (${err instanceof Error ? err.message : String(err)}); please report this with the input`,
      where(input),
    );
  }
  return markDerived(result, format.derived);
}

/**
 * parseWith for one run of several (a round of `run`, a kept round, one result file of many): the
 * result remembers where it was read, so a report can say a warning repeated in every run once.
 */
export function parseRun(input: FormatInput, formatId: string): ParseResult {
  return { ...parseWith(input, formatId), source: where(input) };
}

// With an explicit --format that fails, say which format the content does look like.
function withHint(err: ParseError, input: FormatInput, tried: Format): ParseError {
  const best = detectScores(input)[0];
  if (!best || best.format === tried || best.score < MIN_SCORE) return err;
  return new ParseError(`${err.reason} (the content looks like ${best.format.id} output: try --format ${best.format.id} or auto)`, err.file, err.line);
}

export async function parseInput(path: string, formatId: string = 'auto'): Promise<ParseResult> {
  if (formatId !== 'auto') formatById(formatId); // an unknown id fails before any reading
  return parseWith(await readInput(path), formatId);
}
