#!/usr/bin/env bash
# The "program" under benchmark: any command works with hyperfine. Checksums a generated file.
set -euo pipefail
file="${1:-/tmp/benchgate-example-input}"
[ -f "$file" ] || head -c 2000000 /dev/zero | tr '\0' 'x' > "$file"
cksum "$file" > /dev/null
sha1sum "$file" > /dev/null
