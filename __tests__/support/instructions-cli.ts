// The built CLI (dist/cli.js; run `npm run build` first) as the measure: instructions end-to-end
// tests start it: one place for its path, its environment and the argv they all share.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand, type CommandResult } from './run-command.js';

export const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'cli.js');

/** Fails with what to do when dist/ was built without the instructions driver beside the CLI. */
export function assertDriverBuilt(): void {
  assert.ok(existsSync(path.join(path.dirname(CLI), 'instructions-driver.js')), 'dist/ lacks the instructions driver: run npm run build');
}

/** `--measure instructions`, the `driver` flags, `--base B --head H --rounds 3`, then `rest`. */
export function measureInstructionsArgs(base: string, head: string, rest: string[], driver: string[] = []): string[] {
  return ['--measure', 'instructions', ...driver, '--base', base, '--head', head, '--rounds', '3', ...rest];
}

/** `run` and measureInstructionsArgs. */
export function instructionsRunArgs(base: string, head: string, rest: string[], driver: string[] = []): string[] {
  return ['run', ...measureInstructionsArgs(base, head, rest, driver)];
}

/** Runs the CLI with `args` in `repo`, without colours (15 minutes unless `timeoutMs`). */
export function runCli(repo: string, args: string[], opts: { timeoutMs?: number } = {}): Promise<CommandResult> {
  return runCommand([process.execPath, CLI, ...args], { cwd: repo, env: { ...process.env, NO_COLOR: '1' }, timeoutMs: opts.timeoutMs ?? 900_000 });
}

/** Runs the CLI with `args`, then `--` and the benchmark `command`, in `repo`. */
export function runInstructionsCli(repo: string, args: string[], command: string[], opts: { timeoutMs?: number } = {}): Promise<CommandResult> {
  return runCli(repo, [...args, '--', ...command], opts);
}
