// The README against the things it describes: its first screen, commands, workflow, formats and the
// pasted demo comment must be the ones that exist, so the page cannot promise what the tool does
// not do. The docs/ pages have theirs in docs.test.ts; links in docs-links.test.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { knownIds } from '../src/formats/registry.js';
import { DEMO_REPORT, demoComment } from '../scripts/demo-comment.js';
import { readPage } from './support/doc-pages.js';
import { isBenchgate, ROOT, type WorkflowStep } from './support/example-workflows.js';

const README = readPage('README.md');
const ACTION = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };
const INPUTS = new Set(Object.keys(ACTION.inputs));
const FORMAT_IDS = new Set(['auto', ...knownIds()]);

describe('README: the first screen', () => {
  it('opens with a one-line tagline and the two fresh-machine commands within 15 lines', () => {
    const lines = README.text.split('\n');
    assert.match(lines[0], /^# benchgate$/);
    const top = lines.slice(0, 15).join('\n');
    assert.ok(top.includes('npm ci && npm run demo'), 'the demo command is not in the first 15 lines');
    assert.ok(top.includes('npm ci && npm test'), 'the test command is not in the first 15 lines');
  });

  it('the commands it names exist: npm scripts demo, test; scripts/install-harnesses.sh', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const script of ['demo', 'test', 'build', 'bench']) assert.ok(pkg.scripts[script], `package.json has no "${script}" script`);
    assert.ok(existsSync(path.join(ROOT, 'scripts', 'install-harnesses.sh')));
  });

  it('stays what a visitor reads: at most 20 KB, the manual in docs/', () => {
    const size = statSync(path.join(ROOT, 'README.md')).size;
    assert.ok(size <= 20 * 1024, `README.md is ${size} bytes: move the detail to a page of docs/`);
  });
});

describe('README: the minimal workflow and formats', () => {
  it('the minimal workflow has the permissions block and fetch-depth: 0', () => {
    const minimal = README.codeBlocks('yaml').find((b) => b.body.includes('# .github/workflows/benchmark.yml'));
    assert.ok(minimal, 'no minimal workflow');
    const wf = YAML.parse(minimal.body) as {
      on: { pull_request: { types: string[] } };
      permissions: Record<string, string>;
      jobs: Record<string, { steps: WorkflowStep[] }>;
    };
    assert.deepEqual(wf.permissions, { contents: 'read', 'pull-requests': 'write', issues: 'read' });
    // Adding or removing the accept label runs the check again.
    assert.deepEqual(wf.on.pull_request.types, ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled']);
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    assert.equal(checkout?.with?.['fetch-depth'], 0);
    const step = steps.find((s) => isBenchgate(s.uses));
    assert.ok(step?.with?.run);
    for (const key of Object.keys(step.with)) assert.ok(INPUTS.has(key), `README.md:${minimal.line}: input "${key}" is not in action.yml`);
    assert.ok(FORMAT_IDS.has(String(step.with.format)), `README.md:${minimal.line}: format ${step.with.format}`);
  });

  it('the quick start links the page of every registered format (json: docs/json-format.md)', () => {
    const missing = knownIds().filter((id) => !README.text.includes(id === 'json' ? '](docs/json-format.md)' : `](docs/formats/${id}.md)`));
    assert.deepEqual(missing, [], `formats the README's quick start does not link: ${missing.join(', ')}`);
  });

  it('every --format X and `format: X` in the text is a registered format id', () => {
    for (const m of README.text.matchAll(/--format[ =]([\w-]+)|`format: ([\w-]+)`/g)) {
      const id = m[1] ?? m[2];
      assert.ok(FORMAT_IDS.has(id), `README.md:${README.lineAt(m.index)}: ${m[0]} is not a registered format`);
    }
  });
});

describe('README: what a reviewer sees', () => {
  it("the comment is the one benchgate renders from the demo run's report (docs/demo-report.json)", () => {
    assert.equal(
      README.between('<!-- demo:start -->', '<!-- demo:end -->'),
      demoComment(),
      'README.md is not what benchgate renders: node --import tsx scripts/demo-comment.ts --write',
    );
  });

  it('the report is a whole demo run: three benchmarks, the defaults of scripts/demo.mjs', () => {
    const demo = README.between('<!-- demo:start -->', '<!-- demo:end -->');
    assert.match(demo, /^<!-- benchgate:default -->\n### ❌ benchgate: 1 regression, 1 improvement/);
    const report = JSON.parse(readFileSync(DEMO_REPORT, 'utf8')) as { comparisons: Array<{ benchmark: string }> };
    assert.deepEqual(report.comparisons.map((c) => c.benchmark).sort(), ['BenchmarkChecksum', 'BenchmarkDecode', 'BenchmarkEncode']);
    // Its settings line is the demo's: scripts/demo.mjs runs benchgate's defaults (rounds: auto, α = 0.05).
    const demoScript = readFileSync(path.join(ROOT, 'scripts', 'demo.mjs'), 'utf8');
    assert.doesNotMatch(demoScript, /'--(rounds|alpha|min-rounds|max-rounds)'/, 'the demo runs the defaults');
    assert.match(demo, /\d+ rounds × 2 sides, interleaved .*; rounds: auto, stopped: .* α = 0\.05, threshold 5%/);
  });
});
