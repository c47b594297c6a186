// Reading JSON result files with errors that point at a line: JSON.parse is fast but says nothing
// about where a value sits, so the line of a bad value (or of a syntax error) is found by a small
// scanner that runs only when there is an error to report.
import { ParseError } from '../model.js';
import type { FormatInput } from './format.js';

export type JsonPath = readonly (string | number)[];
export type JsonObject = Record<string, unknown>;

/** `benchmarks[3].stats.data`, the way a user would find the value in the file. */
export function pathText(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += /^[A-Za-z_$][\w$]*$/.test(part) ? `${out ? '.' : ''}${part}` : `[${JSON.stringify(part)}]`;
  }
  return out || '(top level)';
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === undefined) return `${typeof value} ${String(value)}`;
  return typeof value; // a symbol or function: never in parsed JSON
}

/** A parsed JSON document that can blame a path on its line. */
export class JsonDoc {
  private constructor(
    readonly file: string,
    readonly text: string,
    readonly root: unknown,
    private readonly what: string,
  ) {}

  /** Parses the text of `input`; `what` names the format in messages ("a hyperfine --export-json file"). */
  static parse(input: FormatInput, what: string): JsonDoc {
    if (input.kind !== 'text') throw new ParseError(`expected ${what}, got a directory`, input.dir);
    const text = input.text.replace(/^\uFEFF/, '');
    const cached = lastParsed.text === text ? lastParsed.value : undefined;
    if (cached !== undefined && cached !== SYNTAX_ERROR) return new JsonDoc(input.file, text, cached, what);
    try {
      return new JsonDoc(input.file, text, JSON.parse(text), what);
    } catch {
      const error = jsonSyntaxError(text) ?? { offset: text.length, reason: 'the JSON nests too deeply to read' };
      throw new ParseError(
        `not valid JSON (${error.reason}); expected ${what} — was the file truncated or mixed with other output?`,
        input.file,
        lineAt(text, error.offset),
      );
    }
  }

  /** Throws a ParseError for the value at `path`, on that value's line. */
  fail(path: JsonPath, reason: string): never {
    throw new ParseError(`${pathText(path)}: ${reason}`, this.file, lineOfPath(this.text, path));
  }

  /** A warning that names the place: `file:line: path: text`. */
  warning(path: JsonPath, text: string): string {
    return `${this.file}:${lineOfPath(this.text, path)}: ${pathText(path)}: ${text}`;
  }

  object(value: unknown, path: JsonPath): JsonObject {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      this.fail(path, `expected an object, got ${describe(value)} (is this ${this.what}?)`);
    }
    return value as JsonObject;
  }

  array(value: unknown, path: JsonPath): unknown[] {
    if (!Array.isArray(value)) this.fail(path, `expected an array, got ${describe(value)} (is this ${this.what}?)`);
    return value;
  }

  string(value: unknown, path: JsonPath): string {
    if (typeof value !== 'string') this.fail(path, `expected a string, got ${describe(value)}`);
    return value;
  }

  /** A finite number; JSON numbers too large for a double arrive as Infinity and are refused here. */
  number(value: unknown, path: JsonPath): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) this.fail(path, `expected a number, got ${describe(value)}`);
    return value;
  }

  numbers(value: unknown, path: JsonPath): number[] {
    const list = this.array(value, path);
    return list.map((v, i) => this.number(v, [...path, i]));
  }
}

const SYNTAX_ERROR = Symbol('syntax error');
// detect() and parse() of several JSON formats read the same text in a row: parse it once.
let lastParsed: { text: string | undefined; value: unknown } = { text: undefined, value: undefined };

/** The parsed value for detect(), or undefined when the text is not JSON. Never throws. */
export function sniffJson(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '');
  if (lastParsed.text !== trimmed) {
    const first = trimmed.trimStart()[0];
    let value: unknown = SYNTAX_ERROR;
    if (first === '{' || first === '[') {
      try {
        value = JSON.parse(trimmed);
      } catch {
        value = SYNTAX_ERROR;
      }
    }
    lastParsed = { text: trimmed, value };
  }
  return lastParsed.value === SYNTAX_ERROR ? undefined : lastParsed.value;
}

/** Whether `value` is a plain object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** 1-based line of character `offset`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

const WS = new Set([' ', '\t', '\n', '\r']);
const WS_RUN = /[ \t\n\r]*/y;

/** Offset of the first non-whitespace character at or after `from`. */
function skipWs(text: string, from: number): number {
  WS_RUN.lastIndex = from;
  WS_RUN.test(text);
  return WS_RUN.lastIndex;
}
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;

