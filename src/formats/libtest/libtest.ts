// Rust's built-in bench harness (libtest, `#[bench]` on nightly, and Criterion's
// `--output-format bencher`): `test name ... bench:   1,234 ns/iter (+/- 56)` with an optional
// `= 123 MB/s`. Newer toolchains print fractions (`1,234.56 ns/iter`). Only a summary is printed
// (the median of libtest's samples), so each run gives one sample.
// One test binary: no `processes`.
import { ParseError, parseWarning, type ParseResult, type ParseWarning } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { SeriesCollector } from '../series.js';
import { head, splitLines, stripAnsi } from '../text.js';
import { parseNumber } from '../units.js';

const ID = 'libtest';

const NUM = '[\\d,]+(?:\\.\\d+)?';
const BENCH_LINE = new RegExp(`^test (.+?) \\.\\.\\. bench:\\s+(${NUM}) ns/iter \\(\\+/- (${NUM})\\)(?: = (${NUM}) MB/s)?\\s*$`);
// Any line that claims to be a bench result; if BENCH_LINE then fails, the line is malformed.
const BENCH_CLAIM = /^test .+ \.\.\. bench:/;
const FAILED = /^test (.+?) \.\.\. FAILED\s*$/;

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const { lines } = splitLines(stripAnsi(head(input.text)));
  let results = 0;
  for (const line of lines) {
    if (BENCH_LINE.test(line)) results++;
    if (results >= 3) break;
  }
  return results > 0 ? 0.95 : 0;
}

function parse(input: FormatInput): ParseResult {
  if (input.kind !== 'text') throw new ParseError('libtest bench output is text; got a directory', input.dir);
  const file = input.file;
  const { lines } = splitLines(stripAnsi(input.text));
  const out = new SeriesCollector();
  const warnings: ParseWarning[] = [];
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    const m = BENCH_LINE.exec(line);
    if (m) {
      const name = m[1].trim(); // libtest pads names to align the columns
      const ns = parseNumber(m[2]);
      if (!Number.isFinite(ns)) throw new ParseError(`bad ns/iter value "${m[2]}"`, file, lineNo);
      out.add(name, undefined, 'time', 's', 'lower', ns * 1e-9);
      // libtest's MB/s is bytes per microsecond (bytes * 1000 / ns): decimal megabytes.
      if (m[4] !== undefined) out.add(name, undefined, 'throughput', 'B/s', 'higher', parseNumber(m[4]) * 1e6);
      return;
    }
    if (BENCH_CLAIM.test(line)) {
      throw new ParseError(`malformed bench line; expected "test NAME ... bench: N ns/iter (+/- M)": ${line.slice(0, 200)}`, file, lineNo);
    }
    const failed = FAILED.exec(line);
    if (failed) warnings.push(parseWarning('failed-benchmark', `${file}:${lineNo}: benchmark ${failed[1]} FAILED; it has no result`, failed[1]));
  });
  if (out.size === 0) {
    throw new ParseError('no "test NAME ... bench: N ns/iter (+/- M)" lines found (did `cargo bench` run any #[bench]?)', file);
  }
  return { format: ID, series: out.series(), context: {}, warnings };
}

export const libtest: Format = {
  id: ID,
  description: 'Rust libtest #[bench] output (cargo +nightly bench, Criterion --output-format bencher)',
  detect,
  parse,
  // `= N MB/s` is b.bytes divided by ns/iter.
  derived: [{ metric: 'throughput', from: ['time'] }],
};
