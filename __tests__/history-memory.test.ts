// The memory design of `benchgate history` on a store of any size (issue 28 item 5): the store is
// read line by line into compact columns (detect/collected.ts), so no parsed record outlives its
// line, and the analysis takes the columns series by series. Checked by what the garbage collector
// may free, never by timing or by a process's size.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { analyseCollected, analyseHistory } from '../src/history/detect/analyse.js';
import { CollectedRecords } from '../src/history/detect/collected.js';
import type { HistoryRecord } from '../src/history/model.js';
import { readStore, readStoreInto } from '../src/history/store/folder.js';
import { writeLargeStore } from './support/large-store.js';

// A full collection on demand: the flag exposes `gc` to contexts made after it is set.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Lets the current job end (a WeakRef's target is kept alive until it does), then collects. */
async function collectAfterThisJob(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
}

describe('history memory: records are not held', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bg-history-memory-'));
  // 60 commits × 20 series in files of 200 lines: a step at commit 500 is beyond it, the wobble is not.
  writeLargeStore(dir, 60, 20, 200);

  test('no record read from the store outlives its line: the collector keeps columns, not the records', async () => {
    const collected = new CollectedRecords();
    const seen: WeakRef<HistoryRecord>[] = [];
    readStoreInto(dir, {
      push(r: HistoryRecord) {
        seen.push(new WeakRef(r));
        collected.push(r);
      },
    });
    assert.equal(seen.length, 1200);
    assert.equal(collected.count, 1200);
    await collectAfterThisJob();
    const alive = seen.filter((w) => w.deref() !== undefined).length;
    assert.equal(alive, 0, `${alive} of ${seen.length} parsed records are still reachable from the collected columns`);
    // What the columns hold is all the analysis reads: the same report as from the whole records.
    assert.deepEqual(analyseCollected(collected), analyseHistory(readStore(dir).records));
  });

  test('the columns give back every field the analysis reads of a record, the base median (where a step is placed) included', () => {
    const { records } = readStore(dir);
    const odd = { ...records[20], parent: 7, time: null, ratio: Infinity, ratioCI: [1, NaN], rounds: 'ten', base: null, machine: { cpuModel: 3, cores: 2 } };
    const collected = new CollectedRecords();
    for (const r of [records[0], odd as unknown as HistoryRecord]) collected.push(r);
    const [first, second] = collected.take(collected.keys()[0]);
    const read = (r: HistoryRecord) => ({
      commit: r.commit,
      parent: typeof r.parent === 'string' ? r.parent : '',
      time: typeof r.time === 'string' ? r.time : '',
      recordedAt: r.recordedAt,
      unit: r.unit,
      better: r.better,
      ratio: Number.isFinite(r.ratio) ? r.ratio : null,
      ratioCI: Array.isArray(r.ratioCI) && r.ratioCI.every(Number.isFinite) ? r.ratioCI : null,
      head: r.head?.median ?? null,
      base: r.base?.median ?? null,
      rounds: typeof r.rounds === 'number' ? r.rounds : NaN,
      machine: r.machine,
    });
    assert.notEqual(records[0].base.median, null);
    assert.deepEqual(read(first), read(records[0]));
    assert.deepEqual(read(second), { ...read(odd as unknown as HistoryRecord), machine: { cores: 2 } });
  });

  test('the analysis takes each series once: afterwards the collector holds none', () => {
    const collected = new CollectedRecords();
    readStoreInto(dir, collected);
    assert.equal(collected.keys().length, 20);
    const report = analyseCollected(collected);
    assert.equal(report.series.length, 20);
    assert.equal(collected.keys().length, 0);
  });

  test.after(() => rmSync(dir, { recursive: true, force: true }));
});
