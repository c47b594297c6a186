// docs/statistics.md#step-5-mann-whitney-u: the Mann-Whitney view of the unit values (the default test):
// the exact/normal U test and the two-sample Hodges–Lehmann ratio, with the all-equal case made
// explicit (nothing moved and no data could show otherwise: ratio 1, CI [1, 1]).
import { effectSizeSorted } from './effect.js';
import { mannWhitneySorted } from './mannwhitney.js';
import { minAttainableP } from './samplesize.js';

export interface TwoSampleView {
  p: number;
  method: 'exact' | 'normal' | 'all-equal';
  /** log-ratio: HL on logs; shift: additive HL (some value ≤ 0); equal: every pooled value equal. */
  scale: 'log-ratio' | 'shift' | 'equal';
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** Shift scale only: the HL shift head − base (its sign decides when there is no ratio). */
  shift: number | null;
  k: number;
  achievedConf: number | null;
  /** 2/C(n1+n2, n1): the smallest p any data of these sizes could give. */
  minP: number;
}

/** The U test and HL effect on ascending-sorted unit values (each side non-empty). */
export function twoSampleView(xs: Float64Array, ys: Float64Array): TwoSampleView {
  const test = mannWhitneySorted(xs, ys);
  const minP = minAttainableP(xs.length, ys.length);
  if (test.method === 'all-equal') {
    return { p: 1, method: 'all-equal', scale: 'equal', ratio: 1, ratioCI: [1, 1], shift: null, k: 0, achievedConf: null, minP };
  }
  const effect = effectSizeSorted(xs, ys);
  return {
    p: test.p,
    method: test.method,
    scale: effect.scale === 'additive' ? 'shift' : 'log-ratio',
    ratio: effect.ratio,
    ratioCI: effect.ratioCI,
    shift: effect.shift,
    k: effect.k,
    achievedConf: effect.achievedConf,
    minP,
  };
}
