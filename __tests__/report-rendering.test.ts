// What a reviewer sees, rendered the way GitHub renders it: the comment and the job summary go
// through cmark-gfm (GitHub's GFM parser) into github-markdown-css and headless Chromium, at a
// desktop width (1000 px) and GitHub's mobile width (420 px), in GitHub's light and dark modes. On
// every changed row the name, the verdict and the Δ must be on screen without scrolling the table
// sideways, and two rows must never show the same name cell; the rendered HTML must hold no link,
// image, script or comment that PR text brought in. A ```mermaid block becomes its diagram as on
// GitHub (mermaid's bundle in the page, themed `dark` or `default` as GitHub's viewer themes it):
// the chart's SVG has one bar per charted row in every series, each label as text, whole (not cut
// by the chart's edge), at a readable size, overlapping no other text, in colours that read on the
// mode's background — never a white box on the dark page. The screenshots are kept in
// test-artifacts/rendering/ (CI uploads them; docs/comment-420px.png and docs/comment-chart.png in
// the README are two), their paths printed as test diagnostics.
//
// Needs `chromium` and `cmark-gfm` (Debian packages, scripts/install-harnesses.sh): skipped with
// the install command when missing, and failing in CI (CI=true), where they are installed.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Report } from '../src/model.js';
import { renderJobSummary, renderMarkdown } from '../src/report/markdown.js';
import { chartLabel } from '../src/report/chart.js';
import { comparison, report, side } from './report-fixtures.js';
import { contrast } from './support/contrast.js';
import { Chromium, gfmToHtml, githubPage, INSTALL_HINT, missingRenderTools, PAGE_BACKGROUND, type ColorMode, type Layout } from './support/github-render.js';
import { needs } from './support/harness.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'test-artifacts', 'rendering');
const WIDTHS = [1000, 420];
const MODES: ColorMode[] = ['light', 'dark'];
/** The smallest text a reader can read on a phone held at arm's length (px on screen). */
const MIN_FONT_PX = 10;
/** Text on the chart's background: WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;
/** A bar on the chart's background: visible (the lighter CI shade is faint on purpose, so not the 3:1 of a UI control). */
const MIN_BAR_CONTRAST = 1.3;
/** The chart's background against the page's: a dark chart on the dark page, a light one on the light page. */
const MAX_BACKGROUND_CONTRAST = 2;

const missing = missingRenderTools();

