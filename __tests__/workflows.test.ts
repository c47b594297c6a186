// The example workflows (the README's recipes are copied from them) are parsed and checked against
// action.yml and against each other: `uses:` is this action, every input given exists, each mode
// gets its required input, permissions are least privilege, the job that has the write token
// never runs PR code, and what one job uploads is what the next downloads and reads.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { expandPatterns } from '../src/action/glob.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'examples/workflows');
/** The pull_request activity types of the recipes: GitHub's default three, plus the accept label's. */
const PR_TYPES = ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'];
/** How the README tells users to reference benchgate. */
const ACTION_REF = 'benchgate/benchgate@v1';

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  strategy?: { 'fail-fast'?: boolean; matrix: { include?: Record<string, string>[] } & Record<string, unknown> };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, any>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const action = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
const files = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const workflows = Object.fromEntries(
  files.map((f) => [f, YAML.parse(readFileSync(path.join(DIR, f), 'utf8'), { strict: true, uniqueKeys: true }) as Workflow]),
);
const wf = (name: string): Workflow => {
  assert.ok(workflows[name], `examples/workflows/${name} exists`);
  return workflows[name];
};

const steps = (w: Workflow) => Object.values(w.jobs).flatMap((j) => j.steps);
const benchgateSteps = (job: Job) => job.steps.filter((s) => s.uses?.startsWith('benchgate/') || s.uses === '.' || s.uses?.includes('benchgate'));
const stepUsing = (job: Job, action: string) => job.steps.find((s) => s.uses?.split('@')[0] === action);
const mode = (s: Step) => String(s.with?.mode ?? action.inputs.mode?.default);
/** The permissions a job ends up with: its own block replaces the workflow's. */
const permissionsOf = (w: Workflow, job: Job) => job.permissions ?? w.permissions ?? {};

