// The generated parts of README.md and the docs/ pages, from the files they describe, so the pages
// cannot drift from them:
//   node scripts/readme-tables.mjs                  prints the inputs and outputs tables (from action.yml)
//   node scripts/readme-tables.mjs --write          also rewrites every page that has such a section:
//                                                   the tables between <!-- inputs:start/end -->
//                                                   (docs/inputs-outputs.md), and every
//                                                   <!-- workflow:NAME --> block from examples/workflows/NAME.yml
//                                                   (docs/recipes.md)
// (README.md's demo comment is rendered by scripts/demo-comment.ts.)
// __tests__/readme.test.ts and __tests__/docs.test.ts fail when a page differs from what this prints.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One line of table text: whitespace folded (action.yml wraps descriptions), pipes escaped. */
function cell(text) {
  return String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

function defaultCell(value) {
  if (value === undefined || value === '') return '—';
  return `\`${cell(value)}\``;
}

export function inputsAndOutputsTables(actionYml) {
  const action = YAML.parse(actionYml);
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, spec]) => `| \`${name}\`${spec.required ? ' (required)' : ''} | ${defaultCell(spec.default)} | ${cell(spec.description ?? '')} |`,
  );
  const outputs = Object.entries(action.outputs ?? {}).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`);
  return [
    '## Inputs',
    '',
    '| input | default | description |',
    '|---|---|---|',
    ...inputs,
    '',
    '## Outputs',
    '',
    '| output | description |',
    '|---|---|',
    ...outputs,
  ].join('\n');
}

/** Replaces what lies between two marker lines (kept) with `body`; throws when a marker is missing. */
export function replaceBetween(text, start, end, body) {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`the page has no ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** A workflow file as a page shows it: a yaml code block of the file, verbatim. */
export function workflowBlock(fileText) {
  return `\`\`\`yaml\n${fileText.replace(/\n+$/, '')}\n\`\`\``;
}

/** Names of the <!-- workflow:NAME --> blocks of a page, in order. */
export function workflowNames(page) {
  return [...page.matchAll(/<!-- workflow:([\w.-]+) -->/g)].map((m) => m[1]);
}

/** README.md and every page under docs/, as paths relative to the repository. */
export function documentationPages(root) {
  const under = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) return under(rel);
      return e.name.endsWith('.md') ? [rel] : [];
    });
  return ['README.md', ...under('docs')];
}

/** One page with its generated sections rewritten: an error message instead when a source is missing. */
function regenerate(root, page, text, tables) {
  let out = text.includes('<!-- inputs:start -->') ? replaceBetween(text, '<!-- inputs:start -->', '<!-- inputs:end -->', tables) : text;
  for (const name of workflowNames(out)) {
    const file = path.join(root, 'examples', 'workflows', `${name}.yml`);
    if (!existsSync(file)) {
      return { error: `${page} shows <!-- workflow:${name} --> but ${path.relative(root, file)} does not exist: add the file or remove the block` };
    }
    out = replaceBetween(out, `<!-- workflow:${name} -->`, `<!-- /workflow:${name} -->`, workflowBlock(readFileSync(file, 'utf8')));
  }
  return { text: out };
}

function main(argv) {
  const tables = inputsAndOutputsTables(readFileSync(path.join(root, 'action.yml'), 'utf8'));
  if (!argv.includes('--write')) {
    process.stdout.write(`${tables}\n`);
    return 0;
  }
  const updates = [];
  for (const page of documentationPages(root)) {
    const file = path.join(root, page);
    const text = readFileSync(file, 'utf8');
    const result = regenerate(root, page, text, tables);
    if (result.error) {
      process.stderr.write(`readme-tables: ${result.error}\n`);
      return 2;
    }
    if (result.text !== text) updates.push([file, result.text, page]);
  }
  for (const [file, text, page] of updates) {
    writeFileSync(file, text);
    process.stderr.write(`readme-tables: ${page} updated\n`);
  }
  if (updates.length === 0) process.stderr.write('readme-tables: every page is up to date\n');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
