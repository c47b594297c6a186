// Every setting of benchgate, once: its key, CLI flag, action input, parser, default and help text
// (the SETTINGS table at the end). The CLI's flag parser and --help, the action's input reader,
// action.yml and the README inputs table (checked by tests), the JSON report's `settings` and
// merge's "same settings" check all derive from it, so the CLI and the action cannot disagree on
// a name or a default. Every bad value gets one message naming the setting, what it got and
// what it accepts.
import * as codec from './codec.js';
import { UserError } from './errors.js';
import { DRIVER_IDS } from './instructions/drivers/ids.js';

/** A bad setting value: the message is meant for the user as it is (no stack trace). */
export class SettingsError extends UserError {
  override name = 'SettingsError';
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}

const quote = (raw: string): string => JSON.stringify(raw);
const isBlank = (raw: string | undefined): raw is undefined => raw === undefined || raw.trim() === '';

// Number() accepts '', '0x10', ' 1 ' and 'Infinity'; settings accept plain decimals only.
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function parseDecimal(raw: string): number {
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : NaN;
}

/**
 * The smallest significance level accepted. A smaller one cannot work: shared among the tests
 * and the looks of a run it rounds to 0, and no rank test reaches it in the rounds allowed.
 */
export const MIN_ALPHA = 1e-300;

/** Significance level: a number strictly between 0 and 1 (`0.05`). */
export function parseAlpha(raw: string | undefined, setting = 'alpha'): number {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.alpha;
  const value = parseDecimal(raw);
  if (!(value > 0 && value < 1)) {
    throw new SettingsError(setting, `${setting} must be a number in (0, 1), such as 0.05; got ${quote(raw)}`);
  }
  if (value < MIN_ALPHA) {
    throw new SettingsError(
      setting,
      `${setting} ${quote(raw)} is too small to work (the smallest accepted is ${MIN_ALPHA}: below it, a level shared among the tests and looks rounds to 0); use 0.05, 0.01 or 0.001`,
    );
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

/** A default given as a value, or read when needed (a statistical setting's, derived from the table below). */
type Fallback<T> = T | (() => T);
const fallbackOf = <T>(f: Fallback<T>): T => (typeof f === 'function' ? (f as () => T)() : f);

function parseChoice<T extends string>(raw: string | undefined, setting: string, choices: readonly T[], fallback: Fallback<T>): T {
  if (isBlank(raw)) return fallbackOf(fallback);
  const value = raw.trim().toLowerCase();
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new SettingsError(setting, `${setting} must be one of ${choices.join(', ')}; got ${quote(raw)}`);
}

/** The `isolation` setting: a sandbox when possible, always, or never. */
export type Isolation = 'auto' | 'required' | 'none';
export const ISOLATIONS: readonly Isolation[] = ['auto', 'required', 'none'];

/** The `network` setting: the sandbox shares the host's network namespace, or has its own with loopback only. */
export type Network = 'shared' | 'isolated';
export const NETWORKS: readonly Network[] = ['shared', 'isolated'];
export type Correction = 'holm' | 'bh' | 'none';
export type OutlierMode = 'iqr' | 'upper' | 'none';
/** The deciding test: the two rank tests a user picks for time, or the instructions test of measure: instructions (stats/instructions.ts). */
export type TestName = 'mann-whitney' | 'paired' | 'instructions';

export const CORRECTIONS: readonly Correction[] = ['holm', 'bh', 'none'];
export const OUTLIER_MODES: readonly OutlierMode[] = ['iqr', 'upper', 'none'];

/** Multiple-comparison correction: holm (default), bh or none. */
export function parseCorrection(raw: string | undefined, setting = 'correction'): Correction {
  return parseChoice(raw, setting, CORRECTIONS, () => DEFAULT_STATS_SETTINGS.correction);
}

/** Outlier removal: iqr (default), upper or none. */
export function parseOutliers(raw: string | undefined, setting = 'outliers'): OutlierMode {
  return parseChoice(raw, setting, OUTLIER_MODES, () => DEFAULT_STATS_SETTINGS.outliers);
}

export const TESTS: readonly TestName[] = ['mann-whitney', 'paired'];
/** Every test a report row may have been decided by (the user picks among TESTS; measure: instructions decides with its own). */
export const ROW_TESTS: readonly TestName[] = [...TESTS, 'instructions'];

/** What a run measures: the harness's own time (default), or instructions counted under valgrind (src/instructions/). */
export type Measure = 'time' | 'instructions';
export const MEASURES: readonly Measure[] = ['time', 'instructions'];

/** How instructions are counted: per benchmark through the harness's iteration lever, or the whole command (src/instructions/drivers/). */
export const INSTRUCTION_DRIVERS = ['auto', ...DRIVER_IDS] as const;
export type InstructionDriverSetting = (typeof INSTRUCTION_DRIVERS)[number];

/** What counts the instructions: valgrind, or perf where a probe finds a working hardware counter (src/instructions/counters/). */
export const COUNTER_IDS = ['valgrind', 'perf'] as const;
export type CounterId = (typeof COUNTER_IDS)[number];
export const INSTRUCTION_COUNTERS = ['auto', ...COUNTER_IDS] as const;
export type InstructionCounterSetting = (typeof INSTRUCTION_COUNTERS)[number];

/** The test that decides the verdict: mann-whitney (default, on per-run values) or paired (Wilcoxon on the rounds). */
export function parseTest(raw: string | undefined, setting = 'test'): TestName {
  return parseChoice(raw, setting, TESTS, () => DEFAULT_STATS_SETTINGS.test);
}

/** A yes/no setting: true/false (also yes/no, on/off, 1/0); blank is the fallback; a boolean flag is itself. */
export function parseBoolean(raw: string | boolean | undefined, setting: string, fallback: Fallback<boolean>): boolean {
  if (typeof raw === 'boolean') return raw;
  if (isBlank(raw)) return fallbackOf(fallback);
  const text = raw.trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(text)) return true;
  if (['false', 'no', '0', 'off'].includes(text)) return false;
  throw new SettingsError(setting, `${setting} must be true or false; got ${quote(raw)}`);
}

/** Whether a gated inconclusive row fails the verdict too (default false). */
export function parseFailOnInconclusive(raw: string | boolean | undefined, setting = 'fail-on-inconclusive'): boolean {
  return parseBoolean(raw, setting, () => DEFAULT_STATS_SETTINGS.failOnInconclusive);
}

function parseInteger(raw: string, setting: string, min: number, max: number, what: string): number {
  const text = raw.trim();
  const value = /^\+?\d+$/.test(text) ? Number(text) : NaN;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) {
    throw new SettingsError(setting, `${setting} must be ${what} (${min} to ${max}); got ${quote(raw)}`);
  }
  return value;
}

