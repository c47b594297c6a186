// The same warning for many rows is one line naming the rows (docs/comment.md): renderers list
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

interface Entry {
  group: WarningGroup;
  seen: Set<string>;
}

class Grouper {
  // code → metric → message: nested maps rather than one joined key, so that each warning's
  // message is hashed as it is (once, the hash stays on the string) and no key string is built
  // per warning (a large run has tens of thousands).
  private readonly byCode = new Map<string, Map<string | undefined, Map<string, Entry>>>();
  private readonly groups: WarningGroup[] = [];

  add(w: Warning, name: string | undefined, metric?: string): void {
    let byMetric = this.byCode.get(w.code);
    if (!byMetric) this.byCode.set(w.code, (byMetric = new Map<string | undefined, Map<string, Entry>>()));
    let byMessage = byMetric.get(metric);
    if (!byMessage) byMetric.set(metric, (byMessage = new Map<string, Entry>()));
    let entry = byMessage.get(w.message);
    if (!entry) {
      const group: WarningGroup =
        metric === undefined ? { code: w.code, message: w.message, names: [] } : { code: w.code, message: w.message, metric, names: [] };
      byMessage.set(w.message, (entry = { group, seen: new Set() }));
      this.groups.push(group);
    }
    if (name !== undefined && !entry.seen.has(name)) {
      entry.seen.add(name);
      entry.group.names.push(name);
    }
  }

  list(): WarningGroup[] {
    return [...this.groups];
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
  let groups = rowGroupsOf.get(report);
  if (!groups) {
    const g = new Grouper();
    for (const c of report.comparisons) for (const w of c.warnings) g.add(w, c.benchmark, c.metric);
    rowGroupsOf.set(report, (groups = g.list()));
  }
  return [...groups];
}

// The terminal table and the markdown comment both list a report's row warnings: grouped once per
// report (a finished report is not modified), not once per renderer over tens of thousands of warnings.
const rowGroupsOf = new WeakMap<Report, WarningGroup[]>();

/** `a, b, c and 12 more`, each name rendered by the caller's escaping. */
export function nameList(names: readonly string[], render: (name: string) => string): string {
  const shown = names.slice(0, NAMES_SHOWN).map(render);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}` : shown.join('');
}
