import {
  COMPLETE_MARKER,
  RUN_FOLDER_FILES,
  RUN_RECORD_FILE,
  attachAttribution,
  checkFormatId,
  readRulesFromWorkingTree,
  readRunRecord
} from "./chunk-E2DIXCLF.js";
import {
  detectFormat,
  formatById,
  parseRun,
  readInput
} from "./chunk-76Z4DTIM.js";
import "./chunk-B7MMBJJY.js";
import {
  buildReport
} from "./chunk-UAFJH36O.js";
import {
  commandHelp,
  commandOptions,
  emitReport,
  flagGiven
} from "./chunk-D5GXVYYB.js";
import {
  parseFlags
} from "./chunk-LYSTEXNJ.js";
import {
  EXIT,
  UsageError,
  safeLogText
} from "./chunk-GAJ4D2JZ.js";
import {
  ParseError,
  SETTINGS,
  encodeStatsSettings,
  settingsFromFlags,
  statsSettingsGiven,
  statsSettingsOf
} from "./chunk-4PTTIM2A.js";
import "./chunk-SEWDMQ6Q.js";

// src/cli/compare.ts
import { join as join2 } from "node:path";

// src/cli/read-results.ts
import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
function filesIn(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith(".")).map((e) => join(dir, e.name)).sort();
  } catch (err) {
    throw new ParseError(`cannot list the directory (${err.code ?? String(err)})`, dir);
  }
}
async function readPath(path, format) {
  const input = await readInput(path);
  if (input.kind === "text") return [parseRun(input, format)];
  try {
    return [parseRun(input, format)];
  } catch (err) {
    const files = filesIn(input.dir);
    if (!(err instanceof ParseError) || files.length === 0) throw err;
    const results = [];
    for (const file of files) results.push(parseRun(await readInput(file), format));
    return results;
  }
}
async function readResults(paths, format) {
  const results = [];
  for (const path of paths) for (const result of await readPath(path, format)) results.push(result);
  return results;
}
var ROUND = /^round-(\d+)$/;
var WARMUP = /^warmup-\d+$/;
var RUNNER_FILES = new Set(RUN_FOLDER_FILES);
var INCOMPLETE_RUN_WARNING_CODE = "incomplete-run";
function listDir(dir, what) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    const code = err.code;
    const why = code === "ENOENT" ? "no such directory" : code === "ENOTDIR" ? "not a directory" : `cannot list it (${code ?? String(err)})`;
    throw new UsageError(`${dir}: ${why}; ${what}`);
  }
}
var LAYOUT = "expected the layout `benchgate run --keep-dir D` writes: D/base/round-NN/ and D/head/round-NN/";
function roundDirs(root, side) {
  const sideDir = join(root, side);
  const rounds = /* @__PURE__ */ new Map();
  for (const entry of listDir(sideDir, `the ${side} side is missing; ${LAYOUT}`)) {
    const m = ROUND.exec(entry.name);
    if (!m || !entry.isDirectory()) continue;
    const round = Number(m[1]);
    const seen = rounds.get(round);
    if (seen) throw new UsageError(`${sideDir}: two folders for round ${round} (${basename(seen.dir)} and ${entry.name})`);
    const dir = join(sideDir, entry.name);
    rounds.set(round, { side, round, dir, complete: existsSync(join(dir, COMPLETE_MARKER)) });
  }
  if (rounds.size === 0) throw new UsageError(`${sideDir}: no round-NN folders (warm-up folders are not measured rounds); ${LAYOUT}`);
  return [...rounds.values()].sort((a, b) => a.round - b.round);
}
function outputOf(round) {
  const outputs = listDir(round.dir, LAYOUT).filter((e) => !RUNNER_FILES.has(e.name) && !e.name.startsWith(".")).map((e) => e.name).sort();
  if (outputs.length > 1) {
    throw new UsageError(
      `${round.dir}: more than one output besides stdout and stderr (${outputs.join(", ")}); a round folder holds the benchmark's one output file or folder`
    );
  }
  return join(round.dir, outputs[0] ?? "stdout");
}
function marksCompleteRuns(root, sides2) {
  if (existsSync(join(root, RUN_RECORD_FILE))) return true;
  if ([...sides2.base, ...sides2.head].some((r) => r.complete)) return true;
  return ["base", "head"].some(
    (side) => listDir(join(root, side), LAYOUT).some((e) => e.isDirectory() && WARMUP.test(e.name) && existsSync(join(root, side, e.name, COMPLETE_MARKER)))
  );
}
function completeRounds(root, listed) {
  if (!marksCompleteRuns(root, listed)) return { sides: listed, warnings: [] };
  const warnings = [];
  const sides2 = { base: [], head: [] };
  for (const side of ["base", "head"]) {
    for (const r of listed[side]) {
      if (r.complete) sides2[side].push(r);
      else {
        warnings.push({
          code: INCOMPLETE_RUN_WARNING_CODE,
          message: `${side} round ${r.round} was cut off before it finished (no \`${COMPLETE_MARKER}\` marker in ${r.dir}: the run was interrupted); left out`
        });
      }
    }
    if (sides2[side].length === 0) {
      throw new UsageError(
        `${join(root, side)}: no round the run finished (no round-NN folder holds the \`${COMPLETE_MARKER}\` marker: it was interrupted in its first round)`
      );
    }
  }
  return { sides: sides2, warnings };
}
async function readKeptRuns(root, formatId) {
  const top = listDir(root, LAYOUT).map((e) => e.name);
  if (!top.includes("base") && !top.includes("head") && top.some((name) => ROUND.test(name))) {
    throw new UsageError(`${root} holds round-NN folders of one side: pass the folder that holds base/ and head/ to --runs`);
  }
  const listed = { base: roundDirs(root, "base"), head: roundDirs(root, "head") };
  const { sides: sides2, warnings } = completeRounds(root, listed);
  let record;
  try {
    record = readRunRecord(root);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  let detectedFrom;
  const inputOf = async (round) => detectedFrom?.round === round ? detectedFrom.input : readInput(outputOf(round));
  let format = formatId === "auto" ? void 0 : formatById(formatId).id;
  if (!format) {
    let firstError;
    for (const round of [...sides2.base, ...sides2.head]) {
      const input = await inputOf(round);
      try {
        format = detectFormat(input).id;
        detectedFrom = { round, input };
        break;
      } catch (err) {
        firstError ??= err;
      }
    }
    if (!format) throw firstError;
  }
  const formatFrom = detectedFrom ? whereIs(detectedFrom.input) : void 0;
  const out = {
    format,
    base: [],
    head: [],
    rounds: Math.max(sides2.base.at(-1).round, sides2.head.at(-1).round),
    warmup: 0,
    failedRuns: [],
    warnings,
    ...record ? { record } : {}
  };
  for (const side of ["base", "head"]) {
    out.warmup = Math.max(out.warmup, listDir(join(root, side), LAYOUT).filter((e) => e.isDirectory() && WARMUP.test(e.name)).length);
    let firstError;
    for (const round of sides2[side]) {
      const input = await inputOf(round);
      try {
        const result = parseRun(input, format);
        for (const s of result.series) for (const run of s.runs) run.round = round.round;
        out[side].push(result);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        const other = otherFormat(input, format);
        if (other) {
          throw new ParseError(
            `reads as ${other} output, but ${formatFrom ? `${formatFrom} reads as ${format}` : `--format is ${format}`}: every round of a kept run must come from the same harness`,
            whereIs(input)
          );
        }
        firstError ??= err;
        out.failedRuns.push({ side, round: round.round, reason: `output not readable as ${format}: ${err.message}` });
      }
    }
    if (out[side].length === 0 && firstError) {
      throw new ParseError(`no round of ${side} holds readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
    }
  }
  for (const side of ["base", "head"]) {
    const other = side === "base" ? "head" : "base";
    const have = new Set(listed[other].map((r) => r.round));
    for (const r of sides2[side])
      if (!have.has(r.round)) out.failedRuns.push({ side: other, round: r.round, reason: `no ${other}/round-${String(r.round).padStart(2, "0")} folder` });
  }
  out.failedRuns.sort((a, b) => a.round - b.round || a.side.localeCompare(b.side));
  return out;
}
function whereIs(input) {
  return input.kind === "text" ? input.file : input.dir;
}
function otherFormat(input, format) {
  try {
    const id = detectFormat(input).id;
    return id === format ? void 0 : id;
  } catch {
    return void 0;
  }
}

// src/cli/compare.ts
var HELP = commandHelp(
  "compare",
  `Usage: benchgate compare BASE HEAD [options]
       benchgate compare --base FILE [--base FILE\u2026] --head FILE [--head FILE\u2026] [options]
       benchgate compare --runs DIR [options]

Compares benchmark results of a base and a head version: per benchmark and metric, a
Mann-Whitney U test on the per-run values (or the paired test, --test paired), outliers
removed inside each run, p-values corrected over all tests. Prints a benchstat-like
table; fails (exit 1) only on a significant slowdown above the threshold.

BASE and HEAD are result files or directories of result files (every file directly in
the directory is read; each file is one run).

--runs DIR reads the runs kept by \`benchgate run --keep-dir DIR\` back: DIR/base/round-NN/
and DIR/head/round-NN/, one run per round (warmup-NN folders are skipped). Each round
folder holds stdout, stderr and the benchmark's output file or folder; that output is
read when there is one, else stdout. Base and head runs of one round are paired, so the
report is the one the run gave: it decides with the settings the run recorded in
DIR/benchgate-run.json (measure, threshold, test, correction, outliers, gate,
fail-on-inconclusive) and at its level (with rounds auto, alpha divided by the planned
looks); a flag given here overrides the run's, and the log says so. A round the run was interrupted in (no \`complete\` marker) is left
out with a warning. The format is detected once and every round is read with it.

Input:
  --base PATH            a base result file or directory (repeatable; instead of BASE)
  --head PATH            a head result file or directory (repeatable; instead of HEAD)
  --runs DIR             a kept-runs folder (run --keep-dir DIR) instead of BASE and HEAD`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or usage (the message names the file and line).`
);
var OPTIONS = {
  ...commandOptions("compare"),
  base: { type: "string", multiple: true },
  head: { type: "string", multiple: true },
  runs: { type: "string" }
};
function sides(values, positionals) {
  const base = [...values.base ?? []];
  const head = [...values.head ?? []];
  if (base.length === 0 && head.length === 0 && positionals.length === 2) return { base: [positionals[0]], head: [positionals[1]] };
  if (positionals.length === 0 && base.length > 0 && head.length > 0) return { base, head };
  throw new UsageError(
    `expected BASE and HEAD (two paths) or --base PATH and --head PATH, got ${positionals.length} path${positionals.length === 1 ? "" : "s"}${base.length ? ` and ${base.length} --base` : ""}${head.length ? ` and ${head.length} --head` : ""}
Run 'benchgate compare --help' for usage.`
  );
}
async function keptRunsReport(dir, values, positionals, format, settings, metrics, rules, alphaGiven, given) {
  if (positionals.length > 0 || values.base?.length || values.head?.length) {
    throw new UsageError(
      `--runs reads both sides from ${dir}: give no BASE/HEAD paths and no --base/--head with it
Run 'benchgate compare --help' for usage.`
    );
  }
  const kept = await readKeptRuns(dir, format);
  hasSeries(kept.base, [join2(dir, "base")], "base");
  hasSeries(kept.head, [join2(dir, "head")], "head");
  const run = { base: {}, head: {}, rounds: kept.rounds, warmup: kept.warmup, format: kept.format, failedRuns: kept.failedRuns };
  const file = join2(dir, RUN_RECORD_FILE);
  const level = runLevel(kept.record, alphaGiven, runSettings(kept.record, settings, given, file), file);
  const report = buildReport({ base: kept.base, head: kept.head, settings: level.settings, metrics, run, ...level.build, ...rules ? { rules } : {} });
  if (level.rounds) report.rounds = level.rounds;
  report.warnings.unshift(...kept.warnings);
  attachAttribution(report, dir, (m) => process.stderr.write(`${safeLogText(m)}
`));
  return report;
}
function runSettings(record, settings, given, file) {
  if (!record) return settings;
  const recorded = record.settings ?? { ...settings, test: record.test, correction: record.correction };
  const shown = (v) => Array.isArray(v) ? v.join(",") : String(v);
  const encodedRun = encodeStatsSettings(recorded);
  const encodedGiven = encodeStatsSettings({ ...recorded, ...given });
  const overrides = [];
  for (const key of Object.keys(given)) {
    if (key === "alpha") continue;
    const run = shown(encodedRun[key]);
    const flag = shown(encodedGiven[key]);
    if (run !== flag) overrides.push(`--${SETTINGS[key].flag} ${flag} overrides the run's ${run}`);
  }
  const used = Object.entries(encodeStatsSettings({ ...recorded, ...given })).filter(([key]) => key !== "alpha").map(([key, v]) => `${SETTINGS[key].flag}=${shown(v)}`).join(" ");
  const from = record.settings ? `the run's settings from ${file}` : `the run's test and correction from ${file} (an older record: no other settings)`;
  process.stderr.write(`${safeLogText(`compare --runs: deciding with ${from}: ${used}${overrides.length ? `; ${overrides.join("; ")}` : " (flags override)"}`)}
`);
  return { ...recorded, ...given, alpha: settings.alpha };
}
function runLevel(record, alphaGiven, settings, file) {
  if (!record) return { settings, build: {} };
  const looks = record.looks.length ? ` over ${record.looks.length} planned look${record.looks.length === 1 ? "" : "s"}` : "";
  const what = `the run's level \u03B1 = ${+record.lookAlpha.toPrecision(3)}${record.lookAlpha !== record.alpha ? ` per look (\u03B1 = ${record.alpha}${looks})` : ""}, from ${file}`;
  if (alphaGiven) {
    process.stderr.write(`${safeLogText(`compare --runs: deciding at --alpha ${settings.alpha}, not at ${what}`)}
`);
    return { settings, build: {} };
  }
  process.stderr.write(`${safeLogText(`compare --runs: deciding at ${what} (--alpha overrides)`)}
`);
  if (record.rounds) return { settings: { ...settings, alpha: record.alpha }, build: { compare: { alpha: record.lookAlpha } }, rounds: record.rounds };
  return { settings: { ...settings, alpha: record.lookAlpha }, build: {} };
}
function hasSeries(results, paths, side) {
  if (results.some((r) => r.series.length > 0)) return;
  throw new UsageError(`${paths.join(", ")}: no benchmark results found on the ${side} side (is it the output of a supported harness? see --format)`);
}
async function main(argv) {
  const { values, positionals } = parseFlags("compare", argv, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  const s = settingsFromFlags("compare", values);
  const settings = statsSettingsOf(s);
  const { metrics, format } = s;
  checkFormatId(format, "flags");
  const rules = await readRulesFromWorkingTree(s.config, process.cwd());
  let report;
  if (typeof values.runs === "string") {
    const given = statsSettingsGiven("compare", values, settings);
    report = await keptRunsReport(values.runs, values, positionals, format, settings, metrics, rules, flagGiven(values, "alpha"), given);
  } else {
    const paths = sides(values, positionals);
    const base = await readResults(paths.base, format);
    const head = await readResults(paths.head, format);
    hasSeries(base, paths.base, "base");
    hasSeries(head, paths.head, "head");
    report = buildReport({ base, head, settings, metrics, ...rules ? { rules } : {} });
  }
  if (metrics && report.comparisons.length === 0) {
    throw new UsageError(`no results for --metric ${metrics.join(", ")} in the input`);
  }
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
}
export {
  main
};
