// The series' chart (uPlot): the cumulative change since its first commit shown, its 95% band,
// change points as dashed lines with their Δ, a flagged drift's window shaded; below it, the
// commit under the cursor. Made when its section comes near the screen, and remade when the
// colour scheme changes, so a page of 200 series opens at once.
import type uPlot from 'uplot';
import { formatDelta, formatPctCI } from '../../../../report/format-units.js';
import type { Card, PageContext } from '../card.js';
import { color, el } from '../dom.js';
import type { PageSeries } from '../page-data.js';

const HEIGHT = 220;

/** Sections whose chart is made, with their chart: resized and remade together. */
const made = new Map<HTMLElement, { chart: uPlot; build: () => void }>();
let listening = false;

export const chartCard: Card<{ label: string }> = {
  id: 'chart',
  order: 30,
  data: (series, { say }) => ({ label: say.chartLabel(series) }),
  render(box, data, page) {
    const chart = el('div', 'chart');
    chart.setAttribute('role', 'img');
    chart.setAttribute('aria-label', data.label);
    const point = el('p', 'point');
    box.append(chart, point);
    const build = () => {
      made.get(page.section)?.chart.destroy();
      chart.textContent = '';
      made.set(page.section, { chart: drawChart(page, chart, point), build });
      document.body.dataset.charts = String(made.size);
    };
    whenNear(page.section, build);
    listen();
  },
};

/** Runs `build` once `section` comes within 400 px of the screen (at once without IntersectionObserver). */
function whenNear(section: HTMLElement, build: () => void): void {
  if (!('IntersectionObserver' in window)) return build();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      build();
    },
    { rootMargin: '400px' },
  );
  observer.observe(section);
}

/** Resizes the charts with the window and remakes them in the other colour scheme's colours. */
function listen(): void {
  if (listening) return;
  listening = true;
  let resize: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(resize);
    resize = setTimeout(() => {
      for (const [section, { chart }] of made) chart.setSize({ width: Math.max(section.querySelector('.chart')!.clientWidth, 200), height: HEIGHT });
    }, 100);
  });
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    for (const { build } of [...made.values()]) build();
  });
}

const isoDay = (time: string | undefined): string => {
  const t = new Date(time ?? '');
  return Number.isNaN(t.getTime()) ? '' : t.toISOString().slice(0, 10);
};

/** The line under the chart: the commit, its day, its own step and the change since the first commit shown. */
function describePoint(page: PageContext, line: HTMLElement, i: number | null | undefined): void {
  const { data, series: s } = page;
  line.textContent = '';
  if (i === null || i === undefined || i < 0 || i >= s.c.length) return;
  const pct = s.pct[i];
  const [lo, hi] = [s.lo[i], s.hi[i]];
  const band = lo === null || hi === null ? (i === 0 ? '' : ' (no CI: the records have none)') : ` ${formatPctCI([lo, hi])}`;
  const cumulative = pct === null ? 'no ratio recorded' : `since ${data.labels[s.c[0]]}: ${formatDelta(pct)}${band}`;
  line.append(...page.said([{ c: s.c[i] }, ` ${isoDay(data.times[s.c[i]])} · step ${formatDelta(s.step[i])} · ${cumulative}`]));
}

/** Change points as dashed lines with their Δ on top; a flagged drift's window shaded. */
function drawMarks(s: PageSeries, colors: Record<string, string>): (u: uPlot) => void {
  return (u) => {
    const ctx = u.ctx;
    const { top, height, left, width } = u.bbox;
    const ratio = window.devicePixelRatio || 1;
    ctx.save();
    if (s.drift?.flagged) {
      const x0 = u.valToPos(Math.max(s.drift.fromI, 0), 'x', true);
      const x1 = u.valToPos(s.drift.toI, 'x', true);
      ctx.fillStyle = colors.drift;
      ctx.fillRect(Math.min(x0, x1), top, Math.abs(x1 - x0), height);
    }
    ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    for (const cp of s.cps) {
      const x = u.valToPos(cp.i, 'x', true);
      if (x < left - 1 || x > left + width + 1) continue;
      const c = cp.worse ? colors.worse : colors.better;
      ctx.strokeStyle = c;
      ctx.fillStyle = c;
      ctx.lineWidth = 1.5 * ratio;
      ctx.setLineDash([4 * ratio, 3 * ratio]);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      const label = formatDelta(cp.deltaPct);
      ctx.fillText(label, Math.min(x + 3 * ratio, left + width - ctx.measureText(label).width), top + 2 * ratio);
    }
    ctx.restore();
  };
}

function drawChart(page: PageContext, box: HTMLElement, line: HTMLElement): uPlot {
  const { data, series: s } = page;
  const names = ['line', 'band', 'grid', 'muted', 'worse', 'better', 'drift'];
  const colors = Object.fromEntries(names.map((n) => [n, color(n)]));
  const axis = { stroke: colors.muted, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  const opts: uPlot.Options = {
    width: Math.max(box.clientWidth, 200),
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: true, y: false } },
    scales: { x: { time: false } },
    series: [
      {},
      { label: 'cumulative', stroke: colors.line, width: 2, spanGaps: true, points: { show: s.c.length <= 60, size: 5, fill: colors.line } },
      { label: 'low', stroke: 'transparent', width: 0, spanGaps: true, points: { show: false } },
      { label: 'high', stroke: 'transparent', width: 0, spanGaps: true, points: { show: false } },
    ],
    bands: [{ series: [3, 2], fill: colors.band }],
    axes: [
      {
        ...axis,
        space: 90,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000],
        font: '11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        values: (_u, splits) => splits.map((i) => (i >= 0 && i < s.c.length && i === Math.round(i) ? data.labels[s.c[i]] : '')),
      },
      {
        ...axis,
        // Wide enough for the longest label (+1000.0%): a fixed width cut the sign off +100.0%.
        size: (_u, values) => 18 + (values ?? []).reduce((n, v) => Math.max(n, String(v).length), 6) * 7,
        values: (_u, splits) => splits.map((v) => formatDelta(v)),
      },
    ],
    hooks: {
      draw: [drawMarks(s, colors)],
      setCursor: [(u) => (u.cursor.idx === null || u.cursor.idx === undefined ? undefined : describePoint(page, line, u.cursor.idx))],
    },
  };
  const xs = s.c.map((_, i) => i);
  const chart = new window.uPlot(opts, [xs, s.pct, s.lo, s.hi], box);
  describePoint(page, line, s.c.length - 1);
  return chart;
}
