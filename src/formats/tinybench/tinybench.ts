// tinybench task results printed as JSON by the user's script. tinybench has no JSON export of
// its own, so every shape its documented API gives is read:
//   bench.tasks.map((t) => ({ name: t.name, ...t.result }))      results spread into the task
//   bench.tasks.map((t) => ({ name: t.name, result: t.result }))  results nested (also what
//                                                                  JSON.stringify(bench.tasks) gives in v2–v5)
//   { name: bench.name, tasks: [ …either of the above… ] }        the tasks under `tasks`
//   bench.results                                                 results without names
//   Object.fromEntries(bench.tasks.map((t) => [t.name, t.result])) results keyed by task name
// Shapes differ by version — v2: flat stats and `samples` (ms per iteration); v3–v4: `latency` and
// `throughput` statistics objects (v3 also keeps the flat fields); v5: `aborted`; v6: `state`, and
// `latency.samples` only with `retainSamples: true`. All times are milliseconds. Also reads the
// console table (`console.table(bench.table())`), a summary: see tinybench-table.ts.
// One node process: no `processes`.
import { parseWarning, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject, type JsonPath } from '../json-text.js';
import { hasTinybenchTable, parseTinybenchTable } from './tinybench-table.js';
import { head } from '../text.js';

const WHAT =
  'tinybench task results as JSON (an array of { name, ...task.result } or { name, result }, the same under "tasks", or results keyed by task name) or console.table(bench.table()) output';
const MS = 1e-3;

/** Whether an object looks like a tinybench TaskResult of any version. */
function isTaskResult(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isObject(value.latency) && ('mean' in value.latency || 'p50' in value.latency || 'samples' in value.latency)) return true;
  return 'hz' in value && 'period' in value && ('samples' in value || 'p999' in value);
}

/** A task result that holds no statistics because the task failed or was stopped. */
function isFailedResult(value: unknown): boolean {
  return isObject(value) && ('error' in value || value.state === 'errored' || value.state === 'aborted' || value.aborted === true);
}

/** The result of one entry, whether spread into it (`{ name, ...result }`) or nested (`{ name, result }`). */
function resultOf(entry: unknown): unknown {
  return isObject(entry) && isObject(entry.result) ? entry.result : entry;
}

