// The Google Benchmark driver's index of a run's callgrind dumps: out/google-benchmark.jsonl (kept
// as cachegrind/google-benchmark.jsonl), one line per benchmark, written by the inside half
// (google-benchmark-exec.ts) and read back by "where the instructions went" (round-profile.ts).
// Each line names the two runs' last dumps — the reported call of the benchmark's function — and
// the iterations each reported: per function, (self₂ − self₁) / (iterations₂ − iterations₁).

export const GOOGLE_BENCHMARK_INDEX = 'google-benchmark.jsonl';

export interface GoogleBenchmarkPoint {
  /** The iterations Google Benchmark reported for the run's last call. */
  iterations: number;
  /** The instructions callgrind counted in that call (the dump's totals). */
  instructions: number;
  /** The dump, relative to the out/ folder. */
  file: string;
}

export interface GoogleBenchmarkEntry {
  /** The name Google Benchmark lists (BM_SumLoop/64). */
  benchmark: string;
  /** The demangled symbol counted in (--toggle-collect). */
  symbol: string;
  points: [GoogleBenchmarkPoint, GoogleBenchmarkPoint];
}

/** The row a benchmark becomes: the driver prints Go benchmark lines, whose names start with "Benchmark". */
export function googleBenchmarkRow(benchmark: string): string {
  return `Benchmark${benchmark}`;
}

function isPoint(v: unknown): v is GoogleBenchmarkPoint {
  const p = v as GoogleBenchmarkPoint;
  return (
    typeof p === 'object' && p !== null && Number.isInteger(p.iterations) && p.iterations > 0 && Number.isFinite(p.instructions) && typeof p.file === 'string'
  );
}

export function isGoogleBenchmarkEntry(v: unknown): v is GoogleBenchmarkEntry {
  const e = v as GoogleBenchmarkEntry;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.benchmark === 'string' &&
    typeof e.symbol === 'string' &&
    Array.isArray(e.points) &&
    e.points.length === 2 &&
    e.points.every(isPoint) &&
    e.points[1].iterations > e.points[0].iterations
  );
}
