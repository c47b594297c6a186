// docs/statistics.md#step-6-the-paired-view-of-the-rounds: the paired view of interleaved rounds. Base and head of one
// round ran back to back on the same machine, so the machine's drift between rounds cancels in
// dᵣ = ln(headᵣ/baseᵣ): the Wilcoxon signed-rank test on d, the one-sample Hodges–Lehmann
// estimate (median of the Walsh averages) with its distribution-free CI, and "worse in r of R".
import jStat from 'jstat';
import type { Better } from '../model.js';
import { CONFIDENCE, medianOfSorted } from './median.js';
import { normalLowerTail } from './normal.js';
import { selectOrders } from './pairwise.js';
import { SIGNED_RANK_EXACT_MAX_N, signedRankCdfNoTies, signedRankTest } from './signedrank.js';
import type { SideUnits } from './units.js';

export interface PairedView {
  /** Rounds with a value on both sides. */
  pairs: number;
  /** log-ratio: d = ln(head/base); shift: d = head − base (some value ≤ 0). */
  scale: 'log-ratio' | 'shift';
  /** d per pair, in round order (zeros included). */
  differences: number[];
  /** Pairs with d ≠ 0: the signed-rank test's n. */
  nonzero: number;
  p: number;
  method: 'exact' | 'normal' | 'all-zero';
  /** exp(HL) on the log scale; 1 + HL/|base median| on the shift scale (null when that median is 0). */
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** Shift scale only: the HL shift head − base. */
  shift: number | null;
  /** 1-based order of the CI's lower Walsh average; 0 when 95% is unattainable. */
  k: number;
  achievedConf: number | null;
  /** Smallest p any data could give with this many pairs: 2^(1−pairs). */
  minP: number;
  /** Rounds in which head was worse than base (d of the bad sign). */
  worseRounds: number;
}

/** Smallest two-sided signed-rank p attainable with R pairs. */
export function pairedMinAttainableP(pairs: number): number {
  return Math.min(1, Math.pow(2, 1 - pairs));
}

/** Rounds needed so that 2^(1−R) < perTestAlpha. */
export function pairsNeeded(perTestAlpha: number): number {
  if (!(perTestAlpha > 0)) throw new RangeError(`per-test alpha must be > 0 (got ${perTestAlpha})`);
  let r = 1;
  while (pairedMinAttainableP(r) >= perTestAlpha) r++;
  return r;
}

/** k of the one-sample HL interval [W(k), W(N+1−k)]: largest with P(T⁺ ≤ k−1) ≤ (1 − conf)/2, untied. */
export function walshCriticalOrder(n: number, confidence = CONFIDENCE): { k: number; achievedConf: number | null } {
  const half = (1 - confidence) / 2;
  if (n <= SIGNED_RANK_EXACT_MAX_N) {
    const cdf = signedRankCdfNoTies(n);
    let k = 0;
    while (k < cdf.length && cdf[k] <= half) k++;
    return k === 0 ? { k: 0, achievedConf: null } : { k, achievedConf: 1 - 2 * cdf[k - 1] };
  }
  const mean = (n * (n + 1)) / 4;
  const sd = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24);
  const z = jStat.normal.inv(1 - half, 0, 1);
  const k = Math.max(0, Math.ceil(mean - 0.5 - z * sd));
  return k === 0 ? { k: 0, achievedConf: null } : { k, achievedConf: 1 - 2 * normalLowerTail((k - 1 + 0.5 - mean) / sd) };
}

/**
 * The view's interval at the order `k` of another confidence (walshCriticalOrder; the level the
 * row was decided at, docs/statistics.md#step-8-the-verdict): [W(k), W(N+1−k)] of the Walsh averages of
 * the same differences, on the view's scale. Null when k < 1 or there is no relative size.
 */
