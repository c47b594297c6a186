// The shared types of every stage (docs/report-json.md names their fields). The one place they are
// defined: a stage imports from here and from stages to its left, never from stages to its right. The statistical
// settings are the one exception in form, not in substance: their type and defaults are derived
// from their rows of the settings table (src/settings.ts), the one place a setting is defined.
import { UserError } from './errors.js';
import type { Correction, OutlierMode, StatsSettings, TestName } from './settings.js';

export { UserError };
// The statistical settings and their choices are their rows' (src/settings.ts).
export type { Correction, OutlierMode, StatsSettings, TestName };
export { DEFAULT_STATS_SETTINGS, MIN_ALPHA } from './settings.js';

/** Which direction is good for a metric. */
export type Better = 'lower' | 'higher';

/**
 * One benchmark × one metric on one side. Units are base units (s, B, B/s, ops/s, …);
 * scaling happens only for display.
 *
 * Well-known metric names (formats use these so that gating and display agree):
 *   time        s          lower   time per operation / iteration / run
 *   rate        ops/s      higher  operations per second (benchmark.js, JMH thrpt, tinybench hz)
 *   throughput  B/s        higher  bytes per second (Go MB/s, Criterion Bytes throughput)
 *   alloc-bytes B          lower   bytes allocated per op
 *   allocs      allocs     lower   allocations per op
 *   memory      B          lower   peak memory (hyperfine memory_usage_byte)
 * Anything else is a custom metric named after its unit (e.g. Go b.ReportMetric "widgets/op").
 */
export interface Series {
  /** Full benchmark name, with parameters and sub-benchmark path (`BenchmarkEncode/size=1k-8`). */
  benchmark: string;
  /**
   * What the benchmark belongs to when a stream holds several (Go package, JMH/BDN class, …).
   * Part of the identity: equal names in different groups are different benchmarks.
   */
  group?: string;
  metric: string;
  unit: string;
  better: Better;
  /**
   * The samples grouped by run: one execution of the benchmark command (one round of one side)
   * or one input file. Samples of one run share its luck (JIT, memory layout, the machine's
   * minute), so the statistics treat the run, not the sample, as the unit (docs/statistics.md#step-3-one-value-per-run).
   * A parser returns one run per series; the pipeline concatenates the runs of every round.
   */
  runs: Run[];
  /**
   * Set when the harness computed this metric from another metric of the same run (Go's MB/s
   * from ns/op with `b.SetBytes`): the parent's metric. A derived series is one measurement shown
   * twice, so it is never tested on its own: it is shown with its parent's row (Comparison.derived)
   * and follows that row's verdict, rules and acceptance. Set by the format registry from each
   * format's declaration (src/formats/derived.ts), never by hand.
   */
  derivedFrom?: string;
}

/** What names a row: its group (none and an empty one are the same), benchmark and metric. */
export type RowIdentity = Pick<Series, 'group' | 'benchmark' | 'metric'>;

/**
 * The one key of a row (a series on either side, a comparison, a shard's row): unambiguous
 * whatever characters the names hold. Hot paths that hold thousands of series use nested maps
 * on the same three fields instead (stats/series-index.ts, formats/series.ts).
 */
export function seriesKey(s: RowIdentity): string {
  return JSON.stringify([groupKey(s), s.benchmark, s.metric]);
}

/** The key of a benchmark (all its metrics): group and name. */
export function benchmarkKey(s: Pick<Series, 'group' | 'benchmark'>): string {
  return JSON.stringify([groupKey(s), s.benchmark]);
}

/** The group part of a row's identity: no group and an empty one are the same. */
export function groupKey(s: Pick<Series, 'group'>): string {
  return s.group ?? '';
}

/** A row as messages name it: `group benchmark (metric)`. */
export function rowLabel(s: RowIdentity): string {
  return `${s.group ? `${s.group} ` : ''}${s.benchmark} (${s.metric})`;
}

/** One run's samples of one series (see Series.runs). */
export interface Run {
  /** 1-based measured round this run belongs to; base and head runs of one round pair up. */
  round?: number;
  samples: number[];
  /**
   * The run's samples split by worker process, where the format knows it (pyperf `runs[]`, JMH
   * forks): the fallback unit when a side has a single run. Together they hold exactly `samples`.
   */
  processes?: number[][];
}