export const DEFAULT_ROUNDS = 'auto';
export const DEFAULT_WARMUP = 1;
/** Adaptive rounds (`rounds: auto`): the first look, the last round, and the rounds between looks. */
export const DEFAULT_MIN_ROUNDS = 5;
export const DEFAULT_MAX_ROUNDS = 20;
export const DEFAULT_LOOK_EVERY = 5;

/**
 * Measured rounds per side: `auto` (adaptive: look at the data after min-rounds, then every
 * look-every rounds, up to max-rounds) or a fixed whole number ≥ 1 — the sample size, since the
 * run is the unit of the statistics.
 */
export function parseRounds(raw: string | undefined, setting = 'rounds'): number | 'auto' {
  if (isBlank(raw)) return DEFAULT_ROUNDS;
  if (raw.trim().toLowerCase() === 'auto') return 'auto';
  return parseInteger(raw, setting, 1, 1000, "'auto' or a whole number of rounds");
}

/** A whole number of rounds for the adaptive schedule (min-rounds, max-rounds, look-every). */
export function parseRoundCount(raw: string | undefined, setting: string, fallback: number, min = 1): number {
  if (isBlank(raw)) return fallback;
  return parseInteger(raw, setting, min, 1000, 'a whole number of rounds');
}

/** Warm-up rounds per side, run and discarded: a whole number ≥ 0. */
export function parseWarmup(raw: string | undefined, setting = 'warmup'): number {
  if (isBlank(raw)) return DEFAULT_WARMUP;
  return parseInteger(raw, setting, 0, 100, 'a whole number of warm-up rounds');
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

export const COMMENT_MODES = ['always', 'on-change', 'on-regression', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

/**
 * When the sticky comment is written: `always` (default), `on-change` (some row is not
 * `unchanged`), `on-regression` (some row regressed) or `never`. `true`/`false` (the input's
 * old values) keep meaning `always`/`never`.
 */
export function parseCommentMode(raw: string | undefined, setting = 'comment'): CommentMode {
  if (isBlank(raw)) return 'always';
  const value = raw.trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(value)) return 'always';
  if (['false', 'no', '0', 'off'].includes(value)) return 'never';
  if ((COMMENT_MODES as readonly string[]).includes(value)) return value as CommentMode;
  throw new SettingsError(setting, `${setting} must be one of ${COMMENT_MODES.join(', ')} (true and false mean always and never); got ${quote(raw)}`);
}

/** A duration in whole milliseconds (`30000`), from an environment knob; at least 1 ms, at most a day. */
export function parseMilliseconds(raw: string | undefined, fallback: number, setting: string): number {
  if (isBlank(raw)) return fallback;
  return parseInteger(raw, setting, 1, 86_400_000, 'a whole number of milliseconds');
}

/** `90s`, `10m`, `1.5h`, `500ms`, or a bare number of minutes → milliseconds (0 = no limit). */
export function parseDuration(raw: string | undefined, setting = 'timeout'): number {
  if (isBlank(raw)) return parseDuration(DEFAULT_TIMEOUT, setting);
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw);
  const ms = m ? Math.round(Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? 'm']!) : NaN;
  if (!(ms >= 0 && ms <= 24 * 3_600_000)) {
    throw new SettingsError(
      setting,
      `${setting} must be a duration such as 90s, 10m or 1h, or a number of minutes (0 = no limit, at most 24h); got ${quote(raw)}`,
    );
  }
  return ms;
}

/** Seed of the random base/head order of the rounds: a whole number from 0 to 2³²−1. */
export function parseSeed(raw: string | undefined, setting = 'seed'): number | undefined {
  if (isBlank(raw)) return undefined;
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw) > 2 ** 32 - 1) {
    throw new SettingsError(setting, `${setting} must be a whole number from 0 to 4294967295; got ${quote(raw)}`);
  }
  return Number(raw);
}

const optionalText = (raw: string | undefined): string | undefined => (isBlank(raw) ? undefined : raw.trim());

export const DEFAULT_TIMEOUT = '30m';

/** `record`: the history's branch on origin, and the fixed rounds of a record. */
export const DEFAULT_DATA_BRANCH = 'benchgate-data';
export const DEFAULT_RECORD_ROUNDS = 10;
/** `history`: the drift window, the last 30 recorded commits (its row, historyWindow, is its one home). */
export const DEFAULT_HISTORY_WINDOW = 30;

/**
 * A branch name git accepts (`git check-ref-format --branch`), checked here so a bad one fails
 * before anything runs: no leading `-` or `/`, no `..`, `@{`, spaces, control characters or
 * `~^:?*[\\`, no component starting with `.` or ending in `.lock`, no trailing `/` or `.`.
 */
