// The action's entry: reads the inputs, hands them to the mode (run, comment, merge) and is the one
// place a tool error is caught. A gated regression and a tool error both fail the step, with
// different messages and verdicts (`fail` vs `error`), so that a broken benchmark is never read
// as a slowdown.
import * as core from '@actions/core';
import { SettingsError } from '../settings.js';
import { knownIds } from '../formats/registry.js';
import { ContextError } from '../github/context.js';
import { readInputs } from './inputs.js';
import { writeSummary } from '../github/publish.js';
import { ParseError } from '../model.js';
import { RunnerError } from '../runner/index.js';
import { MergeError } from '../pipeline/merge.js';
import { commentMode, RefusedError } from './comment.js';
import { mergeMode } from './merge.js';
import { runMode } from './run.js';
import { ReportValidationError } from '../report/validate.js';

/** Errors whose message is for the user as it is: bad inputs, unreadable output, git/runner trouble. */
const USER_ERRORS = [SettingsError, ContextError, ParseError, RunnerError, ReportValidationError, MergeError, RefusedError];

export async function run(): Promise<void> {
  try {
    const inputs = readInputs(knownIds());
    switch (inputs.mode) {
      case 'run':
        return await runMode(inputs);
      case 'comment':
        return await commentMode(inputs);
      case 'merge':
        return await mergeMode(inputs);
    }
  } catch (err) {
    await failWithToolError(err);
  }
}

/** A broken benchmark, a bad input or a git problem: verdict `error`, never `fail`. */
async function failWithToolError(err: unknown): Promise<void> {
  const known = USER_ERRORS.some((E) => err instanceof E);
  const message = err instanceof Error ? err.message : String(err);
  core.setOutput('verdict', 'error');
  if (!known && err instanceof Error && err.stack) core.debug(err.stack);
  const text = known ? message : `unexpected error: ${message} (please report this; rerun with ACTIONS_STEP_DEBUG=true for details)`;
  try {
    await writeSummary(`### ⚠️ benchgate could not produce a comparison\n\n\`\`\`text\n${text.replace(/```/g, "'''")}\n\`\`\`\n\nThis is a tool or input error, not a performance regression.\n`);
  } catch (summaryErr) {
    core.debug(`could not write the job summary: ${String(summaryErr)}`);
  }
  core.setFailed(
    err instanceof SettingsError
      ? `benchgate: invalid input: ${text}`
      : err instanceof RefusedError || err instanceof ReportValidationError || err instanceof MergeError
        ? `benchgate: ${text}`
        : `benchgate could not run the comparison (tool error, not a regression): ${text}`,
  );
}
