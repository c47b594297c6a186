// The store `benchgate record` and `benchgate history` name (`--store DIR`, `--data-branch B`) as a
// StoreReader: the folder's, or the data branch's read by git.
import { dataBranchReader } from './data-branch.js';
import { CollectedRecords } from '../detect/collected.js';
import { folderReader, readStoreInto } from './folder.js';
import type { StoreWarning } from './lines.js';
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

/**
 * Every record of the store, kept as the analysis reads them (detect/collected.ts): a folder's are
 * handed over line by line, never all held as records (a store of millions of lines fits in
 * bounded memory); a branch's are read whole first (its files come through git as text).
 */
export async function collectHistory(repo: string, store: HistoryStore): Promise<{ collected: CollectedRecords; warnings: StoreWarning[] }> {
  const collected = new CollectedRecords();
  if (store.kind === 'folder') return { collected, warnings: readStoreInto(store.dir, collected) };
  const { records, warnings } = await readHistory(repo, store);
  for (const r of records) collected.push(r);
  return { collected, warnings };
}
