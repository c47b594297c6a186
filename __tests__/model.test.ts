// The row identity model.ts owns: one key for a row wherever it is matched (the planned family,
// merge's duplicate check, the parsers' duplicate checks), and one label for messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { benchmarkKey, rowLabel, seriesKey, type RowIdentity } from '../src/model.js';

// Names may hold any character a harness prints or a JSON file carries: NUL and separators too.
const name = fc.string({ unit: fc.constantFrom('a', 'b', '\u0000', '/', ' ', '"', '\\', '[', ','), maxLength: 4 });
const row = fc.record({ group: fc.option(name, { nil: undefined }), benchmark: name, metric: name });
const same = (a: RowIdentity, b: RowIdentity) => (a.group ?? '') === (b.group ?? '') && a.benchmark === b.benchmark && a.metric === b.metric;

test('seriesKey: equal exactly for the same group (none = empty), benchmark and metric, whatever characters they hold', () => {
  fc.assert(fc.property(row, row, (a, b) => (seriesKey(a) === seriesKey(b)) === same(a, b)));
  // Joined with a separator these two would collide.
  assert.notEqual(seriesKey({ group: 'a\u0000b', benchmark: 'c', metric: 'm' }), seriesKey({ group: 'a', benchmark: 'b\u0000c', metric: 'm' }));
  assert.equal(seriesKey({ benchmark: 'x', metric: 'time' }), seriesKey({ group: '', benchmark: 'x', metric: 'time' }));
});

test('benchmarkKey ignores the metric; rowLabel names the group when there is one', () => {
  fc.assert(fc.property(row, row, (a, b) => (benchmarkKey(a) === benchmarkKey(b)) === ((a.group ?? '') === (b.group ?? '') && a.benchmark === b.benchmark)));
  assert.equal(rowLabel({ group: 'pkg', benchmark: 'BenchmarkX', metric: 'time' }), 'pkg BenchmarkX (time)');
  assert.equal(rowLabel({ benchmark: 'BenchmarkX', metric: 'time' }), 'BenchmarkX (time)');
});