function stringEnd(text: string, start: number): number {
  // Returns the offset just past the closing quote, or -1 when the string never closes. A quote
  // preceded by an odd number of backslashes is escaped.
  for (let q = text.indexOf('"', start + 1); q !== -1; q = text.indexOf('"', q + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
  }
  return -1;
}

/** Offset and reason of the first syntax error, or undefined when the text is valid JSON. */
export function jsonSyntaxError(text: string): { offset: number; reason: string } | undefined {
  // Iterative (an explicit stack), so deeply nested garbage cannot overflow the call stack.
  const stack: string[] = [];
  type State = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'commaOrEnd' | 'end';
  let state: State = 'value';
  let i = 0;
  const afterValue = (): State => (stack.length === 0 ? 'end' : 'commaOrEnd');
  for (;;) {
    i = skipWs(text, i);
    if (i >= text.length) return state === 'end' ? undefined : { offset: i, reason: 'unexpected end of input' };
    const c = text[i];
    switch (state) {
      case 'end':
        return { offset: i, reason: 'unexpected text after the end of the JSON value' };
      case 'colon':
        if (c !== ':') return { offset: i, reason: "expected ':' after a property name" };
        i++;
        state = 'value';
        break;
      case 'commaOrEnd': {
        const top = stack[stack.length - 1];
        if (c === ',') {
          i++;
          state = top === '{' ? 'key' : 'value';
        } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
          i++;
          stack.pop();
          state = afterValue();
        } else return { offset: i, reason: `expected ',' or '${top === '{' ? '}' : ']'}'` };
        break;
      }
      case 'key':
      case 'keyOrEnd': {
        if (state === 'keyOrEnd' && c === '}') {
          i++;
          stack.pop();
          state = afterValue();
        } else if (c === '"') {
          const end = stringEnd(text, i);
          if (end < 0) return { offset: text.length, reason: 'a string never ends' };
          i = end;
          state = 'colon';
        } else return { offset: i, reason: 'expected a property name in double quotes' };
        break;
      }
      case 'value':
      case 'valueOrEnd': {
        if (state === 'valueOrEnd' && c === ']') {
          i++;
          stack.pop();
          state = afterValue();
        } else if (c === '{' || c === '[') {
          stack.push(c);
          i++;
          state = c === '{' ? 'keyOrEnd' : 'valueOrEnd';
        } else if (c === '"') {
          const end = stringEnd(text, i);
          if (end < 0) return { offset: text.length, reason: 'a string never ends' };
          const bad = /[\u0000-\u001f]/.exec(text.slice(i, end));
          if (bad) return { offset: i + bad.index, reason: 'a control character inside a string' };
          i = end;
          state = afterValue();
        } else {
          NUMBER.lastIndex = i;
          const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, i));
          if (literal) i += literal.length;
          else if (NUMBER.test(text)) i = NUMBER.lastIndex;
          else return { offset: i, reason: `unexpected ${JSON.stringify(c)} where a value should be` };
          state = afterValue();
        }
        break;
      }
    }
  }
}

/**
 * Line of the value at `path`, found by skipping over the text (the document is known to be
 * valid JSON). Stops at the deepest part of the path it can find.
 */
export function lineOfPath(text: string, path: JsonPath): number {
  let i = 0;
  const ws = () => {
    i = skipWs(text, i);
  };
  const skipValue = () => {
    ws();
    const c = text[i];
    if (c === '"') {
      i = stringEnd(text, i);
      if (i < 0) i = text.length;
      return;
    }
    if (c !== '{' && c !== '[') {
      while (i < text.length && !WS.has(text[i]) && text[i] !== ',' && text[i] !== ']' && text[i] !== '}') i++;
      return;
    }
    let depth = 0;
    while (i < text.length) {
      const d = text[i];
      if (d === '"') {
        const end = stringEnd(text, i);
        i = end < 0 ? text.length : end;
        continue;
      }
      if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) {
          i++;
          return;
        }
      }
      i++;
    }
  };
  outer: for (const part of path) {
    ws();
    if (typeof part === 'number') {
      if (text[i] !== '[') break;
      i++;
      for (let k = 0; k < part; k++) {
        skipValue();
        ws();
        if (text[i] !== ',') break outer;
        i++;
      }
    } else {
      if (text[i] !== '{') break;
      i++;
      for (;;) {
        ws();
        if (text[i] !== '"') break outer;
        const end = stringEnd(text, i);
        if (end < 0) break outer;
        let key: unknown;
        try {
          key = JSON.parse(text.slice(i, end));
        } catch {
          break outer;
        }
        i = end;
        ws();
        if (text[i] !== ':') break outer;
        i++;
        if (key === part) continue outer;
        skipValue();
        ws();
        if (text[i] !== ',') break outer;
        i++;
      }
    }
  }
  ws();
  return lineAt(text, i);
}
