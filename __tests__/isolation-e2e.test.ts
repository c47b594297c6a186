// The five attacks of issue 20, each tried as an attacker would (support/sandbox-user.ts: the
// bundled CLI run by an unprivileged user with the runner's secrets), the benchmark performing the
// attack. Each must fail with the default isolation (auto); with --isolation none, where that is
// safe to show, the same attack succeeds — the control that the test can fail. As root (CI) the
// user is created here; run by an unprivileged user, the tests run benchgate as that user; where
// this host forbids unprivileged user namespaces they are skipped, saying why.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gitEnvironment } from '../src/git/git.js';
import { type HostProbe, liftUserNamespaceRestriction } from '../src/runner/isolation.js';
import { twoCommitRepo } from './runner-fixtures.js';
import { type CommandResult, runCommand } from './support/run-command.js';
import {
  asUser,
  BENCH,
  benchgate,
  claim,
  cleanup,
  killUserProcesses,
  made,
  marker,
  markers,
  prepareCli,
  printed,
  SECRET,
  setup,
  skip,
  survivors,
  unique,
  user,
  userProcesses,
} from './support/sandbox-user.js';

claim('benchgate-sbx');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
before(prepareCli);
after(cleanup);

const ok = (r: CommandResult) => assert.ok(r.code === 0 || r.code === 1, `exit ${r.code}\n${r.stderr}`);

