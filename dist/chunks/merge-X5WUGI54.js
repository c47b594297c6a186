import {
  summarize,
  uniqueWarnings
} from "./chunk-UAFJH36O.js";
import {
  FLOOR_WARNING_CODE,
  MAX_LIST,
  MAX_REPORT_BYTES,
  MAX_TEXT_CHARS,
  acceptance,
  commandHelp,
  commandOptions,
  comparison,
  decideFamily,
  emitReport,
  isolation,
  machines,
  rounds,
  rules,
  run,
  shards,
  warnings,
  withDecidingTest
} from "./chunk-D5GXVYYB.js";
import {
  parseFlags
} from "./chunk-LYSTEXNJ.js";
import {
  EXIT,
  UsageError,
  escapeTerminal
} from "./chunk-GAJ4D2JZ.js";
import {
  Checker,
  ReportValidationError,
  UserError,
  VERDICTS,
  decodeStatsSettings,
  kind,
  rowLabel,
  seriesKey,
  settingsFromFlags,
  statsSettingsDifference,
  statsSettingsGiven,
  statsSettingsOf
} from "./chunk-4PTTIM2A.js";
import "./chunk-SEWDMQ6Q.js";

// src/pipeline/merge.ts
import path from "node:path";
var MergeError = class extends UserError {
  name = "MergeError";
};
function shardNames(files) {
  const short = files.map((f) => {
    const base = path.basename(f).replace(/\.json$/i, "");
    const dir = path.basename(path.dirname(path.resolve(f)));
    return base === "report" && dir ? dir : base;
  });
  return short.map((name, i) => short.indexOf(name) === short.lastIndexOf(name) ? name : files[i]);
}
function agreed(shards2, what, get) {
  let first;
  for (const shard of shards2) {
    const value = get(shard.report);
    if (value === void 0) continue;
    if (!first) first = { shard, value };
    else if (first.value !== value) {
      throw new MergeError(
        `shards ${first.shard.name} and ${shard.name} measured different ${what} (${String(first.value)} vs ${String(value)}): merge only the shards of one workflow run`
      );
    }
  }
  return first?.value;
}
function commonMachine(list) {
  const out = {};
  const [first, ...rest] = list;
  if (!first) return out;
  for (const key of ["cpuModel", "cores", "memoryBytes", "os", "kernel", "governor"]) {
    const v = first[key];
    if (v !== void 0 && rest.every((m) => m[key] === v)) out[key] = v;
  }
  const tool = {};
  for (const [k, v] of Object.entries(first.tool ?? {})) if (rest.every((m) => m.tool?.[k] === v)) tool[k] = v;
  if (Object.keys(tool).length) out.tool = tool;
  return out;
}
function mergedRun(shards2) {
  const runs = shards2.flatMap((s) => s.report.run ? [{ name: s.name, run: s.report.run }] : []);
  if (runs.length === 0) return void 0;
  const baseSha = agreed(shards2, "base commits", (r) => r.run?.base.sha);
  const headSha = agreed(shards2, "head commits", (r) => r.run?.head.sha);
  const pullRequest = agreed(shards2, "pull requests", (r) => r.run?.pullRequest);
  const repository = agreed(shards2, "repositories", (r) => r.run?.repository);
  const first = runs[0].run;
  const failedRuns = runs.flatMap(({ name, run: run2 }) => run2.failedRuns.map((f) => ({ ...f, reason: `shard ${name}: ${f.reason}` })));
  return {
    base: { ...first.base, ...baseSha ? { sha: baseSha } : {} },
    head: { ...first.head, ...headSha ? { sha: headSha } : {} },
    ...pullRequest !== void 0 ? { pullRequest } : {},
    ...repository !== void 0 ? { repository } : {},
    // The settings line shows one figure: the fewest rounds any shard ran (a warning lists the others).
    rounds: Math.min(...runs.map((r) => r.run.rounds)),
    warmup: Math.min(...runs.map((r) => r.run.warmup)),
    format: [...new Set(runs.map((r) => r.run.format))].join(", "),
    failedRuns
  };
}
function mergedRules(shards2) {
  const withoutCounts = (r) => r ? JSON.stringify({ ...r, rules: r.rules.map((x) => ({ ...x, rows: 0 })) }) : "none";
  const first = shards2[0].report.rules;
  for (const shard of shards2.slice(1)) {
    if (withoutCounts(shard.report.rules) !== withoutCounts(first)) {
      throw new MergeError(
        `shards ${shards2[0].name} and ${shard.name} applied different rules files (${first ? `${first.file} at ${first.source}` : "none"} vs ${shard.report.rules ? `${shard.report.rules.file} at ${shard.report.rules.source}` : "none"}): merge only the shards of one workflow run`
      );
    }
  }
  if (!first) return void 0;
  return { ...first, rules: first.rules.map((r, i) => ({ ...r, rows: shards2.reduce((sum, s) => sum + (s.report.rules?.rules[i]?.rows ?? 0), 0) })) };
}
function mergeReports(shards2, overrides = {}) {
  if (shards2.length === 0) throw new MergeError("no shard reports to merge");
  for (const shard of shards2.slice(1)) {
    const diff = statsSettingsDifference(shards2[0].report.settings, shard.report.settings, overrides);
    if (diff) throw new MergeError(`shards ${shards2[0].name} and ${shard.name} used different settings (${diff}): one family needs one set of settings`);
  }
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== void 0));
  const settings = statsSettingsOf({ ...shards2[0].report.settings, ...given });
  const owner = /* @__PURE__ */ new Map();
  const rows = [];
  for (const shard of shards2) {
    for (const row of shard.report.comparisons) {
      const key = seriesKey(row);
      const other = owner.get(key);
      if (other !== void 0) {
        throw new MergeError(
          `${rowLabel(row)} is in shard ${other} and in shard ${shard.name}: each shard must run a different part of the suite (split it with the harness filter, e.g. go test -bench, pytest -k, --filter)`
        );
      }
      owner.set(key, shard.name);
      rows.push(withDecidingTest(row.verdict === "accepted" ? { ...row, verdict: "regression" } : row, settings.test));
    }
  }
  const family = decideFamily(rows, settings);
  const warnings2 = [];
  const roundsSeen = [...new Set(shards2.flatMap((s) => s.report.run ? [s.report.run.rounds] : []))];
  if (roundsSeen.length > 1)
    warnings2.push({
      code: "shard-rounds",
      message: `the shards ran different numbers of rounds (${roundsSeen.join(", ")}); the settings line shows the fewest`
    });
  for (const shard of shards2) {
    for (const w of shard.report.warnings) if (w.code !== FLOOR_WARNING_CODE) warnings2.push({ ...w, message: `shard ${shard.name}: ${w.message}` });
  }
  for (const w of family.warnings) warnings2.push(w);
  const shardInfo = shards2.flatMap(
    (s) => s.report.shards?.length ? s.report.shards.map((inner) => ({ ...inner, name: `${s.name}/${inner.name}` })) : [{ name: s.name, base: s.report.machine.base, head: s.report.machine.head }]
  );
  const run2 = mergedRun(shards2);
  const rules2 = mergedRules(shards2);
  const isolation2 = mergedIsolation(shards2);
  return {
    version: 2,
    settings,
    machine: { base: commonMachine(shardInfo.map((s) => s.base)), head: commonMachine(shardInfo.map((s) => s.head)) },
    comparisons: family.comparisons,
    ...summarize(family.comparisons, settings),
    ...run2 ? { run: run2 } : {},
    warnings: uniqueWarnings(warnings2),
    shards: shardInfo,
    ...rules2 ? { rules: rules2 } : {},
    ...isolation2 ? { isolation: isolation2 } : {}
  };
}
function mergedIsolation(shards2) {
  if (shards2.some((s) => !s.report.isolation)) return void 0;
  const without = shards2.find((s) => s.report.isolation.mode === "none");
  if (without) return { mode: "none", reason: `shard ${without.name}: ${without.report.isolation.reason ?? "not isolated"}` };
  const networks = shards2.map((s) => s.report.isolation.network);
  const { network: _first, otherSide: _paused, ...first } = shards2[0].report.isolation;
  const paused = shards2.every((s) => s.report.isolation.otherSide === "paused") ? { otherSide: "paused" } : {};
  if (networks.every((n) => n === "isolated")) return { ...first, ...paused, network: "isolated" };
  return networks.every((n) => n !== void 0) ? { ...first, ...paused, network: "shared" } : { ...first, ...paused };
}

