// Criterion.rs: the target/criterion directory (raw samples, only `new`), cargo-criterion JSON
// lines and the console output, on public files and on a real `cargo bench` run of a tiny crate.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { type ParseResult, type Series } from '../../../src/model.js';
import { criterion } from '../../../src/formats/criterion/criterion.js';
import { cacheDir, writeIfChanged } from '../../support/build-cache.js';
import { assertClose, assertParseErrorThat } from '../../support/format-kit.js';
import { fixturePath } from '../../support/format-folders.js';
import { needs } from '../../support/harness.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const temps: string[] = [];
after(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const d = mkdtempSync(path.join(os.tmpdir(), 'benchgate-criterion-'));
  temps.push(d);
  return d;
}

const dir = (name: string) => criterion.parse({ kind: 'dir', dir: path.join(FIXTURES, name) });
const text = (name: string) => {
  const file = path.join(FIXTURES, name);
  return criterion.parse({ kind: 'text', file, text: readFileSync(file, 'utf8') });
};

function find(result: ParseResult, benchmark: string, metric = 'time'): Series {
  const s = result.series.find((x) => x.benchmark === benchmark && x.metric === metric);
  assert.ok(s, `no ${metric} series for ${benchmark}; have ${result.series.map((x) => `${x.benchmark}/${x.metric}`).join(', ')}`);
  return s;
}

/** Seconds per iteration of every sample in a Criterion sample.json (its times are ns). */
function expectedSamples(sampleJson: string): number[] {
  const s = JSON.parse(readFileSync(sampleJson, 'utf8')) as { iters: number[]; times: number[] };
  return s.times.map((t, i) => (t / s.iters[i]) * 1e-9);
}

describe('criterion: target/criterion directory', () => {
  it('reads raw samples of public runs (times/iters in seconds), named by full_id', () => {
    const r = dir('dougch-target-criterion');
    assert.equal(r.format, 'criterion');
    assert.deepEqual(r.series.map((s) => s.benchmark).sort(), ['fib 20 - fast', 'fib 20 - slow']);
    for (const kind of ['fast', 'slow']) {
      const s = find(r, `fib 20 - ${kind}`);
      assert.equal(s.unit, 's');
      assert.equal(s.better, 'lower');
      assertClose(s.runs[0].samples, expectedSamples(path.join(FIXTURES, 'dougch-target-criterion', `fib 20 - ${kind}`, 'new', 'sample.json')));
    }
    assert.equal(find(r, 'fib 20 - fast').runs[0].samples.length, 100);
    // No throughput was configured: time is the only metric.
    assert.deepEqual([...new Set(r.series.map((s) => s.metric))], ['time']);
  });

  it('finds nested ids (group/function) and keeps the full_id spelling (std::stable)', () => {
    const r = dir('rust-sorts-target-criterion');
    assert.deepEqual(r.series.map((s) => s.benchmark).sort(), ['english/burst-v1', 'english/std::stable']);
    const s = find(r, 'english/burst-v1');
    assert.equal(s.runs[0].samples.length, 32); // Flat sampling: 32 single-iteration samples of ~3.3 s
    assertClose(s.runs[0].samples, expectedSamples(path.join(FIXTURES, 'rust-sorts-target-criterion/english/burst-v1/new/sample.json')));
    assert.ok(s.runs[0].samples.every((v) => v > 3 && v < 4));
  });

  it('reads only new/, never base/, and adds Bytes throughput as B/s (higher is better)', () => {
    const root = path.join(FIXTURES, 'generated-target-criterion');
    const r = dir('generated-target-criterion');
    assert.deepEqual(r.series.map((s) => `${s.benchmark}:${s.metric}`).sort(), [
      'fib 15:time',
      'sum/256:throughput',
      'sum/256:time',
      'sum/64:throughput',
      'sum/64:time',
    ]);
    const time = find(r, 'sum/64');
    const fromNew = expectedSamples(path.join(root, 'sum/64/new/sample.json'));
    const fromBase = expectedSamples(path.join(root, 'sum/64/base/sample.json'));
    assert.notDeepEqual(fromNew, fromBase, 'fixture must have a base/ that differs from new/');
    assertClose(time.runs[0].samples, fromNew);
    const thr = find(r, 'sum/64', 'throughput');
    assert.equal(thr.unit, 'B/s');
    assert.equal(thr.better, 'higher');
    assertClose(
      thr.runs[0].samples,
      fromNew.map((t) => 64 / t),
    );
  });

  it('reports an empty or broken directory as a ParseError naming the file and line', () => {
    const empty = tempDir();
    assertParseErrorThat(
      () => criterion.parse({ kind: 'dir', dir: empty }),
      (e) => {
        assert.equal(e.file, empty);
        assert.match(e.reason, /new\/benchmark\.json/);
      },
    );
    const broken = tempDir();
    cpSync(path.join(FIXTURES, 'dougch-target-criterion'), broken, { recursive: true });
    const sample = path.join(broken, 'fib 20 - fast', 'new', 'sample.json');
    const full = readFileSync(sample, 'utf8');
    writeFileSync(sample, full.slice(0, Math.floor(full.length / 2)));
    assertParseErrorThat(
      () => criterion.parse({ kind: 'dir', dir: broken }),
      (e) => {
        assert.equal(e.file, sample);
        assert.equal(e.line, 1);
      },
    );
    // Times and iteration counts out of step.
    const pretty = JSON.stringify({ sampling_mode: 'Linear', iters: [1, 2, 3], times: [10, 20] }, null, 2);
    writeFileSync(sample, pretty);
    assertParseErrorThat(
      () => criterion.parse({ kind: 'dir', dir: broken }),
      (e) => {
        assert.equal(e.file, sample);
        assert.match(e.reason, /2 times for 3 iteration counts/);
        assert.equal(e.line, pretty.split('\n').findIndex((l) => l.includes('"times"')) + 1);
      },
    );
  });
});

