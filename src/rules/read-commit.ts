// Where the rules file comes from, for the action: the base commit, so a pull request cannot
// loosen its own gate (its copy is compared and a difference said in the log). The CLI reads the
// working tree instead (read.ts).
import path from 'node:path';
import { readFileAtCommit } from '../git/git.js';
import { parseRules } from './parse.js';
import { DEFAULT_RULES_FILE, RulesError, type RuleSet } from './rule-set.js';

/** A path inside the repository, with `/` and no leading `./`; refused when it leaves the repository. */
function repoPath(file: string): string {
  const normal = path.posix.normalize(file.replace(/\\/g, '/')).replace(/^\.\//, '');
  if (normal.startsWith('../') || normal === '..' || path.posix.isAbsolute(normal)) {
    throw new RulesError(file, [`${file}: config must be a path inside the repository, such as ${DEFAULT_RULES_FILE}`]);
  }
  return normal;
}

export interface CommitRules {
  rules?: RuleSet;
  /** What the log should say: the head's copy differs, or only the head has one. */
  notes: string[];
}

/**
 * The rules file at the base commit (action). The head's copy is read only to say when it
 * differs: its rules apply once the pull request is merged. A `config` given but found in
 * neither commit is an error (a typo would otherwise switch the rules off silently).
 */
export async function readRulesFromBase(repo: string, config: string | undefined, base: string, head: string): Promise<CommitRules> {
  const file = repoPath(config ?? DEFAULT_RULES_FILE);
  const [baseText, headText] = await Promise.all([readFileAtCommit(repo, base, file), readFileAtCommit(repo, head, file)]);
  const notes: string[] = [];
  if (baseText === undefined) {
    if (headText !== undefined)
      notes.push(`${file} is new in this pull request: its rules apply from the next pull request after it is merged (rules are read from the base commit)`);
    else if (config !== undefined) {
      throw new RulesError(file, [
        `${file}: not found at the base commit ${base.slice(0, 7)} nor at the head (config names the rules file, relative to the repository root)`,
      ]);
    }
    return { notes };
  }
  if (headText === undefined) notes.push(`this pull request removes ${file}; the base commit's copy still applies to it`);
  else if (headText !== baseText) {
    notes.push(`this pull request changes ${file}; the base commit's copy applies (a pull request cannot loosen its own gate), the new one after merge`);
  }
  if (headText !== undefined) {
    // A broken head copy is worth saying now, while it can still be fixed in this pull request.
    try {
      parseRules(headText, file, `head ${head}`);
    } catch (err) {
      if (err instanceof RulesError) notes.push(`the pull request's copy of ${file} is not valid and will fail once merged:\n${err.message}`);
      else throw err;
    }
  }
  return { rules: parseRules(baseText, file, `base ${base}`), notes };
}