// src/report/validate.ts
import { readFileSync, statSync } from "node:fs";
var MAX_ROWS = 2e4;
var V1_FLOOR = /^too few samples to ever be significant |can never be significant with the samples given/;
function v1Warnings(c, v, path2, max) {
  return c.array(v, path2, max).map((w, i) => {
    const message = c.string(w, `${path2}[${i}]`, MAX_TEXT_CHARS);
    return { code: V1_FLOOR.test(message) ? FLOOR_WARNING_CODE : "v1", message };
  });
}
function v1Side(c, v, path2) {
  const o = c.object(v, path2);
  const n = c.integer(o.n, `${path2}.n`);
  const kept = c.integer(o.kept, `${path2}.kept`, 0, n);
  return { n, kept, median: o.median, ci: o.ci, removed: n - kept, units: kept, flagged: 0, mean: null, sd: null, se: null, cv: null, mad: null };
}
var V1_VERDICTS = VERDICTS.filter((v) => v !== "inconclusive" && v !== "ignored" && v !== "accepted");
function v1Comparison(c, v, path2) {
  const o = c.object(v, path2);
  c.oneOf(o.verdict, `${path2}.verdict`, V1_VERDICTS);
  const needed = c.optional(o.samplesNeeded, (x) => c.integer(x, `${path2}.samplesNeeded`, 0, 1e6));
  const row = {
    ...o,
    unitOfAnalysis: "sample",
    base: v1Side(c, o.base, `${path2}.base`),
    head: v1Side(c, o.head, `${path2}.head`),
    test: "mann-whitney",
    mannWhitney: { p: o.p, ratio: o.ratio, ratioCI: o.ratioCI, shift: null, constant: false },
    paired: null,
    warnings: v1Warnings(c, o.warnings, `${path2}.warnings`, 1e3),
    roundsNeeded: needed,
    // Written only since version 2.
    decision: void 0,
    threshold: void 0,
    minChange: void 0,
    rules: void 0,
    derived: void 0
  };
  return comparison.decode(c, row, path2, {});
}
function validateReport(data, source = "<report>") {
  const o = new Checker(source).object(data, "$");
  if (o.version !== 1 && o.version !== 2) {
    new Checker(source).fail(
      "$.version",
      `unknown report version ${kind(o.version)}: this benchgate reads versions 1 and 2 \u2014 produce the report and read it with the same benchgate release`
    );
  }
  const version = o.version;
  const c = new Checker(source, version);
  const machine = machines.decode(c, o.machine, "$.machine", {});
  const row = (v, path2) => version === 1 ? v1Comparison(c, v, path2) : comparison.decode(c, v, path2, {});
  const comparisons = c.array(o.comparisons, "$.comparisons", MAX_ROWS).map((r, i) => row(r, `$.comparisons[${i}]`));
  c.object(o.summary, "$.summary");
  c.oneOf(o.verdict, "$.verdict", ["pass", "fail"]);
  const stats = decodeStatsSettings(c, o.settings, "$.settings");
  const report = {
    version: 2,
    settings: stats,
    machine,
    comparisons,
    ...summarize(comparisons, stats),
    warnings: version === 1 ? v1Warnings(c, o.warnings, "$.warnings", MAX_LIST) : warnings.decode(c, o.warnings, "$.warnings", {})
  };
  const block = (key, codec) => {
    if (o[key] !== void 0) report[key] = codec.decode(c, o[key], `$.${key}`, {});
  };
  block("run", run);
  block("rounds", rounds);
  block("shards", shards);
  block("rules", rules);
  if (version === 2) block("acceptance", acceptance);
  block("isolation", isolation);
  const accepted = report.acceptance;
  comparisons.forEach((row2, i) => {
    if (row2.verdict !== "accepted") return;
    if (!row2.gated) c.fail(`$.comparisons[${i}].verdict`, "is accepted, but only a gated regression can be accepted");
    if (!accepted) c.fail(`$.comparisons[${i}].verdict`, "is accepted, but the report has no $.acceptance saying by which label and whom");
  });
  return report;
}
function readReportFile(file) {
  let size;
  try {
    size = statSync(file).size;
  } catch (err) {
    throw new ReportValidationError(`${file}: cannot read the report (${err.code ?? String(err)})`);
  }
  if (size > MAX_REPORT_BYTES) {
    throw new ReportValidationError(`${file}: ${size} bytes, larger than the ${MAX_REPORT_BYTES} bytes (10 MB) a report may have; refusing to read it`);
  }
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new ReportValidationError(
      `${file}: not JSON (${err instanceof Error ? err.message : String(err)}); expected a benchgate report (--json / output report-json)`
    );
  }
  return validateReport(data, file);
}