describe('criterion: cargo-criterion --message-format=json', () => {
  it('reads measured_values / iteration_count of benchmark-complete lines, ignores group-complete', () => {
    const file = path.join(FIXTURES, 'cargo-criterion-fuel-core.jsonl');
    const r = text('cargo-criterion-fuel-core.jsonl');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['alu/add', 'noop/noop'],
    );
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const msg of lines.filter((m) => m.reason === 'benchmark-complete')) {
      const s = find(r, msg.id as string);
      const counts = msg.iteration_count as number[];
      assertClose(
        s.runs[0].samples,
        (msg.measured_values as number[]).map((v, i) => (v / counts[i]) * 1e-9),
      );
      assert.equal(s.unit, 's');
    }
    // Sanity against the tool's own estimate: the mean of the per-iteration samples is its mean.
    const alu = find(r, 'alu/add');
    const mean = alu.runs[0].samples.reduce((a, b) => a + b, 0) / alu.runs[0].samples.length;
    assert.ok(Math.abs(mean - 186.5770081898676e-9) < 1e-12);
  });

  it('falls back to the typical estimate when a message carries no samples', () => {
    const line = JSON.stringify({
      reason: 'benchmark-complete',
      id: 'x',
      unit: 'ns',
      throughput: [{ per_iteration: 1000, unit: 'bytes' }],
      typical: { estimate: 250, unit: 'ns' },
    });
    const r = criterion.parse({ kind: 'text', file: 'm.jsonl', text: `${line}\n` });
    assertClose(find(r, 'x').runs[0].samples, [250e-9]);
    assertClose(find(r, 'x', 'throughput').runs[0].samples, [1000 / 250e-9]);
  });

  it('names the line of a truncated message', () => {
    const lines = readFileSync(path.join(FIXTURES, 'cargo-criterion-fuel-core.jsonl'), 'utf8').split('\n');
    const truncated = [lines[0], lines[1].slice(0, 500)].join('\n');
    assertParseErrorThat(
      () => criterion.parse({ kind: 'text', file: 'cc.jsonl', text: truncated }),
      (e) => {
        assert.equal(e.file, 'cc.jsonl');
        assert.equal(e.line, 2);
      },
    );
  });
});

