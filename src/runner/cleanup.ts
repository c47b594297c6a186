// Cleanup that must also happen when the process is interrupted: the worktrees of a run are
// removed on SIGINT/SIGTERM too, after the benchmark's process groups are killed.
import os from 'node:os';
import { killRunningCommands } from './exec.js';

const pending = new Set<() => void>();
let installed = false;

function onSignal(signal: NodeJS.Signals): void {
  killRunningCommands('SIGKILL');
  for (const fn of [...pending]) {
    try {
      fn();
    } catch {
      // Best effort: the next `git worktree prune` finishes the job.
    }
  }
  pending.clear();
  process.stderr.write(`benchgate: interrupted (${signal}); worktrees removed\n`);
  // The shell's convention, 128 + the signal's number: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP.
  process.exit(128 + (os.constants.signals[signal] ?? 15));
}

/**
 * Registers a synchronous cleanup to run if the process gets SIGINT/SIGTERM; returns the function
 * that unregisters it (call it once the normal path has cleaned up).
 */
export function cleanupOnSignal(fn: () => void): () => void {
  if (!installed) {
    installed = true;
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('SIGHUP', onSignal);
  }
  pending.add(fn);
  return () => {
    pending.delete(fn);
    if (pending.size === 0 && installed) {
      installed = false;
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.off('SIGHUP', onSignal);
    }
  };
}
