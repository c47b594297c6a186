// mode: merge and mode: comment of the action (in-process, through its I/O port), end to end against the loopback GitHub
// server (requests and responses checked against GitHub's OpenAPI description). The shard reports
// are real: `mode: run` benchmarks a real Go package on a real git repository, one shard per
// benchmark, and the merge job combines them into one comment. Then the fork-safe half: a
// `workflow_run` job posts a report — a valid one once (one sticky comment), tampered ones never.
//
// The gate is on counts the benchmarks report (b.ReportMetric: comparisons and probes per op),
// which do not depend on the load of this shared machine; times are measured and reported too.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { commit, git, initSource, publishOrigin } from './support/e2e-git.js';
import { GO_INPUT, goCountingSort, goSortBenchmark } from './support/go-widgets.js';
import { pullRequestEvent as pullRequestEventOf } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { annotations, logLines, runActionInProcess, type ActionRun } from './support/run-action.js';
import { needs } from './support/harness.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_modesE2eWriteToken001';
const PR = 7;
const OUT = path.join(os.tmpdir(), 'benchgate-e2e');

const WIDGETS = (copies: number) => `package widgets

import "sort"

// Comparisons and Probes count work: the benchmarks report them per op (deterministic).
var Comparisons, Probes int

${goCountingSort(copies)}
// Lookup is a binary search.
func Lookup(xs []int, v int) int {
	lo, hi := 0, len(xs)
	for lo < hi {
		Probes++
		mid := (lo + hi) / 2
		if xs[mid] < v {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
`;

const WIDGETS_TEST = `package widgets

import "testing"

${GO_INPUT}
${goSortBenchmark(400)}

func BenchmarkLookup(b *testing.B) {
	xs := make([]int, 1024)
	for i := range xs {
		xs[i] = 2 * i
	}
	Probes = 0
	for i := 0; i < b.N; i++ {
		Lookup(xs, i%2048)
	}
	b.ReportMetric(float64(Probes)/float64(b.N), "probes/op")
}
`;

/** The PR, from alice's fork. */
const pullRequestEvent = (number: number, base: string, head: string) =>
  pullRequestEventOf({ owner: OWNER, repo: REPO, number, base, head, headRef: 'feature/sort', title: 'Sort three times', forkOwner: 'alice' });

/** What GitHub sends a `workflow_run` workflow when the pull_request workflow completed. */
function workflowRunEvent(headSha: string) {
  return {
    action: 'completed',
    workflow_run: {
      id: 31337,
      name: 'benchmark',
      event: 'pull_request',
      status: 'completed',
      conclusion: 'failure',
      head_sha: headSha,
      head_branch: 'feature/sort',
      pull_requests: [],
    },
    repository: { name: REPO, full_name: `${OWNER}/${REPO}`, owner: { login: OWNER } },
  };
}

