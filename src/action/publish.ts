// Everything a finished report becomes in a workflow: the JSON file, the step outputs, the job
// summary and the sticky PR comment. Shared by every mode (run, comment, merge), which differ
// only in how they obtain the Report. The comment is the only part that talks to GitHub (through
// github/deadline.ts), so it runs last, under a deadline: whatever GitHub does, the summary and
// outputs are already written and the verdict is the report's.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '../model.js';
import type { CommentMode } from '../settings.js';
import { renderJson } from '../report/json.js';
import { escapeText } from '../report/escape.js';
import { commentMarker, GITHUB_COMMENT_LIMIT, renderJobSummary, renderMarkdown } from '../report/markdown.js';
import { headline } from '../report/headline.js';
import { renderStatusNote } from '../report/status-note.js';
import type { CommentTarget } from '../github/comment.js';
import { DEFAULT_API_LIMITS, upsertWithinDeadline, type ApiLimits } from '../github/deadline.js';
import type { ActionIo } from './io.js';

export interface PublishOptions {
  commentKey: string;
  /** The Mermaid chart of the changed rows in the comment and the job summary (default true). */
  chart?: boolean;
  /** Lines from main's history under the chart (MarkdownOptions.history). */
  history?: string[];
  /** Where the PR comment goes; absent (push, manual run, `comment: never`) → no comment. */
  commentTarget?: CommentTarget;
  /** When the comment is written (default `always`). */
  commentMode?: CommentMode;
  token: string;
  /** Folder for report.json (under RUNNER_TEMP by default). */
  outputDir: string;
  api?: ApiLimits;
}

export interface Published {
  jsonPath: string;
  markdown: string;
  commentUrl?: string;
  /** The publishing deadline passed with API work still pending: the entry point ends the process when done. */
  abandoned: boolean;
}

const count = (report: Report, verdict: string): number => report.comparisons.filter((c) => (c.verdict as string) === verdict).length;

/** Writes the report everywhere it goes. Never throws for the comment: that is a warning. */
export async function publishReport(report: Report, opts: PublishOptions, io: ActionIo): Promise<Published> {
  mkdirSync(opts.outputDir, { recursive: true });
  const jsonPath = path.join(opts.outputDir, 'report.json');
  writeFileSync(jsonPath, renderJson(report));

  const hint = `the full report is in the job summary and ${path.basename(jsonPath)} (output \`report-json\`)`;
  const shown = { key: opts.commentKey, chart: opts.chart, ...(opts.history ? { history: opts.history } : {}) };
  const markdown = renderMarkdown(report, { ...shown, maxLength: GITHUB_COMMENT_LIMIT, fullReportHint: hint });
  const summary = renderJobSummary(report, { ...shown, fullReportHint: `the full report is in \`${jsonPath}\`` });

  io.setOutput('verdict', report.verdict);
  // Accepted regressions are not in `regressions` (they no longer fail anything): `accepted` counts them.
  io.setOutput('regressions', String(count(report, 'regression')));
  io.setOutput('accepted', String(count(report, 'accepted')));
  io.setOutput('improvements', String(count(report, 'improvement')));
  io.setOutput('inconclusive', String(count(report, 'inconclusive')));
  // `verdict` is the check's status; a pass with undecided gated rows is not an all-clear.
  io.setOutput('undecided', String(headline(report).undecided.length));
  io.setOutput('report-json', jsonPath);
  io.setOutput('markdown', markdown);
  const cpu = report.machine.head.cpuModel ?? report.machine.base.cpuModel;
  if (cpu) io.setOutput('cpu-model', cpu);

  await writeSummary(summary, io);

  let commentUrl: string | undefined;
  let abandoned = false;
  if (opts.commentTarget) {
    const body = commentBody(report, markdown, opts, io);
    if (body) {
      const posted = await postComment(body.text, opts.commentTarget, opts, { createIfMissing: body.full }, io);
      abandoned = posted.abandoned;
      commentUrl = posted.comment?.url;
    }
  }
  return { jsonPath, markdown, commentUrl, abandoned };
}

/**
 * What the comment mode writes: the full report (created or updated), a one-line note that
 * replaces a now-stale report (update only, never a new comment), or nothing.
 */
