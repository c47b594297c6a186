// BASE/HEAD paths → parse results. A path is a file, `-` (stdin), a directory a format reads as
// a whole (Criterion's target/criterion), or else a directory of result files, each parsed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseWith, readInput } from '../formats/registry.js';
import { ParseError, type ParseResult } from '../model.js';

/** Regular, non-hidden files directly inside `dir`, sorted so pooled samples keep a stable order. */
function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.startsWith('.'))
      .map((e) => join(dir, e.name))
      .sort();
  } catch (err) {
    throw new ParseError(`cannot list the directory (${(err as NodeJS.ErrnoException).code ?? String(err)})`, dir);
  }
}

async function readPath(path: string, format: string): Promise<ParseResult[]> {
  const input = await readInput(path);
  if (input.kind === 'text') return [parseWith(input, format)];
  try {
    return [parseWith(input, format)];
  } catch (err) {
    // No format reads this directory as a whole: it is a folder of result files.
    const files = filesIn(input.dir);
    if (!(err instanceof ParseError) || files.length === 0) throw err;
    const results: ParseResult[] = [];
    for (const file of files) results.push(parseWith(await readInput(file), format));
    return results;
  }
}

/** Every parse result of one side, in the order the paths were given. */
export async function readResults(paths: readonly string[], format: string): Promise<ParseResult[]> {
  const results: ParseResult[] = [];
  for (const path of paths) results.push(...(await readPath(path, format)));
  return results;
}
