// Removing a folder tree the benchmark wrote into. Some tools make folders read-only on purpose
// (Go's module cache, when GOPATH is inside the checkout), and a read-only folder's entries cannot
// be deleted: such folders are made writable, then removed. What still cannot be removed is
// reported, never thrown: a cleanup failure must not lose what was measured.
import { chmodSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Removes `dir` and everything in it; returns why it could not, or undefined when it is gone. */
export function removeTree(dir: string): string | undefined {
  try {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') return e instanceof Error ? e.message : String(e);
  }
  makeFoldersWritable(dir);
  try {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Adds u+rwx to every folder under `dir` (links are not followed); folders it cannot change are left. */
function makeFoldersWritable(dir: string): void {
  const pending = [dir];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    try {
      const st = lstatSync(folder);
      if (!st.isDirectory()) continue;
      if ((st.mode & 0o700) !== 0o700) chmodSync(folder, st.mode | 0o700);
      for (const e of readdirSync(folder, { withFileTypes: true })) if (e.isDirectory()) pending.push(path.join(folder, e.name));
    } catch {
      // Not ours to change, or gone meanwhile: the removal says what is left.
    }
  }
}
