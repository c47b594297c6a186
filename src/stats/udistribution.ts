// The exact null distribution of the Mann-Whitney U statistic, conditional on the pooled
// midranks (so it is exact with ties too), by dynamic programming over doubled ranks:
// count the ways to pick n1 of the N pooled values with each doubled-rank sum.
// Cost O(N · n1 · n1·n2), ~10⁶ steps at N = 60: callers use it only up to there.
import { binomial } from './samplesize.js';

export interface UDistribution {
  /** cdf[t] = P(2U ≤ t), t = 0 … 2·n1·n2. */
  cdf: Float64Array;
  /** sf[t] = P(2U ≥ t); summed from the top so tiny upper tails keep their precision. */
  sf: Float64Array;
}

/** The DP's table, reused across calls: thousands of rows with ties each need one, and a fresh zeroed buffer per row is garbage. */
let scratch = new Float64Array(1024);

/** Subset counts by doubled-rank sum, read as the mass of 2U = t (t = 0 … 2·n1·n2). */
interface SubsetCounts {
  table: Float64Array;
  /** Index in `table` of 2U = 0. */
  start: number;
  /** End of the n1-subsets' row in `table`: a sum beyond it is unreachable (mass 0). */
  end: number;
  size: number;
}

/** prefix[t] = the sum of the first t doubled ranks (an Int32Array: the DPs index by it in their innermost loops). */
function prefixSums(doubledRanks: ArrayLike<number>): Int32Array {
  const prefix = new Int32Array(doubledRanks.length + 1);
  for (let i = 0; i < doubledRanks.length; i++) prefix[i + 1] = prefix[i] + doubledRanks[i];
  return prefix;
}

/**
 * Fills the shared table; valid until the next call. `maxT`: the largest 2U counted (all of them
 * by default): a partial sum that the smallest ranks still to come would carry past it is never
 * built, so a tail that stops at t costs less the further out t is.
 */
function countSubsets(doubledRanks: ArrayLike<number>, n1: number, maxT?: number): SubsetCounts {
  const total = doubledRanks.length;
  const n2 = total - n1;
  const offset = n1 * (n1 + 1); // doubled-rank sum when U = 0
  const limit = offset + (maxT ?? 2 * n1 * n2); // no subset sums more than that: ties only lower the top
  const width = limit + 1;
  // counts[j·width + s]: subsets of j processed values whose doubled ranks sum to s.
  // Floats: C(60, 30) ≈ 1.2e17 exceeds 2^53, but relative rounding stays ~1e-16.
  const cells = (n1 + 1) * width;
  if (scratch.length < cells) scratch = new Float64Array(Math.max(cells, 2 * scratch.length));
  const counts = scratch;
  counts.fill(0, 0, cells);
  counts[0] = 1;
  // prefix[t] = sum of the t smallest ranks: with ranks ascending, j of the first i values sum to
  // between prefix[j] and prefix[i] − prefix[i−j]; looping only over that band keeps it ~3× cheaper.
  const prefix = prefixSums(doubledRanks);
  for (let i = 0; i < total; i++) {
    const a = doubledRanks[i];
    // Adding value i to a (j−1)-subset of the first i values; j must still be able to reach n1.
    const jLow = Math.max(1, n1 - (total - 1 - i));
    for (let j = Math.min(i + 1, n1); j >= jLow; j--) {
      const row = j * width;
      const prev = row - width - a;
      const from = prefix[j - 1] + a;
      // The subset's other n1 − j values come after i: they add at least the next n1 − j ranks.
      const rest = prefix[i + 1 + n1 - j] - prefix[i + 1];
      const to = Math.min(prefix[i] - prefix[i - (j - 1)] + a, limit - rest);
      for (let s = to; s >= from; s--) counts[row + s] += counts[prev + s];
    }
  }
  return { table: counts, start: n1 * width + offset, end: cells, size: 2 * n1 * n2 + 1 };
}

/** How many t, from 0, have their mass in the table: beyond, 2U = t is above every subset's sum (mass 0). */
const reachOf = (c: SubsetCounts): number => Math.min(c.size, c.end - c.start);

/** Total mass, summed in ascending order of t (the order every tail below divides by); zero masses add nothing. */
function totalMass(c: SubsetCounts): number {
  const reach = reachOf(c);
  let all = 0;
  for (let t = 0; t < reach; t++) all += c.table[c.start + t];
  return all;
}

/**
 * Distribution of 2U for the base sample given all pooled doubled midranks (ascending) and the
 * base sample size n1 (1 ≤ n1 < N).
 */
export function uDistributionGivenRanks(doubledRanks: ArrayLike<number>, n1: number): UDistribution {
  const counts = countSubsets(doubledRanks, n1);
  const { table, start, size } = counts;
  const reach = reachOf(counts);
  const all = totalMass(counts);
  const cdf = new Float64Array(size);
  const sf = new Float64Array(size);
  let acc = 0;
  for (let t = 0; t < size; t++) cdf[t] = acc += (t < reach ? table[start + t] : 0) / all;
  acc = 0;
  for (let t = size - 1; t >= 0; t--) sf[t] = acc += (t < reach ? table[start + t] : 0) / all;
  return { cdf, sf };
}

/**
 * cdf[t] and sf[t] of uDistributionGivenRanks, summed in the same order (so bit for bit the
 * same: the zero masses it also adds change no sum), without building the whole distribution:
 * a row with ties needs only its own tails.
 */
