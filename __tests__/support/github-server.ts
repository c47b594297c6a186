// A loopback GitHub REST server (127.0.0.1, random port) with in-memory state, speaking the
// endpoints benchgate uses. Every request it receives and every response it sends is checked
// against GitHub's published OpenAPI description (./openapi.ts); a mismatch is recorded in
// `violations`, and tests assert that list is empty. Failures are injectable: a read-only token
// (403 on writes, as GitHub answers a fork PR's GITHUB_TOKEN), a token without `issues: read` (403
// on a pull request's events), a 5xx, a primary or secondary rate limit. Branches for the git
// database endpoints (ref, commit, tree, blob) are set with `setBranch`, their objects hashed as
// git hashes them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findOperation, validateRequest, validateResponse, validateSchema, type Operation } from './openapi.js';

export interface TokenInfo {
  /**
   * `user`: a personal token, GET /user answers with `login`. `installation`: a GITHUB_TOKEN-like
   * app token, GET /user is 403 and comments are authored by `login` (e.g. `github-actions[bot]`).
   */
  kind: 'user' | 'installation';
  login: string;
  permission: 'write' | 'read';
  /**
   * The job's `issues` permission: `none` answers 403 on GET …/issues/{n}/events, as GitHub does
   * for a GITHUB_TOKEN whose `permissions:` leave out `issues: read`. Default `read`.
   */
  issues?: 'read' | 'none';
}

export interface PullRequestState {
  number: number;
  title: string;
  baseRef: string;
  baseSha: string;
  headRef: string;
  headSha: string;
  author: string;
  state?: 'open' | 'closed';
  /** Label names on the pull request now (addLabel/removeLabel keep them and the events in step). */
  labels?: string[];
}

/** One entry of an issue's timeline of events (GET /repos/{owner}/{repo}/issues/{n}/events). */
export interface IssueEventState {
  id: number;
  issueNumber: number;
  event: 'labeled' | 'unlabeled' | 'renamed';
  actor: string;
  createdAt: string;
  label?: string;
  rename?: { from: string; to: string };
}

