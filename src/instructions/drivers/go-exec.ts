// The Go driver's inside half: `go test` runs it (GOFLAGS=-exec=…) with each test binary and the
// binary's flags. Without -test.bench it runs the binary as it is. With one it lists the benchmarks
// the user's -test.bench selects (a native run at -test.benchtime=1x), then counts each one under
// cachegrind (or perf where the host chose it, ../counters/) at -test.benchtime=Nx and 2Nx: Go
// runs b.N = 1 before b.N = N in both, so the difference is exactly N operations — start-up, the
// runtime and the harness cancel. It prints standard Go benchmark lines with an `instr/op` value,
// which benchgate's Go parser reads.
// N is calibrated once per benchmark and side so that each point executes ≥ 10 M instructions.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CountResult } from '../count.js';
import { counterFromEnv } from '../counters/inside.js';
import { OUT_FOLDER, safeName, STATE_DIR_VAR } from '../layout.js';
import { pool } from './pool.js';

/** Fewest instructions each point (N and 2N) must execute. */
export const MIN_POINT_INSTRUCTIONS = 10_000_000;
/**
 * What N aims at: the Go runtime's own threads (sysmon, timers) add tens of thousands of
 * instructions to a count, more the longer it runs, so a point well past the minimum keeps their
 * share of a per-op value small (measured here: the runtime's sysmon, scavenger and the testing package's runtime.GC() move a count by 20–130 k instructions from run to run, 2.4% of a per-op value at 6 M a point).
 */
const TARGET_POINT_INSTRUCTIONS = 5 * MIN_POINT_INSTRUCTIONS;
/** The calibration's first iteration count (its two points are 100x and 200x). */
const CALIBRATION_N = 100;
/** The second calibration's points execute about this many instructions (a rough first estimate made good). */
const SECOND_CALIBRATION_INSTRUCTIONS = 2_000_000;
const MAX_N = 1_000_000_000;

/** `-test.bench=X` or `-test.bench X` in the binary's arguments: its value, else undefined. */
export function flagValue(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === `-${name}` || a === `--${name}`) return args[i + 1];
    for (const prefix of [`-${name}=`, `--${name}=`]) if (a.startsWith(prefix)) return a.slice(prefix.length);
  }
  return undefined;
}

/** Go's regexp.QuoteMeta. */
function quoteMeta(s: string): string {
  return s.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
}

/** The -test.bench pattern that selects exactly this benchmark (Go matches each level of a/b/c on its own). */
export function exactPattern(name: string): string {
  return name
    .split('/')
    .map((part) => `^${quoteMeta(part)}$`)
    .join('/');
}

/** Result lines of a Go benchmark output: the names, and the header lines (goos, goarch, pkg, cpu). */
export function benchmarkNames(text: string): { names: string[]; header: string[] } {
  const names: string[] = [];
  const header: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^(Benchmark\S*)\s+\d+\s/.exec(line);
    if (m) names.push(m[1]);
    else if (/^(goos|goarch|pkg|cpu):/.test(line)) header.push(line);
  }
  return { names: [...new Set(names)], header };
}

/** The flags kept from the user's: how long a test may take and whether a panic exits. */
function keptFlags(args: readonly string[]): string[] {
  return args.filter((a) => /^--?test\.(timeout|paniconexit0)\b/.test(a));
}

interface Calibration {
  [benchmark: string]: number;
}

function fail(message: string): never {
  process.stderr.write(`benchgate instructions (go): ${message}\n`);
  process.exit(1);
}

/** What went wrong in a count, for the log. */
function describeFailure(what: string, r: CountResult): string {
  return `${what} failed (exit ${r.exitCode ?? 'none'}${Number.isNaN(r.instructions) ? ', no count' : ''}):\n${r.stderrTail}`;
}