export function pairedIntervalAt(
  view: { differences: ArrayLike<number>; scale: PairedView['scale'] },
  baseMedian: number | null,
  k: number,
): [number, number] | null {
  const d = view.differences;
  const n = d.length;
  const count = (n * (n + 1)) / 2;
  if (k < 1 || k > count + 1 - k) return null;
  const walsh = new Float64Array(count);
  let w = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[w++] = (d[i] + d[j]) / 2;
  const [lo, hi] = selectOrders(walsh, [k, count + 1 - k]);
  if (view.scale === 'log-ratio') return [Math.exp(lo), Math.exp(hi)];
  const scale = baseMedian === null ? 0 : Math.abs(baseMedian);
  return scale > 0 ? [1 + lo / scale, 1 + hi / scale] : null;
}

/** The pairs (base, head) of rounds with a value on both sides, in round order; a round seen twice on a side uses its first value. */
function pairUp(base: SideUnits, head: SideUnits): { b: number; h: number }[] {
  const headByRound = new Map<number, number>();
  head.values.forEach((v, i) => {
    const r = head.rounds[i];
    if (r !== undefined && !headByRound.has(r)) headByRound.set(r, v);
  });
  const seen = new Set<number>();
  const pairs: { round: number; b: number; h: number }[] = [];
  base.values.forEach((v, i) => {
    const r = base.rounds[i];
    if (r === undefined || seen.has(r)) return;
    seen.add(r);
    const h = headByRound.get(r);
    if (h !== undefined) pairs.push({ round: r, b: v, h });
  });
  return pairs.sort((x, y) => x.round - y.round);
}

/** The paired view of run values; null when no round has a value on both sides. */
export function pairedView(base: SideUnits, head: SideUnits, better: Better, baseMedian: number | null): PairedView | null {
  const pairs = pairUp(base, head);
  const n = pairs.length;
  if (n === 0) return null;
  const logScale = pairs.every(({ b, h }) => b > 0 && h > 0);
  // ln h − ln b (not ln(h/b)): a round and its mirror image (1000→1008, 1008→1000) tie exactly in |d|.
  const differences = pairs.map(({ b, h }) => (logScale ? Math.log(h) - Math.log(b) : h - b));
  const nonzeroD = differences.filter((d) => d !== 0);
  const worseRounds = differences.filter((d) => (better === 'lower' ? d > 0 : d < 0)).length;

  // One-sample Hodges–Lehmann on every pair (zeros kept): the median of the Walsh averages.
  const walsh = new Float64Array((n * (n + 1)) / 2);
  let w = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[w++] = (differences[i] + differences[j]) / 2;
  walsh.sort();
  const hl = medianOfSorted(walsh);
  const { k, achievedConf } = walshCriticalOrder(n);
  const ci: [number, number] | null = k < 1 ? null : [walsh[k - 1], walsh[walsh.length - k]];

  let ratio: number | null;
  let ratioCI: [number, number] | null;
  let shift: number | null = null;
  if (logScale) {
    ratio = Math.exp(hl);
    ratioCI = ci && [Math.exp(ci[0]), Math.exp(ci[1])];
  } else {
    shift = hl;
    const scale = baseMedian === null ? 0 : Math.abs(baseMedian);
    ratio = scale > 0 ? 1 + hl / scale : null;
    ratioCI = scale > 0 && ci ? [1 + ci[0] / scale, 1 + ci[1] / scale] : null;
  }

  const base_ = {
    pairs: n,
    scale: logScale ? ('log-ratio' as const) : ('shift' as const),
    differences,
    nonzero: nonzeroD.length,
    k,
    achievedConf,
    minP: pairedMinAttainableP(n),
    worseRounds,
  };
  if (nonzeroD.length === 0) {
    // Every round identical: nothing moved, and no data could say otherwise.
    return { ...base_, p: 1, method: 'all-zero', ratio: 1, ratioCI: [1, 1], shift: logScale ? null : 0 };
  }
  const test = signedRankTest(nonzeroD);
  return { ...base_, p: test.p, method: test.method, ratio, ratioCI, shift };
}
