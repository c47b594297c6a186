// The docs/ pages against the things they describe: a page per registered format with its example's
// step, the generated tables and workflow blocks, the sample-size floor, the CLI's commands, and every
// output a page shows made by the CLI itself (scripts/docs-examples.mjs), so no page can state what
// the tool does not do.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { FORMATS } from '../src/formats/index.js';
import { knownIds } from '../src/formats/registry.js';
import { toolErrorBody } from '../src/action/publish.js';
import { acceptanceLine } from '../src/report/markdown.js';
import { validateReport } from '../src/report/validate.js';
import { pairsNeeded } from '../src/stats/paired.js';
import { samplesNeededPerSide } from '../src/stats/samplesize.js';
import type { Acceptance } from '../src/model.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { readPage, type DocPage } from './support/doc-pages.js';
import { exampleNames, readExampleWorkflow, ROOT, type WorkflowStep } from './support/example-workflows.js';

const ACTION = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
const INPUTS = new Set(Object.keys(ACTION.inputs));
const FORMAT_IDS = new Set(['auto', ...knownIds()]);

function pagesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return pagesUnder(rel);
    return e.name.endsWith('.md') ? [rel] : [];
  });
}
const PAGES: DocPage[] = ['README.md', ...pagesUnder('docs')].map(readPage);
const page = (file: string): DocPage => {
  const found = PAGES.find((p) => p.file === file);
  assert.ok(found, `${file} is missing`);
  return found;
};

/** The keys of a benchgate step a user copies from a quick start. */
const sameStep = (a: WorkflowStep, b: WorkflowStep) => ['run', 'format', 'output-file', 'setup'].every((k) => a.with?.[k] === b.with?.[k]);

describe('docs: a page per input format', () => {
  const formatPages = readdirSync(path.join(ROOT, 'docs', 'formats')).filter((f) => f.endsWith('.md'));

  it('every registered format has docs/formats/<id>.md (json: docs/json-format.md), and every page a format', () => {
    const expected = knownIds()
      .filter((id) => id !== 'json')
      .map((id) => `${id}.md`)
      .sort();
    assert.deepEqual([...formatPages].sort(), expected);
    assert.ok(existsSync(path.join(ROOT, 'docs', 'json-format.md')));
  });

  it('docs/formats.md links every page and json-format.md', () => {
    const index = page('docs/formats.md').text;
    for (const id of knownIds()) assert.ok(index.includes(id === 'json' ? '](json-format.md)' : `](formats/${id}.md)`), `docs/formats.md does not link ${id}`);
  });

  for (const format of FORMATS.filter((f) => f.id !== 'json')) {
    it(`docs/formats/${format.id}.md: its id, what it reads, its derived metrics, and its example's step`, () => {
      const p = page(`docs/formats/${format.id}.md`);
      assert.match(p.text.split('\n')[0], new RegExp(`^# .+ \\(\`format: ${format.id}\`\\)$`));
      assert.ok(
        p.text.includes(`What benchgate reads: ${format.description}.`),
        `${p.file} does not say what ${format.id} reads (its description in src/formats/)`,
      );
      for (const d of format.derived) assert.ok(p.text.includes(`\`${d.metric}\` from`), `${p.file} does not name the derived metric ${d.metric}`);
      if (format.derived.length === 0) assert.ok(p.text.includes('measured on its own'), `${p.file}: say that no metric is derived`);
      const steps = p.yamlSteps().flatMap((b) => b.steps);
      const own = steps.filter((s) => s.with?.format === format.id);
      assert.equal(own.length, 1, `${p.file}: one benchgate step with format: ${format.id}`);
      const example = exampleNames()
        .map(readExampleWorkflow)
        .find((ex) => ex.step.with.format === format.id);
      assert.ok(example, `no examples/*/benchmark.yml uses format: ${format.id}`);
      assert.ok(sameStep(own[0], example.step), `${p.file}: the step differs from ${path.relative(ROOT, example.file)} (run, format, output-file, setup)`);
      assert.ok(p.text.includes(`](../../examples/${example.name}/benchmark.yml)`), `${p.file} does not link its example's workflow`);
    });
  }
});

