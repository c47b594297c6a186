import {
  knownIds
} from "./chunk-HF6E3BD5.js";
import {
  DEFAULT_RULES_FILE,
  RulesError
} from "./chunk-34KRXD64.js";
import {
  NO_SYMBOL,
  addInto,
  parseCachegrind,
  rounds,
  wantsAttribution
} from "./chunk-VN5VR2EO.js";
import {
  Checker,
  SETTINGS,
  SettingsError
} from "./chunk-KECA4ODA.js";

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
  writeFileSync(`${file}.tmp`, JSON.stringify(record, null, 2) + "\n");
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

// src/instructions/drivers/command-exec.ts
var COMMAND_BENCHMARK = "BenchmarkCommand";

// src/instructions/attribution/round-profile.ts
var CALIBRATION_PREFIX = "calibration-";
function isIndexEntry(v) {
  const e = v;
  return typeof e === "object" && e !== null && typeof e.package === "string" && typeof e.benchmark === "string" && Number.isInteger(e.n) && e.n > 0 && Array.isArray(e.files) && e.files.every((f) => typeof f === "string");
}
function readIndex(folder) {
  const out = /* @__PURE__ */ new Map();
  const file = path2.join(folder, "index.jsonl");
  if (!existsSync(file)) return out;
  for (const line of readFileSync2(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isIndexEntry(entry)) continue;
    if (entry.files.some((f) => path2.basename(f).startsWith(CALIBRATION_PREFIX))) continue;
    out.set(keyOf({ group: entry.package, benchmark: entry.benchmark }), entry);
  }
  return out;
}
function keyOf(row) {
  return `${row.group ?? ""}\0${row.benchmark}`;
}
function sumFiles(folder, files) {
  const sum = /* @__PURE__ */ new Map();
  for (const f of files) {
    const abs = path2.resolve(folder, f);
    if (!abs.startsWith(folder + path2.sep)) throw new Error(`index.jsonl names a file outside ${folder}: ${JSON.stringify(f)}`);
    addInto(sum, parseCachegrind(readFileSync2(abs, "utf8"), abs).functions);
  }
  return sum;
}
function roundProfiles(roundDir, wanted) {
  const folder = path2.resolve(roundDir, KEPT_FOLDER);
  const out = /* @__PURE__ */ new Map();
  if (!existsSync(folder)) return out;
  const index = readIndex(folder);
  for (const row of wanted) {
    const key = keyOf(row);
    const entry = index.get(key);
    if (entry) {
      const at = (n) => entry.files.filter((f) => path2.basename(f).startsWith(`n${n}.`));
      const low = sumFiles(folder, at(entry.n));
      const high = sumFiles(folder, at(2 * entry.n));
      const perOp = /* @__PURE__ */ new Map();
      addInto(perOp, high, 1 / entry.n);
      addInto(perOp, low, -1 / entry.n);
      out.set(key, { perOp, n: entry.n });
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
  const { parseRules } = await import("./parse-Q267HEQ6.js");
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
  attachAttribution,
  readRulesFromWorkingTree
};
