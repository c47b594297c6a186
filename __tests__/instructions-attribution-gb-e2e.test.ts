// Where the instructions went for a C++ Google Benchmark repository, as a user sees it: the built
// CLI (node dist/cli.js; run `npm run build` first) measures a two-commit repository made from
// examples/cpp-google-benchmark with --measure instructions, in the sandbox. Head makes BM_SumLoop
// also checksum its bytes in a noinline Checksum: the regressed row's block in the markdown names
// Checksum (demangled) first with a positive per-op change, the terminal says it, the JSON row
// carries the list, and `compare --runs` reads the same list back from the kept callgrind dumps.
// One benchmark (the user's --benchmark_filter), 3 rounds a side.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { codeSpan } from '../src/report/escape.js';
import { needs } from './support/harness.js';
import { assertDriverBuilt, instructionsRunArgs, runCli, runInstructionsCli } from './support/instructions-cli.js';
import { tempDir } from './runner-fixtures.js';
import { CHECKSUM_SYMBOL, checksumRepo, CPP_BUILD } from './support/cpp-checksum-repo.js';

const ROW = 'BenchmarkBM_SumLoop/64';

describe('benchgate run --measure instructions on Google Benchmark: where the instructions went (dist/cli.js)', () => {
  it('names the noinline helper head made BM_SumLoop call, with its per-op change', needs('google-benchmark', 'valgrind'), async (t) => {
    assertDriverBuilt();
    const { repo, base, head, cleanup } = checksumRepo();
    t.after(cleanup);
    const out = tempDir('bg-gb-attr-e2e-');
    const json = path.join(out, 'report.json');
    const markdown = path.join(out, 'report.md');
    const kept = path.join(out, 'runs');
    const r = await runInstructionsCli(
      repo,
      instructionsRunArgs(base, head, ['--setup', CPP_BUILD, '--keep-dir', kept, '--json', json, '--markdown', markdown]),
      ['./bench', '--benchmark_filter=BM_SumLoop/64'],
    );
    assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /measure: instructions \(google-benchmark driver;/);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    assert.deepEqual(
      report.comparisons.map((c: { benchmark: string }) => c.benchmark),
      [ROW],
    );
    const row = report.comparisons[0];
    assert.equal(row.verdict, 'regression');
    const a = row.attribution;
    assert.ok(a, 'the regressed row carries its attribution');
    assert.deepEqual(a.rounds, { base: 3, head: 3 });
    const top = a.functions[0];
    assert.equal(top.function, CHECKSUM_SYMBOL);
    // 64 bytes, an xor and a multiply each: a function base did not have.
    assert.ok(top.delta > 64 * 3, JSON.stringify(top));
    assert.equal(top.deltaPct, null);
    assert.ok(a.noSymbol.base < 0.05 && a.noSymbol.head < 0.05, JSON.stringify(a.noSymbol));
    // Checksum's change is (nearly) all of the row's.
    const rowDelta = row.head.median - row.base.median;
    assert.ok(Math.abs(top.delta - rowDelta) < 0.05 * rowDelta, `${top.delta} of ${rowDelta}`);

    // The terminal report says it, under the tables.
    assert.match(
      r.stdout,
      /^where the instructions went .*\n {2}BenchmarkBM_SumLoop\/64\n {4}\+[\d,]+ instr\/op \(new\) {2}Checksum\(std::vector<unsigned char/m,
    );

    // The comment's block: the row's first line names Checksum, as a code span, with a positive change.
    const md = readFileSync(markdown, 'utf8');
    const start = md.indexOf('<details><summary>Where the instructions went');
    assert.ok(start > 0, md);
    const lines = md.slice(start).split('\n');
    const heading = lines.findIndex((l) => l.startsWith(`**${codeSpan(ROW)}**`));
    assert.ok(heading > 0, md.slice(start));
    const first = lines.slice(heading + 1).find((l) => l.startsWith('- '))!;
    assert.equal(first.replace(/^- \+[\d,.]+ instr\/op \(new\) /, ''), codeSpan(CHECKSUM_SYMBOL), first);
    assert.match(first, /^- \+[\d,.]+ instr\/op/);

    // compare --runs reads the kept callgrind dumps back: the same list.
    const again = path.join(out, 'again.json');
    const c = await runCli(repo, ['compare', '--runs', kept, '--measure', 'instructions', '--json', again], { timeoutMs: 300_000 });
    assert.equal(c.code, 1, `${c.stdout}\n${c.stderr}`);
    assert.deepEqual(JSON.parse(readFileSync(again, 'utf8')).comparisons[0].attribution, a);
  });
});