function commentBody(report: Report, markdown: string, opts: PublishOptions, io: ActionIo): { text: string; full: boolean } | undefined {
  const mode = opts.commentMode ?? 'always';
  if (mode === 'never') return undefined;
  if (mode === 'always') return { text: markdown, full: true };
  // An accepted regression is still a regression to report (with who accepted it), a failing check
  // (fail-on-inconclusive) too; a row the rules file ignores is no reason to comment, however much it moved.
  const worth =
    mode === 'on-change'
      ? report.comparisons.some((c) => c.verdict !== 'unchanged' && c.verdict !== 'ignored')
      : report.verdict === 'fail' || count(report, 'regression') + count(report, 'accepted') > 0;
  if (worth) return { text: markdown, full: true };
  const what = mode === 'on-change' ? 'no changes' : headline(report).status;
  io.info(`comment: ${mode} and ${what}: an existing comment is updated to say so, none is created`);
  return { text: renderStatusNote(report, { key: opts.commentKey, mode }), full: false };
}

/** The job summary; missing GITHUB_STEP_SUMMARY (a local run) is not an error. */
export async function writeSummary(markdown: string, io: ActionIo): Promise<void> {
  if (!io.env.GITHUB_STEP_SUMMARY) {
    io.info('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  await io.appendSummary(markdown);
}

export interface ToolErrorComment {
  commentKey: string;
  target: CommentTarget;
  token: string;
  /** The head commit the failed run was about, when known. */
  sha?: string;
  message: string;
  api?: ApiLimits;
}

/** The comment body that replaces a report after a tool error: short, escaped, pointing at the summary. */
export function toolErrorBody(key: string, sha: string | undefined, message: string): string {
  const first = message.split('\n').find((l) => l.trim() !== '') ?? message;
  const text = first.length > 500 ? `${first.slice(0, 500)}…` : first;
  const at = sha ? ` at \`${sha.slice(0, 7)}\`` : '';
  return `${commentMarker(key)}\n### ⚠️ benchgate: tool error${at}\n\n${escapeText(text)}, see the job summary. This run compared nothing: it is not a pass and not a regression.\n`;
}

/**
 * After a tool error: the sticky comment says so, so that a reviewer never trusts the previous
 * run's verdict. Best effort: a refused or failed write is a warning (the step fails anyway).
 * Says whether the publishing deadline was abandoned.
 */
export async function publishToolError(opts: ToolErrorComment, io: ActionIo): Promise<{ abandoned: boolean }> {
  const posted = await postComment(
    toolErrorBody(opts.commentKey, opts.sha, opts.message),
    opts.target,
    { token: opts.token, api: opts.api },
    { createIfMissing: true },
    io,
  );
  return { abandoned: posted.abandoned };
}

/** Writes the comment through the API under the deadline, says in the log what became of it and sets the comment outputs. */
async function postComment(
  body: string,
  target: CommentTarget,
  opts: { token: string; api?: ApiLimits },
  upsert: { createIfMissing: boolean },
  io: ActionIo,
): Promise<{ comment?: { id: number; url: string }; abandoned: boolean }> {
  if (!opts.token) {
    io.warning('No github-token: the PR comment was not written (the job summary has the report). Pass `github-token: ${{ github.token }}`.');
    return { abandoned: false };
  }
  const token = opts.token;
  const marker = body.slice(0, body.indexOf('\n'));
  const { outcome, abandoned } = await upsertWithinDeadline((client) => io.github(token, client), opts.api ?? DEFAULT_API_LIMITS, target, body, upsert);
  if (outcome.status === 'skipped') {
    io.warning(outcome.reason);
    return { abandoned };
  }
  if (outcome.status === 'absent') {
    io.info(`No earlier comment of ${outcome.author} with ${marker} on #${target.issueNumber}: nothing to update.`);
    return { abandoned };
  }
  io.info(`Comment ${outcome.status} (as ${outcome.author}): ${outcome.url}`);
  // Whenever a comment was written or updated — a report, a status note or a tool error's — the outputs name it.
  io.setOutput('comment-id', String(outcome.id));
  io.setOutput('comment-url', outcome.url);
  return { comment: { id: outcome.id, url: outcome.url }, abandoned };
}
