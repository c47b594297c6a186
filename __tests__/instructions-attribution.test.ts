// Where the instructions went: the cachegrind parser and the per-function, per-operation counts
// on real cachegrind files (a real Go benchmark through the real Go driver under valgrind), a
// stripped binary said as such, and the comment's block (names escaped, top N in the comment, all
// in the job summary, carried by the JSON report).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { goDriver } from '../src/instructions/drivers/go.js';
import { driverEntry, PINNED_ENV } from '../src/instructions/index.js';
import { KEPT_FOLDER, OUT_FOLDER, STATE_DIR_VAR } from '../src/instructions/layout.js';
import { CachegrindFormatError, NO_SYMBOL, parseCachegrind } from '../src/instructions/attribution/cachegrind-file.js';
import { roundProfiles } from '../src/instructions/attribution/round-profile.js';
import { attachAttribution, attributionOf } from '../src/instructions/attribution/attribute.js';
import { attributionSection, COMMENT_FUNCTIONS } from '../src/instructions/attribution/markdown.js';
import type { Attribution, Comparison } from '../src/model.js';
import { codeSpan } from '../src/report/escape.js';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { parseInput } from '../src/formats/registry.js';
import { renderJson } from '../src/report/json.js';
import { validateReport } from '../src/report/validate.js';
import { renderJobSummary, renderMarkdown } from '../src/report/markdown.js';
import { fixturePath } from './support/format-folders.js';
import { needs } from './support/harness.js';
import { runCommand } from './support/run-command.js';
import { tempDir } from './runner-fixtures.js';
import { MIX_MODULE, MIX_SYMBOL, mixFiles } from './support/go-mix-repo.js';

/** Runs `go test -bench` on the Mix package through the Go driver, as a run does; returns the state folder and the printed instr/op. */
async function driverRun(dir: string, slower: boolean, goflags?: string) {
  const pkg = path.join(dir, slower ? 'slower' : 'base');
  mkdirSync(pkg, { recursive: true });
  for (const [name, text] of Object.entries(mixFiles(slower))) writeFileSync(path.join(pkg, name), text);
  const stateDir = path.join(pkg, '.benchgate-instructions');
  mkdirSync(stateDir);
  const env: NodeJS.ProcessEnv = { ...process.env, ...PINNED_ENV };
  if (goflags === undefined) delete env.GOFLAGS;
  else env.GOFLAGS = goflags;
  const saved = process.env.GOFLAGS;
  // The driver reads the user's GOFLAGS from the environment it prepares in.
  if (goflags === undefined) delete process.env.GOFLAGS;
  else process.env.GOFLAGS = goflags;
  let prepared;
  try {
    prepared = goDriver.prepare({ stateDir, entry: driverEntry(), command: 'go test -bench=. ./...' });
  } finally {
    if (saved === undefined) delete process.env.GOFLAGS;
    else process.env.GOFLAGS = saved;
  }
  const r = await runCommand(['bash', '-c', prepared.command], {
    cwd: pkg,
    env: { ...env, ...prepared.env, [STATE_DIR_VAR]: stateDir },
    timeoutMs: 600_000,
  });
  assert.equal(r.code, 0, r.stderr);
  const perOp = new Map<string, number>();
  for (const m of r.stdout.matchAll(/^(Benchmark\S+)\s+\d+\s+([\d.]+) instr\/op$/gm)) perOp.set(m[1], Number(m[2]));
  // The kept round's layout: what the host half makes of the driver's out/ folder after a run.
  const round = path.join(dir, slower ? 'head' : 'base', 'round-01');
  mkdirSync(round, { recursive: true });
  renameSync(path.join(stateDir, OUT_FOLDER), path.join(round, KEPT_FOLDER));
  return { round, perOp };
}