const run = {
  base: { sha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678' },
  head: { sha: 'e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d' },
  rounds: 10,
  warmup: 1,
  format: 'go',
  failedRuns: [],
};

/** A suite as a real project has one: Go-style sub-benchmark names, one very long generated name, groups, hostile names. */
function suite(): Report {
  const g = (name: string, verdict: Parameters<typeof comparison>[1], group: string, over: Parameters<typeof comparison>[2] = {}) =>
    comparison(name, verdict, { group, ...over });
  return report(
    [
      g('BenchmarkSlower20', 'regression', 'github.com/acme/widgets'),
      g('BenchmarkParse/size=1024/mode=streaming-8', 'regression', 'github.com/acme/widgets/internal/parser', { deltaPct: 31.4, ratioCI: [1.25, 1.38] }),
      // The same benchmark's bytes per op changed too: a row of its own that a phone must tell apart.
      g('BenchmarkParse/size=1024/mode=streaming-8', 'regression', 'github.com/acme/widgets/internal/parser', {
        metric: 'B/op',
        unit: 'B',
        gated: false,
        base: side({ n: 10, kept: 10, median: 4096, ci: [4096, 4096] }),
        head: side({ n: 10, kept: 10, median: 4608, ci: [4600, 4616] }),
        ratio: 1.125,
        ratioCI: [1.123, 1.127],
        deltaPct: 12.5,
      }),
      g(`BenchmarkGenerated/${'case_'.repeat(30)}end`, 'regression', 'github.com/acme/widgets/gen'),
      g('Bench <!-- benchgate:default --> @octocat https://evil.example | x', 'regression', 'github.com/acme/widgets'),
      g('BenchmarkFaster10', 'improvement', 'github.com/acme/widgets'),
      g('BenchmarkEncodeJSON/payload=large/escape-html=true-8', 'minor', 'github.com/acme/widgets/encoding', { gated: true }),
      g('BenchmarkAllocs', 'regression', 'github.com/acme/widgets', {
        metric: 'allocs/op',
        unit: 'allocs',
        gated: false,
        base: side({ n: 10, kept: 10, median: 12, ci: [12, 12] }),
        head: side({ n: 10, kept: 10, median: 14, ci: [14, 14] }),
        ratio: 14 / 12,
        ratioCI: [14 / 12, 14 / 12],
        deltaPct: 100 * (14 / 12 - 1),
      }),
      ...Array.from({ length: 40 }, (_, i) => g(`BenchmarkSame/${i}`, 'unchanged', 'github.com/acme/widgets')),
      g('BenchmarkFew', 'insufficient', 'github.com/acme/widgets', { roundsNeeded: 7, p: null, pAdjusted: null }),
    ],
    { run, warnings: [{ code: 'parse', message: '3 of 10 head runs printed "[warn] cache miss, see https://example.com/docs" to stderr' }] },
  );
}

/** A merged report of two shards with CJK names. */
function cjkShards(): Report {
  const cpu = (model: string) => ({ cpuModel: model, cores: 4 });
  return report(
    [
      comparison('解析器/大型文档/流式处理_基准测试', 'regression', { deltaPct: 12.5, ratioCI: [1.08, 1.17] }),
      comparison('序列化/JSON/转义HTML字符_长名称基准', 'improvement'),
      comparison('压缩/gzip/级别=9', 'minor'),
      ...Array.from({ length: 12 }, (_, i) => comparison(`未变化的基准测试/案例编号_${i}`, 'unchanged')),
    ],
    {
      run,
      shards: [
        { name: 'linux-amd64', base: cpu('AMD EPYC 7763 64-Core Processor'), head: cpu('AMD EPYC 7763 64-Core Processor') },
        { name: 'linux-arm64', base: cpu('Neoverse-N1'), head: cpu('Neoverse-N1') },
      ],
    },
  );
}

/** Benchmark names that try to break out of the chart's labels, the fence, the page and the log. */
const HOSTILE_NAMES = [
  'Bench"]\n  bar [1000]\n  x-axis ["pwned',
  'Bench ```\n<script>alert(1)</script>',
  'Bench %%{init: {"theme": "dark"}}%% a;b',
  'Bench <img src=x onerror=alert(1)> @octocat',
  'Bench [click](https://evil.example) #123',
];

/** A comment whose chart has hostile labels, bars both ways and two metrics. */
function hostileChart(): Report {
  return report(
    [
      ...HOSTILE_NAMES.map((name, i) =>
        comparison(name, i % 2 ? 'improvement' : 'regression', {
          deltaPct: (i % 2 ? -1 : 1) * (8 + 6 * i),
          ratioCI: i % 2 ? [1 - (11 + 6 * i) / 100, 1 - (5 + 6 * i) / 100] : [1 + (5 + 6 * i) / 100, 1 + (11 + 6 * i) / 100],
        }),
      ),
      comparison('BenchmarkAllocs', 'minor', { metric: 'allocs', unit: 'allocs', deltaPct: 3, ratioCI: [1.01, 1.05] }),
      comparison('BenchmarkSame', 'unchanged'),
    ],
    { run },
  );
}

/**
 * The widest chart labels a suite can bring: 20 bars (the cap), names of wide letters, upper case,
 * CJK, emoji, another script, a long custom metric; drawn in DejaVu Sans, as wide as Verdana (the
 * widest of mermaid's fonts).
 */
function wideLabels(): Report {
  const names = [
    'BenchmarkHTTP2ServerTLS13HandshakeECDSAP256/WWW=MMM-64',
    'W'.repeat(40),
    'm'.repeat(40),
    'M@W%'.repeat(10),
    '解析器/大型文档/流式处理_基准测试/非常长的名称/第二部分',
    '🚀'.repeat(20),
    'ЖШЩЮжшщю'.repeat(5),
    'BenchmarkEncode',
    ...Array.from({ length: 14 }, (_, i) => `BenchmarkGenerated/case=${i}/${'Wide_'.repeat(6)}`),
  ];
  return report(
    names.map((name, i) =>
      comparison(name, i % 3 ? 'regression' : 'improvement', {
        deltaPct: i % 3 ? 100 + i * 7.7 : -(20 + i),
        ratioCI: i % 3 ? [1.9 + i * 0.07, 2.2 + i * 0.08] : [1 - (25 + i) / 100, 1 - (15 + i) / 100],
        ...(name === 'BenchmarkEncode' ? { metric: 'custom-metric-with-a-long-name/op', unit: '' } : {}),
      }),
    ),
    { run },
  );
}

/** The README's pasted demo comment: the real output of `npm run demo`. */
function readmeDemo(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('<!-- demo:start -->') + '<!-- demo:start -->'.length, readme.indexOf('<!-- demo:end -->')).trim();
}

