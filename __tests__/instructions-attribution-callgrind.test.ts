// Where the instructions went, for the Google Benchmark driver: the callgrind reader on real
// callgrind dumps (__tests__/data/google-benchmark-callgrind: the driver's own output for
// BM_SumLoop/64 of examples/cpp-google-benchmark with a noinline Checksum added, bench.cc beside
// it; valgrind 3.19, g++ 12, Google Benchmark 1.7.1), its per-function, per-operation counts, and
// the same through the real driver under valgrind: head's new Checksum at the top of head − base.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CallgrindFormatError, parseCallgrind } from '../src/instructions/attribution/callgrind-file.js';
import { NO_SYMBOL } from '../src/instructions/attribution/cachegrind-file.js';
import { keyOf, roundProfiles } from '../src/instructions/attribution/round-profile.js';
import { attachAttribution, attributionOf } from '../src/instructions/attribution/attribute.js';
import { GOOGLE_BENCHMARK_INDEX, type GoogleBenchmarkEntry } from '../src/instructions/drivers/google-benchmark-index.js';
import { KEPT_FOLDER, OUT_FOLDER } from '../src/instructions/layout.js';
import type { Report } from '../src/model.js';
import { needs } from './support/harness.js';
import { tempDir } from './runner-fixtures.js';
import { CHECKSUM_SYMBOL, checksumSource, CPP_BUILD } from './support/cpp-checksum-repo.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE_ROUND = path.join(ROOT, '__tests__', 'data', 'google-benchmark-callgrind', 'round-01');
const FIXTURE_FOLDER = path.join(FIXTURE_ROUND, KEPT_FOLDER);
const ROW = 'BenchmarkBM_SumLoop/64';
const BM_SUMLOOP = 'BM_SumLoop(benchmark::State&)';

const sum = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

function fixtureEntry(): GoogleBenchmarkEntry {
  return JSON.parse(readFileSync(path.join(FIXTURE_FOLDER, GOOGLE_BENCHMARK_INDEX), 'utf8')) as GoogleBenchmarkEntry;
}

