// The base class of every error meant for the user (re-exported by model.ts). Its own module so
// that the settings table, which model.ts reads its statistical settings from, can subclass it
// without an import circle.

/**
 * An error whose message is for the user as it is (bad input, a broken benchmark, a git problem):
 * printed without a stack trace, with its exit code (2: bad input or tool error — never 1, which
 * means "regression"). Every entry point has one catch that knows this class; each stage throws
 * its own subclass.
 */
export class UserError extends Error {
  override name = 'UserError';
  readonly exitCode: number = 2;
}
