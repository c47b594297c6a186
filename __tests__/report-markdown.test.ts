import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeSpan, escapeText, escapeTextWithCode, wrappingCode } from '../src/report/escape.js';
import { displayName, MARKDOWN_NAME_CHARS } from '../src/report/display-name.js';
import { GITHUB_COMMENT_LIMIT, GITHUB_SUMMARY_LIMIT_BYTES, renderJobSummary, renderMarkdown } from '../src/report/markdown.js';
import { comparison, report, side } from './report-fixtures.js';

const ZWSP = '\u200b';

/** The markdown with every name as a code span (a long name is `<code>` with `<wbr>` break points): what the assertions read. */
const unwrapped = (md: string): string => md.replace(/<wbr>/g, '').replace(/<code>(.*?)<\/code>/g, '`$1`');

/** The cells of a GFM table row, split on unescaped pipes (what GitHub's table parser does). */
function cellsOf(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);
}

function tableRows(md: string): string[] {
  return md.split('\n').filter((l) => l.startsWith('|'));
}

describe('markdown report', () => {
  const sample = report(
    [
      comparison('BenchmarkSlower20', 'regression'),
      comparison('BenchmarkFaster10', 'improvement'),
      comparison('BenchmarkSlower3', 'minor'),
      comparison('BenchmarkSame', 'unchanged'),
      comparison('BenchmarkFew', 'insufficient', { roundsNeeded: 7, p: null, pAdjusted: null }),
      comparison('BenchmarkNew', 'added'),
      comparison('BenchmarkGone', 'removed'),
    ],
    { run: { base: { sha: 'a1b2c3d4e5f6' }, head: { sha: 'e4f5a6b7c8d9' }, rounds: 10, warmup: 1, format: 'go', failedRuns: [] } },
  );
  const md = unwrapped(renderMarkdown(sample, { key: 'perf' }));

  it('starts with the sticky marker and a verdict header with counts and short SHAs', () => {
    const [marker, header] = md.split('\n');
    assert.equal(marker, '<!-- benchgate:perf -->');
    assert.match(
      header,
      /^### ❌ benchgate: 1 regression, 1 improvement, 1 minor, 1 unchanged, 1 insufficient, 1 added, 1 removed · base `a1b2c3d` → head `e4f5a6b`$/,
    );
  });

  it('puts only changed rows in the main table, regression first, verdict and Δ right after the name', () => {
    const main = md.slice(0, md.indexOf('<details>'));
    const rows = tableRows(main);
    assert.equal(rows[0], '| benchmark | verdict | Δ (95% CI) | metric | base | head | p (adj.) |');
    assert.equal(rows[1], '|---|---|---|---|---|---|---|');
    assert.deepEqual(rows.slice(2), [
      '| `BenchmarkSlower20` | 🔴 regression | **+19.0%** (+16.2 … +21.9) | time | 3.07 µs ± 3% | 3.65 µs ± 3% | 1.1e-5 (6.5e-5) |',
      '| `BenchmarkFaster10` | 🟢 improvement | **−12.3%** (−15.1 … −9.4) | time | 3.07 µs ± 3% | 2.69 µs ± 3% | 1.1e-5 (6.5e-5) |',
      '| `BenchmarkSlower3` | ⚪ minor (< 5%) | +3.3% (+0.5 … +6.2) | time | 3.07 µs ± 3% | 3.17 µs ± 3% | 1.1e-5 (6.5e-5) |',
    ]);
    assert.doesNotMatch(main, /BenchmarkSame/);
  });

  it('lets a name wrap at its separators and case changes, never inside the hash of a shortened one', () => {
    assert.equal(wrappingCode('BenchmarkParse/size=1024'), '<code>Benchmark<wbr>Parse/<wbr>size=<wbr>1024</code>');
    assert.equal(wrappingCode('0123456789abcdefghij'), '<code>0123456789<wbr>abcdefghij</code>');
    const long = displayName(`Benchmark${'x'.repeat(100)}`, MARKDOWN_NAME_CHARS);
    assert.match(wrappingCode(long), /<wbr>…[0-9a-f]{6}<\/code>$/);
  });

  it('collapses unchanged, insufficient, added and removed rows in <details> with the geomean', () => {
    const details = md.slice(md.indexOf('<details><summary>1 unchanged'), md.indexOf('</details>') + 10);
    assert.match(details, /<summary>1 unchanged \(each within ±5%\) · 1 insufficient · 2 added\/removed · geomean \+[\d.]+%<\/summary>/);
    assert.match(details, /`BenchmarkFew` \| ⚠️ insufficient: needs ≥ 7 rounds/);
    // … and up front, under the header, with what to do about it.
    assert.equal(md.split('\n')[3], '> ⚠️ 1 comparison can never be significant with the data given: each needs at least 7 rounds.');
    assert.match(details, /`BenchmarkNew` \| ➕ added \(head only\) \| — \| time \| — \| 3\.07 µs ± 3% \|/);
    assert.match(details, /`BenchmarkGone` \| ➖ removed \(base only\) \| — \| time \| 3\.07 µs ± 3% \| — \|/);
    assert.match(details, /`BenchmarkSame` \| [^|]*within ±5%[^|]* \| ~?\+0\.2%/);
  });

  it('has a machine table and a settings line', () => {
    assert.match(md, /<details><summary>Machine: Intel\(R\) Xeon\(R\) CPU @\u200b 2\.20GHz \(same on both sides\)<\/summary>/);
    assert.match(md, /\| logical cores \(same\) \| 2 \| 2 \|/);
    assert.match(md, /\| memory \(same\) \| 8 GiB \| 8 GiB \|/);
    assert.match(md, /\| tool: goos \(same\) \| linux \| linux \|/);
    assert.match(
      md,
      /10 rounds × 2 sides, interleaved \(random order\), 1 warm-up round discarded · Mann-Whitney U on per-run values, Holm over 4 tests, α = 0\.05, threshold 5% · outliers: Tukey 1\.5×IQR inside each run \(6 of 120 samples removed\)/,
    );
  });

  it('sums up the load average of the runs as a range and a median', () => {
    const r = report([comparison('A', 'unchanged')]);
    r.machine.base.loadavg = [1.5, 0.25, 3, 2];
    r.machine.head.loadavg = [0.5, 0.5];
    const out = renderMarkdown(r);
    assert.match(out, /\| load average \(1 min, over the runs\) \| 0\.25–3\.00 \(median 1\.50, 4 runs\) \| 0\.50 \|/);
  });

  it('flags different CPUs in the machine summary', () => {
    const r = report([comparison('A', 'unchanged')]);
    r.machine.head.cpuModel = 'AMD EPYC 7763';
    assert.match(renderMarkdown(r), /Machine: ⚠️ different CPUs: Intel.* vs AMD EPYC 7763/);
  });

  it('says ± — (unknown, not infinite) and why when a side has no CI, in the unit the row was tested on', () => {
    const r = report([comparison('A', 'unchanged', { base: side({ n: 5, kept: 5, median: 1e-3, ci: null }) })]);
    const out = renderMarkdown(r);
    assert.match(out, /1 ms ± —/);
    assert.doesNotMatch(out, /∞/);
    assert.match(out, /± —: with 5 or fewer runs a side has no 95% confidence interval/);
    const forks = report([comparison('A', 'insufficient', { unitOfAnalysis: 'process', base: side({ n: 2, kept: 2, median: 3.02e-6, ci: null }) })]);
    assert.match(renderMarkdown(forks), /3\.02 µs ± — .*\n[\s\S]*± —: with 5 or fewer processes a side/);
  });

  it('lists warnings escaped, capped, including per-row and failed runs', () => {
    const r = report([comparison('A', 'unchanged', { warnings: [{ code: 'outliers-removed', message: '3 of 10 base samples removed as outliers' }] })], {
      warnings: [{ code: 'parse', message: 'base: <img src=x onerror=alert(1)> @octocat' }],
      run: { base: {}, head: {}, rounds: 3, warmup: 0, format: 'go', failedRuns: [{ side: 'head', round: 2, reason: 'exit status 1', exitCode: 1 }] },
    });
    const out = renderMarkdown(r);
    assert.match(out, /\*\*Warnings\*\*/);
    assert.match(out, /- base: &lt;img src=x onerror=alert\(1\)&gt; @\u200boctocat/);
    assert.match(out, /- head round 2 failed: exit status 1 \(exit 1\)/);
    assert.match(out, /- `A` \(time\): 3 of 10 base samples removed as outliers/);
    const many = report([comparison('A', 'unchanged')], { warnings: Array.from({ length: 100 }, (_, i) => ({ code: 'test', message: `warning ${i}` })) });
    assert.match(renderMarkdown(many, { maxWarnings: 10 }), /… and 90 more warnings/);
  });

  it('renders the same warning on 50 rows as one line naming them, names escaped as code', () => {
    const same = { code: 'outliers-removed', message: '3 of 10 base samples removed as outliers' };
    const names = Array.from({ length: 50 }, (_, i) => (i === 1 ? 'B|<b>x</b>' : `Bench${i}`));
    const rows = names.map((name) => comparison(name, 'unchanged', { warnings: [same] }));
    rows.push(comparison('Other', 'unchanged', { warnings: [{ code: 'outliers-removed', message: '1 of 10 base samples removed as outliers' }] }));
    const failed = (b: string) => ({ code: 'failed-benchmark', benchmark: b, message: 'head: the benchmark failed; skipped' });
    const out = unwrapped(renderMarkdown(report(rows, { warnings: [failed('X'), failed('Y'), failed('X')] })));
    const lines = out.split('\n').filter((l) => l.includes('3 of 10 base samples removed as outliers'));
    assert.deepEqual(lines, ['- `Bench0`, `B\\|<b>x</b>`, `Bench2`, `Bench3`, `Bench4` and 45 more (time): 3 of 10 base samples removed as outliers']);
    assert.match(out, /^- `Other` \(time\): 1 of 10 base samples removed as outliers$/m);
    assert.match(out, /^- head: the benchmark failed; skipped — `X` and `Y`$/m);
    assert.equal(out.split('\n').filter((l) => l.includes('the benchmark failed')).length, 1);
  });

  it('marks regressions of non-gated metrics and passes', () => {
    const r = report([comparison('A', 'regression', { metric: 'alloc-bytes', unit: 'B', gated: false })]);
    assert.equal(r.verdict, 'pass');
    const out = renderMarkdown(r);
    assert.match(out.split('\n')[1], /^### ⚠️ benchgate: 1 regression/);
    assert.match(out, /🟠 regression \(not gated\)/);
  });

  it('names the group only when there are several', () => {
    const one = renderMarkdown(report([comparison('A', 'regression', { group: 'pkg/one' }), comparison('B', 'regression', { group: 'pkg/one' })]));
    assert.doesNotMatch(one, /<sub>pkg/);
    const two = renderMarkdown(report([comparison('A', 'regression', { group: 'pkg/one' }), comparison('A', 'regression', { group: 'pkg/<two>' })]));
    assert.match(unwrapped(two), /\| `A` <sub>pkg\/one<\/sub> \|/);
    assert.match(unwrapped(two), /\| `A` <sub>pkg\/&lt;two&gt;<\/sub> \|/);
  });

  it('names the metric beside the name when a table holds several, so a phone tells the rows apart', () => {
    // One metric per table: the name alone (the metric column is one sideways scroll away).
    const one = renderMarkdown(report([comparison('A', 'regression'), comparison('B', 'regression'), comparison('C', 'unchanged', { metric: 'B/op' })]));
    assert.match(unwrapped(one), /^\| `A` \| 🔴/m);
    assert.match(unwrapped(one), /^\| `C` \| /m);
    // The same benchmark's time and B/op both changed: each name cell says which it is, the group after it.
    const two = renderMarkdown(
      report([
        comparison('A', 'regression', { group: 'pkg/one' }),
        comparison('A', 'regression', { group: 'pkg/one', metric: 'B/op', unit: 'B' }),
        comparison('B', 'unchanged', { group: 'pkg/two', metric: 'a<b>' }),
      ]),
    );
    assert.match(unwrapped(two), /^\| `A` · time <sub>pkg\/one<\/sub> \| 🔴/m);
    assert.match(unwrapped(two), /^\| `A` · B\/op <sub>pkg\/one<\/sub> \| 🔴/m);
    // The details table has one metric: its names stand alone; a metric is escaped as text.
    assert.match(unwrapped(two), /^\| `B` <sub>pkg\/two<\/sub> \| /m);
    const escaped = renderMarkdown(report([comparison('A', 'regression'), comparison('A', 'regression', { metric: 'a<b>|c' })]));
    assert.match(unwrapped(escaped), /^\| `A` · a&lt;b&gt;&#124;c \| /m);
  });

  it('says so when nothing changed', () => {
    const out = renderMarkdown(report([comparison('A', 'unchanged')]));
    assert.match(out.split('\n')[1], /^### ✅ benchgate: 1 unchanged$/);
    assert.match(out, /No benchmark changed significantly\./);
  });
});

describe('escaping hostile benchmark names', () => {
  const hostile = [
    'Bench|Pipe|Name',
    'Bench`tick``s',
    '`leading',
    'Bench<script>alert(1)</script>',
    'Bench @octocat and @org/team',
    'Bench\nnewline\r\n| fake | row |',
    'Bench #123 GH-45 owner/repo#67',
    'Bench [click](https://evil.example) ![img](x)',
    'Bench <!-- hidden --> &amp;',
    'x <!-- benchgate:default -->',
    'Bench **bold** _em_ ~~strike~~ \\',
    'Bench\u202eevil\u0007',
    'Bench https://evil.example/a www.evil.example mailto:a@b.example',
  ];
  const r = report(
    hostile.map((name) => comparison(name, 'regression', { warnings: [{ code: 'parse', message: `from output: ${name}` }] })),
    { warnings: hostile.map((h) => ({ code: 'parse', message: `from output: ${h}` })) },
  );
  const md = renderMarkdown(r);
  const rows = tableRows(md.slice(0, md.indexOf('<details>'))).slice(2);

  it('keeps every row of the table with exactly 7 cells', () => {
    assert.equal(rows.length, hostile.length);
    for (const row of rows) assert.equal(cellsOf(row).length, 7, row);
  });

  it('never lets a name open HTML, a comment, a link or a ping', () => {
    assert.doesNotMatch(md, /<script>|\]\(https/);
    assert.match(unwrapped(md), /`Bench&lt;script&gt;alert\(1\)&lt;\/script&gt;`/);
    assert.doesNotMatch(md, /@octocat/); // a bare mention would ping
    assert.doesNotMatch(md, /@org\/team/);
    assert.doesNotMatch(md, /(^|[^\u200b])#123/);
    assert.doesNotMatch(md, /GH-45/);
    assert.doesNotMatch(md, /[\u202e\u0007]/);
    // Every line outside the tables is ours: a name never starts a line.
    for (const line of md.split('\n')) assert.doesNotMatch(line, /^(\| fake|newline|Bench)/);
  });

  it('never writes a literal <!-- but its own marker, not even inside code (a forged sticky marker)', () => {
    assert.equal(md.match(/<!--/g)?.length, 1);
    assert.ok(md.startsWith('<!-- benchgate:default -->\n'));
    assert.doesNotMatch(md.slice('<!-- benchgate:default -->'.length), /benchgate:default -->/);
    assert.equal(codeSpan('x <!-- benchgate:default -->'), `\`x <${ZWSP}!-- benchgate:default -->\``);
  });

  it('never lets a URL in a name or a warning become a link', () => {
    const warnings = md.slice(md.indexOf('**Warnings**'));
    assert.match(warnings, /^- from output: Bench https:\u200b\/\/evil\.example\/a www\u200b\.evil\.example mailto:\u200ba@\u200bb\.example$/m);
    assert.doesNotMatch(unwrapped(md), /:\/\/|www\.|mailto:[^\u200b]/i);
    // The name in a row's warning is code, as in the table.
    assert.match(unwrapped(warnings), /^- `Bench\\\|Pipe\\\|Name` \(time\): from output: Bench&#124;Pipe&#124;Name$/m);
  });

  it('code spans survive backticks and pipes', () => {
    assert.equal(codeSpan('a|b'), '`a\\|b`');
    assert.equal(codeSpan('x`y``z'), '```x`y``z```');
    assert.equal(codeSpan('`a'), '`` `a ``');
    assert.equal(codeSpan('@octocat'), `\`@${ZWSP}octocat\``);
    assert.equal(codeSpan('a\nb'), '`a b`');
    assert.equal(codeSpan('a\\|b'), '`a\\\u200b\\|b`');
  });

  it('plain text turns markup into entities', () => {
    assert.equal(escapeText('<b>a|b</b>'), '&lt;b&gt;a&#124;b&lt;/b&gt;');
    assert.equal(escapeText('[x](y)'), '&#91;x&#93;(y)');
    assert.equal(escapeText('`x` *y* _z_'), '&#96;x&#96; &#42;y&#42; &#95;z&#95;');
    assert.equal(escapeText('hi @you #12'), `hi @${ZWSP}you #${ZWSP}12`);
    assert.equal(escapeText('<!-- c -->'), '&lt;!-- c --&gt;');
    assert.equal(escapeText('a\nb'), 'a b');
  });

  it("benchgate's own sentences keep their code spans (a truncation note's `report-json`)", () => {
    assert.equal(escapeTextWithCode('see `report.json` (output `report-json`)'), 'see `report.json` (output `report-json`)');
    assert.equal(escapeTextWithCode('the full report is in `/tmp/a_b|c/report.json`'), 'the full report is in `/tmp/a_b\\|c/report.json`');
    assert.equal(escapeTextWithCode('a `b'), 'a &#96;b');
  });
});

describe('the 65,536-character limit', () => {
  const regressions = Array.from({ length: 40 }, (_, i) => comparison(`BenchmarkRegressed/case=${i}`, 'regression', { deltaPct: 20 + i }));
  const unchanged = Array.from({ length: 5000 }, (_, i) => comparison(`BenchmarkUnchanged/with/a/long/sub/benchmark/path/number=${i}`, 'unchanged'));
  const big = report([...unchanged.slice(0, 2500), ...regressions, ...unchanged.slice(2500)]);

  it('truncates the details first and keeps every regression', () => {
    const raw = renderMarkdown(big);
    assert.ok(raw.length <= GITHUB_COMMENT_LIMIT, `length ${raw.length}`);
    const md = unwrapped(raw);
    for (let i = 0; i < 40; i++) assert.ok(md.includes(`\`BenchmarkRegressed/case=${i}\``), `regression ${i} kept`);
    const shown = (md.match(/BenchmarkUnchanged/g) ?? []).length;
    assert.ok(shown > 50 && shown < 5000, `shown ${shown}`);
    assert.match(md, new RegExp(`… ${5000 - shown} more rows not shown to stay within GitHub's size limit`));
    assert.match(md, /<summary>5000 unchanged \(each within ±5%\) · geomean/);
    // The rest of the report is still there after the cut.
    assert.match(md, /Machine:/);
    assert.match(md, /Mann-Whitney U on per-run values, Holm over 5040 tests/);
  });

  it('honours a smaller maxLength, dropping minor rows before regressions', () => {
    const r = report([
      ...Array.from({ length: 30 }, (_, i) => comparison(`Minor${i}`, 'minor')),
      ...Array.from({ length: 30 }, (_, i) => comparison(`Regressed${i}`, 'regression')),
    ]);
    const md = renderMarkdown(r, { maxLength: 5000 });
    assert.ok(md.length <= 5000, `length ${md.length}`);
    for (let i = 0; i < 30; i++) assert.ok(unwrapped(md).includes(`\`Regressed${i}\``), `Regressed${i} kept`);
    assert.match(md, /more rows? not shown/);
  });

  it('is fast enough for 5,000 rows', () => {
    const start = performance.now();
    renderMarkdown(big);
    assert.ok(performance.now() - start < 5000);
  });
});

describe('the job summary: 1 MiB of UTF-8 bytes', () => {
  // Three bytes a character: 20,000 rows of CJK names are far over a megabyte (1.46 MB was seen).
  const cjk = (i: number) => `基准测试_解析大型文档_${'数据处理性能'.repeat(4)}_${i}`;
  const regressions = Array.from({ length: 300 }, (_, i) => comparison(`${cjk(i)}_回归`, 'regression', { deltaPct: 20 + i / 100 }));
  const unchanged = Array.from({ length: 20_000 }, (_, i) => comparison(cjk(i), 'unchanged'));
  const big = report([...unchanged.slice(0, 10_000), ...regressions, ...unchanged.slice(10_000)]);

  it('stays within GitHub’s per-step limit in bytes with every regression in it', () => {
    const summary = renderJobSummary(big, { fullReportHint: 'the full report is in `/runner/_temp/report.json`' });
    const bytes = Buffer.byteLength(summary, 'utf8');
    assert.ok(bytes <= GITHUB_SUMMARY_LIMIT_BYTES, `${bytes} bytes`);
    assert.ok(bytes > GITHUB_SUMMARY_LIMIT_BYTES * 0.9, `${bytes} bytes: the summary uses the room it has`);
    const text = unwrapped(summary);
    for (let i = 0; i < 300; i++) assert.ok(text.includes(`\`${escapeText(`${cjk(i)}_回归`)}\``), `regression ${i} kept`);
    // The cut is said, with a real code span for the path.
    assert.match(text, /_… \d+ more rows not shown to stay within GitHub's size limit; the full report is in `\/runner\/_temp\/report\.json`\._/);
    // The old cap, 900,000 characters, let this suite's summary grow far over GitHub's byte limit.
    const byCharacters = Buffer.byteLength(renderMarkdown(big, { maxLength: 900_000 }), 'utf8');
    assert.ok(byCharacters > GITHUB_SUMMARY_LIMIT_BYTES, `${byCharacters} bytes when capped by characters`);
  });

  it('keeps regressions first even when they alone are over the byte limit', () => {
    const only = report(Array.from({ length: 5000 }, (_, i) => comparison(`${cjk(i)}_回归`, 'regression')));
    const summary = renderMarkdown(only, { maxBytes: 200_000 });
    assert.ok(Buffer.byteLength(summary, 'utf8') <= 200_000);
    assert.match(summary, /more rows not shown/);
  });
});

describe('long names', () => {
  it('are shortened for display with a stable hash of the whole name, and kept whole elsewhere', () => {
    const long = `BenchmarkGenerated/${'case'.repeat(300)}`;
    const shown = displayName(long, MARKDOWN_NAME_CHARS);
    assert.equal(Array.from(shown).length, MARKDOWN_NAME_CHARS);
    assert.match(shown, /^BenchmarkGenerated\/case.*…[0-9a-f]{6}$/);
    assert.equal(displayName(long, MARKDOWN_NAME_CHARS), shown, 'stable');
    assert.notEqual(displayName(`${long}x`, MARKDOWN_NAME_CHARS), shown, 'two long names with one beginning stay apart');
    assert.equal(displayName('short', MARKDOWN_NAME_CHARS), 'short');
    const md = unwrapped(renderMarkdown(report([comparison(long, 'regression')])));
    assert.ok(md.includes(`\`${shown}\``));
    assert.ok(!md.includes('case'.repeat(60)));
  });
});
