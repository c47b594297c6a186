// The accept label in the action (shared by mode: run, merge and comment): when the pull request
// carries `accept-label` and the report has gated regressions, they become `accepted` and the step
// passes; the report records who added the label and when. The label's presence decides: only
// people with triage or write access can label a pull request. Who added it is best effort: a
// token that cannot read the pull request's events (no `issues: read`) gives "an unknown user"
// and a warning, never a failure.
import type { Acceptance, Report } from '../model.js';
import { acceptRegressions, hasAcceptableRegression } from '../pipeline/accept.js';
import { describeError, httpStatus } from '../github/client.js';
import type { CommentTarget } from '../github/comment.js';
import { hasLabel, labelAddedByEvent, lastLabelAdded, type LabelAdded } from '../github/labels.js';
import type { ApiLimits } from '../github/deadline.js';
import type { EventPayload } from '../github/context.js';
import { safeLogLine } from '../report/escape.js';
import type { ActionIo } from './io.js';

export interface AcceptOptions {
  /** The `accept-label` input; undefined: the feature is off. */
  label: string | undefined;
  /** The pull request's labels now (event payload or pulls API). */
  labels: unknown;
  eventName: string;
  payload: EventPayload;
  /** The pull request; undefined: not a pull request, nothing to accept. */
  target: CommentTarget | undefined;
  token: string;
  api: ApiLimits;
  io: ActionIo;
}

/** The report, with its gated regressions accepted when the pull request has the label. */
export async function applyAcceptLabel(report: Report, opts: AcceptOptions): Promise<Report> {
  const { label, target, io } = opts;
  if (!label || !target || !hasAcceptableRegression(report)) return report;
  if (!hasLabel(opts.labels, label)) {
    io.info(safeLogLine(`accept-label: pull request #${target.issueNumber} does not have the label "${label}"; its regressions count`));
    return report;
  }
  const acceptance = await whoAdded(label, opts);
  const accepted = acceptRegressions(report, acceptance);
  const by = acceptance.by !== null ? `@${acceptance.by}` : 'an unknown user';
  io.info(
    safeLogLine(
      `accept-label: ${accepted.summary.accepted} gated regression(s) accepted: the label "${label}" is on pull request #${target.issueNumber}, added by ${by}${acceptance.at ? ` at ${acceptance.at}` : ''} (from ${acceptance.source})`,
    ),
  );
  return accepted;
}

async function whoAdded(label: string, opts: AcceptOptions): Promise<Acceptance> {
  const io = opts.io;
  const fromEvent = labelAddedByEvent(opts.eventName, opts.payload, label);
  if (fromEvent) return { label, ...fromEvent, source: 'event' };
  const unknown: Acceptance = { label, by: null, at: null, source: 'unknown' };
  if (!opts.token) {
    io.warning(safeLogLine(`accept-label: no github-token, so who added the label "${label}" is unknown; the regressions are accepted all the same`));
    return unknown;
  }
  let added: LabelAdded | undefined;
  try {
    const client = await io.github(opts.token, { requestTimeoutMs: opts.api.requestTimeoutMs });
    added = await lastLabelAdded(client, opts.target!, label);
  } catch (err) {
    const status = httpStatus(err);
    const fix =
      status === 403 || status === 404
        ? 'give the job `permissions: issues: read` so that the comment can name who added the label'
        : 'the comment says "an unknown user"';
    io.warning(
      safeLogLine(
        `accept-label: could not read the events of pull request #${opts.target!.issueNumber} (${describeError(err)}): ${fix}. The regressions are accepted all the same (the label is on the pull request).`,
      ),
    );
    return unknown;
  }
  if (!added) {
    io.warning(
      safeLogLine(`accept-label: the events of pull request #${opts.target!.issueNumber} have no "labeled" event of "${label}": who added it is unknown`),
    );
    return unknown;
  }
  return { label, ...added, source: 'issue-events' };
}
