import {
  summarize,
  uniqueWarnings
} from "./chunk-676LWFWS.js";
import {
  FLOOR_WARNING_CODE,
  MAX_LIST,
  MAX_REPORT_BYTES,
  MAX_TEXT_CHARS,
  commandHelp,
  commandOptions,
  comparison,
  decideFamily,
  emitReport,
  isolation,
  warnings,
  withDecidingTest
} from "./chunk-NJKBYZC6.js";
import {
  parseFlags
} from "./chunk-YZQ45H5S.js";
import {
  EXIT,
  UsageError,
  escapeTerminal
} from "./chunk-52DVUM4I.js";
import {
  Checker,
  MAX_SHORT_CHARS,
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
} from "./chunk-6SQYGP2U.js";

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
function agreed(shards, what, get) {
  let first;
  for (const shard2 of shards) {
    const value = get(shard2.report);
    if (value === void 0) continue;
    if (!first) first = { shard: shard2, value };
    else if (first.value !== value) {
      throw new MergeError(
        `shards ${first.shard.name} and ${shard2.name} measured different ${what} (${String(first.value)} vs ${String(value)}): merge only the shards of one workflow run`
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
function mergedRun(shards) {
  const runs = shards.flatMap((s) => s.report.run ? [{ name: s.name, run: s.report.run }] : []);
  if (runs.length === 0) return void 0;
  const baseSha = agreed(shards, "base commits", (r) => r.run?.base.sha);
  const headSha = agreed(shards, "head commits", (r) => r.run?.head.sha);
  const pullRequest = agreed(shards, "pull requests", (r) => r.run?.pullRequest);
  const repository = agreed(shards, "repositories", (r) => r.run?.repository);
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
function mergedRules(shards) {
  const withoutCounts = (r) => r ? JSON.stringify({ ...r, rules: r.rules.map((x) => ({ ...x, rows: 0 })) }) : "none";
  const first = shards[0].report.rules;
  for (const shard2 of shards.slice(1)) {
    if (withoutCounts(shard2.report.rules) !== withoutCounts(first)) {
      throw new MergeError(
        `shards ${shards[0].name} and ${shard2.name} applied different rules files (${first ? `${first.file} at ${first.source}` : "none"} vs ${shard2.report.rules ? `${shard2.report.rules.file} at ${shard2.report.rules.source}` : "none"}): merge only the shards of one workflow run`
      );
    }
  }
  if (!first) return void 0;
  return { ...first, rules: first.rules.map((r, i) => ({ ...r, rows: shards.reduce((sum, s) => sum + (s.report.rules?.rules[i]?.rows ?? 0), 0) })) };
}
function mergeReports(shards, overrides = {}) {
  if (shards.length === 0) throw new MergeError("no shard reports to merge");
  for (const shard2 of shards.slice(1)) {
    const diff = statsSettingsDifference(shards[0].report.settings, shard2.report.settings, overrides);
    if (diff) throw new MergeError(`shards ${shards[0].name} and ${shard2.name} used different settings (${diff}): one family needs one set of settings`);
  }
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== void 0));
  const settings = statsSettingsOf({ ...shards[0].report.settings, ...given });
  const owner = /* @__PURE__ */ new Map();
  const rows = [];
  for (const shard2 of shards) {
    for (const row of shard2.report.comparisons) {
      const key = seriesKey(row);
      const other = owner.get(key);
      if (other !== void 0) {
        throw new MergeError(
          `${rowLabel(row)} is in shard ${other} and in shard ${shard2.name}: each shard must run a different part of the suite (split it with the harness filter, e.g. go test -bench, pytest -k, --filter)`
        );
      }
      owner.set(key, shard2.name);
      rows.push(withDecidingTest(row.verdict === "accepted" ? { ...row, verdict: "regression" } : row, settings.test));
    }
  }
  const family = decideFamily(rows, settings);
  const warnings2 = [];
  const roundsSeen = [...new Set(shards.flatMap((s) => s.report.run ? [s.report.run.rounds] : []))];
  if (roundsSeen.length > 1)
    warnings2.push({
      code: "shard-rounds",
      message: `the shards ran different numbers of rounds (${roundsSeen.join(", ")}); the settings line shows the fewest`
    });
  for (const shard2 of shards) {
    for (const w of shard2.report.warnings) if (w.code !== FLOOR_WARNING_CODE) warnings2.push({ ...w, message: `shard ${shard2.name}: ${w.message}` });
  }
  for (const w of family.warnings) warnings2.push(w);
  const shardInfo = shards.flatMap(
    (s) => s.report.shards?.length ? s.report.shards.map((inner) => ({ ...inner, name: `${s.name}/${inner.name}` })) : [{ name: s.name, base: s.report.machine.base, head: s.report.machine.head }]
  );
  const run2 = mergedRun(shards);
  const rules = mergedRules(shards);
  const isolation2 = mergedIsolation(shards);
  return {
    version: 2,
    settings,
    machine: { base: commonMachine(shardInfo.map((s) => s.base)), head: commonMachine(shardInfo.map((s) => s.head)) },
    comparisons: family.comparisons,
    ...summarize(family.comparisons, settings),
    ...run2 ? { run: run2 } : {},
    warnings: uniqueWarnings(warnings2),
    shards: shardInfo,
    ...rules ? { rules } : {},
    ...isolation2 ? { isolation: isolation2 } : {}
  };
}
function mergedIsolation(shards) {
  if (shards.some((s) => !s.report.isolation)) return void 0;
  const without = shards.find((s) => s.report.isolation.mode === "none");
  if (without) return { mode: "none", reason: `shard ${without.name}: ${without.report.isolation.reason ?? "not isolated"}` };
  return { ...shards[0].report.isolation };
}

// src/report/validate.ts
import { readFileSync, statSync } from "node:fs";
var MAX_NAME_CHARS = 1e3;
var MAX_ROWS = 2e4;
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
var REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
function machine(c, v, path2) {
  const o = c.object(v, path2);
  const m = {};
  const str = (key) => {
    const s = c.optional(o[key], (x) => c.string(x, `${path2}.${key}`, MAX_NAME_CHARS));
    if (s !== void 0) m[key] = s;
  };
  str("cpuModel");
  const cores = c.optional(o.cores, (x) => c.integer(x, `${path2}.cores`, 0, 1e6));
  if (cores !== void 0) m.cores = cores;
  const memory = c.optional(o.memoryBytes, (x) => c.number(x, `${path2}.memoryBytes`, 0));
  if (memory !== void 0) m.memoryBytes = memory;
  str("os");
  str("kernel");
  str("governor");
  const load = c.optional(o.loadavg, (x) => c.array(x, `${path2}.loadavg`, MAX_LIST).map((l, i) => c.number(l, `${path2}.loadavg[${i}]`, 0)));
  if (load !== void 0) m.loadavg = load;
  if (o.tool !== void 0) {
    const tool = c.object(o.tool, `${path2}.tool`);
    const keys = Object.keys(tool);
    if (keys.length > 1e3) c.fail(`${path2}.tool`, `${keys.length} entries, more than the 1000 a report may have`);
    m.tool = {};
    for (const key of keys) {
      c.string(key, `${path2}.tool (a key)`, MAX_SHORT_CHARS);
      m.tool[key] = c.string(tool[key], `${path2}.tool[${JSON.stringify(key.slice(0, 40))}]`, MAX_NAME_CHARS);
    }
  }
  return m;
}
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
function ruleInfo(c, v, path2) {
  const o = c.object(v, path2);
  const strings = (x, p) => c.array(x, p, 1e3).map((s, i) => c.string(s, `${p}[${i}]`, MAX_SHORT_CHARS));
  const r = { match: strings(o.match, `${path2}.match`), rows: c.integer(o.rows, `${path2}.rows`, 0, 1e9) };
  const metric = c.optional(o.metric, (x) => strings(x, `${path2}.metric`));
  if (metric !== void 0) r.metric = metric;
  const threshold = c.optional(o.threshold, (x) => c.number(x, `${path2}.threshold`, 0, 10));
  if (threshold !== void 0) r.threshold = threshold;
  const gate = c.optional(o.gate, (x) => c.boolean(x, `${path2}.gate`));
  if (gate !== void 0) r.gate = gate;
  const ignore = c.optional(o.ignore, (x) => c.boolean(x, `${path2}.ignore`));
  if (ignore !== void 0) r.ignore = ignore;
  const minChange = c.optional(o.minChange, (x) => c.string(x, `${path2}.minChange`, MAX_SHORT_CHARS));
  if (minChange !== void 0) r.minChange = minChange;
  return r;
}
function rulesInfo(c, v, path2) {
  const o = c.object(v, path2);
  return {
    file: c.string(o.file, `${path2}.file`, MAX_NAME_CHARS),
    source: c.string(o.source, `${path2}.source`, MAX_SHORT_CHARS),
    rules: c.array(o.rules, `${path2}.rules`, 1e3).map((r, i) => ruleInfo(c, r, `${path2}.rules[${i}]`))
  };
}
function revision(c, v, path2) {
  const o = c.object(v, path2);
  const r = {};
  const ref = c.optional(o.ref, (x) => c.string(x, `${path2}.ref`, MAX_NAME_CHARS));
  if (ref !== void 0) r.ref = ref;
  const sha = c.optional(o.sha, (x) => c.string(x, `${path2}.sha`, 64));
  if (sha !== void 0) {
    if (!SHA.test(sha)) c.fail(`${path2}.sha`, `expected a full commit SHA (40 hex digits), got ${kind(sha)}`);
    r.sha = sha;
  }
  return r;
}
function failedRun(c, v, path2) {
  const o = c.object(v, path2);
  const f = {
    side: c.oneOf(o.side, `${path2}.side`, ["base", "head"]),
    round: c.integer(o.round, `${path2}.round`, 0, 1e6),
    reason: c.string(o.reason, `${path2}.reason`, MAX_TEXT_CHARS)
  };
  if (o.exitCode !== void 0) f.exitCode = o.exitCode === null ? null : c.integer(o.exitCode, `${path2}.exitCode`, -1e9, 1e9);
  const tail = c.optional(o.stderrTail, (x) => c.string(x, `${path2}.stderrTail`, MAX_TEXT_CHARS));
  if (tail !== void 0) f.stderrTail = tail;
  return f;
}
function run(c, v, path2) {
  const o = c.object(v, path2);
  const pr = c.optional(o.pullRequest, (x) => c.integer(x, `${path2}.pullRequest`, 1));
  const repo = c.optional(o.repository, (x) => c.string(x, `${path2}.repository`, MAX_SHORT_CHARS));
  if (repo !== void 0 && !REPOSITORY.test(repo)) c.fail(`${path2}.repository`, `expected owner/name, got ${kind(repo)}`);
  return {
    base: revision(c, o.base, `${path2}.base`),
    head: revision(c, o.head, `${path2}.head`),
    ...pr !== void 0 ? { pullRequest: pr } : {},
    ...repo !== void 0 ? { repository: repo } : {},
    rounds: c.integer(o.rounds, `${path2}.rounds`, 0, 1e6),
    warmup: c.integer(o.warmup, `${path2}.warmup`, 0, 1e6),
    format: c.string(o.format, `${path2}.format`, MAX_SHORT_CHARS),
    failedRuns: c.array(o.failedRuns, `${path2}.failedRuns`, MAX_LIST).map((f, i) => failedRun(c, f, `${path2}.failedRuns[${i}]`))
  };
}
var STOPPED = ["decided", "max-rounds", "fixed"];
function rounds(c, v, path2) {
  const o = c.object(v, path2);
  const stopped = c.string(o.stopped, `${path2}.stopped`, MAX_SHORT_CHARS);
  if (!STOPPED.includes(stopped)) c.fail(`${path2}.stopped`, `expected one of ${STOPPED.join(", ")}, got ${kind(stopped)}`);
  return {
    planned: c.integer(o.planned, `${path2}.planned`, 0, 1e6),
    run: c.integer(o.run, `${path2}.run`, 0, 1e6),
    looks: c.array(o.looks, `${path2}.looks`, MAX_LIST).map((l, i) => {
      const look = c.object(l, `${path2}.looks[${i}]`);
      return {
        rounds: c.integer(look.rounds, `${path2}.looks[${i}].rounds`, 0, 1e6),
        undecided: c.integer(look.undecided, `${path2}.looks[${i}].undecided`, 0, 1e9)
      };
    }),
    stopped,
    lookAlpha: c.number(o.lookAlpha, `${path2}.lookAlpha`)
  };
}
function shard(c, v, path2) {
  const o = c.object(v, path2);
  return { name: c.string(o.name, `${path2}.name`, MAX_SHORT_CHARS), base: machine(c, o.base, `${path2}.base`), head: machine(c, o.head, `${path2}.head`) };
}
var ACCEPTANCE_SOURCES = ["event", "issue-events", "unknown"];
var DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function acceptance(c, v, path2) {
  const o = c.object(v, path2);
  const by = o.by === null ? null : c.string(o.by, `${path2}.by`, MAX_SHORT_CHARS);
  if (by !== null && !LOGIN.test(by)) c.fail(`${path2}.by`, `expected a GitHub login or null, got ${kind(by)}`);
  const at = o.at === null ? null : c.string(o.at, `${path2}.at`, 64);
  if (at !== null && (!DATE_TIME.test(at) || Number.isNaN(Date.parse(at)))) c.fail(`${path2}.at`, `expected an ISO 8601 date-time or null, got ${kind(at)}`);
  const label = c.string(o.label, `${path2}.label`, MAX_SHORT_CHARS);
  if (label.trim() === "") c.fail(`${path2}.label`, "expected the label that was on the pull request, got an empty string");
  return { label, by, at, source: c.oneOf(o.source, `${path2}.source`, ACCEPTANCE_SOURCES) };
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
  const machineObj = c.object(o.machine, "$.machine");
  const row = (v, path2) => version === 1 ? v1Comparison(c, v, path2) : comparison.decode(c, v, path2, {});
  const comparisons = c.array(o.comparisons, "$.comparisons", MAX_ROWS).map((r, i) => row(r, `$.comparisons[${i}]`));
  c.object(o.summary, "$.summary");
  c.oneOf(o.verdict, "$.verdict", ["pass", "fail"]);
  const stats = decodeStatsSettings(c, o.settings, "$.settings");
  const report = {
    version: 2,
    settings: stats,
    machine: { base: machine(c, machineObj.base, "$.machine.base"), head: machine(c, machineObj.head, "$.machine.head") },
    comparisons,
    ...summarize(comparisons, stats),
    warnings: version === 1 ? v1Warnings(c, o.warnings, "$.warnings", MAX_LIST) : warnings.decode(c, o.warnings, "$.warnings", {})
  };
  const runInfo = c.optional(o.run, (x) => run(c, x, "$.run"));
  if (runInfo) report.run = runInfo;
  const roundsInfo = c.optional(o.rounds, (x) => rounds(c, x, "$.rounds"));
  if (roundsInfo) report.rounds = roundsInfo;
  const shards = c.optional(o.shards, (x) => c.array(x, "$.shards", 1e3).map((s, i) => shard(c, s, `$.shards[${i}]`)));
  if (shards) report.shards = shards;
  const rules = c.optional(o.rules, (x) => rulesInfo(c, x, "$.rules"));
  if (rules) report.rules = rules;
  const accepted = version === 2 ? c.optional(o.acceptance, (x) => acceptance(c, x, "$.acceptance")) : void 0;
  if (accepted) report.acceptance = accepted;
  const isolated = c.optional(o.isolation, (x) => isolation.decode(c, x, "$.isolation", {}));
  if (isolated) report.isolation = isolated;
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
  const shards = files.map((file, i) => ({ name: names[i], report: readReportFile(file) }));
  const report = mergeReports(shards, statsSettingsGiven("merge", values, s));
  const lines = (report.shards ?? []).map((shard2) => {
    const cpu = (m) => m.cpuModel ?? m.tool?.cpu ?? "CPU not reported";
    const [b, h] = [cpu(shard2.base), cpu(shard2.head)];
    return `shard ${escapeTerminal(shard2.name)}: ${escapeTerminal(b === h ? b : `${b} (base) / ${h} (head)`)}`;
  });
  emitReport(report, values, { key: s.commentKey, chart: s.chart }, lines.length ? lines.join("\n") + "\n" : "");
  return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
}
export {
  main
};
