// The Mermaid chart of the changed rows (src/report/chart.ts) and its place in the markdown body:
// the block for a known report line by line, no colour but the bars' (GitHub themes the rest for
// light and dark), labels that fit a phone, hostile names made inert, the cap and its caption, the
// value range, and the body's size limit (the chart goes before any changed row does).
// How GitHub draws it (mermaid in Chromium) is checked in report-rendering.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHART_LABEL_EM, CHART_MAX_BARS, chartLabel, commonPrefix, emWidth, fitAround, fitWidth, renderChart } from '../src/report/chart.js';
import { formatDelta } from '../src/report/format-units.js';
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
  const m = /^ {2}y-axis "\|Δ\| %" (-?[\d.]+) --> (-?[\d.]+)$/.exec(chartBody(lines).find((l) => l.startsWith('  y-axis'))!);
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

  it('draws each changed row as a bar of its |Δ| with the CI shaded, worse rows first, from the largest', () => {
    const lines = renderChart(known);
    const body = chartBody(lines);
    assert.match(body[0], /^%%\{init: \{.*"chartOrientation":"horizontal".*"plotColorPalette":"#ffb77c, #bc4c00, #fb8f44, #80ccff, #0550ae, #218bff".*\}%%$/);
    assert.deepEqual(body.slice(1), [
      'xychart-beta horizontal',
      '  title "Changed rows: size of Δ, its CI shaded"',
      // Each label: the name (whole: it fits a phone), its signed Δ.
      '  x-axis ["BenchmarkParse +31.4%", "BenchmarkSmall +3.3%", "BenchmarkFaster −12.3%"]',
      '  y-axis "|Δ| %" 0 --> 40',
      // Worse rows (orange): beyond the CI to its far end, the CI over the bar to |Δ|, the bar to
      // the CI's near end; then the same three for better rows (blue).
      '  bar [38, 6.2, 0]',
      '  bar [31.4, 3.3, 0]',
      '  bar [25, 0.5, 0]',
      '  bar [0, 0, 15.1]',
      '  bar [0, 0, 12.3]',
      '  bar [0, 0, 9.4]',
    ]);
    assert.deepEqual(lines.slice(body.length + 2), [
      '',
      "<sub>Each bar is the size of its row's Δ % (head vs base), orange where head is worse, blue where it is better; the darker and lighter shading over it is the confidence interval the table shows for it.</sub>",
    ]);
    // Names too wide for a phone lose their shared beginning, and the caption says which.
    const long = renderChart(
      report(['BenchmarkParse/size=1024/mode=streaming', 'BenchmarkParse/size=4096/mode=batch'].map((n) => comparison(n, 'regression'))),
    );
    assert.deepEqual(axisLabels(long), ['size=1024/mode=streaming +19.0%', 'size=4096/mode=batch +19.0%']);
    assert.match(long.at(-1)!, / Names without their common beginning `BenchmarkParse\/`\.<\/sub>$/);
  });

  it('forces no colour but the bars: GitHub gives the background and the text its light or dark theme', () => {
    const init = JSON.parse(/^%%\{init: (.*)\}%%$/.exec(chartBody(renderChart(known))[0])![1]) as Record<string, unknown>;
    assert.deepEqual(Object.keys(init).sort(), ['themeVariables', 'xyChart']);
    assert.deepEqual(init.themeVariables, { xyChart: { plotColorPalette: '#ffb77c, #bc4c00, #fb8f44, #80ccff, #0550ae, #218bff' } });
    // As wide as a phone's comment column: mermaid measures an xychart's labels on the scaled drawing.
    assert.equal((init.xyChart as { width: number }).width, 380);
  });

  it('tells worse from better by the metric: more throughput is better', () => {
    const lines = renderChart(
      report([
        comparison('Rate', 'improvement', { metric: 'rate', unit: 'ops/s', better: 'higher', deltaPct: 10, ratioCI: [1.05, 1.15] }),
        comparison('Rate2', 'regression', { metric: 'rate', unit: 'ops/s', better: 'higher', deltaPct: -20, ratioCI: [0.75, 0.85] }),
      ]),
    );
    assert.deepEqual(axisLabels(lines), ['Rate2 −20.0%', 'Rate +10.0%']);
    assert.deepEqual(bars(lines), [
      [25, 0],
      [20, 0],
      [15, 0],
      [0, 15],
      [0, 10],
      [0, 5],
    ]);
  });

  it('draws a CI that reaches past 0 from 0, and says so', () => {
    const lines = renderChart(
      report([comparison('Up', 'minor', { deltaPct: 2, ratioCI: [0.99, 1.04] }), comparison('Down', 'minor', { deltaPct: -2, ratioCI: [0.96, 1.01] })]),
    );
    assert.deepEqual(yRange(lines), [0, 4]);
    // Up (worse): lighter to 4, darker to 2, no bar colour (the CI's near end is past 0);
    // Down (better): lighter to 4, darker to 2, the same.
    assert.deepEqual(bars(lines), [
      [4, 0],
      [2, 0],
      [0, 0],
      [0, 4],
      [0, 2],
      [0, 0],
    ]);
    assert.match(lines.at(-1)!, / A CI that reaches past 0 is drawn from 0\.<\/sub>$/);
  });

  it('has a range from 0 that holds every |Δ| and every end of every CI', () => {
    for (const rows of [
      [comparison('Up', 'regression', { deltaPct: 40, ratioCI: [1.3, 1.55] })],
      [comparison('Down', 'improvement', { deltaPct: -60, ratioCI: [0.3, 0.5] })],
      [comparison('Tiny', 'minor', { deltaPct: 0.4, ratioCI: [1.001, 1.007] }), comparison('Huge', 'regression', { deltaPct: 900, ratioCI: [8, 12] })],
    ]) {
      const lines = renderChart(report(rows));
      const [min, max] = yRange(lines);
      assert.equal(min, 0);
      const ends = rows.flatMap((c) => [c.deltaPct!, ...c.ratioCI!.map((r) => 100 * (r - 1))].map(Math.abs));
      for (const v of ends) assert.ok(v <= max, `${v} in 0 … ${max}`);
      // No bar reaches outside the axis (it would be drawn past the plot).
      for (const series of bars(lines)) for (const v of series) assert.ok(v >= 0 && v <= max, `bar ${v} in 0 … ${max}`);
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
    const labels = axisLabels(lines).map((l) => l.replace(/ [+−][\d.]+%$/, ''));
    assert.equal(labels.length, CHART_MAX_BARS);
    // The 20 largest |Δ| are rows 10…29; the worse (even) first, then the better, each from the largest.
    assert.deepEqual(new Set(labels), new Set(Array.from({ length: 20 }, (_, i) => `Bench${i + 10}`)));
    assert.deepEqual(labels.slice(0, 2), ['Bench28', 'Bench26']);
    assert.deepEqual(labels.slice(9, 11), ['Bench10', 'Bench29']);
    assert.deepEqual(labels.slice(-2), ['Bench13', 'Bench11']);
    for (const series of bars(lines)) assert.equal(series.length, CHART_MAX_BARS);
    assert.match(lines.at(-1)!, /Showing the 20 largest changes of 30\.<\/sub>$/);
  });

  it('names a metric other than the most charted one, keeps every label unique and within CHART_LABEL_EM', () => {
    const long = `BenchmarkGenerated/${'case_'.repeat(20)}`;
    const lines = renderChart(
      report([
        comparison('BenchmarkEncode', 'regression', { deltaPct: 20 }),
        comparison('BenchmarkEncode', 'regression', { metric: 'allocs', unit: 'allocs', deltaPct: 15 }),
        comparison('BenchmarkEncode', 'regression', { group: 'pkg/other', deltaPct: 10 }),
        comparison('BenchmarkEncode', 'regression', { group: 'pkg/third', deltaPct: 10 }),
        comparison(`${long}a`, 'improvement', { deltaPct: -5 }),
        comparison(`${long}b`, 'improvement', { deltaPct: -6 }),
      ]),
    );
    const labels = axisLabels(lines);
    assert.deepEqual(labels.slice(0, 4), ['Encode +20.0%', 'Encode · allocs +15.0%', 'Encode +10.0%', 'Encode +10.0% (2)']);
    assert.equal(new Set(labels).size, labels.length);
    // Long names shortened to their beginning and end around `…`, the common `Benchmark` left out.
    assert.match(labels[4], /^Generated\/c[a-z_]*…[a-z_]*case_b −6\.0%$/);
    assert.match(labels[5], /^Generated\/c[a-z_]*…[a-z_]*case_a −5\.0%$/);
    for (const label of labels) assert.ok(emWidth(label) <= CHART_LABEL_EM, `${label}: ${emWidth(label)} em`);
    assert.match(lines.at(-1)!, / Bars of a metric other than time say which\./);
  });

  it('leaves out a common beginning only at a word boundary, and only when every name keeps a name', () => {
    assert.equal(commonPrefix(['BenchmarkEncode', 'BenchmarkDecode']), 'Benchmark');
    assert.equal(commonPrefix(['pkg/json/Encode', 'pkg/json/Decode']), 'pkg/json/');
    assert.equal(commonPrefix(['test_parse_small', 'test_parse_large']), 'test_parse_');
    assert.equal(commonPrefix(['Bench10', 'Bench11']), '', 'not inside a word');
    assert.equal(commonPrefix(['pkg/', 'pkg/Encode']), '', 'a name would be left empty');
    assert.equal(commonPrefix(['BenchmarkEncode']), '', 'one row: nothing to share');
    assert.equal(commonPrefix(['Bench <!-- x', 'Bench <!-- y']), '', 'word characters and separators only');
    assert.equal(commonPrefix(['abX', 'abY']), '', 'three characters at least');
  });

  it('cuts names that differ only in the middle (generated cases) where they part, not alike', () => {
    // `Other` keeps the shared beginning in: cut at both ends, the cases would all read `BenchmarkG…Wide_Wide_`.
    const names = [...Array.from({ length: 3 }, (_, i) => `BenchmarkGenerated/case=${i + 8}/${'Wide_'.repeat(6)}`), 'Other'];
    const lines = renderChart(report(names.map((n, i) => comparison(n, 'regression', { deltaPct: 30 - i }))));
    const labels = axisLabels(lines).map((l) => l.replace(/ [+−][\d.]+%$/, ''));
    assert.equal(new Set(labels).size, 4, JSON.stringify(labels));
    for (const [i, label] of labels.slice(0, 3).entries()) assert.match(label, new RegExp(`^…/?case=${i + 8}/Wide_`), label);
    for (const label of labels) assert.ok(emWidth(label) <= CHART_LABEL_EM, label);
    assert.equal(fitAround('abc/def/ghi/jkl/mno/pqr', 8, 7), '…/ghi/jkl/mn…');
    assert.equal(fitAround('short', 2, 10), 'short');
  });

  it('shortens a label to its beginning and end, CJK characters counted twice as wide', () => {
    assert.equal(fitWidth('BenchmarkEncode', 16), 'BenchmarkEncode');
    const cut = fitWidth('Parse/size=1024/mode=streaming-8', 10);
    assert.match(cut, /^Parse\/s.*….*ming-8$/);
    assert.ok(emWidth(cut) <= 10);
    const cjk = fitWidth('解析器/大型文档/流式处理_基准测试', 10);
    assert.match(cjk, /^解析器.*….*测试$/);
    assert.ok(emWidth(cjk) <= 10, cjk);
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
      assert.equal(chartLabel(HOSTILE[0]), "Bench'] bar [1000] x-axis ['pwned");
      assert.equal(chartLabel(HOSTILE[1]), "Bench ''' ‹script›alert(1)‹/script›");
      assert.equal(chartLabel(HOSTILE[4]), 'Bench @\u200boctocat @\u200borg/team #\u200b123 GH-\u200b45');
      assert.equal(chartLabel('vector<int>::push_back; 100%% done'), 'vector‹int›::push_back, 100% done');
      // Each drawn label is the name cut to fit, made inert, and its Δ.
      for (const [i, name] of HOSTILE.entries()) {
        const delta = ` ${formatDelta(50 - i)}`;
        assert.equal(labels[i], chartLabel(`${chartLabel(fitWidth(name, CHART_LABEL_EM - emWidth(delta)))}${delta}`));
      }
      assert.deepEqual(labels.slice(-3), ["' +42.0%", "' +41.0%", '(unnamed) +40.0%']);
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
    assert.match(md, /```\n\n<sub>Each bar is[^\n]*<\/sub>\n\n<details>/);
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
