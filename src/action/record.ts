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
import { findRepository, persistedCredentialKeys } from '../runner/git.js';
import { removeTree, RunnerError } from '../runner/index.js';
import { readRulesFromBase } from '../rules/read-commit.js';
import { safeLogLine, safeLogText } from '../report/escape.js';
import { readHistory, recordRevisions, recordRoundsWarning, recordRun, recordSummary, type HistoryStore } from '../history/record-run.js';
import { analyseHistory } from '../history/analyse.js';
import { renderDashboard } from '../history/dashboard.js';
import { renderPushSummary } from '../history/push-summary.js';
import type { HistoryRecord, HistoryReport } from '../history/model.js';
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
 * The token as git's credential for origin, passed in the environment of the calls that reach it
 * (GIT_CONFIG_*: never on a command line), as actions/checkout would persist it. Not when the
 * checkout persisted its own (it is used as it is) or when there is no token.
 */
async function originCredential(root: string, token: string, env: NodeJS.ProcessEnv, io: ActionIo): Promise<NodeJS.ProcessEnv | undefined> {
  if (!token || (await persistedCredentialKeys(root)).length) return undefined;
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  io.setSecret(basic);
  const n = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return {
    GIT_CONFIG_COUNT: String(n + 1),
    [`GIT_CONFIG_KEY_${n}`]: `http.${server}/.extraheader`,
    [`GIT_CONFIG_VALUE_${n}`]: `AUTHORIZATION: basic ${basic}`,
  };
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
  const revisions = await recordRevisions(repo.root, inputs.head ?? pushed ?? 'HEAD', inputs.base, inputs.gitTimeoutMs);
  io.info(`record: head ${revisions.head.slice(0, 7)} against ${inputs.base ? `base ${inputs.base}` : 'its first parent'} ${revisions.base.slice(0, 7)}`);
  const fewRounds = recordRoundsWarning(inputs.recordRounds, inputs.alpha, 'record-rounds');
  if (fewRounds) io.warning(fewRounds);
  const { rules, notes } = await readRulesFromBase(repo.root, inputs.config, revisions.base, revisions.head);
  for (const note of notes) io.warning(safeLogText(note));

  // History keeps one measure per series and knows only time so far: a record never mixes them in.
  if (inputs.measure === 'instructions')
    io.warning('mode: record measures time: the history does not keep instructions series yet (measure: instructions ignored)');
  const keepDir = inputs.keepDir ? path.resolve(workspace, inputs.keepDir) : path.join(outDir, 'runs');
  if (!inputs.keepDir) removeTree(keepDir);
  const repository = env.GITHUB_REPOSITORY || undefined;
  const outcome = await runComparison(
    {
      ...inputs,
      // A record's rounds are fixed and always pair: the chain of ratios is the paired estimate.
      rounds: inputs.recordRounds,
      test: 'paired',
      measure: 'time',
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

  const store: HistoryStore = {
    kind: 'branch',
    branch: inputs.dataBranch,
    timeoutMs: inputs.gitTimeoutMs,
    remoteEnv: await originCredential(repo.root, inputs.token, env, io),
  };
  const analyse = (records: readonly HistoryRecord[]) => analyseHistory(records, { threshold: inputs.threshold });
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
