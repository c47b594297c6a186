// The parse warnings of every run of both sides, as the report lists them: a warning that comes
// back in run after run (Google Benchmark's debug-build note, in each of 40 output files) is one
// warning with the runs it came from counted, not 40 lines that differ only by a file's path.
import { warningKey, type ParseResult, type Warning } from '../model.js';

/**
 * A run's warning without the run's own path: `<file>: text` → `text`, `<file>:12: text` →
 * `line 12: text`, `<dir>/sub/x.json: text` → `sub/x.json: text`; the path elsewhere reads `the output`.
 */
function withoutSource(message: string, source: string): string {
  if (!message.includes(source)) return message;
  if (message.startsWith(source)) {
    const rest = message.slice(source.length);
    if (rest.startsWith('/')) return rest.slice(1);
    const line = /^:(\d+):\s*/.exec(rest);
    if (line) return `line ${line[1]}: ${rest.slice(line[0].length)}`;
    if (rest.startsWith(':')) return rest.slice(1).trimStart();
  }
  return message.split(source).join('the output');
}

interface Group {
  warning: Warning;
  /** The message without the run's path (the key of the group). */
  text: string;
  sides: Set<'base' | 'head'>;
  runs: Set<ParseResult>;
}

/**
 * Parse warnings keep their format's code and benchmark, and say which side's output they are
 * about (`base: `, `head: `, `base and head: `). The same warning from several runs is one, ending
 * `(in 20 of 40 runs)` / `(in all 40 runs)`; a warning of one run keeps its file.
 */
export function parseWarnings(base: readonly ParseResult[], head: readonly ParseResult[]): Warning[] {
  const groups = new Map<string, Group>();
  for (const [side, results] of [
    ['base', base],
    ['head', head],
  ] as const) {
    for (const result of results) {
      for (const w of result.warnings) {
        const text = result.source ? withoutSource(w.message, result.source) : w.message;
        const key = warningKey(w, text);
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { warning: w, text, sides: new Set(), runs: new Set() }));
        group.sides.add(side);
        group.runs.add(result);
      }
    }
  }
  const total = base.length + head.length;
  return [...groups.values()].map(({ warning, text, sides, runs }) => {
    const who = [...sides].join(' and ');
    const counted = runs.size === 1 ? warning.message : `${text} (${runs.size === total ? `in all ${total}` : `in ${runs.size} of ${total}`} runs)`;
    return { ...warning, message: `${who}: ${counted}` };
  });
}
