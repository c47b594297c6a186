// The import graph of src/: its circles and its arrows pointing up. "Up" is defined by the layer
// list in docs/architecture.md (its "Layers" section: one numbered line per floor, the ground
// floor first, each naming the files and folders on it); a file may import from its own floor and
// any floor below, never above. Type-only imports count: they are dependencies a reader follows.
//   node scripts/import-graph.mjs [--root DIR] [--json]   (exit 1 when there is a circle or an arrow up)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every .ts file under `dir`, relative to `root`, with `/`. */
function sources(root, dir) {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sources(root, rel);
    return rel.endsWith('.ts') ? [rel] : [];
  });
}

/** The floors of docs/architecture.md's "Layers" section, the ground floor first: each a list of paths (a folder ends in /). */
export function readLayers(markdown) {
  const section = /^## Layers\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown);
  if (!section) throw new Error('docs/architecture.md has no "## Layers" section');
  const floors = [];
  for (const line of section[1].split('\n')) {
    const m = /^\d+\.\s+(.*)$/.exec(line);
    if (!m) continue;
    const paths = [...m[1].split(/\s+—\s+|\s+-\s+/)[0].matchAll(/`([^`]+)`/g)].map((x) => x[1]);
    if (paths.length) floors.push(paths);
  }
  if (floors.length === 0) throw new Error('the "## Layers" section of docs/architecture.md lists no floors');
  return floors;
}

/** The floor of a file: the most specific path naming it (a file itself, else its deepest folder); undefined when none does. */
function floorOf(file, floors) {
  let best;
  floors.forEach((paths, floor) => {
    for (const p of paths) {
      const full = `src/${p}`;
      const hit = p.endsWith('/') ? file.startsWith(full) : file === full;
      if (hit && (!best || full.length > best.length)) best = { floor, length: full.length, path: p };
    }
  });
  return best && { floor: best.floor, path: best.path };
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's. */
function circles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? new Set()).has(v)) found.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return found;
}

/** The graph of `root`/src and what is wrong with it. */
export function importGraph(root) {
  const floors = readLayers(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));
  const files = sources(root, 'src').sort();
  const graph = new Map();
  const arrows = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = new Set();
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, '.ts');
      if (files.includes(target)) targets.add(target);
    }
    graph.set(file, targets);
    for (const target of targets) arrows.push([file, target]);
  }
  const unplaced = files.filter((f) => !floorOf(f, floors));
  const up = arrows
    .map(([from, to]) => ({ from, to, a: floorOf(from, floors), b: floorOf(to, floors) }))
    .filter(({ a, b }) => a && b && b.floor > a.floor)
    .map(({ from, to, a, b }) => ({ from, to, fromFloor: `${a.floor + 1} (${a.path})`, toFloor: `${b.floor + 1} (${b.path})` }));
  return { files: files.length, arrows: arrows.length, floors: floors.length, circles: circles(graph), up, unplaced };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { root: { type: 'string', default: '.' }, json: { type: 'boolean', default: false } } });
  const g = importGraph(path.resolve(values.root));
  if (values.json) process.stdout.write(`${JSON.stringify(g, null, 2)}\n`);
  else {
    console.log(
      `${g.files} files, ${g.arrows} imports, ${g.floors} floors: ${g.circles.length} circles, ${g.up.length} arrows up, ${g.unplaced.length} files on no floor`,
    );
    for (const c of g.circles) console.log(`circle: ${c.join(' → ')}`);
    for (const u of g.up) console.log(`up: ${u.from} (floor ${u.fromFloor}) → ${u.to} (floor ${u.toFloor})`);
    for (const f of g.unplaced) console.log(`on no floor: ${f} (add it to docs/architecture.md's Layers)`);
  }
  process.exitCode = g.circles.length || g.up.length || g.unplaced.length ? 1 : 0;
}