describe('isolation: the benchmark run as an unprivileged user, attacking', { skip, concurrency: false }, () => {
  after(() => killUserProcesses(...markers));

  it('1. reads the token from /proc/$PPID/environ and every /proc/*/environ: finds nothing in the sandbox (found with isolation none)', async () => {
    const attack = `for f in /proc/$PPID/environ /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$f" 2>/dev/null; done | grep -a '^INPUT_GITHUB-TOKEN=' | sort -u | sed 's/^/LEAK /'; ls /proc | grep -c '^[0-9]' | sed 's/^/PROCS /'; ${BENCH}`;
    const s = setup();
    const r = await benchgate(s, ['--', attack]);
    ok(r);
    assert.match(r.stderr, /isolation: sandbox \(user namespaces[,)]/);
    assert.doesNotMatch(printed(s), new RegExp(SECRET));
    // Its own PID namespace: PID 1, the shell and the few processes of its own pipeline.
    for (const n of printed(s).match(/^PROCS (\d+)$/gm) ?? []) assert.ok(Number(n.slice(6)) <= 8, n);

    const control = setup();
    const c = await benchgate(control, ['--isolation', 'none', '--', attack]);
    ok(c);
    assert.match(printed(control), new RegExp(`LEAK INPUT_GITHUB-TOKEN=${SECRET}`));
  });

  it("2. appends to RUNNER_TEMP's file-command files: they stay unmodified (modified with isolation none)", async () => {
    const attack = `printf 'NODE_OPTIONS=--require=/evil.js\\n' >> "$RUNNER_TEMP/_runner_file_commands/set_env_x"; echo /evil >> "$RUNNER_TEMP/_runner_file_commands/add_path_x"; ${BENCH}`;
    const s = setup();
    ok(await benchgate(s, ['--', attack]));
    for (const f of s.fileCommands) assert.equal(readFileSync(f, 'utf8'), '', f);

    const control = setup();
    ok(await benchgate(control, ['--isolation', 'none', '--', attack]));
    assert.match(readFileSync(control.fileCommands[0], 'utf8'), /NODE_OPTIONS=--require=\/evil\.js/);
  });

  it("3. sets core.fsmonitor in the shared git config: cannot in the sandbox, and benchgate's own git calls never run it", async () => {
    const s = setup();
    const marker = path.join(s.work, 'fsmonitor-ran');
    const hook = path.join(s.work, 'fsmonitor.sh');
    writeFileSync(hook, `#!/bin/sh\nenv >> "${marker}"\n`, { mode: 0o755 });
    if (user.dedicated) execFileSync('chown', [`${user.uid}:${user.gid}`, hook]);
    const attack = `git config core.fsmonitor "${hook}"; ${BENCH}`;
    const config = () => readFileSync(path.join(s.repo, '.git', 'config'), 'utf8');

    const before = config();
    ok(await benchgate(s, ['--', attack]));
    assert.equal(config(), before, 'the checkout’s .git/config is read-only to the benchmark');
    assert.ok(!existsSync(marker));

    // Without a sandbox the benchmark can write the config: benchgate's git calls of this run
    // (removing the worktrees) and of the next one still never run the program.
    ok(await benchgate(s, ['--isolation', 'none', '--', attack]));
    assert.match(config(), /fsmonitor = /);
    ok(await benchgate(s, ['--isolation', 'none', '--', BENCH]));
    assert.ok(!existsSync(marker), existsSync(marker) ? readFileSync(marker, 'utf8') : '');
    // The control: the planted program is live — a plain `git status` by the user runs it.
    execFileSync(...asUser(['git', 'status', '--porcelain']), { cwd: s.repo, env: { PATH: process.env.PATH, HOME: user.home }, stdio: 'ignore' });
    assert.ok(existsSync(marker), 'git status ran the planted fsmonitor');
  });

  it('4. starts an `env -i setsid -f` daemon: nothing of the sandbox is alive after benchgate exits (it survives with isolation none)', async () => {
    const daemon = marker(`sleep ${unique()}`);
    // The attack waits until the daemon has left the run's session (setsid done, pid written):
    // under load a forked child not yet detached would die with the run's process group.
    const attack = `rm -f daemon.pid; env -i setsid -f sh -c 'echo $$ > daemon.pid; exec ${daemon}' </dev/null >/dev/null 2>&1; until [ -s daemon.pid ]; do sleep 0.01; done; ${BENCH}`;
    killUserProcesses(daemon);
    const s = setup();
    ok(await benchgate(s, ['--', attack]));
    assert.deepEqual(await survivors(daemon), []);

    const control = setup();
    ok(await benchgate(control, ['--isolation', 'none', '--', attack]));
    assert.ok(userProcesses(daemon).length > 0, 'the daemon outlived benchgate');
    killUserProcesses(daemon);
  });

  it("5. setup's daemon serves the rounds and is dead once benchgate exits (alive with isolation none)", async () => {
    const beat = marker(`/tmp/bg-iso-heartbeat-${unique()}`);
    const daemon = `env -i setsid -f sh -c 'while :; do date +%s%N > ${beat}.t; mv ${beat}.t ${beat}; sleep 0.05; done' </dev/null >/dev/null 2>&1; until [ -s ${beat} ]; do sleep 0.05; done`;
    const run = `a=$(cat ${beat}); sleep 0.3; b=$(cat ${beat}); [ -n "$a" ] && [ "$a" != "$b" ] && ${BENCH}`;
    killUserProcesses(beat);
    const s = setup();
    const r = await benchgate(s, ['--setup', daemon, '--', run]);
    ok(r);
    assert.doesNotMatch(r.stderr, /FAILED/);
    assert.deepEqual(await survivors(beat), []);

    const control = setup();
    ok(await benchgate(control, ['--isolation', 'none', '--setup', daemon, '--', run]));
    assert.ok(userProcesses(beat).length > 0, "setup's daemon outlived benchgate");
    killUserProcesses(beat);
    rmSync(beat, { force: true });
    rmSync(`${beat}.t`, { force: true });
  });

  it("cannot connect to a Unix socket under /run (the Docker daemon's on GitHub's runners: root on the host) (connects with isolation none)", async (t) => {
    // Root's /run, or the user's own runtime folder under it (GitHub's runner user has /run/user/1001).
    const dir = ['/run', `/run/user/${user.uid}`].find((d) => {
      try {
        accessSync(d, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    });
    if (!dir) return t.skip(`no folder under /run this user can put a socket in`);
    const sock = path.join(dir, `bg-iso-${unique()}.sock`);
    const server = createServer((c) => c.end());
    await new Promise<void>((ok) => server.listen(sock, ok));
    try {
      chmodSync(sock, 0o777);
      const connect = `require('net').connect(process.argv[1]).on('connect', () => { console.log('CONNECTED'); process.exit(0); }).on('error', (e) => { console.log('REFUSED ' + e.code); process.exit(0); })`;
      const attack = `${process.execPath} -e "${connect}" ${sock}; ${BENCH}`;
      const s = setup();
      ok(await benchgate(s, ['--', attack]));
      assert.doesNotMatch(printed(s), /CONNECTED/);
      assert.match(printed(s), /REFUSED/);

      const control = setup();
      ok(await benchgate(control, ['--isolation', 'none', '--', attack]));
      assert.match(printed(control), /CONNECTED/);
    } finally {
      server.close();
    }
  });

  it('inside the sandbox: strays of a run are killed before the next, a timeout kills the run, and the report says isolation: sandbox', async () => {
    // Round 1 leaves a stray (it carries the run's id) and passes; round 2 would hang: killed at the timeout.
    // The run ends as soon as the stray has left the run's session (its pid written after setsid):
    // under load, a forked child not yet detached would die with the run's process group and be no
    // stray. Its exec of the program is then often still under way (its environment reads empty
    // meanwhile), which benchgate must wait for.
    const stray = marker(`sleep ${unique()}`);
    const hang = marker(`sleep ${unique()}`);
    const command = `echo "LEFT $(pgrep -c -xf '${stray}')"; t=$(mktemp) && echo x > "$t" || exit 3; if [ -f .slow ]; then exec ${hang}; fi; touch .slow; setsid -f sh -c 'echo $$ > stray.pid; exec ${stray}' </dev/null >/dev/null 2>&1; until [ -s stray.pid ]; do :; done; ${BENCH}`;
    const s = setup();
    const json = path.join(s.work, 'r.json');
    const md = path.join(s.work, 'r.md');
    const r = await benchgate(s, ['--timeout', '3s', '--json', json, '--markdown', md, '--', command]);
    ok(r);
    assert.match(r.stderr, /round 2\/2 (base|head): FAILED after .*timed out after 3s/);
    assert.match(r.stderr, /killed 1 process\(es\) the command left running outside its process group/);
    for (const line of printed(s).match(/^LEFT \d+$/gm) ?? []) assert.equal(line, 'LEFT 0');
    const report = JSON.parse(readFileSync(json, 'utf8')) as { isolation?: unknown; run: { failedRuns: unknown[] } };
    assert.deepEqual(report.isolation, { mode: 'sandbox', mechanism: 'user namespaces', otherSide: 'paused', network: 'shared' });
    assert.equal(report.run.failedRuns.length, 2);
    assert.match(readFileSync(md, 'utf8'), /isolation: sandbox \(user namespaces, other side paused\), network: shared/);
    assert.deepEqual(await survivors(stray, hang), []);
  });
});

describe('isolation where the host cannot have a sandbox', { skip: process.platform !== 'linux' && 'Linux only' }, () => {
  // $HOME over /var/tmp: the sandbox's throw-away layers would overlap the folder they cover.
  const env = { ...process.env, NO_COLOR: '1', HOME: '/var/tmp' };

  it('auto runs without one and says isolation: none and why in the log, the JSON and the markdown; required is a tool error', async () => {
    const r = twoCommitRepo({ 'bench.sh': BENCH }, { CHANGES: 'head\n' });
    made.push(r.repo);
    const out = realpathSync(mkdtempSync('/var/tmp/bg-iso-out-'));
    made.push(out);
    const run = (args: string[]) =>
      runCommand(
        [
          process.execPath,
          '--import',
          import.meta.resolve('tsx'),
          path.join(ROOT, 'src/cli.ts'),
          'run',
          '--base',
          'main',
          '--rounds',
          '2',
          '--warmup',
          '0',
          ...args,
        ],
        {
          cwd: r.repo,
          env,
          timeoutMs: 120_000,
        },
      );
    const auto = await run(['--json', path.join(out, 'r.json'), '--markdown', path.join(out, 'r.md'), '--', 'bash bench.sh']);
    assert.equal(auto.code, 0, auto.stderr);
    assert.match(auto.stderr, /isolation: none \(\/var\/tmp and \$HOME \(\/var\/tmp\) overlap[^)]*\): the benchmark runs with this job's user/);
    const json = JSON.parse(readFileSync(path.join(out, 'r.json'), 'utf8')) as { isolation: { mode: string; reason: string } };
    assert.equal(json.isolation.mode, 'none');
    assert.match(json.isolation.reason, /overlap/);
    assert.match(readFileSync(path.join(out, 'r.md'), 'utf8'), /isolation: none \(\/var\/tmp and \$HOME \(\/var\/tmp\) overlap/);

    const required = await run(['--isolation', 'required', '--', 'bash bench.sh']);
    assert.equal(required.code, 2, required.stderr);
    assert.match(required.stderr, /isolation: required, but this host cannot run the benchmark in a sandbox: \/var\/tmp and \$HOME/);
    assert.doesNotMatch(required.stderr, /^round /m);

    const none = await run(['--isolation', 'none', '--', 'bash bench.sh']);
    assert.equal(none.code, 0, none.stderr);
    assert.match(none.stderr, /isolation: none \(turned off by the isolation setting\)/);
  });

  it("benchgate's git calls get no token and no job-file variable in their environment", () => {
    const env = gitEnvironment({ PATH: '/bin', 'INPUT_GITHUB-TOKEN': SECRET, GITHUB_TOKEN: SECRET, GITHUB_ENV: '/x', GIT_DIR: '/elsewhere' });
    assert.deepEqual(Object.keys(env).sort(), ['GIT_ASKPASS', 'GIT_TERMINAL_PROMPT', 'PATH', 'SSH_ASKPASS']);
  });

  it("lifts Ubuntu's AppArmor restriction of user namespaces only on a GitHub-hosted runner, with sudo -n, and says so", () => {
    const host = (restricted: string | undefined, sudo: boolean) => {
      const ran: string[][] = [];
      const probe: HostProbe = {
        read: (file) => (file === '/proc/sys/kernel/apparmor_restrict_unprivileged_userns' ? restricted : undefined),
        run: (file, args) => (ran.push([file, ...args]), sudo),
      };
      return { probe, ran };
    };
    const hosted = { RUNNER_ENVIRONMENT: 'github-hosted' };
    const lift = ['sudo', '-n', 'sysctl', '-w', 'kernel.apparmor_restrict_unprivileged_userns=0'];

    let h = host('1', true);
    assert.match(liftUserNamespaceRestriction(hosted, h.probe).lifted ?? '', /GitHub-hosted runner restricted user namespaces .*lifted/);
    assert.deepEqual(h.ran, [lift]);

    for (const [env, restricted, sudo] of [
      [{ RUNNER_ENVIRONMENT: 'self-hosted' }, '1', true],
      [{}, '1', true],
      [hosted, '1', false],
    ] as const) {
      h = host(restricted, sudo);
      const r = liftUserNamespaceRestriction(env, h.probe);
      assert.equal(r.lifted, undefined);
      assert.match(r.hint ?? '', /restricts unprivileged user namespaces through AppArmor .*sudo sysctl -w kernel\.apparmor_restrict_unprivileged_userns=0/);
      if (env.RUNNER_ENVIRONMENT !== 'github-hosted') assert.deepEqual(h.ran, [], 'never sudo outside a GitHub-hosted runner');
    }
    for (const restricted of ['0', undefined]) {
      h = host(restricted, true);
      assert.deepEqual(liftUserNamespaceRestriction(hosted, h.probe), {});
      assert.deepEqual(h.ran, []);
    }
  });
});
