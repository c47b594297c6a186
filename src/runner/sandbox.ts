// The sandbox of one side (docs/security.md): the pull request's `setup` and `run` execute in
// namespaces of their own, from setup to the side's last round. Built from util-linux only
// (unshare, nsenter, setpriv) with unprivileged user namespaces:
//
//   unshare --user --map-root-user --mount      user namespace A (root, with capabilities in it)
//     setpriv --pdeathsig KILL  sh -c HOLDER    mounts: a private /tmp, the worktree at its own
//                                               path, $HOME as a throw-away overlay, a fresh
//                                               /dev/shm, everything else read-only
//       setpriv --pdeathsig KILL unshare --user --map-user=UID --map-group=GID
//                 --mount --pid --ipc [--net] --fork --kill-child --mount-proc
//         sh -c 'echo ready; exec sleep infinity'   PID 1 of the sandbox's own PID namespace (with
//                                                   `network: isolated`, of a network namespace
//                                                   with loopback only, brought up first)
//
// Every command then runs as `nsenter --target <PID 1> --user --mount --pid --ipc [--net]
// --preserve-credentials --wdns=<cwd>` (or through ENTER): the caller's uid without capabilities,
// seeing only the sandbox's processes in /proc, its working directory taken inside. Killing
// PID 1 kills everything in the namespace (nothing survives, by construction); the parent-death
// signals tie the holder's life to benchgate's, so a crashed benchgate leaves no sandbox behind.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, closeSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { freezeTree, type Frozen } from './freeze.js';
import { tasksInPidNamespace } from './limits.js';
import { removeTree } from './remove.js';

/** How a command is started inside the sandbox: the program and arguments that replace `bash -c`. */
export interface SpawnWrap {
  (file: string, args: string[], cwd: string): { file: string; args: string[] };
}

/** `shared`: the host's network namespace (downloads work; loopback services are reachable). `isolated`: loopback only. */
export type Network = 'shared' | 'isolated';

export interface Sandbox {
  /** Outer PID of the sandbox's PID 1. */
  readonly pid: number;
  readonly wrap: SpawnWrap;
  /** Kills everything in the sandbox and removes its folder; returns what could not be removed. */
  close(): string | undefined;
  /** Stops every process of the sandbox but its PID 1 until `thaw` (freeze.ts); throws FreezeError past `maxTasks`. */
  freeze(maxTasks: number): Frozen;
  /** Tasks (processes and threads) in the sandbox now, wherever their parents are (limits.ts). */
  tasks(): number;
}

export type { IsolationInfo } from '../model.js';

export const SANDBOX_MECHANISM = 'user namespaces';

export class SandboxUnavailable extends Error {
  override name = 'SandboxUnavailable';
}

// Runs as root of user namespace A, in a mount namespace of its own. Arguments, never
// interpolated: $1 worktree, $2 sandbox folder (outside /tmp and $HOME), $3 uid, $4 gid, $5 the
// network setting, then folders shown read-only at their own paths (the checkout's .git, which
// may be under /tmp).
const HOLDER = `set -eu
wt=$1 s=$2 uid=$3 gid=$4 network=$5
shift 5
if [ "$network" = isolated ]; then
  command -v ip >/dev/null || { echo "network: isolated needs ip (iproute2) to bring up loopback" >&2; exit 3; }
fi
mkdir -p "$s/stage" "$s/tmp" "$s/home-upper" "$s/home-work"
i=0
for p in "$wt" "$@"; do mkdir "$s/stage/$i"; mount --bind "$p" "$s/stage/$i"; i=$((i+1)); done
mount --bind "$s/tmp" /tmp
home=
if [ -n "\${HOME:-}" ] && [ "$HOME" != / ] && [ -d "$HOME" ]; then
  home=$HOME
  mount -t overlay overlay -o "userxattr,lowerdir=$home,upperdir=$s/home-upper,workdir=$s/home-work" "$home"
fi
i=0
for p in "$wt" "$@"; do mkdir -p "$p"; mount --bind "$s/stage/$i" "$p"; umount "$s/stage/$i"; i=$((i+1)); done
mount -t tmpfs -o nosuid,nodev,mode=1777 shm /dev/shm
# A socket stays connectable and a FIFO writable on a read-only mount: the Docker daemon's socket
# would be root on the host, and init and system services read FIFOs under /run.
find /run /var/run \\( -type s -o -type p \\) 2>/dev/null | while IFS= read -r sock; do
  mount --bind /dev/null "$sock" || { echo "cannot hide $sock" >&2; exit 3; }
done
keep=" /tmp $wt \${home:-/nonexistent} /dev/shm /proc "
while read -r _ _ _ _ mp opts _; do
  mp=$(printf '%b' "$mp")
  case "$keep" in *" $mp "*) continue ;; esac
  case ",$opts," in *,ro,*) continue ;; esac
  flags=ro
  for f in nosuid nodev noexec noatime nodiratime relatime strictatime; do case ",$opts," in *,$f,*) flags="$flags,$f" ;; esac; done
  if ! mount -o "remount,bind,$flags" "$mp" 2>/dev/null && mountpoint -q "$mp"; then
    # Kernel file systems (their files are root's) may refuse; a disk the benchmark could write may not.
    case "$mp" in /proc/*|/sys/*|/dev/*) continue ;; esac
    echo "cannot make $mp read-only" >&2; exit 3
  fi
done < /proc/self/mountinfo
mount -t tmpfs -o ro,nosuid,nodev,noexec,size=4k,mode=555 hidden "$(dirname "$s")"
first='echo ready; exec sleep infinity'
set --
if [ "$network" = isolated ]; then
  # Its own network namespace, owned by the sandbox's user namespace (so commands can enter it):
  # PID 1 keeps its capabilities there just long enough to bring loopback up.
  set -- --net --keep-caps
  first='ip link set lo up || { echo "cannot bring up loopback in the network namespace of the sandbox" >&2; exit 3; }; echo ready; exec setpriv --inh-caps=-all --ambient-caps=-all -- sleep infinity'
fi
exec setpriv --pdeathsig KILL -- unshare --user --map-user="$uid" --map-group="$gid" --mount --pid --ipc "$@" --fork --kill-child --mount-proc -- sh -c "$first"
`;

