// The sticky PR comment: one comment per (PR, key), found by its hidden marker and its author,
// updated in place on every run. Knows nothing of reports: it posts a body it is given, so every
// mode (run, comment, merge) shares it.
import { ApiUnreachableError, describeError, httpStatus, rateLimitOf, type GitHubClient } from './client.js';

/** GitHub's limit on an issue comment body, in characters. */
export const MAX_COMMENT_LENGTH = 65536;

/**
 * The account GITHUB_TOKEN writes as. GET /user is refused for installation tokens (GITHUB_TOKEN
 * and GitHub App tokens: 403 "Resource not accessible by integration"), so when it is refused we
 * assume GITHUB_TOKEN. A GitHub App token other than GITHUB_TOKEN writes as `<app>[bot]`: pass
 * its login as `author` to find its comments.
 */
export const GITHUB_ACTIONS_BOT = 'github-actions[bot]';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export type CommentOutcome =
  | { status: 'created' | 'updated' | 'unchanged'; id: number; url: string; author: string }
  /** `createIfMissing: false` and there was no comment of ours to update: nothing written. */
  | { status: 'absent'; author: string }
  /** Not written; `reason` says why and how to fix it. Never a reason to fail the step. */
  | { status: 'skipped'; reason: string; httpStatus?: number };

export interface UpsertOptions {
  /** Login whose comments are ours; discovered from the token when absent. */
  author?: string;
  /** false: only update an existing comment (a "no changes" note is not worth a new comment). */
  createIfMissing?: boolean;
  /** Milliseconds per unit of the back-off between two POSTs (attempt² units); tests shrink it. */
  retryBaseMs?: number;
}

const DEFAULT_RETRY_BASE_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Whether a failed POST may still have been written: no answer, or a 5xx (not a 4xx: GitHub refused it). */
function mayHaveLanded(err: unknown): boolean {
  const status = httpStatus(err);
  if (status !== undefined) return status >= 500;
  const cause = err && typeof err === 'object' && 'cause' in err ? err.cause : undefined;
  return !(err instanceof ApiUnreachableError || cause instanceof ApiUnreachableError);
}

/** Updates `newest` to `text` (or leaves it when it already says it); undefined when it was deleted meanwhile. */
async function updateNewest(
  client: GitHubClient,
  target: CommentTarget,
  newest: ListedComment,
  text: string,
  author: string,
  createdNow: boolean,
): Promise<CommentOutcome | undefined> {
  if (newest.body === text) return { status: createdNow ? 'created' : 'unchanged', id: newest.id, url: newest.html_url, author };
  try {
    const { data } = await client.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: newest.id, body: text });
    return { status: createdNow ? 'created' : 'updated', id: data.id, url: data.html_url, author };
  } catch (err) {
    if (httpStatus(err) === 404) return undefined;
    throw err;
  }
}

/**
 * Older duplicates keep their marker (so the newest stays findable) but lose their report: a stale
 * ✅ next to a failing check misleads. Best effort: the current comment is already written.
 */
async function markSuperseded(client: GitHubClient, target: CommentTarget, older: readonly ListedComment[], text: string): Promise<void> {
  for (const c of older) {
    if (c.body === text) continue;
    try {
      await client.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: c.id, body: text });
    } catch {
      // Deleted meanwhile, or no longer editable: the next run tries again.
    }
  }
}

/**
 * Whether a comment is the sticky comment of `marker`: written by `author` and carrying the
 * marker as its whole first line. Anywhere else in a body the marker is text (a benchmark name
 * can contain `<!-- benchgate:default -->`), and text never makes a comment ours.
 */
export function isStickyComment(comment: { user?: { login?: string } | null; body?: string | null }, author: string, marker: string): boolean {
  if (comment.user?.login !== author) return false;
  const body = comment.body ?? '';
  const end = body.indexOf('\n');
  return (end < 0 ? body : body.slice(0, end)).replace(/\r$/, '') === marker;
}

const PERMISSION_FIX =
  'Give the job `permissions: pull-requests: write`. Pull requests from forks always get a read-only ' +
  'token: run benchgate there without commenting and post the report from a `workflow_run` workflow ' +
  '(`mode: comment`, see the README). The job summary has the full report.';

/** Who the token writes as: its own login when GET /user answers, else github-actions[bot]. */
export async function tokenAuthor(client: GitHubClient): Promise<string> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return data.login;
  } catch (err) {
    const status = httpStatus(err);
    if (!rateLimitOf(err) && (status === 401 || status === 403 || status === 404)) return GITHUB_ACTIONS_BOT;
    throw err;
  }
}

/**
 * Cuts a body to GitHub's limit. The renderer already keeps reports under it; this is the last
 * guard so that an oversized body never turns into a failed comment. Counts UTF-16 units, which
 * is never less than GitHub's character count.
 */
