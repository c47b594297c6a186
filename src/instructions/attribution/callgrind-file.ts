// A callgrind output file (valgrind 3.19's format, as callgrind_annotate reads it), reduced to
// what "where the instructions went" needs: each function's own instructions (`Ir`, self cost).
// The Google Benchmark driver counts with callgrind, one dump per call of the benchmark's function.
//
//   # callgrind format, version:, creator:, pid:, cmd:, part:, desc:, …   (header lines)
//   positions: line          (or `instr line`: how many position columns a cost line starts with)
//   events: Ir […]
//   ob= fl= fi= fe=           object and file of what follows; never the function
//   fn=(12) name             the function the cost lines that follow belong to
//   fn=(12)                  the same function again: `(id) name` defines an id, `(id)` reuses it
//   <pos> <Ir> […]           a cost line: positions (a number, 0x…, +n, -n or *), then the counts
//   cob= cfi= cfl= cfn=      the callee of the next calls= line
//   calls=<count> <pos>      a call; the cost line after it is the call's inclusive cost (the
//                            callee's, counted under the callee too), not the caller's own
//   jump= jcnd= jfi= jfn=    jumps (--collect-jumps=yes): no cost line follows
//   totals:                  the dump's instructions, its last line (summary: in the header too)
//
// Names are shared within a kind: fn=, cfn= and jfn= are one table; fl=, fi=, fe=, cfi=, cfl=
// and jfi= another; ob= and cob= a third. Only function names matter here, but a file's `(id)`
// must not be read as a function's. Callgrind names an address without a symbol by the address
// (`0x000000000002e3d0`, in the object's `ob=`): that is cachegrind's `???`, and is read as such.
// A recursive function's deeper calls are `name'2` (--separate-recs, 2 by default): one function.
import { NO_SYMBOL, type CachegrindProfile } from './cachegrind-file.js';

export class CallgrindFormatError extends Error {
  override name = 'CallgrindFormatError';
}

/** Callgrind's name for code without a symbol: the address. */
const ADDRESS_NAME = /^0x[0-9a-f]+$/i;
/** The recursion level callgrind appends to a function called from itself. */
const RECURSION_LEVEL = /'\d+$/;

/** Parses one dump's text; throws CallgrindFormatError (naming the line) when it is not callgrind output with an `Ir` event. */
export function parseCallgrind(text: string, source = 'callgrind output'): CachegrindProfile {
  const fail = (lineNo: number, why: string): never => {
    throw new CallgrindFormatError(`${source}:${lineNo}: ${why}`);
  };
  const names = new Map<string, string>();
  const functions = new Map<string, number>();
  let command = '';
  let positions = 1;
  let irColumn = -1;
  let totals: number | undefined;
  let fn: string | undefined;
  let callCost = false;
  let lineNo = 0;
  let start = 0;

  /** A compressed name: `(id) name` defines the id, `(id)` uses it; a plain name is itself. */
  const nameOf = (value: string, table: string): string => {
    if (!value.startsWith('(')) return value;
    const close = value.indexOf(')');
    if (close < 0) fail(lineNo, `an unclosed name id: ${JSON.stringify(value.slice(0, 80))}`);
    const key = `${table}${value.slice(1, close)}`;
    const rest = value.slice(close + 1).trim();
    if (rest) {
      names.set(key, rest);
      return rest;
    }
    const known = names.get(key);
    if (known === undefined) fail(lineNo, `${value} is used before it is named`);
    return known!;
  };

  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    lineNo++;
    const c = line.charCodeAt(0);
    // A cost line: digits, or +n / -n / * (positions relative to the last line's).
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 42) {
      if (irColumn < 0) fail(lineNo, 'a cost line before the events: line');
      if (fn === undefined) fail(lineNo, 'a cost line before any fn= line');
      if (callCost) {
        callCost = false; // the call's inclusive cost: the callee's own lines count it
        continue;
      }
      const v = line.split(' ')[positions + irColumn];
      if (v !== undefined && v !== '') {
        const n = Number(v);
        if (!Number.isFinite(n)) fail(lineNo, `not a count: ${JSON.stringify(v.slice(0, 40))}`);
        functions.set(fn!, (functions.get(fn!) ?? 0) + n);
      }
      continue;
    }
    const eq = line.indexOf('=');
    const key = eq > 0 ? line.slice(0, eq) : '';
    if (key === 'fn') {
      const name = nameOf(line.slice(3), 'fn').replace(RECURSION_LEVEL, '');
      fn = ADDRESS_NAME.test(name) ? NO_SYMBOL : name;
    } else if (key === 'cfn' || key === 'jfn') {
      nameOf(line.slice(eq + 1), 'fn');
    } else if (key === 'fl' || key === 'fi' || key === 'fe' || key === 'cfi' || key === 'cfl' || key === 'jfi') {
      nameOf(line.slice(eq + 1), 'fl');
    } else if (key === 'ob' || key === 'cob') {
      nameOf(line.slice(eq + 1), 'ob');
    } else if (key === 'calls') {
      callCost = true;
    } else if (key === 'jump' || key === 'jcnd') {
      // A jump's count: no cost line follows.
    } else if (line.startsWith('events:')) {
      irColumn = line.slice(7).trim().split(/\s+/).indexOf('Ir');
      if (irColumn < 0) fail(lineNo, `no Ir event in ${JSON.stringify(line.slice(0, 80))}`);
    } else if (line.startsWith('positions:')) {
      positions = line.slice(10).trim().split(/\s+/).length;
    } else if (line.startsWith('totals:')) {
      // The dump's last line; `summary:` in the header says the same.
      const v = Number(line.slice(7).trim().split(/\s+/)[irColumn < 0 ? 0 : irColumn]);
      if (!Number.isFinite(v)) fail(lineNo, 'the totals: line has no count');
      totals = v;
    } else if (line.startsWith('cmd:')) {
      command = line.slice(4).trim();
    } else if (line === '' || line.startsWith('#') || /^(version|creator|pid|thread|part|desc|event|summary):/.test(line)) {
      // Nothing to count.
    } else {
      fail(lineNo, `not callgrind output: ${JSON.stringify(line.slice(0, 80))}`);
    }
  }
  if (totals === undefined) throw new CallgrindFormatError(`${source}: no totals: line (cut off?)`);
  return { command, functions, summary: totals };
}
