// The parsers' fast paths (performance work) must give exactly what the plain code they replace
// gave: splitLines skips the regex without CR, LineReader gives splitLines' lines one at a time,
// SeriesCollector keys by nested maps instead of a JSON key per sample.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineReader, splitLines } from '../src/formats/text.js';
import { SeriesCollector } from '../src/formats/series.js';
import { go } from '../src/formats/go/go.js';

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

test('Go result lines split at any white space as trim().split(/\\s+/) does (Unicode spaces too), read in place', () => {
  // Every character \s matches, and near misses it does not (NEL, zero-width space, a control).
  const space = fc.constantFrom(' ', '\t', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u200a', '\u202f', '\u205f', '\u3000', '\ufeff');
  const gap = fc.array(space, { minLength: 1, maxLength: 3 }).map((a) => a.join(''));
  const nonSpace = fc.constantFrom('\u0085', '\u200b', '\u001c');
  const line = fc.tuple(fc.option(nonSpace, { nil: '' }), fc.array(gap, { minLength: 7, maxLength: 7 }), fc.array(fc.nat(999), { minLength: 4, maxLength: 4 }));
  fc.assert(
    fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => {
      const text = (sep: (k: number, gaps: string[]) => string) =>
        lines
          .map(([odd, gaps, [n, t, b, a]], i) =>
            [`BenchmarkX${i % 2}${odd}-8`, String(n + 1), String(t), 'ns/op', String(b), 'B/op', String(a), 'allocs/op']
              .map((f, k) => (k === 0 ? f : sep(k, gaps) + f))
              .join(''),
          )
          .join('\n') + '\n';
      const spaced = go.parse({ kind: 'text', file: 'x', text: text((k, gaps) => gaps[k - 1]) });
      const plain = go.parse({ kind: 'text', file: 'x', text: text(() => ' ') });
      assert.deepEqual(spaced.series, plain.series);
    }),
    { numRuns: 1000 },
  );
});

test('Go values read in place are the doubles Number() gives, up to 15 digits and beyond', () => {
  // Plain decimals as Go prints them (leading zeros, long fractions, more digits than a double
  // holds exactly), and the near misses that take parseNumber's path.
  const digits = (min: number, max: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
  const decimal = fc.oneof(
    digits(1, 20),
    fc.tuple(digits(1, 12), digits(1, 12)).map(([i, f]) => `${i}.${f}`),
    fc.constantFrom('1.', '.5', '1e3', '1,234', '+7', 'NaN', '1.2.3'),
  );
  fc.assert(
    fc.property(fc.array(decimal, { minLength: 1, maxLength: 6 }), (values) => {
      const text = values.map((v, i) => `BenchmarkV${i}-8 \t 100 \t ${v} ns/op\n`).join('');
      let parsed;
      try {
        parsed = go.parse({ kind: 'text', file: 'x', text });
      } catch {
        return; // every line skipped as not a number: nothing to compare
      }
      for (const s of parsed.series) {
        const v = values[Number(s.benchmark.slice('BenchmarkV'.length, -2))];
        if (/^\d+(\.\d+)?$/.test(v)) assert.equal(s.runs[0].samples[0], Number(v) * 1e-9, v);
      }
    }),
    { numRuns: 3000 },
  );
});
