// The order of one series' records along main's first-parent history. Records link commit →
// parent and arrive in any order (a store appended by racing pushes, several stores merged). Not
// every record is on main's line: a commit recorded from a feature branch (record --head, a
// workflow_dispatch), a commit force-pushed away, a re-record against an older base. Those are
// left out — and reported (chain-notes.ts), never dropped in silence — and so is the older of two
// records of one commit against the same parent.
import type { HistoryRecord } from '../model.js';

/** Milliseconds since the epoch, or −∞ for a missing or unreadable date (so it sorts first). */
function instant(iso: unknown): number {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** What makes a link of the line: a commit measured against a parent, when. */
type Link = Pick<HistoryRecord, 'commit' | 'parent' | 'time' | 'recordedAt'>;

/** When each record's commit was made and when it was recorded, parsed once (sorting compares them often). */
class Instants {
  private readonly cache = new Map<Link, [number, number]>();
  of(r: Link): [number, number] {
    let v = this.cache.get(r);
    if (v === undefined) this.cache.set(r, (v = [instant(r.time), instant(r.recordedAt)]));
    return v;
  }
  /** a is newer than b: by commit time, then by when it was recorded, then by sha (deterministic). */
  newer(a: Link, b: Link): boolean {
    const [ta, ra] = this.of(a);
    const [tb, rb] = this.of(b);
    if (ta !== tb) return ta > tb;
    if (ra !== rb) return ra > rb;
    return a.commit > b.commit;
  }
}

/** A record's parent: '' when malformed input has none. */
export const parentOf = (r: Pick<HistoryRecord, 'parent'>): string => (typeof r.parent === 'string' ? r.parent : '');

/** One series' records in main's order, and the ones left out (chain-notes.ts says them). */
export interface ChainOrder {
  /** The records on main's line, oldest first. */
  chain: HistoryRecord[];
  /** Records not on main's line: commits off it, and records of a commit on it against another parent. */
  offLine: HistoryRecord[];
  /** A commit recorded twice against the same parent: the older record (by recordedAt), not used. */
  replaced: HistoryRecord[];
}

/**
 * One record per commit and parent: the latest `recordedAt` wins, and on equal times the later in
 * the input; the others are `replaced`.
 */
function latestPerCommitAndParent<T extends Link>(records: readonly T[]): { kept: T[]; replaced: T[] } {
  const kept: T[] = [];
  const replaced: T[] = [];
  // commit → parent → index in kept: no key string per record (a store of millions of lines passes here).
  const slot = new Map<string, number | Map<string, number>>();
  for (const r of records) {
    const parent = parentOf(r);
    const known = slot.get(r.commit);
    let i: number | undefined;
    if (known === undefined) slot.set(r.commit, kept.length);
    else if (typeof known === 'number') {
      const other = parentOf(kept[known]);
      if (other === parent) i = known;
      else
        slot.set(
          r.commit,
          new Map([
            [other, known],
            [parent, kept.length],
          ]),
        );
    } else {
      i = known.get(parent);
      if (i === undefined) known.set(parent, kept.length);
    }
    if (i === undefined) kept.push(r);
    else if (instant(r.recordedAt) >= instant(kept[i].recordedAt)) {
      replaced.push(kept[i]);
      kept[i] = r; // dates are parsed only for a commit recorded twice (rare; parsing is the dear part)
    } else replaced.push(r);
  }
  return { kept, replaced };
}

/**
 * Main's line through `links` (one per commit and parent), oldest first.
 *
 * The links make a forest of commits. Main is recorded on every push, a branch now and then, so
 * main's line is the longest chain of recorded commits: in each tree (a parent that was not
 * recorded — a push that recorded nothing — ends one) the line runs from the tip with the most
 * recorded commits below it (on a tie the newest) down to the root, at each commit through the
 * link whose parent has the longest chain below it. A link whose parent is the previous recorded
 * commit on the line is a point; one whose parent lies further down (a re-record against HEAD~5)
 * is left out when the commits between were recorded, and is the point — its ratio spanning
 * those commits — when they were not. Trees are pieces placed in the order of their newest
 * commit's time. Cycles in malformed input end a chain where it revisits a commit.
 */
function longestLine<T extends Link>(kept: readonly T[]): T[] {
  // Commits as indexes; each commit's links (usually one) as a linked list through nextOfCommit.
  const commitIndex = new Map<string, number>();
  const firstLink: number[] = [];
  const nextOfCommit = new Int32Array(kept.length).fill(-1);
  const commitOf = new Int32Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    let c = commitIndex.get(kept[k].commit);
    if (c === undefined) {
      commitIndex.set(kept[k].commit, (c = firstLink.length));
      firstLink.push(-1);
    }
    commitOf[k] = c;
    nextOfCommit[k] = firstLink[c];
    firstLink[c] = k;
  }
  const n = firstLink.length;
  const parentAt = new Int32Array(kept.length).fill(-1); // the link's parent commit, when recorded
  const hasChild = new Uint8Array(n);
  for (let k = 0; k < kept.length; k++) {
    const p = commitIndex.get(parentOf(kept[k]));
    if (p !== undefined && p !== commitOf[k]) {
      parentAt[k] = p;
      hasChild[p] = 1;
    }
  }

  // depth[c]: the recorded commits on the longest chain from c down (c included); best[c] the link
  // that starts it. Iterative (a store may hold 20,000 commits); an edge back into a commit being
  // resolved (a cycle) counts as no parent.
  const depth = new Int32Array(n); // 0: not resolved yet
  const best = new Int32Array(n).fill(-1);
  const resolving = new Uint8Array(n);
  const stack: number[] = [];
  for (let start = 0; start < n; start++) {
    if (depth[start] !== 0) continue;
    stack.push(start);
    while (stack.length > 0) {
      const c = stack[stack.length - 1];
      resolving[c] = 1;
      let pending = -1;
      for (let k = firstLink[c]; k !== -1 && pending === -1; k = nextOfCommit[k]) {
        const p = parentAt[k];
        if (p !== -1 && depth[p] === 0 && resolving[p] === 0) pending = p;
      }
      if (pending !== -1) {
        stack.push(pending);
        continue;
      }
      let d = 1;
      let b = -1;
      for (let k = firstLink[c]; k !== -1; k = nextOfCommit[k]) {
        const p = parentAt[k];
        const below = p !== -1 && resolving[p] === 0 ? depth[p] : 0;
        if (b === -1 || below + 1 > d || (below + 1 === d && instant(kept[k].recordedAt) > instant(kept[b].recordedAt))) {
          d = below + 1;
          b = k;
        }
      }
      depth[c] = d;
      best[c] = b;
      resolving[c] = 0;
      stack.pop();
    }
  }

  // The trees: each commit's root (union of a link's commit and its recorded parent).
  const root = new Int32Array(n);
  for (let i = 0; i < n; i++) root[i] = i;
  const find = (i: number): number => {
    while (root[i] !== i) i = root[i] = root[root[i]];
    return i;
  };
  for (let k = 0; k < kept.length; k++) if (parentAt[k] !== -1) root[find(commitOf[k])] = find(parentAt[k]);
  // Each tree's tip: a childless commit with the longest chain below it, on a tie the newest; a
  // tree that is all cycle has no childless commit, so any commit may start it.
  const at = new Instants();
  const tipOf = new Map<number, number>();
  for (let c = 0; c < n; c++) {
    const t = find(c);
    const tip = tipOf.get(t);
    if (tip === undefined) tipOf.set(t, c);
    else if (hasChild[c] !== hasChild[tip]) {
      if (hasChild[c] === 0) tipOf.set(t, c);
    } else if (depth[c] > depth[tip] || (depth[c] === depth[tip] && at.newer(kept[best[c]], kept[best[tip]]))) tipOf.set(t, c);
  }
  const onLine = new Uint8Array(n);
  const pieces: T[][] = [];
  for (const tip of tipOf.values()) {
    const piece: T[] = [];
    for (let c = tip; c !== -1 && onLine[c] === 0;) {
      onLine[c] = 1;
      const k = best[c];
      piece.push(kept[k]);
      c = parentAt[k];
    }
    pieces.push(piece.reverse());
  }
  // Oldest piece first: by the time of each piece's newest commit.
  pieces.sort((a, b) => (at.newer(a[a.length - 1], b[b.length - 1]) ? 1 : at.newer(b[b.length - 1], a[a.length - 1]) ? -1 : 0));
  return pieces.length === 1 ? pieces[0] : pieces.flat();
}

