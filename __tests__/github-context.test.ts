// Event → base/head/PR: the payload shapes GitHub sends for each trigger, and the input overrides.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ContextError, readEventPayload, resolveEventContext, revisionSpec } from '../src/github/context.js';

const A = '1'.repeat(40);
const B = '2'.repeat(40);
const env = { GITHUB_REPOSITORY: 'octo-org/widgets', GITHUB_SHA: '3'.repeat(40), GITHUB_REF: 'refs/pull/7/merge' };
const prPayload = {
  action: 'synchronize',
  number: 7,
  pull_request: { number: 7, base: { ref: 'main', sha: A }, head: { ref: 'feature/x', sha: B } },
  repository: { name: 'widgets', owner: { login: 'octo-org' } },
};

test('pull_request: the PR base and head commits (not the merge commit) and the PR number', () => {
  const ctx = resolveEventContext('pull_request', prPayload, env);
  assert.deepEqual(ctx.base, { ref: 'main', sha: A });
  assert.deepEqual(ctx.head, { ref: 'feature/x', sha: B });
  assert.equal(ctx.pullRequest, 7);
  assert.equal(ctx.owner, 'octo-org');
  assert.equal(ctx.repo, 'widgets');
  assert.deepEqual(ctx.warnings, []);
});

test('pull_request_target: same commits, plus a warning about running PR code with a write token', () => {
  const ctx = resolveEventContext('pull_request_target', prPayload, env);
  assert.equal(ctx.head.sha, B);
  assert.match(ctx.warnings.join(), /untrusted code/);
});

test('inputs override the event', () => {
  const ctx = resolveEventContext('pull_request', prPayload, env, { baseRef: 'v1.0', headRef: 'HEAD' });
  assert.deepEqual(ctx.base, { ref: 'v1.0' });
  assert.deepEqual(ctx.head, { ref: 'HEAD' });
  assert.equal(ctx.pullRequest, 7, 'still comments on the PR');
  assert.equal(revisionSpec(ctx.base), 'v1.0');
});

test('push: before → after; a new branch compares with the parent', () => {
  const push = resolveEventContext('push', { before: A, after: B, ref: 'refs/heads/main' }, env);
  assert.equal(push.base.sha, A);
  assert.equal(push.head.sha, B);
  assert.equal(push.pullRequest, undefined);
  const created = resolveEventContext('push', { before: '0'.repeat(40), after: B, ref: 'refs/heads/new' }, env);
  assert.equal(revisionSpec(created.base), `${B}^`);
});

test('merge_group: the queue entry base and head', () => {
  const ctx = resolveEventContext('merge_group', { merge_group: { base_sha: A, head_sha: B, head_ref: 'gh-readonly-queue/main/pr-7' } }, env);
  assert.equal(ctx.base.sha, A);
  assert.equal(ctx.head.sha, B);
});

test('other events need base-ref, and say so', () => {
  assert.throws(
    () => resolveEventContext('workflow_dispatch', {}, env),
    (e: unknown) => e instanceof ContextError && /set the `base-ref` input/.test(e.message),
  );
  const ctx = resolveEventContext('workflow_dispatch', {}, env, { baseRef: 'main' });
  assert.equal(ctx.head.sha, env.GITHUB_SHA);
});

test('a payload SHA that is not a SHA is refused (the payload is data, not a ref to pass around)', () => {
  const bad = { ...prPayload, pull_request: { ...prPayload.pull_request, head: { ref: 'x', sha: '--upload-pack=evil' } } };
  assert.throws(() => resolveEventContext('pull_request', bad, env), /pull_request\.head\.sha is not a commit SHA/);
});

test('readEventPayload: the file, or a clear error', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bg-ctx-'));
  const file = path.join(dir, 'event.json');
  writeFileSync(file, JSON.stringify(prPayload));
  assert.equal(readEventPayload({ GITHUB_EVENT_PATH: file }).number, 7);
  assert.deepEqual(readEventPayload({}), {});
  writeFileSync(file, '{nope');
  assert.throws(() => readEventPayload({ GITHUB_EVENT_PATH: file }), /is not JSON/);
  assert.throws(() => readEventPayload({ GITHUB_EVENT_PATH: path.join(dir, 'missing.json') }), /cannot read the event payload/);
});