/** The text of a body outside its code spans (inside one, markup is shown, not interpreted). */
const outsideCode = (body: string): string => body.replace(/(`+)[\s\S]*?\1/g, '');

describe('mode: merge and mode: comment of the action, end to end', needs('go'), () => {
  let tmp: string;
  let server: GitHubServer;
  let ws: string;
  let base: string;
  let head: string;
  let shardsDir: string;

  const action = (opts: { inputs: Record<string, string>; event: unknown; eventName: string; workspace?: string }): Promise<ActionRun> =>
    runActionInProcess({ dir: tmp, workspace: opts.workspace ?? ws, token: TOKEN, apiUrl: server.url, repository: `${OWNER}/${REPO}`, ...opts });

  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-modes-e2e-'));
    const src = initSource(tmp);
    base = commit(src, { 'go.mod': 'module example.com/widgets\n\ngo 1.21\n', 'widgets.go': WIDGETS(1), 'widgets_test.go': WIDGETS_TEST }, 'base');
    git(src, 'checkout', '-q', '-b', 'feature/sort');
    head = commit(src, { 'widgets.go': WIDGETS(3) }, 'sort three times');
    const origin = publishOrigin(tmp, src);
    ws = path.join(tmp, 'workspace');
    git(tmp, 'clone', '-q', '--no-checkout', origin, ws);
    git(ws, 'checkout', '-q', '--detach', head);
    shardsDir = path.join(tmp, 'merge-job', 'shards');
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: PR, title: 'Sort three times', baseRef: 'main', baseSha: base, headRef: 'feature/sort', headSha: head, author: 'alice' }],
    });
  });
  after(async () => {
    await server.close();
    if (process.env.BENCHGATE_E2E_KEEP) console.error(`e2e files kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
    assert.deepEqual(server.violations, [], "every request and response matched GitHub's OpenAPI description");
  });

  test('two real shards (mode: run, one benchmark each) merge into one comment that fails the check', async (t) => {
    // The matrix: each shard measures one benchmark, does not comment, does not gate.
    for (const shard of ['Sort', 'Lookup']) {
      const r = await action({
        inputs: {
          setup: 'go test -c -o bench.test .',
          run: `./bench.test -test.run='^$' -test.bench='^Benchmark${shard}$' -test.benchtime=200x -test.count=2`,
          // v2: the run is the unit; 5 runs a side is the fewest a rank test can call (2/C(10,5) < α/3).
          rounds: '5',
          warmup: '0',
          timeout: '2',
          // The deprecated name of `gate` still works (with a warning).
          metrics: 'cmps/op,probes/op',
          comment: 'false',
          'fail-on-regression': 'false',
        },
        event: pullRequestEvent(PR, base, head),
        eventName: 'pull_request',
      });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.match(r.stdout, /^::warning::input 'metrics' is deprecated: use 'gate' \(same meaning\)$/m);
      assert.match(r.outputs.verdict ?? '', /^(pass|fail)$/);
      // actions/download-artifact with `pattern:` puts each artifact in a folder named after it.
      const dest = path.join(shardsDir, `benchgate-shard-${shard.toLowerCase()}`, 'report.json');
      mkdirSync(path.dirname(dest), { recursive: true });
      copyFileSync(r.outputs['report-json'], dest);
    }
    assert.equal(server.commentsOn(PR).length, 0, 'the shards did not comment');

    const r = await action({
      // No stats inputs: the merge uses the shards' settings (gated metrics cmps/op, probes/op).
      inputs: { mode: 'merge', reports: 'shards/*/report.json' },
      event: pullRequestEvent(PR, base, head),
      eventName: 'pull_request',
      workspace: path.dirname(shardsDir),
    });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'fail');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /significant regression.*BenchmarkSort(-\d+)? cmps\/op \+200\.0%25/);

    const comments = server.commentsOn(PR);
    assert.equal(comments.length, 1, 'one comment for all shards');
    const body = comments[0].body;
    assert.equal(body, r.outputs.markdown);
    assert.equal(r.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comments[0].id}`);
    assert.ok(body.startsWith('<!-- benchgate:default -->\n### ❌ benchgate: '), body.slice(0, 80));
    assert.match(
      body.replace(/<wbr>/g, '').replace(/<code>(.*?)<\/code>/g, '`$1`'),
      /\| `BenchmarkSort(-\d+)?`( · cmps\/op)? \| 🔴 regression( · [^|]*)? \| \*\*\+200\.0%\*\* .* \| cmps\/op \| /,
    );
    assert.match(body, /\| shard benchgate-shard-sort: CPU model/);
    assert.match(body, /\| shard benchgate-shard-lookup: CPU model/);
    assert.match(body, /<summary>Machine: 2 shards on /);

    const merged = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
    type Row = { benchmark: string; metric: string; verdict: string; p: number | null; pAdjusted: number | null; base: { n: number; units: number } };
    assert.deepEqual(
      merged.shards.map((s: { name: string }) => s.name),
      ['benchgate-shard-lookup', 'benchgate-shard-sort'],
    );
    assert.equal(merged.run.head.sha, head);
    assert.equal(merged.run.pullRequest, PR);
    const rows = merged.comparisons as Row[];
    assert.deepEqual(rows.map((c) => `${c.benchmark.replace(/-\d+$/, '')} ${c.metric}`).sort(), [
      'BenchmarkLookup probes/op',
      'BenchmarkLookup time',
      'BenchmarkSort cmps/op',
      'BenchmarkSort time',
    ]);
    const cmps = rows.find((c) => c.metric === 'cmps/op')!;
    assert.equal(cmps.verdict, 'regression');
    assert.equal(cmps.base.n, 10, '5 rounds × 2 counts');
    assert.equal(cmps.base.units, 5, 'one unit per run');
    assert.equal(rows.find((c) => c.metric === 'probes/op')!.verdict, 'unchanged', 'the same search does the same probes');
    // Holm over the merged family: the smallest p is multiplied by the number of tests of all shards.
    // A row whose pooled values are all equal (probes/op: the same search) is not in the family (Tarone).
    const tested = rows.filter((c) => c.p !== null && !(c as Row & { mannWhitney: { constant: boolean } }).mannWhitney.constant);
    assert.equal(tested.length, 3);
    const smallest = tested.reduce((a, b) => (a.p! <= b.p! ? a : b));
    assert.ok(Math.abs(smallest.pAdjusted! - Math.min(1, tested.length * smallest.p!)) < 1e-12);
    assert.match(body, new RegExp(`Holm over ${tested.length} tests`));

    logLines(t, 'merged PR comment body (mode: merge, two real shards)', body);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'merged-comment.md'), body);
    t.diagnostic(`(also written to ${path.join(OUT, 'merged-comment.md')})`);
  });

  test('a benchmark in two shards: refused naming both shards; the comment says so instead of the stale verdict', async () => {
    const dup = path.join(shardsDir, 'benchgate-shard-sort-again', 'report.json');
    mkdirSync(path.dirname(dup), { recursive: true });
    copyFileSync(path.join(shardsDir, 'benchgate-shard-sort', 'report.json'), dup);
    const before = server.commentsOn(PR).map((c) => c.updatedAt + c.body);
    try {
      const r = await action({
        inputs: { mode: 'merge', reports: 'shards/*/report.json' },
        event: pullRequestEvent(PR, base, head),
        eventName: 'pull_request',
        workspace: path.dirname(shardsDir),
      });
      assert.equal(r.code, 1);
      assert.equal(r.outputs.verdict, 'error');
      const errors = annotations(r.stdout, 'error');
      assert.equal(errors.length, 1, r.stdout);
      assert.match(
        errors[0],
        /BenchmarkSort(-\d+)? \((time|cmps\/op)\) is in shard benchgate-shard-sort-again and in shard benchgate-shard-sort: each shard must run a different part/,
      );
      // The same comment (no second one), now a tool-error note: the merged "fail" it had is not this run's.
      const comments = server.commentsOn(PR);
      assert.equal(comments.length, before.length);
      assert.ok(comments[0].body.startsWith(`<!-- benchgate:default -->\n### ⚠️ benchgate: tool error at \`${head.slice(0, 7)}\``), comments[0].body);
      assert.match(comments[0].body, /is in shard benchgate-shard-sort-again and in shard benchgate-shard-sort.*, see the job summary/);
    } finally {
      rmSync(path.dirname(dup), { recursive: true, force: true });
    }
  });

  describe('mode: comment (workflow_run, no checkout)', () => {
    let jobDir: string;
    let report: Record<string, any>;
    const KEY = 'fork-safe';
    const ours = () => server.commentsOn(PR).filter((c) => c.body.startsWith(`<!-- benchgate:${KEY} -->`));

    before(() => {
      // The comment job's workspace: only the downloaded artifact, no repository at all.
      jobDir = mkdtempSync(path.join(tmp, 'comment-job-'));
      report = JSON.parse(readFileSync(path.join(shardsDir, 'benchgate-shard-sort', 'report.json'), 'utf8'));
    });

    const post = async (data: unknown, eventHead = head, raw?: string): Promise<ActionRun> => {
      const dir = mkdtempSync(path.join(jobDir, 'artifact-'));
      writeFileSync(path.join(dir, 'report.json'), raw ?? JSON.stringify(data));
      return action({
        inputs: { mode: 'comment', report: `${path.basename(dir)}/report.json`, 'comment-key': KEY },
        event: workflowRunEvent(eventHead),
        eventName: 'workflow_run',
        workspace: jobDir,
      });
    };

    test('a valid report is posted as exactly one sticky comment (created, then updated), after checking the PR head', async () => {
      const n = server.exchanges.length;
      const first = await post(report);
      assert.equal(first.code, 0, first.stdout + first.stderr);
      assert.deepEqual(annotations(first.stdout, 'error'), []);
      assert.equal(first.outputs.verdict, 'fail', 'the verdict of the measured run, reported, not gated here');
      const calls = server.exchanges.slice(n).map((e) => `${e.operationId} ${e.status}`);
      assert.ok(calls.indexOf('pulls/get 200') >= 0 && calls.indexOf('pulls/get 200') < calls.indexOf('issues/create-comment 201'), calls.join(', '));
      assert.equal(ours().length, 1);
      const again = await post(report);
      assert.equal(again.code, 0, again.stdout + again.stderr);
      assert.equal(ours().length, 1, 'the same comment, never two');
      assert.match(ours()[0].body, /BenchmarkSort/);
      assert.equal(again.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${ours()[0].id}`);
      mkdirSync(OUT, { recursive: true });
      writeFileSync(path.join(OUT, 'fork-safe-comment.md'), ours()[0].body);
    });

    test('a head SHA that is not the PR head is refused after asking GitHub; nothing is written', async () => {
      const tampered = structuredClone(report);
      tampered.run.head.sha = base; // a real commit, but not what the PR is at
      const n = server.exchanges.length;
      const before = ours().map((c) => c.updatedAt);
      const r = await post(tampered, base);
      assert.equal(r.code, 1);
      assert.equal(r.outputs.verdict, 'error');
      const errors = annotations(r.stdout, 'error');
      assert.equal(errors.length, 1, r.stdout);
      assert.match(
        errors[0],
        new RegExp(`pull request #${PR}'s head is ${head.slice(0, 12)}, but the report measured ${base.slice(0, 12)}: refusing to comment`),
      );
      assert.deepEqual(
        server.exchanges.slice(n).map((e) => e.operationId),
        ['pulls/get'],
      );
      assert.deepEqual(
        ours().map((c) => c.updatedAt),
        before,
      );
    });

    test('a report that is not from the workflow run that uploaded it is refused before any API call', async () => {
      const n = server.exchanges.length;
      const r = await post(report, base);
      assert.equal(r.code, 1);
      assert.match(annotations(r.stdout, 'error')[0] ?? '', /the workflow run that produced it ran on .*refusing to comment/);
      assert.equal(server.exchanges.length, n);
    });

    test('script, @mention and | in a benchmark name, a CPU model and a warning are escaped again when rendered', async (t) => {
      const evil = structuredClone(report);
      const NAME = '<script>alert(1)</script> @octocat | x';
      evil.comparisons[0].benchmark = NAME;
      evil.machine.head.cpuModel = '<img src=x onerror=alert(1)> @octocat';
      evil.warnings.push({ code: 'parse', message: '<script>steal()</script> cc @octocat #1 | [link](https://evil.example)' });
      const r = await post(evil);
      assert.equal(r.code, 0, r.stdout + r.stderr);
      const body = ours()[0].body;
      logLines(t, 'comment body of the tampered-names report', body);
      writeFileSync(path.join(OUT, 'tampered-names-comment.md'), body);
      const outside = outsideCode(body);
      assert.doesNotMatch(outside, /<script|<img|\]\(http/i, 'no live HTML or links outside code spans');
      assert.doesNotMatch(body, /@octocat/, 'mentions are broken everywhere');
      assert.match(body, /@\u200boctocat/);
      assert.match(body, /&lt;script&gt;steal\(\)&lt;\/script&gt;/);
      const row = body.split('\n').find((l) => l.includes('alert(1)') && l.startsWith('| '))!;
      assert.ok(row, 'the row is there');
      assert.equal(row.replace(/\\\|/g, '').split('|').length - 1, 8, `the table row keeps its 7 cells: ${row}`);
    });

    test('a 10 MB string and an unknown version are rejected with the JSON path; no API call', async () => {
      const n = server.exchanges.length;
      const huge = structuredClone(report);
      huge.comparisons[0].benchmark = 'x'.repeat(10 * 1024 * 1024);
      const big = await post(null, head, JSON.stringify(huge));
      assert.equal(big.code, 1);
      assert.match(annotations(big.stdout, 'error')[0] ?? '', /report\.json: \d+ bytes, larger than the 10485760 bytes \(10 MB\) a report may have/);

      const v3 = await post({ ...report, version: 3 });
      assert.equal(v3.code, 1);
      assert.match(annotations(v3.stdout, 'error')[0] ?? '', /\$\.version: unknown report version 3/);
      for (const r of [big, v3]) {
        assert.equal(r.outputs.verdict, 'error');
        assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /, 'no stack trace');
      }
      assert.equal(server.exchanges.length, n, 'nothing was asked of GitHub');
    });

    test('a 5,000-character name that run wrote is posted (one contract both ways), shortened in the comment', async () => {
      const long = structuredClone(report);
      long.comparisons[0].benchmark = 'y'.repeat(5000);
      const named = await post(long);
      assert.equal(named.code, 0, named.stdout + named.stderr);
      const body = ours()[0].body;
      assert.match(body.replace(/<wbr>/g, ''), /y{60}…[0-9a-f]{6}/);
      assert.ok(!body.includes('y'.repeat(100)), 'shortened for display');
    });
  });
});