export interface CommentState {
  id: number;
  issueNumber: number;
  body: string;
  login: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * - `server-error`: a 500 with a JSON body; `bad-gateway-html`: the 502 HTML page GitHub's front
 *   end (or a proxy) sends during an outage;
 * - `rate-limit`: a primary limit, 403 with `x-ratelimit-remaining: 0` and the reset time;
 *   `secondary-rate-limit`: 403 with `retry-after`; `too-many-requests`: 429 with `retry-after`;
 * - `forbidden`: 403, a missing permission;
 * - `hang`: the request is read and never answered (the connection stays open); `stall-body`:
 *   a 200 with its headers and the start of a JSON body, then nothing;
 * - `bad-gateway-after-write`: the request is carried out (a comment is written), then answered
 *   with the 502 HTML page, as when GitHub's front end times out on a backend that finished;
 * - `deleted-meanwhile`: the comment the request names is deleted first (by a person, between
 *   benchgate's list and its update), then the request is answered as GitHub would (404).
 */
export type FailureKind =
  | 'server-error'
  | 'bad-gateway-html'
  | 'bad-gateway-after-write'
  | 'deleted-meanwhile'
  | 'rate-limit'
  | 'secondary-rate-limit'
  | 'too-many-requests'
  | 'forbidden'
  | 'hang'
  | 'stall-body';

export interface Failure {
  /** operationId to fail (e.g. `issues/create-comment`); any operation when absent. */
  operationId?: string;
  kind: FailureKind;
  /** How many matching requests fail before the server answers normally again (Infinity: always). */
  times: number;
  /** Rate limits: seconds until the reset (`rate-limit`, default 0) or the `retry-after` (default 1). */
  seconds?: number;
}

/** An entry of a git tree as the trees endpoint lists it. */
export interface GitTreeEntry {
  path: string;
  mode: '100644' | '040000';
  type: 'blob' | 'tree';
  sha: string;
  /** Blobs only. */
  size?: number;
}

/** The repository's git objects (by sha) and branches, for the git database endpoints. */
export interface GitDatabase {
  blobs: Map<string, Buffer>;
  trees: Map<string, GitTreeEntry[]>;
  commits: Map<string, { tree: string; parents: string[]; message: string; date: string }>;
  /** Branch name → its tip commit. */
  branches: Map<string, string>;
}

export interface Exchange {
  method: string;
  path: string;
  operationId?: string;
  template?: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  login?: string;
  status: number;
  response: unknown;
}

export interface GitHubServer {
  url: string;
  owner: string;
  repo: string;
  tokens: Map<string, TokenInfo>;
  pulls: Map<number, PullRequestState>;
  comments: CommentState[];
  /** Issue events, oldest first, as GitHub lists them. */
  events: IssueEventState[];
  git: GitDatabase;
  failures: Failure[];
  /** Every request with the response it got, in order. */
  exchanges: Exchange[];
  /** Requests and responses that do not match GitHub's description; must stay empty. */
  violations: string[];
  /** Throws an AssertionError listing every violation (tests call it after each case). */
  assertNoViolations(): void;
  commentsOn(issueNumber: number): CommentState[];
  /** `actor` adds `label` to the pull request at `at`: its labels and its `labeled` event. */
  addLabel(issueNumber: number, label: string, actor: string, at: string): void;
  /** `actor` removes `label`: its labels and an `unlabeled` event. */
  removeLabel(issueNumber: number, label: string, actor: string, at: string): void;
  /**
   * Commits a tree of `files` (path → text; folders from the slashes) on top of `branch` (a new
   * branch when it has none), as a push of it would; returns the commit's sha.
   */
  setBranch(branch: string, files: Record<string, string>, message?: string): string;
  close(): Promise<void>;
}

export interface ServerOptions {
  owner?: string;
  repo?: string;
  tokens?: Record<string, TokenInfo>;
  pulls?: PullRequestState[];
}

/** What GitHub's front end serves on a 502 (abridged): HTML, not the API's JSON. */
export const BAD_GATEWAY_HTML =
  '<!DOCTYPE html>\n<html>\n  <head><title>Unicorn! &middot; GitHub</title></head>\n  <body><p>No server is currently available to service your request.</p></body>\n</html>\n';

/** GitHub's character limit for an issue comment body (counted in characters, not UTF-16 units). */
export const MAX_COMMENT_CHARS = 65536;

// Statuses GitHub answers on any endpoint whether or not the description lists them for it
// (bad credentials, missing permission, a resource that is gone, rate limits, outages: PATCH of a
// deleted comment is a 404, which the description leaves out). Their body is a basic-error.
const GENERIC_ERROR_STATUSES = new Set([401, 403, 404, 429, 500, 502, 503]);

export async function startGitHubServer(opts: ServerOptions = {}): Promise<GitHubServer> {
  const owner = opts.owner ?? 'octo-org';
  const repo = opts.repo ?? 'widgets';
  const state: Omit<GitHubServer, 'url' | 'close' | 'commentsOn' | 'assertNoViolations' | 'addLabel' | 'removeLabel' | 'setBranch'> = {
    owner,
    repo,
    tokens: new Map(Object.entries(opts.tokens ?? { ghs_writer: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } })),
    pulls: new Map((opts.pulls ?? []).map((p) => [p.number, p])),
    comments: [],
    events: [],
    git: { blobs: new Map(), trees: new Map(), commits: new Map(), branches: new Map() },
    failures: [],
    exchanges: [],
    violations: [],
  };
  let nextCommentId = 1000;
  let nextEventId = 70_000;
  let baseUrl = '';

  const server = createServer((req, res) => {
    readBody(req).then(
      (raw) => handle(req, res, raw),
      (err: unknown) => {
        state.violations.push(`could not read request: ${String(err)}`);
        res.statusCode = 400;
        res.end();
      },
    );
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const exchange: Exchange = {
      method,
      path: url.pathname,
      pathParams: {},
      query: Object.fromEntries(url.searchParams),
      body: undefined,
      status: 0,
      response: undefined,
    };
    state.exchanges.push(exchange);
    const send = (op: Operation | undefined, status: number, body: unknown, headers: Record<string, string> = {}) => {
      exchange.status = status;
      exchange.response = body;
      if (op) {
        const errors =
          GENERIC_ERROR_STATUSES.has(status) && !op.spec.responses?.[String(status)]
            ? validateSchema({ $ref: '#/components/schemas/basic-error' }, body, 'response')
            : validateResponse(op, status, body);
        for (const e of errors) state.violations.push(`${method} ${op.template} → ${status}: ${e}`);
      }
      const reset = Math.floor(Date.now() / 1000) + 3600;
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-github-request-id': `LOOP:${state.exchanges.length}`,
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-used': '1',
        'x-ratelimit-resource': 'core',
        ...headers,
      });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };

    const op = findOperation(method, url.pathname);
    if (!op) {
      state.violations.push(`${method} ${url.pathname}: GitHub has no such endpoint`);
      return send(undefined, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    }
    exchange.operationId = op.operationId;
    exchange.template = op.template;
    exchange.pathParams = op.pathParams;

    let body: unknown;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw);
      } catch {
        state.violations.push(`${method} ${op.template}: body is not JSON: ${raw.slice(0, 200)}`);
        return send(op, 400, { message: 'Problems parsing JSON', documentation_url: docs(op) });
      }
    }
    exchange.body = body;
    const requestErrors = validateRequest(op, { query: url.searchParams, body, contentType: req.headers['content-type'] });
    if (requestErrors.length > 0) {
      for (const e of requestErrors) state.violations.push(`${method} ${op.template}: ${e}`);
      // GitHub rejects such a request; the status may be undocumented, which is itself the point.
      exchange.status = 422;
      res.writeHead(422, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: 'Invalid request.', errors: requestErrors, documentation_url: docs(op) }));
      return;
    }

    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const who = token ? state.tokens.get(token) : undefined;
    if (!who) return send(op, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    exchange.login = who.login;

    const failure = state.failures.find((f) => f.times > 0 && (!f.operationId || f.operationId === op.operationId));
    if (failure) {
      failure.times--;
      if (failure.kind === 'hang') {
        exchange.status = -1; // never answered; close() ends the connection
        return;
      }
      if (failure.kind === 'stall-body') {
        exchange.status = -2; // headers and half a body; close() ends the connection
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.write('[{"id": 1, ');
        return;
      }
      const badGateway = () => {
        // Not an API response (the description has no HTML bodies): not validated, as GitHub's front end does not follow it either.
        exchange.status = 502;
        exchange.response = BAD_GATEWAY_HTML;
        res.writeHead(502, { 'content-type': 'text/html; charset=utf-8' });
        res.end(BAD_GATEWAY_HTML);
      };
      if (failure.kind === 'bad-gateway-html') return badGateway();
      if (failure.kind === 'bad-gateway-after-write') {
        // The state changes as for a success; only the answer is lost.
        return route(op, who, url, body, (o, status, answer) => {
          for (const e of validateResponse(o, status, answer)) state.violations.push(`${method} ${o.template} → ${status}: ${e}`);
          badGateway();
        });
      }
      if (failure.kind === 'deleted-meanwhile') {
        const i = state.comments.findIndex((c) => c.id === Number(op.pathParams.comment_id));
        if (i >= 0) state.comments.splice(i, 1);
        return route(op, who, url, body, send);
      }
      return sendFailure(op, failure, send);
    }
    route(op, who, url, body, send);
  }

  function sendFailure(op: Operation, failure: Failure, send: (op: Operation, status: number, body: unknown, headers?: Record<string, string>) => void) {
    switch (failure.kind) {
      case 'server-error':
        return send(op, 500, { message: 'Server Error' });
      case 'forbidden':
        return send(op, 403, { message: 'Resource not accessible by integration', documentation_url: docs(op), status: '403' });
      case 'rate-limit':
        // Primary limit: remaining 0 and a reset time (seconds since the epoch), as GitHub sends.
        return send(
          op,
          403,
          {
            message: 'API rate limit exceeded for installation ID 1.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
            status: '403',
          },
          { 'x-ratelimit-remaining': '0', 'x-ratelimit-used': '5000', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + (failure.seconds ?? 0)) },
        );
      case 'secondary-rate-limit':
      case 'too-many-requests': {
        const status = failure.kind === 'secondary-rate-limit' ? 403 : 429;
        return send(
          op,
          status,
          {
            message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            status: String(status),
          },
          { 'retry-after': String(failure.seconds ?? 1) },
        );
      }
      default:
        throw new Error(`failure ${failure.kind} is answered in handle()`);
    }
  }

  function route(
    op: Operation,
    who: TokenInfo,
    url: URL,
    body: unknown,
    send: (op: Operation, status: number, body: unknown, headers?: Record<string, string>) => void,
  ): void {
    const p = op.pathParams;
    const notFound = () => send(op, 404, { message: 'Not Found', documentation_url: docs(op), status: '404' });
    const readOnly = () => send(op, 403, { message: 'Resource not accessible by integration', documentation_url: docs(op), status: '403' });
    if (op.operationId === 'users/get-authenticated') {
      if (who.kind === 'installation') return readOnly();
      return send(op, 200, publicUser(who.login, baseUrl));
    }
    if (p.owner !== undefined && (p.owner !== owner || p.repo !== repo)) return notFound();

    switch (op.operationId) {
      case 'issues/list-comments': {
        const number = Number(p.issue_number);
        if (!state.pulls.has(number)) return notFound();
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = state.comments.filter((c) => c.issueNumber === number).sort((a, b) => a.id - b.id);
        const slice = all.slice((page - 1) * perPage, page * perPage);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        return send(
          op,
          200,
          slice.map((c) => comment(c)),
          linkHeader(url, page, last, perPage),
        );
      }
      case 'issues/create-comment': {
        const number = Number(p.issue_number);
        if (!state.pulls.has(number)) return notFound();
        if (who.permission !== 'write') return readOnly();
        const text = (body as { body: string }).body;
        if (tooLong(text)) return send(op, 422, tooLongError(op));
        const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
        const c: CommentState = { id: nextCommentId++, issueNumber: number, body: text, login: who.login, createdAt: now, updatedAt: now };
        state.comments.push(c);
        return send(op, 201, comment(c), { location: `${baseUrl}/repos/${owner}/${repo}/issues/comments/${c.id}` });
      }
      case 'issues/get-comment': {
        const c = state.comments.find((x) => x.id === Number(p.comment_id));
        return c ? send(op, 200, comment(c)) : notFound();
      }
      case 'issues/update-comment': {
        const c = state.comments.find((x) => x.id === Number(p.comment_id));
        if (!c) return notFound();
        if (who.permission !== 'write') return readOnly();
        // Only the author (or a maintainer, which our test tokens are not) may edit a comment.
        if (c.login !== who.login) return readOnly();
        const text = (body as { body: string }).body;
        if (tooLong(text)) return send(op, 422, tooLongError(op));
        c.body = text;
        c.updatedAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
        return send(op, 200, comment(c));
      }
      case 'pulls/get': {
        const pr = state.pulls.get(Number(p.pull_number));
        return pr ? send(op, 200, pull(pr)) : notFound();
      }
      case 'issues/list-events': {
        const number = Number(p.issue_number);
        if (!state.pulls.has(number)) return notFound();
        if ((who.issues ?? 'read') === 'none') return readOnly();
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = state.events.filter((e) => e.issueNumber === number);
        const last = Math.max(1, Math.ceil(all.length / perPage));
        return send(
          op,
          200,
          all.slice((page - 1) * perPage, page * perPage).map((e) => issueEvent(e)),
          linkHeader(url, page, last, perPage),
        );
      }
      case 'git/get-ref': {
        // Only branches (`heads/B`): benchgate reads no other refs.
        const m = /^heads\/(.+)$/.exec(p.ref);
        const tip = m ? state.git.branches.get(m[1]) : undefined;
        if (!m || !tip) return notFound();
        return send(op, 200, {
          ref: `refs/heads/${m[1]}`,
          node_id: `REF_${tip.slice(0, 12)}`,
          url: `${baseUrl}/repos/${owner}/${repo}/git/refs/heads/${m[1]}`,
          object: { type: 'commit', sha: tip, url: `${baseUrl}/repos/${owner}/${repo}/git/commits/${tip}` },
        });
      }
      case 'git/get-commit': {
        const c = state.git.commits.get(p.commit_sha);
        if (!c) return notFound();
        const api = `${baseUrl}/repos/${owner}/${repo}/git`;
        const who = { name: 'benchgate', email: 'benchgate@users.noreply.github.com', date: c.date };
        return send(op, 200, {
          sha: p.commit_sha,
          node_id: `C_${p.commit_sha.slice(0, 12)}`,
          url: `${api}/commits/${p.commit_sha}`,
          html_url: `https://github.com/${owner}/${repo}/commit/${p.commit_sha}`,
          author: who,
          committer: who,
          tree: { sha: c.tree, url: `${api}/trees/${c.tree}` },
          message: c.message,
          parents: c.parents.map((sha) => ({ sha, url: `${api}/commits/${sha}`, html_url: `https://github.com/${owner}/${repo}/commit/${sha}` })),
          verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
        });
      }
      case 'git/get-tree': {
        const entries = state.git.trees.get(p.tree_sha);
        if (!entries) return notFound();
        const api = `${baseUrl}/repos/${owner}/${repo}/git`;
        return send(op, 200, {
          sha: p.tree_sha,
          url: `${api}/trees/${p.tree_sha}`,
          tree: entries.map((e) => ({ ...e, url: `${api}/${e.type === 'blob' ? 'blobs' : 'trees'}/${e.sha}` })),
          truncated: false,
        });
      }
      case 'git/get-blob': {
        const bytes = state.git.blobs.get(p.file_sha);
        if (!bytes) return notFound();
        return send(op, 200, {
          sha: p.file_sha,
          node_id: `B_${p.file_sha.slice(0, 12)}`,
          size: bytes.length,
          url: `${baseUrl}/repos/${owner}/${repo}/git/blobs/${p.file_sha}`,
          // GitHub wraps the base64 at 60 characters a line.
          content: bytes.toString('base64').replace(/.{60}/g, '$&\n'),
          encoding: 'base64',
        });
      }
      default:
        state.violations.push(`${op.method} ${op.template}: not implemented by the loopback server (add it)`);
        return notFound();
    }
  }

  function comment(c: CommentState) {
    const api = `${baseUrl}/repos/${owner}/${repo}`;
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${api}/issues/comments/${c.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${c.issueNumber}#issuecomment-${c.id}`,
      body: c.body,
      user: simpleUser(c.login, baseUrl),
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      issue_url: `${api}/issues/${c.issueNumber}`,
      author_association: c.login.endsWith('[bot]') ? 'NONE' : 'MEMBER',
      performed_via_github_app: null,
    };
  }

  function issueEvent(e: IssueEventState) {
    return {
      id: e.id,
      node_id: `IE_${e.id}`,
      url: `${baseUrl}/repos/${owner}/${repo}/issues/events/${e.id}`,
      actor: simpleUser(e.actor, baseUrl),
      event: e.event,
      commit_id: null,
      commit_url: null,
      created_at: e.createdAt,
      performed_via_github_app: null,
      ...(e.label !== undefined ? { label: { name: e.label, color: LABEL_COLOR } } : {}),
      ...(e.rename ? { rename: e.rename } : {}),
    };
  }

  function label(name: string) {
    const id = 800_000 + userId(name);
    return {
      id,
      node_id: `LA_${id}`,
      url: `${baseUrl}/repos/${owner}/${repo}/labels/${encodeURIComponent(name)}`,
      name,
      description: null,
      color: LABEL_COLOR,
      default: false,
    };
  }

  function labelEvent(issueNumber: number, name: string, actor: string, at: string, event: 'labeled' | 'unlabeled'): void {
    const pr = state.pulls.get(issueNumber);
    if (!pr) throw new Error(`no pull request #${issueNumber}`);
    const others = (pr.labels ?? []).filter((l) => l.toLowerCase() !== name.toLowerCase());
    pr.labels = event === 'labeled' ? [...others, name] : others;
    state.events.push({ id: nextEventId++, issueNumber, event, actor, createdAt: at, label: name });
  }

  function pull(pr: PullRequestState) {
    const api = `${baseUrl}/repos/${owner}/${repo}`;
    const html = `https://github.com/${owner}/${repo}/pull/${pr.number}`;
    const ts = '2026-01-01T00:00:00Z';
    const side = (ref: string, sha: string) => ({
      label: `${owner}:${ref}`,
      ref,
      sha,
      user: simpleUser(owner, baseUrl),
      repo: repository(owner, repo, baseUrl),
    });
    const link = (href: string) => ({ href });
    return {
      url: `${api}/pulls/${pr.number}`,
      id: 5000 + pr.number,
      node_id: `PR_${pr.number}`,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: `${api}/issues/${pr.number}`,
      commits_url: `${api}/pulls/${pr.number}/commits`,
      review_comments_url: `${api}/pulls/${pr.number}/comments`,
      review_comment_url: `${api}/pulls/comments{/number}`,
      comments_url: `${api}/issues/${pr.number}/comments`,
      statuses_url: `${api}/statuses/${pr.headSha}`,
      number: pr.number,
      state: pr.state ?? 'open',
      locked: false,
      title: pr.title,
      user: simpleUser(pr.author, baseUrl),
      body: null,
      labels: (pr.labels ?? []).map(label),
      milestone: null,
      created_at: ts,
      updated_at: ts,
      closed_at: null,
      merged_at: null,
      merge_commit_sha: null,
      assignee: null,
      head: side(pr.headRef, pr.headSha),
      base: side(pr.baseRef, pr.baseSha),
      _links: {
        self: link(`${api}/pulls/${pr.number}`),
        html: link(html),
        issue: link(`${api}/issues/${pr.number}`),
        comments: link(`${api}/issues/${pr.number}/comments`),
        review_comments: link(`${api}/pulls/${pr.number}/comments`),
        review_comment: link(`${api}/pulls/comments{/number}`),
        commits: link(`${api}/pulls/${pr.number}/commits`),
        statuses: link(`${api}/statuses/${pr.headSha}`),
      },
      author_association: 'CONTRIBUTOR',
      auto_merge: null,
      merged: false,
      mergeable: true,
      mergeable_state: 'clean',
      merged_by: null,
      comments: state.comments.filter((c) => c.issueNumber === pr.number).length,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: 1,
      additions: 1,
      deletions: 1,
      changed_files: 1,
    };
  }

  /** A git object's id: the SHA-1 of its header and body, as `git hash-object` computes it. */
  function store(type: 'blob' | 'tree' | 'commit', body: Buffer): string {
    return createHash('sha1')
      .update(Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]))
      .digest('hex');
  }

  /** Writes the tree of `files` (paths relative to it) and its subtrees; its sha. */
  function writeTree(files: Record<string, string>): string {
    const direct = new Map<string, string>();
    const sub = new Map<string, Record<string, string>>();
    for (const [file, text] of Object.entries(files)) {
      const slash = file.indexOf('/');
      if (slash < 0) direct.set(file, text);
      else sub.set(file.slice(0, slash), { ...sub.get(file.slice(0, slash)), [file.slice(slash + 1)]: text });
    }
    const entries: GitTreeEntry[] = [];
    for (const [name, text] of direct) {
      const bytes = Buffer.from(text, 'utf8');
      const sha = store('blob', bytes);
      state.git.blobs.set(sha, bytes);
      entries.push({ path: name, mode: '100644', type: 'blob', sha, size: bytes.length });
    }
    for (const [name, inner] of sub) entries.push({ path: name, mode: '040000', type: 'tree', sha: writeTree(inner) });
    // git's order: by name, a tree's name compared as if it ended in '/'.
    const key = (e: GitTreeEntry) => (e.type === 'tree' ? `${e.path}/` : e.path);
    entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const body = Buffer.concat(
      entries.map((e) => Buffer.concat([Buffer.from(`${e.mode === '040000' ? '40000' : e.mode} ${e.path}\0`), Buffer.from(e.sha, 'hex')])),
    );
    const sha = store('tree', body);
    state.git.trees.set(sha, entries);
    return sha;
  }

  function setBranch(branch: string, files: Record<string, string>, message = 'benchgate record'): string {
    const tree = writeTree(files);
    const parent = state.git.branches.get(branch);
    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const seconds = Math.floor(Date.parse(date) / 1000);
    const ident = `benchgate <benchgate@users.noreply.github.com> ${seconds} +0000`;
    const text = `tree ${tree}\n${parent ? `parent ${parent}\n` : ''}author ${ident}\ncommitter ${ident}\n\n${message}\n`;
    const sha = store('commit', Buffer.from(text, 'utf8'));
    state.git.commits.set(sha, { tree, parents: parent ? [parent] : [], message: `${message}\n`, date });
    state.git.branches.set(branch, sha);
    return sha;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    // Getters would be lost in the spread above; these are the same objects.
    url: baseUrl,
    commentsOn: (n) => state.comments.filter((c) => c.issueNumber === n),
    addLabel: (n, name, actor, at) => labelEvent(n, name, actor, at, 'labeled'),
    removeLabel: (n, name, actor, at) => labelEvent(n, name, actor, at, 'unlabeled'),
    setBranch,
    assertNoViolations: () => assert.deepEqual(state.violations, [], "every request and response matches GitHub's OpenAPI description"),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

const LABEL_COLOR = 'fbca04';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function docs(op: Operation): string {
  return op.spec.externalDocs?.url ?? 'https://docs.github.com/rest';
}

function tooLong(text: string): boolean {
  return [...text].length > MAX_COMMENT_CHARS;
}

function tooLongError(op: Operation) {
  return {
    message: 'Validation Failed',
    errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: `body is too long (maximum is ${MAX_COMMENT_CHARS} characters)` }],
    documentation_url: docs(op),
    status: '422',
  };
}

