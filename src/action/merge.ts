// mode: merge — the last job of a matrix: the shard reports (downloaded artifacts) matched by the
// `reports` glob become one report, one sticky comment and one gate.
import { SettingsError } from '../settings.js';
import { readEventPayload, type EventPayload } from '../github/context.js';
import type { Report } from '../model.js';
import { checkPullRequestHead, commentTarget } from './comment.js';
import type { ActionInputs } from './inputs.js';
import { MergeError, mergeReports, shardNames, type Shard } from '../pipeline/merge.js';
import { safeLogLine } from '../report/escape.js';
import { readReportFile } from '../report/validate.js';
import { expandPatterns } from './glob.js';
import { finishReport, stepDir, type ModeEnd } from './tail.js';
import { describeError } from '../github/client.js';
import { pullRequestLabels } from '../github/labels.js';
import { hasAcceptableRegression } from '../pipeline/accept.js';
import type { ActionIo } from './io.js';
import { mainHistoryLines } from './history.js';

export async function mergeMode(inputs: ActionInputs, io: ActionIo): Promise<ModeEnd> {
  const env = io.env;
  const workspace = env.GITHUB_WORKSPACE || io.cwd;

  const shards = await io.group('Read the shard reports', () => {
    const { patterns, files } = expandPatterns(inputs.reports!, workspace);
    if (files.length === 0) {
      throw new SettingsError(
        'reports',
        `reports: no file matches ${patterns.map((p) => JSON.stringify(p)).join(', ')} under ${workspace} (did actions/download-artifact run first, with the same path?)`,
      );
    }
    const names = shardNames(files);
    return Promise.resolve(
      files.map((file, i): Shard => {
        const report = readReportFile(file);
        // The CPU string comes from the shard's report (an artifact of a possibly untrusted job).
        io.info(safeLogLine(`shard ${names[i]}: ${file} — ${report.comparisons.length} comparisons, CPU ${report.machine.head.cpuModel ?? 'not reported'}`));
        return { name: names[i], report };
      }),
    );
  });

  const merged = await io.group(`Merge ${shards.length} shards (one multiple-comparison family)`, () => {
    const merged = mergeReports(shards);
    for (const w of merged.warnings) io.warning(w.message);
    return Promise.resolve(merged);
  });

  // On a pull_request event the event names the PR; it must be the one the shards measured.
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const payload = readEventPayload(env);
  const pr = payload.pull_request as { number?: number; head?: { sha?: string }; labels?: unknown } | undefined;
  const headSha = merged.run?.head.sha;
  if (pr?.head?.sha && headSha && pr.head.sha !== headSha) {
    throw new MergeError(
      `the shards measured head ${headSha.slice(0, 12)}, but this pull_request event is for ${pr.head.sha.slice(0, 12)}: merge the shards of this run only`,
    );
  }
  const pullRequest = typeof pr?.number === 'number' ? pr.number : merged.run?.pullRequest;
  const target = pullRequest && owner && repo ? { owner, repo, issueNumber: pullRequest } : undefined;
  // A pull request named only by the shards (a merge job started by `workflow_run`) is checked as
  // mode: comment checks it: the shards' head must be the triggering run's and still the PR's.
  const checkedLabels =
    target && !pr && inputs.token && (inputs.comment !== 'never' || inputs.acceptLabel) ? await checkShardsPullRequest(merged, inputs, payload, io) : undefined;
  return finishReport(
    merged,
    inputs,
    {
      labels: pr ? pr.labels : checkedLabels !== undefined ? checkedLabels : hasAcceptableRegression(merged) ? await labelsFromApi(inputs, target, io) : [],
      eventName: env.GITHUB_EVENT_NAME ?? '',
      payload,
      pullRequest: target,
      commentTarget: inputs.comment !== 'never' ? target : undefined,
      commentMode: inputs.comment,
      outputDir: stepDir(inputs.commentKey, io),
      after: (published) => io.info(`Merged report JSON: ${published.jsonPath}`),
      gate: true,
      // Only for a comment (a merge job often has no checkout: through the API); no comment, no API call.
      history:
        target && inputs.comment !== 'never' ? await mainHistoryLines(merged, { kind: 'api', owner: target.owner, repo: target.repo }, inputs, io) : undefined,
    },
    io,
  );
}

/** The labels of the pull request the shards name, once its head is checked (RefusedError otherwise). */
async function checkShardsPullRequest(merged: Report, inputs: ActionInputs, payload: EventPayload, io: ActionIo): Promise<unknown> {
  const target = commentTarget(merged, io.env, payload, 'the merged shard reports');
  return (await checkPullRequestHead(inputs, target, io)) ?? [];
}

/**
 * The pull request's labels when the event does not carry them (a merge job started by
 * `workflow_run`): from the pulls API, only when there is a label to look for. Unreadable: none.
 */
async function labelsFromApi(inputs: ActionInputs, target: { owner: string; repo: string; issueNumber: number } | undefined, io: ActionIo): Promise<unknown> {
  if (!inputs.acceptLabel || !target || !inputs.token) return [];
  try {
    const client = await io.github(inputs.token, { requestTimeoutMs: inputs.api.requestTimeoutMs });
    return await pullRequestLabels(client, target);
  } catch (err) {
    io.warning(`accept-label: could not read the labels of pull request #${target.issueNumber} (${describeError(err)}): its regressions count`);
    return [];
  }
}
