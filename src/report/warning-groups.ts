// The same warning for many rows is one line naming the rows (DESIGN "Report"): renderers list
// groups, not warnings. Grouping is by code and message text, never by parsing the text.
import type { Report, Warning } from '../model.js';

export interface WarningGroup {
  code: string;
  /** The message, identical for every member (row warnings carry no benchmark name in it). */
  message: string;
  /** The metric of the rows (row warnings only). */
  metric?: string;
  /** The benchmarks the warning is about, in first-seen order, each once. */
  names: string[];
}

/** How many names a line spells out before "and N more". */
export const NAMES_SHOWN = 5;

class Grouper {
  private readonly groups = new Map<string, WarningGroup>();
  private readonly seen = new Map<WarningGroup, Set<string>>();

  add(w: Warning, name: string | undefined, metric?: string): void {
    const key = `${w.code}\u0000${metric ?? ''}\u0000${w.message}`;
    let group = this.groups.get(key);
    if (!group) {
      group = metric === undefined ? { code: w.code, message: w.message, names: [] } : { code: w.code, message: w.message, metric, names: [] };
      this.groups.set(key, group);
      this.seen.set(group, new Set());
    }
    const seen = this.seen.get(group)!;
    if (name !== undefined && !seen.has(name)) {
      seen.add(name);
      group.names.push(name);
    }
  }

  list(): WarningGroup[] {
    return [...this.groups.values()];
  }
}

/** Run-level warnings, the same code and text once (naming the benchmarks they carry). */
export function reportWarningGroups(report: Report): WarningGroup[] {
  const g = new Grouper();
  for (const w of report.warnings) g.add(w, w.benchmark);
  return g.list();
}

/** Row warnings: one group per code, metric and text, naming every row that carries it. */
export function rowWarningGroups(report: Report): WarningGroup[] {
  const g = new Grouper();
  for (const c of report.comparisons) for (const w of c.warnings) g.add(w, c.benchmark, c.metric);
  return g.list();
}

/** `a, b, c and 12 more`, each name rendered by the caller's escaping. */
export function nameList(names: readonly string[], render: (name: string) => string): string {
  const shown = names.slice(0, NAMES_SHOWN).map(render);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}` : shown.join('');
}
