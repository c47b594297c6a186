// The valgrind counter: cachegrind with the cache simulation off, every child traced (../count.ts).
// Its files are what "where the instructions went" reads.
import { count } from '../count.js';
import type { Counter } from './counter.js';

export const valgrindCounter: Counter = { id: 'valgrind', count };
