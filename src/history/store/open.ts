// The store `benchgate record` and `benchgate history` name (`--store DIR`, `--data-branch B`) as a
// StoreReader: the folder's, or the data branch's read by git.
import { dataBranchReader } from './data-branch.js';
import { folderReader } from './folder.js';
import type { HistoryStore, StoreRead, StoreReader } from './reader.js';

/** The reader of a folder or a data branch; `repo` is any folder of the repository (for a branch). */
export function storeReader(repo: string, store: HistoryStore): StoreReader {
  return store.kind === 'folder'
    ? folderReader(store.dir)
    : dataBranchReader({ repo, branch: store.branch, timeoutMs: store.timeoutMs, ...(store.remote ? { remote: store.remote } : {}) });
}

/** Every record of the store; a data branch origin lacks is an empty history. `repo`: any folder of the repository (for a branch). */
export function readHistory(repo: string, store: HistoryStore): Promise<StoreRead> {
  return storeReader(repo, store).read();
}