export async function goExec(argv: readonly string[]): Promise<number> {
  const [binary, ...args] = argv;
  if (!binary) fail('no test binary given (go test -exec passes one)');
  const bench = flagValue(args, 'test.bench');
  if (bench === undefined || bench === '') {
    // Not a benchmark run (a package's tests): the binary as it is.
    const r = spawnSync(binary, args, { stdio: 'inherit' });
    return r.status ?? 1;
  }
  const stateDir = process.env[STATE_DIR_VAR];
  if (!stateDir) fail(`${STATE_DIR_VAR} is not set: this driver is started by benchgate run --measure instructions`);
  const kept = keptFlags(args);
  const list = spawnSync(binary, ['-test.run=^$', `-test.bench=${bench}`, '-test.benchtime=1x', ...kept], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (list.status !== 0) {
    process.stdout.write(list.stdout ?? '');
    process.stderr.write(list.stderr ?? '');
    return list.status ?? 1;
  }
  const { names, header } = benchmarkNames(list.stdout);
  const pkg =
    header
      .find((l) => l.startsWith('pkg:'))
      ?.slice(4)
      .trim() ?? path.basename(binary, '.test');
  const outRoot = path.join(stateDir, OUT_FOLDER);
  const calibrationFile = path.join(stateDir, 'calibration.json');
  const calibration: Calibration = existsSync(calibrationFile) ? (JSON.parse(readFileSync(calibrationFile, 'utf8')) as Calibration) : {};
  const counter = counterFromEnv();
  // perf's files are no cachegrind files: their index has another name, which attribution never reads.
  const indexFile = path.join(outRoot, counter.id === 'valgrind' ? 'index.jsonl' : `${counter.id}-index.jsonl`);
  // A count is the task's own (valgrind's, or perf's per-task counter): other counts beside it do not move it.
  const parallel = os.availableParallelism();

  const countAt = (name: string, n: number, prefix: string) =>
    counter.count({
      argv: [binary, '-test.run=^$', `-test.bench=${exactPattern(name)}`, `-test.benchtime=${n}x`, ...kept],
      outDir: path.join(outRoot, safeName(pkg), safeName(name)),
      prefix,
      stdout: 'pipe',
    });
  const pair = async (name: string, n: number, prefix: string): Promise<number> => {
    const [a, b] = await Promise.all([countAt(name, n, `${prefix}n${n}`), countAt(name, 2 * n, `${prefix}n${2 * n}`)]);
    for (const [r, k] of [
      [a, n],
      [b, 2 * n],
    ] as const) {
      if (r.exitCode !== 0 || Number.isNaN(r.instructions)) fail(describeFailure(`${name} at -test.benchtime=${k}x under ${counter.id}`, r));
    }
    const index = {
      package: pkg,
      benchmark: name,
      n,
      files: [...a.files, ...b.files].map((f) => path.relative(outRoot, f)),
      instructions: [a.instructions, b.instructions],
    };
    appendFileSync(indexFile, `${JSON.stringify(index)}\n`);
    return (b.instructions - a.instructions) / n;
  };

  mkdirSync(outRoot, { recursive: true });
  const key = (name: string) => `${pkg} ${name}`;
  // Calibrate the benchmarks not seen yet (once per side: the file stays in the side's state folder).
  const unknown = names.filter((n) => calibration[key(n)] === undefined);
  // Two steps: 100x/200x gives a rough per-op count (noisy when an op is cheap), a pair at ~2 M
  // instructions a point a good one; N is then set for TARGET_POINT_INSTRUCTIONS a point.
  const iterationsFor = (perOp: number, instructions: number, floor: number) =>
    perOp > 0 ? Math.min(MAX_N, Math.max(floor, Math.ceil(instructions / perOp))) : floor;
  const estimates = await pool(
    unknown.map((name) => async () => {
      const rough = await pair(name, CALIBRATION_N, 'calibration-');
      const n = iterationsFor(rough, SECOND_CALIBRATION_INSTRUCTIONS, CALIBRATION_N);
      return n > 2 * CALIBRATION_N ? await pair(name, n, 'calibration-') : rough;
    }),
    parallel,
  );
  unknown.forEach((name, i) => {
    calibration[key(name)] = iterationsFor(estimates[i], TARGET_POINT_INSTRUCTIONS, CALIBRATION_N);
  });
  if (unknown.length > 0) writeFileSync(calibrationFile, JSON.stringify(calibration));

  const perOp = await pool(
    names.map((name) => () => pair(name, calibration[key(name)], '')),
    parallel,
  );
  const lines = [...header];
  names.forEach((name, i) => lines.push(`${name}\t${calibration[key(name)]}\t${perOp[i].toFixed(1)} instr/op`));
  lines.push('PASS');
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
