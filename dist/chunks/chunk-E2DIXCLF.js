import {
  knownIds
} from "./chunk-76Z4DTIM.js";
import {
  DEFAULT_RULES_FILE,
  RulesError
} from "./chunk-B7MMBJJY.js";
import {
  COMMAND_BENCHMARK,
  NO_SYMBOL,
  addInto,
  parseCachegrind,
  rounds,
  wantsAttribution
} from "./chunk-D5GXVYYB.js";
import {
  Checker,
  SETTINGS,
  SettingsError,
  decodeStatsSettings,
  encodeStatsSettings
} from "./chunk-4PTTIM2A.js";

// src/pipeline/run-settings.ts
function settingName(key, names) {
  const spec = SETTINGS[key];
  return names === "flags" ? `--${spec.flag}` : spec.input ?? key;
}
function checkRoundsRange(s, names) {
  if (s.minRounds > s.maxRounds) {
    const min = settingName("minRounds", names);
    throw new SettingsError(min, `${min} (${s.minRounds}) must not be above ${settingName("maxRounds", names)} (${s.maxRounds})`);
  }
}
function checkFormatId(id, names) {
  if (id === "auto" || knownIds().includes(id)) return;
  const name = settingName("format", names);
  throw new SettingsError(
    name,
    names === "flags" ? `${name}: unknown format '${id}'; known formats: auto, ${knownIds().join(", ")}` : `${name} must be auto or one of ${knownIds().join(", ")}; got ${JSON.stringify(id)}`
  );
}
function checkRunSettings(s, names) {
  checkFormatId(s.format, names);
  checkRoundsRange(s, names);
}

// src/kept-runs.ts
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
var STREAM_FILES = ["stdout", "stderr"];
var COMPLETE_MARKER = "complete";
var CACHEGRIND_FOLDER = "cachegrind";
var RUN_FOLDER_FILES = [...STREAM_FILES, COMPLETE_MARKER, CACHEGRIND_FOLDER];
var RUN_RECORD_FILE = "benchgate-run.json";
function writeRunRecord(keepDir, record) {
  const file = path.join(keepDir, RUN_RECORD_FILE);
  const { settings, ...rest } = record;
  const json = settings ? { ...rest, settings: encodeStatsSettings(settings) } : rest;
  writeFileSync(`${file}.tmp`, JSON.stringify(json, null, 2) + "\n");
  renameSync(`${file}.tmp`, file);
}
function readRunRecord(keepDir) {
  const file = path.join(keepDir, RUN_RECORD_FILE);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    if (e.code === "ENOENT") return void 0;
    throw new Error(`${file}: cannot read it (${e.code ?? String(e)})`, { cause: e });
  }
  let o;
  try {
    o = JSON.parse(text);
  } catch {
    throw new Error(`${file}: not JSON; it is the record \`benchgate run\` writes (delete it to compare at --alpha)`);
  }
  const r = o;
  const level = (x) => typeof x === "number" && x > 0 && x < 1;
  if (!r || typeof r !== "object" || r.version !== 1 || !level(r.alpha) || !level(r.lookAlpha) || r.lookAlpha > r.alpha || !Array.isArray(r.looks) || !r.looks.every((n) => Number.isInteger(n) && n >= 1) || r.test !== "mann-whitney" && r.test !== "paired" || r.correction !== "holm" && r.correction !== "bh" && r.correction !== "none") {
    throw new Error(`${file}: not a version 1 record of \`benchgate run\` (alpha, lookAlpha, looks, test, correction); delete it to compare at --alpha`);
  }
  if (r.rounds !== void 0) r.rounds = rounds.decode(new Checker(file), r.rounds, "$.rounds", {});
  if (r.settings !== void 0) r.settings = decodeStatsSettings(new Checker(file), r.settings, "$.settings");
  return r;
}

// src/instructions/attribution/attribute.ts
import { existsSync as existsSync2, readdirSync as readdirSync2 } from "node:fs";
import path3 from "node:path";

// src/instructions/attribution/round-profile.ts
import { existsSync, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";

// src/instructions/layout.ts
var STATE_FOLDER = ".benchgate-instructions";
var OUT_FOLDER = "out";
var KEPT_FOLDER = "cachegrind";
var STATE_DIR_VAR = "BENCHGATE_INSTRUCTIONS_DIR";
var COMMAND_VAR = "BENCHGATE_INSTRUCTIONS_COMMAND";

// src/instructions/counters/counter.ts
var COUNTER_VAR = "BENCHGATE_INSTRUCTIONS_COUNTER";

// src/instructions/regular-file.ts
import { closeSync, constants, fstatSync, openSync } from "node:fs";
var NotRegularFile = class extends Error {
  constructor(file, kind) {
    super(`${file} is ${kind}`);
    this.file = file;
    this.kind = kind;
  }
  file;
  kind;
};
function withRegularFile(file, use) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    if (e.code === "ELOOP") throw new NotRegularFile(file, "a link");
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotRegularFile(file, "not a plain file");
    return use(fd, st.size);
  } finally {
    closeSync(fd);
  }
}