/** Every sample of a series, all runs pooled (display, and the sample-level fallback). */
export function pooledSamples(series: Pick<Series, 'runs'>): number[] {
  if (series.runs.length === 1) return series.runs[0].samples;
  const out: number[] = [];
  for (const run of series.runs) for (const v of run.samples) out.push(v);
  return out;
}

/** What a parser reads and a run produces: the text of one file (or stdin), or a folder (Criterion's target/criterion). */
export type FormatInput = { kind: 'text'; file: string; text: string } | { kind: 'dir'; dir: string };

export interface ParseResult {
  format: string;
  series: Series[];
  /** What the tool said about the machine and run (Go's `cpu:`, Google Benchmark's context, …). */
  context: Record<string, string>;
  warnings: ParseWarning[];
  /**
   * The file or folder the result was read from, when it is one run of several (set by
   * parseRun): a warning that differs between runs only by this path is said once, with a count.
   */
  source?: string;
}

/**
 * What a parser warns about, one code per kind of event (renderers group by it):
 * - `line-skipped`: a line/entry that is not a readable result (cut off, malformed) was skipped;
 * - `truncated`: the output ends mid-record (an unterminated tag, a benchmark never closed);
 * - `failed-benchmark`: the harness says a benchmark failed, errored or did not run; it has no result;
 * - `summary-only`: no raw samples, one summary value (mean/median) per run stands in for them;
 * - `unit-unknown`: a unit the parser does not know (kept as a custom metric or skipped);
 * - `duplicate-name`: the same name appears again; taken as more samples of the same benchmark;
 * - `unknown-field`: a field the format does not define was ignored;
 * - `no-benchmarks`: the file holds no benchmarks at all;
 * - `debug-build`: the harness was built for debugging; timings may be off;
 * - `failed-iterations`: some iterations exited non-zero and were compared anyway;
 * - `harness-note`: a note the harness itself printed (e.g. Google Benchmark's CPU scaling notice);
 * - `more-warnings`: the count of further warnings a parser did not keep (it keeps the first 50).
 */
export type ParseWarningCode =
  | 'line-skipped'
  | 'truncated'
  | 'failed-benchmark'
  | 'summary-only'
  | 'unit-unknown'
  | 'duplicate-name'
  | 'unknown-field'
  | 'no-benchmarks'
  | 'debug-build'
  | 'failed-iterations'
  | 'harness-note'
  | 'more-warnings';

/** A parse warning: `message` names the place (`file:line: …`); `benchmark` the row it is about, when one. */
export interface ParseWarning extends Warning {
  code: ParseWarningCode;
}

/** Two warnings are one when their code, row and text agree (the text given, when it is not the message). */
export function warningKey(w: Pick<Warning, 'code' | 'benchmark'>, text: string): string {
  return JSON.stringify([w.code, w.benchmark ?? '', text]);
}

/** A parse warning as a value. */
export function parseWarning(code: ParseWarningCode, message: string, benchmark?: string): ParseWarning {
  return benchmark === undefined ? { code, message } : { code, message, benchmark };
}

/** Thrown by every parser for input it cannot read: names the file, the line and the reason. */
export class ParseError extends UserError {
  constructor(
    readonly reason: string,
    readonly file?: string,
    readonly line?: number,
  ) {
    super(`${file ?? '<input>'}${line !== undefined ? `:${line}` : ''}: ${reason}`);
    this.name = 'ParseError';
  }
}

