// action.yml is the action's public interface: every input it declares must be read by the code,
// every input the code reads must be declared (an undeclared one is always empty on a runner),
// and every output set must be declared.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const action = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  name: string;
  description: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};
const source = ['src/action/inputs.ts', 'src/github/publish.ts', 'src/action/main.ts', 'src/action/run.ts'].map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
const namesIn = (re: RegExp) => new Set([...source.matchAll(re)].map((m) => m[1]!));

test('runs on node24 from the bundle, with branding', () => {
  assert.equal(action.runs.using, 'node24');
  assert.equal(action.runs.main, 'dist/index.js');
  assert.ok(action.branding.icon && action.branding.color);
  assert.ok(action.name && action.description);
});

test('declared inputs and the inputs the code reads are the same set', () => {
  const read = new Set([...namesIn(/getInput\('([\w-]+)'\)/g), ...namesIn(/(?:optional|bool)\('([\w-]+)'/g)]);
  assert.deepEqual([...read].sort(), Object.keys(action.inputs).sort());
  for (const [name, spec] of Object.entries(action.inputs)) assert.ok(spec.description?.length > 10, `${name} has a description`);
});

test('every output the code sets is declared, and every declared output is set', () => {
  const set = namesIn(/setOutput\('([\w-]+)'/g);
  assert.deepEqual([...set].sort(), Object.keys(action.outputs).sort());
});

test('defaults are the documented ones', () => {
  const d = (name: string) => action.inputs[name]?.default;
  assert.deepEqual(
    { mode: d('mode'), format: d('format'), rounds: d('rounds'), warmup: d('warmup'), alpha: d('alpha'), threshold: d('threshold'), correction: d('correction'), outliers: d('outliers'), metrics: d('metrics'), fail: d('fail-on-regression'), comment: d('comment'), key: d('comment-key'), token: d('github-token') },
    { mode: 'run', format: 'auto', rounds: '5', warmup: '1', alpha: '0.05', threshold: '5%', correction: 'holm', outliers: 'iqr', metrics: 'time,rate', fail: 'true', comment: 'always', key: 'default', token: '${{ github.token }}' },
  );
});
