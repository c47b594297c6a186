// The entry of the instructions drivers' inside halves (bundled as dist/instructions-driver.js):
// started in the sandbox by the script a driver writes, never by a user.
//   instructions-driver <id> ARGS…   the inside half of driver <id> (drivers/inside.ts, generated):
//   go BINARY ARGS… (go test -exec); command and google-benchmark (the user's command from the environment)
//   instructions-driver counter-probe   whether perf can count here (counters/probe.ts)
import { INSIDE_HALVES } from './drivers/inside.js';
import { counterProbe, PROBE_COMMAND } from './counters/probe.js';
import { CountFileError } from './count.js';

const [which, ...rest] = process.argv.slice(2);
const inside = which === PROBE_COMMAND ? counterProbe : which === undefined ? undefined : INSIDE_HALVES[which];
const run = inside ? inside(rest) : Promise.resolve(-1);
run.then(
  (code) => {
    if (code === -1) process.stderr.write(`instructions-driver: unknown driver ${JSON.stringify(which)} (${Object.keys(INSIDE_HALVES).join(', ')})\n`);
    process.exitCode = code === -1 ? 2 : code;
  },
  (e: unknown) => {
    process.stderr.write(`instructions-driver: ${e instanceof CountFileError ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 2;
  },
);
