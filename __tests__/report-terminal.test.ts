import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDelta, formatMedian, formatP, formatRatioCI, formatSpread, formatValue } from '../src/report/format-units.js';
import fc from 'fast-check';
import { displayWidth } from '../src/report/display-name.js';
import { safeLogText } from '../src/report/escape.js';
import { renderTerminal, shouldUseColor } from '../src/report/terminal.js';
import { comparison, report, side } from './report-fixtures.js';

describe('display units', () => {
  it('scales base units to a readable prefix with 3 significant digits', () => {
    assert.equal(formatValue(3.0712e-6, 's'), '3.07 µs');
    assert.equal(formatValue(12.5e-9, 's'), '12.5 ns');
    assert.equal(formatValue(1.5, 's'), '1.5 s');
    assert.equal(formatValue(0.999999, 's'), '1 s');
    assert.equal(formatValue(250e-3, 's'), '250 ms');
    assert.equal(formatValue(1229, 'B'), '1.2 KiB');
    assert.equal(formatValue(512, 'B'), '512 B');
    assert.equal(formatValue(0, 'B'), '0 B');
    assert.equal(formatValue(45.6e6, 'B/s'), '45.6 MB/s');
    assert.equal(formatValue(1.234e6, 'ops/s'), '1.23 M ops/s');
    assert.equal(formatValue(12, 'allocs'), '12 allocs');
    assert.equal(formatValue(-2e-3, 's'), '−2 ms');
    assert.equal(formatValue(null, 's'), '—');
  });

  it('shows the CI as ± percent of the median, — without one', () => {
    assert.equal(formatSpread(100, [97, 103]), '± 3%');
    assert.equal(formatSpread(100, [99.6, 100.2]), '± 0.4%');
    assert.equal(formatSpread(100, [50, 130]), '± 50%');
    assert.equal(formatSpread(100, null), '± —');
    assert.equal(formatSpread(0, [-1, 1]), '± —');
    assert.equal(formatMedian(3.07e-6, [2.98e-6, 3.16e-6], 's'), '3.07 µs ± 2.9%');
  });

  it('formats deltas, CIs and p-values', () => {
    assert.equal(formatDelta(19.04), '+19.0%');
    assert.equal(formatDelta(-12.3), '−12.3%');
    assert.equal(formatDelta(0), '±0.0%');
    assert.equal(formatRatioCI([1.162, 1.219]), '(+16.2 … +21.9)');
    assert.equal(formatP(0.0321), '0.032');
    assert.equal(formatP(1.08e-5), '1.1e-5');
    assert.equal(formatP(1), '1');
    assert.equal(formatP(null), '—');
  });
});