// How a command's working directory is set: by nsenter after it entered the namespaces
// (`--wdns`, util-linux 2.38+), else by ENTER, a shell run first inside the sandbox. Never
// `--wd`: nsenter opens that folder *before* it enters, so the working directory would be a host
// dentry, from which ../.. walks the host's tree. ENTER also leaves the job's session keyring for
// a new, empty one when that holds keys (keyutils' keyctl: nothing else can; a program more per
// command, so only then). Arguments: $1 the working directory, $2 1 to leave the session keyring,
// then the program and its arguments.
const ENTER = `cd -- "$1" || exit 126
[ "$2" = 1 ] && keyctl new_session >/dev/null 2>&1
shift 2
exec "$@"`;

// Run once at start-up, entered as every command is, with the worktree as working directory:
// proves that the working directory and the root are mounts of the sandbox's own namespace, that
// nothing beyond stdin, stdout and stderr (none a folder) is inherited, that a path relative to
// the working directory cannot write the host's tree ($1: the sandbox folder, hidden inside,
// reached with ../..), and with network isolated ($2) that only loopback is there.
const PROBE = `fail() { echo "$1"; exit 1; }
mounted() {
  id=$(awk '$1 == "mnt_id:" { print $2 }' "/proc/$$/fdinfo/$1") &&
    awk -v id="$id" '$1 == id { found = 1 } END { exit !found }' /proc/$$/mountinfo
}
exec 3<. 4</
mounted 3 || fail "the working directory is a mount outside the sandbox's namespace"
mounted 4 || fail "the root is a mount outside the sandbox's namespace"
exec 3<&- 4<&-
for fd in /proc/$$/fd/*; do
  [ -L "$fd" ] || continue
  n=\${fd##*/}
  [ "$n" -le 2 ] || fail "descriptor $n ($(readlink "$fd")) is inherited"
  [ ! -d "$fd" ] || fail "descriptor $n is a folder ($(readlink "$fd"))"
done
if (: >"$1") 2>/dev/null; then fail "a path relative to the working directory ($1) writes the host's tree"; fi
if [ "$2" = isolated ]; then
  awk 'NR > 2 { sub(":", "", $1); if ($1 != "lo") exit 1 }' /proc/net/dev || fail "a network device other than loopback is in view"
fi
echo held`;

const START_TIMEOUT_MS = 10_000;

/**
 * A fresh folder for both sides' sandboxes: on disk (overlay layers), outside /tmp and $HOME
 * (overlay layers may not overlap the folders they cover). Each sandbox hides it from its
 * commands. Throws SandboxUnavailable when there is none.
 */
