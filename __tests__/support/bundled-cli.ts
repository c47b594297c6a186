// The CLI under test as scripts/build.mjs bundles dist/cli.js, but into a temp dir (dist/ is
// committed and not the tests' to rewrite): a bundle starts in a fraction of the time tsx needs,
// and the tests that use it start it dozens of times.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { runCommand, type CommandResult } from './run-command.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Bundles src/cli.ts into `outfile` (an .mjs file). */
export async function bundleCli(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'src/cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
}

/** Runs the bundled CLI as a user would, in `cwd`, without colours or debug output. */
export function runBundledCli(cli: string, args: string[], cwd: string): Promise<CommandResult> {
  return runCommand([process.execPath, cli, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', BENCHGATE_DEBUG: '' } });
}
