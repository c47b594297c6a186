// The escape battery (docs/security.md#the-escape-battery): the probes of support/escape-probes.sh run as the
// benchmark of the bundled CLI, as the unprivileged user, inside the sandbox, and report only
// through the run's kept stdout (`PROBE name ESCAPED|HELD`). Each probe runs again with
// `--isolation none`, the control that shows the probe sees the escape where there is no sandbox.
// What the sandbox shares by design (loopback services, abstract Unix sockets, FIFOs outside /run)
// is asserted as shared with `network: shared`, and the network part closed with `network: isolated`.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, constants, copyFileSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  asUser,
  benchgate,
  type BenchgateOptions,
  claim,
  cliPath,
  cleanup,
  prepareCli,
  printed,
  setup,
  type Setup,
  skip,
  unique,
  user,
} from './support/sandbox-user.js';

claim('benchgate-esc');

const PROBES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'escape-probes.sh');
const SERVED = `served_secret_${unique()}`;
const ROOT_USER = process.getuid?.() === 0;
const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
const yama = (() => {
  try {
    return readFileSync('/proc/sys/kernel/yama/ptrace_scope', 'utf8').trim();
  } catch {
    return '0';
  }
})();

type Verdicts = Map<string, { verdict: 'ESCAPED' | 'HELD'; detail: string }>;

/** Every probe's verdict over all rounds of both sides: escaped once is escaped. */
function verdicts(s: Setup): Verdicts {
  const out: Verdicts = new Map();
  for (const [, name, verdict, detail] of printed(s).matchAll(/^PROBE (\S+) (ESCAPED|HELD) ?(.*)$/gm)) {
    if (out.get(name)?.verdict !== 'ESCAPED') out.set(name, { verdict: verdict as 'ESCAPED' | 'HELD', detail });
  }
  return out;
}

const fifos: number[] = [];
const servers: Server[] = [];
const removeAfter: string[] = [];
let tcpPort = 0;
const abstract = `bg-escape-${unique()}`;

function serve(listen: (server: Server, ready: () => void) => void): Promise<Server> {
  const server = createServer((c) => c.end(`${SERVED}\n`));
  servers.push(server);
  return new Promise((ok) => listen(server, () => ok(server)));
}

/** A FIFO the test keeps a reader on (as a host service would). */
function fifoWithReader(file: string): void {
  execFileSync('mkfifo', ['-m', '666', file]);
  removeAfter.push(file);
  fifos.push(openSync(file, constants.O_RDONLY | constants.O_NONBLOCK));
}

/** The probes' targets for one run's work folder, prepended to the probe script; returns its command. */
function arm(s: Setup): string {
  const home = path.join(user.home, '.benchgate-escape-probe');
  writeFileSync(home, '# escape probe target\n');
  if (user.dedicated) execFileSync('chown', [`${user.uid}:${user.gid}`, home]);
  removeAfter.push(home);
  const id = statSync(home);
  const tmpCanary = `/tmp/bg-escape-canary-${unique()}`;
  const shmCanary = `/dev/shm/bg-escape-canary-${unique()}`;
  for (const c of [tmpCanary, shmCanary]) {
    writeFileSync(c, 'canary\n');
    removeAfter.push(c);
  }
  const fifo = path.join(s.work, 'probe.fifo');
  fifoWithReader(fifo);
  const vars: Record<string, string> = {
    P_GIT_CONFIG: path.join(s.repo, '.git', 'config'),
    P_FILE_COMMAND: s.fileCommands[0],
    P_KEEP: s.keep,
    P_HOME_FILE: home,
    P_HOME_ID: `${id.dev}:${id.ino}`,
    P_TMP_CANARY: tmpCanary,
    P_SHM_CANARY: shmCanary,
    P_FIFO: fifo,
    P_CLI: cliPath(),
    P_SECRET: SERVED,
    P_TCP_PORT: String(tcpPort),
    P_ABSTRACT: abstract,
    P_NODE: process.execPath,
    P_HOST_ROOT_FD: String(HOST_ROOT_FD),
  };
  if (ROOT_USER) {
    // Root's own folder under /run (the user cannot write there) and a set-uid-root program.
    const runFifo = `/run/bg-escape-${unique()}.fifo`;
    fifoWithReader(runFifo);
    vars.P_RUN_FIFO = runFifo;
    const suid = path.join(s.work, 'suid-id');
    copyFileSync('/usr/bin/id', suid);
    chmodSync(suid, 0o4755);
    vars.P_SUID = suid;
  }
  const header = Object.entries(vars)
    .map(([k, v]) => `${k}='${v}'`)
    .join('\n');
  const script = path.join(s.work, 'probes.sh');
  writeFileSync(script, readFileSync(PROBES, 'utf8').replace('set -u\n', `set -u\n${header}\n`), { mode: 0o644 });
  return `bash ${script}`;
}