/** The x-axis labels of each ```mermaid block, as written between quotes. */
const chartLabelsOf = (md: string): string[][] =>
  [...md.matchAll(/^```mermaid\n[^]*?^ {2}x-axis \[(.*)\]$/gm)].map((m) => [...m[1].matchAll(/"([^"]*)"/g)].map((l) => l[1]));

const changedRowsOf = (md: string): number =>
  md
    .slice(0, md.indexOf('<details>'))
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| benchmark |')).length;

/** The comparison table outside <details>: the one a reviewer sees first. */
function mainTable(layout: Layout) {
  const table = layout.tables.find((t) => !t.inDetails && t.headers.includes('verdict'));
  assert.ok(table, `no comparison table outside <details>: ${JSON.stringify(layout.tables.map((t) => t.headers))}`);
  return table;
}

/** Every ```mermaid block became an SVG with one bar per label in each series, each label shown as text, whole, readable, in the mode's colours. */
function assertDiagrams(md: string, layout: Layout, mode: ColorMode): void {
  const charts = chartLabelsOf(md);
  assert.equal(layout.diagrams.length, charts.length, 'one diagram per ```mermaid block');
  for (const [i, diagram] of layout.diagrams.entries()) {
    assert.equal(diagram.error, undefined, `mermaid could not render the chart: ${diagram.error}`);
    assert.ok(diagram.width > 100 && diagram.width <= layout.viewportWidth, `the chart is ${diagram.width} px wide`);
    const labels = charts[i];
    assert.ok(labels.length > 0);
    assert.equal(diagram.barPlots.length, 6, 'six overlaid bar series');
    for (const series of diagram.barPlots) assert.equal(series.length, labels.length, 'one bar per charted row in every series');
    for (const label of labels) assert.ok(diagram.texts.includes(label), `the label ${JSON.stringify(label)} is drawn: ${JSON.stringify(diagram.texts)}`);
    assert.ok(
      diagram.texts.some((t) => /Δ\|? %/.test(t)),
      `the value axis is titled: ${JSON.stringify(diagram.texts)}`,
    );
    assert.equal(diagram.activeElements, 0, 'no script, link, image, frame or foreign HTML in the SVG');

    const { box } = diagram;
    for (const t of diagram.textBoxes) {
      const what = `${mode}, ${layout.viewportWidth} px: the chart's text ${JSON.stringify(t.text)} (${t.group})`;
      // The SVG clips what lies outside its box: a label reaching past it is cut ("markEncode").
      assert.ok(
        t.left >= box.left - 0.5 && t.right <= box.right + 0.5 && t.top >= box.top - 0.5 && t.bottom <= box.bottom + 0.5,
        `${what} is cut: it spans ${t.left.toFixed(1)}–${t.right.toFixed(1)} × ${t.top.toFixed(1)}–${t.bottom.toFixed(1)} px, the chart shows ${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)}`,
      );
      assert.ok(t.fontPx >= MIN_FONT_PX, `${what} is ${t.fontPx.toFixed(1)} px on screen, below ${MIN_FONT_PX} px`);
    }
    for (const [j, a] of diagram.textBoxes.entries())
      for (const b of diagram.textBoxes.slice(j + 1)) {
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        assert.ok(!overlap, `${mode}, ${layout.viewportWidth} px: the chart's texts ${JSON.stringify(a.text)} and ${JSON.stringify(b.text)} overlap`);
      }

    // Colours: GitHub themes the chart for the mode unless the chart forces its own.
    assert.ok(diagram.background, 'the chart has a background rectangle');
    const page = PAGE_BACKGROUND[mode];
    assert.ok(
      contrast(diagram.background, page) <= MAX_BACKGROUND_CONTRAST,
      `${mode}: the chart's background ${diagram.background} stands out as a box on the page's ${page} (contrast ${contrast(diagram.background, page).toFixed(1)})`,
    );
    for (const t of diagram.textBoxes)
      assert.ok(
        contrast(t.fill, diagram.background) >= MIN_TEXT_CONTRAST,
        `${mode}: the chart's text ${JSON.stringify(t.text)} (${t.fill}) on ${diagram.background}: contrast ${contrast(t.fill, diagram.background).toFixed(2)}`,
      );
    for (const [s, fill] of diagram.barFills.entries()) {
      if (!diagram.barPlots[s].some((bar) => bar.width > 0)) continue; // a series no row uses
      assert.ok(
        contrast(fill, diagram.background) >= MIN_BAR_CONTRAST,
        `${mode}: bar series ${s} (${fill}) is not seen on ${diagram.background}: contrast ${contrast(fill, diagram.background).toFixed(2)}`,
      );
    }
  }
}

it('the hostile chart labels are inert as they are drawn; the one of another metric names it', () => {
  const labels = chartLabelsOf(renderMarkdown(hostileChart()))[0];
  assert.equal(labels.length, HOSTILE_NAMES.length + 1);
  // Two metrics are charted: time, the most charted, goes without saying; allocs is named.
  assert.deepEqual(
    labels.filter((l) => / · allocs [+−]/.test(l)),
    ['BenchmarkAllocs · allocs +3.0%'],
  );
  // chartLabel finds nothing left to neutralise in what is drawn.
  for (const label of labels) assert.equal(chartLabel(label), label);
});

// One clear failure in CI when a tool is missing (the renderings themselves are then skipped).
it('the rendering tools are installed', needs('chromium', 'cmark-gfm'), () => {
  assert.deepEqual(missing, [], `the rendering test needs ${missing.join(' and ')}: ${INSTALL_HINT}`);
});

describe('the comment and the job summary as GitHub renders them', needs('chromium', 'cmark-gfm'), () => {
  let browser: Chromium;
  before(() => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = Chromium.launch();
  });
  after(async () => {
    await browser?.close();
  });

  // `open`: the screenshot shows the <details> expanded, as a reader of the job summary who clicks them.
  // `diagramFont`: the chart drawn in that font (the page's own fonts otherwise).
  const documents: { name: string; markdown: () => string; open?: boolean; diagramFont?: string }[] = [
    { name: 'readme-demo-comment', markdown: readmeDemo },
    { name: 'suite-comment', markdown: () => renderMarkdown(suite()) },
    { name: 'shards-cjk-comment', markdown: () => renderMarkdown(cjkShards()) },
    { name: 'chart-hostile-comment', markdown: () => renderMarkdown(hostileChart()) },
    { name: 'chart-wide-labels-comment', markdown: () => renderMarkdown(wideLabels()), diagramFont: 'DejaVu Sans' },
    {
      name: 'shards-cjk-job-summary',
      markdown: () => renderJobSummary(cjkShards(), { fullReportHint: 'the full report is in `/home/runner/work/_temp/benchgate-default/report.json`' }),
      open: true,
    },
  ];

  for (const doc of documents) {
    it(`${doc.name}: the rendered HTML holds nothing PR text could inject`, () => {
      const html = gfmToHtml(doc.markdown());
      assert.doesNotMatch(html, /<a\s|<img\s|<script|<iframe|<style/i, 'no link, image, script, frame or style');
      assert.equal(html.match(/<!--/g)?.length ?? 0, 1, 'one HTML comment: the sticky marker');
      assert.match(html, /^<!-- benchgate:default -->/);
    });

    for (const width of WIDTHS)
      for (const mode of MODES) {
        it(
          `${doc.name} at ${width} px, ${mode}: name, verdict and Δ of every changed row on screen; the chart whole and readable`,
          { timeout: 120_000 },
          async (t) => {
            const md = doc.markdown();
            const html = gfmToHtml(md);
            const { layout, png } = await browser.render(
              githubPage(doc.open ? html.replace(/<details>/g, '<details open>') : html, mode, doc.diagramFont),
              width,
              mode,
            );
            const shot = path.join(SCREENSHOT_DIR, `${doc.name}-${width}px${mode === 'dark' ? '-dark' : ''}.png`);
            writeFileSync(shot, png);
            t.diagnostic(`screenshot: ${shot}`);
            assert.equal(layout.viewportWidth, width);
            // Nothing but a table's own scroll box may be wider than the screen.
            assert.ok(layout.documentWidth <= width, `the page is ${layout.documentWidth} px wide at ${width} px`);
            assertDiagrams(md, layout, mode);
            const table = mainTable(layout);
            // `Δ (CI)` when some row's interval is at its decision level (each cell says its confidence).
            const delta = table.headers[2] === 'Δ (CI)' ? 'Δ (CI)' : 'Δ (95% CI)';
            assert.deepEqual(table.headers.slice(0, 3), ['benchmark', 'verdict', delta]);
            assert.equal(table.rows.length, changedRowsOf(md));
            assert.ok(table.rows.length > 0);
            for (const row of table.rows) {
              for (const column of ['benchmark', 'verdict', delta]) {
                const cell = row.cells[column];
                assert.ok(cell, `a row without a ${column} cell: ${JSON.stringify(row.cells)}`);
                const label = `${doc.name} at ${width} px, ${JSON.stringify(row.cells.benchmark?.text)}: ${column} ${JSON.stringify(cell.text)}`;
                assert.ok(cell.left >= 0 && cell.right <= width, `${label} spans ${cell.left}–${cell.right} px, off screen`);
                assert.ok(
                  cell.right <= table.visibleRight + 0.5,
                  `${label} ends at ${cell.right} px, behind the table's sideways scroll (visible to ${table.visibleRight} px)`,
                );
              }
            }
            // What a phone shows of a row is its name cell, verdict and Δ: two rows (one benchmark's time
            // and its B/op) must differ in the name cell, not only in the metric column off to the right.
            const names = table.rows.map((r) => r.cells.benchmark.text.trim());
            const repeated = names.filter((n, i) => names.indexOf(n) !== i);
            assert.deepEqual(repeated, [], `rows a phone cannot tell apart: ${JSON.stringify(repeated)}`);
          },
        );
      }
  }
});
