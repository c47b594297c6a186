// Paths the pull request's code controls, read and removed by benchgate itself on the host: the
// output-file (docs/security.md, "What holds"). Nothing on the way is followed: each folder from
// the worktree down is checked with lstat, a link or a non-folder there is refused, a file is
// opened with O_NOFOLLOW and checked on its descriptor, and a removal unlinks a link inside
// instead of entering it. The side's sandbox is frozen meanwhile (rounds.ts), so no process of
// it swaps a checked folder for a link between a check and its use; without a sandbox
// (isolation: none) such a race stays possible, but the code then runs as this user anyway.
import { constants, type Stats } from 'node:fs';
import { lstat, open, readdir, readlink, rmdir, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** A path benchgate will not read or remove: a link or a non-folder on the way, or a link out. */
export class UnsafePathError extends Error {
  override name = 'UnsafePathError';
  constructor(
    message: string,
    /** The link on the way that was refused (its names from the root, joined by `/`), when it was one. */
    readonly link?: string,
  ) {
    super(message);
  }
}

function errorCode(e: unknown): string | undefined {
  return e && typeof e === 'object' && 'code' in e ? String(e.code) : undefined;
}

async function lstatOrMissing(p: string): Promise<Stats | undefined> {
  try {
    return await lstat(p);
  } catch (e) {
    if (errorCode(e) === 'ENOENT' || errorCode(e) === 'ENOTDIR') return undefined;
    throw e;
  }
}

/** `rel` split into its names; UnsafePathError when it leaves `root` or is empty. */
function namesOf(rel: string, what: string): string[] {
  const normal = path.normalize(rel);
  if (path.isAbsolute(normal) || normal === '.' || normal === '..' || normal.startsWith(`..${path.sep}`)) {
    throw new UnsafePathError(`${what}: not a path inside the worktree`);
  }
  const names = normal.split(path.sep).filter((n) => n && n !== '.');
  if (names.length === 0) throw new UnsafePathError(`${what}: not a path inside the worktree`);
  return names;
}

export interface Walked {
  /** The absolute path (root joined with the names). */
  path: string;
  /** The last entry as it is (lstat), or undefined when it does not exist. */
  st?: Stats;
  /** The worktree's device: what is read must be on it. */
  dev: number;
}

/**
 * Walks `rel` from `root` (the worktree, trusted) one name at a time with lstat: every folder on
 * the way must be a real folder; the last entry is returned as it is (a link is not followed).
 * A missing folder on the way means the entry is missing.
 */
export async function walkInside(root: string, rel: string, what: string): Promise<Walked> {
  const names = namesOf(rel, what);
  const dev = (await lstat(root)).dev;
  let at = root;
  for (let i = 0; i < names.length; i++) {
    at = path.join(at, names[i]);
    const st = await lstatOrMissing(at);
    if (i === names.length - 1 || st === undefined) return { path: path.join(root, ...names), st: i === names.length - 1 ? st : undefined, dev };
    const shown = names.slice(0, i + 1).join('/');
    if (st.isSymbolicLink()) {
      throw new UnsafePathError(
        `${what}: ${shown} is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link`,
        shown,
      );
    }
    if (!st.isDirectory()) throw new UnsafePathError(`${what}: ${shown} is not a folder`);
  }
  return { path: root, st: await lstat(root), dev };
}

/**
 * Where the link at `root/rel` leads, resolved by benchgate itself (never by the kernel): its
 * target read with readlink, taken relative to the link's folder, and walked like any path —
 * inside `within` (a folder below root, as a path relative to root), no link on the way, and not
 * itself a link. Returns the walked target.
 */
export async function resolveLinkInside(root: string, rel: string, within: string, shown: string, what: string): Promise<Walked & { rel: string }> {
  const target = await readlink(path.join(root, rel));
  const targetRel = path.normalize(path.join(path.dirname(rel), target));
  const inWithin = path.relative(within || '.', targetRel);
  if (path.isAbsolute(target) || inWithin === '' || inWithin === '..' || inWithin.startsWith(`..${path.sep}`) || path.isAbsolute(inWithin)) {
    throw new UnsafePathError(
      `${shown} is not a regular file but a link to ${target}, outside the ${within ? 'folder' : 'worktree'} (links out of it are never followed)`,
    );
  }
  const walked = await walkInside(root, targetRel, what);
  if (!walked.st) throw new UnsafePathError(`${shown} is a link to nothing (not a regular file)`);
  if (walked.st.isSymbolicLink()) throw new UnsafePathError(`${shown} is a link to a link (not a regular file)`);
  return { ...walked, rel: targetRel };
}

/**
 * Opens the regular file `walked` names without following a link and without blocking (a FIFO
 * with no writer would), and checks on the descriptor that it is the regular file lstat saw, on
 * the worktree's device. `name` is how errors name it.
 */
export async function openRegularNoFollow(walked: Walked, name: string): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(walked.path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    const code = errorCode(e);
    throw new UnsafePathError(code === 'ELOOP' ? `${name} is not a regular file (a link)` : `${name} cannot be read (${code ?? String(e)})`);
  }
  const st = await handle.stat();
  const why = !st.isFile()
    ? `${name} is not a regular file (${st.isFIFO() ? 'a FIFO' : st.isSocket() ? 'a socket' : st.isDirectory() ? 'a folder' : 'a device'})`
    : st.dev !== walked.dev
      ? `${name} is on another device than the worktree`
      : walked.st && (st.ino !== walked.st.ino || st.dev !== walked.st.dev)
        ? `${name} changed while benchgate read it`
        : undefined;
  if (why) {
    await handle.close();
    throw new UnsafePathError(why);
  }
  return handle;
}

/** Removes `p` and, when a folder, everything in it; a link is removed, never entered. */
async function removeNoFollow(p: string): Promise<void> {
  const st = await lstatOrMissing(p);
  if (!st) return;
  if (!st.isDirectory()) {
    await unlink(p).catch((e: unknown) => {
      if (errorCode(e) !== 'ENOENT') throw e;
    });
    return;
  }
  for (const name of await readdir(p)) await removeNoFollow(path.join(p, name));
  await rmdir(p).catch((e: unknown) => {
    if (errorCode(e) !== 'ENOENT') throw e;
  });
}

/**
 * Removes `root/rel` (a file, a link or a folder tree) after checking every folder on the way
 * (walkInside: a link there is an UnsafePathError and nothing is removed). Missing is fine.
 */
export async function removeInside(root: string, rel: string, what: string): Promise<void> {
  const walked = await walkInside(root, rel, what);
  if (walked.st) await removeNoFollow(walked.path);
}
