// The registry of formats: adding a format is its parser under src/formats/, its import and its entry
// in FORMATS here, and its test folder __tests__/formats/<id>/ (`npm run new-format <id>` writes all four).
import type { Format } from './format.js';
import { go } from './go/go.js';
import { googleBenchmark } from './google-benchmark/google-benchmark.js';
import { catch2 } from './catch2/catch2.js';
import { pytestBenchmark } from './pytest-benchmark/pytest-benchmark.js';
import { pyperf } from './pyperf/pyperf.js';
import { hyperfine } from './hyperfine/hyperfine.js';
import { benchmarkjs } from './benchmarkjs/benchmarkjs.js';
import { vitest } from './vitest/vitest.js';
import { tinybench } from './tinybench/tinybench.js';
import { json } from './json/json.js';
import { criterion } from './criterion/criterion.js';
import { libtest } from './libtest/libtest.js';
import { jmh } from './jmh/jmh.js';
import { benchmarkdotnet } from './benchmarkdotnet/benchmarkdotnet.js';

export const FORMATS: readonly Format[] = [
  go,
  googleBenchmark,
  catch2,
  pytestBenchmark,
  pyperf,
  hyperfine,
  benchmarkjs,
  vitest,
  tinybench,
  json,
  criterion,
  libtest,
  jmh,
  benchmarkdotnet,
];
