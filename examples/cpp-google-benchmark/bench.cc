// Google Benchmark: two ways to sum bytes, the second over several sizes.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <numeric>
#include <vector>

static void BM_SumLoop(benchmark::State& state) {
  std::vector<uint8_t> data(state.range(0), 7);
  for (auto _ : state) {
    uint64_t sum = 0;
    for (uint8_t c : data) sum += c;
    benchmark::DoNotOptimize(sum);
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
