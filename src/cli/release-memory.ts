// A full garbage collection between the stages of `benchgate history` (issue 28 item 5). Node
// gives a process a heap limit of a quarter of the machine's memory or so, and V8 lets the heap
// grow towards it before collecting: reading 2 million records and writing their outputs leaves
// hundreds of MB of dead point objects behind each stage, and the process grew to 1.10 GiB peak
// RSS while it held under 200 MB. Collected when a stage ends — when what it made is dead — the
// next stage starts from what is alive (2 M records, --json --markdown --html: 0.83–0.89 GiB). A heap
// flag cannot be set once node runs; exposing gc can (a new context reads the flag when made).
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/** Collects the garbage now (a full collection: tens of milliseconds on a large store's heap). */
export function releaseMemory(): void {
  if (collect === undefined) {
    v8.setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
