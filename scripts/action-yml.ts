// action.yml's `inputs:` block, generated from the settings table (src/settings.ts), so the action
// cannot declare an input the code does not read, or a default the CLI does not share:
//   node --import tsx scripts/action-yml.ts            prints the block
//   node --import tsx scripts/action-yml.ts --write    rewrites action.yml's inputs (then run
//                                                      `node scripts/readme-tables.mjs --write`)
// __tests__/action-yml.test.ts fails when action.yml differs from what this prints.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTINGS, type SettingSpec } from '../src/settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folds text into YAML `>-` lines of at most `width` characters. */
function folded(text: string, indent: string, width = 104): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines;
}

const sentence = (help: string): string => {
  const text = help.charAt(0).toUpperCase() + help.slice(1);
  return /[.)]$/.test(text) ? text : `${text}.`;
};

function input(name: string, spec: SettingSpec<unknown>, description: string): string[] {
  const out = [`  ${name}:`, '    description: >-', ...folded(description, '      '), '    required: false'];
  if (spec.default !== undefined) out.push(`    default: ${JSON.stringify(spec.default)}`);
  return out;
}

/** The `inputs:` block, in the table's order; deprecated names after their setting. */
export function inputsBlock(): string {
  const lines = ['inputs:'];
  for (const spec of Object.values(SETTINGS) as SettingSpec<unknown>[]) {
    if (!spec.input) continue;
    lines.push(...input(spec.input, spec, sentence(spec.help)));
    for (const alias of spec.inputAliases ?? []) {
      lines.push(
        ...input(
          alias,
          { ...spec, default: undefined },
          `Deprecated: the old name of \`${spec.input}\` (same meaning); read only when \`${spec.input}\` is not set.`,
        ),
      );
    }
  }
  return lines.join('\n');
}

/** action.yml with its inputs block replaced (everything before `inputs:` and from `outputs:` kept). */
export function withInputs(actionYml: string): string {
  const start = actionYml.indexOf('\ninputs:\n');
  const end = actionYml.indexOf('\noutputs:\n');
  if (start < 0 || end < start) throw new Error('action.yml: expected an inputs: block followed by an outputs: block');
  return `${actionYml.slice(0, start + 1)}${inputsBlock()}\n${actionYml.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = path.join(root, 'action.yml');
  if (process.argv.includes('--write')) writeFileSync(file, withInputs(readFileSync(file, 'utf8')));
  else process.stdout.write(`${inputsBlock()}\n`);
}
