// The runner's entry, shared by the action and `benchgate run`: resolve base and head, check
// both out side by side, run the rounds, and hand back plain data (raw outputs per side, failed
// runs, machine info). Parsing and statistics happen to the right of this stage.
import { mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FailedRun, FormatInput, IsolationInfo, MachineInfo, Revision } from '../model.js';
import { cleanupOnSignal } from './cleanup.js';
import { benchmarkEnvironment, droppedNames } from './env.js';
import { RunnerError, UnusableOutputError } from './errors.js';
import {
  DEFAULT_GIT_TIMEOUT_MS,
  defaultBase,
  envWithoutGitLocation,
  findRepository,
  gitCommonDir,
  hasUncommittedChanges,
  initSubmodules,
  persistedCredentialKeys,
  resolveCommit,
  withWorktrees,
} from '../git/git.js';
import { describeIsolation, isolate, type IsolationSetting } from './isolation.js';
import type { Network } from './sandbox.js';
import { prepareKeepDir } from './layout.js';
import { removeTree } from './remove.js';
import { UnsafePathError, walkInside, type Walked } from './worktree-path.js';
import { describeMachine } from './machine.js';
import { randomSeed } from './order.js';
import { editableInstallsInto } from './python-editable.js';
import {
  type LookDecision,
  type RoundsResult,
  type RunInstrument,
  type RunLogger,
  type RunOutput,
  type Side,
  type StopReason,
  formatTimeout,
  runRounds,
} from './rounds.js';

export { RunnerError, UnusableOutputError } from './errors.js';
export { MAX_RUN_OUTPUT_BYTES } from './exec.js';
export { removeTree } from './remove.js';
export type { IsolationSetting } from './isolation.js';
export type { IsolationInfo } from '../model.js';
export type { LookDecision, RoundsResult, RunInstrument, RunLogger, RunOutput, Side, StopReason } from './rounds.js';

/**
 * The folder `rel` of the worktree `tree`, walked from the tree down without following a link
 * (worktree-path.ts): a folder the commit made a link (`sub -> /host/folder`) would put the
 * side's commands, and benchgate's own files there, outside the worktree. `commit` names the side
 * in the errors.
 */
async function workingDirectoryIn(tree: string, rel: string, commit: string): Promise<string> {
  // '.' (or './') is the worktree itself: nothing to walk.
  if (path.normalize(rel) === '.') return tree;
  const what = `working-directory '${rel}'`;
  const linkRefused = (link: string) =>
    new RunnerError(`${what}: ${link} is a symbolic link in the ${commit}; benchgate runs only inside the worktree, never through a link`);
  const missing = () => new RunnerError(`${what} does not exist in the ${commit}`);
  let walked: Walked;
  try {
    walked = await walkInside(tree, rel, what);
  } catch (e) {
    if (!(e instanceof UnsafePathError)) throw e;
    throw e.link ? linkRefused(e.link) : missing();
  }
  if (walked.st?.isSymbolicLink()) throw linkRefused(path.relative(tree, walked.path).split(path.sep).join('/'));
  if (!walked.st?.isDirectory()) throw missing();
  return walked.path;
}

export interface RunnerOptions {
  /** Any folder inside the user's repository (the CLI's cwd, the action's workspace). */
  repo: string;
  /** Base ref or SHA; default: merge-base of HEAD with the default branch (CLI behaviour). */
  base?: string;
  /** Head ref or SHA; default HEAD (committed state; uncommitted changes are not benchmarked). */
  head?: string;
  /** Folder, relative to the repository root, where commands run (default: the root). */
  workingDirectory?: string;
  command: string;
  setup?: string;
  outputFile?: string;
  rounds: number;
  warmup: number;
  timeoutMs?: number;
  /** Keep every run's raw output here (layout.ts); default: a fresh temp folder (see RunnerResult.outputDir). */
  keepDir?: string;
  /** The setting that named keepDir, for error messages (default `--keep-dir`). */
  keepDirSetting?: string;
  /** Names of dropped variables (env.ts) the benchmark may still see. */
  envPassthrough?: readonly string[];
  /** Check out submodules in each worktree when it has a .gitmodules (default true). */
  submodules?: boolean;
  /** Limit of each git call that can reach the network (git.ts DEFAULT_GIT_TIMEOUT_MS when absent; 0 = none). */
  gitTimeoutMs?: number;
  /** Checks the first measured output (see RoundsOptions.checkOutput). */
  checkOutput?: (input: FormatInput) => void | Promise<void>;
  /** Told of each measured output as it lands (see RoundsOptions.onOutput). */
  onOutput?: (output: RunOutput) => void;
  /** Adaptive rounds (see RoundsOptions): up to maxRounds, asking onLook after each round in looks. */
  maxRounds?: number;
  looks?: readonly number[];
  onLook?: (roundsDone: number, soFar: RoundsResult) => Promise<LookDecision>;
  /** Seed of the round order; default random (and reported, so a run can be replayed). */
  seed?: number;
  /** Each side's commands in a sandbox of its own (isolation.ts). Default none here: the CLI and the action pass the setting (default auto). */
  isolation?: IsolationSetting;
  /** The sandbox's network (default shared); isolated needs the sandbox. */
  network?: Network;
  env?: NodeJS.ProcessEnv;
  log?: RunLogger;
  /** measure: instructions — how each run starts (rounds.ts RunInstrument). */
  instrument?: RunInstrument;
}

