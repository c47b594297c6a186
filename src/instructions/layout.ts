// Where an instructions run keeps its files. Inside the side's folder (the only place the sandbox
// may write), `.benchgate-instructions/` holds the driver's script, its calibration and `out/`,
// the cachegrind files of the run in progress; after each run benchgate moves `out/` into the
// run's kept folder as `cachegrind/`:
//
//   <keep-dir>/<side>/round-NN/cachegrind/index.jsonl            one line per count pair
//   <keep-dir>/<side>/round-NN/cachegrind/<pkg>/<Benchmark>/n<N>.<pid>.out    the N point
//   <keep-dir>/<side>/round-NN/cachegrind/<pkg>/<Benchmark>/n<2N>.<pid>.out   the 2N point
//   (calibration-n100.<pid>.out and calibration-n200.<pid>.out the first time a benchmark is seen;
//    the whole-command driver: command/run.<pid>.out)
//
// Names are made safe for a file system by safeName (every character outside [A-Za-z0-9._=-]
// becomes `_`); index.jsonl carries the real package and benchmark names.

/** The state folder's name inside a side's folder (a dot folder: `go test ./...` never looks in it). */
export const STATE_FOLDER = '.benchgate-instructions';
/** The cachegrind files of the run in progress, inside the state folder; `cachegrind/` once kept. */
export const OUT_FOLDER = 'out';
export const KEPT_FOLDER = 'cachegrind';
/** Tells the driver its state folder. */
export const STATE_DIR_VAR = 'BENCHGATE_INSTRUCTIONS_DIR';
/** The whole-command driver's command (an argument of bash -c, never interpolated). */
export const COMMAND_VAR = 'BENCHGATE_INSTRUCTIONS_COMMAND';

export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._=-]/g, '_').slice(0, 200) || '_';
}
