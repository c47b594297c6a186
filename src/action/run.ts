// mode: run — resolve base and head from the event, run the benchmark on both (interleaved
// rounds), compare, publish (JSON, outputs, job summary, sticky comment) and gate.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SettingsError } from '../settings.js';
import type { Report } from '../model.js';
import { runComparison } from '../pipeline/run.js';
import { renderJson } from '../report/json.js';
import { readEventPayload, resolveEventContext, revisionSpec, type EventContext } from '../github/context.js';
import type { ActionInputs } from './inputs.js';
import { removeTree, RunnerError } from '../runner/index.js';
import { findRepository, resolveCommit } from '../git/git.js';
import { readRulesFromBase } from '../rules/read-commit.js';
import { DEFAULT_RULES_FILE, type RuleSet } from '../rules/rule-set.js';
import { safeLogLine, safeLogText } from '../report/escape.js';
import { finishReport, stepDir, type ModeEnd } from './tail.js';
import type { ActionIo } from './io.js';
import { mainHistoryLines } from './history.js';

export async function runMode(inputs: ActionInputs, io: ActionIo): Promise<ModeEnd> {
  const env = io.env;
  const workspace = env.GITHUB_WORKSPACE || io.cwd;
  const workDir = path.resolve(workspace, inputs.workingDirectory);
  const outDir = stepDir(inputs.commentKey, io);

  const payload = readEventPayload(env);
  const ctx = await io.group('Resolve base and head', () => {
    const c = resolveEventContext(env.GITHUB_EVENT_NAME ?? '', payload, env, { baseRef: inputs.base, headRef: inputs.head });
    for (const w of c.warnings) io.warning(w);
    io.info(
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
  const rules = await io.group('Rules file', () => readRules(repo.root, ctx, inputs, io));
  const keepDir = inputs.keepDir ? path.resolve(workspace, inputs.keepDir) : defaultKeepDir(outDir);
  const outcome = await runComparison(
    {
      ...inputs,
      repo: repo.root,
      workingDirectory: repo.prefix,
      base: revisionSpec(ctx.base),
      head: revisionSpec(ctx.head),
      keepDir,
      names: 'inputs',
      ...(rules ? { rules } : {}),
      ...(ctx.pullRequest ? { pullRequest: ctx.pullRequest } : {}),
      ...(ctx.owner && ctx.repo ? { repository: `${ctx.owner}/${ctx.repo}` } : {}),
    },
    {
      // Progress lines can quote the benchmark's stderr; io.warning escapes its own newlines.
      log: { info: (l) => io.info(safeLogText(l)), warn: (l) => io.warning(l) },
      note: (l) => io.info(safeLogLine(l)),
      group: (title, stage) => io.group(title, stage),
      env,
    },
  );
  if ('error' in outcome) {
    if (outcome.partial) writePartialReport(outcome.partial, outDir, io);
    throw outcome.error;
  }
  io.info(`Raw output of every run: ${outcome.keptDir ?? keepDir}`);

  const measured = await io.group('Compare (Mann-Whitney U per benchmark and metric)', () => {
    const r = outcome.report;
    for (const w of r.warnings) io.warning(w.message);
    // Every key but the geomeans is a verdict's count.
    const counts = Object.entries(r.summary).filter((e): e is [string, number] => e[0] !== 'geomean' && e[0] !== 'geomeans' && Boolean(e[1]));
    io.info(`${r.comparisons.length} comparisons: ${counts.map(([k, v]) => `${v} ${k}`).join(', ') || 'none'}`);
    return Promise.resolve(r);
  });

  // The event's labels are the pull request's as the run started (a `labeled`/`unlabeled` event re-runs it).
  const pullRequest = ctx.pullRequest ? { owner: ctx.owner, repo: ctx.repo, issueNumber: ctx.pullRequest } : undefined;
  return finishReport(
    measured,
    inputs,
    {
      labels: payload.pull_request?.labels,
      eventName: ctx.eventName,
      payload,
      pullRequest,
      commentTarget: inputs.comment !== 'never' ? pullRequest : undefined,
      commentMode: inputs.comment,
      outputDir: outDir,
      after: (published) => {
        if (inputs.comment !== 'never' && !ctx.pullRequest) io.info('Not a pull request event: no PR comment (the job summary has the report).');
        io.info(`Report JSON: ${published.jsonPath}`);
      },
      gate: true,
      // Read by git after the benchmark ran: the checkout is there, and it needs no API call.
      history: await mainHistoryLines(measured, { kind: 'git', root: repo.root }, inputs, io),
    },
    io,
  );
}

/**
 * The rules file at the base commit (a pull request cannot loosen its own gate); the log says
 * what applies and when the head's copy differs. Both commits are resolved (fetched if missing)
 * first, as the runner would.
 */
async function readRules(repo: string, ctx: EventContext, inputs: ActionInputs, io: ActionIo): Promise<RuleSet | undefined> {
  const base = await resolveCommit(repo, revisionSpec(ctx.base), inputs.gitTimeoutMs);
  const head = await resolveCommit(repo, revisionSpec(ctx.head), inputs.gitTimeoutMs);
  const { rules, notes } = await readRulesFromBase(repo, inputs.config, base, head);
  for (const note of notes) io.warning(safeLogText(note));
  io.info(
    rules
      ? `${rules.rules.length} rule${rules.rules.length === 1 ? '' : 's'} from ${rules.file} at the base commit ${base.slice(0, 7)}`
      : `No rules file (${inputs.config ?? DEFAULT_RULES_FILE} at the base commit): every row uses the inputs' threshold and gate.`,
  );
  return rules;
}

// benchgate's own folder for the kept runs: a previous run of the same step (self-hosted runner,
// re-run) is replaced, never mixed with this one's rounds.
function defaultKeepDir(outDir: string): string {
  const dir = path.join(outDir, 'runs');
  const left = removeTree(dir);
  if (left) throw new RunnerError(`cannot replace the kept runs of a previous run in ${dir} (${left}); remove that folder, or set keep-dir`);
  return dir;
}

// A side that failed every round is a tool error, but what the other side measured (and the
// failed runs) still go to report.json, the `report-json` output, for the artifact.
function writePartialReport(partial: () => Report | undefined, outDir: string, io: ActionIo): void {
  try {
    const report = partial();
    if (!report) return;
    mkdirSync(outDir, { recursive: true });
    const jsonPath = path.join(outDir, 'report.json');
    writeFileSync(jsonPath, renderJson(report));
    io.setOutput('report-json', jsonPath);
    io.info(`Partial report (what was measured, and the error): ${jsonPath}`);
  } catch (e) {
    io.info(`Could not write the partial report: ${e instanceof Error ? e.message : String(e)}`);
  }
}
