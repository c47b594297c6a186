// The CLI's start-up: scripts/build.mjs splits the CLI into a chunk per command (dist/chunks/), so
// `benchgate compare` loads neither the runner (child_process…) nor yaml (only when a rules file
// exists) nor node:crypto (only for a name long enough to shorten). Built by the real build script
// into a temp dir, then checked twice: on esbuild's metafile (what compare's chunks import
// statically) and on what a real `compare` run loads (Node's process.moduleLoadList).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { runCommand, type CommandResult } from './support/run-command.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'benchgate-cli-startup-'));
after(() => rmSync(work, { recursive: true, force: true }));
const OUT = path.join(work, 'dist');
const META = path.join(work, 'meta.json');

interface Output {
  entryPoint?: string;
  inputs: Record<string, unknown>;
  imports: { path: string; kind: string; external?: boolean }[];
}
let outputs: Record<string, Output>;

before(() => {
  // A chunk of an older build: the build must remove it (chunk names carry content hashes).
  mkdirSync(path.join(OUT, 'chunks'), { recursive: true });
  writeFileSync(path.join(OUT, 'chunks', 'compare-STALE000.js'), 'throw new Error("stale chunk");\n');
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', OUT, '--metafile', META], { cwd: ROOT, stdio: 'pipe' });
  // dist/ is ESM through the package's "type": "module"; the temp dir needs its own.
  writeFileSync(path.join(OUT, 'package.json'), '{ "type": "module" }\n');
  const meta = JSON.parse(readFileSync(META, 'utf8')) as { outputs: Record<string, Output> };
  // Keyed by absolute path (the metafile's are relative to the build's working directory).
  outputs = Object.fromEntries(Object.entries(meta.outputs).map(([file, o]) => [path.resolve(ROOT, file), o]));
});

/** The source files and external modules loaded when `entryPoints` run: their chunks and every chunk those import statically. */
function loadedBy(...entryPoints: string[]): { inputs: Set<string>; externals: Set<string> } {
  const todo = Object.keys(outputs).filter((file) => entryPoints.includes(outputs[file].entryPoint ?? ''));
  assert.equal(todo.length, entryPoints.length, `chunks of ${entryPoints.join(', ')} in the metafile`);
  const seen = new Set<string>();
  const inputs = new Set<string>();
  const externals = new Set<string>();
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const input of Object.keys(outputs[file].inputs)) inputs.add(input);
    for (const imp of outputs[file].imports) {
      if (imp.kind === 'dynamic-import') continue; // loaded only when that code runs
      if (imp.external) externals.add(imp.path.replace(/^node:/, ''));
      else todo.push(path.resolve(ROOT, imp.path));
    }
  }
  return { inputs, externals };
}

