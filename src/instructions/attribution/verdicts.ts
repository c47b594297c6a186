// Which rows get "where the instructions went": an instructions row changed beyond the threshold.
// Its own file so that the displays need not load the cachegrind reader.
import type { Comparison, Verdict } from '../../model.js';

/** The verdicts whose rows get an attribution: a change beyond the threshold. */
export const ATTRIBUTED_VERDICTS: readonly Verdict[] = ['regression', 'improvement', 'accepted'];

export function wantsAttribution(row: Pick<Comparison, 'metric' | 'verdict'>): boolean {
  return row.metric === 'instructions' && ATTRIBUTED_VERDICTS.includes(row.verdict);
}
