// Applies the rules file to the comparison rows before the family decision: each key (threshold,
// gate, ignore, min-change) of a row is decided by the first rule that matches the row and sets
// it. The rows then carry their own threshold, floor and gate, so a merge of shards re-decides
// them without the file.
import type { Comparison, RuleInfo, RulesInfo } from '../model.js';
import type { Rule, RuleSet } from './parse.js';

/** `*` any run of characters (`/` included: Go sub-benchmarks), `?` one; the rest literal. */
export function globRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`, 's');
}

interface CompiledRule {
  rule: Rule;
  patterns: RegExp[];
  metrics?: ReadonlySet<string>;
}

// Go appends GOMAXPROCS to every name (BenchmarkParse-8); a rule need not know the runner's cores.
const GO_PROCS_SUFFIX = /-\d+$/;

/** The names a rule's globs are tried on: "group/benchmark" and "benchmark", each also without Go's -N. */
function namesOf(row: Pick<Comparison, 'group' | 'benchmark'>): string[] {
  const bare = row.benchmark.replace(GO_PROCS_SUFFIX, '');
  const names = bare === row.benchmark ? [row.benchmark] : [row.benchmark, bare];
  return row.group ? [...names.map((n) => `${row.group}/${n}`), ...names] : names;
}

function matches(c: CompiledRule, row: Pick<Comparison, 'group' | 'metric'>, names: readonly string[]): boolean {
  if (c.metrics && !c.metrics.has(row.metric)) return false;
  return c.patterns.some((p) => names.some((n) => p.test(n)));
}

/**
 * Sets each row's threshold, floor, gate and `ignored` verdict from the rules (rows are changed in
 * place: they are the statistics stage's own, not yet decided). Returns how many rows each rule
 * decided something for, in rule order.
 */
export function applyRules(rows: Comparison[], rules: readonly Rule[]): number[] {
  const compiled: CompiledRule[] = rules.map((rule) => ({
    rule,
    patterns: rule.match.map(globRegExp),
    ...(rule.metric ? { metrics: new Set(rule.metric) } : {}),
  }));
  const touched = rules.map(() => 0);
  for (const row of rows) {
    let threshold = false;
    let gate = false;
    let ignore = false;
    let floor = false;
    const used: number[] = [];
    const names = namesOf(row);
    for (const c of compiled) {
      if ((threshold && gate && ignore && floor) || !matches(c, row, names)) continue;
      const r = c.rule;
      let decided = false;
      if (!threshold && r.threshold !== undefined) {
        row.threshold = r.threshold;
        threshold = decided = true;
      }
      if (!gate && r.gate !== undefined) {
        row.gated = r.gate;
        gate = decided = true;
      }
      if (!ignore && r.ignore !== undefined) {
        // Added and removed rows have nothing to decide; they keep saying what happened.
        if (r.ignore && row.verdict !== 'added' && row.verdict !== 'removed') {
          row.verdict = 'ignored';
          row.gated = false;
          // Nothing is decided for an ignored row: no later rule's gate, threshold or floor applies.
          gate = threshold = floor = true;
        }
        ignore = decided = true;
      }
      // A floor applies to rows in its unit only (50ns says nothing about B/op).
      if (!floor && r.minChange !== undefined && r.minChange.unit === row.unit) {
        row.minChange = r.minChange.value;
        floor = decided = true;
      }
      if (decided) {
        used.push(r.number);
        touched[r.number - 1]++;
      }
    }
    if (used.length) row.rules = used;
  }
  return touched;
}

/** The report's record of the rules and the rows each touched. */
export function rulesInfo(set: RuleSet, touched: readonly number[]): RulesInfo {
  const rules: RuleInfo[] = set.rules.map((r, i) => ({
    match: [...r.match],
    ...(r.metric ? { metric: [...r.metric] } : {}),
    ...(r.threshold !== undefined ? { threshold: r.threshold } : {}),
    ...(r.gate !== undefined ? { gate: r.gate } : {}),
    ...(r.ignore !== undefined ? { ignore: r.ignore } : {}),
    ...(r.minChange ? { minChange: r.minChange.text } : {}),
    rows: touched[i] ?? 0,
  }));
  return { file: set.file, source: set.source, rules };
}
