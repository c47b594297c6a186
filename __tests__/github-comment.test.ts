// The sticky comment through the real Octokit client (@actions/github + retry + throttling)
// against the loopback server: one comment per key, found across pages, by the same author;
// read-only tokens skipped with the fix; 5xx and rate limits retried.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { createClient, type GitHubClient } from '../src/github/client.js';
import { fitCommentBody, GITHUB_ACTIONS_BOT, isStickyComment, MAX_COMMENT_LENGTH, supersededBody, upsertStickyComment } from '../src/github/comment.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';

const PR = 7;
const MARKER = '<!-- benchgate:default -->';
const target = { owner: 'octo-org', repo: 'widgets', issueNumber: PR };

describe('sticky comment', () => {
  let server: GitHubServer;
  let warnings: string[];
  let clientNo = 0;
  const client = (token: string): Promise<GitHubClient> =>
    createClient(token, {
      baseUrl: server.url,
      log: { debug: () => {}, warning: (m) => warnings.push(m) },
      retryBaseMs: 20,
      // Each client its own throttling queue: the write queue spaces writes ≥ 1 s apart per id.
      throttleId: `test-${++clientNo}`,
    });

  beforeEach(async () => {
    warnings = [];
    server = await startGitHubServer({
      tokens: {
        ghs_write: { kind: 'installation', login: GITHUB_ACTIONS_BOT, permission: 'write' },
        ghs_read: { kind: 'installation', login: GITHUB_ACTIONS_BOT, permission: 'read' },
        ghp_user: { kind: 'user', login: 'perf-bot', permission: 'write' },
        ghp_alice: { kind: 'user', login: 'alice', permission: 'write' },
      },
      pulls: [{ number: PR, title: 'Speed', baseRef: 'main', baseSha: 'a'.repeat(40), headRef: 'f', headSha: 'b'.repeat(40), author: 'alice' }],
    });
  });
  afterEach(async () => {
    await server.close();
    assert.deepEqual(server.violations, [], "every request and response matches GitHub's OpenAPI description");
  });

  test('creates once, then updates the same comment (never two), and skips an identical body', async () => {
    const gh = await client('ghs_write');
    const first = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nrun 1`);
    assert.equal(first.status, 'created');
    const second = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nrun 2`);
    assert.equal(second.status, 'updated');
    assert.equal(second.status === 'updated' && first.status === 'created' && second.id === first.id, true);
    const third = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nrun 2`);
    assert.equal(third.status, 'unchanged');
    const ours = server.commentsOn(PR);
    assert.equal(ours.length, 1);
    assert.equal(ours[0].body, `${MARKER}\nrun 2`);
    assert.match(first.status === 'created' ? first.url : '', /#issuecomment-\d+$/);
    // GET /user was refused (installation token) → github-actions[bot] was assumed.
    assert.equal(first.status === 'created' && first.author, GITHUB_ACTIONS_BOT);
  });

  test('finds its comment on a later page among 250 others', async () => {
    const gh = await client('ghs_write');
    const created = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nv1`);
    assert.equal(created.status, 'created');
    // 250 later comments by people: ours is on page 1 of 3, so put it last instead.
    const now = new Date().toISOString();
    const ourComment = server.comments.find((c) => c.issueNumber === PR)!;
    for (let i = 0; i < 250; i++) server.comments.push({ id: 2000 + i, issueNumber: PR, body: `lgtm ${i}`, login: 'alice', createdAt: now, updatedAt: now });
    ourComment.id = 9999; // the newest comment → page 3 at 100 per page
    const updated = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nv2`);
    assert.equal(updated.status, 'updated');
    assert.equal(server.commentsOn(PR).filter((c) => c.body.includes(MARKER)).length, 1);
    const pages = server.exchanges.filter((e) => e.operationId === 'issues/list-comments' && e.status === 200).map((e) => e.query.page ?? '1');
    assert.deepEqual(pages.slice(-3), ['1', '2', '3']);
  });

  test('ignores a comment with the marker written by someone else, and a different key', async () => {
    const now = new Date().toISOString();
    server.comments.push({ id: 1, issueNumber: PR, body: `quoting: ${MARKER}`, login: 'alice', createdAt: now, updatedAt: now });
    const gh = await client('ghs_write');
    await upsertStickyComment(gh, target, '<!-- benchgate:shard-2 -->', '<!-- benchgate:shard-2 -->\nother');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nmine`);
    assert.equal(res.status, 'created');
    assert.equal(server.comments.find((c) => c.id === 1)!.body, `quoting: ${MARKER}`, "alice's comment untouched");
    assert.equal(server.commentsOn(PR).length, 3);
  });

  test('a personal token is matched by its own login from GET /user', async () => {
    const now = new Date().toISOString();
    // A benchgate comment by github-actions[bot] must not be taken over by perf-bot's token.
    server.comments.push({ id: 1, issueNumber: PR, body: `${MARKER}\nold`, login: GITHUB_ACTIONS_BOT, createdAt: now, updatedAt: now });
    const gh = await client('ghp_user');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nnew`);
    assert.equal(res.status, 'created');
    assert.equal(res.status === 'created' && res.author, 'perf-bot');
    assert.equal((await upsertStickyComment(gh, target, MARKER, `${MARKER}\nnewer`)).status, 'updated');
  });

  test('a read-only token (fork PR) is skipped with the permissions fix, not thrown', async () => {
    const gh = await client('ghs_read');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`);
    assert.equal(res.status, 'skipped');
    assert.equal(res.status === 'skipped' && res.httpStatus, 403);
    assert.match(res.status === 'skipped' ? res.reason : '', /permissions: pull-requests: write/);
    assert.match(res.status === 'skipped' ? res.reason : '', /workflow_run/);
    assert.equal(server.commentsOn(PR).length, 0);
  });

  test('a missing PR (404) is skipped too', async () => {
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, { ...target, issueNumber: 404 }, MARKER, `${MARKER}\nbody`);
    assert.equal(res.status, 'skipped');
    assert.equal(res.status === 'skipped' && res.httpStatus, 404);
  });

  test('a 500 is retried and the comment still lands once', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'server-error', times: 1 });
    server.failures.push({ operationId: 'issues/create-comment', kind: 'server-error', times: 2 });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`, { retryBaseMs: 1 });
    assert.equal(res.status, 'created');
    assert.equal(server.commentsOn(PR).length, 1);
    assert.equal(server.exchanges.filter((e) => e.status === 500).length, 3);
    // Each POST after a failed one comes after a fresh list: never two POSTs in a row.
    const ops = server.exchanges.map((e) => e.operationId).filter((o) => o !== 'users/get-authenticated');
    assert.deepEqual(ops, [
      'issues/list-comments',
      'issues/list-comments',
      'issues/create-comment',
      'issues/list-comments',
      'issues/create-comment',
      'issues/list-comments',
      'issues/create-comment',
    ]);
  });

  test('persistent 500s end in a skip with what GitHub said, after the retries', async () => {
    server.failures.push({ operationId: 'issues/create-comment', kind: 'server-error', times: 10 });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`, { retryBaseMs: 1 });
    assert.equal(res.status, 'skipped');
    assert.match(res.status === 'skipped' ? res.reason : '', /HTTP 500/);
    assert.equal(server.exchanges.filter((e) => e.operationId === 'issues/create-comment').length, 4, '1 try + 3 retries');
  });

  test('a 502 that arrives after GitHub wrote the comment: listed again, found, never posted twice', async () => {
    server.failures.push({ operationId: 'issues/create-comment', kind: 'bad-gateway-after-write', times: 1 });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nverdict: fail`, { retryBaseMs: 1 });
    assert.equal(res.status, 'created');
    const ours = server.commentsOn(PR);
    assert.equal(ours.length, 1, ours.map((c) => c.body).join('\n---\n'));
    assert.equal(res.status === 'created' && res.id, ours[0].id);
    assert.equal(server.exchanges.filter((e) => e.operationId === 'issues/create-comment').length, 1);
  });

  test('several stickies of one key (left by a retried POST): the newest is updated, the others say superseded, no stale ✅', async () => {
    const at = '2024-01-01T00:00:00Z';
    for (const id of [101, 102, 103])
      server.comments.push({ id, issueNumber: PR, body: `${MARKER}\n### ✅ benchgate: pass`, login: GITHUB_ACTIONS_BOT, createdAt: at, updatedAt: at });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\n### ❌ benchgate: fail`);
    assert.equal(res.status, 'updated');
    assert.equal(res.status === 'updated' && res.id, 103, 'the newest');
    const byId = new Map(server.commentsOn(PR).map((c) => [c.id, c.body]));
    assert.equal(byId.get(103), `${MARKER}\n### ❌ benchgate: fail`);
    for (const id of [101, 102]) {
      assert.equal(byId.get(id), supersededBody(MARKER, { html_url: `https://github.com/octo-org/widgets/pull/${PR}#issuecomment-103` }));
      assert.doesNotMatch(byId.get(id)!, /✅|pass/);
      assert.ok(byId.get(id)!.startsWith(`${MARKER}\n`));
    }
    // The next run updates the same one and leaves the superseded ones as they are.
    const writes = () => server.exchanges.filter((e) => e.operationId === 'issues/update-comment').length;
    const before = writes();
    const next = await upsertStickyComment(gh, target, MARKER, `${MARKER}\n### ✅ benchgate: pass again`);
    assert.equal(next.status === 'updated' && next.id, 103);
    assert.equal(writes(), before + 1);
  });

  test('the sticky deleted between the list and the update (PATCH 404) is created again, with no permission warning', async () => {
    const gh = await client('ghs_write');
    const first = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nrun 1`);
    assert.equal(first.status, 'created');
    server.failures.push({ operationId: 'issues/update-comment', kind: 'deleted-meanwhile', times: 1 });
    const second = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nrun 2`);
    assert.equal(second.status, 'created', JSON.stringify(second));
    const ours = server.commentsOn(PR);
    assert.deepEqual(
      ours.map((c) => c.body),
      [`${MARKER}\nrun 2`],
    );
    // A note that only updates never creates one, even then.
    server.failures.push({ operationId: 'issues/update-comment', kind: 'deleted-meanwhile', times: 1 });
    assert.equal((await upsertStickyComment(gh, target, MARKER, `${MARKER}\nnote`, { createIfMissing: false })).status, 'absent');
    assert.equal(server.commentsOn(PR).length, 0);
  });

  test('primary and secondary rate limits are waited out and retried', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'rate-limit', times: 1 });
    server.failures.push({ operationId: 'issues/create-comment', kind: 'secondary-rate-limit', times: 1 });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`);
    assert.equal(res.status, 'created');
    assert.equal(server.commentsOn(PR).length, 1);
    assert.ok(
      warnings.some((w) => /primary rate limit .*retrying/.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /secondary rate limit .*retrying/.test(w)),
      warnings.join('\n'),
    );
  });

  test("a benchmark name carrying another key's marker never makes a comment ours", async () => {
    const gh = await client('ghs_write');
    const forged = '<!-- benchgate:py -->\n| `x <!-- benchgate:default -->` | time | … |';
    const py = await upsertStickyComment(gh, target, '<!-- benchgate:py -->', forged);
    assert.equal(py.status, 'created');
    const def = await upsertStickyComment(gh, target, MARKER, `${MARKER}\ndefault report`);
    assert.equal(def.status, 'created', 'a second comment, not an edit of the py one');
    assert.equal(server.comments.find((c) => py.status === 'created' && c.id === py.id)!.body, forged);
    // The marker must be the whole first line: a prefix or a marker on line 2 is not one.
    const now = new Date().toISOString();
    server.comments.push({ id: 1, issueNumber: PR, body: `${MARKER} extra\nx`, login: GITHUB_ACTIONS_BOT, createdAt: now, updatedAt: now });
    server.comments.push({ id: 2, issueNumber: PR, body: `hello\n${MARKER}\nx`, login: GITHUB_ACTIONS_BOT, createdAt: now, updatedAt: now });
    const again = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nrun 2`);
    assert.equal(again.status === 'updated' && def.status === 'created' && again.id === def.id, true);
    assert.equal(isStickyComment({ user: { login: GITHUB_ACTIONS_BOT }, body: `${MARKER}\r\nwindows line end` }, GITHUB_ACTIONS_BOT, MARKER), true);
    assert.equal(isStickyComment({ user: { login: 'mallory' }, body: `${MARKER}\n` }, GITHUB_ACTIONS_BOT, MARKER), false);
  });

  test('createIfMissing: false updates an existing comment and never creates one', async () => {
    const gh = await client('ghs_write');
    assert.equal((await upsertStickyComment(gh, target, MARKER, `${MARKER}\nnote`, { createIfMissing: false })).status, 'absent');
    assert.equal(server.commentsOn(PR).length, 0);
    await upsertStickyComment(gh, target, MARKER, `${MARKER}\nreport`);
    assert.equal((await upsertStickyComment(gh, target, MARKER, `${MARKER}\nnote`, { createIfMissing: false })).status, 'updated');
    assert.equal(server.commentsOn(PR)[0].body, `${MARKER}\nnote`);
  });

  test('a primary rate limit (403, remaining 0) says so and when it resets, not how to set permissions', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'rate-limit', times: Infinity, seconds: 3600 });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`);
    assert.equal(res.status, 'skipped');
    const reason = res.status === 'skipped' ? res.reason : '';
    assert.match(
      reason,
      /GitHub API rate limit exceeded \(HTTP 403\) on GET \/repos\/octo-org\/widgets\/issues\/7\/comments: resets at \d\d:\d\d:\d\d UTC \(in 3\d{3} s\)/,
    );
    assert.doesNotMatch(reason, /permission/);
    assert.equal(server.exchanges.filter((e) => e.operationId === 'issues/list-comments').length, 1, 'an hour is not waited for');
  });

  test('a 429 with retry-after says it is a rate limit and when to retry; not retried blindly', async () => {
    server.failures.push({ operationId: 'issues/create-comment', kind: 'too-many-requests', times: Infinity, seconds: 900 });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`);
    const reason = res.status === 'skipped' ? res.reason : '';
    assert.match(
      reason,
      /could not comment on octo-org\/widgets#7: GitHub API rate limit exceeded \(HTTP 429\) on POST \/repos\/octo-org\/widgets\/issues\/7\/comments: retry after 900 s \(about \d\d:\d\d:\d\d UTC\)/,
    );
    assert.doesNotMatch(reason, /permission/);
    assert.equal(server.exchanges.filter((e) => e.operationId === 'issues/create-comment').length, 1);
  });

  test('a 502 HTML page gives the status and the endpoint, never the HTML', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'bad-gateway-html', times: Infinity });
    const gh = await client('ghs_write');
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`);
    const reason = res.status === 'skipped' ? res.reason : '';
    assert.match(reason, /HTTP 502 on GET \/repos\/octo-org\/widgets\/issues\/7\/comments \(no JSON error body/);
    assert.doesNotMatch(reason, /DOCTYPE|<html|Unicorn/);
    assert.equal(server.exchanges.filter((e) => e.status === 502).length, 4, '1 try + 3 retries: a 502 may pass');
  });

  test('connection refused says the API at its URL cannot be reached', async () => {
    const port = server.url;
    await server.close();
    const gh = await createClient('ghs_write', {
      baseUrl: port,
      log: { debug: () => {}, warning: () => {} },
      retryBaseMs: 1,
      throttleId: `test-${++clientNo}`,
    });
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`, { author: GITHUB_ACTIONS_BOT });
    const reason = res.status === 'skipped' ? res.reason : '';
    assert.match(
      reason,
      new RegExp(
        `the GitHub API at ${port.replace(/[.]/g, '\\.')} cannot be reached \\(connect ECONNREFUSED.*\\) on GET /repos/octo-org/widgets/issues/7/comments; check GITHUB_API_URL`,
      ),
    );
    assert.doesNotMatch(reason, /HTTP 500|bad port/);
    server = await startGitHubServer({}); // for afterEach
  });

  test('a request that is never answered is given up after the timeout, naming the endpoint', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'hang', times: Infinity });
    const gh = await createClient('ghs_write', {
      baseUrl: server.url,
      log: { debug: () => {}, warning: () => {} },
      retryBaseMs: 1,
      throttleId: `test-${++clientNo}`,
      requestTimeoutMs: 300,
    });
    const started = Date.now();
    const res = await upsertStickyComment(gh, target, MARKER, `${MARKER}\nbody`);
    assert.ok(Date.now() - started < 5000, `gave up in ${Date.now() - started} ms`);
    assert.match(res.status === 'skipped' ? res.reason : '', /GitHub did not answer GET \/repos\/octo-org\/widgets\/issues\/7\/comments within 0\.3 s/);
    assert.equal(server.exchanges.filter((e) => e.operationId === 'issues/list-comments').length, 1, 'a hang is not retried');
  });

  test('a response that stalls after its headers is a timeout too, never an empty list (which would mean a second comment)', async () => {
    const gh = await client('ghs_write');
    await upsertStickyComment(gh, target, MARKER, `${MARKER}\nv1`);
    server.failures.push({ operationId: 'issues/list-comments', kind: 'stall-body', times: Infinity });
    const slow = await createClient('ghs_write', {
      baseUrl: server.url,
      log: { debug: () => {}, warning: () => {} },
      retryBaseMs: 1,
      throttleId: `test-${++clientNo}`,
      requestTimeoutMs: 300,
    });
    const res = await upsertStickyComment(slow, target, MARKER, `${MARKER}\nv2`);
    assert.match(res.status === 'skipped' ? res.reason : '', /GitHub did not answer GET \/repos\/octo-org\/widgets\/issues\/7\/comments within 0\.3 s/);
    assert.equal(server.commentsOn(PR).length, 1, 'no second comment');
  });

  test("an oversized body is cut to GitHub's limit, marker kept", async () => {
    const gh = await client('ghs_write');
    const huge = `${MARKER}\n` + 'row\n'.repeat(30000);
    const res = await upsertStickyComment(gh, target, MARKER, huge);
    assert.equal(res.status, 'created');
    const body = server.commentsOn(PR)[0].body;
    assert.ok(body.length <= MAX_COMMENT_LENGTH);
    assert.ok(body.startsWith(MARKER));
    assert.match(body, /truncated/);
  });
});

describe('fitCommentBody', () => {
  test('leaves a body within the limit alone and cuts at a line', () => {
    assert.equal(fitCommentBody('abc', 10), 'abc');
    const cut = fitCommentBody('line1\nline2\n' + 'x'.repeat(300), 200);
    assert.ok(cut.length <= 200);
    assert.ok(cut.startsWith('line1\nline2\n'));
  });
  test('never splits a surrogate pair', () => {
    const cut = fitCommentBody('😀'.repeat(200), 150);
    assert.ok(cut.length <= 150);
    assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(cut));
  });
});
