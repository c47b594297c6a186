// Main's history in the comment of the modes that may have no checkout (issue 23): mode: comment
// (the fork-safe workflow_run job) and mode: merge read the data branch through the REST API's git
// database — ref, commit, tree, the history/ tree, each store file's blob — of the loopback GitHub
// server (every request and response checked against GitHub's OpenAPI description), driven
// in-process through the action's I/O port. The store is written as `benchgate record` writes it
// (encodeRecord, two files); the reports are built from measured runs. No branch, a refused blob,
// a rate limit or a record of an unknown version: no history, one log line, the step goes on.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Report, type Run } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { analyseHistory } from '../src/history/detect/analyse.js';
import { historyCommentLines } from '../src/history/render/comment-section.js';
import type { HistoryRecord } from '../src/history/model.js';
import { encodeRecord, storeFilesInOrder } from '../src/history/store/lines.js';
import { readBranchFolder } from '../src/github/branch-folder.js';
import { createClient } from '../src/github/client.js';
import { pullRequestEvent } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { simulateRecords } from './support/history-records.js';
import { logLines, runActionInProcess, type ActionRun } from './support/run-action.js';
import { timeSeries } from './support/series.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_historyApiE2eToken042';
const PR = 23;
const BASE = 'a1b2c3d'.padEnd(40, '4');
const HEAD = 'f00dfeed'.padEnd(40, '5');
const DATA = 'benchgate-data';
const COMMITS = 12;

// Ten interleaved rounds: the PR makes `Scan` 20% slower in every round; `Parse` does not move.
const steady = (factor: number): Run[] => Array.from({ length: 10 }, (_, r) => ({ round: r + 1, samples: [2.4e-6 * factor * (1 + 0.002 * (r % 3))] }));
const side = (scan: number): ParseResult[] => [
  { format: 'go', series: [timeSeries('BenchmarkScan', steady(scan)), timeSeries('BenchmarkParse', steady(1))], context: {}, warnings: [] },
];

/** Main's commit i, a sha as git would print it. */
const mainSha = (i: number): string => createHash('sha1').update(`main commit ${i}`).digest('hex');

/**
 * Twelve recorded commits of main, as record writes them (runner noise: each ratio ±2%, medians
 * ±4%): commit 7 made `Scan` 12% slower, `Parse` creeps 1.6% a commit. Every three hours, the last
 * one half an hour ago, so "N hours ago" is clear of an hour's boundary while the test runs.
 */
function mainRecords(now: number): HistoryRecord[] {
  const noise = { ratioNoise: 0.01, medianNoise: 0.02, start: 2.4e-6 };
  const simulated = simulateRecords({
    seed: 1,
    commits: COMMITS,
    series: [
      { benchmark: 'BenchmarkScan', change: (i) => (i === 7 ? 1.12 : 1), ...noise },
      { benchmark: 'BenchmarkParse', change: () => 1.016, ...noise },
    ],
  });
  return simulated.map((r) => {
    const i = parseInt(r.commit, 16);
    const time = now - (COMMITS - i) * 3 * 3_600_000 - 30 * 60_000;
    return {
      ...r,
      commit: mainSha(i),
      parent: mainSha(i - 1),
      time: new Date(time).toISOString(),
      recordedAt: new Date(time + 9 * 60_000).toISOString(),
      repository: `${OWNER}/${REPO}`,
    };
  });
}

/** The data branch's files: commits 1–8 in the first store file, 9–12 in the second, the dashboard at the root. */
function branchFiles(records: HistoryRecord[]): Record<string, string> {
  const lines = (from: number, to: number) =>
    records
      .filter((r) => [...Array(to - from + 1).keys()].some((k) => r.commit === mainSha(from + k)))
      .map(encodeRecord)
      .join('\n') + '\n';
  return {
    'history/history-000001.jsonl': lines(1, 8),
    'history/history-000002.jsonl': lines(9, 12),
    'history/README.md': 'Kept by benchgate record.\n',
    'index.html': '<!doctype html><title>benchgate history</title>\n',
    'history-data.js': 'window.BENCHGATE_HISTORY = {};\n',
  };
}

/** What the workflow_run event says of the `benchmark` run that uploaded the report. */
const workflowRunEvent = (headSha: string) => ({
  action: 'completed',
  workflow_run: { id: 4711, name: 'benchmark', event: 'pull_request', status: 'completed', conclusion: 'failure', head_sha: headSha, pull_requests: [] },
  repository: { name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER } },
});

const HISTORY_LOG = /^main's history: .*$/gm;