/**
 * What a comparison, a run or a merge warns about (beyond the parse warnings):
 * - `non-finite`: NaN/±Infinity samples were dropped;
 * - `outliers-removed`: samples removed as outliers inside their runs;
 * - `outlier-units`: unit values beyond a side's fences (counted, kept);
 * - `outlier-runs`: whole runs far from the others (stats/run-outliers.ts);
 * - `unit-fallback`: fewer than 2 runs a side, so processes or samples were tested;
 * - `no-pairs`: the runs carry no round, so the paired view is absent;
 * - `no-ci`: too few units for a 95% interval of the change;
 * - `additive`: values ≤ 0, the change is the shift as a share of the base median;
 * - `no-relative-size`: values ≤ 0 and a base median of 0, only the sign decides;
 * - `unit-mismatch`, `direction-mismatch`: base and head disagree on a row's unit or direction;
 * - `floor`: rows that can never be significant with the units given (a merge rewrites it);
 * - `cpu-mismatch`, `format-mismatch`: base and head ran on different CPUs, or were read as different tools;
 * - `failed-runs`: runs that failed and were left out;
 * - `incomplete-run`: a kept run folder without its completion marker (`compare --runs`);
 * - `tool-error`: the run stopped with a tool error (a partial report);
 * - `shard-rounds`: merged shards ran different numbers of rounds;
 * - `v1`: a version-1 report's warning, which had no code;
 * - `torn-line`: a history store line that is not JSON (a record cut off mid-append), skipped;
 * - `other`: a warning read from a report whose code this release does not know (another release's).
 */
export type ReportWarningCode =
  | 'non-finite'
  | 'outliers-removed'
  | 'outlier-units'
  | 'outlier-runs'
  | 'unit-fallback'
  | 'no-pairs'
  | 'no-ci'
  | 'additive'
  | 'no-relative-size'
  | 'unit-mismatch'
  | 'direction-mismatch'
  | 'floor'
  | 'cpu-mismatch'
  | 'format-mismatch'
  | 'failed-runs'
  | 'incomplete-run'
  | 'tool-error'
  | 'shard-rounds'
  | 'v1'
  | 'torn-line'
  | 'other';

/** Every warning code benchgate writes: a closed list (hyperfine's warnings enum), so a producer cannot invent one and a reader can rely on it. */
export type WarningCode = ParseWarningCode | ReportWarningCode;

export const WARNING_CODES: readonly WarningCode[] = [
  'line-skipped',
  'truncated',
  'failed-benchmark',
  'summary-only',
  'unit-unknown',
  'duplicate-name',
  'unknown-field',
  'no-benchmarks',
  'debug-build',
  'failed-iterations',
  'harness-note',
  'more-warnings',
  'non-finite',
  'outliers-removed',
  'outlier-units',
  'outlier-runs',
  'unit-fallback',
  'no-pairs',
  'no-ci',
  'additive',
  'no-relative-size',
  'unit-mismatch',
  'direction-mismatch',
  'floor',
  'cpu-mismatch',
  'format-mismatch',
  'failed-runs',
  'incomplete-run',
  'tool-error',
  'shard-rounds',
  'v1',
  'torn-line',
  'other',
];

/**
 * A warning with a stable code: renderers group warnings by code and code filters them (never a
 * regex on the text). `benchmark` names the row it is about, when it is about one.
 */
export interface Warning {
  code: WarningCode;
  message: string;
  benchmark?: string;
}

/** What one unit value of a row is (docs/statistics.md#step-3-one-value-per-run). */
export type UnitOfAnalysis = 'run' | 'process' | 'sample';

/**
 * `ignored`: a rule of the rules file says so; measured and shown, never gated, outside the family.
 * `accepted`: a gated regression the pull request's accept label lets pass (still measured as one).
 */
export type Verdict = 'regression' | 'improvement' | 'unchanged' | 'minor' | 'inconclusive' | 'insufficient' | 'added' | 'removed' | 'ignored' | 'accepted';

export const VERDICTS: readonly Verdict[] = [
  'regression',
  'improvement',
  'minor',
  'unchanged',
  'inconclusive',
  'insufficient',
  'added',
  'removed',
  'ignored',
  'accepted',
];

/**
 * The changed rows: what the comment's table shows first (the rest is collapsed), in the order it
 * sorts them. Accepted regressions stay with the regressions: they are still measured slowdowns.
 */
export const CHANGED_VERDICTS: readonly Verdict[] = ['regression', 'accepted', 'improvement', 'minor', 'inconclusive'];