export function parseBranchName(raw: string | undefined, setting: string, fallback: string): string {
  if (isBlank(raw)) return fallback;
  const name = raw.trim();
  const bad =
    name.length > 200 ||
    /^[-/]|\/$|\.$|\.\.|@\{|\/\/|[\s~^:?*[\\\x00-\x1f\x7f]/.test(name) ||
    name === '@' ||
    name.split('/').some((part) => part.startsWith('.') || part.endsWith('.lock'));
  if (bad) throw new SettingsError(setting, `${setting} must be a git branch name such as benchgate-data; got ${quote(raw)}`);
  return name;
}

export const DEFAULT_GIT_TIMEOUT = '5m';

// ---------------------------------------------------------------------------------------------
// The table.

/** The CLI commands that take settings from the table. */
export type CliCommand = 'compare' | 'run' | 'merge' | 'record' | 'history';

/** Where a setting shows up in --help and in the README. */
export type SettingSection = 'revisions' | 'running' | 'comparing' | 'output' | 'action';

type Table = typeof SETTINGS;
type ValueOf<S> = S extends SettingSpec<infer T> ? T : never;
/** The keys of the statistical settings: the rows made with statistical(). */
export type StatsKey = { [K in keyof Table]: Table[K] extends { report: object } ? K : never }[keyof Table];

/**
 * The statistical settings of a comparison, validated: what the stats read, a report records and
 * merge compares (one Thresholds object, as golang/perf's benchmath has). Derived from their rows,
 * so a new statistical setting is its row here and its use in src/stats/.
 */
export type StatsSettings = { -readonly [K in StatsKey]: ValueOf<Table[K]> };

/** Every setting's value, validated (what the CLI and the action hand to the pipeline). */
export interface Settings extends StatsSettings {
  base?: string;
  head?: string;
  setup?: string;
  outputFile?: string;
  workingDirectory: string;
  /** A fixed number of rounds, or adaptive (see minRounds, maxRounds, lookEvery). */
  rounds: number | 'auto';
  minRounds: number;
  maxRounds: number;
  lookEvery: number;
  warmup: number;
  /** Per-run limit in milliseconds; 0 = none. */
  timeoutMs: number;
  seed?: number;
  keepDir?: string;
  /** Credential/file-command variables the benchmark may still see (runner/env.ts drops them). */
  envPassthrough: string[];
  /** Initialise git submodules in each worktree. */
  submodules: boolean;
  /** Limit of each git call that can touch the network (fetch, checkout, submodules), ms; 0 = none. */
  gitTimeoutMs: number;
  /** Whether setup and the runs go into a sandbox (runner/isolation.ts): auto falls back to none and says why. */
  isolation: Isolation;
  /** The sandbox's network namespace: the host's (shared) or its own with loopback only (isolated, which needs the sandbox). */
  network: Network;
  /** With measure: instructions, which driver counts (src/instructions/drivers/). */
  instructionsDriver: InstructionDriverSetting;
  /** With measure: instructions, what counts (src/instructions/counters/). */
  instructionsCounter: InstructionCounterSetting;
  format: string;
  /** Only these metrics are compared (all when undefined). */
  metrics?: string[];
  /** The rules file, when named (else .github/benchgate.yml if it exists). */
  config?: string;
  commentKey: string;
  /** The Mermaid chart of the changed rows in the markdown report. */
  chart: boolean;
  mode: 'run' | 'comment' | 'merge' | 'record';
  command: string;
  report?: string;
  reports?: string;
  failOnRegression: boolean;
  comment: CommentMode;
  /** The pull request label that accepts its gated regressions; undefined: the feature is off. */
  acceptLabel?: string;
  token: string;
  /** `record`: the folder of the history store (CLI); undefined: the data branch. */
  store?: string;
  /** `record`: the branch of origin that holds the history store. */
  dataBranch: string;
  /** `record`: the fixed rounds of a record's run. */
  recordRounds: number;
  /** `history`: the drift window (recorded commits). */
  historyWindow: number;
}

export interface SettingSpec<T> {
  /** CLI flag without the dashes; absent for action-only settings. */
  flag?: string;
  /** Older flag names still accepted. */
  flagAliases?: readonly string[];
  /** The CLI commands that take the flag. */
  commands?: readonly CliCommand[];
  /** Action input; absent for CLI-only settings. */
  input?: string;
  /** Older input names still read (declared in action.yml as deprecated). */
  inputAliases?: readonly string[];
  /** A repeatable flag (a list setting), or a flag without a value. */
  kind: 'value' | 'list' | 'switch';
  /** The value's placeholder in --help (`N`, `REF`). */
  metavar?: string;
  section: SettingSection;
  /** The default as written by a user (action.yml `default`, --help); absent: none. */
  default?: string;
  /** One sentence for --help, action.yml and the README. */
  help: string;
  /** Raw text (undefined when not given) → value; `name` is the flag or input as the user wrote it. */
  parse(raw: string | readonly string[] | undefined, name: string): T;
  /** Set on a statistical setting (statistical()): how a report records it. */
  report?: ReportField<T>;
}

/**
 * How a statistical setting is recorded in a report's `settings` (docs/report-json.md), read
 * back from one, and compared when shards are merged. The report's `settings` hold these rows'
 * values in table order.
 */
export interface ReportField<T> {
  /** The JSON value: what the writer writes and what the validator accepts (and says otherwise). */
  json: codec.Codec<T>;
  /** What a version-1 report means, which did not record this setting. */
  v1?: NoInfer<T>;
  /** What a report written before this setting existed means (when absent); without it the field is required. */
  older?: NoInfer<T>;
  /**
   * Merging shards: `same` — every shard must have used the same value (one family needs one;
   * a list compares as a set) unless the merge sets it; `first` — the first shard's value stands
   * unless the merge sets it (a setting that decides only the overall pass/fail).
   */
  merge: 'same' | 'first';
  /** How a merge error names it (default: its key). */
  label?: string;
}

/** A statistical setting's row: it has a default (the value of a report's setting when not given) and a report field. */
export type StatisticalSpec<T> = SettingSpec<T> & { default: string; report: ReportField<T> };

/** A row of the table (the helper gives `parse` its parameter types and the row its value type). */
const setting = <T>(spec: SettingSpec<T>): SettingSpec<T> => spec;
/** A row of a statistical setting: what the report records, the validator checks and merge compares. */
const statistical = <T>(spec: StatisticalSpec<T>): StatisticalSpec<T> => spec;

const str = (raw: string | readonly string[] | undefined): string | undefined => (typeof raw === 'string' ? raw : raw?.at(-1));

/** The table: one row per setting, in --help order. */
export const SETTINGS = {
  mode: setting({
    input: 'mode',
    kind: 'value',
    section: 'action',
    default: 'run',
    help: '`run`: benchmark base and head here and report. `comment`: post the report JSON a `run` job uploaded (input `report`), from a `workflow_run` workflow that never runs PR code — the fork-safe way to comment (it reports, it does not gate). `merge`: combine the shard reports of a matrix (input `reports`) into one report, one comment and one gate, with the statistical settings the shards ran with. `record`: on a push to the default branch (or `workflow_dispatch`), benchmark the pushed commit against its first parent (`record-rounds` rounds, paired) and append one record per benchmark and metric to the history on the `data-branch` (needs `contents: write`; refused on pull request events; it records, it does not gate).',
    parse: (raw, name) => parseChoice(str(raw), name, ['run', 'comment', 'merge', 'record'] as const, 'run'),
  }),
  report: setting({
    input: 'report',
    kind: 'value',
    section: 'action',
    help: "`comment` mode: path of the report JSON to post (the `report-json` of a `mode: run` job, passed with actions/upload-artifact and download-artifact). It is validated, re-rendered, and posted only if the pull request's head is still the commit it measured.",
    parse: (raw) => optionalText(str(raw)),
  }),
  reports: setting({
    input: 'reports',
    kind: 'value',
    section: 'action',
    help: '`merge` mode: glob of the shard report JSONs, one pattern per line (`*`, `?`, `**`), e.g. `shards/*/report.json`. Duplicate benchmarks across shards are an error.',
    parse: (raw) => optionalText(str(raw)),
  }),
  base: setting({
    flag: 'base',
    commands: ['run', 'record'],
    input: 'base-ref',
    kind: 'value',
    metavar: 'REF',
    section: 'revisions',
    help: "the commit, branch or tag to compare against (CLI default: the merge-base of HEAD with the default branch; action default: the pull request's base commit, or the commit before a push; record: the head's first parent)",
    parse: (raw) => optionalText(str(raw)),
  }),
  head: setting({
    flag: 'head',
    commands: ['run', 'record'],
    input: 'head-ref',
    kind: 'value',
    metavar: 'REF',
    section: 'revisions',
    help: "the commit to measure (CLI default: HEAD — uncommitted changes are not part of it; action default: the pull request's head commit, or the pushed commit)",
    parse: (raw) => optionalText(str(raw)),
  }),
  command: setting({
    input: 'run',
    kind: 'value',
    section: 'running',
    help: "the benchmark command, run with `bash -c` in each side's checkout (e.g. `go test -bench=. -count=5 ./...`); required in `run` and `record` modes (the CLI takes it after `--`)",
    parse: (raw) => str(raw)?.trim() ?? '',
  }),
  setup: setting({
    flag: 'setup',
    commands: ['run', 'record'],
    input: 'setup',
    kind: 'value',
    metavar: 'CMD',
    section: 'running',
    help: 'a command run once per side before any round (build, install dependencies)',
    parse: (raw) => optionalText(str(raw)),
  }),
  outputFile: setting({
    flag: 'output-file',
    commands: ['run', 'record'],
    input: 'output-file',
    kind: 'value',
    metavar: 'F',
    section: 'running',
    help: 'the file (relative to the working directory) the benchmark writes its results to, read after each run instead of stdout (e.g. out.json with --benchmark-json out.json); a folder is read as a whole (Criterion)',
    parse: (raw) => optionalText(str(raw)),
  }),
  workingDirectory: setting({
    input: 'working-directory',
    kind: 'value',
    section: 'running',
    default: '.',
    help: 'folder, relative to the checkout, where `setup` and `run` execute (the CLI uses the current folder)',
    parse: (raw) => optionalText(str(raw)) ?? '.',
  }),
  rounds: setting({
    flag: 'rounds',
    commands: ['run'],
    input: 'rounds',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: String(DEFAULT_ROUNDS),
    help: 'measured rounds, each running base and head once in a random order: auto (look at the data after min-rounds, then every look-every rounds, and stop as soon as every gated row is decided, up to max-rounds; each look tests at alpha divided by the number of planned looks) or a fixed number',
    parse: (raw, name) => parseRounds(str(raw), name),
  }),
  minRounds: setting({
    flag: 'min-rounds',
    commands: ['run'],
    input: 'min-rounds',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: String(DEFAULT_MIN_ROUNDS),
    help: 'rounds: auto — the rounds before the first look',
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_MIN_ROUNDS, 2),
  }),
  maxRounds: setting({
    flag: 'max-rounds',
    commands: ['run'],
    input: 'max-rounds',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: String(DEFAULT_MAX_ROUNDS),
    help: 'rounds: auto — the most rounds run when rows stay undecided',
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_MAX_ROUNDS, 2),
  }),
  lookEvery: setting({
    flag: 'look-every',
    commands: ['run'],
    input: 'look-every',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: String(DEFAULT_LOOK_EVERY),
    help: 'rounds: auto — the rounds between two looks',
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_LOOK_EVERY),
  }),
  warmup: setting({
    flag: 'warmup',
    commands: ['run', 'record'],
    input: 'warmup',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: String(DEFAULT_WARMUP),
    help: 'rounds run first and discarded',
    parse: (raw, name) => parseWarmup(str(raw), name),
  }),
  timeoutMs: setting({
    flag: 'timeout',
    commands: ['run', 'record'],
    input: 'timeout',
    kind: 'value',
    metavar: 'D',
    section: 'running',
    default: DEFAULT_TIMEOUT,
    help: "limit per run, e.g. 90s, 10m, 1h (a bare number is minutes; 0 = none); the run's processes are killed and it counts as failed",
    parse: (raw, name) => parseDuration(str(raw), name),
  }),
  seed: setting({
    flag: 'seed',
    commands: ['run', 'record'],
    input: 'seed',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    help: 'seed of the random base/head order of each round (default: random, printed so a run can be repeated)',
    parse: (raw, name) => parseSeed(str(raw), name),
  }),
  keepDir: setting({
    flag: 'keep-dir',
    commands: ['run', 'record'],
    input: 'keep-dir',
    kind: 'value',
    metavar: 'D',
    section: 'running',
    help: "folder for every run's raw output: base/round-01/, head/round-01/ … (stdout, stderr, the output file), warm-ups in <side>/warmup-NN/, setup logs in <side>/setup.stdout; `benchgate compare --runs` reads it back (action default: a folder under RUNNER_TEMP, named in the log; upload it with actions/upload-artifact)",
    parse: (raw) => optionalText(str(raw)),
  }),
  envPassthrough: setting({
    flag: 'env-passthrough',
    commands: ['run', 'record'],
    input: 'env-passthrough',
    kind: 'list',
    metavar: 'NAMES',
    section: 'running',
    help: "environment variables the benchmark may see although benchgate withholds them (tokens, keys, the runner's job-file variables: see the README's security section), comma separated or repeated; names only",
    parse: (raw, name) => parseEnvPassthrough(raw, name),
  }),
  submodules: setting({
    flag: 'submodules',
    commands: ['run', 'record'],
    input: 'submodules',
    kind: 'value',
    metavar: 'B',
    section: 'running',
    default: 'true',
    help: 'initialise git submodules (recursively) in each checkout when the repository has a .gitmodules',
    parse: (raw, name) => parseBoolean(str(raw), name, true),
  }),
  isolation: setting({
    flag: 'isolation',
    commands: ['run', 'record'],
    input: 'isolation',
    kind: 'value',
    metavar: 'I',
    section: 'running',
    default: 'auto',
    help: "run setup and the benchmark in a sandbox per side (Linux user namespaces: its own processes only, writes only to its worktree and a private /tmp, $HOME writes thrown away): auto (a sandbox when the host allows one, else none, and the report says why), required (no sandbox is a tool error) or none; see the README's security section",
    parse: (raw, name) => parseChoice(str(raw), name, ISOLATIONS, 'auto'),
  }),
  network: setting({
    flag: 'network',
    commands: ['run', 'record'],
    input: 'network',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: 'shared',
    help: "the sandbox's network: shared (the host's: setup can download, and the benchmark can reach the host's loopback services and abstract Unix sockets) or isolated (its own network namespace with loopback only: nothing outside is reachable, downloads in setup fail; needs the sandbox, so without one it is a tool error); see the README's security section",
    parse: (raw, name) => parseChoice(str(raw), name, NETWORKS, 'shared'),
  }),
  gitTimeoutMs: setting({
    flag: 'git-timeout',
    commands: ['run', 'record', 'history'],
    input: 'git-timeout',
    kind: 'value',
    metavar: 'D',
    section: 'running',
    default: DEFAULT_GIT_TIMEOUT,
    help: 'limit of each git call that can reach the network — fetching a missing commit, checking out, each submodule — e.g. 90s or 10m (0 = none); past it the call is killed and the run stops, naming what did not answer',
    parse: (raw, name) => parseDuration(isBlank(str(raw)) ? DEFAULT_GIT_TIMEOUT : str(raw), name),
  }),
  format: setting({
    flag: 'format',
    commands: ['compare', 'run', 'record'],
    input: 'format',
    kind: 'value',
    metavar: 'ID',
    section: 'comparing',
    default: 'auto',
    help: "the harness's output format (go, pytest-benchmark, google-benchmark, criterion, hyperfine, benchmarkjs, …), or auto to detect it from the output",
    parse: (raw) => optionalText(str(raw)) ?? 'auto',
  }),
  alpha: statistical({
    flag: 'alpha',
    commands: ['compare', 'run', 'record'],
    input: 'alpha',
    kind: 'value',
    metavar: 'A',
    section: 'comparing',
    default: '0.05',
    help: 'significance level after the multiple-comparison correction, in (0, 1)',
    parse: (raw, name) => parseAlpha(str(raw), name),
    report: { json: codec.number(MIN_ALPHA, 1 - Number.EPSILON), merge: 'same' },
  }),
  threshold: statistical({
    flag: 'threshold',
    commands: ['compare', 'run', 'record', 'history'],
    input: 'threshold',
    kind: 'value',
    metavar: 'T',
    section: 'comparing',
    default: '5%',
    help: 'smallest slowdown that counts as a regression, "5%" or "5" (both mean 5 percent)',
    parse: (raw, name) => parseThreshold(str(raw), name),
    report: { json: codec.number(0, 1e6), merge: 'same' },
  }),
  correction: statistical({
    flag: 'correction',
    commands: ['compare', 'run', 'record'],
    input: 'correction',
    kind: 'value',
    metavar: 'C',
    section: 'comparing',
    default: 'holm',
    help: 'multiple-comparison correction: holm (family-wise), bh (Benjamini–Hochberg false discovery rate) or none',
    parse: (raw, name) => parseCorrection(str(raw), name),
    report: { json: codec.oneOf(CORRECTIONS), merge: 'same' },
  }),
  outliers: statistical({
    flag: 'outliers',
    commands: ['compare', 'run', 'record'],
    input: 'outliers',
    kind: 'value',
    metavar: 'O',
    section: 'comparing',
    default: 'iqr',
    help: 'outlier removal: iqr (Tukey fences), upper (slow outliers only) or none',
    parse: (raw, name) => parseOutliers(str(raw), name),
    report: { json: codec.oneOf(OUTLIER_MODES), merge: 'same' },
  }),
  test: statistical({
    flag: 'test',
    commands: ['compare', 'run', 'merge'],
    input: 'test',
    kind: 'value',
    metavar: 'T',
    section: 'comparing',
    default: 'mann-whitney',
    help: "the test that decides each verdict: mann-whitney (per-run values of both sides) or paired (Wilcoxon signed-rank on the interleaved rounds; robust to drift between rounds); both are always computed and shown. merge: re-decide every row with it (default: the shards' own)",
    parse: (raw, name) => parseTest(str(raw), name),
    report: { json: codec.oneOf(TESTS), v1: 'mann-whitney', merge: 'same' },
  }),
  instructionsDriver: setting({
    flag: 'instructions-driver',
    commands: ['run'],
    input: 'instructions-driver',
    kind: 'value',
    metavar: 'D',
    section: 'running',
    default: 'auto',
    help: 'with measure: instructions, how a run is counted: go (the `go test -bench` command unchanged, per benchmark and per operation), google-benchmark (the benchmark binary and its flags, per benchmark and per iteration), command (the whole command as one benchmark, instructions per run) or auto (go when the command runs `go test`, google-benchmark when it has a `--benchmark_` flag)',
    parse: (raw, name) => parseChoice(str(raw), name, INSTRUCTION_DRIVERS, 'auto'),
  }),
  instructionsCounter: setting({
    flag: 'instructions-counter',
    commands: ['run'],
    input: 'instructions-counter',
    kind: 'value',
    metavar: 'C',
    section: 'running',
    default: 'auto',
    help: "with measure: instructions, what counts: valgrind (cachegrind, everywhere; per-function attribution), perf (`perf stat -e instructions:u`, the CPU's own counter at native speed, whole processes only: the go and command drivers; a tool error where the probe finds no working counter) or auto (perf where a probe in the sandbox counts a known program twice alike, else valgrind; GitHub-hosted runners have no hardware counter). See docs/instructions.md",
    parse: (raw, name) => parseChoice(str(raw), name, INSTRUCTION_COUNTERS, 'auto'),
  }),
  metrics: setting({
    flag: 'metric',
    commands: ['compare', 'run', 'record'],
    input: 'metric',
    kind: 'list',
    metavar: 'NAME',
    section: 'comparing',
    help: 'compare only these metrics, comma separated or repeated (time, rate, throughput, alloc-bytes, allocs, memory or a custom unit; default: all)',
    parse: (raw, name) => parseMetrics(raw, name),
  }),
  gate: statistical({
    flag: 'gate',
    commands: ['compare', 'run', 'record'],
    input: 'gate',
    inputAliases: ['metrics'],
    kind: 'list',
    metavar: 'NAME',
    section: 'comparing',
    default: 'time,rate',
    help: 'metrics whose regressions fail the check, comma separated or repeated; the others are reported only',
    parse: (raw, name): string[] => parseMetrics(raw, name) ?? [...DEFAULT_STATS_SETTINGS.gate],
    report: { json: codec.list(codec.string(codec.MAX_SHORT_CHARS), 100), merge: 'same', label: 'gated metrics' },
  }),
  failOnInconclusive: statistical({
    flag: 'fail-on-inconclusive',
    commands: ['compare', 'run', 'merge'],
    input: 'fail-on-inconclusive',
    kind: 'switch',
    section: 'comparing',
    default: 'false',
    help: 'also fail when a gated row is inconclusive (not significant, but its interval reaches past the threshold)',
    parse: (raw, name) => parseFailOnInconclusive(str(raw), name),
    report: { json: codec.boolean(), v1: false, merge: 'first' },
  }),
  measure: statistical({
    flag: 'measure',
    commands: ['compare', 'run'],
    input: 'measure',
    kind: 'value',
    metavar: 'M',
    section: 'comparing',
    default: 'time',
    help: "what is compared: time (the harness's own numbers) or instructions (instructions per operation counted under valgrind, instr/op, lower is better: a measure the machine's load cannot move; decided in a few rounds, gated like time; time is not reported in that mode). See docs/instructions.md",
    parse: (raw, name) => parseChoice(str(raw), name, MEASURES, 'time'),
    report: { json: codec.oneOf(MEASURES), v1: 'time', older: 'time', merge: 'same' },
  }),
  config: setting({
    flag: 'config',
    commands: ['compare', 'run', 'record'],
    input: 'config',
    kind: 'value',
    metavar: 'FILE',
    section: 'comparing',
    help: 'the rules file: per-benchmark threshold, gate, ignore and min-change (default: .github/benchgate.yml when it exists). The action reads it from the base commit, so a pull request cannot loosen its own gate; the CLI from the working tree',
    parse: (raw) => optionalText(str(raw)),
  }),
  commentKey: setting({
    flag: 'comment-key',
    flagAliases: ['key'],
    commands: ['compare', 'run', 'merge'],
    input: 'comment-key',
    kind: 'value',
    metavar: 'KEY',
    section: 'output',
    default: 'default',
    help: 'key of the sticky comment (`<!-- benchgate:KEY -->`); use different keys for several benchgate steps on one pull request',
    parse: (raw, name) => parseCommentKey(str(raw), name),
  }),
  chart: setting({
    flag: 'chart',
    commands: ['compare', 'run', 'merge'],
    input: 'chart',
    kind: 'value',
    metavar: 'B',
    section: 'output',
    default: 'true',
    help: "a Mermaid chart of the changed rows' Δ % and 95% CI under the markdown report's table (GitHub draws it); false leaves it out",
    parse: (raw, name) => parseBoolean(str(raw), name, true),
  }),

  failOnRegression: setting({
    input: 'fail-on-regression',
    kind: 'value',
    section: 'action',
    default: 'true',
    help: 'fail the step when a gated metric regressed significantly by more than the threshold (the CLI says it with exit code 1)',
    parse: (raw, name) => parseBoolean(str(raw), name, true),
  }),
  comment: setting({
    input: 'comment',
    kind: 'value',
    section: 'action',
    default: 'always',
    help: 'when to post or update the sticky comment: always, on-change (some row is not unchanged), on-regression, or never (true and false mean always and never). With nothing to say, an existing comment is updated to a short note ("no changes", or ❔ naming the undecided gated rows) rather than left stale; the job summary is always written.',
    parse: (raw, name) => parseCommentMode(str(raw), name),
  }),
  acceptLabel: setting({
    input: 'accept-label',
    kind: 'value',
    section: 'action',
    default: 'benchgate: accept',
    help: "a pull request label that accepts an intended slowdown: while the pull request has it (case-insensitive, as GitHub matches labels), its gated regressions are reported as accepted (🟡) and the step passes; the comment names who added the label and when (from the event, or the pull request's events with `issues: read`). Only people with triage or write access can label a pull request. Blank turns it off.",
    parse: (raw) => optionalText(str(raw)),
  }),
  store: setting({
    flag: 'store',
    commands: ['record', 'history'],
    kind: 'value',
    metavar: 'DIR',
    section: 'output',
    help: 'the history store in this folder instead of the data branch: JSON-lines files history-NNNNNN.jsonl (read them with jq); record makes it when missing, history reads it',
    parse: (raw) => optionalText(str(raw)),
  }),
  dataBranch: setting({
    flag: 'data-branch',
    commands: ['record', 'history'],
    input: 'data-branch',
    kind: 'value',
    metavar: 'B',
    section: 'output',
    default: DEFAULT_DATA_BRANCH,
    help: 'the branch of origin that keeps main\'s history (its history/ folder). `record` writes it (created as an orphan branch by the first record, pushed with retry when another record lands first) with git plumbing only: the checkout, index, HEAD and branches are never touched. `history` reads it; `run` (by git), `comment` and `merge` (through the REST API: the token needs `contents: read`) read it when it exists, for a line per changed row in the comment ("main: stable for 30 commits") and the trend of main\'s geomean',
    parse: (raw, name) => parseBranchName(str(raw), name, DEFAULT_DATA_BRANCH),
  }),
  recordRounds: setting({
    flag: 'record-rounds',
    commands: ['record'],
    input: 'record-rounds',
    kind: 'value',
    metavar: 'N',
    section: 'running',
    default: String(DEFAULT_RECORD_ROUNDS),
    help: '`record`: the fixed number of interleaved rounds (parent and head once each, per round): what a record costs per merge, about twice this many runs of the benchmark command',
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_RECORD_ROUNDS, 2),
  }),
  historyWindow: setting({
    flag: 'window',
    commands: ['history'],
    kind: 'value',
    metavar: 'N',
    section: 'output',
    default: String(DEFAULT_HISTORY_WINDOW),
    help: '`history`: the drift window, the last N recorded commits (flagged when its CI lies wholly beyond --threshold)',
    parse: (raw, name) => (isBlank(str(raw)) ? DEFAULT_HISTORY_WINDOW : parseInteger(str(raw)!, name, 1, 1000, 'a whole number of recorded commits')),
  }),
  token: setting({
    input: 'github-token',
    kind: 'value',
    section: 'action',
    default: '${{ github.token }}',
    help: 'token for the comment. Needs `pull-requests: write`; with a read-only token (fork PRs) the step warns and keeps the job summary. The benchmark never sees it.',
    parse: (raw) => str(raw)?.trim() ?? '',
  }),
};

