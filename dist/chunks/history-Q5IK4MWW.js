import {
  MAX_FILES,
  RECORDS_PER_FILE,
  analyseCollected,
  checkoutRemote,
  collectHistory,
  historyTerminal,
  renderDashboard,
  renderHistoryMarkdown
} from "./chunk-V6RTTCLX.js";
import {
  findRepository
} from "./chunk-62KL5DRE.js";
import {
  commandHelp,
  flagGiven,
  writeOutput
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
  cliOptions,
  settingsFromFlags
} from "./chunk-4PTTIM2A.js";
import "./chunk-SEWDMQ6Q.js";

// src/cli/history.ts
import { mkdirSync } from "node:fs";
import path from "node:path";

// src/report/json-chunks.ts
var WHOLE = 64;
var INDENT = "  ";
function toJson(value, key) {
  if (typeof value === "object" && value !== null && typeof value.toJSON === "function") {
    return value.toJSON(key);
  }
  return value;
}
var isSkipped = (v) => v === void 0 || typeof v === "function" || typeof v === "symbol";
function isBig(v) {
  if (typeof v !== "object" || v === null) return false;
  const items = Array.isArray(v) ? v : Object.values(v);
  return items.length > WHOLE || items.some(isBig);
}
function* jsonChunks(value) {
  const v = toJson(value, "");
  yield* isSkipped(v) ? ["null"] : chunksOf(v, "");
}
function* jsonFileChunks(value) {
  yield* jsonChunks(value);
  yield "\n";
}
var BATCH = 256;
var hasToJson = (v) => typeof v === "object" && v !== null && typeof v.toJSON === "function";
function* chunksOf(v, pad, big = isBig(v)) {
  if (!big) {
    const text = JSON.stringify(v, null, INDENT);
    yield text === void 0 ? "null" : pad ? text.replace(/\n/g, `
${pad}`) : text;
    return;
  }
  const inner = pad + INDENT;
  if (Array.isArray(v)) {
    yield "[";
    let batch = [];
    let first = true;
    const flush = function* () {
      if (batch.length === 0) return;
      const text = JSON.stringify(batch, null, INDENT);
      yield `${first ? "" : ","}
${pad}${text.slice(2, -2).replace(/\n/g, `
${pad}`)}`;
      first = false;
      batch = [];
    };
    for (let i = 0; i < v.length; i++) {
      const raw = v[i];
      const itemBig = !hasToJson(raw) && isBig(raw);
      if (!itemBig && !hasToJson(raw)) {
        batch.push(raw);
        if (batch.length >= BATCH) yield* flush();
        continue;
      }
      yield* flush();
      const item = toJson(raw, String(i));
      yield `${first ? "" : ","}
${inner}`;
      first = false;
      yield* isSkipped(item) ? ["null"] : chunksOf(item, inner);
    }
    yield* flush();
    yield `
${pad}]`;
    return;
  }
  const entries = Object.entries(v).map(([k, item]) => [k, toJson(item, k)]).filter(([, item]) => !isSkipped(item));
  if (entries.length === 0) {
    yield "{}";
    return;
  }
  yield "{";
  for (let i = 0; i < entries.length; i++) {
    const [k, item] = entries[i];
    yield `${i ? "," : ""}
${inner}${JSON.stringify(k)}: `;
    yield* chunksOf(item, inner);
  }
  yield `
${pad}}`;
}

// src/cli/release-memory.ts
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
var collect;
function releaseMemory() {
  if (collect === void 0) {
    v8.setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc");
  }
  collect();
}

