// What the history found in the series: its drift, then each step, newest first, as phrases.ts says them.
import type { Card } from '../card.js';
import { el } from '../dom.js';
import type { SaidFinding } from '../page-data.js';

export const findingsCard: Card<SaidFinding[]> = {
  id: 'findings',
  order: 20,
  data: (series, { say }) => say.findings(series),
  render(box, findings, page) {
    const list = el('ul', 'finding');
    for (const f of findings) list.appendChild(el('li', f.tone)).append(...page.said(f.said));
    box.appendChild(list);
  },
};
