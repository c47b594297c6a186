import {
  knownIds
} from "./chunk-CFRAM4B4.js";
import {
  DEFAULT_RULES_FILE,
  RulesError
} from "./chunk-DYL55U3Y.js";
import {
  rounds
} from "./chunk-UDFJWDMU.js";
import {
  Checker,
  SETTINGS,
  SettingsError
} from "./chunk-CZT44XYY.js";

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
var RUN_FOLDER_FILES = [...STREAM_FILES, COMPLETE_MARKER];
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

// src/rules/read.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";
async function readRulesFromWorkingTree(config, cwd, root = cwd) {
  const full = config === void 0 ? path2.resolve(root, DEFAULT_RULES_FILE) : path2.resolve(cwd, config);
  const file = config ?? DEFAULT_RULES_FILE;
  if (!existsSync(full)) {
    if (config === void 0) return void 0;
    throw new RulesError(file, [`${file}: no such file (--config names the rules file; leave it out to use ${DEFAULT_RULES_FILE} when it exists)`]);
  }
  const text = readFileSync2(full, "utf8");
  const { parseRules } = await import("./parse-5U3OAMYT.js");
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
  readRulesFromWorkingTree
};
