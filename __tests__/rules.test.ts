// The rules file (.github/benchgate.yml): parsing and validation with file:line:col, the first
// matching rule per key, per-row thresholds, ignores outside the family, absolute floors, and the
// rules' record through JSON, merge and the settings line.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type Run, type Series, type StatsSettings } from '../src/model.js';
import { MAX_RULES_NESTING, parseRules } from '../src/rules/parse.js';
import { MAX_LISTED_PROBLEMS, RulesError } from '../src/rules/rule-set.js';
import { parseMinChange } from '../src/rules/min-change.js';
import { globMatcher } from '../src/rules/apply.js';
import { buildReport } from '../src/pipeline/compare.js';
import { mergeReports } from '../src/pipeline/merge.js';
import { renderJson } from '../src/report/json.js';
import { validateReport } from '../src/report/validate.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import type { ParseResult } from '../src/model.js';
import { timeSeries } from './support/series.js';
import { runCommand } from './support/run-command.js';
import fc from 'fast-check';

const FILE = '.github/benchgate.yml';
const S: StatsSettings = { ...DEFAULT_STATS_SETTINGS };

function problems(text: string): string[] {
  try {
    parseRules(text, FILE, 'working tree');
  } catch (err) {
    assert.ok(err instanceof RulesError, String(err));
    assert.equal(err.exitCode, 2);
    return err.problems;
  }
  assert.fail('expected a RulesError');
}

