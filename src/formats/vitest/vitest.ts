// `vitest bench --outputJson FILE`: files[].groups[].benchmarks[] with tinybench's statistics in
// milliseconds. vitest 3 always writes `samples: []`, so a run gives one sample (the median);
// older releases wrote the samples, which are used when present.
// A benchmark's samples come from one worker: no `processes`.
import { parseWarning, type ParseResult, type ParseWarning, type Series } from '../../model.js';
import type { Format, FormatInput } from '../format.js';
import { isObject, JsonDoc, sniffJson } from '../json-text.js';
import { head } from '../text.js';

const WHAT = 'a vitest bench --outputJson file';
const MS = 1e-3;

function detect(input: FormatInput): number {
  if (input.kind !== 'text') return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    if (!Array.isArray(value.files)) return 0;
    const file: unknown = value.files[0];
    return file === undefined || (isObject(file) && Array.isArray(file.groups) && 'filepath' in file) ? 1 : 0;
  }
  if (value !== undefined) return 0;
  const start = head(input.text, 64 * 1024);
  return /^\s*\{\s*"files"\s*:\s*\[/.test(start) && start.includes('"groups"') ? 0.6 : 0;
}

function parse(input: FormatInput): ParseResult {
  const doc = JsonDoc.parse(input, WHAT);
  const root = doc.object(doc.root, []);
  const files = doc.array(root.files, ['files']);
  const series: Series[] = [];
  const warnings: ParseWarning[] = [];
  let summaryOnly = 0;
  files.forEach((fileRaw, f) => {
    const file = doc.object(fileRaw, ['files', f]);
    const groups = doc.array(file.groups, ['files', f, 'groups']);
    groups.forEach((groupRaw, g) => {
      const groupPath = ['files', f, 'groups', g];
      const group = doc.object(groupRaw, groupPath);
      // `sort.bench.ts > arrays`: the file and describe() path, so equal names in two files differ.
      const groupName = doc.string(group.fullName, [...groupPath, 'fullName']);
      const benchmarks = doc.array(group.benchmarks, [...groupPath, 'benchmarks']);
      benchmarks.forEach((benchRaw, b) => {
        const path = [...groupPath, 'benchmarks', b];
        const bench = doc.object(benchRaw, path);
        const name = doc.string(bench.name, [...path, 'name']);
        const raw = bench.samples === undefined ? [] : doc.numbers(bench.samples, [...path, 'samples']);
        let samples: number[];
        if (raw.length > 0) samples = raw.map((v) => v * MS);
        else {
          summaryOnly++;
          // The median: robust to the GC pauses that inflate the mean of thousands of iterations.
          const key = bench.median !== undefined ? 'median' : 'mean';
          samples = [doc.number(bench[key], [...path, key]) * MS];
        }
        series.push({ benchmark: name, group: groupName, metric: 'time', unit: 's', better: 'lower', runs: [{ samples }] });
      });
    });
  });
  if (summaryOnly > 0)
    warnings.push(parseWarning('summary-only', `${doc.file}: vitest wrote no raw samples: one sample (the median) per run for ${summaryOnly} benchmarks`));
  if (series.length === 0) warnings.push(parseWarning('no-benchmarks', `${doc.file}: no benchmarks in the file`));
  return { format: 'vitest', series, context: {}, warnings };
}

export const vitest: Format = {
  id: 'vitest',
  description: 'vitest bench --outputJson (median per run; samples when present)',
  detect,
  parse,
  derived: [],
};
