// `npm run new-driver <id>` (scripts/new-driver.mjs), run for real in a throwaway copy of the
// sources: it writes the driver's host and inside halves and a test, and regenerates the drivers'
// registries (scripts/drivers-index.mjs) with exactly the new lines; what it writes compiles,
// registers the driver (the inside half's entry starts it), and its test fails until a developer
// fills it in — a scaffold must never pass on its own. Bad or taken ids are refused. The committed
// registries are what the script writes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DRIVER_IDS } from '../src/instructions/drivers/ids.js';
import { DRIVERS } from '../src/instructions/drivers/index.js';
import { INSIDE_HALVES } from '../src/instructions/drivers/inside.js';
import { copySources, runNode } from './support/scaffold-copy.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts', 'new-driver.mjs');
const INDEX_SCRIPT = path.join(ROOT, 'scripts', 'drivers-index.mjs');
const ID = 'demo-counter';
const DRIVERS_DIR = path.join('src', 'instructions', 'drivers');

let copy = '';
before(() => {
  copy = copySources('benchgate-new-driver-');
  mkdirSync(path.join(copy, '__tests__'));
});
after(() => rmSync(copy, { recursive: true, force: true }));

const run = (args: string[], timeout?: number) => runNode(copy, args, timeout);

const newDriver = (...args: string[]) => run([SCRIPT, ...args, '--root', copy]);
const registries = ['index.ts', 'ids.ts', 'inside.ts'];
const read = (file: string) => readFileSync(path.join(copy, DRIVERS_DIR, file), 'utf8');
const added = (before: string, after: string) => after.split('\n').filter((line) => !before.split('\n').includes(line));

describe('the drivers registries', () => {
  it('are what scripts/drivers-index.mjs writes from the files (run it, or npm run build)', () => {
    const r = spawnSync(process.execPath, [INDEX_SCRIPT, '--root', ROOT, '--check'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });

  it('list every driver by id, each with its inside half', () => {
    assert.deepEqual(
      DRIVERS.map((d) => d.id),
      [...DRIVER_IDS],
    );
    assert.deepEqual(Object.keys(INSIDE_HALVES).sort(), [...DRIVER_IDS].sort());
    assert.ok(DRIVER_IDS.includes('google-benchmark') && DRIVER_IDS.includes('go'));
  });
});

describe('npm run new-driver', () => {
  const before: Record<string, string> = {};
  let scaffolded: ReturnType<typeof run>;
  it('writes the host half, the inside half and a test, and lists them with the registries', () => {
    for (const f of registries) before[f] = read(f);
    scaffolded = newDriver(ID);
    assert.equal(scaffolded.status, 0, scaffolded.stderr);
    const files = [
      `${DRIVERS_DIR}/${ID}.ts`,
      `${DRIVERS_DIR}/${ID}-exec.ts`,
      `__tests__/instructions-${ID}.test.ts`,
      ...registries.map((f) => `${DRIVERS_DIR}/${f}`),
    ];
    for (const file of files) {
      assert.ok(existsSync(path.join(copy, file)), `${file} was not written`);
      assert.ok(scaffolded.stdout.includes(`  ${file}\n`), `the summary does not list ${file}`);
    }
    assert.match(scaffolded.stdout, /Next: /);
  });

  it('regenerates the registries with the new driver and nothing else', () => {
    assert.deepEqual(added(before['index.ts'], read('index.ts')), [
      "import { demoCounterDriver } from './demo-counter.js';",
      'export const DRIVERS: readonly Driver[] = [commandDriver, demoCounterDriver, goDriver, googleBenchmarkDriver];',
    ]);
    assert.deepEqual(added(before['ids.ts'], read('ids.ts')), ["export const DRIVER_IDS = ['command', 'demo-counter', 'go', 'google-benchmark'] as const;"]);
    assert.deepEqual(added(before['inside.ts'], read('inside.ts')), [
      "import { demoCounterExec } from './demo-counter-exec.js';",
      "  'demo-counter': demoCounterExec,",
    ]);
  });

  it('compiles (tsc over the drivers, their entry, the settings and the new test)', () => {
    writeFileSync(
      path.join(copy, 'tsconfig.scaffold.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [DRIVERS_DIR, 'src/instructions/driver-main.ts', 'src/settings.ts', `__tests__/instructions-${ID}.test.ts`],
      }),
    );
    const tsc = run([path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.scaffold.json']);
    assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
  });

  it('registers the inside half: the entry starts it, and it refuses to count until written', () => {
    const entry = path.join(copy, 'src', 'instructions', 'driver-main.ts');
    const env = ['--import', path.join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs'), entry];
    const r = run([...env, ID]);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, /demo-counter\): .*must be set|not written yet/);
    const unknown = run([...env, 'no-such-driver']);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /unknown driver "no-such-driver" \(.*demo-counter/);
  });

  it('leaves a test that fails until the TODO(new-driver) marks are gone', () => {
    const r = run(['--import', path.join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs'), '--test', `__tests__/instructions-${ID}.test.ts`]);
    assert.notEqual(r.status, 0, r.stdout);
    assert.match(r.stdout, /fill in what the scaffold left/);
    assert.match(r.stdout, /# pass 0/);
  });

  it('refuses a bad id, a taken id and a reserved one, touching nothing', () => {
    const snapshot = registries.map(read);
    for (const [id, why] of [
      ['Bad_Id', /not a driver id/],
      ['go', /already registered/],
      ['pick', /reserved/],
      ['foo-exec', /cannot end in -exec/],
    ] as const) {
      const r = newDriver(id);
      assert.equal(r.status, 2, r.stdout);
      assert.match(r.stderr, why);
    }
    assert.deepEqual(registries.map(read), snapshot);
  });
});
