// The accept label's pure parts: acceptRegressions / withdrawAcceptance on a report, how an
// accepted row and the audit trail render (markdown, terminal, JSON), what the validator takes
// back, what merge does with an accepted shard row, and what an event payload says about a label.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Acceptance, Report } from '../src/model.js';
import { acceptRegressions, hasAcceptableRegression, withdrawAcceptance } from '../src/pipeline/accept.js';
import { mergeReports } from '../src/pipeline/merge.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { renderTerminal } from '../src/report/terminal.js';
import { renderJson } from '../src/report/json.js';
import { validateReport } from '../src/report/validate.js';
import { summarize } from '../src/stats/summary.js';
import { hasLabel, labelAddedByEvent, labelNames } from '../src/github/labels.js';
import { comparison, report } from './report-fixtures.js';

const ZWSP = '\u200b';
const BY_CAROL: Acceptance = { label: 'benchgate: accept', by: 'carol', at: '2026-11-23T10:15:42Z', source: 'issue-events' };

/** A failing report: a gated regression, an ungated one, an improvement and an unchanged row. */
function failing(): Report {
  const rows = [
    comparison('BenchmarkParse', 'regression'),
    comparison('BenchmarkAlloc', 'regression', { metric: 'alloc-bytes', unit: 'B', gated: false }),
    comparison('BenchmarkEncode', 'improvement'),
    comparison('BenchmarkDecode', 'unchanged'),
  ];
  const r = report(rows);
  return { ...r, ...summarize(rows, r.settings) };
}

describe('acceptRegressions', () => {
  it('turns the gated regressions into accepted, keeps every measured figure, and the verdict passes', () => {
    const before = failing();
    assert.equal(before.verdict, 'fail');
    const after = acceptRegressions(before, BY_CAROL);
    assert.deepEqual(
      after.comparisons.map((c) => c.verdict),
      ['accepted', 'regression', 'improvement', 'unchanged'],
      'the ungated regression stays a regression: it never failed anything',
    );
    assert.equal(after.verdict, 'pass');
    assert.equal(after.summary.accepted, 1);
    assert.equal(after.summary.regression, 1);
    assert.deepEqual(after.acceptance, BY_CAROL);
    const [was, is] = [before.comparisons[0], after.comparisons[0]];
    assert.deepEqual({ ...is, verdict: 'regression' }, was, 'ratio, CI, p and the sides are as measured');
    assert.equal(before.comparisons[0].verdict, 'regression', 'the input is not modified');
    assert.equal(before.acceptance, undefined);
  });

  it('is idempotent, and a no-op (the same report, no acceptance recorded) when there is no gated regression', () => {
    const once = acceptRegressions(failing(), BY_CAROL);
    assert.deepEqual(acceptRegressions(once, { ...BY_CAROL, by: 'someone-else' }), once);
    const clean = report([comparison('BenchmarkEncode', 'improvement'), comparison('BenchmarkAlloc', 'regression', { gated: false })]);
    assert.equal(hasAcceptableRegression(clean), false);
    assert.equal(acceptRegressions(clean, BY_CAROL), clean);
  });

  it('withdrawAcceptance gives back the measured report', () => {
    const before = failing();
    const back = withdrawAcceptance(acceptRegressions(before, BY_CAROL));
    assert.deepEqual(back, before);
    assert.equal(withdrawAcceptance(before), before);
  });
});

