import {
  runComparison
} from "./chunk-F27TUOZD.js";
import {
  readRulesFromWorkingTree
} from "./chunk-CEHMBAKE.js";
import "./chunk-7GBSRCOG.js";
import "./chunk-KZLUK63Q.js";
import "./chunk-AA3JXSPQ.js";
import {
  recordRevisions,
  recordRoundsWarning,
  recordRun,
  recordSummary
} from "./chunk-KW2H4MJB.js";
import {
  findRepository
} from "./chunk-AYSIXQ3M.js";
import {
  commandHelp,
  commandOptions,
  emitReport,
  flagGiven
} from "./chunk-MWUDRQH7.js";
import {
  parseCommandLine
} from "./chunk-WDAK6ITS.js";
import {
  EXIT,
  UsageError,
  safeLogText
} from "./chunk-SMDJ3HBJ.js";
import {
  settingsFromFlags
} from "./chunk-TW53PP34.js";

// src/cli/record.ts
import path from "node:path";
var HELP = commandHelp(
  "record",
  `Usage: benchgate record [options] -- COMMAND [ARG\u2026]

Records a commit in the history of main: runs COMMAND on the commit (--head, default
HEAD) and on its first parent (--base overrides it) like 'benchgate run' \u2014 each in its own
temporary worktree, in interleaved rounds (--record-rounds, fixed), the run as the unit,
decided by the paired test \u2014 prints the table, and appends one record per benchmark and
metric (commit, parent, time, paired ratio with its CI, both medians with CIs, unit,
rounds, verdict, machine, benchgate version) to the history store:

  --store DIR         JSON-lines files in DIR (history-NNNNNN.jsonl; read them with jq)
  --data-branch B     the same files in the history/ folder of branch B of origin, created
                      as an orphan branch by the first record and pushed (retried when
                      another record lands first); your checkout, index, HEAD and branches
                      are never touched. The default, with B = benchgate-data.

A commit already recorded against the same parent is not recorded twice. Record runs two
sides per round: it costs about 2 \xD7 rounds runs of COMMAND per commit.`,
  `Exit codes: 0 recorded (whatever the verdicts: record does not gate; use 'benchgate run'
            for that), 2 bad input or tool error (nothing recorded).

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
  const store = s.store !== void 0 ? { kind: "folder", dir: path.resolve(s.store) } : (
    // The user's own ssh agent reaches their origin (benchgate's git drops it by default).
    {
      kind: "branch",
      branch: s.dataBranch,
      timeoutMs: s.gitTimeoutMs,
      ...process.env.SSH_AUTH_SOCK ? { remoteEnv: { SSH_AUTH_SOCK: process.env.SSH_AUTH_SOCK } } : {}
    }
  );
  const { root, prefix } = await findRepository(process.cwd());
  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  const revisions = await recordRevisions(root, s.head, s.base, s.gitTimeoutMs);
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
  const recorded = await recordRun(report, { repo: root, store, log: (line) => stderrLogger.info(line) });
  stderrLogger.info(recordSummary(recorded, store));
  return EXIT.ok;
}
export {
  main
};
