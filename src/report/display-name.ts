// A benchmark name can be any length (parametrised names, generated cases, a hostile PR): the
// report keeps it whole (JSON), the displays shorten it so one name cannot widen a whole table.

/** Longest name the markdown table shows whole (code points); it wraps in its cell on a narrow screen. */
export const MARKDOWN_NAME_CHARS = 72;
/** Longest name the terminal table shows whole. */
export const TERMINAL_NAME_CHARS = 60;

/**
 * `name` when it has at most `max` code points; else its first code points, `…` and 6 hex digits
 * of a SHA-256 of the whole name, `max` code points in all. The suffix tells apart two long names
 * with the same beginning and is the same in every report, so a shortened name can be searched for.
 */
export function displayName(name: string, max: number): string {
  if (name.length <= max) return name; // no more code points than UTF-16 units: no need to count them
  const points = Array.from(name);
  if (points.length <= max) return name;
  // node:crypto is loaded here, not imported: only a long name needs it, and most runs have none.
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256').update(name).digest('hex').slice(0, 6);
  return `${points.slice(0, Math.max(1, max - 7)).join('')}…${hash}`;
}

// Characters a terminal draws two columns wide (East Asian Wide and Fullwidth, emoji) and ones it
// draws in none (combining marks, zero-width spaces and joiners).
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
// (Variation selectors first: after another character they would read as one combined character.)
const ZERO = /[\ufe00-\ufe0f\u0300-\u036f\u200b-\u200f\u2060]/u;
// No character of WIDE or ZERO, and no surrogate: one column per UTF-16 unit. The report's own
// cells (±, −, …, µ, ≥) pass, so a table of them is measured by one native scan per cell.
const NARROW_ONLY = /^[^\u0300-\u036f\u1100-\u115f\u200b-\u200f\u2060\u2e80-\uffff]*$/;

/** The columns a terminal gives `s`: code points, two for a CJK character, none for a zero-width one. */
export function displayWidth(s: string): number {
  if (NARROW_ONLY.test(s)) return s.length;
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : ZERO.test(ch) ? 0 : 1;
  return n;
}
