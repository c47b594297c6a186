// The loopback GitHub server and its OpenAPI validator: what the server answers must be what
// GitHub's published description allows, and a request GitHub would reject must be caught.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient, httpStatus } from '../src/github/client.js';
import { hasLabel, lastLabelAdded, MAX_EVENT_PAGES, pullRequestLabels } from '../src/github/labels.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { findOperation, validateRequest, validateResponse, validateSchema } from './support/openapi.js';

const HEAD = 'b'.repeat(40);
const BASE = 'a'.repeat(40);

describe('OpenAPI description', () => {
  test('finds the operation of a concrete path, most specific template first', () => {
    const list = findOperation('GET', '/repos/o/r/issues/12/comments');
    assert.equal(list?.operationId, 'issues/list-comments');
    assert.deepEqual(list?.pathParams, { owner: 'o', repo: 'r', issue_number: '12' });
    const one = findOperation('PATCH', '/repos/o/r/issues/comments/99');
    assert.equal(one?.operationId, 'issues/update-comment');
    assert.equal(findOperation('GET', '/user')?.operationId, 'users/get-authenticated');
    assert.equal(findOperation('POST', '/user'), undefined, 'POST /user is not an endpoint');
    assert.equal(findOperation('GET', '/repos/o/r/not-a-thing'), undefined);
  });

  test('rejects a create-comment body of the wrong shape', () => {
    const op = findOperation('POST', '/repos/o/r/issues/1/comments')!;
    const ok = validateRequest(op, { query: new URLSearchParams(), body: { body: 'hi' }, contentType: 'application/json; charset=utf-8' });
    assert.match(validateRequest(op, { query: new URLSearchParams(), body: { body: 'hi' } }).join('\n'), /content-type \(none\), expected application\/json/);
    assert.deepEqual(ok, []);
    assert.match(validateRequest(op, { query: new URLSearchParams(), body: { body: 42 } }).join('\n'), /body\.body: expected string, got integer/);
    assert.match(validateRequest(op, { query: new URLSearchParams(), body: { text: 'hi' } }).join('\n'), /missing required property 'body'/);
    assert.match(validateRequest(op, { query: new URLSearchParams(), body: undefined }).join('\n'), /requires a JSON body/);
  });

  test('checks request bodies closed: a property the description does not name is an error', () => {
    const op = findOperation('PATCH', '/repos/o/r/issues/comments/1')!;
    const json = 'application/json';
    assert.deepEqual(validateRequest(op, { query: new URLSearchParams(), body: { body: 'x' }, contentType: json }), []);
    assert.match(
      validateRequest(op, { query: new URLSearchParams(), body: { body: 'x', bdoy: 'y' }, contentType: json }).join('\n'),
      /body: unknown property 'bdoy'/,
    );
    // Responses stay open: GitHub adds fields to them without notice.
    const get = findOperation('GET', '/repos/o/r/issues/comments/1')!;
    assert.doesNotMatch(validateResponse(get, 200, { surprise: true }).join('\n'), /unknown property/);
  });

  test('rejects unknown and mistyped query parameters', () => {
    const op = findOperation('GET', '/repos/o/r/issues/1/comments')!;
    assert.deepEqual(validateRequest(op, { query: new URLSearchParams('per_page=100&page=2'), body: undefined }), []);
    assert.match(validateRequest(op, { query: new URLSearchParams('per_page=lots'), body: undefined }).join('\n'), /query\.per_page: expected integer/);
    assert.match(validateRequest(op, { query: new URLSearchParams('perpage=100'), body: undefined }).join('\n'), /'perpage' is not a parameter/);
    assert.match(validateRequest(op, { query: new URLSearchParams(), body: { x: 1 } }).join('\n'), /takes no body/);
  });

  test('rejects a response missing required fields, of a wrong type, or with an undocumented status', () => {
    const op = findOperation('PATCH', '/repos/o/r/issues/comments/1')!;
    const errors = validateResponse(op, 200, { id: '1', body: 'x' });
    assert.ok(
      errors.some((e) => /response\.id: expected integer, got string/.test(e)),
      errors.join('\n'),
    );
    assert.ok(
      errors.some((e) => /missing required property 'user'/.test(e)),
      errors.join('\n'),
    );
    assert.match(validateResponse(op, 204, undefined).join('\n'), /status 204 is not documented/);
  });

  test('knows nullable, enum, $ref, oneOf with a discriminator and allOf', () => {
    assert.deepEqual(validateSchema({ type: 'string', nullable: true }, null), []);
    assert.match(validateSchema({ type: 'string' }, null).join(), /expected string, got null/);
    assert.deepEqual(validateSchema({ $ref: '#/components/schemas/author-association' }, 'OWNER'), []);
    assert.match(validateSchema({ $ref: '#/components/schemas/author-association' }, 'KING').join(), /is not one of/);
    const userSchema = findOperation('GET', '/user')!.spec.responses['200'].content['application/json'].schema;
    // user_view_type "private" selects private-user, which requires more than a public profile.
    assert.match(validateSchema(userSchema, { login: 'x', user_view_type: 'private' }).join('\n'), /missing required property 'two_factor_authentication'/);
    assert.match(
      validateSchema(
        {
          allOf: [
            { type: 'object', required: ['a'] },
            { type: 'object', required: ['b'] },
          ],
        },
        { a: 1 },
      ).join(),
      /'b'/,
    );
    assert.match(validateSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, true).join(), /matches none of anyOf/);
    assert.match(validateSchema({ type: 'string', format: 'date-time' }, 'yesterday').join(), /date-time/);
    assert.match(validateSchema({ type: 'array', items: { type: 'integer' } }, [1, 'x']).join(), /\$\[1\]: expected integer/);
  });
});

