// What a dashboard card is: one part of every series' section, in one file (cards/), listed in
// cards.ts. `data` runs on the server and makes the card's part of the page data, every word of it
// from phrases.ts (handed in as `say`: a card has no wording of its own); `render` runs in the
// page and shows that data, writing text with textContent only.
import type { HistoryReport, HistorySeries, HistoryPoint } from '../../model.js';
import type { FindingLine } from '../phrases.js';
import type { PageData, PageSeries, Said } from './page-data.js';

/** The server's side: what a card's data is made from. */
export interface CardContext {
  report: HistoryReport;
  /** The series' points the page shows (its newest maxPoints) and its number of points in all. */
  shown: readonly HistoryPoint[];
  total: number;
  /** phrases.ts, handed in: so a card's file, bundled into the page, brings no server code with it. */
  say: CardPhrases;
}

/** The sentences a card may use (phrases.ts's, with commits as links in the page). */
export interface CardPhrases {
  findings(series: HistorySeries): (Omit<FindingLine, 'text'> & { said: Said })[];
  meta(series: HistorySeries, shown: number, total: number): string;
  chartLabel(series: HistorySeries): string;
}

/** The page's side: the section a card is part of and what every card uses. */
export interface PageContext {
  data: PageData;
  series: PageSeries;
  /** The series' section (a card that draws late, the chart, draws when it scrolls into view). */
  section: HTMLElement;
  /** A sentence as nodes: its text, and its commits as links (or code when the repository is unknown). */
  said(parts: Said): Node[];
}

export interface Card<D = unknown> {
  /** Its key in a series' `cards` and its element's class (`card-<id>`). */
  readonly id: string;
  /** Its place in a series' section, top to bottom. */
  readonly order: number;
  /** On the server: this card's data for one series (plain JSON). */
  data(series: HistorySeries, context: CardContext): D;
  /** In the page: fill `el`, the card's element, from its data. */
  render(el: HTMLElement, data: D, page: PageContext): void;
}
