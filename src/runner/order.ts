// Which side runs first in each round: random (so drift in machine load or temperature spreads
// evenly over both sides) but reproducible from a seed.
export type Side = 'base' | 'head';

/** mulberry32: tiny, fast, good enough to pick orders; the same seed gives the same sequence. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The side order of `count` rounds: each round runs both sides once, base or head first. */
export function roundOrders(seed: number, count: number): Side[][] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => (next() < 0.5 ? ['base', 'head'] : ['head', 'base']));
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
