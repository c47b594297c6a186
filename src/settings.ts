// Raw strings (CLI flags, action inputs) → validated settings. Every bad value gets its own
// message naming the setting, what it got and what it accepts; the action and the CLI share
// these validators so that both say the same thing.
import { DEFAULT_STATS_SETTINGS, type Correction, type OutlierMode, type StatsSettings } from './model.js';

/** A bad setting value: the message is meant for the user as it is (no stack trace). */
export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

/** Raw values as given; undefined or blank means "use the default". */
export interface RawStatsSettings {
  alpha?: string;
  threshold?: string;
  correction?: string;
  outliers?: string;
  /** Comma/space separated metric names, or a list from a repeated flag. */
  gate?: string | string[];
}

const quote = (raw: string): string => JSON.stringify(raw);
const isBlank = (raw: string | undefined): raw is undefined => raw === undefined || raw.trim() === '';

// Number() accepts '', '0x10', ' 1 ' and 'Infinity'; settings accept plain decimals only.
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function parseDecimal(raw: string): number {
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : NaN;
}

/** Significance level: a number strictly between 0 and 1 (`0.05`). */
export function parseAlpha(raw: string | undefined, setting = 'alpha'): number {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.alpha;
  const value = parseDecimal(raw);
  if (!(value > 0 && value < 1)) {
    throw new SettingsError(setting, `${setting} must be a number in (0, 1), such as 0.05; got ${quote(raw)}`);
  }
  return value;
}

/**
 * Relative threshold, returned as a fraction. "5%" and "5" both mean five percent (a bare number
 * is a percentage, as in "fail on slowdowns over 5"). A bare number strictly between 0 and 1 is
 * refused as ambiguous ("0.05" could mean 5% or 0.05%): write it with a % sign.
 */
export function parseThreshold(raw: string | undefined, setting = 'threshold'): number {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.threshold;
  const text = raw.trim();
  const hasPercent = text.endsWith('%');
  const value = parseDecimal(hasPercent ? text.slice(0, -1) : text);
  const accepts = `a percentage such as "5%" or "5" (both mean 5%)`;
  if (!Number.isFinite(value)) throw new SettingsError(setting, `${setting} must be ${accepts}; got ${quote(raw)}`);
  if (value < 0 || value > 1000) {
    throw new SettingsError(setting, `${setting} must be between 0% and 1000%; got ${quote(raw)}`);
  }
  if (!hasPercent && value > 0 && value < 1) {
    throw new SettingsError(
      setting,
      `${setting} ${quote(raw)} is ambiguous: write "${value * 100}%" for ${value * 100} percent or "${value}%" for ${value} percent`,
    );
  }
  return value / 100;
}

function parseChoice<T extends string>(raw: string | undefined, setting: string, choices: readonly T[], fallback: T): T {
  if (isBlank(raw)) return fallback;
  const value = raw.trim().toLowerCase();
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new SettingsError(setting, `${setting} must be one of ${choices.join(', ')}; got ${quote(raw)}`);
}

export const CORRECTIONS: readonly Correction[] = ['holm', 'bh', 'none'];
export const OUTLIER_MODES: readonly OutlierMode[] = ['iqr', 'upper', 'none'];

/** Multiple-comparison correction: holm (default), bh or none. */
export function parseCorrection(raw: string | undefined, setting = 'correction'): Correction {
  return parseChoice(raw, setting, CORRECTIONS, DEFAULT_STATS_SETTINGS.correction);
}

/** Outlier removal: iqr (default), upper or none. */
export function parseOutliers(raw: string | undefined, setting = 'outliers'): OutlierMode {
  return parseChoice(raw, setting, OUTLIER_MODES, DEFAULT_STATS_SETTINGS.outliers);
}

function parseInteger(raw: string, setting: string, min: number, max: number, what: string): number {
  const text = raw.trim();
  const value = /^\+?\d+$/.test(text) ? Number(text) : NaN;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) {
    throw new SettingsError(setting, `${setting} must be ${what} (${min} to ${max}); got ${quote(raw)}`);
  }
  return value;
}

export const DEFAULT_ROUNDS = 10;
export const DEFAULT_WARMUP = 1;

