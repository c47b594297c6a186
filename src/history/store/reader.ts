// One way to read main's history, three backends: a folder (folder.ts), the data branch by git
// (data-branch.ts) and the data branch through the REST API (rest-api.ts). Whoever reads the
// history (`benchgate history`, the comment, a record's job summary) holds a StoreReader and
// does not care which (open.ts picks the folder or the branch by git; the action builds the REST one).
import type { HistoryRecord } from '../model.js';
import type { GitRemote } from '../../git/git-remote.js';
import type { StoreWarning } from './lines.js';

/** What a read found: the records and the torn lines skipped, and what a log line may add. */
export interface StoreRead {
  records: HistoryRecord[];
  warnings: StoreWarning[];
  /** How it was read and what was left out (the REST API reads a bounded part), for a log line. */
  note?: string;
  /** Set when there is no store at all (no data branch yet): why, in words. Records are then []. */
  missing?: string;
}

export interface StoreReader {
  /** The store as a message names it: a folder's path, `the data branch B of origin`. */
  readonly where: string;
  /** Every record, oldest file first; a store that does not exist yet reads as empty, never an error. */
  read(): Promise<StoreRead>;
}

/** Where `benchgate record` writes and `benchgate history` reads: a folder (`--store DIR`) or a branch of origin (`--data-branch B`). */
export type HistoryStore =
  | { kind: 'folder'; dir: string }
  | {
      kind: 'branch';
      branch: string;
      /** Where the branch is and the credential that goes there (default: the checkout's origin, resolved when read). */
      remote?: GitRemote;
      timeoutMs?: number;
    };

export function describeStore(store: HistoryStore): string {
  return store.kind === 'folder' ? store.dir : `the data branch ${store.branch} of origin`;
}
