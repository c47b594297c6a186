// The CLI's entry (package.json `bin`, bundled to dist/cli.js): everything lives in cli/main.ts.
import './cli/main.js';
