// The action's entry: reads the inputs, hands them to the mode (run, comment, merge, record) and is the one
// place a tool error is caught. A gated regression and a tool error both fail the step, with
// different messages and verdicts (`fail` vs `error`), so that a broken benchmark is never read
// as a slowdown.
import { SettingsError, settingFromInput } from '../settings.js';
import { readEventPayload } from '../github/context.js';
import { apiLimits, readInputs } from './inputs.js';
import { publishToolError, writeSummary, type ToolErrorComment } from './publish.js';
import { UserError } from '../model.js';
import { MergeError } from '../pipeline/merge.js';
import { commentMode, RefusedError } from './comment.js';
import { mergeMode } from './merge.js';
import { runMode } from './run.js';
import { recordMode } from './record.js';
import { ReportValidationError } from '../report/validate.js';
import { coreIo, type ActionIo } from './io.js';

export async function run(io: ActionIo = coreIo()): Promise<void> {
  let abandoned: boolean;
  try {
    const inputs = readInputs(io);
    const mode = { run: runMode, comment: commentMode, merge: mergeMode, record: recordMode }[inputs.mode];
    abandoned = (await mode(inputs, io)).abandoned;
  } catch (err) {
    abandoned = await failWithToolError(err, io);
  }
  // A publishing deadline passed with API work still pending (a rate-limit wait, a retry): the
  // outputs, summary and verdict are written, so end here rather than let it hold the job.
  if (abandoned) io.exit();
}

/** A broken benchmark, a bad input or a git problem: verdict `error`, never `fail`. Says whether publishing was abandoned. */
async function failWithToolError(err: unknown, io: ActionIo): Promise<boolean> {
  const known = err instanceof UserError;
  const message = err instanceof Error ? err.message : String(err);
  io.setOutput('verdict', 'error');
  if (!known && err instanceof Error && err.stack) io.debug(err.stack);
  const full = known ? message : `unexpected error: ${message} (please report this; rerun with ACTIONS_STEP_DEBUG=true for details)`;
  // Capped like the report: GitHub drops a job summary over 1 MiB, and an annotation shows little.
  const text = cappedErrorText(full);
  if (text !== full) io.info(`The whole error:\n${full}`);
  try {
    await writeSummary(
      `### ⚠️ benchgate could not produce a comparison\n\n\`\`\`text\n${text.replace(/```/g, "'''")}\n\`\`\`\n\nThis is a tool or input error, not a performance regression.\n`,
      io,
    );
  } catch (summaryErr) {
    io.debug(`could not write the job summary: ${String(summaryErr)}`);
  }
  io.setFailed(
    err instanceof SettingsError
      ? `benchgate: invalid input: ${text}`
      : err instanceof RefusedError || err instanceof ReportValidationError || err instanceof MergeError
        ? `benchgate: ${text}`
        : `benchgate could not run the comparison (tool error, not a regression): ${text}`,
  );
  // The previous run's comment may say "pass": replace it, so that no reviewer trusts it.
  const where = toolErrorCommentTarget(io);
  if (!where) return false;
  try {
    return (await publishToolError({ ...where, message: text }, io)).abandoned;
  } catch (commentErr) {
    io.warning(`benchgate could not note the tool error on the pull request: ${commentErr instanceof Error ? commentErr.message : String(commentErr)}`);
    return false;
  }
}

/** Most characters of an error the job summary and the failure annotation show (the log has it all). */
export const MAX_ERROR_CHARS = 16_000;

/** The error's first MAX_ERROR_CHARS characters, cut at a line, and how much was left out. */
export function cappedErrorText(text: string): string {
  if (text.length <= MAX_ERROR_CHARS) return text;
  let cut = text.slice(0, MAX_ERROR_CHARS);
  const line = cut.lastIndexOf('\n');
  if (line > 0) cut = cut.slice(0, line);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}\n… (${text.length - cut.length} more characters: the step's log has the whole message)`;
}

/**
 * Where a tool error is noted: the sticky comment of this step's key on the event's pull request,
 * for the modes that gate (run, merge) with commenting on. Read input by input, since the error
 * may be a bad input elsewhere; any doubt (an invalid key, no token, no PR) means no comment.
 * mode: comment never notes its own refusal on the PR: a refused report is not the PR's verdict.
 */
function toolErrorCommentTarget(io: ActionIo): Omit<ToolErrorComment, 'message'> | undefined {
  try {
    const input = (name: string) => io.getInput(name);
    const mode = settingFromInput('mode', input);
    if (mode !== 'run' && mode !== 'merge') return undefined;
    if (settingFromInput('comment', input) === 'never') return undefined;
    const token = io.getInput('github-token').trim();
    if (!token) return undefined;
    const commentKey = settingFromInput('commentKey', input);
    const [owner, repo] = (io.env.GITHUB_REPOSITORY ?? '').split('/');
    const pr = readEventPayload(io.env).pull_request as { number?: unknown; head?: { sha?: unknown } } | undefined;
    if (!owner || !repo || typeof pr?.number !== 'number') return undefined;
    const sha = typeof pr.head?.sha === 'string' ? pr.head.sha : io.env.GITHUB_SHA;
    return { commentKey, token, sha, target: { owner, repo, issueNumber: pr.number }, api: apiLimits(io.env) };
  } catch (err) {
    io.debug(`no tool-error comment: ${err instanceof Error ? err.message : String(err)}`);
    return undefined;
  }
}
