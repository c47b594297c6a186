// `benchgate compare` end to end: real `go test -bench` output of a tiny module in two versions
// (one benchmark slower, one faster, one unchanged), then bad input of every kind
// (docs/troubleshooting.md). The CLI runs as a subprocess, so exit codes and stderr are the user's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import type { CommandResult } from './support/run-command.js';
import { needs } from './support/harness.js';

const work = mkdtempSync(join(tmpdir(), 'benchgate-cli-compare-'));
after(() => rmSync(work, { recursive: true, force: true }));

// The CLI under test, bundled into the temp dir (this file starts it some thirty times).
const CLI = join(work, 'cli.mjs');
before(() => bundleCli(CLI));

/** Runs the CLI as a user would (asynchronously, so the bad-input cases can run side by side). */
const cli = (...args: string[]): Promise<CommandResult> => runBundledCli(CLI, args, work);

/** A clear one-line-per-problem message: no stack frames, no internal error names. */
function assertCleanError(r: CommandResult, message: RegExp): void {
  assert.equal(r.code, 2, `exit code; stderr: ${r.stderr}`);
  assert.match(r.stderr, message);
  assert.doesNotMatch(r.stderr, /^\s+at /m, 'no stack trace');
  assert.doesNotMatch(r.stderr, /TypeError|ReferenceError|RangeError/);
}

function write(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}

/** Go benchmark text as `go test -bench` prints it, for hand-made bad input. */
function goText(rows: Record<string, readonly (number | string)[]>, unit = 'ns/op'): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/bad'];
  for (const [name, values] of Object.entries(rows)) for (const v of values) lines.push(`${name}-2   \t 1000000\t ${v} ${unit}`);
  return [...lines, 'PASS', 'ok  \texample.com/bad\t1.234s', ''].join('\n');
}

const ten = (v: number) => Array.from({ length: 10 }, (_, i) => v * (1 + 0.001 * ((i * 7) % 5)));

