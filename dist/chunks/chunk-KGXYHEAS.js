import {
  DEFAULT_RULES_FILE,
  RulesError
} from "./chunk-XYLLIEGT.js";

// src/rules/read.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
async function readRulesFromWorkingTree(config, cwd, root = cwd) {
  const full = config === void 0 ? path.resolve(root, DEFAULT_RULES_FILE) : path.resolve(cwd, config);
  const file = config ?? DEFAULT_RULES_FILE;
  if (!existsSync(full)) {
    if (config === void 0) return void 0;
    throw new RulesError(file, [`${file}: no such file (--config names the rules file; leave it out to use ${DEFAULT_RULES_FILE} when it exists)`]);
  }
  const text = readFileSync(full, "utf8");
  const { parseRules } = await import("./parse-SBGSZQNO.js");
  return parseRules(text, file, "working tree");
}

export {
  readRulesFromWorkingTree
};
