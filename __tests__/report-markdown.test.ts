import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeSpan, escapeText } from '../src/report/escape.js';
import { GITHUB_COMMENT_LIMIT, renderMarkdown } from '../src/report/markdown.js';
import { comparison, report, side } from './report-fixtures.js';

const ZWSP = '\u200b';

/** The cells of a GFM table row, split on unescaped pipes (what GitHub's table parser does). */
function cellsOf(row: string): string[] {
  return row.replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/);
}

function tableRows(md: string): string[] {
  return md.split('\n').filter((l) => l.startsWith('|'));
}

describe('markdown report', () => {
  const sample = report([
    comparison('BenchmarkSlower20', 'regression'),
    comparison('BenchmarkFaster10', 'improvement'),
    comparison('BenchmarkSlower3', 'minor'),
    comparison('BenchmarkSame', 'unchanged'),
    comparison('BenchmarkFew', 'insufficient', { roundsNeeded: 7, p: null, pAdjusted: null }),
    comparison('BenchmarkNew', 'added'),
    comparison('BenchmarkGone', 'removed'),
  ], { run: { base: { sha: 'a1b2c3d4e5f6' }, head: { sha: 'e4f5a6b7c8d9' }, rounds: 10, warmup: 1, format: 'go', failedRuns: [] } });
  const md = renderMarkdown(sample, { key: 'perf' });

  it('starts with the sticky marker and a verdict header with counts and short SHAs', () => {
    const [marker, header] = md.split('\n');
    assert.equal(marker, '<!-- benchgate:perf -->');
    assert.match(header!, /^### ❌ benchgate: 1 regression, 1 improvement, 1 minor, 1 unchanged, 1 insufficient, 1 added, 1 removed · base `a1b2c3d` → head `e4f5a6b`$/);
  });

  it('puts only changed rows in the main table, regression first, with CI and adjusted p', () => {
    const main = md.slice(0, md.indexOf('<details>'));
    const rows = tableRows(main).slice(2);
    assert.equal(rows.length, 3);
    assert.match(rows[0]!, /`BenchmarkSlower20`/);
    assert.match(rows[0]!, /3\.07 µs ± 3%/);
    assert.match(rows[0]!, /3\.65 µs ± 3%/);
    assert.match(rows[0]!, /\*\*\+19\.0%\*\* \(\+16\.2 … \+21\.9\)/);
    assert.match(rows[0]!, /1\.1e-5 \(6\.5e-5\)/);
    assert.match(rows[0]!, /🔴 regression/);
    assert.match(rows[1]!, /`BenchmarkFaster10`.*\*\*−12\.3%\*\*.*🟢 improvement/);
    assert.match(rows[2]!, /`BenchmarkSlower3`.*\| \+3\.3% .*⚪ minor \(< 5%\)/);
    assert.doesNotMatch(main, /BenchmarkSame/);
  });

  it('collapses unchanged, insufficient, added and removed rows in <details> with the geomean', () => {
    const details = md.slice(md.indexOf('<details><summary>1 unchanged'), md.indexOf('</details>') + 10);
    assert.match(details, /<summary>1 unchanged \(each within ±5%\) · 1 insufficient · 2 added\/removed · geomean \+[\d.]+%<\/summary>/);
    assert.match(details, /`BenchmarkFew`.*needs ≥ 7 rounds/);
    // … and up front, under the header, with what to do about it.
    assert.equal(md.split('\n')[3], '> ⚠️ 1 comparison can never be significant with the runs given: each side needs at least 7 runs (rounds).');
    assert.match(details, /`BenchmarkNew` \| time \| — \| 3\.07 µs ± 3% \|.*➕ added/);
    assert.match(details, /`BenchmarkGone` \| time \| 3\.07 µs ± 3% \| — \|.*➖ removed/);
    assert.match(details, /`BenchmarkSame`.*\| ~?\+0\.2%/);
  });

  it('has a machine table and a settings line', () => {
    assert.match(md, /<details><summary>Machine: Intel\(R\) Xeon\(R\) CPU @\u200b 2\.20GHz \(same on both sides\)<\/summary>/);
    assert.match(md, /\| logical cores \(same\) \| 2 \| 2 \|/);
    assert.match(md, /\| memory \(same\) \| 8 GiB \| 8 GiB \|/);
    assert.match(md, /\| tool: goos \(same\) \| linux \| linux \|/);
    assert.match(md, /10 rounds × 2 sides, interleaved \(random order\), 1 warm-up round discarded · Mann-Whitney U on per-run values, Holm over 4 tests, α = 0\.05, threshold 5% · outliers: Tukey 1\.5×IQR inside each run \(6 of 120 samples removed\)/);
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

  it('says ± ∞ and why when a side has no CI', () => {
    const r = report([comparison('A', 'unchanged', { base: side({ n: 5, kept: 5, median: 1e-3, ci: null }) })]);
    const out = renderMarkdown(r);
    assert.match(out, /1 ms ± ∞/);
    assert.match(out, /5 or fewer samples a side has no 95% confidence interval/);
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
    assert.match(out, /- A \(time\): 3 of 10 base samples removed as outliers/);
    const many = report([comparison('A', 'unchanged')], { warnings: Array.from({ length: 100 }, (_, i) => ({ code: 'test', message: `warning ${i}` })) });
    assert.match(renderMarkdown(many, { maxWarnings: 10 }), /… and 90 more warnings/);
  });

  it('marks regressions of non-gated metrics and passes', () => {
    const r = report([comparison('A', 'regression', { metric: 'alloc-bytes', unit: 'B', gated: false })]);
    assert.equal(r.verdict, 'pass');
    const out = renderMarkdown(r);
    assert.match(out.split('\n')[1]!, /^### ⚠️ benchgate: 1 regression/);
    assert.match(out, /🟠 regression \(not gated\)/);
  });

  it('names the group only when there are several', () => {
    const one = renderMarkdown(report([comparison('A', 'regression', { group: 'pkg/one' }), comparison('B', 'regression', { group: 'pkg/one' })]));
    assert.doesNotMatch(one, /<sub>pkg/);
    const two = renderMarkdown(report([comparison('A', 'regression', { group: 'pkg/one' }), comparison('A', 'regression', { group: 'pkg/<two>' })]));
    assert.match(two, /\| `A` <sub>pkg\/one<\/sub> \|/);
    assert.match(two, /\| `A` <sub>pkg\/&lt;two&gt;<\/sub> \|/);
  });

  it('says so when nothing changed', () => {
    const out = renderMarkdown(report([comparison('A', 'unchanged')]));
    assert.match(out.split('\n')[1]!, /^### ✅ benchgate: 1 unchanged$/);
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
    'Bench **bold** _em_ ~~strike~~ \\',
    'Bench\u202eevil\u0007',
  ];
  const r = report(hostile.map((name) => comparison(name, 'regression')), { warnings: hostile.map((h) => ({ code: 'parse', message: `from output: ${h}` })) });
  const md = renderMarkdown(r);
  const rows = tableRows(md.slice(0, md.indexOf('<details>'))).slice(2);

  it('keeps every row of the table with exactly 7 cells', () => {
    assert.equal(rows.length, hostile.length);
    for (const row of rows) assert.equal(cellsOf(row).length, 7, row);
  });

  it('never lets a name open HTML, a comment, a link or a ping', () => {
    const outsideCode = md.replace(/(`+)[^`](?:.*?[^`])?\1(?!`)/g, 'CODE');
    assert.doesNotMatch(outsideCode, /<script>|<!-- hidden|\]\(https/);
    assert.match(md, /`Bench<script>alert\(1\)<\/script>`/);
    assert.doesNotMatch(md, /@octocat/); // a bare mention would ping
    assert.doesNotMatch(md, /@org\/team/);
    assert.doesNotMatch(md, /(^|[^\u200b])#123/);
    assert.doesNotMatch(md, /GH-45/);
    assert.equal(outsideCode.match(/<!--/g)?.length, 1, 'only our own marker is an HTML comment');
    assert.doesNotMatch(md, /[\u202e\u0007]/);
    // Every line outside the tables is ours: a name never starts a line.
    for (const line of md.split('\n')) assert.doesNotMatch(line, /^(\| fake|newline|Bench)/);
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
});

describe('the 65,536-character limit', () => {
  const regressions = Array.from({ length: 40 }, (_, i) => comparison(`BenchmarkRegressed/case=${i}`, 'regression', { deltaPct: 20 + i }));
  const unchanged = Array.from({ length: 5000 }, (_, i) => comparison(`BenchmarkUnchanged/with/a/long/sub/benchmark/path/number=${i}`, 'unchanged'));
  const big = report([...unchanged.slice(0, 2500), ...regressions, ...unchanged.slice(2500)]);

  it('truncates the details first and keeps every regression', () => {
    const md = renderMarkdown(big);
    assert.ok(md.length <= GITHUB_COMMENT_LIMIT, `length ${md.length}`);
    for (let i = 0; i < 40; i++) assert.ok(md.includes(`\`BenchmarkRegressed/case=${i}\``), `regression ${i} kept`);
    const shown = (md.match(/BenchmarkUnchanged/g) ?? []).length;
    assert.ok(shown > 50 && shown < 5000, `shown ${shown}`);
    assert.match(md, new RegExp(`… ${5000 - shown} more rows not shown to stay within GitHub's comment size limit`));
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
    for (let i = 0; i < 30; i++) assert.ok(md.includes(`\`Regressed${i}\``));
    assert.match(md, /more rows? not shown/);
  });

  it('is fast enough for 5,000 rows', () => {
    const start = performance.now();
    renderMarkdown(big);
    assert.ok(performance.now() - start < 5000);
  });
});
