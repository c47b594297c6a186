// Merging shard reports: a suite split over shards and merged must say exactly what the same suite
// compared in one run says (same family, same adjusted p, same verdicts), and shards that do not
// belong together are refused with both names.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { buildReport } from '../src/pipeline/compare.js';
import { MergeError, mergeReports, shardNames } from '../src/pipeline/merge.js';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Report, type Series, type StatsSettings } from '../src/model.js';
import { expandPatterns } from '../src/action/glob.js';
import { renderJson } from '../src/report/json.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { validateReport } from '../src/report/validate.js';

// Deterministic samples: a linear congruential generator, noise of about ±3%.
function rng(seed: number): () => number {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}
const random = rng(7);
const noisy = (median: number, n: number) => Array.from({ length: n }, () => median * (1 + 0.02 * (random() + random() + random() - 1.5)));

interface Bench {
  name: string;
  shift: number;
  n?: number;
}
const series = (b: Bench, side: 'base' | 'head'): Series => ({
  benchmark: b.name,
  group: 'example.com/widgets',
  metric: 'time',
  unit: 's',
  better: 'lower',
  runs: [{ samples: noisy(side === 'base' ? 1e-6 : 1e-6 * b.shift, b.n ?? 10) }],
});
const result = (s: Series[]): ParseResult => ({ format: 'go', series: s, context: { cpu: 'Test CPU' }, warnings: [] });

const HEAD = 'b'.repeat(40);
const BASE = 'a'.repeat(40);

/** Base and head series of every benchmark, generated once so that every report below reads the same data. */
function suite(benches: Bench[]): Map<string, [Series, Series]> {
  return new Map(benches.map((b) => [b.name, [series(b, 'base'), series(b, 'head')]]));
}

function report(data: Map<string, [Series, Series]>, names: string[], opts: { settings?: StatsSettings; cpu?: string; headSha?: string } = {}): Report {
  const pick = (i: 0 | 1) => [result(names.map((n) => data.get(n)![i]))];
  const built = buildReport({
    base: pick(0),
    head: pick(1),
    settings: opts.settings ?? DEFAULT_STATS_SETTINGS,
    machine: { base: { cpuModel: opts.cpu ?? 'Test CPU', cores: 2 }, head: { cpuModel: opts.cpu ?? 'Test CPU', cores: 2 } },
    run: {
      base: { sha: BASE },
      head: { sha: opts.headSha ?? HEAD },
      pullRequest: 7,
      repository: 'octo-org/widgets',
      rounds: 5,
      warmup: 1,
      format: 'go',
      failedRuns: [],
    },
  });
  // What the merge job gets: the JSON file, read back through the validator.
  return validateReport(JSON.parse(renderJson(built)), 'shard.json');
}

const BENCHES: Bench[] = [
  { name: 'BenchmarkEncode', shift: 1.08 },
  { name: 'BenchmarkDecode', shift: 1 },
  { name: 'BenchmarkParse', shift: 1 },
  { name: 'BenchmarkHash', shift: 1.009 },
  { name: 'BenchmarkSort', shift: 1 },
  { name: 'BenchmarkTiny', shift: 1, n: 3 },
];
const DATA = suite(BENCHES);
const ALL = BENCHES.map((b) => b.name);
const SHARD_A = ALL.slice(0, 3);
const SHARD_B = ALL.slice(3);

