// The bundled action (bundled from src/ as dist/index.js is, started as a runner starts it) against a GitHub API that
// misbehaves: one that accepts the connection and never answers, a primary rate limit (403), a
// 429 with retry-after, a 502 HTML page, a refused connection. Whatever GitHub does, the job
// summary and the outputs are written, the warning says what happened and on which endpoint,
// and the verdict is the measurement's: a real Go benchmark whose head sorts three times fails
// the step as a regression in every case, never as a tool error.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { commit, git } from './support/e2e-git.js';
import { sortRepo } from './support/go-widgets.js';
import { pullRequestEvent as pullRequestEventOf } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { bundled } from './support/bundle.js';
import { annotations, logLines, runAction, type ActionRun } from './support/run-action.js';
import { needs } from './support/harness.js';
import { chartLabel } from '../src/report/chart.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_apiE2eWriteToken00001';
const RO_TOKEN = 'ghs_apiE2eReadOnlyToken01';
const PR = 7;

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

describe('the bundled action against a GitHub API that fails', needs('go'), () => {
  let tmp: string;
  let ws: string;
  let base: string;
  let head: string;
  /** A head commit with the base's code (only the README differs): nothing changes. */
  let same: string;
  let server: GitHubServer;
  let shards: string;

  const event = (at = head) => pullRequestEventOf({ owner: OWNER, repo: REPO, number: PR, base, head: at, headRef: 'feature/sort', title: 'Sort three times' });
  const action = (opts: {
    inputs: Record<string, string>;
    apiUrl?: string;
    env?: NodeJS.ProcessEnv;
    workspace?: string;
    token?: string;
    head?: string;
  }): Promise<ActionRun> =>
    runAction({
      dir: tmp,
      workspace: opts.workspace ?? ws,
      token: opts.token ?? TOKEN,
      apiUrl: opts.apiUrl ?? server.url,
      repository: `${OWNER}/${REPO}`,
      event: event(opts.head),
      inputs: opts.inputs,
      env: opts.env,
    });
  /** mode: merge of the report the first test measured: the same publishing step, without benchmarking again. */
  const merge = (opts: { apiUrl?: string; env?: NodeJS.ProcessEnv; token?: string; inputs?: Record<string, string>; reports?: string } = {}) =>
    action({ ...opts, inputs: { mode: 'merge', reports: opts.reports ?? 'shards/*/report.json', ...opts.inputs }, workspace: path.dirname(shards) });
  const goInputs = {
    setup: 'go test -c -o bench.test .',
    run: "./bench.test -test.run='^$' -test.bench=. -test.benchtime=200x -test.count=2",
    rounds: '5',
    warmup: '0',
    timeout: '2',
    gate: 'cmps/op',
  };

  /** The run measured the regression and says so, whatever happened to the comment. */
  function assertRegressionReported(r: ActionRun): void {
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'fail', 'the verdict is the measurement, not the API');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /significant regression.*BenchmarkSort/);
    assert.doesNotMatch(errors[0], /tool error/);
    assert.match(r.summary, /BenchmarkSort/, 'the job summary has the report');
    assert.ok(r.outputs['report-json'] && existsSync(r.outputs['report-json']), 'output report-json');
    assert.match(r.outputs.markdown ?? '', /^<!-- benchgate:default -->\n/);
    assert.equal(r.outputs['comment-url'], undefined);
    assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /, 'no stack trace');
  }

  before(async () => {
    // Bundled from src/ up front (support/bundle.ts), shared with the other files; dist/ is never written.
    await bundled('index');
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-api-e2e-'));
    ({ base, head, ws } = sortRepo(tmp, (src: string, baseSha: string) => {
      git(src, 'checkout', '-q', '-b', 'docs', baseSha);
      same = commit(src, { 'README.md': '# widgets\n' }, 'docs only');
    }));
    shards = path.join(tmp, 'merge-job', 'shards');
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: {
        [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' },
        [RO_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'read' },
      },
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
    const r = await action({ inputs: goInputs, env: { BENCHGATE_API_TIMEOUT_MS: '1500' } });
    const elapsed = Date.now() - started;
    t.diagnostic(`whole run (5 rounds per side, then the comment) took ${elapsed} ms`);
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning');
    logLines(t, 'warnings', warnings.join('\n'));
    assert.ok(
      warnings.some((w) => /GitHub did not answer GET \/user within 1\.5 s/.test(w)),
      warnings.join('\n'),
    );
    const hung = server.exchanges.filter((e) => e.status === -1);
    assert.deepEqual(
      hung.map((e) => e.operationId),
      ['users/get-authenticated'],
      'one request, given up on, not retried',
    );
    assert.ok(elapsed < 90_000, `${elapsed} ms`);
    // The merge job of the other cases reuses this measurement.
    mkdirSync(path.join(shards, 'benchgate-shard-sort'), { recursive: true });
    copyFileSync(r.outputs['report-json'], path.join(shards, 'benchgate-shard-sort', 'report.json'));
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
      assert.ok(
        warnings.some((w) => /the publishing deadline of 2 s passed, still waiting for GET \/user/.test(w)),
        warnings.join('\n'),
      );
      assert.ok(silent.connections() >= 1, 'the action did connect');
      assert.ok(elapsed < 20_000, `ended soon after the deadline: ${elapsed} ms`);
    } finally {
      await silent.close();
    }
  });

  test('a rate-limit pause longer than the deadline: the step ends at the deadline, not after the pause', async () => {
    // 100 s is within the 120 s benchgate waits out, so the throttling plugin schedules the retry.
    server.failures.push({ operationId: 'issues/list-comments', kind: 'secondary-rate-limit', times: Infinity, seconds: 100 });
    const started = Date.now();
    const r = await merge({ env: { BENCHGATE_PUBLISH_DEADLINE_MS: '2000' } });
    const elapsed = Date.now() - started;
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning').join('\n');
    assert.match(warnings, /secondary rate limit on GET \/repos\/octo-org\/widgets\/issues\/7\/comments: retrying in 100 s/);
    assert.match(warnings, /the publishing deadline of 2 s passed, waiting between requests \(a rate-limit pause or a retry back-off\)/);
    assert.ok(elapsed < 20_000, `ended at the deadline: ${elapsed} ms`);
  });

  test('a primary rate limit (403, x-ratelimit-remaining: 0) is named a rate limit with its reset time, not a permission problem', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'rate-limit', times: Infinity, seconds: 3000 });
    const r = await merge();
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning');
    const limit = warnings.find((w) => /rate limit/.test(w));
    assert.ok(limit, warnings.join('\n'));
    assert.match(
      limit,
      /GitHub API rate limit exceeded \(HTTP 403\) on GET \/repos\/octo-org\/widgets\/issues\/7\/comments: resets at \d\d:\d\d:\d\d UTC \(in (29\d\d|3000) s\)/,
    );
    assert.doesNotMatch(warnings.join('\n'), /permission|pull-requests: write/);
  });

  test('a 429 with retry-after is named a rate limit with when to retry', async () => {
    server.failures.push({ operationId: 'issues/create-comment', kind: 'too-many-requests', times: Infinity, seconds: 600 });
    const n = server.exchanges.length;
    const r = await merge();
    server.failures.length = 0;
    assertRegressionReported(r);
    const warnings = annotations(r.stdout, 'warning').join('\n');
    assert.match(
      warnings,
      /GitHub API rate limit exceeded \(HTTP 429\) on POST \/repos\/octo-org\/widgets\/issues\/7\/comments: retry after 600 s \(about \d\d:\d\d:\d\d UTC\)/,
    );
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
    assert.match(
      warnings,
      new RegExp(`the GitHub API at ${url.replace(/\./g, '\\.')} cannot be reached \\(connect ECONNREFUSED [\\d.:]+\\) on GET /user; check GITHUB_API_URL`),
    );
    assert.doesNotMatch(warnings, /HTTP 500|bad port/);
  });

  test('with the API back, the same merge job comments (and the report JSON is intact)', async () => {
    const r = await merge();
    assert.equal(r.code, 1);
    assert.equal(r.outputs.verdict, 'fail');
    // No warning about GitHub; the shards' own measurement may carry one (an outlier round on a busy machine).
    assert.deepEqual(
      annotations(r.stdout, 'warning').filter((w) => !/round \d+ was an outlier/.test(w)),
      [],
    );
    const comments = server.commentsOn(PR);
    assert.equal(comments.length, 1);
    assert.equal(r.outputs['comment-id'], String(comments[0].id));
    assert.equal(r.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comments[0].id}`);
    assert.equal(JSON.parse(readFileSync(r.outputs['report-json'], 'utf8')).verdict, 'fail');
  });

  test('a tool error in the merge job replaces the stale report in the comment; with a read-only token it only warns', async (t) => {
    const before = server.commentsOn(PR).map((c) => c.id);
    assert.equal(before.length, 1);
    const r = await merge({ reports: 'no-such-folder/*.json' });
    assert.equal(r.code, 1);
    assert.equal(r.outputs.verdict, 'error');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /^::error::benchgate: invalid input: reports: no file matches/);
    const comment = server.commentsOn(PR)[0];
    assert.deepEqual(
      server.commentsOn(PR).map((c) => c.id),
      before,
      'updated, not a new comment',
    );
    logLines(t, 'the comment after the tool error', comment.body);
    assert.ok(comment.body.startsWith(`<!-- benchgate:default -->\n### ⚠️ benchgate: tool error at \`${head.slice(0, 7)}\`\n`), comment.body);
    // The message is escaped like any text: the pattern's `*` does not turn into emphasis.
    assert.match(comment.body, /no file matches "no-SUCH-folder\/&#42;\.json"|no file matches "no-such-folder\/&#42;\.json"/i);
    assert.match(comment.body, /, see the job summary\./);
    // The outputs name the comment the tool error updated, as they do for a report.
    assert.equal(r.outputs['comment-id'], String(comment.id));
    assert.equal(r.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comment.id}`);

    const updatedAt = comment.updatedAt;
    const ro = await merge({ reports: 'another-folder/*.json', token: RO_TOKEN });
    assert.equal(ro.code, 1);
    assert.equal(ro.outputs.verdict, 'error');
    const roErrors = annotations(ro.stdout, 'error');
    assert.equal(roErrors.length, 1, ro.stdout);
    assert.equal(roErrors[0], errors[0].replace('no-such-folder', 'another-folder'), 'the same failure, no other');
    assert.ok(
      annotations(ro.stdout, 'warning').some((w) => /permissions: pull-requests: write/.test(w)),
      ro.stdout,
    );
    assert.equal(server.commentsOn(PR)[0].updatedAt, updatedAt);
    // Nothing was written: no comment output.
    assert.equal(ro.outputs['comment-id'], undefined);
  });

  describe('comment: on-change and on-regression', () => {
    const KEY = 'quiet';
    const quiet = () => server.commentsOn(PR).filter((c) => c.body.startsWith(`<!-- benchgate:${KEY} -->\n`));
    let sameShards: string;

    test('on-change with nothing changed creates no comment (the job summary has the report)', async () => {
      const wsSame = path.join(tmp, 'workspace-same');
      git(tmp, 'clone', '-q', '--no-checkout', path.join(tmp, 'origin.git'), wsSame);
      git(wsSame, 'checkout', '-q', '--detach', same);
      // Identical code: only the deterministic counts are compared (times on a loaded machine can
      // leave a row inconclusive even at ±500%: seen on CI), so every row is unchanged by construction.
      const r = await action({
        inputs: { ...goInputs, comment: 'on-change', 'comment-key': KEY, threshold: '500%', metric: 'cmps/op' },
        workspace: wsSame,
        head: same,
      });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      const rows = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8')).comparisons as { verdict: string }[];
      assert.deepEqual([...new Set(rows.map((c) => c.verdict))], ['unchanged'], 'every row unchanged');
      assert.equal(quiet().length, 0);
      assert.equal(r.outputs['comment-url'], undefined);
      assert.match(r.summary, /BenchmarkSort/);
      assert.match(r.stdout, /comment: on-change and no changes/);
      sameShards = path.join(tmp, 'merge-same', 'shards');
      mkdirSync(path.join(sameShards, 'benchgate-shard-sort'), { recursive: true });
      copyFileSync(r.outputs['report-json'], path.join(sameShards, 'benchgate-shard-sort', 'report.json'));
    });

    test('on-change with a regression comments; then nothing changed updates it to "no changes at <sha>"', async (t) => {
      const first = await merge({ inputs: { comment: 'on-change', 'comment-key': KEY } });
      assert.equal(first.outputs.verdict, 'fail');
      assert.equal(quiet().length, 1);
      assert.match(quiet()[0].body, /BenchmarkSort/);
      const id = quiet()[0].id;
      assert.equal(first.outputs['comment-id'], String(id));

      const calm = await action({
        inputs: { mode: 'merge', reports: 'shards/*/report.json', comment: 'on-change', 'comment-key': KEY },
        workspace: path.dirname(sameShards),
        head: same,
      });
      assert.equal(calm.code, 0, calm.stdout + calm.stderr);
      assert.equal(calm.outputs.verdict, 'pass');
      assert.deepEqual(
        quiet().map((c) => c.id),
        [id],
        'the same comment',
      );
      const body = quiet()[0].body;
      logLines(t, 'on-change comment after a run with nothing changed', body);
      assert.ok(body.startsWith(`<!-- benchgate:${KEY} -->\n### ✅ benchgate: no changes at \`${same.slice(0, 7)}\``), body);
      assert.doesNotMatch(body, /BenchmarkSort/, 'the stale regression is gone');
      assert.equal(calm.outputs['comment-id'], String(id));
    });

    test('on-regression: a pass updates an existing comment to "no regressions", never creates one', async () => {
      await merge({ inputs: { comment: 'on-regression', 'comment-key': KEY } });
      assert.match(quiet()[0].body, /BenchmarkSort/);
      const calm = await action({
        inputs: { mode: 'merge', reports: 'shards/*/report.json', comment: 'on-regression', 'comment-key': KEY },
        workspace: path.dirname(sameShards),
        head: same,
      });
      assert.equal(calm.code, 0);
      assert.match(quiet()[0].body, /^<!-- benchgate:quiet -->\n### ✅ benchgate: no regressions at /);
      const n = server.comments.length;
      const other = await action({
        inputs: { mode: 'merge', reports: 'shards/*/report.json', comment: 'on-regression', 'comment-key': 'never-posted' },
        workspace: path.dirname(sameShards),
        head: same,
      });
      assert.equal(other.code, 0);
      assert.equal(server.comments.length, n, 'no comment created');
    });

    test('comment: never and an unknown mode', async () => {
      const n = server.exchanges.length;
      const never = await merge({ inputs: { comment: 'never', 'comment-key': KEY } });
      assert.equal(never.outputs.verdict, 'fail');
      assert.equal(server.exchanges.length, n, 'no API call');
      const bad = await merge({ inputs: { comment: 'sometimes' } });
      assert.equal(bad.outputs.verdict, 'error');
      assert.match(
        annotations(bad.stdout, 'error')[0] ?? '',
        /comment must be one of always, on-change, on-regression, never \(true and false mean always and never\); got "sometimes"/,
      );
    });
  });

  describe('the chart in the comment', () => {
    // A pull request names its benchmarks: the measured report's BenchmarkSort renamed as a
    // hostile PR could name it (its numbers untouched), merged and posted by the bundled action.
    const HOSTILE = 'BenchSort"]<script>@octocat%%{x}%%```;';
    let hostileShards: string;
    const keyed = (key: string) => server.commentsOn(PR).filter((c) => c.body.startsWith(`<!-- benchgate:${key} -->\n`));
    const mergeHostile = (inputs: Record<string, string>) =>
      action({ inputs: { mode: 'merge', reports: 'shards/*/report.json', ...inputs }, workspace: path.dirname(hostileShards) });

    before(() => {
      hostileShards = path.join(tmp, 'merge-hostile', 'shards');
      const report = JSON.parse(readFileSync(path.join(shards, 'benchgate-shard-sort', 'report.json'), 'utf8')) as { comparisons: { benchmark: string }[] };
      for (const c of report.comparisons) if (c.benchmark.startsWith('BenchmarkSort')) c.benchmark = HOSTILE;
      mkdirSync(path.join(hostileShards, 'benchgate-shard-sort'), { recursive: true });
      writeFileSync(path.join(hostileShards, 'benchgate-shard-sort', 'report.json'), JSON.stringify(report));
    });

    test('the posted comment has the Mermaid chart of the changed rows under the table, its labels inert', async (t) => {
      const r = await mergeHostile({ 'comment-key': 'chart' });
      assert.equal(r.outputs.verdict, 'fail');
      const [comment] = keyed('chart');
      assert.ok(comment, 'the comment was posted');
      const body = comment.body;
      logLines(t, 'the comment with the chart', body);
      const block = /\n\n```mermaid\n([^]*?)\n```\n\n<sub>Each bar is/.exec(body);
      assert.ok(block, 'a ```mermaid block and its caption');
      assert.ok(body.indexOf('```mermaid') > body.lastIndexOf('| 🔴 regression'), 'under the table');
      assert.equal(body.match(/^```/gm)?.length, 2, 'one fence, opened and closed');
      const lines = block[1].split('\n');
      assert.equal(lines[1], 'xychart-beta horizontal');
      assert.match(lines[4], /^ {2}y-axis "\|Δ\| %" 0 --> [\d.]+$/);
      const axis = /^ {2}x-axis \[(.*)\]$/.exec(lines[3]);
      assert.ok(axis, lines[3]);
      const labels = [...axis[1].matchAll(/"([^"]*)"/g)].map((m) => m[1]);
      assert.equal(axis[1], labels.map((l) => `"${l}"`).join(', '), 'every label one quoted string');
      // The gated cmps/op row is a regression (3× the comparisons); its time row is charted too when it changed.
      const name = chartLabel(HOSTILE);
      assert.equal(name, "BenchSort']‹script›@\u200boctocat%{x}%''',");
      // Each label: the name cut to fit a phone (its beginning and end; the shared `Bench` left out), inert, the metric when not the most charted, the Δ.
      for (const label of labels) {
        assert.match(label, /^(Bench)?Sort'.*( · (cmps\/op|time))? [+−][\d.]+%$/, label);
        assert.equal(chartLabel(label), label, `nothing left to neutralise: ${label}`);
      }
      for (const bar of lines.slice(5)) assert.match(bar, new RegExp(`^ {2}bar \\[[\\d.]+(, [\\d.]+){${labels.length - 1}}\\]$`), bar);
      assert.equal(lines.length, 11, 'init, type, title, axes, six bar series: nothing a name added');
      assert.doesNotMatch(body, /<script>|@octocat/, 'nowhere in the body');
      assert.match(r.summary, /```mermaid\n/, 'the job summary has it too');
    });

    test('chart: false leaves it out of the comment and the job summary', async () => {
      const r = await mergeHostile({ 'comment-key': 'no-chart', chart: 'false' });
      assert.equal(r.outputs.verdict, 'fail');
      const [comment] = keyed('no-chart');
      assert.ok(comment, 'the comment was posted');
      assert.match(comment.body, /🔴 regression/, 'the table is there');
      assert.doesNotMatch(comment.body, /mermaid|xychart/);
      assert.doesNotMatch(r.summary, /mermaid|xychart/);
      const bad = await mergeHostile({ 'comment-key': 'no-chart', chart: 'sometimes' });
      assert.equal(bad.outputs.verdict, 'error');
      assert.match(annotations(bad.stdout, 'error')[0] ?? '', /chart must be true or false; got "sometimes"/);
    });
  });

  test('every endpoint the action called was checked against the description', (t) => {
    const called = [...new Set(server.exchanges.filter((e) => e.template).map((e) => `${e.method} ${e.template} (${e.operationId})`))].sort();
    logLines(t, 'endpoints called and validated', called.join('\n'));
    assert.deepEqual(called, [
      // main's history: the merge job reads the data branch through the API (this repository has none: a 404).
      'GET /repos/{owner}/{repo}/git/ref/{ref} (git/get-ref)',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/list-comments)',
      'GET /user (users/get-authenticated)',
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id} (issues/update-comment)',
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments (issues/create-comment)',
    ]);
    server.assertNoViolations();
  });
});
