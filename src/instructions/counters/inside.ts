// The counter an inside half counts with: the one the host chose (COUNTER_VAR), valgrind by default.
import { COUNTER_VAR, type Counter } from './counter.js';
import { perfCounter } from './perf.js';
import { valgrindCounter } from './valgrind.js';

export function counterFromEnv(env: NodeJS.ProcessEnv = process.env): Counter {
  return env[COUNTER_VAR] === 'perf' ? perfCounter : valgrindCounter;
}