/** One side of one comparison row: samples, the unit values built from them, and their statistics. */
export interface SideSummary {
  /** Samples given (finite values only). */
  n: number;
  /** Samples left after outlier removal inside each run. */
  kept: number;
  /** Samples removed as outliers inside runs (n − kept). */
  removed: number;
  /** Unit values (runs, processes or samples: Comparison.unitOfAnalysis): what is tested. */
  units: number;
  /** Unit values beyond this side's own Tukey fences: counted, never removed. */
  flagged: number;
  /** Median of the unit values. */
  median: number | null;
  /** 95% CI of that median from order statistics; null when units ≤ 5 (not attainable). */
  ci: [number, number] | null;
  /** Descriptive statistics of the unit values (simple-statistics); null when undefined for the count. */
  mean: number | null;
  /** Sample standard deviation (n − 1). */
  sd: number | null;
  /** Standard error of the mean: sd/√units. */
  se: number | null;
  /** Coefficient of variation sd/|mean|. */
  cv: number | null;
  /** Median absolute deviation (unscaled). */
  mad: number | null;
}

/** The Mann-Whitney view of a row (step 5); nulls when it was not run (fewer than 2 units a side). */
export interface MannWhitneySummary {
  p: number | null;
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** Additive HL shift head − base when some value ≤ 0 (decides by its sign without a ratio). */
  shift: number | null;
  /** Every pooled unit value equal: minimum attainable p 1, outside the family (step 7). */
  constant: boolean;
}

/** The paired view of a row (step 6): rounds with a run value on both sides. */
export interface PairedSummary {
  pairs: number;
  p: number;
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** Rounds in which head was worse than base. */
  worseRounds: number;
  shift: number | null;
  /** Every paired difference 0: outside the family (step 7). */
  constant: boolean;
}

/**
 * A metric derived from a row's metric (Series.derivedFrom), shown with that row: its median of
 * the unit values on each side, in its own unit (null on a side without it). Not tested: the row's
 * test, verdict, rules and acceptance are its.
 */
export interface DerivedValue {
  metric: string;
  unit: string;
  better: Better;
  base: number | null;
  head: number | null;
}

/**
 * Why a row's decision-level interval and its verdict seem to disagree: `holm-stopped` — the raw p
 * passes the row's own Holm step, but the step-down stopped at an earlier row and rejects no later
 * one; `edge` — the test and the interval differ at the boundary (tied values, zero differences or
 * the normal approximation: the interval is built from the untied distribution).
 */
export type DecisionNote = 'holm-stopped' | 'edge';

export const DECISION_NOTES: readonly DecisionNote[] = ['holm-stopped', 'edge'];

/**
 * The level a tested row was decided at and its deciding test's interval at that level
 * (docs/statistics.md#step-8-the-verdict): what the verdict of a significant or inconclusive row rests on, where
 * `ratioCI` is the 95% interval (which alone decides `unchanged`).
 */
export interface Decision {
  /** The family's level: settings.alpha, or α/J at each of J planned looks; pAdjusted is compared with it. */
  alpha: number;
  /**
   * The level the raw p was tested at: Holm's step alpha/(m − i + 1) at the row's rank i, BH's
   * alpha·k/m, alpha without correction. The interval below has confidence 1 − level.
   */
  level: number;
  /**
   * The deciding test's Hodges–Lehmann interval at confidence 1 − level, for a significant or
   * inconclusive row; null for `unchanged` (its 95% ratioCI decides it), when unattainable, or when
   * not recomputed (a merge that changed the level).
   */
  ratioCI: [number, number] | null;
  /** Set only when the interval excludes 1 and the row is not significant, or the other way round. */
  note?: DecisionNote;
}

/** The instructions test of a row (docs/instructions.md): Welch's t on log counts, with a floor of 3× the spread between identical runs. */
export interface InstructionsSummary {
  p: number;
  ratio: number;
  ratioCI: [number, number] | null;
  /** The larger side's relative range (log scale) between its rounds: what identical runs differ by. */
  spread: number;
  /** 3 × spread: a change no larger is never significant. */
  floor: number;
  /** Every value equal on both sides. */
  constant: boolean;
}

/** measure: instructions — one function's instructions per operation on each side (src/instructions/attribution/). */
export interface FunctionChange {
  /** The function's symbol (`???`: no symbol). PR-controlled text. */
  function: string;
  /** Median over the side's rounds, instructions per operation (0: not run on that side). */
  base: number;
  head: number;
  /** head − base. */
  delta: number;
  /** delta / base × 100; null when base is below one instruction per op (the function did not run there). */
  deltaPct: number | null;
}

