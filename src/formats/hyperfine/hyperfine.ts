// hyperfine's `--export-json`: results[] per command with every run's wall time (`times`, seconds)
// and, in newer releases, every run's peak memory (`memory_usage_byte`).
// No `processes`: each time is a separate process, but of one invocation that shares the machine's
// minute; splitting them would make 60 lucky-together values look independent (docs/statistics.md#step-3-one-value-per-run).
import { parseWarning, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson } from '../json-text.js';
import { head } from '../text.js';

const WHAT = 'a hyperfine --export-json file';

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first: unknown = Array.isArray(value.results) ? value.results[0] : undefined;
    return isObject(first) && typeof first.command === 'string' && ('times' in first || 'mean' in first) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{\s*"results"\s*:\s*\[/.test(start) && start.includes('"command"') && /"(times|mean|stddev)"/.test(start) ? 0.6 : 0;
}

function parse(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, WHAT);
  const root = doc.object(doc.root, []);
  const results = doc.array(root.results, ['results']);
  const series: Series[] = [];
  const warnings: ParseWarning[] = [];
  const names = new Set<string>();
  results.forEach((raw, i) => {
    const path = ['results', i];
    const result = doc.object(raw, path);
    // `command` is the --command-name when one was given, else the command with parameters filled in.
    let name = doc.string(result.command, [...path, 'command']);
    if (names.has(name) && isObject(result.parameters)) {
      // `-n name` without `{param}` gives every parameter value the same name: tell them apart.
      const params = Object.entries(result.parameters).map(([k, v]) => `${k}=${String(v)}`);
      if (params.length > 0) name = `${name} (${params.join(', ')})`;
    }
    if (names.has(name)) doc.fail([...path, 'command'], `two results are named ${JSON.stringify(name)}: give each command its own --command-name`);
    names.add(name);

    let times: number[];
    if (result.times !== undefined) times = doc.numbers(result.times, [...path, 'times']);
    else {
      // hyperfine before 1.9 exported only the summary.
      times = [doc.number(result.median ?? result.mean, [...path, result.median !== undefined ? 'median' : 'mean'])];
      warnings.push(parseWarning('summary-only', doc.warning(path, 'no per-run times (hyperfine < 1.9?): one sample per run'), name));
    }
    if (times.length === 0) doc.fail([...path, 'times'], 'is empty: the command was never run');
    if (Array.isArray(result.exit_codes) && result.exit_codes.some((code) => code !== 0)) {
      const failed = result.exit_codes.filter((code) => code !== 0).length;
      warnings.push(
        parseWarning(
          'failed-iterations',
          doc.warning(
            [...path, 'exit_codes'],
            `${failed} of ${result.exit_codes.length} runs of ${JSON.stringify(name)} exited non-zero (hyperfine -i): their times are compared anyway`,
          ),
          name,
        ),
      );
    }
    series.push({ benchmark: name, metric: 'time', unit: 's', better: 'lower', runs: [{ samples: times }] });

    if (result.memory_usage_byte !== undefined) {
      const memory = doc.numbers(result.memory_usage_byte, [...path, 'memory_usage_byte']);
      // Some platforms report 0 when peak memory cannot be measured: no metric rather than zeros.
      if (memory.length > 0 && memory.some((v) => v > 0)) {
        series.push({ benchmark: name, metric: 'memory', unit: 'B', better: 'lower', runs: [{ samples: memory }] });
      }
    }
  });
  if (results.length === 0) warnings.push(parseWarning('no-benchmarks', `${doc.file}: no results in the file`));
  return { format: 'hyperfine', series, context: {}, warnings };
}

export const hyperfine: Format = {
  id: 'hyperfine',
  description: 'hyperfine --export-json (per-run wall time, peak memory when present)',
  detect,
  parse,
  derived: [],
};
