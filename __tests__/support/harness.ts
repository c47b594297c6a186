// The one rule for tests that need a real harness: on a developer's machine without it the test
// is skipped with the reason and the install command; in CI (CI=true, where .ci/run installs every
// harness) it is never skipped, so a missing install step fails loudly instead of hiding.
// __tests__/harnesses.test.ts checks the whole list in CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
}

const ALL = 'bash scripts/install-harnesses.sh';

export const HARNESSES = {
  go: { present: () => ok('go', 'version'), install: 'install Go (https://go.dev/dl/)' },
  benchstat: {
    present: () => ok('benchstat', '-h') || existsSync(path.join(os.homedir(), 'go', 'bin', 'benchstat')),
    install: `${ALL} (go install golang.org/x/perf/cmd/benchstat@latest)`,
  },
  'pytest-benchmark': { present: () => ok('python3', '-c', 'import pytest_benchmark'), install: `${ALL} (pip install pytest pytest-benchmark)` },
  pyperf: { present: () => ok('python3', '-c', 'import pyperf'), install: `${ALL} (pip install pyperf)` },
  'google-benchmark': { present: () => existsSync('/usr/include/benchmark/benchmark.h') && ok('g++', '--version'), install: `${ALL} (apt-get install libbenchmark-dev g++)` },
  catch2: { present: () => existsSync('/usr/include/catch2/catch.hpp') && ok('g++', '--version'), install: `${ALL} (apt-get install catch2 g++)` },
  hyperfine: { present: () => ok('hyperfine', '--version'), install: `${ALL} (apt-get install hyperfine)` },
  cargo: { present: () => ok('cargo', '--version'), install: 'install Rust (rustup), then cargo builds Criterion from crates.io' },
  'rust-nightly': { present: () => ok('cargo', '+nightly', '--version'), install: 'rustup toolchain install nightly --profile minimal', optionalInCI: true },
  maven: { present: () => ok('mvn', '-v') && ok('java', '-version'), install: `${ALL} (apt-get install maven openjdk-17-jdk-headless)` },
} satisfies Record<string, Harness>;

export type HarnessName = keyof typeof HARNESSES;

const seen = new Map<HarnessName, boolean>();

/** Whether the harness is here, honouring BENCHGATE_TEST_HIDE (comma separated names) to try the rule. */
export function hasHarness(name: HarnessName): boolean {
  const hidden = (process.env.BENCHGATE_TEST_HIDE ?? '').split(',').map((s) => s.trim());
  if (hidden.includes(name) || hidden.includes('all')) return false;
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