/** Runs benchgate as the user inside a session keyring holding a key (and with one in the user's keyring). */
const keyrings = has('keyctl');
// The host's `/`, open in benchgate as descriptor 200: what a runner could leave open to its steps
// (node itself passes descriptors that high on to what it starts).
const HOST_ROOT_FD = 200;
let hostRoot = -1;
const through: BenchgateOptions = keyrings
  ? { through: ['keyctl', 'session', '-', 'bash', '-c', 'keyctl add user bg-escape-s "$0" @s >/dev/null && exec "$@"', SERVED] }
  : {};
let userKey = '';

/** A run of the battery: its verdicts, with the CLI's stderr for failures. */
/**
 * `withKeys`: benchgate runs in a session keyring holding a key (then each command enters through
 * a shell that leaves it); without, nsenter sets the working directory itself where it can.
 */
async function battery(args: string[], withKeys = true): Promise<{ v: Verdicts; stderr: string; report: { isolation?: unknown } }> {
  const s = setup({ 'marker.txt': 'escape-probe-marker\n' });
  const command = arm(s);
  const json = path.join(s.work, 'report.json');
  const r = await benchgate(s, [...args, '--json', json, '--', command], { ...(withKeys ? through : {}), inherit: { fd: hostRoot, at: HOST_ROOT_FD } });
  assert.ok(r.code === 0 || r.code === 1, `exit ${r.code}\n${r.stderr}`);
  return { v: verdicts(s), stderr: r.stderr, report: JSON.parse(readFileSync(json, 'utf8')) as { isolation?: unknown } };
}

function table(title: string, runs: Record<string, Verdicts>): string {
  const names = [...new Set(Object.values(runs).flatMap((v) => [...v.keys()]))];
  const cols = Object.keys(runs);
  const lines = names.map(
    (n) => `${n.padEnd(30)} ${cols.map((c) => (runs[c].get(n)?.verdict ?? '-').padEnd(10)).join(' ')} ${runs[cols[cols.length - 1]].get(n)?.detail ?? ''}`,
  );
  return [`${title}`, `${'probe'.padEnd(30)} ${cols.map((c) => c.padEnd(10)).join(' ')}`, ...lines].join('\n');
}

/** The probes that must hold in the sandbox, each of which its control shows escaping. */
function mustHold(): string[] {
  const routes = (p: string) => ['rel', 'cwd', 'root', 'fd', 'abs'].map((r) => `${p}-${r}`);
  return [
    ...['git-config', 'runner-file-command', 'kept-runs', 'home', 'host-tmp', 'other-worktree', 'dev-shm'].flatMap(routes),
    'inherited-fds',
    'userns-remount-rw',
    'userns-umount-tmp',
    'userns-umount-shm',
    'signal-benchgate',
    'ptrace-read-benchgate',
    ...(has('strace') && yama === '0' ? ['ptrace-attach-benchgate'] : []),
    ...(keyrings ? ['keyring-s', 'keyring-u'] : []),
    'var-tmp-write',
    ...(ROOT_USER ? ['fifo-under-run', 'setuid'] : []),
  ];
}

