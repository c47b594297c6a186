// PR-controlled text through the real CLI (bundled from src/ as dist/cli.js is) and the bundled action:
// benchmark names, a metric, the tool context and a shard report's CPU model that try to be
// workflow commands (`::error title=…::`, `::stop-commands::`, `::add-mask::`, `##[error]`), and a
// benchmark name of 5,000 characters. GitHub's runner reads a log line as a command when it starts
// with `::` (after whitespace) or holds `##[`: no line benchgate prints may be one it did not
// mean, and the long name goes through compare, run, merge and mode: merge whole.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { logLines, runMergeOffline } from './support/run-action.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

const LONG = `BenchmarkGenerated/${'case-'.repeat(1000)}end`;
const HOSTILE = ['::error title=FORGED::from a benchmark name', '  ::stop-commands::FORGED', 'x ##[error]FORGED', 'Bench\n::add-mask::FORGED', LONG];
const CPU = 'Fake CPU\n::error title=FORGED::cpu\n::stop-commands::FORGED\r::add-mask::FORGED';

/** benchgate's JSON format: every hostile name, the first one 30% slower on head. */
function results(side: 'base' | 'head', round = 0): string {
  const samples = (slow: boolean) => Array.from({ length: 6 }, (_, i) => (slow ? 130 : 100) + ((i * 7 + round * 3) % 5));
  return JSON.stringify({
    benchmarks: [
      ...HOSTILE.map((name, i) => ({ name, unit: 'ns', samples: samples(side === 'head' && i === 0) })),
      { name: 'metric', metric: '::error title=FORGED::metric', unit: 'ns', samples: samples(false) },
    ],
    context: { cpu: CPU, '::add-mask::FORGED': 'key' },
  });
}

const lines = (text: string): string[] => text.split(/\r\n|\r|\n/).map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''));

/** A CLI never means a workflow command: no line may start with `::` or hold `##[`. */
function assertNoCommand(t: TestContext, what: string, text: string): void {
  for (const line of lines(text)) {
    if (/^[\s\u0085]*::|##\[/.test(line)) {
      logLines(t, what, text);
      assert.fail(`${what}: a line the runner would read as a workflow command: ${JSON.stringify(line)}`);
    }
  }
}

