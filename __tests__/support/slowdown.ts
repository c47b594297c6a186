// Injects a known slowdown into real harness output: a HEAD copy of a result file (or Criterion
// directory) in which ONE benchmark is 20% slower — its time values × 1.2 and its rate values
// ÷ 1.2 (raw samples and the summary fields around them) — and every other benchmark untouched.
// Each format's transformer lives beside its fixtures (__tests__/formats/<id>/compare-case.ts) and
// works on the format's own text (a JSON walk or a regex on the value columns) with the helpers
// here, never through benchgate's parsers, so a test built on it does not depend on the code it checks.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';

export const SLOWDOWN = 1.2;

/** Times grow by the slowdown, rates (ops/s, B/s) shrink by it. */
export type Direction = 'time' | 'rate';

function scaled(value: number, direction: Direction, power = 1): number {
  return direction === 'time' ? value * SLOWDOWN ** power : value / SLOWDOWN ** power;
}

/** Counts what a transformer changed, so one that matched nothing fails loudly. */
export class Changes {
  count = 0;
  constructor(
    readonly format: string,
    readonly benchmark: string,
    readonly where: string,
  ) {}

  /** The benchmark's entry was found but none of its values were (a format drift). */
  done(): void {
    if (this.count === 0) throw new Error(`slowdown(${this.format}): no value of benchmark '${this.benchmark}' changed in ${this.where}`);
  }
}

// ---- JSON helpers --------------------------------------------------------------------------

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Scales a number, or every number inside nested arrays (raw samples, [lo, hi] intervals). */
export function scaleValue(v: Json, direction: Direction, changes: Changes, power = 1): Json {
  if (typeof v === 'number') {
    changes.count++;
    return scaled(v, direction, power);
  }
  if (Array.isArray(v)) return v.map((x) => scaleValue(x, direction, changes, power));
  return v;
}

/** Scales the listed fields of `obj` that are present (numbers or arrays of numbers). */
export function scaleFields(obj: JsonObject, keys: readonly string[], direction: Direction, changes: Changes, power = 1): void {
  for (const key of keys) if (key in obj) obj[key] = scaleValue(obj[key], direction, changes, power);
}

/** Scales every number under `obj` except the `keep` keys (counts, levels, shape statistics). */
export function scaleAll(obj: JsonObject, direction: Direction, changes: Changes, keep: ReadonlySet<string>, squared: ReadonlySet<string> = new Set()): void {
  for (const [key, v] of Object.entries(obj)) {
    if (keep.has(key)) continue;
    if (isObject(v)) scaleAll(v, direction, changes, keep, squared);
    else obj[key] = scaleValue(v, direction, changes, squared.has(key) ? 2 : 1);
  }
}

