// Bundles the action and the CLI into dist/ (committed; CI checks it is up to date).
// The action is one file: the runner starts `node dist/index.js`. The CLI is split: dist/cli.js
// loads a command's chunk (dist/chunks/) only when that command runs, so `benchgate compare`
// never loads the runner, yaml or the GitHub client, and starts that much sooner.
// First it regenerates src/formats/index.ts from the format folders (formats-index.mjs), the
// instructions drivers' registries from their files (drivers-index.mjs) and the
// dashboard page's script from its typed module (dashboard-script.mjs).
// `--outdir DIR` builds elsewhere and `--metafile FILE` writes the CLI's esbuild metafile (tests).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { writeDashboardScript } from './dashboard-script.mjs';
import { writeDriversIndex } from './drivers-index.mjs';
import { writeFormatsIndex } from './formats-index.mjs';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' }, metafile: { type: 'string' } } });
const outdir = values.outdir;

await writeFormatsIndex(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
await writeDriversIndex(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
await writeDashboardScript();

// @actions/* are ESM-only but some of their dependencies still call require().
const banner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/index.ts'], outfile: path.join(outdir, 'index.js'), banner: { js: banner } });
// measure: instructions — the drivers' inside half, started in the sandbox (src/instructions/index.ts driverEntry finds it beside the bundle).
await build({ ...common, entryPoints: ['src/instructions/driver-main.ts'], outfile: path.join(outdir, 'instructions-driver.js') });

const cli = await build({
  ...common,
  entryPoints: { cli: 'src/cli.ts' },
  outdir,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  write: false,
});
// Chunk names carry a hash of their content: remove the old ones, so dist/ holds exactly what
// this build made (and `git status -- dist` shows any difference, new and removed chunks too).
rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
const entry = path.resolve(outdir, 'cli.js');
for (const file of cli.outputFiles) {
  // esbuild's require() shim for bundled CommonJS reads a `require` in scope: give one to the chunks that use it.
  const head = (file.path === entry ? '#!/usr/bin/env node\n' : '') + (/\brequire\b/.test(file.text) ? `${banner}\n` : '');
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path, head + file.text);
}
if (values.metafile) writeFileSync(values.metafile, JSON.stringify(cli.metafile));
