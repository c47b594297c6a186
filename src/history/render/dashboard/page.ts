// The dashboard page's script, bundled into index.html at build time (scripts/dashboard-script.mjs
// writes ../dashboard-script.ts). It reads the data history-data.js put on
// `window.BENCHGATE_HISTORY`, and for each series makes a section of the cards (registry.ts), in
// their order; then the filters. Every text comes from the data (made by phrases.ts on the server)
// and goes in with textContent: a benchmark name is never parsed as HTML.
import type uPlot from 'uplot';
import type { PageContext } from './card.js';
import { el } from './dom.js';
import type { PageData, PageSeries, Said } from './page-data.js';
import { CARDS } from './registry.js';

declare global {
  interface Window {
    BENCHGATE_HISTORY?: PageData;
    uPlot?: typeof uPlot;
  }
}

/** A series' section, holding its series (the filters read it). */
type Section = HTMLElement & { series: PageSeries };

function start(): void {
  const data = window.BENCHGATE_HISTORY;
  const main = document.getElementById('series')!;
  const count = document.getElementById('count')!;
  if (!data || !window.uPlot) {
    count.textContent = 'The history data did not load: history-data.js must sit beside index.html.';
    return;
  }

  /** A commit as the page shows it: a link when the server made one, else its short sha as code. */
  const commit = (ci: number): HTMLElement => {
    const sha = data.commits[ci];
    if (typeof sha !== 'string') return el('span', 'sha', '?');
    const link = data.links[ci];
    const node = link ? el('a', 'sha', data.labels[ci]) : el('code', 'sha', data.labels[ci]);
    if (node instanceof HTMLAnchorElement && link) {
      node.href = link;
      node.rel = 'noopener noreferrer';
    }
    node.title = sha;
    return node;
  };
  const said = (parts: Said): Node[] => parts.map((p) => (typeof p === 'string' ? document.createTextNode(p) : commit(p.c)));

  const sections = data.series.map((series) => {
    const section = el('section', 'card') as Section;
    section.series = series;
    const page: PageContext = { data, series, section, said };
    for (const card of CARDS) {
      const box = section.appendChild(el('div', `card-${card.id}`));
      card.render(box, series.cards[card.id], page);
    }
    main.appendChild(section);
    return section;
  });

  // The filters: a name (case-insensitive substring, group included), a metric, findings only.
  const filter = document.getElementById('filter') as HTMLInputElement;
  const metric = document.getElementById('metric') as HTMLSelectElement;
  const onlyFindings = document.getElementById('findings') as HTMLInputElement;
  for (const m of [...new Set(data.series.map((s) => s.metric))].sort()) {
    const option = el('option', '', m);
    option.value = m;
    metric.appendChild(option);
  }
  const apply = (): void => {
    const text = filter.value.trim().toLowerCase();
    let shown = 0;
    for (const section of sections) {
      const s = section.series;
      const name = `${s.group ? `${s.group} ` : ''}${s.benchmark}`.toLowerCase();
      const visible = (!text || name.includes(text)) && (!metric.value || s.metric === metric.value) && (!onlyFindings.checked || s.hasFindings);
      section.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = `Showing ${shown} of ${sections.length} series.`;
  };
  filter.addEventListener('input', apply);
  metric.addEventListener('change', apply);
  onlyFindings.addEventListener('change', apply);
  apply();
  if (sections.length === 0) main.appendChild(el('p', 'empty', 'No series recorded yet.'));
  document.body.dataset.ready = 'true';
}

start();
