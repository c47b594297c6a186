// Where the rules file comes from, for the CLI: the working tree, where the maintainer is editing
// it. (The action reads it from the base commit: read-commit.ts.) The YAML parser is loaded only
// when there is a file to parse, so a command run without a rules file never loads it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_RULES_FILE, RulesError, type RuleSet } from './rule-set.js';

/**
 * The rules file in the working tree (CLI): `config` given → it must exist (relative to `cwd`,
 * like any file argument); not given → the default path under `root` (the repository's top
 * folder, else `cwd`) when it exists, else no rules.
 */
export async function readRulesFromWorkingTree(config: string | undefined, cwd: string, root = cwd): Promise<RuleSet | undefined> {
  const full = config === undefined ? path.resolve(root, DEFAULT_RULES_FILE) : path.resolve(cwd, config);
  const file = config ?? DEFAULT_RULES_FILE;
  if (!existsSync(full)) {
    if (config === undefined) return undefined;
    throw new RulesError(file, [`${file}: no such file (--config names the rules file; leave it out to use ${DEFAULT_RULES_FILE} when it exists)`]);
  }
  const text = readFileSync(full, 'utf8');
  const { parseRules } = await import('./parse.js');
  return parseRules(text, file, 'working tree');
}
