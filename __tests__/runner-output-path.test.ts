// The output-file as benchgate reads and removes it on the host (docs/security.md, "What holds"):
// from the worktree down, never through a link at any depth. Links are planted at every depth of
// real folders, pointing at a victim folder outside the worktree holding a secret: nothing of the
// victim is ever copied nor removed, and the error names the link. No race is needed to show that
// nothing follows a link (the sandbox-output-file test races a daemon against the frozen side).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { copyOutputFile, copyOutputFolder, UnusableFolderError } from '../src/runner/copy-folder.js';
import { runRounds } from '../src/runner/rounds.js';
import { removeInside, UnsafePathError, walkInside } from '../src/runner/worktree-path.js';
import { tempDir } from './runner-fixtures.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const SECRET = 'host-secret-never-copied';

/** A worktree and, beside it, a victim folder (victim/criterion/precious.txt, victim/secret.txt). */
function world() {
  const root = tempDir('bg-outpath-');
  made.push(root);
  const wt = path.join(root, 'wt');
  const victim = path.join(root, 'victim');
  mkdirSync(path.join(victim, 'criterion', 'sub'), { recursive: true });
  writeFileSync(path.join(victim, 'criterion', 'precious.txt'), SECRET);
  writeFileSync(path.join(victim, 'criterion', 'sub', 'precious.txt'), SECRET);
  writeFileSync(path.join(victim, 'secret.txt'), SECRET);
  mkdirSync(wt);
  return { root, wt, victim, keep: path.join(root, 'keep') };
}

