// Issue 3, "Done when": `benchgate compare` on real base/head outputs of each harness calls an
// injected 20% slowdown a regression and an untouched benchmark unchanged. Timing a live
// slowdown on a loaded 2-core runner is flaky, so the slowdown is injected deterministically:
// head is a copy of a real fixture with one benchmark's values × 1.2 (rates ÷ 1.2), made by
// the transformer in the format's folder (formats/<id>/compare-case.ts) on the format's own text.
// The CLI runs as a subprocess, as a user runs it.
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FORMATS } from '../src/formats/index.js';
import type { Comparison, Report } from '../src/model.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import type { CommandResult } from './support/run-command.js';
import { fixturePath, formatFolders, loadCompareCase } from './support/format-folders.js';
import { SLOWDOWN, writeSlowerCopy, type CompareCase } from './support/slowdown.js';

const work = mkdtempSync(join(tmpdir(), 'benchgate-formats-e2e-'));
after(() => rmSync(work, { recursive: true, force: true }));

// The CLI under test, bundled into the temp dir (this file starts it 42 times).
const CLI = join(work, 'cli.mjs');
const bundled = bundleCli(CLI);

// Each format's case and its transformer live in its folder (__tests__/formats/<id>/compare-case.ts).
const CASES: Record<string, CompareCase> = {};
for (const id of formatFolders()) {
  const c = await loadCompareCase(id);
  if (c) CASES[id] = c;
}

const cli = (args: string[]): Promise<CommandResult> => runBundledCli(CLI, args, work);

interface Run {
  cli: CommandResult;
  report: Report;
}

async function compare(name: string, base: string, head: string, format: string, correction = 'holm'): Promise<Run> {
  const json = join(work, `${name}.json`);
  const result = await cli(['compare', base, head, '--format', format, '--correction', correction, '--json', json]);
  assert.ok(result.code === 0 || result.code === 1, `benchgate compare --format ${format} exited ${result.code}: ${result.stderr}`);
  return { cli: result, report: JSON.parse(readFileSync(json, 'utf8')) as Report };
}

/** A side as benchgate reads it: the file itself, or a folder of `rounds` copies (one per round). */
function side(dir: string, file: string, rounds: number): string {
  if (rounds === 1) return file;
  mkdirSync(dir, { recursive: true });
  for (let r = 1; r <= rounds; r++) copyFileSync(file, join(dir, `round-${r}-${basename(file)}`));
  return dir;
}

/**
 * An untouched row: not significant (p = 1, ratio 1) with equal medians — `unchanged` when its 95%
 * interval lies within ±5%, `inconclusive` when the fixture is too noisy for that (v2 says so
 * rather than calling it unchanged) — or, for a metric the harness reports once per run (BDN's
 * allocated bytes), one value per side, which no test can call: insufficient.
 */
function assertUntouched(row: Comparison): void {
  const what = `${rowName(row)}: n ${row.base.n}/${row.head.n}, p ${row.p}, Δ ${row.deltaPct}%, CI ${JSON.stringify(row.ratioCI)}`;
  if (row.base.n < 2 && row.head.n < 2) {
    assert.equal(row.verdict, 'insufficient', what);
  } else {
    // Its values are the base's own, so the test sees no difference at all.
    assert.equal(row.p, 1, what);
    assert.equal(row.ratio, 1, what);
    const within = row.ratioCI !== null && row.ratioCI[0] > 1 / 1.05 && row.ratioCI[1] < 1.05;
    assert.equal(row.verdict, within ? 'unchanged' : 'inconclusive', what);
  }
  assert.equal(row.head.median, row.base.median, what);
}

const rowName = (c: Comparison) => `${c.group ? `${c.group} › ` : ''}${c.benchmark} ${c.metric}`;

