// The series' name (its group above it) and what it measures: `time (s) · 40 commits · lower is better`.
import type { Card } from '../card.js';
import { el } from '../dom.js';

export const titleCard: Card<{ meta: string }> = {
  id: 'title',
  order: 10,
  data: (series, { shown, total, say }) => ({ meta: say.meta(series, shown.length, total) }),
  render(box, data, { series }) {
    const h = el('h2');
    if (series.group) h.appendChild(el('span', 'group', series.group));
    h.appendChild(document.createTextNode(series.benchmark));
    box.append(h, el('p', 'meta', data.meta));
  },
};
