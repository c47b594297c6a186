// mode: run — resolve base and head from the event, run the benchmark on both (interleaved
// rounds), compare, publish (JSON, outputs, job summary, sticky comment) and gate.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { SettingsError, statsSettingsOf } from '../settings.js';
import { buildPartialRunReport, buildRunReport, type RunReportOptions } from '../pipeline/run.js';
import { renderJson } from '../report/json.js';
import { readEventPayload, resolveEventContext, revisionSpec, type EventContext } from '../github/context.js';
import type { ActionInputs } from './inputs.js';
import { publishReport } from '../github/publish.js';
import { removeTree, RunnerError, runBenchmark, type RunnerResult } from '../runner/index.js';
import { findRepository, resolveCommit } from '../runner/git.js';
import { writeRunRecord, type RunRecord } from '../kept-runs.js';
import { readRulesFromBase } from '../rules/read-commit.js';
import { DEFAULT_RULES_FILE, type RuleSet } from '../rules/rule-set.js';
import { gate } from './gate.js';
import { planRounds, type RoundsPlan } from '../pipeline/rounds.js';
import { safeLogLine, safeLogText } from '../report/escape.js';
import { applyAcceptLabel } from './accept.js';

export async function runMode(inputs: ActionInputs): Promise<void> {
  const env = process.env;
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const workDir = path.resolve(workspace, inputs.workingDirectory);
  const outDir = path.join(env.RUNNER_TEMP || path.join(workspace, '.benchgate'), `benchgate-${inputs.commentKey}`);

  const payload = readEventPayload(env);
  const ctx = await core.group('Resolve base and head', () => {
    const c = resolveEventContext(env.GITHUB_EVENT_NAME ?? '', payload, env, { baseRef: inputs.base, headRef: inputs.head });
    for (const w of c.warnings) core.warning(w);
    core.info(
      safeLogLine(
        `event ${c.eventName || '(none)'}: base ${revisionSpec(c.base)} → head ${revisionSpec(c.head)}${c.pullRequest ? `, PR #${c.pullRequest}` : ''}`,
      ),
    );
    return Promise.resolve(c);
  });

  if (!existsSync(workDir)) {
    throw new SettingsError('working-directory', `working-directory '${inputs.workingDirectory}' does not exist in the checkout ${workspace}`);
  }
  const repo = await findRepository(workDir).catch((err: unknown) => {
    throw new RunnerError(
      `${workDir} is not a git checkout: run actions/checkout (with fetch-depth: 0) before benchgate. (${err instanceof Error ? err.message : String(err)})`,
    );
  });
  const rules = await core.group('Rules file', () => readRules(repo.root, ctx, inputs));
  const keepDir = inputs.keepDir ? path.resolve(workspace, inputs.keepDir) : defaultKeepDir(outDir);
  // The kept runs record the level the verdicts are decided at, so `compare --runs` decides at it too.
  const plan = planRounds({
    ...inputs,
    settings: statsSettingsOf(inputs),
    ...(rules ? { rules } : {}),
    log: (l) => core.info(safeLogLine(l)),
    onPlan: (record) => recordLevel(keepDir, record),
  });
  const runs = await core.group('Run benchmarks (interleaved rounds)', async () => {
    return runBenchmark({
      repo: repo.root,
      workingDirectory: repo.prefix || undefined,
      base: revisionSpec(ctx.base),
      head: revisionSpec(ctx.head),
      command: inputs.command,
      setup: inputs.setup,
      outputFile: inputs.outputFile,
      ...plan.runner,
      warmup: inputs.warmup,
      timeoutMs: inputs.timeoutMs,
      seed: inputs.seed,
      keepDir,
      keepDirSetting: 'keep-dir',
      envPassthrough: inputs.envPassthrough,
      submodules: inputs.submodules,
      gitTimeoutMs: inputs.gitTimeoutMs,
      isolation: inputs.isolation,
      checkOutput: (input) => plan.runs.check(input),
      onOutput: (output) => plan.runs.add(output),
      // Progress lines can quote the benchmark's stderr; core.warning escapes its own newlines.
      log: { info: (l) => core.info(safeLogText(l)), warn: (l) => core.warning(l) },
    }).catch((err: unknown) => {
      if (err instanceof RunnerError && err.partial) writePartialReport(err, ctx, inputs, plan, rules, outDir);
      throw err;
    });
  });
  recordLevel(runs.outputDir, plan.record(runs.roundsRun, runs.stopReason));
  core.info(`Raw output of every run: ${runs.outputDir}`);

  const measured = await core.group('Compare (Mann-Whitney U per benchmark and metric)', () => {
    const r = buildRunReport(runs, reportOptions(ctx, inputs, plan, rules)).report;
    for (const w of r.warnings) core.warning(w.message);
    // Every key but the geomeans is a verdict's count.
    const counts = Object.entries(r.summary).filter((e): e is [string, number] => e[0] !== 'geomean' && e[0] !== 'geomeans' && Boolean(e[1]));
    core.info(`${r.comparisons.length} comparisons: ${counts.map(([k, v]) => `${v} ${k}`).join(', ') || 'none'}`);
    return Promise.resolve(r);
  });

  // The event's labels are the pull request's as the run started (a `labeled`/`unlabeled` event re-runs it).
  const report = await applyAcceptLabel(measured, {
    label: inputs.acceptLabel,
    labels: payload.pull_request?.labels,
    eventName: ctx.eventName,
    payload,
    target: ctx.pullRequest ? { owner: ctx.owner, repo: ctx.repo, issueNumber: ctx.pullRequest } : undefined,
    token: inputs.token,
    api: inputs.api,
  });

  const published = await core.group('Report', () =>
    publishReport(report, {
      commentKey: inputs.commentKey,
      chart: inputs.chart,
      commentTarget: inputs.comment !== 'never' && ctx.pullRequest ? { owner: ctx.owner, repo: ctx.repo, issueNumber: ctx.pullRequest } : undefined,
      commentMode: inputs.comment,
      api: inputs.api,
      token: inputs.token,
      outputDir: outDir,
    }),
  );
  if (inputs.comment !== 'never' && !ctx.pullRequest) core.info('Not a pull request event: no PR comment (the job summary has the report).');
  core.info(`Report JSON: ${published.jsonPath}`);

  gate(report, inputs.failOnRegression);
}