// src/cli/merge.ts
var HELP = commandHelp(
  "merge",
  `Usage: benchgate merge REPORT [REPORT\u2026] [options]

Merges the JSON reports of the shards of one run (each shard ran part of the suite on
base and head, e.g. one job of a CI matrix) into one report. Rows are unioned (a
benchmark in two shards is an error); p-values are corrected again over every row of
every shard, so verdicts are those of one run over the whole suite. Each report is
validated first (it may come from an untrusted job).

A shard is named after its file: REPORT's folder for .../NAME/report.json, else the
file name without .json. The statistical settings are the shards' own (they must agree);
--test and --fail-on-inconclusive, when given, re-decide every row with them.`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input (an invalid report, duplicate benchmarks, shards of different runs).`
);
var OPTIONS = commandOptions("merge");
function main(argv) {
  const { values, positionals: files } = parseFlags("merge", argv, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  if (files.length === 0) throw new UsageError("expected one or more report files\nRun 'benchgate merge --help' for usage.");
  const s = settingsFromFlags("merge", values);
  const names = shardNames(files);
  const shards2 = files.map((file, i) => ({ name: names[i], report: readReportFile(file) }));
  const report = mergeReports(shards2, statsSettingsGiven("merge", values, s));
  const lines = (report.shards ?? []).map((shard) => {
    const cpu = (m) => m.cpuModel ?? m.tool?.cpu ?? "CPU not reported";
    const [b, h] = [cpu(shard.base), cpu(shard.head)];
    return `shard ${escapeTerminal(shard.name)}: ${escapeTerminal(b === h ? b : `${b} (base) / ${h} (head)`)}`;
  });
  emitReport(report, values, { key: s.commentKey, chart: s.chart }, lines.length ? lines.join("\n") + "\n" : "");
  return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
}
export {
  main
};
