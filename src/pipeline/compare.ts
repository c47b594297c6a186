// The pure glue between parsing and rendering: parse results of both sides → one Report.
// No I/O here, so the CLI, the action and the tests all build reports the same way.
import type { MachineInfo, ParseResult, Report, RunInfo, Series, StatsSettings, Warning } from '../model.js';
import { SeriesIndex } from '../stats/series-index.js';
import { compareSeries, type CompareOptions } from '../stats/compare.js';
import { rulesInfo } from '../rules/apply.js';
import type { RuleSet } from '../rules/parse.js';

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

function describe(s: Pick<Series, 'group' | 'benchmark' | 'metric'>): string {
  return `${s.group ? `${s.group} ` : ''}${s.benchmark} (${s.metric})`;
}

/**
 * Concatenates the runs of one side per (group, benchmark, metric), in first-seen order.
 * A series whose unit or direction disagrees with the first one is left out with a warning:
 * mixing ns with B would make the statistics meaningless.
 */
export function mergeSide(results: readonly ParseResult[], side: 'base' | 'head', metrics: readonly string[] | undefined, warnings: Warning[]): Series[] {
  // The statistics' own index: one key scheme, and the parse results stay untouched (a series is
  // copied only when runs are pooled into it).
  const index = new SeriesIndex();
  for (const result of results) {
    for (const s of result.series) {
      if (metrics && !metrics.includes(s.metric)) continue;
      const first = index.get(s);
      if (!first) {
        index.add(s);
      } else if (first.unit !== s.unit || first.better !== s.better) {
        warnings.push({
          code: 'unit-mismatch',
          benchmark: s.benchmark,
          message: `${side}: ${describe(s)} is reported in ${s.unit} in one run and ${first.unit} in another; the later run's samples were left out`,
        });
      } else {
        index.append(s, s.runs);
      }
    }
  }
  return index.values();
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

/** Parse warnings keep their format's code and benchmark; the message says which side's output it is about. */
function sideWarnings(results: readonly ParseResult[], side: 'base' | 'head'): Warning[] {
  return results.flatMap((r) => r.warnings.map((w): Warning => ({ ...w, message: `${side}: ${w.message}` })));
}

/** The same warning from ten runs is one warning. */
export function uniqueWarnings(list: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return list.filter((w) => {
    const key = JSON.stringify([w.code, w.benchmark ?? '', w.message]);
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
  const warnings: Warning[] = [
    ...failedRunsWarnings(input.run),
    ...sideWarnings(input.base, 'base'),
    ...sideWarnings(input.head, 'head'),
    ...formatWarnings(input.base, input.head),
  ];
  const base = mergeSide(input.base, 'base', input.metrics, warnings);
  const head = mergeSide(input.head, 'head', input.metrics, warnings);

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
