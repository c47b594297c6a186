// The command line shared by the scaffolds (scripts/new-driver.mjs, scripts/new-format.mjs):
// `<id> [--root DIR]`, a usage error or a refused id exits 2, success lists what was written.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A refusal the scaffold explains to its user (bad or taken id); anything else is a bug. */
export class ScaffoldError extends Error {}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a scaffold from its arguments; returns the exit code.
 * `tool` names the script (new-driver), `what` the thing scaffolded (driver), `scaffold(root, id)`
 * returns the files written relative to root, and `next(id)` the lines that say what to do next.
 */
export async function scaffoldMain(argv, { tool, what, scaffold, next }) {
  const usage = (problem) => {
    process.stderr.write(`${tool}: ${problem}\nusage: npm run ${tool} <id>   (node scripts/${tool}.mjs <id> [--root DIR])\n`);
    return 2;
  };
  const args = [...argv];
  let root = REPO_ROOT;
  const at = args.indexOf('--root');
  if (at >= 0) {
    if (!args[at + 1]) return usage('--root needs a directory');
    root = path.resolve(args[at + 1]);
    args.splice(at, 2);
  }
  if (args.length !== 1 || args[0].startsWith('-')) return usage(args.length === 0 ? `expected the new ${what} id` : `unexpected arguments: ${args.join(' ')}`);
  const id = args[0];
  let written;
  try {
    written = await scaffold(root, id);
  } catch (err) {
    if (!(err instanceof ScaffoldError)) throw err;
    process.stderr.write(`${tool}: ${err.message}\n`);
    return 2;
  }
  process.stdout.write([`${tool}: scaffolded '${id}':`, ...written.map((file) => `  ${file}`), '', ...next(id), ''].join('\n'));
  return 0;
}
