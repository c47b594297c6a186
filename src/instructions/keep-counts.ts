// Keeps a run's count files (the side's `.benchgate-instructions/out`) in the kept runs. The folder
// is written inside the sandbox, so a process of the run may hold it (its cwd, an open handle):
// renamed into the kept runs, it would keep writing there (links to host files above all) after the
// side is thawed. So the files are copied, with the side frozen, into a folder benchgate makes, each
// opened without following a link and checked on its descriptor, and the source is removed.
import { closeSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { withRegularFile } from './regular-file.js';
import path from 'node:path';

/** What the run put in the output folder besides folders and regular files: its path from the folder, and what it is. */
export interface ForeignEntry {
  name: string;
  what: string;
}

function kindOf(st: { isSymbolicLink(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (st.isSymbolicLink()) return 'a link';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isSocket()) return 'a socket';
  return 'a device or other special file';
}

/** The first entry under `dir` (recursively, never following a link) that is neither a folder nor a regular file. */
export function firstForeignEntry(dir: string, rel = ''): ForeignEntry | undefined {
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const entry = path.join(rel, name);
    const st = lstatSync(path.join(dir, entry));
    if (st.isDirectory()) {
      const inner = firstForeignEntry(dir, entry);
      if (inner) return inner;
    } else if (!st.isFile()) return { name: entry, what: kindOf(st) };
  }
  return undefined;
}

/** Copies one regular file, opened without following a link (regular-file.ts); throws on anything else. */
function copyRegular(from: string, to: string): void {
  withRegularFile(from, (fd, size) => {
    const out = openSync(to, 'wx');
    try {
      const buf = Buffer.alloc(1 << 20);
      let done = 0;
      // At most what fstat said: a file growing meanwhile is not followed.
      while (done < size) {
        const n = readSync(fd, buf, 0, Math.min(buf.length, size - done), done);
        if (n === 0) break;
        writeSync(out, buf, 0, n);
        done += n;
      }
    } finally {
      closeSync(out);
    }
  });
}

/** Copies the folders and regular files under `from` into `to` (made here, fresh), never through a link. */
function copyPlainTree(from: string, to: string): void {
  mkdirSync(to);
  for (const name of readdirSync(from).sort()) {
    const src = path.join(from, name);
    const st = lstatSync(src);
    if (st.isDirectory()) copyPlainTree(src, path.join(to, name));
    else if (st.isFile()) copyRegular(src, path.join(to, name));
  }
}

/**
 * Copies the count files of `out` (a real folder, checked by the caller, holding no foreign entry)
 * into `kept` (replaced), then removes `out`: nothing the run may hold a handle on becomes part of
 * the kept runs.
 */
export function keepCounts(out: string, kept: string): void {
  rmSync(kept, { recursive: true, force: true });
  copyPlainTree(out, kept);
  rmSync(out, { recursive: true, force: true });
}
