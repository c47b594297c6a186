// `benchgate compare --runs DIR` on the kept folder of a `measure: instructions` run gives the
// run's verdicts: the run records the settings that decided them (measure, threshold, test, …) in
// DIR/benchgate-run.json, and compare uses them unless a flag overrides one, which the log says.
// Through the bundled CLI (dist/cli.js; run `npm run build` first), with the command driver.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { needs } from './support/harness.js';
import { runCommand } from './support/run-command.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
const loop = (n: number) => `i=0\nwhile [ $i -lt ${n} ]; do i=$((i + 1)); done\n`;

function cli(cwd: string, args: string[]) {
  return runCommand([process.execPath, CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, timeoutMs: 300_000 });
}

describe('compare --runs on a measure: instructions run (dist/cli.js)', needs('valgrind'), () => {
  let repo = '';
  let keep = '';
  let ran: { code: number | null; stdout: string; stderr: string };
  let cleanup = () => {};
  before(async () => {
    // +10% of work in head, gated at 2%: a regression by the instructions test, which the
    // rank tests cannot show with 3 rounds.
    const r = twoCommitRepo({ 'bench.sh': loop(2000) }, { 'bench.sh': loop(2200) });
    ({ repo, cleanup } = r);
    keep = path.join(tempDir('bg-instr-compare-runs-'), 'keep');
    const args = ['--measure', 'instructions', '--instructions-driver', 'command', '--threshold', '2%', '--base', r.base, '--head', r.head];
    ran = await cli(repo, ['run', ...args, '--rounds', '3', '--keep-dir', keep, '--', 'bash', 'bench.sh']);
  });
  after(() => cleanup());

  it('the kept record holds the settings the run decided with', () => {
    assert.equal(ran.code, 1, `${ran.stdout}\n${ran.stderr}`);
    assert.match(ran.stdout, /BenchmarkCommand\s+REGRESSION/);
    const record = JSON.parse(readFileSync(path.join(keep, 'benchgate-run.json'), 'utf8'));
    assert.equal(record.settings.measure, 'instructions');
    assert.equal(record.settings.threshold, 0.02);
    assert.equal(record.settings.test, 'mann-whitney');
  });

  it('without flags, compare --runs gives the run verdict', async () => {
    const r = await cli(repo, ['compare', '--runs', keep]);
    assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /BenchmarkCommand\s+REGRESSION/);
    assert.match(r.stderr, /compare --runs: deciding with the run's settings from .*threshold=0\.02 .*measure=instructions \(flags override\)/);
    // The whole command's count is per run: the header and where the instructions went say so.
    assert.match(r.stdout, /instructions \(instr\/run, lower is better\)/);
    assert.match(r.stdout, /^ {4}\+[\d,]+ instr\/run \(\+/m);
    assert.doesNotMatch(r.stdout, /instr\/op/);
  });

  it('a flag overrides the run setting, and the log says so', async () => {
    const r = await cli(repo, ['compare', '--runs', keep, '--threshold', '20%']);
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout, /BenchmarkCommand\s+minor/);
    assert.match(r.stderr, /--threshold 0\.2 overrides the run's 0\.02/);
  });
});
