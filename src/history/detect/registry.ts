// Every step detector (detectors.ts), in their order: analyse.ts runs each on every series, and
// the renderers (render/phrases.ts: so the terminal, the markdown, the push's summary, the
// comment and the dashboard) say each one's steps from its entry.
import type { Detector } from './detector.js';
import * as listed from './detectors.js';

export type { Detector } from './detector.js';

export const DETECTORS: readonly Detector[] = Object.values(listed as Record<string, Detector>).sort((a, b) => a.order - b.order);

/** The detector of a basis; undefined for one no detector has (a report from another version). */
export function detectorOf(basis: string): Detector | undefined {
  return DETECTORS.find((d) => d.basis === basis);
}

/** A basis' rank (its detector's order); an unknown basis after every known one. */
export function orderOf(basis: string): number {
  return detectorOf(basis)?.order ?? Infinity;
}
