// PELT (Killick, Fearnhead & Eckley 2012, "Optimal detection of changepoints with a linear
// computational cost", JASA 107:500) with the Gaussian mean-change cost (least squares, the
// "l2" cost): the exact minimiser of Σ cost(segment) + penalty × (number of changes), with a
// minimum segment length. Expected O(n) when changes keep arriving (pruning keeps the candidate
// set small), which is what lets 10,000 commits × 200 series run in seconds where e-divisive
// means (O(n²) per split, ×permutations) cannot.
//
// Pruning with a minimum segment length m: a candidate start s with F(s) + C(s, t) > F(t) at
// time t is dominated by t for every end T ≥ t + m (C(s, T) ≥ C(s, t) + C(t, T) for this cost),
// but t is not yet an admissible start for ends T < t + m. So s is dropped only from t + m on
// (for m = 1 that is Killick's rule unchanged); dropping it at once can lose the optimum.

/** The optimal segmentation: where segments start (the first excluded), and its penalised cost. */
export interface Segmentation {
  /** Indices τ (ascending, 0 < τ < n) where a new segment starts: y[τ−1] and y[τ] are in different segments. */
  changes: number[];
  /** Σ least-squares cost of the segments + penalty × changes.length. */
  cost: number;
}

/**
 * Exact penalised segmentation of `y` into segments of constant mean, each at least `minSize`
 * long. `penalty` is in the units of the squared values (scale it by the noise variance).
 * On equal totals the earliest segment start wins.
 */
export function peltL2(y: ArrayLike<number>, penalty: number, minSize = 1): Segmentation {
  return peltL2Bounded(y, penalty, minSize, Infinity)!;
}

/**
 * peltL2, or null as soon as more than `maxCandidates` segment starts are live at once (the
 * pruning is not keeping up: a long flat stretch), so the caller can fall back to windows
 * (pelt-windowed.ts) having spent little.
 */
export function peltL2Bounded(y: ArrayLike<number>, penalty: number, minSize: number, maxCandidates: number): Segmentation | null {
  const n = y.length;
  const m = Math.max(1, Math.floor(minSize));
  // Prefix sums of the centred values: centring keeps Q − S²/k from cancelling on large levels.
  let mean = 0;
  for (let i = 0; i < n; i++) mean += y[i];
  mean = n > 0 ? mean / n : 0;
  const S = new Float64Array(n + 1);
  const Q = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = y[i] - mean;
    S[i + 1] = S[i] + v;
    Q[i + 1] = Q[i] + v * v;
  }
  const cost = (a: number, b: number): number => {
    const s = S[b] - S[a];
    const c = Q[b] - Q[a] - (s * s) / (b - a);
    return c > 0 ? c : 0;
  };
  if (n < 2 * m) return { changes: [], cost: n > 0 ? cost(0, n) : 0 };

  const F = new Float64Array(n + 1);
  const from = new Int32Array(n + 1);
  F[0] = -penalty;
  // The candidate starts, ascending, and from when each is dominated (n + 1: not yet).
  let cand = new Int32Array(64);
  let dropAt = new Int32Array(64);
  const value = new Float64Array(n + 1);
  let size = 0;
  for (let t = m; t <= n; t++) {
    const s = t - m; // becomes admissible now: segment [s, t) has length m
    if (s === 0 || s >= m) {
      if (size === cand.length) {
        const c2 = new Int32Array(size * 2);
        c2.set(cand);
        cand = c2;
        const d2 = new Int32Array(size * 2);
        d2.set(dropAt);
        dropAt = d2;
      }
      cand[size] = s;
      dropAt[size] = n + 1;
      size++;
      if (size > maxCandidates) return null;
    }
    let best = Infinity;
    let arg = -1;
    const St = S[t];
    const Qt = Q[t];
    for (let k = 0; k < size; k++) {
      // F(c) + cost(c, t) + penalty, the cost inlined: this loop is the whole of PELT's time.
      const c = cand[k];
      const s1 = St - S[c];
      const q = Qt - Q[c] - (s1 * s1) / (t - c);
      const v = F[c] + (q > 0 ? q : 0) + penalty;
      value[k] = v;
      if (v < best) {
        best = v;
        arg = c;
      }
    }
    F[t] = best;
    from[t] = arg;
    // Keep the candidates still live after t; mark the dominated ones to go from t + m on.
    let kept = 0;
    for (let k = 0; k < size; k++) {
      let drop = dropAt[k];
      if (drop <= t + 1) continue;
      if (value[k] - penalty > best && t + m < drop) drop = t + m;
      if (drop <= t + 1) continue;
      cand[kept] = cand[k]!;
      dropAt[kept] = drop;
      kept++;
    }
    size = kept;
  }
  const changes: number[] = [];
  for (let t = n; t > 0;) {
    const s = from[t];
    if (s > 0) changes.push(s);
    t = s;
  }
  changes.reverse();
  return { changes, cost: F[n] };
}
