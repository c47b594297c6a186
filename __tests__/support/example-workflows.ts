// Reads the per-language examples' workflows (examples/<lang>/benchmark.yml): the files users
// copy, so the README test and the examples test both check what those files actually say.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLES = path.join(ROOT, 'examples');

/** Folders of examples/ that are not a per-language example. */
const NOT_LANGUAGE_EXAMPLES = new Set(['demo', 'workflows']);

export interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}

export interface ExampleWorkflow {
  /** Folder name under examples/ (go, python-pyperf, …). */
  name: string;
  dir: string;
  file: string;
  workflow: { name?: string; on?: unknown; permissions?: Record<string, string>; jobs: Record<string, { steps: WorkflowStep[] }> };
  /** The one step that uses benchgate. */
  step: WorkflowStep & { with: Record<string, string | number | boolean> };
  steps: WorkflowStep[];
}

/** A `uses:` that is benchgate: the published action or this repository (`./`). */
export function isBenchgate(uses: string | undefined): boolean {
  return uses !== undefined && (/^benchgate\/benchgate@/.test(uses) || uses === './');
}

export function exampleNames(): string[] {
  return readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !NOT_LANGUAGE_EXAMPLES.has(e.name))
    .map((e) => e.name)
    .sort();
}

/** Parses examples/<name>/benchmark.yml; throws with the file's name when it is not as expected. */
export function readExampleWorkflow(name: string): ExampleWorkflow {
  const dir = path.join(EXAMPLES, name);
  const file = path.join(dir, 'benchmark.yml');
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: every example has the workflow a user copies`);
  const workflow = YAML.parse(readFileSync(file, 'utf8'), { prettyErrors: true }) as ExampleWorkflow['workflow'];
  const steps = Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
  const ours = steps.filter((s) => isBenchgate(s.uses));
  if (ours.length !== 1) throw new Error(`${path.relative(ROOT, file)}: expected one benchgate step, found ${ours.length}`);
  const step = ours[0];
  return { name, dir, file, workflow, steps, step: { ...step, with: step.with ?? {} } };
}
