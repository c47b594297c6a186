// A page of README.md or docs/ as the documentation tests read it: its code blocks with their lines,
// the text between two generated-section markers, and the benchgate steps of its YAML snippets.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isBenchgate, ROOT, type WorkflowStep } from './example-workflows.js';

export interface CodeBlock {
  lang: string;
  body: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface DocPage {
  /** Path relative to the repository, for messages (`docs/recipes.md:12: …`). */
  file: string;
  text: string;
  lineAt(offset: number): number;
  codeBlocks(lang?: string): CodeBlock[];
  /** Text between `start` and `end` marker lines, without the markers' own newlines. */
  between(start: string, end: string): string;
  /** Each YAML block with the steps in it that use benchgate. */
  yamlSteps(): Array<CodeBlock & { steps: WorkflowStep[] }>;
}

/** Every step-like mapping (has `uses`) anywhere in a parsed YAML document. */
function stepsIn(doc: unknown): WorkflowStep[] {
  if (Array.isArray(doc)) return doc.flatMap(stepsIn);
  if (doc && typeof doc === 'object') {
    const own = 'uses' in doc ? [doc as WorkflowStep] : [];
    return [...own, ...Object.values(doc).flatMap(stepsIn)];
  }
  return [];
}

export function readPage(file: string): DocPage {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const codeBlocks = (lang?: string): CodeBlock[] =>
    [...text.matchAll(/^ *```(\w*)\n([\s\S]*?)^ *```$/gm)]
      .map((m) => ({ lang: m[1], body: m[2], line: lineAt(m.index) }))
      .filter((b) => lang === undefined || b.lang === lang);
  return {
    file,
    text,
    lineAt,
    codeBlocks,
    between(start, end) {
      const from = text.indexOf(start);
      const to = text.indexOf(end, from);
      assert.ok(from >= 0 && to > from, `${file} has no ${start} … ${end} section`);
      return text
        .slice(from + start.length, to)
        .replace(/^\n/, '')
        .replace(/\n$/, '');
    },
    yamlSteps: () => codeBlocks('yaml').map((b) => ({ ...b, steps: stepsIn(YAML.parse(b.body)).filter((s) => isBenchgate(s.uses)) })),
  };
}
