// Exit codes shared by every CLI command: a broken benchmark is never a regression, and a
// regression never a crash.
import { UserError } from '../model.js';
export const EXIT = { ok: 0, regression: 1, error: 2 } as const;

/** A mistake in how the command was called; printed without a stack trace. */
export class UsageError extends UserError {
  override name = 'UsageError';
}
