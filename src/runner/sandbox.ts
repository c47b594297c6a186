// The sandbox of one side (DESIGN "Isolation"): the pull request's `setup` and `run` execute in
// namespaces of their own, from setup to the side's last round. Built from util-linux only
// (unshare, nsenter, setpriv) with unprivileged user namespaces:
//
//   unshare --user --map-root-user --mount      user namespace A (root, with capabilities in it)
//     setpriv --pdeathsig KILL  sh -c HOLDER    mounts: a private /tmp, the worktree at its own
//                                               path, $HOME as a throw-away overlay, a fresh
//                                               /dev/shm, everything else read-only
//       setpriv --pdeathsig KILL unshare --user --map-user=UID --map-group=GID
//                 --mount --pid --ipc --fork --kill-child --mount-proc
//         sh -c 'echo ready; exec sleep infinity'   PID 1 of the sandbox's own PID namespace
//
// Every command then runs as `nsenter --target <PID 1> --user --mount --pid --preserve-credentials`:
// the caller's uid without capabilities, seeing only the sandbox's processes in /proc. Killing
// PID 1 kills everything in the namespace (nothing survives, by construction); the parent-death
// signals tie the holder's life to benchgate's, so a crashed benchgate leaves no sandbox behind.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { freezeTree, type Frozen } from './freeze.js';
import { tasksInPidNamespace } from './limits.js';
import { removeTree } from './remove.js';

/** How a command is started inside the sandbox: the program and arguments that replace `bash -c`. */
export interface SpawnWrap {
  (file: string, args: string[], cwd: string): { file: string; args: string[] };
}

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
// interpolated: $1 worktree, $2 sandbox folder (outside /tmp and $HOME), $3 uid, $4 gid, then
// folders shown read-only at their own paths (the checkout's .git, which may be under /tmp).
const HOLDER = `set -eu
wt=$1 s=$2 uid=$3 gid=$4
shift 4
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
# A socket stays connectable on a read-only mount: the Docker daemon's would be root on the host.
find /run /var/run -type s 2>/dev/null | while IFS= read -r sock; do
  mount --bind /dev/null "$sock" || { echo "cannot hide the socket $sock" >&2; exit 3; }
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
exec setpriv --pdeathsig KILL -- unshare --user --map-user="$uid" --map-group="$gid" --mount --pid --ipc --fork --kill-child --mount-proc -- sh -c 'echo ready; exec sleep infinity'
`;

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

/** The prefix that runs a program inside the sandbox whose PID 1 is `pid`. */
function enterPrefix(pid: number, cwd: string): string[] {
  const prefix = ['--target', String(pid), '--user', '--mount', '--pid', '--ipc', '--preserve-credentials', `--wd=${cwd}`, '--'];
  // Root entering its own user namespace gets every capability in it: dropped before the command.
  if (process.getuid?.() === 0) prefix.push('setpriv', '--bounding-set=-all', '--inh-caps=-all', '--no-new-privs', '--');
  return prefix;
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
}

/** Starts a side's sandbox; throws SandboxUnavailable (with the reason) when this host cannot. */
export async function openSandbox(opts: SandboxOptions): Promise<Sandbox> {
  if (process.platform !== 'linux') throw new SandboxUnavailable(`not Linux (${process.platform})`);
  if (typeof process.getuid !== 'function') throw new SandboxUnavailable('no user ids on this platform');
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
    // The probe: a program entered the way every command will be.
    const probe = spawnSync('nsenter', [...enterPrefix(pid, '/'), 'true'], { env: holderEnv, stdio: ['ignore', 'ignore', 'pipe'], timeout: START_TIMEOUT_MS });
    if (probe.error || probe.status !== 0) {
      const why = probe.error?.message ?? (probe.stderr.toString('utf8').trim() || `exit code ${probe.status}`);
      throw new SandboxUnavailable(`cannot enter the sandbox with nsenter: ${why}`);
    }
    child.stdout.destroy();
    child.unref();
    let closed: string | undefined | null = null;
    return {
      pid,
      wrap: (file, args, cwd) => ({ file: 'nsenter', args: [...enterPrefix(pid, cwd), file, ...args] }),
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

/** Whether the tools exist at all (a quick check before trying; `openSandbox` is the real probe). */
export function sandboxToolsMissing(): string | undefined {
  for (const tool of ['unshare', 'nsenter', 'setpriv']) {
    const r = spawnSync(tool, ['--version'], { stdio: 'ignore', env: { PATH: process.env.PATH } });
    if (r.error || r.status !== 0) return `${tool} (util-linux) is not installed`;
  }
  return undefined;
}
