// tinybench task results printed as JSON by the user's script:
//   JSON.stringify(bench.tasks.map((t) => ({ name: t.name, ...t.result })))   (or bench.results)
// Shapes differ by version — v2: flat stats and `samples` (ms per iteration); v3–v4: `latency` and
// `throughput` statistics objects (v3 also keeps the flat fields); v5+: `state`, and `latency.samples`
// only with `retainSamples: true`. All times are milliseconds. Also reads the console table
// (`console.table(bench.table())`), a summary: see tinybench-table.ts.
// One node process: no `processes`.
import type { ParseResult, Series } from '../model.js';
import type { Format, FormatInput } from './format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject, type JsonPath } from './json-text.js';
import { hasTinybenchTable, parseTinybenchTable } from './tinybench-table.js';
import { head } from './text.js';

const WHAT = 'tinybench task results as JSON (an array of { name, ...task.result }) or console.table(bench.table()) output';
const MS = 1e-3;

/** Whether an object looks like a tinybench TaskResult of any version. */
function isTaskResult(value: unknown): value is JsonObject {
  if (!isObject(value)) return false;
  if (isObject(value.latency) && ('mean' in value.latency || 'p50' in value.latency || 'samples' in value.latency)) return true;
  return 'hz' in value && 'period' in value && ('samples' in value || 'p999' in value);
}

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const value = sniffJson(input.text);
  // A failed task has no statistics, only `error` / `state`: it does not disqualify the file.
  const failed = (v: unknown) => isObject(v) && ('error' in v || v.state === 'errored' || v.state === 'aborted');
  if (Array.isArray(value)) return value.length > 0 && value.every((v) => v === null || isTaskResult(v) || failed(v)) && value.some(isTaskResult) ? 1 : 0;
  if (value !== undefined) return 0;
  const start = head(input.text, 64 * 1024);
  if (hasTinybenchTable(start)) return 0.9;
  return /^\s*\[\s*\{/.test(start) && (/"latency"\s*:\s*\{/.test(start) || (start.includes('"hz"') && start.includes('"period"') && start.includes('"p999"'))) ? 0.6 : 0;
}

/** Samples in seconds: raw latencies when kept, else the median (else the mean) as one sample. */
function samplesOf(doc: JsonDoc, task: JsonObject, path: JsonPath): { samples: number[]; raw: boolean } {
  const latency = task.latency === undefined ? undefined : doc.object(task.latency, [...path, 'latency']);
  // v3+ keep samples under latency, v2 at the top level.
  const kept: { value: unknown; path: JsonPath } | undefined =
    latency?.samples !== undefined ? { value: latency.samples, path: [...path, 'latency', 'samples'] }
    : task.samples !== undefined ? { value: task.samples, path: [...path, 'samples'] }
    : undefined;
  if (kept) {
    const raw = doc.numbers(kept.value, kept.path);
    if (raw.length > 0) return { samples: raw.map((v) => v * MS), raw: true };
  }
  // The median is robust to the GC pauses a mean of a few thousand iterations carries.
  const stats = latency ?? task;
  const statsPath = latency ? [...path, 'latency'] : path;
  const key = stats.p50 !== undefined ? 'p50' : stats.median !== undefined ? 'median' : 'mean';
  return { samples: [doc.number(stats[key], [...statsPath, key]) * MS], raw: false };
}

function parse(input: FormatInput): ParseResult {
  if (input.kind === 'text' && !/^\s*[[{]/.test(input.text) && hasTinybenchTable(input.text)) {
    const warnings = [`${input.file}: a tinybench table is a summary: one sample per run (print the task results as JSON to keep every sample)`];
    return { format: 'tinybench', series: parseTinybenchTable(input.text, input.file, warnings), context: {}, warnings };
  }
  const doc = JsonDoc.parse(input, WHAT);
  const tasks = doc.array(doc.root, []);
  const series: Series[] = [];
  const warnings: string[] = [];
  const context: Record<string, string> = {};
  let unnamed = 0;
  let summaryOnly = 0;
  tasks.forEach((raw, i) => {
    const path = [i];
    if (raw === null) return; // bench.results has holes for tasks that never ran
    const task = doc.object(raw, path);
    let name: string;
    if (task.name === undefined) {
      unnamed++;
      name = `task ${i + 1}`;
    } else name = doc.string(task.name, [...path, 'name']);
    if (task.error !== undefined || task.state === 'errored' || task.state === 'aborted') {
      warnings.push(doc.warning(path, `task ${JSON.stringify(name)} ${task.state === 'aborted' ? 'was aborted' : 'failed'}: skipped`));
      return;
    }
    if (task.state !== undefined && task.state !== 'completed') {
      warnings.push(doc.warning([...path, 'state'], `task ${JSON.stringify(name)} did not complete (state ${JSON.stringify(task.state)}): skipped`));
      return;
    }
    const { samples, raw: hasRaw } = samplesOf(doc, task, path);
    if (!hasRaw) summaryOnly++;
    series.push({ benchmark: name, metric: 'time', unit: 's', better: 'lower', runs: [{ samples }] });
    if (typeof task.runtime === 'string') context.runtime = task.runtime;
    if (typeof task.runtimeVersion === 'string') context.runtime_version = task.runtimeVersion;
  });
  if (unnamed > 0) warnings.push(`${doc.file}: ${unnamed} results have no name: print bench.tasks.map((t) => ({ name: t.name, ...t.result })) instead of bench.results`);
  if (summaryOnly > 0) warnings.push(`${doc.file}: ${summaryOnly} tasks without raw samples (tinybench ≥ 5: new Bench({ retainSamples: true })): one sample (the median) per run`);
  if (series.length === 0 && warnings.length === 0) warnings.push(`${doc.file}: no tasks in the file`);
  return { format: 'tinybench', series, context, warnings };
}

export const tinybench: Format = {
  id: 'tinybench',
  description: 'tinybench task results as JSON (v2–v6; raw samples when retained), or its console.table',
  detect,
  parse,
};
