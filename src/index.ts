// The action's entry (action.yml `main`, bundled to dist/index.js): everything lives in action/.
import { run } from './action/main.js';

void run();
