// src/formats/index.ts is generated from the format folders (scripts/formats-index.mjs, run by the
// build): the committed file is what the script writes, and a new folder is a new format.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { FORMATS } from '../src/formats/index.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts', 'formats-index.mjs');
const check = (root: string) => spawnSync(process.execPath, [SCRIPT, '--root', root, '--check'], { encoding: 'utf8' });

describe('src/formats/index.ts', () => {
  it('is what scripts/formats-index.mjs writes from the folders (run it, or npm run build)', () => {
    const r = check(ROOT);
    assert.equal(r.status, 0, r.stderr);
  });

  it('lists every format folder, by id, each exporting the Format of its own id', () => {
    const ids = FORMATS.map((f) => f.id);
    assert.deepEqual(ids, [...ids].sort());
    assert.ok(ids.includes('google-benchmark') && ids.includes('go'), ids.join(', '));
  });

  const copy = mkdtempSync(path.join(os.tmpdir(), 'benchgate-formats-index-'));
  after(() => rmSync(copy, { recursive: true, force: true }));

  it('is stale once a folder is added, and the script adds exactly its import and entry', () => {
    cpSync(path.join(ROOT, 'src', 'formats'), path.join(copy, 'src', 'formats'), { recursive: true });
    cpSync(path.join(ROOT, '.prettierrc.json'), path.join(copy, '.prettierrc.json'));
    const before = readFileSync(path.join(copy, 'src/formats/index.ts'), 'utf8');
    mkdirSync(path.join(copy, 'src/formats/zig-bench'));
    writeFileSync(path.join(copy, 'src/formats/zig-bench/zig-bench.ts'), 'export {};\n');
    const stale = check(copy);
    assert.equal(stale.status, 1);
    assert.match(stale.stderr, /src\/formats\/index\.ts is stale/);
    const wrote = spawnSync(process.execPath, [SCRIPT, '--root', copy], { encoding: 'utf8' });
    assert.equal(wrote.status, 0, wrote.stderr);
    const after = readFileSync(path.join(copy, 'src/formats/index.ts'), 'utf8');
    const added = after.split('\n').filter((line) => !before.split('\n').includes(line));
    assert.deepEqual(added, ["import { zigBench } from './zig-bench/zig-bench.js';", '  zigBench,']);
    assert.equal(check(copy).status, 0);
  });
});
