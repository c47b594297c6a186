// Rust libtest #[bench] output: public outputs in the old (integer) and new (fractional) formats,
// a failed bench, and a real `cargo +nightly bench` run with the MB/s column.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type ParseResult, type Series } from '../../../src/model.js';
import { libtest } from '../../../src/formats/libtest/libtest.js';
import { cacheDir, writeIfChanged } from '../../support/build-cache.js';
import { assertParseErrorThat } from '../../support/format-kit.js';
import { fixturePath } from '../../support/format-folders.js';
import { needs } from '../../support/harness.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const read = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const parseFixture = (name: string) => libtest.parse({ kind: 'text', file: name, text: read(name) });

function find(result: ParseResult, benchmark: string, metric = 'time'): Series {
  const s = result.series.find((x) => x.benchmark === benchmark && x.metric === metric);
  assert.ok(s, `no ${metric} series for ${benchmark}`);
  return s;
}

/** The bench lines of a file, read with a deliberately naive split (independent of the parser). */
function benchLines(text: string): { name: string; ns: number; mbs?: number }[] {
  return text
    .split('\n')
    .filter((l) => l.includes(' ... bench:'))
    .map((l) => {
      const [left, right] = l.split(' ... bench:') as [string, string];
      const fields = right.trim().split(/\s+/);
      const eq = fields.indexOf('=');
      return { name: left.replace(/^test /, '').trim(), ns: Number(fields[0].replaceAll(',', '')), mbs: eq >= 0 ? Number(fields[eq + 1]) : undefined };
    });
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.abs(b);

describe('libtest: public outputs', () => {
  it('reads the fractional format (13,967,756.30 ns/iter) as seconds, ignores ignored tests', () => {
    const r = parseFixture('bencher-issue_390.txt');
    assert.equal(r.format, 'libtest');
    const expected = benchLines(read('bencher-issue_390.txt'));
    assert.equal(expected.length, 4);
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      expected.map((e) => e.name),
    );
    for (const e of expected) {
      const s = find(r, e.name);
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assert.equal(s.runs[0].samples.length, 1);
      assert.ok(close(s.runs[0].samples[0], e.ns * 1e-9), `${e.name}: ${s.runs[0].samples[0]} vs ${e.ns} ns`);
    }
    assert.ok(close(find(r, 'bleu::benchmark::bench_batch_bleu').runs[0].samples[0], 0.0139677563));
  });

  it('makes one sample per run when a stream holds several runs', () => {
    const r = parseFixture('ganmacs-playground-two-runs.txt');
    assert.equal(r.series.length, 15);
    assert.ok(r.series.every((s) => s.runs[0].samples.length === 2));
    const lines = benchLines(read('ganmacs-playground-two-runs.txt')).filter((l) => l.name === 'tests::bench_8_append_slice');
    assert.deepEqual(
      find(r, 'tests::bench_8_append_slice').runs[0].samples,
      lines.map((l) => l.ns * 1e-9),
    );
  });

  it('warns about a FAILED bench and keeps the others', () => {
    const r = parseFixture('bencher-failed.txt');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['tests::benchmark_a', 'tests::benchmark_c'],
    );
    assert.equal(r.warnings.length, 1);
    assert.match(r.warnings[0].message, /bencher-failed\.txt:5: benchmark tests::benchmark_b FAILED/);
    assert.equal(r.warnings[0].code, 'failed-benchmark');
    assert.equal(r.warnings[0].benchmark, 'tests::benchmark_b');
  });

  it('reads the MB/s column as throughput in B/s, higher is better', () => {
    const r = parseFixture('nightly-sum-fib.txt');
    const sum = benchLines(read('nightly-sum-fib.txt')).find((l) => l.name === 'sum_64')!;
    const thr = find(r, 'sum_64', 'throughput');
    assert.equal(thr.unit, 'B/s');
    assert.equal(thr.better, 'higher');
    assert.deepEqual(thr.runs[0].samples, [sum.mbs! * 1e6]);
    assert.equal(r.series.filter((s) => s.benchmark === 'fib_10').length, 1, 'no throughput without MB/s');
  });

  it('rejects malformed and empty input with the line number', () => {
    const text = read('bencher-issue_390.txt').replace('ns/iter (+/- 501.33)', 'ns/iter (+/- 501.');
    assertParseErrorThat(
      () => libtest.parse({ kind: 'text', file: 'out.txt', text }),
      (e) => {
        assert.equal(e.file, 'out.txt');
        assert.equal(e.line, text.split('\n').findIndex((l) => l.includes('bench_ngram')) + 1);
      },
    );
    assertParseErrorThat(
      () => libtest.parse({ kind: 'text', file: 'out.txt', text: 'running 0 tests\n' }),
      (e) => assert.match(e.reason, /no "test NAME/),
    );
    assertParseErrorThat(
      () => libtest.parse({ kind: 'dir', dir: FIXTURES }),
      (e) => assert.equal(e.file, FIXTURES),
    );
  });

  it('detects its files and not Criterion console output', () => {
    for (const f of ['bencher-issue_390.txt', 'bencher-failed.txt', 'ganmacs-playground-two-runs.txt', 'nightly-sum-fib.txt']) {
      assert.ok(libtest.detect({ kind: 'text', file: f, text: read(f) }) >= 0.9, f);
    }
    const criterionConsole = fixturePath('criterion', 'bencher-many.txt');
    assert.equal(libtest.detect({ kind: 'text', file: 'x', text: readFileSync(criterionConsole, 'utf8') }), 0);
    assert.equal(libtest.detect({ kind: 'dir', dir: FIXTURES }), 0);
  });
});