/** Measured rounds per side: a whole number ≥ 1 (the sample size when a harness reports one value per run). */
export function parseRounds(raw: string | undefined, setting = 'rounds'): number {
  if (isBlank(raw)) return DEFAULT_ROUNDS;
  return parseInteger(raw, setting, 1, 1000, 'a whole number of rounds');
}

/** Warm-up rounds per side, run and discarded: a whole number ≥ 0. */
export function parseWarmup(raw: string | undefined, setting = 'warmup'): number {
  if (isBlank(raw)) return DEFAULT_WARMUP;
  return parseInteger(raw, setting, 0, 100, 'a whole number of warm-up rounds');
}

/** Per-run timeout in minutes (a positive number, `30` or `2.5`); returned in milliseconds. */
export function parseTimeoutMinutes(raw: string | undefined, fallbackMinutes: number, setting = 'timeout-minutes'): number {
  if (isBlank(raw)) return fallbackMinutes * 60_000;
  const value = parseDecimal(raw);
  if (!(value > 0 && value <= 24 * 60)) {
    throw new SettingsError(setting, `${setting} must be a number of minutes above 0 and at most 1440; got ${quote(raw)}`);
  }
  return Math.round(value * 60_000);
}

// Metric names are identifiers of our model (`time`, `alloc-bytes`) or a custom unit (`widgets/op`).
const METRIC_NAME = /^[A-Za-z0-9][\w.\-/%]*$/;

/**
 * Metric names from a comma/whitespace separated string or a repeated flag. Returns undefined
 * for a blank value (meaning "all" / the default); refuses names with spaces or markup.
 */
export function parseMetrics(raw: string | readonly string[] | undefined, setting = 'metric'): string[] | undefined {
  const parts = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== '');
  if (parts.length === 0) return undefined;
  for (const name of parts) {
    if (!METRIC_NAME.test(name)) {
      throw new SettingsError(
        setting,
        `${setting}: ${quote(name)} is not a metric name (use names like time, rate, throughput, alloc-bytes, allocs, memory or a custom unit such as widgets/op)`,
      );
    }
  }
  return [...new Set(parts)];
}

/** Marker key of the sticky comment (`<!-- benchgate:KEY -->`): letters, digits, `-`, `_`, `.`. */
export function parseCommentKey(raw: string | undefined, setting = 'comment-key'): string {
  if (isBlank(raw)) return 'default';
  const key = raw.trim();
  if (!/^[\w.-]{1,64}$/.test(key)) {
    throw new SettingsError(setting, `${setting} must be 1–64 letters, digits, '-', '_' or '.'; got ${quote(raw)}`);
  }
  return key;
}

/** All statistical settings at once; the first bad value throws its SettingsError. */
export function parseStatsSettings(raw: RawStatsSettings): StatsSettings {
  return {
    alpha: parseAlpha(raw.alpha),
    threshold: parseThreshold(raw.threshold),
    correction: parseCorrection(raw.correction),
    outliers: parseOutliers(raw.outliers),
    gate: parseMetrics(raw.gate, 'gate') ?? [...DEFAULT_STATS_SETTINGS.gate],
  };
}

/** true/false (also yes/no, on/off, 1/0); blank means `fallback`. */
export function parseBoolean(raw: string | undefined, setting: string, fallback: boolean): boolean {
  if (isBlank(raw)) return fallback;
  const value = raw.trim().toLowerCase();
  if (['true', 'yes', 'on', '1'].includes(value)) return true;
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  throw new SettingsError(setting, `${setting} must be true or false; got ${quote(raw)}`);
}

// Environment variable names as the runner sets them (INPUT_ names may hold '-' and '.').
const ENV_NAME = /^[A-Za-z_][\w.-]*$/;

/**
 * Names of environment variables the benchmark may see although benchgate drops them (tokens,
 * the job's file commands: see the README's security section), comma/whitespace separated or
 * a repeated flag. Returns [] for a blank value.
 */
export function parseEnvPassthrough(raw: string | readonly string[] | undefined, setting = 'env-passthrough'): string[] {
  const parts = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== '');
  for (const name of parts) {
    if (!ENV_NAME.test(name)) {
      throw new SettingsError(setting, `${setting}: ${quote(name)} is not an environment variable name (names only, no values or patterns: e.g. NPM_TOKEN, SSH_AUTH_SOCK)`);
    }
  }
  return [...new Set(parts)];
}
