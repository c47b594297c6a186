// The report JSON, field by field (docs/report-json.md): its rows and its run-level blocks
// (machine, run, rounds, shards, rules, acceptance, isolation), one codec per field, in the order
// the JSON has them, typed by the model's own types (so a field added to the model without its
// codec does not compile). The validator (report/validate.ts) decodes with all of these and the writer
// (report/json.ts) encodes with them, bar the blocks it writes as built (json.ts says why): the contract
// is written once. The statistical settings' codecs are their rows of src/settings.ts.
import * as codec from './codec.js';
import { kind, MAX_SHORT_CHARS } from './codec.js';
import {
  DECISION_NOTES,
  VERDICTS,
  WARNING_CODES,
  type Acceptance,
  type Attribution,
  type Better,
  type Comparison,
  type Decision,
  type DerivedValue,
  type FailedRun,
  type FunctionChange,
  type InstructionsSummary,
  type IsolationInfo,
  type MachineInfo,
  type MannWhitneySummary,
  type PairedSummary,
  type Report,
  type Revision,
  type RoundsInfo,
  type RuleInfo,
  type RulesInfo,
  type RunInfo,
  type ShardInfo,
  type SideSummary,
  type UnitOfAnalysis,
  type Warning,
  type WarningCode,
} from './model.js';
import { ROW_TESTS } from './settings.js';

/** Largest report file read at all. */
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;
/**
 * Longest benchmark or group name: what `compare`/`run` write, any length, must read back here
 * (one contract both ways); the file size bounds it. The displays shorten long names (display-name.ts).
 */
export const MAX_BENCHMARK_NAME_CHARS = MAX_REPORT_BYTES;
/** Most entries of a run-level list (warnings, failed runs, loads). */
export const MAX_LIST = 10_000;
/** Longest free text (a warning, a failed run's reason or stderr tail: 20 lines of any length). */
export const MAX_TEXT_CHARS = 200_000;
/** Longest revision name, CPU model or tool value. */
export const MAX_NAME_CHARS = 1000;

const BETTER: readonly Better[] = ['lower', 'higher'];
const UNITS_OF_ANALYSIS: readonly UnitOfAnalysis[] = ['run', 'process', 'sample'];
const ISOLATION_MODES: readonly IsolationInfo['mode'][] = ['sandbox', 'none'];
const NETWORKS: readonly NonNullable<IsolationInfo['network']>[] = ['shared', 'isolated'];

/**
 * A warning's code: one of WARNING_CODES. A code this release does not know (a report of another
 * release) is read as `other` rather than refused: the code only labels and groups the message,
 * which is kept as written.
 */
const warningCode: codec.Codec<WarningCode> = {
  encode: (v) => v,
  decode(c, v, path) {
    const code = c.string(v, path, MAX_SHORT_CHARS);
    return (WARNING_CODES as readonly string[]).includes(code) ? (code as WarningCode) : 'other';
  },
};

export const warning = codec.object<Warning>({
  code: warningCode,
  message: codec.string(MAX_TEXT_CHARS),
  benchmark: codec.optional(codec.string(MAX_BENCHMARK_NAME_CHARS)),
});

/** A side: what the counts bound each other by (kept ≤ n, flagged ≤ units) is checked too. */
export const side = codec.object<SideSummary>({
  n: codec.integer(),
  kept: codec.integer(0, (s) => s.n as number),
  median: codec.nullableNumber(),
  ci: codec.interval(),
  removed: codec.integer(0, (s) => s.n as number),
  units: codec.integer(0, (s) => Math.max(s.n as number, s.kept as number)),
  flagged: codec.integer(0, (s) => s.units as number),
  mean: codec.nullableNumber(),
  sd: codec.nullableNumber(),
  se: codec.nullableNumber(),
  cv: codec.nullableNumber(),
  mad: codec.nullableNumber(),
});

export const mannWhitney = codec.object<MannWhitneySummary>({
  p: codec.nullableNumber(0, 1),
  ratio: codec.nullableNumber(),
  ratioCI: codec.interval(),
  shift: codec.nullableNumber(),
  constant: codec.boolean(),
});

export const paired = codec.object<PairedSummary>({
  pairs: codec.integer(0, 1e6),
  // A paired view always has a p (1 when it could not be computed).
  p: codec.numberOr(1, 0, 1),
  ratio: codec.nullableNumber(),
  ratioCI: codec.interval(),
  worseRounds: codec.integer(0, (s) => s.pairs as number),
  shift: codec.nullableNumber(),
  constant: codec.boolean(),
});

/** measure: instructions — the row's instructions test (stats/instructions.ts). */
export const instructions = codec.object<InstructionsSummary>({
  p: codec.number(0, 1),
  ratio: codec.number(0),
  ratioCI: codec.interval(),
  spread: codec.number(0),
  floor: codec.number(0),
  constant: codec.boolean(),
});

