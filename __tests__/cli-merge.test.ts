// `benchgate merge` as a user runs it: two shard reports produced by the real `benchgate run` on a
// real git repository (each shard runs part of the suite), merged into one table, JSON and markdown.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';
import { runSourceCli } from './support/run-command.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const benchgate = (args: string[], cwd: string) => runSourceCli(args, cwd);

// A suite of two benchmarks in Go's output format, one per shard (`bash run.sh encode|decode`).
// A per-checkout counter spreads the values deterministically; head makes Encode 30% slower.
const BENCH = `n=$(( $(cat .count-$1 2>/dev/null || echo 0) + 1 )); echo $n > .count-$1
case "$1" in
  encode) echo "BenchmarkEncode 100 $(( $(cat speed) + (n * 53) % 40 )) ns/op" ;;
  decode) echo "BenchmarkDecode 100 $(( 1000 + (n * 37) % 50 )) ns/op" ;;
esac
`;

interface JsonReport {
  verdict: string;
  comparisons: Array<{ benchmark: string; verdict: string; p: number | null; pAdjusted: number | null; base: { n: number } }>;
  run: { head: { sha: string }; base: { sha: string } };
  shards: Array<{ name: string; head: { cpuModel?: string } }>;
}

describe('benchgate merge', () => {
  let repo: { repo: string; base: string; head: string };
  let out: string;
  let encode: string;
  let decode: string;

  before(async () => {
    repo = twoCommitRepo({ 'run.sh': BENCH, speed: '1000\n', '.gitignore': '.count-*\n' }, { speed: '1300\n' });
    made.push(repo.repo);
    out = tempDir();
    made.push(out);
    encode = path.join(out, 'encode.json');
    decode = path.join(out, 'decode.json');
    for (const [shard, file] of [
      ['encode', encode],
      ['decode', decode],
    ] as const) {
      const r = await benchgate(
        ['run', '--base', 'main', '--head', 'feature', '--rounds', '8', '--warmup', '0', '--seed', '1', '--json', file, '--', `bash run.sh ${shard}`],
        repo.repo,
      );
      assert.ok(r.code === 0 || r.code === 1, `shard ${shard}: ${r.stderr}`);
    }
  });

  it('merges two real shard reports: one table with each shard named, JSON and markdown, exit 1 on the regression', async () => {
    const md = path.join(out, 'merged.md');
    const json = path.join(out, 'merged.json');
    const r = await benchgate(['merge', encode, decode, '--json', json, '--markdown', md], out);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stderr, '');
    assert.match(r.stdout, /^shard encode: /m);
    assert.match(r.stdout, /^shard decode: /m);
    assert.match(r.stdout, /BenchmarkEncode +REGRESSION \(worse in \d+\/\d+ rounds\) +\+(29|30)\.\d%/);
    assert.match(r.stdout, /BenchmarkDecode /);
    assert.match(r.stdout, /FAIL: 1 significant regression/);

    const merged = JSON.parse(readFileSync(json, 'utf8')) as JsonReport;
    assert.equal(merged.verdict, 'fail');
    assert.deepEqual(
      merged.shards.map((s) => s.name),
      ['encode', 'decode'],
    );
    assert.equal(merged.run.head.sha, repo.head);
    assert.equal(merged.run.base.sha, repo.base);
    const enc = merged.comparisons.find((c) => c.benchmark === 'BenchmarkEncode')!;
    assert.equal(enc.base.n, 8);
    // One shard alone is a family of one; merged, Holm counts both tests.
    const alone = JSON.parse(readFileSync(encode, 'utf8')) as JsonReport;
    assert.equal(alone.comparisons[0].pAdjusted, alone.comparisons[0].p);
    assert.ok(Math.abs(enc.pAdjusted! - 2 * enc.p!) < 1e-15, `${enc.pAdjusted} = 2 × ${enc.p}`);

    const markdown = readFileSync(md, 'utf8');
    assert.ok(markdown.startsWith('<!-- benchgate:default -->\n### ❌ benchgate: 1 regression, 1 unchanged'), markdown.slice(0, 120));
    assert.match(markdown, /\| shard encode: CPU model/);
    assert.match(markdown, /\| shard decode: CPU model/);
    assert.match(markdown, /Holm over 2 tests/);
  });

  it('a merged report of a passing shard exits 0', async () => {
    const r = await benchgate(['merge', decode], out);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /ok: no significant regression/);
  });

  it('the same shard twice: exit 2 naming both shards, no stack trace', async () => {
    const copy = path.join(out, 'encode-again.json');
    writeFileSync(copy, readFileSync(encode));
    const r = await benchgate(['merge', encode, copy], out);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^benchgate merge: .*BenchmarkEncode \(time\) is in shard encode and in shard encode-again: each shard must run a different part of the suite/,
    );
    assert.doesNotMatch(r.stderr, /\n\s+at /);
    assert.equal(r.stdout, '');
  });

  it('an invalid report: exit 2 with the file and JSON path', async () => {
    const bad = path.join(out, 'bad.json');
    const j = JSON.parse(readFileSync(decode, 'utf8'));
    j.comparisons[0].base.n = -1;
    writeFileSync(bad, JSON.stringify(j));
    const r = await benchgate(['merge', encode, bad], out);
    assert.equal(r.code, 2);
    assert.equal(r.stderr, `benchgate merge: ${bad}: $.comparisons[0].base.n: -1 is outside [0, 9007199254740991]\n`);
  });

  it('usage: no files is exit 2, --help is exit 0, merge is listed in the help', async () => {
    const none = await benchgate(['merge'], out);
    assert.equal(none.code, 2);
    assert.match(none.stderr, /expected one or more report files/);
    const help = await benchgate(['merge', '--help'], out);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: benchgate merge REPORT/);
    const top = await benchgate(['--help'], out);
    assert.match(top.stdout, /merge {5}merge the JSON reports of shards/);
  });
});
