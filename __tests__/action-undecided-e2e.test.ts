// Never an all-clear over undecided rows, end to end (issue 19, item 2): the action in
// mode: merge, driven in-process through its I/O port, on a pull request whose sticky comment reported a
// regression. The fix lands, but a gated row stays `inconclusive`: with `comment: on-regression`
// the comment is updated to ❔ "no regression found, 1 undecided" naming the row — never to ✅ —
// and the job summary, the log and the outputs (`verdict` pass, `undecided` 1) say the same.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_STATS_SETTINGS, type ParseResult, type Run } from '../src/model.js';
import { buildReport } from '../src/pipeline/compare.js';
import { renderJson } from '../src/report/json.js';
import { pullRequestEvent } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { logLines, runActionInProcess } from './support/run-action.js';
import { timeSeries } from './support/series.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_undecidedE2eToken0001';
const PR = 12;
const BASE = 'b'.repeat(40);
const HEAD = 'c0ffee'.padEnd(40, '1');
const KEY = 'perf';

// Ten interleaved rounds: `Scan` 20% slower in every round (before the fix) or not at all (after);
// `Noisy` moves ±30% from round to round, which ten rounds cannot decide.
const steady = (factor: number): Run[] => Array.from({ length: 10 }, (_, r) => ({ round: r + 1, samples: [1e-6 * factor * (1 + 0.001 * (r % 3))] }));
const noisy = (shift: number): Run[] => Array.from({ length: 10 }, (_, r) => ({ round: r + 1, samples: [1e-6 * (1 + 0.3 * Math.sin(r * 2.3 + shift))] }));
const side = (scan: number, noisyShift: number): ParseResult[] => [
  {
    format: 'go',
    series: [timeSeries('BenchmarkScan', steady(scan)), timeSeries('BenchmarkNoisy', noisy(noisyShift)), timeSeries('BenchmarkParse', steady(1))],
    context: {},
    warnings: [],
  },
];

describe('comment: on-regression after the fix, with a gated row still undecided', () => {
  let dir: string;
  let server: GitHubServer;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bg-undecided-'));
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: PR, title: 'Faster scan', baseRef: 'main', baseSha: BASE, headRef: 'feature/scan', headSha: HEAD, author: 'alice' }],
    });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    assert.deepEqual(server.violations, [], "every request and response matched GitHub's OpenAPI description");
  });

  /** mode: merge of one shard measured with `scan` as head's factor, commenting on-regression. */
  async function mergeRun(name: string, scan: number) {
    const report = buildReport({
      base: side(1, 0),
      head: side(scan, 1),
      settings: { ...DEFAULT_STATS_SETTINGS },
      run: { base: { sha: BASE }, head: { sha: HEAD }, pullRequest: PR, repository: `${OWNER}/${REPO}`, rounds: 10, warmup: 0, format: 'go', failedRuns: [] },
    });
    const ws = path.join(dir, name);
    mkdirSync(path.join(ws, 'shards', 'a'), { recursive: true });
    writeFileSync(path.join(ws, 'shards', 'a', 'report.json'), renderJson(report));
    const r = await runActionInProcess({
      dir,
      workspace: ws,
      token: TOKEN,
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      event: pullRequestEvent({ owner: OWNER, repo: REPO, number: PR, base: BASE, head: HEAD, headRef: 'feature/scan', title: 'Faster scan' }),
      inputs: { mode: 'merge', reports: 'shards/*/report.json', comment: 'on-regression', 'comment-key': KEY },
    });
    return { report, r };
  }
  const ours = () => server.commentsOn(PR).filter((c) => c.body.startsWith(`<!-- benchgate:${KEY} -->\n`));

  test('the regression is commented; after the fix the comment says ❔ 1 undecided, and so do the summary, the log and the outputs', async (t) => {
    const first = await mergeRun('first', 1.2);
    assert.equal(first.r.code, 1, first.r.stdout + first.r.stderr);
    assert.equal(ours().length, 1);
    assert.match(ours()[0].body, /^### ❌ benchgate: 1 regression/m);
    assert.equal(first.r.outputs.undecided, '1');

    const fixed = await mergeRun('fixed', 1);
    assert.deepEqual(
      fixed.report.comparisons.map((c) => [c.benchmark, c.verdict, c.gated]),
      [
        ['BenchmarkScan', 'unchanged', true],
        ['BenchmarkNoisy', 'inconclusive', true],
        ['BenchmarkParse', 'unchanged', true],
      ],
    );
    const { r } = fixed;
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(ours().length, 1, 'the same comment, updated');
    const body = ours()[0].body;
    logLines(t, 'the updated comment', body);
    assert.equal(body.split('\n')[1], '### ❔ benchgate: no regression found, 1 undecided at `c0ffee1`');
    assert.match(body, /^3 comparisons: 2 unchanged, 1 inconclusive \(`comment: on-regression`\)/m);
    assert.match(body, /^- `BenchmarkNoisy` \(time\): inconclusive: up to \+\d+\.\d%/m);
    assert.doesNotMatch(body, /✅|BenchmarkScan/);

    assert.match(r.summary, /^### ❔ benchgate: no regression found, 1 undecided · 2 unchanged, 1 inconclusive/m, 'the job summary');
    assert.match(r.outputs.markdown, /^### ❔ benchgate: no regression found, 1 undecided/m, 'the markdown output');
    assert.equal(r.outputs.verdict, 'pass', "the check's status");
    assert.equal(r.outputs.undecided, '1');
    assert.equal(r.outputs.inconclusive, '1');
    assert.match(r.stdout, /comment: on-regression and no regression found, 1 undecided: an existing comment is updated/);
    assert.match(r.stdout, /benchgate: no regression found, 1 undecided on time, rate \(verdict pass, not an all-clear/);
  });
});
