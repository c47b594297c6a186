// Scaffolds a new input format (`npm run new-format <id>`): what a format is made of, ready to fill in.
//   src/formats/<id>/<id>.ts                     the parser: detect() and parse(), to write
//   src/formats/index.ts                         regenerated from the folders (formats-index.mjs): it lists the new one
//   __tests__/formats/<id>/<id>.test.ts          its tests: they fail until the TODO(new-format) marks are gone
//   __tests__/formats/<id>/fixtures/             a placeholder to replace with real harness output, and SOURCE.txt
//   __tests__/formats/<id>/compare-case.ts       its case in the compare end to end, and its slowdown transformer
// Every file it writes fails a test until filled in: a scaffold must not pass on its own.
//   node scripts/new-format.mjs <id> [--root DIR]   (--root: the checkout to write into; the tests use a copy)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportName, formatIds, writeFormatsIndex } from './formats-index.mjs';
import { ScaffoldError, scaffoldMain } from './scaffold-cli.mjs';

/** What the scaffold leaves to do; the format's own test fails while any is left. */
const TODO = 'TODO(new-format)';
/** Ids as users type them after --format: lower case, digits and single dashes. */
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** The placeholder fixture: not an output of any harness, so every central test fails on it. */
const PLACEHOLDER = 'REPLACE-ME.txt';

export { exportName };

function parserModule(id, name) {
  return `// ${id}: ${TODO} which harness writes this output and with which command and flags, what one run
// holds (every sample, or one summary per benchmark) and what benchgate reads from it.
import { ParseError, type ParseResult } from '../../model.js';
import type { Format, FormatInput } from '../format.js';

/** How sure this is the harness's output, from its content (0 = not mine, 1 = certain): cheap, never throws. */
function detect(_input: FormatInput): number {
  return 0; // ${TODO}: recognise the output by its content (see hyperfine/ for JSON, go/ for text)
}

/** The series (benchmark, metric, unit, better, samples per run) and the machine context of one output. */
function parse(input: FormatInput): ParseResult {
  // ${TODO}: read the output; a ParseError with file, line and reason for anything it cannot read.
  throw new ParseError('the ${id} parser is not written yet (src/formats/${id}/${id}.ts)', input.kind === 'text' ? input.file : input.dir);
}

export const ${name}: Format = {
  id: '${id}',
  description: '${TODO}: one line for --help: the harness, its output option and what is read',
  detect,
  parse,
  // The metrics this harness computes from another of the same run (Go's MB/s from ns/op); [] when none.
  derived: [],
};
`;
}

function testModule(id, name) {
  return `// ${id}: scaffolded by \`npm run new-format ${id}\`. These tests fail until the scaffold is filled in:
// the ${TODO} marks in src/formats/${id}/${id}.ts and in this folder (compare-case.ts, fixtures/SOURCE.txt),
// fixtures/${PLACEHOLDER} replaced by real outputs of the harness, and EXPECTED below written from one of them.
// Then add what the other format tests check (see hyperfine/): live runs of the real harness when it
// is installed (support/harness.ts), warnings, malformed input with the line it names.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ${name} } from '../../../src/formats/${id}/${id}.js';
import { fixtureEntries, fixturesDir } from '../../support/format-folders.js';
import { textInput } from '../../support/format-kit.js';

const TODO = ['TODO', '(new-format)'].join('');

/** Every file this format brings, but this test file (which names the mark to look for). */
function scaffoldedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  const own = walk(import.meta.dirname).filter((file) => file !== import.meta.filename);
  return [path.join(import.meta.dirname, '..', '..', '..', 'src', 'formats', '${id}', '${id}.ts'), ...own];
}

describe('${id}', () => {
  it('is filled in: no ${TODO} mark left, real fixtures instead of the placeholder', () => {
    const left = scaffoldedFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\\n')
        .flatMap((line, i) => (line.includes(TODO) ? [\`\${path.relative(process.cwd(), file)}:\${i + 1}: \${line.trim()}\`] : [])),
    );
    assert.deepEqual(left, [], 'fill in what the scaffold left');
    const placeholders = fixtureEntries('${id}').filter((file) => path.basename(file) === '${PLACEHOLDER}');
    assert.deepEqual(placeholders, [], 'replace the placeholder with real outputs of the harness');
  });

  it('reads its first fixture exactly: benchmarks, metrics, units and samples', () => {
    const [first] = fixtureEntries('${id}');
    assert.ok(first, \`\${fixturesDir('${id}')} holds no fixture\`);
    const result = ${name}.parse(textInput(first));
    const read = result.series.map((s) => ({
      benchmark: s.benchmark,
      group: s.group,
      metric: s.metric,
      unit: s.unit,
      samples: s.runs.flatMap((r) => r.samples),
    }));
    // ${TODO}: the series of the first fixture, written from the file itself (not from the parser's output).
    const EXPECTED: typeof read | undefined = undefined;
    assert.deepEqual(read, EXPECTED);
  });
});
`;
}

