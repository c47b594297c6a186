// The one rule for tests that need a real harness: on a developer's machine without it the test
// is skipped with the reason and the install command; in CI (CI=true, where .ci/run installs every
// harness) it is never skipped, so a missing install step fails loudly instead of hiding.
// __tests__/harnesses.test.ts checks the whole list in CI.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ok = (cmd: string, ...args: string[]): boolean => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

interface Harness {
  /** Whether this machine has it (cheap; cached). */
  present(): boolean;
  /** How to get it: the command a newcomer runs. */
  install: string;
  /** Not installed by .ci/run on every machine (rustup's nightly is not a package registry). */
  optionalInCI?: boolean;
  /** What BENCHGATE_TEST_HIDE masks so a test that runs anyway (in CI) really finds it missing. */
  hide?: { commands?: string[]; pythonModules?: string[]; headers?: string[] };
}

const ALL = 'bash scripts/install-harnesses.sh';

export const HARNESSES = {
  go: { present: () => ok('go', 'version'), install: 'install Go (https://go.dev/dl/)', hide: { commands: ['go'] } },
  benchstat: {
    present: () => ok('benchstat', '-h') || existsSync(path.join(os.homedir(), 'go', 'bin', 'benchstat')),
    install: `${ALL} (go install golang.org/x/perf/cmd/benchstat@latest)`,
    hide: { commands: ['benchstat'] },
  },
  'pytest-benchmark': {
    present: () => ok('python3', '-c', 'import pytest_benchmark'),
    install: `${ALL} (pip install pytest pytest-benchmark)`,
    hide: { pythonModules: ['pytest_benchmark'] },
  },
  pyperf: { present: () => ok('python3', '-c', 'import pyperf'), install: `${ALL} (pip install pyperf)`, hide: { pythonModules: ['pyperf'] } },
  'google-benchmark': {
    present: () => existsSync('/usr/include/benchmark/benchmark.h') && ok('g++', '--version'),
    install: `${ALL} (apt-get install libbenchmark-dev g++)`,
    hide: { headers: ['benchmark/benchmark.h'] },
  },
  catch2: {
    present: () => existsSync('/usr/include/catch2/catch.hpp') && ok('g++', '--version'),
    install: `${ALL} (apt-get install catch2 g++)`,
    hide: { headers: ['catch2/catch.hpp'] },
  },
  hyperfine: { present: () => ok('hyperfine', '--version'), install: `${ALL} (apt-get install hyperfine)`, hide: { commands: ['hyperfine'] } },
  cargo: {
    present: () => ok('cargo', '--version'),
    install: 'install Rust (rustup), then cargo builds Criterion from crates.io',
    hide: { commands: ['cargo', 'rustc'] },
  },
  'rust-nightly': { present: () => ok('cargo', '+nightly', '--version'), install: 'rustup toolchain install nightly --profile minimal', optionalInCI: true },
  maven: {
    present: () => ok('mvn', '-v') && ok('java', '-version'),
    install: `${ALL} (apt-get install maven openjdk-17-jdk-headless)`,
    hide: { commands: ['mvn', 'java'] },
  },
  // benchmark.js, tinybench 2–6 and vitest: support/format-kit.ts installs them with npm when missing.
  'node-harnesses': {
    present: () =>
      ['benchmark', 'tinybench', 'vitest'].every((p) =>
        existsSync(path.join(os.homedir(), '.cache', 'benchgate-tests', 'node-harnesses', 'node_modules', p, 'package.json')),
      ) || ok('npm', '--version'),
    install: `${ALL} (npm install into ~/.cache/benchgate-tests/node-harnesses)`,
  },
  chromium: {
    // The same candidates as support/github-render.ts's CHROMIUM.
    present: () =>
      [process.env.BENCHGATE_CHROMIUM, 'chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'].some((cmd) => !!cmd && ok(cmd, '--version')),
    install: `${ALL} (apt-get install chromium fonts-noto-color-emoji)`,
    hide: { commands: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'] },
  },
  'cmark-gfm': { present: () => ok('cmark-gfm', '--version'), install: `${ALL} (apt-get install cmark-gfm)`, hide: { commands: ['cmark-gfm'] } },
  // measure: instructions counts under valgrind (cachegrind).
  valgrind: { present: () => ok('valgrind', '--version'), install: `${ALL} (apt-get install valgrind)`, hide: { commands: ['valgrind'] } },
  // measure: instructions' other counter, probed: perf stat (a working PMU is not needed to test the probe).
  perf: {
    present: () => ok('perf', '--version'),
    install: 'apt-get install linux-perf (Debian) or linux-tools-$(uname -r) (Ubuntu)',
    optionalInCI: true,
    hide: { commands: ['perf'] },
  },
} satisfies Record<string, Harness>;

export type HarnessName = keyof typeof HARNESSES;

const seen = new Map<HarnessName, boolean>();

const hiddenNames = (): string[] => (process.env.BENCHGATE_TEST_HIDE ?? '').split(',').map((s) => s.trim());
const isHidden = (name: HarnessName): boolean => hiddenNames().includes(name) || hiddenNames().includes('all');

/** Whether the harness is here, honouring BENCHGATE_TEST_HIDE (comma separated names, or all) to try the rule. */
export function hasHarness(name: HarnessName): boolean {
  if (isHidden(name)) return false;
  let present = seen.get(name);
  if (present === undefined) seen.set(name, (present = HARNESSES[name].present()));
  return present;
}

export const inCI = (): boolean => process.env.CI === 'true';

/**
 * Test options for a test that needs these harnesses: `{ skip: reason }` on a developer's machine
 * without one of them, `{ skip: false }` otherwise — and always in CI, so the test runs and fails.
 */
export function needs(...names: HarnessName[]): { skip: string | false } {
  const missing = names.filter((n) => !hasHarness(n));
  if (missing.length === 0) return { skip: false };
  if (inCI() && missing.some((n) => !('optionalInCI' in HARNESSES[n]))) return { skip: false };
  return { skip: missing.map((n) => `${n} is not installed: ${HARNESSES[n].install}`).join('; ') };
}

/**
 * Makes the harnesses named in BENCHGATE_TEST_HIDE really unreachable for this process and its
 * children, so a test that runs anyway (CI=true) fails as it would on a machine without them:
 * commands that exit 127, Python packages that fail to import, C++ headers that #error. Done once,
 * on import (the test runner's children inherit the environment).
 */
function maskHidden(): void {
  if (!process.env.BENCHGATE_TEST_HIDE || process.env.BENCHGATE_TEST_HIDDEN_DIR) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchgate-hidden-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const dirs = { bin: path.join(dir, 'bin'), python: path.join(dir, 'python'), include: path.join(dir, 'include') };
  for (const d of Object.values(dirs)) mkdirSync(d);
  for (const name of Object.keys(HARNESSES) as HarnessName[]) {
    const hide = (HARNESSES[name] as Harness).hide;
    if (!hide || !isHidden(name)) continue;
    const why = `${name} is hidden by BENCHGATE_TEST_HIDE (install: ${HARNESSES[name].install})`;
    for (const cmd of hide.commands ?? []) {
      const file = path.join(dirs.bin, cmd);
      writeFileSync(file, `#!/bin/sh\necho '${cmd}: ${why}' >&2\nexit 127\n`);
      chmodSync(file, 0o755);
    }
    for (const mod of hide.pythonModules ?? []) {
      mkdirSync(path.join(dirs.python, mod));
      writeFileSync(path.join(dirs.python, mod, '__init__.py'), `raise ImportError(${JSON.stringify(why)})\n`);
    }
    for (const header of hide.headers ?? []) {
      mkdirSync(path.dirname(path.join(dirs.include, header)), { recursive: true });
      writeFileSync(path.join(dirs.include, header), `#error "${why}"\n`);
    }
  }
  const prepend = (variable: string, value: string): void => {
    process.env[variable] = process.env[variable] ? `${value}${path.delimiter}${process.env[variable]}` : value;
  };
  prepend('PATH', dirs.bin);
  prepend('PYTHONPATH', dirs.python);
  prepend('CPLUS_INCLUDE_PATH', dirs.include);
  process.env.BENCHGATE_TEST_HIDDEN_DIR = dir;
}

maskHidden();