describe('docs: snippets use what exists', () => {
  it('every benchgate step in a YAML snippet uses only inputs that action.yml declares, and a registered format', () => {
    let seen = 0;
    for (const p of PAGES) {
      for (const block of p.yamlSteps()) {
        for (const step of block.steps) {
          for (const key of Object.keys(step.with ?? {})) assert.ok(INPUTS.has(key), `${p.file}:${block.line}: input "${key}" is not in action.yml`);
          const format = step.with?.format;
          if (format === undefined) continue;
          seen++;
          assert.ok(FORMAT_IDS.has(String(format)), `${p.file}:${block.line}: format: ${format} is not one of ${[...FORMAT_IDS].join(', ')}`);
        }
      }
    }
    assert.ok(seen >= 14, `only ${seen} format: lines found in the YAML snippets`);
  });

  it('every --format X and `format: X` in the text is a registered format id', () => {
    for (const p of PAGES) {
      for (const m of p.text.matchAll(/--format[ =]([\w-]+)|`format: ([\w-]+)`/g)) {
        const id = m[1] ?? m[2];
        if (id === 'ID') continue; // the placeholder of `--format ID`
        assert.ok(FORMAT_IDS.has(id), `${p.file}:${p.lineAt(m.index)}: ${m[0]} is not a registered format`);
      }
    }
  });
});

