// A benchmark name can be any length (parametrised names, generated cases, a hostile PR): the
// report keeps it whole (JSON), the displays shorten it so one name cannot widen a whole table.
import { createHash } from 'node:crypto';

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
  const points = Array.from(name);
  if (points.length <= max) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 6);
  return `${points.slice(0, Math.max(1, max - 7)).join('')}…${hash}`;
}
