// The report's `isolation` (docs/security.md): written to and read back from the JSON, shown in
// the markdown settings line (PR-controlled text escaped), and merged from shards as the weakest.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { IsolationInfo, Report } from '../src/model.js';
import { mergeReports } from '../src/pipeline/merge.js';
import { renderJson } from '../src/report/json.js';
import { renderMarkdown } from '../src/report/markdown.js';
import { validateReport } from '../src/report/validate.js';
import { comparison, report } from './report-fixtures.js';

const shard = (name: string, isolation?: IsolationInfo): { name: string; report: Report } => ({
  name,
  report: report([comparison(`Benchmark${name}`, 'unchanged')], isolation ? { isolation } : {}),
});

describe('report isolation', () => {
  test('round-trips through the JSON; absent stays absent; a bad mode is refused', () => {
    for (const isolation of [
      { mode: 'sandbox', mechanism: 'user namespaces' },
      { mode: 'sandbox', mechanism: 'user namespaces', otherSide: 'paused' },
      { mode: 'none', reason: 'not Linux (darwin)' },
    ] as IsolationInfo[]) {
      const r = report([comparison('BenchmarkA', 'unchanged')], { isolation });
      assert.deepEqual(validateReport(JSON.parse(renderJson(r))).isolation, isolation);
    }
    const plain = JSON.parse(renderJson(report([comparison('BenchmarkA', 'unchanged')]))) as Record<string, unknown>;
    assert.equal('isolation' in plain, false);
    assert.equal(validateReport(plain).isolation, undefined);
    assert.throws(() => validateReport({ ...plain, isolation: { mode: 'maybe' } }), /\$\.isolation\.mode/);
    assert.throws(() => validateReport({ ...plain, isolation: { mode: 'sandbox', otherSide: 'running' } }), /\$\.isolation\.otherSide/);
  });

  test('the markdown settings line says isolation: sandbox (mechanism) or none (why), escaped', () => {
    const sandboxed = renderMarkdown(report([comparison('BenchmarkA', 'unchanged')], { isolation: { mode: 'sandbox', mechanism: 'user namespaces' } }));
    assert.match(sandboxed, /· isolation: sandbox \(user namespaces\)/);
    const paused = renderMarkdown(
      report([comparison('BenchmarkA', 'unchanged')], { isolation: { mode: 'sandbox', mechanism: 'user namespaces', otherSide: 'paused' } }),
    );
    assert.match(paused, /· isolation: sandbox \(user namespaces, other side paused\)/);
    const none = renderMarkdown(
      report([comparison('BenchmarkA', 'unchanged')], { isolation: { mode: 'none', reason: 'unshare exited with 1: <b>@team</b>' } }),
    );
    assert.match(none, /isolation: none \(unshare exited with 1: /);
    assert.doesNotMatch(none, /<b>|(^|[^`])@team/);
    assert.doesNotMatch(renderMarkdown(report([comparison('BenchmarkA', 'unchanged')])), /isolation:/);
  });

  test('merged shards say the weakest: none (naming the shard) if any ran without a sandbox', () => {
    const sandbox: IsolationInfo = { mode: 'sandbox', mechanism: 'user namespaces' };
    assert.deepEqual(mergeReports([shard('A', sandbox), shard('B', sandbox)]).isolation, sandbox);
    assert.deepEqual(mergeReports([shard('A', sandbox), shard('B', { mode: 'none', reason: 'not Linux (darwin)' })]).isolation, {
      mode: 'none',
      reason: 'shard B: not Linux (darwin)',
    });
    assert.equal(mergeReports([shard('A', sandbox), shard('B')]).isolation, undefined);
    const paused: IsolationInfo = { ...sandbox, otherSide: 'paused' };
    assert.deepEqual(mergeReports([shard('A', paused), shard('B', paused)]).isolation, paused);
    assert.deepEqual(mergeReports([shard('A', paused), shard('B', sandbox)]).isolation, sandbox, 'paused only where every shard paused');
  });

  test('the network: round-trips, shown after the mechanism, merged as the weakest; a report from before it was said reads as it was', () => {
    const shared: IsolationInfo = { mode: 'sandbox', mechanism: 'user namespaces', network: 'shared' };
    const isolated: IsolationInfo = { mode: 'sandbox', mechanism: 'user namespaces', network: 'isolated' };
    for (const isolation of [shared, isolated]) {
      const r = report([comparison('BenchmarkA', 'unchanged')], { isolation });
      assert.deepEqual(validateReport(JSON.parse(renderJson(r))).isolation, isolation);
    }
    const plain = JSON.parse(renderJson(report([comparison('BenchmarkA', 'unchanged')]))) as Record<string, unknown>;
    assert.throws(() => validateReport({ ...plain, isolation: { mode: 'sandbox', network: 'host' } }), /\$\.isolation\.network/);
    assert.match(
      renderMarkdown(report([comparison('BenchmarkA', 'unchanged')], { isolation: isolated })),
      /· isolation: sandbox \(user namespaces\), network: isolated/,
    );

    const old: IsolationInfo = { mode: 'sandbox', mechanism: 'user namespaces' };
    assert.deepEqual(mergeReports([shard('A', isolated), shard('B', isolated)]).isolation, isolated);
    assert.deepEqual(mergeReports([shard('A', isolated), shard('B', shared)]).isolation, shared);
    assert.deepEqual(mergeReports([shard('A', isolated), shard('B', old)]).isolation, old);
  });
});
