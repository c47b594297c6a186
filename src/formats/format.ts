// What a format is: one file per harness under src/formats/, registered in index.ts.
import type { FormatInput, ParseResult } from '../model.js';

export type { FormatInput } from '../model.js';

/**
 * A metric the harness computes from another metric of the same run, not measured on its own:
 * Go's MB/s is `b.SetBytes` bytes divided by ns/op. `from` lists the parent metrics in order of
 * preference; the first one the benchmark has is its parent (Google Benchmark divides its rate
 * counters by CPU time, or by real time with UseRealTime).
 */
export interface DerivedMetric {
  metric: string;
  from: readonly string[];
}

export interface Format {
  /** The id users pass to --format / `format:` (e.g. `go`, `google-benchmark`). */
  id: string;
  /** One line for --help and error messages. */
  description: string;
  /**
   * How sure this format is that it can read the input, from its content: 0 = not mine,
   * 1 = certain. Must be cheap and must not throw.
   */
  detect(input: FormatInput): number;
  /** Parses the input; throws ParseError (file, line, reason) for anything it cannot read. */
  parse(input: FormatInput): ParseResult;
  /**
   * The metrics this format derives from another of the same run (an empty list: every metric it
   * reports is measured on its own). Required, so that every format answers (docs/statistics.md#derived-metrics-one-measurement-one-test).
   */
  derived: readonly DerivedMetric[];
}
