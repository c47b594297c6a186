// examples/cpp-google-benchmark as a two-commit repository for "where the instructions went":
// base is the example as it is; head makes BM_SumLoop also checksum its bytes in a function of
// its own, Checksum, marked noinline so that it keeps its symbol (an inlined helper's
// instructions are its caller's).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twoCommitRepo } from '../runner-fixtures.js';

const EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples', 'cpp-google-benchmark', 'bench.cc');

/** The example's build, as its workflow runs it. */
export const CPP_BUILD = 'g++ -O2 -std=c++17 bench.cc -o bench -lbenchmark -lpthread';

/** Checksum's symbol as callgrind names it (demangled). */
export const CHECKSUM_SYMBOL = 'Checksum(std::vector<unsigned char, std::allocator<unsigned char> > const&)';

const CHECKSUM = `// Head's extra work: an FNV-1a checksum of the bytes, in a function of its own.
__attribute__((noinline)) uint64_t Checksum(const std::vector<uint8_t>& data) {
  uint64_t h = 14695981039346656037ULL;
  for (uint8_t c : data) h = (h ^ c) * 1099511628211ULL;
  return h;
}

`;

/** The example's bench.cc; `checksum`: BM_SumLoop also checksums its bytes in Checksum. */
export function checksumSource(checksum: boolean): string {
  const example = readFileSync(EXAMPLE, 'utf8');
  if (!checksum) return example;
  const loop = 'static void BM_SumLoop(';
  const sink = 'benchmark::DoNotOptimize(sum);';
  // The example's text is what this change is made to: a reworded example fails here, not later.
  if (!example.includes(loop) || example.indexOf(sink) < example.indexOf(loop)) throw new Error(`${EXAMPLE} no longer has BM_SumLoop's ${sink}`);
  return example.replace(loop, `${CHECKSUM}${loop}`).replace(sink, 'benchmark::DoNotOptimize(sum + Checksum(data));');
}

export function checksumRepo() {
  return twoCommitRepo({ 'bench.cc': checksumSource(false) }, { 'bench.cc': checksumSource(true) });
}
