import {
  UserError
} from "./chunk-4PTTIM2A.js";

// src/rules/rule-set.ts
var DEFAULT_RULES_FILE = ".github/benchgate.yml";
var MAX_LISTED_PROBLEMS = 20;
var RulesError = class extends UserError {
  constructor(file, problems) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  ${p}`);
    const more = problems.length - listed.length;
    super(
      `${file}: the rules file is not valid (${problems.length} problem${problems.length === 1 ? "" : "s"}):
${listed.join("\n")}` + (more > 0 ? `
  \u2026 and ${more} more problem${more === 1 ? "" : "s"}` : "")
    );
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
