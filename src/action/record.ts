// mode: record — on a push to the default branch (or workflow_dispatch on it): benchmark the
// pushed commit against its first parent in `record-rounds` interleaved rounds, and append one
// record per benchmark and metric to the history on the data branch. Refused on any other event:
// a pull request's code must not write main's history, and the data branch needs a token with
// `contents: write`, which a pull request's workflow should not hold. It records; it does not gate.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runComparison } from '../pipeline/run.js';
import { renderJson } from '../report/json.js';
import { renderJobSummary } from '../report/markdown.js';
import { readEventPayload, type EventPayload } from '../github/context.js';
import { findRepository } from '../git/git.js';
import { actionRemote, checkoutRemote, shallowFetchThrough, type GitRemote } from '../git/git-remote.js';
import { removeTree, RunnerError } from '../runner/index.js';
import { readRulesFromBase } from '../rules/read-commit.js';
import { safeLogLine, safeLogText } from '../report/escape.js';
import { recordedAlready, recordRevisions, recordRoundsWarning, recordRun, recordSummary } from '../pipeline/record.js';
import {
  analyseHistory,
  readHistory,
  renderDashboard,
  renderPushSummary,
  type HistoryRecord,
  type HistoryReport,
  type HistoryStore,
} from '../history/index.js';
import { RefusedError } from './comment.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIo } from './io.js';
import { writeSummary } from './publish.js';
import { stepDir, type ModeEnd } from './tail.js';

const RECORDING_EVENTS = ['push', 'workflow_dispatch'];

/**
 * Whether this event may write main's history: a push to the default branch, or a manual run
 * on it. Throws RefusedError saying why not (a tool error: the step fails, nothing is run).
 */