/** Where the tasks are: an array at the top or under `tasks`, or an object of results by name. */
function entriesOf(root: unknown): { entries: unknown[]; path: JsonPath; names?: string[] } | undefined {
  if (Array.isArray(root)) return { entries: root, path: [] };
  if (!isObject(root)) return undefined;
  if (Array.isArray(root.tasks)) return { entries: root.tasks, path: ['tasks'] };
  const names = Object.keys(root);
  const known = (name: string) => isTaskResult(resultOf(root[name])) || isFailedResult(resultOf(root[name]));
  // A task that never ran has an undefined result: null here, or left out by JSON.stringify.
  if (names.some(known) && names.every((name) => root[name] === null || known(name))) {
    return { entries: names.map((name) => root[name]), path: [], names };
  }
  return undefined;
}

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const value = sniffJson(input.text);
  if (value !== undefined) {
    const found = entriesOf(value);
    if (!found) return 0;
    // A failed task has no statistics, only `error` / `state`: it does not disqualify the file.
    const results = found.entries.map(resultOf);
    return results.length > 0 && results.every((v) => v === null || isTaskResult(v) || isFailedResult(v)) && results.some(isTaskResult) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  if (hasTinybenchTable(start)) return 0.9;
  return /^\s*[[{]/.test(start) && (/"latency"\s*:\s*\{/.test(start) || (start.includes('"hz"') && start.includes('"period"') && start.includes('"p999"')))
    ? 0.6
    : 0;
}

/** Samples in seconds: raw latencies when kept, else the median (else the mean) as one sample. */
function samplesOf(doc: JsonDoc, task: JsonObject, path: JsonPath): { samples: number[]; raw: boolean } {
  const latency = task.latency === undefined ? undefined : doc.object(task.latency, [...path, 'latency']);
  // v3+ keep samples under latency, v2 at the top level.
  const kept: { value: unknown; path: JsonPath } | undefined =
    latency?.samples !== undefined
      ? { value: latency.samples, path: [...path, 'latency', 'samples'] }
      : task.samples !== undefined
        ? { value: task.samples, path: [...path, 'samples'] }
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
    const warnings = [
      parseWarning('summary-only', `${input.file}: a tinybench table is a summary: one sample per run (print the task results as JSON to keep every sample)`),
    ];
    return { format: 'tinybench', series: parseTinybenchTable(input.text, input.file, warnings), context: {}, warnings };
  }
  const doc = JsonDoc.parse(input, WHAT);
  const found = entriesOf(doc.root);
  if (!found) {
    if (isObject(doc.root))
      doc.fail(
        [],
        `expected a "tasks" array or task results keyed by name; found the keys ${
          Object.keys(doc.root)
            .slice(0, 8)
            .map((k) => JSON.stringify(k))
            .join(', ') || 'none'
        } (is this ${WHAT}?)`,
      );
    doc.array(doc.root, []); // names what the root is instead
  }
  const { entries, path: listPath, names } = found!;
  const series: Series[] = [];
  const warnings: ParseWarning[] = [];
  const context: Record<string, string> = {};
  if (isObject(doc.root) && typeof doc.root.name === 'string' && doc.root.name && !names) context.bench = doc.root.name;
  let unnamed = 0;
  let summaryOnly = 0;
  let empty = 0;
  entries.forEach((raw, i) => {
    const path = names ? [names[i]] : [...listPath, i];
    if (raw === null) return; // bench.results has holes for tasks that never ran
    const entry = doc.object(raw, path);
    let name: string;
    if (names) name = names[i]!;
    else if (entry.name === undefined) {
      unnamed++;
      name = `task ${i + 1}`;
    } else name = doc.string(entry.name, [...path, 'name']);
    // { name, result } (and JSON.stringify(bench.tasks)) nest the result; { name, ...result } spreads it.
    const nested = 'result' in entry && !isTaskResult(entry) && !isFailedResult(entry);
    if (nested && (entry.result === undefined || entry.result === null)) {
      warnings.push(parseWarning('failed-benchmark', doc.warning(path, `task ${JSON.stringify(name)} has no result (it did not run): skipped`), name));
      return;
    }
    const resultPath = nested ? [...path, 'result'] : path;
    const task = nested ? doc.object(entry.result, resultPath) : entry;
    if (task.error !== undefined || task.state === 'errored' || task.state === 'aborted' || task.aborted === true) {
      warnings.push(
        parseWarning(
          'failed-benchmark',
          doc.warning(resultPath, `task ${JSON.stringify(name)} ${task.state === 'aborted' || task.aborted === true ? 'was aborted' : 'failed'}: skipped`),
          name,
        ),
      );
      return;
    }
    if (task.state !== undefined && task.state !== 'completed') {
      warnings.push(
        parseWarning(
          'failed-benchmark',
          doc.warning([...resultPath, 'state'], `task ${JSON.stringify(name)} did not complete (state ${JSON.stringify(task.state)}): skipped`),
          name,
        ),
      );
      return;
    }
    if (!isTaskResult(task) && Object.keys(task).length === (entry === task && 'name' in task ? 1 : 0)) {
      empty++; // tinybench 6's Task serialises to {} (its fields are private)
      return;
    }
    const { samples, raw: hasRaw } = samplesOf(doc, task, resultPath);
    if (!hasRaw) summaryOnly++;
    series.push({ benchmark: name, metric: 'time', unit: 's', better: 'lower', runs: [{ samples }] });
    if (typeof task.runtime === 'string') context.runtime = task.runtime;
    if (typeof task.runtimeVersion === 'string') context.runtime_version = task.runtimeVersion;
  });
  if (empty > 0) {
    const why = `${empty} tasks without any result (JSON.stringify(bench.tasks) gives {} in tinybench 6): print bench.tasks.map((t) => ({ name: t.name, ...t.result })) instead`;
    if (series.length === 0) doc.fail(listPath, why);
    warnings.push(parseWarning('failed-benchmark', `${doc.file}: ${why}; they were skipped`));
  }
  if (unnamed > 0)
    warnings.push(
      parseWarning(
        'line-skipped',
        `${doc.file}: ${unnamed} results have no name: print bench.tasks.map((t) => ({ name: t.name, ...t.result })) instead of bench.results`,
      ),
    );
  if (summaryOnly > 0)
    warnings.push(
      parseWarning(
        'summary-only',
        `${doc.file}: ${summaryOnly} tasks without raw samples (tinybench ≥ 5: new Bench({ retainSamples: true })): one sample (the median) per run`,
      ),
    );
  if (series.length === 0 && warnings.length === 0) warnings.push(parseWarning('no-benchmarks', `${doc.file}: no tasks in the file`));
  return { format: 'tinybench', series, context, warnings };
}

export const tinybench: Format = {
  id: 'tinybench',
  description: 'tinybench task results as JSON (v2–v6; raw samples when retained), or its console.table',
  detect,
  parse,
  // a task's table gives either latency or ops/sec, never both as rows.
  derived: [],
};
