// The accept label, end to end: the action (driven in-process through its I/O port, with a
// runner's inputs, event and environment) benchmarks a real Go package on a real git repository whose head sorts three
// times (a deterministic +200% in comparisons per op, the gated metric), against the loopback GitHub
// server (every request and response checked against GitHub's OpenAPI description). Without the
// label the step fails; with it the step passes and the sticky comment says who added the label and
// when — from the issue events API, from a `labeled` event's sender, or "an unknown user" when the
// token may not read the events (a 403 and a warning, never a failure). A `workflow_run` comment job
// decides the label again from the API, whatever the uploaded report claims.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sortRepo } from './support/go-widgets.js';
import { pullRequestEvent as pullRequestEventOf } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { annotations, logLines, runActionInProcess, type ActionRun } from './support/run-action.js';
import { needs } from './support/harness.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_acceptE2eWriteToken01';
/** A GITHUB_TOKEN whose job's `permissions:` leave out `issues: read`. */
const NO_ISSUES_TOKEN = 'ghs_acceptE2eNoIssues0001';
const PR = 7;
const LABEL = 'benchgate: accept';
const ZWSP = '\u200b';
const OUT = path.join(os.tmpdir(), 'benchgate-e2e');

/** The markdown with long names as plain code spans (what the assertions read). */
const unwrapped = (md: string): string => md.replace(/<wbr>/g, '').replace(/<code>(.*?)<\/code>/g, '`$1`');

