// The Mermaid chart of the changed rows (src/report/chart.ts) and its place in the markdown body:
// the block for a known report line by line, hostile names made inert, the cap and its caption,
// the y range, and the body's size limit (the chart goes before any changed row does).
// How GitHub draws it (mermaid in Chromium) is checked in report-rendering.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHART_MAX_BARS, chartLabel, renderChart } from '../src/report/chart.js';
import { renderJobSummary, renderMarkdown } from '../src/report/markdown.js';
import type { Comparison } from '../src/model.js';
import { comparison, report } from './report-fixtures.js';

/** The lines between the ```mermaid fence and its closing fence. */
function chartBody(lines: string[]): string[] {
  assert.equal(lines[0], '```mermaid');
  const end = lines.indexOf('```', 1);
  assert.ok(end > 0, 'the fence is closed');
  return lines.slice(1, end);
}

/** The x-axis labels, as Mermaid reads the list: quoted strings separated by commas. */
function axisLabels(lines: string[]): string[] {
  const line = chartBody(lines).find((l) => l.startsWith('  x-axis '))!;
  const list = line.slice('  x-axis '.length);
  assert.match(list, /^\[("[^"\n]*"(, "[^"\n]*")*)\]$/, `one quoted string per label: ${list}`);
  return [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1]);
}

const bars = (lines: string[]): number[][] =>
  chartBody(lines)
    .filter((l) => l.startsWith('  bar '))
    .map((l) => JSON.parse(l.slice('  bar '.length)) as number[]);

function yRange(lines: string[]): [number, number] {
  const m = /^ {2}y-axis "Δ % \(head vs base\)" (-?[\d.]+) --> (-?[\d.]+)$/.exec(chartBody(lines).find((l) => l.startsWith('  y-axis'))!);
  assert.ok(m, 'a y-axis with the label and a range');
  return [Number(m[1]), Number(m[2])];
}

