import { UserError } from '../model.js';

// The runner's one error type: a tool error (exit 2 in the CLI, a "tool error" failure in the
// action), never to be confused with a regression. Its message is meant for the user as is.
export class RunnerError extends UserError {
  override name = 'RunnerError';
  constructor(
    message: string,
    /** Whatever was produced before the failure (e.g. the failed runs), for the caller's report. */
    readonly partial?: unknown,
  ) {
    super(message);
  }
}