describe('instructions attribution: callgrind dumps (the Google Benchmark driver)', () => {
  it("reads a real dump: each function's own instructions by its demangled name, adding up to the totals", () => {
    const entry = fixtureEntry();
    for (const point of entry.points) {
      const file = path.join(FIXTURE_FOLDER, point.file);
      const profile = parseCallgrind(readFileSync(file, 'utf8'), file);
      // Self costs only: a call's inclusive cost (the line after calls=) would count the callee twice.
      assert.equal(sum(profile.functions), profile.summary, point.file);
      assert.equal(profile.summary, point.instructions, 'the dump is the one the driver counted');
      assert.match(profile.command, /--benchmark_filter=\^BM_SumLoop\/64\$/);
      // Checksum is named once (in a cfn= line, `(id) name`) and its own cost line follows fn=(id).
      const checksum = profile.functions.get(CHECKSUM_SYMBOL);
      assert.ok(checksum !== undefined && checksum > 64 * 3 * point.iterations, `${point.file}: Checksum ${checksum}`);
      assert.ok(profile.functions.get(BM_SUMLOOP)! > 64 * point.iterations);
      // libbenchmark's functions without a symbol are named by their address: `???` here, as cachegrind says it.
      assert.ok(profile.functions.has(NO_SYMBOL));
      assert.ok(![...profile.functions.keys()].some((k) => /^0x/.test(k) || /^\(\d+\)/.test(k)), [...profile.functions.keys()].join('\n'));
    }
  });

  it('gives per operation what the driver printed: (self₂ − self₁) / (iterations₂ − iterations₁), per function', () => {
    const entry = fixtureEntry();
    const [a, b] = entry.points;
    const perOpTotal = (b.instructions - a.instructions) / (b.iterations - a.iterations);
    const profiles = roundProfiles(FIXTURE_ROUND, [{ benchmark: ROW }, { benchmark: 'BenchmarkBM_SumLoop/4096' }]);
    assert.equal(profiles.size, 1, 'a benchmark without files has no profile');
    const profile = profiles.get(keyOf({ benchmark: ROW }))!;
    assert.equal(profile.n, b.iterations - a.iterations);
    assert.ok(Math.abs(sum(profile.perOp) - perOpTotal) < 1e-6, `${sum(profile.perOp)} vs ${perOpTotal}`);
    // The set-up (the vector, the timer, malloc) is in both calls and cancels; 64 bytes a call in each function.
    const named = [...profile.perOp].filter(([, v]) => Math.abs(v) > 0.01).sort((x, y) => y[1] - x[1]);
    assert.deepEqual(
      named.map(([k]) => k),
      [CHECKSUM_SYMBOL, BM_SUMLOOP],
    );
    assert.ok(named[0][1] > 64 * 3 && named[1][1] > 64 * 3, JSON.stringify(named));
  });

  it('a Go-driver row and a Google Benchmark row read from one round: each from its own index', () => {
    // The Go index sits beside it in another run's folder; here the command driver's row is absent and the GB row present.
    const dir = tempDir('bg-cg-mixed-');
    cpSync(FIXTURE_ROUND, path.join(dir, 'round-01'), { recursive: true });
    const folder = path.join(dir, 'round-01', KEPT_FOLDER);
    writeFileSync(
      path.join(folder, 'index.jsonl'),
      `${JSON.stringify({ package: 'p', benchmark: 'BenchmarkGo', n: 10, files: ['p/n10.1.out', 'p/n20.2.out'] })}\n`,
    );
    mkdirSync(path.join(folder, 'p'));
    writeFileSync(path.join(folder, 'p', 'n10.1.out'), 'events: Ir\nfn=f\n1 100\nsummary: 100\n');
    writeFileSync(path.join(folder, 'p', 'n20.2.out'), 'events: Ir\nfn=f\n1 150\nfn=g\n1 30\nsummary: 180\n');
    const profiles = roundProfiles(path.join(dir, 'round-01'), [{ group: 'p', benchmark: 'BenchmarkGo' }, { benchmark: ROW }]);
    assert.deepEqual(
      [...profiles.get(keyOf({ group: 'p', benchmark: 'BenchmarkGo' }))!.perOp],
      [
        ['f', 5],
        ['g', 3],
      ],
    );
    assert.ok(profiles.get(keyOf({ benchmark: ROW }))!.perOp.has(CHECKSUM_SYMBOL));
  });

  it('name compression, call costs, positions, jumps and recursion levels; a file that is not callgrind output, or is cut off, is refused with its line', () => {
    const text = [
      '# callgrind format',
      'version: 1',
      'cmd: ./bench',
      'positions: instr line',
      'events: Ir Dr',
      'summary: 69',
      '',
      'ob=(1) /bin/bench',
      // A file's id 1 is not the function's id 1.
      'fl=(1) a.cc',
      'fn=(1) main',
      '0x10 3 4 1',
      '+2 * 5',
      'cfl=(2) b.cc',
      'cfn=(2) helper(int)',
      'calls=7 0x40 9',
      '0x12 3 1000',
      'jump=2 0x20 4',
      'jcnd=1/2 +4 *',
      '-1 -1 6',
      'fl=(2)',
      'fn=(2)',
      '0x40 9 40',
      'fi=(3) inl.h',
      '+1 2 5',
      'fe=(2)',
      'fn=(3) 0x0000000000001234',
      '0x80 0 2',
      // A recursive call's level (--separate-recs) is the same function.
      "cfn=(4) helper(int)'2",
      'calls=1 0x40',
      '0x80 0 7',
      'fn=(4)',
      '0x40 0 7',
      '',
      'totals: 69 0',
    ].join('\n');
    const p = parseCallgrind(text);
    assert.equal(p.command, './bench');
    assert.equal(p.summary, 69);
    assert.deepEqual(
      [...p.functions],
      [
        ['main', 15],
        ['helper(int)', 52],
        [NO_SYMBOL, 2],
      ],
    );
    assert.throws(
      () => parseCallgrind('events: Ir\nfn=(4)\n0 1\ntotals: 1\n', 'a.out'),
      (e: unknown) => e instanceof CallgrindFormatError && /a\.out:2: \(4\) is used before it is named/.test(e.message),
    );
    assert.throws(() => parseCallgrind('events: Ir\nfn=f\n0 1\nhello\ntotals: 1\n', 'b.out'), /b\.out:4: not callgrind output/);
    // A dump cut off by a killed run has its header's summary: but not its last line.
    assert.throws(() => parseCallgrind('events: Ir\nsummary: 1\nfn=f\n0 1\n', 'c.out'), /c\.out: no totals: line \(cut off\?\)/);
    assert.throws(() => parseCallgrind('events: Dr\nfn=f\n0 1\ntotals: 1\n'), /no Ir event/);
  });

  it('a round whose dump is not callgrind output is skipped with a warning; the report is still made', () => {
    const dir = tempDir('bg-cg-bad-');
    cpSync(FIXTURE_ROUND, path.join(dir, 'base', 'round-01'), { recursive: true });
    writeFileSync(path.join(dir, 'base', 'round-01', KEPT_FOLDER, fixtureEntry().points[0].file), 'garbage\n');
    const report = { comparisons: [{ benchmark: ROW, metric: 'instructions', verdict: 'regression' }] } as unknown as Report;
    const warnings: string[] = [];
    attachAttribution(report, dir, (m) => warnings.push(m));
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /base\/round-01 skipped: .*t0\.02\.\d+\.out\.\d+:1: not callgrind output/);
    assert.equal(report.comparisons[0].attribution, undefined);
  });
});

