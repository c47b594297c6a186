// Stores of any size (issue 28 item 5): the history JSON is written in pieces, the same bytes as
// JSON.stringify(report, null, 2), so a store whose JSON outgrows one JavaScript string (~512 MiB)
// is written whole; the folder store is read line by line with its repeated strings shared. The
// 2-million-record measurement is bench/history-store.ts; here a store written straight as store
// lines, large enough that every container is walked in pieces, read back by the bundled CLI.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tempDir } from './runner-fixtures.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { writeLargeStore } from './support/large-store.js';
import { jsonChunks } from '../src/report/json-chunks.js';
import { readStore } from '../src/history/store/folder.js';
import { beyondBound } from '../src/cli/history.js';
import type { HistoryReport } from '../src/history/model.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
let cli = '';
before(async () => {
  const d = tempDir('bg-large-store-cli-');
  made.push(d);
  cli = path.join(d, 'cli.mjs');
  await bundleCli(cli);
});

describe('jsonChunks', () => {
  it("joins to JSON.stringify(value, null, 2)'s very bytes, for big and small containers, undefined members and items, toJSON, non-finite numbers and empty containers", () => {
    const big = Array.from({ length: 700 }, (_, i) => ({
      i,
      name: `s${i}\n"q"`,
      skip: undefined,
      f: () => 1,
      nan: i % 7 ? i / 3 : Number.NaN,
      nested: { list: Array.from({ length: i % 90 }, (_, k) => [k, -k, Infinity]), empty: [], none: {} },
      when: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
      item: i % 50 === 0 ? undefined : i % 3 ? null : 'x',
    }));
    const values: unknown[] = [
      { version: 1, series: big, tail: { points: big.slice(0, 70) } },
      [undefined, ...big, () => 0],
      big.slice(0, 3),
      { toJSON: () => ({ replaced: Array.from({ length: 100 }, (_, i) => i) }) },
      [],
      {},
      'text',
      42,
      null,
    ];
    for (const value of values) assert.equal([...jsonChunks(value)].join(''), JSON.stringify(value, null, 2));
  });
});

describe('benchgate history on a large store', () => {
  it('writes the whole history JSON of 240 series × 400 commits (96,000 records in 20 files): parsed back, every series and point is there', async () => {
    const dir = tempDir('bg-large-store-');
    made.push(dir);
    const store = writeLargeStore(path.join(dir, 'store'), 400, 240);
    assert.deepEqual(store, { records: 96_000, files: 20, series: 240 });
    const json = path.join(dir, 'history.json');
    const res = await runBundledCli(cli, ['history', '--store', path.join(dir, 'store'), '--json', json], dir);
    assert.equal(res.code, 0, res.stderr);
    const text = readFileSync(json, 'utf8');
    assert.ok(text.endsWith('}\n'));
    const report = JSON.parse(text) as HistoryReport;
    assert.equal(report.series.length, 240);
    assert.deepEqual(new Set(report.series.map((s) => s.points.length)), new Set([400]));
    // The step every tenth series takes at commit 500 is past this store's end: the wobble is flat.
    assert.equal(report.series.find((s) => s.benchmark === 'BenchmarkSeries7')!.points[399].commit, (400).toString(16).padStart(40, '0'));
    // Written as JSON.stringify would have written it, byte for byte.
    assert.equal(text, `${JSON.stringify(report, null, 2)}\n`);
  });

  it('reads a store file of any length line by line: the 40 files of a full store merged by hand into one (200,000 lines), a torn line inside still skipped with its line number', () => {
    const dir = tempDir('bg-large-store-');
    made.push(dir);
    writeLargeStore(path.join(dir, 'parts'), 1000, 200);
    const merged = Array.from({ length: 40 }, (_, i) => readFileSync(path.join(dir, 'parts', `history-${String(i + 1).padStart(6, '0')}.jsonl`), 'utf8')).join(
      '',
    );
    const lines = merged.split('\n');
    lines.splice(30_000, 0, '{"v":1,"commit":"torn');
    writeFileSync(path.join(dir, 'history-000001.jsonl'), lines.join('\n'));
    const { records, warnings } = readStore(dir);
    assert.equal(records.length, 200_000);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0].message, /history-000001\.jsonl:30001: skipped a line that is not JSON \(21 characters\) between records/);
    // One machine object for the store's 200,000 records, not one per line.
    assert.equal(records[0].machine, records[200_000 - 1].machine);
  });

  it('says the limit that remains, with what to do, for a store well past its bound (and nothing for one at it)', () => {
    assert.equal(beyondBound(200_000), undefined);
    assert.equal(beyondBound(240_000), undefined, 'one commit over the bound is no warning');
    assert.equal(
      beyondBound(2_000_000),
      "the store holds 2,000,000 records, 10.0× its bound of 200,000 (40 files × 5,000): history keeps every record's figures in memory, about 0.9 GB at its peak for this store " +
        "(0.45 GB a million records), and its analysis takes 10× a full store's time or more (a full store's: about 4 s of CPU); to keep it within the bound, move the oldest history-*.jsonl files out of the store",
    );
  });
});