function linkHeader(url: URL, page: number, last: number, perPage: number): Record<string, string> {
  const at = (n: number) => {
    const u = new URL(url);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  const links: string[] = [];
  if (page < last) links.push(`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`);
  if (page > 1) links.push(`<${at(1)}>; rel="first"`, `<${at(page - 1)}>; rel="prev"`);
  return links.length ? { link: links.join(', ') } : {};
}

function userId(login: string): number {
  let h = 7;
  for (const ch of login) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000;
  return 10_000 + h;
}

export function simpleUser(login: string, api: string) {
  const u = `${api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: userId(login),
    node_id: `U_${userId(login)}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${userId(login)}?v=4`,
    gravatar_id: '',
    url: u,
    html_url: `https://github.com/${encodeURIComponent(login)}`,
    followers_url: `${u}/followers`,
    following_url: `${u}/following{/other_user}`,
    gists_url: `${u}/gists{/gist_id}`,
    starred_url: `${u}/starred{/owner}{/repo}`,
    subscriptions_url: `${u}/subscriptions`,
    organizations_url: `${u}/orgs`,
    repos_url: `${u}/repos`,
    events_url: `${u}/events{/privacy}`,
    received_events_url: `${u}/received_events`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false,
    user_view_type: 'public',
  };
}

function publicUser(login: string, api: string) {
  return {
    ...simpleUser(login, api),
    name: login,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 1,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

function repository(owner: string, name: string, api: string) {
  const r = `${api}/repos/${owner}/${name}`;
  const templated: Record<string, string> = {
    archive_url: `${r}/{archive_format}{/ref}`,
    assignees_url: `${r}/assignees{/user}`,
    blobs_url: `${r}/git/blobs{/sha}`,
    branches_url: `${r}/branches{/branch}`,
    collaborators_url: `${r}/collaborators{/collaborator}`,
    comments_url: `${r}/comments{/number}`,
    commits_url: `${r}/commits{/sha}`,
    compare_url: `${r}/compare/{base}...{head}`,
    contents_url: `${r}/contents/{+path}`,
    git_commits_url: `${r}/git/commits{/sha}`,
    git_refs_url: `${r}/git/refs{/sha}`,
    git_tags_url: `${r}/git/tags{/sha}`,
    issue_comment_url: `${r}/issues/comments{/number}`,
    issue_events_url: `${r}/issues/events{/number}`,
    issues_url: `${r}/issues{/number}`,
    keys_url: `${r}/keys{/key_id}`,
    labels_url: `${r}/labels{/name}`,
    milestones_url: `${r}/milestones{/number}`,
    notifications_url: `${r}/notifications{?since,all,participating}`,
    pulls_url: `${r}/pulls{/number}`,
    releases_url: `${r}/releases{/id}`,
    statuses_url: `${r}/statuses/{sha}`,
    trees_url: `${r}/git/trees{/sha}`,
  };
  const plain = [
    'contributors',
    'deployments',
    'downloads',
    'events',
    'forks',
    'hooks',
    'languages',
    'merges',
    'stargazers',
    'subscribers',
    'subscription',
    'tags',
    'teams',
  ];
  return {
    id: 4242,
    node_id: 'R_4242',
    name,
    full_name: `${owner}/${name}`,
    owner: simpleUser(owner, api),
    private: false,
    html_url: `https://github.com/${owner}/${name}`,
    description: null,
    fork: false,
    url: r,
    ...templated,
    ...Object.fromEntries(plain.map((k) => [`${k}_url`, `${r}/${k}`])),
    git_url: `git://github.com/${owner}/${name}.git`,
    ssh_url: `git@github.com:${owner}/${name}.git`,
    clone_url: `https://github.com/${owner}/${name}.git`,
    svn_url: `https://github.com/${owner}/${name}`,
    homepage: null,
    language: 'Go',
    forks: 0,
    forks_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 1,
    default_branch: 'main',
    open_issues: 1,
    open_issues_count: 1,
    has_issues: true,
    has_projects: false,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    archived: false,
    disabled: false,
    mirror_url: null,
    license: null,
    pushed_at: '2026-01-01T00:00:00Z',
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}
