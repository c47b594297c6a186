// The per-commit standard errors of a series, moderated (Smyth 2004, limma's empirical Bayes):
// each record's SE comes from its own ~10 rounds, so it is itself an estimate on rounds − 1
// degrees of freedom, and the smallest of 100 such SEs is far too small — a Bonferroni cut-off
// then falls several times too often on noise (issue 28: 18% of pure-noise series had a false
// step). Every commit of a series measures the same benchmark on the same kind of runner, so
// their SEs share a typical value s0²; each commit's variance is shrunk towards it by how much
// the SEs scatter beyond what their own degrees of freedom explain:
//   s̃² = (ν·s² + ν0·s0²) / (ν + ν0), referred to Student's t on ν + ν0 degrees of freedom.
// When the SEs agree (ν0 large) a commit is tested nearly with the pooled value (power close to a
// known σ); when they disagree (ν0 small) each commit keeps its own SE with the t of its own rounds.
/** ν0 beyond this counts as "the SEs agree entirely": the pooled value is as good as known. */
const MAX_PRIOR_DF = 1_000;
/** Fewer SEs than this say nothing about their scatter: each keeps its own, on its own df. */
const MIN_FOR_PRIOR = 5;

export interface ModeratedSE {
  /** The moderated SE of each value (same order). */
  se: Float64Array;
  /** The degrees of freedom of each (ν + ν0). */
  df: Float64Array;
  /** The prior's degrees of freedom ν0 (0: no moderation). */
  priorDf: number;
}

/** Trigamma ψ'(x) for x > 0: recurrence up to 6, then the asymptotic series. */
export function trigamma(x: number): number {
  let acc = 0;
  while (x < 6) {
    acc += 1 / (x * x);
    x += 1;
  }
  const x2 = 1 / (x * x);
  return acc + 1 / x + x2 / 2 + (1 / (6 * x * x * x)) * (1 - x2 * (1 / 5 - x2 * (1 / 7 - x2 / 5)));
}

/** Digamma ψ(x) for x > 0: recurrence up to 6, then the asymptotic series. */
function digamma(x: number): number {
  let acc = 0;
  while (x < 6) {
    acc -= 1 / x;
    x += 1;
  }
  const x2 = 1 / (x * x);
  return acc + Math.log(x) - 1 / (2 * x) - x2 * (1 / 12 - x2 * (1 / 120 - x2 / 252));
}

/** The y > 0 with trigamma(y) = v (Smyth 2004, Newton's iteration on 1/trigamma). */
function trigammaInverse(v: number): number {
  if (v > 1e7) return 1 / Math.sqrt(v);
  if (v < 1e-6) return 1 / v;
  let y = 0.5 + 1 / v;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(y);
    // d(1/ψ')/dy = −ψ''/ψ'²; ψ'' ≈ numerical derivative of trigamma.
    const h = 1e-5 * y;
    const tri2 = (trigamma(y + h) - trigamma(y - h)) / (2 * h);
    const dif = (tri * (1 - tri / v)) / tri2;
    y += dif;
    if (!(y > 0)) y = 1e-8;
    if (Math.abs(dif) < 1e-10 * y) break;
  }
  return y;
}

/**
 * Moderates `se` (each on `df[i]` degrees of freedom, the rounds of its record less one).
 * Zero or non-finite SEs (an exact metric, an unknown CI) are left as they are, and take no part in
 * the prior; so are all when fewer than MIN_FOR_PRIOR are usable.
 */
export function moderateSE(se: ArrayLike<number>, df: ArrayLike<number>): ModeratedSE {
  const n = se.length;
  const out = Float64Array.from(se);
  const outDf = Float64Array.from(df);
  const usable: number[] = [];
  for (let i = 0; i < n; i++) if (se[i] > 0 && Number.isFinite(se[i]) && df[i] > 0 && Number.isFinite(df[i])) usable.push(i);
  if (usable.length < MIN_FOR_PRIOR) return { se: out, df: outDf, priorDf: 0 };
  // Smyth's moment estimates on z = ln s²: E z = ln s0² + ψ(ν/2) − ln(ν/2), Var z = ψ'(ν/2) + ψ'(ν0/2).
  // A few commits run on a bad day widen the scatter of z: ν0 falls and each commit keeps more of
  // its own SE (the safe side: fewer false steps, never more).
  const e = usable.map((i) => Math.log(se[i] * se[i]) - digamma(df[i] / 2) + Math.log(df[i] / 2));
  const mean = e.reduce((s, x) => s + x, 0) / e.length;
  const variance = e.reduce((s, x) => s + (x - mean) ** 2, 0) / (e.length - 1);
  const meanTri = usable.reduce((s, i) => s + trigamma(df[i] / 2), 0) / usable.length;
  const excess = variance - meanTri;
  const priorDf = excess > 0 ? Math.min(MAX_PRIOR_DF, 2 * trigammaInverse(excess)) : MAX_PRIOR_DF;
  const s0sq = Math.exp(mean);
  for (const i of usable) {
    out[i] = Math.sqrt((df[i] * se[i] * se[i] + priorDf * s0sq) / (df[i] + priorDf));
    outDf[i] = df[i] + priorDf;
  }
  return { se: out, df: outDf, priorDf };
}
