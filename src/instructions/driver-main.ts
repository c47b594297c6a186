// The entry of the instructions drivers' inside halves (bundled as dist/instructions-driver.js):
// started in the sandbox by the script a driver writes, never by a user.
//   instructions-driver go-exec BINARY ARGS…   (go test -exec)
//   instructions-driver command                (the whole command, from the environment)
//   instructions-driver google-benchmark       (the benchmark binary's command, from the environment)
import { commandExec } from './drivers/command-exec.js';
import { goExec } from './drivers/go-exec.js';
import { googleBenchmarkExec } from './drivers/google-benchmark-exec.js';

const [which, ...rest] = process.argv.slice(2);
const run =
  which === 'go-exec' ? goExec(rest) : which === 'command' ? commandExec() : which === 'google-benchmark' ? googleBenchmarkExec() : Promise.resolve(-1);
run.then(
  (code) => {
    if (code === -1) process.stderr.write(`instructions-driver: unknown driver ${JSON.stringify(which)} (go-exec, command, google-benchmark)\n`);
    process.exitCode = code === -1 ? 2 : code;
  },
  (e: unknown) => {
    process.stderr.write(`instructions-driver: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 2;
  },
);