const runnerOrYaml = (inputs: Set<string>): string[] =>
  [...inputs].filter((f) => f.startsWith('src/runner/') || f === 'src/rules/parse.ts' || /node_modules\/(yaml|@actions|@octokit)\//.test(f));

describe('the CLI bundle', () => {
  it('is an entry with the shebang and chunks, exactly those of the build (the stale one removed)', () => {
    const files = readdirSync(path.join(OUT, 'chunks')).map((f) => path.join(OUT, 'chunks', f));
    assert.deepEqual(
      files.sort(),
      Object.keys(outputs)
        .filter((f) => f !== path.join(OUT, 'cli.js'))
        .sort(),
    );
    assert.ok(files.length > 4, `${files.length} chunks`);
    assert.ok(readFileSync(path.join(OUT, 'cli.js'), 'utf8').startsWith('#!/usr/bin/env node\n'));
    for (const f of files) assert.ok(!readFileSync(f, 'utf8').startsWith('#!'), `${f}: no shebang on a chunk`);
    // The action stays one file: the runner starts `node dist/index.js`; measure: instructions
    // hands `go test -exec` a driver of its own, one file beside it.
    assert.deepEqual(readdirSync(OUT).sort(), ['chunks', 'cli.js', 'index.js', 'instructions-driver.js', 'package.json']);
  });

  it('compare imports neither the runner nor yaml nor child_process nor crypto (its chunks, statically)', () => {
    const compare = loadedBy('src/cli.ts', 'src/cli/compare.ts');
    assert.ok(compare.inputs.has('src/rules/read.ts') && compare.inputs.has('src/formats/go/go.ts'), 'the walk reaches compare’s modules');
    assert.deepEqual(runnerOrYaml(compare.inputs), []);
    assert.deepEqual(
      [...compare.externals].filter((m) => m === 'child_process' || m === 'crypto'),
      [],
    );
    // The same walk finds them where they are: run's chunks, and the rules parser behind a dynamic import.
    const run = loadedBy('src/cli.ts', 'src/cli/run.ts');
    assert.ok(run.inputs.has('src/git/git.ts') && run.externals.has('child_process'), 'run loads the runner');
    assert.ok(
      [...loadedBy('src/rules/parse.ts').inputs].some((f) => f.includes('node_modules/yaml/')),
      'the rules parser holds yaml',
    );
  });
});

describe('what a compare run loads', () => {
  const HOOK = path.join(work, 'loaded.mjs');
  before(() => {
    // Writes the built-in modules Node loaded, as the process ends, to $LOADED_OUT.
    writeFileSync(
      HOOK,
      "import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(process.env.LOADED_OUT, JSON.stringify(process.moduleLoadList)));\n",
    );
  });

  let n = 0;
  /** Runs the built CLI in `cwd`; its result and the built-in modules it loaded. */
  async function cli(cwd: string, ...args: string[]): Promise<CommandResult & { builtins: string[] }> {
    const out = path.join(work, `loaded-${++n}.json`);
    const r = await runCommand([process.execPath, '--import', HOOK, path.join(OUT, 'cli.js'), ...args], {
      cwd,
      env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1', BENCHGATE_DEBUG: '', LOADED_OUT: out },
    });
    const list = JSON.parse(readFileSync(out, 'utf8')) as string[];
    return { ...r, builtins: list.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length)) };
  }

  /** A folder with base.txt and head.txt (Go, one run each): `name` 30% slower, BenchmarkBeta the same. */
  function project(name: string, rules?: string): string {
    const dir = mkdtempSync(path.join(work, 'project-'));
    const go = (v: number) =>
      [
        'goos: linux',
        'goarch: amd64',
        'pkg: example.com/x',
        ...[...Array(10).keys()].flatMap((i) => [`${name}-2\t1000\t${v + i} ns/op`, `BenchmarkBeta-2\t1000\t${200 + i} ns/op`]),
        'PASS',
        '',
      ].join('\n');
    writeFileSync(path.join(dir, 'base.txt'), go(100));
    writeFileSync(path.join(dir, 'head.txt'), go(130));
    if (rules !== undefined) {
      mkdirSync(path.join(dir, '.github'));
      writeFileSync(path.join(dir, '.github', 'benchgate.yml'), rules);
    }
    return dir;
  }

  it('without a rules file or a long name: no child_process, no crypto', async () => {
    const r = await cli(project('BenchmarkAlpha'), 'compare', 'base.txt', 'head.txt');
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /BenchmarkAlpha-2 +REGRESSION/);
    assert.deepEqual(
      r.builtins.filter((m) => /^(child_process|crypto)$/.test(m)),
      [],
    );
    // The check sees them when they load: run's chunk imports child_process.
    const run = await cli(work, 'run', '--help');
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.builtins.includes('child_process'), run.builtins.join(' '));
  });

  it('a long name loads crypto for its shortened form', async () => {
    const name = `Benchmark${'Long'.repeat(20)}`;
    const r = await cli(project(name), 'compare', 'base.txt', 'head.txt');
    assert.equal(r.code, 1, r.stderr);
    const full = `${name}-2`;
    const hash = createHash('sha256').update(full).digest('hex').slice(0, 6);
    assert.ok(r.stdout.includes(`${full.slice(0, 53)}…${hash} `), r.stdout);
    assert.ok(r.builtins.includes('crypto'));
  });

  it('a rules file loads the YAML parser: its rules apply, its errors are said', async () => {
    const ignored = await cli(project('BenchmarkAlpha', 'rules:\n  - match: BenchmarkAlpha\n    ignore: true\n'), 'compare', 'base.txt', 'head.txt');
    assert.equal(ignored.code, 0, ignored.stderr);
    assert.match(ignored.stdout, /BenchmarkAlpha-2 +ignored \(rule 1\)/);
    const broken = await cli(project('BenchmarkAlpha', 'rules:\n  - match: [\n'), 'compare', 'base.txt', 'head.txt');
    assert.equal(broken.code, 2);
    assert.match(
      broken.stderr,
      /^benchgate compare: \.github\/benchgate\.yml: the rules file is not valid \(1 problem\):\n {2}\.github\/benchgate\.yml:3:1: YAML syntax: /,
    );
    const missing = await cli(project('BenchmarkAlpha'), 'compare', '--config', 'nope.yml', 'base.txt', 'head.txt');
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /nope\.yml: no such file \(--config names the rules file/);
  });
});
