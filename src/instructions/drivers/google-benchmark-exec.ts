// The Google Benchmark driver's inside half. The user's command is one binary and its flags (no
// shell). It lists the benchmarks the user's --benchmark_filter selects, finds each benchmark's
// function in the binary's symbols, and runs the binary twice per benchmark under callgrind, at
// two --benchmark_min_time values, counting only inside that function (--toggle-collect) and
// dumping after every call (--dump-after). Google Benchmark 1.7 runs the function several times
// to estimate an iteration count (1, 10, 100, … iterations) and reports only the last call, whose
// iterations its JSON prints: the last dump is that call. The per-call work outside the loop
// (set-up, the timer) is in both last calls and cancels:
//   instr/op = (count₂ − count₁) / (iterations₂ − iterations₁).
// The iteration counts come from a clock, the per-op value does not: measured on
// examples/cpp-google-benchmark, exactly 330.0 instr/op for BM_SumLoop/64 at 13,118 and 70,502.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readdirSync } from 'node:fs';
import { readCountFile } from '../count.js';
import os from 'node:os';
import path from 'node:path';
import { COMMAND_VAR, OUT_FOLDER, safeName, STATE_DIR_VAR } from '../layout.js';
import { pool } from './pool.js';
import { GOOGLE_BENCHMARK_INDEX, googleBenchmarkRow, type GoogleBenchmarkEntry } from './google-benchmark-index.js';

/** The two runs' --benchmark_min_time (seconds, the only unit 1.7 takes; 1.8+ reads a bare number as seconds too). */
export const MIN_TIMES = [0.02, 0.1] as const;

function fail(message: string): never {
  process.stderr.write(`benchgate instructions (google-benchmark): ${message}\n`);
  process.exit(1);
}

/** The command's words: plain words and '…' / "…" quoting; anything a shell would do more with is refused. */
export function commandWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let has = false;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (c === "'" || c === '"') {
      const end = command.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unterminated ${c} in the command`);
      const inner = command.slice(i + 1, end);
      if (c === '"' && /[$`\\]/.test(inner)) throw new Error('the command uses shell expansion inside "…"');
      word += inner;
      has = true;
      i = end;
    } else if (/\s/.test(c)) {
      if (has) words.push(word);
      word = '';
      has = false;
    } else if (/[;&|<>$`\\(){}*?[\]~#]/.test(c)) {
      throw new Error(`the command uses the shell (${c}): the google-benchmark driver runs one benchmark binary and its flags`);
    } else {
      word += c;
      has = true;
    }
  }
  if (has) words.push(word);
  if (words.length === 0) throw new Error('the command is empty');
  return words;
}

/** The user's --benchmark_filter (the last one wins, as in Google Benchmark), else undefined. */
export function userFilter(args: readonly string[]): string | undefined {
  let filter: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--benchmark_filter=')) filter = a.slice('--benchmark_filter='.length);
    else if (a === '--benchmark_filter') filter = args[++i];
  }
  return filter;
}

/** The user's flags the driver keeps: everything but those it sets (what runs, how long, how it reports). */
export function keptArgs(args: readonly string[]): string[] {
  const set =
    /^--?benchmark_(filter|min_time|min_warmup_time|repetitions|format|out|out_format|report_aggregates_only|display_aggregates_only|enable_random_interleaving|list_tests|color)(=|$)/;
  return args.filter((a) => !set.test(a));
}

/** A regular expression (std::regex, extended) that matches exactly this name. */
function exactFilter(name: string): string {
  return `^${name.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&')}$`;
}

/**
 * The demangled symbol (as callgrind names it) of the function that runs a benchmark: `fn` of
 * BENCHMARK(fn) and BENCHMARK_TEMPLATE (its name's first segment), or BENCHMARK_F(Fixture, Method)'s
 * `Fixture_Method_Benchmark::BenchmarkCase`. Undefined when the binary has none (a lambda, a stripped binary).
 */
export function benchmarkSymbol(name: string, symbols: readonly string[]): string | undefined {
  const [first, second] = name.split('/');
  const takesState = (s: string) => /\(benchmark::State&[,)]/.test(s) && !s.includes('[clone');
  // "BM_Foo", "void BM_Foo<int>" (a template's return type), "ns::BM_Foo".
  const named = (s: string, fn: string) => {
    const head = s.slice(0, s.indexOf('(benchmark::State&'));
    return head === fn || head.endsWith(` ${fn}`) || head.endsWith(`::${fn}`);
  };
  const functions = symbols.filter(takesState);
  if (second !== undefined) {
    const fixture = functions.find((s) => s.startsWith(`${first}_${second}_Benchmark::BenchmarkCase(`));
    if (fixture) return fixture;
  }
  return functions.find((s) => named(s, first));
}

interface Point {
  instructions: number;
  iterations: number;
  file: string;
}

/** The summary of a callgrind dump. */
function summaryOf(text: string): number {
  const m = /^(?:summary|totals):\s+(\d+)/m.exec(text);
  return m ? Number(m[1]) : NaN;
}

/** One run under callgrind, counting inside `symbol` only: the last call's count and reported iterations. */
function countPoint(binary: string, args: readonly string[], name: string, symbol: string, minTime: number, outDir: string): Promise<Point> {
  mkdirSync(outDir, { recursive: true });
  const prefix = `t${minTime}`;
  const argv = [
    os.machine(),
    '-R',
    'valgrind',
    '--tool=callgrind',
    '--quiet',
    '--collect-atstart=no',
    `--toggle-collect=${symbol}`,
    `--dump-after=${symbol}`,
    `--callgrind-out-file=${path.join(outDir, `${prefix}.%p.out`)}`,
    binary,
    ...args,
    `--benchmark_filter=${exactFilter(name)}`,
    `--benchmark_min_time=${minTime}`,
    '--benchmark_min_warmup_time=0',
    '--benchmark_repetitions=1',
    '--benchmark_format=json',
  ];
  return new Promise((resolve) => {
    const child = spawn('setarch', argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-8192)));
    child.on('error', (e) => fail(`could not start valgrind: ${e.message}`));
    child.on('close', (code) => {
      if (code !== 0) fail(`${name} under callgrind exited ${code}:\n${stderr}`);
      let iterations = NaN;
      try {
        const report = JSON.parse(stdout) as { benchmarks?: { run_type?: string; iterations?: number; threads?: number }[] };
        const runs = (report.benchmarks ?? []).filter((b) => b.run_type !== 'aggregate');
        if (runs.some((r) => (r.threads ?? 1) > 1)) fail(`${name} runs on several threads: the driver counts one-threaded benchmarks only`);
        iterations = runs.at(-1)?.iterations ?? NaN;
      } catch {
        fail(`${name}: the benchmark's JSON output could not be read:\n${stdout.slice(0, 2000)}`);
      }
      // Dumps are <prefix>.<pid>.out.<k>, k = 1, 2, … per call: the highest is the reported call.
      const dumps = readdirSync(outDir)
        .map((f) => ({ f, m: new RegExp(`^${prefix.replace('.', '\\.')}\\.\\d+\\.out\\.(\\d+)$`).exec(f) }))
        .filter((d) => d.m)
        .sort((a, b) => Number(b.m![1]) - Number(a.m![1]));
      if (dumps.length === 0)
        fail(`${name}: callgrind dumped nothing after ${symbol}: the function never ran (inlined, or not the one that runs the benchmark)`);
      const file = path.join(outDir, dumps[0].f);
      resolve({ instructions: summaryOf(readCountFile(file)), iterations, file });
    });
  });
}

