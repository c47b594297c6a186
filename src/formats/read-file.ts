// Reading one result file without trusting it: a FIFO, socket or device would block the read (or
// never end), and the process with it, deaf to its timeout and to SIGTERM. The file is opened
// without blocking and checked on the open descriptor, so nothing can swap it in between.
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ParseError } from '../model.js';

/**
 * The text of a regular file. With `within` (the folder it was found in), a link leading out of
 * that folder is refused rather than followed. Throws ParseError naming the file.
 */
export function readRegularFile(file: string, within?: string): string {
  if (within !== undefined) {
    let real: string;
    try {
      real = realpathSync(file);
    } catch (err) {
      throw new ParseError(`cannot read the file (${(err as NodeJS.ErrnoException).code ?? String(err)})`, file);
    }
    const rel = path.relative(realpathSync(within), real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      throw new ParseError(`not a regular file of the folder but a link to ${real}, outside it (links out of a results folder are never followed)`, file);
    }
  }
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ParseError(code === 'ENOENT' ? 'no such file or directory' : `cannot read it (${code ?? String(err)})`, file);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new ParseError('not a regular file (a FIFO, socket or device); results live in plain files', file);
    return readFileSync(fd, 'utf8');
  } catch (err) {
    if (err instanceof ParseError) throw err;
    throw new ParseError(`cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`, file);
  } finally {
    closeSync(fd);
  }
}
