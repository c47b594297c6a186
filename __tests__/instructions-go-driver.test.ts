// The Go instructions driver on a real Go benchmark (examples/go) under valgrind: `go test` itself
// hands each test binary to the driver (GOFLAGS=-exec), as in a run, and the per-op counts of two
// separate runs agree within 2%. The cachegrind files of every count are left where the kept
// runs take them from, under predictable names.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { goDriver } from '../src/instructions/drivers/go.js';
import { driverEntry, PINNED_ENV } from '../src/instructions/index.js';
import { OUT_FOLDER, STATE_DIR_VAR } from '../src/instructions/layout.js';
import { needs } from './support/harness.js';
import { runCommand } from './support/run-command.js';
import { tempDir } from './runner-fixtures.js';

const EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'examples', 'go');

/** `name → instr/op` from Go benchmark lines. */
function perOp(stdout: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of stdout.matchAll(/^(Benchmark\S+)\s+\d+\s+([\d.]+) instr\/op$/gm)) out.set(m[1], Number(m[2]));
  return out;
}

describe('instructions: the Go driver', () => {
  it(
    'counts each benchmark of examples/go per operation, stable across two runs within 2%, the go test command unchanged',
    needs('go', 'valgrind'),
    async () => {
      const dir = tempDir('bg-instr-go-');
      const pkg = path.join(dir, 'pkg');
      cpSync(EXAMPLE, pkg, { recursive: true });
      const stateDir = path.join(pkg, '.benchgate-instructions');
      mkdirSync(stateDir);
      const { command, env } = goDriver.prepare({ stateDir, entry: driverEntry(), command: 'go test -bench=. ./...' });
      assert.equal(command, 'go test -bench=. ./...', 'the user command runs as it is');
      const runOnce = async () => {
        const r = await runCommand(['bash', '-c', command], {
          cwd: pkg,
          env: { ...process.env, ...PINNED_ENV, ...env, [STATE_DIR_VAR]: stateDir },
          timeoutMs: 600_000,
        });
        assert.equal(r.code, 0, r.stderr);
        return perOp(r.stdout);
      };
      const first = await runOnce();
      const second = await runOnce();
      assert.deepEqual([...first.keys()].sort(), ['BenchmarkAdler32/size=4096', 'BenchmarkAdler32/size=64', 'BenchmarkSum64']);
      for (const [name, a] of first) {
        const b = second.get(name)!;
        assert.ok(Math.abs(b / a - 1) < 0.02, `${name}: ${a} then ${b} instr/op`);
        assert.ok(a > 100, `${name}: ${a} instr/op is not a count of a real loop`);
      }
      // Sum64 adds 4096 bytes: a loop of at least one instruction a byte.
      assert.ok(first.get('BenchmarkSum64')! > 4096);
      // The cachegrind files: one folder per package and benchmark, n<N> and n<2N> per count.
      const index = readFileSync(path.join(stateDir, OUT_FOLDER, 'index.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { benchmark: string; n: number; files: string[] });
      const sum64 = index.filter((e) => e.benchmark === 'BenchmarkSum64');
      assert.ok(sum64.length >= 3, 'calibration and two counted pairs');
      const last = sum64.at(-1)!;
      const folder = path.join(stateDir, OUT_FOLDER, 'example.com_benchgate-example', 'BenchmarkSum64');
      assert.ok(existsSync(folder));
      const files = readdirSync(folder);
      assert.ok(files.some((f) => f.startsWith(`n${last.n}.`) && f.endsWith('.out')));
      assert.ok(files.some((f) => f.startsWith(`n${2 * last.n}.`) && f.endsWith('.out')));
      assert.match(readFileSync(path.join(stateDir, OUT_FOLDER, last.files[0]), 'utf8'), /^events: Ir$/m);
    },
  );
});
