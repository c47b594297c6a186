import {
  StoreError,
  analyseHistory,
  appendToDataBranch,
  appendToStore,
  checkoutRemote,
  describeStore,
  historyRecords,
  recordedInStore,
  recordedOnDataBranch,
  renderDashboard
} from "./chunk-V6RTTCLX.js";
import {
  runComparison
} from "./chunk-QLTERECK.js";
import {
  RunnerError,
  commitInfo,
  findRepository,
  resolveCommit
} from "./chunk-62KL5DRE.js";
import {
  readRulesFromWorkingTree
} from "./chunk-E2DIXCLF.js";
import "./chunk-76Z4DTIM.js";
import "./chunk-B7MMBJJY.js";
import "./chunk-UAFJH36O.js";
import {
  commandHelp,
  commandOptions,
  emitReport,
  flagGiven,
  roundsForFloor
} from "./chunk-D5GXVYYB.js";
import {
  parseCommandLine
} from "./chunk-LYSTEXNJ.js";
import {
  EXIT,
  INTERRUPTED_HELP,
  UsageError,
  safeLogText
} from "./chunk-GAJ4D2JZ.js";
import {
  UserError,
  settingsFromFlags
} from "./chunk-4PTTIM2A.js";
import "./chunk-SEWDMQ6Q.js";

// src/cli/record.ts
import path from "node:path";

// src/version.ts
var PACKAGE_VERSION = "0.1.0";
function benchgateVersion(env = process.env) {
  return env.BENCHGATE_VERSION?.trim() || PACKAGE_VERSION;
}

// src/pipeline/record.ts
var short = (sha) => sha.slice(0, 7);
function recordRoundsWarning(rounds, alpha, name) {
  const floor = roundsForFloor("paired", alpha);
  if (rounds >= floor) return void 0;
  return `${name} ${rounds}: fewer than ${floor} paired rounds give a commit's ratio no ${Number((100 * (1 - alpha)).toFixed(2))}% CI, so its records bound nothing (history cannot tell a step in them from noise); use at least ${floor}`;
}
async function recordRevisions(repo, head = "HEAD", base, timeoutMs, shallowFetch) {
  const headSha = await resolveCommit(repo, head, timeoutMs, shallowFetch);
  if (base !== void 0) {
    const baseSha = await resolveCommit(repo, base, timeoutMs, shallowFetch);
    if (baseSha === headSha) {
      throw new UserError(
        `base ${base} and head ${head} are the same commit ${short(headSha)}: a record measures a commit against an earlier one (its first parent when no base is given), never against itself; nothing recorded (to measure noise, A/A, use benchgate run)`
      );
    }
    return { head: headSha, base: baseSha };
  }
  const parent = (await commitInfo(repo, headSha)).parents[0];
  if (!parent) throw new RunnerError(`${short(headSha)} is a root commit (no parent): there is nothing to record it against`);
  return { head: headSha, base: await resolveCommit(repo, parent, timeoutMs, shallowFetch) };
}
async function recordedAlready(repo, store, revisions) {
  const key = { commit: revisions.head, parent: revisions.base };
  const duplicateOf = store.kind === "folder" ? recordedInStore(store.dir, key) : await recordedOnDataBranch({ repo, branch: store.branch, timeoutMs: store.timeoutMs, ...store.remote ? { remote: store.remote } : {} }, key);
  return duplicateOf ? { ...key, appended: 0, duplicateOf } : void 0;
}
async function recordRun(report, opts) {
  const commit = report.run?.head.sha;
  const parent = report.run?.base.sha;
  if (!commit || !parent) throw new StoreError("the report names no commits (a run of two commits is what record records)");
  const info = await commitInfo(opts.repo, commit);
  const records = historyRecords(report, {
    commit,
    parent,
    time: info.committerDate,
    recordedAt: (opts.now ?? /* @__PURE__ */ new Date()).toISOString(),
    ...opts.repository ? { repository: opts.repository } : {},
    benchgate: benchgateVersion()
  });
  let result;
  if (opts.store.kind === "folder") {
    result = appendToStore(opts.store.dir, records, opts.limits);
  } else {
    result = await appendToDataBranch(
      {
        repo: opts.repo,
        branch: opts.store.branch,
        ...opts.store.remote ? { remote: opts.store.remote } : {},
        timeoutMs: opts.store.timeoutMs,
        log: opts.log,
        limits: opts.limits,
        ...opts.rootFiles ? { rootFiles: opts.rootFiles } : {},
        message: `benchgate record ${short(commit)}: ${records.length} record${records.length === 1 ? "" : "s"} (first parent ${short(parent)})`
      },
      records
    );
  }
  return {
    commit,
    parent,
    appended: result.appended,
    ..."duplicateOf" in result ? { duplicateOf: result.duplicateOf } : { file: result.file },
    ...result.pushed ? { pushed: result.pushed } : {}
  };
}
function recordSummary(outcome, store) {
  if (outcome.duplicateOf) {
    return `${short(outcome.commit)} is recorded already (against ${short(outcome.parent)}, in ${outcome.duplicateOf}): nothing appended`;
  }
  const n = outcome.appended;
  return `recorded ${n} record${n === 1 ? "" : "s"} of ${short(outcome.commit)} (against its parent ${short(outcome.parent)}) in ${describeStore(store)}${outcome.file ? ` (${outcome.file})` : ""}`;
}