/** How the runs of this step become a report (the whole one, or the partial one of a tool error). */
function reportOptions(ctx: EventContext, inputs: ActionInputs, plan: RoundsPlan, rules: RuleSet | undefined): RunReportOptions {
  return {
    ...(rules ? { rules } : {}),
    format: inputs.format,
    settings: statsSettingsOf(inputs),
    metrics: inputs.metrics,
    rounds: plan,
    warmup: inputs.warmup,
    ...(ctx.pullRequest ? { pullRequest: ctx.pullRequest } : {}),
    ...(ctx.owner && ctx.repo ? { repository: `${ctx.owner}/${ctx.repo}` } : {}),
  };
}

/**
 * The rules file at the base commit (a pull request cannot loosen its own gate); the log says
 * what applies and when the head's copy differs. Both commits are resolved (fetched if missing)
 * first, as the runner would.
 */
async function readRules(repo: string, ctx: EventContext, inputs: ActionInputs): Promise<RuleSet | undefined> {
  const base = await resolveCommit(repo, revisionSpec(ctx.base), inputs.gitTimeoutMs);
  const head = await resolveCommit(repo, revisionSpec(ctx.head), inputs.gitTimeoutMs);
  const { rules, notes } = await readRulesFromBase(repo, inputs.config, base, head);
  for (const note of notes) core.warning(safeLogText(note));
  core.info(
    rules
      ? `${rules.rules.length} rule${rules.rules.length === 1 ? '' : 's'} from ${rules.file} at the base commit ${base.slice(0, 7)}`
      : `No rules file (${inputs.config ?? DEFAULT_RULES_FILE} at the base commit): every row uses the inputs' threshold and gate.`,
  );
  return rules;
}

// benchgate's own folder for the kept runs: a previous run of the same step (self-hosted runner,
// re-run) is replaced, never mixed with this one's rounds.
/** Writes the kept runs' record; a folder that takes the rounds but not this file costs only the record. */
function recordLevel(keepDir: string, record: RunRecord): void {
  try {
    writeRunRecord(keepDir, record);
  } catch (e) {
    core.warning(
      `could not record the run's level in ${keepDir} (${e instanceof Error ? e.message : String(e)}): compare --runs needs --alpha ${record.lookAlpha}`,
    );
  }
}

function defaultKeepDir(outDir: string): string {
  const dir = path.join(outDir, 'runs');
  const left = removeTree(dir);
  if (left) throw new RunnerError(`cannot replace the kept runs of a previous run in ${dir} (${left}); remove that folder, or set keep-dir`);
  return dir;
}

// A side that failed every round is a tool error, but what the other side measured (and the
// failed runs) still go to report.json, the `report-json` output, for the artifact.
function writePartialReport(err: RunnerError, ctx: EventContext, inputs: ActionInputs, plan: RoundsPlan, rules: RuleSet | undefined, outDir: string): void {
  try {
    const result = err.partial as RunnerResult;
    const report = buildPartialRunReport(result, err.message, reportOptions(ctx, inputs, plan, rules));
    if (!report) return;
    mkdirSync(outDir, { recursive: true });
    const jsonPath = path.join(outDir, 'report.json');
    writeFileSync(jsonPath, renderJson(report));
    core.setOutput('report-json', jsonPath);
    core.info(`Partial report (what was measured, and the error): ${jsonPath}`);
  } catch (e) {
    core.info(`Could not write the partial report: ${e instanceof Error ? e.message : String(e)}`);
  }
}
