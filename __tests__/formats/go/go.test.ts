// The Go format against real `go test -bench` output: generated live by a tiny three-package
// module, plus golang/perf's own testdata (fixtures/go/SOURCE.txt).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { go } from '../../../src/formats/go/go.js';
import { cacheDir } from '../../support/build-cache.js';
import { ParseError, type ParseResult, type Series } from '../../../src/model.js';
import { fixturePath } from '../../support/format-folders.js';
import { needs } from '../../support/harness.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

function parseText(text: string, file = 'out.txt'): ParseResult {
  return go.parse({ kind: 'text', file, text });
}

function fixture(name: string): ParseResult {
  return parseText(readFileSync(join(FIXTURES, name), 'utf8'), name);
}

function find(r: ParseResult, benchmark: string, metric: string, group?: string): Series {
  const s = r.series.find((x) => x.benchmark === benchmark && x.metric === metric && (group === undefined || x.group === group));
  assert.ok(s, `no series ${group ?? ''} ${benchmark} ${metric}; have ${r.series.map((x) => `${x.group}:${x.benchmark}:${x.metric}`).join(', ')}`);
  return s;
}

// The module: two packages with an equal benchmark name, sub-benchmarks with SetBytes and
// ReportMetric, b.Log noise, and a third package whose test fails (FAIL / --- FAIL noise).
const MODULE: Record<string, string> = {
  'go.mod': 'module example.com/bgfix\n\ngo 1.21\n',
  'alpha/alpha_test.go': `package alpha

import (
	"strings"
	"testing"
)

func TestHello(t *testing.T) { t.Log("hello from a test") }

func BenchmarkJoin(b *testing.B) {
	parts := []string{"a", "b", "c", "d"}
	for i := 0; i < b.N; i++ {
		_ = strings.Join(parts, ",")
	}
}

func BenchmarkEncode(b *testing.B) {
	for _, size := range []int{16, 1024} {
		b.Run("size="+map[int]string{16: "16", 1024: "1k"}[size], func(b *testing.B) {
			buf := make([]byte, size)
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				out := make([]byte, size)
				copy(out, buf)
			}
			b.ReportMetric(float64(size)/8, "widgets/op")
		})
	}
}

func BenchmarkLogs(b *testing.B) {
	b.Log("a benchmark log line")
	for i := 0; i < b.N; i++ {
	}
}
`,
  'beta/beta_test.go': `package beta

import (
	"strings"
	"testing"
)

func BenchmarkJoin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = strings.Repeat("x", 8)
	}
}
`,
  'gamma/gamma_test.go': `package gamma

import "testing"

func TestBroken(t *testing.T) { t.Error("this test fails on purpose") }

func BenchmarkSum(b *testing.B) {
	s := 0
	for i := 0; i < b.N; i++ {
		s += i
	}
	_ = s
}
`,
};

let live: { text: string; status: number | null } | undefined;

