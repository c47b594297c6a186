// What the chains of a store's series left out (chain.ts), said once for the whole store: which
// commits' records are not on main's line, and which commits were recorded twice against the same
// parent. A record is never dropped in silence.
import type { HistoryRecord, HistoryWarning } from '../model.js';
import { parentOf, type ChainOrder } from './chain.js';

/** Commits named in one warning line; the rest are counted. */
const NAMED = 5;

const short = (sha: string): string => sha.slice(0, 7);

/** Per commit and parent: how many records (one per series) went. */
class Tally {
  private readonly byCommit = new Map<string, Map<string, number>>();
  records = 0;
  add(r: HistoryRecord): void {
    let parents = this.byCommit.get(r.commit);
    if (parents === undefined) this.byCommit.set(r.commit, (parents = new Map<string, number>()));
    const parent = parentOf(r);
    parents.set(parent, (parents.get(parent) ?? 0) + 1);
    this.records++;
  }
  get commits(): number {
    return this.byCommit.size;
  }
  /** "abc1234 (against def5678), …, and 3 more", in the store's order. */
  named(): string {
    const names: string[] = [];
    for (const [commit, parents] of this.byCommit) {
      if (names.length === NAMED) break;
      names.push(`${short(commit)} (against ${[...parents.keys()].map((p) => (p === '' ? 'no parent' : short(p))).join(', ')})`);
    }
    const more = this.byCommit.size - names.length;
    return names.join(', ') + (more > 0 ? `, and ${more} more` : '');
  }
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export class ChainNotes {
  private readonly offLine = new Tally();
  private readonly replaced = new Tally();

  add(order: ChainOrder): void {
    for (const r of order.offLine) this.offLine.add(r);
    for (const r of order.replaced) this.replaced.add(r);
  }

  warnings(): HistoryWarning[] {
    const out: HistoryWarning[] = [];
    if (this.offLine.records > 0)
      out.push({
        code: 'off-main-line',
        message:
          `left out ${plural(this.offLine.records, 'record')} of ${plural(this.offLine.commits, 'commit')} not on main's line of recorded commits: ${this.offLine.named()}. ` +
          `A commit recorded from another branch, force-pushed away, or re-recorded against an older base; history follows the longest line of recorded commits (docs/history.md, "Which records make the line")`,
      });
    if (this.replaced.records > 0)
      out.push({
        code: 'recorded-twice',
        message:
          `${plural(this.replaced.commits, 'commit is', 'commits are')} recorded more than once against the same parent: ${this.replaced.named()}. ` +
          `Each series uses the newest record (by recordedAt; on a tie the later line); ${plural(this.replaced.records, 'older record')} left out (racing runs, or stores merged by hand: delete the line you do not want)`,
      });
    return out;
  }
}
