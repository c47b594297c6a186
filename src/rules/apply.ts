// Applies the rules file to the comparison rows before the family decision: each key (threshold,
// gate, ignore, min-change) of a row is decided by the first rule that matches the row and sets
// it. The rows then carry their own threshold, floor and gate, so a merge of shards re-decides
// them without the file.
import type { Comparison, RuleInfo, RulesInfo } from '../model.js';
import type { Rule, RuleSet } from './rule-set.js';

/**
 * `*` any run of characters (`/` included: Go sub-benchmarks), `?` one character; the rest
 * literal. Matched without a regular expression: a benchmark name comes from the pull request's
 * code, and a backtracking regex of a glob with a few stars takes exponential time on a long
 * name. The two-pointer walk below retries only from the last `*` seen, so it takes at most
 * (glob length × name length) steps.
 */
export function globMatcher(glob: string): (name: string) => boolean {
  const pattern = Array.from(glob);
  return (name) => globMatches(pattern, Array.from(name));
}

function globMatches(pattern: readonly string[], name: readonly string[]): boolean {
  let p = 0;
  let n = 0;
  // The last `*` seen and the name position it is tried from next (-1: none yet).
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (p < pattern.length && (pattern[p] === '?' || (pattern[p] !== '*' && pattern[p] === name[n]))) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = n;
    } else if (star >= 0) {
      // The last `*` takes one more character; everything after it is tried again from there.
      p = star + 1;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

interface CompiledRule {
  rule: Rule;
  patterns: Array<(name: string) => boolean>;
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
  return c.patterns.some((matchesGlob) => names.some((n) => matchesGlob(n)));
}

/** What the rules say for one row: each key from the first matching rule that sets it. */
export interface RowRules {
  threshold?: number;
  gate?: boolean;
  ignore?: boolean;
  /** In the row's unit. */
  minChange?: number;
  /** Numbers of the rules that decided something. */
  used: number[];
}

/** The rules, compiled once, asked row by row. */
export class RuleMatcher {
  private readonly compiled: CompiledRule[];

  constructor(rules: readonly Rule[]) {
    this.compiled = rules.map((rule) => ({ rule, patterns: rule.match.map(globMatcher), ...(rule.metric ? { metrics: new Set(rule.metric) } : {}) }));
  }

  /** `canIgnore`: false for added and removed rows, which have nothing to decide and keep saying what happened. */
  for(row: Pick<Comparison, 'group' | 'benchmark' | 'metric' | 'unit'>, canIgnore = true): RowRules {
    const out: RowRules = { used: [] };
    let threshold = false;
    let gate = false;
    let ignore = false;
    let floor = false;
    const names = namesOf(row);
    for (const c of this.compiled) {
      if ((threshold && gate && ignore && floor) || !matches(c, row, names)) continue;
      const r = c.rule;
      let decided = false;
      if (!threshold && r.threshold !== undefined) {
        out.threshold = r.threshold;
        threshold = decided = true;
      }
      if (!gate && r.gate !== undefined) {
        out.gate = r.gate;
        gate = decided = true;
      }
      if (!ignore && r.ignore !== undefined) {
        if (r.ignore && canIgnore) {
          // Nothing is decided for an ignored row: no gate, threshold or floor applies to it.
          out.ignore = true;
          out.gate = false;
          delete out.threshold;
          delete out.minChange;
          gate = threshold = floor = true;
        }
        ignore = decided = true;
      }
      // A floor applies to rows in its unit only (50ns says nothing about B/op).
      if (!floor && r.minChange !== undefined && r.minChange.unit === row.unit) {
        out.minChange = r.minChange.value;
        floor = decided = true;
      }
      if (decided) out.used.push(r.number);
    }
    return out;
  }
}

/**
 * Sets each row's threshold, floor, gate and `ignored` verdict from the rules (rows are changed in
 * place: they are the statistics stage's own, not yet decided). Returns how many rows each rule
 * decided something for, in rule order.
 */
export function applyRules(rows: Comparison[], rules: readonly Rule[]): number[] {
  const matcher = new RuleMatcher(rules);
  const touched = rules.map(() => 0);
  for (const row of rows) {
    const r = matcher.for(row, row.verdict !== 'added' && row.verdict !== 'removed');
    if (r.threshold !== undefined) row.threshold = r.threshold;
    if (r.minChange !== undefined) row.minChange = r.minChange;
    if (r.gate !== undefined) row.gated = r.gate;
    if (r.ignore) row.verdict = 'ignored';
    if (r.used.length) row.rules = r.used;
    for (const n of r.used) touched[n - 1]++;
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
