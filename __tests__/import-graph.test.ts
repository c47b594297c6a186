// The ground floor holds: no import circle in src/ and no arrow pointing up the floors that
// docs/architecture.md lists (scripts/import-graph.mjs measures both), and every file is on a floor.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts/import-graph.mjs');

function graph(root: string): { status: number | null; out: string; json: { circles: string[][]; up: { from: string; to: string }[]; unplaced: string[] } } {
  const text = spawnSync(process.execPath, [SCRIPT, '--root', root], { encoding: 'utf8' });
  const json = spawnSync(process.execPath, [SCRIPT, '--root', root, '--json'], { encoding: 'utf8' });
  assert.equal(json.stderr, '');
  return { status: text.status, out: text.stdout, json: JSON.parse(json.stdout) };
}

describe('the import graph of src/', () => {
  it('has no circle, no arrow up and no file on no floor (docs/architecture.md "Layers")', () => {
    const g = graph(ROOT);
    assert.deepEqual(g.json.circles, [], g.out);
    assert.deepEqual(g.json.up, [], g.out);
    assert.deepEqual(g.json.unplaced, [], g.out);
    assert.equal(g.status, 0, g.out);
  });

  it('action/, cli/ and pipeline/ reach the history through its one door, history/index.ts', () => {
    const through = ['action', 'cli', 'pipeline'].flatMap((area) =>
      readdirSync(path.join(ROOT, 'src', area), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .flatMap((f) =>
          [...readFileSync(path.join(ROOT, 'src', area, f), 'utf8').matchAll(/from '((?:\.\.\/)+history\/[^']+)'/g)].map((m) => `${area}/${f}: ${m[1]}`),
        ),
    );
    assert.ok(through.length > 0);
    assert.deepEqual(
      through.filter((t) => !t.endsWith('/history/index.js')),
      [],
    );
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchgate-import-graph-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a circle (type-only imports too), an arrow up and a file on no floor, and exits 1', () => {
    mkdirSync(path.join(dir, 'docs'));
    mkdirSync(path.join(dir, 'src/low'), { recursive: true });
    mkdirSync(path.join(dir, 'src/high'));
    writeFileSync(
      path.join(dir, 'docs/architecture.md'),
      '# A\n\n## Layers\n\n1. `low/` — the ground floor\n2. `high/` `entry.ts` — above it\n\n## Next\n\n3. `stray.ts`\n',
    );
    writeFileSync(path.join(dir, 'src/low/a.ts'), "import { b } from './b.js';\nexport const a = b;\n");
    writeFileSync(path.join(dir, 'src/low/b.ts'), "import type { A } from './a.js';\nexport const b = 1 as unknown as A;\n");
    writeFileSync(path.join(dir, 'src/low/c.ts'), "import { h } from '../high/h.js';\nexport const c = h;\n");
    writeFileSync(path.join(dir, 'src/high/h.ts'), 'export const h = 1;\n');
    writeFileSync(path.join(dir, 'src/entry.ts'), "export * from './low/c.js';\nconst later = () => import('./high/h.js');\nvoid later;\n");
    writeFileSync(path.join(dir, 'src/stray.ts'), 'export {};\n');
    const g = graph(dir);
    assert.deepEqual(g.json.circles, [['src/low/a.ts', 'src/low/b.ts']]);
    assert.deepEqual(
      g.json.up.map((u) => [u.from, u.to]),
      [['src/low/c.ts', 'src/high/h.ts']],
    );
    assert.deepEqual(g.json.unplaced, ['src/stray.ts']);
    assert.equal(g.status, 1);
    assert.match(g.out, /1 circles, 1 arrows up, 1 files on no floor/);
  });
});
