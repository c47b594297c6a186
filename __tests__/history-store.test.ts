// The history's records and its store (issue 23): a report → one line per (benchmark, metric);
// the JSON-lines files — torn lines skipped with a warning, unknown versions refused with the
// file and line, the size bound — and the folder store.
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { comparison, report } from './report-fixtures.js';
import { tempDir } from './runner-fixtures.js';
import { historyRecords, type CommitFacts } from '../src/history/store/record.js';
import { HISTORY_RECORD_VERSION, type HistoryRecord } from '../src/history/model.js';
import { appendToStore, readStore } from '../src/history/store/folder.js';
import { encodeRecord, planAppend, readStoreText, StoreError } from '../src/history/store/lines.js';
import { parseBranchName, SettingsError } from '../src/settings.js';
import { PACKAGE_VERSION } from '../src/version.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const dir = () => {
  const d = tempDir('bg-store-');
  made.push(d);
  return d;
};

const FACTS: CommitFacts = {
  commit: 'c'.repeat(40),
  parent: 'p'.repeat(40),
  time: '2026-01-02T03:04:05+00:00',
  recordedAt: '2026-01-02T03:10:00.000Z',
  repository: 'octo/widgets',
  benchgate: '0.1.0',
};

/** A run's report: a paired regression, an unchanged count with a derived metric, an added and a removed row. */
function runReport() {
  const paired = { pairs: 10, p: 0.002, ratio: 1.12, ratioCI: [1.1, 1.14] as [number, number], worseRounds: 10, shift: null, constant: false };
  return report(
    [
      comparison('Parse', 'regression', { test: 'paired', ratio: 1.12, ratioCI: [1.1, 1.14], paired, group: 'parser' }),
      comparison('Parse', 'unchanged', {
        metric: 'throughput',
        unit: 'B/s',
        better: 'higher',
        derived: [{ metric: 'MB/s', unit: 'B/s', better: 'higher', base: 1, head: 1 }],
      }),
      comparison('New', 'added'),
      comparison('Gone', 'removed'),
    ],
    {
      machine: {
        base: { cpuModel: 'Base CPU', cores: 4 },
        head: { cpuModel: 'AMD EPYC 7763', cores: 4, kernel: '6.8.0', memoryBytes: 1 << 30, loadavg: [0.5] },
      },
      run: { base: { sha: FACTS.parent }, head: { sha: FACTS.commit }, rounds: 10, warmup: 1, format: 'go', failedRuns: [] },
    },
  );
}

function record(over: Partial<HistoryRecord> = {}): HistoryRecord {
  return historyRecords(runReport(), FACTS)
    .slice(0, 1)
    .map((r) => ({ ...r, ...over }))[0];
}