describe('mergeReports', () => {
  const whole = report(DATA, ALL);
  const a = report(DATA, SHARD_A, { cpu: 'AMD EPYC 7763 64-Core Processor' });
  const b = report(DATA, SHARD_B, { cpu: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz' });
  const merged = mergeReports([
    { name: 'shard-a', report: a },
    { name: 'shard-b', report: b },
  ]);

  test('two shards of a suite merge into what the whole suite compared in one run says', () => {
    assert.equal(merged.comparisons.length, whole.comparisons.length);
    for (const w of whole.comparisons) {
      const m = merged.comparisons.find((c) => c.benchmark === w.benchmark)!;
      assert.ok(m, w.benchmark);
      assert.equal(m.p, w.p, `${w.benchmark}: raw p is the shard's`);
      if (w.pAdjusted === null) assert.equal(m.pAdjusted, null);
      else assert.ok(Math.abs(m.pAdjusted! - w.pAdjusted) <= 1e-12 * w.pAdjusted, `${w.benchmark}: adjusted ${m.pAdjusted} vs ${w.pAdjusted}`);
      assert.equal(m.verdict, w.verdict, w.benchmark);
      assert.equal(m.roundsNeeded, w.roundsNeeded, `${w.benchmark}: rounds needed for the merged family`);
      assert.deepEqual(
        m.warnings.filter((x) => x.code === 'floor'),
        w.warnings.filter((x) => x.code === 'floor'),
      );
    }
    assert.deepEqual(merged.summary, whole.summary);
    assert.equal(merged.verdict, whole.verdict);
  });

  test('the family is the merged set: a row significant within its shard is not once all rows count', () => {
    const inShard = b.comparisons.find((c) => c.benchmark === 'BenchmarkHash')!;
    const inMerged = merged.comparisons.find((c) => c.benchmark === 'BenchmarkHash')!;
    assert.ok(inShard.pAdjusted! < 0.05, `Holm over shard b's ${b.comparisons.filter((c) => c.p !== null).length} tests: ${inShard.pAdjusted}`);
    assert.notEqual(inShard.verdict, 'unchanged');
    assert.ok(inMerged.pAdjusted! >= 0.05, `Holm over all tests: ${inMerged.pAdjusted}`);
    assert.equal(inMerged.verdict, 'unchanged');
    // Holm multiplies the smallest p by the family size: here the size of the merged family.
    const tested = merged.comparisons.filter((c) => c.p !== null).length;
    const encode = merged.comparisons.find((c) => c.benchmark === 'BenchmarkEncode')!;
    assert.ok(Math.abs(encode.pAdjusted! - tested * encode.p!) < 1e-15);
  });

  test('the overall verdict fails when any shard regressed on a gated metric', () => {
    assert.equal(a.verdict, 'fail');
    assert.equal(b.verdict, 'pass');
    assert.equal(merged.verdict, 'fail');
    assert.equal(merged.comparisons.find((c) => c.benchmark === 'BenchmarkEncode')!.verdict, 'regression');
    const passing = mergeReports([{ name: 'b', report: b }]);
    assert.equal(passing.verdict, 'pass');
  });

  test("each shard's machine is kept and the comment shows each shard's CPU", () => {
    assert.deepEqual(
      merged.shards!.map((s) => [s.name, s.head.cpuModel]),
      [
        ['shard-a', 'AMD EPYC 7763 64-Core Processor'],
        ['shard-b', 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz'],
      ],
    );
    assert.equal(merged.machine.head.cpuModel, undefined, 'no single CPU for all shards');
    assert.equal(merged.machine.head.cores, 2, 'what all shards share is kept');
    const md = renderMarkdown(merged);
    assert.match(md, /\| shard shard-a: CPU model \(same\) \| AMD EPYC 7763 64-Core Processor \| AMD EPYC 7763 64-Core Processor \|/);
    assert.match(md, /\| shard shard-b: CPU model \(same\) \| Intel\(R\) Xeon\(R\) Platinum 8370C CPU @\u200b 2\.80GHz/);
    assert.match(md, /<summary>Machine: 2 shards on AMD EPYC 7763 64-Core Processor, Intel/);
    // The merged report survives its own JSON round trip (a merge of merges, or mode: comment on it).
    assert.deepEqual(validateReport(JSON.parse(renderJson(merged))), merged);
  });

  test('run info: the shared commits and PR, the floor warning recomputed for the merged family', () => {
    assert.equal(merged.run!.head.sha, HEAD);
    assert.equal(merged.run!.base.sha, BASE);
    assert.equal(merged.run!.pullRequest, 7);
    const floor = merged.warnings.filter((w) => w.code === 'floor');
    assert.equal(floor.length, 1, JSON.stringify(merged.warnings));
    // Over the merged family: all 6 rows of both shards, not a shard's 3.
    assert.match(floor[0].message, /^1 of 6 comparisons can never be significant/);
    assert.ok(!merged.warnings.some((w) => /^shard .*can never be significant/.test(w.message)), 'the shards’ own floor warnings are stale and dropped');
  });

  test('a benchmark in two shards is an error naming both shards', () => {
    const c = report(DATA, ['BenchmarkSort']);
    assert.throws(
      () =>
        mergeReports([
          { name: 'shard-a', report: a },
          { name: 'shard-b', report: b },
          { name: 'shard-c', report: c },
        ]),
      (err: unknown) => err instanceof MergeError && /BenchmarkSort \(time\) is in shard shard-b and in shard shard-c/.test(err.message),
    );
  });

  test('shards of different commits or settings are refused', () => {
    const other = report(DATA, ['BenchmarkSort'], { headSha: 'c'.repeat(40) });
    assert.throws(
      () =>
        mergeReports([
          { name: 'a', report: a },
          { name: 'late', report: other },
        ]),
      /shards a and late measured different head commits/,
    );
    const bh = report(DATA, ['BenchmarkSort'], { settings: { ...DEFAULT_STATS_SETTINGS, correction: 'bh' } });
    assert.throws(
      () =>
        mergeReports([
          { name: 'a', report: a },
          { name: 'bh', report: bh },
        ]),
      /shards a and bh used different settings \(correction holm vs bh\)/,
    );
    assert.throws(() => mergeReports([]), /no shard reports/);
  });
});

describe('shard names and the reports glob', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-glob-'));
  after(() => rmSync(tmp, { recursive: true, force: true }));

  test('a shard is named after its artifact folder, else its file', () => {
    assert.deepEqual(shardNames(['dl/bench-linux/report.json', 'dl/bench-arm/report.json', 'x/go.json']), ['bench-linux', 'bench-arm', 'go']);
    assert.deepEqual(shardNames(['a/s/report.json', 'b/s/report.json']), ['a/s/report.json', 'b/s/report.json'], 'colliding names keep their paths');
  });

  test('*, ? and ** match files only, sorted, without following symlinks', () => {
    for (const f of ['shards/one/report.json', 'shards/two/report.json', 'shards/two/raw.txt', 'shards/deep/x/report.json', 'other/report.json']) {
      mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      writeFileSync(path.join(tmp, f), '{}');
    }
    symlinkSync(path.join(tmp, 'other'), path.join(tmp, 'shards', 'link'));
    const rel = (files: string[]) => files.map((f) => path.relative(tmp, f));
    assert.deepEqual(rel(expandPatterns('shards/*/report.json', tmp).files), ['shards/one/report.json', 'shards/two/report.json']);
    assert.deepEqual(rel(expandPatterns('shards/**/report.json', tmp).files), [
      'shards/deep/x/report.json',
      'shards/one/report.json',
      'shards/two/report.json',
    ]);
    assert.deepEqual(rel(expandPatterns('shards/t?o/*.json\n# a comment\n\nother/report.json', tmp).files), ['other/report.json', 'shards/two/report.json']);
    assert.deepEqual(rel(expandPatterns(`${tmp}/shards/one/report.json`, tmp).files), ['shards/one/report.json'], 'an absolute literal path');
    assert.deepEqual(expandPatterns('nowhere/*.json', tmp).files, []);
  });
});