export type SettingKey = keyof Settings;

/** The table as Settings reads it: every setting has a row, and each row parses to its setting's type. */
const TABLE: { readonly [K in SettingKey]-?: SettingSpec<Settings[K]> } = SETTINGS;

const rows = (): [SettingKey, SettingSpec<unknown>][] => Object.entries(TABLE) as [SettingKey, SettingSpec<unknown>][];

/** The statistical rows in table order: the order of a report's `settings`. */
const STATS_ROWS = rows().filter((row): row is [StatsKey, StatisticalSpec<unknown>] => row[1].report !== undefined);

/** node:util parseArgs options of one command's settings (aliases included). */
export function cliOptions(command: CliCommand): Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {};
  for (const [, spec] of rows()) {
    if (!spec.flag || !spec.commands?.includes(command)) continue;
    const option = spec.kind === 'switch' ? { type: 'boolean' as const } : { type: 'string' as const, multiple: true };
    for (const name of [spec.flag, ...(spec.flagAliases ?? [])]) options[name] = option;
  }
  return options;
}

/**
 * Validated settings from parsed CLI flags: every setting of the command from its flag (the last
 * one wins for single values), every other setting at its default.
 */
export function settingsFromFlags(command: CliCommand, values: Record<string, unknown>): Settings {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of rows()) {
    const names = spec.flag && spec.commands?.includes(command) ? [spec.flag, ...(spec.flagAliases ?? [])] : [];
    const given = names.find((n) => values[n] !== undefined);
    const raw = given === undefined ? undefined : values[given];
    const text = typeof raw === 'boolean' ? String(raw) : (raw as string | string[] | undefined);
    out[key] = spec.parse(spec.kind === 'list' || text === undefined || typeof text === 'string' ? text : text.at(-1), `--${given ?? spec.flag ?? key}`);
  }
  return out as unknown as Settings;
}

