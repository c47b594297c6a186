// Shared by the format tests of pytest-benchmark, pyperf, hyperfine, benchmark.js, vitest,
// tinybench and json: reading fixtures, checking ParseErrors, running real harnesses.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDir } from './build-cache.js';
import { fixturePath, fixturesDir } from './format-folders.js';
import type { Format, FormatInput } from '../../src/formats/format.js';
import { ParseError, type ParseResult, type Series } from '../../src/model.js';

/** The fixture files of a format's folder, __tests__/formats/<id>/fixtures/ (SOURCE.txt excluded). */
export function fixtureFiles(formatId: string): string[] {
  const dir = fixturesDir(formatId);
  return readdirSync(dir)
    .filter((name) => name !== 'SOURCE.txt')
    .sort()
    .map((name) => path.join(dir, name));
}

export function textInput(file: string): FormatInput & { kind: 'text' } {
  return { kind: 'text', file, text: readFileSync(file, 'utf8') };
}

export function fixture(formatId: string, name: string): FormatInput & { kind: 'text' } {
  return textInput(fixturePath(formatId, name));
}

export function readJson(input: { text: string }): any {
  return JSON.parse(input.text);
}

export function find(result: ParseResult, benchmark: string, metric = 'time', group?: string): Series {
  const s = result.series.find((x) => x.benchmark === benchmark && x.metric === metric && (group === undefined || x.group === group));
  assert.ok(s, `no ${metric} series for ${benchmark}; have ${result.series.map((x) => `${x.group ?? ''}:${x.benchmark}/${x.metric}`).join(', ')}`);
  return s;
}

export function assertClose(actual: number[], expected: number[], rel = 1e-12): void {
  assert.equal(actual.length, expected.length, `sample count ${actual.length} vs ${expected.length}`);
  actual.forEach((v, i) => assert.ok(Math.abs(v - expected[i]) <= rel * Math.abs(expected[i]), `sample ${i}: ${v} vs ${expected[i]}`));
}

/** Runs fn, which must throw a ParseError naming `file`, with a line, whose message matches `reason`. */
export function assertParseError(fn: () => unknown, file: string, reason?: RegExp, line?: number): ParseError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(
    caught instanceof ParseError,
    `expected a ParseError, got ${caught === undefined ? 'no error' : caught instanceof Error ? (caught.stack ?? String(caught)) : JSON.stringify(caught)}`,
  );
  assert.equal(caught.file, file);
  assert.ok(typeof caught.line === 'number' && caught.line >= 1, `ParseError without a line: ${caught.message}`);
  if (reason) assert.match(caught.reason, reason);
  if (line !== undefined) assert.equal(caught.line, line, caught.message);
  return caught;
}

/** Runs fn, which must throw a ParseError; `check` asserts what it says. */
export function assertParseErrorThat(fn: () => unknown, check: (e: ParseError) => void): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof ParseError, `expected a ParseError, got ${String(e)}`);
    check(e);
    return true;
  });
}

/** 1-based line of the first occurrence of `needle` in `text` (to check where an error points). */
export function lineOf(text: string, needle: string, from = 0): number {
  const at = text.indexOf(needle, from);
  assert.ok(at >= 0, `fixture has no ${JSON.stringify(needle)}`);
  return text.slice(0, at).split('\n').length;
}

/** Every cut of a JSON file (at a spread of offsets) is rejected with a ParseError on a real line. */
export function assertTruncationsRejected(format: Format, input: FormatInput & { kind: 'text' }, cuts = 12): void {
  const { text } = input;
  for (let k = 1; k <= cuts; k++) {
    const end = Math.floor((text.trimEnd().length * k) / (cuts + 1));
    const cut = { ...input, text: text.slice(0, end) };
    const error = assertParseError(() => format.parse(cut), input.file);
    assert.ok(error.line! <= cut.text.split('\n').length, `line ${error.line} past the end of a ${cut.text.split('\n').length}-line input`);
  }
}

/** A throwaway directory (remove it with removeDir). */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `benchgate-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function run(command: string, args: string[], cwd: string, timeoutMs = 120_000): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      timeout: timeoutMs,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
  } catch (e) {
    const err = e as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}: ${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}\n(run scripts/install-harnesses.sh?)`,
      { cause: e },
    );
  }
}

// The JS harnesses live in a cached npm project outside benchgate's own package.json, so the
// tests install them once per machine and reuse them (the registry is slow, the tests are not).
const NODE_HARNESSES = cacheDir('node-harnesses');
const NODE_PACKAGES: Record<string, string> = {
  benchmark: 'benchmark@2.1.4',
  tinybench: 'tinybench@6',
  tinybench2: 'tinybench2@npm:tinybench@2',
  tinybench3: 'tinybench3@npm:tinybench@3',
  tinybench4: 'tinybench4@npm:tinybench@4',
  tinybench5: 'tinybench5@npm:tinybench@5',
  vitest: 'vitest@3',
};

/** The cached npm project with benchmark.js, tinybench (v2 to v5, current) and vitest 3 installed. */
export function nodeHarnesses(): string {
  const missing = () => Object.keys(NODE_PACKAGES).filter((name) => !existsSync(path.join(NODE_HARNESSES, 'node_modules', name, 'package.json')));
  if (missing().length === 0) return NODE_HARNESSES;
  // Test files run in parallel: one installs while the others wait for its lock (a directory).
  const lock = `${NODE_HARNESSES}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true }); // a crashed installer's
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    const still = missing();
    if (still.length > 0) {
      mkdirSync(NODE_HARNESSES, { recursive: true });
      const pkg = path.join(NODE_HARNESSES, 'package.json');
      if (!existsSync(pkg)) writeFileSync(pkg, JSON.stringify({ name: 'benchgate-node-harnesses', private: true, type: 'module' }, null, 2));
      run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...still.map((name) => NODE_PACKAGES[name])], NODE_HARNESSES, 300_000);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return NODE_HARNESSES;
}

/** A fresh folder inside the cached npm project (so its node_modules resolve), removed by the caller. */
export function nodeScratch(prefix: string): string {
  const root = nodeHarnesses();
  return mkdtempSync(path.join(root, `${prefix}-`));
}
