// `benchgate record` reads its store before it measures (issue 31): a commit recorded already, or
// a store of a version this benchgate cannot write, is answered before any round runs — not after
// minutes of rounds. The bundled CLI on real repositories, a folder store and the data branch of a
// bare origin; the benchmark command counts its runs in a file, so "nothing ran" is observed.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { git, tempDir } from './runner-fixtures.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { BASE_STEPS, BENCH_COMMAND, benchRepo } from './support/history-repo.js';

const work = tempDir('bg-record-first-');
const made: string[] = [work];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const cli = path.join(work, 'cli.mjs');
before(() => bundleCli(cli));

const short = (sha: string) => sha.slice(0, 7);

/** Runs of the benchmark command so far, by the count it keeps outside the repository. */
function runsIn(counter: string): number {
  return existsSync(counter) ? readFileSync(counter, 'utf8').split('\n').filter(Boolean).length : 0;
}

function setup(name: string) {
  const r = benchRepo([{ Alpha: BASE_STEPS }, { Alpha: BASE_STEPS * 1.1 }]);
  made.push(r.repo);
  const counter = path.join(work, `${name}.runs`);
  // Without a sandbox, so the command can write its count outside its worktree.
  const record = (...args: string[]) =>
    runBundledCli(
      cli,
      ['record', '--record-rounds', '3', '--warmup', '0', '--isolation', 'none', ...args, '--', `echo run >> ${counter} && ${BENCH_COMMAND}`],
      r.repo,
    );
  return { r, counter, record };
}

/** A store line of a future record version. */
const FUTURE_LINE = JSON.stringify({ v: 99, commit: 'f'.repeat(40), parent: 'e'.repeat(40) }) + '\n';

describe('record --store DIR checks the store before any round', () => {
  it('a commit recorded already: said at once, nothing run (exit 0)', async () => {
    const { r, counter, record } = setup('folder-again');
    const store = path.join(work, 'store-again');
    const first = await record('--store', store);
    assert.equal(first.code, 0, first.stderr);
    const ran = runsIn(counter);
    assert.ok(ran >= 6, `the first record ran: ${ran}`);
    const again = await record('--store', store);
    assert.equal(again.code, 0, again.stderr);
    assert.match(
      again.stderr,
      new RegExp(
        `^${short(r.commits[1])} is recorded already \\(against ${short(r.commits[0])}, in ${store}/history-000001\\.jsonl\\): nothing appended; nothing run$`,
        'm',
      ),
    );
    assert.equal(runsIn(counter), ran, 'no round ran');
  });

  it('a store of a newer version: refused before any round (exit 2)', async () => {
    const { counter, record } = setup('folder-newer');
    const store = path.join(work, 'store-newer');
    mkdirSync(store);
    writeFileSync(path.join(store, 'history-000001.jsonl'), FUTURE_LINE);
    const res = await record('--store', store);
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /history-000001\.jsonl.*a history record of version 99; this benchgate reads version 1 only: upgrade benchgate/);
    assert.equal(runsIn(counter), 0, 'no round ran');
  });
});

it('--help says the store is read before any round', async () => {
  const res = await runBundledCli(cli, ['record', '--help'], work);
  assert.match(res.stdout, /The store is read before any round: a commit already recorded against the same parent\nis said and nothing runs/);
});

describe('record --data-branch B checks the branch before any round', () => {
  it('a commit recorded already on the branch, and a branch of a newer version: nothing run', async () => {
    const { r, counter, record } = setup('branch');
    const origin = path.join(work, 'origin.git');
    git(work, 'clone', '-q', '--bare', r.repo, origin);
    git(r.repo, 'remote', 'add', 'origin', origin);
    const first = await record('--data-branch', 'benchgate-data');
    assert.equal(first.code, 0, first.stderr);
    const ran = runsIn(counter);
    const again = await record('--data-branch', 'benchgate-data');
    assert.equal(again.code, 0, again.stderr);
    assert.match(
      again.stderr,
      new RegExp(`${short(r.commits[1])} is recorded already .*benchgate-data:history/history-000001\\.jsonl\\): nothing appended; nothing run`),
    );
    assert.equal(runsIn(counter), ran, 'no round ran');

    // Someone with a newer benchgate recorded onto another branch.
    const newer = path.join(work, 'newer');
    git(work, 'clone', '-q', origin, newer);
    git(newer, 'checkout', '-q', '--orphan', 'future-data');
    git(newer, 'rm', '-rfq', '.');
    mkdirSync(path.join(newer, 'history'));
    writeFileSync(path.join(newer, 'history', 'history-000001.jsonl'), FUTURE_LINE);
    git(newer, 'add', 'history');
    git(newer, '-c', 'user.name=u', '-c', 'user.email=u@example.com', 'commit', '-q', '-m', 'future');
    git(newer, 'push', '-q', 'origin', 'future-data');
    const refused = await record('--data-branch', 'future-data');
    assert.equal(refused.code, 2, refused.stderr);
    assert.match(refused.stderr, /future-data:history\/history-000001\.jsonl.*version 99/);
    assert.equal(runsIn(counter), ran, 'no round ran');
  });
});

describe('record of a commit against itself is refused before any round (exit 2)', () => {
  for (const [what, flags] of [
    ['--base HEAD', ['--base', 'HEAD']],
    ['--base main --head HEAD (two names of one commit)', ['--base', 'main', '--head', 'HEAD']],
  ] as const) {
    it(what, async () => {
      const { r, counter, record } = setup(`same-${flags.length}`);
      const store = path.join(work, `store-same-${flags.length}`);
      const res = await record('--store', store, ...flags);
      assert.equal(res.code, 2, res.stderr);
      assert.match(
        res.stderr,
        new RegExp(
          `^benchgate record: base \\S+ and head \\S+ are the same commit ${short(r.commits[1])}: a record measures a commit against an earlier one .*never against itself; nothing recorded`,
          'm',
        ),
      );
      assert.equal(runsIn(counter), 0, 'no round ran');
      assert.equal(existsSync(store), false, 'no store was made');
    });
  }
});
