// One codec per field of the report JSON: how the writer encodes the value and how the validator
// decodes and checks it when a report is read back (untrusted: it may come from a pull request's
// own job). The statistical settings (their rows of src/settings.ts) and the rows of the report
// (src/contract.ts) are declared with these, so the writer, the validator and merge read
// one declaration per field and cannot disagree on one. Every decode error names the JSON path.
import { UserError } from './errors.js';

/** A report that is not a valid benchgate report; the message names the file and JSON path. */
export class ReportValidationError extends UserError {
  override name = 'ReportValidationError';
}

export type Json = unknown;
export type Obj = Record<string, Json>;

/** Longest metric name, unit or other short identifier in a report. */
export const MAX_SHORT_CHARS = 200;

/** The report versions a reader knows: 2 is read as written, 1 (an older release's) converted. */
export type ReportVersion = 1 | 2;

/** What a value is, for a message: short values themselves, long strings by their length. */
export function kind(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return typeof v === 'object' ? 'an object' : typeof v;
}

/** The checks every decoder uses; each failure throws a ReportValidationError naming `source` and the path. */
export class Checker {
  constructor(
    private readonly source: string,
    /** The version of the report being read. */
    readonly version: ReportVersion = 2,
  ) {}

  fail(path: string, what: string): never {
    throw new ReportValidationError(`${this.source}: ${path}: ${what}`);
  }

  object(v: Json, path: string): Obj {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, `expected an object, got ${kind(v)}`);
    return v as Obj;
  }

  array(v: Json, path: string, max: number): Json[] {
    if (!Array.isArray(v)) this.fail(path, `expected an array, got ${kind(v)}`);
    if (v.length > max) this.fail(path, `${v.length} entries, more than the ${max} a report may have`);
    return v;
  }

  string(v: Json, path: string, max: number): string {
    if (typeof v !== 'string') this.fail(path, `expected a string, got ${kind(v)}`);
    if (v.length > max) this.fail(path, `a string of ${v.length} characters, longer than the ${max} allowed`);
    return v;
  }

  number(v: Json, path: string, min = -Infinity, max = Infinity): number {
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(path, `expected a finite number, got ${kind(v)}`);
    if (v < min || v > max) this.fail(path, `${v} is outside [${min}, ${max}]`);
    return v;
  }

  integer(v: Json, path: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const n = this.number(v, path, min, max);
    if (!Number.isInteger(n)) this.fail(path, `expected a whole number, got ${n}`);
    return n;
  }

  nullableNumber(v: Json, path: string, min = -Infinity, max = Infinity): number | null {
    return v === null ? null : this.number(v, path, min, max);
  }

  pair(v: Json, path: string): [number, number] | null {
    if (v === null) return null;
    const a = this.array(v, path, 2);
    if (a.length !== 2) this.fail(path, `expected [low, high] or null, got ${a.length} entries`);
    return [this.number(a[0], `${path}[0]`), this.number(a[1], `${path}[1]`)];
  }

  boolean(v: Json, path: string): boolean {
    if (typeof v !== 'boolean') this.fail(path, `expected true or false, got ${kind(v)}`);
    return v;
  }

  oneOf<T extends string>(v: Json, path: string, values: readonly T[]): T {
    if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
      this.fail(path, `expected one of ${values.join(', ')}, got ${kind(v)}`);
    }
    return v as T;
  }

  /** Present → checked; absent (undefined) → undefined. `null` counts as present and wrong. */
  optional<T>(v: Json, check: (v: Json) => T): T | undefined {
    return v === undefined ? undefined : check(v);
  }
}

/**
 * One field of the contract. `encode` gives what the writer writes (undefined: the key is left
 * out); `decode` checks what a reader got and returns the value, throwing through `c` with the
 * path. `siblings` are the fields of the same object decoded before this one (a bound that
 * depends on another field: kept ≤ n).
 */
export interface Codec<T> {
  encode(value: T): Json;
  decode(c: Checker, v: Json, path: string, siblings: Obj): T;
}

/** A bound given as a number or read from the fields decoded before. */
type Bound = number | ((siblings: Obj) => number);
const bound = (b: Bound, siblings: Obj): number => (typeof b === 'number' ? b : b(siblings));

// JSON has no NaN/Infinity: a non-finite number is written as null rather than breaking parsers.
const finiteOrNull = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A finite number in [min, max]. */
export function number(min = -Infinity, max = Infinity): Codec<number> {
  return { encode: (v) => v, decode: (c, v, path) => c.number(v, path, min, max) };
}

/** A whole number in [min, max]. */
export function integer(min: Bound = 0, max: Bound = Number.MAX_SAFE_INTEGER): Codec<number> {
  return { encode: (v) => v, decode: (c, v, path, s) => c.integer(v, path, bound(min, s), bound(max, s)) };
}

/** A number or null (a non-finite one is written as null). */
export function nullableNumber(min = -Infinity, max = Infinity): Codec<number | null> {
  return { encode: finiteOrNull, decode: (c, v, path) => c.nullableNumber(v, path, min, max) };
}

