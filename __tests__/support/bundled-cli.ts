// The CLI under test as scripts/build.mjs bundles dist/cli.js, from the current sources
// (support/bundle.ts): a bundle starts in a fraction of the time tsx needs, and the tests that use
// it start it dozens of times.
import { copyFileSync } from 'node:fs';
import { bundled } from './bundle.js';
import { runCommand, type CommandResult } from './run-command.js';

/** Puts the fresh CLI bundle at `outfile` (an .mjs file). */
export async function bundleCli(outfile: string): Promise<void> {
  copyFileSync(await bundled('cli'), outfile);
}
/** Runs the bundled CLI as a user would, in `cwd`, without colours or debug output. */
export function runBundledCli(cli: string, args: string[], cwd: string): Promise<CommandResult> {
  return runCommand([process.execPath, cli, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', BENCHGATE_DEBUG: '' } });
}
