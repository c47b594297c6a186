// Everything a finished report becomes in a workflow: the JSON file, the step outputs, the job
// summary and the sticky PR comment. Shared by every mode (run now; comment and merge later),
// which differ only in how they obtain the Report.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import type { Report } from '../model.js';
import { renderJson } from '../report/json.js';
import { commentMarker, GITHUB_COMMENT_LIMIT, renderJobSummary, renderMarkdown } from '../report/markdown.js';
import { createClient } from './client.js';
import { upsertStickyComment, type CommentTarget } from './comment.js';

export interface PublishOptions {
  commentKey: string;
  /** Where the PR comment goes; absent (push, manual run) or `comment: false` → no comment. */
  commentTarget?: CommentTarget;
  token: string;
  /** Folder for report.json (under RUNNER_TEMP by default). */
  outputDir: string;
}

export interface Published {
  jsonPath: string;
  markdown: string;
  commentUrl?: string;
}

/** Writes the report everywhere it goes. Never throws for the comment: that is a warning. */
export async function publishReport(report: Report, opts: PublishOptions): Promise<Published> {
  mkdirSync(opts.outputDir, { recursive: true });
  const jsonPath = path.join(opts.outputDir, 'report.json');
  writeFileSync(jsonPath, renderJson(report));

  const hint = `the full report is in the job summary and ${path.basename(jsonPath)} (output \`report-json\`)`;
  const markdown = renderMarkdown(report, { key: opts.commentKey, maxLength: GITHUB_COMMENT_LIMIT, fullReportHint: hint });
  const summary = renderJobSummary(report, { key: opts.commentKey, fullReportHint: `the full report is in \`${jsonPath}\`` });

  const regressions = report.summary.regression ?? 0;
  core.setOutput('verdict', report.verdict);
  core.setOutput('regressions', String(regressions));
  core.setOutput('improvements', String(report.summary.improvement ?? 0));
  core.setOutput('report-json', jsonPath);
  core.setOutput('markdown', markdown);
  const cpu = report.machine.head.cpuModel ?? report.machine.base.cpuModel;
  if (cpu) core.setOutput('cpu-model', cpu);

  await writeSummary(summary);

  let commentUrl: string | undefined;
  if (opts.commentTarget) {
    commentUrl = await postComment(markdown, opts);
    if (commentUrl) core.setOutput('comment-url', commentUrl);
  }
  return { jsonPath, markdown, commentUrl };
}

/** The job summary; missing GITHUB_STEP_SUMMARY (a local run) is not an error. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  await core.summary.addRaw(markdown, true).write();
}

async function postComment(markdown: string, opts: PublishOptions): Promise<string | undefined> {
  const target = opts.commentTarget!;
  if (!opts.token) {
    core.warning('No github-token: the PR comment was not written (the job summary has the report). Pass `github-token: ${{ github.token }}`.');
    return undefined;
  }
  const client = await createClient(opts.token, { log: { debug: core.debug, warning: core.warning } });
  const outcome = await upsertStickyComment(client, target, commentMarker(opts.commentKey), markdown);
  if (outcome.status === 'skipped') {
    core.warning(outcome.reason);
    return undefined;
  }
  core.info(`Comment ${outcome.status} (as ${outcome.author}): ${outcome.url}`);
  return outcome.url;
}
