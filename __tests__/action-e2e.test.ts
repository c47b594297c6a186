// The action, bundled from src/ as dist/index.js is, run exactly as a GitHub runner starts it (support/run-action.ts),
// with a pull_request event payload, against the loopback GitHub server (whose every request and
// response is checked against GitHub's OpenAPI description). The repositories
// are real git repositories with real Go (`go test -bench`) and pytest-benchmark benchmarks.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { commit, git, initSource, publishOrigin } from './support/e2e-git.js';
import { GO_INPUT, goCountingSort, goSortBenchmark } from './support/go-widgets.js';
import { pullRequestEvent as pullRequestEventOf } from './support/github-events.js';
import { startGitHubServer, type GitHubServer } from './support/github-server.js';
import { bundled } from './support/bundle.js';
import { annotations, logLines, runAction as runBundledAction, type ActionRun, type RunActionOptions } from './support/run-action.js';
import { needs } from './support/harness.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const RW_TOKEN = 'ghs_e2eReadWriteToken0001';
const RO_TOKEN = 'ghs_e2eReadOnlyToken00002';

// ---------------------------------------------------------------------------------------------
// git fixtures

const GO_SORT = (copies: number) => `package widgets

import "sort"

// Comparisons counts Less calls: benchmarks report the work done as well as the time.
var Comparisons int

${goCountingSort(copies)}`;

const GO_TEST = (crash: boolean) => `package widgets

import (
	"hash/fnv"
	"testing"
)

${GO_INPUT}
${goSortBenchmark(1000, crash ? '\n\tvar nilMap map[string]int\n\tnilMap["boom"] = 1 // crashes: assignment to entry in nil map' : '')}

func BenchmarkHash(b *testing.B) {
	data := make([]byte, 4096)
	for i := 0; i < b.N; i++ {
		h := fnv.New64a()
		h.Write(data)
		_ = h.Sum64()
	}
}
`;

const PY_BENCH = (comment: string) => `# ${comment}
def squares(n):
    return sum(i * i for i in range(n))


def test_squares(benchmark):
    benchmark(squares, 3000)


def test_join(benchmark):
    benchmark(lambda: ",".join(str(i) for i in range(800)))
`;

interface Fixture {
  /** The bare repository that plays GitHub's remote. */
  origin: string;
  base: string;
  heads: Record<string, string>;
}

/** A Go project: base on main; PR commits `slow` (Sort 5× slower), `fixed` (same code as base), `crash`. */
function goFixture(dir: string): Fixture {
  const src = initSource(dir);
  const base = commit(
    src,
    { 'go.mod': 'module example.com/widgets\n\ngo 1.21\n', 'sort.go': GO_SORT(1), 'sort_test.go': GO_TEST(false), 'README.md': '# widgets\n' },
    'base',
  );
  git(src, 'checkout', '-q', '-b', 'feature/sort');
  const slow = commit(src, { 'sort.go': GO_SORT(5) }, 'sort five times');
  const fixed = commit(src, { 'sort.go': GO_SORT(1), 'README.md': '# widgets\n\nSorting, quickly.\n' }, 'back to one sort');
  git(src, 'checkout', '-q', '-b', 'feature/crash', base);
  const crash = commit(src, { 'sort_test.go': GO_TEST(true) }, 'crash in the benchmark');
  return { origin: publishOrigin(dir, src), base, heads: { slow, fixed, crash } };
}

/** A Python project in a sub-folder: the head changes a comment only. */
function pyFixture(dir: string): Fixture {
  const src = initSource(dir);
  const base = commit(src, { 'bench/test_bench.py': PY_BENCH('benchmarks'), 'README.md': '# widgets\n' }, 'base');
  git(src, 'checkout', '-q', '-b', 'docs');
  const docs = commit(src, { 'bench/test_bench.py': PY_BENCH('benchmarks of the hot paths') }, 'docs only');
  return { origin: publishOrigin(dir, src), base, heads: { docs } };
}