/** measure: instructions — where a changed row's instructions went: the functions whose per-op count changed most. */
export interface Attribution {
  /** Rounds each side's medians came from. */
  rounds: { base: number; head: number };
  /** The functions with the largest |delta| first (at most MAX_ATTRIBUTED_FUNCTIONS). */
  functions: FunctionChange[];
  /** Functions that changed by at least half an instruction per op but are not listed. */
  more: number;
  /** Share of each side's instructions per op without a symbol (`???`): near 1 for a stripped binary. */
  noSymbol: { base: number; head: number };
}

/** One row of the result (its field names are the JSON report's: docs/report-json.md). */
export interface Comparison {
  benchmark: string;
  group?: string;
  metric: string;
  unit: string;
  better: Better;
  /** What one tested value is: a run's median, a process's median, or a sample. */
  unitOfAnalysis: UnitOfAnalysis;
  base: SideSummary;
  head: SideSummary;
  /** The test that decided the verdict; ratio, ratioCI, deltaPct, p and pAdjusted are its. */
  test: TestName;
  /** head/base as a ratio (Hodges–Lehmann on logs, or 1 + shift/base median when a value ≤ 0). */
  ratio: number | null;
  ratioCI: [number, number] | null;
  deltaPct: number | null;
  /** Raw two-sided p of the deciding test; null when not tested (added/removed/too few units). */
  p: number | null;
  /** p adjusted over the family of the run (holm/bh/none). */
  pAdjusted: number | null;
  mannWhitney: MannWhitneySummary;
  /** Null when the sides do not come from the same interleaved rounds. */
  paired: PairedSummary | null;
  /** measure: instructions — the row's instructions test (stats/instructions.ts), which decided it. */
  instructions?: InstructionsSummary;
  /** measure: instructions — for a changed row, the functions whose per-op count changed most. */
  attribution?: Attribution;
  verdict: Verdict;
  /** Whether this row's metric gates the overall verdict. */
  gated: boolean;
  /** Tested rows of the family (not `insufficient`, not all-equal): the level that decided and the interval at it. */
  decision?: Decision;
  /** For `insufficient` and `inconclusive`: rounds (units per side) it would take, when estimable. */
  roundsNeeded?: number;
  /** This row's threshold T (a fraction), when a rule set one other than settings.threshold. */
  threshold?: number;
  /** Absolute floor from a rule, in the row's unit: a change must also exceed it to count. */
  minChange?: number;
  /** Numbers (1-based) of the rules that decided something for this row. */
  rules?: number[];
  /** Metrics the harness derived from this row's (Go MB/s from ns/op): shown with it, never tested. */
  derived?: DerivedValue[];
  warnings: Warning[];
}

/** The threshold T that decides a row: the one a rule set for it, else the run's (settings.threshold). */
export function rowThreshold(row: Pick<Comparison, 'threshold'>, settings: Pick<StatsSettings, 'threshold'>): number {
  return row.threshold ?? settings.threshold;
}

/**
 * Why a significant row is `minor`: its change is within the threshold, or past it (or of no
 * relative size) but below the absolute floor of a rule's min-change (stats/verdict.ts, step 8).
 */
export type MinorReason = 'threshold' | 'min-change';

export function minorReason(row: Pick<Comparison, 'threshold' | 'minChange' | 'ratio'>, settings: Pick<StatsSettings, 'threshold'>): MinorReason {
  if (row.minChange === undefined) return 'threshold';
  const t = rowThreshold(row, settings);
  const pastThreshold = row.ratio === null || row.ratio >= 1 + t || row.ratio <= 1 / (1 + t);
  return pastThreshold ? 'min-change' : 'threshold';
}

export type Summary = Record<Verdict, number> & {
  /** Geometric mean of the ratios of the first gated metric present (time, else rate, …); null when none. */
  geomean: number | null;
  /** Geometric mean of ratios per metric, over rows present on both sides (never mixed across metrics). */
  geomeans: Record<string, number>;
};

/** What we know of the machine one side ran on. */
export interface MachineInfo {
  cpuModel?: string;
  /** The runner image, where the runner names it (GitHub-hosted: `ImageOS ImageVersion`): an image can change speed under one CPU model's name. */
  image?: string;
  cores?: number;
  memoryBytes?: number;
  os?: string;
  kernel?: string;
  governor?: string;
  /** 1-minute load average before each round. */
  loadavg?: number[];
  /** What the benchmark tool itself reported (ParseResult.context, merged). */
  tool?: Record<string, string>;
  /** measure: instructions — what moves a count besides the code: valgrind, libc, toolchain versions. */
  versions?: Record<string, string>;
}

