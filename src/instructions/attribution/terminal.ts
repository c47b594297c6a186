// "Where the instructions went" in the CLI's terminal report: under the tables, each attributed
// row's first few functions (the JSON report and the markdown have more). Names are PR text:
// control characters made visible (escapeTerminal).
import type { Comparison } from '../../model.js';
import { displayName, TERMINAL_NAME_CHARS } from '../../report/display-name.js';
import { escapeTerminal } from '../../report/escape.js';
import { functionChangeText } from './markdown.js';
import { ATTRIBUTED_VERDICTS } from './verdicts.js';
import { instructionsUnitLabel } from '../command-benchmark.js';

/** Functions per row in the terminal. */
export const TERMINAL_FUNCTIONS = 5;

/** The lines (with a blank line after them), or none when no row has an attribution. */
export function attributionTerminal(rows: readonly Comparison[], showGroup: boolean): string[] {
  const attributed = rows.filter((r) => r.attribution && r.attribution.functions.length > 0 && ATTRIBUTED_VERDICTS.includes(r.verdict));
  if (attributed.length === 0) return [];
  const lines = [`where the instructions went (per function, head − base; the first ${TERMINAL_FUNCTIONS} a row, all in the JSON report):`];
  for (const row of attributed) {
    const group = showGroup && row.group ? `${escapeTerminal(displayName(row.group, TERMINAL_NAME_CHARS))} ` : '';
    lines.push(`  ${group}${escapeTerminal(displayName(row.benchmark, TERMINAL_NAME_CHARS))}`);
    const unit = instructionsUnitLabel([row.benchmark]);
    for (const c of row.attribution!.functions.slice(0, TERMINAL_FUNCTIONS)) {
      lines.push(`    ${functionChangeText(c, unit)}  ${escapeTerminal(displayName(c.function, 160))}`);
    }
  }
  lines.push('');
  return lines;
}
