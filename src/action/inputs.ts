// The action's inputs (INPUT_* variables) → validated values, through the same validators as the
// CLI flags (src/settings.ts), so a bad value gets the same one-line message in both.
import * as core from '@actions/core';
import { parseMilliseconds, settingsFromInputs, SettingsError, statsSettingsOf, type CommentMode, type Settings } from '../settings.js';
import { DEFAULT_API_LIMITS, type ApiLimits } from '../github/publish.js';
import type { StatsSettings } from '../model.js';

export type Mode = Settings['mode'];

/** The inputs as the modes use them: the settings table's values, plus the API's bounds. */
export interface ActionInputs {
  mode: Mode;
  run: string;
  setup?: string;
  format: string;
  outputFile?: string;
  workingDirectory: string;
  baseRef?: string;
  headRef?: string;
  rounds: number | 'auto';
  minRounds: number;
  maxRounds: number;
  lookEvery: number;
  warmup: number;
  /** Per-run limit; undefined = none. */
  timeoutMs?: number;
  seed?: number;
  settings: StatsSettings;
  /** Only these metrics are compared (all when undefined). */
  metrics?: string[];
  /** The rules file's path when the input names one (read from the base commit). */
  config?: string;
  failOnRegression: boolean;
  /** A comment may be written at all (`commentMode` is not `never`). */
  comment: boolean;
  commentMode: CommentMode;
  /** The pull request label that accepts gated regressions (src/action/accept.ts); undefined: off. */
  acceptLabel?: string;
  /** Bounds on the GitHub API calls (environment knobs, see apiLimits). */
  api: ApiLimits;
  commentKey: string;
  /** The Mermaid chart in the comment and the job summary (default true). */
  chart: boolean;
  token: string;
  keepDir?: string;
  /** Names of credential/file-command variables the benchmark may still see (runner/env.ts). */
  envPassthrough: string[];
  /** Check out submodules in each worktree (default true). */
  submodules: boolean;
  /** mode: comment — path of the report JSON to post. */
  report?: string;
  /** mode: merge — glob patterns (one per line) of the shard report JSONs. */
  reports?: string;
}

/**
 * Reads and validates every input through the settings table (src/settings.ts), so a bad value
 * gets the same one-line message as the CLI flag; the first bad one throws a SettingsError naming
 * it. `formats` are the ids a `format` input may take besides `auto`.
 */
export function readInputs(formats: readonly string[]): ActionInputs {
  // Masked before anything else can print it.
  const token = core.getInput('github-token').trim();
  if (token) core.setSecret(token);

  const s = settingsFromInputs(
    (name) => core.getInput(name),
    (message) => core.warning(message),
  );
  if (s.mode === 'run' && !s.command) {
    throw new SettingsError('run', 'run is required: the benchmark command, e.g. `run: go test -bench=. -count=5 ./...`');
  }
  if (s.mode === 'comment' && !s.report) {
    throw new SettingsError('report', 'report is required in mode: comment: the path of the report JSON a `mode: run` job uploaded (output `report-json`)');
  }
  if (s.mode === 'merge' && !s.reports) {
    throw new SettingsError('reports', 'reports is required in mode: merge: a glob of the shard report JSONs, e.g. `reports: shards/*/report.json`');
  }
  if (s.format !== 'auto' && !formats.includes(s.format)) {
    throw new SettingsError('format', `format must be auto or one of ${formats.join(', ')}; got ${JSON.stringify(s.format)}`);
  }
  if (s.minRounds > s.maxRounds) {
    throw new SettingsError('min-rounds', `min-rounds (${s.minRounds}) must not be above max-rounds (${s.maxRounds})`);
  }
  return {
    mode: s.mode,
    run: s.command,
    setup: s.setup,
    format: s.format,
    outputFile: s.outputFile,
    workingDirectory: s.workingDirectory,
    baseRef: s.base,
    headRef: s.head,
    rounds: s.rounds,
    minRounds: s.minRounds,
    maxRounds: s.maxRounds,
    lookEvery: s.lookEvery,
    warmup: s.warmup,
    timeoutMs: s.timeoutMs || undefined,
    seed: s.seed,
    settings: statsSettingsOf(s),
    metrics: s.metrics,
    config: s.config,
    failOnRegression: s.failOnRegression,
    comment: s.comment !== 'never',
    commentMode: s.comment,
    acceptLabel: s.acceptLabel,
    api: apiLimits(process.env),
    commentKey: s.commentKey,
    chart: s.chart,
    token,
    keepDir: s.keepDir,
    envPassthrough: s.envPassthrough,
    submodules: s.submodules,
    report: s.report,
    reports: s.reports,
  };
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
