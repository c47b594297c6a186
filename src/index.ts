// The action's entry (action.yml `main`, bundled to dist/index.js): everything lives in action.ts.
import { run } from './action.js';

void run();
