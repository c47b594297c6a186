// The runner against real git repositories: refs, fetching a missing commit, worktrees that
// always go away, and a user checkout that is never touched.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { existsSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RunnerError, runBenchmark } from '../src/runner/index.js';
import { defaultBase, resolveCommit } from '../src/git/git.js';
import { checkoutDigest, commit, extraWorktrees, git, tempDir, twoCommitRepo } from './runner-fixtures.js';
import { processGone } from './support/process-gone.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const BENCH = { 'bench.sh': 'echo "BenchmarkWork 100 $(cat speed) ns/op"\n', speed: '1000\n' };

function repo(branch?: string) {
  const r = twoCommitRepo(BENCH, { speed: '1300\n' }, branch);
  made.push(r.repo);
  return r;
}

/** Makes the checkout messy the way a user's is: untracked, modified, staged files and a stash. */
function messUp(dir: string) {
  writeFileSync(path.join(dir, 'speed'), '999\n');
  git(dir, 'stash', 'push', '-q', '-m', 'user work');
  writeFileSync(path.join(dir, 'staged.txt'), 'staged\n');
  git(dir, 'add', 'staged.txt');
  writeFileSync(path.join(dir, 'bench.sh'), 'echo modified but not committed\n');
  writeFileSync(path.join(dir, 'untracked.log'), 'mine\n');
}

describe('git refs', () => {
  it('resolves branches, SHAs and the merge-base default; rejects option-like refs', async () => {
    const r = repo();
    assert.equal(await resolveCommit(r.repo, 'main'), r.base);
    assert.equal(await resolveCommit(r.repo, 'feature'), r.head);
    assert.equal(await resolveCommit(r.repo, r.base.slice(0, 10)), r.base);
    // A commit on main after the branch point: the merge-base is still the branch point.
    git(r.repo, 'checkout', '-q', 'main');
    commit(r.repo, 'later on main', { other: 'x' });
    git(r.repo, 'checkout', '-q', 'feature');
    assert.deepEqual(await defaultBase(r.repo), { ref: 'merge-base(HEAD, main)', sha: r.base });
    await assert.rejects(resolveCommit(r.repo, '--output=/tmp/x'), /not a git ref/);
    await assert.rejects(resolveCommit(r.repo, 'no-such-branch'), /commit no-such-branch is not in this clone.*no remote named origin/s);
  });

  it('fetches a base commit missing from a shallow clone from origin; a commit that cannot be had is a clear error', async () => {
    const r = repo();
    const bare = tempDir('bg-bare-');
    made.push(bare);
    git(bare, 'clone', '-q', '--bare', r.repo, '.');
    const clone = tempDir('bg-clone-');
    made.push(clone);
    git(clone, 'clone', '-q', '--depth=1', '--branch', 'feature', `file://${bare}`, '.');
    assert.throws(() => git(clone, 'cat-file', '-e', `${r.base}^{commit}`), 'the base commit is really missing');
    const res = await runBenchmark({ repo: clone, base: r.base, command: 'bash bench.sh', rounds: 1, warmup: 0 });
    made.push(res.outputDir);
    assert.equal(res.base.revision.sha, r.base);
    assert.equal(res.base.outputs[0]?.input.kind === 'text' && res.base.outputs[0].input.text, 'BenchmarkWork 100 1000 ns/op\n');
    git(clone, 'cat-file', '-e', `${r.base}^{commit}`);
    assert.equal(git(clone, 'rev-parse', '--is-shallow-repository'), 'true', 'still shallow: fetched with --depth=1');

    const unknown = 'deadbeef'.repeat(5);
    await assert.rejects(resolveCommit(clone, unknown), (e: Error) => {
      assert.ok(e instanceof RunnerError);
      assert.match(e.message, new RegExp(`commit ${unknown} is not in this clone and could not be fetched`));
      assert.match(e.message, /fetch-depth: 0/);
      return true;
    });
  });
});