describe('the escape battery: probes inside the sandbox, as an unprivileged user', { skip, concurrency: false }, () => {
  before(async () => {
    await prepareCli();
    hostRoot = openSync('/', 'r');
    const tcp = await serve((s, ready) => s.listen(0, '127.0.0.1', ready));
    tcpPort = (tcp.address() as { port: number }).port;
    await serve((s, ready) => s.listen(`\0${abstract}`, ready));
    if (keyrings) {
      const [file, args] = asUser(['keyctl', 'add', 'user', 'bg-escape-u', SERVED, '@u']);
      userKey = execFileSync(file, args, { encoding: 'utf8' }).trim();
      // Readable by the user itself (not only by a possessor): the widest a key of the runner's user would be.
      execFileSync(...asUser(['keyctl', 'setperm', userKey, '0x3f3f0000']));
    }
  });
  after(() => {
    if (userKey) spawnSync(...asUser(['keyctl', 'unlink', userKey, '@u']), { stdio: 'ignore' });
    for (const fd of [...fifos, hostRoot]) if (fd >= 0) closeSync(fd);
    for (const s of servers) s.close();
    for (const f of removeAfter) rmSync(f, { force: true });
    cleanup();
  });

  it('every probe holds in the sandbox (network: shared) and escapes with isolation: none; what is shared is shared', async (t) => {
    const sandbox = await battery(['--isolation', 'required']);
    assert.match(sandbox.stderr, /isolation: sandbox \(user namespaces, other side paused\), network: shared/);
    assert.deepEqual(sandbox.report.isolation, { mode: 'sandbox', mechanism: 'user namespaces', otherSide: 'paused', network: 'shared' });
    const none = await battery(['--isolation', 'none']);
    const report = table('escape battery (network: shared)', { sandbox: sandbox.v, none: none.v });
    t.diagnostic(report);
    console.log(report);
    if (!keyrings) t.diagnostic('keyctl (keyutils) is not installed: the keyring probes did not run');
    if (yama !== '0') t.diagnostic(`ptrace_scope ${yama}: attaching is refused even without a sandbox, so that probe has no control here`);

    const escaped = mustHold().filter((n) => sandbox.v.get(n)?.verdict !== 'HELD');
    const noControl = mustHold().filter((n) => none.v.get(n)?.verdict !== 'ESCAPED');
    assert.deepEqual(escaped, [], 'probes that escaped the sandbox');
    assert.deepEqual(noControl, [], 'probes whose control did not escape with isolation: none (the probe would be blind)');
    // The documented limits of network: shared (docs/security.md): reachable from the sandbox.
    for (const shared of ['loopback-tcp', 'abstract-socket', 'fifo-elsewhere']) {
      assert.equal(sandbox.v.get(shared)?.verdict, 'ESCAPED', `${shared} is shared with network: shared`);
    }
  });

  it('network: isolated closes the loopback listener and the abstract socket started outside, and says so; without a sandbox it is a tool error', async (t) => {
    const isolated = await battery(['--isolation', 'required', '--network', 'isolated'], false);
    const report = table('escape battery (network: isolated)', { isolated: isolated.v });
    t.diagnostic(report);
    console.log(report);
    assert.match(isolated.stderr, /isolation: sandbox \(user namespaces, other side paused\), network: isolated/);
    for (const closed of ['loopback-tcp', 'abstract-socket']) assert.equal(isolated.v.get(closed)?.verdict, 'HELD', closed);
    assert.deepEqual(
      mustHold().filter((n) => isolated.v.get(n)?.verdict !== 'HELD'),
      [],
      'probes that escaped (entered without a keyring to leave: nsenter sets the working directory)',
    );
    assert.deepEqual(isolated.report.isolation, { mode: 'sandbox', mechanism: 'user namespaces', otherSide: 'paused', network: 'isolated' });

    const s = setup();
    const none = await benchgate(s, ['--isolation', 'none', '--network', 'isolated', '--', 'echo "BenchmarkX 100 1000 ns/op"']);
    assert.equal(none.code, 2, none.stderr);
    assert.match(none.stderr, /network: isolated needs the sandbox, and isolation: none turns it off/);
  });
});

describe('the start-up probe, where the sandbox does not hold', { skip, concurrency: false }, () => {
  before(prepareCli);
  after(cleanup);

  it('auto runs without it and says why; required is a tool error (an nsenter that does not enter the mount namespace)', async (t) => {
    const s = setup();
    // A host whose nsenter leaves the command in benchgate's mount namespace: nothing of it is the sandbox's.
    const bin = path.join(s.work, 'bin');
    mkdirSync(bin);
    const real = execFileSync('sh', ['-c', 'command -v nsenter'], { encoding: 'utf8' }).trim();
    writeFileSync(path.join(bin, 'nsenter'), `#!/bin/sh\nfor a; do shift; [ "$a" = --mount ] || set -- "$@" "$a"; done\nexec ${real} "$@"\n`, { mode: 0o755 });
    const bench = 'echo "BenchmarkX 100 1000 ns/op"';
    const auto = await benchgate(s, ['--', bench], { pathBefore: bin });
    assert.equal(auto.code, 0, auto.stderr);
    t.diagnostic(/isolation: none.*$/m.exec(auto.stderr)?.[0] ?? '');
    assert.match(auto.stderr, /isolation: none \(the sandbox does not hold on this host: [^)]+\): the benchmark runs with this job's user/);

    const required = await benchgate(setup(), ['--isolation', 'required', '--', bench], { pathBefore: bin });
    assert.equal(required.code, 2, required.stderr);
    assert.match(required.stderr, /isolation: required, but this host cannot run the benchmark in a sandbox: the sandbox does not hold on this host/);
    assert.doesNotMatch(required.stderr, /^round /m);

    // The isolated network is part of the sandbox: asked for, it is never silently the host's.
    const isolated = await benchgate(setup(), ['--network', 'isolated', '--', bench], { pathBefore: bin });
    assert.equal(isolated.code, 2, isolated.stderr);
    assert.match(isolated.stderr, /network: isolated, but this host cannot run the benchmark in a sandbox .*: the sandbox does not hold on this host/);
  });
});
