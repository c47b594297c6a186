// Regenerates the golden reports in __tests__/golden/ (`npm run golden`): run it after changing a
// renderer or the statistics on purpose, then review the diff — it is what users will see.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GOLDEN_DIR, renderGoldens } from '../__tests__/support/golden.js';

const files = renderGoldens();
mkdirSync(GOLDEN_DIR, { recursive: true });
// A file no case renders any more would otherwise linger unchecked.
for (const name of readdirSync(GOLDEN_DIR)) if (!files.has(name)) rmSync(path.join(GOLDEN_DIR, name));
let changed = 0;
for (const [name, content] of files) {
  const file = path.join(GOLDEN_DIR, name);
  let old: string | undefined;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old === content) continue;
  writeFileSync(file, content);
  changed++;
  console.log(`${old === undefined ? 'wrote' : 'updated'} __tests__/golden/${name}`);
}
console.log(`${files.size} golden files, ${changed} changed: review them with git diff __tests__/golden`);