export function fitCommentBody(body: string, limit = MAX_COMMENT_LENGTH): string {
  if (body.length <= limit) return body;
  const note = "\n\n… (truncated to fit GitHub's comment limit; the job summary and the report JSON have everything)\n";
  let cut = body.slice(0, limit - note.length);
  const lastLine = cut.lastIndexOf('\n');
  if (lastLine > 0) cut = cut.slice(0, lastLine);
  // Do not leave a lone high surrogate at the cut.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut + note;
}

/** POSTs of one sticky comment, each after listing the comments again: 1 try + 3 after a failure. */
const MAX_CREATE_ATTEMPTS = 4;
/** List-and-write turns of one upsert (POSTs, and updates of a comment deleted meanwhile). */
const MAX_TURNS = 8;

/** A comment of the issue as the list endpoint returns it (the fields we read). */
interface ListedComment {
  id: number;
  html_url: string;
  body?: string;
  user?: { login?: string } | null;
}

/** The body that replaces an older duplicate of the sticky comment: no verdict, a link to the one that counts. */
export function supersededBody(marker: string, current: { html_url: string }): string {
  return `${marker}\n### benchgate: superseded\n\nThis comment is out of date: the current benchgate report is [this comment](${current.html_url}).\n`;
}

/**
 * Updates the comment whose first line is `marker` and that was written by the same account, else
 * creates it. Comments are read in full (paginated): every page is searched, so a PR with
 * hundreds of comments still gets one benchgate comment. When several exist (a POST that GitHub
 * wrote but answered with an error), the newest is updated and the others are marked superseded.
 * A POST is never retried blindly: after a failed one the comments are listed again, and one that
 * landed is used. A comment deleted between the list and the update is created again. A 403/404
 * (read-only token, fork PR, no access) is returned as `skipped` with the fix; other failures,
 * after the client's retries, are `skipped` too with what GitHub said — a comment that cannot be
 * written never decides the check.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  target: CommentTarget,
  marker: string,
  body: string,
  opts: UpsertOptions = {},
): Promise<CommentOutcome> {
  if (!body.startsWith(`${marker}\n`)) throw new Error(`comment body does not start with its marker line ${marker}`);
  const text = fitCommentBody(body);
  const where = { owner: target.owner, repo: target.repo, issue_number: target.issueNumber };
  const backoffMs = opts.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  let phase = 'find the account its token writes as, to comment on';
  try {
    const author = opts.author ?? (await tokenAuthor(client));
    let lastError: Error | undefined;
    let posted = false;
    let failedPosts = 0;
    for (let attempt = 0; ; attempt++) {
      if (attempt > MAX_TURNS) throw lastError ?? new Error('the comment was deleted between each list and update');
      phase = 'read the comments of';
      const comments: ListedComment[] = await client.paginate(client.rest.issues.listComments, { ...where, per_page: 100 });
      const ours = comments.filter((c) => isStickyComment(c, author, marker)).sort((a, b) => a.id - b.id);
      const newest = ours.at(-1);
      if (newest) {
        phase = 'update the comment on';
        // A POST that failed here but landed counts as created.
        const outcome = await updateNewest(client, target, newest, text, author, posted);
        // Deleted since the list (404): list again, and create it when none is left.
        if (!outcome) continue;
        await markSuperseded(client, target, ours.slice(0, -1), supersededBody(marker, newest));
        return outcome;
      }
      if (opts.createIfMissing === false) return { status: 'absent', author };
      phase = 'comment on';
      if (lastError !== undefined) {
        if (++failedPosts >= MAX_CREATE_ATTEMPTS) throw lastError;
        await sleep(backoffMs * failedPosts * failedPosts);
      }
      posted = true;
      try {
        // Never retried by the client: a 5xx or no answer may come after GitHub wrote the comment,
        // and a blind retry would write it twice. The list on the next turn tells.
        const { data } = await client.rest.issues.createComment({ ...where, body: text, request: { retries: 0 } });
        return { status: 'created', id: data.id, url: data.html_url, author };
      } catch (err) {
        if (!mayHaveLanded(err)) throw err;
        lastError = err instanceof Error ? err : new Error(String(err));
      }
    }
  } catch (err) {
    const status = httpStatus(err);
    const pr = `${target.owner}/${target.repo}#${target.issueNumber}`;
    // A rate limit is a 403 too, but no permission would have helped: say when it resets instead.
    if (rateLimitOf(err)) {
      return {
        status: 'skipped',
        httpStatus: status,
        reason: `benchgate could not ${phase} ${pr}: ${describeError(err)}. The job summary has the full report; re-run the job after the reset to get the comment.`,
      };
    }
    if (status === 403 || status === 404) {
      return {
        status: 'skipped',
        httpStatus: status,
        reason: `benchgate could not ${phase} ${pr} (${describeError(err)}): the token may not write pull request comments. ${PERMISSION_FIX}`,
      };
    }
    return {
      status: 'skipped',
      httpStatus: status,
      reason: `benchgate could not ${phase} ${pr} (${describeError(err)}). The job summary has the full report.`,
    };
  }
}
