// Exit codes shared by every CLI command: a broken benchmark is never a regression, and a
// regression never a crash.
import { UserError } from '../model.js';
/**
 * `interrupted` and `terminated` are the shell's 128 + the signal's number, which
 * runner/cleanup.ts exits with after removing the benchmark's processes and worktrees.
 */
export const EXIT = { ok: 0, regression: 1, error: 2, interrupted: 130, terminated: 143 } as const;

/** What --help says of the signal exits. */
export const INTERRUPTED_HELP = `${EXIT.interrupted} interrupted (Ctrl-C; ${EXIT.terminated} on SIGTERM)`;

/** A mistake in how the command was called; printed without a stack trace. */
export class UsageError extends UserError {
  override name = 'UsageError';
}
