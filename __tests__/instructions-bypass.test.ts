// measure: instructions gates counts only, and reads only the counter's own files. Through the
// bundled CLI (dist/cli.js; `npm run build` first):
// - a command that bypasses benchgate's driver (a `go test` with its own GOFLAGS or -exec, or a
//   script that prints benchmark lines itself) prints timings: before, its ns/op rows were decided
//   by the instructions test and gated, exit 0, with nothing counted; now a tool error (exit 2);
// - a FIFO left under a count file's name held the driver's read until the run's timeout (30
//   minutes by default); now the driver refuses it at once and the run says so.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { needs } from './support/harness.js';
import { instructionsRunArgs, runInstructionsCli } from './support/instructions-cli.js';
import { twoCommitRepo } from './runner-fixtures.js';

/** `benchgate run --measure instructions` of `bash bench.sh` (head adds a comment), 3 rounds, no warm-up; `keep` folder kept. */
async function runInstructions(bench: string, driver: string[], keep: (repo: string) => string) {
  const { repo, base, head, cleanup } = twoCommitRepo({ 'bench.sh': bench }, { 'bench.sh': `${bench}# head\n` });
  try {
    const keepDir = keep(repo);
    const args = instructionsRunArgs(base, head, ['--warmup', '0', '--timeout', '90s', '--keep-dir', keepDir], driver);
    const r = await runInstructionsCli(repo, args, ['bash', 'bench.sh'], { timeoutMs: 300_000 });
    return { ...r, all: `${r.stdout}\n${r.stderr}`, keepDir };
  } finally {
    cleanup();
  }
}

const keepBeside = (repo: string) => `${repo}-keep`;

describe('measure: instructions when the run prints timings or leaves a FIFO (dist/cli.js)', () => {
  it('a go-format command that prints ns/op itself is a tool error, not a gated time row', needs('valgrind'), async () => {
    const r = await runInstructions('echo "BenchmarkX 1 100 ns/op"\n', ['--instructions-driver', 'go', '--format', 'go'], keepBeside);
    rmSync(r.keepDir, { recursive: true, force: true });
    assert.equal(r.code, 2, r.all);
    assert.match(r.stderr, /printed time \(s\) for BenchmarkX, not a count of benchgate's driver: the command bypassed it/, r.all);
    assert.doesNotMatch(r.all, /time \(sec\/op|no significant regression/, r.all);
  });

  it("a FIFO left under a count file's name is refused by the driver, not read until the run's timeout", needs('valgrind'), async () => {
    const bench =
      'i=0\nwhile [ $i -lt 2000 ]; do i=$((i + 1)); done\nmkdir -p .benchgate-instructions/out/command\nmkfifo .benchgate-instructions/out/command/run.4242.out 2>/dev/null; true\n';
    const r = await runInstructions(bench, ['--instructions-driver', 'command'], keepBeside);
    try {
      assert.equal(r.code, 2, r.all);
      assert.match(r.stderr, /left a FIFO at \.benchgate-instructions\/out\/command\/run\.4242\.out/, r.all);
      // The driver refused the FIFO itself (its stderr is kept): before, it blocked in the open
      // until the run was killed at its timeout, and said nothing.
      // The side that ran first in the (random) order of round 1 is the one stopped.
      const driverSaid = ['base', 'head']
        .map((side) => path.join(r.keepDir, side, 'round-01', 'stderr'))
        .filter((f) => existsSync(f))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      assert.match(driverSaid, /run\.4242\.out is not a plain file/, driverSaid);
    } finally {
      rmSync(r.keepDir, { recursive: true, force: true });
    }
  });
});
