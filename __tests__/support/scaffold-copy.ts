// A throwaway copy of the sources for the scaffold tests (new-driver, new-format): a scaffold
// writes into it for real, and it compiles against the checkout's node_modules.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Copies src/ and the project's config into a new temporary directory; returns it. */
export function copySources(prefix: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(path.join(ROOT, 'src'), path.join(copy, 'src'), { recursive: true });
  for (const file of ['tsconfig.json', 'package.json', '.prettierrc.json']) cpSync(path.join(ROOT, file), path.join(copy, file));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Runs `node ARGS` in `cwd` and collects what it printed. */
export function runNode(cwd: string, args: string[], timeout = 120_000): { status: number | null; stdout: string; stderr: string } {
  // Without NODE_TEST_CONTEXT: a `node --test` started from a test would report to this run, not to its stdout.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout, env: { ...env, NO_COLOR: '1' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
