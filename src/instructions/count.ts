// One count of instructions: a program run under valgrind's cachegrind with the cache simulation
// off (only `Ir`, the instructions executed), every child process traced, address-space
// randomisation off (setarch -R). Each traced process writes its own output file (`%p`); the count
// is the sum of their `summary:` lines. The files stay where they were written: they are what
// "where the instructions went" reads (cg_annotate), kept with the run.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { NotRegularFile, withRegularFile } from './regular-file.js';
import os from 'node:os';
import path from 'node:path';

export interface CountOptions {
  /** The program and its arguments (no shell). */
  argv: string[];
  /** Folder the cachegrind files go to (created). */
  outDir: string;
  /** File name prefix of this count's files: `<prefix>.<pid>.out`, one per process. */
  prefix: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the program's stdout goes: 'pipe' returns it; 'stderr' passes it on to ours (a whole command's output must not mix with the results). */
  stdout: 'pipe' | 'stderr';
}

export interface CountResult {
  instructions: number;
  /** The cachegrind files of this count (absolute). */
  files: string[];
  exitCode: number | null;
  stdout: string;
  /** The last lines of the program's and valgrind's stderr (for an error message). */
  stderrTail: string;
}

/** The valgrind command line of a count. */
export function countArgv(argv: readonly string[], outDir: string, prefix: string): string[] {
  return [
    'setarch',
    os.machine(),
    '-R',
    'valgrind',
    '--tool=cachegrind',
    '--cache-sim=no',
    '--trace-children=yes',
    '--quiet',
    `--cachegrind-out-file=${path.join(outDir, `${prefix}.%p.out`)}`,
    ...argv,
  ];
}

/** The instructions of one cachegrind output file (its `summary:` line), or NaN without one. */
export function summaryOf(text: string): number {
  const m = /^summary:\s+(\d+)/m.exec(text);
  return m ? Number(m[1]) : NaN;
}

/** What a counted program did: its exit code, its stdout (when piped) and the last lines of its stderr. */
export interface CountedRun {
  exitCode: number | null;
  stdout: string;
  stderrTail: string;
}

/**
 * Runs a counting command line (valgrind's or perf's) to its end. The program's stdout is returned
 * or passed on to our stderr (opts.stdout); its stderr is passed on when stdout is, and its tail kept.
 */
export function runCounted(argv: readonly string[], opts: Pick<CountOptions, 'cwd' | 'env' | 'stdout'>): Promise<CountedRun> {
  const [file, ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (opts.stdout === 'pipe') stdout += d;
      else process.stderr.write(d);
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr = (stderr + d).slice(-8192);
      if (opts.stdout === 'stderr') process.stderr.write(d);
    });
    let settled = false;
    const done = (exitCode: number | null) => {
      if (settled) return;
      settled = true;
      resolve({ exitCode, stdout, stderrTail: stderr.split('\n').slice(-20).join('\n') });
    };
    child.on('error', (e) => {
      stderr += `\ncould not start ${file}: ${e.message}`;
      done(null);
    });
    child.on('close', (code) => done(code));
  });
}

/** A count file that is not a plain file: said as such, without a stack (driver-main.ts). */
export class CountFileError extends Error {}

/**
 * A counter's output file, read only when it is a plain file: the benchmark shares the folder, and
 * a FIFO it left under a count file's name would block the read until the run's timeout, a link
 * would be read through.
 */
export function readCountFile(file: string): string {
  try {
    return withRegularFile(file, (fd) => readFileSync(fd, 'utf8'));
  } catch (e) {
    if (!(e instanceof NotRegularFile)) throw e;
    const what = e.kind === 'a link' ? 'a link' : 'not a plain file (a FIFO or socket?)';
    throw new CountFileError(`${path.basename(file)} is ${what}, not the counter's file: something in the run put it there`);
  }
}

export async function count(opts: CountOptions): Promise<CountResult> {
  mkdirSync(opts.outDir, { recursive: true });
  // Files of this prefix from an earlier count in the same folder are not this count's.
  const ours = (f: string) => f.startsWith(`${opts.prefix}.`) && f.endsWith('.out');
  const before = new Set(readdirSync(opts.outDir).filter(ours));
  const run = await runCounted(countArgv(opts.argv, opts.outDir, opts.prefix), opts);
  const files = readdirSync(opts.outDir)
    .filter((f) => ours(f) && !before.has(f))
    .map((f) => path.join(opts.outDir, f))
    .sort();
  let instructions = 0;
  for (const f of files) instructions += summaryOf(readCountFile(f));
  if (files.length === 0) instructions = NaN;
  return { instructions, files, ...run };
}
