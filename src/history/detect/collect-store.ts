// The store read straight into the analysis's columns (collected.ts): here, not in store/, since
// the columns are the analysis's own shape and store/ sits below detect/.
import { CollectedRecords } from './collected.js';
import { readStoreInto } from '../store/folder.js';
import type { StoreWarning } from '../store/lines.js';
import { readHistory } from '../store/open.js';
import type { HistoryStore } from '../store/reader.js';

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
