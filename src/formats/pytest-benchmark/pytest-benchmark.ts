// pytest-benchmark's `--benchmark-json` file: machine_info, commit_info, benchmarks[].stats.
// Every round runs in the one pytest process: no `processes`.
import { benchmarkKey, parseWarning, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson, type JsonObject } from '../json-text.js';
import { head } from '../text.js';

const WHAT = 'a pytest-benchmark --benchmark-json file';

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first: unknown = Array.isArray(value.benchmarks) ? value.benchmarks[0] : undefined;
    return isObject(value.machine_info) && Array.isArray(value.benchmarks) && (first === undefined || (isObject(first) && isObject(first.stats))) ? 1 : 0;
  }
  // Truncated files: the keys pytest-benchmark writes first are still there.
  const start = head(input.text, 64 * 1024);
  return /^\s*\{/.test(start) && start.includes('"machine_info"') && /"(commit_info|benchmarks)"/.test(start) ? 0.6 : 0;
}

/** What pytest-benchmark says about the machine (py-cpuinfo's brand string, Python, OS). */
function context(root: JsonObject): Record<string, string> {
  const out: Record<string, string> = {};
  const machine = isObject(root.machine_info) ? root.machine_info : {};
  const cpu = isObject(machine.cpu) ? machine.cpu : {};
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  };
  put('cpu', cpu.brand_raw ?? cpu.brand);
  put('cpu_count', cpu.count);
  put('cpu_hz_advertised', cpu.hz_advertised_friendly);
  put('arch', cpu.arch ?? machine.machine);
  if (typeof machine.system === 'string') out.os = [machine.system, machine.release].filter((v) => typeof v === 'string').join(' ');
  put('python', [machine.python_implementation, machine.python_version].filter((v) => typeof v === 'string').join(' ') || undefined);
  put('node', machine.node);
  put('pytest_benchmark_version', root.version);
  put('datetime', root.datetime);
  if (isObject(root.commit_info)) put('commit', root.commit_info.id);
  return out;
}

function parse(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, WHAT);
  const root = doc.object(doc.root, []);
  const benchmarks = doc.array(root.benchmarks, ['benchmarks']);
  const series: Series[] = [];
  const warnings: ParseWarning[] = [];
  const seen = new Set<string>();
  benchmarks.forEach((raw, i) => {
    const path = ['benchmarks', i];
    const bench = doc.object(raw, path);
    const name = doc.string(bench.name, [...path, 'name']);
    const fullname = typeof bench.fullname === 'string' ? bench.fullname : name;
    // The module path (`tests/test_x.py`) is what the benchmark belongs to, like a Go package;
    // a pytest-benchmark group (`@pytest.mark.benchmark(group=…)`) is the user's own grouping.
    const module = fullname.includes('::') ? fullname.slice(0, fullname.indexOf('::')) : undefined;
    const group = typeof bench.group === 'string' && bench.group !== '' ? bench.group : module;
    let benchmark = name;
    if (seen.has(benchmarkKey({ group, benchmark: name }))) benchmark = fullname;
    seen.add(benchmarkKey({ group, benchmark }));

    const stats = doc.object(bench.stats, [...path, 'stats']);
    let samples: number[];
    if (stats.data !== undefined) {
      // --benchmark-save-data: one time per round, already divided by the round's iterations.
      samples = doc.numbers(stats.data, [...path, 'stats', 'data']);
      if (samples.length === 0) doc.fail([...path, 'stats', 'data'], 'is empty: the benchmark recorded no rounds');
    } else {
      // Without raw data a run gives one number. The median, not the mean: pytest-benchmark's
      // mean carries every GC pause and scheduler hiccup of the run, the median does not.
      samples = [doc.number(stats.median, [...path, 'stats', 'median'])];
    }
    series.push({ benchmark, ...(group !== undefined ? { group } : {}), metric: 'time', unit: 's', better: 'lower', runs: [{ samples }] });
  });
  if (benchmarks.length === 0) warnings.push(parseWarning('no-benchmarks', `${doc.file}: no benchmarks in the file (did pytest collect any benchmark tests?)`));
  if (benchmarks.length > 0 && !benchmarks.some((b) => isObject(b) && isObject(b.stats) && b.stats.data !== undefined)) {
    warnings.push(parseWarning('summary-only', `${doc.file}: no raw timings (run pytest with --benchmark-save-data): one sample (the median) per run`));
  }
  return { format: 'pytest-benchmark', series, context: context(root), warnings };
}

export const pytestBenchmark: Format = {
  id: 'pytest-benchmark',
  description: 'pytest-benchmark --benchmark-json (raw timings with --benchmark-save-data)',
  detect,
  parse,
  derived: [],
};
