// The whole-command driver's inside half (the hyperfine model): the user's command, through bash,
// counted once under cachegrind (or perf, where the host chose it) with every child traced; one line, `BenchmarkCommand 1 <count>
// instr/op`, is its result: the instructions of one whole run. The command's own output goes to
// stderr (kept with the run), so that it never mixes with the result.
import path from 'node:path';
import { counterFromEnv } from '../counters/inside.js';
import { COMMAND_VAR, OUT_FOLDER, STATE_DIR_VAR } from '../layout.js';

import { COMMAND_BENCHMARK } from '../command-benchmark.js';

export { COMMAND_BENCHMARK };

export async function commandExec(): Promise<number> {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === undefined || !stateDir) {
    process.stderr.write(
      `benchgate instructions (command): ${COMMAND_VAR} and ${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions\n`,
    );
    return 1;
  }
  const counter = counterFromEnv();
  const env = { ...process.env };
  delete env[COMMAND_VAR];
  const r = await counter.count({ argv: ['bash', '-c', command], outDir: path.join(stateDir, OUT_FOLDER, 'command'), prefix: 'run', env, stdout: 'stderr' });
  if (r.exitCode !== 0) return r.exitCode ?? 1;
  if (Number.isNaN(r.instructions)) {
    process.stderr.write(`benchgate instructions (command): ${counter.id} gave no count:\n${r.stderrTail}\n`);
    return 1;
  }
  process.stdout.write(`${COMMAND_BENCHMARK}\t1\t${r.instructions} instr/op\n`);
  return 0;
}
