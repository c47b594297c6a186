// What the dashboard page reads (history-data.js sets it on `window.BENCHGATE_HISTORY`): made on
// the server (../dashboard.ts), read by the page (page.ts). Types only: both sides share them.
import type { Better } from '../../../model.js';

/** A sentence with commits in it: text, and commits (an index into PageData.commits) the page writes as links. */
export type Said = (string | { c: number })[];

/** One finding of a series as the page lists it: its tone (a colour) and its sentence, made by phrases.ts. */
export interface SaidFinding {
  tone: 'worse' | 'better' | '';
  said: Said;
}

/** One change point as the chart marks it: `i` is the index of its commit in the series' shown points. */
export interface PageChangePoint {
  i: number;
  deltaPct: number;
  ci: [number, number];
  p: number;
  /** The detector whose Δ and CI these are (the first of `bases`). */
  basis: string;
  /** Every detector that found this step (a version 1 report: its one basis). */
  bases: string[];
  cpuModel?: string;
  worse: boolean;
}

/** One series as the page reads it: commits as indexes into the shared commit list, values in percent. */
export interface PageSeries {
  benchmark: string;
  group?: string;
  metric: string;
  unit: string;
  better: Better;
  /** measure: instructions — the unit is instructions per operation, counted under valgrind. */
  measure?: 'instructions';
  /** How many points the series has in all (more than shown when cut to maxPoints). */
  total: number;
  c: number[];
  pct: (number | null)[];
  lo: (number | null)[];
  hi: (number | null)[];
  step: (number | null)[];
  cps: PageChangePoint[];
  /**
   * `fromI` is −1 when the window starts before the first point shown. `improved`: not flagged, but
   * its CI lies wholly beyond the threshold on the better side (drift.ts).
   */
  drift: { fromI: number; toI: number; commits: number; deltaPct: number; ci: [number, number]; flagged: boolean; improved: boolean } | null;
  /** Whether "only with change points or drift" shows it. */
  hasFindings: boolean;
  /** Each card's data (cards.ts), by the card's id. */
  cards: Record<string, unknown>;
}

export interface PageData {
  version: 1;
  generatedAt: string;
  repository: string | null;
  window: number;
  threshold: number;
  /** Every commit shown (full sha), its time, its label (a short sha) and its link (null when not linkable). */
  commits: string[];
  times: string[];
  labels: string[];
  links: (string | null)[];
  series: PageSeries[];
}
