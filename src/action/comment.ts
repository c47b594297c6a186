// mode: comment — the second half of the fork-safe pair. A `workflow_run` job (write token, base
// repository's code only) posts the report a `pull_request` job uploaded. It never runs PR code
// and trusts nothing in the report: the file is validated field by field, re-rendered from the
// checked data (every string escaped again), and the PR it names must still have the head commit
// the report measured, checked through the API, before anything is written.
import path from 'node:path';
import { describeError, httpStatus } from '../github/client.js';
import { readEventPayload, type EventPayload } from '../github/context.js';
import type { ActionInputs } from './inputs.js';
import { UserError, type Report } from '../model.js';
import { readReportFile } from '../report/validate.js';
import { safeLogLine } from '../report/escape.js';
import { withdrawAcceptance } from '../pipeline/accept.js';
import { finishReport, stepDir, type ModeEnd } from './tail.js';
import type { ActionIo } from './io.js';
import { mainHistoryLines } from './history.js';

/** The report does not fit the PR or repository it would be posted on; nothing was written. */
export class RefusedError extends UserError {
  override name = 'RefusedError';
}

export interface Target {
  owner: string;
  repo: string;
  pullRequest: number;
  headSha: string;
}

/** Where the report may go, from the report and the environment; refuses anything inconsistent. */
export function commentTarget(report: Report, env: NodeJS.ProcessEnv, payload: EventPayload, source: string): Target {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new RefusedError('GITHUB_REPOSITORY is not set: mode: comment runs in a GitHub workflow (on: workflow_run)');
  const run = report.run;
  const pullRequest = run?.pullRequest;
  if (!run || pullRequest === undefined) {
    throw new RefusedError(`${source} names no pull request ($.run.pullRequest): produce it with mode: run on a pull_request event`);
  }
  const headSha = run.head.sha;
  if (!headSha) throw new RefusedError(`${source} has no head commit ($.run.head.sha): produce it with mode: run on a pull_request event`);
  if (run.repository && run.repository.toLowerCase() !== `${owner}/${repo}`.toLowerCase()) {
    throw new RefusedError(`${source} was measured in ${run.repository}, not in ${owner}/${repo}: refusing to comment`);
  }
  // The workflow run that uploaded the artifact ran on one commit: the report must be about it.
  const runHead = payload.workflow_run?.head_sha;
  if (typeof runHead === 'string' && runHead !== headSha) {
    throw new RefusedError(
      `${source} says it measured ${headSha.slice(0, 12)}, but the workflow run that produced it ran on ${runHead.slice(0, 12)}: refusing to comment`,
    );
  }
  return { owner, repo, pullRequest, headSha };
}

/**
 * Reads the pull request through the API and refuses (nothing written) unless its head is still
 * the commit the report measured: a newer push has its own run, and a report that names another
 * pull request is not about this one. Returns the pull request's labels.
 */
export function checkPullRequestHead(inputs: Pick<ActionInputs, 'token' | 'api'>, target: Target, io: ActionIo): Promise<unknown> {
  return io.group(`Check that PR #${target.pullRequest} is still at ${target.headSha.slice(0, 12)}`, async () => {
    const client = await io.github(inputs.token, { requestTimeoutMs: inputs.api.requestTimeoutMs });
    let head: string;
    let labels: unknown;
    try {
      const { data } = await client.rest.pulls.get({ owner: target.owner, repo: target.repo, pull_number: target.pullRequest });
      head = data.head.sha;
      labels = data.labels;
    } catch (err) {
      const status = httpStatus(err);
      const why = status === 404 ? 'it does not exist or the token cannot see it' : describeError(err);
      throw new RefusedError(`cannot read pull request #${target.pullRequest} of ${target.owner}/${target.repo} (${why}): refusing to comment`);
    }
    if (head !== target.headSha) {
      throw new RefusedError(
        `pull request #${target.pullRequest}'s head is ${head.slice(0, 12)}, but the report measured ${target.headSha.slice(0, 12)}: ` +
          'refusing to comment (a newer push has its own run, or the report is not from this pull request)',
      );
    }
    io.info(`PR #${target.pullRequest} head ${head} matches the report`);
    return labels;
  });
}

export async function commentMode(inputs: ActionInputs, io: ActionIo): Promise<ModeEnd> {
  const env = io.env;
  const workspace = env.GITHUB_WORKSPACE || io.cwd;
  const file = path.resolve(workspace, inputs.report!);

  const measured = await io.group('Read and validate the report', () => {
    // Whether the label accepts the regressions is decided here again, from the pull request as
    // it is now: the report's own say (written by a job that ran PR code) is not taken.
    const r = withdrawAcceptance(readReportFile(file));
    io.info(safeLogLine(`${file}: ${r.comparisons.length} comparisons, base ${r.run?.base.sha ?? '?'} → head ${r.run?.head.sha ?? '?'}`));
    return Promise.resolve(r);
  });
  const payload = readEventPayload(env);
  const target = commentTarget(measured, env, payload, inputs.report!);
  if (!inputs.token) throw new RefusedError('mode: comment needs github-token (with pull-requests: write) to read the pull request and comment');

  const labels = await checkPullRequestHead(inputs, target, io);
  const pullRequest = { owner: target.owner, repo: target.repo, issueNumber: target.pullRequest };
  return finishReport(
    measured,
    inputs,
    {
      labels,
      eventName: env.GITHUB_EVENT_NAME ?? '',
      payload,
      pullRequest,
      // This job exists to comment: `comment` does not apply (a `never` here would be a mistake).
      commentTarget: pullRequest,
      outputDir: stepDir(inputs.commentKey, io),
      after: (published, report) => {
        // The pull_request job that measured is the check; this job only reports, so a regression does not fail it.
        io.info(`verdict of the measured run: ${report.verdict} (the pull_request job's status is the check)`);
        if (!published.commentUrl) {
          io.setFailed(`benchgate: the comment on pull request #${target.pullRequest} was not written (see the warning above)`);
        }
      },
      gate: false,
      // This job may have no checkout at all: main's history comes through the API.
      history: await mainHistoryLines(measured, { kind: 'api', owner: target.owner, repo: target.repo }, inputs, io),
    },
    io,
  );
}
