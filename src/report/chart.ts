// The picture under the comment's table: a Mermaid `xychart-beta` (GitHub renders Mermaid in
// comments; its API cannot upload an image) of how large each changed row's Δ % is, with the
// interval the table shows for it (at the level that decided the row, else its 95% CI).
//
// Drawn for a phone and for both of GitHub's colour modes:
// - GitHub themes the diagram itself (mermaid's `dark` theme in dark mode, `default` in light)
//   wherever the diagram sets no colour; what an %%{init}%% directive sets is the same in both. So
//   the directive sets no background and no text colour, only the bars' palette, in shades that
//   read on a white and on a dark background.
// - xychart's bars grow from the axis minimum, and without a background colour nothing can cover
//   a bar's part below 0: the axis starts at 0 and each bar is the size of Δ (|Δ|), in orange where
//   head is worse and in blue where it is better; the label says the signed Δ. Overlaid bars (later
//   ones on top) shade the CI over the bar: darker where it overlaps the bar, lighter beyond it.
// - mermaid scales an xychart to the column it is shown in but measures its labels on the scaled
//   drawing, so in a column narrower than the chart every label comes out too long and is cut at
//   the left edge. The chart is as narrow as a phone's comment column (CHART_WIDTH) and the labels
//   are cut to fit it: the value axis has no numbers (d3 puts 8–16 ticks on it, which collide in a
//   narrow chart); each label carries its Δ instead.
//
// Benchmark names come from the pull request: a label can never end its quoted string, close the
// code fence, start a Mermaid directive or comment, carry markup, or break the line.
import type { Comparison, Report, Verdict } from '../model.js';
import { shownInterval } from './decision-text.js';
import { displayWidth } from './display-name.js';
import { codeSpan, escapeText, inertLine } from './escape.js';
import { formatDelta } from './format-units.js';

/** At most this many bars: the largest |Δ|; the caption says how many were left out. */
export const CHART_MAX_BARS = 20;
/** The chart's width (px): no wider than the comment column on a 420 px phone, so it is drawn at full size there. */
export const CHART_WIDTH = 380;
/** Widest label (em, by emWidth), Δ included: the label column of a CHART_WIDTH chart holds ~19.5 em at LABEL_FONT. */
export const CHART_LABEL_EM = 17;
/** Widest metric name in a label (em). */
const METRIC_EM = 6;
/** The label font (px): at CHART_WIDTH on a phone it reaches the screen at this size. */
const LABEL_FONT = 12;

// Verdicts that mean a row changed. A set of strings: `accepted` (a regression a reviewer
// accepted) is charted once that verdict exists; `ignored`, `inconclusive` and the rest are not.
const CHARTED: ReadonlySet<Verdict> = new Set<Verdict>(['regression', 'improvement', 'minor', 'accepted']);

// GitHub's Primer scales (orange and blue tell apart for every kind of colour blindness): each shade
// differs from white and from mermaid's dark background (#333) enough to be seen on both.
const SHADES = {
  worse: { beyond: '#ffb77c', onBar: '#bc4c00', bar: '#fb8f44' },
  better: { beyond: '#80ccff', onBar: '#0550ae', bar: '#218bff' },
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

/**
 * A label's width in em, estimated by character class from Arial's widths, on the wide side
 * (Trebuchet MS, mermaid's first font, is about as wide; Verdana ~10% wider, which CHART_LABEL_EM
 * leaves room for); letters of other scripts as wide ones, CJK as a square, emoji a little more.
 * A label wider than the room makes mermaid leave out every label, so this must not guess low.
 */
export function emWidth(text: string): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em;
}