describe('git calls that reach the network are bounded (git-timeout)', () => {
  // The limit only ends the test if the run hangs (as it did without git-timeout); it is not a measure.
  it(
    'a submodule whose server accepts the connection and never answers: the run stops at git-timeout naming it, worktrees removed',
    { timeout: 120_000 },
    async () => {
      // A git:// server that says nothing: `git submodule update` would wait for its refs forever.
      const sockets: Socket[] = [];
      const silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const port = (silent.address() as AddressInfo).port;
      try {
        const r = repo();
        git(r.repo, 'checkout', '-q', 'feature');
        writeFileSync(
          path.join(r.repo, '.gitmodules'),
          `[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = http://user:secret@127.0.0.1:${port}/lib.git\n`,
        );
        git(r.repo, 'add', '.gitmodules');
        git(r.repo, 'update-index', '--add', '--cacheinfo', `160000,${r.base},vendor/lib`);
        git(r.repo, 'commit', '-q', '--no-gpg-sign', '-m', 'add a submodule');
        const err = await runBenchmark({ repo: r.repo, base: 'main', command: 'bash bench.sh', rounds: 1, warmup: 0, gitTimeoutMs: 1500 }).then(
          () => assert.fail('expected a RunnerError'),
          (e: unknown) => e,
        );
        assert.ok(err instanceof RunnerError, String(err));
        assert.match(
          err.message,
          new RegExp(
            `^cannot check out the submodule 'vendor/lib' \\(http://127\\.0\\.0\\.1:${port}/lib\\.git\\) of head: git submodule update did not finish within 1500ms \\(git-timeout\\)`,
          ),
        );
        assert.doesNotMatch(err.message, /secret/);
        assert.deepEqual(extraWorktrees(r.repo), []);
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    },
  );
});

describe('runBenchmark', () => {
  it('measures both commits in worktrees, removes them, and leaves the checkout byte-identical', async () => {
    const r = repo();
    messUp(r.repo);
    // The user's hooks are not run by our checkouts (a post-checkout hook could write anywhere).
    const hookRan = path.join(tempDir(), 'hook-ran');
    made.push(path.dirname(hookRan));
    writeFileSync(path.join(r.repo, '.git/hooks/post-checkout'), `#!/bin/sh\ntouch "${hookRan}"\n`, { mode: 0o755 });
    const before = checkoutDigest(r.repo);
    const where = path.join(tempDir(), 'pwd');
    made.push(path.dirname(where));
    const res = await runBenchmark({
      repo: r.repo,
      base: 'main',
      command: `pwd >> "${where}"; bash bench.sh`,
      rounds: 2,
      warmup: 1,
      seed: 7,
    });
    made.push(res.outputDir);
    assert.equal(res.base.revision.sha, r.base);
    assert.equal(res.head.revision.sha, r.head);
    const text = (o: (typeof res.base.outputs)[number]) => (o.input.kind === 'text' ? o.input.text.trim() : '');
    assert.deepEqual(res.base.outputs.map(text), ['BenchmarkWork 100 1000 ns/op', 'BenchmarkWork 100 1000 ns/op']);
    assert.deepEqual(res.head.outputs.map(text), ['BenchmarkWork 100 1300 ns/op', 'BenchmarkWork 100 1300 ns/op']);
    assert.ok(res.base.machine.cores! >= 1 && res.base.machine.cpuModel);
    assert.equal(res.head.machine.loadavg!.length, 2);

    const dirs = [...new Set(readFileSync(where, 'utf8').trim().split('\n'))];
    assert.equal(dirs.length, 2);
    assert.equal(dirs[0].length, dirs[1].length, 'worktree paths have equal length');
    for (const d of dirs) assert.ok(!existsSync(d), `${d} removed`);
    assert.ok(!existsSync(path.dirname(dirs[0])), 'temp folder removed');
    assert.deepEqual(extraWorktrees(r.repo), []);
    assert.equal(checkoutDigest(r.repo), before);
    assert.ok(!existsSync(hookRan), 'post-checkout hook not run');
  });

  it('removes the worktrees when the run fails, and calls a side with no successful run a tool error', async () => {
    const r = repo();
    messUp(r.repo);
    const before = checkoutDigest(r.repo);
    const where = path.join(tempDir(), 'pwd');
    made.push(path.dirname(where));
    const run = runBenchmark({
      repo: r.repo,
      base: r.base,
      head: 'feature',
      command: `pwd >> "${where}"; if grep -q 1300 speed; then echo "panic: head is broken" >&2; exit 2; fi; bash bench.sh`,
      rounds: 3,
      warmup: 0,
    });
    await assert.rejects(run, (e: Error) => {
      assert.ok(e instanceof RunnerError);
      assert.match(e.message, /never succeeded on head .*all 3 runs failed; the last one: exit code 2\npanic: head is broken/s);
      assert.match(e.message, /not a regression/);
      return true;
    });
    for (const d of new Set(readFileSync(where, 'utf8').trim().split('\n'))) assert.ok(!existsSync(d));
    assert.deepEqual(extraWorktrees(r.repo), []);
    assert.equal(checkoutDigest(r.repo), before);
  });

  it("runs in the working-directory of each side's worktree; a link on its way or at its end, a file, or a folder one side lacks is refused before any run", async () => {
    const victim = tempDir('bg-wd-victim-');
    made.push(victim);
    const repo = tempDir('bg-wd-');
    made.push(repo);
    git(repo, 'init', '-q', '-b', 'main');
    const base = commit(repo, 'base', { 'a/b/bench.sh': BENCH['bench.sh'], 'a/b/speed': '1000\n', 'file/x/keep': 'x\n', 'c/d/keep': 'x\n' });
    git(repo, 'rm', '-q', '-r', 'a', 'file', 'c');
    commit(repo, 'head', { 'real/b/bench.sh': BENCH['bench.sh'], 'real/b/speed': '1300\n', file: 'a file now\n', 'c/keep': 'x\n' });
    symlinkSync('real', path.join(repo, 'a'));
    symlinkSync(victim, path.join(repo, 'c/d'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '--no-gpg-sign', '-m', 'links');
    const head = git(repo, 'rev-parse', 'HEAD');
    const run = (workingDirectory: string, from = base) =>
      runBenchmark({ repo, base: from, head, workingDirectory, command: 'bash bench.sh > out; echo ran > ran; cat out', rounds: 1, warmup: 0 });
    const short = (sha: string) => sha.slice(0, 7);
    await assert.rejects(
      run('a/b'),
      new RegExp(
        `^RunnerError: working-directory 'a/b': a is a symbolic link in the head commit ${short(head)}; benchgate runs only inside the worktree, never through a link$`,
      ),
    );
    await assert.rejects(run('c/d'), new RegExp(`^RunnerError: working-directory 'c/d': c/d is a symbolic link in the head commit ${short(head)};`));
    await assert.rejects(run('file/x'), new RegExp(`^RunnerError: working-directory 'file/x' does not exist in the head commit ${short(head)}$`));
    await assert.rejects(run('real/b'), new RegExp(`^RunnerError: working-directory 'real/b' does not exist in the base commit ${short(base)}$`));
    assert.deepEqual(readdirSync(victim), [], 'nothing ran in the folder a link leads to');
    // Where both sides have it as a real folder, each side runs there.
    const res = await run('real/b', head);
    made.push(res.outputDir);
    assert.equal(res.head.outputs.length, 1);
  });

  it('never executes shell metacharacters of a branch name', async () => {
    // Git forbids spaces in branch names; ${IFS} is what a shell would turn into one.
    const evil = 'feat-$(touch${IFS}pwned)-`touch${IFS}pwned2`;touch${IFS}pwned3';
    const r = repo(evil);
    const cwd = tempDir();
    made.push(cwd);
    const res = await runBenchmark({ repo: r.repo, base: 'main', head: evil, command: 'bash bench.sh', rounds: 1, warmup: 0 });
    made.push(res.outputDir);
    assert.equal(res.head.revision.sha, r.head);
    assert.equal(res.head.revision.ref, evil);
    // As a ref that git rejects, it is an error, and still never reaches a shell.
    await assert.rejects(
      runBenchmark({ repo: r.repo, base: '$(touch pwned)', command: 'true', rounds: 1, warmup: 0 }),
      /commit \$\(touch pwned\) is not in this clone/,
    );
    for (const dir of [r.repo, cwd, process.cwd(), res.outputDir]) {
      assert.deepEqual(
        readdirSync(dir).filter((n) => n.startsWith('pwned')),
        [],
        `nothing created in ${dir}`,
      );
    }
  });

  it('removes the worktrees and kills the benchmark on SIGINT', async () => {
    const r = repo();
    const before = checkoutDigest(r.repo);
    const scratch = tempDir();
    made.push(scratch);
    const script = path.join(scratch, 'interrupted.mts');
    const runner = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/runner/index.ts');
    writeFileSync(
      script,
      `import { runBenchmark } from ${JSON.stringify(runner)};
       await runBenchmark({ repo: ${JSON.stringify(r.repo)}, base: 'main', rounds: 1, warmup: 0,
         command: 'pwd > ${scratch}/pwd; sleep 300 & echo $! > ${scratch}/pid; wait' });`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: process.cwd(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b) => (stderr += b));
    const closed = new Promise((ok) => child.on('close', ok));
    const pidFile = path.join(scratch, 'pid');
    for (let i = 0; i < 200 && !existsSync(pidFile) && child.exitCode === null; i++) await new Promise((ok) => setTimeout(ok, 50));
    await new Promise((ok) => setTimeout(ok, 100));
    child.kill('SIGINT');
    const code = await closed;
    assert.equal(code, 130, stderr);
    assert.match(stderr, /interrupted \(SIGINT\); worktrees removed/);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(await processGone(pid), `the benchmark process ${pid} is still running after SIGINT`);
    assert.ok(!existsSync(path.dirname(readFileSync(path.join(scratch, 'pwd'), 'utf8').trim())));
    assert.deepEqual(extraWorktrees(r.repo), []);
    assert.equal(checkoutDigest(r.repo), before);
  });
});
