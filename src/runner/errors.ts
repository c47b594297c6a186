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

/** The first measured run's output could not be used (fail fast); `file` is where it is kept. */
export class UnusableOutputError extends RunnerError {
  override name = 'UnusableOutputError';
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
  }
}
