// The parsers' fast paths (performance work) must give exactly what the plain code they replace
// gave: splitLines skips the regex without CR, LineReader gives splitLines' lines one at a time,
// SeriesCollector keys by nested maps instead of a JSON key per sample.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineReader, splitLines } from '../src/formats/text.js';
import { SeriesCollector } from '../src/formats/series.js';

test('splitLines gives the same lines with and without CR, as the CRLF regex does', () => {
  const text = fc.array(fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' '), { maxLength: 30 }).map((a) => a.join(''));
  fc.assert(
    fc.property(text, (t) => {
      const lines = t.split(/\r?\n/);
      const terminated = lines.length > 1 && lines[lines.length - 1] === '';
      if (terminated || lines[lines.length - 1] === '') lines.pop();
      assert.deepEqual(splitLines(t), { lines, terminated });
    }),
    { numRuns: 5000 },
  );
});

test('SeriesCollector pools by (group, benchmark, metric) in first-seen order; undefined and null group are one key', () => {
  const c = new SeriesCollector();
  c.add('A', undefined, 'time', 's', 'lower', 1);
  c.add('A', 'pkg', 'time', 's', 'lower', 2);
  c.add('A', undefined, 'allocs', 'allocs', 'lower', 3);
  c.add('A', undefined, 'time', 's', 'lower', 4);
  c.add('A', null as unknown as undefined, 'time', 's', 'lower', 5); // a JS caller's null: the same key as before
  c.add('A\u0000time', undefined, '', 's', 'lower', 6); // names with separators stay distinct
  c.add('A', undefined, '\u0000time', 's', 'lower', 7);
  assert.equal(c.size, 5);
  assert.deepEqual(
    c.series().map((s) => [s.group, s.benchmark, s.metric, s.runs[0].samples]),
    [
      [undefined, 'A', 'time', [1, 4, 5]],
      ['pkg', 'A', 'time', [2]],
      [undefined, 'A', 'allocs', [3]],
      [undefined, 'A\u0000time', '', [6]],
      [undefined, 'A', '\u0000time', [7]],
    ],
  );
  assert.equal('group' in c.series()[0], false);
  // series() is a copy: the caller cannot disturb the collector.
  c.series().pop();
  assert.equal(c.series().length, 5);
});

test('LineReader yields exactly the lines of splitLines, then undefined', () => {
  const text = fc.array(fc.constantFrom('a', 'b', '\n', '\r', '\r\n', ' ', ''), { maxLength: 30 }).map((a) => a.join(''));
  fc.assert(
    fc.property(text, (t) => {
      const reader = new LineReader(t);
      const read: string[] = [];
      for (let line = reader.next(); line !== undefined; line = reader.next()) read.push(line);
      assert.deepEqual(read, splitLines(t).lines);
      assert.equal(reader.next(), undefined);
    }),
    { numRuns: 5000 },
  );
});
