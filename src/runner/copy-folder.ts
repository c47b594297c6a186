// Copies a run's output folder (Criterion's target/criterion) into the kept runs. The folder is
// written by the pull request's code, so nothing in it is trusted: only folders and regular files
// are copied, each file checked on its open descriptor (a FIFO, socket or device would block the
// read or never end), links are followed only to regular files inside the folder (a link out of
// it could copy the runner's files into the artifact), and the bytes are counted against the cap
// of one run by their size (a sparse file counts as large as it claims, and is written out whole).
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, realpath, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Why a folder cannot be used; the same on every run, so a configuration error. */
export class UnusableFolderError extends Error {
  override name = 'UnusableFolderError';
}

export type FolderCopy = { ok: true; bytes: number } | { ok: false; overLimit: true };

const CHUNK = 1 << 20;

/**
 * Copies `from` (a folder) to `to` (created). Stops at `limit` bytes of files, removes what it
 * copied and says so; throws UnusableFolderError naming the first entry that is not a folder or a
 * regular file (a link leading out of the folder counts as one).
 */
export async function copyOutputFolder(from: string, to: string, limit: number): Promise<FolderCopy> {
  const root = await realpath(from);
  let bytes = 0;
  const pending: Array<{ rel: string }> = [{ rel: '' }];
  await mkdir(to);
  while (pending.length > 0) {
    const { rel } = pending.pop()!;
    for (const name of (await readdir(path.join(root, rel))).sort()) {
      const entry = path.join(rel, name);
      const source = path.join(root, entry);
      const st = await lstat(source);
      if (st.isDirectory()) {
        await mkdir(path.join(to, entry));
        pending.push({ rel: entry });
        continue;
      }
      const file = st.isSymbolicLink() ? await linkTarget(root, entry) : source;
      const handle = await openRegular(file, entry);
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

/** Where a link inside the folder leads, when that is inside the folder too. */
async function linkTarget(root: string, entry: string): Promise<string> {
  let target: string;
  try {
    target = await realpath(path.join(root, entry));
  } catch {
    throw new UnusableFolderError(`${entry} is a link to nothing (not a regular file)`);
  }
  const rel = path.relative(root, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new UnusableFolderError(`${entry} is not a regular file but a link to ${target}, outside the folder (links out of it are never followed)`);
  }
  return target;
}

/** Opens without blocking (a FIFO with no writer would) and without following a last link; regular files only. */
async function openRegular(file: string, entry: string): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UnusableFolderError(code === 'ELOOP' ? `${entry} is not a regular file (a link)` : `${entry} cannot be read (${code ?? String(e)})`);
  }
  const st = await handle.stat();
  if (!st.isFile()) {
    await handle.close();
    throw new UnusableFolderError(
      `${entry} is not a regular file (${st.isFIFO() ? 'a FIFO' : st.isSocket() ? 'a socket' : st.isDirectory() ? 'a folder' : 'a device'})`,
    );
  }
  return handle;
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
