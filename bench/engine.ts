// `npm run bench [-- --quick]`: how fast is the engine on a large comparison?
// Generates 2,000 Go benchmarks × 10 samples per side (seeded; a few slower, a few faster, most
// unchanged) as `go test -bench` text, then measures
//   1. in-process parse + compare + render (ms, samples/s, peak RSS),
//   2. `node dist/cli.js compare` end to end (after `npm run build`),
//   3. `benchstat` on the same two files,
// and prints the ratio of our CLI's time to benchstat's, both measured in this run (median of
// several alternating repetitions). Figures only: nothing here asserts on time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { parseWith } from '../src/formats/registry.js';
import { renderJson } from '../src/report/json.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import { mulberry32 } from '../src/prng.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
/** --keep: leave the generated files in place (for profiling or running benchstat by hand). */
const keep = process.argv.includes('--keep');
const BENCHMARKS = 2000;
const SAMPLES = 10;
const REPS = quick ? 3 : 7;

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

/** Two `go test -bench -count=10` outputs: 5% slower (+10…40%), 5% faster, the rest equal. */
function generate(seed: number): Generated {
  const rand = mulberry32(seed);
  const header = ['goos: linux', 'goarch: amd64', 'pkg: example.com/bench/engine', 'cpu: Synthetic CPU @ 3.00GHz'];
  const base = [...header];
  const head = [...header];
  let slower = 0;
  let faster = 0;
  for (let b = 0; b < BENCHMARKS; b++) {
    const name = `BenchmarkOp${String(b).padStart(4, '0')}/size=${[16, 256, 4096][b % 3]}-2`;
    const ns = 50 * Math.exp(6 * rand()); // 50 ns … 20 µs
    const kind = rand();
    const change = kind < 0.05 ? 1.1 + 0.3 * rand() : kind < 0.1 ? 1 / (1.1 + 0.3 * rand()) : 1;
    if (change > 1) slower++;
    if (change < 1) faster++;
    const line = (mean: number) => {
      const v = mean * Math.exp(0.02 * gaussian(rand));
      const iterations = Math.max(1, Math.round(1e9 / v / 1000) * 1000);
      return `${name}    \t${String(iterations).padStart(10)}\t${v.toFixed(v < 100 ? 2 : 0).padStart(10)} ns/op`;
    };
    for (let s = 0; s < SAMPLES; s++) base.push(line(ns));
    for (let s = 0; s < SAMPLES; s++) head.push(line(ns * change));
  }
  const footer = ['PASS', 'ok  \texample.com/bench/engine\t42.000s', ''];
  return { base: [...base, ...footer].join('\n'), head: [...head, ...footer].join('\n'), slower, faster };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const ms = (x: number): string => `${x.toFixed(x < 100 ? 1 : 0)} ms`;
const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;

function inProcess(baseFile: string, headFile: string): { times: number[]; comparisons: number; samples: number; verdict: string } {
  const times: number[] = [];
  let comparisons = 0;
  let samples = 0;
  let verdict = '';
  for (let r = 0; r < REPS; r++) {
    const start = performance.now();
    const base = parseWith({ kind: 'text', file: baseFile, text: readFileSync(baseFile, 'utf8') }, 'auto');
    const head = parseWith({ kind: 'text', file: headFile, text: readFileSync(headFile, 'utf8') }, 'auto');
    const report = buildReport({ base: [base], head: [head], settings: DEFAULT_STATS_SETTINGS });
    const out = renderMarkdown(report).length + renderJson(report).length + renderTerminal(report).length;
    times.push(performance.now() - start);
    comparisons = report.comparisons.length;
    samples = [base, head].reduce((n, p) => n + p.series.reduce((m, s) => m + s.runs[0]!.samples.length, 0), 0);
    verdict = `${report.verdict} (${report.summary.regression} regressions, ${report.summary.improvement} improvements, ${report.summary.unchanged} unchanged; ${out} chars rendered)`;
  }
  return { times, comparisons, samples, verdict };
}

interface Timed {
  ms: number;
  maxRssKiB?: number;
  status: number | null;
  stderr: string;
}

const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs a command, timing it; its peak RSS comes from GNU time when installed. */
function timed(cmd: string, args: string[], cwd: string): Timed {
  const [file, argv] = GNU_TIME ? [GNU_TIME, ['-f', '__maxrss=%M', cmd, ...args]] : [cmd, args];
  const start = performance.now();
  const r = spawnSync(file, argv, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const elapsed = performance.now() - start;
  const rss = /__maxrss=(\d+)/.exec(r.stderr ?? '');
  return { ms: elapsed, maxRssKiB: rss ? Number(rss[1]) : undefined, status: r.status, stderr: (r.stderr ?? '').replace(/__maxrss=\d+\n?/, '') };
}

function findBenchstat(): string | undefined {
  const which = spawnSync('bash', ['-c', 'command -v benchstat'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const gopath = spawnSync('go', ['env', 'GOPATH'], { encoding: 'utf8' });
  const candidate = gopath.status === 0 ? join(gopath.stdout.trim(), 'bin', 'benchstat') : undefined;
  return candidate && existsSync(candidate) ? candidate : undefined;
}

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-bench-'));
  try {
    const data = generate(20240521);
    const baseFile = join(dir, 'base.txt');
    const headFile = join(dir, 'head.txt');
    writeFileSync(baseFile, data.base);
    writeFileSync(headFile, data.head);
    console.log(`benchgate engine benchmark${quick ? ' (--quick)' : ''}: ${BENCHMARKS} Go benchmarks × ${SAMPLES} samples per side (ns/op)`);
    console.log(`  generated: ${data.slower} slower, ${data.faster} faster, ${BENCHMARKS - data.slower - data.faster} unchanged; ${(data.base.length / 1024).toFixed(0)} KiB per side`);

    const rssBefore = process.resourceUsage().maxRSS;
    const inproc = inProcess(baseFile, headFile);
    const inprocMs = median(inproc.times);
    console.log('\nin-process parse + compare + render (markdown, JSON, terminal):');
    console.log(`  median ${ms(inprocMs)} of ${REPS} (min ${ms(Math.min(...inproc.times))}), ${inproc.comparisons} comparisons, ${inproc.samples} samples`);
    console.log(`  ${Math.round(inproc.samples / (inprocMs / 1000)).toLocaleString('en-US')} samples/s; peak RSS of this process ${mib(process.resourceUsage().maxRSS)} (${mib(rssBefore)} before)`);
    console.log(`  verdict: ${inproc.verdict}`);

    console.log('\nnpm run build …');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8' });
    const cli = join(ROOT, 'dist', 'cli.js');
    if (build.status !== 0 || !existsSync(cli)) {
      console.log(`  build failed (exit ${build.status}); skipping the CLI figures:\n${build.stderr || build.stdout}`);
      process.exitCode = 2;
      return;
    }
    const benchstat = findBenchstat();
    if (!benchstat) console.log('  benchstat not found: install it with `go install golang.org/x/perf/cmd/benchstat@latest` (scripts/install-harnesses.sh does)');

    // Alternate the two tools so that load from other processes falls on both alike.
    const ours: Timed[] = [];
    /** `node -e 0`: the start-up floor that no change to our code can go below. */
    const floor: Timed[] = [];
    const theirs: Timed[] = [];
    const cliArgs = [cli, 'compare', baseFile, headFile, '--no-color', '--json', join(dir, 'r.json'), '--markdown', join(dir, 'r.md')];
    for (let r = 0; r < REPS; r++) {
      const o = timed(process.execPath, cliArgs, dir);
      if (o.status !== 0 && o.status !== 1) {
        console.log(`  benchgate compare failed (exit ${o.status}):\n${o.stderr}`);
        process.exitCode = 2;
        return;
      }
      ours.push(o);
      floor.push(timed(process.execPath, ['-e', '0'], dir));
      if (benchstat) {
        const t = timed(benchstat, [baseFile, headFile], dir);
        if (t.status !== 0) console.log(`  benchstat exited ${t.status}: ${t.stderr.slice(0, 500)}`);
        theirs.push(t);
      }
    }
    const oursMs = median(ours.map((t) => t.ms));
    const floorMs = median(floor.map((t) => t.ms));
    const rss = (ts: Timed[]) => (ts.every((t) => t.maxRssKiB !== undefined) ? mib(Math.max(...ts.map((t) => t.maxRssKiB!))) : 'n/a (no /usr/bin/time)');
    console.log(`\nnode dist/cli.js compare (end to end, writes JSON + markdown), ${REPS} runs:`);
    console.log(`  median ${ms(oursMs)} (min ${ms(Math.min(...ours.map((t) => t.ms)))}), ${Math.round(inproc.samples / (oursMs / 1000)).toLocaleString('en-US')} samples/s, peak RSS ${rss(ours)}`);
    console.log(`  of which node start-up (\`node -e 0\`, same runs): median ${ms(floorMs)}; our own work ≈ ${ms(Math.max(0, oursMs - floorMs))}`);
    if (benchstat) {
      const theirsMs = median(theirs.map((t) => t.ms));
      console.log(`benchstat ${benchstat} (same two files), ${REPS} runs:`);
      console.log(`  median ${ms(theirsMs)} (min ${ms(Math.min(...theirs.map((t) => t.ms)))}), peak RSS ${rss(theirs)}`);
      const ratio = oursMs / theirsMs;
      console.log(`\nratio benchgate CLI / benchstat = ${ratio.toFixed(2)} (${ratio <= 1 ? 'benchgate is not slower' : 'benchgate is slower'}; medians of the same run)`);
    }
  } finally {
    if (keep) console.log(`\nkept the generated files in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main();
