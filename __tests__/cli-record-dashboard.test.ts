// `benchgate record --data-branch` writes the dashboard to the branch's root beside the records,
// as mode: record does (issue 31): GitHub Pages can serve the branch whichever of the two recorded.
// The bundled CLI on a real repository and the data branch of a bare origin.
import assert from 'node:assert/strict';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { git, tempDir } from './runner-fixtures.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { BASE_STEPS, BENCH_COMMAND, benchRepo } from './support/history-repo.js';

const work = tempDir('bg-record-dashboard-');
const r = benchRepo([{ Alpha: BASE_STEPS }, { Alpha: BASE_STEPS }, { Alpha: BASE_STEPS * 1.1 }]);
after(() => [work, r.repo].forEach((d) => rmSync(d, { recursive: true, force: true })));
const cli = path.join(work, 'cli.mjs');
before(() => bundleCli(cli));

const record = (...args: string[]) =>
  runBundledCli(cli, ['record', '--record-rounds', '3', '--warmup', '0', '--seed', '1', ...args, '--', BENCH_COMMAND], r.repo);

it('puts the dashboard of every record at the root of the data branch, rewritten with each record', async () => {
  const origin = path.join(work, 'origin.git');
  git(work, 'clone', '-q', '--bare', r.repo, origin);
  git(r.repo, 'remote', 'add', 'origin', origin);
  for (const head of [r.commits[1], r.commits[2]]) {
    const res = await record('--data-branch', 'benchgate-data', '--head', head);
    assert.equal(res.code, 0, res.stderr);
  }
  // The same files `history --html` makes of the same records.
  const html = path.join(work, 'html');
  const history = await runBundledCli(cli, ['history', '--data-branch', 'benchgate-data', '--html', html], r.repo);
  assert.equal(history.code, 0, history.stderr);
  const rootFiles = git(origin, 'ls-tree', '--name-only', 'benchgate-data').split('\n').sort();
  assert.deepEqual(rootFiles, [...readdirSync(html), 'history'].sort());
  // Rewritten by the second record: its data has both commits.
  const data = git(origin, 'show', 'benchgate-data:history-data.js');
  for (const sha of [r.commits[1], r.commits[2]]) assert.ok(data.includes(sha.slice(0, 7)), `${sha} on the dashboard`);
  assert.match(git(origin, 'show', 'benchgate-data:index.html'), /<title>benchgate history<\/title>/);
});

it('--help says the dashboard goes to the data branch', async () => {
  const res = await runBundledCli(cli, ['record', '--help'], work);
  assert.match(res.stdout, /dashboard \(as 'benchgate history --html'\) at its root/);
});
