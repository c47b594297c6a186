// Which counter counts a run (the `instructions-counter` setting, docs/instructions.md "The
// counter"): valgrind unless perf was probed and answers. A driver that counts inside a function
// (google-benchmark: callgrind's toggles) has only valgrind. With auto or perf and a driver that
// counts whole processes, the probe runs in the sandbox before the first run (probe.ts) and its
// answer decides; the choice and its reason go into the log and the report's machine table.
import { RunnerError } from '../../runner/errors.js';
import { ensureValgrind, ValgrindMissing } from '../valgrind.js';
import { COUNTER_IDS, type CounterId } from './counter.js';
import { PERF_EVENT } from './perf.js';
import type { PerfProbe } from './probe.js';

export const COUNTER_SETTINGS = ['auto', ...COUNTER_IDS] as const;
export type CounterSetting = (typeof COUNTER_SETTINGS)[number];

export interface CounterChoice {
  id: CounterId;
  /** Why this counter, in a few words (the log and the machine table). */
  why: string;
}

export interface CounterSetup {
  /** Decided before any run (no probe to wait for), else undefined until `decide`. */
  chosen: CounterChoice | undefined;
  /** Reads the probe's stdout and decides; a RunnerError (a tool error) where the setting cannot be met. */
  decide(probeStdout: string, probeStderr: string): CounterChoice;
  /** The counter's version line (valgrind's or perf's) once chosen. */
  version(): string | undefined;
}

export class CounterUnavailable extends RunnerError {
  override name = 'CounterUnavailable';
}

/** One line of at most 200 characters (the probe's text goes into the log and the machine table). */
function oneLine(text: string): string {
  return text
    .replace(/[\s\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/**
 * The probe's JSON line (the last line that is one), or a failed probe saying what it printed. The
 * probe ran in the sandbox, after setup: its answer is checked field by field, never trusted whole.
 */
export function readProbe(stdout: string, stderr: string): PerfProbe {
  const line = stdout
    .split('\n')
    .reverse()
    .find((l) => l.trim().startsWith('{'));
  let p: Partial<Record<keyof PerfProbe, unknown>> | undefined;
  try {
    p = JSON.parse(line ?? '') as typeof p;
  } catch {
    p = undefined;
  }
  if (p && typeof p === 'object' && typeof p.usable === 'boolean') {
    const counts = Array.isArray(p.counts) && p.counts.every((c) => typeof c === 'number' && Number.isFinite(c)) ? (p.counts as number[]) : undefined;
    const version = typeof p.version === 'string' ? oneLine(p.version) : undefined;
    const why = typeof p.why === 'string' ? oneLine(p.why) : 'the probe gave no reason';
    // Usable only with the two counts it is decided on.
    if (p.usable && counts?.length === 2) return { usable: true, counts, ...(version ? { version } : {}) };
    return { usable: false, why: p.usable ? 'the probe gave no counts' : why, ...(version ? { version } : {}) };
  }
  const said = oneLine(stderr.trim().split('\n').slice(-3).join(' '));
  return { usable: false, why: `the probe gave no answer${said ? `: ${said}` : ''}` };
}

/** What a driver needs of the counters: its id and whether perf can count it (whole processes). */
export interface CountedDriver {
  id: string;
  wholeProcess?: boolean;
}

export function setUpCounter(setting: CounterSetting, driver: CountedDriver, env: NodeJS.ProcessEnv, log: (line: string) => void): CounterSetup {
  let valgrind: string | undefined;
  let perf: string | undefined;
  const fixed = (choice: CounterChoice): CounterSetup => ({
    chosen: choice,
    decide: () => choice,
    version: () => (choice.id === 'perf' ? perf : valgrind),
  });
  if (setting === 'valgrind') {
    valgrind = ensureValgrind(env, log);
    return fixed({ id: 'valgrind', why: 'instructions-counter: valgrind' });
  }
  if (!driver.wholeProcess) {
    const why = `the ${driver.id} driver counts inside each benchmark's function with callgrind; perf counts whole processes only`;
    if (setting === 'perf') throw new CounterUnavailable(`instructions-counter: perf cannot be used: ${why}. Set instructions-counter to auto or valgrind`);
    valgrind = ensureValgrind(env, log);
    return fixed({ id: 'valgrind', why });
  }
  // auto: valgrind is made ready now (installed on a GitHub-hosted runner, which has no PMU), and
  // its absence is an error only if the probe finds perf unusable too.
  let missing: ValgrindMissing | undefined;
  if (setting === 'auto') {
    try {
      valgrind = ensureValgrind(env, log);
    } catch (e) {
      if (!(e instanceof ValgrindMissing)) throw e;
      missing = e;
    }
  }
  let decided: CounterChoice | undefined;
  const setup: CounterSetup = {
    chosen: undefined,
    decide(stdout, stderr) {
      if (decided) return decided;
      const probe = readProbe(stdout, stderr);
      if (probe.usable) {
        perf = probe.version;
        const counts = (probe.counts ?? []).join(' and ');
        decided = {
          id: 'perf',
          why: `${setting === 'perf' ? 'instructions-counter: perf; ' : ''}the probe counted ${counts} ${PERF_EVENT} for the same program; no per-function attribution with perf`,
        };
      } else if (setting === 'perf') {
        throw new CounterUnavailable(
          `instructions-counter: perf, but perf cannot count here: ${probe.why}. Set instructions-counter to auto (valgrind counts then) or valgrind`,
        );
      } else if (missing) {
        throw new RunnerError(`${missing.message}; and perf cannot count here either (${probe.why})`);
      } else {
        decided = { id: 'valgrind', why: `perf: ${probe.why}` };
      }
      setup.chosen = decided;
      return decided;
    },
    version: () => (decided?.id === 'perf' ? perf : valgrind),
  };
  return setup;
}
