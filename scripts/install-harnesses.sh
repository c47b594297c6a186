#!/usr/bin/env bash
# Installs the real benchmark harnesses the tests run. Idempotent; safe to re-run.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

need_apt=()
command -v hyperfine >/dev/null || need_apt+=(hyperfine)
[ -f /usr/include/benchmark/benchmark.h ] || need_apt+=(libbenchmark-dev)
[ -d /usr/include/catch2 ] || need_apt+=(catch2)
command -v g++ >/dev/null || need_apt+=(g++)
if [ ${#need_apt[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

python3 -m pip install -q --disable-pip-version-check pytest pytest-benchmark pyperf

# benchstat: the engine benchmark compares our CLI against it.
if ! command -v benchstat >/dev/null && [ ! -x "$(go env GOPATH)/bin/benchstat" ]; then
  go install golang.org/x/perf/cmd/benchstat@latest
fi
