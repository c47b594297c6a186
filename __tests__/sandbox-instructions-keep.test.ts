// measure: instructions keeps each run's count files (the side's .benchgate-instructions/out) in
// the kept runs. A setup daemon of the pull request's, its cwd in that folder, plants a link to a
// host file there as fast as it can (the red team's race): benchgate copies the counter's files
// into a folder it makes, with the side frozen, and removes the source, so nothing the sandbox
// holds a handle on becomes part of the kept runs. Before, the folder was renamed into the kept
// runs and the daemon, thawed, kept writing links into them. Through the bundled CLI run by an
// unprivileged user (support/sandbox-user.ts), in the sandbox.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { needs } from './support/harness.js';
import { benchgate, claim, cleanup, cliPath, killUserProcesses, marker, markers, prepareCli, setup, skip, unique, user } from './support/sandbox-user.js';

claim('benchgate-ik');
before(async () => {
  await prepareCli();
  if (skip) return;
  // The CLI starts the instructions driver from the bundle beside it.
  const driver = path.join(path.dirname(cliPath()), 'instructions-driver.js');
  copyFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'instructions-driver.js'), driver);
  chmodSync(driver, 0o644);
});
after(cleanup);

const SECRET = `host_secret_${unique()}`;

/** Every entry under `dir` (links not followed): its path from `dir`, whether it is a link, a file's text. */
function entries(dir: string): { name: string; link: boolean; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { name: path.relative(dir, full), link: e.isSymbolicLink(), text: e.isFile() ? readFileSync(full, 'utf8') : '' };
    });
}

describe('measure: instructions: a setup daemon writing into the count folder never reaches the kept runs', { skip, concurrency: false }, () => {
  after(() => killUserProcesses(...markers));

  it('a daemon whose cwd is .benchgate-instructions/out plants a link to a host file and a file of its own: neither is kept', needs('valgrind'), async () => {
    const s = setup();
    const host = path.join(s.work, 'hostsecret');
    mkdirSync(host);
    writeFileSync(path.join(host, 'secret.txt'), SECRET);
    if (user.dedicated) execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, host]);
    const tag = marker(`planter-${unique()}`);
    // The link is made once and left (ln -s fails while it exists): a folder that holds it is one
    // the daemon can still write into. late.txt says the daemon wrote after that.
    const daemon = [
      `# ${tag}`,
      'cd .benchgate-instructions/out || exit 0',
      'end=$((SECONDS+120))',
      'while [ $SECONDS -lt $end ]; do',
      `  ln -s ${host}/secret.txt run.31337.out 2>/dev/null`,
      '  [ -L run.31337.out ] && echo late > late.txt',
      '  sleep 0.01',
      'done',
    ].join('\n');
    const setupCmd = `mkdir -p .benchgate-instructions/out && cat > .planter.sh <<'SH'\n${daemon}\nSH\n(setsid bash .planter.sh ${tag} </dev/null >/dev/null 2>&1 &); sleep 0.5`;
    const r = await benchgate(s, [
      '--rounds',
      '3',
      '--measure',
      'instructions',
      '--instructions-driver',
      'command',
      '--setup',
      setupCmd,
      '--',
      'i=0; while [ $i -lt 2000 ]; do i=$((i+1)); done',
    ]);
    killUserProcesses(tag);
    const kept = ['base', 'head'].flatMap((side) => entries(path.join(s.keep, side)).map((e) => ({ ...e, name: `${side}/${e.name}` })));
    const all = `exit ${r.code}\n${r.stderr}\nkept: ${kept.map((e) => e.name).join(' ')}`;
    assert.deepEqual(
      kept.filter((e) => e.link),
      [],
      all,
    );
    assert.ok(!kept.some((e) => e.text.includes(SECRET)), all);
    assert.deepEqual(
      kept.filter((e) => /(^|\/)(late\.txt|run\.31337\.out)$/.test(e.name)),
      [],
      all,
    );
    // The run is refused (a link where only the counter writes), clearly, not kept.
    assert.equal(r.code, 2, all);
    assert.match(r.stderr, /left a link at \.benchgate-instructions\/out\/run\.31337\.out, where only the counter writes its count files/, all);
    assert.doesNotMatch(r.stderr, /^\s+at /m, all);
  });
});