/** Builds `source` with the example's command in a folder of `dir`; returns the folder. */
function build(dir: string, name: string, source: string): string {
  const work = path.join(dir, name);
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'bench.cc'), source);
  const r = spawnSync('bash', ['-c', CPP_BUILD], { cwd: work, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return work;
}

/** Runs the driver's inside half in `work` as a run does; its out/ folder becomes the kept round `round`. */
function driverRound(work: string, round: string, command: string) {
  const stateDir = path.join(work, '.benchgate-instructions');
  mkdirSync(stateDir);
  const r = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src', 'instructions', 'driver-main.ts'), 'google-benchmark'],
    {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, BENCHGATE_INSTRUCTIONS_DIR: stateDir, BENCHGATE_INSTRUCTIONS_COMMAND: command },
    },
  );
  if (r.status === 0) {
    mkdirSync(round, { recursive: true });
    renameSync(path.join(stateDir, OUT_FOLDER), path.join(round, KEPT_FOLDER));
  }
  const perOp = Number(/^BenchmarkBM_SumLoop\/64\t\d+\t([\d.]+) instr\/op$/m.exec(r.stdout)?.[1]);
  return { perOp, status: r.status, stderr: r.stderr };
}

const COMMAND = './bench --benchmark_filter=BM_SumLoop/64';

describe('instructions attribution through the Google Benchmark driver (g++, valgrind)', () => {
  it("head's new noinline Checksum is at the top of head − base, by its demangled name, with its per-op count", needs('google-benchmark', 'valgrind'), () => {
    const dir = tempDir('bg-cg-driver-');
    const baseRound = path.join(dir, 'base', 'round-01');
    const headRound = path.join(dir, 'head', 'round-01');
    const base = driverRound(build(dir, 'base-src', checksumSource(false)), baseRound, COMMAND);
    const head = driverRound(build(dir, 'head-src', checksumSource(true)), headRound, COMMAND);
    assert.equal(base.status, 0, base.stderr);
    assert.equal(head.status, 0, head.stderr);
    const key = keyOf({ benchmark: ROW });
    const b = roundProfiles(baseRound, [{ benchmark: ROW }]).get(key)!;
    const h = roundProfiles(headRound, [{ benchmark: ROW }]).get(key)!;
    // The functions' per-op counts add up to the row's instr/op, on each side.
    assert.ok(Math.abs(sum(b.perOp) - base.perOp) < 0.1, `${sum(b.perOp)} vs ${base.perOp}`);
    assert.ok(Math.abs(sum(h.perOp) - head.perOp) < 0.1, `${sum(h.perOp)} vs ${head.perOp}`);
    const a = attributionOf([b], [h]);
    const top = a.functions[0];
    assert.equal(top.function, CHECKSUM_SYMBOL);
    // 64 bytes, an xor and a multiply each (and the loop): a new function, so no percentage.
    assert.ok(top.delta > 64 * 3, JSON.stringify(top));
    assert.equal(top.base, 0);
    assert.equal(top.deltaPct, null);
    assert.ok(a.noSymbol.base < 0.01 && a.noSymbol.head < 0.01, JSON.stringify(a.noSymbol));
  });

  it('a stripped binary is said to be one', needs('google-benchmark', 'valgrind'), () => {
    const dir = tempDir('bg-cg-strip-');
    const work = build(dir, 'src', checksumSource(false));
    const strip = spawnSync('strip', ['bench'], { cwd: work, encoding: 'utf8' });
    assert.equal(strip.status, 0, strip.stderr);
    const s = driverRound(work, path.join(dir, 'base', 'round-01'), COMMAND);
    assert.equal(s.status, 1, s.stderr);
    assert.match(s.stderr, /is stripped \(no symbol table\).*build it without strip/);
  });
});
