// A failing `setup` says where the whole of its output is, and that place exists when the user
// reads the message (issue 31, promise 4): without --keep-dir the run folder is temporary and
// removed when benchgate exits, so the message shows the tail and says how to keep all of it;
// with --keep-dir it names the kept file. The bundled CLI in a real git repository.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

const work = tempDir('benchgate-setup-failure-');
const r = twoCommitRepo({ 'bench.sh': 'echo "BenchmarkX 100 1000 ns/op"\n' }, { CHANGES: 'head\n' });
after(() => {
  rmSync(work, { recursive: true, force: true });
  r.cleanup();
});
const CLI = path.join(work, 'cli.mjs');
before(() => bundleCli(CLI));

// Thirty lines on stderr, more than the message shows, then a failure.
const SETUP = 'for i in $(seq 1 30); do echo "setup line $i" >&2; done; exit 3';
const run = (...extra: string[]) =>
  runBundledCli(
    CLI,
    ['run', '--base', 'main', '--head', 'feature', '--rounds', '2', '--warmup', '0', '--setup', SETUP, ...extra, '--', 'bash bench.sh'],
    r.repo,
  );

it('without --keep-dir: the last lines, and how to keep all of it (no path to a removed folder)', async () => {
  const res = await run();
  assert.equal(res.code, 2, res.stderr);
  assert.match(
    res.stderr,
    /setup failed on base \(exit code 3\); last lines of its stderr \(to keep all of it, rerun with --keep-dir DIR: it is then in DIR\/base\/setup\.stderr\):\n(setup line \d+\n){19}setup line 30\n/,
  );
  assert.doesNotMatch(res.stderr, /setup line 10\n/, 'a bounded tail');
  // Every path the message names exists after benchgate exited.
  for (const named of res.stderr.match(/(?<![\w.])\/\S*setup\.std\w+/g) ?? []) assert.ok(existsSync(named), `${named} named but gone`);
  assert.doesNotMatch(res.stderr, /benchgate-runs-/);
});

it('with --keep-dir: names the kept file, which holds all of it', async () => {
  const keep = path.join(work, 'kept');
  const res = await run('--keep-dir', keep);
  assert.equal(res.code, 2, res.stderr);
  const file = path.join(keep, 'base', 'setup.stderr');
  assert.ok(res.stderr.includes(`last lines of its stderr (all of it: ${file}):\n`), res.stderr);
  assert.equal(readFileSync(file, 'utf8').split('\n').filter(Boolean).length, 30);
});
