// `mode: record` of the bundled action as a runner starts it: refused on a pull request's event
// (and on a push to another branch), and on a push to the default branch it records the pushed
// commit against its first parent onto the data branch of a bare origin (served over smart HTTP).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import { git, tempDir } from './runner-fixtures.js';
import { annotations, runAction, runActionInProcess } from './support/run-action.js';
import { pullRequestEvent } from './support/github-events.js';
import { startGitHubServer } from './support/github-server.js';
import { BASE_STEPS, BENCH_COMMAND, benchRepo } from './support/history-repo.js';
import { startGitHttpServer } from './support/git-http-server.js';

/** `git clone` without blocking this process (the loopback git server answers from it). */
const cloneAsync = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', ['clone', '-q', ...args], { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' } });
import type { HistoryRecord } from '../src/history/model.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A bare origin with main's root and one commit (Alpha's count +10%), and a runner's clone of it as the workspace. */
function setup() {
  const r = benchRepo([{ Alpha: BASE_STEPS }, { Alpha: BASE_STEPS * 1.1 }]);
  const dir = tempDir('bg-record-action-');
  made.push(r.repo, dir);
  const origin = path.join(dir, 'origin.git');
  git(dir, 'clone', '-q', '--bare', r.repo, origin);
  const workspace = path.join(dir, 'workspace');
  git(dir, 'clone', '-q', origin, workspace);
  return { ...r, dir, origin, workspace };
}

const PR_TOKEN = 'ghs_historyPrToken00001';
const REPOSITORY = { name: 'widgets', owner: { login: 'octo' }, default_branch: 'main' };
const INPUTS = { mode: 'record', run: BENCH_COMMAND, 'record-rounds': '3', warmup: '0', seed: '1', isolation: 'none' };

function hasBranch(origin: string, branch: string): boolean {
  return git(origin, 'branch', '--list', branch) !== '';
}

describe('mode: record', () => {
  it("refuses a pull request's event, saying why, as a tool error: nothing is run or written", async () => {
    const s = setup();
    for (const eventName of ['pull_request', 'pull_request_target']) {
      const res = await runAction({
        dir: s.dir,
        workspace: s.workspace,
        inputs: INPUTS,
        token: 'test-token',
        eventName,
        event: { number: 7, pull_request: { number: 7, base: { sha: s.commits[0] }, head: { sha: s.commits[1] } }, repository: REPOSITORY },
        apiUrl: 'http://127.0.0.1:9',
        repository: 'octo/widgets',
      });
      assert.equal(res.code, 1, res.stdout);
      assert.equal(res.outputs.verdict, 'error');
      const [error] = annotations(res.stdout, 'error');
      assert.match(error, new RegExp(`benchgate: mode: record does not run on ${eventName} events: a pull request's code must not write main's history`));
      assert.match(error, /needs `contents: write`/);
      assert.match(res.summary, /This is a tool or input error, not a performance regression/);
      assert.doesNotMatch(res.stdout, /round 1\/3/, 'nothing ran');
    }
    assert.equal(hasBranch(s.origin, 'benchgate-data'), false);
  });

  it('refuses a push to a branch other than the default one', async () => {
    const s = setup();
    const res = await runAction({
      dir: s.dir,
      workspace: s.workspace,
      inputs: INPUTS,
      token: '',
      eventName: 'push',
      event: { ref: 'refs/heads/feature', before: s.commits[0], after: s.commits[1], repository: REPOSITORY },
      apiUrl: 'http://127.0.0.1:9',
      repository: 'octo/widgets',
    });
    assert.equal(res.code, 1);
    assert.match(
      annotations(res.stdout, 'error')[0],
      /mode: record writes the history of the default branch main; this push is on refs\/heads\/feature, so nothing is recorded/,
    );
    assert.equal(hasBranch(s.origin, 'benchgate-data'), false);
  });

  it('refuses a base input that is the pushed commit itself (an A/A record), before any round', async () => {
    const s = setup();
    const res = await runAction({
      dir: s.dir,
      workspace: s.workspace,
      inputs: { ...INPUTS, 'base-ref': s.commits[1] },
      token: '',
      eventName: 'push',
      event: { ref: 'refs/heads/main', before: s.commits[0], after: s.commits[1], repository: REPOSITORY },
      apiUrl: 'http://127.0.0.1:9',
      repository: 'octo/widgets',
    });
    assert.equal(res.code, 1, res.stdout);
    assert.equal(res.outputs.verdict, 'error');
    assert.match(annotations(res.stdout, 'error')[0], new RegExp(`are the same commit ${s.commits[1].slice(0, 7)}: .*never against itself; nothing recorded`));
    assert.doesNotMatch(res.stdout, /round 1\/3/, 'nothing ran');
    assert.equal(hasBranch(s.origin, 'benchgate-data'), false);
  });

  it("on pushes to the default branch, records each pushed commit against its first parent onto the data branch, from a runner's shallow clone (the parent fetched when it lacks it); the job summary says what; a pull request's comment then reads it", async (t) => {
    // Main's root and two commits (Alpha's count +10% each), and a pull request's commit on top (+25%).
    const r = benchRepo([{ Alpha: BASE_STEPS }, { Alpha: BASE_STEPS * 1.1 }, { Alpha: BASE_STEPS * 1.1 * 1.1 }, { Alpha: BASE_STEPS * 1.1 * 1.1 * 1.25 }]);
    const dir = tempDir('bg-record-action-');
    made.push(r.repo, dir);
    const origin = path.join(dir, 'srv', 'octo', 'widgets.git');
    git(dir, 'clone', '-q', '--bare', r.repo, origin);
    // The origin over smart HTTP, a public repository's way: anyone fetches, the token pushes.
    const gitServer = await startGitHttpServer(path.join(dir, 'srv'), ['test-token'], () => {}, { publicRead: true });
    t.after(() => gitServer.close());
    for (const k of [1, 2]) {
      // The push of commit k, checked out as the recipe does (fetch-depth: 2), and as actions/checkout
      // does by default (fetch-depth: 1: the first parent is fetched).
      git(origin, 'update-ref', 'refs/heads/main', r.commits[k]);
      const workspace = path.join(dir, `workspace-${k}`);
      await cloneAsync(dir, '--depth', String(k === 1 ? 2 : 1), '--branch', 'main', `${gitServer.url}/octo/widgets`, workspace);
      const res = await runAction({
        dir,
        workspace,
        inputs: { ...INPUTS, 'data-branch': 'perf/history' },
        token: 'test-token',
        eventName: 'push',
        event: { ref: 'refs/heads/main', before: r.commits[k - 1], after: r.commits[k], repository: REPOSITORY },
        apiUrl: 'http://127.0.0.1:9',
        repository: 'octo/widgets',
        env: { GITHUB_SERVER_URL: gitServer.url },
      });
      assert.equal(res.code, 0, `${res.stdout}\n${res.stderr}`);
      const line = `recorded 2 records of ${r.commits[k].slice(0, 7)} (against its parent ${r.commits[k - 1].slice(0, 7)}) in the data branch perf/history of origin`;
      assert.ok(res.summary.startsWith(`### 📈 benchgate record: ${line}`), res.summary.slice(0, 300));
      assert.match(res.summary, /Recorded, not gated/);
      assert.match(res.summary, new RegExp(`### benchgate history at \\[${r.commits[k].slice(0, 7)}\\]`));
      assert.ok(res.outputs['report-json']);
      assert.equal(res.outputs.verdict, undefined, 'record does not gate: no verdict');
      // The runner's checkout stays on main, with no data branch of its own.
      assert.equal(git(workspace, 'rev-parse', 'HEAD'), r.commits[k]);
      assert.equal(git(workspace, 'branch', '--list'), '* main');
    }

    assert.equal(git(origin, 'ls-tree', '--name-only', 'perf/history:history'), 'history-000001.jsonl');
    assert.equal(git(origin, 'rev-list', '--count', 'perf/history'), '2');
    const records = git(origin, 'show', 'perf/history:history/history-000001.jsonl')
      .split('\n')
      .map((l) => JSON.parse(l) as HistoryRecord);
    assert.deepEqual(
      records.map((x) => [x.benchmark, x.metric, x.commit, x.parent, x.repository, x.test]),
      [1, 2].flatMap((k) => [
        ['Alpha', 'time', r.commits[k], r.commits[k - 1], 'octo/widgets', 'paired'],
        ['Alpha', 'instructions', r.commits[k], r.commits[k - 1], 'octo/widgets', 'paired'],
      ]),
    );
    for (const x of records.filter((x) => x.metric === 'instructions')) assert.ok(Math.abs(x.ratio! - 1.1) < 1e-9, String(x.ratio));
    // The dashboard beside the records, in the same commit (GitHub Pages can serve the branch).
    assert.deepEqual(git(origin, 'ls-tree', '--name-only', 'perf/history').split('\n').sort(), ['history', 'history-data.js', 'index.html']);
    assert.match(git(origin, 'show', 'perf/history:history-data.js'), /"Alpha"/);

    // A pull request on top of main: mode: run reads main's history from the data branch, and the
    // comment gives each changed row its line from it, and the trend collapsed.
    const server = await startGitHubServer({
      owner: 'octo',
      repo: 'widgets',
      tokens: { [PR_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: 9, title: 'More work', baseRef: 'main', baseSha: r.commits[2], headRef: 'more', headSha: r.commits[3], author: 'alice' }],
    });
    try {
      const workspace = path.join(dir, 'workspace-pr');
      git(origin, 'update-ref', 'refs/heads/more', r.commits[3]);
      git(dir, 'clone', '-q', `file://${origin}`, workspace);
      git(workspace, 'checkout', '-q', '--detach', r.commits[3]);
      const pr = (inputs: Record<string, string>) =>
        runActionInProcess({
          dir,
          workspace,
          inputs: {
            run: BENCH_COMMAND,
            rounds: '8',
            test: 'paired',
            gate: 'instructions',
            warmup: '0',
            seed: '1',
            isolation: 'none',
            'comment-key': 'h',
            ...inputs,
          },
          token: PR_TOKEN,
          event: pullRequestEvent({ owner: 'octo', repo: 'widgets', number: 9, base: r.commits[2], head: r.commits[3], headRef: 'more', title: 'More work' }),
          apiUrl: server.url,
          repository: 'octo/widgets',
        });
      const withHistory = await pr({ 'data-branch': 'perf/history' });
      assert.equal(withHistory.outputs.verdict, 'fail', withHistory.stdout);
      const body = server.comments.at(-1)!.body;
      assert.match(body, /\*\*On main's history\*\* \(what `benchgate record` kept of the changed rows\):/);
      // Three rounds a record give no CI: main's two +10% commits bound nothing, so not "stable".
      assert.match(body, /^- `Alpha` \(instructions\): main: no step in 2 commits$/m);
      assert.match(body, /<details><summary>main's trend over 2 recorded commits: geomean of instructions \+10\.0%<\/summary>/);
      assert.match(withHistory.summary, /On main's history/);
      assert.match(withHistory.stdout, /main's history: 4 records on the data branch perf\/history/);
      // No such branch: the section is silently absent (one line in the log).
      const without = await pr({ 'data-branch': 'nothing-here' });
      assert.equal(without.outputs.verdict, 'fail');
      assert.doesNotMatch(server.comments.at(-1)!.body, /main's history|main's trend/);
    } finally {
      await server.close();
    }
    assert.deepEqual(server.violations, []);
  });
});
