// The dashboard page's own stylesheet and script (uPlot's come from uplot-bundle.ts). The script
// runs in the reader's browser, so it is plain ES2017 in a string, with no template literal (it
// sits inside one here). It reads the data that history-data.js put on `window.BENCHGATE_HISTORY`
// and writes every text from it with textContent: a benchmark name is never parsed as HTML. It
// builds a chart only when its card scrolls into view, so a store of 200 series opens at once.

/** Light and dark follow the reader's `prefers-color-scheme`; the charts read these variables. */
export const DASHBOARD_CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0; --card: #f6f8fa;
  --grid: rgba(31, 35, 40, 0.1); --line: #0969da; --band: rgba(9, 105, 218, 0.2); --worse: #bc4c00; --better: #1a7f37;
  --drift: rgba(188, 76, 0, 0.12); --link: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d; --card: #151b23;
    --grid: rgba(240, 246, 252, 0.12); --line: #4493f8; --band: rgba(68, 147, 248, 0.28); --worse: #f0883e; --better: #3fb950;
    --drift: rgba(240, 136, 62, 0.16); --link: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
header { padding: 16px 24px 8px; border-bottom: 1px solid var(--border); }
h1 { font-size: 20px; margin: 0 0 4px; }
.summary, .meta, .note { color: var(--muted); margin: 0; }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 12px 0 4px; }
.controls input[type=search], .controls select { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 4px 8px; }
.controls input[type=search] { min-width: 16em; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 460px), 1fr)); gap: 16px; padding: 16px 24px 32px; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 12px 14px; min-width: 0; }
.card[hidden] { display: none; }
.card h2 { font-size: 15px; margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
.card h2 .group { display: block; font-weight: 400; font-size: 12px; color: var(--muted); }
.finding { margin: 4px 0 0; padding: 0; list-style: none; }
.finding li { margin: 2px 0; }
.worse { color: var(--worse); }
.better { color: var(--better); }
.chart { margin-top: 8px; min-height: 220px; }
.point { color: var(--muted); font-size: 12px; margin: 4px 0 0; min-height: 1.5em; }
a { color: var(--link); }
code, .sha { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.empty { padding: 24px; color: var(--muted); }
`;

/** The page's script: the cards, the filters, the charts. */
export const DASHBOARD_SCRIPT = `(function () {
  'use strict';
  var data = window.BENCHGATE_HISTORY;
  var main = document.getElementById('series');
  var count = document.getElementById('count');
  if (!data || !window.uPlot) {
    count.textContent = 'The history data did not load: history-data.js must sit beside index.html.';
    return;
  }
  var SHA = /^[0-9a-f]{7,64}$/i;
  var repo = typeof data.repository === 'string' && /^[A-Za-z0-9-]+\\/[A-Za-z0-9._-]+$/.test(data.repository) && data.repository.indexOf('..') < 0 ? data.repository : null;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function shortSha(sha) { return SHA.test(sha) ? sha.slice(0, 7).toLowerCase() : sha; }
  function commitNode(ci) {
    var sha = data.commits[ci];
    if (typeof sha !== 'string') return el('span', 'sha', '?');
    if (repo && SHA.test(sha)) {
      var a = el('a', 'sha', shortSha(sha));
      a.href = 'https://github.com/' + repo + '/commit/' + sha.toLowerCase();
      a.rel = 'noopener noreferrer';
      a.title = sha;
      return a;
    }
    var c = el('code', 'sha', shortSha(sha));
    c.title = sha;
    return c;
  }
  function num(v) { var a = Math.abs(v); return a >= 1000 ? a.toFixed(0) : a.toFixed(1); }
  function pct(v) {
    if (v === null || v === undefined || !isFinite(v)) return '—';
    return (v > 0 ? '+' : v < 0 ? '\\u2212' : '\\u00b1') + num(v) + '%';
  }
  function ciText(ci) { return '(' + pct(ci[0]).slice(0, -1) + ' \\u2026 ' + pct(ci[1]).slice(0, -1) + ')'; }
  function isWorse(d, better) { return better === 'lower' ? d > 0 : d < 0; }
  function day(ci) { var t = new Date(data.times[ci]); return isNaN(t.getTime()) ? '' : t.toISOString().slice(0, 10); }
  function pValue(p) { return p >= 0.001 ? String(Number(p.toPrecision(2))) : p.toExponential(1); }
  function append(parent, parts) {
    parts.forEach(function (p) { parent.appendChild(typeof p === 'string' ? document.createTextNode(p) : p); });
    return parent;
  }
  function color(name) { return getComputedStyle(document.documentElement).getPropertyValue('--' + name).trim(); }

  function findings(s) {
    var list = el('ul', 'finding');
    if (s.drift) {
      var d = s.drift;
      var li = el('li', d.flagged ? (isWorse(d.deltaPct, s.better) ? 'worse' : 'better') : d.improved ? 'better' : '');
      var steps = s.cps.filter(function (cp) { return cp.i > d.fromI && cp.i <= d.toI; });
      var tail = [];
      if (steps.length === 0) tail.push(', no single step');
      else {
        tail.push(steps.length === 1 ? ', with the step at ' : ', with steps at ');
        steps.forEach(function (cp, k) { if (k > 0) tail.push(', '); tail.push(commitNode(s.c[cp.i])); });
      }
      append(li, [(d.flagged ? (isWorse(d.deltaPct, s.better) ? '\\u26a0 drift, worse: ' : 'drift, better: ') : d.improved ? 'drift, better: ' : 'drift: ') +
        pct(d.deltaPct) + ' ' + ciText(d.ci) + ' over ' + d.commits + (d.commits === 1 ? ' commit' : ' commits')].concat(tail)
        .concat(d.flagged || d.improved ? [] : [' (its CI not beyond \\u00b1' + Number((100 * data.threshold).toPrecision(3)) + '%)']));
      list.appendChild(li);
    }
    s.cps.slice().sort(function (a, b) { return b.i - a.i; }).forEach(function (cp) {
      var worse = isWorse(cp.deltaPct, s.better);
      var basis = cp.basis === 'absolute' ? ', in the medians on ' + (cp.cpuModel || 'one CPU model') : '';
      list.appendChild(append(el('li', worse ? 'worse' : 'better'), [
        (worse ? '\\u26a0 worse: ' : 'better: ') + pct(cp.deltaPct) + ' step at ', commitNode(s.c[cp.i]),
        ' ' + ciText(cp.ci).slice(0, -1) + ', p = ' + pValue(cp.p) + basis + ') ' + day(s.c[cp.i]),
      ]));
    });
    return list;
  }

  function describePoint(s, line, i) {
    line.textContent = '';
    if (i === null || i === undefined || i < 0 || i >= s.c.length) return;
    var cum = s.pct[i] === null ? 'no ratio recorded' : 'since ' + shortSha(data.commits[s.c[0]]) + ': ' + pct(s.pct[i]) +
      (s.lo[i] === null || s.hi[i] === null ? (i === 0 ? '' : ' (no CI: the records have none)') : ' ' + ciText([s.lo[i], s.hi[i]]));
    append(line, [commitNode(s.c[i]), ' ' + day(s.c[i]) + ' \\u00b7 step ' + pct(s.step[i]) + ' \\u00b7 ' + cum]);
  }

  // Change points as dashed lines with their Δ on top; a flagged drift's window shaded.
  function drawMarks(s, colors) {
    return function (u) {
      var ctx = u.ctx;
      var top = u.bbox.top;
      var height = u.bbox.height;
      var ratio = window.devicePixelRatio || 1;
      ctx.save();
      if (s.drift && s.drift.flagged) {
        var x0 = u.valToPos(Math.max(s.drift.fromI, 0), 'x', true);
        var x1 = u.valToPos(s.drift.toI, 'x', true);
        ctx.fillStyle = colors.drift;
        ctx.fillRect(Math.min(x0, x1), top, Math.abs(x1 - x0), height);
      }
      ctx.font = Math.round(11 * ratio) + 'px system-ui, sans-serif';
      ctx.textBaseline = 'top';
      s.cps.forEach(function (cp) {
        var x = u.valToPos(cp.i, 'x', true);
        if (x < u.bbox.left - 1 || x > u.bbox.left + u.bbox.width + 1) return;
        var c = isWorse(cp.deltaPct, s.better) ? colors.worse : colors.better;
        ctx.strokeStyle = c;
        ctx.fillStyle = c;
        ctx.lineWidth = 1.5 * ratio;
        ctx.setLineDash([4 * ratio, 3 * ratio]);
        ctx.beginPath();
        ctx.moveTo(x, top);
        ctx.lineTo(x, top + height);
        ctx.stroke();
        var label = pct(cp.deltaPct);
        var w = ctx.measureText(label).width;
        ctx.fillText(label, Math.min(x + 3 * ratio, u.bbox.left + u.bbox.width - w), top + 2 * ratio);
      });
      ctx.restore();
    };
  }

  var charts = [];
  function buildChart(card) {
    var s = card.series;
    var box = card.querySelector('.chart');
    var line = card.querySelector('.point');
    var colors = { line: color('line'), band: color('band'), grid: color('grid'), muted: color('muted'), worse: color('worse'), better: color('better'), drift: color('drift') };
    var xs = s.c.map(function (_, i) { return i; });
    var axis = { stroke: colors.muted, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
    var opts = {
      width: Math.max(box.clientWidth, 200),
      height: 220,
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
        Object.assign({}, axis, {
          space: 90,
          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000],
          font: '11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          values: function (u, splits) {
            return splits.map(function (i) { return i >= 0 && i < s.c.length && i === Math.round(i) ? shortSha(data.commits[s.c[i]]) : ''; });
          },
        }),
        Object.assign({}, axis, {
          // Wide enough for the longest label (+1000.0%): a fixed width cut the sign off +100.0%.
          size: function (u, values) {
            var longest = (values || []).reduce(function (n, v) { return Math.max(n, String(v).length); }, 6);
            return 18 + longest * 7;
          },
          values: function (u, splits) { return splits.map(function (v) { return pct(v); }); },
        }),
      ],
      hooks: {
        draw: [drawMarks(s, colors)],
        setCursor: [function (u) { if (u.cursor.idx !== null && u.cursor.idx !== undefined) describePoint(s, line, u.cursor.idx); }],
      },
    };
    box.textContent = '';
    var chart = new uPlot(opts, [xs, s.pct, s.lo, s.hi], box);
    card.chart = chart;
    charts.push(chart);
    describePoint(s, line, s.c.length - 1);
    document.body.dataset.charts = String(charts.length);
  }

  var cards = data.series.map(function (s) {
    var card = el('section', 'card');
    card.series = s;
    var h = el('h2');
    if (s.group) h.appendChild(el('span', 'group', s.group));
    h.appendChild(document.createTextNode(s.benchmark));
    card.appendChild(h);
    var shown = s.c.length < s.total ? s.c.length + ' of ' + s.total + ' commits (the newest)' : s.total + (s.total === 1 ? ' commit' : ' commits');
    var unit = s.measure === 'instructions' ? ' (' + s.unit + '/op, counted under valgrind)' : s.unit ? ' (' + s.unit + ')' : '';
    card.appendChild(el('p', 'meta', s.metric + unit + ' \\u00b7 ' + shown + ' \\u00b7 ' + s.better + ' is better'));
    card.appendChild(findings(s));
    var chart = el('div', 'chart');
    chart.setAttribute('role', 'img');
    chart.setAttribute('aria-label', 'Cumulative change of ' + s.benchmark + ' (' + s.metric + ') since its first commit shown, with its 95% band');
    card.appendChild(chart);
    card.appendChild(el('p', 'point'));
    main.appendChild(card);
    return card;
  });

  // Charts are made when their card comes near the screen, and remade when the colour scheme changes.
  var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting && !e.target.chart) { buildChart(e.target); observer.unobserve(e.target); }
    });
  }, { rootMargin: '400px' }) : null;
  cards.forEach(function (card) { if (observer) observer.observe(card); else buildChart(card); });

  var resize = null;
  window.addEventListener('resize', function () {
    clearTimeout(resize);
    resize = setTimeout(function () {
      cards.forEach(function (card) {
        if (card.chart) card.chart.setSize({ width: Math.max(card.querySelector('.chart').clientWidth, 200), height: 220 });
      });
    }, 100);
  });
  if (window.matchMedia) {
    var scheme = window.matchMedia('(prefers-color-scheme: dark)');
    var remake = function () {
      cards.forEach(function (card) {
        if (!card.chart) return;
        card.chart.destroy();
        card.chart = null;
        buildChart(card);
      });
    };
    if (scheme.addEventListener) scheme.addEventListener('change', remake);
  }

  // The filters: a name (case-insensitive substring, group included), a metric, findings only.
  var filter = document.getElementById('filter');
  var metric = document.getElementById('metric');
  var onlyFindings = document.getElementById('findings');
  var metrics = [];
  data.series.forEach(function (s) { if (metrics.indexOf(s.metric) < 0) metrics.push(s.metric); });
  metrics.sort().forEach(function (m) { var o = el('option', '', m); o.value = m; metric.appendChild(o); });
  function apply() {
    var text = filter.value.trim().toLowerCase();
    var shown = 0;
    cards.forEach(function (card) {
      var s = card.series;
      var name = ((s.group ? s.group + ' ' : '') + s.benchmark).toLowerCase();
      var visible = (!text || name.indexOf(text) >= 0) && (!metric.value || s.metric === metric.value) &&
        (!onlyFindings.checked || s.cps.length > 0 || (s.drift && (s.drift.flagged || s.drift.improved)));
      card.hidden = !visible;
      if (visible) shown++;
    });
    count.textContent = 'Showing ' + shown + ' of ' + cards.length + ' series.';
  }
  filter.addEventListener('input', apply);
  metric.addEventListener('change', apply);
  onlyFindings.addEventListener('change', apply);
  apply();
  if (cards.length === 0) main.appendChild(el('p', 'empty', 'No series recorded yet.'));
  document.body.dataset.ready = 'true';
})();
`;