export function makeSandboxRoot(home: string | undefined): string {
  const candidate = '/var/tmp';
  try {
    accessSync(candidate, constants.W_OK);
  } catch {
    throw new SandboxUnavailable(`${candidate} is not writable (the sandbox keeps its throw-away layers there)`);
  }
  const real = realpathSync(candidate);
  if (real === '/tmp' || real.startsWith('/tmp/')) throw new SandboxUnavailable(`${candidate} is inside /tmp, which the sandbox replaces`);
  if (home && (real === home || real.startsWith(`${home}/`) || home.startsWith(`${real}/`))) {
    throw new SandboxUnavailable(`${candidate} and $HOME (${home}) overlap; the sandbox needs its layers outside $HOME`);
  }
  return realpathSync(mkdtempSync(path.join(real, 'benchgate-sandbox-')));
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function kill(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** How commands enter one sandbox. */
interface Entry {
  pid: number;
  network: Network;
  /** Leave the session keyring for a new one (ENTER). */
  newKeyring: boolean;
  /** nsenter sets the working directory inside (`--wdns`). */
  wdns: boolean;
}

/** nsenter's arguments that run `file args` in `cwd` inside the sandbox. */
function enter(e: Entry, cwd: string, file: string, args: readonly string[]): string[] {
  const shell = e.newKeyring || !e.wdns;
  // Without --wd, entering the mount namespace puts the working directory at its root; ENTER then changes it from inside.
  const prefix = ['--target', String(e.pid), '--user', '--mount', '--pid', '--ipc', ...(e.network === 'isolated' ? ['--net'] : [])];
  prefix.push('--preserve-credentials', ...(shell ? [] : [`--wdns=${cwd}`]), '--');
  // Root entering its own user namespace gets every capability in it: dropped before the command.
  if (process.getuid?.() === 0) prefix.push('setpriv', '--bounding-set=-all', '--inh-caps=-all', '--no-new-privs', '--');
  return shell ? [...prefix, 'sh', '-c', ENTER, 'benchgate-enter', cwd, e.newKeyring ? '1' : '0', file, ...args] : [...prefix, file, ...args];
}

/** Whether this nsenter can set the working directory inside the namespaces (util-linux 2.38+). */
function nsenterHasWdns(env: NodeJS.ProcessEnv): boolean {
  const r = spawnSync('nsenter', ['--help'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: START_TIMEOUT_MS });
  return r.status === 0 && r.stdout.includes('--wdns');
}

const O_CLOEXEC = 0o2000000;

/**
 * Closes the descriptors benchgate inherited without close-on-exec (every one it opens itself has
 * it): they would pass to every program it starts, the sandbox's included, and a folder among them
 * is a way out of it. Its IPC channel, when it has one, stays.
 */
function closeInheritedDescriptors(): void {
  const channel = Number(process.env.NODE_CHANNEL_FD ?? -1);
  let fds: string[];
  try {
    fds = readdirSync('/proc/self/fd');
  } catch {
    return;
  }
  for (const name of fds) {
    const fd = Number(name);
    if (!(fd > 2) || fd === channel) continue;
    try {
      const flags = /^flags:\s+([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
      if (flags !== undefined && (parseInt(flags, 8) & O_CLOEXEC) === 0) closeSync(fd);
    } catch {
      // Gone meanwhile (the folder handle of the listing itself).
    }
  }
}

export interface SandboxOptions {
  /** A folder made by makeSandboxRoot (shared by both sides, hidden from both). */
  root: string;
  /** The side's worktree: writable inside, at its own path. */
  worktree: string;
  /** Folders shown read-only at their own paths (the checkout's git folder). */
  readOnly: readonly string[];
  /** Environment of the holder: only PATH and HOME are passed (PID 1's environ is readable inside). */
  env: NodeJS.ProcessEnv;
  /** Default shared. */
  network?: Network;
}

/** Starts a side's sandbox; throws SandboxUnavailable (with the reason) when this host cannot. */
export async function openSandbox(opts: SandboxOptions): Promise<Sandbox> {
  if (process.platform !== 'linux') throw new SandboxUnavailable(`not Linux (${process.platform})`);
  if (typeof process.getuid !== 'function') throw new SandboxUnavailable('no user ids on this platform');
  closeInheritedDescriptors();
  const network = opts.network ?? 'shared';
  const home = opts.env.HOME ? path.resolve(opts.env.HOME) : undefined;
  const dir = mkdtempSync(path.join(opts.root, 'side-'));
  const holderEnv: NodeJS.ProcessEnv = { PATH: opts.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
  if (home) holderEnv.HOME = home;
  const uid = String(process.getuid());
  const gid = String(process.getgid!());
  let child;
  try {
    child = spawn(
      'unshare',
      [
        '--user',
        '--map-root-user',
        '--mount',
        '--',
        'setpriv',
        '--pdeathsig',
        'KILL',
        '--',
        'sh',
        '-c',
        HOLDER,
        'sh',
        opts.worktree,
        dir,
        uid,
        gid,
        network,
        ...opts.readOnly,
      ],
      { env: holderEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
  } catch (e) {
    removeTree(dir);
    throw new SandboxUnavailable(`cannot start unshare: ${e instanceof Error ? e.message : String(e)}`);
  }
  const holder = child.pid;
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString('utf8')).slice(-4096)));
  const teardown = () => {
    if (holder !== undefined) {
      for (const c of childrenOf(holder)) kill(c);
      kill(-holder);
      kill(holder);
    }
    return removeTree(dir);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new SandboxUnavailable(`the sandbox did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.stdout.on('data', (b: Buffer) => {
        out += b.toString('utf8');
        if (out.includes('ready\n')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('error', (e) => {
        clearTimeout(timer);
        reject(new SandboxUnavailable(`cannot start unshare: ${e.message}`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        const why = stderr.trim().split('\n').filter(Boolean).pop();
        reject(new SandboxUnavailable(`unshare ${signal ? `was killed by ${signal}` : `exited with ${code}`}${why ? `: ${why}` : ''}`));
      });
    });
    const pids = childrenOf(holder!);
    if (pids.length !== 1) throw new SandboxUnavailable(`cannot find the sandbox's first process (children of ${holder}: ${pids.join(', ') || 'none'})`);
    const pid = pids[0];
    const entry: Entry = { pid, network, newKeyring: sessionKeyringHoldsKeys(holderEnv), wdns: nsenterHasWdns(holderEnv) };
    holds(entry, opts.worktree, dir, holderEnv);
    child.stdout.destroy();
    child.unref();
    let closed: string | undefined | null = null;
    return {
      pid,
      wrap: (file, args, cwd) => ({ file: 'nsenter', args: enter(entry, cwd, file, args) }),
      close: () => {
        if (closed === null) closed = teardown();
        return closed;
      },
      freeze: (maxTasks) => freezeTree(pid, { maxTasks }),
      tasks: () => tasksInPidNamespace(pid),
    };
  } catch (e) {
    teardown();
    throw e;
  }
}

/**
 * The start-up probe (PROBE), entered as every command will be: throws SandboxUnavailable saying
 * which invariant does not hold on this host.
 */
function holds(entry: Entry, worktree: string, dir: string, env: NodeJS.ProcessEnv): void {
  // A file in the sandbox's own folder: writable on the host, hidden inside.
  const target = path.join(dir, 'escape-probe');
  const relative = path.relative(worktree, target);
  const probe = spawnSync('nsenter', enter(entry, worktree, 'sh', ['-c', PROBE, 'benchgate-probe', relative, entry.network]), {
    cwd: worktree,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: START_TIMEOUT_MS,
  });
  const escaped = existsSync(target);
  const said = probe.stdout?.toString('utf8').trim() ?? '';
  if (escaped) throw new SandboxUnavailable(`the sandbox does not hold on this host: a path relative to the working directory wrote ${target}`);
  if (said === 'held' && probe.status === 0) return;
  if (said) throw new SandboxUnavailable(`the sandbox does not hold on this host: ${said}`);
  const why = probe.error?.message ?? (probe.stderr?.toString('utf8').trim() || `exit code ${probe.status ?? probe.signal}`);
  throw new SandboxUnavailable(`cannot enter the sandbox with nsenter: ${why}`);
}

/**
 * Whether benchgate's session keyring (which every program it starts inherits), or a keyring linked
 * from it, holds a key (keyrings alone hold no secret); false without keyutils.
 */
function sessionKeyringHoldsKeys(env: NodeJS.ProcessEnv): boolean {
  const r = spawnSync('keyctl', ['show', '@s'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: START_TIMEOUT_MS });
  if (r.status !== 0) return false;
  // `  123 --alswrv  1000  1000   \_ user: name`: the key's type before the colon.
  return r.stdout.split('\n').some((line) => /^\s*\d+\s/.test(line) && !/\skeyring: /.test(line));
}

/** Whether the tools exist at all (a quick check before trying; `openSandbox` is the real probe). */
export function sandboxToolsMissing(): string | undefined {
  for (const tool of ['unshare', 'nsenter', 'setpriv']) {
    const r = spawnSync(tool, ['--version'], { stdio: 'ignore', env: { PATH: process.env.PATH } });
    if (r.error || r.status !== 0) return `${tool} (util-linux) is not installed`;
  }
  return undefined;
}