describe("main's history in mode: comment and mode: merge, read through the REST API", () => {
  let dir: string;
  let server: GitHubServer;
  let report: Report;
  let records: HistoryRecord[];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bg-history-api-'));
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: PR, title: 'Scan twice', baseRef: 'main', baseSha: BASE, headRef: 'feature/scan', headSha: HEAD, author: 'alice' }],
    });
    report = buildReport({
      base: side(1),
      head: side(1.2),
      settings: { ...DEFAULT_STATS_SETTINGS },
      run: { base: { sha: BASE }, head: { sha: HEAD }, pullRequest: PR, repository: `${OWNER}/${REPO}`, rounds: 10, warmup: 0, format: 'go', failedRuns: [] },
    });
    assert.deepEqual(
      report.comparisons.map((c) => [c.benchmark, c.verdict]),
      [
        ['BenchmarkScan', 'regression'],
        ['BenchmarkParse', 'unchanged'],
      ],
    );
    records = mainRecords(Date.now());
    server.setBranch(DATA, branchFiles(records));
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    server.assertNoViolations();
  });

  /** mode: comment in a job that checked nothing out: only the downloaded report in its workspace. */
  async function commentJob(name: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
    const ws = path.join(dir, name);
    mkdirSync(path.join(ws, 'benchgate-report'), { recursive: true });
    writeFileSync(path.join(ws, 'benchgate-report', 'report.json'), renderJson(report));
    return runActionInProcess({
      dir,
      workspace: ws,
      token: TOKEN,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      eventName: 'workflow_run',
      event: workflowRunEvent(HEAD),
      inputs: { mode: 'comment', report: 'benchgate-report/report.json', 'comment-key': name, ...inputs },
    });
  }

  const commentOf = (key: string): string => {
    const ours = server.commentsOn(PR).filter((c) => c.body.startsWith(`<!-- benchgate:${key} -->\n`));
    assert.equal(ours.length, 1, `one comment of key ${key}`);
    return ours[0].body;
  };

  /** The history's lines of a comment: main's analysis of the records, for the report's changed rows. */
  function assertHistoryShown(r: ActionRun, body: string): void {
    const expected = historyCommentLines(analyseHistory(records, { threshold: DEFAULT_STATS_SETTINGS.threshold }), report, new Date());
    assert.ok(expected.length > 0);
    for (const line of expected) assert.ok(body.split('\n').includes(line), `the comment has the line ${JSON.stringify(line)}`);
    assert.match(body, /^\*\*On main's history\*\* \(what `benchgate record` kept of the changed rows\):$/m);
    // The step main took at commit 7, as the records measured it; nothing for the unchanged row.
    assert.match(body, new RegExp(`^- \`BenchmarkScan\` \\(time\\): main: \\+1[0-4]\\.\\d% step at ${mainSha(7).slice(0, 7)}, 1[56] hours ago$`, 'm'));
    assert.doesNotMatch(body, /^- `BenchmarkParse`/m);
    // The trend spans both store files: all twelve commits.
    assert.match(body, /^<details><summary>main's trend over 12 recorded commits: geomean of time \+\d+\.\d%<\/summary>$/m);
    assert.match(body, new RegExp(`from ${mainSha(1).slice(0, 7)} to ${mainSha(12).slice(0, 7)} `));
    assert.match(r.summary, /On main's history/, 'the job summary has it too');
    assert.deepEqual(r.stdout.match(HISTORY_LOG), [
      `main's history: ${records.length} records on the data branch ${DATA} (read through the GitHub API at ${server.git.branches.get(DATA)!.slice(0, 7)})`,
    ]);
  }

  /** The git database calls of a run: ref, commit, two trees, and the blobs of the store files only, oldest first. */
  function assertReadCalls(from: number): void {
    const git = server.exchanges.slice(from).filter((e) => e.operationId?.startsWith('git/'));
    const blobs = storeFilesInOrder(Object.keys(branchFiles(records)).map((f) => f.slice('history/'.length))).map(
      (name) => server.git.trees.get(folderTree())!.find((e) => e.path === name)!.sha,
    );
    assert.deepEqual(
      git.map((e) => `${e.operationId} ${e.status}`),
      ['git/get-ref 200', 'git/get-commit 200', 'git/get-tree 200', 'git/get-tree 200', 'git/get-blob 200', 'git/get-blob 200'],
    );
    assert.deepEqual(
      git.filter((e) => e.operationId === 'git/get-blob').map((e) => e.pathParams.file_sha),
      blobs,
    );
  }
  const folderTree = (): string => {
    const root = server.git.commits.get(server.git.branches.get(DATA)!)!.tree;
    return server.git.trees.get(root)!.find((e) => e.path === 'history')!.sha;
  };

  test("mode: comment: the comment has main's history for the changed row and the trend, read through the API", async (t) => {
    const n = server.exchanges.length;
    const r = await commentJob('history');
    assert.equal(r.code, 0, r.stdout);
    const body = commentOf('history');
    logLines(t, 'the comment', body);
    assertHistoryShown(r, body);
    assertReadCalls(n);
  });

  test('mode: merge: the same lines in the merged comment', async (t) => {
    const ws = path.join(dir, 'merge');
    mkdirSync(path.join(ws, 'shards', 'benchgate-shard-a'), { recursive: true });
    writeFileSync(path.join(ws, 'shards', 'benchgate-shard-a', 'report.json'), renderJson(report));
    const n = server.exchanges.length;
    const r = await runActionInProcess({
      dir,
      workspace: ws,
      token: TOKEN,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      event: pullRequestEvent({ owner: OWNER, repo: REPO, number: PR, base: BASE, head: HEAD, headRef: 'feature/scan', title: 'Scan twice' }),
      inputs: { mode: 'merge', reports: 'shards/*/report.json', 'comment-key': 'merged' },
    });
    assert.equal(r.code, 1, 'the merged regression fails the step, as it should');
    assert.equal(r.outputs.verdict, 'fail');
    const body = commentOf('merged');
    logLines(t, 'the merged comment', body);
    assertHistoryShown(r, body);
    assertReadCalls(n);
  });

  test('mode: merge with comment: never asks GitHub nothing, for the history either', async () => {
    const ws = path.join(dir, 'merge');
    const n = server.exchanges.length;
    const r = await runActionInProcess({
      dir,
      workspace: ws,
      token: TOKEN,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      event: pullRequestEvent({ owner: OWNER, repo: REPO, number: PR, base: BASE, head: HEAD, headRef: 'feature/scan', title: 'Scan twice' }),
      inputs: { mode: 'merge', reports: 'shards/*/report.json', comment: 'never' },
    });
    assert.equal(r.outputs.verdict, 'fail');
    assert.equal(server.exchanges.length, n);
    assert.equal(r.stdout.match(HISTORY_LOG), null);
  });

  test('no such branch: the history is silently absent from the comment, one line in the log', async () => {
    const r = await commentJob('no-branch', { 'data-branch': 'perf/nothing-here' });
    assert.equal(r.code, 0, r.stdout);
    const body = commentOf('no-branch');
    assert.match(body, /BenchmarkScan/);
    assert.doesNotMatch(body, /main's history|main's trend|On main/);
    assert.doesNotMatch(r.summary, /main's history|main's trend|On main/);
    assert.deepEqual(r.stdout.match(HISTORY_LOG), [`main's history: no data branch perf/nothing-here in ${OWNER}/${REPO} (nothing recorded yet)`]);
  });

  test('a 403 on a blob: no history, the step passes, the log says why, and the token is printed nowhere', async () => {
    server.failures.push({ operationId: 'git/get-blob', kind: 'forbidden', times: Infinity });
    try {
      const r = await commentJob('forbidden');
      assert.equal(r.code, 0, r.stdout);
      const body = commentOf('forbidden');
      assert.match(body, /BenchmarkScan/);
      assert.doesNotMatch(body, /main's history|main's trend|On main/);
      const blob = server.git.trees.get(folderTree())!.find((e) => e.path === 'history-000001.jsonl')!.sha;
      assert.deepEqual(r.stdout.match(HISTORY_LOG), [
        `main's history: not read from the data branch ${DATA} (HTTP 403 on GET /repos/${OWNER}/${REPO}/git/blobs/${blob}: Resource not accessible by integration; the job's token needs contents: read)`,
      ]);
      // Masked first; then never again, anywhere.
      assert.deepEqual(
        r.stdout.split('\n').filter((l) => l.includes(TOKEN)),
        [`::add-mask::${TOKEN}`],
      );
      for (const text of [body, r.summary, ...Object.values(r.outputs)]) assert.ok(!text.includes(TOKEN));
    } finally {
      server.failures.length = 0;
    }
  });

  test('a rate limit is not waited out: no history, the log names it and when it resets', async () => {
    server.failures.push({ operationId: 'git/get-tree', kind: 'rate-limit', times: Infinity, seconds: 3000 });
    try {
      const r = await commentJob('rate-limited');
      assert.equal(r.code, 0, r.stdout);
      assert.doesNotMatch(commentOf('rate-limited'), /main's history|main's trend|On main/);
      const lines = r.stdout.match(HISTORY_LOG) ?? [];
      assert.equal(lines.length, 1, r.stdout);
      assert.match(
        lines[0],
        new RegExp(
          `^main's history: not read from the data branch ${DATA} \\(GitHub API rate limit exceeded \\(HTTP 403\\) on GET /repos/${OWNER}/${REPO}/git/trees/[0-9a-f]{40}: resets at \\d\\d:\\d\\d:\\d\\d UTC \\(in \\d+ s\\)\\)$`,
        ),
      );
      assert.equal(server.exchanges.filter((e) => e.operationId === 'git/get-tree' && e.status === 403).length, 1, 'asked once');
    } finally {
      server.failures.length = 0;
    }
  });

  test('an API that does not answer: given up on after the request timeout, no history, the comment is still posted', async () => {
    server.failures.push({ operationId: 'git/get-commit', kind: 'hang', times: 1 });
    const ws = path.join(dir, 'hung');
    mkdirSync(path.join(ws, 'benchgate-report'), { recursive: true });
    writeFileSync(path.join(ws, 'benchgate-report', 'report.json'), renderJson(report));
    const r = await runActionInProcess({
      dir,
      workspace: ws,
      token: TOKEN,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      eventName: 'workflow_run',
      event: workflowRunEvent(HEAD),
      inputs: { mode: 'comment', report: 'benchgate-report/report.json', 'comment-key': 'hung' },
      env: { BENCHGATE_API_TIMEOUT_MS: '1000' },
    });
    assert.equal(r.code, 0, r.stdout);
    assert.doesNotMatch(commentOf('hung'), /main's history|main's trend|On main/);
    const tip = server.git.branches.get(DATA)!;
    assert.deepEqual(r.stdout.match(HISTORY_LOG), [
      `main's history: not read from the data branch ${DATA} (GitHub did not answer GET /repos/${OWNER}/${REPO}/git/commits/${tip} within 1 s)`,
    ]);
  });

  test('a store of a version this benchgate does not read: no history, the log names the file and line', async () => {
    const future = { ...JSON.parse(encodeRecord(records[0])), v: 2 };
    server.setBranch('future-data', { 'history/history-000001.jsonl': `${JSON.stringify(future)}\n` });
    const r = await commentJob('future', { 'data-branch': 'future-data' });
    assert.equal(r.code, 0, r.stdout);
    assert.doesNotMatch(commentOf('future'), /main's history|main's trend|On main/);
    assert.deepEqual(r.stdout.match(HISTORY_LOG), [
      "main's history: not read from the data branch future-data (future-data:history/history-000001.jsonl:1: a history record of version 2; this benchgate reads version 1 only: upgrade benchgate to read this store)",
    ]);
  });

  test('the reading is bounded: past the file or byte limit, the newest files are read and the oldest left out', async () => {
    const client = await createClient(TOKEN, { baseUrl: server.url, log: { debug: () => {}, warning: () => {} }, throttleId: 'history-api-limits' });
    const where = { owner: OWNER, repo: REPO, branch: DATA, folder: 'history' };
    const files = branchFiles(records);
    const all = await readBranchFolder(client, where, storeFilesInOrder, { maxFiles: 40, maxBytes: 1 << 20 });
    assert.deepEqual(
      all?.files.map((f) => [f.name, f.text]),
      [
        ['history-000001.jsonl', files['history/history-000001.jsonl']],
        ['history-000002.jsonl', files['history/history-000002.jsonl']],
      ],
    );
    assert.deepEqual(all?.left, []);
    const byCount = await readBranchFolder(client, where, storeFilesInOrder, { maxFiles: 1, maxBytes: 1 << 20 });
    assert.deepEqual(
      byCount?.files.map((f) => f.name),
      ['history-000002.jsonl'],
    );
    assert.deepEqual(byCount?.left, ['history-000001.jsonl']);
    const newest = Buffer.byteLength(files['history/history-000002.jsonl']);
    const byBytes = await readBranchFolder(client, where, storeFilesInOrder, { maxFiles: 40, maxBytes: newest + 10 });
    assert.deepEqual(
      byBytes?.files.map((f) => f.name),
      ['history-000002.jsonl'],
    );
    assert.equal(await readBranchFolder(client, { ...where, branch: 'no-such' }, storeFilesInOrder, { maxFiles: 40, maxBytes: 1 << 20 }), undefined);
  });
});
