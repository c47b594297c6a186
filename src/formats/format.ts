// What a format is: one file per harness under src/formats/, registered in index.ts.
import type { FormatInput, ParseResult } from '../model.js';

export type { FormatInput } from '../model.js';

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
}
