// The order of one series' records along the first-parent history. Records link commit → parent
// and arrive in any order (a store appended by racing pushes, several stores merged); a commit
// recorded twice keeps its latest record (a re-run replaces the earlier measurement).
import type { HistoryRecord } from '../model.js';

/** Milliseconds since the epoch, or −∞ for a missing or unreadable date (so it sorts first). */
function instant(iso: unknown): number {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** When each record's commit was made and when it was recorded, parsed once (sorting compares them often). */
class Instants {
  private readonly cache = new Map<HistoryRecord, [number, number]>();
  of(r: HistoryRecord): [number, number] {
    let v = this.cache.get(r);
    if (v === undefined) this.cache.set(r, (v = [instant(r.time), instant(r.recordedAt)]));
    return v;
  }
  /** a is newer than b: by commit time, then by when it was recorded, then by sha (deterministic). */
  newer(a: HistoryRecord, b: HistoryRecord): boolean {
    const [ta, ra] = this.of(a);
    const [tb, rb] = this.of(b);
    if (ta !== tb) return ta > tb;
    if (ra !== rb) return ra > rb;
    return a.commit > b.commit;
  }
  /** For sort: newest first. */
  newestFirst = (a: HistoryRecord, b: HistoryRecord): number => (this.newer(a, b) ? -1 : this.newer(b, a) ? 1 : 0);
}

/**
 * One record per commit: the latest `recordedAt` wins, and on equal times the later in the input.
 * Returns the records kept and each commit's index among them.
 */
export function latestPerCommit(records: readonly HistoryRecord[]): { list: HistoryRecord[]; slot: Map<string, number> } {
  const list: HistoryRecord[] = [];
  const slot = new Map<string, number>();
  for (const r of records) {
    const i = slot.get(r.commit);
    if (i === undefined) {
      slot.set(r.commit, list.length);
      list.push(r);
    } else if (instant(r.recordedAt) >= instant(list[i].recordedAt)) {
      list[i] = r; // dates are parsed only for a commit recorded twice (rare; parsing is the dear part)
    }
  }
  return { list, slot };
}

/**
 * The records of one series in first-parent order, oldest first.
 *
 * The newest tip (a commit no record names as its parent) starts the main line, which is followed
 * parent by parent while the parent was recorded. A parent that was not recorded is a gap (a push
 * that recorded nothing): the older piece before it starts at its own tip and is placed before,
 * pieces ordered by their newest commit's time. A piece that runs into a commit already placed
 * forked off the main line (a commit force-pushed away): it is not on the first-parent history
 * and is left out. Cycles in malformed input end a walk where it revisits a commit.
 */
export function orderChain(records: readonly HistoryRecord[]): HistoryRecord[] {
  // Index arrays instead of sets: a store of millions of lines passes through here.
  const { list, slot } = latestPerCommit(records);
  const n = list.length;
  const parentOf = new Int32Array(n).fill(-1);
  const hasChild = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const p = slot.get(list[i].parent);
    if (p !== undefined) {
      parentOf[i] = p;
      hasChild[p] = 1;
    }
  }
  const at = new Instants();
  const tips: number[] = [];
  for (let i = 0; i < n; i++) if (!hasChild[i]) tips.push(i);
  const newestFirst = (a: number, b: number) => at.newestFirst(list[a], list[b]);
  tips.sort(newestFirst);
  // placed[i]: 0 not yet, else the number of the walk that placed it.
  const placed = new Int32Array(n);
  const pieces: HistoryRecord[][] = [];
  let walk = 0;
  const walkFrom = (start: number): void => {
    walk++;
    const piece: HistoryRecord[] = [];
    let joined = false;
    for (let i = start; i !== -1; i = parentOf[i]!) {
      if (placed[i] !== 0) {
        joined = placed[i] !== walk; // ran into an earlier walk's commit, not a cycle of its own
        break;
      }
      placed[i] = walk;
      piece.push(list[i]);
    }
    if (!joined) pieces.push(piece.reverse());
  };
  for (const tip of tips) walkFrom(tip);
  // Only a cycle leaves commits unreached from every tip: walk those too, newest first.
  const rest: number[] = [];
  for (let i = 0; i < n; i++) if (placed[i] === 0) rest.push(i);
  rest.sort(newestFirst);
  for (const i of rest) if (placed[i] === 0) walkFrom(i);
  // Oldest piece first: by the time of each piece's newest commit.
  pieces.sort((a, b) => -at.newestFirst(a[a.length - 1], b[b.length - 1]));
  return pieces.length === 1 ? pieces[0] : pieces.flat();
}
