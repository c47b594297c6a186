import {
  UserError
} from "./chunk-QREY5RAV.js";

// src/rules/rule-set.ts
var DEFAULT_RULES_FILE = ".github/benchgate.yml";
var RulesError = class extends UserError {
  constructor(file, problems) {
    super(`${file}: the rules file is not valid (${problems.length} problem${problems.length === 1 ? "" : "s"}):
${problems.map((p) => `  ${p}`).join("\n")}`);
    this.file = file;
    this.problems = problems;
  }
  file;
  problems;
  name = "RulesError";
};

export {
  DEFAULT_RULES_FILE,
  RulesError
};