const sum = (m: ReadonlyMap<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

describe('instructions attribution: cachegrind files', () => {
  it('parses valgrind 3.19 output of a real Go benchmark: per function, summing to the summary line, Mix by its symbol', needs('go', 'valgrind'), async () => {
    const dir = tempDir('bg-attr-parse-');
    const { round, perOp } = await driverRun(dir, false);
    const folder = path.join(round, KEPT_FOLDER);
    const benchFolder = path.join(folder, MIX_MODULE.replace(/[^A-Za-z0-9._=-]/g, '_'), 'BenchmarkMix');
    const files = readdirSync(benchFolder).filter((f) => f.endsWith('.out'));
    assert.ok(files.length >= 2);
    for (const f of files) {
      const text = readFileSync(path.join(benchFolder, f), 'utf8');
      const profile = parseCachegrind(text, f);
      // Every instruction is some function's: the parts add up to the file's own total.
      assert.equal(sum(profile.functions), profile.summary, f);
      assert.match(profile.command, /-test\.bench=\^BenchmarkMix\$/);
      assert.ok(profile.functions.has(MIX_SYMBOL), `${f}: ${[...profile.functions.keys()].slice(0, 20).join(', ')}`);
    }
    // Per operation: the functions' per-op counts add up to the driver's instr/op for the benchmark.
    const profiles = roundProfiles(round, [
      { group: MIX_MODULE, benchmark: 'BenchmarkMix' },
      { group: MIX_MODULE, benchmark: 'BenchmarkSteady' },
      { group: MIX_MODULE, benchmark: 'BenchmarkAbsent' },
    ]);
    assert.equal(profiles.size, 2, 'a benchmark without files has no profile');
    const mix = [...profiles.values()][0].perOp;
    assert.ok(Math.abs(sum(mix) - perOp.get('BenchmarkMix')!) < 0.1, `${sum(mix)} vs ${perOp.get('BenchmarkMix')}`);
    // Mix does the work: 512 words, several instructions each, nearly all of the benchmark's count.
    const mixPerOp = mix.get(MIX_SYMBOL)!;
    assert.ok(mixPerOp > 512 * 3, `Mix: ${mixPerOp} instr/op`);
    assert.ok(mixPerOp > 0.9 * sum(mix), `Mix: ${mixPerOp} of ${sum(mix)} instr/op`);
    const top = [...mix.entries()].sort((a, b) => b[1] - a[1])[0][0];
    assert.equal(top, MIX_SYMBOL);
  });

  it(
    'a slower Mix is at the top of head − base, with a positive per-op change; a stripped binary is said to have no symbols',
    needs('go', 'valgrind'),
    async () => {
      const dir = tempDir('bg-attr-diff-');
      const base = await driverRun(dir, false);
      const head = await driverRun(dir, true);
      const key = `${MIX_MODULE}\u0000BenchmarkMix`;
      const a = attributionOf(
        [roundProfiles(base.round, [{ group: MIX_MODULE, benchmark: 'BenchmarkMix' }]).get(key)!],
        [roundProfiles(head.round, [{ group: MIX_MODULE, benchmark: 'BenchmarkMix' }]).get(key)!],
      );
      assert.equal(a.functions[0].function, MIX_SYMBOL);
      // One more step (shift, xor: 2+ instructions) per word of 512.
      assert.ok(a.functions[0].delta > 512, `${a.functions[0].delta}`);
      assert.ok(a.functions[0].deltaPct! > 10);
      assert.ok(a.noSymbol.base < 0.01 && a.noSymbol.head < 0.01, JSON.stringify(a.noSymbol));

      // The user's own -ldflags=-s strips the symbol table: all the cost is `???`, and the block says so.
      const strippedDir = tempDir('bg-attr-strip-');
      const sb = await driverRun(strippedDir, false, '-ldflags=-s');
      const sh = await driverRun(strippedDir, true, '-ldflags=-s');
      const s = attributionOf(
        [roundProfiles(sb.round, [{ group: MIX_MODULE, benchmark: 'BenchmarkMix' }]).get(key)!],
        [roundProfiles(sh.round, [{ group: MIX_MODULE, benchmark: 'BenchmarkMix' }]).get(key)!],
      );
      assert.equal(s.functions[0].function, NO_SYMBOL);
      assert.ok(s.noSymbol.base > 0.99 && s.noSymbol.head > 0.99, JSON.stringify(s.noSymbol));
      const md = attributionSection([{ ...row('BenchmarkMix'), attribution: s }], COMMENT_FUNCTIONS, false).join('\n');
      assert.match(md, /`\?\?\?` \(no symbol\)/);
      assert.match(md, /base and head: 100% of the instructions have no symbol \(`\?\?\?`\): the binary is stripped/);
    },
  );

  it('a file that is not cachegrind output is refused with its line; a cut-off one (no summary) too', () => {
    assert.throws(
      () => parseCachegrind('events: Ir\nfn=a\n1 2\nhello\nsummary: 2\n', 'x.out'),
      (e: unknown) => e instanceof CachegrindFormatError && /x\.out:4: not cachegrind output/.test(e.message),
    );
    assert.throws(() => parseCachegrind('events: Ir\nfn=a\n1 2\n', 'y.out'), /y\.out: no summary: line/);
    assert.throws(() => parseCachegrind('events: Dr\nfn=a\n1 2\nsummary: 2\n'), /no Ir event/);
    // Inlined code under its own file (fl=, or callgrind's fi=/fe=) stays its function's.
    const p = parseCachegrind('cmd: x\nevents: Ir\nfl=a.go\nfn=f\n1 3\nfl=b.go\nfn=f\n2 4\nfi=c.go\n3 5\nfe=a.go\n4 .\nfn=g\n1 1\nsummary: 13\n');
    assert.deepEqual(
      [...p.functions],
      [
        ['f', 12],
        ['g', 1],
      ],
    );
  });

  it('a round whose file is not cachegrind output is skipped with a warning; the report is still made', () => {
    const dir = tempDir('bg-attr-bad-');
    const folder = path.join(dir, 'base', 'round-01', KEPT_FOLDER);
    mkdirSync(path.join(folder, 'p', 'B'), { recursive: true });
    writeFileSync(
      path.join(folder, 'index.jsonl'),
      `${JSON.stringify({ package: 'p', benchmark: 'B', n: 10, files: ['p/B/n10.1.out', 'p/B/n20.2.out'], instructions: [1, 2] })}\n`,
    );
    writeFileSync(path.join(folder, 'p', 'B', 'n10.1.out'), 'garbage\n');
    writeFileSync(path.join(folder, 'p', 'B', 'n20.2.out'), 'garbage\n');
    const report = { comparisons: [{ ...row('B'), group: 'p' }] } as unknown as Parameters<typeof attachAttribution>[0];
    const warnings: string[] = [];
    attachAttribution(report, dir, (m) => warnings.push(m));
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /base\/round-01 skipped: .*n10\.1\.out:1: not cachegrind output/);
    assert.equal(report.comparisons[0].attribution, undefined);
  });
});

