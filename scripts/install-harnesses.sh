#!/usr/bin/env bash
# Installs the real benchmark harnesses the tests run. Idempotent; safe to re-run.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

need_apt=()
command -v hyperfine >/dev/null || need_apt+=(hyperfine)
command -v valgrind >/dev/null || need_apt+=(valgrind)
[ -f /usr/include/benchmark/benchmark.h ] || need_apt+=(libbenchmark-dev)
[ -d /usr/include/catch2 ] || need_apt+=(catch2)
command -v g++ >/dev/null || need_apt+=(g++)
command -v mvn >/dev/null || need_apt+=(maven)
command -v javac >/dev/null || need_apt+=(openjdk-17-jdk-headless)
# The rendering test (__tests__/report-rendering.test.ts): GitHub's GFM parser, a headless browser
# from the distribution (never a downloaded one), and fonts for the emoji marks and CJK names.
command -v cmark-gfm >/dev/null || need_apt+=(cmark-gfm)
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || command -v google-chrome >/dev/null || need_apt+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' || need_apt+=(fonts-noto-color-emoji)
fc-list 2>/dev/null | grep -qi 'WenQuanYi\|Noto Sans CJK' || need_apt+=(fonts-wqy-microhei)
# GitHub's font stack ends in Helvetica, Arial: Liberation Sans has Arial's metrics. Without it Chromium
# falls back to DejaVu Sans, wider than any font a reader of the comment has, and the widths measured lie.
fc-list 2>/dev/null | grep -qi 'Liberation Sans' || need_apt+=(fonts-liberation)
# The sandbox's escape battery (__tests__/sandbox-escape.test.ts): kernel keyrings, and the fresh
# session keyring the sandbox gives each command where keyctl exists.
command -v keyctl >/dev/null || need_apt+=(keyutils)
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

# benchmark.js, tinybench (v2 to v5, current) and vitest 3 for the JS format tests: a cached npm project
# outside benchgate's package.json (__tests__/support/format-kit.ts installs the same when missing).
NODE_HARNESSES="$HOME/.cache/benchgate-tests/node-harnesses"
node_missing=0
for pkg in vitest benchmark tinybench tinybench2 tinybench3 tinybench4 tinybench5; do
  [ -f "$NODE_HARNESSES/node_modules/$pkg/package.json" ] || node_missing=1
done
if [ "$node_missing" = 1 ]; then
  mkdir -p "$NODE_HARNESSES"
  [ -f "$NODE_HARNESSES/package.json" ] || echo '{"name":"benchgate-node-harnesses","private":true,"type":"module"}' > "$NODE_HARNESSES/package.json"
  (cd "$NODE_HARNESSES" && npm install --no-audit --no-fund --loglevel=error benchmark@2.1.4 tinybench@6 'tinybench2@npm:tinybench@2' \
    'tinybench3@npm:tinybench@3' 'tinybench4@npm:tinybench@4' 'tinybench5@npm:tinybench@5' vitest@3)
fi

# Rust: Criterion builds from crates.io with stable cargo; libtest #[bench] needs a nightly toolchain.
if command -v rustup >/dev/null && ! rustup toolchain list | grep -q '^nightly'; then
  # rustup's server is not a package registry every machine reaches: without nightly the live
  # libtest test skips and the committed real outputs still cover the format.
  rustup toolchain install nightly --profile minimal || echo "install-harnesses: no nightly Rust; the live libtest test will skip" >&2
fi