describe('terminal report', () => {
  const r = report([
    comparison('BenchmarkSlower-2', 'regression'),
    comparison('BenchmarkSame-2', 'unchanged'),
    comparison('BenchmarkFew-2', 'insufficient', { roundsNeeded: 7 }),
    comparison('BenchmarkAlloc-2', 'improvement', {
      metric: 'alloc-bytes',
      unit: 'B',
      base: side({ n: 10, kept: 10, median: 2048, ci: [2048, 2048] }),
      head: side({ n: 10, kept: 10, median: 1024, ci: [1024, 1024] }),
      ratio: 0.5,
      deltaPct: -50,
    }),
    comparison('Bench\x1b[31mEvil\nName', 'unchanged'),
  ]);
  const out = renderTerminal(r);
  const lines = out.split('\n');

  it('prints the tool context, one aligned block per metric, and a verdict line', () => {
    assert.match(out, /^cpu: Intel\(R\) Xeon\(R\) CPU @ 2\.20GHz\ngoos: linux\n/);
    assert.ok(lines.includes('time (sec/op, lower is better)'));
    assert.ok(lines.includes('alloc-bytes (B/op, lower is better)'));
    const slower = lines.find((l) => l.startsWith('BenchmarkSlower-2'))!;
    // Verdict and Δ (with its CI) right after the name, as in the PR comment.
    assert.match(slower, /^BenchmarkSlower-2\s+REGRESSION\s+\+19\.0% \(\+16\.2 … \+21\.9\)\s+3\.07 µs ± 3%\s+3\.65 µs ± 3%\s+p=6\.5e-5\s+n=10\+9 runs$/);
    const same = lines.find((l) => l.startsWith('BenchmarkSame-2'))!;
    assert.match(same, /^BenchmarkSame-2\s+within ±5%\s+~\s+3\.07 µs ± 3%\s+3\.08 µs ± 3%\s+p=1\s+n=10\+9 runs$/);
    // Compared from result files (no rounds): the advice is more runs a side, or `benchgate run`.
    assert.match(out, /BenchmarkFew-2 +insufficient: needs ≥ 7 runs \(result files\) a side, or benchgate run/);
    const fromRun = renderTerminal({ ...r, run: { base: {}, head: {}, rounds: 3, warmup: 0, format: 'go', failedRuns: [] } });
    assert.match(fromRun, /BenchmarkFew-2 +insufficient: needs ≥ 7 rounds/);
    assert.match(out, /BenchmarkAlloc-2\s+improvement\s+−50\.0% \(.*\)\s+2 KiB ± 0%\s+1 KiB ± 0%/);
    // Columns line up: every row's base column ends at the same place as the header's.
    const header = lines[lines.indexOf('time (sec/op, lower is better)') + 1];
    const baseEnd = [...header.slice(0, header.search(/base +head/) + 'base'.length)].length;
    assert.equal([...slower].slice(0, baseEnd).join('').trimEnd().endsWith('± 3%'), true);
    assert.match(
      lines[lines.length - 2],
      /^FAIL: 1 significant regression on gated metrics \(time, rate\) · 1 regression, 1 improvement, 2 unchanged, 1 insufficient · geomean/,
    );
  });

  it('never writes control characters from a name', () => {
    assert.doesNotMatch(out, /\x1b/);
    assert.match(out, /Bench\\x1b\[31mEvil\\nName/);
  });

  it('never starts a line with a workflow command, whatever the names, metrics and tool context', () => {
    const hostile = report(
      [
        comparison('::error title=x::y', 'regression'),
        comparison('  ::stop-commands::tok', 'unchanged'),
        comparison('a\n::error::injected', 'unchanged'),
        comparison('x ##[error]legacy', 'unchanged'),
        comparison('B', 'unchanged', { metric: '::warning::metric' }),
      ],
      { machine: { base: { tool: { '::add-mask::key': 'v', cpu: 'x\n::error::cpu' } }, head: { tool: {} } } },
    );
    for (const color of [false, true]) {
      const text = renderTerminal(hostile, { color });
      for (const line of text.split(/\r\n|\r|\n/)) {
        assert.doesNotMatch(line.replace(/\x1b\[[0-9;]*m/g, ''), /^\s*::/, line);
        assert.doesNotMatch(line, /##\[/, line);
      }
      // The name still reads as it is (a zero-width space between the colons).
      assert.match(text.replace(/\x1b\[[0-9;]*m/g, ''), /^:\u200b:error title=x::y +REGRESSION/m);
    }
  });

  it('prints the same warning on 50 rows once, naming them, and a hostile name stays inert', () => {
    const same = { code: 'no-ci', message: 'too few units for a 95% confidence interval of the change.' };
    const rows = Array.from({ length: 50 }, (_, i) => comparison(i === 0 ? '::error::x\nBench' : `Bench${i}`, 'unchanged', { warnings: [same] }));
    const text = renderTerminal(report(rows));
    const lines = text.split('\n').filter((l) => l.includes(same.message));
    assert.equal(lines.length, 1, text);
    assert.match(lines[0], /^warning: .*Bench1, Bench2, Bench3, Bench4 and 45 more \(time\): too few units/);
    assert.doesNotMatch(lines[0], /^\s*::|\n/);
  });

  it('lines up CJK names by the columns a terminal draws (two a character)', () => {
    assert.equal(displayWidth('解析器/大型'), 11);
    assert.equal(displayWidth('3.07 µs ± 3%'), 12);
    assert.equal(displayWidth('a\u200bb'), 2);
    const text = renderTerminal(report([comparison('解析器/大型文档', 'regression'), comparison('BenchmarkAscii', 'regression')]));
    const rows = text.split('\n').filter((l) => /REGRESSION/.test(l));
    assert.equal(rows.length, 2);
    const at = (row: string) => displayWidth(row.slice(0, row.indexOf('REGRESSION')));
    assert.equal(at(rows[0]), at(rows[1]), rows.join('\n'));
  });

  it('shortens a long name with a stable hash suffix instead of widening every row', () => {
    const long = `BenchmarkGenerated/${'n'.repeat(500)}`;
    const text = renderTerminal(report([comparison(long, 'regression'), comparison('B', 'unchanged')]));
    const row = text.split('\n').find((l) => l.startsWith('BenchmarkGenerated/'))!;
    assert.match(row, /^BenchmarkGenerated\/n+…[0-9a-f]{6} +REGRESSION/);
    assert.ok([...row].length < 200, row);
  });

  it('colours only when asked, and respects NO_COLOR and non-TTY', () => {
    assert.match(renderTerminal(r, { color: true }), /\x1b\[31m/);
    assert.equal(shouldUseColor({ isTTY: true }, {}), true);
    assert.equal(shouldUseColor({ isTTY: true }, { NO_COLOR: '1' }), false);
    assert.equal(shouldUseColor({ isTTY: false }, {}), false);
    assert.equal(shouldUseColor({ isTTY: false }, { FORCE_COLOR: '1' }), true);
    assert.equal(shouldUseColor({ isTTY: true }, { TERM: 'dumb' }), false);
  });

  it('says ok when nothing regressed', () => {
    const ok = renderTerminal(report([comparison('A', 'unchanged')]));
    assert.match(ok, /^ok: no significant regression on gated metrics · 1 unchanged/m);
  });
});

describe('log safety of laid-out text', () => {
  it('no line of safeLogText starts a workflow command; text it has nothing to change in comes back as it is', () => {
    const piece = fc.constantFrom(':', '::', '#', '##[', '[', 'a', ' ', '\t', '\u0085', '\n', '\r', '\r\n', '\u2028', '\u2029', '\x1b[31m', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        const safe = safeLogText(text);
        // Every line, at any break a log viewer may see, read as GitHub's runner reads it.
        for (const line of safe.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/)) {
          assert.doesNotMatch(line, /^(?:[\s\u0085]|\x1b\[[0-9;]*m)*::/, JSON.stringify(text));
          assert.doesNotMatch(line, /##\[/, JSON.stringify(text));
        }
        if (!/::|##\[|[\r\u2028\u2029\u0085]/.test(text)) assert.equal(safe, text);
      }),
      { numRuns: 5000 },
    );
  });
});
