// The action's inputs (INPUT_* variables) → validated values, through the same validators as the
// CLI flags (src/settings.ts), so a bad value gets the same one-line message in both.
import { parseMilliseconds, settingsFromInputs, SettingsError, type Settings } from '../settings.js';
import { DEFAULT_API_LIMITS, type ApiLimits } from '../github/deadline.js';
import { checkRunSettings } from '../pipeline/run-settings.js';
import type { ActionIo } from './io.js';

/**
 * The inputs as the modes use them: every setting of the table (src/settings.ts), under the same
 * names as the CLI's, plus the API's bounds (environment knobs, not inputs).
 */
export interface ActionInputs extends Settings {
  api: ApiLimits;
}

/**
 * Reads and validates every input through the settings table (src/settings.ts), so a bad value
 * gets the same one-line message as the CLI flag; the first bad one throws a SettingsError naming
 * it. The run settings' own checks (pipeline/run-settings.ts) apply in every mode.
 */
export function readInputs(io: ActionIo): ActionInputs {
  // Masked before anything else can print it.
  const token = io.getInput('github-token').trim();
  if (token) io.setSecret(token);

  const s = settingsFromInputs(
    (name) => io.getInput(name),
    (message) => io.warning(message),
  );
  if ((s.mode === 'run' || s.mode === 'record') && !s.command) {
    throw new SettingsError('run', 'run is required: the benchmark command, e.g. `run: go test -bench=. -count=5 ./...`');
  }
  if (s.mode === 'comment' && !s.report) {
    throw new SettingsError('report', 'report is required in mode: comment: the path of the report JSON a `mode: run` job uploaded (output `report-json`)');
  }
  if (s.mode === 'merge' && !s.reports) {
    throw new SettingsError('reports', 'reports is required in mode: merge: a glob of the shard report JSONs, e.g. `reports: shards/*/report.json`');
  }
  checkRunSettings(s, 'inputs');
  return { ...s, token, api: apiLimits(io.env) };
}

/**
 * Bounds on the GitHub API calls, from the environment (operators' and tests' knobs, not
 * inputs): BENCHGATE_API_TIMEOUT_MS per request (default 30000), BENCHGATE_PUBLISH_DEADLINE_MS
 * for the whole comment step (default 180000).
 */
export function apiLimits(env: NodeJS.ProcessEnv): ApiLimits {
  return {
    requestTimeoutMs: parseMilliseconds(env.BENCHGATE_API_TIMEOUT_MS, DEFAULT_API_LIMITS.requestTimeoutMs, 'BENCHGATE_API_TIMEOUT_MS'),
    deadlineMs: parseMilliseconds(env.BENCHGATE_PUBLISH_DEADLINE_MS, DEFAULT_API_LIMITS.deadlineMs, 'BENCHGATE_PUBLISH_DEADLINE_MS'),
  };
}
