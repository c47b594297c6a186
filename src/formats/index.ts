// The registry of formats: adding a format is one file under src/formats/ plus two lines here: its
// import and its entry in FORMATS.
import type { Format } from './format.js';
import { go } from './go.js';
import { googleBenchmark } from './google-benchmark.js';
import { catch2 } from './catch2.js';
import { pytestBenchmark } from './pytest-benchmark.js';
import { pyperf } from './pyperf.js';
import { hyperfine } from './hyperfine.js';
import { benchmarkjs } from './benchmarkjs.js';
import { vitest } from './vitest.js';
import { tinybench } from './tinybench.js';
import { json } from './json.js';
import { criterion } from './criterion.js';
import { libtest } from './libtest.js';
import { jmh } from './jmh.js';
import { benchmarkdotnet } from './benchmarkdotnet.js';

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