describe('docs: generated sections', () => {
  const inputsPage = page('docs/inputs-outputs.md');

  it('the inputs and outputs tables equal what scripts/readme-tables.mjs prints from action.yml', () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'readme-tables.mjs')], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(
      inputsPage.between('<!-- inputs:start -->', '<!-- inputs:end -->'),
      r.stdout.trimEnd(),
      'docs/inputs-outputs.md is out of date: run node scripts/readme-tables.mjs --write',
    );
  });

  it('the tables list every input and output of action.yml, once', () => {
    const section = inputsPage.between('<!-- inputs:start -->', '<!-- inputs:end -->');
    const rows = [...section.matchAll(/^\| `([\w-]+)`( \(required\))? \|/gm)].map((m) => m[1]);
    assert.deepEqual(rows, [...INPUTS, ...Object.keys(ACTION.outputs)]);
  });

  it('each <!-- workflow:NAME --> block is examples/workflows/NAME.yml verbatim, and every such file is shown', () => {
    const shown = PAGES.flatMap((p) => [...p.text.matchAll(/<!-- workflow:([\w.-]+) -->/g)].map((m) => ({ p, name: m[1] })));
    const files = readdirSync(path.join(ROOT, 'examples', 'workflows'))
      .filter((f) => f.endsWith('.yml'))
      .map((f) => f.replace(/\.yml$/, ''));
    assert.deepEqual(shown.map((s) => s.name).sort(), [...files].sort(), 'workflow blocks of the pages vs examples/workflows/*.yml');
    for (const { p, name } of shown) {
      const file = readFileSync(path.join(ROOT, 'examples', 'workflows', `${name}.yml`), 'utf8');
      assert.equal(
        p.between(`<!-- workflow:${name} -->`, `<!-- /workflow:${name} -->`),
        `\`\`\`yaml\n${file.replace(/\n+$/, '')}\n\`\`\``,
        `${p.file}'s ${name} block differs from the file: run node scripts/readme-tables.mjs --write`,
      );
    }
  });

  it('the sample-size floor table is what the engine computes (2/C(2n, n) < α/m; paired 2^(1−n) < α/m)', () => {
    const rows = page('docs/statistics.md')
      .between('<!-- floor:start -->', '<!-- floor:end -->')
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

  it('the CLI page lists exactly the commands of `benchgate --help`', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'cli.ts'), '--help'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const commands = [...r.stdout.matchAll(/^ {2}(\w+) {2,}/gm)].map((m) => m[1]).sort();
    const inTable = [...page('docs/cli.md').text.matchAll(/^\| `benchgate (\w+)/gm)].map((m) => m[1]).sort();
    assert.deepEqual(inTable, commands);
  });
});

const work = mkdtempSync(path.join(os.tmpdir(), 'benchgate-docs-'));
after(() => rmSync(work, { recursive: true, force: true }));
const cli = path.join(work, 'cli.mjs');
before(() => bundleCli(cli));

/** The page's text with every run of whitespace one space, as a reader sees a wrapped paragraph. */
const flowing = (text: string) => text.replace(/\s+/g, ' ');

describe('docs: every output a page shows is what the CLI prints', () => {
  /** Where each example is shown (scripts/docs-examples.mjs's EXAMPLE_PAGES). */
  const PAGE_OF: Record<string, string> = {
    'rules-report': 'docs/recipes.md',
    'rules-error': 'docs/recipes.md',
    'compare-table': 'docs/cli.md',
    'report-json': 'docs/report-json.md',
  };
  const made: Record<string, string> = {};
  before(() => {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'docs-examples.mjs'), '--cli', cli], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    for (const m of r.stdout.matchAll(/^<!-- example:([\w-]+) -->\n([\s\S]*?)\n<!-- \/example:\1 -->$/gm)) made[m[1]] = m[2];
  });

  it('each <!-- example:NAME --> section is the output scripts/docs-examples.mjs makes with the current sources', () => {
    assert.deepEqual(Object.keys(made).sort(), Object.keys(PAGE_OF).sort());
    for (const [name, body] of Object.entries(made)) {
      const p = page(PAGE_OF[name]);
      assert.equal(
        p.between(`<!-- example:${name} -->`, `<!-- /example:${name} -->`),
        body,
        `${p.file}'s ${name} example is not what the CLI prints: npm run build, then node scripts/docs-examples.mjs --write`,
      );
    }
  });

  it("the rules example's text counts the problems the CLI reports", () => {
    const count = /not valid \((\d+) problems\)/.exec(made['rules-error']);
    assert.ok(count, made['rules-error']);
    const words = ['no', 'one', 'two', 'three', 'four', 'five'];
    assert.match(page('docs/recipes.md').text, new RegExp(`benchgate names ${words[Number(count[1])]} problems`));
  });

  it("the outlier-run messages docs/statistics.md quotes are in the CLI's table", () => {
    const quotes = [...flowing(page('docs/statistics.md').text).matchAll(/"((?:base|head) round \d+ was an outlier[^"]*)"/g)].map((m) => m[1]);
    assert.ok(quotes.length >= 2, 'no quoted outlier-run message');
    for (const quote of quotes) assert.ok(made['compare-table'].includes(quote), `the CLI does not print "${quote}"`);
  });

  it('the JSON example is a valid report whose counts are the ones the text explains (samples, kept, runs)', () => {
    const json = /```json\n([\s\S]*)```/.exec(made['report-json']);
    assert.ok(json);
    const report = validateReport(JSON.parse(json[1]), 'docs/report-json.md');
    assert.equal(report.version, 2);
    const { n, kept, units } = report.comparisons[0].base;
    assert.match(
      page('docs/report-json.md').text,
      new RegExp(`10\\s+runs × 3 samples give \`n\` ${n}, \`kept\` ${kept} and \`units\` ${units}`),
      'the explanation of n, kept and units names other numbers than the example',
    );
    assert.deepEqual([n, kept, units], [30, 30, 10]);
  });
});