/** An artifact name template (`benchgate-shard-${{ matrix.shard }}`) matches a download pattern when the expression could be anything. */
function namesMatch(uploadName: string, downloadPattern: string): boolean {
  const upload = uploadName.replace(/\$\{\{[^}]*\}\}/g, '\u0000');
  const re = new RegExp(`^${downloadPattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return re.test(upload.replace(/\u0000/g, 'x')) && re.test(upload.replace(/\u0000/g, 'other-value'));
}

describe('examples/workflows', () => {
  test('the four recipes exist and are valid YAML with jobs and steps', () => {
    assert.deepEqual(files, ['benchmark-comment.yml', 'benchmark-matrix.yml', 'benchmark-pr.yml', 'benchmark-record.yml']);
    for (const [name, w] of Object.entries(workflows)) {
      assert.ok(w.name && w.on && Object.keys(w.jobs).length > 0, name);
      for (const job of Object.values(w.jobs)) assert.ok(job['runs-on'] && job.steps.length > 0, name);
    }
  });

  test('every benchgate step uses this action and only inputs action.yml declares, with what its mode requires', () => {
    const required: Record<string, string> = { run: 'run', comment: 'report', merge: 'reports', record: 'run' };
    let count = 0;
    for (const [name, w] of Object.entries(workflows)) {
      for (const job of Object.values(w.jobs)) {
        for (const s of benchgateSteps(job)) {
          count++;
          assert.equal(s.uses, ACTION_REF, `${name}: uses`);
          for (const input of Object.keys(s.with ?? {})) assert.ok(action.inputs[input], `${name}: input ${input} is declared in action.yml`);
          assert.ok(['run', 'comment', 'merge', 'record'].includes(mode(s)), `${name}: mode ${mode(s)}`);
          assert.ok(s.with?.[required[mode(s)]], `${name}: mode ${mode(s)} gives ${required[mode(s)]}`);
        }
      }
    }
    assert.equal(count, 5);
    // Every third-party action is pinned to a major version that has the inputs used (v4 artifacts: run-id, pattern).
    for (const s of Object.values(workflows).flatMap(steps)) {
      if (s.uses?.startsWith('actions/')) assert.match(s.uses, /@v\d+$/);
      if (/^actions\/(upload|download)-artifact@/.test(s.uses ?? '')) assert.ok(Number(s.uses!.split('@v')[1]) >= 4, s.uses);
    }
  });

  describe('the history recipe', () => {
    test('records on push to main (or by hand), never on a pull request, with contents: write alone and the parent checked out', () => {
      const w = wf('benchmark-record.yml');
      assert.deepEqual(Object.keys(w.on).sort(), ['push', 'workflow_dispatch']);
      assert.deepEqual(w.on.push, { branches: ['main'] });
      const [job] = Object.values(w.jobs);
      assert.deepEqual(permissionsOf(w, job), { contents: 'write' });
      const [record] = benchgateSteps(job);
      assert.equal(mode(record), 'record');
      const checkout = stepUsing(job, 'actions/checkout')!;
      assert.ok(Number(checkout.with?.['fetch-depth']) === 0 || Number(checkout.with?.['fetch-depth']) >= 2, 'the first parent is in the clone');
      assert.equal(checkout.with?.['persist-credentials'], false, 'the benchmark cannot read a persisted token');
    });
  });

  describe('the fork-safe pair', () => {
    const pr = wf('benchmark-pr.yml');
    const comment = wf('benchmark-comment.yml');
    const prJob = Object.values(pr.jobs)[0];
    const commentJob = Object.values(comment.jobs)[0];

    test('the pull_request job measures with a read-only token, does not comment, uploads the report even after a regression', () => {
      assert.ok('pull_request' in pr.on);
      assert.ok(!('pull_request_target' in pr.on), 'never pull_request_target: it would run PR code with a write token');
      const perms = permissionsOf(pr, prJob);
      assert.deepEqual(perms, { contents: 'read', issues: 'read' }, 'issues: read names who added the accept label');
      assert.deepEqual(pr.on.pull_request.types, PR_TYPES, 'adding or removing the accept label runs the check again');
      const bench = benchgateSteps(prJob)[0];
      assert.equal(mode(bench), 'run');
      assert.equal(bench.with?.comment, false);
      assert.equal(stepUsing(prJob, 'actions/checkout')?.with?.['fetch-depth'], 0, 'base and head are both in the clone');
      const upload = stepUsing(prJob, 'actions/upload-artifact')!;
      assert.ok(upload, 'uploads the report');
      assert.equal(upload.with?.path, `\${{ steps.${bench.id}.outputs.report-json }}`);
      assert.match(upload.if ?? '', /!cancelled\(\)|always\(\)/, 'uploads after a failing (regression) step too');
    });

    test('the workflow_run job has exactly pull-requests: write, actions: read, issues: read and contents: read, and runs no PR code', () => {
      assert.deepEqual(comment.on.workflow_run.workflows, [pr.name], 'triggered by the pull_request workflow, by its name');
      assert.deepEqual(comment.on.workflow_run.types, ['completed']);
      // contents: read: main's history, read from the data branch through the API (a permissions block drops what it does not name).
      assert.deepEqual(permissionsOf(comment, commentJob), { 'pull-requests': 'write', actions: 'read', issues: 'read', contents: 'read' });
      assert.match(commentJob.if ?? '', /github\.event\.workflow_run\.event == 'pull_request'/);
      assert.equal(stepUsing(commentJob, 'actions/checkout'), undefined, 'no checkout: nothing of the PR is on disk');
      assert.ok(
        commentJob.steps.every((s) => s.run === undefined),
        'no shell steps',
      );
    });

    test('the artifact uploaded is the one downloaded, from the triggering run, and the report path is inside it', () => {
      const upload = stepUsing(prJob, 'actions/upload-artifact')!;
      const download = stepUsing(commentJob, 'actions/download-artifact')!;
      assert.equal(download.with?.name, upload.with?.name);
      assert.equal(download.with?.['run-id'], '${{ github.event.workflow_run.id }}');
      assert.equal(download.with?.['github-token'], '${{ github.token }}');
      const bench = benchgateSteps(commentJob)[0];
      assert.equal(mode(bench), 'comment');
      // A single-file upload lands at the artifact's root; publish.ts names the file report.json.
      assert.equal(bench.with?.report, `${download.with?.path}/report.json`);
      assert.match(readFileSync(path.join(ROOT, 'src/action/publish.ts'), 'utf8'), /path\.join\(opts\.outputDir, 'report\.json'\)/);
    });
  });

  describe('the matrix', () => {
    const m = wf('benchmark-matrix.yml');
    const entries = Object.entries(m.jobs);
    const [shardName, shard] = entries.find(([, j]) => j.strategy)!;
    const [, merge] = entries.find(([, j]) => benchgateSteps(j).some((s) => mode(s) === 'merge'))!;

    test('shards measure without commenting or gating; one merge job after all of them comments and gates', () => {
      assert.ok('pull_request' in m.on);
      assert.deepEqual(m.on.pull_request.types, PR_TYPES);
      const bench = benchgateSteps(shard)[0];
      assert.equal(mode(bench), 'run');
      assert.equal(bench.with?.comment, false);
      assert.equal(bench.with?.['fail-on-regression'], false);
      assert.equal(bench.with?.['accept-label'], '', 'the merge job decides the accept label (shards need no issues: read)');
      assert.ok((shard.strategy!.matrix.include ?? []).length >= 2, 'at least two shards');
      assert.equal(shard.strategy!['fail-fast'], false, 'one slow shard does not cancel the others');
      assert.deepEqual([merge.needs].flat(), [shardName]);
      assert.match(merge.if ?? '', /!cancelled\(\)/, 'merges even when a shard failed');
      assert.deepEqual(permissionsOf(m, merge), { 'pull-requests': 'write', issues: 'read', contents: 'read' }, "contents: read for main's history");
      assert.deepEqual(permissionsOf(m, shard), { contents: 'read' }, 'shards run PR code with a read-only token');
      const mergeStep = benchgateSteps(merge)[0];
      assert.equal(mergeStep.with?.['fail-on-regression'] ?? action.inputs['fail-on-regression'].default, 'true');
    });

    test("every shard's artifact is downloaded and its report.json is matched by the reports glob", () => {
      const upload = stepUsing(shard, 'actions/upload-artifact')!;
      const download = stepUsing(merge, 'actions/download-artifact')!;
      const pattern = String(download.with?.pattern);
      assert.ok(namesMatch(String(upload.with?.name), pattern), `${upload.with?.name} ~ ${pattern}`);
      assert.equal(download.with?.['merge-multiple'], undefined, 'one folder per artifact, named after it: the shard names');
      // Lay the artifacts out as download-artifact does and run the real glob over them.
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-workflows-'));
      try {
        const names = shard.strategy!.matrix.include!.map((e) => String(upload.with?.name).replace(/\$\{\{\s*matrix\.(\w+)\s*\}\}/g, (_, k: string) => e[k]));
        for (const n of names) {
          mkdirSync(path.join(tmp, String(download.with?.path), n), { recursive: true });
          writeFileSync(path.join(tmp, String(download.with?.path), n, 'report.json'), '{}');
        }
        const reports = String(benchgateSteps(merge)[0].with?.reports);
        const found = expandPatterns(reports, tmp).files.map((f) => path.relative(tmp, f));
        assert.deepEqual(found, names.map((n) => `${download.with?.path}/${n}/report.json`).sort());
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    });
  });
});
