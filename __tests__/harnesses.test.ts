// Every real harness the tests run is on this machine in CI (.ci/run installs them); on a
// developer's machine the missing ones are listed with their install command, and the tests that
// need them skip with the same reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HARNESSES, hasHarness, inCI, needs, type HarnessName } from './support/harness.js';

for (const name of Object.keys(HARNESSES) as HarnessName[]) {
  const harness = HARNESSES[name];
  const optional = 'optionalInCI' in harness;
  test(`harness ${name}`, { skip: !inCI() && !hasHarness(name) ? `not installed: ${harness.install}` : false }, () => {
    if (optional && !hasHarness(name)) return; // its tests skip, and committed real outputs cover the format
    assert.ok(hasHarness(name), `${name} is missing in CI: .ci/run must install it (${harness.install})`);
  });
}

test('the rule: a missing harness skips with its install command off CI, and never skips in CI', () => {
  const saved = { hide: process.env.BENCHGATE_TEST_HIDE, ci: process.env.CI };
  try {
    process.env.BENCHGATE_TEST_HIDE = 'hyperfine';
    process.env.CI = '';
    assert.match(String(needs('hyperfine').skip), /^hyperfine is not installed: bash scripts\/install-harnesses\.sh/);
    process.env.CI = 'true';
    assert.equal(needs('hyperfine').skip, false);
    process.env.BENCHGATE_TEST_HIDE = 'rust-nightly';
    assert.match(String(needs('rust-nightly').skip), /rustup toolchain install nightly/, 'nightly is optional even in CI');
  } finally {
    process.env.BENCHGATE_TEST_HIDE = saved.hide;
    process.env.CI = saved.ci;
    if (saved.hide === undefined) delete process.env.BENCHGATE_TEST_HIDE;
    if (saved.ci === undefined) delete process.env.CI;
  }
});