describe('loopback GitHub server', () => {
  let server: GitHubServer;
  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { ...(token ? { authorization: `token ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, data: text ? JSON.parse(text) : undefined };
  };

  before(async () => {
    server = await startGitHubServer({
      tokens: {
        writer: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' },
        reader: { kind: 'installation', login: 'github-actions[bot]', permission: 'read' },
        pat: { kind: 'user', login: 'octocat', permission: 'write' },
        noissues: { kind: 'installation', login: 'github-actions[bot]', permission: 'write', issues: 'none' },
      },
      pulls: [{ number: 7, title: 'Make it faster', baseRef: 'main', baseSha: BASE, headRef: 'feature', headSha: HEAD, author: 'alice' }],
    });
  });
  after(() => server.close());

  test('answers every endpoint it implements with spec-valid responses', async () => {
    assert.equal((await call('GET', '/user', 'pat')).data.login, 'octocat');
    assert.equal((await call('GET', '/user', 'writer')).status, 403, 'installation tokens cannot read /user');
    const created = await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'writer', { body: 'first' });
    assert.equal(created.status, 201);
    assert.equal(created.data.user.login, 'github-actions[bot]');
    const updated = await call('PATCH', `/repos/octo-org/widgets/issues/comments/${created.data.id}`, 'writer', { body: 'second' });
    assert.equal(updated.data.body, 'second');
    assert.equal((await call('GET', `/repos/octo-org/widgets/issues/comments/${created.data.id}`, 'writer')).data.body, 'second');
    const pr = await call('GET', '/repos/octo-org/widgets/pulls/7', 'writer');
    assert.equal(pr.data.head.sha, HEAD);
    assert.equal(pr.data.base.sha, BASE);
    assert.equal((await call('GET', '/repos/octo-org/widgets/pulls/8', 'writer')).status, 404);
    assert.equal((await call('GET', '/repos/someone/else/issues/7/comments', 'writer')).status, 404);
    assert.equal((await call('GET', '/user', undefined)).status, 401);
    assert.deepEqual(server.violations, []);
  });

  test('paginates comments with a Link header', async () => {
    for (let i = 0; i < 5; i++) await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'pat', { body: `c${i}` });
    const total = server.commentsOn(7).length;
    const page1 = await call('GET', '/repos/octo-org/widgets/issues/7/comments?per_page=2', 'writer');
    assert.equal(page1.data.length, 2);
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.get('link') ?? '')?.[1];
    assert.ok(next, 'a next link');
    assert.match(next, /page=2/);
    const last = /<([^>]+)>; rel="last"/.exec(page1.headers.get('link') ?? '')?.[1];
    assert.match(last ?? '', new RegExp(`page=${Math.ceil(total / 2)}\\b`));
    const page2 = await call('GET', new URL(next).pathname + new URL(next).search, 'writer');
    assert.notEqual(page2.data[0].id, page1.data[0].id);
    assert.deepEqual(server.violations, []);
  });

  test('records a request that does not match the description and rejects it', async () => {
    const res = await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'writer', { body: 42 });
    assert.equal(res.status, 422);
    assert.ok(
      server.violations.some((v) => /body\.body: expected string/.test(v)),
      server.violations.join('\n'),
    );
    const n = server.commentsOn(7).length;
    await call('GET', '/repos/octo-org/widgets/no-such-endpoint', 'writer');
    assert.ok(server.violations.some((v) => /no such endpoint/.test(v)));
    assert.equal(server.commentsOn(7).length, n, 'nothing was written');
    server.violations.length = 0;
  });

  test("wrong requests sent by benchgate's own client are caught, and fail the test that made them", async () => {
    const gh = await createClient('writer', {
      baseUrl: server.url,
      log: { debug: () => {}, warning: () => {} },
      retryBaseMs: 1,
      throttleId: 'server-test-wrong',
    });
    const where = { owner: 'octo-org', repo: 'widgets' };
    const n = server.commentsOn(7).length;
    // Each of these is a mistake a code change could make; GitHub would reject or silently ignore it.
    await assert.rejects(gh.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...where, issue_number: 7, sort: 'created' }));
    await assert.rejects(gh.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...where, issue_number: 7, body: 'x', draft: true }));
    await assert.rejects(
      gh.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { ...where, comment_id: 'latest' as unknown as number, body: 'x' }),
    );
    await assert.rejects(gh.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...where, issue_number: 7, body: 42 as unknown as string }));
    await assert.rejects(gh.request('DELETE /repos/{owner}/{repo}/pulls/{pull_number}', { ...where, pull_number: 7 }));
    assert.equal(server.commentsOn(7).length, n, 'nothing was written');
    const found = server.violations.join('\n');
    assert.match(found, /GET \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments: query: 'sort' is not a parameter of issues\/list-comments/);
    assert.match(found, /POST .*: body: unknown property 'draft'/);
    assert.match(found, /path\.comment_id: expected integer, got string/);
    assert.match(found, /body\.body: expected string, got integer/);
    assert.match(found, /DELETE \/repos\/octo-org\/widgets\/pulls\/7: GitHub has no such endpoint/);
    // What every e2e test calls when it ends: with these violations it fails.
    assert.throws(
      () => server.assertNoViolations(),
      (err: Error) => err.name === 'AssertionError' && /OpenAPI/.test(err.message),
    );
    server.violations.length = 0;
    server.assertNoViolations();
  });

  test('a read-only token gets 403 on writes, as a fork PR does', async () => {
    const res = await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'reader', { body: 'x' });
    assert.equal(res.status, 403);
    assert.equal(res.data.message, 'Resource not accessible by integration');
    assert.equal((await call('GET', '/repos/octo-org/widgets/issues/7/comments', 'reader')).status, 200, 'reading still works');
    assert.deepEqual(server.violations, []);
  });

  test("serves a pull request's labels and its issue events, paginated; 403 on the events without issues: read", async () => {
    server.addLabel(7, 'benchgate: accept', 'carol', '2026-11-20T09:00:00Z');
    server.events.push({ id: 1, issueNumber: 7, event: 'renamed', actor: 'alice', createdAt: '2026-11-20T09:30:00Z', rename: { from: 'a', to: 'b' } });
    server.removeLabel(7, 'benchgate: accept', 'alice', '2026-11-21T08:00:00Z');
    server.addLabel(7, 'perf', 'dave', '2026-11-22T08:00:00Z');
    server.addLabel(7, 'Benchgate: Accept', 'erin', '2026-11-23T10:15:42Z');
    const pr = await call('GET', '/repos/octo-org/widgets/pulls/7', 'writer');
    assert.deepEqual(
      pr.data.labels.map((l: { name: string }) => l.name),
      ['perf', 'Benchgate: Accept'],
    );
    const page1 = await call('GET', '/repos/octo-org/widgets/issues/7/events?per_page=2', 'writer');
    assert.equal(page1.status, 200);
    assert.deepEqual(
      page1.data.map((e: { event: string }) => e.event),
      ['labeled', 'renamed'],
    );
    assert.equal(page1.data[0].label.name, 'benchgate: accept');
    assert.equal(page1.data[0].actor.login, 'carol');
    assert.match(page1.headers.get('link') ?? '', /page=3>; rel="last"/);
    const denied = await call('GET', '/repos/octo-org/widgets/issues/7/events', 'noissues');
    assert.equal(denied.status, 403);
    assert.equal(denied.data.message, 'Resource not accessible by integration');
    assert.deepEqual(server.violations, []);
  });

  test("benchgate's label lookups with its own client: the last addition of the label wins, case-insensitively", async () => {
    const gh = (token: string) =>
      createClient(token, { baseUrl: server.url, log: { debug: () => {}, warning: () => {} }, retryBaseMs: 1, throttleId: `labels-${token}` });
    const target = { owner: 'octo-org', repo: 'widgets', issueNumber: 7 };
    const labels = await pullRequestLabels(await gh('writer'), target);
    assert.ok(hasLabel(labels, 'BENCHGATE: ACCEPT'));
    assert.ok(!hasLabel(labels, 'benchgate: accepted'));
    // Enough events for several pages of 100: the last page has the latest addition.
    for (let i = 0; i < 150; i++)
      server.events.push({
        id: 2 + i,
        issueNumber: 7,
        event: 'renamed',
        actor: 'alice',
        createdAt: '2026-11-23T11:00:00Z',
        rename: { from: `t${i}`, to: `t${i + 1}` },
      });
    server.addLabel(7, 'benchgate: accept', 'frank', '2026-11-23T12:00:00Z');
    const before = server.exchanges.length;
    assert.deepEqual(await lastLabelAdded(await gh('writer'), target, 'Benchgate: Accept'), { by: 'frank', at: '2026-11-23T12:00:00Z' });
    const pages = server.exchanges.slice(before).filter((e) => e.operationId === 'issues/list-events');
    assert.deepEqual(
      pages.map((e) => e.query.page ?? '1'),
      ['1', '2'],
    );
    assert.ok(pages.length <= MAX_EVENT_PAGES);
    assert.equal(await lastLabelAdded(await gh('writer'), target, 'not there'), undefined);
    await assert.rejects(lastLabelAdded(await gh('noissues'), target, 'benchgate: accept'), (err: unknown) => httpStatus(err) === 403);
    assert.deepEqual(server.violations, []);
  });

  test('only the author may edit a comment; over-long bodies are refused', async () => {
    const mine = await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'pat', { body: 'mine' });
    assert.equal((await call('PATCH', `/repos/octo-org/widgets/issues/comments/${mine.data.id}`, 'writer', { body: 'x' })).status, 403);
    const long = await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'writer', { body: 'x'.repeat(65537) });
    assert.equal(long.status, 422);
    assert.match(long.data.errors[0].message, /too long/);
    assert.equal((await call('POST', '/repos/octo-org/widgets/issues/7/comments', 'writer', { body: 'é'.repeat(65536) })).status, 201);
    assert.deepEqual(server.violations, []);
  });

  test('injected failures: a 500 once, then a primary and a secondary rate limit', async () => {
    server.failures.push({ operationId: 'issues/list-comments', kind: 'server-error', times: 1 });
    assert.equal((await call('GET', '/repos/octo-org/widgets/issues/7/comments', 'writer')).status, 500);
    assert.equal((await call('GET', '/repos/octo-org/widgets/issues/7/comments', 'writer')).status, 200);
    server.failures.push({ kind: 'rate-limit', times: 1 });
    const limited = await call('GET', '/repos/octo-org/widgets/issues/7/comments', 'writer');
    assert.equal(limited.status, 403);
    assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');
    server.failures.push({ kind: 'secondary-rate-limit', times: 1 });
    const secondary = await call('GET', '/repos/octo-org/widgets/issues/7/comments', 'writer');
    assert.equal(secondary.headers.get('retry-after'), '1');
    assert.match(secondary.data.message, /secondary rate limit/);
    assert.deepEqual(server.violations, []);
  });
});
