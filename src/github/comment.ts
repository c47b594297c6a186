// The sticky PR comment: one comment per (PR, key), found by its hidden marker and its author,
// updated in place on every run. Knows nothing of reports: it posts a body it is given, so every
// mode (run, comment, merge) shares it.
import { describeError, httpStatus, rateLimitOf, type GitHubClient } from './client.js';

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

/**
 * Updates the comment whose first line is `marker` and that was written by the same account, else
 * creates it. Comments are read in full (paginated): every page is searched, so a PR with
 * hundreds of comments still gets one benchgate comment. A 403/404 (read-only token, fork PR,
 * no access) is returned as `skipped` with the fix; other failures, after the client's retries,
 * are `skipped` too with what GitHub said — a comment that cannot be written never decides the
 * check.
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
  let phase = 'find the account its token writes as, to comment on';
  try {
    const author = opts.author ?? (await tokenAuthor(client));
    phase = 'read the comments of';
    const comments = await client.paginate(client.rest.issues.listComments, { ...where, per_page: 100 });
    const ours = comments.filter((c) => isStickyComment(c, author, marker)).sort((a, b) => a.id - b.id);
    const existing = ours[0];
    if (!existing && opts.createIfMissing === false) return { status: 'absent', author };
    phase = existing ? 'update the comment on' : 'comment on';
    if (existing) {
      if (existing.body === text) return { status: 'unchanged', id: existing.id, url: existing.html_url, author };
      const { data } = await client.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body: text });
      return { status: 'updated', id: data.id, url: data.html_url, author };
    }
    const { data } = await client.rest.issues.createComment({ ...where, body: text });
    return { status: 'created', id: data.id, url: data.html_url, author };
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