export interface SideResult {
  revision: Revision & { sha: string };
  /** One entry per successful measured run, in run order. */
  outputs: RunOutput[];
  failed: FailedRun[];
  machine: MachineInfo;
}

export interface RunnerResult {
  base: SideResult;
  head: SideResult;
  /** Failed measured runs of both sides, in run order (for RunInfo.failedRuns). */
  failedRuns: FailedRun[];
  seed: number;
  order: Side[][];
  /** Where raw outputs are; `temporary` when the runner chose it (the caller may delete it). */
  outputDir: string;
  outputDirIsTemporary: boolean;
  /** Measured rounds that ran, and why they stopped there. */
  roundsRun: number;
  stopReason: StopReason;
  /** What the benchmark ran in. */
  isolation?: IsolationInfo;
}

const short = (sha: string) => sha.slice(0, 7);

function describeRevision(r: Revision & { sha: string }): string {
  return r.ref && r.ref !== r.sha ? `${short(r.sha)} (${r.ref})` : short(r.sha);
}

/** Measures base and head of a repository; throws RunnerError for anything that is a tool error. */
export async function runBenchmark(opts: RunnerOptions): Promise<RunnerResult> {
  const log = opts.log ?? { info: () => {}, warn: () => {} };
  if (!Number.isInteger(opts.rounds) || opts.rounds < 1) throw new RunnerError(`rounds must be a whole number ≥ 1 (got ${opts.rounds})`);
  if (!Number.isInteger(opts.warmup) || opts.warmup < 0) throw new RunnerError(`warmup must be a whole number ≥ 0 (got ${opts.warmup})`);
  if (!opts.command.trim()) throw new RunnerError('no benchmark command given');
  // Before anything else: a folder that cannot hold the outputs is a bad setting, named as such.
  const keptDir = opts.keepDir !== undefined ? prepareKeepDir(opts.keepDir, opts.keepDirSetting ?? '--keep-dir') : undefined;

  const { root } = await findRepository(opts.repo);
  const headRef = opts.head ?? 'HEAD';
  const gitTimeoutMs = opts.gitTimeoutMs ?? DEFAULT_GIT_TIMEOUT_MS;
  const head = { ref: headRef, sha: await resolveCommit(root, headRef, gitTimeoutMs) };
  const base = opts.base !== undefined ? { ref: opts.base, sha: await resolveCommit(root, opts.base, gitTimeoutMs) } : await defaultBase(root);
  if (base.sha === head.sha) log.warn(`base and head are the same commit ${short(base.sha)}: this measures noise only (A/A)`);
  if (opts.head === undefined && (await hasUncommittedChanges(root))) {
    log.warn('the working tree has uncommitted changes; they are not benchmarked (head is the committed HEAD)');
  }

  const env = benchmarkEnvironment(envWithoutGitLocation(opts.env ?? process.env), opts.envPassthrough);
  await warnAboutEditableInstalls(root, env, log);
  const credentialKeys = await persistedCredentialKeys(root);
  if (credentialKeys.length) {
    log.warn(
      `the repository's git config holds a credential (${credentialKeys.join(', ')}) that the benchmark could read through git: ` +
        'check out with actions/checkout `persist-credentials: false` (benchgate needs no credential in the clone)',
    );
  }

  const outputDirIsTemporary = keptDir === undefined;
  const outputDir = keptDir ?? realpathSync(mkdtempSync(path.join(os.tmpdir(), 'benchgate-runs-')));
  // An interrupted run leaves no empty temp folder behind (a kept folder is the user's).
  const unregister = outputDirIsTemporary ? cleanupOnSignal(() => void removeTree(outputDir)) : () => {};
  const seed = opts.seed ?? randomSeed();
  const machine = describeMachine();
  const adaptive = opts.onLook !== undefined;
  const dropped = droppedNames(opts.env ?? process.env, opts.envPassthrough);
  log.info(
    `base ${describeRevision(base)} → head ${describeRevision(head)}: ${adaptive ? `up to ${opts.maxRounds}` : opts.rounds} rounds + ${opts.warmup} warm-up, ` +
      `order seed ${seed}${opts.timeoutMs ? `, timeout ${formatTimeout(opts.timeoutMs)} per run` : ''}`,
  );
  if (dropped.length) log.info(`not passed to the benchmark (credentials and job files; env-passthrough keeps one): ${dropped.join(', ')}`);

  const gitDir = await gitCommonDir(root);
  let isolation: IsolationInfo = { mode: 'none', reason: 'not started' };
  const rounds = await withWorktrees(
    root,
    base.sha,
    head.sha,
    async (w) => {
      const dirs = { base: w.base, head: w.head };
      if (opts.workingDirectory) {
        for (const side of ['base', 'head'] as const) {
          const tree = side === 'base' ? w.base : w.head;
          dirs[side] = await workingDirectoryIn(tree, opts.workingDirectory, `${side} commit ${short(side === 'base' ? base.sha : head.sha)}`);
        }
      }
      if (opts.submodules !== false) {
        for (const side of ['base', 'head'] as const) {
          if (await initSubmodules(side === 'base' ? w.base : w.head, side, gitTimeoutMs)) log.info(`${side}: submodules checked out`);
        }
      }
      const sandboxes = await isolate({
        setting: opts.isolation ?? 'none',
        network: opts.network ?? 'shared',
        worktrees: { base: w.base, head: w.head },
        readOnly: [gitDir],
        env,
        log: (line) => log.info(line),
      });
      isolation = sandboxes.info;
      if (isolation.mode === 'sandbox') {
        log.info(
          `${describeIsolation(isolation)}: each side's setup and runs see only their own processes and write only their worktree and a private /tmp; while one side runs, the other side's processes are stopped`,
        );
      } else if ((opts.isolation ?? 'none') === 'none') {
        log.info(describeIsolation(isolation));
      } else {
        log.warn(`${describeIsolation(isolation)}: the benchmark runs with this job's user and can see its processes and files (README: Security)`);
      }
      try {
        return await runRounds({
          dirs,
          worktrees: { base: w.base, head: w.head },
          command: opts.command,
          setup: opts.setup,
          outputFile: opts.outputFile,
          rounds: opts.rounds,
          warmup: opts.warmup,
          timeoutMs: opts.timeoutMs,
          keepDir: outputDir,
          ...(outputDirIsTemporary ? { temporaryKeepDir: { keepSetting: opts.keepDirSetting ?? '--keep-dir' } } : {}),
          seed,
          // Inside a sandbox only the private /tmp is writable outside the worktree: temp files go there.
          env: isolation.mode === 'sandbox' ? { ...env, TMPDIR: '/tmp' } : env,
          log,
          checkOutput: opts.checkOutput,
          onOutput: opts.onOutput,
          maxRounds: opts.maxRounds,
          looks: opts.looks,
          onLook: opts.onLook,
          wrap: sandboxes.wrap,
          control: sandboxes.control,
          ...(opts.instrument ? { instrument: opts.instrument } : {}),
        });
      } finally {
        const left = sandboxes.close();
        if (left) log.warn(left);
      }
    },
    (line) => log.warn(line),
    gitTimeoutMs,
  )
    .catch((e: unknown) => {
      // Nothing of a run that never finished is worth keeping in a folder the user did not ask
      // for — except the output a fail-fast error names, which the user is told to look at.
      if (outputDirIsTemporary && !(e instanceof UnusableOutputError)) removeTree(outputDir);
      throw e;
    })
    .finally(unregister);

  const side = (s: Side, revision: Revision & { sha: string }): SideResult => ({
    revision,
    outputs: rounds[s].outputs,
    failed: rounds[s].failed,
    machine: { ...machine, loadavg: rounds[s].loadavg },
  });
  const result: RunnerResult = {
    base: side('base', base),
    head: side('head', head),
    failedRuns: rounds.order.flatMap((_, i) =>
      [...rounds.base.failed, ...rounds.head.failed]
        .filter((f) => f.round === i + 1)
        .sort((a, b) => rounds.order[i].indexOf(a.side) - rounds.order[i].indexOf(b.side)),
    ),
    seed,
    order: rounds.order,
    outputDir,
    outputDirIsTemporary,
    roundsRun: rounds.roundsRun,
    stopReason: rounds.stopReason,
    isolation,
  };

  if (result.failedRuns.length) {
    log.warn(
      `${result.failedRuns.length} of ${rounds.roundsRun * 2} runs failed: ${result.failedRuns.map((f) => `${f.side} round ${f.round} (${f.reason})`).join(', ')}`,
    );
  }
  for (const s of ['base', 'head'] as const) {
    if (result[s].outputs.length === 0) {
      const last = result[s].failed.at(-1);
      throw new RunnerError(
        `the benchmark never succeeded on ${s} (${describeRevision(result[s].revision)}): all ${rounds.roundsRun} runs failed` +
          (last ? `; the last one: ${last.reason}${last.stderrTail ? `\n${last.stderrTail}` : ''}` : '') +
          `\nThis is a tool error, not a regression.${outputDirIsTemporary ? '' : ` Raw outputs: ${outputDir}`}`,
        result,
      );
    }
  }
  return result;
}

/** Warns when the benchmark's Python would import the user's checkout instead of each worktree. */
async function warnAboutEditableInstalls(checkout: string, env: NodeJS.ProcessEnv, log: RunLogger): Promise<void> {
  for (const install of await editableInstallsInto(checkout, env)) {
    log.warn(
      `the active Python environment has an editable install pointing into your checkout (${install.file} → ${install.target}): ` +
        'base and head would both import that code, not their own, and measure the same thing. Install each side inside its worktree ' +
        "instead, in a virtual environment of its own: setup 'python -m venv .venv && .venv/bin/pip install -e .' and run the benchmark with .venv/bin/python",
    );
  }
}