describe('hostile text never becomes a workflow command (CLI and bundled action)', () => {
  let dir: string;
  let cli: string;
  before(async () => {
    dir = tempDir('bg-hostile-');
    cli = path.join(dir, 'cli.mjs');
    await bundleCli(cli);
    writeFileSync(path.join(dir, 'base.json'), results('base'));
    writeFileSync(path.join(dir, 'head.json'), results('head'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('parse: the table of a hostile file', async (t) => {
    const r = await runBundledCli(cli, ['parse', 'head.json'], dir);
    assert.equal(r.code, 0, r.stderr);
    assertNoCommand(t, 'parse stdout', r.stdout);
    assertNoCommand(t, 'parse stderr', r.stderr);
    // The names read as they are: a zero-width space between the colons, newlines as \n.
    assert.match(r.stdout, /^:\u200b:error title=FORGED::from a benchmark name /m);
    assert.match(r.stdout, /Bench\\n::add-mask::FORGED/);
  });

  it('parse --json: the same names, read back whole, and no `##[` in the log', async (t) => {
    const r = await runBundledCli(cli, ['parse', '--json', 'head.json'], dir);
    assert.equal(r.code, 0, r.stderr);
    assertNoCommand(t, 'parse --json stdout', r.stdout);
    const parsed = JSON.parse(r.stdout) as { series: { benchmark: string }[] };
    assert.deepEqual([...new Set(parsed.series.map((s) => s.benchmark))].sort(), [...HOSTILE, 'metric'].sort());
  });

  it('compare: table, error messages, and a JSON that keeps the 5,000-character name whole', async (t) => {
    const r = await runBundledCli(cli, ['compare', 'base.json', 'head.json', '--format', 'json', '--json', 'compare.json', '--markdown', 'compare.md'], dir);
    assert.equal(r.code, 1, r.stderr);
    assertNoCommand(t, 'compare stdout', r.stdout);
    assertNoCommand(t, 'compare stderr', r.stderr);
    assert.match(
      lines(r.stdout).find((l) => l.includes('FORGED::from'))!,
      /REGRESSION/,
    );
    const json = JSON.parse(readFileSync(path.join(dir, 'compare.json'), 'utf8')) as { comparisons: { benchmark: string }[] };
    assert.ok(
      json.comparisons.some((c) => c.benchmark === LONG),
      'the JSON has the long name whole',
    );
    const md = readFileSync(path.join(dir, 'compare.md'), 'utf8');
    assert.ok(!md.includes('case-'.repeat(50)), 'the markdown shows it shortened');
    // A file that is not a report: the error quotes nothing that could start a line.
    writeFileSync(path.join(dir, 'bad.json'), '{"benchmarks": [{"name": "x\\n::error title=FORGED::e", "unit": "ns", "samples": []}]}');
    const bad = await runBundledCli(cli, ['compare', 'bad.json', 'bad.json', '--format', 'json'], dir);
    assert.equal(bad.code, 2);
    assertNoCommand(t, 'compare error', bad.stdout + bad.stderr);
  });

  it('run → merge: a real run of a hostile suite, then its report merged (the long name accepted both ways)', { timeout: 300_000 }, async (t) => {
    const repo = twoCommitRepo({ 'bench.json': results('base') }, { 'bench.json': results('head') });
    try {
      const shard = path.join(dir, 'shards', 'one');
      mkdirSync(shard, { recursive: true });
      const run = await runBundledCli(
        cli,
        [
          'run',
          '--base',
          'main',
          '--head',
          'feature',
          '--rounds',
          '5',
          '--warmup',
          '0',
          '--seed',
          '1',
          '--format',
          'json',
          '--json',
          path.join(shard, 'report.json'),
          '--',
          'cat bench.json',
        ],
        repo.repo,
      );
      assert.equal(run.code, 1, run.stderr);
      assertNoCommand(t, 'run stdout', run.stdout);
      assertNoCommand(t, 'run stderr', run.stderr);

      // The shard's CPU model as an untrusted job could write it.
      const report = JSON.parse(readFileSync(path.join(shard, 'report.json'), 'utf8')) as {
        machine: { head: { cpuModel?: string }; base: { cpuModel?: string } };
      };
      report.machine.head.cpuModel = CPU;
      report.machine.base.cpuModel = CPU;
      writeFileSync(path.join(shard, 'report.json'), JSON.stringify(report));
      const merge = await runBundledCli(cli, ['merge', path.join(shard, 'report.json'), '--markdown', path.join(dir, 'merged.md')], dir);
      assert.equal(merge.code, 1, merge.stderr);
      assertNoCommand(t, 'merge stdout', merge.stdout);
      assertNoCommand(t, 'merge stderr', merge.stderr);
      assert.match(merge.stdout, /^shard one: Fake CPU\\n::error title=FORGED::cpu\\n::stop-commands::FORGED\\x0d::add-mask::FORGED$/m);
    } finally {
      rmSync(repo.repo, { recursive: true, force: true });
    }
  });

  it('mode: merge of the bundled action: the shard CPU model and the names stay log text', { timeout: 120_000 }, async (t) => {
    const shardReport = path.join(dir, 'shards', 'one', 'report.json');
    assert.ok(readFileSync(shardReport, 'utf8').includes('FORGED::cpu'), 'the run → merge test wrote the hostile shard');
    const r = await runMergeOffline(dir);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assertNoCommand(t, 'action stderr', r.stderr);
    // The action means some commands itself: core's groups, warnings and errors, never with
    // properties (`title=`), never stop-commands or add-mask, never the legacy `##[` form.
    for (const line of lines(r.stdout)) {
      if (/^[\s\u0085]*::(?!(group|endgroup|warning|error|debug|notice)::)|##\[/.test(line)) {
        logLines(t, 'action stdout', r.stdout);
        assert.fail(`a forged workflow command in the action's log: ${JSON.stringify(line)}`);
      }
    }
    assert.match(r.stdout, /^shard one: .* CPU Fake CPU\\n::error title=FORGED::cpu\\n::stop-commands::FORGED/m);
    // The job summary has the long name shortened, the output JSON has it whole.
    assert.ok(!r.summary.includes('case-'.repeat(50)));
    const merged = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8')) as { comparisons: { benchmark: string }[] };
    assert.ok(merged.comparisons.some((c) => c.benchmark === LONG));
  });
});
