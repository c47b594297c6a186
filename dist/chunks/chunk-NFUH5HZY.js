import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/model.ts
function seriesKey(s) {
  return JSON.stringify([s.group ?? "", s.benchmark, s.metric]);
}
function benchmarkKey(s) {
  return JSON.stringify([s.group ?? "", s.benchmark]);
}
function rowLabel(s) {
  return `${s.group ? `${s.group} ` : ""}${s.benchmark} (${s.metric})`;
}
function pooledSamples(series) {
  if (series.runs.length === 1) return series.runs[0].samples;
  const out = [];
  for (const run of series.runs) for (const v of run.samples) out.push(v);
  return out;
}
function warningKey(w, text) {
  return JSON.stringify([w.code, w.benchmark ?? "", text]);
}
function parseWarning(code, message, benchmark) {
  return benchmark === void 0 ? { code, message } : { code, message, benchmark };
}
var UserError = class extends Error {
  name = "UserError";
  exitCode = 2;
};
var ParseError = class extends UserError {
  constructor(reason, file, line) {
    super(`${file ?? "<input>"}${line !== void 0 ? `:${line}` : ""}: ${reason}`);
    this.reason = reason;
    this.file = file;
    this.line = line;
    this.name = "ParseError";
  }
  reason;
  file;
  line;
};
var MIN_ALPHA = 1e-300;
var DEFAULT_STATS_SETTINGS = {
  alpha: 0.05,
  threshold: 0.05,
  correction: "holm",
  outliers: "iqr",
  gate: ["time", "rate"],
  test: "mann-whitney",
  failOnInconclusive: false
};
var VERDICTS = [
  "regression",
  "improvement",
  "minor",
  "unchanged",
  "inconclusive",
  "insufficient",
  "added",
  "removed",
  "ignored",
  "accepted"
];
var DECISION_NOTES = ["holm-stopped", "edge"];

export {
  __require,
  __commonJS,
  __toESM,
  seriesKey,
  benchmarkKey,
  rowLabel,
  pooledSamples,
  warningKey,
  parseWarning,
  UserError,
  ParseError,
  MIN_ALPHA,
  DEFAULT_STATS_SETTINGS,
  VERDICTS,
  DECISION_NOTES
};
