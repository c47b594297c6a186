import {
  runComparison
} from "./chunk-QLTERECK.js";
import {
  MAX_RUN_OUTPUT_BYTES,
  findRepository
} from "./chunk-62KL5DRE.js";
import {
  checkRunSettings,
  readRulesFromWorkingTree
} from "./chunk-E2DIXCLF.js";
import "./chunk-76Z4DTIM.js";
import "./chunk-B7MMBJJY.js";
import "./chunk-UAFJH36O.js";
import {
  commandHelp,
  commandOptions,
  emitReport,
  renderJson,
  renderMarkdown,
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
  ParseError,
  settingsFromFlags
} from "./chunk-4PTTIM2A.js";
import "./chunk-SEWDMQ6Q.js";

// src/cli/run.ts
import { writeFileSync } from "node:fs";
var HELP = commandHelp(
  "run",
  `Usage: benchgate run [options] -- COMMAND [ARG\u2026]

Runs COMMAND on two commits of the git repository you are in \u2014 base and head, each
checked out in its own temporary worktree (your checkout, index and stash are never
touched) \u2014 in interleaved rounds on this machine, then compares the results per
benchmark and metric (the run is the unit: one value per run and side) and prints a
benchstat-like table. COMMAND runs with bash -c in the same subfolder of each checkout
as your current one, with BENCHGATE_SIDE=base or head in its environment and without
credentials (see --env-passthrough). One argument after -- is used as a shell command
as is ('go test -bench . | tee out'); several are quoted and joined.

A run may print at most ${MAX_RUN_OUTPUT_BYTES / 1024 / 1024} MiB (stdout and stderr together, or in its output
file); past that it is killed and counts as failed.`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or tool error (a benchmark failing on every run of a side,
            a commit that cannot be found) \u2014 never reported as a regression,
            ${INTERRUPTED_HELP}: the benchmark and the worktrees are removed,
            and --keep-dir keeps the rounds that finished.

Example: benchgate run -- go test -run '^$' -bench . -count 1 ./...`
);
var OPTIONS = commandOptions("run");
var stderrLogger = {
  info: (line) => process.stderr.write(`${safeLogText(line)}
`),
  warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}
`)
};
async function main(argv) {
  const { values, command } = parseCommandLine("run", argv, OPTIONS);
  if (command === void 0) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  const s = settingsFromFlags("run", values);
  checkRunSettings(s, "flags");
  const test = s.measure === "instructions" ? "instructions" : s.test;
  const floor = roundsForFloor(test, s.alpha);
  if (s.rounds !== "auto" && s.rounds < floor) {
    stderrLogger.warn(
      `${s.rounds} rounds: each run is one value, so no change can ever be significant at alpha ${s.alpha} (${test}) with fewer than ${floor} rounds (more with many benchmarks)`
    );
  }
  const { root, prefix } = await findRepository(process.cwd());
  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  const outcome = await runComparison(
    { ...s, command, repo: process.cwd(), workingDirectory: prefix, names: "flags", ...rules ? { rules } : {} },
    { log: stderrLogger }
  );
  if ("error" in outcome) {
    const err = outcome.error;
    if (err instanceof ParseError && !s.keepDir) err.message += "\n(rerun with --keep-dir DIR to keep the raw outputs)";
    if (outcome.partial) writePartialReport(outcome.partial, values, s);
    throw err;
  }
  const { report, unreadable, keptDir } = outcome;
  for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
  if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(", ")} in the output`);
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  if (keptDir) stderrLogger.info(`raw outputs of every run: ${keptDir}`);
  return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
}
function writePartialReport(partial, values, s) {
  if (!(values.json || values.markdown)) return;
  try {
    const report = partial();
    if (!report) return;
    if (values.json) writeFileSync(values.json, renderJson(report));
    if (values.markdown) {
      const fullReportHint = values.json ? `the full report is in ${values.json}` : "run with --json FILE for the full report";
      writeFileSync(values.markdown, renderMarkdown(report, { key: s.commentKey, chart: s.chart, fullReportHint }));
    }
    process.stderr.write(
      `benchgate run: wrote the partial report (what was measured, and the error) to ${[values.json, values.markdown].filter(Boolean).join(" and ")}
`
    );
  } catch (e) {
    process.stderr.write(`benchgate run: could not write the partial report: ${e instanceof Error ? e.message : String(e)}
`);
  }
}
export {
  main
};
