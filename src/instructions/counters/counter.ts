// What counts the instructions of one program run: valgrind (cachegrind's `Ir`, everywhere) or
// perf (the CPU's own counter, `instructions:u`, only where a probe found one that works). The
// host picks one per run of benchgate (choose.ts) and tells the inside halves through COUNTER_VAR;
// the drivers that count whole processes (go, command) count with `counterFromEnv()` (inside.ts).
import type { CountOptions, CountResult } from '../count.js';
import type { CounterId } from '../../settings.js';

// The ids live with the setting that offers them (settings.ts sits below instructions/).
export { COUNTER_IDS, type CounterId } from '../../settings.js';

export interface Counter {
  id: CounterId;
  /** One count of a program (argv, no shell), every child process included, address-space randomisation off. */
  count(opts: CountOptions): Promise<CountResult>;
}

/** Tells an inside half which counter the host chose (absent: valgrind). */
export const COUNTER_VAR = 'BENCHGATE_INSTRUCTIONS_COUNTER';