/** One setting from the action's inputs (for a path that must not fail on another input). */
export function settingFromInput<K extends SettingKey>(key: K, read: (name: string) => string): Settings[K] {
  const spec = TABLE[key] as SettingSpec<Settings[K]>;
  const raw = spec.input ? read(spec.input) : '';
  return spec.parse(raw.trim() === '' ? undefined : raw, spec.input ?? key);
}

/**
 * Validated settings from the action's inputs (`read` is core.getInput): a deprecated input name
 * is still read, with a warning through `warn`.
 */
export function settingsFromInputs(read: (name: string) => string, warn: (message: string) => void = () => {}): Settings {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of rows()) {
    let name = spec.input;
    let raw = name ? read(name) : '';
    // A deprecated name has no default in action.yml, so a value there was set by the user: it
    // wins over the new name, which a runner always fills with its default.
    for (const alias of spec.inputAliases ?? []) {
      if (read(alias).trim() !== '') {
        warn(`input '${alias}' is deprecated: use '${spec.input}' (same meaning)`);
        name = alias;
        raw = read(alias);
      }
    }
    out[key] = spec.parse(raw.trim() === '' ? undefined : raw, name ?? key);
  }
  return out as unknown as Settings;
}

/** The statistical settings' defaults: each row's default as a user would write it, parsed. */
export const DEFAULT_STATS_SETTINGS: StatsSettings = Object.fromEntries(STATS_ROWS.map(([key, spec]) => [key, spec.parse(spec.default, key)])) as StatsSettings;