describe('docs/troubleshooting.md: each message it quotes is one the CLI prints', () => {
  /** How to make each message, in a repository of two commits (base HEAD~1, head HEAD). */
  const SCENARIOS: Record<string, string[]> = {
    'commit … is not in this clone and could not be fetched': [
      'run',
      '--base',
      '0123456789abcdef0123456789abcdef01234567',
      '--rounds',
      '1',
      '--',
      'echo',
      'hi',
    ],
    'cannot tell the format': ['parse', 'junk.txt'],
    'exit code 0 but nothing on stdout': ['run', '--base', 'HEAD~1', '--rounds', '1', '--warmup', '0', '--', 'true'],
    'the first measured run … gave output benchgate cannot use': ['run', '--base', 'HEAD~1', '--rounds', '1', '--warmup', '0', '--', 'echo', 'junk'],
  };
  const repo = path.join(work, 'repo');
  before(() => {
    mkdirSync(repo);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=docs', '-c', 'user.email=docs@example.com', ...args], { cwd: repo, stdio: 'pipe' });
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(repo, 'junk.txt'), 'not a benchmark\n');
    git('add', '-A');
    git('commit', '-q', '--no-gpg-sign', '-m', 'base');
    writeFileSync(path.join(repo, 'junk.txt'), 'still not a benchmark\n');
    git('commit', '-q', '--no-gpg-sign', '-am', 'head');
  });

  it('the messages quoted in bold are the ones below', () => {
    const quoted = [...page('docs/troubleshooting.md').text.matchAll(/\*\*"([^"]+)"\*\*/g)].map((m) => m[1]);
    assert.deepEqual(quoted.sort(), Object.keys(SCENARIOS).sort());
  });

  for (const [message, args] of Object.entries(SCENARIOS)) {
    it(`"${message}": benchgate ${args.join(' ')}`, async () => {
      const r = await runBundledCli(cli, args, repo);
      assert.equal(r.code, 2, r.stderr);
      const pattern = message
        .split('…')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?');
      assert.match(r.stderr, new RegExp(pattern));
    });
  }
});

describe("docs/troubleshooting.md: the tool error's note is the one the action writes", () => {
  it('its heading and its last sentence', () => {
    const body = toolErrorBody('default', 'abc1234def5678abc1234def5678abc1234def56', 'benchgate run: the benchmark never succeeded on base');
    const heading = /^### (.+)$/m.exec(body);
    assert.ok(heading, body);
    const text = flowing(page('docs/troubleshooting.md').text);
    assert.ok(text.includes(`"${heading[1]}"`), `the page does not quote the heading ${heading[1]}`);
    const last = /[^.,]*\bcompared nothing[^.]*\./.exec(body);
    assert.ok(last, body);
    assert.ok(text.includes(`"${last[0].trim()}"`), `the page does not quote "${last[0].trim()}"`);
  });
});

describe("docs/recipes.md: the accept label's audit line is the one the comment shows", () => {
  it('with who and when, and without', () => {
    const text = flowing(page('docs/recipes.md').text);
    const line = (acceptance: Acceptance) => acceptanceLine(acceptance, 1).replace(/^> /, '').replace(/\.$/, '');
    assert.ok(text.includes(`"${line({ label: 'benchgate: accept', by: 'carol', at: '2026-11-23T10:15:00Z', source: 'event' })}"`), 'the example with a login');
    const unknown = /, (added by an unknown user)$/.exec(line({ label: 'benchgate: accept', by: null, at: null, source: 'unknown' }));
    assert.ok(unknown, 'the line without a login');
    assert.ok(text.includes(`"${unknown[1]}"`), 'the example without a login');
  });
});

describe('examples/<lang>/benchmark.yml', () => {
  const names = exampleNames();

  it('there is an example per language the docs promise', () => {
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
    it(`${name}: parses, uses only action.yml inputs, a registered format, and matches its format page`, () => {
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
      // The format's page shows the same lines as the file a user copies.
      const formatPage = page(`docs/formats/${String(ex.step.with.format)}.md`);
      assert.ok(
        formatPage.yamlSteps().some((b) => b.steps.some((s) => sameStep(s, ex.step))),
        `${formatPage.file} has no snippet with the run/format/output-file/setup of ${where}`,
      );
    });
  }
});