describe('the accept label, end to end', needs('go'), () => {
  let tmp: string;
  let ws: string;
  let base: string;
  let head: string;
  let server: GitHubServer;
  let shards: string;

  /** A pull_request event as GitHub sends it: the PR's labels now, and for `labeled` the label and who added it. */
  const event = (opts: { labels?: string[]; action?: string; label?: string; sender?: string; updatedAt?: string } = {}) => {
    const e = pullRequestEventOf({ owner: OWNER, repo: REPO, number: PR, base, head, headRef: 'feature/sort', title: 'Sort three times' });
    return {
      ...e,
      action: opts.action ?? 'synchronize',
      ...(opts.label ? { label: { id: 1, name: opts.label, color: 'fbca04' } } : {}),
      pull_request: {
        ...e.pull_request,
        labels: (opts.labels ?? []).map((name, i) => ({ id: 100 + i, name, color: 'fbca04', default: false })),
        updated_at: opts.updatedAt ?? '2026-11-23T08:00:00Z',
      },
      sender: opts.sender ? { login: opts.sender, id: 77, type: 'User' } : e.sender,
    };
  };
  const goInputs = {
    setup: 'go test -c -o bench.test .',
    run: "./bench.test -test.run='^$' -test.bench=. -test.benchtime=200x -test.count=2",
    rounds: '5',
    warmup: '0',
    timeout: '2',
    gate: 'cmps/op',
  };
  const runMode = (e: unknown): Promise<ActionRun> =>
    runActionInProcess({ dir: tmp, workspace: ws, token: TOKEN, apiUrl: server.url, repository: `${OWNER}/${REPO}`, event: e, inputs: goInputs });
  /** mode: merge of the measured report (the publishing and gating path of a matrix, without benchmarking again). */
  const mergeMode = (e: unknown, token = TOKEN, eventName = 'pull_request'): Promise<ActionRun> =>
    runActionInProcess({
      dir: tmp,
      workspace: path.dirname(shards),
      token,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      event: e,
      eventName,
      inputs: { mode: 'merge', reports: 'shards/*/report.json' },
    });
  /** The one sticky comment on the PR: each run updates it. */
  const commentBody = (): string => {
    const comments = server.commentsOn(PR);
    assert.equal(comments.length, 1, 'one sticky comment');
    return comments[0].body;
  };
  const eventsCalls = () => server.exchanges.filter((x) => x.operationId === 'issues/list-events');

  function assertAccepted(r: ActionRun): string {
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'pass');
    assert.equal(r.outputs.accepted, '1', 'the gated regression (cmps/op) was accepted');
    assert.equal(annotations(r.stdout, 'error').length, 0, r.stdout);
    const body = commentBody();
    assert.equal(body, r.outputs.markdown);
    assert.match(unwrapped(body), /\| `BenchmarkSort(-\d+)?`( · cmps\/op)? \| 🟡 accepted( · [^|]*)? \| \*\*\+200\.0%\*\* .* \| cmps\/op \| /);
    assert.match(body.split('\n')[1], /^### (🟡|⚠️) benchgate: (\d+ regressions?, )?1 accepted regression/);
    const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
    const cmps = json.comparisons.find((c: { metric: string }) => c.metric === 'cmps/op');
    assert.equal(cmps.verdict, 'accepted');
    assert.ok(cmps.p < 0.05 && Math.abs(cmps.deltaPct - 200) < 1e-9, 'still the measured regression');
    assert.match(r.stdout, /benchgate: 1 gated regression accepted with the label "benchgate: accept" \(verdict pass\)/);
    return body;
  }

  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-accept-e2e-'));
    ({ base, head, ws } = sortRepo(tmp));
    shards = path.join(tmp, 'merge-job', 'shards');
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: {
        [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' },
        [NO_ISSUES_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write', issues: 'none' },
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

  test('without the label the real regression fails the step', async () => {
    server.addLabel(PR, 'perf', 'carol', '2026-11-22T09:00:00Z');
    const r = await runMode(event({ labels: ['perf'] }));
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'fail');
    assert.equal(r.outputs.regressions !== '0', true);
    assert.equal(r.outputs.accepted, '0');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /significant regression.*BenchmarkSort/);
    const body = commentBody();
    assert.ok(body.startsWith('<!-- benchgate:default -->\n### ❌ benchgate: '), body.slice(0, 80));
    assert.doesNotMatch(body, /accepted/);
    assert.equal(eventsCalls().length, 0, 'no label, no need to ask who added it');
    assert.match(r.stdout, /accept-label: pull request #7 does not have the label "benchgate: accept"; its regressions count/);
    // The merge and comment jobs below reuse this measurement (as a matrix's shard, and as an uploaded artifact).
    mkdirSync(path.join(shards, 'benchgate-shard-sort'), { recursive: true });
    copyFileSync(r.outputs['report-json'], path.join(shards, 'benchgate-shard-sort', 'report.json'));
  });

  test('with the label the same regression is accepted, the step passes, and the comment names who added it (issue events API)', async (t) => {
    server.addLabel(PR, LABEL, 'carol', '2026-11-23T10:15:42Z');
    const r = await runMode(event({ labels: ['perf', LABEL] }));
    const body = assertAccepted(r);
    assert.match(body, new RegExp(`^> 🟡 Regression accepted with the label \`benchgate: accept\`, added by @${ZWSP}carol on 2026-11-23 10:15 UTC\\.$`, 'm'));
    assert.doesNotMatch(body, /@carol/, 'the login never pings');
    const calls = eventsCalls();
    assert.deepEqual(
      calls.map((c) => [c.status, c.query.per_page]),
      [[200, '100']],
    );
    const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
    assert.deepEqual(json.acceptance, { label: LABEL, by: 'carol', at: '2026-11-23T10:15:42Z', source: 'issue-events' });
    logLines(t, 'PR comment body (mode: run, label added by carol)', body);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'accepted-comment.md'), body);
    t.diagnostic(`(also written to ${path.join(OUT, 'accepted-comment.md')})`);
  });

  test('a `labeled` event of the label: who added it is the event sender, no API call needed', async () => {
    const before = eventsCalls().length;
    const r = await mergeMode(
      event({ action: 'labeled', label: 'Benchgate: Accept', sender: 'dave', labels: ['perf', 'Benchgate: Accept'], updatedAt: '2026-11-23T11:02:03Z' }),
    );
    const body = assertAccepted(r);
    assert.match(body, new RegExp(`^> 🟡 Regression accepted with the label \`benchgate: accept\`, added by @${ZWSP}dave on 2026-11-23 11:02 UTC\\.$`, 'm'));
    assert.equal(eventsCalls().length, before, 'the event said who');
    const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
    assert.deepEqual(json.acceptance, { label: LABEL, by: 'dave', at: '2026-11-23T11:02:03Z', source: 'event' });
  });

  test('a token without issues: read: still accepted (the label is there), "an unknown user", and a warning naming the permission', async () => {
    const r = await mergeMode(event({ labels: [LABEL] }), NO_ISSUES_TOKEN);
    const body = assertAccepted(r);
    assert.match(body, /^> 🟡 Regression accepted with the label `benchgate: accept`, added by an unknown user\.$/m);
    assert.equal(eventsCalls().at(-1)?.status, 403);
    const warnings = annotations(r.stdout, 'warning');
    assert.ok(
      warnings.some((w) =>
        /accept-label: could not read the events of pull request #7 \(HTTP 403 on GET \/repos\/octo-org\/widgets\/issues\/7\/events: Resource not accessible by integration\): give the job `permissions: issues: read`/.test(
          w,
        ),
      ),
      warnings.join('\n'),
    );
    const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
    assert.deepEqual(json.acceptance, { label: LABEL, by: null, at: null, source: 'unknown' });
  });

  test('mode: merge without a pull_request event reads the labels from the pulls API', async () => {
    const before = server.exchanges.length;
    const r = await mergeMode({ action: 'completed', workflow_run: { id: 4242, event: 'pull_request', head_sha: head } }, TOKEN, 'workflow_run');
    const body = assertAccepted(r);
    assert.match(body, new RegExp(`added by @${ZWSP}carol on 2026-11-23 10:15 UTC`));
    const asked = server.exchanges.slice(before).map((x) => x.operationId);
    assert.ok(asked.includes('pulls/get') && asked.includes('issues/list-events'), asked.join(', '));
  });

  test('mode: comment decides the label from the API, not from the report: a forged acceptance is withdrawn once the label is gone', async () => {
    const report = path.join(tmp, 'artifact', 'report.json');
    mkdirSync(path.dirname(report), { recursive: true });
    const measured = JSON.parse(readFileSync(path.join(shards, 'benchgate-shard-sort', 'report.json'), 'utf8'));
    const workflowRun = { action: 'completed', workflow_run: { id: 31337, event: 'pull_request', head_sha: head, pull_requests: [] } };
    const comment = () =>
      runActionInProcess({
        dir: tmp,
        workspace: tmp,
        token: TOKEN,
        apiUrl: server.url,
        repository: `${OWNER}/${REPO}`,
        eventName: 'workflow_run',
        event: workflowRun,
        inputs: { mode: 'comment', report: 'artifact/report.json' },
      });

    // The label is on the PR: the comment job accepts, and names carol from the events.
    writeFileSync(report, JSON.stringify(measured));
    let r = await comment();
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs.accepted, '1');
    assert.match(commentBody(), new RegExp(`added by @${ZWSP}carol on 2026-11-23 10:15 UTC`));

    // The label removed, and a report that claims a maintainer accepted it: the claim is ignored.
    server.removeLabel(PR, LABEL, 'alice', '2026-11-23T12:00:00Z');
    const forged = structuredClone(measured);
    for (const c of forged.comparisons) if (c.verdict === 'regression' && c.gated) c.verdict = 'accepted';
    forged.acceptance = { label: LABEL, by: 'maintainer', at: '2026-11-23T12:00:00Z', source: 'event' };
    writeFileSync(report, JSON.stringify(forged));
    r = await comment();
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs.accepted, '0');
    assert.equal(r.outputs.verdict, 'fail');
    const body = commentBody();
    assert.ok(body.startsWith('<!-- benchgate:default -->\n### ❌ benchgate: '), body.slice(0, 80));
    assert.doesNotMatch(body, /accepted|maintainer/);
  });
});
