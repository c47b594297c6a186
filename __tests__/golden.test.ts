// The terminal table, the PR comment and the job summary of a few representative reports, byte
// for byte against __tests__/golden/ (support/golden.ts builds them from fixed inputs). The
// content tests (report-*.test.ts) say what must be there; these show every other change in review.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { GOLDEN_DIR, renderGoldens } from './support/golden.js';

const HOW = 'if the change is intended, run `npm run golden` and review `git diff __tests__/golden`';

describe('golden reports', () => {
  const files = renderGoldens();
  for (const [name, content] of files) {
    it(name, () => {
      const file = path.join(GOLDEN_DIR, name);
      assert.ok(existsSync(file), `__tests__/golden/${name} is missing: ${HOW}`);
      const golden = readFileSync(file, 'utf8');
      if (golden === content) return;
      const a = golden.split('\n');
      const b = content.split('\n');
      let line = 0;
      while (line < a.length && a[line] === b[line]) line++;
      assert.fail(
        `${name} differs from the golden file at line ${line + 1}:\n  golden: ${JSON.stringify(a[line])}\n  now:    ${JSON.stringify(b[line])}\n${HOW}`,
      );
    });
  }

  it('every file in __tests__/golden/ is one a case renders', () => {
    const stale = readdirSync(GOLDEN_DIR).filter((name) => !files.has(name));
    assert.deepEqual(stale, [], `stale golden files: ${HOW}`);
  });
});
