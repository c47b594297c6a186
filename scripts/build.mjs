// Bundles the action and the CLI into dist/ (committed; CI checks it is up to date).
import { build } from 'esbuild';

// @actions/* are ESM-only but some of their dependencies still call require().
const banner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: banner },
  legalComments: 'none',
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/index.js' });
await build({ ...common, entryPoints: ['src/cli.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node\n' + banner } });