/** The user's checkout, as actions/checkout leaves it (head detached), then made dirty on purpose. */
function checkout(fx: Fixture, dir: string, head: string, opts: { shallow?: boolean } = {}): string {
  const ws = path.join(dir, 'workspace');
  if (opts.shallow) {
    // fetch-depth: 1 — only the head commit is here; the base must be fetched from origin.
    git(dir, 'clone', '-q', '--no-checkout', '--depth=1', '--branch', 'docs', `file://${fx.origin}`, ws);
  } else {
    git(dir, 'clone', '-q', '--no-checkout', fx.origin, ws);
  }
  git(ws, 'checkout', '-q', '--detach', head);
  // A stash, a staged change, an unstaged change and an untracked file: all must survive as is.
  writeFileSync(path.join(ws, 'README.md'), '# widgets\n\nstashed edit\n');
  git(ws, 'stash', '-q');
  writeFileSync(path.join(ws, 'README.md'), '# widgets\n\nstaged edit\n');
  git(ws, 'add', 'README.md');
  writeFileSync(path.join(ws, 'README.md'), '# widgets\n\nunstaged edit\n');
  writeFileSync(path.join(ws, 'notes.txt'), 'untracked\n');
  return ws;
}

/** Everything of the checkout a user could notice: files, index, HEAD, stash, worktrees, status. */
function snapshot(ws: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      const rel = path.relative(ws, file);
      if (rel === '.git') continue;
      if (statSync(file).isDirectory()) walk(file);
      else out[rel] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(ws);
  out['.git/index'] = createHash('sha256')
    .update(readFileSync(path.join(ws, '.git/index')))
    .digest('hex');
  out['.git/HEAD'] = readFileSync(path.join(ws, '.git/HEAD'), 'utf8');
  out['git stash list'] = git(ws, 'stash', 'list', '--format=%H %s');
  out['git status'] = git(ws, 'status', '--porcelain=v2', '--branch', '--untracked-files=all');
  out['git worktree list'] = git(ws, 'worktree', 'list', '--porcelain');
  out['git branch'] = git(ws, 'branch', '-a', '--format=%(refname) %(objectname)');
  return out;
}

// ---------------------------------------------------------------------------------------------
// running the action like a runner

const pullRequestEvent = (fx: Fixture, number: number, head: string, headRef: string) =>
  pullRequestEventOf({ owner: OWNER, repo: REPO, number, base: fx.base, head, headRef, title: 'Speed up sorting' });

/** The bundled action in this file's repository, on PR 7's merge ref, writing no Python bytecode into the checkout. */
const runAction = (opts: Omit<RunActionOptions, 'repository' | 'env'>): Promise<ActionRun> =>
  runBundledAction({ ...opts, repository: `${OWNER}/${REPO}`, env: { PYTHONDONTWRITEBYTECODE: '1', GITHUB_REF: 'refs/pull/7/merge' } });

// ---------------------------------------------------------------------------------------------

