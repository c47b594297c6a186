// What a pull request's commit or run can plant for benchgate itself to follow on the host, with
// measure: instructions and a working-directory (found by attacking the bundled CLI from outside):
// a committed link in place of benchgate's state folder (benchgate wrote its driver script through
// it, onto a host file), links the run leaves among its cachegrind files (once moved into the kept
// runs and read back into the report; now a tool error), and a working-directory the head commit made a link to a host
// folder. Each victim is a host file or folder outside the worktree; each must stay as it was.
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { needs } from './support/harness.js';
import { measureInstructionsArgs, runCli } from './support/instructions-cli.js';
import { commit, git, tempDir } from './runner-fixtures.js';

const run = (repo: string, args: string[]) => runCli(repo, ['run', ...args], { timeoutMs: 600_000 });

/** A repository whose base is `files` and whose head adds the link `link -> target` (and `headFiles`). */
function repoWithLink(files: Record<string, string>, link: string, target: string, headFiles: Record<string, string> = {}) {
  const repo = tempDir('bg-links-');
  git(repo, 'init', '-q', '-b', 'main');
  const base = commit(repo, 'base', files);
  git(repo, 'checkout', '-q', '-b', 'feature');
  for (const [name, text] of Object.entries(headFiles)) writeFileSync(path.join(repo, name), text);
  mkdirSync(path.dirname(path.join(repo, link)), { recursive: true });
  symlinkSync(target, path.join(repo, link));
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'head');
  const head = git(repo, 'rev-parse', 'HEAD').trim();
  return { repo, base, head };
}

function allLinks(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isSymbolicLink())
    .map((e) => path.join(e.parentPath, e.name));
}

const LOOP = 'i=0\nwhile [ $i -lt 2000 ]; do i=$((i + 1)); done\n';

describe('links planted for benchgate to follow on the host (measure: instructions, working-directory)', () => {
  it('a committed link in place of the state folder is removed, never written through', needs('valgrind'), async () => {
    const victim = tempDir('bg-victim-');
    writeFileSync(path.join(victim, 'precious.txt'), 'keep');
    const { repo, base, head } = repoWithLink({ 'loop.sh': LOOP }, '.benchgate-instructions', victim);
    const r = await run(repo, measureInstructionsArgs(base, head, ['--', 'bash', 'loop.sh'], ['--instructions-driver', 'command']));
    assert.ok(r.code === 0 || r.code === 1, `${r.stdout}\n${r.stderr}`);
    assert.deepEqual(readdirSync(victim), ['precious.txt'], 'nothing was written into the host folder the link named');
    assert.equal(readFileSync(path.join(victim, 'precious.txt'), 'utf8'), 'keep');
  });

  it('a link the run leaves among its cachegrind files is a tool error: not kept, nothing read through it', needs('valgrind'), async () => {
    const secret = tempDir('bg-secret-');
    writeFileSync(path.join(secret, 'secret.txt'), 'TOPSECRET-HOSTFILE');
    const leak = `${LOOP}d="$BENCHGATE_INSTRUCTIONS_DIR/out"; mkdir -p "$d"; ln -sfn '${secret}/secret.txt' "$d/leak.txt"; ln -sfn '${secret}' "$d/leakdir"\n`;
    const { repo, base, head } = repoWithLink({ 'loop.sh': LOOP }, 'unused-link', 'nowhere', { 'loop.sh': leak });
    const kept = path.join(tempDir('bg-links-kept-'), 'runs');
    const json = path.join(path.dirname(kept), 'report.json');
    const r = await run(
      repo,
      measureInstructionsArgs(base, head, ['--keep-dir', kept, '--json', json, '--', 'bash', 'loop.sh'], ['--instructions-driver', 'command']),
    );
    assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
    assert.deepEqual(allLinks(kept), [], 'no link reaches the kept runs');
    assert.match(
      r.stderr,
      /left a link at \.benchgate-instructions\/out\/leak\.txt, where only the counter writes its count files: benchgate neither reads nor keeps it/,
    );
    if (existsSync(json)) assert.doesNotMatch(readFileSync(json, 'utf8'), /TOPSECRET/);
  });

  it('a working-directory the head commit made a link to a host folder is refused, and the folder is untouched', async () => {
    const victim = tempDir('bg-victim-wd-');
    writeFileSync(path.join(victim, 'hostdata.txt'), 'host');
    const repo = tempDir('bg-links-wd-');
    git(repo, 'init', '-q', '-b', 'main');
    const base = commit(repo, 'base', { 'sub/bench.sh': 'echo "BenchmarkX 100 1000 ns/op"\n' });
    git(repo, 'checkout', '-q', '-b', 'feature');
    git(repo, 'rm', '-q', '-r', 'sub');
    symlinkSync(victim, path.join(repo, 'sub'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'head');
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    // The CLI's working directory is the folder it is started in, inside the checkout (on base).
    git(repo, 'checkout', '-q', 'main');
    const r = await run(path.join(repo, 'sub'), ['--base', base, '--head', head, '--rounds', '2', '--', 'bash', 'bench.sh']);
    assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /working-directory 'sub': sub is a symbolic link in the head commit/);
    assert.deepEqual(readdirSync(victim), ['hostdata.txt']);
    assert.ok(!lstatSync(victim).isSymbolicLink());
  });
});
