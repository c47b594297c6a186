// The `reports` input of mode: merge: glob patterns (one per line, like actions/upload-artifact's
// `path`) matched with node:fs, since Node 20 has no fs.glob. `*` and `?` stay within one path
// segment, `**` spans any number of segments. Only regular files match: symlinks are not followed,
// so a pattern cannot wander out of the folder it names.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

const MAGIC = /[*?]/;

/** One path segment pattern → a RegExp for that segment. */
function segmentRegExp(segment: string): RegExp {
  const body = segment
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${body}$`);
}

function matchSegments(pattern: readonly string[], parts: readonly string[]): boolean {
  if (pattern.length === 0) return parts.length === 0;
  const [head, ...rest] = pattern;
  if (head === '**') {
    for (let skip = 0; skip <= parts.length; skip++) if (matchSegments(rest, parts.slice(skip))) return true;
    return false;
  }
  return parts.length > 0 && segmentRegExp(head).test(parts[0]) && matchSegments(rest, parts.slice(1));
}

/** Every regular file under `dir` (relative paths with `/`), not following symlinks. */
function walk(dir: string, prefix = '', out: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out; // a folder that does not exist matches nothing
  }
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) walk(path.join(dir, e.name), rel, out);
    else if (e.isFile()) out.push(rel);
  }
  return out;
}

/** Absolute paths of the files matching one pattern, relative patterns taken from `cwd`. */
export function globFiles(pattern: string, cwd: string): string[] {
  const absolute = path.resolve(cwd, pattern);
  const segments = absolute.split(path.sep).filter((s, i) => s !== '' || i === 0);
  // The longest leading run without wildcards is where the walk starts.
  const firstMagic = segments.findIndex((s) => MAGIC.test(s));
  if (firstMagic === -1) {
    const stat = lstatSync(absolute, { throwIfNoEntry: false });
    return stat?.isFile() ? [absolute] : [];
  }
  const root = segments.slice(0, firstMagic).join(path.sep) || path.sep;
  const rest = segments.slice(firstMagic);
  return walk(root)
    .filter((rel) => matchSegments(rest, rel.split('/')))
    .map((rel) => path.join(root, rel));
}

/** All patterns of a multi-line input (blank lines and `#` comments skipped), deduplicated, sorted. */
export function expandPatterns(input: string, cwd: string): { patterns: string[]; files: string[] } {
  const patterns = input
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const files = new Set<string>();
  for (const p of patterns) for (const f of globFiles(p, cwd)) files.add(f);
  return { patterns, files: [...files].sort() };
}
