// Real harness builds (cargo, Maven) are slow: the tests keep them under one stable cache folder
// and rewrite a project's files only when they changed, so the tool's own cache stays valid.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HARNESSES, hasHarness, type HarnessName } from './harness.js';

const isHarnessName = (name: string): name is HarnessName => name in HARNESSES;

/** ~/.cache/benchgate-tests/<parts…>: kept between runs (and between CI runs, when cached). */
export const cacheDir = (...parts: string[]): string => path.join(os.homedir(), '.cache', 'benchgate-tests', ...parts);

/** Writes `content` unless the file already holds it; says whether it wrote. */
export function writeIfChanged(file: string, content: string): boolean {
  mkdirSync(path.dirname(file), { recursive: true });
  let old: string | undefined;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old === content) return false;
  writeFileSync(file, content);
  return true;
}

/** Whether a tool is installed: `cmd args…` (such as `cargo --version`) exits 0. */
export const hasTool = (cmd: string, ...args: string[]): boolean => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/**
 * Compiles one C++ source (`<exe>.cc`) with g++ -O2, once per source text: the executable is kept
 * under ~/.cache/benchgate-tests/<name>/<hash of the source>/<exe>. Returns its path.
 */
export function compileOnce(name: string, source: string, exe: string, opts: { libs?: string[]; timeoutMs: number; needs: string }): string {
  // A cached program would hide a missing library: the test that asks must fail as a fresh machine would.
  assert.ok(
    !isHarnessName(name) || hasHarness(name),
    `${name} is not installed (or hidden by BENCHGATE_TEST_HIDE): ${opts.needs}, scripts/install-harnesses.sh`,
  );
  const dir = cacheDir(name, createHash('sha256').update(source).digest('hex').slice(0, 16));
  const file = path.join(dir, exe);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${exe}.cc`), source);
  const r = spawnSync('g++', ['-O2', `${exe}.cc`, '-o', `${exe}.tmp`, ...(opts.libs ?? [])], { cwd: dir, encoding: 'utf8', timeout: opts.timeoutMs });
  assert.equal(r.status, 0, `g++ failed (is ${opts.needs} installed? scripts/install-harnesses.sh): ${r.stderr}`);
  // Renamed into place only once whole: an interrupted compile never leaves a cached half.
  renameSync(path.join(dir, `${exe}.tmp`), file);
  return file;
}
