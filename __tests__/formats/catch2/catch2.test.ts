// The Catch2 format against real output: a benchmark compiled with g++ against apt's catch2
// (v2.13, single header) and run with the console and the xml reporter, plus a committed
// Catch v2.11 console sample (fixtures/catch2/SOURCE.txt).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catch2 } from '../../../src/formats/catch2/catch2.js';
import { compileOnce } from '../../support/build-cache.js';
import { ParseError, type ParseResult, type Series } from '../../../src/model.js';
import { needs } from '../../support/harness.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

const SOURCE = `#define CATCH_CONFIG_MAIN
#define CATCH_CONFIG_ENABLE_BENCHMARKING
#include <catch2/catch.hpp>
#include <vector>

static unsigned long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

TEST_CASE("Fibonacci") {
  CHECK(fib(10) == 55);
  BENCHMARK("fib 10") { return fib(10); };
  BENCHMARK("fib 20") { return fib(20); };
}

TEST_CASE("Vectors", "[vec]") {
  SECTION("push back") {
    BENCHMARK("vector push_back 64") {
      std::vector<int> v;
      for (int i = 0; i < 64; ++i) v.push_back(i);
      return v.size();
    };
  }
  BENCHMARK_ADVANCED("advanced fib 12 & <xml> \\"quotes\\"")(Catch::Benchmark::Chronometer meter) {
    meter.measure([] { return fib(12); });
  };
}
`;

/** Compiles once per source text (Catch2's header takes ~30 s to compile); cached across runs. */
function binary(): string {
  return compileOnce('catch2', SOURCE, 'b', { timeoutMs: 600_000, needs: 'catch2' });
}

function run(args: string[]): string {
  const r = spawnSync(binary(), ['--benchmark-samples', '10', '--benchmark-resamples', '1000', '--benchmark-warmup-time', '10', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.equal(r.status, 0, `catch2 run failed: ${r.stderr}`);
  return r.stdout;
}

function parseText(text: string, file = 'out'): ParseResult {
  return catch2.parse({ kind: 'text', file, text });
}

function find(r: ParseResult, benchmark: string, group?: string): Series {
  const s = r.series.find((x) => x.benchmark === benchmark && (group === undefined || x.group === group));
  assert.ok(s, `no series ${group ?? ''} / ${benchmark}; have ${r.series.map((x) => `${x.group}:${x.benchmark}`).join(', ')}`);
  return s;
}

const ADVANCED = 'advanced fib 12 & <xml> "quotes"';

test('live console and xml reporters: same benchmarks and groups, one sample (the mean) each', needs('catch2'), () => {
  const consoleOut = parseText(run([]), 'console.txt');
  const xmlOut = parseText(run(['-r', 'xml']), 'out.xml');
  for (const r of [consoleOut, xmlOut]) {
    assert.equal(r.format, 'catch2');
    assert.deepEqual(r.warnings, []);
    assert.deepEqual(
      r.series.map((s) => [s.group, s.benchmark, s.metric, s.unit, s.better, s.runs[0].samples.length]),
      [
        ['Fibonacci', 'fib 10', 'time', 's', 'lower', 1],
        ['Fibonacci', 'fib 20', 'time', 's', 'lower', 1],
        ['Vectors / push back', 'vector push_back 64', 'time', 's', 'lower', 1],
        ['Vectors', ADVANCED, 'time', 's', 'lower', 1],
      ],
    );
    // fib(20) makes ~120× the calls of fib(10): a real measurement shows it even on a busy
    // machine, where a preempted sample can inflate either mean several-fold.
    const ratio = find(r, 'fib 20').runs[0].samples[0] / find(r, 'fib 10').runs[0].samples[0];
    assert.ok(ratio > 4, `fib 20 / fib 10 = ${ratio}`);
    assert.ok(find(r, 'fib 10').runs[0].samples[0] > 1e-9 && find(r, 'fib 10').runs[0].samples[0] < 1e-4);
  }
  assert.match(consoleOut.context.catch2, /^2\.13\./);
});

test('Catch v2.11 console sample: wrapped names, test case / section groups, equal names in two cases', () => {
  const r = parseText(readFileSync(join(FIXTURES, 'bencher-adapter-catch2-issue_351.txt'), 'utf8'));
  assert.deepEqual(r.warnings, []);
  assert.ok(Math.abs(find(r, 'Fibonacci 10', 'Unit_assignment / Construction').runs[0].samples[0] - 344e-9) < 1e-20);
  assert.ok(Math.abs(find(r, 'Fibonacci 20', 'Unit_assignment / Construction').runs[0].samples[0] - 41.731e-6) < 1e-15);
  assert.ok(Math.abs(find(r, 'Fibonacci~ 5!', 'More Fibonacci').runs[0].samples[0] - 36e-9) < 1e-20);
  assert.ok(Math.abs(find(r, 'Fibonacci-15_bench').runs[0].samples[0] - 3.789e-6) < 1e-15);
  // A name wrapped over two rows is joined; the second "Fibonacci 20" is another benchmark.
  assert.ok(Math.abs(find(r, 'Fibonacci 10 with a long name', 'Even More Fibonacci / With a long name').runs[0].samples[0] - 344e-9) < 1e-20);
  assert.equal(r.series.filter((s) => s.benchmark === 'Fibonacci 20').length, 2);
  assert.equal(r.series.length, 6);
  assert.equal(r.context.catch2, '2.11.0');
});

test('v3 console layout: "est run time", a name wrapped onto its own line, program output inside the table', () => {
  // Catch2 v3 prints a long name on lines of its own before row 1, and a benchmark that writes
  // to stdout puts that text between row 1 and row 2. Built from the real v2.13 output.
  const lines = readFileSync(join(FIXTURES, 'generated-console.txt'), 'utf8').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('benchmark name')) out.push(line.replace('estimated', 'est run time'));
    else if (line.startsWith('fib 20')) out.push('fib'.padEnd(79), line.replace(/^fib 20/, '    20'));
    else if (line.startsWith('fib 10')) out.push(line, 'computing fib(10) ...');
    else out.push(line);
  }
  const r = parseText(out.join('\n'), 'v3.txt');
  const original = parseText(lines.join('\n'));
  assert.deepEqual(
    r.series.map((s) => [s.group, s.benchmark, s.runs[0].samples]),
    original.series.map((s) => [s.group, s.benchmark, s.runs[0].samples]),
  );
  assert.equal(r.warnings.length, 1);
  assert.match(r.warnings[0].message, /v3\.txt:\d+: expected the mean row of 'fib 10'.*ignored/);
  assert.equal(r.warnings[0].code, 'line-skipped');
  assert.equal(r.warnings[0].benchmark, 'fib 10');
});