export function uTailsGivenRanks(doubledRanks: ArrayLike<number>, n1: number, t: number): { lower: number; upper: number } {
  // Rows share tie patterns (integer metrics such as allocs/op tie the same way row after row):
  // the same ranks and n1 give the same masses, so each pattern's DP runs once, whatever t each
  // row asks of it. The key spells them one UTF-16 unit each: up to 255 values, all below 2¹⁶.
  if (doubledRanks.length > 255) return tailsOf(patternMasses(doubledRanks, n1), t);
  const key = patternKey(doubledRanks, n1);
  let masses = massesCache.get(key);
  if (!masses) {
    if (massesCache.size >= MASSES_CACHE_MAX) massesCache.clear();
    massesCache.set(key, (masses = patternMasses(doubledRanks, n1)));
  }
  return tailsOf(masses, t);
}

/** A cache key spelling each number (every one below 2¹⁶, at most 255 ranks) as one UTF-16 unit. */
function patternKey(doubledRanks: ArrayLike<number>, ...head: number[]): string {
  return String.fromCharCode(...head) + String.fromCharCode.apply(null, doubledRanks as number[]); // apply takes any array-like
}

/** A tie pattern's subset counts of 2U = 0 … reach−1 (beyond: mass 0) and their total. */
interface PatternMasses {
  counts: Float64Array;
  all: number;
}

const MASSES_CACHE_MAX = 10_000;
const massesCache = new Map<string, PatternMasses>();

function patternMasses(doubledRanks: ArrayLike<number>, n1: number): PatternMasses {
  const counts = countSubsets(doubledRanks, n1);
  return { counts: counts.table.slice(counts.start, counts.start + reachOf(counts)), all: totalMass(counts) };
}

/** P(2U ≤ t) and P(2U ≥ t), each mass divided by the total and summed in uDistributionGivenRanks' order. */
function tailsOf({ counts, all }: PatternMasses, t: number): { lower: number; upper: number } {
  const reach = counts.length;
  let lower = 0;
  for (let u = 0; u <= t && u < reach; u++) lower += counts[u] / all;
  let upper = 0;
  for (let u = reach - 1; u >= t; u--) upper += counts[u] / all;
  return { lower, upper };
}

/** Largest pooled size the tail-only DP serves: its total, C(N, n1), is an exact float (every step below 2⁵³) up to there. */
const TAIL_ONLY_MAX_N = 50;

/** Below this a tail is the smaller of the two however they were rounded (each sum is off by ~1e-16). */
const SURELY_SMALLER = 0.5 - 1e-9;

const pCache = new Map<string, number>();
const P_CACHE_MAX = 10_000;

/**
 * The two-sided p of exactFromRanks, min(1, 2·min(P(2U ≤ t), P(2U ≥ t))), bit for bit, without
 * the whole distribution: only the tail on t's side of the mean is counted, by a DP that never
 * builds a sum beyond t (the further out t, the less it counts; at the mean about half). That tail
 * is the smaller one when it is below ½ (the two add up to 1 + P(2U = t)); near ½, where rounding
 * could order two equal tails either way, and above, the whole distribution decides. The upper
 * tail is the lower tail of the mirrored ranks.
 */
export function uTwoSidedPGivenRanks(doubledRanks: ArrayLike<number>, n1: number, t: number): number {
  const total = doubledRanks.length;
  if (total > TAIL_ONLY_MAX_N) return pFromTails(uTailsGivenRanks(doubledRanks, n1, t));
  // Rows share tie patterns and often their t too (integer metrics): one DP per (pattern, t).
  const key = patternKey(doubledRanks, n1, t); // t ≤ 2·25·25: one unit
  let p = pCache.get(key);
  if (p === undefined) {
    const n2 = total - n1;
    const tail = t <= n1 * n2 ? lowerTail(doubledRanks, n1, t) : lowerTail(mirrored(doubledRanks), n1, 2 * n1 * n2 - t);
    p = tail < SURELY_SMALLER ? Math.min(1, 2 * tail) : pFromTails(uTailsGivenRanks(doubledRanks, n1, t));
    if (pCache.size >= P_CACHE_MAX) pCache.clear();
    pCache.set(key, p);
  }
  return p;
}

/** The two-sided p of two tails: min(1, 2·min(tails)), each tail capped at 1 (rounding can carry a sum just past it). */
export function pFromTails({ lower, upper }: { lower: number; upper: number }): number {
  return Math.min(1, 2 * Math.min(Math.min(1, lower), Math.min(1, upper)));
}

/** Doubled ranks of the reversed order (rank r ↦ N + 1 − r), ascending: 2U of the same subset becomes 2·n1·n2 − 2U. */
function mirrored(doubledRanks: ArrayLike<number>): Int32Array {
  const total = doubledRanks.length;
  const out = new Int32Array(total);
  for (let i = 0; i < total; i++) out[i] = 2 * (total + 1) - doubledRanks[total - 1 - i];
  return out;
}

/** P(2U ≤ t), summed as uDistributionGivenRanks sums its cdf (ascending, each mass divided by the total), from a DP cut at t. */
function lowerTail(doubledRanks: ArrayLike<number>, n1: number, t: number): number {
  const { table, start } = countSubsets(doubledRanks, n1, t);
  const all = binomial(doubledRanks.length, n1);
  let tail = 0;
  for (let u = 0; u <= t; u++) tail += table[start + u] / all;
  return tail;
}

const noTiesCache = new Map<number, UDistribution>();

/** The classic no-ties distribution of 2U for sizes (n1, n2), memoised (rows often share sizes). */
export function uDistributionNoTies(n1: number, n2: number): UDistribution {
  const key = n1 * 100_003 + n2;
  let dist = noTiesCache.get(key);
  if (!dist) {
    const ranks = new Int32Array(n1 + n2);
    for (let i = 0; i < ranks.length; i++) ranks[i] = 2 * (i + 1);
    dist = uDistributionGivenRanks(ranks, n1);
    noTiesCache.set(key, dist);
  }
  return dist;
}