export function checkRecordEvent(eventName: string, payload: EventPayload, env: NodeJS.ProcessEnv): void {
  if (eventName === 'pull_request' || eventName === 'pull_request_target') {
    throw new RefusedError(
      `mode: record does not run on ${eventName} events: a pull request's code must not write main's history (its numbers would be recorded as main's), ` +
        "and writing the data branch needs `contents: write`, which a pull request's workflow should not have. " +
        'Record in a workflow `on: push` to the default branch (or workflow_dispatch); benchmark pull requests with mode: run.',
    );
  }
  if (!RECORDING_EVENTS.includes(eventName)) {
    throw new RefusedError(`mode: record runs on push to the default branch or workflow_dispatch only; this is a ${eventName || 'local'} event`);
  }
  const defaultBranch = (payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  const ref = (eventName === 'push' ? payload.ref : undefined) ?? env.GITHUB_REF ?? '';
  if (typeof defaultBranch !== 'string' || !defaultBranch) {
    throw new RefusedError(
      `mode: record cannot tell the default branch (the event payload has no repository.default_branch), so it does not write the history`,
    );
  }
  if (ref !== `refs/heads/${defaultBranch}`) {
    throw new RefusedError(
      `mode: record writes the history of the default branch ${defaultBranch}; this ${eventName} is on ${ref || 'no ref'}, so nothing is recorded`,
    );
  }
}

/**
 * The data branch's remote: the repository the runner names, the token as its credential
 * (git/git-remote.ts: sent there only, by git calls that read no config the checkout or
 * $HOME can set). Without a repository name (not a runner), the checkout's origin, resolved now.
 */
async function dataBranchRemote(root: string, token: string, env: NodeJS.ProcessEnv, io: ActionIo): Promise<GitRemote> {
  const remote = actionRemote(env, token);
  if (!remote) return checkoutRemote(root, 'origin', {});
  if (remote.authorization) io.setSecret(remote.authorization.replace(/^basic /, ''));
  return remote;
}

export async function recordMode(inputs: ActionInputs, io: ActionIo): Promise<ModeEnd> {
  const env = io.env;
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = readEventPayload(env);
  checkRecordEvent(eventName, payload, env);

  const workspace = env.GITHUB_WORKSPACE || io.cwd;
  const workDir = path.resolve(workspace, inputs.workingDirectory);
  const outDir = stepDir(`record-${inputs.commentKey}`, io);
  const repo = await findRepository(workDir).catch((err: unknown) => {
    throw new RunnerError(
      `${workDir} is not a git checkout: run actions/checkout (with fetch-depth: 2 or 0) before benchgate. (${err instanceof Error ? err.message : String(err)})`,
    );
  });
  const pushed = eventName === 'push' && typeof payload.after === 'string' ? payload.after : env.GITHUB_SHA;
  // Before the benchmark runs: nothing it writes can change where the record goes. A parent the
  // shallow checkout lacks is fetched with the token the same way (never by the checkout's config).
  const remote = await dataBranchRemote(repo.root, inputs.token, env, io);
  const shallowFetch = remote.authorization ? shallowFetchThrough(remote, repo.root, inputs.gitTimeoutMs) : undefined;
  const revisions = await recordRevisions(repo.root, inputs.head ?? pushed ?? 'HEAD', inputs.base, inputs.gitTimeoutMs, shallowFetch);
  io.info(`record: head ${revisions.head.slice(0, 7)} against ${inputs.base ? `base ${inputs.base}` : 'its first parent'} ${revisions.base.slice(0, 7)}`);
  const store: HistoryStore = {
    kind: 'branch',
    branch: inputs.dataBranch,
    timeoutMs: inputs.gitTimeoutMs,
    // Before the benchmark runs: nothing it writes can change where the record goes.
    remote: await dataBranchRemote(repo.root, inputs.token, env, io),
  };
  const repository = env.GITHUB_REPOSITORY || undefined;
  const analyse = (records: readonly HistoryRecord[]) => analyseHistory(records, { threshold: inputs.threshold });
  // Before any round: a data branch that refuses the record, or holds it already, costs no run.
  const already = await recordedAlready(repo.root, store, revisions);
  if (already) {
    const line = `${recordSummary(already, store)}; nothing run`;
    io.info(line);
    const found = await historyFound(undefined, repo.root, store, already.commit, analyse, repository, io);
    await writeSummary(`### 📈 benchgate record: ${line}\n\n${found}`, io);
    return { abandoned: false };
  }
  const fewRounds = recordRoundsWarning(inputs.recordRounds, inputs.alpha, 'record-rounds');
  if (fewRounds) io.warning(fewRounds);
  const { rules, notes } = await readRulesFromBase(repo.root, inputs.config, revisions.base, revisions.head);
  for (const note of notes) io.warning(safeLogText(note));

  const keepDir = inputs.keepDir ? path.resolve(workspace, inputs.keepDir) : path.join(outDir, 'runs');
  if (!inputs.keepDir) removeTree(keepDir);
  const outcome = await runComparison(
    {
      ...inputs,
      // A record's rounds are fixed and always pair: the chain of ratios is the paired estimate.
      rounds: inputs.recordRounds,
      // measure: instructions records carry `measure` (history keeps them a series apart from time's).
      test: 'paired',
      repo: repo.root,
      workingDirectory: repo.prefix,
      base: revisions.base,
      head: revisions.head,
      keepDir,
      names: 'inputs',
      ...(rules ? { rules } : {}),
      ...(repository ? { repository } : {}),
    },
    {
      log: { info: (l) => io.info(safeLogText(l)), warn: (l) => io.warning(l) },
      note: (l) => io.info(safeLogLine(l)),
      group: (title, stage) => io.group(title, stage),
      env,
    },
  );
  if ('error' in outcome) throw outcome.error;
  const report = outcome.report;
  io.info(`Raw output of every run: ${outcome.keptDir ?? keepDir}`);
  mkdirSync(outDir, { recursive: true });
  const jsonPath = path.join(outDir, 'report.json');
  writeFileSync(jsonPath, renderJson(report));
  io.setOutput('report-json', jsonPath);

  // The dashboard beside the records, in the same commit: GitHub Pages serves it from the branch.
  // The history it was made of (the last try's, the one that landed) also makes the job summary.
  let landed: { records: readonly HistoryRecord[]; history: HistoryReport } | undefined;
  const rootFiles = (records: readonly HistoryRecord[]) => {
    landed = { records, history: analyse(records) };
    return renderDashboard(landed.history, repository ? { repository } : {});
  };
  const recorded = await io.group(`Record in the data branch ${inputs.dataBranch}`, () =>
    recordRun(report, { repo: repo.root, store, rootFiles, ...(repository ? { repository } : {}), log: (l) => io.info(l) }),
  );
  const line = recordSummary(recorded, store);
  io.info(line);
  const found = await historyFound(landed, repo.root, store, recorded.commit, analyse, repository, io);
  await writeSummary(
    `### 📈 benchgate record: ${line}\n\n` +
      found +
      `Recorded, not gated: the verdicts below are this commit against its first parent.\n\n` +
      renderJobSummary(report, { key: inputs.commentKey, chart: inputs.chart, fullReportHint: `the full report is in \`${jsonPath}\`` }),
    io,
  );
  return { abandoned: false };
}

/**
 * What main's history shows after this record (the push's change points and drift), as the job
 * summary's first part; the history before this commit tells what this push revealed. The
 * history the record landed with, or (a commit recorded already: nothing landed) read back. A
 * history that cannot be read back is said, not fatal: the record itself landed.
 */
async function historyFound(
  landed: { records: readonly HistoryRecord[]; history: HistoryReport } | undefined,
  root: string,
  store: HistoryStore,
  commit: string,
  analyse: (records: readonly HistoryRecord[]) => HistoryReport,
  repository: string | undefined,
  io: ActionIo,
): Promise<string> {
  try {
    const records = landed?.records ?? (await readHistory(root, store)).records;
    const history = landed?.history ?? analyse(records);
    const previous = analyse(records.filter((r) => r.commit !== commit));
    return `${renderPushSummary(history, { commit, previous, ...(repository ? { repository } : {}) })}\n`;
  } catch (err) {
    io.warning(`could not read the history back for the job summary: ${err instanceof Error ? err.message : String(err)}`);
    return '';
  }
}
