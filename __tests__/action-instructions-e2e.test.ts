// measure: instructions through the built action (node dist/index.js; run `npm run build` first:
// the action needs dist/instructions-driver.js beside it), started as a GitHub runner starts it,
// on a pull request of a real Go repository whose head does 20% more work per operation: the step
// fails on the regression, and the comment names the measure, its unit and the valgrind version.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { commit, git, initSource, publishOrigin } from './support/e2e-git.js';
import { pullRequestEvent } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { annotations, ROOT, runAction } from './support/run-action.js';
import { needs } from './support/harness.js';

const OWNER = 'octo-org';
const REPO = 'work';
const TOKEN = 'ghs_instructionsE2eToken01';
const PR = 3;
const DIST = path.join(ROOT, 'dist', 'index.js');

const WORK = (n: number) => `package work

import "testing"

var sink int

//go:noinline
func Work(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i * i ^ (s >> 3)
	}
	return s
}

func BenchmarkWork(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(${n})
	}
}
`;

describe('the built action, measure: instructions', needs('go', 'valgrind'), () => {
  let server: GitHubServer;
  let dir: string;
  let base: string;
  let head: string;
  let ws: string;

  before(async () => {
    assert.ok(existsSync(path.join(ROOT, 'dist', 'instructions-driver.js')), 'dist/ lacks the instructions driver: run npm run build');
    dir = mkdtempSync(path.join(os.tmpdir(), 'benchgate-instr-action-'));
    const src = initSource(dir);
    base = commit(src, { 'go.mod': 'module example.com/work\n\ngo 1.21\n', 'work_test.go': WORK(1000) }, 'base');
    git(src, 'checkout', '-q', '-b', 'feature/more-work');
    head = commit(src, { 'work_test.go': WORK(1200) }, 'twenty percent more work');
    const origin = publishOrigin(dir, src);
    ws = path.join(dir, 'workspace');
    git(dir, 'clone', '-q', '--no-checkout', origin, ws);
    git(ws, 'checkout', '-q', '--detach', head);
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: PR, title: 'More work', baseRef: 'main', baseSha: base, headRef: 'feature/more-work', headSha: head, author: 'alice' }],
    });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a +20% instructions regression fails the step and the comment says instructions', async () => {
    const r = await runAction({
      entry: DIST,
      dir,
      workspace: ws,
      inputs: { run: 'go test -bench=. ./...', measure: 'instructions', rounds: '3', warmup: '0' },
      token: TOKEN,
      event: pullRequestEvent({ owner: OWNER, repo: REPO, number: PR, base, head, headRef: 'feature/more-work', title: 'More work' }),
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      env: { GITHUB_REF: `refs/pull/${PR}/merge` },
    });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /measure: instructions \(go driver; valgrind-/);
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /regression.*Work/);
    const [comment] = server.commentsOn(PR);
    assert.match(comment.body, /BenchmarkWork/);
    assert.match(comment.body, /instructions/);
    assert.match(comment.body, /instr/);
    assert.match(comment.body, /valgrind-3/);
    assert.match(comment.body, /gated metrics: time, rate, instructions/);
  });
});
