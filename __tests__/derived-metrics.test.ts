// Derived metrics (docs/statistics.md#derived-metrics-one-measurement-one-test): a metric the harness computes from another
// metric of the same run (Go's MB/s from ns/op with b.SetBytes) is one measurement. It is shown
// with its parent's row, never tested on its own, never in the family, and follows the parent's
// verdict, rules and acceptance. Every format says which of its metrics are derived.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FORMATS } from '../src/formats/index.js';
import { parseInput, parseWith } from '../src/formats/registry.js';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Report } from '../src/model.js';
import { acceptRegressions } from '../src/pipeline/accept.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import { validateReport } from '../src/report/validate.js';
import type { RuleSet } from '../src/rules/rule-set.js';
import { fixtureEntries } from './support/format-folders.js';

/** One `go test -bench -benchmem` output: each benchmark's ns/op, its b.SetBytes MB/s, and B/op. */
function goOutput(nsPerOp: Record<string, number>, bytes: Record<string, number>): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/checksum', 'cpu: Test CPU'];
  for (const [name, ns] of Object.entries(nsPerOp)) {
    const mbs = (bytes[name] * 1000) / ns;
    lines.push(`${name}-2   \t 1000000\t ${ns.toFixed(1)} ns/op\t ${mbs.toFixed(2)} MB/s\t 0 B/op\t 0 allocs/op`);
  }
  return lines.join('\n') + '\n';
}

const BYTES = { BenchmarkAdler32: 64, BenchmarkSum64: 4096, BenchmarkCRC: 1024 };

/** Ten interleaved rounds a side, parsed by the real Go parser; head's Adler32 is `slowdown` times slower. */
function rounds(slowdown: number): { base: ParseResult[]; head: ParseResult[] } {
  const side = (factor: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const jitter = 1 + ((i * 7) % 5) / 500;
      const text = goOutput({ BenchmarkAdler32: 100 * factor * jitter, BenchmarkSum64: 1000 * jitter, BenchmarkCRC: 300 * jitter }, BYTES);
      const result = parseWith({ kind: 'text', file: `round-${i + 1}.txt`, text }, 'go');
      for (const s of result.series) for (const run of s.runs) run.round = i + 1;
      return result;
    });
  return { base: side(1), head: side(slowdown) };
}

function report(slowdown: number, extra: Partial<Parameters<typeof buildReport>[0]> = {}): Report {
  return buildReport({ ...rounds(slowdown), settings: DEFAULT_STATS_SETTINGS, ...extra });
}

describe('every format answers which of its metrics are derived', () => {
  for (const format of FORMATS) {
    it(`${format.id}: a list of derived metrics, each with a parent`, () => {
      assert.ok(Array.isArray(format.derived), `${format.id} declares no 'derived' list`);
      for (const d of format.derived) {
        assert.ok(d.from.length > 0, `${format.id}: ${d.metric} names no parent metric`);
        assert.ok(!d.from.includes(d.metric), `${format.id}: ${d.metric} is derived from itself`);
      }
    });
  }

  // A declaration must be live: each declared metric is marked derived in a real fixture of its
  // format, and no format marks a metric it did not declare.
  for (const format of FORMATS) {
    it(`${format.id}: the fixtures carry exactly the declared derivations`, async () => {
      const marked = new Map<string, Set<string>>();
      for (const file of fixtureEntries(format.id)) {
        const result = await parseInput(file, format.id);
        for (const s of result.series) {
          if (s.derivedFrom === undefined) continue;
          let parents = marked.get(s.metric);
          if (!parents) marked.set(s.metric, (parents = new Set()));
          parents.add(s.derivedFrom);
        }
      }
      const declared = new Map(format.derived.map((d) => [d.metric, d.from]));
      for (const [metric, parents] of marked) {
        assert.ok(declared.has(metric), `${format.id}: ${metric} is marked derived but not declared`);
        for (const p of parents) assert.ok(declared.get(metric)!.includes(p), `${format.id}: ${metric} derived from undeclared ${p}`);
      }
      for (const d of format.derived) assert.ok(marked.has(d.metric), `${format.id}: no fixture shows the declared derived metric ${d.metric}`);
    });
  }
});

