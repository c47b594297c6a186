// The terminal table folds rows that say nothing a number could (issue 31): six benchmarks that
// never allocate gave twelve rows of "0 B ± 0%"; now one line says it. The bundled CLI on
// `go test -bench -benchmem` output.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';

const work = mkdtempSync(path.join(tmpdir(), 'benchgate-constant-rows-'));
after(() => rmSync(work, { recursive: true, force: true }));
const CLI = path.join(work, 'cli.mjs');
before(() => bundleCli(CLI));

const NAMES = ['Marshal', 'Unmarshal', 'Valid', 'Compact', 'Indent', 'Escape'];

/** Eight runs a side; every benchmark allocates nothing, or `bytes` B in `allocs` allocations for Indent. */
function writeRuns(indent: { bytes: number; allocs: number }): void {
  for (const side of ['base', 'head']) {
    const dir = path.join(work, `${side}-${indent.bytes}`);
    mkdirSync(dir, { recursive: true });
    for (let run = 0; run < 8; run++) {
      const lines = ['goos: linux', 'goarch: amd64', 'pkg: encoding/json'];
      NAMES.forEach((name, i) => {
        const ns = (100 + 10 * i) * (1 + 0.002 * ((run * 3) % 7));
        const mem = name === 'Indent' ? indent : { bytes: 0, allocs: 0 };
        lines.push(`Benchmark${name}-2 \t 1000000\t ${ns.toFixed(1)} ns/op\t ${mem.bytes} B/op\t ${mem.allocs} allocs/op`);
      });
      lines.push('PASS', 'ok  \tencoding/json\t1.2s', '');
      writeFileSync(path.join(dir, `run-${run}.txt`), lines.join('\n'));
    }
  }
}

it('metrics constant and equal on both sides for every benchmark are one line', async () => {
  writeRuns({ bytes: 0, allocs: 0 });
  const res = await runBundledCli(CLI, ['compare', 'base-0', 'head-0'], work);
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /^alloc-bytes, allocs: 0 on both sides for all 6$/m);
  assert.doesNotMatch(res.stdout, /0 B ± 0%|0 allocs ± 0%/);
  assert.doesNotMatch(res.stdout, /^alloc-bytes \(B\/op/m, 'no table of them');
  // The time table is whole.
  for (const name of NAMES) assert.match(res.stdout, new RegExp(`^Benchmark${name}-2 `, 'm'));
});

it('constant rows of different values (64 B for one, 0 for the others): one line, without a value', async () => {
  writeRuns({ bytes: 64, allocs: 0 });
  const res = await runBundledCli(CLI, ['compare', 'base-64', 'head-64'], work);
  assert.equal(res.code, 0, res.stderr);
  // Indent's 64 B is constant too, but not the others' 0: the rows differ, so the line says so without a value.
  assert.match(res.stdout, /^alloc-bytes: constant and equal on both sides for all 6$/m);
  assert.match(res.stdout, /^allocs: 0 on both sides for all 6$/m);
});
