// Never an all-clear over undecided rows (issue 19, item 2): a pass with gated rows the data could
// not decide reads ❔ "no regression found, N undecided" in the comment's header, the one-line update
// of `comment: on-change|on-regression`, the job summary and the CLI's last line — one decision
// (src/report/headline.ts) that every renderer shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headline } from '../src/report/headline.js';
import { renderJobSummary, renderMarkdown } from '../src/report/markdown.js';
import { renderStatusNote } from '../src/report/status-note.js';
import { renderTerminal } from '../src/report/terminal.js';
import type { Report } from '../src/model.js';
import { comparison, report } from './report-fixtures.js';

const run = { base: { sha: 'a1b2c3d4e5f6' }, head: { sha: 'e4f5a6b7c8d9' }, rounds: 20, warmup: 1, format: 'go', failedRuns: [] };

/** The pull request after its fix: 10 unchanged and 2 gated rows undecided, one a 2× slowdown. */
function undecidedReport(): Report {
  const rows = Array.from({ length: 10 }, (_, i) => comparison(`BenchmarkSame${i}`, 'unchanged'));
  rows.push(
    comparison('BenchmarkScan', 'inconclusive', { ratio: 1.568, ratioCI: [1.321, 1.777], deltaPct: 56.8, p: 0.0004, pAdjusted: 0.06, roundsNeeded: 24 }),
    comparison('BenchmarkFew', 'insufficient', { p: null, pAdjusted: null, roundsNeeded: 7 }),
  );
  return report(rows, { run });
}

const headerOf = (md: string): string => md.split('\n')[1];
const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1)!;

describe('the headline of a pass over undecided gated rows', () => {
  const r = undecidedReport();

  it('is its own kind, with the undecided rows counted; the verdict stays pass', () => {
    assert.equal(r.verdict, 'pass');
    const h = headline(r);
    assert.equal(h.kind, 'undecided');
    assert.equal(h.mark, '❔');
    assert.equal(h.verdict, 'pass');
    assert.deepEqual(
      h.undecided.map((c) => c.benchmark),
      ['BenchmarkScan', 'BenchmarkFew'],
    );
    assert.equal(h.status, 'no regression found, 2 undecided');
  });

  it('the comment header and the job summary: ❔ and the count, never ✅', () => {
    for (const md of [renderMarkdown(r), renderJobSummary(r)]) {
      assert.equal(
        headerOf(md),
        '### ❔ benchgate: no regression found, 2 undecided · 10 unchanged, 1 inconclusive, 1 insufficient · base `a1b2c3d` → head `e4f5a6b`',
      );
      assert.doesNotMatch(md, /✅/);
    }
  });

  it("the CLI's last line: not an all-clear", () => {
    assert.match(
      lastLine(renderTerminal(r)),
      /^ok, undecided: no regression found, 2 undecided on gated metrics \(time, rate\): not an all-clear, more rounds would decide them · 10 unchanged, 1 inconclusive, 1 insufficient · geomean/,
    );
  });

  it('the one-line update of comment: on-regression names the undecided rows, with how far they could be', () => {
    const note = renderStatusNote(r, { key: 'perf', mode: 'on-regression' });
    const lines = note.split('\n');
    assert.equal(lines[0], '<!-- benchgate:perf -->');
    assert.equal(lines[1], '### ❔ benchgate: no regression found, 2 undecided at `e4f5a6b`');
    assert.match(note, /^12 comparisons: 10 unchanged, 1 inconclusive, 1 insufficient \(`comment: on-regression`\)/m);
    assert.match(note, /^- `BenchmarkScan` \(time\): inconclusive: up to \+77\.7%; needs (~|&#126;)24 rounds$/m);
    assert.match(note, /^- `BenchmarkFew` \(time\): insufficient/m);
    assert.doesNotMatch(note, /✅/);
  });

  it('an ungated undecided row is not the check: ⚠️, and the gated rows decide ✅ otherwise', () => {
    const ungated = report([comparison('A', 'unchanged'), comparison('B', 'inconclusive', { metric: 'alloc-bytes', unit: 'B', gated: false })], { run });
    assert.equal(headline(ungated).kind, 'attention');
    assert.match(headerOf(renderMarkdown(ungated)), /^### ⚠️ benchgate: 1 unchanged, 1 inconclusive/);
    const clear = report([comparison('A', 'unchanged')], { run });
    assert.equal(headerOf(renderStatusNote(clear, { key: 'k', mode: 'on-regression' })), '### ✅ benchgate: no regressions at `e4f5a6b`');
    assert.equal(headerOf(renderStatusNote(clear, { key: 'k', mode: 'on-change' })), '### ✅ benchgate: no changes at `e4f5a6b`');
  });

  it('fail-on-inconclusive: the check fails on the undecided rows, and every renderer says fail', () => {
    const failing: Report = { ...undecidedReport(), verdict: 'fail', settings: { ...r.settings, failOnInconclusive: true } };
    const h = headline(failing);
    assert.equal(h.kind, 'fail');
    assert.equal(h.status, '2 undecided (fail-on-inconclusive)');
    assert.match(headerOf(renderMarkdown(failing)), /^### ❌ benchgate: 10 unchanged, 1 inconclusive, 1 insufficient/);
    assert.match(lastLine(renderTerminal(failing)), /^FAIL: 2 undecided \(fail-on-inconclusive\) · /);
  });

  it('all renderers agree on the mark for every kind of report', () => {
    const cases: Report[] = [
      report([comparison('A', 'regression')], { run }),
      undecidedReport(),
      report([comparison('A', 'regression', { metric: 'alloc-bytes', unit: 'B', gated: false })], { run }),
      report([comparison('A', 'accepted')], { run }),
      report([comparison('A', 'unchanged'), comparison('B', 'minor')], { run }),
    ];
    const terminalWord = { fail: /^FAIL: /, undecided: /^ok, undecided: /, attention: /^ok: /, accepted: /^ok: gated regressions accepted/, pass: /^ok: / };
    assert.deepEqual(
      cases.map((c) => headline(c).kind),
      ['fail', 'undecided', 'attention', 'accepted', 'pass'],
    );
    for (const c of cases) {
      const h = headline(c);
      assert.ok(headerOf(renderMarkdown(c)).startsWith(`### ${h.mark} benchgate: `), h.kind);
      assert.ok(headerOf(renderStatusNote(c, { key: 'k', mode: 'on-regression' })).startsWith(`### ${h.mark} benchgate: ${h.status}`), h.kind);
      assert.match(lastLine(renderTerminal(c)), terminalWord[h.kind], h.kind);
    }
  });
});