/** measure: instructions — a function's per-op change (src/instructions/attribution/). */
export const functionChange = codec.object<FunctionChange>({
  function: codec.string(MAX_NAME_CHARS),
  base: codec.number(),
  head: codec.number(),
  delta: codec.number(),
  deltaPct: codec.nullableNumber(),
});

/** measure: instructions — where a changed row's instructions went. */
export const attribution = codec.object<Attribution>({
  rounds: codec.object<Attribution['rounds']>({ base: codec.integer(0, 1e6), head: codec.integer(0, 1e6) }),
  functions: codec.list(functionChange, 1000),
  more: codec.integer(0, 1e9),
  noSymbol: codec.object<Attribution['noSymbol']>({ base: codec.number(0, 1), head: codec.number(0, 1) }),
});

export const decision = codec.object<Decision>({
  alpha: codec.number(Number.MIN_VALUE, 1),
  level: codec.number(Number.MIN_VALUE, 1),
  ratioCI: codec.interval(),
  note: codec.optional(codec.oneOf(DECISION_NOTES)),
});

export const derivedValue = codec.object<DerivedValue>({
  metric: codec.string(MAX_SHORT_CHARS),
  unit: codec.string(MAX_SHORT_CHARS),
  better: codec.oneOf(BETTER),
  base: codec.nullableNumber(),
  head: codec.nullableNumber(),
});

/** One row: the contract's fields (docs/report-json.md) in their order, then our extras (group … derived). */
export const comparison = codec.object<Comparison>(
  {
    benchmark: codec.string(MAX_BENCHMARK_NAME_CHARS),
    metric: codec.string(MAX_SHORT_CHARS),
    unit: codec.string(MAX_SHORT_CHARS),
    better: codec.oneOf(BETTER),
    unitOfAnalysis: codec.oneOf(UNITS_OF_ANALYSIS),
    base: side,
    head: side,
    test: codec.oneOf(ROW_TESTS),
    ratio: codec.nullableNumber(),
    ratioCI: codec.interval(),
    deltaPct: codec.nullableNumber(),
    p: codec.nullableNumber(0, 1),
    pAdjusted: codec.nullableNumber(0, 1),
    mannWhitney,
    paired: codec.nullable(paired),
    instructions: codec.optional(instructions),
    attribution: codec.optional(attribution),
    verdict: codec.oneOf(VERDICTS),
    warnings: codec.list(warning, 1000),
    group: codec.optional(codec.string(MAX_BENCHMARK_NAME_CHARS)),
    gated: codec.boolean(),
    decision: codec.optional(decision),
    roundsNeeded: codec.optional(codec.integer(0, 1e6)),
    threshold: codec.optional(codec.number(0, 10)),
    minChange: codec.optional(codec.number(0)),
    rules: codec.optional(codec.list(codec.integer(1, 1e6), 1000)),
    derived: codec.optional(codec.list(derivedValue, 100)),
  },
  (c, row, path) => {
    if (row.test === 'paired' && row.paired === null) c.fail(`${path}.paired`, 'the paired test decided this row but it has no paired result');
    if (row.test === 'instructions' && row.instructions === undefined) {
      c.fail(`${path}.instructions`, 'the instructions test decided this row but it has no instructions result');
    }
  },
);

export const isolation = codec.object<IsolationInfo>({
  mode: codec.oneOf(ISOLATION_MODES),
  mechanism: codec.optional(codec.string(MAX_SHORT_CHARS)),
  reason: codec.optional(codec.string(MAX_TEXT_CHARS)),
  network: codec.optional(codec.oneOf(NETWORKS)),
  otherSide: codec.optional(codec.oneOf(['paused'] as const)),
});

/** A report's run-level warnings (as many as a report may have). */
export const warnings = codec.list(warning, MAX_LIST);

/** A machine's facts, each optional (what the runner or the tool could tell). */
export const machine = codec.object<MachineInfo>({
  cpuModel: codec.optional(codec.string(MAX_NAME_CHARS)),
  image: codec.optional(codec.string(MAX_NAME_CHARS)),
  cores: codec.optional(codec.integer(0, 1e6)),
  memoryBytes: codec.optional(codec.number(0)),
  os: codec.optional(codec.string(MAX_NAME_CHARS)),
  kernel: codec.optional(codec.string(MAX_NAME_CHARS)),
  governor: codec.optional(codec.string(MAX_NAME_CHARS)),
  loadavg: codec.optional(codec.list(codec.number(0), MAX_LIST)),
  tool: codec.optional(codec.stringMap(1000, MAX_SHORT_CHARS, MAX_NAME_CHARS)),
  versions: codec.optional(codec.stringMap(100, MAX_SHORT_CHARS, MAX_NAME_CHARS)),
});

