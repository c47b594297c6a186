// Robustness of every registered format: random text, truncations and byte mutations of the
// real fixtures either parse into well-formed series or throw a ParseError with a reason —
// never another exception — and 10 MB inputs finish in bounded time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import fc from 'fast-check';
import type { Format } from '../src/formats/format.js';
import { FORMATS } from '../src/formats/index.js';
import { ParseError } from '../src/model.js';
import { fixtureEntries, formatFolders } from './support/format-folders.js';
// Keeps the run a few seconds per format on a shared 2-core machine while still shrinking.
const RUNS = Number(process.env.BENCHGATE_FUZZ_RUNS ?? 25);

/** The text fixtures of a folder (sub-folders are directory inputs, fuzzed as text elsewhere). */
function textFixtures(folder: string): Array<{ name: string; text: string }> {
  return fixtureEntries(folder)
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ name: `${folder}/${basename(file)}`, text: readFileSync(file, 'utf8') }));
}

const ALL_FIXTURES = formatFolders().flatMap(textFixtures);

/** Parses and checks the outcome's shape; returns a description of what went wrong, or undefined. */
function violation(format: Format, text: string): string | undefined {
  const input = { kind: 'text' as const, file: 'fuzz.txt', text };
  let score: number;
  try {
    score = format.detect(input);
  } catch (err) {
    return `detect threw ${String(err)}`;
  }
  if (typeof score !== 'number' || !(score >= 0 && score <= 1)) return `detect returned ${score}`;
  let result;
  try {
    result = format.parse(input);
  } catch (err) {
    if (err instanceof ParseError) return err.reason.trim() ? undefined : 'ParseError without a reason';
    return `parse threw ${err instanceof Error ? `${err.name}: ${err.message}\n${err.stack}` : String(err)}`;
  }
  if (!result || typeof result.format !== 'string') return 'result has no format';
  if (!Array.isArray(result.series) || !Array.isArray(result.warnings)) return 'result has no series/warnings arrays';
  if (!result.context || typeof result.context !== 'object') return 'result has no context';
  for (const [k, v] of Object.entries(result.context)) if (typeof v !== 'string') return `context.${k} is not a string`;
  for (const w of result.warnings) if (typeof w.code !== 'string' || typeof w.message !== 'string') return 'a warning has no code/message';
  for (const s of result.series) {
    if (typeof s.benchmark !== 'string' || typeof s.metric !== 'string' || typeof s.unit !== 'string') return `malformed series ${JSON.stringify(s)}`;
    if (s.better !== 'lower' && s.better !== 'higher') return `series better is ${String(s.better)}`;
    if (s.group !== undefined && typeof s.group !== 'string') return 'series group is not a string';
    if (!Array.isArray(s.runs[0].samples) || s.runs[0].samples.some((x) => typeof x !== 'number')) return `samples of ${s.benchmark} are not numbers`;
  }
  return undefined;
}

function assertRobust(format: Format, text: string): void {
  const problem = violation(format, text);
  assert.equal(problem, undefined, `${format.id}: ${problem}`);
}

// Characters that break structure (JSON, CSV, XML, tables, numbers) more often than random ones.
const structural = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  '\n',
  '\r\n',
  '\t',
  ' ',
  '<',
  '>',
  '/',
  '=',
  '-',
  '.',
  'e',
  '0',
  '9',
  'NaN',
  'null',
  '\\',
  '\u00b5',
  '\ufffd',
);
const mutation = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  op: fc.constantFrom('replace', 'insert', 'delete'),
  text: fc.oneof(structural, fc.string({ unit: 'binary', minLength: 1, maxLength: 4 })),
  length: fc.integer({ min: 1, max: 16 }),
});

function mutate(text: string, edits: Array<{ at: number; op: string; text: string; length: number }>): string {
  let out = text;
  for (const e of edits) {
    const pos = Math.floor(e.at * out.length);
    if (e.op === 'insert') out = out.slice(0, pos) + e.text + out.slice(pos);
    else if (e.op === 'delete') out = out.slice(0, pos) + out.slice(pos + e.length);
    else out = out.slice(0, pos) + e.text + out.slice(pos + e.text.length);
  }
  return out;
}

for (const format of FORMATS) {
  const own = textFixtures(format.id);
  // A format without text fixtures of its own (directory inputs only) is fuzzed with the others'.
  const seeds = own.length ? own : ALL_FIXTURES.slice(0, 4);

  test(`fuzz ${format.id}: random text, other formats' files, truncations and mutations of ${seeds.length} fixtures`, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => assertRobust(format, text)),
      { numRuns: RUNS * 2 },
    );
    fc.assert(
      fc.property(fc.array(structural, { maxLength: 200 }), (parts) => assertRobust(format, parts.join(''))),
      { numRuns: RUNS },
    );
    for (const other of ALL_FIXTURES) assertRobust(format, other.text);
    for (const seed of seeds) {
      const text = seed.text;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: text.length }), (n) => assertRobust(format, text.slice(0, n))),
        { numRuns: RUNS, examples: [[0], [1], [text.length - 1], [Math.floor(text.length / 2)]] },
      );
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (edits) => assertRobust(format, mutate(text, edits))),
        { numRuns: RUNS },
      );
      // Line-level damage: a line dropped or duplicated, as when outputs interleave.
      const lines = text.split('\n');
      fc.assert(
        fc.property(fc.nat({ max: Math.max(0, lines.length - 1) }), fc.boolean(), (i, dup) => {
          const copy = [...lines];
          if (dup) copy.splice(i, 0, lines[i]);
          else copy.splice(i, 1);
          assertRobust(format, copy.join('\n'));
        }),
        { numRuns: RUNS },
      );
    }
  });
}

// Bounded time: a CI log can be large, and a regex that backtracks on one long line hangs a job.
const TEN_MB = 10 * 1024 * 1024;
const LIMIT_MS = Number(process.env.BENCHGATE_FUZZ_LIMIT_MS ?? 20_000);

function repeatTo(text: string, size: number): string {
  return text.repeat(Math.ceil(size / Math.max(1, text.length))).slice(0, size);
}

for (const format of FORMATS) {
  test(`10 MB inputs finish in bounded time: ${format.id}`, () => {
    const own = textFixtures(format.id);
    const largest = own.sort((a, b) => b.text.length - a.text.length)[0]?.text ?? ALL_FIXTURES[0].text;
    const inputs: Array<[string, string]> = [
      ['its fixture repeated', repeatTo(largest.endsWith('\n') ? largest : `${largest}\n`, TEN_MB)],
      // Every line damaged: a warning per line must not cost a pass over the file each.
      [
        'its fixture with every line cut in half',
        repeatTo(
          `${largest
            .split('\n')
            .map((l) => l.slice(0, Math.ceil(l.length / 2)))
            .join('\n')}\n`,
          TEN_MB,
        ),
      ],
      ['one 10 MB line of numbers and units', repeatTo('Benchmark 1 2.5 ns/op 3 ', TEN_MB)],
      ['one 10 MB line of quotes and brackets', repeatTo('<a b="{[\\"x', TEN_MB)],
    ];
    for (const [what, text] of inputs) {
      const start = performance.now();
      assertRobust(format, text);
      const ms = performance.now() - start;
      assert.ok(ms < LIMIT_MS, `${format.id} took ${Math.round(ms)} ms on ${what} (limit ${LIMIT_MS} ms)`);
    }
  });
}
