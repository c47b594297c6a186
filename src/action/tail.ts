// The end every mode shares once it has its Report (measured, read back or merged): the accept
// label, then publishing (JSON, outputs, job summary, sticky comment), then the gate. The modes
// differ only in where the pull request and its labels come from, whether they comment, and
// whether they gate.
import path from 'node:path';
import type { Report } from '../model.js';
import type { CommentMode } from '../settings.js';
import type { CommentTarget } from '../github/comment.js';
import type { EventPayload } from '../github/context.js';
import { publishReport, type Published } from './publish.js';
import { applyAcceptLabel } from './accept.js';
import { gate } from './gate.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIo } from './io.js';

/** How a mode ended, for the entry point: whether a publishing deadline left API work pending. */
export type ModeEnd = Pick<Published, 'abandoned'>;

export interface Tail {
  /** The pull request's labels now (event payload or pulls API). */
  labels: unknown;
  eventName: string;
  payload: EventPayload;
  /** The pull request the report is about; undefined: not a pull request (nothing to accept). */
  pullRequest: CommentTarget | undefined;
  /** Where the sticky comment goes; undefined: none. */
  commentTarget: CommentTarget | undefined;
  /** When the comment is written (undefined: always). */
  commentMode?: CommentMode;
  /** The folder of report.json. */
  outputDir: string;
  /** What the mode says once the report is out (before the gate). */
  after?: (published: Published, report: Report) => void;
  /** Whether the report's verdict is this step's (run, merge) or only reported (comment). */
  gate: boolean;
  /** Lines from main's history for the comment and the summary (action/history.ts; when the data branch exists). */
  history?: string[];
}

/** benchgate's folder of this step (report.json, the kept runs): under RUNNER_TEMP, one per comment key. */
export function stepDir(commentKey: string, io: Pick<ActionIo, 'env' | 'cwd'>): string {
  const env = io.env;
  const workspace = env.GITHUB_WORKSPACE || io.cwd;
  return path.join(env.RUNNER_TEMP || path.join(workspace, '.benchgate'), `benchgate-${commentKey}`);
}

/** Accept → publish → gate; what was published. */
export async function finishReport(measured: Report, inputs: ActionInputs, tail: Tail, io: ActionIo): Promise<Published> {
  const report = await applyAcceptLabel(measured, {
    label: inputs.acceptLabel,
    labels: tail.labels,
    eventName: tail.eventName,
    payload: tail.payload,
    target: tail.pullRequest,
    token: inputs.token,
    api: inputs.api,
    io,
  });
  const published = await io.group('Report', () =>
    publishReport(
      report,
      {
        commentKey: inputs.commentKey,
        chart: inputs.chart,
        ...(tail.history?.length ? { history: tail.history } : {}),
        commentTarget: tail.commentTarget,
        ...(tail.commentMode ? { commentMode: tail.commentMode } : {}),
        api: inputs.api,
        token: inputs.token,
        outputDir: tail.outputDir,
      },
      io,
    ),
  );
  tail.after?.(published, report);
  if (tail.gate) gate(report, inputs.failOnRegression, io);
  return published;
}