export const machines = codec.object<Report['machine']>({ base: machine, head: machine });

// The formats a type cannot say, each checked by a named validator.

/** A full commit SHA as git prints it: 40 hex digits (SHA-1) or 64 (SHA-256), lower case. */
const isSha = (s: string): boolean => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s);
/** A repository as `owner/name`. */
const isRepository = (s: string): boolean => /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(s);
/** A GitHub login: letters, digits and single hyphens, or an app's `name[bot]`. */
const isLogin = (s: string): boolean => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(s);
/** An ISO 8601 date-time with its offset, of a day that exists. */
const isDateTime = (s: string): boolean => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s));

export const revision = codec.object<Revision>({
  ref: codec.optional(codec.string(MAX_NAME_CHARS)),
  sha: codec.optional(codec.refine(codec.string(64), isSha, (s) => `expected a full commit SHA (40 hex digits), got ${kind(s)}`)),
});

const SIDES: readonly FailedRun['side'][] = ['base', 'head'];

export const failedRun = codec.object<FailedRun>({
  side: codec.oneOf(SIDES),
  round: codec.integer(0, 1e6),
  reason: codec.string(MAX_TEXT_CHARS),
  exitCode: codec.optional(codec.nullable(codec.integer(-1e9, 1e9))),
  stderrTail: codec.optional(codec.string(MAX_TEXT_CHARS)),
});

export const run = codec.object<RunInfo>({
  base: revision,
  head: revision,
  pullRequest: codec.optional(codec.integer(1)),
  repository: codec.optional(codec.refine(codec.string(MAX_SHORT_CHARS), isRepository, (s) => `expected owner/name, got ${kind(s)}`)),
  rounds: codec.integer(0, 1e6),
  warmup: codec.integer(0, 1e6),
  format: codec.string(MAX_SHORT_CHARS),
  failedRuns: codec.list(failedRun, MAX_LIST),
});

const STOPPED: readonly RoundsInfo['stopped'][] = ['decided', 'max-rounds', 'fixed'];
const isStopped = (s: string): s is RoundsInfo['stopped'] => (STOPPED as readonly string[]).includes(s);

export const rounds = codec.object<RoundsInfo>({
  planned: codec.integer(0, 1e6),
  run: codec.integer(0, 1e6),
  looks: codec.list(codec.object<RoundsInfo['looks'][number]>({ rounds: codec.integer(0, 1e6), undecided: codec.integer(0, 1e9) }), MAX_LIST),
  // Read as a string first: a wrong type is said as such, an unknown word by the words known.
  stopped: codec.refine(codec.string(MAX_SHORT_CHARS), isStopped, (s) => `expected one of ${STOPPED.join(', ')}, got ${kind(s)}`),
  lookAlpha: codec.number(),
});

export const shard = codec.object<ShardInfo>({ name: codec.string(MAX_SHORT_CHARS), base: machine, head: machine });

/** The shards of a merged report. */
export const shards = codec.list(shard, 1000);

const ruleStrings = codec.list(codec.string(MAX_SHORT_CHARS), 1000);

// `rows` second: the order the validator has always rebuilt a rule in (rules/apply.ts writes it last).
export const rule = codec.object<RuleInfo>({
  match: ruleStrings,
  rows: codec.integer(0, 1e9),
  metric: codec.optional(ruleStrings),
  threshold: codec.optional(codec.number(0, 10)),
  gate: codec.optional(codec.boolean()),
  ignore: codec.optional(codec.boolean()),
  minChange: codec.optional(codec.string(MAX_SHORT_CHARS)),
});

export const rules = codec.object<RulesInfo>({
  file: codec.string(MAX_NAME_CHARS),
  source: codec.string(MAX_SHORT_CHARS),
  rules: codec.list(rule, 1000),
});

const ACCEPTANCE_SOURCES: readonly Acceptance['source'][] = ['event', 'issue-events', 'unknown'];

export const acceptance = codec.object<Acceptance>({
  label: codec.refine(
    codec.string(MAX_SHORT_CHARS),
    (s) => s.trim() !== '',
    () => 'expected the label that was on the pull request, got an empty string',
  ),
  by: codec.nullable(codec.refine(codec.string(MAX_SHORT_CHARS), isLogin, (s) => `expected a GitHub login or null, got ${kind(s)}`)),
  at: codec.nullable(codec.refine(codec.string(64), isDateTime, (s) => `expected an ISO 8601 date-time or null, got ${kind(s)}`)),
  source: codec.oneOf(ACCEPTANCE_SOURCES),
});