describe('the bundled action, end to end', () => {
  let server: GitHubServer;
  let tmp: string;

  before(async () => {
    // Bundled from src/ up front (support/bundle.ts), shared with the other files; dist/ is never written.
    await bundled('index');
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-action-e2e-'));
  });
  after(async () => {
    // BENCHGATE_E2E_KEEP=1 keeps the repositories, raw outputs and reports for a look.
    if (process.env.BENCHGATE_E2E_KEEP) console.error(`e2e files kept in ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  });

  describe('Go benchmarks on a PR: regression, then fixed, then a crash', needs('go'), () => {
    let fx: Fixture;
    let ws: string;
    let dir: string;
    const PR = 7;
    // Compile once per side, then run the test binary: each round measures, not the compiler.
    // The gate is on the comparisons per op the benchmark reports (b.ReportMetric), which do not
    // depend on the load of this shared 2-core machine; times are measured and reported too, but
    // a wall-clock gate here would test the neighbours' CPU use rather than the action.
    const goInputs = {
      setup: 'go test -c -o bench.test .',
      run: "./bench.test -test.run='^$' -test.bench=. -test.benchtime=500x -test.count=3",
      // v2: the run is the unit; 5 runs a side is the fewest a rank test can call over this family.
      rounds: '5',
      warmup: '0',
      timeout: '2',
      gate: 'cmps/op',
    };

    before(async () => {
      dir = mkdtempSync(path.join(tmp, 'go-'));
      fx = goFixture(dir);
      server = await startGitHubServer({
        owner: OWNER,
        repo: REPO,
        tokens: {
          [RW_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' },
          [RO_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'read' },
        },
        pulls: [{ number: PR, title: 'Speed up sorting', baseRef: 'main', baseSha: fx.base, headRef: 'feature/sort', headSha: fx.heads.slow, author: 'alice' }],
      });
      ws = checkout(fx, dir, fx.heads.slow);
    });
    after(async () => {
      await server.close();
      assert.deepEqual(server.violations, [], "every request and response matched GitHub's OpenAPI description");
    });

    test('a 5× slower Sort fails the step (exit 1, ::error::) and creates the comment', async (t) => {
      const before = snapshot(ws);
      const r = await runAction({
        dir,
        workspace: ws,
        inputs: goInputs,
        token: RW_TOKEN,
        event: pullRequestEvent(fx, PR, fx.heads.slow, 'feature/sort'),
        apiUrl: server.url,
      });
      assert.deepEqual(snapshot(ws), before, "the user's checkout is byte-identical");
      assert.equal(r.code, 1, r.stdout + r.stderr);
      const errors = annotations(r.stdout, 'error');
      assert.equal(errors.length, 1, r.stdout);
      assert.match(errors[0], /significant regression.*Sort/);
      assert.doesNotMatch(errors[0], /tool error/);
      assert.equal(r.outputs.verdict, 'fail');
      assert.ok(Number(r.outputs.regressions) >= 1);
      assert.ok(r.outputs['cpu-model'], 'cpu-model output');
      // The only place the token appears is the runner's masking command, issued before anything else.
      assert.equal(r.stdout.split('\n')[0], `::add-mask::${RW_TOKEN}`);
      const printed = (r.stdout.split('\n').slice(1).join('\n') + r.stderr).includes(RW_TOKEN);
      assert.equal(printed, false, 'the token is never printed');

      const comments = server.commentsOn(PR);
      assert.equal(comments.length, 1);
      const body = comments[0].body;
      assert.ok(body.startsWith('<!-- benchgate:default -->'), body.slice(0, 80));
      assert.match(body, /Sort/);
      assert.match(body, /regression/);
      assert.equal(r.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comments[0].id}`);
      assert.equal(r.outputs.markdown, body);
      assert.ok(r.summary.includes('Sort'), 'the job summary has the report');

      const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
      assert.equal(json.version, 2);
      assert.equal(json.verdict, 'fail');
      type Row = { benchmark: string; metric: string; verdict: string; ratio: number; gated: boolean; base: { n: number } };
      const sort = json.comparisons.find((c: Row) => /Sort/.test(c.benchmark) && c.metric === 'cmps/op') as Row;
      assert.equal(sort.verdict, 'regression');
      assert.equal(sort.gated, true);
      assert.ok(sort.ratio > 4.5 && sort.ratio < 5.5, `Sort does 5× the comparisons: ratio ${sort.ratio}`);
      assert.equal(sort.base.n, 15, '5 rounds × 3 counts');
      const times = json.comparisons.filter((c: Row) => c.metric === 'time');
      assert.equal(times.length, 2, 'times of Sort and Hash are compared (not gated)');
      assert.ok(times.every((c: Row) => !c.gated));
      assert.equal(json.run.head.sha, fx.heads.slow);
      assert.equal(json.run.base.sha, fx.base);
      logLines(t, 'PR comment body posted by the regression run', body);
      // TAP escapes '#' in diagnostics; the file has the body exactly as posted.
      const copy = path.join(os.tmpdir(), 'benchgate-e2e', 'regression-comment.md');
      mkdirSync(path.dirname(copy), { recursive: true });
      writeFileSync(copy, body);
      t.diagnostic(`(also written to ${copy})`);
    });

    test('on push with fail-on-regression: false, the same slowdown warns, passes the step, and posts no comment', async () => {
      const n = server.exchanges.length;
      const push = { ref: 'refs/heads/feature/sort', before: fx.base, after: fx.heads.slow, repository: { name: REPO, owner: { login: OWNER } } };
      const r = await runAction({
        dir,
        workspace: ws,
        inputs: { ...goInputs, 'fail-on-regression': 'false' },
        token: RW_TOKEN,
        event: push,
        eventName: 'push',
        apiUrl: server.url,
      });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.equal(r.outputs.verdict, 'fail', 'the verdict still says what happened');
      assert.deepEqual(annotations(r.stdout, 'error'), []);
      assert.ok(
        annotations(r.stdout, 'warning').some((w) => /significant regression.*not failing the step/.test(w)),
        r.stdout,
      );
      assert.match(r.stdout, /Not a pull request event: no PR comment/);
      assert.equal(server.exchanges.length, n, 'no API call on push');
      assert.match(r.summary, /benchgate/);
    });

    test('the fixed PR passes and updates the same comment (never two)', async () => {
      const event = pullRequestEvent(fx, PR, fx.heads.fixed, 'feature/sort');
      // GitHub hiccups once: the bundled client must retry it (plugin-retry), not give up.
      server.failures.push({ operationId: 'issues/list-comments', kind: 'server-error', times: 1 });
      const r = await runAction({ dir, workspace: ws, inputs: goInputs, token: RW_TOKEN, event, apiUrl: server.url });
      assert.ok(
        server.exchanges.some((e) => e.operationId === 'issues/list-comments' && e.status === 500),
        'the 500 was served',
      );
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.deepEqual(annotations(r.stdout, 'error'), []);
      assert.equal(r.outputs.verdict, 'pass');
      const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
      const cmps = json.comparisons.find((c: { metric: string }) => c.metric === 'cmps/op');
      assert.equal(cmps.verdict, 'unchanged', 'identical code does identical work');
      assert.equal(cmps.ratio, 1);
      const comments = server.commentsOn(PR);
      assert.equal(comments.length, 1, 'updated, not a second comment');
      assert.equal(r.outputs['comment-url'], `https://github.com/${OWNER}/${REPO}/pull/${PR}#issuecomment-${comments[0].id}`);
      assert.equal(comments[0].body, r.outputs.markdown);
      assert.ok(server.exchanges.some((e) => e.operationId === 'issues/update-comment' && e.status === 200));
    });

    test('a benchmark that crashes on head only is a tool error (verdict error), not a regression', async (t) => {
      const n = server.commentsOn(PR).length;
      const event = pullRequestEvent(fx, PR, fx.heads.crash, 'feature/crash');
      const before = snapshot(ws);
      const r = await runAction({ dir, workspace: ws, inputs: goInputs, token: RW_TOKEN, event, apiUrl: server.url });
      assert.deepEqual(snapshot(ws), before, "the user's checkout is byte-identical after a failure too");
      assert.equal(r.code, 1);
      assert.equal(r.outputs.verdict, 'error');
      const errors = annotations(r.stdout, 'error');
      assert.equal(errors.length, 1, r.stdout);
      logLines(t, 'the step error of the crash run', errors[0].replace(/%0A/g, '\n').replace(/%25/g, '%'));
      assert.match(errors[0], /tool error, not a regression/);
      assert.match(errors[0], /head/);
      assert.doesNotMatch(errors[0], /significant regression/);
      assert.match(r.stdout, /assignment to entry in nil map/, 'the stderr tail of the crash is shown');
      assert.match(r.summary, /tool or input error, not a performance regression/);
      // The comment said "pass" for the fixed commit: it now says this run compared nothing.
      const comments = server.commentsOn(PR);
      assert.equal(comments.length, n, 'the same comment, updated');
      const body = comments[0].body;
      logLines(t, 'the sticky comment after the tool error', body);
      assert.ok(body.startsWith(`<!-- benchgate:default -->\n### ⚠️ benchgate: tool error at \`${fx.heads.crash.slice(0, 7)}\``), body);
      assert.match(body, /benchmark.*head.*, see the job summary/);
      assert.doesNotMatch(body, /✅|Holm/, 'nothing of the stale pass is left');
      assert.ok(server.exchanges.some((e) => e.operationId === 'issues/update-comment' && e.status === 200 && (e.body as { body: string }).body === body));
      assert.deepEqual(
        annotations(r.stdout, 'warning').filter((w) => /comment/.test(w)),
        [],
        'written without a warning',
      );
    });
  });

  describe("two benchgate steps on one PR (comment-key py and default), a benchmark named after the other key's marker", needs('pytest-benchmark'), () => {
    let server: GitHubServer;
    const FORGED = 'x <!-- benchgate:default -->';
    before(async () => {
      server = await startGitHubServer({
        owner: OWNER,
        repo: REPO,
        tokens: { [RW_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
        pulls: [{ number: 21, title: 'Docs', baseRef: 'main', baseSha: '0'.repeat(40), headRef: 'docs', headSha: '0'.repeat(40), author: 'mallory' }],
      });
    });
    after(async () => {
      await server.close();
      server.assertNoViolations();
    });

    test('each step finds only its own comment: both reports stay intact', async (t) => {
      const dir = mkdtempSync(path.join(tmp, 'forged-'));
      const src = initSource(dir);
      // pytest-benchmark names a parametrized benchmark after its id: the PR chooses the id.
      const bench = (n: number) =>
        `import pytest\n\n\n@pytest.mark.parametrize("n", [${n}], ids=[${JSON.stringify(FORGED)}])\ndef test_squares(benchmark, n):\n    benchmark(lambda: sum(i * i for i in range(n)))\n`;
      const base = commit(src, { 'test_bench.py': bench(2000) }, 'base');
      git(src, 'checkout', '-q', '-b', 'docs');
      const head = commit(src, { 'test_bench.py': bench(2000) + '\n# same code, a comment\n' }, 'docs');
      const fx: Fixture = { origin: publishOrigin(dir, src), base, heads: { head } };
      const ws = checkout(fx, dir, head);
      const step = (key: string) =>
        runAction({
          dir,
          workspace: ws,
          inputs: {
            run: 'python3 -m pytest -q -p no:cacheprovider --benchmark-json out.json --benchmark-min-rounds=5 --benchmark-max-time=0.01 --benchmark-warmup=off test_bench.py',
            'output-file': 'out.json',
            format: 'pytest-benchmark',
            rounds: '2',
            warmup: '0',
            'fail-on-regression': 'false',
            'comment-key': key,
          },
          token: RW_TOKEN,
          event: pullRequestEvent(fx, 21, head, 'docs'),
          apiUrl: server.url,
        });
      const startsWith = (key: string) => server.commentsOn(21).filter((c) => c.body.startsWith(`<!-- benchgate:${key} -->\n`));

      const py = await step('py');
      assert.equal(py.code, 0, py.stdout + py.stderr);
      assert.equal(server.commentsOn(21).length, 1);
      const pyComment = startsWith('py')[0];
      logLines(t, 'the py comment, with the forged name in it', pyComment.body);
      // The name is in the py comment (escaped or not: the matching must not depend on it).
      assert.match(pyComment.body.replace(/<wbr>/g, ''), /benchgate:default/);

      const def = await step('default');
      assert.equal(def.code, 0, def.stdout + def.stderr);
      assert.equal(server.commentsOn(21).length, 2, 'the default step created its own comment');
      assert.equal(startsWith('py').length, 1);
      assert.equal(startsWith('default').length, 1);
      assert.equal(server.comments.find((c) => c.id === pyComment.id)!.body, pyComment.body, 'the py report was not touched');

      const pyAgain = await step('py');
      assert.equal(pyAgain.code, 0, pyAgain.stdout + pyAgain.stderr);
      assert.equal(server.commentsOn(21).length, 2, 'still two comments');
      assert.equal(pyAgain.outputs['comment-id'], String(pyComment.id), 'the py step updated its own comment');
      assert.equal(def.outputs['comment-id'], String(startsWith('default')[0].id));
      assert.ok(startsWith('default')[0].body.replace(/<wbr>/g, '').replace(/&#95;/g, '_').includes('test_squares'), 'the default report is intact');
    });
  });

  describe('pytest-benchmark on a PR from a fork: shallow clone, read-only token', needs('pytest-benchmark'), () => {
    let server: GitHubServer;
    before(async () => {
      server = await startGitHubServer({
        owner: OWNER,
        repo: REPO,
        tokens: { [RO_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'read' } },
        pulls: [{ number: 12, title: 'Docs', baseRef: 'main', baseSha: '0'.repeat(40), headRef: 'docs', headSha: '0'.repeat(40), author: 'mallory' }],
      });
    });
    after(async () => {
      await server.close();
      assert.deepEqual(server.violations, [], "every request and response matched GitHub's OpenAPI description");
    });

    test('fetches the missing base from origin, passes, warns about the token, keeps the summary', async () => {
      const dir = mkdtempSync(path.join(tmp, 'py-'));
      const fx = pyFixture(dir);
      const ws = checkout(fx, dir, fx.heads.docs, { shallow: true });
      assert.throws(() => git(ws, 'cat-file', '-e', `${fx.base}^{commit}`), 'the base commit is not in the clone');
      const before = snapshot(ws);
      const r = await runAction({
        dir,
        workspace: ws,
        inputs: {
          'working-directory': 'bench',
          run: 'python3 -m pytest -q -p no:cacheprovider --benchmark-json out.json --benchmark-min-rounds=5 --benchmark-max-time=0.01 --benchmark-warmup=off test_bench.py',
          'output-file': 'out.json',
          format: 'pytest-benchmark',
          rounds: '3',
          warmup: '1',
          // This case is about the token and the fetch: wall-clock noise on a shared 2-core
          // machine must not decide it, so a (noise) regression only warns here.
          'fail-on-regression': 'false',
        },
        token: RO_TOKEN,
        event: pullRequestEvent(fx, 12, fx.heads.docs, 'docs'),
        apiUrl: server.url,
      });
      assert.equal(r.code, 0, r.stdout + r.stderr);
      assert.match(r.outputs.verdict ?? '', /^(pass|fail)$/, 'measured and compared, not a tool error');
      assert.deepEqual(annotations(r.stdout, 'error'), [], 'a read-only token does not fail the step');
      const warnings = annotations(r.stdout, 'warning');
      assert.ok(
        warnings.some((w) => /permissions: pull-requests: write/.test(w) && /workflow_run/.test(w)),
        warnings.join('\n'),
      );
      assert.equal(server.commentsOn(12).length, 0);
      assert.ok(
        server.exchanges.some((e) => e.operationId === 'issues/create-comment' && e.status === 403),
        'the write was tried and refused',
      );
      assert.match(r.summary, /<!-- benchgate:default -->/);
      assert.match(r.summary, /test_squares/);
      assert.equal(r.outputs['comment-url'], undefined);
      const json = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
      assert.equal(json.run.base.sha, fx.base, 'the base was fetched and measured');
      assert.equal(json.comparisons.length >= 2, true);
      git(ws, 'cat-file', '-e', `${fx.base}^{commit}`);
      const afterSnap = snapshot(ws);
      assert.deepEqual(afterSnap, before, "the user's checkout is byte-identical (only objects were fetched)");
    });
  });

  describe('invalid inputs: one clear error each, nothing run, verdict error', () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['rounds 0', { rounds: '0' }, /rounds must be 'auto' or a whole number of rounds \(1 to 1000\); got "0"/],
      ['alpha 2', { alpha: '2' }, /alpha must be a number in \(0, 1\), such as 0\.05; got "2"/],
      ['threshold abc', { threshold: 'abc' }, /threshold must be a percentage .*; got "abc"/],
      ['unknown format', { format: 'nunit' }, /format must be auto or one of benchmarkdotnet, .*\bgo\b.*; got "nunit"/],
      ['no run command', { run: '' }, /run is required/],
      ['missing working-directory', { 'working-directory': 'nope', 'base-ref': 'main' }, /working-directory 'nope' does not exist in the checkout/],
    ];
    let server: GitHubServer;
    before(async () => {
      server = await startGitHubServer({
        owner: OWNER,
        repo: REPO,
        tokens: { [RW_TOKEN]: { kind: 'installation', login: 'github-actions[bot]', permission: 'write' } },
      });
    });
    after(async () => {
      await server.close();
      server.assertNoViolations();
    });

    for (const [name, inputs, message] of cases) {
      test(name, async () => {
        const dir = mkdtempSync(path.join(tmp, 'bad-'));
        const r = await runAction({ dir, workspace: dir, inputs: { run: 'true', ...inputs }, token: RW_TOKEN, apiUrl: server.url });
        assert.equal(r.code, 1);
        const errors = annotations(r.stdout, 'error');
        assert.equal(errors.length, 1, r.stdout);
        assert.match(errors[0], message);
        assert.match(errors[0], /^::error::benchgate: invalid input: /, 'said to be an input error');
        assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /, 'no stack trace');
        assert.equal(r.outputs.verdict, 'error');
        assert.equal(server.exchanges.length, 0, 'no API call');
        assert.ok(!existsSync(path.join(dir, '.git')));
      });
    }
  });
});
