// `npm run new-format <id>` (scripts/new-format.mjs), run for real in a throwaway copy of the
// sources: it writes the parser's folder and its test folder, and regenerates the list of formats
// (scripts/formats-index.mjs) with it and nothing else; what it writes compiles and registers the format, and the scaffolded tests fail until a developer fills them in — a scaffold
// must never pass on its own. Bad or taken ids are refused without touching anything.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copySources, runNode } from './support/scaffold-copy.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts', 'new-format.mjs');
const ID = 'demo-harness';

let copy = '';
before(() => {
  copy = copySources('benchgate-new-format-');
  cpSync(path.join(ROOT, '__tests__', 'support'), path.join(copy, '__tests__', 'support'), { recursive: true });
  mkdirSync(path.join(copy, '__tests__', 'formats'));
});
after(() => rmSync(copy, { recursive: true, force: true }));

const run = (args: string[], timeout?: number) => runNode(copy, args, timeout);

const newFormat = (...args: string[]) => run([SCRIPT, ...args, '--root', copy]);
const indexOf = () => readFileSync(path.join(copy, 'src', 'formats', 'index.ts'), 'utf8');

describe('npm run new-format', () => {
  let registryBefore = '';
  let scaffolded: ReturnType<typeof run>;
  before(() => {
    registryBefore = indexOf();
    scaffolded = newFormat(ID);
  });

  it('writes the parser, its test folder with a placeholder fixture and its compare case, and lists them', () => {
    assert.equal(scaffolded.status, 0, scaffolded.stderr);
    const files = [
      `src/formats/${ID}/${ID}.ts`,
      `__tests__/formats/${ID}/${ID}.test.ts`,
      `__tests__/formats/${ID}/compare-case.ts`,
      `__tests__/formats/${ID}/fixtures/SOURCE.txt`,
      `__tests__/formats/${ID}/fixtures/REPLACE-ME.txt`,
      'src/formats/index.ts',
    ];
    for (const file of files) {
      assert.ok(existsSync(path.join(copy, file)), `${file} was not written`);
      assert.ok(scaffolded.stdout.includes(`  ${file}\n`), `the summary does not list ${file}`);
    }
  });

  it('regenerates src/formats/index.ts from the folders: the new import and FORMATS entry, nothing else', () => {
    const added = indexOf()
      .split('\n')
      .filter((line) => !registryBefore.split('\n').includes(line));
    assert.deepEqual(added, [`import { demoHarness } from './${ID}/${ID}.js';`, '  demoHarness,']);
    assert.match(indexOf(), /\n {2}criterion,\n {2}demoHarness,\n {2}go,\n/);
  });

  it('compiles (tsc over the registry and the new test folder)', () => {
    writeFileSync(
      path.join(copy, 'tsconfig.scaffold.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src/formats/index.ts', `__tests__/formats/${ID}`] }),
    );
    const tsc = run([path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.scaffold.json']);
    assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
  });

  it('registers the format: `benchgate parse --help` lists it, and --format names it', () => {
    const help = run(['--import', 'tsx', path.join('src', 'cli.ts'), 'parse', '--help']);
    assert.equal(help.status, 0, help.stderr);
    assert.ok(help.stdout.includes(ID), help.stdout);
    const parsed = run(['--import', 'tsx', path.join('src', 'cli.ts'), 'parse', '--format', ID, `__tests__/formats/${ID}/fixtures/REPLACE-ME.txt`]);
    assert.equal(parsed.status, 2, parsed.stderr);
    assert.match(parsed.stderr, new RegExp(`the ${ID} parser is not written yet \\(src/formats/${ID}/${ID}\\.ts\\)`));
  });

  it('scaffolds tests that fail and say what to fill in', () => {
    const test = run(['--import', 'tsx', '--test', '--test-reporter=tap', path.join('__tests__', 'formats', ID, `${ID}.test.ts`)]);
    assert.notEqual(test.status, 0, `the scaffolded tests passed:\n${test.stdout}`);
    assert.match(test.stdout, /^# pass 0$/m);
    assert.match(test.stdout, /^# fail 2$/m);
    // The marks left, each with its file and line, and the parser that is not written yet.
    assert.match(test.stdout, new RegExp(`src/formats/${ID}/${ID}\\.ts:\\d+: .*TODO\\(new-format\\)`));
    assert.match(test.stdout, new RegExp(`__tests__/formats/${ID}/compare-case\\.ts:\\d+: .*TODO\\(new-format\\)`));
    assert.match(test.stdout, /the demo-harness parser is not written yet/);
  });

  it('refuses a taken id, a bad id, `auto` and a missing id, and changes nothing', () => {
    const registry = indexOf();
    for (const [args, why] of [
      [[ID], /format 'demo-harness' is already registered/],
      [['go'], /format 'go' is already registered/],
      [['Deno_Bench'], /'Deno_Bench' is not a format id/],
      [['auto'], /'auto' is reserved/],
      [[], /expected the new format id/],
    ] as const) {
      const r = newFormat(...args);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, why);
    }
    assert.equal(indexOf(), registry);
  });
});