describe('criterion: console output', () => {
  it('reads the middle estimate of each time: line, long names on the line before, Melem/s', () => {
    const r = text('bencher-throughput.txt');
    assert.deepEqual(
      r.series.map((s) => `${s.benchmark}:${s.metric}`),
      [
        'execution/naive/select_1_column/10:time',
        'execution/naive/select_1_column/10:elements/s',
        'execution/naive/select_1_column/100:time',
        'execution/naive/select_1_column/100:elements/s',
      ],
    );
    assert.deepEqual(find(r, 'execution/naive/select_1_column/10').runs[0].samples, [7.7152e-6]);
    const thr = find(r, 'execution/naive/select_1_column/100', 'elements/s');
    assert.equal(thr.better, 'higher');
    assert.ok(Math.abs(thr.runs[0].samples[0] - 3.2314e6) < 1e-6);
  });

  it('skips change: blocks (percentages), reads ps and names with spaces and colons', () => {
    const r = text('bencher-many.txt');
    assert.deepEqual(
      r.series.map((s) => s.benchmark),
      ['file', 'rolling_file', 'tracing_file', 'tracing_rolling_file', 'benchmark: name with spaces'],
    );
    assert.ok(r.series.every((s) => s.metric === 'time' && s.runs[0].samples.length === 1));
    assert.ok(Math.abs(find(r, 'file').runs[0].samples[0] - 323.9e-12) < 1e-20);
    assert.ok(Math.abs(find(r, 'tracing_file').runs[0].samples[0] - 18.019e-6) < 1e-15);
  });

  it('reads GiB/s throughput as bytes per second', () => {
    const r = text('generated-console.txt');
    const line = readFileSync(path.join(FIXTURES, 'generated-console.txt'), 'utf8')
      .split('\n')
      .find((l) => l.startsWith('sum/64'))!;
    const mid = Number(/\[\S+ \S+ (\S+) ns/.exec(line)![1]);
    assert.ok(Math.abs(find(r, 'sum/64').runs[0].samples[0] - mid * 1e-9) < 1e-18);
    const thr = find(r, 'sum/64', 'throughput');
    assert.equal(thr.unit, 'B/s');
    assert.ok(thr.runs[0].samples[0] > 1024 ** 3 && thr.runs[0].samples[0] < 100 * 1024 ** 3);
  });

  it('reports a malformed time line with its line number', () => {
    const bad = 'fib 15                  time:   [1.2 µs 1.3 µs]\n';
    assertParseErrorThat(
      () => criterion.parse({ kind: 'text', file: 'out.txt', text: `Benchmarking fib 15\n${bad}` }),
      (e) => {
        assert.equal(e.line, 2);
        assert.match(e.reason, /three time estimates/);
      },
    );
    assertParseErrorThat(
      () => criterion.parse({ kind: 'text', file: 'out.txt', text: 'nothing here\n' }),
      (e) => assert.match(e.reason, /no Criterion/),
    );
  });
});

describe('criterion: detection', () => {
  it('claims its directories and texts, not other text', () => {
    for (const d of ['dougch-target-criterion', 'rust-sorts-target-criterion', 'generated-target-criterion']) {
      assert.equal(criterion.detect({ kind: 'dir', dir: path.join(FIXTURES, d) }), 1, d);
    }
    for (const f of ['cargo-criterion-fuel-core.jsonl', 'bencher-throughput.txt', 'bencher-many.txt', 'generated-console.txt']) {
      assert.ok(criterion.detect({ kind: 'text', file: f, text: readFileSync(path.join(FIXTURES, f), 'utf8') }) >= 0.9, f);
    }
    assert.equal(criterion.detect({ kind: 'dir', dir: tempDir() }), 0);
    const libtest = fixturePath('libtest', 'bencher-issue_390.txt');
    assert.equal(criterion.detect({ kind: 'text', file: libtest, text: readFileSync(libtest, 'utf8') }), 0);
    assert.equal(criterion.detect({ kind: 'text', file: 'x', text: 'BenchmarkFoo-8  100  12 ns/op\n' }), 0);
  });
});

// ------------------------------------------------------------------ a real cargo bench run

const CRATE = cacheDir('criterion', 'crate');
const CARGO_TOML = `[package]
name = "benchgate-criterion-fixture"
version = "0.1.0"
edition = "2021"

[dev-dependencies]
criterion = { version = "0.5", default-features = false }

[[bench]]
name = "fib"
harness = false
`;
const BENCH_RS = `use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

fn fib(n: u64) -> u64 { if n < 2 { n } else { fib(n - 1) + fib(n - 2) } }

fn benches(c: &mut Criterion) {
    c.bench_function("fib 15", |b| b.iter(|| fib(black_box(15))));
    let mut g = c.benchmark_group("sum");
    for size in [64usize, 256] {
        let data: Vec<u8> = (0..size).map(|i| i as u8).collect();
        g.throughput(Throughput::Bytes(size as u64));
        g.bench_with_input(BenchmarkId::from_parameter(size), &data, |b, d| {
            b.iter(|| d.iter().map(|&x| x as u64).sum::<u64>())
        });
    }
    g.finish();
}

criterion_group!(benches_group, benches);
criterion_main!(benches_group);
`;

describe('criterion: a real cargo bench run', () => {
  it('parses the target/criterion directory and the console output of the same run', { ...needs('cargo'), timeout: 600_000 }, () => {
    writeIfChanged(path.join(CRATE, 'Cargo.toml'), CARGO_TOML);
    writeIfChanged(path.join(CRATE, 'src', 'lib.rs'), '\n');
    writeIfChanged(path.join(CRATE, 'benches', 'fib.rs'), BENCH_RS);
    const results = path.join(CRATE, 'target', 'criterion');
    rmSync(results, { recursive: true, force: true });
    const stdout = execFileSync(
      'cargo',
      ['bench', '--quiet', '--bench', 'fib', '--', '--warm-up-time', '0.2', '--measurement-time', '0.5', '--sample-size', '10', '--noplot'],
      { cwd: CRATE, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CARGO_TERM_COLOR: 'never' } },
    );
    assert.ok(criterion.detect({ kind: 'dir', dir: results }) === 1);
    const fromDir = criterion.parse({ kind: 'dir', dir: results });
    assert.deepEqual(fromDir.series.map((s) => `${s.benchmark}:${s.metric}`).sort(), [
      'fib 15:time',
      'sum/256:throughput',
      'sum/256:time',
      'sum/64:throughput',
      'sum/64:time',
    ]);
    for (const s of fromDir.series) assert.equal(s.runs[0].samples.length, 10, `${s.benchmark} ${s.metric}`);
    const fib = find(fromDir, 'fib 15');
    assertClose(fib.runs[0].samples, expectedSamples(path.join(results, 'fib 15', 'new', 'sample.json')));
    // fib(15) takes microseconds on any machine that runs CI.
    assert.ok(
      fib.runs[0].samples.every((v) => v > 1e-7 && v < 1e-3),
      String(fib.runs[0].samples),
    );

    assert.ok(criterion.detect({ kind: 'text', file: 'stdout', text: stdout }) >= 0.9);
    const fromConsole = criterion.parse({ kind: 'text', file: 'stdout', text: stdout });
    assert.deepEqual(fromConsole.series.map((s) => `${s.benchmark}:${s.metric}`).sort(), fromDir.series.map((s) => `${s.benchmark}:${s.metric}`).sort());
    // The console is a summary: one run of one sample (the middle estimate) per series, a real
    // positive number. Which estimate Criterion prints (slope or mean) depends on its sampling,
    // which depends on the machine's load, so its value is not compared with estimates.json.
    for (const s of fromConsole.series) {
      assert.equal(s.runs.length, 1, `${s.benchmark} ${s.metric}`);
      assert.equal(s.runs[0].samples.length, 1, `${s.benchmark} ${s.metric}`);
      assert.ok(Number.isFinite(s.runs[0].samples[0]) && s.runs[0].samples[0] > 0, `${s.benchmark} ${s.metric}: ${s.runs[0].samples[0]}`);
    }
  });
});
