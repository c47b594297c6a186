// Catch2 v2 benchmarks, hidden from the normal test run by the [.] tag: run them with "[bench]".
#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>

#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

TEST_CASE("checksums", "[.][bench]") {
  std::vector<uint8_t> data(4096, 7);
  BENCHMARK("sum loop 4096") {
    uint64_t sum = 0;
    for (uint8_t c : data) sum += c;
    return sum;
  };
  BENCHMARK("accumulate 4096") { return std::accumulate(data.begin(), data.end(), uint64_t{0}); };
  BENCHMARK("to_string 1..100") {
    std::string s;
    for (int i = 1; i <= 100; ++i) s += std::to_string(i);
    return s.size();
  };
}
