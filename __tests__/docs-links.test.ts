// Every relative link of the README and the docs/ pages, and every docs/ page the source cites,
// leads somewhere: to a file or folder of the repository and, for a #anchor, to a heading of that
// page as GitHub names it. A page moved or a heading reworded breaks a test, not a reader's click.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './support/example-workflows.js';
import { headingSlugs, markdownLinks } from './support/markdown-links.js';

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(rel);
    return e.name.endsWith('.md') ? [rel] : [];
  });
}

const PAGES = ['README.md', 'CHANGELOG.md', ...markdownFiles('docs')];
const slugCache = new Map<string, Set<string>>();
const slugsOf = (file: string): Set<string> => {
  let slugs = slugCache.get(file);
  if (!slugs) slugCache.set(file, (slugs = headingSlugs(readFileSync(path.join(ROOT, file), 'utf8'))));
  return slugs;
};

/** The problem with a link from `from` (a repository path) to `target`, or undefined when it resolves. */
function brokenLink(from: string, target: string): string | undefined {
  const [file, anchor] = target.split('#', 2) as [string, string | undefined];
  const rel = file === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(file)));
  if (rel.startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(path.join(ROOT, rel))) return `${target}: ${rel} does not exist`;
  if (anchor === undefined) return undefined;
  if (!rel.endsWith('.md') || statSync(path.join(ROOT, rel)).isDirectory()) return `${target}: an anchor into something that is not a page`;
  return slugsOf(rel).has(anchor) ? undefined : `${target}: ${rel} has no heading #${anchor}`;
}

describe('links of the README and docs/', () => {
  for (const page of PAGES) {
    it(`${page}: every relative link resolves to a file and, with #anchor, to a heading`, () => {
      const problems = markdownLinks(readFileSync(path.join(ROOT, page), 'utf8'))
        .filter((l) => !/^[a-z][a-z+.-]*:/i.test(l.target))
        .flatMap((l) => {
          const problem = brokenLink(page, l.target);
          return problem ? [`${page}:${l.line}: ${problem}`] : [];
        });
      assert.deepEqual(problems, []);
    });
  }

  it('every repository path a page names in code (`src/…`, `scripts/…`, `__tests__/…`, `examples/…`, `bench/…`) exists', () => {
    const problems = PAGES.flatMap((page) => {
      const text = readFileSync(path.join(ROOT, page), 'utf8');
      return [...text.matchAll(/`((?:src|scripts|__tests__|examples|bench)\/[^`\s*…<]+)`/g)]
        .filter((m) => !existsSync(path.join(ROOT, m[1])))
        .map((m) => `${page}:${text.slice(0, m.index).split('\n').length}: ${m[1]} does not exist`);
    });
    assert.deepEqual(problems, []);
  });
});

describe("the source's citations of docs/ pages", () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'fixtures' || e.name === 'golden' || e.name === 'data' ? [] : sourceFiles(rel);
      return /\.(ts|mjs|js)$/.test(e.name) ? [rel] : [];
    });
  const files = ['src', 'scripts', 'bench', '__tests__'].flatMap(sourceFiles);

  it('no comment cites DESIGN, a file this repository does not have', () => {
    const left = files.filter((f) => f !== '__tests__/docs-links.test.ts' && /\bDESIGN\b/.test(readFileSync(path.join(ROOT, f), 'utf8')));
    assert.deepEqual(left, [], 'cite the docs/ page and heading instead');
  });

  it('every page of docs/ and #heading a source file names exists', () => {
    let seen = 0;
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)) {
        seen++;
        const problem = brokenLink('', m[0]);
        if (problem) problems.push(`${file}:${text.slice(0, m.index).split('\n').length}: ${problem}`);
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(seen >= 30, `only ${seen} citations of docs/ pages found`);
  });
});
