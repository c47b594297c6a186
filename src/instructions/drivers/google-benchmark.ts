// Google Benchmark: the user's `./bench …` command (one binary and its flags, no shell). Google
// Benchmark 1.7 has no fixed-iteration flag (`--benchmark_min_time` is seconds only; `Nx` came in
// 1.8), so the inside half (google-benchmark-exec.ts) counts with callgrind only inside the
// benchmark's function, one dump per call, and differences the last (reported) call of two runs at
// different min times: (count₂ − count₁) / (iterations₂ − iterations₁). It prints Go benchmark
// lines in instr/op.
import { COMMAND_VAR } from '../layout.js';
import { shellWord, type Driver } from './driver.js';

export const googleBenchmarkDriver: Driver = {
  id: 'google-benchmark',
  lever: "Google Benchmark (callgrind inside each benchmark's function, two runs' reported iterations differenced)",
  detect: (command, format) => format === 'google-benchmark' || (format === 'auto' && /--benchmark_/.test(command)),
  toolchain: ['c++', '--version'],
  prepare(ctx) {
    return { command: `exec ${ctx.entry.map(shellWord).join(' ')} google-benchmark`, env: { [COMMAND_VAR]: ctx.command } };
  },
};