/** Every file under `dir` (links not followed), with its text. */
function contents(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

function victimIntact(victim: string) {
  assert.equal(readFileSync(path.join(victim, 'criterion', 'precious.txt'), 'utf8'), SECRET);
  assert.equal(readFileSync(path.join(victim, 'criterion', 'sub', 'precious.txt'), 'utf8'), SECRET);
  assert.equal(readFileSync(path.join(victim, 'secret.txt'), 'utf8'), SECRET);
}

/** A results folder target/criterion with a file at each depth. */
function results(wt: string) {
  mkdirSync(path.join(wt, 'target', 'criterion', 'sub', 'deep'), { recursive: true });
  writeFileSync(path.join(wt, 'target', 'criterion', 'a.json'), 'a');
  writeFileSync(path.join(wt, 'target', 'criterion', 'sub', 'b.json'), 'b');
  writeFileSync(path.join(wt, 'target', 'criterion', 'sub', 'deep', 'c.json'), 'c');
}

/** Replaces `rel` (inside wt) with a link to `to`. */
function plant(wt: string, rel: string, to: string) {
  rmSync(path.join(wt, rel), { recursive: true, force: true });
  symlinkSync(to, path.join(wt, rel));
}

describe('the output-file from the worktree down, never through a link', () => {
  it('removal: a link on the way is refused and nothing is removed; a link inside is unlinked, never entered', async () => {
    for (const parent of ['target', 'target/criterion']) {
      const w = world();
      results(w.wt);
      plant(w.wt, parent, parent === 'target' ? w.victim : path.join(w.victim, 'criterion'));
      const rel = parent === 'target' ? 'target/criterion' : 'target/criterion/sub';
      await assert.rejects(removeInside(w.wt, rel, `output-file ${rel}`), (e: Error) => {
        assert.ok(e instanceof UnsafePathError);
        assert.equal(
          e.message,
          `output-file ${rel}: ${parent} is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link`,
        );
        return true;
      });
      victimIntact(w.victim);
    }
    // Links as the entry itself and at every depth inside: unlinked, their targets untouched.
    const w = world();
    results(w.wt);
    symlinkSync(w.victim, path.join(w.wt, 'target', 'criterion', 'to-folder'));
    symlinkSync(path.join(w.victim, 'secret.txt'), path.join(w.wt, 'target', 'criterion', 'sub', 'to-file'));
    symlinkSync(path.join(w.victim, 'criterion'), path.join(w.wt, 'target', 'criterion', 'sub', 'deep', 'to-criterion'));
    await removeInside(w.wt, 'target/criterion', 'output-file target/criterion');
    assert.ok(!existsSync(path.join(w.wt, 'target', 'criterion')));
    assert.ok(existsSync(path.join(w.wt, 'target')));
    victimIntact(w.victim);
    symlinkSync(path.join(w.victim, 'criterion'), path.join(w.wt, 'out'));
    await removeInside(w.wt, 'out', 'output-file out');
    assert.ok(!existsSync(path.join(w.wt, 'out')) && !lstatSync(w.wt).isSymbolicLink());
    victimIntact(w.victim);
    // Missing is fine; a file where a folder should be is refused.
    await removeInside(w.wt, 'nothing/here', 'output-file nothing/here');
    writeFileSync(path.join(w.wt, 'file'), 'x');
    await assert.rejects(removeInside(w.wt, 'file/x', 'output-file file/x'), /output-file file\/x: file is not a folder/);
  });

  it('folder copy: a link planted at every depth is never followed; the copy never holds the victim', async () => {
    const cases: Array<{ at: string; to: (v: string) => string; error: RegExp }> = [
      { at: 'target', to: (v) => v, error: /output-file target\/criterion: target is a symbolic link/ },
      { at: 'target/criterion', to: (v) => path.join(v, 'criterion'), error: /target\/criterion is a symbolic link/ },
      {
        at: 'target/criterion/sub',
        to: (v) => path.join(v, 'criterion'),
        error: /sub is not a regular file but a link to .*victim\/criterion, outside the folder/,
      },
      { at: 'target/criterion/sub/deep', to: (v) => v, error: /sub\/deep is not a regular file but a link to .*victim, outside the folder/ },
      { at: 'target/criterion/sub/b.json', to: (v) => path.join(v, 'secret.txt'), error: /sub\/b\.json is not a regular file but a link to .*secret\.txt/ },
      { at: 'target/criterion/sub/deep/c.json', to: () => '../../../../../victim/secret.txt', error: /sub\/deep\/c\.json is not a regular file but a link to/ },
      { at: 'target/criterion/sub/deep/c.json', to: () => '../../../criterion/../../../victim/secret.txt', error: /outside the folder/ },
    ];
    for (const c of cases) {
      const w = world();
      results(w.wt);
      plant(w.wt, c.at, c.to(w.victim));
      const kept = path.join(w.keep, 'criterion');
      mkdirSync(w.keep);
      await assert.rejects(copyOutputFolder(w.wt, 'target/criterion', kept, 1 << 20, 'output-file target/criterion'), (e: Error) => {
        assert.ok(e instanceof UnusableFolderError, `${c.at}: ${e.message}`);
        assert.match(e.message, c.error, c.at);
        return true;
      });
      assert.doesNotMatch(contents(w.keep), new RegExp(SECRET), c.at);
      victimIntact(w.victim);
    }
    // A link inside the folder to a file inside is resolved by benchgate and kept as a plain file;
    // one that goes through a link (a link to a file under a linked folder) is refused.
    const w = world();
    results(w.wt);
    symlinkSync('sub/deep/c.json', path.join(w.wt, 'target', 'criterion', 'latest.json'));
    mkdirSync(w.keep);
    const copy = await copyOutputFolder(w.wt, 'target/criterion', path.join(w.keep, 'criterion'), 1 << 20);
    assert.deepEqual(copy, { ok: true, bytes: 4 });
    assert.ok(!lstatSync(path.join(w.keep, 'criterion', 'latest.json')).isSymbolicLink());
    assert.equal(readFileSync(path.join(w.keep, 'criterion', 'latest.json'), 'utf8'), 'c');
    const v = world();
    results(v.wt);
    symlinkSync(path.join(v.victim, 'criterion'), path.join(v.wt, 'target', 'criterion', 'linked'));
    symlinkSync('linked/precious.txt', path.join(v.wt, 'target', 'criterion', 'latest.json'));
    mkdirSync(v.keep);
    await assert.rejects(copyOutputFolder(v.wt, 'target/criterion', path.join(v.keep, 'criterion'), 1 << 20), /target\/criterion\/linked is a symbolic link/);
    assert.doesNotMatch(contents(v.keep), new RegExp(SECRET));
  });

  it('file copy: opened with O_NOFOLLOW, a regular file of the worktree; a link on the way or out of the worktree is refused', async () => {
    const cases: Array<{ at: string; to: (v: string) => string; rel: string; error: RegExp }> = [
      { at: 'out', to: (v) => v, rel: 'out/secret.txt', error: /output-file out\/secret\.txt: out is a symbolic link/ },
      { at: 'out/sub', to: (v) => path.join(v, 'criterion'), rel: 'out/sub/precious.txt', error: /out\/sub is a symbolic link/ },
      {
        at: 'out/sub/r.json',
        to: (v) => path.join(v, 'secret.txt'),
        rel: 'out/sub/r.json',
        error: /r\.json is not a regular file but a link to .*secret\.txt, outside the worktree/,
      },
      { at: 'out/sub/r.json', to: () => '../../../victim/secret.txt', rel: 'out/sub/r.json', error: /outside the worktree/ },
    ];
    for (const c of cases) {
      const w = world();
      mkdirSync(path.join(w.wt, 'out', 'sub'), { recursive: true });
      writeFileSync(path.join(w.wt, 'out', 'sub', 'r.json'), 'mine');
      plant(w.wt, c.at, c.to(w.victim));
      mkdirSync(w.keep);
      await assert.rejects(
        (async () => copyOutputFile(w.wt, await walkInside(w.wt, c.rel, `output-file ${c.rel}`), c.rel, path.join(w.keep, 'r.json'), 1 << 20))(),
        (e: Error) => {
          assert.ok(e instanceof UnsafePathError, e.message);
          assert.match(e.message, c.error, c.at);
          return true;
        },
      );
      assert.doesNotMatch(contents(w.keep), new RegExp(SECRET), c.at);
    }
    // A FIFO is refused without blocking; a link to a file inside the worktree is copied as that file.
    const w = world();
    mkdirSync(path.join(w.wt, 'out'));
    execFileSync('mkfifo', [path.join(w.wt, 'out', 'fifo')]);
    mkdirSync(w.keep);
    await assert.rejects(
      (async () => copyOutputFile(w.wt, await walkInside(w.wt, 'out/fifo', 'x'), 'out/fifo', path.join(w.keep, 'f'), 1 << 20))(),
      /out\/fifo is not a regular file \(a FIFO\)/,
    );
    writeFileSync(path.join(w.wt, 'out', 'real.json'), 'mine');
    symlinkSync('real.json', path.join(w.wt, 'out', 'latest.json'));
    const copy = await copyOutputFile(w.wt, await walkInside(w.wt, 'out/latest.json', 'x'), 'out/latest.json', path.join(w.keep, 'latest.json'), 1 << 20);
    assert.deepEqual(copy, { ok: true, bytes: 4 });
    assert.equal(readFileSync(path.join(w.keep, 'latest.json'), 'utf8'), 'mine');
  });

  it("runRounds: setup links `target` to a victim folder; benchgate's pre-run removal of target/criterion refuses it and the victim is intact", async () => {
    const w = world();
    const head = path.join(w.root, 'head');
    mkdirSync(head);
    const setup = `[ "$BENCHGATE_SIDE" = head ] && ln -s ${JSON.stringify(w.victim)} target; true`;
    const command = 'mkdir -p target/criterion/x && echo "{}" > target/criterion/x/estimates.json';
    await assert.rejects(
      runRounds({ dirs: { base: w.wt, head }, command, setup, outputFile: 'target/criterion', rounds: 1, warmup: 0, keepDir: w.keep, seed: 1 }),
      (e: Error) => {
        assert.equal(e.name, 'RunnerError');
        assert.match(
          e.message,
          /^output-file target\/criterion: target is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link \(on head\)/,
        );
        return true;
      },
    );
    victimIntact(w.victim);
    assert.ok(existsSync(path.join(w.victim, 'criterion')));
  });
});
