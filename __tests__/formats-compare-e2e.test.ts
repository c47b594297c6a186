// End to end through `benchgate compare` on real base/head outputs of hyperfine: an injected 20%
// slowdown is a regression, an untouched benchmark is unchanged. Sleeps, not CPU work, so a busy
// machine cannot fake either. (benchmark.js was left out: ~0.5 s per benchmark per run makes the
// 7+ runs per side a significant test needs too slow for the suite.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Report } from '../src/model.js';
import { removeDir, run, tempDir } from './support/format-kit.js';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function compare(base: string, head: string, json: string): { status: number | null; report: Report; stdout: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'cli.ts'), 'compare', base, head, '--json', json, '--no-color'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.notEqual(result.status, 2, `compare failed: ${result.stderr}`);
  return { status: result.status, report: JSON.parse(readFileSync(json, 'utf8')) as Report, stdout: result.stdout };
}

function row(report: Report, benchmark: string) {
  const found = report.comparisons.find((c) => c.benchmark === benchmark);
  assert.ok(found, `no row for ${benchmark}: ${report.comparisons.map((c) => c.benchmark).join(', ')}`);
  return found;
}

describe('compare e2e: hyperfine', () => {
  let dir = '';
  before(() => {
    dir = tempDir('e2e-hyperfine');
    mkdirSync(path.join(dir, 'base'));
    mkdirSync(path.join(dir, 'head'));
    // Same names on both sides; only `work` sleeps 20% longer on head. Rounds alternate the sides
    // (as benchgate's runner does) so a change in machine load hits both alike; compare pools the
    // files of each side's directory.
    const side = (name: 'base' | 'head', round: number) =>
      run('hyperfine', ['-N', '--style', 'none', '--runs', '1', '--export-json', path.join(name, `round-${round}.json`), '-n', 'work', name === 'base' ? 'sleep 0.05' : 'sleep 0.06', '-n', 'steady', 'sleep 0.03'], dir);
    // ABBA order: a trend in load over the rounds cancels out between the sides.
    for (let round = 0; round < 12; round++) {
      for (const name of [0, 3].includes(round % 4) ? (['base', 'head'] as const) : (['head', 'base'] as const)) side(name, round);
    }
  });
  after(() => removeDir(dir));

  it('calls the 20% slower command a regression and not the untouched one (exit 1)', () => {
    const { status, report } = compare(path.join(dir, 'base'), path.join(dir, 'head'), path.join(dir, 'report.json'));
    const work = row(report, 'work');
    assert.equal(work.base.n, 12);
    assert.equal(work.verdict, 'regression');
    // 10 ms more on ~50 ms of sleep (plus process start and timer slack on both sides).
    assert.ok(work.ratio! > 1.08 && work.ratio! < 1.6, `ratio ${work.ratio}`);
    // Untouched: never a regression. A 5% test can still flag a tiny real drift between rounds
    // as `minor` (significant, below the threshold), which does not fail the check.
    const steady = row(report, 'steady');
    assert.ok(steady.verdict === 'unchanged' || steady.verdict === 'minor', `steady: ${steady.verdict} (ratio ${steady.ratio})`);
    assert.ok(Math.abs(steady.ratio! - 1) < 0.1, `steady ratio ${steady.ratio}`);
    assert.equal(report.verdict, 'fail');
    assert.equal(status, 1);
  });
});