const copy = <T>(v: T): T => (Array.isArray(v) ? ([...(v as unknown[])] as T) : v);

/** The statistical part of the settings (what a report records and merge compares). */
export function statsSettingsOf(s: StatsSettings): StatsSettings {
  return Object.fromEntries(STATS_ROWS.map(([key]) => [key, copy(s[key])])) as StatsSettings;
}

/** A report's `settings` as written to its JSON, in table order. */
export function encodeStatsSettings(s: StatsSettings): codec.Obj {
  return Object.fromEntries(STATS_ROWS.map(([key, spec]) => [key, spec.report.json.encode(s[key])]));
}

/** A report's `settings` read back (untrusted): each checked by its row's codec, unknown ones dropped. */
export function decodeStatsSettings(c: codec.Checker, v: codec.Json, path: string): StatsSettings {
  const o = c.object(v, path);
  const out: codec.Obj = {};
  for (const [key, { report }] of STATS_ROWS) {
    if (c.version === 1 && report.v1 !== undefined) out[key] = report.v1;
    else if (o[key] === undefined && report.older !== undefined) out[key] = report.older;
    else out[key] = report.json.decode(c, o[key], `${path}.${key}`, out);
  }
  return out as StatsSettings;
}

/** The statistical settings whose flag was given to `command` (what `benchgate merge` re-decides with). */
export function statsSettingsGiven(command: CliCommand, values: Record<string, unknown>, s: StatsSettings): Partial<StatsSettings> {
  const given = STATS_ROWS.filter(([, spec]) => spec.flag && spec.commands?.includes(command) && values[spec.flag] !== undefined);
  return Object.fromEntries(given.map(([key]) => [key, copy(s[key])]));
}

