// The report JSON's rows, field by field (DESIGN.md "JSON contract"): one codec per field, in the
// order the JSON has them, typed by the model's own types (so a field added to the model without
// its codec does not compile). The writer (json.ts) encodes with these and the validator
// (validate.ts) decodes with them: the contract is written once. The statistical settings'
// codecs are their rows of src/settings.ts.
import * as codec from '../codec.js';
import { MAX_SHORT_CHARS } from '../codec.js';
import {
  DECISION_NOTES,
  VERDICTS,
  WARNING_CODES,
  type Better,
  type Comparison,
  type Decision,
  type DerivedValue,
  type IsolationInfo,
  type MannWhitneySummary,
  type PairedSummary,
  type SideSummary,
  type UnitOfAnalysis,
  type Warning,
  type WarningCode,
} from '../model.js';
import { TESTS } from '../settings.js';

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

const BETTER: readonly Better[] = ['lower', 'higher'];
const UNITS_OF_ANALYSIS: readonly UnitOfAnalysis[] = ['run', 'process', 'sample'];
const ISOLATION_MODES: readonly IsolationInfo['mode'][] = ['sandbox', 'none'];

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

/** One row: DESIGN.md's contract fields in its order, then our extras (group … derived). */
export const comparison = codec.object<Comparison>(
  {
    benchmark: codec.string(MAX_BENCHMARK_NAME_CHARS),
    metric: codec.string(MAX_SHORT_CHARS),
    unit: codec.string(MAX_SHORT_CHARS),
    better: codec.oneOf(BETTER),
    unitOfAnalysis: codec.oneOf(UNITS_OF_ANALYSIS),
    base: side,
    head: side,
    test: codec.oneOf(TESTS),
    ratio: codec.nullableNumber(),
    ratioCI: codec.interval(),
    deltaPct: codec.nullableNumber(),
    p: codec.nullableNumber(0, 1),
    pAdjusted: codec.nullableNumber(0, 1),
    mannWhitney,
    paired: codec.nullable(paired),
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
  },
);

export const isolation = codec.object<IsolationInfo>({
  mode: codec.oneOf(ISOLATION_MODES),
  mechanism: codec.optional(codec.string(MAX_SHORT_CHARS)),
  reason: codec.optional(codec.string(MAX_TEXT_CHARS)),
});

/** A report's run-level warnings (as many as a report may have). */
export const warnings = codec.list(warning, MAX_LIST);