// The module: every benchmark hashes a buffer with crypto/sha256 (assembly, so code layout
// changes between the two builds do not move the timings); head hashes 31% more for Slower
// (about +25% with the fixed cost per call), 25% less for Faster and the same for Same.
// Besides ns/op each benchmark reports the process CPU time per op through b.ReportMetric:
// on a 2-core machine shared with other jobs, wall time swings by ±50% with the load while CPU
// time stays within a few percent, so the verdicts are asserted on `cpu-ns/op` (gated with
// --gate) and wall time is compared and reported alongside.
function module(dir: string, slowerBytes: number, fasterBytes: number): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), 'module example.com/bgdemo\n\ngo 1.21\n');
  writeFileSync(
    join(dir, 'bench_test.go'),
    `package bgdemo

import (
	"crypto/sha256"
	"syscall"
	"testing"
)

var buf = make([]byte, 1<<16)
var sink [32]byte

func hash(n int) { sink = sha256.Sum256(buf[:n]) }

func cpuNs() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Nano() + ru.Stime.Nano())
}

func loop(b *testing.B, n int) {
	start := cpuNs()
	for i := 0; i < b.N; i++ {
		hash(n)
	}
	b.ReportMetric((cpuNs()-start)/float64(b.N), "cpu-ns/op")
}

func BenchmarkSlower(b *testing.B) { loop(b, ${slowerBytes}) }
func BenchmarkFaster(b *testing.B) { loop(b, ${fasterBytes}) }
func BenchmarkSame(b *testing.B)   { loop(b, 4096) }
`,
  );
}

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod' } });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')} failed: ${r.stderr}${r.stdout}`);
  return r.stdout;
}

describe('benchgate compare on real go test -bench output', needs('go'), () => {
  let base = '';
  let head = '';
  let attempts: string[] = [];

  /**
   * Ten rounds; in each, every benchmark runs once on base and once on head, back to back in
   * alternating order (ABBA) as the runner does, so load from other processes on a shared
   * machine falls on both sides alike.
   */
  function measure(attempt: number): void {
    const out = { base: [] as string[], head: [] as string[] };
    for (let round = 0; round < 10; round++) {
      for (const bench of ['Slower', 'Faster', 'Same']) {
        const order: ('base' | 'head')[] = (round + attempt) % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
        for (const side of order) {
          const args = ['-test.run=^$', `-test.bench=^Benchmark${bench}$`, '-test.count=1', '-test.benchtime=20000x'];
          out[side].push(run(join(work, `${side}.test`), args, join(work, side)));
        }
      }
    }
    base = write('base.txt', out.base.join(''));
    head = write('head.txt', out.head.join(''));
  }

  const GATE = ['--gate', 'cpu-ns/op'];

  async function verdicts(): Promise<Record<string, string>> {
    const r = await cli('compare', base, head, ...GATE, '--json', 'report.json');
    const json = JSON.parse(readFileSync(join(work, 'report.json'), 'utf8'));
    attempts.push(r.stdout);
    const cpu = json.comparisons.filter((c: { metric: string }) => c.metric === 'cpu-ns/op');
    return Object.fromEntries(cpu.map((c: { benchmark: string; verdict: string }) => [c.benchmark.replace(/-\d+$/, ''), c.verdict]));
  }

  before(async () => {
    module(join(work, 'base'), 4096, 4096);
    module(join(work, 'head'), 5120 + 256, 3072);
    run('go', ['test', '-c', '-o', join(work, 'base.test'), '.'], join(work, 'base'));
    run('go', ['test', '-c', '-o', join(work, 'head.test'), '.'], join(work, 'head'));
    // A burst of load can still blur one attempt (benchgate then rightly says "unchanged"):
    // measure again, at most three times. A wrong parser, statistic or verdict fails every attempt.
    attempts = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      measure(attempt);
      const v = await verdicts();
      if (v.BenchmarkSlower === 'regression' && v.BenchmarkFaster === 'improvement' && v.BenchmarkSame === 'unchanged') break;
    }
  });

  it('finds the regression, the improvement and the unchanged benchmark, and exits 1', async () => {
    const r = await cli('compare', base, head, ...GATE, '--json', 'report.json', '--markdown', 'report.md');
    assert.equal(r.code, 1, `exit code; attempts:\n${attempts.join('\n')}\nstderr:\n${r.stderr}`);
    const json = JSON.parse(readFileSync(join(work, 'report.json'), 'utf8'));
    const row = (name: string, metric = 'cpu-ns/op') =>
      json.comparisons.find((c: { benchmark: string; metric: string }) => c.benchmark.startsWith(name) && c.metric === metric);
    const slower = row('BenchmarkSlower');
    const faster = row('BenchmarkFaster');
    const same = row('BenchmarkSame');
    const detail = JSON.stringify(
      json.comparisons.map((c: { benchmark: string; deltaPct: number; pAdjusted: number }) => [c.benchmark, c.deltaPct, c.pAdjusted]),
    );
    assert.equal(slower.verdict, 'regression', detail);
    assert.equal(faster.verdict, 'improvement', detail);
    assert.equal(same.verdict, 'unchanged', detail);
    assert.ok(slower.deltaPct > 10 && slower.deltaPct < 40, detail);
    assert.ok(faster.deltaPct < -10 && faster.deltaPct > -40, detail);
    assert.equal(slower.unit, 'cpu-ns/op');
    assert.equal(slower.better, 'lower');
    assert.equal(slower.gated, true);
    assert.equal(slower.base.n, 10);
    // Wall time is parsed, normalised to seconds and compared too, but not gated here.
    const wall = row('BenchmarkSlower', 'time');
    assert.equal(wall.unit, 's');
    assert.equal(wall.gated, false);
    assert.equal(wall.head.n, 10);
    assert.ok(wall.base.median > 1e-7 && wall.base.median < 1e-3, `ns/op normalised to seconds: ${wall.base.median}`);
    assert.equal(json.verdict, 'fail');
    assert.deepEqual(json.settings.gate, ['cpu-ns/op']);
    assert.ok(json.machine.base.tool.cpu, 'the cpu: line of go test is in the machine context');
    assert.equal(json.settings.alpha, 0.05);

    assert.match(r.stdout, /BenchmarkSlower-\d+ +REGRESSION .*cpu-ns\/op/);
    assert.match(r.stdout, /^FAIL: 1 significant regression/m);
    const md = readFileSync(join(work, 'report.md'), 'utf8');
    assert.match(md, /^<!-- benchgate:default -->\n### ❌ benchgate: \d+ regressions?, \d+ improvements?, /);
    // A name is a code span, or `<code>` with `<wbr>` break points when long enough to wrap.
    // With time and cpu-ns/op both in the table, the name cell says which metric a row is.
    assert.match(
      md.replace(/<wbr>/g, '').replace(/<code>(.*?)<\/code>/g, '`$1`'),
      /`BenchmarkSlower-\d+`( · cpu-ns\/op)? \| 🔴 regression \| .* \| cpu-ns\/op \|/,
    );
    // The chart of the changed rows under the table (labels: the name, its metric when not the most charted, its Δ); --chart false leaves it out.
    assert.match(md, /\n```mermaid\n[^]*\n {2}x-axis \[[^\n]*"(Benchmark)?Slower-\d+( · (cpu-ns\/op|time))? [+−][\d.]+%"[^\n]*\]\n[^]*\n```\n/);
    const off = await cli('compare', base, head, ...GATE, '--markdown', 'no-chart.md', '--chart', 'false');
    assert.equal(off.code, 1, off.stderr);
    assert.doesNotMatch(readFileSync(join(work, 'no-chart.md'), 'utf8'), /mermaid/);
  });

  it('passes (exit 0) when base is compared with itself', async () => {
    const r = await cli('compare', base, base);
    assert.equal(r.code, 0, r.stderr);
    // Wall time on a loaded machine may leave a gated row undecided: a pass, said as one.
    assert.match(r.stdout, /^ok(: no significant regression|, undecided: no regression found, \d+ undecided)/m);
  });

  it('passes when the regressed metric is not gated, and --metric filters', async () => {
    assert.equal((await cli('compare', base, head, '--gate', 'alloc-bytes')).code, 0);
    const r = await cli('compare', base, head, '--metric', 'cpu-ns/op', ...GATE, '--json', 'cpu.json');
    assert.equal(r.code, 1);
    const json = JSON.parse(readFileSync(join(work, 'cpu.json'), 'utf8'));
    assert.equal(json.comparisons.length, 3);
    assert.ok(json.comparisons.every((c: { metric: string }) => c.metric === 'cpu-ns/op'));
  });

  it('--config: a rule ignoring the regressed benchmark passes the check; .github/benchgate.yml is read by default', async () => {
    const rules = write('ignore-slower.yml', 'rules:\n  - match: BenchmarkSlower\n    ignore: true\n');
    const r = await cli('compare', base, head, ...GATE, '--config', rules, '--json', 'rules.json', '--markdown', 'rules.md');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'rules.json'), 'utf8'));
    const slower = json.comparisons.filter((c: { benchmark: string }) => c.benchmark.startsWith('BenchmarkSlower'));
    assert.ok(slower.length > 0 && slower.every((c: { verdict: string; gated: boolean }) => c.verdict === 'ignored' && !c.gated));
    assert.equal(json.rules.source, 'working tree');
    assert.match(r.stdout, /BenchmarkSlower-\d+ +ignored \(rule 1\)/);
    assert.match(readFileSync(join(work, 'rules.md'), 'utf8'), /rules: `.*ignore-slower\.yml` \(working tree\): #1 `BenchmarkSlower` ignored → \d+ rows/);
    // The same rule as the repository's default file (the CLI runs in `work`): no flag needed.
    mkdirSync(join(work, '.github'), { recursive: true });
    writeFileSync(join(work, '.github', 'benchgate.yml'), readFileSync(rules));
    try {
      const d = await cli('compare', base, head, ...GATE);
      assert.equal(d.code, 0, d.stderr);
      assert.match(d.stdout, /ignored \(rule 1\)/);
    } finally {
      rmSync(join(work, '.github'), { recursive: true, force: true });
    }
  });

  it('accepts repeated --base/--head and pools the files', async () => {
    const r = await cli('compare', '--base', base, '--base', base, '--head', head, ...GATE, '--json', 'pooled.json');
    assert.equal(r.code, 1, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'pooled.json'), 'utf8'));
    assert.equal(json.comparisons[0].base.n, 20);
  });
});

// Each case writes its own files, so the cases run side by side (they are mostly node start-up).
describe('benchgate compare on bad input', { concurrency: 4 }, () => {
  let goodFile: string | undefined;
  const good = () => (goodFile ??= write('good.txt', goText({ BenchmarkA: ten(100), BenchmarkB: ten(200) })));

  it('empty file: names the file', async () => {
    assertCleanError(await cli('compare', write('empty.txt', ''), good()), /empty\.txt/);
  });

  it('a file of another format: names the file and says what was expected', async () => {
    const json = write('hyperfine.json', JSON.stringify({ results: [{ command: 'sleep 0.1', mean: 0.1, times: [0.1, 0.1] }] }));
    assertCleanError(await cli('compare', '--format', 'go', json, good()), /hyperfine\.json.*no Go benchmark results found/);
    assertCleanError(await cli('compare', write('prose.txt', 'Hello, this is not a benchmark.\nNothing to see.\n'), good()), /prose\.txt/);
  });

  it('an unknown format id is a usage error', async () => {
    assertCleanError(await cli('compare', '--format', 'nope', good(), good()), /nope/);
  });

  it('a truncated line: warns with file and line, compares the rest', async () => {
    const cut = write('cut.txt', goText({ BenchmarkA: ten(100), BenchmarkB: ten(200) }).replace(/\nPASS[\s\S]*$/, '\nBenchmarkB-2   \t 1000000\t 20'));
    const r = await cli('compare', good(), cut, '--json', 'cut.json');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'cut.json'), 'utf8'));
    assert.ok(
      json.warnings.some((w: { code: string; message: string }) => w.code === 'truncated' && /cut\.txt:\d+: .*cut off/.test(w.message)),
      JSON.stringify(json.warnings),
    );
    assert.match(r.stdout, /warning: head: .*cut\.txt:\d+/);
    // A file that is nothing but a cut line is an error naming file and line.
    assertCleanError(
      await cli('compare', '--format', 'go', good(), write('onlycut.txt', 'BenchmarkB-2   \t 1000000\t 20\n')),
      /onlycut\.txt.*onlycut\.txt:1: .*cut off/,
    );
  });

  it('NaN and Inf samples are dropped with a warning', async () => {
    const nan = write('nan.txt', goText({ BenchmarkA: [...ten(100), 'NaN', '+Inf'], BenchmarkB: ten(200) }));
    const r = await cli('compare', good(), nan, '--json', 'nan.json');
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'nan.json'), 'utf8'));
    const a = json.comparisons.find((c: { benchmark: string }) => c.benchmark === 'BenchmarkA-2');
    assert.equal(a.head.n, 10);
    assert.ok([...a.warnings, ...json.warnings].some((w: { code: string; message: string }) => w.code === 'non-finite' && /non-finite|NaN/.test(w.message)));
  });

  it('zero and negative values give a verdict, not a crash', async () => {
    const base = write('neg-base.txt', goText({ BenchmarkA: ten(-5).map((v, i) => v + i * 0.01), BenchmarkZ: ten(0).map(() => 0) }, 'delta/op'));
    const head = write('neg-head.txt', goText({ BenchmarkA: ten(-2).map((v, i) => v + i * 0.01), BenchmarkZ: ten(0).map(() => 0) }, 'delta/op'));
    const r = await cli('compare', base, head, '--json', 'neg.json');
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'neg.json'), 'utf8'));
    assert.equal(json.comparisons.length, 2);
    const z = json.comparisons.find((c: { benchmark: string }) => c.benchmark === 'BenchmarkZ-2');
    assert.equal(z.verdict, 'unchanged');
    assert.equal(z.p, 1);
  });

  it('a benchmark on one side only is added / removed', async () => {
    const head = write('onlyone.txt', goText({ BenchmarkA: ten(100), BenchmarkC: ten(300) }));
    const r = await cli('compare', good(), head, '--json', 'oneside.json');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'oneside.json'), 'utf8'));
    const verdict = (name: string) => json.comparisons.find((c: { benchmark: string }) => c.benchmark === name).verdict;
    assert.equal(verdict('BenchmarkB-2'), 'removed');
    assert.equal(verdict('BenchmarkC-2'), 'added');
    assert.match(r.stdout, /BenchmarkC-2 .*added/);
  });

  it('all-equal samples are unchanged with p = 1', async () => {
    const flat = write('flat.txt', goText({ BenchmarkA: Array(10).fill(100), BenchmarkB: Array(10).fill(200) }));
    const r = await cli('compare', flat, flat, '--json', 'flat.json');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'flat.json'), 'utf8'));
    for (const c of json.comparisons) {
      assert.equal(c.verdict, 'unchanged');
      assert.equal(c.p, 1);
    }
  });

  it('--test and --fail-on-inconclusive: validated, recorded in the JSON; two files have no rounds to pair', async () => {
    assertCleanError(await cli('compare', good(), good(), '--test', 'student'), /--test must be one of mann-whitney, paired; got "student"/);
    const wide = write('wide.txt', goText({ BenchmarkA: [100, 130, 90, 120, 80, 110].map(String), BenchmarkB: ten(200) }));
    const r = await cli('compare', good(), wide, '--test', 'paired', '--fail-on-inconclusive', '--json', 'paired.json');
    const json = JSON.parse(readFileSync(join(work, 'paired.json'), 'utf8'));
    assert.equal(json.settings.test, 'paired');
    assert.equal(json.settings.failOnInconclusive, true);
    const a = json.comparisons.find((c: { benchmark: string }) => c.benchmark === 'BenchmarkA-2');
    assert.equal(a.test, 'mann-whitney', 'one file per side: no rounds, so Mann-Whitney decides');
    assert.equal(a.paired, null);
    assert.ok(a.warnings.some((w: { code: string }) => w.code === 'no-pairs'));
    assert.equal(a.verdict, 'inconclusive');
    assert.equal(r.code, 1, 'a gated inconclusive row fails with --fail-on-inconclusive');
    assert.match(r.stdout, /inconclusive: up to \+\d/);
  });

  it('n = 1 is insufficient and says how many rounds are needed', async () => {
    const one = write('one.txt', goText({ BenchmarkA: [100], BenchmarkB: [200] }));
    const r = await cli('compare', one, good(), '--json', 'one.json', '--markdown', 'one.md');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'one.json'), 'utf8'));
    for (const c of json.comparisons) {
      assert.equal(c.verdict, 'insufficient');
      assert.ok(c.roundsNeeded >= 5, `roundsNeeded ${c.roundsNeeded}`);
    }
    // `compare` of two files has no rounds: the advice is in the unit tested, or `benchgate run`.
    assert.match(r.stdout, /insufficient: needs ≥ \d+ samples a side, or benchgate run/);
    assert.match(readFileSync(join(work, 'one.md'), 'utf8'), /needs ≥ \d+ samples a side, or benchgate run/);
    assert.doesNotMatch(r.stdout + readFileSync(join(work, 'one.md'), 'utf8'), /rounds/);
  });

  it('two JMH files of 2 forks each: the forks are the unit, and the advice is forks (or benchgate run), never rounds', async () => {
    // JMH's JSON as `-f 2 -wi 1 -i 5 -rf json` writes it: rawData holds one array per fork.
    const jmh = (scale: number) =>
      JSON.stringify([
        {
          jmhVersion: '1.37',
          benchmark: 'bench.ScanBench.scan',
          mode: 'avgt',
          threads: 1,
          forks: 2,
          measurementIterations: 5,
          primaryMetric: {
            score: 3.02 * scale,
            scoreUnit: 'us/op',
            rawData: [0, 1].map((fork) => Array.from({ length: 5 }, (_, i) => scale * (3 + 0.01 * fork + 0.005 * i))),
          },
          secondaryMetrics: {},
        },
      ]);
    const base = write('jmh-base.json', jmh(1));
    const head = write('jmh-head.json', jmh(1.5));
    const r = await cli('compare', base, head, '--json', 'jmh.json', '--markdown', 'jmh.md');
    assert.equal(r.code, 0, r.stderr);
    const row = JSON.parse(readFileSync(join(work, 'jmh.json'), 'utf8')).comparisons[0];
    // One test at α = 0.05: Mann-Whitney needs 4 a side (2/C(8, 4) = 0.029).
    assert.deepEqual([row.unitOfAnalysis, row.verdict, row.roundsNeeded], ['process', 'insufficient', 4]);
    const md = readFileSync(join(work, 'jmh.md'), 'utf8');
    for (const text of [r.stdout, md]) {
      assert.match(text, /insufficient: needs ≥ 4 forks or worker processes a side, or benchgate run/);
      assert.match(text, /2\+2 processes\); needs at least 4 processes per side/);
      assert.doesNotMatch(text, /processs|± ∞|rounds/);
    }
    assert.match(
      md,
      /^> ⚠️ 1 comparison can never be significant with the data given: each needs at least 4 forks or worker processes a side, or benchgate run\.$/m,
    );
    assert.match(md, /3\.0\d µs ± —/);
  });

  it('a directory of result files is read file by file and pooled', async () => {
    const dir = join(work, 'rounds');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'round-1.txt'), goText({ BenchmarkA: ten(100).slice(0, 5) }));
    writeFileSync(join(dir, 'round-2.txt'), goText({ BenchmarkA: ten(100).slice(5) }));
    writeFileSync(join(dir, '.hidden'), 'not a result file');
    const r = await cli('compare', dir, good(), '--json', 'dir.json');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'dir.json'), 'utf8'));
    assert.equal(json.comparisons.find((c: { benchmark: string }) => c.benchmark === 'BenchmarkA-2').base.n, 10);
  });

  it('bad flags and paths: one clear message each', async () => {
    assertCleanError(await cli('compare', good(), good(), '--alpha', '2'), /--alpha must be a number in \(0, 1\).*got "2"/);
    assertCleanError(await cli('compare', good(), good(), '--threshold', 'abc'), /--threshold must be a percentage/);
    assertCleanError(await cli('compare', good(), good(), '--correction', 'bonferroni'), /--correction must be one of holm, bh, none/);
    assertCleanError(await cli('compare', good(), good(), '--outliers', 'mad'), /--outliers must be one of iqr, upper, none/);
    assertCleanError(
      await cli('compare', good(), good(), '--bogus'),
      /^benchgate compare: unknown option --bogus\nRun 'benchgate compare --help' for the options\.\n$/,
    );
    assertCleanError(await cli('compare', good()), /expected BASE and HEAD/);
    assertCleanError(await cli('compare', join(work, 'missing.txt'), good()), /missing\.txt.*(no such file|does not exist)/i);
    assertCleanError(await cli('compare', good(), good(), '--json', join(work, 'no/such/dir/x.json')), /cannot write the JSON report/);
  });

  it("a mistyped flag: unknown option, the flag meant when one is close, exit 2 (never Node's advice to quote it)", async () => {
    const typo = await cli('compare', good(), good(), '--treshold', '10%');
    assertCleanError(typo, /^benchgate compare: unknown option --treshold \(did you mean --threshold\?\)\n/);
    assert.doesNotMatch(typo.stderr, /positional|'--/);
    assertCleanError(await cli('compare', good(), good(), '--aplha=0.01'), /^benchgate compare: unknown option --aplha \(did you mean --alpha\?\)/);
    assertCleanError(await cli('parse', good(), '--fromat', 'go'), /^benchgate parse: unknown option --fromat \(did you mean --format\?\)/);
    assertCleanError(await cli('compare', good(), good(), '-x'), /^benchgate compare: unknown option -x\n/);
  });

  it('a broken or missing rules file: exit 2, every problem with file, line and key', async () => {
    const base = write('r-base.txt', goText({ BenchmarkA: ten(100) }));
    const head = write('r-head.txt', goText({ BenchmarkA: ten(100) }));
    const broken = write('broken-rules.yml', 'rules:\n  - match: A\n    gate: maybe\n  - match: B\n    min-change: 5\n');
    const r = await cli('compare', base, head, '--config', broken);
    assertCleanError(r, /broken-rules\.yml: the rules file is not valid \(2 problems\)/);
    assert.match(r.stderr, /broken-rules\.yml:3:5: rule 1, gate: must be true or false; got "maybe"/);
    assert.match(r.stderr, /broken-rules\.yml:5:5: rule 2, min-change: .*5 has no unit/);
    assertCleanError(await cli('compare', base, head, '--config', 'nowhere.yml'), /nowhere\.yml: no such file/);
  });

  it('--help documents every flag', async () => {
    const r = await cli('compare', '--help');
    assert.equal(r.code, 0);
    for (const flag of [
      '--base',
      '--head',
      '--format',
      '--alpha',
      '--threshold',
      '--correction',
      '--outliers',
      '--metric',
      '--gate',
      '--json',
      '--markdown',
      '--key',
      '--no-color',
      '--help',
    ]) {
      assert.ok(r.stdout.includes(flag), `--help mentions ${flag}`);
    }
    assert.match((await cli('--help')).stdout, /compare\s+compare two sets of result files/);
  });
});
