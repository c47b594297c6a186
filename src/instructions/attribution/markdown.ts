// "Where the instructions went" in the comment and the job summary: under the changed rows'
// table, one collapsed block listing, per attributed row, the functions whose instructions per
// operation changed most — `+1,180 instr/op (+34%) encoding/json.(*encodeState).string`. The
// comment shows each row's first COMMENT_FUNCTIONS; the job summary all the report keeps.
// Function and benchmark names are PR-controlled: code spans (escape.ts), never raw markdown.
import type { Comparison, FunctionChange } from '../../model.js';
import { displayName, MARKDOWN_NAME_CHARS } from '../../report/display-name.js';
import { codeSpan } from '../../report/escape.js';
import { plural } from '../../report/format-units.js';
import { NO_SYMBOL } from './cachegrind-file.js';
import { ATTRIBUTED_VERDICTS } from './verdicts.js';
import { instructionsUnitLabel } from '../command-benchmark.js';

/** Functions per row in the comment. */
export const COMMENT_FUNCTIONS = 10;
/** A side with more than this share of its instructions under `???` is said to have no symbols. */
const STRIPPED_SHARE = 0.5;
/** Longest function name shown whole (a generic's instantiation can be very long). */
const FUNCTION_NAME_CHARS = 160;

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `+1,180`, `−3.5`: a signed count, one decimal below 10. */
export function signedCount(v: number): string {
  const text = Math.abs(v) < 10 ? oneDecimal.format(Math.abs(v)) : integer.format(Math.abs(v));
  return `${v < 0 ? '−' : '+'}${text}`;
}

/** ` (+34%)`; ` (new)` for a function base did not run; nothing when base's count is too small for a percentage. */
function pctText(c: FunctionChange): string {
  if (c.deltaPct === null) return Math.abs(c.base) < 0.5 && c.head > 0 ? ' (new)' : '';
  const p = Math.abs(c.deltaPct);
  return ` (${c.deltaPct < 0 ? '−' : '+'}${p < 10 ? oneDecimal.format(p) : integer.format(p)}%)`;
}

/** `+1,180 instr/op (+34%)`: a function's change, in any display (`instr/run` for the whole command's row). */
export function functionChangeText(c: FunctionChange, unit = 'instr/op'): string {
  return `${signedCount(c.delta)} ${unit}${pctText(c)}`;
}

/** One function's line: `- +1,180 instr/op (+34%) `name``. */
export function functionLine(c: FunctionChange, unit = 'instr/op'): string {
  const name = c.function === NO_SYMBOL ? `${codeSpan(NO_SYMBOL)} (no symbol)` : codeSpan(displayName(c.function, FUNCTION_NAME_CHARS));
  return `- ${functionChangeText(c, unit)} ${name}`;
}

/** Which sides' binaries had no symbols, or undefined. */
function strippedNote(row: Comparison): string | undefined {
  const a = row.attribution!;
  const sides = (['base', 'head'] as const).filter((s) => a.noSymbol[s] > STRIPPED_SHARE);
  if (sides.length === 0) return undefined;
  const pct = Math.round(Math.max(...sides.map((s) => a.noSymbol[s])) * 100);
  return `_${sides.join(' and ')}: ${pct}% of the instructions have no symbol (\`???\`): the binary is stripped; build it with symbols (no \`-ldflags=-s\`, no \`strip\`) to see function names._`;
}

/**
 * The collapsed block, or nothing when no row has an attribution.
 * `limit`: functions per row (Infinity: all the report keeps).
 */
export function attributionSection(rows: readonly Comparison[], limit: number, showGroup: boolean): string[] {
  // A merged family may decide a shard's row again: only rows still beyond the threshold show theirs.
  const attributed = rows.filter((r) => r.attribution && ATTRIBUTED_VERDICTS.includes(r.verdict));
  if (attributed.length === 0) return [];
  const lines = [
    `<details><summary>Where the instructions went: the functions whose instructions per operation changed most, head − base (${plural(attributed.length, 'row')})</summary>`,
    '',
  ];
  for (const row of attributed) {
    const a = row.attribution!;
    const group = showGroup && row.group ? ` in ${codeSpan(displayName(row.group, MARKDOWN_NAME_CHARS))}` : '';
    const rounds = a.rounds.base === a.rounds.head ? plural(a.rounds.base, 'round') : `${a.rounds.base} base and ${a.rounds.head} head rounds`;
    lines.push(`**${codeSpan(displayName(row.benchmark, MARKDOWN_NAME_CHARS))}**${group}: per function, median of ${rounds} a side`, '');
    const shown = a.functions.slice(0, limit);
    if (shown.length === 0) lines.push('- no single function changed beyond what its count moved between identical runs');
    const unit = instructionsUnitLabel([row.benchmark]);
    lines.push(...shown.map((c) => functionLine(c, unit)));
    const rest = a.functions.length - shown.length + a.more;
    if (rest > 0) {
      const where = shown.length < a.functions.length ? ' (the job summary and the JSON report list more)' : ' (each smaller than those above)';
      lines.push(`- _… ${plural(rest, 'more function')}${where}_`);
    }
    const stripped = strippedNote(row);
    lines.push('', ...(stripped ? [stripped, ''] : []));
  }
  lines.push('</details>');
  return lines;
}
