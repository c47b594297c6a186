// What a rules file is, once read: its rules, where it was read, its default path and the error a
// bad one gives. Kept apart from parse.ts so a command that finds no rules file never loads yaml.
import { UserError } from '../model.js';
import type { MinChange } from './min-change.js';

export const DEFAULT_RULES_FILE = '.github/benchgate.yml';

/** One validated rule. Its keys are each decided by the first matching rule that sets them. */
export interface Rule {
  /** 1-based, in file order: how the report names it. */
  number: number;
  /** Line of the rule in the file. */
  line: number;
  /** Globs on "group/benchmark" or "benchmark" (`*` any run of characters, `?` one; Go's -N suffix optional). */
  match: string[];
  /** Metrics it applies to; every metric when absent. */
  metric?: string[];
  threshold?: number;
  gate?: boolean;
  ignore?: boolean;
  minChange?: MinChange;
}

/** The rules of one file, and where they were read (for the report and the log). */
export interface RuleSet {
  file: string;
  source: string;
  rules: Rule[];
}

/** Problems a RulesError's message lists; the rest are counted (a job summary over 1 MiB is dropped). */
export const MAX_LISTED_PROBLEMS = 20;

/** A rules file that cannot be used: every problem, each with its file, line and key (the first ones in the message). */
export class RulesError extends UserError {
  override name = 'RulesError';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  ${p}`);
    const more = problems.length - listed.length;
    super(
      `${file}: the rules file is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${listed.join('\n')}` +
        (more > 0 ? `\n  … and ${more} more problem${more === 1 ? '' : 's'}` : ''),
    );
  }
}
