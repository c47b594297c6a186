// A pull request for the end-to-end tests of measure: instructions through the built action
// (node dist/index.js; run `npm run build` first: the action needs dist/instructions-driver.js
// beside it): a real repository whose head commit changes the base's files, its bare origin, the
// runner's workspace checked out at head, and the loopback GitHub API that knows the pull request.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commit, git, initSource, publishOrigin } from './e2e-git.js';
import { pullRequestEvent } from './github-events.js';
import { startGitHubServer, type GitHubServer } from './github-server.js';
import { ROOT, runAction, type ActionRun } from './run-action.js';

const OWNER = 'octo-org';
const REPO = 'work';
const TOKEN = 'ghs_instructionsE2eToken01';
const DIST = path.join(ROOT, 'dist', 'index.js');

export interface InstructionsPullRequest {
  number: number;
  server: GitHubServer;
  /** The step, started as a runner starts it, with these inputs over action.yml's defaults and measure: instructions. */
  run(inputs: Record<string, string>): Promise<ActionRun>;
  close(): Promise<void>;
}

export interface PullRequestSpec {
  base: Record<string, string>;
  /** Files the head commit writes over the base's. */
  head: Record<string, string>;
  title: string;
  headRef: string;
  number: number;
}

export async function openInstructionsPullRequest(spec: PullRequestSpec): Promise<InstructionsPullRequest> {
  assert.ok(existsSync(path.join(ROOT, 'dist', 'instructions-driver.js')), 'dist/ lacks the instructions driver: run npm run build');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchgate-instr-action-'));
  const src = initSource(dir);
  const base = commit(src, spec.base, 'base');
  git(src, 'checkout', '-q', '-b', spec.headRef);
  const head = commit(src, spec.head, spec.title);
  const origin = publishOrigin(dir, src);
  const workspace = path.join(dir, 'workspace');
  git(dir, 'clone', '-q', '--no-checkout', origin, workspace);
  git(workspace, 'checkout', '-q', '--detach', head);
  const { number, title, headRef } = spec;
  const server = await startGitHubServer({
    owner: OWNER,
    repo: REPO,
    tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
    pulls: [{ number, title, baseRef: 'main', baseSha: base, headRef, headSha: head, author: 'alice' }],
  });
  return {
    number,
    server,
    run: (inputs) =>
      runAction({
        entry: DIST,
        dir,
        workspace,
        inputs: { measure: 'instructions', ...inputs },
        token: TOKEN,
        event: pullRequestEvent({ owner: OWNER, repo: REPO, number, base, head, headRef, title }),
        apiUrl: server.url,
        repository: `${OWNER}/${REPO}`,
        env: { GITHUB_REF: `refs/pull/${number}/merge` },
      }),
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
