// The action and the CLI under test, bundled fresh from src/ with scripts/build.mjs's esbuild
// settings (the committed dist/ may lag behind the sources; .ci/run checks it separately). The CLI
// is one file here, where dist/ splits it into chunks per command (cli-startup.test.ts tests that
// build): the same code. One bundle per content of src/: parallel test files share it from the temp dir.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// As in scripts/build.mjs: @actions/* are ESM-only but some of their dependencies still call require().
const BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";
const COMMON = { bundle: true, platform: 'node', format: 'esm', target: 'node20', banner: { js: BANNER }, legalComments: 'none', logLevel: 'error' } as const;

export type Entry = 'index' | 'cli';

/** A hash of every file under src/ and the lock file (the inputs of the bundle). */
function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(path.join(ROOT, 'src'));
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

const pending = new Map<Entry, Promise<string>>();

/** The path of src/<entry>.ts bundled (an .mjs file under the temp dir), built at most once per source. */
export function bundled(entry: Entry): Promise<string> {
  let p = pending.get(entry);
  if (!p) pending.set(entry, (p = bundle(entry)));
  return p;
}

async function bundle(entry: Entry): Promise<string> {
  const dir = path.join(os.tmpdir(), `benchgate-bundle-${sourceHash()}`);
  const outfile = path.join(dir, `${entry}.mjs`);
  if (existsSync(outfile)) return outfile;
  mkdirSync(dir, { recursive: true });
  // Built beside and renamed into place: another test process never runs a half-written bundle.
  const tmp = path.join(dir, `${entry}.${process.pid}.${Date.now()}.tmp.mjs`);
  await build({ ...COMMON, entryPoints: [path.join(ROOT, 'src', `${entry}.ts`)], outfile: tmp });
  renameSync(tmp, outfile);
  return outfile;
}
