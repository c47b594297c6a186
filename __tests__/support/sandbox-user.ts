// The unprivileged user the sandbox tests run benchgate as, as on a runner: as root (CI) the user
// (`benchgate-sbx` unless named) is created and used through setpriv; run by an unprivileged user, the tests
// run as that user. Where this host cannot create user namespaces for it, the reason to skip.
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';

export const SANDBOX_USER = 'benchgate-sbx';

export interface SandboxUser {
  uid: number;
  gid: number;
  home: string;
  /** How to start a program as the user (setpriv as root; nothing when the tests already run as it). */
  prefix: string[];
  /** A user made for these tests: every process it has is the sandbox's (and a limit on it touches nothing else). */
  dedicated: boolean;
}

/**
 * The unprivileged user `name` (created when missing), or why the sandbox tests cannot run here.
 * A suite that kills every process of its user, or limits them, needs a name of its own: suites
 * run side by side.
 */
export function sandboxUser(name = SANDBOX_USER): SandboxUser | string {
  if (process.platform !== 'linux') return 'the sandbox is Linux only';
  if (process.getuid?.() !== 0) {
    const probe = spawnSync('unshare', ['--user', '--map-root-user', '--mount', 'true'], { encoding: 'utf8' });
    if (probe.status !== 0) return `this host does not let an unprivileged user create user namespaces (${probe.stderr.trim() || probe.error?.message})`;
    return { uid: process.getuid!(), gid: process.getgid!(), home: os.homedir(), prefix: [], dedicated: false };
  }
  if (spawnSync('id', ['-u', name], { stdio: 'ignore' }).status !== 0) {
    const made = spawnSync('useradd', ['--create-home', '--shell', '/bin/bash', name], { encoding: 'utf8' });
    if (made.status !== 0) return `cannot create the user ${name} (${made.error?.message ?? made.stderr.trim()})`;
  }
  const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  const home = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).split(':')[5];
  const [uid, gid] = [id('-u'), id('-g')];
  const prefix = ['setpriv', '--reuid', String(uid), '--regid', String(gid), '--init-groups', '--'];
  const probe = spawnSync(prefix[0], [...prefix.slice(1), 'unshare', '--user', '--map-root-user', '--mount', 'true'], { encoding: 'utf8' });
  if (probe.status !== 0) return `this host does not let an unprivileged user create user namespaces (${probe.stderr.trim() || probe.error?.message})`;
  return { uid, gid, home, prefix, dedicated: true };
}

/** [file, args] that run `argv` as `user`. */
export function asUser(user: SandboxUser, argv: readonly string[]): [string, string[]] {
  const all = [...user.prefix, ...argv];
  return [all[0], all.slice(1)];
}
