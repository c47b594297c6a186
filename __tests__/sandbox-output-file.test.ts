// The output-file attacks of the red team (docs/security.md, "What holds"), through the bundled
// CLI run by an unprivileged user (support/sandbox-user.ts): the pull request's setup makes the
// output-file's parent a link to a victim folder outside the worktree, or leaves a daemon that
// swaps a folder of the output for a link to a host folder while benchgate copies it. benchgate
// removes and reads the output only inside the worktree, never through a link, with the side's
// sandbox frozen: the victim is never removed, the host folder never lands in the kept runs.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { benchgate, claim, cleanup, killUserProcesses, marker, markers, prepareCli, setup, type Setup, skip, unique, user } from './support/sandbox-user.js';

claim('benchgate-of');
before(prepareCli);
after(cleanup);

const SECRET = `host_secret_${unique()}`;
const PYTHON = '/usr/bin/python3';

/** A Criterion results folder target/criterion/bench_x/new (written by the run). */
const CRITERION = [
  'rm -f target; rm -rf target/criterion; mkdir -p target/criterion/bench_x/new',
  `echo '{"full_id":"bench_x"}' > target/criterion/bench_x/new/benchmark.json`,
  'v=$((RANDOM%10+100))',
  `echo "{\\"sampling_mode\\":\\"Linear\\",\\"iters\\":[1,2,3,4],\\"times\\":[$v,$((2*v)),$((3*v)),$((4*v))]}" > target/criterion/bench_x/new/sample.json`,
].join('\n');

/** A victim folder of the user's, outside the worktree: victim/criterion/precious.txt. */
function victim(s: Setup): string {
  const v = path.join(s.work, 'victim');
  mkdirSync(path.join(v, 'criterion'), { recursive: true });
  writeFileSync(path.join(v, 'criterion', 'precious.txt'), SECRET);
  writeFileSync(path.join(v, 'other.txt'), 'keep');
  if (user.dedicated) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, v]);
  return v;
}

/** Every file's text under `dir`, links not followed. */
function kept(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('output-file: benchgate never removes nor reads through a link the pull request planted', { skip, concurrency: false }, () => {
  after(() => killUserProcesses(...markers));

  for (const isolation of ['auto', 'none'] as const) {
    it(`setup links target to a victim folder: benchgate's pre-run removal of target/criterion refuses, the victim is intact (isolation: ${isolation})`, async () => {
      const s = setup();
      const v = victim(s);
      const link = `if [ "$BENCHGATE_SIDE" = head ]; then rm -rf target; ln -s ${v} target; fi`;
      const r = await benchgate(s, ['--isolation', isolation, '--setup', link, '--format', 'criterion', '--output-file', 'target/criterion', '--', CRITERION]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(
        r.stderr,
        /output-file target\/criterion: target is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link \(on head\)/,
      );
      assert.equal(readFileSync(path.join(v, 'criterion', 'precious.txt'), 'utf8'), SECRET);
      assert.equal(readFileSync(path.join(v, 'other.txt'), 'utf8'), 'keep');
    });
  }

  it('a setup daemon swapping a folder of the output for a link to a host folder while benchgate copies it: the host folder never reaches the kept runs', async (t) => {
    if (!existsSync(PYTHON)) return t.skip(`no ${PYTHON} for the daemon`);
    const s = setup();
    const host = path.join(s.work, 'host');
    mkdirSync(host);
    writeFileSync(path.join(host, 'secret.txt'), SECRET);
    if (user.dedicated) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, host]);
    const tag = unique();
    // The daemon waits for benchgate's copy to open the first f* file (after it lstat-ed 0sub,
    // which sorts first) and at once swaps 0sub for a link to the host folder (inotify): on a
    // side that is not frozen the copy then lists and copies the host folder.
    const daemon = [
      `# ${marker(`swapper-${tag}`)}`,
      'import os, sys, ctypes, struct, time',
      'wt, host = sys.argv[1], sys.argv[2]',
      'libc = ctypes.CDLL(None, use_errno=True)',
      'root = wt + "/target/criterion"; stage = wt + "/.stage"; os.makedirs(stage, exist_ok=True)',
      'n = 0',
      'while True:',
      '    if not os.path.exists(root + "/READY"):',
      '        time.sleep(0.001); continue',
      '    fd = libc.inotify_init(); libc.inotify_add_watch(fd, root.encode(), 0x20)',
      '    swapped = False',
      '    while not swapped:',
      '        buf = os.read(fd, 65536); i = 0',
      '        while i < len(buf):',
      '            _wd, mask, cookie, ln = struct.unpack_from("iIII", buf, i)',
      '            name = buf[i+16:i+16+ln].rstrip(b"\\0").decode(); i += 16 + ln',
      '            if name.startswith("f") and not swapped:',
      '                n += 1',
      '                try:',
      '                    os.rename(root + "/0sub", "%s/old%d" % (stage, n))',
      '                    os.symlink(host, "%s/link%d" % (stage, n)); os.rename("%s/link%d" % (stage, n), root + "/0sub")',
      '                except OSError: pass',
      '                swapped = True',
      '    os.close(fd)',
      '    while os.path.exists(root + "/READY"): time.sleep(0.002)',
    ].join('\n');
    const setupCmd = `if [ "$BENCHGATE_SIDE" = head ]; then cat > .swapper.py <<'PY'\n${daemon}\nPY\nsetsid ${PYTHON} .swapper.py "$PWD" ${host} swapper-${tag} </dev/null >/dev/null 2>&1 & fi`;
    const run = [
      's=.stage/new.$$; rm -rf $s; mkdir -p $s/bench_x/new $s/0sub',
      `echo '{"full_id":"bench_x"}' > $s/bench_x/new/benchmark.json`,
      'v=$((RANDOM%10+100))',
      `echo "{\\"sampling_mode\\":\\"Linear\\",\\"iters\\":[1,2,3,4],\\"times\\":[$v,$((2*v)),$((3*v)),$((4*v))]}" > $s/bench_x/new/sample.json`,
      'echo mine > $s/0sub/secret.txt',
      'for i in $(seq -w 0 1999); do echo x > $s/f$i; done',
      'echo r > $s/READY',
      'mkdir -p target; rm -rf target/criterion; mv $s target/criterion',
    ].join('\n');
    const r = await benchgate(s, ['--rounds', '3', '--setup', setupCmd, '--format', 'criterion', '--output-file', 'target/criterion', '--', run]);
    // Whatever the daemon managed, the kept runs hold none of the host folder.
    assert.doesNotMatch(kept(s.keep), new RegExp(SECRET), r.stderr);
    assert.ok(r.code === 0 || r.code === 1 || /0sub is not a regular file but a link to/.test(r.stderr), `exit ${r.code}\n${r.stderr}`);
    killUserProcesses(`swapper-${tag}`);
  });
});