function compareCaseModule(id) {
  return `// ${id} in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import type { CompareCase, TextTransformer } from '../../support/slowdown.js';

/**
 * ${TODO}: rewrite the values of \`benchmark\` in the harness's own text (times × SLOWDOWN, rates ÷),
 * never through benchgate's parser; support/slowdown.ts has the helpers (jsonTransformer, editLines, …).
 */
const slowdown: TextTransformer = (_text, _benchmark, changes) => {
  throw new Error(\`slowdown(\${changes.format}): the transformer is not written yet (__tests__/formats/${id}/compare-case.ts)\`);
};

export const compareCase: CompareCase = {
  // ${TODO}: a fixture of fixtures/ with several benchmarks, one of them to slow down.
  fixture: '${PLACEHOLDER}',
  slow: '${TODO}: the benchmark as the harness names it',
  benchmark: '${TODO}: the same benchmark as benchgate reports it',
  moved: ['time'],
  // 1 when a file holds enough samples per benchmark to call a 20% shift; 6 for one summary per run.
  rounds: 6,
  slowdown: { text: slowdown },
};
`;
}

function sourceNote(id) {
  return `Where each fixture came from: real output of the harness only (a public repository at a commit,
or generated here with the command, the harness version and the date).

${TODO}: one entry per fixture of __tests__/formats/${id}/fixtures/, e.g.
<file name>
  repo:   https://github.com/<owner>/<name>
  path:   <path in the repository>
  commit: <40-hex commit>
`;
}

function placeholder(id) {
  return `${TODO}: replace this file with real output of the ${id} harness (and list it in SOURCE.txt).\n`;
}

/** Writes the scaffold of format `id` into the checkout at `root`; returns the files it wrote or changed. */
export async function scaffold(root, id) {
  if (!ID.test(id)) throw new ScaffoldError(`'${id}' is not a format id: lower case letters, digits and single dashes, starting with a letter`);
  if (id === 'auto') throw new ScaffoldError("'auto' is reserved: it means detect the format");
  const name = exportName(id);
  const index = path.join(root, 'src', 'formats', 'index.ts');
  if (formatIds(root).includes(id)) throw new ScaffoldError(`format '${id}' is already registered (src/formats/${id}/)`);
  const parser = path.join(root, 'src', 'formats', id, `${id}.ts`);
  const folder = path.join(root, '__tests__', 'formats', id);
  for (const existing of [parser, folder]) {
    if (existsSync(existing)) throw new ScaffoldError(`${path.relative(root, existing)} already exists: pick another id or remove it`);
  }
  const files = [
    [parser, parserModule(id, name)],
    [path.join(folder, `${id}.test.ts`), testModule(id, name)],
    [path.join(folder, 'compare-case.ts'), compareCaseModule(id)],
    [path.join(folder, 'fixtures', 'SOURCE.txt'), sourceNote(id)],
    [path.join(folder, 'fixtures', PLACEHOLDER), placeholder(id)],
  ];
  for (const [file, text] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: 'wx' });
  }
  await writeFormatsIndex(root);
  return [...files.map(([file]) => file), index].map((file) => path.relative(root, file));
}

/** What the developer does after scaffolding `id`. */
function nextSteps(id) {
  return [
    `Next: real outputs in __tests__/formats/${id}/fixtures/ (SOURCE.txt says where from), then the parser, then`,
    `every ${TODO} mark; node --import tsx --test __tests__/formats/${id}/*.test.ts says what is left. The central`,
    `tests (formats-detect, formats-fuzz, formats-compare-e2e) pick the folder up; docs/formats/${id}.md needs a page`,
    `with its example's \`format: ${id}\` step and docs/formats.md a line (docs.test.ts), and dist/ a rebuild (npm run build).`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await scaffoldMain(process.argv.slice(2), { tool: 'new-format', what: 'format', scaffold, next: nextSteps });