// src/cli/record.ts
var HELP = commandHelp(
  "record",
  `Usage: benchgate record [options] -- COMMAND [ARG\u2026]

Records a commit in the history of main: runs COMMAND on the commit (--head, default
HEAD) and on its first parent (--base overrides it; head's own commit is refused) like
'benchgate run' \u2014 each in its own temporary worktree, in interleaved rounds
(--record-rounds, fixed), the run as the unit, decided by the paired test \u2014 prints the
table, and appends one record per benchmark and metric (commit, parent, time, paired
ratio with its CI, both medians with CIs, unit, rounds, verdict, machine, benchgate
version) to the history store:

  --store DIR         JSON-lines files in DIR (history-NNNNNN.jsonl; read them with jq)
  --data-branch B     the same files in the history/ folder of branch B of origin, and the
                      dashboard (as 'benchgate history --html') at its root, rewritten with
                      each record, as mode: record does; created as an orphan branch by the
                      first record and pushed (retried when another record lands first);
                      your checkout, index, HEAD and branches are never touched. The
                      default, with B = benchgate-data.

The store is read before any round: a commit already recorded against the same parent
is said and nothing runs, and a store of a newer benchgate is refused. Record runs two
sides per round: it costs about 2 \xD7 rounds runs of COMMAND per commit.`,
  `Exit codes: 0 recorded (whatever the verdicts: record does not gate; use 'benchgate run'
            for that), 2 bad input or tool error (nothing recorded),
            ${INTERRUPTED_HELP} (nothing recorded).

Example: benchgate record --store .benchgate/history -- go test -run '^$' -bench . ./...`
);
var OPTIONS = commandOptions("record");
var stderrLogger = {
  info: (line) => process.stderr.write(`${safeLogText(line)}
`),
  warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}
`)
};
async function main(argv) {
  const { values, command } = parseCommandLine("record", argv, OPTIONS);
  if (command === void 0) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  const s = settingsFromFlags("record", values);
  if (s.store !== void 0 && flagGiven(values, "data-branch")) throw new UsageError("--store and --data-branch are two stores: give one");
  const { root, prefix } = await findRepository(process.cwd());
  const store = s.store !== void 0 ? { kind: "folder", dir: path.resolve(s.store) } : (
    // origin's URLs resolved now, before the benchmark runs: what it writes into the
    // checkout's config later is never read by the push (git/git-remote.ts). The user's
    // own ssh agent and GIT_CONFIG_* settings go with it.
    { kind: "branch", branch: s.dataBranch, timeoutMs: s.gitTimeoutMs, remote: await checkoutRemote(root) }
  );
  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  const revisions = await recordRevisions(root, s.head, s.base, s.gitTimeoutMs);
  const already = await recordedAlready(root, store, revisions);
  if (already) {
    stderrLogger.info(`${recordSummary(already, store)}; nothing run`);
    return EXIT.ok;
  }
  const fewRounds = recordRoundsWarning(s.recordRounds, s.alpha, "--record-rounds");
  if (fewRounds) stderrLogger.warn(fewRounds);
  const outcome = await runComparison(
    {
      ...s,
      // A record's rounds are fixed and always pair: the chain of ratios is the paired estimate.
      rounds: s.recordRounds,
      test: "paired",
      command,
      repo: process.cwd(),
      workingDirectory: prefix,
      base: revisions.base,
      head: revisions.head,
      names: "flags",
      ...rules ? { rules } : {}
    },
    { log: stderrLogger }
  );
  if ("error" in outcome) throw outcome.error;
  const { report, unreadable, keptDir } = outcome;
  for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
  if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(", ")} in the output`);
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  if (keptDir) stderrLogger.info(`raw outputs of every run: ${keptDir}`);
  const rootFiles = (records) => renderDashboard(analyseHistory(records, { threshold: s.threshold }), { repository: records.findLast((r) => r.repository)?.repository });
  const recorded = await recordRun(report, { repo: root, store, rootFiles, log: (line) => stderrLogger.info(line) });
  stderrLogger.info(recordSummary(recorded, store));
  return EXIT.ok;
}
export {
  main
};