describe('every registered format has an end-to-end slowdown case', () => {
  it('covers each format id in FORMATS, with a transformer', () => {
    for (const format of FORMATS) {
      assert.ok(
        CASES[format.id],
        `format '${format.id}' has no __tests__/formats/${format.id}/compare-case.ts: add one with a real fixture and its slowdown transformer`,
      );
    }
    assert.deepEqual(Object.keys(CASES).sort(), FORMATS.map((f) => f.id).sort(), 'a case for a format that is not registered');
  });

  it('has transformers that fail loudly on a benchmark the fixture does not hold', () => {
    const dir = mkdtempSync(join(work, 'missing-'));
    for (const [format, c] of Object.entries(CASES)) {
      const target = join(dir, format);
      assert.throws(() => writeSlowerCopy(format, c.slowdown, fixturePath(format, c.fixture), target, `${c.slow} (no such benchmark)`), /slowdown\(/, format);
    }
  });
});

for (const [format, c] of Object.entries(CASES)) {
  describe(`${format}: ${c.fixture}, '${c.benchmark}' 20% slower`, () => {
    let slowed: Run;
    let detected: Run;
    let same: Run;

    before(async () => {
      await bundled;
      const dir = join(work, format);
      mkdirSync(dir);
      const source = fixturePath(format, c.fixture);
      const isDir = statSync(source).isDirectory();
      // Copies in the temp dir, so neither side's path is the fixture itself.
      const baseFile = join(dir, basename(source));
      cpSync(source, baseFile, { recursive: isDir });
      const headFile = join(dir, 'head', basename(source));
      mkdirSync(dirname(headFile), { recursive: true });
      writeSlowerCopy(format, c.slowdown, baseFile, headFile, c.slow);
      const base = side(join(dir, 'base-rounds'), baseFile, c.rounds);
      const head = side(join(dir, 'head-rounds'), headFile, c.rounds);
      [slowed, detected, same] = await Promise.all([
        compare(`${format}-slowed`, base, head, format, c.correction),
        compare(`${format}-auto`, base, head, 'auto', c.correction),
        compare(`${format}-same`, base, base, format, c.correction),
      ]);
    });

    it(`calls the slowed benchmark's ${c.moved.join(', ')} a regression of 20%`, () => {
      const rows = slowed.report.comparisons.filter((r) => r.benchmark === c.benchmark && r.group === c.group);
      assert.ok(rows.length > 0, `no row for ${c.benchmark}; rows: ${slowed.report.comparisons.map(rowName).join('; ')}`);
      for (const metric of c.moved) {
        const row = rows.find((r) => r.metric === metric);
        assert.ok(row, `no ${metric} row for ${c.benchmark}; have ${rows.map((r) => r.metric).join(', ')}`);
        assert.equal(row.verdict, 'regression', `${rowName(row)}: p ${row.p}, adjusted ${row.pAdjusted}, Δ ${row.deltaPct}%`);
        // Times grow by 20%; a rate falls to 1/1.2 of itself (−16.7%), the same slowdown.
        const expected = row.better === 'lower' ? (SLOWDOWN - 1) * 100 : (1 / SLOWDOWN - 1) * 100;
        assert.ok(Math.abs(row.deltaPct! - expected) < 0.01, `${rowName(row)}: Δ ${row.deltaPct}%, expected ${expected.toFixed(2)}%`);
      }
      // A derived metric is one measurement with its parent: no row, its values on the parent's row, moved alike.
      for (const [metric, parent] of Object.entries(c.derived ?? {})) {
        assert.ok(!rows.some((r) => r.metric === metric), `${metric} is derived: no row of its own`);
        const value = rows.find((r) => r.metric === parent)?.derived?.find((d) => d.metric === metric);
        assert.ok(value && value.base !== null && value.head !== null, `${metric} is shown on the ${parent} row`);
        const ratio = value.head / value.base;
        const expected = value.better === 'lower' ? SLOWDOWN : 1 / SLOWDOWN;
        assert.ok(Math.abs(ratio / expected - 1) < 0.02, `${metric}: head/base ${ratio}, expected ${expected}`);
      }
    });

    it('calls every other row unchanged, and exits 1', () => {
      const others = slowed.report.comparisons.filter((r) => !(r.benchmark === c.benchmark && r.group === c.group && c.moved.includes(r.metric)));
      assert.ok(others.length > 0, 'the fixture has no untouched row to check');
      for (const row of others) assertUntouched(row);
      assert.equal(slowed.report.verdict, 'fail');
      assert.equal(slowed.cli.code, 1, slowed.cli.stderr);
    });

    it('reads the same with --format auto', () => {
      assert.equal(detected.cli.code, 1, detected.cli.stderr);
      assert.deepEqual(detected.report.comparisons, slowed.report.comparisons);
    });

    it('finds nothing when base is compared with itself, and exits 0', () => {
      assert.equal(same.cli.code, 0, same.cli.stderr);
      assert.equal(same.report.verdict, 'pass');
      assert.equal(same.report.comparisons.length, slowed.report.comparisons.length);
      for (const row of same.report.comparisons) assertUntouched(row);
    });
  });
}