// src/instructions/counters/perf.ts
var PERF_EVENT = "instructions:u";

// src/instructions/drivers/google-benchmark-index.ts
var GOOGLE_BENCHMARK_INDEX = "google-benchmark.jsonl";
function googleBenchmarkRow(benchmark) {
  return `Benchmark${benchmark}`;
}
function isPoint(v) {
  const p = v;
  return typeof p === "object" && p !== null && Number.isInteger(p.iterations) && p.iterations > 0 && Number.isFinite(p.instructions) && typeof p.file === "string";
}
function isGoogleBenchmarkEntry(v) {
  const e = v;
  return typeof e === "object" && e !== null && typeof e.benchmark === "string" && typeof e.symbol === "string" && Array.isArray(e.points) && e.points.length === 2 && e.points.every(isPoint) && e.points[1].iterations > e.points[0].iterations;
}

// src/instructions/attribution/callgrind-file.ts
var CallgrindFormatError = class extends Error {
  name = "CallgrindFormatError";
};
var ADDRESS_NAME = /^0x[0-9a-f]+$/i;
var RECURSION_LEVEL = /'\d+$/;
function parseCallgrind(text, source = "callgrind output") {
  const fail = (lineNo2, why) => {
    throw new CallgrindFormatError(`${source}:${lineNo2}: ${why}`);
  };
  const names = /* @__PURE__ */ new Map();
  const functions = /* @__PURE__ */ new Map();
  let command = "";
  let positions = 1;
  let irColumn = -1;
  let totals;
  let fn;
  let callCost = false;
  let lineNo = 0;
  let start = 0;
  const nameOf = (value, table) => {
    if (!value.startsWith("(")) return value;
    const close = value.indexOf(")");
    if (close < 0) fail(lineNo, `an unclosed name id: ${JSON.stringify(value.slice(0, 80))}`);
    const key = `${table}${value.slice(1, close)}`;
    const rest = value.slice(close + 1).trim();
    if (rest) {
      names.set(key, rest);
      return rest;
    }
    const known = names.get(key);
    if (known === void 0) fail(lineNo, `${value} is used before it is named`);
    return known;
  };
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    lineNo++;
    const c = line.charCodeAt(0);
    if (c >= 48 && c <= 57 || c === 43 || c === 45 || c === 42) {
      if (irColumn < 0) fail(lineNo, "a cost line before the events: line");
      if (fn === void 0) fail(lineNo, "a cost line before any fn= line");
      if (callCost) {
        callCost = false;
        continue;
      }
      const v = line.split(" ")[positions + irColumn];
      if (v !== void 0 && v !== "") {
        const n = Number(v);
        if (!Number.isFinite(n)) fail(lineNo, `not a count: ${JSON.stringify(v.slice(0, 40))}`);
        functions.set(fn, (functions.get(fn) ?? 0) + n);
      }
      continue;
    }
    const eq = line.indexOf("=");
    const key = eq > 0 ? line.slice(0, eq) : "";
    if (key === "fn") {
      const name = nameOf(line.slice(3), "fn").replace(RECURSION_LEVEL, "");
      fn = ADDRESS_NAME.test(name) ? NO_SYMBOL : name;
    } else if (key === "cfn" || key === "jfn") {
      nameOf(line.slice(eq + 1), "fn");
    } else if (key === "fl" || key === "fi" || key === "fe" || key === "cfi" || key === "cfl" || key === "jfi") {
      nameOf(line.slice(eq + 1), "fl");
    } else if (key === "ob" || key === "cob") {
      nameOf(line.slice(eq + 1), "ob");
    } else if (key === "calls") {
      callCost = true;
    } else if (key === "jump" || key === "jcnd") {
    } else if (line.startsWith("events:")) {
      irColumn = line.slice(7).trim().split(/\s+/).indexOf("Ir");
      if (irColumn < 0) fail(lineNo, `no Ir event in ${JSON.stringify(line.slice(0, 80))}`);
    } else if (line.startsWith("positions:")) {
      positions = line.slice(10).trim().split(/\s+/).length;
    } else if (line.startsWith("totals:")) {
      const v = Number(line.slice(7).trim().split(/\s+/)[irColumn < 0 ? 0 : irColumn]);
      if (!Number.isFinite(v)) fail(lineNo, "the totals: line has no count");
      totals = v;
    } else if (line.startsWith("cmd:")) {
      command = line.slice(4).trim();
    } else if (line === "" || line.startsWith("#") || /^(version|creator|pid|thread|part|desc|event|summary):/.test(line)) {
    } else {
      fail(lineNo, `not callgrind output: ${JSON.stringify(line.slice(0, 80))}`);
    }
  }
  if (totals === void 0) throw new CallgrindFormatError(`${source}: no totals: line (cut off?)`);
  return { command, functions, summary: totals };
}

