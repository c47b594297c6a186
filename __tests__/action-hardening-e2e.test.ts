// The action (in-process, through its I/O port) against inputs an attacker or a careless user gives it (issue 21): a merge
// job whose shard names a pull request the triggering run was not about, a rules file with
// thousands of problems, a significance level too small to work. Each ends in a refusal or one
// clear error, in bounded output, with nothing written to a pull request it should not touch.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type ParseResult } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { pullRequestEvent } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { annotations, runActionInProcess } from './support/run-action.js';
import { timeSeries } from './support/series.js';
import { git, twoCommitRepo } from './runner-fixtures.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_hardeningWriteToken01';
const SHA = { base: 'a'.repeat(40), shard: 'b'.repeat(40), other: 'c'.repeat(40) };

/** A shard's report as `mode: run` writes it: head `headSha`, naming pull request `pr`. */
function shardReport(headSha: string, pr: number): string {
  const side = (factor: number): ParseResult[] => [
    {
      format: 'json',
      series: [
        timeSeries(
          'BenchmarkParse',
          [1, 2, 3, 4, 5, 6].map((round) => ({ round, samples: [factor * (1 + round / 1000)] })),
        ),
      ],
      context: {},
      warnings: [],
    },
  ];
  const report = buildReport({
    base: side(1),
    head: side(2),
    settings: DEFAULT_STATS_SETTINGS,
    run: {
      base: { sha: SHA.base },
      head: { sha: headSha },
      pullRequest: pr,
      repository: `${OWNER}/${REPO}`,
      rounds: 6,
      warmup: 0,
      format: 'json',
      failedRuns: [],
    },
  });
  return renderJson(report);
}

/** What GitHub sends a `workflow_run` workflow when the pull_request workflow completed on `headSha`. */
const workflowRunEvent = (headSha: string) => ({
  action: 'completed',
  workflow_run: { id: 31337, name: 'benchmark', event: 'pull_request', status: 'completed', conclusion: 'success', head_sha: headSha, pull_requests: [] },
  repository: { name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER } },
});

describe('the action refuses what it must not do', () => {
  let tmp: string;
  let server: GitHubServer;

  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-hardening-'));
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [
        // Someone else's pull request, at another commit than anything the shards measured.
        { number: 123, title: 'Unrelated', baseRef: 'main', baseSha: SHA.base, headRef: 'other', headSha: SHA.other, author: 'bob' },
        { number: 7, title: 'Faster parse', baseRef: 'main', baseSha: SHA.base, headRef: 'parse', headSha: SHA.shard, author: 'alice' },
      ],
    });
  });
  after(async () => {
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
    server.assertNoViolations();
  });

  const merge = (shardPr: number, runHead: string) => {
    const dir = mkdtempSync(path.join(tmp, 'merge-'));
    mkdirSync(path.join(dir, 'shards', 'one'), { recursive: true });
    writeFileSync(path.join(dir, 'shards', 'one', 'report.json'), shardReport(SHA.shard, shardPr));
    return runActionInProcess({
      dir,
      workspace: dir,
      inputs: { mode: 'merge', reports: 'shards/*/report.json' },
      token: TOKEN,
      eventName: 'workflow_run',
      event: workflowRunEvent(runHead),
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
    });
  };

  test('mode: merge on workflow_run: a shard naming PR #123, whose head is not the run’s nor the shard’s, is refused; nothing is written', async () => {
    const r = await merge(123, SHA.other);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'error');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /says it measured bbbbbbbbbbbb, but the workflow run that produced it ran on cccccccccccc: refusing to comment/);
    // The run's head agrees with the shard, but PR #123 is elsewhere: refused through the API.
    const r2 = await merge(123, SHA.shard);
    assert.equal(r2.code, 1, r2.stdout + r2.stderr);
    assert.match(
      annotations(r2.stdout, 'error')[0] ?? '',
      /pull request #123's head is cccccccccccc, but the report measured bbbbbbbbbbbb: refusing to comment/,
    );
    assert.equal(server.commentsOn(123).length, 0, 'no comment on the unrelated pull request');
    assert.equal(server.exchanges.filter((e) => e.method !== 'GET').length, 0, 'nothing written');
  });

  test('mode: merge on workflow_run: the shards of the run’s own pull request are merged and commented', async () => {
    const r = await merge(7, SHA.shard);
    assert.equal(r.code, 1, r.stdout + r.stderr); // a 2× slowdown: the gate fails
    assert.equal(r.outputs.verdict, 'fail');
    assert.equal(server.commentsOn(7).length, 1);
  });

  test('a rules file with 10,000 misspelt keys: a tool error whose job summary lists the first problems and the count', async () => {
    const rules = `rules:\n${Array.from({ length: 10000 }, (_, i) => `  - match: Benchmark${i}\n    treshold: 5%\n`).join('')}`;
    const fx = twoCommitRepo({ '.github/benchgate.yml': rules, 'bench.sh': 'echo BenchmarkA 1 100 ns/op\n' }, { CHANGES: 'x\n' });
    try {
      const base = git(fx.repo, 'rev-parse', 'main');
      const head = git(fx.repo, 'rev-parse', 'HEAD');
      const r = await runActionInProcess({
        dir: mkdtempSync(path.join(tmp, 'rules-')),
        workspace: fx.repo,
        inputs: { run: 'bash bench.sh', rounds: '2', comment: 'never' },
        token: TOKEN,
        event: pullRequestEvent({ owner: OWNER, repo: REPO, number: 7, base, head, headRef: 'feature', title: 't' }),
        apiUrl: server.url,
        repository: `${OWNER}/${REPO}`,
      });
      assert.equal(r.code, 1, r.stderr);
      assert.equal(r.outputs.verdict, 'error');
      assert.match(r.summary, /\.github\/benchgate\.yml: the rules file is not valid \(20000 problems\):/);
      assert.match(r.summary, /… and 19980 more problems/);
      assert.ok(r.summary.length < 20_000, `the job summary has ${r.summary.length} characters`);
      assert.ok(annotations(r.stdout, 'error')[0].length < 20_000);
    } finally {
      fx.cleanup();
    }
  });

  test('alpha 5e-324: refused as an input in one line, before anything runs', async () => {
    const dir = mkdtempSync(path.join(tmp, 'alpha-'));
    const r = await runActionInProcess({
      dir,
      workspace: dir,
      inputs: { run: 'true', alpha: '5e-324' },
      token: TOKEN,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
    });
    assert.equal(r.code, 1);
    assert.equal(r.outputs.verdict, 'error');
    const errors = annotations(r.stdout, 'error');
    assert.deepEqual(errors, [
      '::error::benchgate: invalid input: alpha "5e-324" is too small to work (the smallest accepted is 1e-300: below it, a level shared among the tests and looks rounds to 0); use 0.05, 0.01 or 0.001',
    ]);
  });
});
