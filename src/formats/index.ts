// The registry of formats: adding a format is one file under src/formats/ plus one line here.
import type { Format } from './format.js';

export const FORMATS: readonly Format[] = [
];
