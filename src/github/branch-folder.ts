// One folder of a branch, read through the REST API's git database (ref → commit → tree → the
// folder's tree → each file's blob), for a job that has a token and no checkout: mode: comment
// (a workflow_run job that never checks out PR code) and mode: merge. The blobs endpoint, not the
// contents API: that one stops at 1 MB a file. Bounded: at most `maxFiles` files and `maxBytes`
// bytes are read, the last ones of the caller's order when not all fit. Knows nothing of what the
// files hold: the caller names and orders them, and parses them.
import { httpStatus, type GitHubClient } from './client.js';

export interface BranchFolder {
  owner: string;
  repo: string;
  branch: string;
  /** A folder at the root of the branch (`history`). */
  folder: string;
}

export interface FolderLimits {
  maxFiles: number;
  /** Bytes of the files' contents (decoded), all files together. */
  maxBytes: number;
}

export interface FolderFile {
  name: string;
  text: string;
}

export interface FolderContents {
  /** The files read, in the caller's order. */
  files: FolderFile[];
  /** The files the limits left out (the first ones of the caller's order). */
  left: string[];
  /** The branch's tip. */
  commit: string;
}

/** The API answered with something that is not what GitHub documents (or a file over the limits). */
export class BranchReadError extends Error {
  override name = 'BranchReadError';
}

interface TreeItem {
  path?: string;
  type?: string;
  sha?: string;
  size?: number;
}

/** The entries of a tree; a truncated listing is refused (a folder of a few dozen files is never one). */
async function treeItems(client: GitHubClient, where: BranchFolder, sha: string, what: string): Promise<TreeItem[]> {
  const { data } = await client.rest.git.getTree({ owner: where.owner, repo: where.repo, tree_sha: sha });
  if (!Array.isArray(data.tree)) throw new BranchReadError(`the tree of ${what} (${sha}) has no entries list`);
  if (data.truncated) throw new BranchReadError(`GitHub listed the tree of ${what} (${sha}) truncated`);
  return data.tree;
}

/**
 * The files of `where.folder` on `where.branch` that `order` names (it returns the names to read,
 * oldest first); undefined when the branch does not exist. A branch without the folder has no
 * files. Throws the API's error (a 403, a rate limit, no answer) or a BranchReadError.
 */
export async function readBranchFolder(
  client: GitHubClient,
  where: BranchFolder,
  order: (names: string[]) => string[],
  limits: FolderLimits,
): Promise<FolderContents | undefined> {
  const repo = { owner: where.owner, repo: where.repo };
  let commit: string;
  try {
    const { data } = await client.rest.git.getRef({ ...repo, ref: `heads/${where.branch}` });
    if (data.object?.type !== 'commit' || typeof data.object.sha !== 'string') {
      throw new BranchReadError(`refs/heads/${where.branch} points at a ${String(data.object?.type)}, not a commit`);
    }
    commit = data.object.sha;
  } catch (err) {
    if (httpStatus(err) === 404) return undefined;
    throw err;
  }
  const { data: tip } = await client.rest.git.getCommit({ ...repo, commit_sha: commit });
  if (typeof tip.tree?.sha !== 'string') throw new BranchReadError(`the commit ${commit} has no tree`);
  const folder = (await treeItems(client, where, tip.tree.sha, `${where.branch}`)).find((e) => e.path === where.folder && e.type === 'tree');
  if (!folder?.sha) return { files: [], left: [], commit };

  const blobs = new Map<string, TreeItem>();
  for (const e of await treeItems(client, where, folder.sha, `${where.branch}:${where.folder}`)) {
    if (e.type === 'blob' && typeof e.path === 'string' && typeof e.sha === 'string') blobs.set(e.path, e);
  }
  // The newest files that fit: from the end of the order, while the count and the listed sizes allow.
  const wanted = order([...blobs.keys()]);
  let first = wanted.length;
  let listed = 0;
  while (first > 0 && wanted.length - first < limits.maxFiles) {
    const size = blobs.get(wanted[first - 1])!.size ?? 0;
    if (listed + size > limits.maxBytes) break;
    listed += size;
    first--;
  }

  const files: FolderFile[] = [];
  let read = 0;
  for (const name of wanted.slice(first)) {
    const entry = blobs.get(name)!;
    const { data } = await client.rest.git.getBlob({ ...repo, file_sha: entry.sha! });
    const bytes = blobBytes(data, `${where.branch}:${where.folder}/${name}`);
    read += bytes.length;
    if (read > limits.maxBytes) throw new BranchReadError(`${where.branch}:${where.folder} holds more than ${limits.maxBytes} bytes in the files read`);
    files.push({ name, text: bytes.toString('utf8') });
  }
  return { files, left: wanted.slice(0, first), commit };
}

/** A blob's bytes (base64, or utf-8 as GitHub may send a text blob); its size must be what GitHub says it is. */
function blobBytes(data: { content?: unknown; encoding?: unknown; size?: unknown }, what: string): Buffer {
  if (typeof data.content !== 'string') throw new BranchReadError(`${what}: the blob has no content`);
  let bytes: Buffer;
  if (data.encoding === 'base64') {
    if (!/^[A-Za-z0-9+/=\s]*$/.test(data.content)) throw new BranchReadError(`${what}: the blob's content is not base64`);
    bytes = Buffer.from(data.content, 'base64');
  } else if (data.encoding === 'utf-8') {
    bytes = Buffer.from(data.content, 'utf8');
  } else {
    throw new BranchReadError(`${what}: the blob's encoding ${JSON.stringify(data.encoding)} is neither base64 nor utf-8`);
  }
  if (typeof data.size === 'number' && data.size !== bytes.length) {
    throw new BranchReadError(`${what}: the blob is ${bytes.length} bytes, not the ${data.size} GitHub says (a cut-off answer)`);
  }
  return bytes;
}
