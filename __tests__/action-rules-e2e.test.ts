// The rules file (.github/benchgate.yml), end to end: the action driven in-process with a runner's
// inputs and event (support/run-action.ts) on a real git repository with real Go benchmarks, against the loopback
// GitHub server. The gate is on the bytes each benchmark allocates per op (B/op, measured by Go's
// runtime): whole pages for the large ones, a size class for the tiny one, so the deltas are
// exact (+8%, +50%, +25%) and do not depend on the load of this shared machine.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { commit, git, initSource, publishOrigin } from './support/e2e-git.js';
import { pullRequestEvent } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { annotations, logLines, runActionInProcess, type ActionRun } from './support/run-action.js';
import { needs } from './support/harness.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const TOKEN = 'ghs_rulesE2eReadWriteToken01';
const PR = 12;
const PAGE = 8192;

// Sizes per op: base, then head. Parse and Render grow 8%, FlakyNet 50%, Tiny 64 → 80 B (+25%, 16 B).
const SIZES = (head: boolean) => `package widgets

const (
	ParseBytes  = ${(head ? 108 : 100) * PAGE}
	RenderBytes = ${(head ? 108 : 100) * PAGE}
	FlakyBytes  = ${(head ? 150 : 100) * PAGE}
	TinyBytes   = ${head ? 80 : 64}
)
`;

const BENCH = `package widgets

import "testing"

var sink []byte

func allocate(b *testing.B, n int) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = make([]byte, n)
	}
}

func BenchmarkParse(b *testing.B)    { allocate(b, ParseBytes) }
func BenchmarkRender(b *testing.B)   { allocate(b, RenderBytes) }
func BenchmarkFlakyNet(b *testing.B) { allocate(b, FlakyBytes) }
func BenchmarkTiny(b *testing.B)     { allocate(b, TinyBytes) }
`;

// The maintainers' rules, on main. Render keeps the inputs' 5%.
const RULES = `# benchgate's rules for this repository
rules:
  - match: "BenchmarkParse*"
    metric: alloc-bytes
    threshold: 10%
  - match: "BenchmarkFlaky*"
    ignore: true      # talks to a test server: too noisy to gate
  - match: "*"
    min-change: 1KiB
`;

// A second file on main that also lets Render's 8% pass.
const LENIENT = `rules:
  - match: ["BenchmarkParse*", "BenchmarkRender"]
    threshold: 10%
  - match: "BenchmarkFlaky*"
    ignore: true
  - match: "*"
    min-change: 1KiB
`;

// What the pull request would like the rules to be: it cannot have them.
const LOOSENED = `rules:
  - match: "*"
    ignore: true
`;

// Everything ignored: with comment: on-change, nothing worth a comment.
const IGNORE_ALL = `rules:
  - match: "*"
    ignore: true
`;

const BROKEN = `rules:
  - match: "BenchmarkParse*"
    treshold: 10%
  - match: "*"
    min-change: 50
`;

interface Fixture {
  ws: string;
  base: string;
  head: string;
}

function fixture(dir: string): Fixture {
  const src = initSource(dir);
  const files = { 'go.mod': 'module example.com/widgets\n\ngo 1.21\n', 'sizes.go': SIZES(false), 'bench_test.go': BENCH };
  const base = commit(
    src,
    { ...files, '.github/benchgate.yml': RULES, '.github/lenient.yml': LENIENT, '.github/broken.yml': BROKEN, '.github/ignore-all.yml': IGNORE_ALL },
    'base',
  );
  git(src, 'checkout', '-q', '-b', 'feature/bigger-buffers');
  const head = commit(src, { 'sizes.go': SIZES(true), '.github/benchgate.yml': LOOSENED }, 'bigger buffers; loosen the gate');
  const origin = publishOrigin(dir, src);
  const ws = path.join(dir, 'workspace');
  git(dir, 'clone', '-q', '--no-checkout', origin, ws);
  git(ws, 'checkout', '-q', '--detach', head);
  return { ws, base, head };
}

