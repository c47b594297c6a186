// A cachegrind output file (valgrind 3.19's format, as cg_annotate reads it), reduced to what
// "where the instructions went" needs: the instructions (`Ir`) of each function, by symbol.
//
//   desc: …            (any number)
//   cmd: <command>
//   events: Ir [more events when the cache simulation is on]
//   fl=<file>          the file of the cost lines that follow
//   fn=<function>      the function they belong to (its symbol; `???` when the binary has none)
//   <line> <Ir> […]    a cost line: source line, then one count per event ('.' is 0)
//   summary: <Ir> […]
//
// Code inlined into a function is its caller's: cachegrind names the symbol the instruction's
// address falls in, and gives the inlined code its own `fl=` (the helper's file) under the same
// `fn=`. A function is therefore its symbol, summed over every file it appears under; cg_annotate
// lists the (file, function) pairs apart, which would split a caller from the helpers inlined in it.
// `fi=`/`fe=` (callgrind's inlined-file lines, which cg_annotate 3.19 does not read) change the
// file only, never the function, and are read as such.

/** What an unnamed address is called: the binary (or library) has no symbol for it. */
export const NO_SYMBOL = '???';

export interface CachegrindProfile {
  /** The `cmd:` line. */
  command: string;
  /** Instructions per function symbol. */
  functions: Map<string, number>;
  /** The `summary:` line's instructions. */
  summary: number;
}

export class CachegrindFormatError extends Error {
  override name = 'CachegrindFormatError';
}

/** Parses one file's text; throws CachegrindFormatError (naming the line) when it is not cachegrind output with an `Ir` event. */
export function parseCachegrind(text: string, source = 'cachegrind output'): CachegrindProfile {
  const fail = (lineNo: number, why: string): never => {
    throw new CachegrindFormatError(`${source}:${lineNo}: ${why}`);
  };
  const functions = new Map<string, number>();
  let command = '';
  let irColumn = -1;
  let summary: number | undefined;
  let fn: string | undefined;
  let current = 0;
  const flush = () => {
    if (fn !== undefined && current !== 0) functions.set(fn, (functions.get(fn) ?? 0) + current);
    current = 0;
  };
  let lineNo = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    lineNo++;
    const c = line.charCodeAt(0);
    if (c >= 48 && c <= 57) {
      // A cost line: `<line> <count>…`; the Ir count is column irColumn + 1.
      if (irColumn < 0) fail(lineNo, 'a cost line before the events: line');
      if (fn === undefined) fail(lineNo, 'a cost line before any fn= line');
      const fields = line.split(' ');
      const v = fields[irColumn + 1];
      if (v !== undefined && v !== '.' && v !== '') {
        const n = Number(v);
        if (!Number.isFinite(n)) fail(lineNo, `not a count: ${JSON.stringify(v.slice(0, 40))}`);
        current += n;
      }
    } else if (line.startsWith('fn=')) {
      flush();
      fn = line.slice(3);
    } else if (line.startsWith('fl=') || line.startsWith('fi=') || line.startsWith('fe=')) {
      // The file changes; the function only with the next fn= (after fl=, cg_annotate expects one).
    } else if (line.startsWith('events:')) {
      irColumn = line.slice(7).trim().split(/\s+/).indexOf('Ir');
      if (irColumn < 0) fail(lineNo, `no Ir event in ${JSON.stringify(line.slice(0, 80))}`);
    } else if (line.startsWith('summary:')) {
      flush();
      const v = Number(line.slice(8).trim().split(/\s+/)[irColumn < 0 ? 0 : irColumn]);
      if (!Number.isFinite(v)) fail(lineNo, 'the summary: line has no count');
      summary = v;
    } else if (line.startsWith('cmd:')) {
      command = line.slice(4).trim();
    } else if (line === '' || line.startsWith('desc:') || line.startsWith('#')) {
      // Nothing to count.
    } else {
      fail(lineNo, `not cachegrind output: ${JSON.stringify(line.slice(0, 80))}`);
    }
  }
  flush();
  if (summary === undefined) throw new CachegrindFormatError(`${source}: no summary: line (cut off?)`);
  return { command, functions, summary };
}

/** Adds `b`'s counts into `a`, each times `scale`. */
export function addInto(a: Map<string, number>, b: ReadonlyMap<string, number>, scale = 1): void {
  for (const [k, v] of b) a.set(k, (a.get(k) ?? 0) + v * scale);
}
