// The per-language examples run for real: each example's own workflow (examples/<lang>/benchmark.yml)
// gives the `setup`, `run`, `format` and `output-file` a user would copy; the test runs them with
// the real harness in a copy of the example and checks that `benchgate parse --format <id>` reads
// the benchmarks the example defines, with samples. Slow builds are cached under
// ~/.cache/benchgate-tests/ (C++ by content hash; Criterion, libtest and JMH reuse the format
// tests' builds, and Criterion and JMH are skipped, with a reason, until those exist). .NET cannot run here: its workflow is only
// checked by readme.test.ts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cacheDir } from './support/build-cache.js';
import { bundleCli } from './support/bundled-cli.js';
import { nodeScratch } from './support/format-kit.js';
import { exampleNames, readExampleWorkflow, type ExampleWorkflow } from './support/example-workflows.js';
import { needs } from './support/harness.js';

const CACHE = cacheDir();
const work = mkdtempSync(path.join(os.tmpdir(), 'benchgate-examples-'));
after(() => rmSync(work, { recursive: true, force: true }));

// The CLI as scripts/build.mjs bundles it, into the temp dir (a bundle starts much faster than tsx).
const CLI = path.join(work, 'cli.mjs');
before(() => bundleCli(CLI));

/** Runs a command line the way benchgate's runner does (bash -c, the line as one argument). */
function bash(line: string, cwd: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 180_000): string {
  const r = spawnSync('bash', ['-c', line], {
    cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', GOTOOLCHAIN: 'local', ...env },
  });
  assert.equal(
    r.status,
    0,
    `\`${line}\` failed in ${cwd} (status ${r.status}, ${r.error ?? ''}):\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}\n(run scripts/install-harnesses.sh?)`,
  );
  return r.stdout;
}

interface Parsed {
  format: string;
  series: Array<{ benchmark: string; metric: string; derivedFrom?: string; runs: Array<{ samples: number[] }> }>;
}

/** `benchgate parse --format ID --json FILE`, as a user would check a harness's output. */
function parseWithCli(format: string, file: string): Parsed {
  const r = spawnSync(process.execPath, [CLI, 'parse', '--format', format, '--json', file], {
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 256 * 1024 * 1024,
  });
  assert.equal(r.status, 0, `benchgate parse --format ${format} ${file} exited ${r.status} ${r.error ?? ''}:\n${r.stderr}`);
  return JSON.parse(r.stdout) as Parsed;
}

interface Expect {
  /** The metric every benchmark reports (time; benchmark.js reports rate). */
  metric?: 'time' | 'rate';
  /** Maps a parsed name before comparing (Go's -N GOMAXPROCS suffix depends on the machine). */
  name?: (benchmark: string) => string;
}

/** The series of `benchmarks` exist for the main metric, each with positive, finite samples. */
function assertBenchmarks(parsed: Parsed, format: string, benchmarks: string[], minSamples = 1, expect: Expect = {}): void {
  const metric = expect.metric ?? 'time';
  const name = expect.name ?? ((b: string) => b);
  assert.equal(parsed.format, format);
  const main = parsed.series.filter((s) => s.metric === metric);
  assert.deepEqual(
    main.map((s) => name(s.benchmark)).sort(),
    [...benchmarks].sort(),
    `series: ${parsed.series.map((s) => `${s.benchmark}/${s.metric}`).join(', ')}`,
  );
  const samplesOf = (s: Parsed['series'][number]) => s.runs.flatMap((r) => r.samples);
  for (const series of parsed.series) {
    const s = { ...series, samples: samplesOf(series) };
    assert.ok(s.samples.length >= minSamples, `${s.benchmark} ${s.metric}: ${s.samples.length} samples, expected ≥ ${minSamples}`);
    // Zero is real for some metrics (Go's 0 allocs/op); negative or non-finite never is.
    assert.ok(
      s.samples.every((v) => Number.isFinite(v) && v >= 0),
      `${s.benchmark} ${s.metric}: ${s.samples.slice(0, 5).join(', ')}…`,
    );
  }
  // Real timings of these tiny benchmarks: between a nanosecond and a second per operation.
  const plausible = metric === 'time' ? (v: number) => v > 1e-10 && v < 1 : (v: number) => v > 1 && v < 1e10;
  for (const s of main) assert.ok(samplesOf(s).every(plausible), `${s.benchmark} ${metric}: ${samplesOf(s).slice(0, 5).join(', ')}`);
}