describe('historyRecords: a report → one record per row measured on both sides', () => {
  it('keeps the rows of both sides, in order, with the commit facts, the deciding ratio and the head machine', () => {
    const records = historyRecords(runReport(), FACTS);
    assert.deepEqual(
      records.map((r) => [r.benchmark, r.metric, r.verdict]),
      [
        ['Parse', 'time', 'regression'],
        ['Parse', 'throughput', 'unchanged'],
      ],
    );
    const [r] = records;
    assert.deepEqual(r, {
      v: HISTORY_RECORD_VERSION,
      commit: FACTS.commit,
      parent: FACTS.parent,
      time: FACTS.time,
      recordedAt: FACTS.recordedAt,
      repository: 'octo/widgets',
      benchmark: 'Parse',
      group: 'parser',
      metric: 'time',
      unit: 's',
      better: 'lower',
      test: 'paired',
      ratio: 1.12,
      ratioCI: [1.1, 1.14],
      base: { median: 3.07e-6, ci: [3.07e-6 * 0.97, 3.07e-6 * 1.03] },
      head: { median: 3.07e-6 * 1.19, ci: [3.07e-6 * 1.19 * 0.97, 3.07e-6 * 1.19 * 1.03] },
      rounds: 10,
      verdict: 'regression',
      machine: { cpuModel: 'AMD EPYC 7763', cores: 4, kernel: '6.8.0' },
      benchgate: '0.1.0',
    });
    // The derived metric is shown with its row, never a record of its own.
    assert.ok(!records.some((x) => x.metric === 'MB/s'));
  });

  it('a line is the record as JSON, version first, readable back as it was', () => {
    const r = record();
    const line = encodeRecord(r);
    assert.match(line, /^\{"v":1,"commit":"c{40}","parent":"p{40}",/);
    assert.deepEqual(readStoreText('f', line + '\n'), { records: [r], warnings: [] });
  });
});

describe('store lines: torn lines, versions, bad records', () => {
  it('skips a torn last line (a crash mid-append) with a warning naming the file and line; the records before it stay', () => {
    const a = encodeRecord(record());
    const b = encodeRecord(record({ benchmark: 'Other' }));
    const text = `${a}\n${b}\n${b.slice(0, 57)}`;
    const { records, warnings } = readStoreText('store/history-000001.jsonl', text);
    assert.deepEqual(
      records.map((r) => r.benchmark),
      ['Parse', 'Other'],
    );
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0].code, 'torn-line');
    assert.match(
      warnings[0].message,
      /^store\/history-000001\.jsonl:3: skipped the last line, not a whole record \(57 characters, no newline at the end\): an append was cut off/,
    );
  });

  it('a line that is not JSON between records is skipped as a corrupt line, not described as a crash mid-append', () => {
    const a = encodeRecord(record());
    const { records, warnings } = readStoreText('s/history-000002.jsonl', `${a}\n{"v":1,oops}\n${a}\n`);
    assert.equal(records.length, 2);
    assert.deepEqual(
      warnings.map((w) => w.code),
      ['torn-line'],
    );
    assert.match(
      warnings[0].message,
      /^s\/history-000002\.jsonl:2: skipped a line that is not JSON \(12 characters\) between records: the file was edited or merged by hand/,
    );
    assert.doesNotMatch(warnings[0].message, /crash/);
  });

  it('a number beyond a double (1e400 parses as Infinity) is refused as such, naming the file, line and field, never as "got null"', () => {
    const line = (field: string, value: string) => encodeRecord(record()).replace(new RegExp(`"${field}":[^,]+,`), `"${field}":${value},`);
    for (const [field, value] of [
      ['ratio', '1e400'],
      ['ratio', '-1e400'],
    ]) {
      assert.throws(
        () => readStoreText('s/history-000001.jsonl', `${encodeRecord(record())}\n${line(field, value)}\n`),
        (e: unknown) =>
          e instanceof StoreError &&
          new RegExp(
            `^s/history-000001\\.jsonl:2: not a benchgate history record: ${field} must be a number or null; got -?Infinity \\(beyond a double's range, e\\.g\\. 1e400\\)$`,
          ).test(e.message),
        `${field} ${value}`,
      );
    }
    const median = encodeRecord(record()).replace(/"head":\{"median":[^,]+,/, '"head":{"median":1e400,');
    assert.throws(
      () => readStoreText('f', median + '\n'),
      /f:1: not a benchgate history record: head must be .*; got \{"median":Infinity \(beyond a double's range/,
    );
  });

  it('a ratio of 0 or below (benchgate writes one when a count falls to 0: the additive scale) is read with a warning naming the file and line, and is no step of the chain', () => {
    const zero = record({ ratio: 0, ratioCI: [0, 0] });
    const negative = record({ ratio: -1, ratioCI: null });
    const { records, warnings } = readStoreText('s/history-000001.jsonl', `${encodeRecord(record())}\n${encodeRecord(zero)}\n${encodeRecord(negative)}\n`);
    assert.equal(records.length, 3);
    assert.deepEqual(
      warnings.map((w) => [w.code, w.message.split(': ')[0]]),
      [
        ['additive', 's/history-000001.jsonl:2'],
        ['additive', 's/history-000001.jsonl:3'],
      ],
    );
    assert.match(warnings[1].message, /ratio -1 \(Parse, time\) has no logarithm: that commit's step in this series is unknown, as if it was not recorded/);
  });

  it('refuses a record of an unknown version, saying which file and line and what to do', () => {
    const text = `${encodeRecord(record())}\n${encodeRecord(record()).replace('"v":1', '"v":2')}\n`;
    assert.throws(
      () => readStoreText('s/history-000003.jsonl', text),
      (e: unknown) =>
        e instanceof StoreError &&
        /^s\/history-000003\.jsonl:2: a history record of version 2; this benchgate reads version 1 only: upgrade benchgate/.test(e.message),
    );
    assert.throws(() => readStoreText('f', '{"commit":"x"}\n'), /f:1: not a benchgate history record \(no version "v"\)/);
    assert.throws(() => readStoreText('f', '[1,2]\n'), /f:1: not a benchgate history record \(a JSON array/);
  });

  it('refuses a version-1 line with a field of the wrong type, naming the field', () => {
    const cases: Array<[Partial<Record<keyof HistoryRecord, unknown>>, RegExp]> = [
      [{ ratio: 'fast' }, /f:1: not a benchgate history record: ratio must be a number or null; got "fast"/],
      [{ ratioCI: [1] }, /ratioCI must be \[low, high\] or null/],
      [{ verdict: 'great' }, /verdict must be one of regression, improvement/],
      [{ commit: 7 }, /commit must be a string/],
      [{ head: { median: 1 } }, /head must be \{ "median"/],
      [{ machine: null }, /machine must be/],
    ];
    for (const [over, message] of cases) {
      assert.throws(() => readStoreText('f', JSON.stringify({ ...record(), ...over }) + '\n'), message, JSON.stringify(over));
    }
  });
});

describe('store bound: rotation by records per file, the oldest files dropped', () => {
  const batch = (commit: string, n: number): HistoryRecord[] =>
    Array.from({ length: n }, (_, i) => record({ commit: commit.padEnd(40, '0'), benchmark: `B${i}` }));

  it('appends to the newest file while it has room, a commit never split; then starts a new file and drops the oldest beyond the bound', () => {
    const limits = { recordsPerFile: 4, maxFiles: 2 };
    const text = (records: HistoryRecord[]) => records.map(encodeRecord).join('\n') + '\n';
    const one = [{ name: 'history-000001.jsonl', text: text(batch('a', 3)) }];
    // 3 lines < 4: the next commit's 3 go to the same file (now 6: a commit is never split).
    assert.deepEqual(planAppend(one, batch('b', 3), limits), { file: 'history-000001.jsonl', text: text(batch('b', 3)), created: false, remove: [] });
    const full = [{ name: 'history-000001.jsonl', text: text([...batch('a', 3), ...batch('b', 3)]) }];
    assert.deepEqual(planAppend(full, batch('c', 1), limits), { file: 'history-000002.jsonl', text: text(batch('c', 1)), created: true, remove: [] });
    const two = [...full, { name: 'history-000002.jsonl', text: text(batch('c', 4)) }];
    // A third file goes beyond maxFiles 2: the oldest goes.
    assert.deepEqual(planAppend(two, batch('d', 1), limits).remove, ['history-000001.jsonl']);
    assert.equal(planAppend(two, batch('d', 1), limits).file, 'history-000003.jsonl');
  });

  it('the folder store keeps its bound on disk and reads the files in order', () => {
    const d = dir();
    const limits = { recordsPerFile: 2, maxFiles: 3 };
    for (const c of ['1', '2', '3', '4', '5']) appendToStore(d, batch(c, 2), limits);
    assert.deepEqual(readdirSync(d).sort(), ['history-000003.jsonl', 'history-000004.jsonl', 'history-000005.jsonl']);
    const { records } = readStore(d);
    assert.deepEqual([...new Set(records.map((r) => r.commit[0]))], ['3', '4', '5']);
    // Files numbered past 9 sort by number, not by name.
    for (const c of ['6', '7', '8', '9', 'a', 'b']) appendToStore(d, batch(c, 2), limits);
    assert.deepEqual([...new Set(readStore(d).records.map((r) => r.commit[0]))], ['9', 'a', 'b']);
    assert.deepEqual(readdirSync(d).sort(), ['history-000009.jsonl', 'history-000010.jsonl', 'history-000011.jsonl']);
  });
});

describe('the folder store', () => {
  it('a store that does not exist is empty; the first append makes it; a file of jq-readable lines', () => {
    const d = path.join(dir(), 'nested', 'store');
    assert.deepEqual(readStore(d), { records: [], warnings: [] });
    const records = historyRecords(runReport(), FACTS);
    const result = appendToStore(d, records);
    assert.deepEqual(result, { appended: 2, file: path.join(d, 'history-000001.jsonl'), removed: [] });
    const lines = readFileSync(path.join(d, 'history-000001.jsonl'), 'utf8').split('\n');
    assert.equal(lines.length, 3);
    assert.equal(lines[2], '');
    assert.deepEqual(JSON.parse(lines[1]), records[1]);
    assert.deepEqual(readStore(d), { records, warnings: [] });
  });

  it('does not record a commit twice against the same parent (a re-run); against another base it does', () => {
    const d = dir();
    const records = historyRecords(runReport(), FACTS);
    appendToStore(d, records);
    assert.deepEqual(appendToStore(d, records), { appended: 0, duplicateOf: path.join(d, 'history-000001.jsonl') });
    const otherBase = records.map((r) => ({ ...r, parent: 'e'.repeat(40) }));
    assert.equal(appendToStore(d, otherBase).appended, 2);
    assert.equal(readStore(d).records.length, 4);
  });

  it('after a crash mid-append, the torn line is skipped with a warning and the next append loses nothing', () => {
    const d = dir();
    const file = path.join(d, 'history-000001.jsonl');
    const first = historyRecords(runReport(), FACTS);
    appendToStore(d, first);
    // What a process killed mid-write leaves: part of a line, no newline.
    appendFileSync(file, encodeRecord(record({ commit: 'd'.repeat(40) })).slice(0, 100));
    const second = historyRecords(runReport(), { ...FACTS, commit: 'e'.repeat(40), parent: FACTS.commit });
    appendToStore(d, second);
    const { records, warnings } = readStore(d);
    assert.deepEqual(records, [...first, ...second]);
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0].message,
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:3: skipped a line that is not JSON \\(100 characters\\) between records: .* or an append was cut off before later ones`,
      ),
    );
  });

  it('refuses to append to a store holding a record of an unknown version, and names the file and line', () => {
    const d = dir();
    writeFileSync(path.join(d, 'history-000001.jsonl'), encodeRecord(record()).replace('"v":1', '"v":9') + '\n');
    assert.throws(() => appendToStore(d, [record({ commit: 'f'.repeat(40) })]), new RegExp(`history-000001\\.jsonl:1: a history record of version 9`));
    assert.throws(() => readStore(d), /version 9/);
  });

  it("leaves files that are not the store's alone (a dashboard beside it), and a path that is a file is an error", () => {
    const d = dir();
    writeFileSync(path.join(d, 'index.html'), '<html></html>');
    mkdirSync(path.join(d, 'assets'));
    appendToStore(d, historyRecords(runReport(), FACTS));
    assert.equal(readStore(d).records.length, 2);
    assert.deepEqual(readdirSync(d).sort(), ['assets', 'history-000001.jsonl', 'index.html']);
    assert.throws(() => readStore(path.join(d, 'index.html')), /the history store .*index\.html is not a folder/);
  });
});

describe('settings of record', () => {
  it('the data branch must be a branch name git accepts', () => {
    assert.equal(parseBranchName(undefined, 'data-branch', 'benchgate-data'), 'benchgate-data');
    assert.equal(parseBranchName(' perf/history ', 'data-branch', 'x'), 'perf/history');
    for (const bad of ['-x', 'a..b', 'a b', 'x.lock', '.hidden', 'a/', 'a:b', 'a~1', 'a^', 'x@{1}', 'a\\b', '@', 'a//b']) {
      assert.throws(
        () => parseBranchName(bad, 'data-branch', 'x'),
        (e: unknown) => e instanceof SettingsError && /data-branch must be a git branch name/.test(e.message),
        bad,
      );
    }
  });

  it("benchgate's version in the records is package.json's", () => {
    assert.equal(PACKAGE_VERSION, (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
  });
});