// ------------------------------------------------------------------ a real cargo +nightly bench run

const CRATE = cacheDir('libtest', 'crate');
const FILES: Record<string, string> = {
  'Cargo.toml': `[package]
name = "benchgate-libtest-fixture"
version = "0.1.0"
edition = "2021"

[[bench]]
name = "sum"
`,
  'src/lib.rs': '\n',
  'benches/sum.rs': `#![feature(test)]
extern crate test;
use test::{black_box, Bencher};

#[bench]
fn sum_64(b: &mut Bencher) {
    let data: Vec<u8> = (0..64u32).map(|i| i as u8).collect();
    b.bytes = data.len() as u64;
    b.iter(|| black_box(&data).iter().map(|&x| x as u64).sum::<u64>());
}

#[bench]
fn fib_10(b: &mut Bencher) {
    fn fib(n: u64) -> u64 { if n < 2 { n } else { fib(n - 1) + fib(n - 2) } }
    b.iter(|| fib(black_box(10)));
}
`,
};

describe('libtest: a real cargo +nightly bench run', () => {
  it('parses the bench lines it prints', { ...needs('rust-nightly'), timeout: 600_000 }, () => {
    for (const [name, content] of Object.entries(FILES)) writeIfChanged(path.join(CRATE, name), content);
    // Only sum_64: libtest runs each bench for about a second, and it has the MB/s column.
    const stdout = execFileSync('cargo', ['+nightly', 'bench', '--quiet', '--bench', 'sum', '--', 'sum_64'], {
      cwd: CRATE,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    assert.ok(libtest.detect({ kind: 'text', file: 'stdout', text: stdout }) >= 0.9, stdout);
    const r = libtest.parse({ kind: 'text', file: 'stdout', text: stdout });
    const printed = benchLines(stdout);
    assert.equal(printed.length, 1);
    const time = find(r, 'sum_64');
    assert.ok(close(time.runs[0].samples[0], printed[0].ns * 1e-9));
    assert.ok(time.runs[0].samples[0] > 0 && time.runs[0].samples[0] < 1e-5, String(time.runs[0].samples));
    // The MB/s libtest printed (bytes per microsecond, from its own unrounded time), in B/s. It is
    // not recomputed from the printed ns/iter: that is rounded, and a machine under load moves it.
    const thr = find(r, 'sum_64', 'throughput');
    assert.ok(printed[0].mbs !== undefined, stdout);
    assert.equal(thr.runs[0].samples[0], printed[0].mbs * 1e6);
  });
});