/** Runs the real `go test -bench` once; a stable directory keeps Go's build cache warm across runs. */
function runGoBench(): { text: string; status: number | null } {
  if (live) return live;
  const dir = cacheDir('go-module');
  for (const [path, content] of Object.entries(MODULE)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const args = ['test', '-v', '-run', 'TestHello|TestBroken', '-bench', '.', '-benchmem', '-count', '3', '-cpu', '1,2', '-benchtime', '500x', './...'];
  const r = spawnSync('go', args, { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  assert.equal(r.error, undefined, `go test could not run: ${r.error}`);
  live = { text: r.stdout + r.stderr, status: r.status };
  return live;
}

test('live go test -bench: -count, -cpu, -benchmem, sub-benchmarks, ReportMetric, two packages, test noise', needs('go'), () => {
  const { text, status } = runGoBench();
  assert.equal(status, 1, 'gamma fails its test on purpose, so go test exits 1');
  assert.match(text, /--- FAIL: TestBroken/);
  assert.match(text, /=== RUN {3}TestHello/);
  const r = parseText(text);
  assert.equal(r.format, 'go');
  assert.deepEqual(r.warnings, []);
  const alpha = 'example.com/bgfix/alpha';
  const beta = 'example.com/bgfix/beta';
  // -count 3: three samples per (benchmark, -cpu value); -cpu 1 has no suffix, -cpu 2 has -2.
  for (const name of ['BenchmarkJoin', 'BenchmarkJoin-2', 'BenchmarkEncode/size=16', 'BenchmarkEncode/size=1k-2', 'BenchmarkLogs-2']) {
    assert.equal(find(r, name, 'time', alpha).runs[0].samples.length, 3, name);
  }
  // Equal names in two packages stay distinct.
  const joinAlpha = find(r, 'BenchmarkJoin', 'alloc-bytes', alpha);
  const joinBeta = find(r, 'BenchmarkJoin', 'alloc-bytes', beta);
  assert.notEqual(joinAlpha, joinBeta);
  assert.equal(find(r, 'BenchmarkJoin', 'time', beta).runs[0].samples.length, 3);
  // The failing package ran no benchmark.
  assert.ok(!r.series.some((s) => s.group === 'example.com/bgfix/gamma'));
  // Units: ns/op → s; MB/s → B/s higher; B/op, allocs/op; the custom unit keeps its name.
  const time = find(r, 'BenchmarkEncode/size=1k-2', 'time', alpha);
  const tput = find(r, 'BenchmarkEncode/size=1k-2', 'throughput', alpha);
  assert.deepEqual([time.unit, time.better, tput.unit, tput.better], ['s', 'lower', 'B/s', 'higher']);
  for (let k = 0; k < 3; k++) {
    assert.ok(time.runs[0].samples[k] > 1e-10 && time.runs[0].samples[k] < 1e-3, `time in seconds: ${time.runs[0].samples[k]}`);
    // Go derives MB/s from the same run as ns/op: bytes/op = throughput × time ≈ 1024.
    assert.ok(
      Math.abs(tput.runs[0].samples[k] * time.runs[0].samples[k] - 1024) < 1024 * 0.01,
      `bytes/op ${tput.runs[0].samples[k] * time.runs[0].samples[k]}`,
    );
  }
  const widgets = find(r, 'BenchmarkEncode/size=1k', 'widgets/op', alpha);
  assert.deepEqual(widgets.runs[0].samples, [128, 128, 128]);
  assert.equal(widgets.unit, 'widgets/op');
  assert.deepEqual(find(r, 'BenchmarkEncode/size=16', 'widgets/op', alpha).runs[0].samples, [2, 2, 2]);
  assert.ok(find(r, 'BenchmarkEncode/size=1k', 'alloc-bytes', alpha).runs[0].samples.every((b) => b >= 1024));
  assert.deepEqual(find(r, 'BenchmarkEncode/size=1k', 'allocs', alpha).runs[0].samples, [1, 1, 1]);
  // Config lines go to context.
  assert.equal(r.context.goos, process.platform === 'darwin' ? 'darwin' : 'linux');
  assert.match(r.context.pkg, /example\.com\/bgfix\/alpha, example\.com\/bgfix\/beta/);
  assert.ok(r.context.cpu && r.context.cpu.length > 0, 'cpu: line read');
});

test('live go test -json: results split over two events are joined, same series as the plain output', needs('go'), () => {
  const dir = cacheDir('go-module');
  runGoBench(); // writes the module
  const args = ['-run', 'XXX', '-bench', '.', '-benchmem', '-count', '2', '-cpu', '1,2', '-benchtime', '200x', './...'];
  const plain = spawnSync('go', ['test', ...args], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  const json = spawnSync('go', ['test', '-json', ...args], { cwd: dir, encoding: 'utf8', timeout: 300_000 });
  assert.equal(json.status, 0, json.stderr);
  const a = parseText(plain.stdout, 'plain.txt');
  const b = parseText(json.stdout, 'events.json');
  assert.equal(go.detect({ kind: 'text', file: 'events.json', text: json.stdout }), 0.95);
  assert.deepEqual(b.warnings, []);
  const shape = (r: ParseResult) => r.series.map((x) => [x.group, x.benchmark, x.metric, x.unit, x.runs[0].samples.length]);
  assert.deepEqual(shape(b), shape(a));
  assert.deepEqual(find(b, 'BenchmarkEncode/size=1k-2', 'widgets/op', 'example.com/bgfix/alpha').runs[0].samples, [128, 128]);
  assert.equal(find(b, 'BenchmarkSum-2', 'time', 'example.com/bgfix/gamma').runs[0].samples.length, 2);
  // go test -json splits a result line in two events when the benchmark runs long enough
  // between writing its name and its numbers; do that to every result event of this run.
  const split = json.stdout
    .split('\n')
    .flatMap((line) => {
      const m = /^(.*"Output":")(Benchmark[^"\\]*\\t)([^"]*\\n"\})$/.exec(line);
      return m ? [`${m[1]}${m[2]}"}`, `${m[1]}${m[3]}`] : [line];
    })
    .join('\n');
  assert.ok(split.length > json.stdout.length);
  assert.deepEqual(shape(parseText(split, 'split.json')), shape(a));
  // Cut mid-event: the broken event is named by its line in the file.
  const events = json.stdout.split('\n');
  const at = events.findIndex((l) => l.includes('"Output":"BenchmarkJoin-2'));
  const cut = parseText([...events.slice(0, at), events[at].slice(0, 60)].join('\n'), 'events.json');
  assert.match(cut.warnings.map((w) => w.message).join('\n'), new RegExp(`events\\.json:${at + 1}: not a go test -json event`));
});

test('golang/perf suffixarray.bench: 10 runs per benchmark, MB/s and -benchmem, cpu context', () => {
  const r = fixture('golang-perf-suffixarray.bench');
  assert.equal(r.context.cpu, 'Intel(R) Core(TM) i7-8665U CPU @ 1.90GHz');
  assert.equal(r.context.pkg, 'index/suffixarray');
  const time = find(r, 'BenchmarkNew/text=opticks/size=100K/bits=32-8', 'time');
  assert.equal(time.runs[0].samples.length, 10);
  assert.equal(time.runs[0].samples[0], 4052123e-9);
  assert.equal(time.group, 'index/suffixarray');
  assert.equal(find(r, 'BenchmarkNew/text=opticks/size=100K/bits=32-8', 'throughput').runs[0].samples[0], 24.68e6);
  assert.equal(find(r, 'BenchmarkNew/text=opticks/size=100K/bits=32-8', 'alloc-bytes').runs[0].samples[1], 401488);
  assert.deepEqual(r.warnings, []);
});

test('golang/perf crc-old.txt: note: config line, darwin context', () => {
  const r = fixture('golang-perf-benchstat-crc-old.txt');
  assert.equal(r.context.goos, 'darwin');
  assert.equal(r.context.note, 'hw acceleration disabled');
  const s = find(r, 'BenchmarkCRC32/poly=IEEE/size=15/align=0-8', 'time');
  assert.equal(s.runs[0].samples.length, 10);
  assert.ok(Math.abs(s.runs[0].samples[0] - 44.6e-9) < 1e-18);
});

test('golang/perf bent stdout: many packages, PASS lines between them, each result in its package', () => {
  const r = fixture('golang-perf-bent-20200101T213604.Tip.stdout');
  const insert = find(r, 'BenchmarkInsertChain_ring1000_memdb-12', 'time', 'github.com/ethereum/go-ethereum/core');
  assert.ok(insert.runs[0].samples.length >= 1);
  assert.equal(insert.runs[0].samples[0], 14465517e-9);
  const groups = new Set(r.series.map((s) => s.group));
  assert.ok(groups.size > 10, `groups: ${groups.size}`);
  assert.ok(!groups.has(undefined));
});

test('committed live outputs parse without warnings', () => {
  for (const name of ['generated-verbose-failing-pkg.txt', 'generated-benchmem-cpu-count.txt']) {
    const r = fixture(name);
    assert.deepEqual(r.warnings, [], name);
    assert.equal(find(r, 'BenchmarkLogs-2', 'time', 'example.com/bgfix/alpha').runs[0].samples.length, 3, name);
  }
});

test('a result line cut mid-value or mid-unit is skipped with a warning naming its line, never read wrong', () => {
  const text = readFileSync(join(FIXTURES, 'generated-benchmem-cpu-count.txt'), 'utf8');
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith('BenchmarkJoin-2'));
  const full = parseText(text);
  const before = find(full, 'BenchmarkJoin-2', 'time', 'example.com/bgfix/alpha').runs[0].samples.length;

  // Cut inside the value of the last field of a line in the middle of the stream.
  const midValue = [...lines.slice(0, at), lines[at].replace(/\s+\d+ allocs\/op$/, '\t 1'), ...lines.slice(at + 1)].join('\n');
  const r1 = parseText(midValue, 'cut.txt');
  assert.equal(r1.warnings.length, 1);
  assert.match(r1.warnings[0].message, new RegExp(`^cut\\.txt:${at + 1}: .*BenchmarkJoin-2.*cut off`));
  assert.equal(r1.warnings[0].code, 'truncated');
  assert.equal(find(r1, 'BenchmarkJoin-2', 'time', 'example.com/bgfix/alpha').runs[0].samples.length, before - 1);

  // The output ends inside a unit ("B/o"), without a newline: the clipped unit is not a metric.
  const cutUnit = lines.slice(0, at).join('\n') + '\n' + lines[at].replace(/B\/op.*$/, 'B/o');
  const r2 = parseText(cutUnit, 'cut.txt');
  assert.match(r2.warnings.map((w) => w.message).join('\n'), new RegExp(`cut\\.txt:${at + 1}: the last line has no line end`));
  assert.ok(!r2.series.some((s) => s.metric === 'B/o'));
  // The complete values before the clipped unit are kept.
  assert.equal(find(r2, 'BenchmarkJoin-2', 'time', 'example.com/bgfix/alpha').runs[0].samples.length, 1);
  assert.ok(!r2.series.some((s) => s.benchmark === 'BenchmarkJoin-2' && s.metric === 'alloc-bytes'));

  // The output ends inside a value.
  const cutValue = lines.slice(0, at).join('\n') + '\n' + lines[at].replace(/(ns\/op).*$/, '$1\t       8');
  const r3 = parseText(cutValue, 'cut.txt');
  assert.match(r3.warnings.map((w) => w.message).join('\n'), /value without its unit/);
});

test('empty input, another format and prose are ParseErrors with a reason', () => {
  for (const text of ['', '\n\n', 'PASS\nok  \texample.com/x\t0.1s\n', '{"benchmarks": []}', 'Benchmarking is fun\n']) {
    assert.throws(
      () => parseText(text, 'x.txt'),
      (e: unknown) => e instanceof ParseError && /no Go benchmark results/.test(e.reason) && e.file === 'x.txt',
    );
  }
  const gb = readFileSync(fixturePath('google-benchmark', 'generated-console.txt'), 'utf8');
  assert.throws(() => parseText(gb), ParseError);
});

test('detect: Go output scores high, other text zero', () => {
  const text = readFileSync(join(FIXTURES, 'golang-perf-suffixarray.bench'), 'utf8');
  assert.ok(go.detect({ kind: 'text', file: 'x', text }) >= 0.9);
  assert.equal(go.detect({ kind: 'text', file: 'x', text: 'hello\nworld\n' }), 0);
  assert.equal(go.detect({ kind: 'dir', dir: '/tmp' }), 0);
});