type Row = { benchmark: string; metric: string; verdict: string; ratio: number; gated: boolean; threshold?: number; minChange?: number; rules?: number[] };

describe('the rules file, end to end (the action in-process, loopback GitHub)', needs('go'), () => {
  let server: GitHubServer;
  let tmp: string;
  let fx: Fixture;

  before(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-rules-e2e-'));
    fx = fixture(tmp);
    server = await startGitHubServer({
      owner: OWNER,
      repo: REPO,
      tokens: { [TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      pulls: [{ number: PR, title: 'Bigger buffers', baseRef: 'main', baseSha: fx.base, headRef: 'feature/bigger-buffers', headSha: fx.head, author: 'alice' }],
    });
  });
  after(async () => {
    await server.close();
    assert.deepEqual(server.violations, [], "every request and response matched GitHub's OpenAPI description");
    if (process.env.BENCHGATE_E2E_KEEP) console.error(`e2e files kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  });

  const run = (inputs: Record<string, string>, key: string): Promise<ActionRun> =>
    runActionInProcess({
      dir: tmp,
      workspace: fx.ws,
      inputs: {
        setup: 'go test -c -o bench.test .',
        run: "./bench.test -test.run='^$' -test.bench=. -test.benchtime=50x",
        metric: 'alloc-bytes',
        gate: 'alloc-bytes',
        rounds: '6',
        warmup: '0',
        timeout: '2',
        'comment-key': key,
        ...inputs,
      },
      token: TOKEN,
      event: pullRequestEvent({
        owner: OWNER,
        repo: REPO,
        number: PR,
        base: fx.base,
        head: fx.head,
        headRef: 'feature/bigger-buffers',
        title: 'Bigger buffers',
      }),
      apiUrl: server.url,
      repository: `${OWNER}/${REPO}`,
      env: { GITHUB_REF: `refs/pull/${PR}/merge` },
    });

  const commentOf = (key: string): string => {
    const found = server.commentsOn(PR).filter((c) => c.body.startsWith(`<!-- benchgate:${key} -->`));
    assert.equal(found.length, 1, `one comment with key ${key}`);
    // Long names are wrapped code (<code>Benchmark<wbr>Render-<wbr>2</code>): read them as plain code spans.
    return found[0].body.replace(/<wbr>/g, '').replace(/<\/?code>/g, '`');
  };

  test("the base's rules: Parse's 8% passes under its 10%, Render's 8% fails, FlakyNet's 50% is ignored, Tiny's 16 B is under the floor", async (t) => {
    const r = await run({}, 'rules');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'fail');
    assert.equal(r.outputs.regressions, '1');
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /BenchmarkRender/);
    assert.doesNotMatch(errors[0], /Parse|Flaky|Tiny/);
    // The pull request's own copy (ignore everything) does not apply, and the log says so.
    assert.ok(
      annotations(r.stdout, 'warning').some((w) => /this pull request changes \.github\/benchgate\.yml; the base commit's copy applies/.test(w)),
      r.stdout,
    );
    assert.match(r.stdout, new RegExp(`3 rules from \\.github/benchgate\\.yml at the base commit ${fx.base.slice(0, 7)}`));

    const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8')) as { comparisons: Row[]; rules: { source: string; rules: { rows: number }[] } };
    // Go names end in -GOMAXPROCS (BenchmarkParse-2); the rules match them without it.
    const by = Object.fromEntries(json.comparisons.map((c) => [c.benchmark.replace(/-\d+$/, ''), c]));
    assert.deepEqual(Object.fromEntries(Object.entries(by).map(([k, c]) => [k, c.verdict])), {
      BenchmarkParse: 'minor',
      BenchmarkRender: 'regression',
      BenchmarkFlakyNet: 'ignored',
      BenchmarkTiny: 'minor',
    });
    assert.ok(Math.abs(by.BenchmarkParse.ratio - 1.08) < 1e-3, `Parse allocates 8% more: ${by.BenchmarkParse.ratio}`);
    assert.ok(Math.abs(by.BenchmarkFlakyNet.ratio - 1.5) < 1e-3, `FlakyNet allocates 50% more: ${by.BenchmarkFlakyNet.ratio}`);
    assert.equal(by.BenchmarkFlakyNet.gated, false);
    assert.equal(by.BenchmarkParse.threshold, 0.1);
    assert.equal(by.BenchmarkTiny.minChange, 1024);
    assert.equal(json.rules.source, `base ${fx.base}`);
    assert.deepEqual(
      json.rules.rules.map((x) => x.rows),
      [1, 1, 3],
    );

    const body = commentOf('rules');
    logLines(t, "the comment under the base commit's rules", server.commentsOn(PR).find((c) => c.body.startsWith('<!-- benchgate:rules -->'))!.body);
    assert.match(body, /^### ❌ benchgate: 1 regression, 2 minor, 1 ignored/m);
    assert.match(body, /`BenchmarkRender(-\d+)?` \| 🔴 regression/);
    assert.match(body, /`BenchmarkParse(-\d+)?` \| ⚪ minor \(< 10%\)/);
    assert.match(body, /`BenchmarkTiny(-\d+)?` \| ⚪ minor \(< 1 KiB\)/);
    assert.match(body, /<details><summary>[^<]*1 ignored by rules \(never gate\)/);
    assert.match(body, /`BenchmarkFlakyNet(-\d+)?` \| 🔕 ignored \(rule 2\) \| \+50\.0%/);
    assert.match(
      body,
      new RegExp(
        `rules: \`\\.github/benchgate\\.yml\` \\(base \`${fx.base.slice(0, 7)}\`\\): #1 \`BenchmarkParse\\*\` \\(alloc-bytes\\) threshold 10% → 1 row; #2 \`BenchmarkFlaky\\*\` ignored → 1 row; #3 \`\\*\` min-change 1KiB → 3 rows`,
      ),
    );
  });

  test('`config` names another file of the base: Render gets 10% too and the step passes with a 50% slower ignored benchmark', async () => {
    const r = await run({ config: '.github/lenient.yml' }, 'lenient');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'pass');
    assert.equal(r.outputs.regressions, '0');
    assert.deepEqual(annotations(r.stdout, 'error'), []);
    const body = commentOf('lenient');
    assert.match(body, /^### ✅ benchgate: 3 minor, 1 ignored/m);
    assert.match(body, /`BenchmarkRender(-\d+)?` \| ⚪ minor \(< 10%\)/);
    assert.match(body, /🔕 ignored \(rule 2\) \| \+50\.0%/);
  });

  test('comment: on-change does not comment when the only rows that moved are ignored', async () => {
    const r = await run({ config: '.github/ignore-all.yml', comment: 'on-change' }, 'quiet');
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /comment: on-change and no changes: an existing comment is updated to say so, none is created/);
    assert.equal(server.commentsOn(PR).filter((c) => c.body.startsWith('<!-- benchgate:quiet -->')).length, 0);
    assert.match(r.summary, /^### ✅ benchgate: 4 ignored/m, 'the job summary still has the full report');
  });

  test('an invalid rules file is a tool error naming file, line and key, before anything runs', async () => {
    const r = await run({ config: '.github/broken.yml' }, 'broken');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.equal(r.outputs.verdict, 'error');
    const errors = annotations(r.stdout, 'error').join('\n');
    assert.match(errors, /\.github\/broken\.yml:3:5: rule 1, treshold: unknown key/);
    assert.match(errors, /\.github\/broken\.yml:5:5: rule 2, min-change: .*has no unit/);
    assert.doesNotMatch(r.stdout, /Run benchmarks/, 'no benchmark ran');
    assert.match(commentOf('broken'), /tool error/i);
  });
});