function charEm(ch: string): number {
  const code = ch.codePointAt(0)!;
  const columns = displayWidth(ch);
  if (columns === 0) return 0;
  if (code >= 0x1f000) return 1.3; // emoji
  if (columns === 2 || ch === '…' || ch === 'M' || ch === 'W') return 1;
  if (/[mw%@]/.test(ch)) return 0.9;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[ijlftr.,:;'|!/()[\] ·‹›]/.test(ch)) return 0.3;
  if (code > 0x7f && ch !== '−') return 0.85; // Cyrillic Ж, Ш, Ю are as wide as an M
  return 0.56;
}

/** What a label says after the name: the metric when it is not `main`, the signed Δ. */
function labelEnd(c: Comparison, main: string): { metric: string; delta: string } {
  return { metric: c.metric === main ? '' : ` · ${fitWidth(c.metric, METRIC_EM)}`, delta: ` ${formatDelta(c.deltaPct)}` };
}

/** `text` at most `em` wide: whole, or its beginning and its end around `…` (the end tells sub-benchmarks apart). */
export function fitWidth(text: string, em: number): string {
  if (emWidth(text) <= em) return text;
  const points = Array.from(text);
  const half = (em - emWidth('…')) / 2;
  let head = 0;
  while (head < points.length && emWidth(points.slice(0, head + 1).join('')) <= half) head++;
  let tail = points.length;
  while (tail > head && emWidth(points.slice(tail - 1).join('')) <= half) tail--;
  return `${points.slice(0, head).join('')}…${points.slice(tail).join('')}`;
}

/**
 * The beginning every name shares (Go's `Benchmark`, a package path), when it ends at a word
 * boundary (a separator, or a lower-case letter or digit before an upper-case one) and leaves a
 * name to each row: labels too wide for a phone leave it out, and the caption names it. Word characters and
 * separators only, so the caption can show it as code without escaping anything.
 */
export function commonPrefix(names: string[]): string {
  if (names.length < 2) return '';
  let prefix = names[0];
  for (const n of names) while (!n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  prefix = /^[\w./:-]*/.exec(prefix)![0];
  const boundary = (i: number) => /[/_.:-]/.test(prefix[i - 1]) || names.every((n) => /[a-z0-9]/.test(n[i - 1]) && /[A-Z]/.test(n[i] ?? ''));
  let end = prefix.length;
  while (end > 0 && !boundary(end)) end--;
  prefix = prefix.slice(0, end);
  return prefix.length >= 3 && names.every((n) => n.length > prefix.length) ? prefix : '';
}

/** The metric most charted rows have (the first of equals): the labels name only the others. */
function mainMetric(rows: Comparison[]): string {
  const counts = new Map<string, number>();
  for (const c of rows) counts.set(c.metric, (counts.get(c.metric) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * `text` at most `em` wide around its code point `from` (where it parts from a name it would
 * otherwise be cut alike with): from the start of that part (after a `/`, a space, `[`, `(` or `,`
 * close before it, else three code points before), as many after as fit, `…` where cut.
 */
export function fitAround(text: string, from: number, em: number): string {
  if (emWidth(text) <= em) return text;
  const points = Array.from(text);
  const width = (start: number, end: number) => emWidth(points.slice(start, end).join('')) + (start > 0 ? 1 : 0) + (end < points.length ? 1 : 0);
  const at = Math.min(from, points.length - 1);
  let start = Math.max(0, at - 3);
  for (let i = at - 1; i >= Math.max(0, at - 12); i--)
    if (/[/ [(,]/.test(points[i])) {
      start = i + 1;
      break;
    }
  let end = start;
  while (end < points.length && width(start, end + 1) <= em) end++;
  while (start > 0 && width(start - 1, end) <= em) start--;
  return `${start > 0 ? '…' : ''}${points.slice(start, end).join('')}${end < points.length ? '…' : ''}`;
}

/** How many code points `a` and `b` share at their start. */
function sharedStart(a: string, b: string): number {
  const [x, y] = [Array.from(a), Array.from(b)];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/**
 * Labels in row order, unique, each at most CHART_LABEL_EM wide: the name without `prefix` (its
 * beginning and end, or where it parts from names that would be cut alike), the metric when it is
 * not `main`, the signed Δ; a counter when two still match.
 */
function labels(rows: Comparison[], prefix: string, main: string): string[] {
  const parts = rows.map((c) => ({ name: c.benchmark.slice(prefix.length), ...labelEnd(c, main) }));
  const room = (i: number, counter = '') => CHART_LABEL_EM - emWidth(parts[i].metric + parts[i].delta + counter);
  const cuts = parts.map((p, i) => fitWidth(p.name, room(i)));
  // Generated cases (`case=1/…`, `case=2/…`) differ in the middle, which a cut drops: show where they part.
  const alike = new Map<string, number[]>();
  cuts.forEach((cut, i) => alike.set(cut, [...(alike.get(cut) ?? []), i]));
  for (const group of alike.values())
    for (const i of group) {
      const others = group.filter((j) => parts[j].name !== parts[i].name);
      if (others.length === 0) continue;
      const from = Math.max(...others.map((j) => sharedStart(parts[i].name, parts[j].name)));
      cuts[i] = fitAround(parts[i].name, from, room(i));
    }
  const used = new Set<string>();
  return parts.map((p, i) => {
    // The name made inert on its own first, so a blank one reads `(unnamed)`, not only its Δ.
    const label = (cut: string, counter: string) => chartLabel(`${chartLabel(cut)}${p.metric}${p.delta}${counter}`);
    let text = label(cuts[i], '');
    for (let n = 2; used.has(text); n++) text = label(fitWidth(cuts[i], room(i, ` (${n})`)), ` (${n})`);
    used.add(text);
    return text;
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
  /** Head is worse than base (a slowdown, less throughput): the orange series. */
  worse: boolean;
  /** |Δ|, and the CI's near and far ends as distances from 0 in Δ's direction (near cut at 0). */
  size: number;
  near: number;
  far: number;
}

/**
 * The six overlaid series of one row, each a length from 0; later series are drawn over earlier
 * ones. Worse rows use the first three, better rows the last three: beyond-CI to the far end,
 * CI-on-bar to |Δ|, the bar to the near end of the CI.
 */
function series(bar: Bar): number[] {
  const shades = [bar.far, bar.size, bar.near];
  return bar.worse ? [...shades, 0, 0, 0] : [0, 0, 0, ...shades];
}

/**
 * The chart as markdown lines (a ```mermaid block and a caption under it), or none when no row
 * changed. `maxBars` caps the bars at the largest |Δ|.
 */
export function renderChart(report: Report, maxBars = CHART_MAX_BARS): string[] {
  const rows = chartableRows(report);
  if (rows.length === 0) return [];
  const shown = [...rows].sort((a, b) => Math.abs(b.deltaPct!) - Math.abs(a.deltaPct!)).slice(0, maxBars);
  const worse = (c: Comparison) => c.deltaPct! > 0 === (c.better === 'lower');
  // Worse rows first, as in the table, each group from the largest change down.
  shown.sort((a, b) => Number(worse(b)) - Number(worse(a)) || Math.abs(b.deltaPct!) - Math.abs(a.deltaPct!));
  const main = mainMetric(shown);
  // The shared beginning goes only to make room: names that fit are shown whole.
  const fitWhole = shown.every((c) => {
    const end = labelEnd(c, main);
    return emWidth(`${c.benchmark}${end.metric}${end.delta}`) <= CHART_LABEL_EM;
  });
  const prefix = fitWhole ? '' : commonPrefix(shown.map((c) => c.benchmark));
  const names = labels(shown, prefix, main);
  // Rounded as they are written, so the axis range is computed from the numbers Mermaid reads.
  const round = (v: number) => Math.round(v * 100) / 100;
  let crossesZero = false;
  const bars: Bar[] = shown.map((c, i) => {
    const delta = round(c.deltaPct!);
    const shown = shownInterval(c).ci;
    const ci = shown && shown.every(Number.isFinite) ? shown.map((r) => round(100 * (r - 1))) : [delta, delta];
    // In Δ's direction: for a decrease the CI's upper end is the near one.
    const sign = delta < 0 ? -1 : 1;
    const ends = [sign * ci[0], sign * ci[1], Math.abs(delta)];
    const near = Math.min(...ends);
    if (near < 0) crossesZero = true;
    return { label: names[i], worse: worse(c), size: Math.abs(delta), near: Math.max(near, 0), far: Math.max(...ends) };
  });
  const high = Math.max(...bars.map((b) => b.far));
  const step = niceStep((high || 1) / 5);
  const max = Math.ceil(high / step) * step || step;
  const columns = bars.map(series);
  const palette = [SHADES.worse.beyond, SHADES.worse.onBar, SHADES.worse.bar, SHADES.better.beyond, SHADES.better.onBar, SHADES.better.bar].join(', ');
  const init = {
    xyChart: {
      width: CHART_WIDTH,
      height: Math.min(90 + 28 * bars.length, 900),
      chartOrientation: 'horizontal',
      titleFontSize: 14,
      plotReservedSpacePercent: 30,
      // Room on the left of the labels for a column a little narrower than the chart (see above).
      xAxis: { labelFontSize: LABEL_FONT, labelPadding: 12 },
      yAxis: { showLabel: false, showTick: false, titleFontSize: LABEL_FONT },
    },
    // Only the bars' colours: background and text follow the reader's light or dark theme.
    themeVariables: { xyChart: { plotColorPalette: palette } },
  };
  const capped = rows.length > shown.length ? ` Showing the ${shown.length} largest changes of ${rows.length}.` : '';
  const cut = crossesZero ? ' A CI that reaches past 0 is drawn from 0.' : '';
  const named = prefix ? ` Names without their common beginning ${codeSpan(prefix)}.` : '';
  const metrics = shown.some((c) => c.metric !== main) ? ` Bars of a metric other than ${escapeText(main)} say which.` : '';
  return [
    '```mermaid',
    `%%{init: ${JSON.stringify(init)}}%%`,
    'xychart-beta horizontal',
    `  title "Changed rows: size of Δ, its CI shaded"`,
    `  x-axis [${bars.map((b) => `"${b.label}"`).join(', ')}]`,
    `  y-axis "|Δ| %" 0 --> ${num(max)}`,
    ...columns[0].map((_, s) => `  bar [${columns.map((col) => num(col[s])).join(', ')}]`),
    '```',
    '',
    `<sub>Each bar is the size of its row's Δ % (head vs base), orange where head is worse, blue where it is better; the darker and lighter shading over it is the confidence interval the table shows for it.${metrics}${cut}${named}${capped}</sub>`,
  ];
}
