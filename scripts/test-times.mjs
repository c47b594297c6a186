// A node:test reporter that adds up each test file's time (its top-level tests and suites, which a
// file runs one after another) and prints the whole run's time and the ten slowest files. .ci/run
// adds it beside the usual reporter, so a CI log shows where the suite's minutes go.
//
//   node --test --test-reporter=tap --test-reporter-destination=stdout \
//     --test-reporter=./scripts/test-times.mjs --test-reporter-destination=test-times.txt …
import path from 'node:path';

const SHOWN = 10;

export default async function* testTimes(source) {
  const started = Date.now();
  const byFile = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0) continue;
    const file = event.data.file ? path.relative(process.cwd(), event.data.file) : '(unknown file)';
    byFile.set(file, (byFile.get(file) ?? 0) + (event.data.details?.duration_ms ?? 0));
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  yield `test suite: ${seconds(Date.now() - started)} wall, ${byFile.size} files; the ${slowest.length} slowest files:\n`;
  for (const [file, ms] of slowest) yield `  ${seconds(ms).padStart(8)}  ${file}\n`;
}