describe('rendering an accepted regression', () => {
  const accepted = acceptRegressions(failing(), BY_CAROL);

  it('markdown: counted in the header, 🟡 in the table with its Δ, and who accepted it and when under the header, without a mention', () => {
    const md = renderMarkdown(accepted);
    const lines = md.split('\n');
    assert.equal(
      lines[1],
      '### ⚠️ benchgate: 1 regression, 1 accepted regression, 1 improvement, 1 unchanged (1 regression only in metrics that do not gate the check; gated: time, rate)',
      'the ungated regression keeps the ⚠️',
    );
    const only = renderMarkdown(acceptRegressions(report([comparison('BenchmarkParse', 'regression')]), BY_CAROL));
    assert.equal(only.split('\n')[1], '### 🟡 benchgate: 1 accepted regression');
    assert.equal(lines[3], `> 🟡 Regression accepted with the label \`benchgate: accept\`, added by @${ZWSP}carol on 2026-11-23 10:15 UTC.`);
    const row = lines.find((l) => l.includes('BenchmarkParse'))!;
    assert.match(row, /\| 🟡 accepted \| \*\*\+19\.0%\*\*/);
    // Changed rows: the gated regressions first, then ungated, then accepted, then improvements.
    const order = lines.filter((l) => /^\| `Benchmark/.test(l)).map((l) => /`(\w+)`/.exec(l)![1]);
    assert.deepEqual(order.slice(0, 3), ['BenchmarkAlloc', 'BenchmarkParse', 'BenchmarkEncode']);
  });

  it('markdown: an unknown user, several rows, and a hostile label stay inert', () => {
    const two = report([comparison('A', 'regression'), comparison('B', 'regression')]);
    const md = renderMarkdown(acceptRegressions(two, { label: 'ok`<!-- benchgate:default -->\n::error::x @admin', by: null, at: null, source: 'unknown' }));
    const line = md.split('\n')[3];
    assert.match(line, /^> 🟡 Regressions accepted with the label ``ok`<\u200b!-- benchgate:default --> ::error::x @\u200badmin``, /);
    assert.match(line, /added by an unknown user\.$/);
    assert.ok(!line.includes('<!--'), 'no comment opener the sticky-comment search could find');
    assert.ok(!line.includes('@admin'), 'no mention');
    assert.equal(md.split('\n').filter((l) => l.includes('benchgate:default')).length, 2, 'the marker line and the inert label only');
    const odd = renderMarkdown(acceptRegressions(two, { ...BY_CAROL, at: '2026-11-23T11:15:42+01:00' }));
    assert.match(odd.split('\n')[3], /on 2026-11-23T11:15:42\+01:00\.$/);
  });

  it('terminal: accepted rows and the ok line name the label', () => {
    const text = renderTerminal(accepted);
    assert.match(text, /BenchmarkParse\s+accepted \(label\)/);
    assert.match(
      text,
      /^ok: gated regressions accepted with the label "benchgate: accept", added by @carol on 2026-11-23 10:15 UTC · 1 regression, 1 accepted regression, 1 improvement, 1 unchanged/m,
    );
    const hostile = acceptRegressions(failing(), { label: 'x\n::error::boom', by: null, at: null, source: 'unknown' });
    assert.match(
      renderTerminal(hostile),
      /^ok: gated regressions accepted with the label "x\\n::error::boom", added by an unknown user · /m,
      'one line, no workflow command',
    );
  });

  it('JSON: the summary counts accepted, the acceptance is written and read back; the validator refuses what it cannot audit', () => {
    const json = JSON.parse(renderJson(accepted));
    assert.equal(json.summary.accepted, 1);
    assert.deepEqual(json.acceptance, BY_CAROL);
    const back = validateReport(json, 'report.json');
    assert.deepEqual(back.acceptance, BY_CAROL);
    assert.equal(back.verdict, 'pass');
    assert.equal(back.comparisons[0].verdict, 'accepted');

    const without = { ...json, acceptance: undefined };
    assert.throws(() => validateReport(without, 'r.json'), /r\.json: \$\.comparisons\[0\]\.verdict: is accepted, but the report has no \$\.acceptance/);
    const ungated = structuredClone(json);
    ungated.comparisons[0].gated = false;
    assert.throws(() => validateReport(ungated, 'r.json'), /only a gated regression can be accepted/);
    assert.throws(() => validateReport({ ...json, acceptance: { ...BY_CAROL, by: '@carol <b>' } }, 'r.json'), /\$\.acceptance\.by: expected a GitHub login/);
    assert.throws(() => validateReport({ ...json, acceptance: { ...BY_CAROL, at: 'yesterday' } }, 'r.json'), /\$\.acceptance\.at: expected an ISO 8601/);
    assert.throws(
      () => validateReport({ ...json, acceptance: { ...BY_CAROL, source: 'trust-me' } }, 'r.json'),
      /\$\.acceptance\.source: expected one of event, issue-events, unknown/,
    );
    assert.deepEqual(validateReport({ ...json, acceptance: { ...BY_CAROL, by: 'dependabot[bot]', at: null } }).acceptance?.by, 'dependabot[bot]');
    // Version 1 had no accept label.
    const v1 = { ...json, version: 1 };
    assert.throws(
      () => validateReport(v1, 'old.json'),
      /verdict: expected one of regression, improvement, minor, unchanged, insufficient, added, removed, got "accepted"/,
    );
  });

  it('merge decides an accepted shard row again as the regression it measured', () => {
    const merged = mergeReports([
      { name: 'a', report: accepted },
      { name: 'b', report: report([comparison('BenchmarkOther', 'unchanged')]) },
    ]);
    assert.equal(merged.comparisons.find((c) => c.benchmark === 'BenchmarkParse')?.verdict, 'regression');
    assert.equal(merged.acceptance, undefined);
    assert.equal(merged.verdict, 'fail');
  });
});

describe('labels in an event payload', () => {
  const labeled = {
    action: 'labeled',
    label: { name: 'Benchgate: Accept' },
    sender: { login: 'dave' },
    pull_request: { number: 7, labels: [{ name: 'perf' }, { name: 'Benchgate: Accept' }], updated_at: '2026-11-23T09:00:00Z' },
  };

  it('finds a label case-insensitively, as GitHub matches them', () => {
    assert.deepEqual(labelNames(labeled.pull_request.labels), ['perf', 'Benchgate: Accept']);
    assert.ok(hasLabel(labeled.pull_request.labels, 'benchgate: accept'));
    assert.ok(!hasLabel(labeled.pull_request.labels, 'benchgate: accept later'));
    assert.ok(!hasLabel(undefined, 'perf'));
    assert.ok(!hasLabel([{ name: 7 }, null, 'x'], 'perf'));
  });

  it('a labeled event of the label names its sender and the time of the event', () => {
    assert.deepEqual(labelAddedByEvent('pull_request', labeled, 'benchgate: accept'), { by: 'dave', at: '2026-11-23T09:00:00Z' });
    assert.equal(labelAddedByEvent('pull_request', { ...labeled, label: { name: 'perf' } }, 'benchgate: accept'), undefined, 'another label');
    assert.equal(labelAddedByEvent('pull_request', { ...labeled, action: 'synchronize' }, 'benchgate: accept'), undefined);
    assert.equal(labelAddedByEvent('workflow_run', labeled, 'benchgate: accept'), undefined);
    assert.equal(labelAddedByEvent('pull_request', { ...labeled, sender: {} }, 'benchgate: accept'), undefined);
  });
});
