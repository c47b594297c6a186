// Where a format's tests live: one folder per registered format, __tests__/formats/<id>/, holding
// its test file, its real fixtures (fixtures/, with SOURCE.txt saying where each came from) and
// its compare case (compare-case.ts: the fixture to slow down and the transformer that does it).
// The central tests (detection, fuzzing, the compare end to end) iterate over these folders, so a
// new format brings its own and edits none of them. `npm run new-format <id>` scaffolds a folder.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CompareCase } from './slowdown.js';

export const TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FORMATS_DIR = path.join(TESTS_DIR, 'formats');

/** Provenance notes beside the fixtures, not fixtures. */
const NOT_FIXTURES = new Set(['SOURCE.txt', 'README.md']);

/** The format ids that have a test folder, sorted. */
export function formatFolders(): string[] {
  return readdirSync(FORMATS_DIR)
    .filter((name) => !name.startsWith('.') && statSync(path.join(FORMATS_DIR, name)).isDirectory())
    .sort();
}

/** A format's folder of real outputs that must parse. */
export function fixturesDir(formatId: string): string {
  return path.join(FORMATS_DIR, formatId, 'fixtures');
}

/** Real outputs of a format that its parser must refuse (kept apart: every fixture must parse). */
export function malformedDir(formatId: string): string {
  return path.join(FORMATS_DIR, formatId, 'fixtures-malformed');
}

export function fixturePath(formatId: string, name: string): string {
  return path.join(fixturesDir(formatId), name);
}

/** The fixtures of a format (files, and sub-folders read as directory inputs), provenance notes excluded; [] without a folder. */
export function fixtureEntries(formatId: string): string[] {
  const dir = fixturesDir(formatId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !NOT_FIXTURES.has(name) && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** The compare case of a format's folder (compare-case.ts), or undefined when it has none. */
export async function loadCompareCase(formatId: string): Promise<CompareCase | undefined> {
  const file = path.join(FORMATS_DIR, formatId, 'compare-case.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { compareCase?: CompareCase };
  if (!module.compareCase) throw new Error(`${path.relative(TESTS_DIR, file)} exports no compareCase`);
  return module.compareCase;
}
