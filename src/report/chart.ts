// The picture under the comment's table: a Mermaid `xychart-beta` (GitHub renders Mermaid in
// comments; its API cannot upload an image) of each changed row's Δ % and its 95% CI.
//
// xychart has no error bars, and its bars grow from the axis minimum, not from 0. So every row is
// drawn as overlaid bars (later ones on top) whose colours make one bar from 0 to Δ with its CI
// shaded over it: darker where the CI overlaps the bar, lighter where it reaches past it; a last
// bar in the background colour covers what lies below the lowest of 0 and the CI. The colours are
// fixed in an init directive, background included, so the cover matches in GitHub's dark theme
// too. The rendering test draws it with mermaid 11; it draws the same with 12.
//
// Benchmark names come from the pull request: a label can never end its quoted string, close the
// code fence, start a Mermaid directive or comment, carry markup, or break the line.
import type { Comparison, Report, Verdict } from '../model.js';
import { displayName } from './display-name.js';
import { inertLine } from './escape.js';

/** At most this many bars: the largest |Δ|; the caption says how many were left out. */
export const CHART_MAX_BARS = 20;
/** Longest label (code points), shortened as the tables shorten names. */
export const CHART_NAME_CHARS = 40;

// Verdicts that mean a row changed. A set of strings: `accepted` (a regression a reviewer
// accepted) is charted once that verdict exists; `ignored`, `inconclusive` and the rest are not.
const CHARTED: ReadonlySet<Verdict> = new Set<Verdict>(['regression', 'improvement', 'minor', 'accepted']);

const COLOURS = {
  background: '#ffffff',
  text: '#1f2328',
  axis: '#59636e',
  bar: '#54aeff',
  ciOnBar: '#0969da',
  ciBeyondBar: '#b6e3ff',
};

/** The changed rows the chart can show (a finite Δ), in report order. */
export function chartableRows(report: Report): Comparison[] {
  return report.comparisons.filter((c) => CHARTED.has(c.verdict) && c.deltaPct !== null && Number.isFinite(c.deltaPct));
}

/**
 * A label Mermaid shows as typed: one line, no `"` (ends the string), no backtick (closes the fence,
 * starts a markdown string), no `<`/`>` (markup), no `%%` (a directive or comment), no `;` (with
 * `#name` it is an entity); mentions, references and links broken as in the rest of the body.
 */
