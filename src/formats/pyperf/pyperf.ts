// pyperf's JSON (`-o file.json`): a suite of benchmarks, each a list of runs (one worker process
// each) holding warm-up values and measured values; metadata is inherited top level → benchmark.
import { parseWarning, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject } from '../json-text.js';
import { head } from '../text.js';

const WHAT = 'a pyperf JSON file (-o)';

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first: unknown = Array.isArray(value.benchmarks) ? value.benchmarks[0] : undefined;
    return Array.isArray(value.benchmarks) &&
      isObject(value.metadata) &&
      'version' in value &&
      (first === undefined || (isObject(first) && Array.isArray(first.runs)))
      ? 1
      : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{/.test(start) && start.includes('"runs"') && /"(perf_version|warmups|values)"/.test(start) ? 0.6 : 0;
}

/** pyperf's metadata `unit` → benchgate metric and base unit (pyperf already stores base units). */
const UNITS: Record<string, { metric: string; unit: string }> = {
  second: { metric: 'time', unit: 's' },
  byte: { metric: 'memory', unit: 'B' },
  integer: { metric: 'integer', unit: 'integer' },
};

// Machine and interpreter metadata worth showing next to the numbers (pyperf's names kept).
const CONTEXT_KEYS = [
  'cpu_model_name',
  'cpu_count',
  'cpu_config',
  'cpu_freq',
  'platform',
  'python_implementation',
  'python_version',
  'perf_version',
  'hostname',
  'timer',
];

function parse(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, WHAT);
  const root = doc.object(doc.root, []);
  const common: JsonObject = root.metadata === undefined ? {} : doc.object(root.metadata, ['metadata']);
  const benchmarks = doc.array(root.benchmarks, ['benchmarks']);
  const series: Series[] = [];
  const warnings: ParseWarning[] = [];
  benchmarks.forEach((raw, i) => {
    const path = ['benchmarks', i];
    const bench = doc.object(raw, path);
    const own = bench.metadata === undefined ? {} : doc.object(bench.metadata, [...path, 'metadata']);
    const metadata = { ...common, ...own };
    // A single-benchmark file keeps the name in the top-level metadata.
    if (metadata.name === undefined) doc.fail(path, 'no "name" in the benchmark\'s metadata nor in the file\'s');
    const name = doc.string(metadata.name, own.name !== undefined ? [...path, 'metadata', 'name'] : ['metadata', 'name']);
    const unitName =
      metadata.unit === undefined ? 'second' : doc.string(metadata.unit, own.unit !== undefined ? [...path, 'metadata', 'unit'] : ['metadata', 'unit']);
    const unit = UNITS[unitName] ?? { metric: unitName, unit: unitName };
    if (!UNITS[unitName])
      warnings.push(parseWarning('unit-unknown', doc.warning([...path], `unknown pyperf unit ${JSON.stringify(unitName)}: kept as a custom metric`)));

    // Each pyperf run is one worker process (-p): its values are one of the run's `processes`.
    const samples: number[] = [];
    const processes: number[][] = [];
    const runs = doc.array(bench.runs, [...path, 'runs']);
    let calibrationOnly = 0;
    runs.forEach((runRaw, r) => {
      const run = doc.object(runRaw, [...path, 'runs', r]);
      // Warm-ups (and calibration runs, which have only warm-ups) are not measurements.
      if (run.values === undefined) {
        calibrationOnly++;
        return;
      }
      const values = doc.numbers(run.values, [...path, 'runs', r, 'values']);
      if (values.length === 0) return;
      for (const v of values) samples.push(v);
      processes.push(values);
    });
    if (samples.length === 0) doc.fail([...path, 'runs'], `no measured values (${calibrationOnly} runs with warm-ups only): was the benchmark interrupted?`);
    series.push({ benchmark: name, metric: unit.metric, unit: unit.unit, better: 'lower', runs: [{ samples, processes }] });
  });
  if (benchmarks.length === 0) warnings.push(parseWarning('no-benchmarks', `${doc.file}: no benchmarks in the file`));

  const context: Record<string, string> = {};
  for (const key of CONTEXT_KEYS) {
    const value = common[key];
    if (typeof value === 'string' || typeof value === 'number') context[key === 'cpu_model_name' ? 'cpu' : key] = String(value);
  }
  return { format: 'pyperf', series, context, warnings };
}

export const pyperf: Format = {
  id: 'pyperf',
  description: "pyperf JSON (-o FILE): every run's values, warm-ups excluded",
  detect,
  parse,
  derived: [],
};