/** A number always written (a non-finite one as `fallback`), read back as a finite number in [min, max]. */
export function numberOr(fallback: number, min = -Infinity, max = Infinity): Codec<number> {
  return { encode: (v) => finiteOrNull(v) ?? fallback, decode: (c, v, path) => c.number(v, path, min, max) };
}

/** An interval [low, high] or null (written as null unless both ends are finite). */
export function interval(): Codec<[number, number] | null> {
  return {
    encode: (v) => (v && Number.isFinite(v[0]) && Number.isFinite(v[1]) ? [v[0], v[1]] : null),
    decode: (c, v, path) => c.pair(v, path),
  };
}

/** A string of at most `max` characters. */
export function string(max: number): Codec<string> {
  return { encode: (v) => v, decode: (c, v, path) => c.string(v, path, max) };
}

export function boolean(): Codec<boolean> {
  return { encode: (v) => v, decode: (c, v, path) => c.boolean(v, path) };
}

/** One of a closed list of strings. */
export function oneOf<T extends string>(values: readonly T[]): Codec<T> {
  return { encode: (v) => v, decode: (c, v, path) => c.oneOf(v, path, values) };
}

/** A list of at most `max` entries (written as a copy). */
export function list<T>(item: Codec<T>, max: number): Codec<T[]> {
  return {
    encode: (v) => v.map((x) => item.encode(x)),
    decode: (c, v, path) => c.array(v, path, max).map((x, i) => item.decode(c, x, `${path}[${i}]`, {})),
  };
}

/** The value or null. */
export function nullable<T>(inner: Codec<T>): Codec<T | null> {
  return {
    encode: (v) => (v === null ? null : inner.encode(v)),
    decode: (c, v, path, s) => (v === null ? null : inner.decode(c, v, path, s)),
  };
}

/** A field that may be absent (written only when set); `null` counts as present and wrong. */
export function optional<T>(inner: Codec<T>): Codec<T | undefined> {
  return {
    encode: (v) => (v === undefined ? undefined : inner.encode(v)),
    decode: (c, v, path, s) => (v === undefined ? undefined : inner.decode(c, v, path, s)),
  };
}

/**
 * The inner codec's value, then a check of its own: a value `ok` refuses fails with `message(value)`
 * (a format a type cannot say: a commit SHA, a login, a date-time).
 */
export function refine<T, U extends T>(inner: Codec<T>, ok: (v: T) => v is U, message: (v: T) => string): Codec<U>;
export function refine<T>(inner: Codec<T>, ok: (v: T) => boolean, message: (v: T) => string): Codec<T>;
export function refine<T>(inner: Codec<T>, ok: (v: T) => boolean, message: (v: T) => string): Codec<T> {
  return {
    encode: (v) => inner.encode(v),
    decode(c, v, path, s) {
      const value = inner.decode(c, v, path, s);
      if (!ok(value)) c.fail(path, message(value));
      return value;
    },
  };
}

/** An object of string values under string keys (at most `max` of them), e.g. a tool's own key: value facts. */
export function stringMap(max: number, maxKey: number, maxValue: number): Codec<Record<string, string>> {
  return {
    encode: (v) => ({ ...v }),
    decode(c, v, path) {
      const o = c.object(v, path);
      const keys = Object.keys(o);
      if (keys.length > max) c.fail(path, `${keys.length} entries, more than the ${max} a report may have`);
      const out: Record<string, string> = {};
      for (const key of keys) {
        c.string(key, `${path} (a key)`, maxKey);
        out[key] = c.string(o[key], `${path}[${JSON.stringify(key.slice(0, 40))}]`, maxValue);
      }
      return out;
    },
  };
}

/** The codec of each field of T, in the order they are written (an optional field's codec may yield undefined). */
export type Fields<T> = { [K in keyof Required<T>]: Codec<T[K]> };

/**
 * An object: its fields written in the order declared (unset optional ones left out), read back
 * field by field — unknown fields are dropped — then `check`ed as a whole.
 */
export function object<T extends object>(fields: Fields<T>, check?: (c: Checker, value: T, path: string) => void): Codec<T> {
  const entries: [string, Codec<unknown>][] = Object.entries<Codec<unknown>>(fields);
  return {
    encode(value) {
      const out: Obj = {};
      // Assigned, not spread: the writer converts thousands of rows.
      for (const [key, codec] of entries) {
        const v = codec.encode((value as Obj)[key]);
        if (v !== undefined) out[key] = v;
      }
      return out;
    },
    decode(c, v, path) {
      const o = c.object(v, path);
      const out: Obj = {};
      for (const [key, codec] of entries) {
        const value = codec.decode(c, o[key], `${path}.${key}`, out);
        if (value !== undefined) out[key] = value;
      }
      check?.(c, out as T, path);
      return out as T;
    },
  };
}
