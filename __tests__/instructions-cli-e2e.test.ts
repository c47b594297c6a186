// `benchgate run --measure instructions` as a user runs it: the built CLI (node dist/cli.js; run
// `npm run build` first) on a real two-commit Go repository, in the sandbox, the go test command
// unchanged. A real +20% of work per operation is a regression; the same commit on both sides passes.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { needs } from './support/harness.js';
import { assertDriverBuilt, measureInstructionsArgs, runCli } from './support/instructions-cli.js';
import { goWorkRepo } from './support/go-work-repo.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

function run(repo: string, args: string[]) {
  assertDriverBuilt();
  return runCli(repo, ['run', ...args]);
}

describe('benchgate run --measure instructions (dist/cli.js)', () => {
  it(
    'a real +20% of work per operation is a regression; the other benchmark is unchanged; the JSON says the measure and the versions',
    needs('go', 'valgrind'),
    async (t) => {
      const { repo, base, head, cleanup } = goWorkRepo(0.2);
      t.after(cleanup);
      const kept = path.join(tempDir('bg-instr-kept-'), 'runs');
      const json = path.join(path.dirname(kept), 'report.json');
      const r = await run(repo, measureInstructionsArgs(base, head, ['--keep-dir', kept, '--json', json, '--', 'go', 'test', '-bench=.', './...']));
      assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
      assert.match(r.stderr, /measure: instructions \(go driver; valgrind-/);
      assert.match(r.stderr, /isolation: sandbox/);
      const report = JSON.parse(readFileSync(json, 'utf8'));
      assert.equal(report.settings.measure, 'instructions');
      const rows = Object.fromEntries(report.comparisons.map((c: { benchmark: string }) => [c.benchmark, c]));
      assert.deepEqual(Object.keys(rows).sort(), ['BenchmarkSteady', 'BenchmarkWork']);
      for (const c of report.comparisons) {
        assert.equal(c.metric, 'instructions');
        assert.equal(c.unit, 'instr');
        assert.equal(c.test, 'instructions');
      }
      assert.equal(rows.BenchmarkWork.verdict, 'regression');
      assert.ok(rows.BenchmarkWork.deltaPct > 15 && rows.BenchmarkWork.deltaPct < 25, `Δ ${rows.BenchmarkWork.deltaPct}%`);
      assert.equal(rows.BenchmarkSteady.verdict, 'unchanged');
      assert.match(report.machine.base.versions.valgrind, /^valgrind-/);
      assert.ok(report.machine.base.versions.libc);
      assert.match(report.machine.base.versions.toolchain, /^go version/);
      assert.ok(!report.comparisons.some((c: { metric: string }) => c.metric === 'time'), 'time is not reported');
      // The cachegrind files of every count, kept per run.
      const cg = path.join(kept, 'base', 'round-01', 'cachegrind');
      assert.ok(existsSync(path.join(cg, 'index.jsonl')));
      assert.ok(readdirSync(path.join(cg, 'example.com_work', 'BenchmarkWork')).some((f) => /^n\d+\.\d+\.out$/.test(f)));
    },
  );

  it('A/A (the same commit on both sides) passes', needs('go', 'valgrind'), async (t) => {
    const { repo, base, cleanup } = goWorkRepo(0.2);
    t.after(cleanup);
    const r = await run(repo, measureInstructionsArgs(base, base, ['--', 'go', 'test', '-bench=.', './...']));
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.doesNotMatch(r.stdout, /REGRESSION/);
    // Go's count is per operation, and the header's unit says so.
    assert.match(r.stdout, /instructions \(instr\/op, lower is better\)/);
  });

  it('instructions-driver: command counts the whole command per run: 20% more loop iterations is a regression', needs('valgrind'), async (t) => {
    const loop = (n: number) => `i=0\nwhile [ $i -lt ${n} ]; do i=$((i + 1)); done\necho "looped $i times"\n`;
    const { repo, base, head, cleanup } = twoCommitRepo({ 'loop.sh': loop(20000) }, { 'loop.sh': loop(24000) });
    t.after(cleanup);
    const r = await run(repo, measureInstructionsArgs(base, head, ['--', 'bash', 'loop.sh'], ['--instructions-driver', 'command']));
    assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /measure: instructions \(command driver/);
    assert.match(r.stdout, /BenchmarkCommand\s+REGRESSION/);
    // The whole command's count is per run, not per operation.
    assert.match(r.stdout, /instructions \(instr\/run, lower is better\)/);
  });

  it('a harness without a lever is a tool error naming the drivers', async (t) => {
    const { repo, base, head, cleanup } = goWorkRepo(0.2);
    t.after(cleanup);
    const r = await run(repo, measureInstructionsArgs(base, head, ['--', 'cargo', 'bench']));
    assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /needs a harness with a fixed-iteration lever/);
    assert.match(r.stderr, /go: go test -bench/);
    assert.match(r.stderr, /command: the whole command/);
  });

  it('the go driver set by name on a command that is not go test is a tool error before any run', async (t) => {
    const { repo, base, head, cleanup } = goWorkRepo(0.2);
    t.after(cleanup);
    const r = await run(repo, measureInstructionsArgs(base, head, ['--', 'bash', '-c', 'echo hi'], ['--instructions-driver', 'go']));
    assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /instructions-driver: go needs a command that runs `go test/);
    assert.match(r.stderr, /instructions-driver: command/);
    assert.doesNotMatch(r.stderr, /no Go benchmark results/);
    assert.doesNotMatch(r.stderr, /round 1/);
  });
});
