// The README against the things it describes: its commands, formats, inputs, workflows, numbers
// and links must be the ones that exist, so the page cannot promise what the tool does not do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import YAML from 'yaml';
import { knownIds } from '../src/formats/registry.js';
import { validateReport } from '../src/report/validate.js';
import { pairsNeeded } from '../src/stats/paired.js';
import { samplesNeededPerSide } from '../src/stats/samplesize.js';
import { exampleNames, isBenchgate, readExampleWorkflow, ROOT, type WorkflowStep } from './support/example-workflows.js';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const ACTION = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
const INPUTS = new Set(Object.keys(ACTION.inputs));
const FORMAT_IDS = new Set(['auto', ...knownIds()]);

/** 1-based line of an offset in the README, for messages that point at the spot. */
const lineAt = (offset: number) => README.slice(0, offset).split('\n').length;

/** Fenced code blocks: language, body and line. */
function codeBlocks(lang?: string): Array<{ lang: string; body: string; line: number }> {
  return [...README.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)]
    .map((m) => ({ lang: m[1], body: m[2], line: lineAt(m.index) }))
    .filter((b) => lang === undefined || b.lang === lang);
}

/** Text between `<!-- start -->` and `<!-- end -->`, without the marker lines' newlines. */
function between(start: string, end: string): string {
  const from = README.indexOf(start);
  const to = README.indexOf(end, from);
  assert.ok(from >= 0 && to > from, `README.md has no ${start} … ${end} section`);
  return README.slice(from + start.length, to)
    .replace(/^\n/, '')
    .replace(/\n$/, '');
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

const yamlSteps = codeBlocks('yaml').map((b) => ({ ...b, steps: stepsIn(YAML.parse(b.body)).filter((s) => isBenchgate(s.uses)) }));

describe('README: the first screen', () => {
  it('opens with a one-line tagline and the two fresh-machine commands within 15 lines', () => {
    const lines = README.split('\n');
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
});

describe('README: formats', () => {
  it('every `format:` in a YAML snippet is a registered format id', () => {
    let seen = 0;
    for (const block of yamlSteps) {
      for (const step of block.steps) {
        const format = step.with?.format;
        if (format === undefined) continue;
        seen++;
        assert.ok(FORMAT_IDS.has(String(format)), `README.md:${block.line}: format: ${format} is not one of ${[...FORMAT_IDS].join(', ')}`);
      }
    }
    assert.ok(seen >= 14, `only ${seen} format: lines found in the README's YAML snippets`);
  });

  it('every --format X and `format: X` in the text is a registered format id', () => {
    const uses = [...README.matchAll(/--format[ =]([\w-]+)|`format: ([\w-]+)`/g)];
    assert.ok(uses.length > 3);
    for (const m of uses) {
      const id = m[1] ?? m[2];
      if (id === 'ID') continue; // the placeholder of `--format ID`
      assert.ok(FORMAT_IDS.has(id), `README.md:${lineAt(m.index)}: ${m[0]} is not a registered format`);
    }
  });

  it('has a quick-start snippet for every registered format (json: docs/json-format.md)', () => {
    const inSnippets = new Set(yamlSteps.flatMap((b) => b.steps.map((s) => String(s.with?.format))));
    const missing = knownIds().filter((id) => id !== 'json' && !inSnippets.has(id));
    assert.deepEqual(missing, [], `formats without a quick start: ${missing.join(', ')}`);
    assert.ok(README.includes('(docs/json-format.md)'));
  });

  it('every benchgate step in a snippet uses only inputs that action.yml declares', () => {
    for (const block of yamlSteps) {
      for (const step of block.steps) {
        for (const key of Object.keys(step.with ?? {})) assert.ok(INPUTS.has(key), `README.md:${block.line}: input "${key}" is not in action.yml`);
      }
    }
  });

  it('the minimal workflow has the permissions block and fetch-depth: 0', () => {
    const minimal = codeBlocks('yaml').find((b) => b.body.includes('# .github/workflows/benchmark.yml'));
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
    assert.ok(steps.some((s) => isBenchgate(s.uses) && s.with?.run));
  });
});

describe('README: generated sections', () => {
  it('the inputs and outputs tables equal what scripts/readme-tables.mjs prints from action.yml', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'readme-tables.mjs')], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(
      between('<!-- inputs:start -->', '<!-- inputs:end -->'),
      r.stdout.trimEnd(),
      'README.md is out of date: run node scripts/readme-tables.mjs --write',
    );
  });

  it('the tables list every input and output of action.yml, once', () => {
    const section = between('<!-- inputs:start -->', '<!-- inputs:end -->');
    const rows = [...section.matchAll(/^\| `([\w-]+)`( \(required\))? \|/gm)].map((m) => m[1]);
    assert.deepEqual(rows, [...INPUTS, ...Object.keys(ACTION.outputs)]);
  });

  it('each <!-- workflow:NAME --> block is examples/workflows/NAME.yml verbatim, and every such file is shown', () => {
    const names = [...README.matchAll(/<!-- workflow:([\w.-]+) -->/g)].map((m) => m[1]);
    const files = readdirSync(path.join(ROOT, 'examples', 'workflows'))
      .filter((f) => f.endsWith('.yml'))
      .map((f) => f.replace(/\.yml$/, ''));
    assert.deepEqual([...names].sort(), [...files].sort(), 'README workflow blocks vs examples/workflows/*.yml');
    for (const name of names) {
      const file = readFileSync(path.join(ROOT, 'examples', 'workflows', `${name}.yml`), 'utf8');
      const block = between(`<!-- workflow:${name} -->`, `<!-- /workflow:${name} -->`);
      assert.equal(
        block,
        `\`\`\`yaml\n${file.replace(/\n+$/, '')}\n\`\`\``,
        `README.md's ${name} block differs from the file: run node scripts/readme-tables.mjs --write`,
      );
    }
  });

  it('the sample-size floor table is what the engine computes (2/C(2n, n) < α/m; paired 2^(1−n) < α/m)', () => {
    const rows = between('<!-- floor:start -->', '<!-- floor:end -->')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^\| \d/.test(l));
    assert.ok(rows.length >= 5);
    for (const row of rows) {
      const [m, mw05, paired05, mw01, paired01] = row
        .split('|')
        .slice(1, 6)
        .map((c) => Number(c.trim()));
      assert.equal(mw05, samplesNeededPerSide(0.05 / m), `m = ${m}, α = 0.05`);
      assert.equal(paired05, pairsNeeded(0.05 / m), `m = ${m}, α = 0.05, paired`);
      assert.equal(mw01, samplesNeededPerSide(0.01 / m), `m = ${m}, α = 0.01`);
      assert.equal(paired01, pairsNeeded(0.01 / m), `m = ${m}, α = 0.01, paired`);
    }
  });

  it('the pasted demo comment is a whole benchgate report from the demo repo', () => {
    const demo = between('<!-- demo:start -->', '<!-- demo:end -->');
    assert.match(demo, /^<!-- benchgate:default -->\n### ❌ benchgate: 1 regression, 1 improvement/);
    for (const name of ['BenchmarkEncode', 'BenchmarkDecode', 'BenchmarkChecksum'])
      assert.ok(
        demo
          .replace(/<wbr>/g, '')
          .replace(/<code>(.*?)<\/code>/g, '`$1`')
          .includes(`\`${name}\``),
        name,
      );
    // Its settings line is the demo's: scripts/demo.mjs runs benchgate's defaults (rounds: auto, α = 0.05).
    const demoScript = readFileSync(path.join(ROOT, 'scripts', 'demo.mjs'), 'utf8');
    assert.doesNotMatch(demoScript, /'--(rounds|alpha|min-rounds|max-rounds)'/, 'the demo runs the defaults');
    assert.match(demo, /\d+ rounds × 2 sides, interleaved .*; rounds: auto, stopped: .* α = 0\.05, threshold 5%/);
  });

  it('the JSON report example is a valid report (the validator of mode: comment accepts it)', () => {
    const block = README.match(/## The JSON report[\s\S]*?```json\n([\s\S]*?)```/);
    assert.ok(block, 'no JSON example');
    const report = validateReport(JSON.parse(block[1]), 'README.md');
    // Read as written (v2) or converted from v1: either way the reader's shape is v2.
    assert.equal(report.version, 2);
  });
});

describe('README: the CLI and links', () => {
  it('the CLI table lists exactly the commands of `benchgate --help`', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'cli.ts'), '--help'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const commands = [...r.stdout.matchAll(/^ {2}(\w+) {2,}/gm)].map((m) => m[1]).sort();
    const inTable = [...README.matchAll(/^\| `benchgate (\w+)/gm)].map((m) => m[1]).sort();
    assert.deepEqual(inTable, commands);
  });

  it('every relative link points at a file or folder of the repository', () => {
    for (const m of README.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/.test(target)) continue;
      assert.ok(existsSync(path.join(ROOT, target)), `README.md:${lineAt(m.index)}: link to ${target}, which does not exist`);
    }
  });

  it('every #anchor link names a heading', () => {
    const slug = (h: string) =>
      h
        .toLowerCase()
        .trim()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-');
    const anchors = new Set([...README.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1])));
    for (const m of README.matchAll(/\]\(#([^)]+)\)/g)) assert.ok(anchors.has(m[1]), `README.md:${lineAt(m.index)}: #${m[1]} is not a heading`);
  });
});

describe('examples/<lang>/benchmark.yml', () => {
  const names = exampleNames();

  it('there is an example per language the README promises', () => {
    for (const name of [
      'go',
      'python-pytest-benchmark',
      'python-pyperf',
      'rust-criterion',
      'rust-libtest',
      'cpp-google-benchmark',
      'cpp-catch2',
      'java-jmh',
      'js-benchmarkjs',
      'js-tinybench',
      'js-vitest',
      'hyperfine',
      'dotnet',
    ]) {
      assert.ok(names.includes(name), `examples/${name} is missing`);
    }
  });

  for (const name of names) {
    it(`${name}: parses, uses only action.yml inputs, a registered format, and matches its README snippet`, () => {
      const ex = readExampleWorkflow(name);
      const where = path.relative(ROOT, ex.file);
      for (const key of Object.keys(ex.step.with)) assert.ok(INPUTS.has(key), `${where}: input "${key}" is not in action.yml`);
      assert.ok(ex.step.with.run, `${where}: the benchgate step has no run`);
      assert.ok(FORMAT_IDS.has(String(ex.step.with.format)), `${where}: format ${ex.step.with.format}`);
      assert.equal(ex.step.uses, 'benchgate/benchgate@v1', `${where}: uses`);
      // What a user needs for the comment and the base commit.
      assert.deepEqual(ex.workflow.permissions, { contents: 'read', 'pull-requests': 'write', issues: 'read' }, `${where}: permissions`);
      // The accept label re-runs the check when it is added or removed.
      assert.deepEqual(
        (ex.workflow.on as { pull_request?: { types?: string[] } }).pull_request?.types,
        ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'],
        `${where}: pull_request types`,
      );
      const checkout = ex.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
      assert.equal(checkout?.with?.['fetch-depth'], 0, `${where}: checkout needs fetch-depth: 0`);
      assert.equal(checkout?.with?.['persist-credentials'], false, `${where}: the benchmark must not find the token in .git/config`);
      // The README's quick start shows the same lines as the file a user copies.
      const same = (s: WorkflowStep) => ['run', 'format', 'output-file', 'setup'].every((k) => s.with?.[k] === ex.step.with[k]);
      assert.ok(
        yamlSteps.some((b) => b.steps.some(same)),
        `README.md has no quick-start snippet with the run/format/output-file/setup of ${where}`,
      );
    });
  }
});
