// PELT over long series in overlapping windows. PELT is linear only while changes keep coming:
// on a flat stretch no start is ever pruned (C(0,s) + C(s,t) ≤ C(0,t) always), so a flat series
// of 5,000 medians, or a constant allocation count over 10,000 commits, costs O(n²). Steps are
// local, so the series is segmented exactly within windows of WINDOW points, each overlapping the
// next by half, and each keeps the cuts of its middle half (the first and the last window keep
// their outer quarter too): the kept zones tile the series, and every cut is decided with at
// least a quarter window of context on either side. Cost O(n · WINDOW). Hunter and Apache Otava
// window e-divisive the same way, for the same reason. Where the pruning does keep up, the exact
// answer is cheaper still, so that is tried first.
import { peltL2, peltL2Bounded } from './pelt.js';

/** Points per window: ample context for a step (the confirmation tests look ±10 commits around). */
export const PELT_WINDOW = 128;

/**
 * Where segments start (ascending), as peltL2 would place them with this penalty and minimum
 * segment length; exactly peltL2's answer when the series fits one window or never has more than
 * a window's worth of live segment starts.
 */
export function peltChanges(y: ArrayLike<number>, penalty: number, minSize: number, window = PELT_WINDOW): number[] {
  const n = y.length;
  if (n <= window) return peltL2(y, penalty, minSize).changes;
  // Exact while the pruning keeps the live starts within a window's worth (a chain's random walk
  // is cut often enough); windows only where it does not.
  const exact = peltL2Bounded(y, penalty, minSize, window);
  return exact !== null ? exact.changes : peltInWindows(y, penalty, minSize, window);
}

/** PELT in overlapping windows of `window` points (see the top of this file). */
export function peltInWindows(y: ArrayLike<number>, penalty: number, minSize: number, window = PELT_WINDOW): number[] {
  const n = y.length;
  if (n <= window) return peltL2(y, penalty, minSize).changes;
  const half = window >> 1;
  const quarter = window >> 2;
  const values = Float64Array.from(y);
  const changes: number[] = [];
  for (let start = 0; ; start += half) {
    const end = Math.min(n, start + window);
    const keepFrom = start === 0 ? 0 : start + quarter;
    const keepTo = end === n ? n : start + window - quarter;
    for (const cut of peltL2(values.subarray(start, end), penalty, minSize).changes) {
      const at = start + cut;
      if (at < keepFrom || at >= keepTo) continue;
      // Two windows' cuts meeting at a tile boundary may sit closer than a segment may be long.
      if (changes.length > 0 && at - changes[changes.length - 1] < minSize) continue;
      changes.push(at);
    }
    if (end === n) break;
  }
  // The last segment must be long enough too.
  while (changes.length > 0 && n - changes[changes.length - 1] < minSize) changes.pop();
  return changes;
}