export function chartLabel(text: string): string {
  const clean = inertLine(text.replace(/[\u2028\u2029]/g, ' '))
    .replace(/["`]/g, "'")
    .replace(/</g, '‹')
    .replace(/>/g, '›')
    .replace(/%+/g, '%')
    .replace(/;/g, ',')
    .replace(/\](?=\()/g, ']\u200b')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? '(unnamed)' : clean;
}

/** Labels in row order, unique: the metric added when several are charted, then a counter. */
function labels(rows: Comparison[]): string[] {
  const severalMetrics = new Set(rows.map((c) => c.metric)).size > 1;
  const used = new Set<string>();
  return rows.map((c) => {
    const name = displayName(c.benchmark, CHART_NAME_CHARS);
    const base = chartLabel(severalMetrics ? `${name} · ${c.metric}` : name);
    let label = base;
    for (let n = 2; used.has(label); n++) label = `${base} (${n})`;
    used.add(label);
    return label;
  });
}

/** A number as xychart reads it: plain decimal, at most two decimals, never `-0` or an exponent. */
function num(value: number): string {
  const text = value.toFixed(2).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** A step of 1, 2, 2.5 or 5 × 10^k near `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}

interface Bar {
  label: string;
  delta: number;
  lo: number;
  hi: number;
}

/**
 * The six overlaid series of one row (see the top of the file), each a value the bar reaches from
 * the axis minimum `min`; later series are drawn over earlier ones, so at each point the colour is
 * that of the last series reaching it. A row up from 0 uses the first three and the cover, a row
 * down from 0 the last three and the cover; a CI reaching past 0 to the other side is drawn
 * lighter there by the otherwise unused series.
 */
function series(bar: Bar, min: number): number[] {
  const { delta } = bar;
  const lo = Math.min(bar.lo, delta);
  const hi = Math.max(bar.hi, delta);
  if (delta >= 0) {
    // beyond-CI to hi, CI-on-bar to Δ, bar to lo (the near end); below 0: the CI's far side, then the cover.
    return [hi, delta, Math.max(lo, 0), min, lo < 0 ? 0 : min, Math.min(lo, 0)];
  }
  // above 0: the CI's far side; bar to 0, CI-on-bar to hi (the near end), beyond-CI to Δ, cover up to lo.
  return [hi > 0 ? hi : min, min, 0, Math.min(hi, 0), delta, lo];
}

/**
 * The chart as markdown lines (a ```mermaid block and a caption under it), or none when no row
 * changed. `maxBars` caps the bars at the largest |Δ|.
 */
export function renderChart(report: Report, maxBars = CHART_MAX_BARS): string[] {
  const rows = chartableRows(report);
  if (rows.length === 0) return [];
  const shown = [...rows].sort((a, b) => Math.abs(b.deltaPct!) - Math.abs(a.deltaPct!)).slice(0, maxBars);
  // Largest increase first, down to the largest decrease: the bars read as one slope.
  shown.sort((a, b) => b.deltaPct! - a.deltaPct!);
  const names = labels(shown);
  // Rounded as they are written, so the axis range is computed from the numbers Mermaid reads.
  const round = (v: number) => Math.round(v * 100) / 100;
  const bars: Bar[] = shown.map((c, i) => {
    const delta = round(c.deltaPct!);
    const ci = c.ratioCI && c.ratioCI.every(Number.isFinite) ? c.ratioCI.map((r) => round(100 * (r - 1))) : [delta, delta];
    return { label: names[i], delta, lo: Math.min(ci[0], ci[1]), hi: Math.max(ci[0], ci[1]) };
  });
  const values = bars.flatMap((b) => [b.delta, b.lo, b.hi]);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep((high - low || 1) / 5);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const columns = bars.map((b) => series(b, min));
  const palette = [COLOURS.ciBeyondBar, COLOURS.ciOnBar, COLOURS.bar, COLOURS.ciOnBar, COLOURS.ciBeyondBar, COLOURS.background].join(', ');
  const init = {
    xyChart: { width: 720, height: Math.min(140 + 34 * bars.length, 900), chartOrientation: 'horizontal' },
    themeVariables: {
      xyChart: {
        backgroundColor: COLOURS.background,
        titleColor: COLOURS.text,
        xAxisLabelColor: COLOURS.text,
        xAxisTitleColor: COLOURS.text,
        xAxisTickColor: COLOURS.axis,
        xAxisLineColor: COLOURS.axis,
        yAxisLabelColor: COLOURS.text,
        yAxisTitleColor: COLOURS.text,
        yAxisTickColor: COLOURS.axis,
        yAxisLineColor: COLOURS.axis,
        plotColorPalette: palette,
      },
    },
  };
  const capped = rows.length > shown.length ? ` Showing the ${shown.length} largest changes of ${rows.length}.` : '';
  return [
    '```mermaid',
    `%%{init: ${JSON.stringify(init)}}%%`,
    'xychart-beta horizontal',
    `  title "Changed rows: Δ % with its 95% CI"`,
    `  x-axis [${bars.map((b) => `"${b.label}"`).join(', ')}]`,
    `  y-axis "Δ % (head vs base)" ${num(min)} --> ${num(max)}`,
    ...columns[0].map((_, s) => `  bar [${columns.map((col) => num(col[s])).join(', ')}]`),
    '```',
    '',
    `<sub>Each bar runs from 0 to the row's Δ % (head vs base); the darker and lighter shading over it is the 95% confidence interval.${capped}</sub>`,
  ];
}