// src/instructions/attribution/round-profile.ts
var CALIBRATION_PREFIX = "calibration-";
function isIndexEntry(v) {
  const e = v;
  return typeof e === "object" && e !== null && typeof e.package === "string" && typeof e.benchmark === "string" && Number.isInteger(e.n) && e.n > 0 && Array.isArray(e.files) && e.files.every((f) => typeof f === "string");
}
function indexLines(file, valid) {
  if (!existsSync(file)) return [];
  const out = [];
  for (const line of readFileSync2(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (valid(entry)) out.push(entry);
  }
  return out;
}
function readIndexes(folder) {
  const out = /* @__PURE__ */ new Map();
  for (const entry of indexLines(path2.join(folder, "index.jsonl"), isIndexEntry)) {
    if (entry.files.some((f) => path2.basename(f).startsWith(CALIBRATION_PREFIX))) continue;
    const at = (n) => entry.files.filter((f) => path2.basename(f).startsWith(`n${n}.`));
    out.set(keyOf({ group: entry.package, benchmark: entry.benchmark }), {
      n: entry.n,
      terms: [
        { files: at(entry.n), scale: -1 / entry.n },
        { files: at(2 * entry.n), scale: 1 / entry.n }
      ],
      parse: parseCachegrind
    });
  }
  for (const entry of indexLines(path2.join(folder, GOOGLE_BENCHMARK_INDEX), isGoogleBenchmarkEntry)) {
    const [a, b] = entry.points;
    const n = b.iterations - a.iterations;
    out.set(keyOf({ benchmark: googleBenchmarkRow(entry.benchmark) }), {
      n,
      terms: [
        { files: [a.file], scale: -1 / n },
        { files: [b.file], scale: 1 / n }
      ],
      parse: parseCallgrind
    });
  }
  return out;
}
function keyOf(row) {
  return `${row.group ?? ""}\0${row.benchmark}`;
}
function sumFiles(folder, files, parse = parseCachegrind) {
  const sum = /* @__PURE__ */ new Map();
  for (const f of files) {
    const abs = path2.resolve(folder, f);
    if (!abs.startsWith(folder + path2.sep)) throw new Error(`the index names a file outside ${folder}: ${JSON.stringify(f)}`);
    addInto(sum, parse(readFileSync2(abs, "utf8"), abs).functions);
  }
  return sum;
}
function roundProfiles(roundDir, wanted) {
  const folder = path2.resolve(roundDir, KEPT_FOLDER);
  const out = /* @__PURE__ */ new Map();
  if (!existsSync(folder)) return out;
  const recipes = readIndexes(folder);
  for (const row of wanted) {
    const key = keyOf(row);
    const recipe = recipes.get(key);
    if (recipe) {
      const perOp = /* @__PURE__ */ new Map();
      for (const term of recipe.terms) addInto(perOp, sumFiles(folder, term.files, recipe.parse), term.scale);
      out.set(key, { perOp, n: recipe.n });
    } else if (row.benchmark === COMMAND_BENCHMARK) {
      const commandFolder = path2.join(folder, "command");
      if (!existsSync(commandFolder)) continue;
      const files = readdirSync(commandFolder).filter((f) => f.endsWith(".out"));
      if (files.length > 0)
        out.set(key, {
          perOp: sumFiles(
            folder,
            files.map((f) => path2.join("command", f))
          ),
          n: 1
        });
    }
  }
  return out;
}

// src/instructions/attribution/attribute.ts
var MAX_ATTRIBUTED_FUNCTIONS = 50;
var MIN_FUNCTION_DELTA = 0.5;
var MIN_FUNCTION_SHARE = 1e-3;
function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}
function medianProfile(rounds2) {
  const names = /* @__PURE__ */ new Set();
  for (const r of rounds2) for (const k of r.perOp.keys()) names.add(k);
  const out = /* @__PURE__ */ new Map();
  for (const name of names) {
    const values = rounds2.map((r) => r.perOp.get(name) ?? 0);
    out.set(name, { median: median(values), range: Math.max(...values) - Math.min(...values) });
  }
  return out;
}
function noSymbolShare(profile) {
  let total = 0;
  for (const v of profile.values()) total += v.median;
  const unnamed = profile.get(NO_SYMBOL)?.median ?? 0;
  return total > 0 ? Math.min(1, Math.max(0, unnamed / total)) : 0;
}
function attributionOf(base, head) {
  const b = medianProfile(base);
  const h = medianProfile(head);
  let total = 0;
  for (const v of b.values()) total += v.median;
  const floor = Math.max(MIN_FUNCTION_DELTA, MIN_FUNCTION_SHARE * total);
  const changes = [];
  for (const name of /* @__PURE__ */ new Set([...b.keys(), ...h.keys()])) {
    const bv = b.get(name) ?? { median: 0, range: 0 };
    const hv = h.get(name) ?? { median: 0, range: 0 };
    const delta = hv.median - bv.median;
    if (Math.abs(delta) < floor || Math.abs(delta) <= Math.max(bv.range, hv.range)) continue;
    const deltaPct = bv.median >= 1 && hv.median >= 0 ? delta / bv.median * 100 : null;
    changes.push({ function: name, base: bv.median, head: hv.median, delta, deltaPct });
  }
  changes.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta) || (x.function < y.function ? -1 : x.function > y.function ? 1 : 0));
  return {
    rounds: { base: base.length, head: head.length },
    functions: changes.slice(0, MAX_ATTRIBUTED_FUNCTIONS),
    more: Math.max(0, changes.length - MAX_ATTRIBUTED_FUNCTIONS),
    noSymbol: { base: noSymbolShare(b), head: noSymbolShare(h) }
  };
}
function roundDirs(runsDir, side) {
  const dir = path3.join(runsDir, side);
  if (!existsSync2(dir)) return [];
  return readdirSync2(dir).filter((f) => /^round-\d+$/.test(f)).sort((a, b) => Number(a.slice(6)) - Number(b.slice(6))).map((f) => path3.join(dir, f));
}
function attachAttribution(report, runsDir, warn) {
  const rows = report.comparisons.filter(wantsAttribution);
  if (rows.length === 0) return;
  const wanted = rows.map((r) => ({ group: r.group, benchmark: r.benchmark }));
  const sides = { base: /* @__PURE__ */ new Map(), head: /* @__PURE__ */ new Map() };
  for (const side of ["base", "head"]) {
    for (const round of roundDirs(runsDir, side)) {
      let profiles;
      try {
        profiles = roundProfiles(round, wanted);
      } catch (e) {
        warn(`where the instructions went: ${path3.relative(runsDir, round)} skipped: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      for (const [key, profile] of profiles) {
        const list = sides[side].get(key) ?? [];
        list.push(profile);
        sides[side].set(key, list);
      }
    }
  }
  for (const row of rows) {
    const key = keyOf(row);
    const base = sides.base.get(key);
    const head = sides.head.get(key);
    if (base && head) row.attribution = attributionOf(base, head);
  }
}

// src/rules/read.ts
import { existsSync as existsSync3, readFileSync as readFileSync3 } from "node:fs";
import path4 from "node:path";
async function readRulesFromWorkingTree(config, cwd, root = cwd) {
  const full = config === void 0 ? path4.resolve(root, DEFAULT_RULES_FILE) : path4.resolve(cwd, config);
  const file = config ?? DEFAULT_RULES_FILE;
  if (!existsSync3(full)) {
    if (config === void 0) return void 0;
    throw new RulesError(file, [`${file}: no such file (--config names the rules file; leave it out to use ${DEFAULT_RULES_FILE} when it exists)`]);
  }
  const text = readFileSync3(full, "utf8");
  const { parseRules } = await import("./parse-2SFPQWPX.js");
  return parseRules(text, file, "working tree");
}

export {
  settingName,
  checkFormatId,
  checkRunSettings,
  COMPLETE_MARKER,
  RUN_FOLDER_FILES,
  RUN_RECORD_FILE,
  writeRunRecord,
  readRunRecord,
  STATE_FOLDER,
  OUT_FOLDER,
  KEPT_FOLDER,
  STATE_DIR_VAR,
  COMMAND_VAR,
  COUNTER_VAR,
  withRegularFile,
  PERF_EVENT,
  attachAttribution,
  readRulesFromWorkingTree
};
