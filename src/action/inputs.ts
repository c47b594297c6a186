// The action's inputs (INPUT_* variables) → validated values, through the same validators as the
// CLI flags (src/settings.ts), so a bad value gets the same one-line message in both.
import * as core from '@actions/core';
import {
  parseAlpha,
  parseCommentKey,
  parseCommentMode,
  parseMilliseconds,
  parseCorrection,
  parseEnvPassthrough,
  parseMetrics,
  parseOutliers,
  parseTest,
  parseRounds,
  parseThreshold,
  parseTimeoutMinutes,
  parseWarmup,
  SettingsError,
  type CommentMode,
} from '../settings.js';
import { DEFAULT_API_LIMITS, type ApiLimits } from '../github/publish.js';
import { DEFAULT_STATS_SETTINGS, type StatsSettings } from '../model.js';

export const MODES = ['run', 'comment', 'merge'] as const;
export type Mode = (typeof MODES)[number];

export interface ActionInputs {
  mode: Mode;
  run: string;
  setup?: string;
  format: string;
  outputFile?: string;
  workingDirectory: string;
  baseRef?: string;
  headRef?: string;
  rounds: number;
  warmup: number;
  timeoutMs?: number;
  settings: StatsSettings;
  failOnRegression: boolean;
  /** A comment may be written at all (`commentMode` is not `never`). */
  comment: boolean;
  commentMode: CommentMode;
  /** Bounds on the GitHub API calls (environment knobs, see apiLimits). */
  api: ApiLimits;
  commentKey: string;
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

const optional = (name: string): string | undefined => core.getInput(name).trim() || undefined;

function bool(name: string, fallback: boolean): boolean {
  const raw = core.getInput(name).trim().toLowerCase();
  if (raw === '') return fallback;
  if (['true', 'yes', '1', 'on'].includes(raw)) return true;
  if (['false', 'no', '0', 'off'].includes(raw)) return false;
  throw new SettingsError(name, `${name} must be true or false; got ${JSON.stringify(core.getInput(name))}`);
}

/**
 * Reads and validates every input; the first bad one throws a SettingsError naming it.
 * `formats` are the ids a `format` input may take besides `auto`.
 */
export function readInputs(formats: readonly string[]): ActionInputs {
  // Masked before anything else can print it.
  const token = core.getInput('github-token').trim();
  if (token) core.setSecret(token);

  const modeRaw = core.getInput('mode').trim().toLowerCase() || 'run';
  if (!(MODES as readonly string[]).includes(modeRaw)) {
    throw new SettingsError('mode', `mode must be one of ${MODES.join(', ')}; got ${JSON.stringify(core.getInput('mode'))}`);
  }
  const mode = modeRaw as Mode;

  const run = core.getInput('run').trim();
  if (mode === 'run' && !run) {
    throw new SettingsError('run', 'run is required: the benchmark command, e.g. `run: go test -bench=. -count=5 ./...`');
  }

  const report = optional('report');
  if (mode === 'comment' && !report) {
    throw new SettingsError('report', 'report is required in mode: comment: the path of the report JSON a `mode: run` job uploaded (output `report-json`)');
  }
  const reports = optional('reports');
  if (mode === 'merge' && !reports) {
    throw new SettingsError('reports', 'reports is required in mode: merge: a glob of the shard report JSONs, e.g. `reports: shards/*/report.json`');
  }

  const format = core.getInput('format').trim() || 'auto';
  if (format !== 'auto' && !formats.includes(format)) {
    throw new SettingsError('format', `format must be auto or one of ${formats.join(', ')}; got ${JSON.stringify(format)}`);
  }

  const timeout = optional('timeout');
  const commentMode = parseCommentMode(core.getInput('comment'), 'comment');
  return {
    mode,
    run,
    setup: optional('setup'),
    format,
    outputFile: optional('output-file'),
    workingDirectory: optional('working-directory') ?? '.',
    baseRef: optional('base-ref'),
    headRef: optional('head-ref'),
    rounds: parseRounds(core.getInput('rounds'), 'rounds'),
    warmup: parseWarmup(core.getInput('warmup'), 'warmup'),
    timeoutMs: timeout === undefined ? undefined : parseTimeoutMinutes(timeout, 0, 'timeout'),
    settings: {
      alpha: parseAlpha(core.getInput('alpha'), 'alpha'),
      threshold: parseThreshold(core.getInput('threshold'), 'threshold'),
      correction: parseCorrection(core.getInput('correction'), 'correction'),
      outliers: parseOutliers(core.getInput('outliers'), 'outliers'),
      gate: parseMetrics(core.getInput('metrics'), 'metrics') ?? [...DEFAULT_STATS_SETTINGS.gate],
      test: parseTest(core.getInput('test'), 'test'),
      failOnInconclusive: bool('fail-on-inconclusive', DEFAULT_STATS_SETTINGS.failOnInconclusive),
    },
    failOnRegression: bool('fail-on-regression', true),
    comment: commentMode !== 'never',
    commentMode,
    api: apiLimits(process.env),
    commentKey: parseCommentKey(core.getInput('comment-key'), 'comment-key'),
    token,
    keepDir: optional('keep-dir'),
    envPassthrough: parseEnvPassthrough(core.getInput('env-passthrough'), 'env-passthrough'),
    submodules: bool('submodules', true),
    report,
    reports,
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
