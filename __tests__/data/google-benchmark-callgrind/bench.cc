// Google Benchmark: two ways to sum bytes, the second over several sizes.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <numeric>
#include <vector>

// Head's extra work: an FNV-1a checksum of the bytes, in a function of its own.
__attribute__((noinline)) uint64_t Checksum(const std::vector<uint8_t>& data) {
  uint64_t h = 14695981039346656037ULL;
  for (uint8_t c : data) h = (h ^ c) * 1099511628211ULL;
  return h;
}

static void BM_SumLoop(benchmark::State& state) {
  std::vector<uint8_t> data(state.range(0), 7);
  for (auto _ : state) {
    uint64_t sum = 0;
    for (uint8_t c : data) sum += c;
    benchmark::DoNotOptimize(sum + Checksum(data));
  }
  state.SetBytesProcessed(int64_t(state.iterations()) * state.range(0));
}
BENCHMARK(BM_SumLoop)->Arg(64)->Arg(4096);

static void BM_SumAccumulate(benchmark::State& state) {
  std::vector<uint8_t> data(4096, 7);
  for (auto _ : state) {
    benchmark::DoNotOptimize(std::accumulate(data.begin(), data.end(), uint64_t{0}));
  }
}
BENCHMARK(BM_SumAccumulate);

BENCHMARK_MAIN();
