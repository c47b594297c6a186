// A file of the counts' folder opened only when it is a regular file: the benchmark shares that
// folder, and a link there would be read through, a FIFO would block the open until the run's
// timeout. Used inside the sandbox (the driver reading its counts) and on the host (keeping them).
import { closeSync, constants, fstatSync, openSync } from 'node:fs';

/** What stood at a path instead of a regular file. */
export class NotRegularFile extends Error {
  constructor(
    readonly file: string,
    readonly kind: 'a link' | 'not a plain file',
  ) {
    super(`${file} is ${kind}`);
  }
}

/** Runs `use` on `file` opened for reading (no link followed, no FIFO waited on) with its size; throws NotRegularFile. */
export function withRegularFile<T>(file: string, use: (fd: number, size: number) => T): T {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOOP') throw new NotRegularFile(file, 'a link');
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotRegularFile(file, 'not a plain file');
    return use(fd, st.size);
  } finally {
    closeSync(fd);
  }
}
