import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport } from '../src/pipeline/compare.js';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Series } from '../src/model.js';

const series = (benchmark: string, samples: number[], over: Partial<Series> = {}): Series => ({
  benchmark,
  metric: 'time',
  unit: 's',
  better: 'lower',
  runs: [{ samples }],
  ...over,
});

const result = (list: Series[], context: Record<string, string> = {}, warnings: ParseResult['warnings'] = [], format = 'go'): ParseResult => ({
  format,
  series: list,
  context,
  warnings,
});

// Deterministic, distinct samples around a centre (no ties, no outliers).
const around = (centre: number, n: number, offset = 0) => Array.from({ length: n }, (_, i) => centre * (1 + 0.001 * ((i * 7 + offset) % n)));

describe('buildReport', () => {
  it('concatenates the runs of one side per (group, benchmark, metric)', () => {
    const base = [result([series('A', around(100, 5))]), result([series('A', around(100, 5, 3))])];
    const head = [result([series('A', around(150, 5))]), result([series('A', around(150, 5, 2))])];
    const report = buildReport({ base, head, settings: DEFAULT_STATS_SETTINGS });
    assert.equal(report.comparisons.length, 1);
    const [a] = report.comparisons;
    assert.equal(a.base.n, 10);
    assert.equal(a.head.n, 10);
    // v2: each result is a run, and the run is the unit: 2 + 2 runs can never be significant.
    assert.equal(a.unitOfAnalysis, 'run');
    assert.deepEqual([a.base.units, a.head.units], [2, 2]);
    assert.equal(a.verdict, 'insufficient');
    assert.equal(a.roundsNeeded, 4);
    assert.equal(report.version, 2);
    const four = (centre: number) => [0, 1, 2, 3].map((i) => result([series('A', around(centre, 5, i))]));
    const decided = buildReport({ base: four(100), head: four(150), settings: DEFAULT_STATS_SETTINGS });
    assert.equal(decided.comparisons[0].verdict, 'regression');
    assert.equal(decided.verdict, 'fail');
  });

  it('keeps equal names in different groups apart', () => {
    const base = [result([series('A', around(100, 10), { group: 'pkg/one' }), series('A', around(100, 10), { group: 'pkg/two' })])];
    const report = buildReport({ base, head: base, settings: DEFAULT_STATS_SETTINGS });
    assert.deepEqual(
      report.comparisons.map((c) => c.group),
      ['pkg/one', 'pkg/two'],
    );
  });

  it('filters metrics', () => {
    const base = [result([series('A', around(100, 10)), series('A', around(64, 10), { metric: 'alloc-bytes', unit: 'B' })])];
    const report = buildReport({ base, head: base, settings: DEFAULT_STATS_SETTINGS, metrics: ['alloc-bytes'] });
    assert.deepEqual(
      report.comparisons.map((c) => c.metric),
      ['alloc-bytes'],
    );
  });

  it('leaves out a run whose unit disagrees, with a warning', () => {
    const base = [result([series('A', around(100, 10))]), result([series('A', around(100, 10), { unit: 'B' })])];
    const report = buildReport({ base, head: [result([series('A', around(100, 10))])], settings: DEFAULT_STATS_SETTINGS });
    assert.equal(report.comparisons[0].base.n, 10);
    assert.ok(
      report.warnings.some((w) => w.code === 'unit-mismatch' && /^base: A \(time\) is reported in B in one run and s in another/.test(w.message)),
      JSON.stringify(report.warnings),
    );
  });

  it('collects parse and stats warnings once each, prefixed with the side', () => {
    const skipped = { code: 'line-skipped' as const, message: 'f.txt:3: line skipped', benchmark: 'A' };
    const base = [result([series('A', around(100, 3))], {}, [skipped]), result([series('A', around(100, 3))], {}, [skipped])];
    const report = buildReport({ base, head: [result([series('A', around(100, 2))])], settings: DEFAULT_STATS_SETTINGS });
    // The same warning in two of the three runs: said once, with the runs counted.
    assert.deepEqual(
      report.warnings.filter((w) => w.code === 'line-skipped').map((w) => [w.benchmark, w.message]),
      [['A', 'base: f.txt:3: line skipped (in 2 of 3 runs)']],
    );
    // 6 + 2 samples cannot reach α = 0.05: the stats stage says so, and it reaches the report.
    assert.ok(
      report.warnings.some((w) => w.code === 'floor' && /can never be significant/.test(w.message)),
      JSON.stringify(report.warnings),
    );
  });

  it('puts the tool context into machine.tool and warns when the CPUs differ', () => {
    const base = [result([series('A', around(100, 10))], { cpu: 'Intel Xeon', goos: 'linux' }), result([series('A', around(100, 10))], { cpu: 'Intel Xeon' })];
    const head = [result([series('A', around(100, 10))], { cpu: 'AMD EPYC', goos: 'linux' })];
    const report = buildReport({ base, head, settings: DEFAULT_STATS_SETTINGS, machine: { base: { cores: 2 }, head: { cores: 2, cpuModel: 'x' } } });
    assert.deepEqual(report.machine.base, { cores: 2, tool: { cpu: 'Intel Xeon', goos: 'linux' } });
    assert.equal(report.machine.head.tool?.cpu, 'AMD EPYC');
    assert.equal(report.machine.head.cpuModel, 'x');
    assert.ok(
      report.warnings.some((w) => w.code === 'cpu-mismatch' && /different CPUs \(cpu: Intel Xeon on base, AMD EPYC on head\)/.test(w.message)),
      JSON.stringify(report.warnings),
    );
  });

  it('warns when the sides were read as different formats, and passes run info through', () => {
    const run = { base: { sha: 'a'.repeat(40) }, head: { sha: 'b'.repeat(40) }, rounds: 10, warmup: 1, format: 'auto', failedRuns: [] };
    const report = buildReport({
      base: [result([series('A', around(100, 10))])],
      head: [result([series('A', around(100, 10))], {}, [], 'hyperfine')],
      settings: DEFAULT_STATS_SETTINGS,
      run,
    });
    assert.ok(report.warnings.some((w) => w.code === 'format-mismatch' && /base was read as go and head as hyperfine/.test(w.message)));
    assert.deepEqual(report.run, run);
  });
});
