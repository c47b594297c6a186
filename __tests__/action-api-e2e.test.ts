// The bundled action (dist/index.js, started as a runner starts it) against a GitHub API that
// misbehaves: one that accepts the connection and never answers, a primary rate limit (403), a
// 429 with retry-after, a 502 HTML page, a refused connection. Whatever GitHub does, the job
// summary and the outputs are written, the warning says what happened and on which endpoint,
// and the verdict is the measurement's: a real Go benchmark whose head sorts three times fails
// the step as a regression in every case, never as a tool error.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { commit, git, initSource, publishOrigin } from './support/e2e-git.js';
import { GO_INPUT, goCountingSort, goSortBenchmark } from './support/go-widgets.js';
import { pullRequestEvent as pullRequestEventOf } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { annotations, logLines, ROOT, runAction, type ActionRun } from './support/run-action.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_apiE2eWriteToken00001';
const PR = 7;

const WIDGETS = (copies: number) => `package widgets

import "sort"

var Comparisons int

${goCountingSort(copies)}`;

const WIDGETS_TEST = `package widgets

import "testing"

${GO_INPUT}
${goSortBenchmark(300)}`;

/** A TCP server that accepts every connection, reads what it is sent and never writes a byte. */
async function startSilentServer(): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server: Server = createTcpServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL nothing listens on (a port just released). */
async function refusedUrl(): Promise<string> {
  const s = createTcpServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('the bundled action against a GitHub API that fails', () => {
  let tmp: string;
  let ws: string;
  let base: string;
  let head: string;
  let server: GitHubServer;
  let shards: string;

  const event = () => pullRequestEventOf({ owner: OWNER, repo: REPO, number: PR, base, head, headRef: 'feature/sort', title: 'Sort three times' });
  const action = (opts: { inputs: Record<string, string>; apiUrl?: string; env?: NodeJS.ProcessEnv; workspace?: string }): Promise<ActionRun> =>
    runAction({ dir: tmp, workspace: opts.workspace ?? ws, token: TOKEN, apiUrl: opts.apiUrl ?? server.url, repository: `${OWNER}/${REPO}`, event: event(), inputs: opts.inputs, env: opts.env });
  /** mode: merge of the report the first test measured: the same publishing step, without benchmarking again. */
  const merge = (opts: { apiUrl?: string; env?: NodeJS.ProcessEnv } = {}) => action({ inputs: { mode: 'merge', reports: 'shards/*/report.json' }, workspace: path.dirname(shards), ...opts });

  /** The run measured the regression and says so, whatever happened to the comment. */
  function assertRegressionReported(r: ActionRun): void {
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'fail', 'the verdict is the measurement, not the API');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0]!, /significant regression.*BenchmarkSort/);
    assert.doesNotMatch(errors[0]!, /tool error/);
    assert.match(r.summary, /BenchmarkSort/, 'the job summary has the report');
    assert.ok(r.outputs['report-json'] && existsSync(r.outputs['report-json']), 'output report-json');
    assert.match(r.outputs.markdown ?? '', /^<!-- benchgate:default -->\n/);
    assert.equal(r.outputs['comment-url'], undefined);
    assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /, 'no stack trace');
  }

  before(async () => {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-api-e2e-'));
    const src = initSource(tmp);
    base = commit(src, { 'go.mod': 'module example.com/widgets\n\ngo 1.21\n', 'widgets.go': WIDGETS(1), 'widgets_test.go': WIDGETS_TEST }, 'base');
    git(src, 'checkout', '-q', '-b', 'feature/sort');
    head = commit(src, { 'widgets.go': WIDGETS(3) }, 'sort three times');
    const origin = publishOrigin(tmp, src);
    ws = path.join(tmp, 'workspace');
    git(tmp, 'clone', '-q', '--no-checkout', origin, ws);
    git(ws, 'checkout', '-q', '--detach', head);
    shards = path.join(tmp, 'merge-job', 'shards');
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: PR, title: 'Sort three times', baseRef: 'main', baseSha: base, headRef: 'feature/sort', headSha: head, author: 'alice' }],
    });
  });
  after(async () => {
    await server.close();
    if (process.env.BENCHGATE_E2E_KEEP) console.error(`e2e files kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
    server.assertNoViolations();
  });

  test('an API that never answers: the run ends after the request timeout, warns naming the endpoint, and the regression still fails the step', async (t) => {
    server.failures.push({ kind: 'hang', times: Infinity });
    const started = Date.now();
    const r = await action({
      inputs: {
        setup: 'go test -c -o bench.test .',
        run: "./bench.test -test.run='^$' -test.bench=. -test.benchtime=200x -test.count=2",
        rounds: '3',
        warmup: '0',
        timeout: '2',
        metrics: 'cmps/op',
      },
      env: { BENCHGATE_API_TIMEOUT_MS: '1500' },
    });
    const elapsed = Date.now() - started;
    t.diagnostic(`whole run (3 rounds per side, then the comment) took ${elapsed} ms`);
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning');
    logLines(t, 'warnings', warnings.join('\n'));
    assert.ok(warnings.some((w) => /GitHub did not answer GET \/user within 1\.5 s/.test(w)), warnings.join('\n'));
    const hung = server.exchanges.filter((e) => e.status === -1);
    assert.deepEqual(hung.map((e) => e.operationId), ['users/get-authenticated'], 'one request, given up on, not retried');
    assert.ok(elapsed < 90_000, `${elapsed} ms`);
    // The merge job of the other cases reuses this measurement.
    mkdirSync(path.join(shards, 'benchgate-shard-sort'), { recursive: true });
    copyFileSync(r.outputs['report-json']!, path.join(shards, 'benchgate-shard-sort', 'report.json'));
  });

  test('a server that accepts connections and never speaks HTTP: the publishing deadline ends the step', async (t) => {
    const silent = await startSilentServer();
    try {
      const started = Date.now();
      // Each request may wait a minute, the whole comment step 2 s.
      const r = await merge({ apiUrl: silent.url, env: { BENCHGATE_API_TIMEOUT_MS: '60000', BENCHGATE_PUBLISH_DEADLINE_MS: '2000' } });
      const elapsed = Date.now() - started;
      t.diagnostic(`merge job against a silent server took ${elapsed} ms`);
      assertRegressionReported(r);
      const warnings = annotations(r.stdout, 'warning');
      assert.ok(warnings.some((w) => /the publishing deadline of 2 s passed, still waiting for GET \/user/.test(w)), warnings.join('\n'));
      assert.ok(silent.connections() >= 1, 'the action did connect');
      assert.ok(elapsed < 20_000, `ended soon after the deadline: ${elapsed} ms`);
    } finally {
      await silent.close();
    }
  });

  test('a primary rate limit (403, x-ratelimit-remaining: 0) is named a rate limit with its reset time, not a permission problem', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'rate-limit', times: Infinity, seconds: 3000 });
    const r = await merge();
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning');
    const limit = warnings.find((w) => /rate limit/.test(w));
    assert.ok(limit, warnings.join('\n'));
    assert.match(limit, /GitHub API rate limit exceeded \(HTTP 403\) on GET \/repos\/octo-org\/widgets\/issues\/7\/comments: resets at \d\d:\d\d:\d\d UTC \(in (29\d\d|3000) s\)/);
    assert.doesNotMatch(warnings.join('\n'), /permission|pull-requests: write/);
  });

  test('a 429 with retry-after is named a rate limit with when to retry', async () => {
    server.failures.push({ operationId: 'issues/create-comment', kind: 'too-many-requests', times: Infinity, seconds: 600 });
    const n = server.exchanges.length;
    const r = await merge();
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning').join('\n');
    assert.match(warnings, /GitHub API rate limit exceeded \(HTTP 429\) on POST \/repos\/octo-org\/widgets\/issues\/7\/comments: retry after 600 s \(about \d\d:\d\d:\d\d UTC\)/);
    assert.doesNotMatch(warnings, /permission|pull-requests: write/);
    assert.equal(server.exchanges.slice(n).filter((e) => e.status === 429).length, 1, 'not retried blindly');
  });

  test('a 502 HTML page: the status and the endpoint, never the HTML', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'bad-gateway-html', times: Infinity });
    const r = await merge();
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning').join('\n');
    assert.match(warnings, /HTTP 502 on GET \/repos\/octo-org\/widgets\/issues\/7\/comments \(no JSON error body/);
    assert.doesNotMatch(r.stdout + r.stderr, /DOCTYPE|<html|Unicorn/i);
  });

  test('a refused connection: the API at GITHUB_API_URL cannot be reached', async () => {
    const url = await refusedUrl();
    const r = await merge({ apiUrl: url });
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning').join('\n');
    assert.match(warnings, new RegExp(`the GitHub API at ${url.replace(/\./g, '\\.')} cannot be reached \\(connect ECONNREFUSED [\\d.:]+\\) on GET /user; check GITHUB_API_URL`));
    assert.doesNotMatch(warnings, /HTTP 500|bad port/);
  });

  test('with the API back, the same merge job comments (and the report JSON is intact)', async () => {
    const r = await merge();
    assert.equal(r.code, 1);
    assert.equal(r.outputs.verdict, 'fail');
    assert.deepEqual(annotations(r.stdout, 'warning'), []);
    const comments = server.commentsOn(PR);
    assert.equal(comments.length, 1);
    assert.equal(r.outputs['comment-id'], String(comments[0]!.id));
    assert.equal(r.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comments[0]!.id}`);
    assert.equal(JSON.parse(readFileSync(r.outputs['report-json']!, 'utf8')).verdict, 'fail');
  });
});