/** Main's line of recorded commits: where a record (its commit against its parent) stands on it. */
export class MainLine {
  private readonly at = new Map<string, { parent: string; index: number }>();
  constructor(links: readonly Link[]) {
    links.forEach((l, index) => this.at.set(l.commit, { parent: parentOf(l), index }));
  }
  /** The record's place on the line, oldest first; −1 when it is not on it (its commit is not, or against another parent). */
  indexOf(r: Link): number {
    const a = this.at.get(r.commit);
    return a !== undefined && a.parent === parentOf(r) ? a.index : -1;
  }
}

/**
 * Main's line through the records of a whole store, every series together: which commits are on
 * main is one question for the store, not one per series (a benchmark added on a branch and
 * recorded there is not main's). Takes the records one at a time (`add`), keeping one link per
 * commit and parent.
 */
const linkOf = (r: Link): Link => ({ commit: r.commit, parent: r.parent, time: r.time, recordedAt: r.recordedAt });

export class MainLineBuilder {
  private readonly links = new Map<string, Link | Map<string, Link>>();
  add(r: Link): void {
    const parent = parentOf(r);
    const known = this.links.get(r.commit);
    // A link of its own, not the record: the record may be let go once read (its strings are shared).
    if (known === undefined) this.links.set(r.commit, linkOf(r));
    else if (!(known instanceof Map)) {
      if (parentOf(known) !== parent)
        this.links.set(
          r.commit,
          new Map([
            [parentOf(known), known],
            [parent, linkOf(r)],
          ]),
        );
    } else if (!known.has(parent)) known.set(parent, linkOf(r));
  }
  build(): MainLine {
    const links: Link[] = [];
    for (const l of this.links.values())
      if (l instanceof Map) links.push(...l.values());
      else links.push(l);
    return new MainLine(longestLine(links));
  }
}

/** Main's line through `records`. */
export function mainLineOf(records: readonly Link[]): MainLine {
  const builder = new MainLineBuilder();
  for (const r of records) builder.add(r);
  return builder.build();
}

/** One series' records on `line` in its order, and the ones left out. */
export function seriesOnLine(records: readonly HistoryRecord[], line: MainLine): ChainOrder {
  const { kept, replaced } = latestPerCommitAndParent(records);
  const placed: { r: HistoryRecord; index: number }[] = [];
  const offLine: HistoryRecord[] = [];
  for (const r of kept) {
    const index = line.indexOf(r);
    if (index === -1) offLine.push(r);
    else placed.push({ r, index });
  }
  placed.sort((a, b) => a.index - b.index);
  return { chain: placed.map((p) => p.r), offLine, replaced };
}

/** The records of one series along main's line through them, oldest first, with what is left out. */
export function chainOf(records: readonly HistoryRecord[]): ChainOrder {
  return seriesOnLine(records, mainLineOf(records));
}

/** The records of one series in main's order, oldest first (chainOf without what it left out). */
export function orderChain(records: readonly HistoryRecord[]): HistoryRecord[] {
  return chainOf(records).chain;
}
