// The README's generated parts, from the files they describe, so the page cannot drift from them:
//   node scripts/readme-tables.mjs                  prints the inputs and outputs tables (from action.yml)
//   node scripts/readme-tables.mjs --write          also rewrites README.md: the tables between
//                                                   <!-- inputs:start/end -->, and every
//                                                   <!-- workflow:NAME --> block from examples/workflows/NAME.yml
//   node scripts/readme-tables.mjs --write --demo F pastes F (the markdown of `npm run demo -- --markdown F`)
//                                                   between <!-- demo:start/end -->
// __tests__/readme.test.ts fails when README.md differs from what this prints.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
    '### Inputs',
    '',
    '| input | default | description |',
    '|---|---|---|',
    ...inputs,
    '',
    '### Outputs',
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
  if (from < 0 || to < 0) throw new Error(`README.md has no ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

/** A workflow file as the README shows it: a yaml code block of the file, verbatim. */
export function workflowBlock(fileText) {
  return `\`\`\`yaml\n${fileText.replace(/\n+$/, '')}\n\`\`\``;
}

/** Names of the <!-- workflow:NAME --> blocks of the README, in order. */
export function workflowNames(readme) {
  return [...readme.matchAll(/<!-- workflow:([\w.-]+) -->/g)].map((m) => m[1]);
}

function main(argv) {
  const tables = inputsAndOutputsTables(readFileSync(path.join(root, 'action.yml'), 'utf8'));
  if (!argv.includes('--write')) {
    process.stdout.write(`${tables}\n`);
    return 0;
  }
  const readmePath = path.join(root, 'README.md');
  let readme = replaceBetween(readFileSync(readmePath, 'utf8'), '<!-- inputs:start -->', '<!-- inputs:end -->', tables);
  for (const name of workflowNames(readme)) {
    const file = path.join(root, 'examples', 'workflows', `${name}.yml`);
    if (!existsSync(file)) {
      process.stderr.write(
        `readme-tables: README.md shows <!-- workflow:${name} --> but ${path.relative(root, file)} does not exist: add the file or remove the block\n`,
      );
      return 2;
    }
    readme = replaceBetween(readme, `<!-- workflow:${name} -->`, `<!-- /workflow:${name} -->`, workflowBlock(readFileSync(file, 'utf8')));
  }
  const demoAt = argv.indexOf('--demo');
  if (demoAt >= 0) {
    const demo = argv[demoAt + 1];
    if (!demo || !existsSync(demo)) {
      process.stderr.write('readme-tables: --demo needs the file written by `npm run demo -- --markdown FILE`\n');
      return 2;
    }
    readme = replaceBetween(readme, '<!-- demo:start -->', '<!-- demo:end -->', readFileSync(demo, 'utf8').replace(/\n+$/, ''));
  }
  writeFileSync(readmePath, readme);
  process.stderr.write('readme-tables: README.md updated\n');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
