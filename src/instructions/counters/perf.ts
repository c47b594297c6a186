// The perf counter: `perf stat -x, -e instructions:u` around the program, address-space
// randomisation off as for valgrind. perf stat counts the program and every process it starts
// (perf's inheritance is on by default), in user mode only (`:u`), with the CPU's own counter: it
// runs at native speed, but a count is a whole process's — no per-function files, so "where the
// instructions went" is not available with it. Used only where the probe (probe.ts) found a
// counter that answers; a count that perf scaled (the counter shared with other events) is refused.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCountFile, runCounted, type CountOptions, type CountResult } from '../count.js';
import type { Counter } from './counter.js';

/** The event counted: instructions retired, user mode only (what valgrind's `Ir` counts too, roughly). */
export const PERF_EVENT = 'instructions:u';

/** One line of `perf stat -x,` output: `value,unit,event,running time,running %,metric,metric unit`. */
export interface PerfStatLine {
  /** The count; undefined when perf printed `<not supported>`, `<not counted>` or anything else. */
  value: number | undefined;
  /** The value field as printed. */
  text: string;
  unit: string;
  event: string;
  /** Share of the time the event was on a counter (below 100: multiplexed, its value scaled); undefined when not printed. */
  runningPercent: number | undefined;
}

/** The lines of `perf stat -x,` output (comment lines, blank lines and perf's own messages skipped). */
export function parsePerfStat(text: string): PerfStatLine[] {
  const lines: PerfStatLine[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const fields = line.split(',');
    if (fields.length < 3 || !fields[2]) continue;
    const [text, unit, event, , percent] = fields;
    const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
    const runningPercent = percent !== undefined && /^\d+(\.\d+)?$/.test(percent) ? Number(percent) : undefined;
    lines.push({ value, text, unit, event, runningPercent });
  }
  return lines;
}

/** `instructions:u`, `instructions`, or a hybrid CPU's `cpu_core/instructions:u/` and `cpu_atom/instructions:u/`. */
function isInstructions(event: string): boolean {
  return /(^|\/)instructions(:u)?(\/u?)?$/.test(event);
}

/**
 * The instructions of a `perf stat -x, -e instructions:u` output: the sum of its instructions lines
 * (a hybrid CPU prints one per core type, the one the program never ran on `<not counted>`), or why
 * there is no exact count.
 */
export function instructionsOf(lines: readonly PerfStatLine[]): { instructions: number } | { why: string } {
  const ours = lines.filter((l) => isInstructions(l.event));
  if (ours.length === 0) return { why: `perf printed no ${PERF_EVENT} line` };
  const counted = ours.filter((l) => l.value !== undefined);
  if (counted.length === 0) {
    const text = ours[0].text;
    if (text === '<not supported>') return { why: `${PERF_EVENT} not supported on this machine (no hardware counter)` };
    return { why: `${PERF_EVENT}: ${text || 'no value'}` };
  }
  const scaled = counted.find((l) => l.runningPercent !== undefined && l.runningPercent < 100);
  if (scaled) return { why: `${PERF_EVENT} was on a counter ${scaled.runningPercent}% of the time (shared with other events) and scaled: not an exact count` };
  return { instructions: counted.reduce((sum, l) => sum + (l.value ?? 0), 0) };
}

/** The perf command line of a count: the counts go to `file`, the program's own output where it goes. */
export function perfStatArgv(argv: readonly string[], file: string): string[] {
  return ['perf', 'stat', '-x,', '-e', PERF_EVENT, '-o', file, '--', 'setarch', os.machine(), '-R', ...argv];
}

async function countWithPerf(opts: CountOptions): Promise<CountResult> {
  mkdirSync(opts.outDir, { recursive: true });
  // Not `.out`: these are no cachegrind files, and nothing reads them as such.
  const file = path.join(opts.outDir, `${opts.prefix}.perf.csv`);
  rmSync(file, { force: true });
  const run = await runCounted(perfStatArgv(opts.argv, file), opts);
  if (!existsSync(file)) return { ...run, instructions: NaN, files: [], stderrTail: `${run.stderrTail}\nperf stat wrote no counts` };
  const result = instructionsOf(parsePerfStat(readCountFile(file)));
  if ('why' in result) return { ...run, instructions: NaN, files: [file], stderrTail: `${run.stderrTail}\nperf stat: ${result.why}` };
  return { ...run, instructions: result.instructions, files: [file] };
}

export const perfCounter: Counter = { id: 'perf', count: countWithPerf };