test('committed generated console and xml parse to the same series', () => {
  const a = parseText(readFileSync(join(FIXTURES, 'generated-console.txt'), 'utf8'));
  const b = parseText(readFileSync(join(FIXTURES, 'generated.xml'), 'utf8'));
  const key = (r: ParseResult) => r.series.map((s) => `${s.group}|${s.benchmark}`);
  assert.deepEqual(key(a), key(b));
  // The XML reporter writes nanoseconds: <mean value="45.1539" …>.
  assert.ok(Math.abs(find(b, 'fib 10').runs[0].samples[0] - 45.1539e-9) < 1e-20);
});

test('cut-off output: a benchmark without its mean row or closing tag is a warning with its line', () => {
  const text = readFileSync(join(FIXTURES, 'generated-console.txt'), 'utf8');
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('fib 20'));
  const r = parseText(lines.slice(0, at + 1).join('\n'), 'c.txt');
  assert.match(r.warnings.map((w) => w.message).join('\n'), new RegExp(`c\\.txt:${at + 1}: benchmark 'fib 20' has no mean row`));
  assert.deepEqual(
    r.series.map((s) => s.benchmark),
    ['fib 10'],
  );

  const cutMean = [...lines.slice(0, at + 1), lines[at + 1].trimEnd().slice(0, -12)].join('\n');
  const rm = parseText(cutMean, 'c.txt');
  assert.match(rm.warnings.map((w) => w.message).join('\n'), new RegExp(`c\\.txt:${at + 2}: expected the mean row of 'fib 20'`));
  assert.match(rm.warnings.map((w) => w.message).join('\n'), new RegExp(`c\\.txt:${at + 1}: benchmark 'fib 20' has no mean row`));

  const xml = readFileSync(join(FIXTURES, 'generated.xml'), 'utf8');
  const cut = xml.slice(0, xml.indexOf('<mean', xml.indexOf('fib 20')) + 10);
  const rx = parseText(cut, 'c.xml');
  assert.match(rx.warnings.map((w) => w.message).join('\n'), /c\.xml:\d+: unterminated XML tag/);
  assert.match(rx.warnings.map((w) => w.message).join('\n'), /'fib 20'.*(never closed|no <mean)/);
  assert.deepEqual(
    rx.series.map((s) => s.benchmark),
    ['fib 10'],
  );
});

test('empty input and other formats are ParseErrors', () => {
  for (const text of ['', 'hello\n', '<?xml version="1.0"?><Catch name="x"></Catch>', 'BenchmarkX-8 100 5 ns/op\n']) {
    assert.throws(
      () => parseText(text, 'x'),
      (e: unknown) => e instanceof ParseError && e.file === 'x' && e.reason.length > 10,
    );
  }
});
