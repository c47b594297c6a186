// The job summary of the action (in-process, through its I/O port) fits GitHub's per-step limit, 1 MiB counted in UTF-8
// bytes: a merge of a shard report with 6,000 CJK-named benchmarks (three bytes a character; the
// old cap of 900,000 characters let such a summary reach 1.3 MB and the upload fail) keeps every
// regression and says where it cut.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_STATS_SETTINGS, VERDICTS } from '../src/model.js';
import { GITHUB_SUMMARY_LIMIT_BYTES } from '../src/report/markdown.js';
import { tempDir } from './runner-fixtures.js';
import { runActionInProcess, runMergeOffline } from './support/run-action.js';

const REGRESSIONS = 60;
const UNCHANGED = 6000;
const name = (i: number, kind: string) => `解析器/大型文档/流式处理性能基准测试/数据集编号${i}/${kind}`;

/** One row as `benchgate run --json` writes it (merge decides the verdicts again from p and the CI). */
function row(benchmark: string, slower: boolean) {
  const ratio = slower ? 1.3 : 1.001;
  const side = (median: number) => ({ n: 30, kept: 30, median, ci: [median * 0.98, median * 1.02] });
  return {
    benchmark,
    metric: 'time',
    unit: 's',
    better: 'lower',
    base: side(1e-6),
    head: side(1e-6 * ratio),
    ratio,
    ratioCI: slower ? [1.25, 1.35] : [0.98, 1.02],
    deltaPct: 100 * (ratio - 1),
    p: slower ? 1e-12 : 0.6,
    pAdjusted: slower ? 1e-10 : 1,
    verdict: slower ? 'regression' : 'unchanged',
    gated: true,
    warnings: [],
  };
}

describe('the job summary of the action: 1 MiB of UTF-8 bytes', () => {
  let dir: string;
  before(() => {
    dir = tempDir('bg-summary-');
    const comparisons = [
      ...Array.from({ length: UNCHANGED / 2 }, (_, i) => row(name(i, '未变化'), false)),
      ...Array.from({ length: REGRESSIONS }, (_, i) => row(name(i, '回归'), true)),
      ...Array.from({ length: UNCHANGED / 2 }, (_, i) => row(name(UNCHANGED / 2 + i, '未变化'), false)),
    ];
    const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
    const report = {
      version: 1,
      settings: DEFAULT_STATS_SETTINGS,
      machine: { base: { cpuModel: 'AMD EPYC 7763 64-Core Processor' }, head: { cpuModel: 'AMD EPYC 7763 64-Core Processor' } },
      comparisons,
      summary: { ...summary, geomean: null },
      verdict: 'fail',
      warnings: [],
      run: { base: { sha: 'a'.repeat(40) }, head: { sha: 'b'.repeat(40) }, rounds: 10, warmup: 1, format: 'go', failedRuns: [] },
    };
    mkdirSync(path.join(dir, 'shards', 'cjk'), { recursive: true });
    writeFileSync(path.join(dir, 'shards', 'cjk', 'report.json'), JSON.stringify(report));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('mode: merge writes a summary within the limit, with every regression in it', { timeout: 120_000 }, async () => {
    const r = await runMergeOffline(dir, {}, runActionInProcess);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const bytes = Buffer.byteLength(r.summary, 'utf8');
    assert.ok(bytes <= GITHUB_SUMMARY_LIMIT_BYTES, `the job summary is ${bytes} bytes`);
    assert.ok(bytes > 0.9 * GITHUB_SUMMARY_LIMIT_BYTES, `${bytes} bytes: the summary uses the room it has`);
    const text = r.summary.replace(/<wbr>/g, '');
    for (let i = 0; i < REGRESSIONS; i++) assert.ok(text.includes(`<code>${name(i, '回归')}</code>`), `regression ${i} is in the summary`);
    assert.match(text, /^### ❌ benchgate: 60 regressions, 6000 unchanged/m);
    assert.match(text, /_… \d+ more rows not shown to stay within GitHub's size limit; the full report is in `[^`]+report\.json`\._/);
  });
});
