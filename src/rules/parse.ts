// The rules file (`.github/benchgate.yml`): per-benchmark thresholds, gates, ignores and absolute
// floors kept in the repository. This file reads and validates its text; every problem is
// reported at once as `file:line:col: message`, so a maintainer fixes the file in one go.
import { isMap, isScalar, isSeq, LineCounter, Parser, parseDocument, type CST, type Node, type Pair } from 'yaml';
import { parseThreshold, SettingsError } from '../settings.js';
import { parseMinChange } from './min-change.js';
import { RulesError, type Rule, type RuleSet } from './rule-set.js';

const RULE_KEYS = ['match', 'metric', 'threshold', 'gate', 'ignore', 'min-change'] as const;
const ACTION_KEYS = ['threshold', 'gate', 'ignore', 'min-change'];

/** Deepest nesting of lists and mappings a rules file may have (a rule's list of globs is 3 deep). */
export const MAX_RULES_NESTING = 64;

/** Parses and validates the rules file's text. An empty file has no rules. */
export function parseRules(text: string, file: string, source: string): RuleSet {
  const lines = new LineCounter();
  // The YAML composer recurses once per level: a file nested thousands deep would overflow the
  // stack ("Maximum call stack size exceeded"). The token parser does not, so measure it first.
  const tooDeep = firstTooDeep(text, MAX_RULES_NESTING);
  if (tooDeep !== undefined) {
    const before = text.slice(0, tooDeep).split('\n');
    throw new RulesError(file, [
      `${file}:${before.length}:${before.at(-1)!.length + 1}: rules file nested too deeply (limit ${MAX_RULES_NESTING} levels of lists and mappings)`,
    ]);
  }
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const problems: string[] = [];
  const at = (node: Node | Pair | null | undefined): string => {
    const offset =
      node && 'range' in node && node.range ? node.range[0] : node && 'key' in node && isScalar(node.key) && node.key.range ? node.key.range[0] : 0;
    const pos = lines.linePos(offset);
    return `${file}:${pos.line}:${pos.col}`;
  };
  for (const err of doc.errors) {
    const pos = err.linePos?.[0];
    // The pretty message repeats the position and quotes the line: keep the reason only.
    const reason = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    problems.push(`${file}:${pos ? `${pos.line}:${pos.col}` : '1:1'}: YAML syntax: ${reason}`);
  }
  if (problems.length) throw new RulesError(file, problems);

  const rules: Rule[] = [];
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return { file, source, rules };
  if (!isMap(root)) throw new RulesError(file, [`${at(root)}: the file must be a mapping with a 'rules:' list`]);
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (key !== 'rules') problems.push(`${at(pair)}: unknown key '${key}' (the file has one key: rules)`);
  }
  const list = root.get('rules', true) as Node | undefined;
  if (list === undefined || (isScalar(list) && list.value === null)) {
    if (problems.length) throw new RulesError(file, problems);
    return { file, source, rules };
  }
  if (!isSeq(list)) throw new RulesError(file, [...problems, `${at(list)}: rules must be a list (each item starting with '- match:')`]);

  list.items.forEach((item, i) => {
    const number = i + 1;
    const where = (node: Node | Pair | null | undefined, key?: string) => `${at(node ?? (item as Node))}: rule ${number}${key ? `, ${key}` : ''}`;
    if (!isMap(item)) {
      problems.push(`${where(item as Node)}: must be a mapping such as 'match: "Benchmark*"' with threshold, gate, ignore or min-change`);
      return;
    }
    const rule: Rule = { number, line: lines.linePos((item.range ?? [0])[0]).line, match: [] };
    for (const pair of item.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const value = pair.value as Node | null;
      if (!(RULE_KEYS as readonly string[]).includes(key)) {
        problems.push(`${where(pair, key)}: unknown key (a rule has ${RULE_KEYS.join(', ')})`);
        continue;
      }
      const scalar = isScalar(value) ? value.value : undefined;
      try {
        switch (key) {
          case 'match':
          case 'metric': {
            const texts = stringList(value);
            if (!texts) problems.push(`${where(pair, key)}: must be a non-empty string or a list of them`);
            else if (key === 'match') rule.match = texts;
            else rule.metric = texts;
            break;
          }
          case 'threshold':
            if (typeof scalar !== 'string' && typeof scalar !== 'number') problems.push(`${where(pair, key)}: must be a percentage such as 10%`);
            else rule.threshold = parseThreshold(String(scalar), 'threshold');
            break;
          case 'gate':
          case 'ignore':
            if (typeof scalar !== 'boolean') problems.push(`${where(pair, key)}: must be true or false; got ${JSON.stringify(scalar ?? null)}`);
            else rule[key] = scalar;
            break;
          case 'min-change':
            rule.minChange = parseMinChange(scalar);
            break;
        }
      } catch (err) {
        if (!(err instanceof SettingsError)) throw err;
        problems.push(`${where(pair, key)}: ${err.message.replace(/^threshold /, '')}`);
      }
    }
    if (!item.has('match')) problems.push(`${where(item)}: has no 'match' (a glob on the benchmark name, such as "BenchmarkParse*" or "*")`);
    if (!ACTION_KEYS.some((k) => item.has(k))) problems.push(`${where(item)}: sets nothing (give it threshold, gate, ignore or min-change)`);
    if (rule.ignore === true && (rule.gate === true || rule.threshold !== undefined || rule.minChange !== undefined)) {
      problems.push(`${where(item)}: ignore: true cannot be combined with gate: true, threshold or min-change (an ignored row is never decided)`);
    }
    rules.push(rule);
  });
  if (problems.length) throw new RulesError(file, problems);
  return { file, source, rules };
}

/**
 * The offset of the first list or mapping nested deeper than `limit` in the YAML text, else
 * undefined. Walks the parser's tokens with a stack of its own, so any depth is measured safely.
 */
function firstTooDeep(text: string, limit: number): number | undefined {
  const stack: Array<{ token: CST.Token; depth: number }> = [];
  for (const token of new Parser().parse(text)) stack.push({ token, depth: 0 });
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (token.type === 'document') {
      if (token.value) stack.push({ token: token.value, depth });
    } else if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      if (depth + 1 > limit) return token.offset;
      for (const item of token.items) {
        if ('key' in item && item.key) stack.push({ token: item.key, depth: depth + 1 });
        if (item.value) stack.push({ token: item.value, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** A string or a list of strings (each non-empty), else undefined. */
function stringList(node: Node | null): string[] | undefined {
  if (isScalar(node)) return typeof node.value === 'string' && node.value.trim() !== '' ? [node.value] : undefined;
  if (!isSeq(node) || node.items.length === 0) return undefined;
  const out: string[] = [];
  for (const item of node.items) {
    if (!isScalar(item) || typeof item.value !== 'string' || item.value.trim() === '') return undefined;
    out.push(item.value);
  }
  return out;
}
