// Copies a run's output (Criterion's target/criterion folder, or one file) into the kept runs. It
// is written by the pull request's code, so nothing in it is trusted: every path is walked from
// the worktree without following a link at any depth (worktree-path.ts), only folders and
// regular files are copied, each file checked on its open descriptor (a FIFO, socket or device
// would block the read or never end), a link inside the folder is resolved by benchgate itself
// to a regular file inside the folder (a link out of it could copy the runner's files into the
// artifact), and the bytes are counted against the cap of one run by their size (a sparse file
// counts as large as it claims, and is written out whole).
import { mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { openRegularNoFollow, resolveLinkInside, UnsafePathError, type Walked, walkInside } from './worktree-path.js';

/** Why a folder cannot be used; the same on every run, so a configuration error. */
export class UnusableFolderError extends Error {
  override name = 'UnusableFolderError';
}

export type FolderCopy = { ok: true; bytes: number } | { ok: false; overLimit: true };

const CHUNK = 1 << 20;

/** Runs `step`, turning an UnsafePathError into an UnusableFolderError. */
async function checked<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (e instanceof UnsafePathError) throw new UnusableFolderError(e.message);
    throw e;
  }
}

/**
 * Copies the folder `root/rel` (root: the worktree) to `to` (created). Stops at `limit` bytes of
 * files, removes what it copied and says so; throws UnusableFolderError naming the first entry
 * that is not a folder or a regular file (a link leading out of the folder counts as one), or a
 * link on the way from the worktree.
 */
export async function copyOutputFolder(root: string, rel: string, to: string, limit: number, what = rel): Promise<FolderCopy> {
  let bytes = 0;
  const pending: string[] = [''];
  await mkdir(to);
  while (pending.length > 0) {
    const sub = pending.pop()!;
    // Each folder checked again from the worktree just before it is listed.
    const folder = await checked(() => walkInside(root, path.join(rel, sub), what));
    if (folder.st?.isSymbolicLink()) {
      throw new UnusableFolderError(
        `${what}: ${path.join(rel, sub)} is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link`,
      );
    }
    if (!folder.st?.isDirectory()) throw new UnusableFolderError(`${sub || '.'} is no longer a folder`);
    for (const name of (await readdir(folder.path)).sort()) {
      const entry = path.join(sub, name);
      const walked = await checked(() => walkInside(root, path.join(rel, entry), what));
      if (!walked.st) continue; // gone meanwhile
      if (walked.st.isDirectory()) {
        await mkdir(path.join(to, entry));
        pending.push(entry);
        continue;
      }
      const file = walked.st.isSymbolicLink() ? await checked(() => resolveLinkInside(root, path.join(rel, entry), rel, entry, what)) : walked;
      const handle = await checked(() => openRegularNoFollow(file, entry));
      try {
        const size = (await handle.stat()).size;
        if (bytes + size > limit) {
          await rm(to, { recursive: true, force: true });
          return { ok: false, overLimit: true };
        }
        bytes += size;
        await copyBytes(handle, size, path.join(to, entry));
      } finally {
        await handle.close();
      }
    }
  }
  return { ok: true, bytes };
}

export type FileCopy = { ok: true; bytes: number } | { ok: false; size: number };

/**
 * Copies the regular file `walked` (walkInside from the worktree `root`; a link there resolved by
 * benchgate to a regular file inside the worktree) to `dest`, at most `limit` bytes, or says how
 * large it is. Throws UnsafePathError when it is not a regular file of the worktree.
 */
export async function copyOutputFile(root: string, walked: Walked, rel: string, dest: string, limit: number): Promise<FileCopy> {
  const file = walked.st?.isSymbolicLink() ? await resolveLinkInside(root, rel, '', rel, rel) : walked;
  const handle = await openRegularNoFollow(file, rel);
  try {
    const size = (await handle.stat()).size;
    if (size > limit) return { ok: false, size };
    await copyBytes(handle, size, dest);
    return { ok: true, bytes: size };
  } finally {
    await handle.close();
  }
}

/** Copies at most `size` bytes (what fstat said: a file growing meanwhile is not followed). */
async function copyBytes(handle: FileHandle, size: number, dest: string): Promise<void> {
  const out = await open(dest, 'wx');
  try {
    const buf = Buffer.alloc(Math.min(CHUNK, Math.max(1, size)));
    let done = 0;
    while (done < size) {
      const { bytesRead } = await handle.read(buf, 0, Math.min(buf.length, size - done), done);
      if (bytesRead === 0) break;
      await out.write(buf, 0, bytesRead);
      done += bytesRead;
    }
  } finally {
    await out.close();
  }
}