/** JSON.stringify with the source's indentation, so the copy reads like the harness's output. */
export function restringify(source: string, value: Json): string {
  const indent = /^[[{]\r?\n([ \t]+)/.exec(source)?.[1] ?? '';
  return JSON.stringify(value, null, indent) + (source.endsWith('\n') ? '\n' : '');
}

export function jsonTransformer(edit: (doc: Json, benchmark: string, changes: Changes) => void): TextTransformer {
  return (text, benchmark, changes) => {
    const doc = JSON.parse(text) as Json;
    edit(doc, benchmark, changes);
    return restringify(text, doc);
  };
}

export function arrayAt(doc: Json, key: string, format: string): Json[] {
  const v = isObject(doc) ? doc[key] : undefined;
  if (!Array.isArray(v)) throw new Error(`slowdown(${format}): expected a top-level "${key}" array`);
  return v;
}

/** The entries a selector picks; exactly one benchmark must match. */
export function pick<T>(entries: T[], matches: (e: T) => boolean, changes: Changes): T[] {
  const found = entries.filter(matches);
  if (found.length === 0) throw new Error(`slowdown(${changes.format}): no benchmark '${changes.benchmark}' in ${changes.where}`);
  return found;
}

export const objects = (xs: Json[]): JsonObject[] => xs.filter(isObject);

// ---- text helpers --------------------------------------------------------------------------

/** A number written the way the harness wrote `original` (thousands commas), with ≥ 9 significant digits. */
function formatLike(original: string, value: number): string {
  const decimals = (original.split('.')[1] ?? '').length;
  const intDigits = Math.max(1, Math.floor(Math.log10(Math.abs(value))) + 1);
  // Integers of 7+ digits (benchmark.js ops/sec) stay integers: rounding moves them < 1e-6.
  const places = !original.includes('.') && intDigits >= 7 ? 0 : Math.min(20, Math.max(decimals, 9 - intDigits));
  // Zeros past the original's own decimals say nothing: drop them (46.8 → 56.16, not 56.1600000).
  const text = value
    .toFixed(places)
    .replace(new RegExp(`(\\.\\d{${decimals}}\\d*?)0+$`), '$1')
    .replace(/\.$/, '');
  if (!original.includes(',')) return text;
  const [int, frac] = text.split('.');
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (frac !== undefined ? `.${frac}` : '');
}

export function scaleNumberText(original: string, direction: Direction, changes: Changes): string {
  const value = Number(original.replace(/,/g, ''));
  if (!Number.isFinite(value)) throw new Error(`slowdown(${changes.format}): '${original}' is not a number`);
  changes.count++;
  return formatLike(original, scaled(value, direction));
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Rewrites the lines `isTarget` picks with `edit`; every other line is kept byte for byte. */
export function editLines(text: string, isTarget: (line: string) => boolean, edit: (line: string) => string, changes: Changes): string {
  let matched = 0;
  const out = text.split('\n').map((line) => {
    if (!isTarget(line)) return line;
    matched++;
    return edit(line);
  });
  if (matched === 0) throw new Error(`slowdown(${changes.format}): no line of benchmark '${changes.benchmark}' in ${changes.where}`);
  return out.join('\n');
}

// ---- a format's compare case ---------------------------------------------------------------

export type TextTransformer = (text: string, benchmark: string, changes: Changes) => string;
export type DirTransformer = (dir: string, benchmark: string, changes: Changes) => void;

/** How a format's output is slowed: its text rewritten, or a copied directory edited in place (Criterion). */
export type Slowdown = { text: TextTransformer } | { dir: DirTransformer };

/** One format's case in formats-compare-e2e.test.ts, exported as `compareCase` by its folder's compare-case.ts. */
export interface CompareCase {
  /** The fixture under __tests__/formats/<id>/fixtures/: a file, or a directory read as a whole. */
  fixture: string;
  /** The benchmark to slow down, as the harness names it (what the transformer matches). */
  slow: string;
  /** The same benchmark as benchgate reports it (the JSON report's `benchmark` and `group`). */
  benchmark: string;
  group?: string;
  /** The slowed benchmark's metrics a slowdown moves (each must be a regression). */
  moved: string[];
  /**
   * Result files per side. A summary-only harness yields one sample per run, so the sample is
   * the rounds: the same file `rounds` times per side (6 is the fewest rounds at which 6 vs 6
   * fully separated samples give p = 2/C(12,6) = 0.0022, which Holm still calls over ≤ 23 rows).
   * Raw-sample formats give their own samples: one file per side.
   */
  rounds: number;
  /**
   * Holm over the run's rows unless set. `none` where a raw-sample harness gave so few samples
   * that Holm cannot call even a real 20% shift; the case says why.
   */
  correction?: 'none';
  /**
   * Metrics the harness derives from a moved one (Go's MB/s from ns/op): no row of their own, they
   * ride on their parent's row (metric → parent metric) and move with it.
   */
  derived?: Record<string, string>;
  /** The transformer that writes the slowed copy. */
  slowdown: Slowdown;
}

/**
 * Writes `target`: a copy of `source` (a file, or a directory for Criterion) in which `benchmark`
 * — as the format itself names it, see each transformer — is 20% slower. Throws when the
 * benchmark is not found or nothing changed.
 */
export function writeSlowerCopy(format: string, slowdown: Slowdown, source: string, target: string, benchmark: string): void {
  const changes = new Changes(format, benchmark, source);
  if ('dir' in slowdown) {
    cpSync(source, target, { recursive: true });
    slowdown.dir(target, benchmark, changes);
  } else {
    const text = readFileSync(source, 'utf8');
    const out = slowdown.text(text, benchmark, changes);
    if (out === text) throw new Error(`slowdown(${format}): the copy of ${source} is identical to it`);
    writeFileSync(target, out);
  }
  changes.done();
}
