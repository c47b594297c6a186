// The probe that decides whether perf can count here (docs/instructions.md, "The counter"): run in
// the sandbox, as the benchmark will run (`instructions-driver counter-probe`), it counts a tiny
// known program (`true`) twice with `perf stat -x, -e instructions:u`. perf is usable only when
// both give a number, unscaled, and the two are within PROBE_TOLERANCE of each other. It prints
// one JSON line, read by the host (choose.ts).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { versionLine } from '../valgrind.js';
import { instructionsOf, parsePerfStat, PERF_EVENT } from './perf.js';

/** The inside half's command that runs the probe (driver-main.ts). */
export const PROBE_COMMAND = 'counter-probe';

/** Largest relative difference between the probe's two counts of the same program. */
export const PROBE_TOLERANCE = 0.01;
/** The known program: it does the same work every time. */
export const PROBE_PROGRAM = ['true'] as const;

export interface PerfProbe {
  usable: boolean;
  /** Why perf is not usable (when it is not). */
  why?: string;
  /** perf's version line, when it runs. */
  version?: string;
  /** The counts of the known program. */
  counts?: number[];
}

/** The first line of perf's error output that says something (e.g. perf_event_paranoid's refusal). */
function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !l.startsWith('#')) ?? ''
  ).slice(0, 200);
}

export function probePerf(env: NodeJS.ProcessEnv = process.env): PerfProbe {
  const version = versionLine(['perf', '--version']);
  if (!version) return { usable: false, why: 'perf is not installed (or does not run) here' };
  const counts: number[] = [];
  for (let i = 0; i < 2; i++) {
    const r = spawnSync('perf', ['stat', '-x,', '-e', PERF_EVENT, '--', 'setarch', os.machine(), '-R', ...PROBE_PROGRAM], {
      encoding: 'utf8',
      env,
      timeout: 60_000,
    });
    if (r.error) return { usable: false, version, why: `perf stat could not run: ${r.error.message}` };
    const result = instructionsOf(parsePerfStat(r.stderr));
    if ('why' in result) {
      // perf refused before counting (perf_event_paranoid, a seccomp filter): its own words.
      const said = r.status !== 0 ? firstLine(r.stderr) : '';
      return { usable: false, version, why: said ? `perf stat -e ${PERF_EVENT} failed: ${said}` : result.why };
    }
    if (r.status !== 0) return { usable: false, version, why: `perf stat -e ${PERF_EVENT} ${PROBE_PROGRAM.join(' ')} exited ${r.status}` };
    counts.push(result.instructions);
  }
  const [a, b] = counts;
  if (!(a > 0 && b > 0)) return { usable: false, version, counts, why: `${PERF_EVENT} counted ${a} and ${b} instructions for \`${PROBE_PROGRAM.join(' ')}\`` };
  const spread = Math.abs(a - b) / Math.min(a, b);
  if (spread > PROBE_TOLERANCE)
    return {
      usable: false,
      version,
      counts,
      why: `${PERF_EVENT} counted ${a} and ${b} instructions for the same program (${(spread * 100).toFixed(1)}% apart, more than ${PROBE_TOLERANCE * 100}%): not stable here`,
    };
  return { usable: true, version, counts };
}

/** The inside half `instructions-driver counter-probe`: the probe's answer as one JSON line on stdout. */
export function counterProbe(): Promise<number> {
  process.stdout.write(`${JSON.stringify(probePerf())}\n`);
  return Promise.resolve(0);
}
