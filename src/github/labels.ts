// What GitHub says about a pull request's labels: whether it carries one (from the event payload or
// the pulls API), and who added it and when (from a `labeled` event payload, or the issue events
// API). Knows nothing of reports: src/action/accept.ts decides what the label does.
import type { GitHubClient } from './client.js';
import type { CommentTarget } from './comment.js';
import type { EventPayload } from './context.js';

/** Who added a label and when, as GitHub recorded it. */
export interface LabelAdded {
  by: string;
  /** ISO 8601 date-time. */
  at: string;
}

/** Most pages of issue events read (100 each): a pull request with more events is not a case to wait for. */
export const MAX_EVENT_PAGES = 20;

/** GitHub matches label names without regard to case (`Benchgate: Accept` is the same label). */
export const sameLabel = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The label names of a `labels` array (event payload or API), ignoring anything that is not a label object. */
export function labelNames(labels: unknown): string[] {
  if (!Array.isArray(labels)) return [];
  return labels.flatMap((l: unknown) => {
    const name = l && typeof l === 'object' ? (l as { name?: unknown }).name : typeof l === 'string' ? l : undefined;
    return typeof name === 'string' ? [name] : [];
  });
}

/** Whether `labels` holds `label`. */
export function hasLabel(labels: unknown, label: string): boolean {
  return labelNames(labels).some((name) => sameLabel(name, label));
}

const isLogin = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

/**
 * Who added `label` when the run was started by adding it: a pull_request `labeled` event of that
 * label names the account (`sender`); its time is the pull request's `updated_at`, which the label
 * just changed. Undefined for any other event.
 */
export function labelAddedByEvent(eventName: string, payload: EventPayload, label: string): LabelAdded | undefined {
  if (eventName !== 'pull_request' && eventName !== 'pull_request_target') return undefined;
  if (payload.action !== 'labeled' || typeof payload.label?.name !== 'string' || !sameLabel(payload.label.name, label)) return undefined;
  const by = payload.sender?.login;
  const at = payload.pull_request?.updated_at;
  return isLogin(by) && isTime(at) ? { by, at } : undefined;
}

/** The labels of a pull request as the pulls API has them now (GET /repos/{owner}/{repo}/pulls/{n}). */
export async function pullRequestLabels(client: GitHubClient, target: CommentTarget): Promise<string[]> {
  const { data } = await client.rest.pulls.get({ owner: target.owner, repo: target.repo, pull_number: target.issueNumber });
  return labelNames(data.labels);
}

/**
 * The last time `label` was added to the issue or pull request, from its events
 * (GET /repos/{owner}/{repo}/issues/{n}/events, every page up to MAX_EVENT_PAGES); undefined when
 * no `labeled` event of it is there. Throws the API's error (a 403 without `issues: read`).
 */
export async function lastLabelAdded(client: GitHubClient, target: CommentTarget, label: string): Promise<LabelAdded | undefined> {
  let last: LabelAdded | undefined;
  let pages = 0;
  const iterator = client.paginate.iterator(client.rest.issues.listEvents, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  for await (const page of iterator) {
    for (const event of page.data) {
      const e = event as { event?: unknown; label?: { name?: unknown }; actor?: { login?: unknown } | null; created_at?: unknown };
      if (e.event !== 'labeled' || typeof e.label?.name !== 'string' || !sameLabel(e.label.name, label)) continue;
      // Events come oldest first: a label removed and added again is the later addition.
      if (isLogin(e.actor?.login) && isTime(e.created_at)) last = { by: e.actor.login, at: e.created_at };
    }
    if (++pages >= MAX_EVENT_PAGES) break;
  }
  return last;
}
