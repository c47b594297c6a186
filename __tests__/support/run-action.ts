// Runs the action, bundled fresh from src/index.ts as dist/index.js is (support/bundle.ts), exactly
// as a GitHub runner starts it (runAction) — INPUT_* variables (uppercase, dashes kept) over
// action.yml's defaults, an event payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and
// GITHUB_API_URL pointing at the loopback GitHub server — or with the same step in-process,
// through the action's I/O port (runActionInProcess).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import YAML from 'yaml';
import { bundled } from './bundle.js';
import { run } from '../../src/action/main.js';
import type { ActionIo } from '../../src/action/io.js';
import { createClient } from '../../src/github/client.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** action.yml's defaults, which the runner passes as INPUT_* for every input not given. */
function defaultInputs(): Record<string, string> {
  const action = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) if (spec.default !== undefined) out[name] = String(spec.default);
  return out;
}

/** GITHUB_OUTPUT's format: `name<<DELIMITER`, the value's lines, `DELIMITER`. */
function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
      out[m[1]] = value.join('\n');
    } else if (lines[i].includes('=')) {
      const [k, ...v] = lines[i].split('=');
      out[k] = v.join('=');
    }
  }
  return out;
}

export interface RunActionOptions {
  /** Scratch folder (RUNNER_TEMP and TMPDIR go under it). */
  dir: string;
  workspace: string;
  inputs: Record<string, string>;
  token: string;
  /** The event payload (an empty object when not given). */
  event?: unknown;
  /** GITHUB_EVENT_NAME (pull_request when not given). */
  eventName?: string;
  apiUrl: string;
  repository: string;
  /** More of the runner's environment (such as GITHUB_REF). */
  env?: NodeJS.ProcessEnv;
  /** The bundle to start (default: src/index.ts bundled fresh); e.g. the built dist/index.js, whose siblings the action needs. */
  entry?: string;
}

/** A runner's step: its files (event, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) and environment, inputs as INPUT_*. */
function runnerStep(opts: RunActionOptions): { env: NodeJS.ProcessEnv; outputFile: string; summaryFile: string } {
  const runnerTemp = mkdtempSync(path.join(opts.dir, 'runner-temp-'));
  const eventPath = path.join(runnerTemp, 'event.json');
  writeFileSync(eventPath, JSON.stringify(opts.event ?? {}));
  const outputFile = path.join(runnerTemp, 'github_output');
  const summaryFile = path.join(runnerTemp, 'step_summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const inputs = { ...defaultInputs(), 'github-token': opts.token, ...opts.inputs };
  const env: NodeJS.ProcessEnv = {
    // A runner's environment, not the test process's (no NODE_TEST_CONTEXT, no loaders).
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: 'C.UTF-8',
    TMPDIR: opts.dir,
    GOTOOLCHAIN: 'local',
    GOFLAGS: '-mod=mod',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: opts.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: opts.repository,
    GITHUB_SHA: '9'.repeat(40),
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_RUN_ID: '1',
    GITHUB_ACTION: 'benchgate',
    RUNNER_TEMP: runnerTemp,
    RUNNER_OS: 'Linux',
    ...opts.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  return { env, outputFile, summaryFile };
}

/** The bundle, started as a runner starts it: `node dist/index.js` in a process of its own. */
export async function runAction(opts: RunActionOptions): Promise<ActionRun> {
  const { env, outputFile, summaryFile } = runnerStep(opts);
  // Asynchronous: the loopback server answers from this very process.
  const child = spawn(process.execPath, [opts.entry ?? (await bundled('index'))], { cwd: opts.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, stderr, outputs: parseOutputFile(readFileSync(outputFile, 'utf8')), summary: readFileSync(summaryFile, 'utf8') };
}

let inProcessSteps = 0;

/** @actions/core's escaping of a workflow command's message. */
const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * The same step driven in-process through the action's I/O port (src/action/io.ts), for tests
 * about what the modes do rather than how a runner starts them: the log is written as
 * @actions/core writes it (info lines, ::warning::, ::error::, ::group::), the outputs and the
 * job summary are kept, the client goes to GITHUB_API_URL, and `code` is 1 once the step failed.
 * Nothing reaches this process's stdout, exit code or environment.
 */
export async function runActionInProcess(opts: RunActionOptions): Promise<ActionRun> {
  const { env } = runnerStep(opts);
  // The rate limiter's queues are the process's: each step gets its own, as its own process would
  // (else a step's first write waits out the previous step's 1 s between writes).
  const throttleId = `benchgate-step-${++inProcessSteps}`;
  let stdout = '';
  let summary = '';
  let failed = false;
  const outputs: Record<string, string> = {};
  const command = (name: string, message: string) => (stdout += `::${name}::${escapeData(message)}\n`);
  const io: ActionIo = {
    env,
    cwd: opts.workspace,
    getInput: (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setOutput: (name, value) => void (outputs[name] = value),
    setSecret: (secret) => command('add-mask', secret),
    setFailed: (message) => {
      failed = true;
      command('error', message);
    },
    info: (message) => void (stdout += `${message}\n`),
    warning: (message) => command('warning', message),
    debug: (message) => command('debug', message),
    group: async (title, stage) => {
      command('group', title);
      try {
        return await stage();
      } finally {
        stdout += '::endgroup::\n';
      }
    },
    appendSummary: (markdown) => Promise.resolve(void (summary += `${markdown}\n`)),
    github: (token, clientOpts) =>
      createClient(token, { log: { debug: (m) => io.debug(m), warning: (m) => io.warning(m) }, baseUrl: env.GITHUB_API_URL, throttleId, ...clientOpts }),
    exit: () => {},
  };
  await run(io);
  return { code: failed ? 1 : 0, stdout, stderr: '', outputs, summary };
}

// mode: merge of the shard reports under <dir>/shards/ on a push: no pull request, no comment,
// an API that is never called.
export function runMergeOffline(dir: string, inputs: Record<string, string> = {}, driver = runAction): Promise<ActionRun> {
  return driver({
    dir,
    workspace: dir,
    inputs: { mode: 'merge', reports: 'shards/*/report.json', comment: 'false', ...inputs },
    token: '',
    eventName: 'push',
    event: {},
    apiUrl: 'http://127.0.0.1:9',
    repository: 'octo-org/widgets',
  });
}

/** The `::error::` / `::warning::` workflow commands of a run's stdout. */
export const annotations = (stdout: string, kind: 'error' | 'warning'): string[] => stdout.split('\n').filter((l) => l.startsWith(`::${kind}`));

/** Prints a multi-line text as test diagnostics under a title (the TAP output shows it). */
export function logLines(t: TestContext, title: string, text: string): void {
  t.diagnostic(`----- ${title} -----`);
  for (const line of text.split('\n')) t.diagnostic(line);
}