function row(benchmark: string, attribution?: Attribution): Comparison {
  return { benchmark, metric: 'instructions', verdict: 'regression', ...(attribution ? { attribution } : {}) } as unknown as Comparison;
}

describe('instructions attribution: the comment block', () => {
  const many = (n: number): Attribution => ({
    rounds: { base: 3, head: 3 },
    functions: Array.from({ length: n }, (_, i) => ({
      function: `pkg.F${i}`,
      base: 100,
      head: 100 + (n - i) * 10,
      delta: (n - i) * 10,
      deltaPct: (n - i) * 10,
    })),
    more: 0,
    noSymbol: { base: 0, head: 0 },
  });

  it('reads `+1,180 instr/op (+34%) name`, a new function as (new), a loss with −', () => {
    const a: Attribution = {
      rounds: { base: 3, head: 3 },
      functions: [
        { function: 'encoding/json.(*encodeState).string', base: 3470, head: 4650, delta: 1180, deltaPct: 34.005 },
        { function: 'pkg.helper', base: 0, head: 12.25, delta: 12.25, deltaPct: null },
        { function: 'pkg.gone', base: 7.5, head: 0, delta: -7.5, deltaPct: -100 },
      ],
      more: 0,
      noSymbol: { base: 0, head: 0 },
    };
    const md = attributionSection([row('BenchmarkEncode', a)], COMMENT_FUNCTIONS, false);
    assert.ok(md[0].startsWith('<details><summary>Where the instructions went'));
    assert.ok(md.includes('- +1,180 instr/op (+34%) `encoding/json.(*encodeState).string`'), md.join('\n'));
    assert.ok(md.includes('- +12 instr/op (new) `pkg.helper`'), md.join('\n'));
    assert.ok(md.includes('- −7.5 instr/op (−100%) `pkg.gone`'), md.join('\n'));
    assert.equal(md.at(-1), '</details>');
  });

  it('the comment lists the first 10 functions a row, the job summary all the report keeps', () => {
    const comment = attributionSection([row('B', many(15))], COMMENT_FUNCTIONS, false).join('\n');
    const summary = attributionSection([row('B', many(15))], Infinity, false).join('\n');
    assert.equal(comment.match(/^- \+/gm)!.length, 10);
    assert.match(comment, /… 5 more functions \(the job summary and the JSON report list more\)/);
    assert.equal(summary.match(/^- \+/gm)!.length, 15);
    assert.doesNotMatch(summary, /more function/);
  });

  it('a row a merged family decided again as minor shows no list', () => {
    const minor = { ...row('B', many(3)), verdict: 'minor' } as Comparison;
    assert.deepEqual(attributionSection([minor], COMMENT_FUNCTIONS, false), []);
    assert.equal(attributionSection([row('B', many(3))], COMMENT_FUNCTIONS, false).filter((l) => l.startsWith('- +')).length, 3);
  });

  it('function and benchmark names are PR text: markup, pipes, mentions and comment openers stay inert', () => {
    const hostile = 'x`|</details><script>alert(1)</script> @octocat [a](http://e) <!--';
    const a: Attribution = {
      rounds: { base: 3, head: 3 },
      functions: [{ function: hostile, base: 10, head: 20, delta: 10, deltaPct: 100 }],
      more: 0,
      noSymbol: { base: 0, head: 0 },
    };
    const md = attributionSection([row(`Bench${hostile}`, a)], COMMENT_FUNCTIONS, false);
    // Each name only ever as a code span (escape.ts: markup inert, `|` escaped, mentions and `<!--` broken).
    assert.ok(md.includes(`- +10 instr/op (+100%) ${codeSpan(hostile)}`), md.join('\n'));
    assert.ok(md.includes(`**${codeSpan(`Bench${hostile}`)}**: per function, median of 3 rounds a side`), md.join('\n'));
    const text = md.join('\n');
    assert.doesNotMatch(text, /(^|[^`])@octocat/, 'a mention is broken');
    assert.doesNotMatch(text, /<!--/, 'a comment opener is broken');
    assert.equal(text.split('\n').filter((l) => l.includes('alert')).length, 2);
  });
});

describe('instructions attribution: the JSON report', () => {
  it("carries a row's attribution and reads it back; a report without one (an older release's) still reads", async () => {
    const crc = await parseInput(fixturePath('go', 'golang-perf-benchstat-crc-old.txt'), 'go');
    const report = buildReport({ base: [crc], head: [crc], settings: DEFAULT_STATS_SETTINGS, machine: { base: {}, head: {} } });
    const attribution: Attribution = {
      rounds: { base: 3, head: 4 },
      functions: [
        { function: 'hash/crc32.update', base: 1000, head: 1200.5, delta: 200.5, deltaPct: 20.05 },
        { function: 'pkg.new', base: 0, head: 3, delta: 3, deltaPct: null },
      ],
      more: 7,
      noSymbol: { base: 0.25, head: 0 },
    };
    report.comparisons[0].attribution = attribution;
    const text = renderJson(report);
    const back = validateReport(JSON.parse(text) as never);
    assert.deepEqual(back.comparisons[0].attribution, attribution);
    assert.equal(back.comparisons[1].attribution, undefined);
    // A wrong one is refused by its path.
    const bad = JSON.parse(text);
    bad.comparisons[0].attribution.noSymbol.base = 2;
    assert.throws(() => validateReport(bad), /comparisons\[0\]\.attribution\.noSymbol\.base/);
  });
});

describe('instructions attribution: comment and job summary', () => {
  it("the comment shows a changed row's first 10 functions under the table, the job summary all of them", async () => {
    const crc = await parseInput(fixturePath('go', 'golang-perf-benchstat-crc-old.txt'), 'go');
    const report = buildReport({ base: [crc], head: [crc], settings: DEFAULT_STATS_SETTINGS, machine: { base: {}, head: {} } });
    const target = report.comparisons[0];
    target.verdict = 'regression';
    target.attribution = {
      rounds: { base: 3, head: 3 },
      functions: Array.from({ length: 15 }, (_, i) => ({ function: `hash/crc32.f${i}`, base: 100, head: 200 - i, delta: 100 - i, deltaPct: 100 - i })),
      more: 0,
      noSymbol: { base: 0, head: 0 },
    };
    const comment = renderMarkdown(report);
    const summary = renderJobSummary(report);
    const listed = (md: string) => md.split('\n').filter((l) => /^- \+\d+ instr\/op .*`hash\/crc32\.f\d+`$/.test(l)).length;
    assert.equal(listed(comment), 10);
    assert.equal(listed(summary), 15);
    // Under the changed rows' table: after the table's last line, before the machine section.
    assert.ok(comment.indexOf('Where the instructions went') > comment.indexOf('| benchmark |'));
    assert.ok(comment.indexOf('Where the instructions went') < comment.indexOf('<summary>Machine'));
  });
});
