// The whole-command driver's one row: its name, and what its count is per. Shared by the driver
// (which prints it), the attribution and the report (which labels the unit), without loading the driver.

/** The row's name: one benchmark, the command. */
export const COMMAND_BENCHMARK = 'BenchmarkCommand';

/**
 * The unit a table of instructions rows is labelled with: per operation for the go and
 * google-benchmark drivers (N and 2N iterations differenced), per run for the whole command.
 */
export function instructionsUnitLabel(benchmarks: readonly string[]): string {
  return benchmarks.length > 0 && benchmarks.every((b) => b === COMMAND_BENCHMARK) ? 'instr/run' : 'instr/op';
}