describe('Go MB/s is shown with its ns/op row, never tested on its own', () => {
  it('one row per benchmark and measured metric: no throughput row, a family of one test per benchmark', () => {
    const r = report(1.3);
    assert.deepEqual(
      r.comparisons.filter((c) => c.metric === 'throughput'),
      [],
      'a derived metric is no row of its own',
    );
    assert.deepEqual(
      r.comparisons.map((c) => c.metric).sort(),
      ['alloc-bytes', 'alloc-bytes', 'alloc-bytes', 'allocs', 'allocs', 'allocs', 'time', 'time', 'time'].sort(),
    );
    // The Holm family: the three time rows (B/op and allocs/op are 0 on both sides: constant).
    const md = renderMarkdown(r);
    assert.match(md, /Holm over 3 tests/);
    const adler = r.comparisons.find((c) => c.benchmark === 'BenchmarkAdler32-2' && c.metric === 'time')!;
    assert.equal(adler.verdict, 'regression');
    assert.equal(adler.derived?.length, 1);
    const [mbs] = adler.derived;
    assert.equal(mbs.metric, 'throughput');
    assert.equal(mbs.unit, 'B/s');
    assert.equal(mbs.better, 'higher');
    // 64 bytes per op: 640 MB/s at ~100 ns, 492 MB/s at ~130 ns (medians of the per-run values).
    assert.ok(Math.abs(mbs.base! / 640e6 - 1) < 0.01, `base ${mbs.base}`);
    assert.ok(Math.abs(mbs.head! / 492.3e6 - 1) < 0.01, `head ${mbs.head}`);
    // Not on the rows of other metrics.
    for (const c of r.comparisons) if (c.metric !== 'time') assert.equal(c.derived, undefined);
  });

  it('both tables show the derived value beside the median it comes from', () => {
    const r = report(1.3);
    const md = renderMarkdown(r);
    const adlerRow = md.split('\n').find((l) => l.includes('Adler32') && l.includes('regression'))!;
    assert.match(adlerRow, /100 ns ± [\d.]+% · 6[34]\d MB\/s/);
    assert.match(adlerRow, /13\d ns ± [\d.]+% · 49\d MB\/s/);
    assert.doesNotMatch(md, /\| throughput \|/);
    const term = renderTerminal(r, { color: false });
    assert.doesNotMatch(term, /^throughput/m, 'no throughput table');
    assert.match(term, /BenchmarkAdler32-2 .*6[34]\d MB\/s.*49\d MB\/s/);
  });

  it('follows the parent: a rule on metric time is the whole measurement, acceptance leaves no twin behind', () => {
    const rules: RuleSet = {
      file: '.github/benchgate.yml',
      source: 'working tree',
      rules: [{ number: 1, line: 1, match: ['*'], metric: ['time'], threshold: 0.5 }],
    };
    const r = report(1.3, { rules });
    const adler = r.comparisons.find((c) => c.benchmark === 'BenchmarkAdler32-2' && c.metric === 'time')!;
    assert.equal(adler.threshold, 0.5);
    assert.equal(adler.verdict, 'minor', '+30% is below the rule’s 50%');
    assert.equal(r.summary.regression, 0, 'no throughput twin at the default 5%');

    const accepted = acceptRegressions(report(1.3), { label: 'benchgate: accept', by: 'carol', at: null, source: 'event' });
    assert.equal(accepted.summary.regression, 0);
    assert.equal(accepted.summary.accepted, 1);
    assert.equal(accepted.verdict, 'pass');
  });

  it('the JSON carries the derived values and reads back the same', () => {
    const r = report(1.3);
    const json = JSON.parse(renderJson(r));
    const row = json.comparisons.find((c: { benchmark: string; metric: string }) => c.benchmark === 'BenchmarkAdler32-2' && c.metric === 'time');
    assert.deepEqual(Object.keys(row.derived[0]), ['metric', 'unit', 'better', 'base', 'head']);
    const back = validateReport(json);
    assert.deepEqual(
      back.comparisons.map((c) => c.derived),
      r.comparisons.map((c) => c.derived),
    );
    assert.throws(() => validateReport({ ...json, comparisons: [{ ...row, derived: [{ ...row.derived[0], better: 'sideways' }] }] }), /derived\[0\]\.better/);
  });

  it('a derived metric whose parent is not compared is measured after all (--metric throughput)', () => {
    const r = report(1.3, { metrics: ['throughput'] });
    assert.equal(r.comparisons.length, 3);
    for (const c of r.comparisons) assert.equal(c.metric, 'throughput');
    const adler = r.comparisons.find((c) => c.benchmark === 'BenchmarkAdler32-2')!;
    assert.ok(adler.deltaPct! < -20, 'throughput fell by ~23%');
  });

  it('a benchmark only one side has keeps its derived value on that side', () => {
    const { base, head } = rounds(1);
    const extra = parseWith({ kind: 'text', file: 'new.txt', text: goOutput({ BenchmarkNew: 200 }, { BenchmarkNew: 2000 }) }, 'go');
    const r = buildReport({ base, head: [...head, extra], settings: DEFAULT_STATS_SETTINGS });
    const added = r.comparisons.find((c) => c.benchmark === 'BenchmarkNew-2' && c.metric === 'time')!;
    assert.equal(added.verdict, 'added');
    assert.deepEqual(
      added.derived?.map((d) => [d.base, d.head]),
      [[null, 1e10]],
    );
  });
});
