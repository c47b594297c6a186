// Where the instructions went, as a user sees it: the built CLI (node dist/cli.js; run `npm run
// build` first) measures a real two-commit Go repository with --measure instructions, in the
// sandbox, the go test command unchanged. Head makes one named function (Mix) slower: the
// markdown's block names it first with a positive per-op change, the JSON row carries the list,
// and the benchmark that does not call Mix gets no list (it did not change).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { needs } from './support/harness.js';
import { assertDriverBuilt, instructionsRunArgs, runCli, runInstructionsCli } from './support/instructions-cli.js';
import { tempDir } from './runner-fixtures.js';
import { MIX_SYMBOL, mixRepo } from './support/go-mix-repo.js';

describe('benchgate run --measure instructions: where the instructions went (dist/cli.js)', () => {
  it('names the function head made slower at the top of the regressed row, with its per-op change', needs('go', 'valgrind'), async (t) => {
    assertDriverBuilt();
    const { repo, base, head, cleanup } = mixRepo();
    t.after(cleanup);
    const out = tempDir('bg-attr-e2e-');
    const json = path.join(out, 'report.json');
    const markdown = path.join(out, 'report.md');
    const kept = path.join(out, 'runs');
    const r = await runInstructionsCli(repo, instructionsRunArgs(base, head, ['--keep-dir', kept, '--json', json, '--markdown', markdown]), [
      'go test -bench=. ./...',
    ]);
    assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    const rows = Object.fromEntries(report.comparisons.map((c: { benchmark: string }) => [c.benchmark, c]));
    assert.equal(rows.BenchmarkMix.verdict, 'regression');
    assert.equal(rows.BenchmarkSteady.attribution, undefined, 'an unchanged row has no list');
    const a = rows.BenchmarkMix.attribution;
    assert.ok(a, 'the regressed row carries its attribution');
    assert.deepEqual(a.rounds, { base: 3, head: 3 });
    const top = a.functions[0];
    assert.equal(top.function, MIX_SYMBOL);
    // One more shift and xor per word of 512.
    assert.ok(top.delta > 512, JSON.stringify(top));
    assert.ok(top.deltaPct > 10, JSON.stringify(top));
    assert.ok(a.noSymbol.base < 0.05 && a.noSymbol.head < 0.05, JSON.stringify(a.noSymbol));
    // The function's change is (nearly) all of the row's.
    const rowDelta = rows.BenchmarkMix.head.median - rows.BenchmarkMix.base.median;
    assert.ok(Math.abs(top.delta - rowDelta) < 0.05 * rowDelta, `${top.delta} of ${rowDelta}`);

    // The terminal report says it too, under the tables.
    assert.match(r.stdout, /^where the instructions went .*\n {2}BenchmarkMix\n {4}\+[\d,]+ instr\/op \(\+\d+%\) {2}example\.com\/attrmix\.Mix$/m);

    const md = readFileSync(markdown, 'utf8');
    const block = md.slice(md.indexOf('<details><summary>Where the instructions went'));
    assert.ok(block.length < md.length, md);
    const lines = block.split('\n');
    const heading = lines.findIndex((l) => l.startsWith('**`BenchmarkMix`**'));
    assert.ok(heading > 0, block);
    const first = lines.slice(heading + 1).find((l) => l.startsWith('- '))!;
    assert.match(first, new RegExp(`^- \\+[\\d,]+ instr/op \\(\\+\\d+%\\) \`${MIX_SYMBOL.replace(/[.]/g, '\\.')}\`$`));
    // The block sits under the changed rows' table, before the unchanged rows' details.
    assert.ok(md.indexOf('Where the instructions went') < md.indexOf('unchanged (each within'), md);

    // compare --runs reads the kept runs back: the same list from the same cachegrind files.
    const again = path.join(out, 'again.json');
    const c = await runCli(repo, ['compare', '--runs', kept, '--measure', 'instructions', '--json', again], { timeoutMs: 300_000 });
    assert.equal(c.code, 1, `${c.stdout}\n${c.stderr}`);
    const reread = JSON.parse(readFileSync(again, 'utf8'));
    const mix = reread.comparisons.find((row: { benchmark: string }) => row.benchmark === 'BenchmarkMix');
    assert.deepEqual(mix.attribution, a);
  });
});
