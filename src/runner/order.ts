// Which side runs first in each round: random (so drift in machine load or temperature spreads
// evenly over both sides) but reproducible from a seed.
import { mulberry32 } from '../prng.js';

export type Side = 'base' | 'head';

/** The side order of `count` rounds: each round runs both sides once, base or head first. */
export function roundOrders(seed: number, count: number): Side[][] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => (next() < 0.5 ? ['base', 'head'] : ['head', 'base']));
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