/** Copies an example into `into` (a fresh folder) and returns it. */
function copyExample(example: ExampleWorkflow, into: string): string {
  cpSync(example.dir, into, { recursive: true });
  return into;
}

/** Runs the workflow's `run` in `cwd` and returns the file benchgate would read. */
function runAndLocate(example: ExampleWorkflow, cwd: string, env: NodeJS.ProcessEnv = {}, command = String(example.step.with.run)): string {
  const outputFile = example.step.with['output-file'];
  const stdout = bash(command, cwd, env);
  if (outputFile !== undefined) {
    const out = path.join(cwd, String(outputFile));
    assert.ok(existsSync(out), `${example.name}: the run did not write output-file ${outputFile}`);
    return out;
  }
  const file = path.join(cwd, 'stdout.txt');
  writeFileSync(file, stdout);
  return file;
}

/**
 * A folder under the cache named after the hash of the example's files and its setup: setup
 * (a compile) runs once per content, and later runs reuse the built program.
 */
function cachedBuild(example: ExampleWorkflow): string {
  const hash = createHash('sha256');
  // The sources and the setup command; not benchmark.yml as a whole, so a comment there costs no rebuild.
  for (const name of readdirSync(example.dir).sort()) {
    if (name !== 'benchmark.yml') hash.update(name).update(readFileSync(path.join(example.dir, name)));
  }
  hash.update(String(example.step.with.setup ?? ''));
  const dir = path.join(CACHE, 'examples', `${example.name}-${hash.digest('hex').slice(0, 16)}`);
  const done = path.join(dir, '.setup-done');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    copyExample(example, dir);
    if (example.step.with.setup !== undefined) bash(String(example.step.with.setup), dir, {}, 600_000);
    writeFileSync(done, '');
  }
  return dir;
}

const example = (name: string) => readExampleWorkflow(name);

