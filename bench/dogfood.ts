// benchgate's own benchmark for its dogfooding workflow (.github/workflows/benchmark.yml): times
// parse, compare and render on a fixed seeded input and prints `go test -bench` lines, so that
// benchgate (format: go) can compare a pull request's engine with its base's.
//
//   node --import tsx bench/dogfood.ts [--count N] [--benchtime MS]
//
// Each benchmark runs its operation in a loop for about --benchtime milliseconds of CPU time
// (default 200) and prints one line; --count (default 5) repeats that, as `go test -count` does.
// CPU time rather than wall time: a shared runner's other tenants disturb it less.
import os from 'node:os';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Report } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { parseWith } from '../src/formats/registry.js';
import { renderJson } from '../src/report/json.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { mulberry32 } from '../src/prng.js';

/** Benchmarks and samples per side of the generated input: a mid-sized real suite. */
const BENCHMARKS = 300;
const SAMPLES = 10;
const SEED = 20240611;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!(Number.isInteger(value) && value > 0)) {
    process.stderr.write(`dogfood: ${name} needs a whole number above 0; got ${JSON.stringify(process.argv[at + 1] ?? '')}\n`);
    process.exit(2);
  }
  return value;
}

/** Two `go test -bench -count=10` outputs: most benchmarks equal, a tenth slower, a tenth faster. */
function generateInput(): { base: string; head: string } {
  const rand = mulberry32(SEED);
  const header = ['goos: linux', 'goarch: amd64', 'pkg: example.com/dogfood', 'cpu: Synthetic CPU @ 3.00GHz'];
  const base = [...header];
  const head = [...header];
  for (let b = 0; b < BENCHMARKS; b++) {
    const name = `BenchmarkOp${String(b).padStart(3, '0')}/size=${[16, 256, 4096][b % 3]}-2`;
    const ns = 50 * Math.exp(6 * rand());
    const kind = rand();
    const change = kind < 0.1 ? 1.2 : kind < 0.2 ? 1 / 1.2 : 1;
    // Uniform noise of ±3% (no transcendental calls: the input is part of what is measured only once).
    const line = (mean: number) => `${name}\t${1000}\t${(mean * (0.97 + 0.06 * rand())).toFixed(1)} ns/op\t${Math.round(ns)} B/op\t3 allocs/op`;
    for (let s = 0; s < SAMPLES; s++) base.push(line(ns));
    for (let s = 0; s < SAMPLES; s++) head.push(line(ns * change));
  }
  const footer = ['PASS', 'ok  \texample.com/dogfood\t1.000s', ''];
  return { base: [...base, ...footer].join('\n'), head: [...head, ...footer].join('\n') };
}

const cpuNs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
};

/** Runs `op` until `budgetMs` of CPU time has passed; returns iterations and CPU ns per op. */
function measure(op: () => unknown, budgetMs: number): { iterations: number; nsPerOp: number } {
  let iterations = 0;
  let sink = 0;
  const start = cpuNs();
  let elapsed = 0;
  while (elapsed < budgetMs * 1e6) {
    const out = op();
    sink += typeof out === 'string' ? out.length : 1;
    iterations++;
    elapsed = cpuNs() - start;
  }
  if (sink < 0) process.stdout.write(''); // keeps the results observable
  return { iterations, nsPerOp: elapsed / iterations };
}

function main(): void {
  const count = option('--count', 5);
  const benchtime = option('--benchtime', 200);
  const input = generateInput();
  const text = (which: 'base' | 'head') => ({ kind: 'text' as const, file: `${which}.txt`, text: input[which] });
  const parsed: { base: ParseResult; head: ParseResult } = { base: parseWith(text('base'), 'go'), head: parseWith(text('head'), 'go') };
  const compare = (): Report => buildReport({ base: [parsed.base], head: [parsed.head], settings: DEFAULT_STATS_SETTINGS });
  const report = compare();

  const benchmarks: Array<[string, () => unknown]> = [
    ['BenchmarkParseGo', () => parseWith(text('head'), 'go')],
    ['BenchmarkParseDetect', () => parseWith(text('head'), 'auto')],
    ['BenchmarkCompare', compare],
    ['BenchmarkRenderMarkdown', () => renderMarkdown(report)],
    ['BenchmarkRenderJSON', () => renderJson(report)],
  ];

  const out = [`goos: ${process.platform}`, `goarch: ${process.arch}`, 'pkg: benchgate/bench/dogfood', `cpu: ${os.cpus()[0]?.model.trim() ?? 'unknown'}`];
  process.stdout.write(`${out.join('\n')}\n`);
  // One discarded pass: the first iterations run before the JIT has compiled the hot paths.
  for (const [, op] of benchmarks) measure(op, benchtime);
  for (let c = 0; c < count; c++) {
    for (const [name, op] of benchmarks) {
      const { iterations, nsPerOp } = measure(op, benchtime);
      process.stdout.write(`${name}\t${iterations}\t${nsPerOp.toFixed(0)} ns/op\n`);
    }
  }
  process.stdout.write('PASS\n');
}

main();