export async function googleBenchmarkExec(): Promise<number> {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === undefined || !stateDir)
    fail(`${COMMAND_VAR} and ${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions`);
  let words: string[];
  try {
    words = commandWords(command);
  } catch (e) {
    fail(`${(e as Error).message}; put a build step in setup and run the binary itself (e.g. ./bench --benchmark_filter=BM_)`);
  }
  const [binary, ...rest] = words;
  const filter = userFilter(rest);
  const args = keptArgs(rest);
  const list = spawnSync(binary, [...args, '--benchmark_list_tests=true', ...(filter ? [`--benchmark_filter=${filter}`] : [])], { encoding: 'utf8' });
  if (list.status !== 0) fail(`${binary} --benchmark_list_tests=true failed (exit ${list.status ?? list.error?.message}):\n${list.stderr ?? ''}`);
  const names = list.stdout.split('\n').filter((l) => l.trim());
  if (names.length === 0) fail(`${binary} lists no benchmark${filter ? ` for --benchmark_filter=${filter}` : ''}`);
  const nm = spawnSync('nm', ['-C', '--defined-only', binary], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (nm.status !== 0) fail(`nm -C ${binary} failed (binutils is needed to find each benchmark's function):\n${nm.stderr ?? nm.error?.message ?? ''}`);
  // nm says "no symbols" (and exits 0) for a stripped binary: nothing to count in, nothing to name.
  if (/\bno symbols\b/.test(nm.stderr ?? ''))
    fail(
      `${binary} is stripped (no symbol table): the driver counts inside each benchmark's function, found by its symbol, and names functions by theirs; build it without strip and -s`,
    );
  const symbols = nm.stdout
    .split('\n')
    .map((l) => l.replace(/^\S*\s+[tTwW]\s+/, ''))
    .filter((l, i, all) => l && all.indexOf(l) === i);
  const outRoot = path.join(stateDir, OUT_FOLDER);
  mkdirSync(outRoot, { recursive: true });
  const perOp = await pool(
    names.map((name) => async () => {
      const symbol = benchmarkSymbol(name, symbols);
      if (!symbol)
        fail(`no function for ${name} in ${binary}'s symbols (a lambda, or a stripped binary): the driver counts BENCHMARK(fn) and BENCHMARK_F benchmarks`);
      const outDir = path.join(outRoot, safeName(path.basename(binary)), safeName(name));
      const [a, b] = await Promise.all(MIN_TIMES.map((t) => countPoint(binary, args, name, symbol, t, outDir)));
      if (!(b.iterations > a.iterations)) fail(`${name}: the two runs reported ${a.iterations} and ${b.iterations} iterations; the second must run more`);
      // The two dumps stay with the run: "where the instructions went" reads each function's count in them.
      const point = (p: Point) => ({ iterations: p.iterations, instructions: p.instructions, file: path.relative(outRoot, p.file) });
      const entry: GoogleBenchmarkEntry = { benchmark: name, symbol, points: [point(a), point(b)] };
      appendFileSync(path.join(outRoot, GOOGLE_BENCHMARK_INDEX), `${JSON.stringify(entry)}\n`);
      return { iterations: b.iterations - a.iterations, perOp: (b.instructions - a.instructions) / (b.iterations - a.iterations) };
    }),
    os.availableParallelism(),
  );
  // Go benchmark lines (benchgate's Go parser reads them): a name must start with "Benchmark".
  const lines = names.map((name, i) => `${googleBenchmarkRow(name)}\t${perOp[i].iterations}\t${perOp[i].perOp.toFixed(1)} instr/op`);
  process.stdout.write(`${lines.join('\n')}\nPASS\n`);
  return 0;
}