export interface Revision {
  ref?: string;
  sha?: string;
}

/** How the samples were produced (absent for `benchgate compare` on two files). */
export interface RunInfo {
  base: Revision;
  head: Revision;
  pullRequest?: number;
  repository?: string;
  rounds: number;
  warmup: number;
  format: string;
  failedRuns: FailedRun[];
}

export interface FailedRun {
  side: 'base' | 'head';
  round: number;
  reason: string;
  exitCode?: number | null;
  stderrTail?: string;
}

/** One shard of a merged report (`mode: merge`): where its rows were measured. */
export interface ShardInfo {
  /** From the shard's report file (artifact folder or file name). */
  name: string;
  base: MachineInfo;
  head: MachineInfo;
}

/** How many rounds ran and why they stopped (docs/statistics.md#step-10-adaptive-rounds). */
export interface RoundsInfo {
  /** The fixed rounds, or max-rounds with `rounds: auto`. */
  planned: number;
  run: number;
  /** The looks taken with `rounds: auto`: after how many rounds, and how many gated rows were undecided. */
  looks: { rounds: number; undecided: number }[];
  stopped: 'decided' | 'max-rounds' | 'fixed';
  /** The level each look tested at: α divided by the planned looks (α itself with fixed rounds). */
  lookAlpha: number;
}

/** One rule of the rules file as the report records it, with the rows it decided something for. */
export interface RuleInfo {
  match: string[];
  metric?: string[];
  threshold?: number;
  gate?: boolean;
  ignore?: boolean;
  /** As written (`50ns`), since its unit says which rows it can apply to. */
  minChange?: string;
  rows: number;
}

/** The rules file that applied (`.github/benchgate.yml`). */
export interface RulesInfo {
  /** Its path in the repository. */
  file: string;
  /** Where it was read: `base <sha>` (the action: a PR cannot loosen its own gate) or `working tree`. */
  source: string;
  rules: RuleInfo[];
}

export interface Report {
  version: 2;
  settings: StatsSettings;
  machine: { base: MachineInfo; head: MachineInfo };
  comparisons: Comparison[];
  summary: Summary;
  verdict: 'pass' | 'fail';
  run?: RunInfo;
  /** Set by `run` (CLI and action): the rounds run and why they stopped. */
  rounds?: RoundsInfo;
  /** Run-level warnings (parse warnings, sample-size floor, CPU mismatch, failed rounds). */
  warnings: Warning[];
  /** Set by `benchgate merge` / `mode: merge`: the machines of every shard, in merge order. */
  shards?: ShardInfo[];
  /** The rules file's rules and the rows each touched, when one applied. */
  rules?: RulesInfo;
  /** Set when the pull request's accept label turned gated regressions into `accepted`: the audit trail. */
  acceptance?: Acceptance;
  /** Set by `run`: whether the benchmark ran in a sandbox (docs/security.md), and why not. */
  isolation?: IsolationInfo;
}

/** What the pull request's code ran in: a sandbox (and its mechanism), or none and why. */
export interface IsolationInfo {
  mode: 'sandbox' | 'none';
  /** How the sandbox was made (`user namespaces`). */
  mechanism?: string;
  /** Why there was none (`isolation: none was set`, or what the host lacked). */
  reason?: string;
  /** With a sandbox: whether it shared the host's network namespace or had its own (loopback only). Absent in reports before it was said. */
  network?: 'shared' | 'isolated';
  /** `paused`: each side's sandbox was stopped while the other side ran (absent in older reports). */
  otherSide?: 'paused';
}

/**
 * Who let a pull request's regressions pass, and when: the label, the account that added it and
 * the time (null when the token could not read it), and where that came from — the `labeled`
 * event that started the run, the pull request's issue events, or neither.
 */
export interface Acceptance {
  label: string;
  by: string | null;
  /** ISO 8601 date-time. */
  at: string | null;
  source: 'event' | 'issue-events' | 'unknown';
}
