// The workflow event → what to compare (base and head commits) and where to comment (PR number).
// Pure: takes the event name, the parsed payload and the inputs, so it is testable without a runner.
import { readFileSync } from 'node:fs';
import { UserError, type Revision } from '../model.js';

export interface EventContext {
  eventName: string;
  owner: string;
  repo: string;
  base: Revision;
  head: Revision;
  /** The PR to comment on; absent for pushes and manual runs. */
  pullRequest?: number;
  warnings: string[];
}

export interface RevisionInputs {
  baseRef?: string;
  headRef?: string;
}

/** An event or input that does not say what to compare; the message says what to set. */
export class ContextError extends UserError {
  override name = 'ContextError';
}

const ZERO_SHA = /^0+$/;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** A side of a pull request in the payload. */
interface PayloadRef {
  ref?: string;
  sha?: unknown;
}

/**
 * The fields of a workflow event payload (GitHub's webhook JSON) read here. Nothing else checks the
 * JSON: the SHAs stay `unknown` until sha() has checked them.
 */
export interface EventPayload {
  /** `labeled`, `unlabeled`, `synchronize`, … for pull_request events. */
  action?: unknown;
  repository?: { name?: string; owner?: { login?: string } };
  /** `labels` and `updated_at` are read by the accept label (src/action/accept.ts), unchecked until then. */
  pull_request?: { number?: number; base?: PayloadRef; head?: PayloadRef; labels?: unknown; updated_at?: unknown };
  /** The label a `labeled`/`unlabeled` event is about. */
  label?: { name?: unknown };
  /** Who caused the event (for `labeled`: who added the label). */
  sender?: { login?: unknown };
  number?: number;
  merge_group?: { base_sha?: unknown; head_ref?: string; head_sha?: unknown };
  before?: unknown;
  after?: unknown;
  ref?: string;
  workflow_run?: { head_sha?: unknown };
}

/** Reads GITHUB_EVENT_PATH (a JSON file the runner writes); an empty payload when there is none. */
export function readEventPayload(env: NodeJS.ProcessEnv): EventPayload {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ContextError(`cannot read the event payload GITHUB_EVENT_PATH=${file}: ${(err as Error).message}`);
  }
  try {
    return JSON.parse(text) as EventPayload;
  } catch (err) {
    throw new ContextError(`the event payload ${file} is not JSON: ${(err as Error).message}`);
  }
}

function sha(value: unknown, what: string): string {
  if (typeof value !== 'string' || !SHA.test(value)) throw new ContextError(`the event payload's ${what} is not a commit SHA: ${JSON.stringify(value)}`);
  return value;
}

/**
 * Base and head of the comparison:
 * - pull_request / pull_request_target: the PR's base and head commits (not the merge commit);
 * - merge_group: the queue entry's base and head;
 * - push: the commit before the push, or the head's parent for a new branch;
 * - anything else: `base-ref` must be given; head is GITHUB_SHA.
 * `base-ref` / `head-ref` inputs override what the event says.
 */
export function resolveEventContext(eventName: string, payload: EventPayload, env: NodeJS.ProcessEnv, inputs: RevisionInputs = {}): EventContext {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const repository = payload.repository;
  const ctx: EventContext = {
    eventName,
    owner: owner || repository?.owner?.login || '',
    repo: repo || repository?.name || '',
    base: {},
    head: {},
    warnings: [],
  };

  const pr = payload.pull_request;
  if ((eventName === 'pull_request' || eventName === 'pull_request_target') && pr) {
    ctx.base = { ref: pr.base?.ref, sha: sha(pr.base?.sha, 'pull_request.base.sha') };
    ctx.head = { ref: pr.head?.ref, sha: sha(pr.head?.sha, 'pull_request.head.sha') };
    ctx.pullRequest = Number(pr.number ?? payload.number);
    if (eventName === 'pull_request_target') {
      ctx.warnings.push(
        'pull_request_target runs with a write token: benchmarking the PR head here runs untrusted code with it. ' +
          'Prefer `pull_request` plus a `workflow_run` job with `mode: comment`.',
      );
    }
  } else if (eventName === 'merge_group' && payload.merge_group) {
    ctx.base = { sha: sha(payload.merge_group.base_sha, 'merge_group.base_sha') };
    ctx.head = { ref: payload.merge_group.head_ref, sha: sha(payload.merge_group.head_sha, 'merge_group.head_sha') };
  } else if (eventName === 'push') {
    const after = payload.after ?? env.GITHUB_SHA;
    ctx.head = { ref: payload.ref ?? env.GITHUB_REF, sha: sha(after, 'after') };
    const before = payload.before;
    // A new branch has no `before`: compare with the head's first parent.
    ctx.base = typeof before === 'string' && !ZERO_SHA.test(before) ? { sha: sha(before, 'before') } : { ref: `${ctx.head.sha}^` };
  } else if (env.GITHUB_SHA) {
    ctx.head = { ref: env.GITHUB_REF, sha: env.GITHUB_SHA };
  }

  if (inputs.baseRef) ctx.base = { ref: inputs.baseRef };
  if (inputs.headRef) ctx.head = { ref: inputs.headRef };
  if (!ctx.base.ref && !ctx.base.sha) {
    throw new ContextError(`the ${eventName || 'current'} event does not say what to compare against: set the \`base-ref\` input (a branch, tag or commit).`);
  }
  if (!ctx.head.ref && !ctx.head.sha) ctx.head = { ref: 'HEAD' };
  return ctx;
}

/** What git should check out for a side: its SHA when known, else its ref. */
export function revisionSpec(rev: Revision): string {
  return rev.sha ?? rev.ref ?? 'HEAD';
}