const shown = (v: unknown): string => (Array.isArray(v) ? [...(v as string[])].sort().join(',') || '(none)' : String(v));

/**
 * Why two shards' settings cannot make one family: the first `same` setting they differ in (a
 * list as a set), as `name a vs b`; undefined when they agree. Settings in `set` are the merge's
 * own (a flag of `benchgate merge`), so the shards may differ in them.
 */
export function statsSettingsDifference(a: StatsSettings, b: StatsSettings, set: Partial<StatsSettings> = {}): string | undefined {
  for (const [key, { report }] of STATS_ROWS) {
    if (report.merge !== 'same' || set[key] !== undefined) continue;
    const [x, y] = [shown(a[key]), shown(b[key])];
    if (x !== y) return `${report.label ?? key} ${x} vs ${y}`;
  }
  return undefined;
}

const SECTION_TITLES: Record<SettingSection, string> = {
  revisions: 'Revisions',
  running: 'Running',
  comparing: 'Reading and comparing',
  output: 'Output',
  action: 'Action',
};

/** Wraps `text` to lines of at most `width` characters after a hanging indent. */
function wrap(text: string, indent: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The --help lines of one command's settings, by section: `  --flag X    help (default: …)`. */
export function settingsHelp(command: CliCommand, extra: Partial<Record<SettingSection, string[]>> = {}): string {
  const out: string[] = [];
  for (const section of Object.keys(SECTION_TITLES) as SettingSection[]) {
    const lines: string[] = [];
    for (const [, spec] of rows()) {
      if (spec.section !== section || !spec.flag || !spec.commands?.includes(command)) continue;
      const head = `  --${spec.flag}${spec.metavar ? ` ${spec.metavar}` : ''}`;
      const text = `${spec.help.replace(/`/g, '')}${spec.default !== undefined && !/\(default/.test(spec.help) ? ` (default: ${spec.default})` : ''}`;
      const body = wrap(text, 23, 92);
      // A long flag gets its help on the next line, so the help column stays one column.
      if (head.length > 21) lines.push(head, ...body.map((l) => `${' '.repeat(23)}${l}`));
      else lines.push(`${head.padEnd(22)} ${body[0]}`, ...body.slice(1).map((l) => `${' '.repeat(23)}${l}`));
      if (spec.flagAliases?.length) lines.push(`${' '.repeat(23)}(also: ${spec.flagAliases.map((a) => `--${a}`).join(', ')})`);
    }
    lines.push(...(extra[section] ?? []));
    if (lines.length) out.push(`${SECTION_TITLES[section]}:`, ...lines, '');
  }
  return out.join('\n').trimEnd();
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
      throw new SettingsError(
        setting,
        `${setting}: ${quote(name)} is not an environment variable name (names only, no values or patterns: e.g. NPM_TOKEN, SSH_AUTH_SOCK)`,
      );
    }
  }
  return [...new Set(parts)];
}