describe('rules file: parsing and validation', () => {
  test('the shape of the issue', () => {
    const set = parseRules(
      [
        'rules:',
        '  - match: "BenchmarkParse*"        # glob',
        '    metric: time',
        '    threshold: 10%',
        '    gate: true',
        '  - match: "BenchmarkFlaky*"',
        '    ignore: true',
        '  - match: "*"',
        '    min-change: 50ns',
        '  - match: [A, "B/*"]',
        '    metric: [time, alloc-bytes]',
        '    threshold: 20',
      ].join('\n'),
      FILE,
      'base abc',
    );
    assert.equal(set.rules.length, 4);
    assert.deepEqual(set.rules[0], { number: 1, line: 2, match: ['BenchmarkParse*'], metric: ['time'], threshold: 0.1, gate: true });
    assert.deepEqual(set.rules[1], { number: 2, line: 6, match: ['BenchmarkFlaky*'], ignore: true });
    assert.deepEqual(set.rules[2].minChange, { text: '50ns', value: 50e-9, unit: 's' });
    assert.deepEqual(set.rules[3].match, ['A', 'B/*']);
    assert.deepEqual(set.rules[3].metric, ['time', 'alloc-bytes']);
    assert.equal(set.rules[3].threshold, 0.2);
  });

  test('an empty file, or one with an empty list, has no rules', () => {
    assert.deepEqual(parseRules('', FILE, 'x').rules, []);
    assert.deepEqual(parseRules('# nothing yet\n', FILE, 'x').rules, []);
    assert.deepEqual(parseRules('rules:\n', FILE, 'x').rules, []);
    assert.deepEqual(parseRules('rules: []\n', FILE, 'x').rules, []);
  });

  test('every problem at once, each with file:line:col and the rule and key', () => {
    const found = problems(
      [
        'rules:',
        '  - match: "A*"',
        '    threshhold: 10%',
        '  - match: B',
        '    gate: yes',
        '  - metric: time',
        '    threshold: 0.1',
        '  - match: C',
        '    min-change: 50',
        '  - match: D',
        '    ignore: true',
        '    gate: true',
        'rule: []',
      ].join('\n'),
    );
    const expect = [
      /^\.github\/benchgate\.yml:3:5: rule 1, threshhold: unknown key \(a rule has match, metric, threshold, gate, ignore, min-change\)$/,
      /^\.github\/benchgate\.yml:2:5: rule 1: sets nothing/,
      /^\.github\/benchgate\.yml:5:5: rule 2, gate: must be true or false; got "yes"$/,
      /^\.github\/benchgate\.yml:7:5: rule 3, threshold: .*ambiguous: write "10%"/,
      /^\.github\/benchgate\.yml:6:5: rule 3: has no 'match'/,
      /^\.github\/benchgate\.yml:9:5: rule 4, min-change: must be an amount with its unit.*50 has no unit$/,
      /^\.github\/benchgate\.yml:10:5: rule 5: ignore: true cannot be combined with gate: true/,
      /^\.github\/benchgate\.yml:13:1: unknown key 'rule' \(the file has one key: rules\)$/,
    ];
    for (const re of expect)
      assert.ok(
        found.some((p) => re.test(p)),
        `${re} not in:\n${found.join('\n')}`,
      );
    assert.equal(found.length, expect.length, found.join('\n'));
  });

  test('YAML syntax errors and wrong shapes name the line', () => {
    assert.match(problems('rules:\n  - match: "A\n')[0], /^\.github\/benchgate\.yml:\d+:\d+: YAML syntax: Missing closing "quote$/);
    assert.match(
      problems('rules:\n  - match: A\n    gate: true\n    gate: false\n')[0],
      /^\.github\/benchgate\.yml:4:\d+: YAML syntax: .*[Mm]ap keys must be unique/,
    );
    assert.match(problems('- match: A\n')[0], /:1:1: the file must be a mapping with a 'rules:' list/);
    assert.match(problems('rules:\n  match: A\n')[0], /:2:3: rules must be a list/);
    assert.match(problems('rules:\n  - A*\n')[0], /:2:5: rule 1: must be a mapping/);
    assert.match(problems('rules:\n  - match: ""\n    gate: true\n')[0], /:2:5: rule 1, match: must be a non-empty string/);
    assert.match(problems('rules:\n  - match: A\n    threshold: 2000%\n')[0], /rule 1, threshold: must be between 0% and 1000%/);
  });

  test('a file nested thousands deep is refused naming the limit, never with a stack overflow', () => {
    const deep = {
      flow: `rules: ${'['.repeat(20000)}${']'.repeat(20000)}\n`,
      map: `rules: ${'{a: '.repeat(20000)}${'}'.repeat(20000)}\n`,
      block: `rules:\n${Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}- `).join('\n')}x\n`,
    };
    for (const [shape, text] of Object.entries(deep)) {
      const found = problems(text);
      assert.equal(found.length, 1, `${shape}: ${found.join('\n')}`);
      assert.match(found[0], new RegExp(`^\\.github/benchgate\\.yml:\\d+:\\d+: rules file nested too deeply \\(limit ${MAX_RULES_NESTING} levels`), shape);
    }
    // A usual file is far from the limit.
    assert.equal(parseRules('rules:\n  - match: [A, B]\n    metric: [time]\n    gate: false\n', FILE, 'x').rules.length, 1);
  });

  test('thousands of problems: the message lists the first ones and how many more (the job summary stays small)', () => {
    const text = `rules:\n${Array.from({ length: 10000 }, (_, i) => `  - match: B${i}\n    treshold: 5%\n`).join('')}`;
    let err: unknown;
    try {
      parseRules(text, FILE, 'x');
    } catch (e) {
      err = e;
    }
    assert.ok(err instanceof RulesError);
    assert.equal(err.problems.length, 20000, 'every problem is kept on the error');
    const lines = err.message.split('\n');
    assert.equal(lines[0], `${FILE}: the rules file is not valid (20000 problems):`);
    assert.equal(lines.length, 2 + MAX_LISTED_PROBLEMS, err.message.slice(0, 500));
    assert.match(lines[1], /:3:5: rule 1, treshold: unknown key/);
    assert.equal(lines.at(-1), `  … and ${20000 - MAX_LISTED_PROBLEMS} more problems`);
    assert.ok(err.message.length < 10_000, `${err.message.length} characters`);
  });

  test('min-change: units of the base units the rows store', () => {
    assert.deepEqual(parseMinChange('50ns'), { text: '50ns', value: 50e-9, unit: 's' });
    assert.deepEqual(parseMinChange('1.5 µs'), { text: '1.5 µs', value: 1.5e-6, unit: 's' });
    assert.deepEqual(parseMinChange('50ns/op'), { text: '50ns/op', value: 50e-9, unit: 's' });
    assert.deepEqual(parseMinChange('4KiB'), { text: '4KiB', value: 4096, unit: 'B' });
    assert.deepEqual(parseMinChange('10 MB/s'), { text: '10 MB/s', value: 1e7, unit: 'B/s' });
    assert.deepEqual(parseMinChange('2 allocs/op'), { text: '2 allocs/op', value: 2, unit: 'allocs' });
    for (const bad of [50, '50', '-5ns', 'ns', '', true]) assert.throws(() => parseMinChange(bad), /min-change|unit/);
  });

  test('globs: * spans / (Go sub-benchmarks), ? is one character, the rest is literal', () => {
    assert.ok(globMatcher('BenchmarkParse*')('BenchmarkParse/size=10'));
    assert.ok(globMatcher('Bench?')('Bench1'));
    assert.ok(!globMatcher('Bench?')('Bench12'));
    assert.ok(globMatcher('a.b(c)')('a.b(c)'));
    assert.ok(!globMatcher('a.b')('axb'));
    assert.ok(globMatcher('*')(''));
    assert.ok(!globMatcher('?')(''));
    assert.ok(globMatcher('a*b*c')('a-b-b-c'));
    assert.ok(!globMatcher('a*b*c')('a-b-b-c-'));
    assert.ok(globMatcher('Bench?')('Bench😀'), '? is one character, not one UTF-16 unit');
  });

  test('globs match as the regular expression they stand for (^ with * as .*, ? as . and the rest literal, $)', () => {
    const alphabet = fc.constantFrom('a', 'b', '/', '*', '?', '.', '(');
    const reference = (glob: string) =>
      new RegExp(
        `^${glob
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')
          .replace(/\?/g, '.')}$`,
        's',
      );
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 8 }), fc.string({ unit: fc.constantFrom('a', 'b', '/', '.', '('), maxLength: 12 }), (glob, name) => {
        assert.equal(globMatcher(glob)(name), reference(glob).test(name), `${glob} on ${name}`);
      }),
      { numRuns: 2000 },
    );
  });

  test('a rule with several stars on a very long benchmark name finishes (no backtracking)', async () => {
    // A backtracking regex took over 30 s for this rule on a 4,003-character name, 8× more per
    // doubling: the name below would take hours. Run apart, so a hang fails the test instead of
    // blocking it; the bound is generous, the match itself takes milliseconds.
    const script = `
      import { RuleMatcher } from ${JSON.stringify(new URL('../src/rules/apply.ts', import.meta.url).href)};
      const rules = new RuleMatcher([{ number: 1, line: 1, match: ['*/*/*_large'], threshold: 0.1 }]);
      const name = 'a/'.repeat(10000) + 'x';
      process.stdout.write(JSON.stringify([rules.for({ benchmark: name, metric: 'time', unit: 's' }).used, rules.for({ benchmark: name + '_large', metric: 'time', unit: 's' }).used]));`;
    const r = await runCommand([process.execPath, '--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd(), timeoutMs: 120_000 });
    assert.equal(r.code, 0, r.stderr || 'killed: the match did not finish');
    assert.equal(r.stdout, '[[],[1]]');
  });
});

// Ten interleaved runs a side, tight inside each run: `factor` is head's slowdown.
const runs = (centre: number, factor: number): Run[] =>
  Array.from({ length: 10 }, (_, r) => ({ round: r + 1, samples: Array.from({ length: 5 }, (_, i) => centre * factor * (1 + 0.002 * ((r * 7 + i * 3) % 5))) }));
const parsed = (list: Series[]): ParseResult[] => [{ format: 'json', series: list, context: {}, warnings: [] }];

/** base and head parse results: each [name, base centre (s), head factor]. */
function sides(rows: [string, number, number][], over: Partial<Series> = {}): { base: ParseResult[]; head: ParseResult[] } {
  return {
    base: parsed(rows.map(([n, c]) => timeSeries(n, runs(c, 1), over))),
    head: parsed(rows.map(([n, c, f]) => timeSeries(n, runs(c, f), over))),
  };
}

describe('rules applied to a comparison', () => {
  const rows: [string, number, number][] = [
    ['BenchmarkParse', 1e-6, 1.08],
    ['BenchmarkRender', 1e-6, 1.08],
    ['BenchmarkFlakyNet', 1e-6, 1.5],
    ['BenchmarkTiny', 1e-9, 1.3],
  ];
  const rules = parseRules(
    [
      'rules:',
      '  - match: "BenchmarkParse*"',
      '    metric: time',
      '    threshold: 10%',
      '  - match: "BenchmarkFlaky*"',
      '    ignore: true',
      '  - match: "BenchmarkTiny"',
      '    min-change: 1ns',
      '  - match: "*"',
      '    min-change: 1KiB',
    ].join('\n'),
    FILE,
    'base 0123456789abcdef0123456789abcdef01234567',
  );

  test('without rules: three regressions at T = 5%', () => {
    const r = buildReport({ ...sides(rows), settings: S });
    assert.deepEqual(
      r.comparisons.map((c) => c.verdict),
      ['regression', 'regression', 'regression', 'regression'],
    );
    assert.equal(r.verdict, 'fail');
  });

  test("a rule's threshold, an ignore and an absolute floor", () => {
    const r = buildReport({ ...sides(rows), settings: S, rules });
    const by = Object.fromEntries(r.comparisons.map((c) => [c.benchmark, c]));
    // 8% under a 10% threshold: significant, but minor.
    assert.equal(by.BenchmarkParse.verdict, 'minor');
    assert.equal(by.BenchmarkParse.threshold, 0.1);
    assert.deepEqual(by.BenchmarkParse.rules, [1]);
    // The same 8% under the run's 5%: a regression.
    assert.equal(by.BenchmarkRender.verdict, 'regression');
    assert.equal(by.BenchmarkRender.threshold, undefined);
    // 50% slower but ignored: not gated, not in the family, no adjusted p.
    assert.equal(by.BenchmarkFlakyNet.verdict, 'ignored');
    assert.equal(by.BenchmarkFlakyNet.gated, false);
    assert.equal(by.BenchmarkFlakyNet.pAdjusted, null);
    assert.ok(by.BenchmarkFlakyNet.deltaPct! > 45);
    // +30% of 1 ns is 0.3 ns, under the 1 ns floor: minor. The 1KiB floor never applies to time rows.
    assert.equal(by.BenchmarkTiny.verdict, 'minor');
    assert.equal(by.BenchmarkTiny.minChange, 1e-9);
    assert.deepEqual(by.BenchmarkTiny.rules, [3]);
    assert.equal(r.summary.ignored, 1);
    assert.equal(r.summary.regression, 1);
    assert.equal(r.verdict, 'fail');
    assert.deepEqual(
      r.rules?.rules.map((x) => x.rows),
      [1, 1, 1, 0],
    );
    assert.equal(r.rules?.source, 'base 0123456789abcdef0123456789abcdef01234567');
  });

  test('the ignored row is outside the family: Holm over three tests, not four', () => {
    const ignoredAll = parseRules('rules:\n  - match: "*"\n    ignore: true\n  - match: "*"\n    gate: true\n', FILE, 'x');
    const r = buildReport({ ...sides(rows), settings: S, rules: ignoredAll });
    assert.ok(r.comparisons.every((c) => c.verdict === 'ignored' && !c.gated));
    assert.equal(r.verdict, 'pass');
    assert.deepEqual(
      r.rules?.rules.map((x) => x.rows),
      [4, 0],
      'an ignored row is never gated, whatever a later rule says',
    );
    const withRules = buildReport({ ...sides(rows), settings: S, rules });
    const without = buildReport({ ...sides(rows), settings: S });
    const render = (rep: typeof r) => rep.comparisons.find((c) => c.benchmark === 'BenchmarkRender')!;
    assert.ok(render(withRules).pAdjusted! < render(without).pAdjusted!, 'a smaller family adjusts less');
  });

  test('first matching rule per key: a later rule still sets the keys the earlier left open', () => {
    const set = parseRules(
      'rules:\n  - match: "Benchmark*"\n    threshold: 10%\n  - match: "BenchmarkRender"\n    threshold: 1%\n    gate: false\n',
      FILE,
      'x',
    );
    const r = buildReport({ ...sides(rows), settings: S, rules: set });
    const render = r.comparisons.find((c) => c.benchmark === 'BenchmarkRender')!;
    assert.equal(render.threshold, 0.1, 'the first rule that sets threshold wins');
    assert.equal(render.gated, false, 'gate comes from the second rule');
    assert.equal(render.verdict, 'minor');
    assert.deepEqual(render.rules, [1, 2]);
  });

  test('group/benchmark and metric matching', () => {
    const list = (metric: string, unit: string) => [
      timeSeries('Parse', runs(1e-6, 1.2), { group: 'pkg/json', metric, unit }),
      timeSeries('Parse', runs(1e-6, 1.2), { group: 'pkg/xml', metric, unit }),
    ];
    const base = parsed([...list('time', 's'), ...list('alloc-bytes', 'B')].map((s) => ({ ...s, runs: runs(1e-6, 1) })));
    const head = parsed([...list('time', 's'), ...list('alloc-bytes', 'B')]);
    const set = parseRules('rules:\n  - match: "pkg/json/*"\n    metric: time\n    ignore: true\n', FILE, 'x');
    const r = buildReport({ base, head, settings: S, rules: set });
    const ignored = r.comparisons.filter((c) => c.verdict === 'ignored');
    assert.deepEqual(
      ignored.map((c) => `${c.group}/${c.benchmark} ${c.metric}`),
      ['pkg/json/Parse time'],
    );
  });

  test("Go's -GOMAXPROCS suffix is optional in a rule; an ignored row takes no later rule's keys", () => {
    const set = parseRules(
      'rules:\n  - match: BenchmarkFlakyNet\n    ignore: true\n  - match: BenchmarkParse\n    threshold: 10%\n  - match: "*"\n    min-change: 1ns\n',
      FILE,
      'x',
    );
    const go = sides(rows.map(([n, c, f]) => [`${n}-8`, c, f]));
    const r = buildReport({ ...go, settings: S, rules: set });
    const by = Object.fromEntries(r.comparisons.map((c) => [c.benchmark, c]));
    assert.equal(by['BenchmarkFlakyNet-8'].verdict, 'ignored');
    assert.equal(by['BenchmarkFlakyNet-8'].minChange, undefined);
    assert.deepEqual(by['BenchmarkFlakyNet-8'].rules, [1]);
    assert.equal(by['BenchmarkParse-8'].threshold, 0.1);
    assert.deepEqual(
      r.rules?.rules.map((x) => x.rows),
      [1, 1, 3],
    );
  });

  test('a floor turns an inconclusive row whose whole CI is under it into unchanged', () => {
    // ±20% noise between runs on a 1 ns benchmark: not significant, CI past ±5%, but every
    // possible change is far below 1 ns × 0.5.
    const noisy = (f: number): Run[] => Array.from({ length: 6 }, (_, r) => ({ round: r + 1, samples: [1e-9 * f * (1 + 0.2 * Math.sin(r * 2.1 + f))] }));
    const base = parsed([timeSeries('Noisy', noisy(1))]);
    const head = parsed([timeSeries('Noisy', noisy(1.01))]);
    assert.equal(buildReport({ base, head, settings: S }).comparisons[0].verdict, 'inconclusive');
    const set = parseRules('rules:\n  - match: "*"\n    min-change: 0.5ns\n', FILE, 'x');
    const row = buildReport({ base, head, settings: S, rules: set }).comparisons[0];
    assert.equal(row.verdict, 'unchanged');
    assert.match(renderMarkdown(buildReport({ base, head, settings: S, rules: set })), /unchanged \(within ±500 ps\)/);
  });

  test('JSON keeps the rules and the rows their threshold, floor and rule numbers', () => {
    const r = buildReport({ ...sides(rows), settings: S, rules });
    const back = validateReport(JSON.parse(renderJson(r)));
    assert.deepEqual(back.rules, r.rules);
    assert.deepEqual(
      back.comparisons.map((c) => [c.verdict, c.threshold, c.minChange, c.rules]),
      r.comparisons.map((c) => [c.verdict, c.threshold, c.minChange, c.rules]),
    );
    assert.equal(back.verdict, r.verdict);
  });

  test('the settings line says the rules applied and how many rows each touched; ignored rows are collapsed', () => {
    const r = buildReport({ ...sides(rows), settings: S, rules });
    const md = renderMarkdown(r);
    assert.match(
      md,
      /rules: `\.github\/benchgate\.yml` \(base `0123456`\): #1 `BenchmarkParse\*` \(time\) threshold 10% → 1 row; #2 `BenchmarkFlaky\*` ignored → 1 row; #3 `BenchmarkTiny` min-change 1ns → 1 row; #4 `\*` min-change 1KiB → 0 rows/,
    );
    const details = md.slice(md.indexOf('<details>'));
    assert.match(details, /1 ignored by rules \(never gate\)/);
    assert.match(details, /Flaky<wbr>Net<\/code> \| 🔕 ignored \(rule 2\) \| \+50\.0%/);
    assert.match(md.slice(0, md.indexOf('<details>')), /`BenchmarkParse` \| ⚪ minor \(< 10%\)/);
    assert.match(md.slice(0, md.indexOf('<details>')), /`BenchmarkTiny` \| ⚪ minor \(< 1 ns\)/);
    assert.match(md, /Holm over 3 tests/, 'the ignored row is not in the family');
    assert.match(md, /^### ❌ benchgate: 1 regression, 2 minor, 1 ignored/m);
    const text = renderTerminal(r);
    assert.match(text, /BenchmarkFlakyNet .*ignored \(rule 2\)/);
    assert.match(text, /BenchmarkParse .*minor \(< 10%\)/);
  });

  test('merge: the rows each rule touched add up; shards with other rules are refused', () => {
    const a = buildReport({ ...sides(rows.slice(0, 2)), settings: S, rules });
    const b = buildReport({ ...sides(rows.slice(2)), settings: S, rules });
    const merged = mergeReports([
      { name: 'a', report: a },
      { name: 'b', report: b },
    ]);
    assert.deepEqual(
      merged.rules?.rules.map((x) => x.rows),
      [1, 1, 1, 0],
    );
    assert.equal(merged.comparisons.find((c) => c.benchmark === 'BenchmarkFlakyNet')?.verdict, 'ignored');
    assert.equal(merged.comparisons.find((c) => c.benchmark === 'BenchmarkParse')?.verdict, 'minor');
    const c = buildReport({ ...sides(rows.slice(2)), settings: S });
    assert.throws(
      () =>
        mergeReports([
          { name: 'a', report: a },
          { name: 'c', report: c },
        ]),
      /shards a and c applied different rules files/,
    );
  });
});