// src/cli/history.ts
var HISTORY_OUTPUT_HELP = [
  "  --json FILE            write the history JSON to FILE (version 2: each series with its",
  "                         points, change points and drift)",
  "  --markdown FILE        write the history as markdown to FILE (the series that need a look first)",
  "  --html DIR             write the static dashboard to DIR (index.html and history-data.js)",
  "  -h, --help             show this help"
];
var HELP = commandHelp(
  "history",
  `Usage: benchgate history [--store DIR | --data-branch B] [--window N] [--threshold T] [--json F] [--markdown F] [--html DIR]

Reads main's history that 'benchgate record' (or the action's mode: record) kept, and per
benchmark and metric finds:
  - change points: steps in the chain of paired ratios (each commit against its parent,
    measured on one runner, so a change of runner hardware is no step), and in the
    absolute medians of each CPU model;
  - drift: the cumulative change over the last --window recorded commits with its CI,
    flagged when the CI lies wholly beyond --threshold in the worse direction (ten
    commits of +1.6% each: +17%, which no pull request's gate sees).
Prints the series that need a look; --json writes the history JSON, --markdown the
report, --html a static dashboard (open DIR/index.html, or publish DIR with GitHub Pages).`,
  `Exit codes: 0 read and analysed (history does not gate), 2 bad input or tool error.

Example: benchgate history --data-branch benchgate-data --html site`,
  HISTORY_OUTPUT_HELP
);
var OPTIONS = {
  ...cliOptions("history"),
  json: { type: "string" },
  markdown: { type: "string" },
  html: { type: "string" },
  help: { type: "boolean", short: "h" }
};
var BOUND = MAX_FILES * RECORDS_PER_FILE;
var PEAK_GB_PER_MILLION = 0.45;
var CPU_SECONDS_AT_BOUND = 4;
function beyondBound(records) {
  if (records <= BOUND * 1.25) return void 0;
  const millions = records / 1e6;
  return `the store holds ${records.toLocaleString("en")} records, ${(records / BOUND).toFixed(1)}\xD7 its bound of ${BOUND.toLocaleString("en")} (${MAX_FILES} files \xD7 ${RECORDS_PER_FILE.toLocaleString("en")}): history keeps every record's figures in memory, about ${(millions * PEAK_GB_PER_MILLION).toFixed(1)} GB at its peak for this store (${PEAK_GB_PER_MILLION} GB a million records), and its analysis takes ${(records / BOUND).toFixed(0)}\xD7 a full store's time or more (a full store's: about ${CPU_SECONDS_AT_BOUND} s of CPU); to keep it within the bound, move the oldest history-*.jsonl files out of the store`;
}
async function main(argv) {
  const { values, positionals } = parseFlags("history", argv, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'
Run 'benchgate history --help' for usage.`);
  const s = settingsFromFlags("history", values);
  if (s.store !== void 0 && flagGiven(values, "data-branch")) throw new UsageError("--store and --data-branch are two stores: give one");
  let store;
  let repo = process.cwd();
  if (s.store !== void 0) {
    store = { kind: "folder", dir: path.resolve(s.store) };
  } else {
    repo = (await findRepository(process.cwd())).root;
    store = { kind: "branch", branch: s.dataBranch, timeoutMs: s.gitTimeoutMs, remote: await checkoutRemote(repo) };
  }
  const { collected, warnings } = await collectHistory(repo, store);
  for (const w of warnings) process.stderr.write(`warning: ${safeLogText(w.message)}
`);
  const beyond = beyondBound(collected.count);
  if (beyond) process.stderr.write(`warning: ${beyond}
`);
  const repository = collected.repository;
  const report = analyseCollected(collected, { window: s.historyWindow, threshold: s.threshold });
  for (const w of report.warnings ?? []) process.stderr.write(`warning: ${safeLogText(w.message)}
`);
  releaseMemory();
  process.stdout.write(historyTerminal(report, store));
  releaseMemory();
  if (values.json) {
    writeOutput(values.json, jsonFileChunks(report), "history JSON");
    releaseMemory();
  }
  if (values.markdown) {
    writeOutput(values.markdown, renderHistoryMarkdown(report, { repository }), "history markdown");
    releaseMemory();
  }
  if (values.html) {
    const dir = path.resolve(values.html);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw new UsageError(`cannot make the dashboard folder ${dir}: ${err.code ?? String(err)}`);
    }
    for (const [name, text] of Object.entries(renderDashboard(report, { repository }))) writeOutput(path.join(dir, name), text, "dashboard");
    process.stderr.write(`${safeLogText(`dashboard: ${path.join(dir, "index.html")}`)}
`);
  }
  return EXIT.ok;
}
export {
  beyondBound,
  main
};