describe('examples run for real and benchgate parses their output', { concurrency: 1 }, () => {
  it('go: go test -bench with -benchmem', needs('go'), () => {
    const ex = example('go');
    const dir = copyExample(ex, path.join(work, 'go'));
    const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir, { GOFLAGS: '-mod=mod' }));
    assertBenchmarks(parsed, 'go', ['BenchmarkAdler32/size=64', 'BenchmarkAdler32/size=4096', 'BenchmarkSum64'], 5, {
      name: (b) => b.replace(/-\d+$/, ''),
    });
    const throughput = parsed.series.filter((s) => s.metric === 'throughput');
    assert.ok(throughput.length > 0, 'SetBytes gives a throughput series');
    assert.ok(
      throughput.every((s) => s.derivedFrom === 'time'),
      'MB/s is derived from ns/op',
    );
    // One measurement, one test: compared, MB/s rides on its time row and the Holm family is one
    // test per benchmark (B/op and allocs/op are 0 on both sides: constant, outside the family).
    const output = runAndLocate(ex, dir, { GOFLAGS: '-mod=mod' });
    const json = path.join(work, 'go-compare.json');
    const md = path.join(work, 'go-compare.md');
    const r = spawnSync(process.execPath, [CLI, 'compare', output, output, '--json', json, '--markdown', md], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(r.status, 0, r.stderr);
    const report = JSON.parse(readFileSync(json, 'utf8')) as { comparisons: Array<{ metric: string; derived?: Array<{ metric: string }> }> };
    assert.deepEqual(
      report.comparisons.filter((c) => c.metric === 'throughput'),
      [],
    );
    const timeRows = report.comparisons.filter((c) => c.metric === 'time');
    assert.equal(timeRows.length, 3);
    assert.ok(timeRows.every((c) => c.derived?.[0]?.metric === 'throughput'));
    assert.match(readFileSync(md, 'utf8'), /Holm over 3 tests/);
    assert.ok(
      parsed.series.some((s) => s.metric === 'allocs'),
      '-benchmem gives an allocs series',
    );
  });

  it('python: pytest-benchmark JSON with every timing', needs('pytest-benchmark'), () => {
    const ex = example('python-pytest-benchmark');
    const dir = copyExample(ex, path.join(work, 'pytest'));
    // `python` is what setup-python provides; this machine may only have python3.
    // The workflow's rounds are calibrated to its --benchmark-max-time, so a loaded machine gets
    // fewer: the test pins them (at least 25), so the count it checks does not depend on the load.
    const command = `${String(ex.step.with.run)} --benchmark-min-rounds 25`;
    const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir, { PATH: `${pythonShim()}${path.delimiter}${process.env.PATH}` }, command));
    // --benchmark-save-data: every round's timing, not one summary.
    assertBenchmarks(parsed, 'pytest-benchmark', ['test_count_words_dict', 'test_count_words_counter'], 25);
  });

  it('python: pyperf suite, -o JSON', needs('pyperf'), () => {
    const ex = example('python-pyperf');
    const dir = copyExample(ex, path.join(work, 'pyperf'));
    const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir, { PATH: `${pythonShim()}${path.delimiter}${process.env.PATH}` }));
    // 4 worker processes × 5 values.
    assertBenchmarks(parsed, 'pyperf', ['json_dumps', 'json_loads'], 20);
  });

  it('c++: Google Benchmark, JSON with repetitions', needs('google-benchmark'), () => {
    const ex = example('cpp-google-benchmark');
    const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, cachedBuild(ex)));
    assertBenchmarks(parsed, 'google-benchmark', ['BM_SumLoop/64', 'BM_SumLoop/4096', 'BM_SumAccumulate'], 5);
  });

  it('c++: Catch2 benchmarks, XML reporter (one sample per run)', { ...needs('catch2'), timeout: 900_000 }, () => {
    const ex = example('cpp-catch2');
    const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, cachedBuild(ex)));
    assertBenchmarks(parsed, 'catch2', ['sum loop 4096', 'accumulate 4096', 'to_string 1..100'], 1);
  });

  it('javascript: benchmark.js console lines', needs('node-harnesses'), () => {
    const ex = example('js-benchmarkjs');
    // Inside the cached npm project of the format tests, so `benchmark` resolves without `npm install`.
    const dir = nodeScratch('example-bjs');
    try {
      copyExample(ex, dir);
      const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir));
      assertBenchmarks(parsed, 'benchmarkjs', ['join', 'concat'], 1, { metric: 'rate' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('javascript: tinybench task results with retained samples', needs('node-harnesses'), () => {
    const ex = example('js-tinybench');
    const dir = nodeScratch('example-tinybench');
    try {
      copyExample(ex, dir);
      const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir));
      assertBenchmarks(parsed, 'tinybench', ['join', 'concat'], 20);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('javascript: vitest bench --outputJson (one median per run)', needs('node-harnesses'), () => {
    const ex = example('js-vitest');
    const dir = nodeScratch('example-vitest');
    try {
      copyExample(ex, dir);
      // npx finds vitest in the cached project's node_modules/.bin, above the scratch folder.
      const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir));
      assertBenchmarks(parsed, 'vitest', ['join', 'concat'], 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('any command: hyperfine --export-json', needs('hyperfine'), () => {
    const ex = example('hyperfine');
    const dir = copyExample(ex, path.join(work, 'hyperfine'));
    const parsed = parseWithCli(String(ex.step.with.format), runAndLocate(ex, dir, { TMPDIR: work }));
    assertBenchmarks(parsed, 'hyperfine', ['checksum'], 10);
  });

  // Criterion's dependencies take minutes to compile: share the target folder of the Criterion
  // format test (cargo's own lock serialises the two builds when they run at once; the second
  // reuses the first's artifacts when the Cargo.lock versions agree), with CRITERION_HOME keeping
  // our results apart.
  const criterionCrate = path.join(CACHE, 'criterion', 'crate');
  it('rust: Criterion target/criterion folder', { ...needs('cargo'), timeout: 900_000 }, () => {
    const ex = example('rust-criterion');
    const dir = copyExample(ex, path.join(work, 'rust-criterion'));
    if (existsSync(path.join(criterionCrate, 'Cargo.lock'))) cpSync(path.join(criterionCrate, 'Cargo.lock'), path.join(dir, 'Cargo.lock'));
    const results = path.join(dir, String(ex.step.with['output-file']));
    bash(String(ex.step.with.run), dir, { CARGO_TARGET_DIR: path.join(criterionCrate, 'target'), CRITERION_HOME: results, CARGO_TERM_COLOR: 'never' }, 900_000);
    const parsed = parseWithCli(String(ex.step.with.format), results);
    assertBenchmarks(parsed, 'criterion', ['checksum/adler32', 'checksum/sum64'], 10);
    assert.ok(
      parsed.series.some((s) => s.metric === 'throughput'),
      'Throughput::Bytes gives a throughput series',
    );
  });

  // No dependencies, so a build is seconds; the target folder of the libtest format test is reused.
  it('rust: libtest #[bench] on nightly', { ...needs('rust-nightly'), timeout: 600_000 }, () => {
    const ex = example('rust-libtest');
    const dir = copyExample(ex, path.join(work, 'rust-libtest'));
    const parsed = parseWithCli(
      String(ex.step.with.format),
      runAndLocate(ex, dir, { CARGO_TARGET_DIR: path.join(CACHE, 'libtest', 'crate', 'target'), CARGO_TERM_COLOR: 'never' }),
    );
    assertBenchmarks(parsed, 'libtest', ['adler32_4k', 'sum64_4k'], 1);
    assert.ok(
      parsed.series.some((s) => s.metric === 'throughput'),
      'b.bytes gives a throughput series',
    );
  });

  // The workflow's own setup builds the shaded benchmarks.jar with Maven; the run is the
  // workflow's with shorter iterations.
  it('java: JMH -rf json', { ...needs('maven'), timeout: 900_000 }, () => {
    const ex = example('java-jmh');
    const dir = copyExample(ex, path.join(work, 'jmh'));
    bash(String(ex.step.with.setup), dir, {}, 900_000);
    const rff = String(ex.step.with['output-file']);
    const run = String(ex.step.with.run);
    assert.match(run, /^java -jar target\/benchmarks\.jar /);
    bash(`java -jar target/benchmarks.jar -f 1 -wi 1 -i 3 -w 100ms -r 100ms -rf json -rff ${rff}`, dir);
    const parsed = parseWithCli(String(ex.step.with.format), path.join(dir, rff));
    assertBenchmarks(parsed, 'jmh', ['ChecksumBench.adler32', 'ChecksumBench.crc32'], 3);
  });

  it('every example but .NET is run above', () => {
    // A new example folder must get a case here (or a reason it cannot run on this machine).
    const covered = [
      'go',
      'python-pytest-benchmark',
      'python-pyperf',
      'cpp-google-benchmark',
      'cpp-catch2',
      'js-benchmarkjs',
      'js-tinybench',
      'js-vitest',
      'hyperfine',
      'rust-criterion',
      'rust-libtest',
      'java-jmh',
    ];
    const cannotRunHere = ['dotnet'];
    assert.deepEqual(exampleNames(), [...covered, ...cannotRunHere].sort());
  });
});

/** A folder with `python` → python3 for machines that have only python3 (CI's setup-python has both). */
function pythonShim(): string {
  const dir = path.join(work, 'python-shim');
  if (!existsSync(path.join(dir, 'python'))) {
    mkdirSync(dir, { recursive: true });
    const python3 = spawnSync('bash', ['-c', 'command -v python3'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(path.join(dir, 'python'), `#!/bin/sh\nexec "${python3}" "$@"\n`, { mode: 0o755 });
  }
  return dir;
}
