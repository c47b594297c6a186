// benchmark.js console output: `String(event.target)` per cycle, e.g.
//   `RegExp#test x 41,250,770 ops/sec ±1.41% (90 runs sampled)`.
// benchmark.js prints only this summary, so each line is one sample (the runner's rounds build
// the sample); the hz is the mean rate over the line's own sampled cycles.
// One node process: no `processes`.
import { ParseError, parseWarning, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { head, splitLines, stripAnsi } from '../text.js';
import { parseNumber } from '../units.js';

// Matched from the figure to the end of the line and the name taken as what precedes it: no
// ambiguous `(.*)` prefix, so a long garbage line cannot make the regex backtrack quadratically.
const RESULT = /\sx\s+([\d,]+(?:\.\d+)?)\s+ops\/sec\s+(?:±|\+\/-)\s*([\d.]+)%\s+\((\d+)\s+runs?\s+sampled\)\s*$/;
// Enough of a result line to know it is one, so that a cut-off line is an error, not skipped.
const RESULT_START = /\sx\s+[\d,]+(?:\.\d+)?\s+ops\/sec/;

/** The benchmark name and hz of a result line, or undefined. */
function resultOf(line: string): { name: string; hzText: string } | undefined {
  if (!line.includes('ops/sec')) return undefined;
  const match = RESULT.exec(line);
  const name = match ? line.slice(0, match.index).trim() : '';
  return match && name ? { name, hzText: match[1] } : undefined;
}

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const { lines } = splitLines(stripAnsi(head(input.text)));
  return lines.some((line) => resultOf(line) !== undefined) ? 0.9 : 0;
}

function parse(input: FormatInput): ParseResult {
  if (input.kind !== 'text') throw new ParseError('expected benchmark.js console output, got a directory', input.dir);
  const { lines } = splitLines(stripAnsi(input.text));
  const byName = new Map<string, Series>();
  const warnings: ParseWarning[] = [];
  lines.forEach((line, index) => {
    const result = resultOf(line);
    if (!result) {
      if (line.includes('ops/sec') && RESULT_START.test(line)) {
        throw new ParseError(
          `incomplete benchmark.js result line (expected "name x 1,234 ops/sec ±1.2% (90 runs sampled)"): ${JSON.stringify(line.slice(0, 120))}`,
          input.file,
          index + 1,
        );
      }
      return; // progress messages, "Fastest is …", the program's own output
    }
    const { name, hzText } = result;
    const hz = parseNumber(hzText);
    if (!Number.isFinite(hz)) throw new ParseError(`cannot read ${JSON.stringify(hzText)} as ops/sec`, input.file, index + 1);
    const existing = byName.get(name);
    if (existing) {
      // The same name again: another run of the suite in the same output (or a name reused by
      // another suite, which benchmark.js does not print): taken as one more sample, with a warning.
      existing.runs[0].samples.push(hz);
      warnings.push(
        parseWarning(
          'duplicate-name',
          `${input.file}:${index + 1}: ${JSON.stringify(name)} appears again: taken as another sample of the same benchmark`,
          name,
        ),
      );
    } else {
      byName.set(name, { benchmark: name, metric: 'rate', unit: 'ops/s', better: 'higher', runs: [{ samples: [hz] }] });
    }
  });
  if (byName.size === 0) {
    throw new ParseError(
      'no benchmark.js result lines ("name x 1,234 ops/sec ±1.2% (90 runs sampled)") found: does the script log String(event.target) on "cycle"?',
      input.file,
      1,
    );
  }
  return { format: 'benchmarkjs', series: [...byName.values()], context: {}, warnings };
}

export const benchmarkjs: Format = {
  id: 'benchmarkjs',
  description: 'benchmark.js console lines "name x 1,234 ops/sec ±1.2% (90 runs sampled)"',
  detect,
  parse,
  derived: [],
};
