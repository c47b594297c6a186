// `benchgate compare --runs D`: the kept-runs layout D/{base,head}/round-NN/ read back, one run per
// round stamped with its round; hand-made layouts (stdout, a real Criterion folder beside it),
// layouts of real `go test -bench` (stdout) and real pyperf (an output file beside stdout), and
// every layout error the CLI must name.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readKeptRuns } from '../src/cli/read-results.js';
import { criterion } from '../src/formats/criterion/criterion.js';
import type { Report } from '../src/model.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { commit, initSource } from './support/e2e-git.js';
import { fixturePath } from './support/format-folders.js';
import type { CommandResult } from './support/run-command.js';
import { needs } from './support/harness.js';

const work = mkdtempSync(join(tmpdir(), 'benchgate-compare-runs-'));
after(() => rmSync(work, { recursive: true, force: true }));
const CLI = join(work, 'cli.mjs');
before(() => bundleCli(CLI));
const cli = (...args: string[]): Promise<CommandResult> => runBundledCli(CLI, args, work);

/** Writes D/<side>/<folder>/<name> for every file given. */
function layout(root: string, files: Record<string, string>): string {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

const goRun = (ns: number[]) =>
  ['goos: linux', 'goarch: amd64', 'pkg: example.com/kept', ...ns.map((v) => `BenchmarkA-2   \t 1000\t ${v} ns/op`), 'PASS', ''].join('\n');

function assertCleanError(r: CommandResult, message: RegExp): void {
  assert.equal(r.code, 2, `exit code; stderr: ${r.stderr}`);
  assert.match(r.stderr, message);
  assert.doesNotMatch(r.stderr, /^\s+at /m, 'no stack trace');
}

describe('compare --runs: a hand-made layout', () => {
  // Five rounds (the fewest a rank test on the runs can call); head 30% slower; warm-ups hold garbage that must not be read; stderr is noise.
  const D = join(work, 'hand');
  before(() => {
    const files: Record<string, string> = {};
    for (const side of ['base', 'head']) {
      for (const round of [1, 2, 3, 4, 5]) {
        const base = side === 'base' ? 100 : 130;
        files[`${side}/round-0${round}/stdout`] = goRun([base + round, base + round + 0.5]);
        files[`${side}/round-0${round}/stderr`] = 'some log line\n';
      }
      files[`${side}/warmup-01/stdout`] = 'not a benchmark output at all\n';
      files[`${side}/warmup-01/stderr`] = '';
    }
    layout(D, files);
  });

  it('reads one run per round, stamped with the round, warm-ups ignored', async () => {
    const kept = await readKeptRuns(D, 'auto');
    assert.equal(kept.format, 'go');
    assert.equal(kept.rounds, 5);
    assert.equal(kept.warmup, 1);
    assert.deepEqual(kept.failedRuns, []);
    // No `complete` marker anywhere and no record: an older release's folder, every round read, no warning.
    assert.deepEqual(kept.warnings, []);
    assert.equal(kept.record, undefined);
    for (const side of ['base', 'head'] as const) {
      assert.equal(kept[side].length, 5);
      kept[side].forEach((result, i) => {
        assert.equal(result.series.length, 1);
        assert.deepEqual(
          result.series[0].runs.map((r) => r.round),
          [i + 1],
        );
        const base = side === 'base' ? 100 : 130;
        assert.deepEqual(result.series[0].runs[0].samples, [(base + i + 1) * 1e-9, (base + i + 1.5) * 1e-9]);
      });
    }
  });

  it('the CLI compares the rounds and records them in the report', async () => {
    const json = join(work, 'hand.json');
    const r = await cli('compare', '--runs', D, '--json', json);
    assert.equal(r.code, 1, r.stderr); // +30%: a regression
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    assert.equal(report.comparisons.length, 1);
    assert.equal(report.comparisons[0].verdict, 'regression');
    assert.equal(report.run?.rounds, 5);
    assert.equal(report.run?.warmup, 1);
    assert.equal(report.run?.format, 'go');
  });

  it('round folders numbered past 99 (three digits) read in numeric order', async () => {
    const big = layout(join(work, 'wide'), {
      'base/round-099/stdout': goRun([10]),
      'base/round-100/stdout': goRun([11]),
      'head/round-099/stdout': goRun([12]),
      'head/round-100/stdout': goRun([13]),
    });
    const kept = await readKeptRuns(big, 'go');
    assert.deepEqual(
      kept.base.map((r) => r.series[0].runs[0].round),
      [99, 100],
    );
    assert.deepEqual(
      kept.head.map((r) => r.series[0].runs[0].samples),
      [[12 * 1e-9], [13 * 1e-9]],
    );
  });

  it('a failed round (empty stdout) and a round missing on one side are failed runs, the rest compared', async () => {
    const D2 = layout(join(work, 'failed'), {
      'base/round-01/stdout': goRun([100, 101]),
      'base/round-02/stdout': '',
      'base/round-03/stdout': goRun([100, 102]),
      'head/round-01/stdout': goRun([100, 101]),
      'head/round-02/stdout': goRun([100, 102]),
    });
    const kept = await readKeptRuns(D2, 'auto');
    assert.deepEqual(
      kept.base.map((r) => r.series[0].runs[0].round),
      [1, 3],
    );
    assert.deepEqual(
      kept.failedRuns.map((f) => `${f.side} ${f.round}`),
      ['base 2', 'head 3'],
    );
    const r = await cli('compare', '--runs', D2);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout + r.stderr,
      /2 of 6 runs failed and were left out: base round 2 \(output not readable as go: .*empty.*\); head round 3 \(no head\/round-03 folder\)/,
    );
  });

  it("an output folder beside stdout (Criterion's target/criterion, a real one) is read as a whole", async () => {
    const D = join(work, 'folder');
    for (const side of ['base', 'head']) {
      for (const round of ['round-01', 'round-02']) {
        cpSync(fixturePath('criterion', 'generated-target-criterion'), join(D, side, round, 'criterion'), { recursive: true });
        layout(D, { [`${side}/${round}/stdout`]: 'Benchmarking …\n', [`${side}/${round}/stderr`]: '' });
      }
    }
    const kept = await readKeptRuns(D, 'auto');
    assert.equal(kept.format, 'criterion');
    const whole = criterion.parse({ kind: 'dir', dir: fixturePath('criterion', 'generated-target-criterion') });
    for (const side of ['base', 'head'] as const) {
      assert.deepEqual(
        kept[side].map((r) => r.series.map((s) => s.benchmark)),
        [whole.series.map((s) => s.benchmark), whole.series.map((s) => s.benchmark)],
      );
      assert.deepEqual(kept[side][1].series[0].runs, [{ ...whole.series[0].runs[0], round: 2 }]);
    }
  });

  it('where the runner marks finished runs, an unmarked round is left out with a warning; none finished on a side is an error', async () => {
    const marked = layout(join(work, 'marked'), {
      'base/round-01/stdout': goRun([100]),
      'base/round-01/complete': '',
      'base/round-02/stdout': goRun([100]),
      'base/round-02/complete': '',
      'head/round-01/stdout': goRun([130]),
      'head/round-01/complete': '',
      'head/round-02/stdout': goRun([1]), // cut off: a number the run never finished measuring
    });
    const kept = await readKeptRuns(marked, 'go');
    assert.deepEqual(
      kept.head.map((r) => r.series[0].runs[0].round),
      [1],
    );
    assert.deepEqual(
      kept.warnings.map((w) => [w.code, w.message.replace(marked, 'D')]),
      [['incomplete-run', 'head round 2 was cut off before it finished (no `complete` marker in D/head/round-02: the run was interrupted); left out']],
    );
    assert.deepEqual(kept.failedRuns, [], 'the folder is there: not a round missing on one side');
    // A marker in a warm-up folder says the same; a side with no finished round cannot be compared.
    const first = layout(join(work, 'cut-in-round-1'), {
      'base/warmup-01/stdout': goRun([100]),
      'base/warmup-01/complete': '',
      'base/round-01/stdout': goRun([100]),
      'head/round-01/stdout': goRun([130]),
    });
    assertCleanError(await cli('compare', '--runs', first), /cut-in-round-1\/base: no round the run finished \(no round-NN folder holds the `complete` marker/);
  });

  it('names what is wrong with a layout it cannot use', async () => {
    const one = layout(join(work, 'one-side'), { 'base/round-01/stdout': goRun([1]) });
    const empty = layout(join(work, 'no-rounds'), { 'base/warmup-01/stdout': goRun([1]), 'head/round-01/stdout': goRun([1]) });
    const mixed = layout(join(work, 'mixed'), {
      'base/round-01/stdout': goRun([1]),
      'head/round-01/stdout': JSON.stringify({ results: [{ command: 'x', mean: 1, stddev: 0, median: 1, user: 0, system: 0, min: 1, max: 1, times: [1, 1] }] }),
    });
    const two = layout(join(work, 'two-outputs'), {
      'base/round-01/stdout': '',
      'base/round-01/a.json': '{}',
      'base/round-01/b.json': '{}',
      'head/round-01/stdout': goRun([1]),
    });
    await Promise.all([
      cli('compare', '--runs', join(work, 'nope')).then((r) => assertCleanError(r, /nope: no such directory; expected the layout .*D\/base\/round-NN\//)),
      cli('compare', '--runs', one).then((r) => assertCleanError(r, /one-side\/head: no such directory; the head side is missing/)),
      cli('compare', '--runs', empty).then((r) => assertCleanError(r, /no-rounds\/base: no round-NN folders \(warm-up folders are not measured rounds\)/)),
      cli('compare', '--runs', mixed).then((r) =>
        assertCleanError(
          r,
          /mixed\/head\/round-01\/stdout: reads as hyperfine output, but .*base\/round-01\/stdout reads as go: every round of a kept run must come from the same harness/,
        ),
      ),
      cli('compare', '--runs', two).then((r) => assertCleanError(r, /round-01: more than one output besides stdout and stderr \(a\.json, b\.json\)/)),
      cli('compare', '--runs', join(one, 'base')).then((r) =>
        assertCleanError(r, /holds round-NN folders of one side: pass the folder that holds base\/ and head\//),
      ),
      cli('compare', '--runs', one, 'x', 'y').then((r) => assertCleanError(r, /--runs reads both sides .*: give no BASE\/HEAD paths/)),
      cli('compare', '--runs', mixed, '--format', 'go').then((r) => assertCleanError(r, /reads as hyperfine output, but --format is go/)),
    ]);
  });
});

describe('compare --runs: real harness output', () => {
  it('go test -bench: stdout of each round, a compiled test binary run per side and round', { ...needs('go'), timeout: 300_000 }, async () => {
    const mod = join(work, 'gomod');
    const D = join(work, 'go-kept');
    // base sums 1,000 ints, head 4,000: a slowdown far above any noise of a shared machine.
    const build = (side: string, n: number) => {
      const dir = join(mod, side);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'go.mod'), 'module example.com/kept\n\ngo 1.21\n');
      writeFileSync(
        join(dir, 'sum_test.go'),
        `package kept\n\nimport "testing"\n\nvar sink int\n\nfunc BenchmarkSum(b *testing.B) {\n\txs := make([]int, ${n})\n\tfor i := 0; i < b.N; i++ {\n\t\ts := 0\n\t\tfor _, x := range xs {\n\t\t\ts += x + i\n\t\t}\n\t\tsink = s\n\t}\n}\n`,
      );
      execFileSync('go', ['test', '-c', '-o', 'kept.test'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GOFLAGS: '-mod=mod' } });
      return join(dir, 'kept.test');
    };
    const bin = { base: build('base', 1000), head: build('head', 4000) };
    for (const label of ['warmup-01', 'round-01', 'round-02', 'round-03', 'round-04', 'round-05']) {
      for (const side of ['base', 'head'] as const) {
        const folder = join(D, side, label);
        mkdirSync(folder, { recursive: true });
        const stdout = execFileSync(bin[side], ['-test.run', '^$', '-test.bench', '.', '-test.count', '3', '-test.benchtime', '20000x'], { encoding: 'utf8' });
        writeFileSync(join(folder, 'stdout'), stdout);
        writeFileSync(join(folder, 'stderr'), '');
      }
    }
    const kept = await readKeptRuns(D, 'auto');
    assert.equal(kept.format, 'go');
    for (const side of ['base', 'head'] as const) {
      assert.deepEqual(
        kept[side].map((r) => r.series.find((s) => s.metric === 'time')!.runs.map((run) => [run.round, run.samples.length])),
        [[[1, 3]], [[2, 3]], [[3, 3]], [[4, 3]], [[5, 3]]],
      );
    }
    const json = join(work, 'go-kept.json');
    const r = await cli('compare', '--runs', D, '--json', json);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    const row = report.comparisons.find((c) => c.metric === 'time')!;
    assert.match(row.benchmark, /^BenchmarkSum/);
    // What this test is about is the reading: every round a run, paired by round. The verdict comes
    // from real timings on a shared machine (one round caught under load makes 4× the work
    // `inconclusive` at 5 rounds), so it is not asserted; the exit code must agree with it.
    assert.deepEqual([row.unitOfAnalysis, row.base.units, row.head.units, row.paired?.pairs], ['run', 5, 5, 5]);
    assert.ok(['regression', 'inconclusive', 'minor'].includes(row.verdict), `${row.verdict}: ${r.stdout}`);
    assert.equal(r.code, row.verdict === 'regression' ? 1 : 0, r.stdout + r.stderr);
    assert.equal(report.run?.rounds, 5);
    assert.equal(report.run?.warmup, 1);
  });

  it('pyperf -o FILE: the output file beside stdout is read, with its worker processes', { ...needs('pyperf'), timeout: 300_000 }, async () => {
    const D = join(work, 'pyperf-kept');
    for (const label of ['round-01', 'round-02']) {
      for (const side of ['base', 'head']) {
        const folder = join(D, side, label);
        mkdirSync(folder, { recursive: true });
        const stmt = side === 'base' ? '[1]*100' : '[1]*400';
        const stdout = execFileSync(
          'python3',
          ['-m', 'pyperf', 'timeit', '-q', '-p', '2', '-n', '3', '-w', '1', '-l', '1000', '-o', join(folder, 'bench.json'), stmt],
          { encoding: 'utf8' },
        );
        writeFileSync(join(folder, 'stdout'), stdout);
        writeFileSync(join(folder, 'stderr'), '');
      }
    }
    const kept = await readKeptRuns(D, 'auto');
    assert.equal(kept.format, 'pyperf');
    for (const side of ['base', 'head'] as const) {
      kept[side].forEach((result, i) => {
        const run = result.series[0].runs[0];
        assert.equal(run.round, i + 1);
        assert.equal(run.processes!.length, 2, 'two pyperf worker processes per round');
        assert.deepEqual(run.processes!.flat(), run.samples);
        const raw = JSON.parse(readFileSync(join(D, side, `round-0${i + 1}`, 'bench.json'), 'utf8'));
        assert.deepEqual(
          run.samples,
          raw.benchmarks[0].runs.flatMap((w: { values?: number[] }) => w.values ?? []),
        );
      });
    }
    const json = join(work, 'pyperf-kept.json');
    const r = await cli('compare', '--runs', D, '--format', 'pyperf', '--json', json);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    assert.equal(report.run?.rounds, 2);
    assert.equal(report.run?.format, 'pyperf');
    assert.equal(report.comparisons.length, 1);
  });
});

describe('compare --runs of a real `benchgate run --keep-dir`', () => {
  // One Go line per run: the value on line n of the commit's `values` file, n counting this
  // checkout's runs (no warm-up: run n is round n). From `stop` on, the run prints its line and
  // then hangs, as a benchmark does when Ctrl-C reaches it mid-run.
  const BENCH = `n=$(( $(cat .count 2>/dev/null || echo 0) + 1 )); echo $n > .count
echo "BenchmarkX-2 1000 $(sed -n "\${n}p" values) ns/op"
if [ -f stop ] && [ $n -ge $(cat stop) ]; then sleep 120; fi
`;
  function repo(name: string, base: number[], head: number[], extra: Record<string, string> = {}): string {
    const dir = initSource(mkdtempSync(join(work, `${name}-`)));
    commit(dir, { 'bench.sh': BENCH, values: base.join('\n') + '\n', ...extra }, 'base');
    commit(dir, { values: head.join('\n') + '\n' }, 'head');
    return dir;
  }
  interface Decided {
    verdict: string;
    settings: { alpha: number };
    rounds?: { lookAlpha: number; run: number; stopped: string };
    run?: { rounds: number };
    warnings: { code: string; message: string }[];
    comparisons: { verdict: string; p: number | null; pAdjusted: number | null; base: { units: number }; head: { units: number } }[];
  }
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Decided;

  it('decides at the per-look level the run recorded (α/J), so it reproduces the verdicts; --alpha still wins', { timeout: 240_000 }, async () => {
    // 1 row, looks after 5 and 10 rounds at α/2 = 0.025. At 10 rounds head is +6.7% (+0.4 … +14.0),
    // p = 0.037: inconclusive at 0.025, a regression at 0.05.
    const dir = repo('level', [1074, 1143, 1117, 1061, 1009, 1271, 1128, 1043, 1284, 1123], [1139, 1366, 1128, 1149, 1121, 1210, 1176, 1141, 1335, 1237]);
    const D = join(work, 'level-kept');
    const runJson = join(work, 'level-run.json');
    const run = await runBundledCli(
      CLI,
      [
        'run',
        '--base',
        'HEAD~1',
        '--head',
        'HEAD',
        '--warmup',
        '0',
        '--seed',
        '5',
        '--min-rounds',
        '5',
        '--max-rounds',
        '10',
        '--keep-dir',
        D,
        '--json',
        runJson,
        '--',
        'bash bench.sh',
      ],
      dir,
    );
    assert.equal(run.code, 0, run.stderr);
    const fromRun = read(runJson);
    assert.deepEqual([fromRun.comparisons[0].verdict, fromRun.rounds?.lookAlpha, fromRun.rounds?.run], ['inconclusive', 0.025, 10]);
    const record = JSON.parse(readFileSync(join(D, 'benchgate-run.json'), 'utf8')) as Record<string, unknown>;
    assert.deepEqual(
      [record.alpha, record.lookAlpha, record.looks, record.test, record.correction, record.rows],
      [0.05, 0.025, [5, 10], 'mann-whitney', 'holm', 1],
    );

    const againJson = join(work, 'level-again.json');
    const again = await cli('compare', '--runs', D, '--json', againJson);
    assert.equal(again.code, 0, again.stderr);
    assert.match(
      again.stderr,
      /compare --runs: deciding at the run's level α = 0\.025 per look \(α = 0\.05 over 2 planned looks\), from .*benchgate-run\.json \(--alpha overrides\)/,
    );
    const fromKept = read(againJson);
    assert.deepEqual(
      fromKept.comparisons.map((c) => [c.verdict, c.p, c.pAdjusted]),
      fromRun.comparisons.map((c) => [c.verdict, c.p, c.pAdjusted]),
    );
    assert.deepEqual([fromKept.verdict, fromKept.settings.alpha, fromKept.rounds], [fromRun.verdict, fromRun.settings.alpha, fromRun.rounds]);
    assert.ok(fromKept.comparisons[0].p! > 0.025 && fromKept.comparisons[0].p! < 0.05, `p ${fromKept.comparisons[0].p}: the level decides this row`);

    const atAlpha = await cli('compare', '--runs', D, '--alpha', '0.05');
    assert.equal(atAlpha.code, 1, atAlpha.stdout);
    assert.match(atAlpha.stderr, /deciding at --alpha 0\.05, not at the run's level α = 0\.025 per look/);
    assert.match(atAlpha.stdout, /REGRESSION/);
  });

  it(
    'SIGINT in round 3: exit 130, the cut-off round is left out with a warning naming side and round, at the recorded level',
    { timeout: 240_000 },
    async () => {
      const dir = repo('interrupted', [1000, 1001, 1002, 1003], [1001, 1000, 1003, 1002], { stop: '3\n' });
      const D = join(work, 'interrupted-kept');
      const child = spawn(
        process.execPath,
        [CLI, 'run', '--base', 'HEAD~1', '--head', 'HEAD', '--warmup', '0', '--seed', '5', '--keep-dir', D, '--', 'bash bench.sh'],
        {
          cwd: dir,
          env: { ...process.env, NO_COLOR: '1' },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      const closed = new Promise<number | null>((ok) => child.on('close', (code) => ok(code)));
      // The first run of round 3 has printed its line and hangs: interrupt it there.
      const printed = (): string | undefined =>
        ['base', 'head'].find((side) => {
          try {
            return readFileSync(join(D, side, 'round-03', 'stdout'), 'utf8').includes('ns/op');
          } catch {
            return false;
          }
        });
      let cut: string | undefined;
      while (!(cut = printed()) && child.exitCode === null) await new Promise((ok) => setTimeout(ok, 100));
      assert.ok(cut, `round 3 never started: ${stderr}`);
      child.kill('SIGINT');
      assert.equal(await closed, 130, stderr);
      assert.match(stderr, /interrupted \(SIGINT\)/);
      assert.ok(!existsSync(join(D, cut, 'round-03', 'complete')), 'the cut-off run is not marked complete');
      assert.ok(existsSync(join(D, cut, 'round-02', 'complete')));

      const json = join(work, 'interrupted.json');
      const r = await cli('compare', '--runs', D, '--json', json);
      assert.equal(r.code, 0, r.stderr);
      const report = read(json);
      const warning = report.warnings.find((w) => w.code === 'incomplete-run');
      assert.match(
        warning?.message ?? '',
        new RegExp(`^${cut} round 3 was cut off before it finished \\(no \`complete\` marker in .*round-03: the run was interrupted\\); left out$`),
      );
      assert.match(r.stdout, new RegExp(`${cut} round 3 was cut off before it finished`));
      assert.deepEqual([report.comparisons[0].base.units, report.comparisons[0].head.units], [2, 2], 'the cut-off stdout is not read as a run');
      assert.equal(report.run?.rounds, 2);
      // The plan was recorded after round 1 (1 row: looks 5, 10, 15, 20 at α/4); the run never finished, so that level is α.
      assert.equal(report.settings.alpha, 0.0125);
      assert.equal(report.rounds, undefined);
      assert.match(r.stderr, /deciding at the run's level α = 0\.0125 per look \(α = 0\.05 over 4 planned looks\)/);
    },
  );
});

describe('compare --runs: a warning every run repeats is said once, with the runs counted', () => {
  // Google Benchmark's JSON of a DEBUG build of the library, kept for 6 rounds a side: each of the
  // 12 output files carries the same debug-build warning under its own path.
  const D = join(work, 'debug-build');
  before(() => {
    const json = readFileSync(fixturePath('google-benchmark', 'generated-repetitions.json'), 'utf8');
    assert.match(json, /"library_build_type": "debug"/);
    const files: Record<string, string> = {};
    for (const side of ['base', 'head']) for (const round of [1, 2, 3, 4, 5, 6]) files[`${side}/round-0${round}/stdout`] = json;
    layout(D, files);
  });

  it('one debug-build line for all 12 runs, in the table, the markdown and the JSON', async () => {
    const r = await cli('compare', '--runs', D, '--json', 'debug.json', '--markdown', 'debug.md');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(readFileSync(join(work, 'debug.json'), 'utf8')) as Report;
    const debug = json.warnings.filter((w) => w.code === 'debug-build');
    assert.deepEqual(
      debug.map((w) => w.message),
      ['base and head: the benchmark library was built as DEBUG (context.library_build_type); timings may be affected (in all 12 runs)'],
    );
    assert.equal(r.stdout.split('\n').filter((l) => l.includes('DEBUG')).length, 1, r.stdout);
    const md = readFileSync(join(work, 'debug.md'), 'utf8');
    assert.equal(md.split('\n').filter((l) => l.includes('DEBUG')).length, 1, md);
    assert.doesNotMatch(md + r.stdout, /round-0\d\/stdout/, 'no run path: the count says where');
  });
});
