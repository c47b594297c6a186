// action.yml is the action's public interface: every input it declares must be read by the code,
// every input the code reads must be declared (an undeclared one is always empty on a runner),
// and every output set must be declared.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { withInputs } from '../scripts/action-yml.ts';
import { SETTINGS, settingsFromFlags, settingsFromInputs } from '../src/settings.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const action = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  name: string;
  description: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
};
const source = ['src/action/inputs.ts', 'src/action/publish.ts', 'src/action/main.ts', 'src/action/run.ts']
  .map((f) => readFileSync(path.join(ROOT, f), 'utf8'))
  .join('\n');
const namesIn = (re: RegExp) => new Set([...source.matchAll(re)].map((m) => m[1]));

test('runs on node24 from the bundle, with branding', () => {
  assert.equal(action.runs.using, 'node24');
  assert.equal(action.runs.main, 'dist/index.js');
  assert.ok(action.branding.icon && action.branding.color);
  assert.ok(action.name && action.description);
});

test("the inputs are the settings table's: action.yml is what scripts/action-yml.ts generates", () => {
  assert.equal(
    readFileSync(path.join(ROOT, 'action.yml'), 'utf8'),
    withInputs(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')),
    'run: node --import tsx scripts/action-yml.ts --write',
  );
  const fromTable = Object.values(SETTINGS).flatMap((spec) => (spec.input ? [spec.input, ...(spec.inputAliases ?? [])] : []));
  assert.deepEqual(Object.keys(action.inputs).sort(), fromTable.sort());
  for (const [name, spec] of Object.entries(action.inputs)) assert.ok(spec.description?.length > 10, `${name} has a description`);
  // The reader goes through the table only: no input is read by name beside it (but the token, masked first).
  assert.deepEqual([...namesIn(/getInput\('([\w-]+)'\)/g)], ['github-token']);
});

test("every input is read, with the table's default, by the action (and its flag by the CLI)", () => {
  const inputs: Record<string, string> = { run: 'go test -bench .' };
  const s = settingsFromInputs((name) => inputs[name] ?? action.inputs[name]?.default ?? '');
  const cli = settingsFromFlags('run', {});
  for (const key of Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]) {
    if (SETTINGS[key].flag && SETTINGS[key].commands?.includes('run') && SETTINGS[key].input)
      assert.deepEqual(s[key], cli[key], `${key}: the action and the CLI agree on the default`);
  }
});

test('every output the code sets is declared, and every declared output is set', () => {
  const set = namesIn(/setOutput\('([\w-]+)'/g);
  assert.deepEqual([...set].sort(), Object.keys(action.outputs).sort());
});

test('defaults are the documented ones', () => {
  const d = (name: string) => action.inputs[name]?.default;
  assert.deepEqual(
    {
      mode: d('mode'),
      format: d('format'),
      rounds: d('rounds'),
      min: d('min-rounds'),
      max: d('max-rounds'),
      every: d('look-every'),
      warmup: d('warmup'),
      timeout: d('timeout'),
      alpha: d('alpha'),
      threshold: d('threshold'),
      correction: d('correction'),
      outliers: d('outliers'),
      test: d('test'),
      gate: d('gate'),
      fail: d('fail-on-regression'),
      comment: d('comment'),
      key: d('comment-key'),
      token: d('github-token'),
    },
    {
      mode: 'run',
      format: 'auto',
      rounds: 'auto',
      min: '5',
      max: '20',
      every: '5',
      warmup: '1',
      timeout: '30m',
      alpha: '0.05',
      threshold: '5%',
      correction: 'holm',
      outliers: 'iqr',
      test: 'mann-whitney',
      gate: 'time,rate',
      fail: 'true',
      comment: 'always',
      key: 'default',
      token: '${{ github.token }}',
    },
  );
});

test("the report-json output names the version of the JSON report the code writes (docs/inputs-outputs.md's outputs table is made from it)", async () => {
  const { renderJson } = await import('../src/report/json.js');
  const { report } = await import('./report-fixtures.js');
  const written = (JSON.parse(renderJson(report([]))) as { version: number }).version;
  assert.match(action.outputs['report-json'].description, new RegExp(`version ${written}\\b`));
  const page = readFileSync(path.join(ROOT, 'docs', 'inputs-outputs.md'), 'utf8');
  assert.match(page, new RegExp(`^\\| \`report-json\` \\|.*version ${written}\\b`, 'm'));
});
