// The pure glue between parsing and rendering: parse results of both sides → one Report.
// No I/O here, so the CLI, the action and the tests all build reports the same way.
import { warningKey, type MachineInfo, type ParseResult, type Report, type RunInfo, type Series, type StatsSettings, type Warning } from '../model.js';
import { compareSeries, type CompareOptions } from '../stats/compare.js';
import { rulesInfo } from '../rules/apply.js';
import { parseWarnings } from './parse-warnings.js';
import type { RuleSet } from '../rules/rule-set.js';

export interface BuildReportInput {
  /** Every parse result of the base side (several runs or files are concatenated). */
  base: ParseResult[];
  head: ParseResult[];
  settings: StatsSettings;
  /** Only these metrics are compared (all when absent). */
  metrics?: string[];
  machine?: { base?: MachineInfo; head?: MachineInfo };
  run?: RunInfo;
  /** The per-look test level of adaptive rounds (α/J; src/stats/looks.ts), when not settings.alpha. */
  compare?: Pick<CompareOptions, 'alpha'>;
  /** The rules file (src/rules/): per-row thresholds, floors, gates and ignores. */
  rules?: RuleSet;
}

/** The series of one side's parse results, of the metrics compared; compareSeries pools repeated keys. */
function sideSeries(results: readonly ParseResult[], metrics: readonly string[] | undefined): Series[] {
  const out: Series[] = [];
  for (const result of results) for (const s of result.series) if (!metrics || metrics.includes(s.metric)) out.push(s); // no push(...): 10⁶ series
  return out;
}

/** Tool-reported context of one side; a key with different values across runs keeps all of them. */
export function mergeContext(results: readonly ParseResult[]): Record<string, string> {
  const values = new Map<string, string[]>();
  for (const result of results) {
    for (const [key, value] of Object.entries(result.context)) {
      const seen = values.get(key) ?? [];
      if (!seen.includes(value)) seen.push(value);
      values.set(key, seen);
    }
  }
  return Object.fromEntries([...values].map(([key, vs]) => [key, vs.join(' | ')]));
}

// Context keys under which the harnesses name the CPU (Go `cpu:`, Google Benchmark, BDN, JMH, …).
const CPU_KEY = /^(cpu|cpu[ _-]?model|cpu[ _-]?name|model[ _-]?name|processor|processor[ _-]?name)$/i;

function cpuWarnings(base: MachineInfo, head: MachineInfo): Warning[] {
  const out: Warning[] = [];
  if (base.cpuModel && head.cpuModel && base.cpuModel !== head.cpuModel) {
    out.push({
      code: 'cpu-mismatch',
      message: `base and head ran on different CPUs (${base.cpuModel} vs ${head.cpuModel}); differences may come from the machine, not the code`,
    });
  }
  for (const key of Object.keys(base.tool ?? {})) {
    const b = base.tool?.[key];
    const h = head.tool?.[key];
    if (CPU_KEY.test(key) && b !== undefined && h !== undefined && b !== h) {
      out.push({
        code: 'cpu-mismatch',
        message: `the benchmark tool reported different CPUs (${key}: ${b} on base, ${h} on head); differences may come from the machine, not the code`,
      });
    }
  }
  return out;
}

function formatWarnings(base: readonly ParseResult[], head: readonly ParseResult[]): Warning[] {
  const formats = (rs: readonly ParseResult[]) => [...new Set(rs.map((r) => r.format))];
  const b = formats(base);
  const h = formats(head);
  if (b.length === 1 && h.length === 1 && b[0] === h[0]) return [];
  if (b.length === 0 || h.length === 0) return [];
  return [{ code: 'format-mismatch', message: `base was read as ${b.join(', ')} and head as ${h.join(', ')}: comparing results of different tools` }];
}

/** The same warning from ten runs is one warning. */
export function uniqueWarnings(list: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return list.filter((w) => {
    const key = warningKey(w, w.message);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Said up front: which runs were left out (failed, timed out, or printed nothing readable). */
function failedRunsWarnings(run: RunInfo | undefined): Warning[] {
  if (!run?.failedRuns.length) return [];
  const list = run.failedRuns.map((f) => `${f.side} round ${f.round} (${f.reason})`).join('; ');
  return [{ code: 'failed-runs', message: `${run.failedRuns.length} of ${run.rounds * 2} runs failed and were left out: ${list}` }];
}

/** Everything the renderers need, from the parse results of both sides. */
export function buildReport(input: BuildReportInput): Report {
  const warnings: Warning[] = [...failedRunsWarnings(input.run), ...parseWarnings(input.base, input.head), ...formatWarnings(input.base, input.head)];
  const base = sideSeries(input.base, input.metrics);
  const head = sideSeries(input.head, input.metrics);

  const machine = {
    base: { ...input.machine?.base, tool: { ...input.machine?.base?.tool, ...mergeContext(input.base) } },
    head: { ...input.machine?.head, tool: { ...input.machine?.head?.tool, ...mergeContext(input.head) } },
  };
  warnings.push(...cpuWarnings(machine.base, machine.head));

  const result = compareSeries(base, head, input.settings, { ...input.compare, ...(input.rules ? { rules: input.rules.rules } : {}) });
  for (const w of result.warnings) warnings.push(w); // not push(...): one warning per row can overflow the stack

  return {
    version: 2,
    settings: input.settings,
    machine,
    comparisons: result.comparisons,
    summary: result.summary,
    verdict: result.verdict,
    ...(input.run ? { run: input.run } : {}),
    warnings: uniqueWarnings(warnings),
    ...(input.rules && result.rulesTouched ? { rules: rulesInfo(input.rules, result.rulesTouched) } : {}),
  };
}