describe('the chart of the changed rows', () => {
  const known = report([
    comparison('BenchmarkParse', 'regression', { deltaPct: 31.4, ratioCI: [1.25, 1.38] }),
    comparison('BenchmarkFaster', 'improvement', { deltaPct: -12.3, ratioCI: [0.849, 0.906] }),
    comparison('BenchmarkSmall', 'minor', { deltaPct: 3.3, ratioCI: [1.005, 1.062] }),
    comparison('BenchmarkSame', 'unchanged'),
    comparison('BenchmarkNoisy', 'inconclusive'),
    comparison('BenchmarkFew', 'insufficient'),
    comparison('BenchmarkNew', 'added'),
  ]);

  it('draws each changed row as bars from 0 to Δ with the CI shaded, largest increase first', () => {
    const lines = renderChart(known);
    const body = chartBody(lines);
    assert.match(body[0], /^%%\{init: \{.*"chartOrientation":"horizontal".*"plotColorPalette":"#b6e3ff, #0969da, #54aeff, #0969da, #b6e3ff, #ffffff".*\}%%$/);
    assert.deepEqual(body.slice(1), [
      'xychart-beta horizontal',
      '  title "Changed rows: Δ % with its 95% CI"',
      '  x-axis ["BenchmarkParse", "BenchmarkSmall", "BenchmarkFaster"]',
      '  y-axis "Δ % (head vs base)" -20 --> 40',
      // beyond the CI, the CI over the bar, the bar (the near end of the CI), then the same three
      // for a row down from 0, and the cover in the background colour; -20 is the axis minimum.
      '  bar [38, 6.2, -20]',
      '  bar [31.4, 3.3, -20]',
      '  bar [25, 0.5, 0]',
      '  bar [-20, -20, -9.4]',
      '  bar [-20, -20, -12.3]',
      '  bar [0, 0, -15.1]',
    ]);
    assert.deepEqual(lines.slice(body.length + 2), [
      '',
      "<sub>Each bar runs from 0 to the row's Δ % (head vs base); the darker and lighter shading over it is the 95% confidence interval.</sub>",
    ]);
  });

  it('draws a CI that reaches past 0 lighter on the far side, with the bar still from 0 to Δ', () => {
    const lines = renderChart(
      report([comparison('Up', 'minor', { deltaPct: 2, ratioCI: [0.99, 1.04] }), comparison('Down', 'minor', { deltaPct: -2, ratioCI: [0.96, 1.01] })]),
    );
    assert.deepEqual(yRange(lines), [-4, 4]);
    // Up: lighter 0…4 under darker 0…2, then lighter −1…0 over the cover (which reaches −1);
    // Down: lighter 0…1 above 0, darker −2…0, lighter −4…−2, the cover below −4 (the axis minimum).
    assert.deepEqual(bars(lines), [
      [4, 1],
      [2, -4],
      [0, 0],
      [-4, 0],
      [0, -2],
      [-1, -4],
    ]);
  });

  it('has a y range that holds 0 and every end of every CI', () => {
    for (const rows of [
      [comparison('Up', 'regression', { deltaPct: 40, ratioCI: [1.3, 1.55] })],
      [comparison('Down', 'improvement', { deltaPct: -60, ratioCI: [0.3, 0.5] })],
      [comparison('Tiny', 'minor', { deltaPct: 0.4, ratioCI: [1.001, 1.007] }), comparison('Huge', 'regression', { deltaPct: 900, ratioCI: [8, 12] })],
    ]) {
      const lines = renderChart(report(rows));
      const [min, max] = yRange(lines);
      const ends = rows.flatMap((c) => [c.deltaPct!, ...c.ratioCI!.map((r) => 100 * (r - 1))]);
      assert.ok(min <= 0 && max >= 0, `${min} … ${max} holds 0`);
      for (const v of ends) assert.ok(v >= min && v <= max, `${v} in ${min} … ${max}`);
      // No bar reaches outside the axis (it would be drawn past the plot).
      for (const series of bars(lines)) for (const v of series) assert.ok(v >= min && v <= max, `bar ${v} in ${min} … ${max}`);
    }
  });

  it('is left out when no row changed (unchanged, inconclusive, insufficient, added, removed)', () => {
    const quiet = report([
      comparison('A', 'unchanged'),
      comparison('B', 'inconclusive'),
      comparison('C', 'insufficient'),
      comparison('D', 'added'),
      comparison('E', 'removed'),
    ]);
    assert.deepEqual(renderChart(quiet), []);
    assert.doesNotMatch(renderMarkdown(quiet), /mermaid/);
    assert.deepEqual(renderChart(report([])), []);
  });

  it(`shows at most ${CHART_MAX_BARS} bars, the largest |Δ|, and says so under the chart`, () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      comparison(`Bench${i}`, i % 2 ? 'improvement' : 'regression', {
        deltaPct: (i % 2 ? -1 : 1) * (i + 1),
        ratioCI: [1 + ((i % 2 ? -1 : 1) * (i + 0.5)) / 100, 1 + ((i % 2 ? -1 : 1) * (i + 1.5)) / 100].sort((a, b) => a - b) as [number, number],
      }),
    );
    const lines = renderChart(report(rows));
    const labels = axisLabels(lines);
    assert.equal(labels.length, CHART_MAX_BARS);
    // The 20 largest |Δ| are rows 10…29; shown from the largest increase down to the largest decrease.
    assert.deepEqual(new Set(labels), new Set(Array.from({ length: 20 }, (_, i) => `Bench${i + 10}`)));
    assert.deepEqual(labels.slice(0, 2), ['Bench28', 'Bench26']);
    assert.deepEqual(labels.slice(-2), ['Bench27', 'Bench29']);
    for (const series of bars(lines)) assert.equal(series.length, CHART_MAX_BARS);
    assert.match(lines.at(-1)!, /Showing the 20 largest changes of 30\.<\/sub>$/);
  });

  it('names the metric when several are charted, and keeps every label unique', () => {
    const long = `BenchmarkGenerated/${'case_'.repeat(20)}`;
    const lines = renderChart(
      report([
        comparison('BenchmarkEncode', 'regression', { deltaPct: 20 }),
        comparison('BenchmarkEncode', 'regression', { metric: 'allocs', unit: 'allocs', deltaPct: 15 }),
        comparison('BenchmarkEncode', 'regression', { group: 'pkg/other', deltaPct: 10 }),
        comparison(`${long}a`, 'improvement', { deltaPct: -5 }),
        comparison(`${long}b`, 'improvement', { deltaPct: -6 }),
      ]),
    );
    const labels = axisLabels(lines);
    assert.deepEqual(labels.slice(0, 3), ['BenchmarkEncode · time', 'BenchmarkEncode · allocs', 'BenchmarkEncode · time (2)']);
    assert.equal(new Set(labels).size, labels.length);
    // Long names shortened as the tables shorten them: the start, `…` and a hash of the whole name.
    for (const label of labels.slice(3)) assert.match(label, /^BenchmarkGenerated\/case_case_case…[0-9a-f]{6} · time$/);
  });

  describe('hostile names', () => {
    const HOSTILE = [
      'Bench"]\n  bar [1000]\n  x-axis ["pwned',
      'Bench ```\n<script>alert(1)</script>',
      'Bench %%{init: {"theme": "dark"}}%% %% comment',
      'Bench #quot; &lt; a;b',
      'Bench @octocat @org/team #123 GH-45',
      'Bench [click](https://evil.example) www.evil.example mailto:a',
      'Bench <!-- benchgate:default --> <img src=x onerror=alert(1)>',
      'Bench \u2028line\u2029sep\r\u0085 \u202eevil',
      '`',
      '"',
      '',
    ];
    const rows: Comparison[] = HOSTILE.map((name, i) => comparison(name, 'regression', { deltaPct: 50 - i }));
    const lines = renderChart(report(rows));

    it('stay inside their quoted label: the block keeps its shape', () => {
      const body = chartBody(lines);
      assert.equal(body.length, 11, 'init, type, title, x-axis, y-axis and six bar series');
      assert.equal(lines.filter((l) => l.startsWith('```')).length, 2, 'one fence opened and closed');
      assert.equal(axisLabels(lines).length, HOSTILE.length);
      for (const series of bars(lines)) assert.equal(series.length, HOSTILE.length);
    });

    it('carry no quote, backtick, markup, directive, comment, entity or line break', () => {
      for (const label of axisLabels(lines)) {
        assert.doesNotMatch(label, /["`<>;\n\r\u2028\u2029\u0085\u202e]|%%/, label);
        assert.notEqual(label.trim(), '');
      }
      const text = body(lines);
      assert.equal(text.match(/%%/g)?.length, 2, 'the init directive only');
      assert.doesNotMatch(text.slice(text.indexOf('  x-axis')), /<script|<img|<!--|\]\(|:\/\/|www\.|mailto:[^\u200b]|@(?!\u200b)|#(?=\d)/);
      assert.doesNotMatch(lines.join('\n'), /<script|<img|<!--/);
    });

    it('read as typed where they can', () => {
      const labels = axisLabels(lines);
      assert.equal(labels[0], "Bench'] bar [1000] x-axis ['pwned");
      assert.equal(labels[1], "Bench ''' ‹script›alert(1)‹/script›");
      assert.equal(labels[4], 'Bench @\u200boctocat @\u200borg/team #\u200b123 GH-\u200b45');
      assert.deepEqual(labels.slice(-3), ["'", "' (2)", '(unnamed)']);
      assert.equal(chartLabel('vector<int>::push_back; 100%% done'), 'vector‹int›::push_back, 100% done');
    });
  });
});

const body = (lines: string[]): string => chartBody(lines).join('\n');

describe('the chart in the markdown body', () => {
  const changed = [comparison('BenchmarkSlower20', 'regression'), comparison('BenchmarkFaster10', 'improvement'), comparison('BenchmarkSlower3', 'minor')];
  const unchanged = Array.from({ length: 5 }, (_, i) => comparison(`BenchmarkSame${i}`, 'unchanged'));

  it('sits right under the table, before the <details>; chart: false leaves it out', () => {
    const md = renderMarkdown(report([...changed, ...unchanged]));
    const lastRow = md.lastIndexOf('| `BenchmarkSlower3` |');
    const fence = md.indexOf('```mermaid');
    assert.ok(lastRow > 0 && fence > lastRow, 'after the last changed row');
    assert.ok(fence < md.indexOf('<details>'), 'before the details');
    assert.match(md.slice(lastRow), /\|\n\n```mermaid\n/);
    assert.match(md, /```\n\n<sub>Each bar runs[^\n]*<\/sub>\n\n<details>/);
    const without = renderMarkdown(report([...changed, ...unchanged]), { chart: false });
    assert.doesNotMatch(without, /mermaid|<sub>Each bar/);
    assert.equal(renderJobSummary(report(changed), { chart: false }).includes('```mermaid'), false);
    assert.equal(renderJobSummary(report(changed)).includes('```mermaid'), true);
  });

  it('counts in the size limit: detail rows go first, then the chart, never a regression', () => {
    const r = report([...changed, ...Array.from({ length: 200 }, (_, i) => comparison(`BenchmarkSame${i}`, 'unchanged'))]);
    const full = renderMarkdown(r, { maxLength: 1_000_000 });
    // Room for the table, the chart and some detail rows: the details are cut, the chart stays.
    const roomy = renderMarkdown(r, { maxLength: full.length - 5000 });
    assert.ok(roomy.length <= full.length - 5000);
    assert.match(roomy, /```mermaid/);
    assert.match(roomy, /more rows? not shown/);

    // Room for every changed row but not the chart: the chart goes, every changed row stays.
    const few = report(changed);
    const withChart = renderMarkdown(few);
    const withoutChart = renderMarkdown(few, { chart: false });
    const limit = withChart.length - 1;
    assert.ok(withoutChart.length <= limit);
    const tight = renderMarkdown(few, { maxLength: limit });
    assert.equal(tight, withoutChart);
    assert.equal(tight.match(/^\| [^|]*Benchmark[^|]*\| (🔴|🟢|⚪)/gm)?.length, 3, 'every changed row');
  });
});
