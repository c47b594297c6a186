#!/usr/bin/env node
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
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
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
function pooledSamples(series2) {
  if (series2.runs.length === 1) return series2.runs[0].samples;
  const out = [];
  for (const run2 of series2.runs) for (const v of run2.samples) out.push(v);
  return out;
}
function parseWarning(code, message, benchmark) {
  return benchmark === void 0 ? { code, message } : { code, message, benchmark };
}
var UserError, ParseError, DEFAULT_STATS_SETTINGS, VERDICTS;
var init_model = __esm({
  "src/model.ts"() {
    "use strict";
    UserError = class extends Error {
      name = "UserError";
      exitCode = 2;
    };
    ParseError = class extends UserError {
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
    DEFAULT_STATS_SETTINGS = {
      alpha: 0.05,
      threshold: 0.05,
      correction: "holm",
      outliers: "iqr",
      gate: ["time", "rate"],
      test: "mann-whitney",
      failOnInconclusive: false
    };
    VERDICTS = [
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
  }
});

// src/cli/exit.ts
var EXIT, UsageError;
var init_exit = __esm({
  "src/cli/exit.ts"() {
    "use strict";
    init_model();
    EXIT = { ok: 0, regression: 1, error: 2 };
    UsageError = class extends UserError {
      name = "UsageError";
    };
  }
});

// src/report/escape.ts
function flattenLine(text) {
  return text.replace(/\r\n/g, "\n").replace(CONTROL, " ");
}
function breakReferences(text) {
  return text.replace(/@(?!\u200b)/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`).replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}
function breakAutolinks(text) {
  return text.replace(/:(?=\/\/)/g, `:${ZWSP}`).replace(/\b(www)\./gi, `$1${ZWSP}.`).replace(/\b(mailto|xmpp):(?!\u200b)/gi, `$1:${ZWSP}`);
}
function inertLine(text) {
  return breakAutolinks(breakReferences(flattenLine(text)));
}
function escapeText(text) {
  return inertLine(text).replace(/[&<>|`[\]*_~\\]/g, (c) => ENTITIES[c]);
}
function escapeTextWithCode(text) {
  return text.split(/`([^`]*)`/).map((part, i) => i % 2 === 1 ? codeSpan(part) : escapeText(part)).join("");
}
function codeSpan(text) {
  const flat = breakCommentOpener(breakReferences(flattenLine(text))).replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, "\\|");
  let longestRun = 0;
  for (const run2 of flat.match(/`+/g) ?? []) longestRun = Math.max(longestRun, run2.length);
  const fence = "`".repeat(longestRun + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat === "" ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
function wrapPoints(text) {
  if (Array.from(text).length <= NO_WRAP) return [text];
  const pieces = [];
  let piece = "";
  let run2 = 0;
  let previous = "";
  for (const ch of text) {
    const camel = /[a-z]/.test(previous) && /[A-Z]/.test(ch);
    if (piece !== "" && (camel || run2 >= WRAP_RUN || ch === "\u2026")) {
      pieces.push(piece);
      piece = "";
      run2 = 0;
    }
    piece += ch;
    run2 = ch === "\u2026" ? -7 : run2 + 1;
    if (SEPARATOR.test(ch)) {
      pieces.push(piece);
      piece = "";
      run2 = 0;
    }
    previous = ch;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}
function wrappingCode(text) {
  const flat = flattenLine(text);
  return wrapPoints(flat).length === 1 ? codeSpan(flat) : `<code>${wrappingText(flat)}</code>`;
}
function wrappingText(text) {
  return wrapPoints(breakAutolinks(breakReferences(flattenLine(text)))).map(escapeText).join("<wbr>");
}
function escapeTerminal(text) {
  return text.replace(CONTROL, (c) => c === "\n" ? "\\n" : c === "	" ? " " : `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
function neutraliseCommands(line) {
  return line.replace(COMMAND_START, `$1:${ZWSP}`).replace(LEGACY_COMMAND, `#${ZWSP}#[`);
}
function safeLogJson(json2) {
  return json2.replace(LEGACY_COMMAND, "#\\u0023[");
}
function safeLogText(text) {
  if (!NEEDS_LOG_SAFETY.test(text)) return text;
  return text.split(/(\r\n|\r|\n|\u2028|\u2029|\u0085)/).map((part, i) => i % 2 === 1 ? part === "\r\n" ? part : "\n" : neutraliseCommands(part)).join("");
}
var ZWSP, CONTROL, breakCommentOpener, ENTITIES, SEPARATOR, WRAP_RUN, NO_WRAP, COMMAND_START, LEGACY_COMMAND, NEEDS_LOG_SAFETY;
var init_escape = __esm({
  "src/report/escape.ts"() {
    "use strict";
    ZWSP = "\u200B";
    CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
    breakCommentOpener = (text) => text.replace(/<!--/g, `<${ZWSP}!--`);
    ENTITIES = {
      "&": "&amp;",
      "<": "&lt;",
      ">": "&gt;",
      "|": "&#124;",
      "`": "&#96;",
      "[": "&#91;",
      "]": "&#93;",
      "*": "&#42;",
      _: "&#95;",
      "~": "&#126;",
      "\\": "&#92;"
    };
    SEPARATOR = /[/.=,:;_\-+)\]}>|&]/;
    WRAP_RUN = 10;
    NO_WRAP = 16;
    COMMAND_START = /^((?:[\s\u0085]|\x1b\[[0-9;]*m)*):(?=:)/;
    LEGACY_COMMAND = /##\[/g;
    NEEDS_LOG_SAFETY = /::|##\[|[\r\u2028\u2029\u0085]/;
  }
});

// src/formats/units.ts
function timeFactor(unit) {
  return TIME[unit.trim()];
}
function bytesFactor(unit) {
  return BYTES[unit.trim()];
}
function parseNumber(text) {
  const cleaned = text.trim().replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(cleaned) && !/^[-+]?(inf|infinity|nan)$/i.test(cleaned)) return NaN;
  return Number(cleaned.replace(/^([-+]?)inf(inity)?$/i, "$1Infinity"));
}
function betterForUnit(unit) {
  return /\/s(ec)?$/.test(unit) || /^ops?\b/.test(unit) ? "higher" : "lower";
}
var TIME, BYTES;
var init_units = __esm({
  "src/formats/units.ts"() {
    "use strict";
    TIME = {
      ps: 1e-12,
      ns: 1e-9,
      us: 1e-6,
      \u00B5s: 1e-6,
      // U+00B5 micro sign
      \u03BCs: 1e-6,
      // U+03BC greek mu (BenchmarkDotNet)
      ms: 1e-3,
      s: 1,
      sec: 1,
      m: 60,
      min: 60,
      h: 3600
    };
    BYTES = {
      B: 1,
      KB: 1e3,
      MB: 1e6,
      GB: 1e9,
      KiB: 1024,
      MiB: 1024 ** 2,
      GiB: 1024 ** 3
    };
  }
});

// src/formats/series.ts
var SeriesCollector, ContextCollector, WarningList;
var init_series = __esm({
  "src/formats/series.ts"() {
    "use strict";
    init_model();
    SeriesCollector = class {
      // Nested maps group → benchmark → metric: as unambiguous as a joined key whatever characters
      // the names contain, without building a key string per sample (a large log has 10⁵ of them).
      byGroup = /* @__PURE__ */ new Map();
      ordered = [];
      // The last (group, benchmark) and its metrics: consecutive samples are mostly of one benchmark
      // (-count=10), and comparing the name is cheaper than hashing it again.
      last;
      add(benchmark, group, metric, unit, better, value) {
        this.samples(benchmark, group, metric, unit, better).push(value);
      }
      /**
       * The sample list `add` appends to, for a parser that appends many in a row (Go's -count lines
       * follow one another): no lookup per sample. Samples pushed there belong to no known process.
       */
      samples(benchmark, group, metric, unit, better) {
        const run2 = this.seriesOf(benchmark, group, metric, unit, better).runs[0];
        if (run2.processes) delete run2.processes;
        return run2.samples;
      }
      /**
       * Adds the samples of one worker process (a JMH fork, a BenchmarkDotNet launch): they join the
       * run's samples and are kept as one of its `processes`. A series keeps processes only while
       * every one of its samples came this way, so that they together hold exactly its samples.
       */
      addProcess(benchmark, group, metric, unit, better, values) {
        if (values.length === 0) return;
        const run2 = this.seriesOf(benchmark, group, metric, unit, better).runs[0];
        const known = run2.samples.length === 0 || run2.processes !== void 0;
        for (const v of values) run2.samples.push(v);
        if (known) (run2.processes ??= []).push([...values]);
      }
      seriesOf(benchmark, group, metric, unit, better) {
        let byMetric;
        const last = this.last;
        if (last && last.benchmark === benchmark && last.group === (group ?? null)) {
          byMetric = last.byMetric;
        } else {
          let byBenchmark = this.byGroup.get(group ?? null);
          if (!byBenchmark) this.byGroup.set(group ?? null, byBenchmark = /* @__PURE__ */ new Map());
          byMetric = byBenchmark.get(benchmark);
          if (!byMetric) byBenchmark.set(benchmark, byMetric = /* @__PURE__ */ new Map());
          this.last = { group: group ?? null, benchmark, byMetric };
        }
        let series2 = byMetric.get(metric);
        if (!series2) {
          series2 = group === void 0 ? { benchmark, metric, unit, better, runs: [{ samples: [] }] } : { benchmark, group, metric, unit, better, runs: [{ samples: [] }] };
          byMetric.set(metric, series2);
          this.ordered.push(series2);
        }
        return series2;
      }
      get size() {
        return this.ordered.length;
      }
      series() {
        return [...this.ordered];
      }
    };
    ContextCollector = class {
      values = /* @__PURE__ */ new Map();
      set(key, value) {
        const seen = this.values.get(key);
        if (!seen) this.values.set(key, [value]);
        else if (!seen.includes(value) && seen.length <= 20) seen.push(value);
      }
      toRecord() {
        const out = {};
        for (const [key, vals] of this.values) {
          out[key] = vals.length > 20 ? `${vals.slice(0, 20).join(", ")}, \u2026` : vals.join(", ");
        }
        return out;
      }
    };
    WarningList = class {
      constructor(limit = 50) {
        this.limit = limit;
      }
      limit;
      kept = [];
      dropped = 0;
      push(code, message, benchmark) {
        if (this.kept.length < this.limit) this.kept.push(parseWarning(code, message, benchmark));
        else this.dropped++;
      }
      get length() {
        return this.kept.length + this.dropped;
      }
      /** The first warning's text (for an error that says why nothing was read). */
      get first() {
        return this.kept[0]?.message;
      }
      toArray() {
        return this.dropped ? [...this.kept, parseWarning("more-warnings", `\u2026 and ${this.dropped} more warnings like these`)] : [...this.kept];
      }
    };
  }
});

// src/formats/text.ts
function splitLines(text) {
  const lines = text.includes("\r") ? text.split(/\r?\n/) : text.split("\n");
  const terminated = lines.length > 1 && lines[lines.length - 1] === "";
  if (terminated || lines[lines.length - 1] === "") lines.pop();
  return { lines, terminated };
}
function stripAnsi(text) {
  return text.includes("\x1B") ? text.replace(ANSI, "") : text;
}
function head(text, maxChars = 256 * 1024) {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}
var LineReader, ANSI, LineCounter;
var init_text = __esm({
  "src/formats/text.ts"() {
    "use strict";
    LineReader = class {
      constructor(text) {
        this.text = text;
      }
      text;
      at = 0;
      /** The next line, without its LF or CRLF; undefined after the last. */
      next() {
        const { text } = this;
        if (this.at > text.length) return void 0;
        const nl = text.indexOf("\n", this.at);
        if (nl === -1) {
          const last = text.slice(this.at);
          this.at = text.length + 1;
          return last === "" ? void 0 : last;
        }
        const line = text.slice(this.at, nl > this.at && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
        this.at = nl + 1;
        return line;
      }
    };
    ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
    LineCounter = class {
      constructor(text) {
        this.text = text;
      }
      text;
      line = 1;
      counted = 0;
      at(offset) {
        const end = Math.min(offset, this.text.length);
        for (let i = this.text.indexOf("\n", this.counted); i !== -1 && i < end; i = this.text.indexOf("\n", i + 1)) this.line++;
        this.counted = Math.max(this.counted, end);
        return this.line;
      }
    };
  }
});

// src/formats/go.ts
function metricOf(unit) {
  return KNOWN_UNITS[unit] ?? { metric: unit, unit, factor: 1, better: betterForUnit(unit) };
}
function isSpace(c) {
  if (c < 128) return c === 32 || c >= 9 && c <= 13;
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function resultOffsets(line, offsets) {
  if (!line.startsWith("Benchmark")) return void 0;
  const next = line.charCodeAt(9);
  if (next >= 97 && next <= 122) return void 0;
  offsets.scan(line);
  if (offsets.count < 2 || !offsets.isDigits(line, 1)) return void 0;
  return offsets;
}
function isTestJson(text) {
  return /^\s*\{"Time":"[^"]*","Action":"/.test(head(text, 4096)) || /^\s*\{"Action":"/.test(head(text, 4096));
}
function fromTestJson(text, file, warnings) {
  const packages = /* @__PURE__ */ new Map();
  const source = splitLines(text).lines;
  for (let i = 0; i < source.length; i++) {
    const raw = source[i].trim();
    if (!raw) continue;
    let event;
    try {
      event = JSON.parse(raw);
    } catch {
      warnings.push("line-skipped", `${file}:${i + 1}: not a go test -json event (cut off?); line skipped`);
      continue;
    }
    if (event?.Action !== "output" || typeof event.Output !== "string") continue;
    const key = typeof event.Package === "string" ? event.Package : "";
    let pkg = packages.get(key);
    if (!pkg) packages.set(key, pkg = { lines: [], origins: [], partial: "" });
    const parts = (pkg.partial + event.Output).split("\n");
    pkg.partial = parts.pop();
    for (const part of parts) {
      pkg.lines.push(part.replace(/\r$/, ""));
      pkg.origins.push(i + 1);
    }
  }
  const lines = [];
  const origins = [];
  let terminated = true;
  for (const pkg of packages.values()) {
    for (const line of pkg.lines) lines.push(line);
    for (const origin of pkg.origins) origins.push(origin);
    if (pkg.partial) {
      lines.push(pkg.partial);
      origins.push(source.length);
      terminated = false;
    }
  }
  return { lines, origin: (k) => origins[k] ?? source.length, terminated };
}
function parse(input) {
  if (input.kind !== "text") throw new ParseError("go test -bench output is text; got a directory", input.dir);
  const file = input.file;
  const warnings = new WarningList();
  const text = stripAnsi(input.text);
  const { lines, origin, terminated } = isTestJson(text) ? fromTestJson(text, file, warnings) : { ...splitLines(text), origin: (k) => k + 1 };
  const collector = new SeriesCollector();
  const context2 = new ContextCollector();
  const unitsSeen = new Set(Object.keys(KNOWN_UNITS));
  let pkg;
  let values = new Float64Array(8);
  const offsets = new FieldOffsets();
  let lastName = "";
  const lastUnits = [];
  const lastMetrics = [];
  const sinks = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = origin(i);
    const first = line.charCodeAt(0);
    const config = first >= 97 && first <= 122 ? CONFIG_LINE.exec(line) : null;
    if (config) {
      const value = (config[2] ?? "").trim();
      if (config[1] === "pkg" && (value || void 0) !== pkg) {
        pkg = value || void 0;
        sinks.length = 0;
      }
      if (value) context2.set(config[1], value);
      continue;
    }
    const fields = resultOffsets(line, offsets);
    if (!fields) continue;
    let name2 = lastName;
    if (!fields.fieldIs(line, 0, lastName)) {
      name2 = lastName = fields.field(line, 0);
      sinks.length = 0;
    }
    const pairs = fields.count - 2;
    if (pairs === 0 || pairs % 2 !== 0) {
      warnings.push("truncated", `${file}:${lineNo}: result line of ${name2} has a value without its unit \u2014 the output looks cut off; line skipped`, name2);
      continue;
    }
    if (values.length < pairs / 2) values = new Float64Array(pairs);
    let count = 0;
    let bad;
    for (let f = 2; f < fields.count; f += 2) {
      let v = fields.decimal(line, f);
      if (Number.isNaN(v)) {
        const text2 = fields.field(line, f);
        v = parseNumber(text2);
        if (Number.isNaN(v) && !/^[-+]?nan$/i.test(text2)) {
          bad = `'${text2}' is not a number`;
          break;
        }
      }
      values[count++] = v;
    }
    if (bad) {
      warnings.push("line-skipped", `${file}:${lineNo}: result line of ${name2}: ${bad}; line skipped`, name2);
      continue;
    }
    const lastUnit = fields.field(line, fields.count - 1);
    if (i === lines.length - 1 && !terminated && !unitsSeen.has(lastUnit)) {
      warnings.push(
        "truncated",
        `${file}:${lineNo}: the last line has no line end and its unit '${lastUnit}' appears nowhere else \u2014 the output looks cut off; that value skipped`,
        name2
      );
      count--;
    }
    for (let p = 0; p < count; p++) {
      if (p >= lastUnits.length || !fields.fieldIs(line, 3 + 2 * p, lastUnits[p])) {
        lastUnits[p] = fields.field(line, 3 + 2 * p);
        lastMetrics[p] = metricOf(lastUnits[p]);
        unitsSeen.add(lastUnits[p]);
        sinks[p] = void 0;
      }
      const m = lastMetrics[p];
      (sinks[p] ??= collector.samples(name2, pkg, m.metric, m.unit, m.better)).push(values[p] * m.factor);
    }
  }
  if (collector.size === 0) {
    const why = warnings.length ? ` (${warnings.length} malformed result line(s); first: ${warnings.first})` : "";
    throw new ParseError(
      `no Go benchmark results found${why}: expected lines like "BenchmarkName-8  1000  123 ns/op"; check that \`go test -bench\` matched a benchmark`,
      file
    );
  }
  return { format: "go", series: collector.series(), context: context2.toRecord(), warnings: warnings.toArray() };
}
function detect(input) {
  if (input.kind !== "text") return 0;
  if (isTestJson(input.text)) return /"Output":"[^"]*\bns\/op\b/.test(head(input.text)) ? 0.95 : 0.5;
  const reader = new LineReader(head(input.text));
  let results = 0;
  let config = 0;
  const offsets = new FieldOffsets();
  for (let line = reader.next(); line !== void 0; line = reader.next()) {
    const fields = resultOffsets(line, offsets);
    if (fields && fields.count >= 4 && fields.count % 2 === 0 && /\/(op|s)$/.test(fields.field(line, 3))) results++;
    else if (/^(goos|goarch|pkg|cpu):\s/.test(line)) config++;
    if (results >= 3) break;
  }
  if (results > 0) return results >= 3 || config > 0 ? 0.95 : 0.8;
  return config >= 2 ? 0.3 : 0;
}
var KNOWN_UNITS, CONFIG_LINE, POWERS_OF_TEN, FieldOffsets, go;
var init_go = __esm({
  "src/formats/go.ts"() {
    "use strict";
    init_model();
    init_units();
    init_series();
    init_text();
    KNOWN_UNITS = {
      "ns/op": { metric: "time", unit: "s", factor: 1e-9, better: "lower" },
      "sec/op": { metric: "time", unit: "s", factor: 1, better: "lower" },
      "MB/s": { metric: "throughput", unit: "B/s", factor: 1e6, better: "higher" },
      "B/s": { metric: "throughput", unit: "B/s", factor: 1, better: "higher" },
      "B/op": { metric: "alloc-bytes", unit: "B", factor: 1, better: "lower" },
      "allocs/op": { metric: "allocs", unit: "allocs", factor: 1, better: "lower" }
    };
    CONFIG_LINE = /^([a-z][^\s:]*):(?:\s+(.*))?$/;
    POWERS_OF_TEN = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
    FieldOffsets = class {
      starts = new Int32Array(16);
      ends = new Int32Array(16);
      count = 0;
      scan(line) {
        const n = line.length;
        let count = 0;
        let i = 0;
        for (; ; ) {
          while (i < n && isSpace(line.charCodeAt(i))) i++;
          if (i === n) break;
          const start = i;
          while (i < n && !isSpace(line.charCodeAt(i))) i++;
          if (count === this.starts.length) this.grow();
          this.starts[count] = start;
          this.ends[count++] = i;
        }
        this.count = count;
        return this;
      }
      grow() {
        const starts = new Int32Array(2 * this.starts.length);
        const ends = new Int32Array(2 * this.ends.length);
        starts.set(this.starts);
        ends.set(this.ends);
        this.starts = starts;
        this.ends = ends;
      }
      field(line, k) {
        return line.slice(this.starts[k], this.ends[k]);
      }
      /** Whether field k of `line` is `text` (compared in place: no string cut). */
      fieldIs(line, k, text) {
        return this.ends[k] - this.starts[k] === text.length && line.startsWith(text, this.starts[k]);
      }
      /**
       * Field k as a plain decimal (/^\d+(\.\d+)?$/, what Go prints), read in place; NaN when it is not
       * one. Up to 15 digits the digits form an exact integer and dividing it by the exact power of ten
       * rounds once, correctly: the same double Number() gives, without cutting the field out.
       */
      decimal(line, k) {
        const end = this.ends[k];
        let i = this.starts[k];
        let mantissa = 0;
        let digits = 0;
        let fraction = -1;
        for (; i < end; i++) {
          const c = line.charCodeAt(i);
          if (c >= 48 && c <= 57) {
            mantissa = mantissa * 10 + (c - 48);
            digits++;
            if (fraction >= 0) fraction++;
          } else if (c === 46 && fraction < 0 && digits > 0) {
            fraction = 0;
          } else {
            return NaN;
          }
        }
        if (digits === 0 || fraction === 0) return NaN;
        if (digits > 15) return Number(line.slice(this.starts[k], end));
        return fraction > 0 ? mantissa / POWERS_OF_TEN[fraction] : mantissa;
      }
      /** Whether field k is one or more ASCII digits (/^\d+$/). */
      isDigits(line, k) {
        for (let i = this.starts[k]; i < this.ends[k]; i++) {
          const c = line.charCodeAt(i);
          if (c < 48 || c > 57) return false;
        }
        return this.ends[k] > this.starts[k];
      }
    };
    go = {
      id: "go",
      description: "Go `go test -bench` output, plain or -json (-benchmem, -count, -cpu, sub-benchmarks, ReportMetric)",
      detect,
      parse
    };
  }
});

// src/formats/google-benchmark.ts
function counterMetric(name2) {
  return COUNTER_METRICS[name2] ?? { metric: name2, unit: "", better: /(per_?s(ec(ond)?)?|\/s|rate|ops|throughput)$/i.test(name2) ? "higher" : "lower" };
}
function toResult(runs, context2, warnings, file) {
  const withIterations = new Set(runs.filter((r) => !r.aggregate).map((r) => r.name));
  const fallback = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (!r.aggregate || withIterations.has(r.name)) continue;
    const held = fallback.get(r.name);
    if (r.aggregate === "median" || r.aggregate === "mean" && held?.aggregate !== "median") fallback.set(r.name, r);
  }
  if (fallback.size > 0) {
    warnings.push(
      "summary-only",
      `${file}: ${fallback.size} benchmark(s) reported only aggregates (--benchmark_report_aggregates_only?): their median is used as one sample per run; report every repetition for a real sample`
    );
  }
  const collector = new SeriesCollector();
  for (const r of runs) {
    if (r.aggregate && fallback.get(r.name) !== r) continue;
    collector.add(r.name, void 0, "time", "s", "lower", r.time);
    collector.add(r.name, void 0, "cpu-time", "s", "lower", r.cpuTime);
    for (const [name2, value] of r.counters) {
      const m = counterMetric(name2);
      collector.add(r.name, void 0, m.metric, m.unit, m.better, value);
    }
  }
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : "";
    throw new ParseError(`no Google Benchmark results found${why}`, file);
  }
  return { format: "google-benchmark", series: collector.series(), context: context2, warnings: warnings.toArray() };
}
function jsonErrorLine(text, err) {
  const msg = err instanceof Error ? err.message : "";
  const lc = /line (\d+)/.exec(msg);
  if (lc) return Number(lc[1]);
  const pos = /position (\d+)/.exec(msg);
  if (!pos) return /end of JSON input/.test(msg) ? text.split("\n").length : void 0;
  let line = 1;
  const end = Math.min(Number(pos[1]), text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
function flattenContext(ctx) {
  const out = {};
  if (!ctx || typeof ctx !== "object" || Array.isArray(ctx)) return out;
  for (const [key, value] of Object.entries(ctx)) {
    if (key === "caches" && Array.isArray(value)) {
      out.caches = value.map(
        (c) => `L${String(c?.level)} ${String(c?.type)} ${typeof c?.size === "number" ? `${c.size / 1024} KiB` : String(c?.size)}`
      ).join(", ");
    } else if (Array.isArray(value)) out[key] = value.map(String).join(", ");
    else if (value !== null && typeof value === "object") out[key] = JSON.stringify(value).slice(0, 200);
    else out[key] = String(value);
  }
  return out;
}
function parseJson(text, file) {
  let doc;
  const start = text.search(/^\{/m);
  const body = start > 0 ? text.slice(start) : text;
  try {
    doc = JSON.parse(body);
  } catch (err) {
    const line = jsonErrorLine(body, err);
    throw new ParseError(
      `invalid Google Benchmark JSON (${err instanceof Error ? err.message : String(err)}) \u2014 the file looks cut off or is not --benchmark_format=json output`,
      file,
      line === void 0 ? void 0 : line + (start > 0 ? text.slice(0, start).split("\n").length - 1 : 0)
    );
  }
  const benchmarks = doc?.benchmarks;
  if (!Array.isArray(benchmarks)) throw new ParseError('not Google Benchmark JSON: no "benchmarks" array', file);
  const warnings = new WarningList();
  const runs = [];
  benchmarks.forEach((entry, i) => {
    const where2 = `${file}: benchmarks[${i}]`;
    if (!entry || typeof entry !== "object") return void warnings.push("line-skipped", `${where2} is not an object; skipped`);
    const b = entry;
    const name2 = typeof b.name === "string" ? b.name : void 0;
    if (!name2) return void warnings.push("line-skipped", `${where2} has no name; skipped`);
    const text2 = (v) => typeof v === "string" ? v : JSON.stringify(v);
    if (b.error_occurred === true)
      return void warnings.push("failed-benchmark", `${where2} (${name2}) failed: ${text2(b.error_message ?? "error")}; skipped`, name2);
    const isAggregate = b.run_type === "aggregate" || b.run_type === void 0 && AGGREGATE_SUFFIX.test(name2);
    const aggregate = isAggregate ? text2(b.aggregate_name ?? AGGREGATE_SUFFIX.exec(name2)?.[1] ?? "aggregate") : void 0;
    if (aggregate && aggregate !== "mean" && aggregate !== "median") return;
    const factor = timeFactor(typeof b.time_unit === "string" ? b.time_unit : "ns");
    if (factor === void 0) return void warnings.push("unit-unknown", `${where2} (${name2}) has unknown time_unit '${String(b.time_unit)}'; skipped`, name2);
    if (typeof b.real_time !== "number" || typeof b.cpu_time !== "number") {
      return void warnings.push("line-skipped", `${where2} (${name2}) has no numeric real_time/cpu_time; skipped`, name2);
    }
    const counters = [];
    for (const [key, value] of Object.entries(b)) {
      if (typeof value === "number" && !JSON_NON_COUNTERS.has(key)) counters.push([key, value]);
    }
    const baseName = typeof b.run_name === "string" && aggregate ? b.run_name : aggregate ? name2.replace(AGGREGATE_SUFFIX, "") : name2;
    runs.push({ name: baseName, aggregate, time: b.real_time * factor, cpuTime: b.cpu_time * factor, counters });
  });
  const context2 = flattenContext(doc.context);
  if (context2.library_build_type === "debug") {
    warnings.push("debug-build", `${file}: the benchmark library was built as DEBUG (context.library_build_type); timings may be affected`);
  }
  return toResult(runs, context2, warnings, file);
}
function readContextLine(line, context2, notes) {
  let m;
  if (m = /^Run on \((\d+) X ([\d.]+) MHz CPU/.exec(line)) {
    context2.num_cpus = m[1];
    context2.mhz_per_cpu = m[2];
  } else if (m = /^Running (.+)$/.exec(line)) context2.executable = m[1];
  else if (m = /^Load Average: (.+)$/.exec(line)) context2.load_avg = m[1];
  else if (m = /^\s+(L\d .+)$/.exec(line)) context2.caches = context2.caches ? `${context2.caches}, ${m[1]}` : m[1];
  else if (/^\d{4}-\d\d-\d\d[T ]\d/.test(line)) context2.date = line.trim();
  else if (m = /^\*\*\*WARNING\*\*\* (.+)$/.exec(line)) notes.push(m[1]);
}
function consoleCounter(key, text) {
  const m = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(Ki|Mi|Gi|Ti|Pi|Ei|[kKMGTPEmunp])?(\/s)?$/.exec(text);
  if (!m) return void 0;
  const prefix = m[2];
  let factor = 1;
  if (prefix && IEC[prefix]) factor = IEC[prefix];
  else if (prefix && key === "bytes_per_second" && BINARY_POWER[prefix]) factor = 1024 ** BINARY_POWER[prefix];
  else if (prefix) factor = SI[prefix];
  return Number(m[1]) * factor;
}
function parseConsole(text, file) {
  const { lines } = splitLines(text);
  const context2 = {};
  const warnings = new WarningList();
  const notes = [];
  const runs = [];
  let inTable = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const where2 = `${file}:${i + 1}`;
    if (CONSOLE_HEADER.test(line)) {
      inTable = true;
      continue;
    }
    if (!inTable) {
      readContextLine(line, context2, notes);
      continue;
    }
    if (/^-+$/.test(line.trim()) || line.trim() === "") continue;
    const t = line.trim().split(/\s+/);
    let j = 1;
    while (j + 4 < t.length && !(NUMBER.test(t[j]) && timeFactor(t[j + 1]) !== void 0 && NUMBER.test(t[j + 2]) && timeFactor(t[j + 3]) !== void 0 && /^\d+$/.test(t[j + 4])))
      j++;
    if (j + 4 >= t.length) {
      const name3 = t[0];
      if (/ERROR OCCURRED/.test(line))
        warnings.push("failed-benchmark", `${where2}: ${name3} failed (${line.slice(line.indexOf("ERROR OCCURRED")).trim()}); skipped`, name3);
      else if (!(AGGREGATE_SUFFIX.test(name3) && !/_(mean|median)$/.test(name3))) {
        warnings.push("truncated", `${where2}: not a complete result row (name, time, CPU, iterations) \u2014 the output looks cut off; line skipped`);
      }
      continue;
    }
    const name2 = t.slice(0, j).join(" ");
    const counters = [];
    let broken = false;
    for (const token of t.slice(j + 5)) {
      const eq = token.indexOf("=");
      if (eq <= 0) continue;
      const key = token.slice(0, eq);
      const value = consoleCounter(key, token.slice(eq + 1));
      if (value === void 0) broken = true;
      else counters.push([key, value]);
    }
    if (broken) {
      warnings.push("truncated", `${where2}: a counter of ${name2} is not a number \u2014 the output looks cut off; line skipped`, name2);
      continue;
    }
    const agg = AGGREGATE_SUFFIX.exec(name2);
    if (agg && agg[1] !== "mean" && agg[1] !== "median") continue;
    runs.push({
      name: agg ? name2.replace(AGGREGATE_SUFFIX, "") : name2,
      aggregate: agg?.[1],
      time: Number(t[j]) * timeFactor(t[j + 1]),
      cpuTime: Number(t[j + 2]) * timeFactor(t[j + 3]),
      counters
    });
  }
  for (const n of notes) warnings.push("harness-note", `${file}: ${n}`);
  return toResult(runs, context2, warnings, file);
}
function csvFields(line) {
  const out = [];
  let i = 0;
  for (; ; ) {
    if (line[i] === '"') {
      let value = "";
      i++;
      for (; ; ) {
        const q = line.indexOf('"', i);
        if (q === -1) return void 0;
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      out.push(value);
    } else {
      const c = line.indexOf(",", i);
      out.push(line.slice(i, c === -1 ? line.length : c));
      i = c === -1 ? line.length : c;
    }
    if (i >= line.length) return out;
    if (line[i] !== ",") return void 0;
    i++;
  }
}
function parseCsv(text, file) {
  const { lines } = splitLines(text);
  const context2 = {};
  const warnings = new WarningList();
  const notes = [];
  const runs = [];
  let header2;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const where2 = `${file}:${i + 1}`;
    if (!header2) {
      if (CSV_HEADER.test(line)) header2 = csvFields(line);
      else readContextLine(line, context2, notes);
      continue;
    }
    if (line.trim() === "") continue;
    const fields = csvFields(line);
    if (!fields || fields.length !== header2.length) {
      warnings.push(
        "truncated",
        `${where2}: expected ${header2.length} CSV fields, found ${fields ? fields.length : "an unclosed quote"} \u2014 the output looks cut off; line skipped`
      );
      continue;
    }
    const row2 = new Map(header2.map((h, k) => [h, fields[k]]));
    const name2 = row2.get("name");
    if (row2.get("error_occurred") === "true") {
      warnings.push("failed-benchmark", `${where2}: ${name2} failed: ${row2.get("error_message") ?? "error"}; skipped`, name2);
      continue;
    }
    const agg = AGGREGATE_SUFFIX.exec(name2);
    if (agg && agg[1] !== "mean" && agg[1] !== "median") continue;
    const factor = timeFactor(row2.get("time_unit") ?? "");
    const time = parseNumber(row2.get("real_time") ?? "");
    const cpu = parseNumber(row2.get("cpu_time") ?? "");
    if (factor === void 0 || Number.isNaN(time) || Number.isNaN(cpu)) {
      warnings.push("line-skipped", `${where2}: ${name2} has no readable real_time/cpu_time/time_unit; line skipped`, name2);
      continue;
    }
    const counters = [];
    for (const [key, value] of row2) {
      if (["name", "iterations", "real_time", "cpu_time", "time_unit", "label", "error_occurred", "error_message"].includes(key) || value === "") continue;
      const v = parseNumber(value);
      if (!Number.isNaN(v)) counters.push([key, v]);
    }
    runs.push({ name: agg ? name2.replace(AGGREGATE_SUFFIX, "") : name2, aggregate: agg?.[1], time: time * factor, cpuTime: cpu * factor, counters });
  }
  if (!header2) throw new ParseError("no Google Benchmark CSV header (name,iterations,real_time,cpu_time,time_unit,\u2026) found", file);
  for (const n of notes) warnings.push("harness-note", `${file}: ${n}`);
  return toResult(runs, context2, warnings, file);
}
function shapeOf(text) {
  const h = head(text);
  if (/^\s*\{/.test(h) || /^\{/m.test(h)) {
    if (/"benchmarks"\s*:/.test(h) && /"(real_time|cpu_time)"\s*:/.test(h) && /"time_unit"\s*:/.test(h)) return { shape: "json", score: 0.95 };
    if (/"benchmarks"\s*:/.test(h) && /"(library_build_type|mhz_per_cpu|cpu_scaling_enabled)"\s*:/.test(h)) return { shape: "json", score: 0.9 };
  }
  if (/^name,iterations,real_time,cpu_time,time_unit\b/m.test(h)) return { shape: "csv", score: 0.95 };
  if (/^Benchmark\s+Time\s+CPU\s+Iterations\b/m.test(h)) return { shape: "console", score: 0.95 };
  return void 0;
}
var AGGREGATE_SUFFIX, COUNTER_METRICS, JSON_NON_COUNTERS, CONSOLE_HEADER, NUMBER, SI, BINARY_POWER, IEC, CSV_HEADER, googleBenchmark;
var init_google_benchmark = __esm({
  "src/formats/google-benchmark.ts"() {
    "use strict";
    init_model();
    init_units();
    init_series();
    init_text();
    AGGREGATE_SUFFIX = /_(mean|median|stddev|cv|BigO|RMS)$/;
    COUNTER_METRICS = {
      bytes_per_second: { metric: "throughput", unit: "B/s", better: "higher" },
      items_per_second: { metric: "items/s", unit: "items/s", better: "higher" }
    };
    JSON_NON_COUNTERS = /* @__PURE__ */ new Set([
      "family_index",
      "per_family_instance_index",
      "repetitions",
      "repetition_index",
      "threads",
      "iterations",
      "real_time",
      "cpu_time",
      "complexity_n",
      "big_o",
      "rms"
    ]);
    CONSOLE_HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
    NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
    SI = { k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18, m: 1e-3, u: 1e-6, n: 1e-9, p: 1e-12 };
    BINARY_POWER = { k: 1, K: 1, M: 2, G: 3, T: 4, P: 5, E: 6 };
    IEC = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };
    CSV_HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/;
    googleBenchmark = {
      id: "google-benchmark",
      description: "Google Benchmark (C++) --benchmark_format=json, console table or csv",
      detect(input) {
        return input.kind === "text" ? shapeOf(input.text)?.score ?? 0 : 0;
      },
      parse(input) {
        if (input.kind !== "text") throw new ParseError("Google Benchmark output is a file; got a directory", input.dir);
        const text = stripAnsi(input.text);
        const shape = shapeOf(text)?.shape;
        if (shape === "csv") return parseCsv(text, input.file);
        if (shape === "console") return parseConsole(text, input.file);
        if (shape === "json" || /^\s*\{/.test(text)) return parseJson(text, input.file);
        throw new ParseError(
          "not Google Benchmark output: expected --benchmark_format=json, the console table (Benchmark  Time  CPU  Iterations) or csv",
          input.file
        );
      }
    };
  }
});

// src/formats/catch2.ts
function trailingTimes(tokens, count) {
  if (tokens.length < 2 * count) return void 0;
  const seconds = [];
  const start = tokens.length - 2 * count;
  for (let k = start; k < tokens.length; k += 2) {
    const v = parseNumber(tokens[k]);
    const f = timeFactor(tokens[k + 1]);
    if (Number.isNaN(v) || f === void 0) return void 0;
    seconds.push(v * f);
  }
  return { prefix: tokens.slice(0, start), seconds };
}
function firstRow(tokens) {
  const est = trailingTimes(tokens, 1);
  if (!est || est.prefix.length < 2) return void 0;
  const [samples, iterations] = est.prefix.slice(-2);
  if (!/^\d+$/.test(samples) || !/^\d+$/.test(iterations)) return void 0;
  return { name: est.prefix.slice(0, -2).join(" ") };
}
function tokensOf(line) {
  return line.trim().split(/\s+/).filter(Boolean);
}
function groupBefore(lines, header2) {
  let r2 = header2 - 1;
  while (r2 >= 0 && header2 - r2 <= 6 && !RULE.test(lines[r2])) r2--;
  if (r2 < 0 || header2 - r2 > 6) return void 0;
  const names = [];
  for (let j = r2 - 1; j >= 0 && r2 - j <= 10; j--) {
    if (RULE.test(lines[j])) return names.length ? names.reverse().join(" / ") : void 0;
    if (lines[j].trim()) names.push(lines[j].trim());
  }
  return void 0;
}
function parseConsole2(text, file) {
  const { lines } = splitLines(text);
  const collector = new SeriesCollector();
  const warnings = new WarningList();
  const context2 = {};
  let group;
  let tableHeader = false;
  let inTable = false;
  let pending2;
  const flush = () => {
    if (!pending2) return;
    if (pending2.mean === void 0) {
      warnings.push(
        "truncated",
        `${file}:${pending2.line}: benchmark '${pending2.name}' has no mean row \u2014 the output looks cut off or the benchmark failed; skipped`,
        pending2.name
      );
    } else {
      collector.add(pending2.name, group, "time", "s", "lower", pending2.mean);
    }
    pending2 = void 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = /^(\S+) is a Catch2? v(\d[\w.-]*) host application/.exec(line);
    if (m) {
      context2.executable = m[1];
      context2.catch2 = m[2];
      continue;
    }
    if (TABLE_HEADER.test(line)) {
      flush();
      group = groupBefore(lines, i);
      tableHeader = true;
      inTable = false;
      continue;
    }
    if (RULE.test(line) || CLOSING_RULE.test(line)) {
      flush();
      inTable = tableHeader && RULE.test(line);
      tableHeader = false;
      continue;
    }
    if (!inTable) continue;
    const tokens = tokensOf(line);
    if (tokens.length === 0) {
      flush();
      continue;
    }
    if (!pending2 || pending2.rows >= 3) {
      flush();
      const row2 = firstRow(tokens);
      if (row2) {
        pending2 = { name: row2.name, line: i + 1, rows: 1 };
        continue;
      }
      const wrapped = [tokens.join(" ")];
      let j = i + 1;
      while (j < lines.length && j - i <= 3 && tokensOf(lines[j]).length && !firstRow(tokensOf(lines[j]))) wrapped.push(tokensOf(lines[j++]).join(" "));
      const next = j < lines.length ? firstRow(tokensOf(lines[j])) : void 0;
      if (next) {
        pending2 = { name: [...wrapped, next.name].filter(Boolean).join(" "), line: j + 1, rows: 1 };
        i = j;
      } else {
        warnings.push("line-skipped", `${file}:${i + 1}: not a benchmark row (name, samples, iterations, estimated) \u2014 the output looks cut off; line skipped`);
      }
      continue;
    }
    const three = trailingTimes(tokens, 3);
    if (!three) {
      warnings.push(
        "line-skipped",
        `${file}:${i + 1}: expected the ${pending2.rows === 1 ? "mean" : "std dev"} row of '${pending2.name}' (three time values); line ignored`,
        pending2.name
      );
      continue;
    }
    if (three.prefix.length) pending2.name += ` ${three.prefix.join(" ")}`;
    if (pending2.rows === 1) pending2.mean = three.seconds[0];
    pending2.rows++;
  }
  flush();
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : "";
    throw new ParseError(`no Catch2 benchmark results found (no "benchmark name  samples  iterations" table with rows)${why}`, file);
  }
  return { format: "catch2", series: collector.series(), context: context2, warnings: warnings.toArray() };
}
function decodeXml(text) {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi,
    (_, e) => e[0] === "#" ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : XML_ENTITIES[e.toLowerCase()]
  );
}
function attributes(tag) {
  const out = /* @__PURE__ */ new Map();
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out.set(m[1], decodeXml(m[2]));
  return out;
}
function tagEnd(text, lt) {
  let quote2 = "";
  for (let i = lt + 1; i < text.length; i++) {
    const c = text[i];
    if (quote2) {
      if (c === quote2) quote2 = "";
    } else if (c === '"' || c === "'") quote2 = c;
    else if (c === ">") return i;
  }
  return -1;
}
function parseXml(text, file) {
  const collector = new SeriesCollector();
  const warnings = new WarningList();
  const context2 = {};
  const scopes = [];
  let bench;
  const lines = new LineCounter(text);
  let pos = 0;
  for (; ; ) {
    const lt = text.indexOf("<", pos);
    if (lt === -1) break;
    const gt = tagEnd(text, lt);
    if (gt === -1) {
      warnings.push("truncated", `${file}:${lines.at(lt)}: unterminated XML tag \u2014 the output looks cut off`);
      break;
    }
    pos = gt + 1;
    const raw = text.slice(lt + 1, gt);
    if (raw.startsWith("?") || raw.startsWith("!")) continue;
    const closing = raw.startsWith("/");
    const selfClosing = raw.endsWith("/");
    const tag = /^\/?([\w:-]+)/.exec(raw)?.[1];
    if (!tag) continue;
    if (closing) {
      if (tag === "BenchmarkResults" && bench) {
        if (bench.mean === void 0)
          warnings.push("line-skipped", `${file}:${bench.line}: benchmark '${bench.name}' has no <mean value=\u2026>; skipped`, bench.name);
        else collector.add(bench.name, groupOf(scopes), "time", "s", "lower", bench.mean);
        bench = void 0;
      }
      const at = scopes.map((s) => s.tag).lastIndexOf(tag);
      if (at !== -1) scopes.length = at;
      continue;
    }
    const attrs = attributes(raw);
    if ((tag === "Catch" || tag === "Catch2TestRun") && attrs.has("name")) context2.executable = attrs.get("name");
    if (tag === "Catch2TestRun" && attrs.has("catch2-version")) context2.catch2 = attrs.get("catch2-version");
    if (tag === "BenchmarkResults") {
      bench = { name: attrs.get("name") ?? "", line: lines.at(lt) };
      if (!bench.name) warnings.push("line-skipped", `${file}:${bench.line}: <BenchmarkResults> without a name`);
      if (selfClosing) bench = void 0;
      continue;
    }
    if (tag === "mean" && bench) {
      const v = parseNumber(attrs.get("value") ?? "");
      if (Number.isNaN(v)) warnings.push("line-skipped", `${file}:${lines.at(lt)}: <mean> of '${bench.name}' has no numeric value`, bench.name);
      else bench.mean = v * 1e-9;
      continue;
    }
    if (!selfClosing && (tag === "TestCase" || tag === "Section" || tag === "Group" || tag === "Catch" || tag === "Catch2TestRun")) {
      scopes.push({ tag, name: attrs.get("name") });
    }
  }
  if (bench)
    warnings.push(
      "truncated",
      `${file}:${bench.line}: benchmark '${bench.name}' (<BenchmarkResults>) is never closed \u2014 the output looks cut off; skipped`,
      bench.name
    );
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : "";
    throw new ParseError(`no Catch2 <BenchmarkResults> with a <mean> found${why}`, file);
  }
  return { format: "catch2", series: collector.series(), context: context2, warnings: warnings.toArray() };
}
function groupOf(scopes) {
  const names = scopes.filter((s) => (s.tag === "TestCase" || s.tag === "Section") && s.name).map((s) => s.name);
  return names.length ? names.join(" / ") : void 0;
}
function shapeOf2(text) {
  const h = head(text);
  if (/<BenchmarkResults\s/.test(h) && /<(Catch|Catch2TestRun)\b/.test(h)) return "xml";
  if (/^benchmark name\s+samples\s+iterations\s+(estimated|est run time)/m.test(h)) return "console";
  if (/<BenchmarkResults\s/.test(h)) return "xml";
  return void 0;
}
var TABLE_HEADER, RULE, CLOSING_RULE, XML_ENTITIES, catch2;
var init_catch2 = __esm({
  "src/formats/catch2.ts"() {
    "use strict";
    init_model();
    init_units();
    init_series();
    init_text();
    TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time)\b/;
    RULE = /^-{20,}\s*$/;
    CLOSING_RULE = /^={20,}\s*$/;
    XML_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    catch2 = {
      id: "catch2",
      description: "Catch2 benchmarks: console table or -r xml (summary: one sample, the mean, per run)",
      detect(input) {
        if (input.kind !== "text") return 0;
        const shape = shapeOf2(stripAnsi(head(input.text)));
        return shape ? 0.95 : 0;
      },
      parse(input) {
        if (input.kind !== "text") throw new ParseError("Catch2 output is a file; got a directory", input.dir);
        const text = stripAnsi(input.text);
        const shape = shapeOf2(text);
        if (shape === "xml") return parseXml(text, input.file);
        if (shape === "console") return parseConsole2(text, input.file);
        throw new ParseError('not Catch2 benchmark output: expected the "benchmark name  samples  iterations" table or -r xml with <BenchmarkResults>', input.file);
      }
    };
  }
});

// src/formats/json-text.ts
function pathText(path9) {
  let out = "";
  for (const part of path9) {
    if (typeof part === "number") out += `[${part}]`;
    else out += /^[A-Za-z_$][\w$]*$/.test(part) ? `${out ? "." : ""}${part}` : `[${JSON.stringify(part)}]`;
  }
  return out || "(top level)";
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value)}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint" || value === void 0) return `${typeof value} ${String(value)}`;
  return typeof value;
}
function sniffJson(text) {
  const trimmed = text.replace(/^\uFEFF/, "");
  if (lastParsed.text !== trimmed) {
    const first = trimmed.trimStart()[0];
    let value = SYNTAX_ERROR;
    if (first === "{" || first === "[") {
      try {
        value = JSON.parse(trimmed);
      } catch {
        value = SYNTAX_ERROR;
      }
    }
    lastParsed = { text: trimmed, value };
  }
  return lastParsed.value === SYNTAX_ERROR ? void 0 : lastParsed.value;
}
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function skipWs(text, from) {
  WS_RUN.lastIndex = from;
  WS_RUN.test(text);
  return WS_RUN.lastIndex;
}
function stringEnd(text, start) {
  for (let q = text.indexOf('"', start + 1); q !== -1; q = text.indexOf('"', q + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(q - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return q + 1;
  }
  return -1;
}
function jsonSyntaxError(text) {
  const stack = [];
  let state = "value";
  let i = 0;
  const afterValue = () => stack.length === 0 ? "end" : "commaOrEnd";
  for (; ; ) {
    i = skipWs(text, i);
    if (i >= text.length) return state === "end" ? void 0 : { offset: i, reason: "unexpected end of input" };
    const c = text[i];
    switch (state) {
      case "end":
        return { offset: i, reason: "unexpected text after the end of the JSON value" };
      case "colon":
        if (c !== ":") return { offset: i, reason: "expected ':' after a property name" };
        i++;
        state = "value";
        break;
      case "commaOrEnd": {
        const top = stack[stack.length - 1];
        if (c === ",") {
          i++;
          state = top === "{" ? "key" : "value";
        } else if (c === "}" && top === "{" || c === "]" && top === "[") {
          i++;
          stack.pop();
          state = afterValue();
        } else return { offset: i, reason: `expected ',' or '${top === "{" ? "}" : "]"}'` };
        break;
      }
      case "key":
      case "keyOrEnd": {
        if (state === "keyOrEnd" && c === "}") {
          i++;
          stack.pop();
          state = afterValue();
        } else if (c === '"') {
          const end = stringEnd(text, i);
          if (end < 0) return { offset: text.length, reason: "a string never ends" };
          i = end;
          state = "colon";
        } else return { offset: i, reason: "expected a property name in double quotes" };
        break;
      }
      case "value":
      case "valueOrEnd": {
        if (state === "valueOrEnd" && c === "]") {
          i++;
          stack.pop();
          state = afterValue();
        } else if (c === "{" || c === "[") {
          stack.push(c);
          i++;
          state = c === "{" ? "keyOrEnd" : "valueOrEnd";
        } else if (c === '"') {
          const end = stringEnd(text, i);
          if (end < 0) return { offset: text.length, reason: "a string never ends" };
          const bad = /[\u0000-\u001f]/.exec(text.slice(i, end));
          if (bad) return { offset: i + bad.index, reason: "a control character inside a string" };
          i = end;
          state = afterValue();
        } else {
          NUMBER2.lastIndex = i;
          const literal = ["true", "false", "null"].find((word) => text.startsWith(word, i));
          if (literal) i += literal.length;
          else if (NUMBER2.test(text)) i = NUMBER2.lastIndex;
          else return { offset: i, reason: `unexpected ${JSON.stringify(c)} where a value should be` };
          state = afterValue();
        }
        break;
      }
    }
  }
}
function lineOfPath(text, path9) {
  let i = 0;
  const ws = () => {
    i = skipWs(text, i);
  };
  const skipValue = () => {
    ws();
    const c = text[i];
    if (c === '"') {
      i = stringEnd(text, i);
      if (i < 0) i = text.length;
      return;
    }
    if (c !== "{" && c !== "[") {
      while (i < text.length && !WS.has(text[i]) && text[i] !== "," && text[i] !== "]" && text[i] !== "}") i++;
      return;
    }
    let depth = 0;
    while (i < text.length) {
      const d = text[i];
      if (d === '"') {
        const end = stringEnd(text, i);
        i = end < 0 ? text.length : end;
        continue;
      }
      if (d === "{" || d === "[") depth++;
      else if (d === "}" || d === "]") {
        depth--;
        if (depth === 0) {
          i++;
          return;
        }
      }
      i++;
    }
  };
  outer: for (const part of path9) {
    ws();
    if (typeof part === "number") {
      if (text[i] !== "[") break;
      i++;
      for (let k = 0; k < part; k++) {
        skipValue();
        ws();
        if (text[i] !== ",") break outer;
        i++;
      }
    } else {
      if (text[i] !== "{") break;
      i++;
      for (; ; ) {
        ws();
        if (text[i] !== '"') break outer;
        const end = stringEnd(text, i);
        if (end < 0) break outer;
        let key;
        try {
          key = JSON.parse(text.slice(i, end));
        } catch {
          break outer;
        }
        i = end;
        ws();
        if (text[i] !== ":") break outer;
        i++;
        if (key === part) continue outer;
        skipValue();
        ws();
        if (text[i] !== ",") break outer;
        i++;
      }
    }
  }
  ws();
  return lineAt(text, i);
}
var JsonDoc, SYNTAX_ERROR, lastParsed, WS, WS_RUN, NUMBER2;
var init_json_text = __esm({
  "src/formats/json-text.ts"() {
    "use strict";
    init_model();
    JsonDoc = class _JsonDoc {
      constructor(file, text, root, what) {
        this.file = file;
        this.text = text;
        this.root = root;
        this.what = what;
      }
      file;
      text;
      root;
      what;
      /** Parses the text of `input`; `what` names the format in messages ("a hyperfine --export-json file"). */
      static parse(input, what) {
        if (input.kind !== "text") throw new ParseError(`expected ${what}, got a directory`, input.dir);
        const text = input.text.replace(/^\uFEFF/, "");
        const cached = lastParsed.text === text ? lastParsed.value : void 0;
        if (cached !== void 0 && cached !== SYNTAX_ERROR) return new _JsonDoc(input.file, text, cached, what);
        try {
          return new _JsonDoc(input.file, text, JSON.parse(text), what);
        } catch {
          const error = jsonSyntaxError(text) ?? { offset: text.length, reason: "the JSON nests too deeply to read" };
          throw new ParseError(
            `not valid JSON (${error.reason}); expected ${what} \u2014 was the file truncated or mixed with other output?`,
            input.file,
            lineAt(text, error.offset)
          );
        }
      }
      /** Throws a ParseError for the value at `path`, on that value's line. */
      fail(path9, reason) {
        throw new ParseError(`${pathText(path9)}: ${reason}`, this.file, lineOfPath(this.text, path9));
      }
      /** A warning that names the place: `file:line: path: text`. */
      warning(path9, text) {
        return `${this.file}:${lineOfPath(this.text, path9)}: ${pathText(path9)}: ${text}`;
      }
      object(value, path9) {
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
          this.fail(path9, `expected an object, got ${describe(value)} (is this ${this.what}?)`);
        }
        return value;
      }
      array(value, path9) {
        if (!Array.isArray(value)) this.fail(path9, `expected an array, got ${describe(value)} (is this ${this.what}?)`);
        return value;
      }
      string(value, path9) {
        if (typeof value !== "string") this.fail(path9, `expected a string, got ${describe(value)}`);
        return value;
      }
      /** A finite number; JSON numbers too large for a double arrive as Infinity and are refused here. */
      number(value, path9) {
        if (typeof value !== "number" || !Number.isFinite(value)) this.fail(path9, `expected a number, got ${describe(value)}`);
        return value;
      }
      numbers(value, path9) {
        const list = this.array(value, path9);
        return list.map((v, i) => this.number(v, [...path9, i]));
      }
    };
    SYNTAX_ERROR = /* @__PURE__ */ Symbol("syntax error");
    lastParsed = { text: void 0, value: void 0 };
    WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
    WS_RUN = /[ \t\n\r]*/y;
    NUMBER2 = /-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
  }
});

// src/formats/pytest-benchmark.ts
function detect2(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first = Array.isArray(value.benchmarks) ? value.benchmarks[0] : void 0;
    return isObject(value.machine_info) && Array.isArray(value.benchmarks) && (first === void 0 || isObject(first) && isObject(first.stats)) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{/.test(start) && start.includes('"machine_info"') && /"(commit_info|benchmarks)"/.test(start) ? 0.6 : 0;
}
function context(root) {
  const out = {};
  const machine2 = isObject(root.machine_info) ? root.machine_info : {};
  const cpu = isObject(machine2.cpu) ? machine2.cpu : {};
  const put = (key, value) => {
    if (typeof value === "string" || typeof value === "number") out[key] = String(value);
  };
  put("cpu", cpu.brand_raw ?? cpu.brand);
  put("cpu_count", cpu.count);
  put("cpu_hz_advertised", cpu.hz_advertised_friendly);
  put("arch", cpu.arch ?? machine2.machine);
  if (typeof machine2.system === "string") out.os = [machine2.system, machine2.release].filter((v) => typeof v === "string").join(" ");
  put("python", [machine2.python_implementation, machine2.python_version].filter((v) => typeof v === "string").join(" ") || void 0);
  put("node", machine2.node);
  put("pytest_benchmark_version", root.version);
  put("datetime", root.datetime);
  if (isObject(root.commit_info)) put("commit", root.commit_info.id);
  return out;
}
function parse2(input) {
  const doc = JsonDoc.parse(input, WHAT);
  const root = doc.object(doc.root, []);
  const benchmarks = doc.array(root.benchmarks, ["benchmarks"]);
  const series2 = [];
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  benchmarks.forEach((raw, i) => {
    const path9 = ["benchmarks", i];
    const bench = doc.object(raw, path9);
    const name2 = doc.string(bench.name, [...path9, "name"]);
    const fullname = typeof bench.fullname === "string" ? bench.fullname : name2;
    const module = fullname.includes("::") ? fullname.slice(0, fullname.indexOf("::")) : void 0;
    const group = typeof bench.group === "string" && bench.group !== "" ? bench.group : module;
    let benchmark = name2;
    if (seen.has(`${group}\0${name2}`)) benchmark = fullname;
    seen.add(`${group}\0${benchmark}`);
    const stats = doc.object(bench.stats, [...path9, "stats"]);
    let samples;
    if (stats.data !== void 0) {
      samples = doc.numbers(stats.data, [...path9, "stats", "data"]);
      if (samples.length === 0) doc.fail([...path9, "stats", "data"], "is empty: the benchmark recorded no rounds");
    } else {
      samples = [doc.number(stats.median, [...path9, "stats", "median"])];
    }
    series2.push({ benchmark, ...group !== void 0 ? { group } : {}, metric: "time", unit: "s", better: "lower", runs: [{ samples }] });
  });
  if (benchmarks.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no benchmarks in the file (did pytest collect any benchmark tests?)`));
  if (benchmarks.length > 0 && !benchmarks.some((b) => isObject(b) && isObject(b.stats) && b.stats.data !== void 0)) {
    warnings.push(parseWarning("summary-only", `${doc.file}: no raw timings (run pytest with --benchmark-save-data): one sample (the median) per run`));
  }
  return { format: "pytest-benchmark", series: series2, context: context(root), warnings };
}
var WHAT, pytestBenchmark;
var init_pytest_benchmark = __esm({
  "src/formats/pytest-benchmark.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_text();
    WHAT = "a pytest-benchmark --benchmark-json file";
    pytestBenchmark = {
      id: "pytest-benchmark",
      description: "pytest-benchmark --benchmark-json (raw timings with --benchmark-save-data)",
      detect: detect2,
      parse: parse2
    };
  }
});

// src/formats/pyperf.ts
function detect3(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first = Array.isArray(value.benchmarks) ? value.benchmarks[0] : void 0;
    return Array.isArray(value.benchmarks) && isObject(value.metadata) && "version" in value && (first === void 0 || isObject(first) && Array.isArray(first.runs)) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{/.test(start) && start.includes('"runs"') && /"(perf_version|warmups|values)"/.test(start) ? 0.6 : 0;
}
function parse3(input) {
  const doc = JsonDoc.parse(input, WHAT2);
  const root = doc.object(doc.root, []);
  const common = root.metadata === void 0 ? {} : doc.object(root.metadata, ["metadata"]);
  const benchmarks = doc.array(root.benchmarks, ["benchmarks"]);
  const series2 = [];
  const warnings = [];
  benchmarks.forEach((raw, i) => {
    const path9 = ["benchmarks", i];
    const bench = doc.object(raw, path9);
    const own = bench.metadata === void 0 ? {} : doc.object(bench.metadata, [...path9, "metadata"]);
    const metadata = { ...common, ...own };
    if (metadata.name === void 0) doc.fail(path9, `no "name" in the benchmark's metadata nor in the file's`);
    const name2 = doc.string(metadata.name, own.name !== void 0 ? [...path9, "metadata", "name"] : ["metadata", "name"]);
    const unitName = metadata.unit === void 0 ? "second" : doc.string(metadata.unit, own.unit !== void 0 ? [...path9, "metadata", "unit"] : ["metadata", "unit"]);
    const unit = UNITS[unitName] ?? { metric: unitName, unit: unitName };
    if (!UNITS[unitName])
      warnings.push(parseWarning("unit-unknown", doc.warning([...path9], `unknown pyperf unit ${JSON.stringify(unitName)}: kept as a custom metric`)));
    const samples = [];
    const processes = [];
    const runs = doc.array(bench.runs, [...path9, "runs"]);
    let calibrationOnly = 0;
    runs.forEach((runRaw, r) => {
      const run2 = doc.object(runRaw, [...path9, "runs", r]);
      if (run2.values === void 0) {
        calibrationOnly++;
        return;
      }
      const values = doc.numbers(run2.values, [...path9, "runs", r, "values"]);
      if (values.length === 0) return;
      for (const v of values) samples.push(v);
      processes.push(values);
    });
    if (samples.length === 0) doc.fail([...path9, "runs"], `no measured values (${calibrationOnly} runs with warm-ups only): was the benchmark interrupted?`);
    series2.push({ benchmark: name2, metric: unit.metric, unit: unit.unit, better: "lower", runs: [{ samples, processes }] });
  });
  if (benchmarks.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no benchmarks in the file`));
  const context2 = {};
  for (const key of CONTEXT_KEYS) {
    const value = common[key];
    if (typeof value === "string" || typeof value === "number") context2[key === "cpu_model_name" ? "cpu" : key] = String(value);
  }
  return { format: "pyperf", series: series2, context: context2, warnings };
}
var WHAT2, UNITS, CONTEXT_KEYS, pyperf;
var init_pyperf = __esm({
  "src/formats/pyperf.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_text();
    WHAT2 = "a pyperf JSON file (-o)";
    UNITS = {
      second: { metric: "time", unit: "s" },
      byte: { metric: "memory", unit: "B" },
      integer: { metric: "integer", unit: "integer" }
    };
    CONTEXT_KEYS = [
      "cpu_model_name",
      "cpu_count",
      "cpu_config",
      "cpu_freq",
      "platform",
      "python_implementation",
      "python_version",
      "perf_version",
      "hostname",
      "timer"
    ];
    pyperf = {
      id: "pyperf",
      description: "pyperf JSON (-o FILE): every run's values, warm-ups excluded",
      detect: detect3,
      parse: parse3
    };
  }
});

// src/formats/hyperfine.ts
function detect4(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first = Array.isArray(value.results) ? value.results[0] : void 0;
    return isObject(first) && typeof first.command === "string" && ("times" in first || "mean" in first) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{\s*"results"\s*:\s*\[/.test(start) && start.includes('"command"') && /"(times|mean|stddev)"/.test(start) ? 0.6 : 0;
}
function parse4(input) {
  const doc = JsonDoc.parse(input, WHAT3);
  const root = doc.object(doc.root, []);
  const results = doc.array(root.results, ["results"]);
  const series2 = [];
  const warnings = [];
  const names = /* @__PURE__ */ new Set();
  results.forEach((raw, i) => {
    const path9 = ["results", i];
    const result = doc.object(raw, path9);
    let name2 = doc.string(result.command, [...path9, "command"]);
    if (names.has(name2) && isObject(result.parameters)) {
      const params = Object.entries(result.parameters).map(([k, v]) => `${k}=${String(v)}`);
      if (params.length > 0) name2 = `${name2} (${params.join(", ")})`;
    }
    if (names.has(name2)) doc.fail([...path9, "command"], `two results are named ${JSON.stringify(name2)}: give each command its own --command-name`);
    names.add(name2);
    let times;
    if (result.times !== void 0) times = doc.numbers(result.times, [...path9, "times"]);
    else {
      times = [doc.number(result.median ?? result.mean, [...path9, result.median !== void 0 ? "median" : "mean"])];
      warnings.push(parseWarning("summary-only", doc.warning(path9, "no per-run times (hyperfine < 1.9?): one sample per run"), name2));
    }
    if (times.length === 0) doc.fail([...path9, "times"], "is empty: the command was never run");
    if (Array.isArray(result.exit_codes) && result.exit_codes.some((code) => code !== 0)) {
      const failed = result.exit_codes.filter((code) => code !== 0).length;
      warnings.push(
        parseWarning(
          "failed-iterations",
          doc.warning(
            [...path9, "exit_codes"],
            `${failed} of ${result.exit_codes.length} runs of ${JSON.stringify(name2)} exited non-zero (hyperfine -i): their times are compared anyway`
          ),
          name2
        )
      );
    }
    series2.push({ benchmark: name2, metric: "time", unit: "s", better: "lower", runs: [{ samples: times }] });
    if (result.memory_usage_byte !== void 0) {
      const memory = doc.numbers(result.memory_usage_byte, [...path9, "memory_usage_byte"]);
      if (memory.length > 0 && memory.some((v) => v > 0)) {
        series2.push({ benchmark: name2, metric: "memory", unit: "B", better: "lower", runs: [{ samples: memory }] });
      }
    }
  });
  if (results.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no results in the file`));
  return { format: "hyperfine", series: series2, context: {}, warnings };
}
var WHAT3, hyperfine;
var init_hyperfine = __esm({
  "src/formats/hyperfine.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_text();
    WHAT3 = "a hyperfine --export-json file";
    hyperfine = {
      id: "hyperfine",
      description: "hyperfine --export-json (per-run wall time, peak memory when present)",
      detect: detect4,
      parse: parse4
    };
  }
});

// src/formats/benchmarkjs.ts
function resultOf(line) {
  if (!line.includes("ops/sec")) return void 0;
  const match = RESULT.exec(line);
  const name2 = match ? line.slice(0, match.index).trim() : "";
  return match && name2 ? { name: name2, hzText: match[1] } : void 0;
}
function detect5(input) {
  if (input.kind !== "text") return 0;
  const { lines } = splitLines(stripAnsi(head(input.text)));
  return lines.some((line) => resultOf(line) !== void 0) ? 0.9 : 0;
}
function parse5(input) {
  if (input.kind !== "text") throw new ParseError("expected benchmark.js console output, got a directory", input.dir);
  const { lines } = splitLines(stripAnsi(input.text));
  const byName = /* @__PURE__ */ new Map();
  const warnings = [];
  lines.forEach((line, index) => {
    const result = resultOf(line);
    if (!result) {
      if (line.includes("ops/sec") && RESULT_START.test(line)) {
        throw new ParseError(
          `incomplete benchmark.js result line (expected "name x 1,234 ops/sec \xB11.2% (90 runs sampled)"): ${JSON.stringify(line.slice(0, 120))}`,
          input.file,
          index + 1
        );
      }
      return;
    }
    const { name: name2, hzText } = result;
    const hz = parseNumber(hzText);
    if (!Number.isFinite(hz)) throw new ParseError(`cannot read ${JSON.stringify(hzText)} as ops/sec`, input.file, index + 1);
    const existing = byName.get(name2);
    if (existing) {
      existing.runs[0].samples.push(hz);
      warnings.push(
        parseWarning(
          "duplicate-name",
          `${input.file}:${index + 1}: ${JSON.stringify(name2)} appears again: taken as another sample of the same benchmark`,
          name2
        )
      );
    } else {
      byName.set(name2, { benchmark: name2, metric: "rate", unit: "ops/s", better: "higher", runs: [{ samples: [hz] }] });
    }
  });
  if (byName.size === 0) {
    throw new ParseError(
      'no benchmark.js result lines ("name x 1,234 ops/sec \xB11.2% (90 runs sampled)") found: does the script log String(event.target) on "cycle"?',
      input.file,
      1
    );
  }
  return { format: "benchmarkjs", series: [...byName.values()], context: {}, warnings };
}
var RESULT, RESULT_START, benchmarkjs;
var init_benchmarkjs = __esm({
  "src/formats/benchmarkjs.ts"() {
    "use strict";
    init_model();
    init_text();
    init_units();
    RESULT = /\sx\s+([\d,]+(?:\.\d+)?)\s+ops\/sec\s+(?:±|\+\/-)\s*([\d.]+)%\s+\((\d+)\s+runs?\s+sampled\)\s*$/;
    RESULT_START = /\sx\s+[\d,]+(?:\.\d+)?\s+ops\/sec/;
    benchmarkjs = {
      id: "benchmarkjs",
      description: 'benchmark.js console lines "name x 1,234 ops/sec \xB11.2% (90 runs sampled)"',
      detect: detect5,
      parse: parse5
    };
  }
});

// src/formats/vitest.ts
function detect6(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    if (!Array.isArray(value.files)) return 0;
    const file = value.files[0];
    return file === void 0 || isObject(file) && Array.isArray(file.groups) && "filepath" in file ? 1 : 0;
  }
  if (value !== void 0) return 0;
  const start = head(input.text, 64 * 1024);
  return /^\s*\{\s*"files"\s*:\s*\[/.test(start) && start.includes('"groups"') ? 0.6 : 0;
}
function parse6(input) {
  const doc = JsonDoc.parse(input, WHAT4);
  const root = doc.object(doc.root, []);
  const files = doc.array(root.files, ["files"]);
  const series2 = [];
  const warnings = [];
  let summaryOnly = 0;
  files.forEach((fileRaw, f) => {
    const file = doc.object(fileRaw, ["files", f]);
    const groups = doc.array(file.groups, ["files", f, "groups"]);
    groups.forEach((groupRaw, g2) => {
      const groupPath = ["files", f, "groups", g2];
      const group = doc.object(groupRaw, groupPath);
      const groupName = doc.string(group.fullName, [...groupPath, "fullName"]);
      const benchmarks = doc.array(group.benchmarks, [...groupPath, "benchmarks"]);
      benchmarks.forEach((benchRaw, b) => {
        const path9 = [...groupPath, "benchmarks", b];
        const bench = doc.object(benchRaw, path9);
        const name2 = doc.string(bench.name, [...path9, "name"]);
        const raw = bench.samples === void 0 ? [] : doc.numbers(bench.samples, [...path9, "samples"]);
        let samples;
        if (raw.length > 0) samples = raw.map((v) => v * MS);
        else {
          summaryOnly++;
          const key = bench.median !== void 0 ? "median" : "mean";
          samples = [doc.number(bench[key], [...path9, key]) * MS];
        }
        series2.push({ benchmark: name2, group: groupName, metric: "time", unit: "s", better: "lower", runs: [{ samples }] });
      });
    });
  });
  if (summaryOnly > 0)
    warnings.push(parseWarning("summary-only", `${doc.file}: vitest wrote no raw samples: one sample (the median) per run for ${summaryOnly} benchmarks`));
  if (series2.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no benchmarks in the file`));
  return { format: "vitest", series: series2, context: {}, warnings };
}
var WHAT4, MS, vitest;
var init_vitest = __esm({
  "src/formats/vitest.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_text();
    WHAT4 = "a vitest bench --outputJson file";
    MS = 1e-3;
    vitest = {
      id: "vitest",
      description: "vitest bench --outputJson (median per run; samples when present)",
      detect: detect6,
      parse: parse6
    };
  }
});

// src/formats/tinybench-table.ts
function cells(line) {
  const trimmed = line.trim();
  if (!trimmed.startsWith(BAR)) return void 0;
  const parts = trimmed.split(BAR).map((c) => c.trim());
  return parts.slice(1, trimmed.endsWith(BAR) && trimmed.length > 1 ? -1 : void 0);
}
function isHeader(row2) {
  return row2.some((c) => /^task name$/i.test(c)) && row2.some((c) => /^(latency (avg|average|med|median) \(\S+\)|average time \(\S+\)|ops\/sec)$/i.test(c));
}
function hasTinybenchTable(text) {
  if (!text.includes("Task")) return false;
  return splitLines(stripAnsi(text)).lines.some((line) => {
    if (line.length > 2e3) return false;
    const row2 = cells(line);
    return row2 !== void 0 && isHeader(row2);
  });
}
function unquote(cell) {
  const q = cell[0];
  if ((q === "'" || q === '"' || q === "`") && cell.length >= 2 && cell.endsWith(q)) {
    return cell.slice(1, -1).replace(/\\(.)/g, (_, c) => ({ n: "\n", t: "	" })[c] ?? c);
  }
  return cell;
}
function columns(header2, file, line) {
  const name2 = header2.findIndex((c) => /^task name$/i.test(c));
  const find = (re) => header2.findIndex((c) => re.test(c));
  for (const re of [/^latency (med|median) \((\S+)\)$/i, /^latency (avg|average) \((\S+)\)$/i, /^average time \((\S+)\)$/i]) {
    const at = find(re);
    if (at >= 0) {
      const unit = re.exec(header2[at]).at(-1);
      const factor = timeFactor(unit);
      if (factor === void 0) throw new ParseError(`unknown time unit "${unit}" in column "${header2[at]}"`, file, line);
      return { name: name2, value: at, metric: "time", factor };
    }
  }
  return { name: name2, value: find(/^ops\/sec$/i), metric: "rate", factor: 1 };
}
function parseTinybenchTable(text, file, warnings) {
  const { lines } = splitLines(stripAnsi(text));
  const byName = /* @__PURE__ */ new Map();
  let current;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const trimmed = line.trim();
    if (/^[┌├└]/.test(trimmed)) return;
    const row2 = line.length > 1e5 ? void 0 : cells(line);
    if (!row2) {
      current = void 0;
      return;
    }
    if (isHeader(row2)) {
      current = { columns: columns(row2, file, lineNo), width: row2.length, names: /* @__PURE__ */ new Set() };
      return;
    }
    if (!current) return;
    if (row2.length !== current.width) {
      throw new ParseError(`a table row with ${row2.length} cells under a header of ${current.width}: was the output cut off?`, file, lineNo);
    }
    const { columns: col } = current;
    const name2 = unquote(row2[col.name]);
    const cell = unquote(row2[col.value]);
    const value = parseNumber(cell.split("\xB1")[0].trim());
    if (!Number.isFinite(value)) throw new ParseError(`cannot read ${JSON.stringify(cell)} as a number for task ${JSON.stringify(name2)}`, file, lineNo);
    if (current.names.has(name2)) throw new ParseError(`task ${JSON.stringify(name2)} appears twice in one table`, file, lineNo);
    current.names.add(name2);
    const existing = byName.get(name2);
    if (existing) {
      existing.runs[0].samples.push(value * col.factor);
      warnings.push(
        parseWarning("duplicate-name", `${file}:${lineNo}: ${JSON.stringify(name2)} appears in another table: taken as another sample of the same task`, name2)
      );
    } else {
      byName.set(
        name2,
        col.metric === "time" ? { benchmark: name2, metric: "time", unit: "s", better: "lower", runs: [{ samples: [value * col.factor] }] } : { benchmark: name2, metric: "rate", unit: "ops/s", better: "higher", runs: [{ samples: [value] }] }
      );
    }
  });
  if (byName.size === 0) throw new ParseError("a tinybench table without rows (expected console.table(bench.table()) output)", file, Math.max(1, lines.length));
  return [...byName.values()];
}
var BAR;
var init_tinybench_table = __esm({
  "src/formats/tinybench-table.ts"() {
    "use strict";
    init_model();
    init_text();
    init_units();
    BAR = "\u2502";
  }
});

// src/formats/tinybench.ts
function isTaskResult(value) {
  if (!isObject(value)) return false;
  if (isObject(value.latency) && ("mean" in value.latency || "p50" in value.latency || "samples" in value.latency)) return true;
  return "hz" in value && "period" in value && ("samples" in value || "p999" in value);
}
function isFailedResult(value) {
  return isObject(value) && ("error" in value || value.state === "errored" || value.state === "aborted" || value.aborted === true);
}
function resultOf2(entry) {
  return isObject(entry) && isObject(entry.result) ? entry.result : entry;
}
function entriesOf(root) {
  if (Array.isArray(root)) return { entries: root, path: [] };
  if (!isObject(root)) return void 0;
  if (Array.isArray(root.tasks)) return { entries: root.tasks, path: ["tasks"] };
  const names = Object.keys(root);
  const known = (name2) => isTaskResult(resultOf2(root[name2])) || isFailedResult(resultOf2(root[name2]));
  if (names.some(known) && names.every((name2) => root[name2] === null || known(name2))) {
    return { entries: names.map((name2) => root[name2]), path: [], names };
  }
  return void 0;
}
function detect7(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (value !== void 0) {
    const found = entriesOf(value);
    if (!found) return 0;
    const results = found.entries.map(resultOf2);
    return results.length > 0 && results.every((v) => v === null || isTaskResult(v) || isFailedResult(v)) && results.some(isTaskResult) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  if (hasTinybenchTable(start)) return 0.9;
  return /^\s*[[{]/.test(start) && (/"latency"\s*:\s*\{/.test(start) || start.includes('"hz"') && start.includes('"period"') && start.includes('"p999"')) ? 0.6 : 0;
}
function samplesOf(doc, task, path9) {
  const latency = task.latency === void 0 ? void 0 : doc.object(task.latency, [...path9, "latency"]);
  const kept = latency?.samples !== void 0 ? { value: latency.samples, path: [...path9, "latency", "samples"] } : task.samples !== void 0 ? { value: task.samples, path: [...path9, "samples"] } : void 0;
  if (kept) {
    const raw = doc.numbers(kept.value, kept.path);
    if (raw.length > 0) return { samples: raw.map((v) => v * MS2), raw: true };
  }
  const stats = latency ?? task;
  const statsPath = latency ? [...path9, "latency"] : path9;
  const key = stats.p50 !== void 0 ? "p50" : stats.median !== void 0 ? "median" : "mean";
  return { samples: [doc.number(stats[key], [...statsPath, key]) * MS2], raw: false };
}
function parse7(input) {
  if (input.kind === "text" && !/^\s*[[{]/.test(input.text) && hasTinybenchTable(input.text)) {
    const warnings2 = [
      parseWarning("summary-only", `${input.file}: a tinybench table is a summary: one sample per run (print the task results as JSON to keep every sample)`)
    ];
    return { format: "tinybench", series: parseTinybenchTable(input.text, input.file, warnings2), context: {}, warnings: warnings2 };
  }
  const doc = JsonDoc.parse(input, WHAT5);
  const found = entriesOf(doc.root);
  if (!found) {
    if (isObject(doc.root))
      doc.fail(
        [],
        `expected a "tasks" array or task results keyed by name; found the keys ${Object.keys(doc.root).slice(0, 8).map((k) => JSON.stringify(k)).join(", ") || "none"} (is this ${WHAT5}?)`
      );
    doc.array(doc.root, []);
  }
  const { entries, path: listPath, names } = found;
  const series2 = [];
  const warnings = [];
  const context2 = {};
  if (isObject(doc.root) && typeof doc.root.name === "string" && doc.root.name && !names) context2.bench = doc.root.name;
  let unnamed = 0;
  let summaryOnly = 0;
  let empty = 0;
  entries.forEach((raw, i) => {
    const path9 = names ? [names[i]] : [...listPath, i];
    if (raw === null) return;
    const entry = doc.object(raw, path9);
    let name2;
    if (names) name2 = names[i];
    else if (entry.name === void 0) {
      unnamed++;
      name2 = `task ${i + 1}`;
    } else name2 = doc.string(entry.name, [...path9, "name"]);
    const nested = "result" in entry && !isTaskResult(entry) && !isFailedResult(entry);
    if (nested && (entry.result === void 0 || entry.result === null)) {
      warnings.push(parseWarning("failed-benchmark", doc.warning(path9, `task ${JSON.stringify(name2)} has no result (it did not run): skipped`), name2));
      return;
    }
    const resultPath = nested ? [...path9, "result"] : path9;
    const task = nested ? doc.object(entry.result, resultPath) : entry;
    if (task.error !== void 0 || task.state === "errored" || task.state === "aborted" || task.aborted === true) {
      warnings.push(
        parseWarning(
          "failed-benchmark",
          doc.warning(resultPath, `task ${JSON.stringify(name2)} ${task.state === "aborted" || task.aborted === true ? "was aborted" : "failed"}: skipped`),
          name2
        )
      );
      return;
    }
    if (task.state !== void 0 && task.state !== "completed") {
      warnings.push(
        parseWarning(
          "failed-benchmark",
          doc.warning([...resultPath, "state"], `task ${JSON.stringify(name2)} did not complete (state ${JSON.stringify(task.state)}): skipped`),
          name2
        )
      );
      return;
    }
    if (!isTaskResult(task) && Object.keys(task).length === (entry === task && "name" in task ? 1 : 0)) {
      empty++;
      return;
    }
    const { samples, raw: hasRaw } = samplesOf(doc, task, resultPath);
    if (!hasRaw) summaryOnly++;
    series2.push({ benchmark: name2, metric: "time", unit: "s", better: "lower", runs: [{ samples }] });
    if (typeof task.runtime === "string") context2.runtime = task.runtime;
    if (typeof task.runtimeVersion === "string") context2.runtime_version = task.runtimeVersion;
  });
  if (empty > 0) {
    const why = `${empty} tasks without any result (JSON.stringify(bench.tasks) gives {} in tinybench 6): print bench.tasks.map((t) => ({ name: t.name, ...t.result })) instead`;
    if (series2.length === 0) doc.fail(listPath, why);
    warnings.push(parseWarning("failed-benchmark", `${doc.file}: ${why}; they were skipped`));
  }
  if (unnamed > 0)
    warnings.push(
      parseWarning(
        "line-skipped",
        `${doc.file}: ${unnamed} results have no name: print bench.tasks.map((t) => ({ name: t.name, ...t.result })) instead of bench.results`
      )
    );
  if (summaryOnly > 0)
    warnings.push(
      parseWarning(
        "summary-only",
        `${doc.file}: ${summaryOnly} tasks without raw samples (tinybench \u2265 5: new Bench({ retainSamples: true })): one sample (the median) per run`
      )
    );
  if (series2.length === 0 && warnings.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no tasks in the file`));
  return { format: "tinybench", series: series2, context: context2, warnings };
}
var WHAT5, MS2, tinybench;
var init_tinybench = __esm({
  "src/formats/tinybench.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_tinybench_table();
    init_text();
    WHAT5 = 'tinybench task results as JSON (an array of { name, ...task.result } or { name, result }, the same under "tasks", or results keyed by task name) or console.table(bench.table()) output';
    MS2 = 1e-3;
    tinybench = {
      id: "tinybench",
      description: "tinybench task results as JSON (v2\u2013v6; raw samples when retained), or its console.table",
      detect: detect7,
      parse: parse7
    };
  }
});

// src/formats/json.ts
function isGabEntry(v) {
  return isObject(v) && "name" in v && "value" in v && "unit" in v;
}
function isBmfBenchmark(v) {
  const measures = isObject(v) ? Object.values(v) : [];
  return measures.length > 0 && measures.every((m) => isObject(m) && "value" in m);
}
function shapeOf3(value) {
  if (Array.isArray(value)) return value.length > 0 && value.every(isGabEntry) ? "gab" : void 0;
  if (!isObject(value)) return void 0;
  if (Array.isArray(value.benchmarks)) {
    const list = value.benchmarks;
    return list.some((b) => isObject(b) && "samples" in b && "unit" in b) ? "benchgate" : void 0;
  }
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isBmfBenchmark) ? "bmf" : void 0;
}
function detect8(input) {
  if (input.kind !== "text") return 0;
  const shape = shapeOf3(sniffJson(input.text));
  return shape === "benchgate" || shape === "gab" ? 1 : shape === "bmf" ? 0.9 : 0;
}
function unitMeaning(raw) {
  const unit = raw.trim();
  const perOp = /^(.+?)\s*\/\s*(op|ops|iter|iteration|call|run)$/i.exec(unit);
  const base = perOp ? perOp[1] : unit;
  const time = timeFactor(base) ?? LONG_TIME[base.toLowerCase()];
  if (time !== void 0) return { metric: "time", unit: "s", factor: time, better: "lower" };
  const bytes = bytesFactor(base) ?? LONG_BYTES[base.toLowerCase()];
  if (bytes !== void 0) return { metric: perOp ? "alloc-bytes" : "memory", unit: "B", factor: bytes, better: "lower" };
  if (RATE.test(unit)) return { metric: "rate", unit: "ops/s", factor: 1, better: "higher" };
  const perSecond = /^(.+?)\s*\/\s*(s|sec|second)$/i.exec(unit);
  const throughput = perSecond ? bytesFactor(perSecond[1]) ?? LONG_BYTES[perSecond[1].toLowerCase()] : void 0;
  if (throughput !== void 0) return { metric: "throughput", unit: "B/s", factor: throughput, better: "higher" };
  if (perOp && /^allocs?$/i.test(base)) return { metric: "allocs", unit: "allocs", factor: 1, better: "lower" };
  return { metric: unit, unit, factor: 1, better: betterForUnit(unit) };
}
function parseBenchgate(doc, root, warnings) {
  for (const key of Object.keys(root)) {
    if (key !== "benchmarks" && key !== "context" && key !== "$schema")
      warnings.push(parseWarning("unknown-field", doc.warning([key], "unknown top-level field: ignored")));
  }
  const list = doc.array(root.benchmarks, ["benchmarks"]);
  const series2 = list.map((raw, i) => {
    const path9 = ["benchmarks", i];
    const bench = doc.object(raw, path9);
    const name2 = doc.string(bench.name, [...path9, "name"]);
    const which = (field) => [...path9, field];
    const about = `benchmark ${JSON.stringify(name2)}`;
    if (name2.trim() === "") doc.fail(which("name"), "is empty: every benchmark needs a name");
    for (const key of Object.keys(bench)) {
      if (!BENCHMARK_FIELDS.has(key))
        warnings.push(
          parseWarning("unknown-field", doc.warning([...path9, key], `unknown field of ${about} ignored (fields: ${[...BENCHMARK_FIELDS].join(", ")})`))
        );
    }
    if (bench.unit === void 0) doc.fail(path9, `${about} has no "unit" (e.g. "ns", "ms", "B", "ops/s")`);
    const meaning = unitMeaning(doc.string(bench.unit, which("unit")));
    if (meaning.unit === "") doc.fail(which("unit"), `${about}: the unit is empty (e.g. "ns", "ms", "B", "ops/s")`);
    if (bench.samples === void 0) doc.fail(path9, `${about} has no "samples" (an array of numbers, one per measurement)`);
    const samples = doc.numbers(bench.samples, which("samples"));
    if (samples.length === 0) doc.fail(which("samples"), `${about}: no samples (give at least one number)`);
    let better = meaning.better;
    if (bench.better !== void 0) {
      if (bench.better !== "lower" && bench.better !== "higher")
        doc.fail(which("better"), `${about}: expected "lower" or "higher", got ${JSON.stringify(bench.better)}`);
      better = bench.better;
    }
    const metric = bench.metric === void 0 ? meaning.metric : doc.string(bench.metric, which("metric"));
    const group = bench.group === void 0 ? void 0 : doc.string(bench.group, which("group"));
    return { benchmark: name2, ...group ? { group } : {}, metric, unit: meaning.unit, better, runs: [{ samples: samples.map((v) => v * meaning.factor) }] };
  });
  const context2 = {};
  if (root.context !== void 0) {
    for (const [key, value] of Object.entries(doc.object(root.context, ["context"]))) {
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") doc.fail(["context", key], "expected a string or a number");
      context2[key] = String(value);
    }
  }
  return { series: series2, context: context2 };
}
function parseGab(doc, list) {
  return list.map((raw, i) => {
    const entry = doc.object(raw, [i]);
    const name2 = doc.string(entry.name, [i, "name"]);
    const meaning = unitMeaning(doc.string(entry.unit, [i, "unit"]));
    const value = doc.number(entry.value, [i, "value"]);
    if (entry.better !== void 0 && entry.better !== "lower" && entry.better !== "higher") {
      doc.fail([i, "better"], `benchmark ${JSON.stringify(name2)}: expected "lower" or "higher", got ${JSON.stringify(entry.better)}`);
    }
    const better = entry.better ?? meaning.better;
    return { benchmark: name2, metric: meaning.metric, unit: meaning.unit, better, runs: [{ samples: [value * meaning.factor] }] };
  });
}
function parseBmf(doc, root) {
  const series2 = [];
  for (const [name2, raw] of Object.entries(root)) {
    const measures = doc.object(raw, [name2]);
    if (Object.keys(measures).length === 0) doc.fail([name2], `benchmark ${JSON.stringify(name2)} has no measures (e.g. { "latency": { "value": 88.0 } })`);
    for (const [measure, metricRaw] of Object.entries(measures)) {
      const metric = doc.object(metricRaw, [name2, measure]);
      const value = doc.number(metric.value, [name2, measure, "value"]);
      const meaning = BMF_MEASURES[measure] ?? { metric: measure, unit: measure, factor: 1, better: "lower" };
      series2.push({ benchmark: name2, metric: meaning.metric, unit: meaning.unit, better: meaning.better, runs: [{ samples: [value * meaning.factor] }] });
    }
  }
  return series2;
}
function parse8(input) {
  const doc = JsonDoc.parse(input, WHAT6);
  const warnings = [];
  let series2;
  let context2 = {};
  const root = doc.root;
  if (Array.isArray(root)) {
    if (root.length === 0) doc.fail([], "an empty array: no benchmarks");
    series2 = parseGab(doc, root);
  } else {
    const object = doc.object(root, []);
    if ("benchmarks" in object) ({ series: series2, context: context2 } = parseBenchgate(doc, object, warnings));
    else {
      if (Object.keys(object).length === 0) doc.fail([], "an empty object: no benchmarks");
      series2 = parseBmf(doc, object);
    }
  }
  const seen = /* @__PURE__ */ new Map();
  series2.forEach((s, i) => {
    const key = `${s.group ?? ""}\0${s.benchmark}\0${s.metric}`;
    if (seen.has(key)) {
      const where2 = Array.isArray(root) ? [i] : "benchmarks" in root ? ["benchmarks", i] : [s.benchmark];
      doc.fail(where2, `benchmark ${JSON.stringify(s.benchmark)} has metric ${JSON.stringify(s.metric)} twice: give each a distinct name, group or metric`);
    }
    seen.set(key, i);
  });
  return { format: "json", series: series2, context: context2, warnings };
}
var WHAT6, LONG_TIME, LONG_BYTES, RATE, BENCHMARK_FIELDS, BMF_MEASURES, json;
var init_json = __esm({
  "src/formats/json.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_units();
    WHAT6 = 'benchgate JSON ({ "benchmarks": [{ "name", "unit", "samples" }] }), a github-action-benchmark custom array or Bencher Metric Format';
    LONG_TIME = {
      second: 1,
      seconds: 1,
      millisecond: 1e-3,
      milliseconds: 1e-3,
      microsecond: 1e-6,
      microseconds: 1e-6,
      nanosecond: 1e-9,
      nanoseconds: 1e-9
    };
    LONG_BYTES = { byte: 1, bytes: 1, kilobytes: 1e3, megabytes: 1e6, gigabytes: 1e9 };
    RATE = /^(ops?|operations|iterations|iter|calls)\/(s|sec|second)$/i;
    BENCHMARK_FIELDS = /* @__PURE__ */ new Set(["name", "unit", "samples", "better", "metric", "group"]);
    BMF_MEASURES = {
      latency: { metric: "time", unit: "s", factor: 1e-9, better: "lower" },
      throughput: { metric: "rate", unit: "ops/s", factor: 1, better: "higher" },
      "file-size": { metric: "file-size", unit: "B", factor: 1, better: "lower" },
      "build-time": { metric: "build-time", unit: "s", factor: 1, better: "lower" }
    };
    json = {
      id: "json",
      description: "benchgate JSON, github-action-benchmark custom arrays, Bencher Metric Format",
      detect: detect8,
      parse: parse8
    };
  }
});

// src/formats/criterion.ts
import * as fs from "node:fs";
import * as path from "node:path";
function throughputOf(kind2, amount) {
  if (!(amount > 0) || !Number.isFinite(amount)) return void 0;
  switch (kind2) {
    case "Bytes":
    case "BytesDecimal":
    case "bytes":
      return { metric: "throughput", unit: "B/s", perIteration: amount };
    case "Elements":
    case "elements":
      return { metric: "elements/s", unit: "elements/s", perIteration: amount };
    case "Bits":
    case "bits":
      return { metric: "throughput", unit: "B/s", perIteration: amount / 8 };
    default:
      return void 0;
  }
}
function addTimeSample(out, name2, seconds, throughput) {
  out.add(name2, void 0, "time", "s", "lower", seconds);
  if (throughput && seconds > 0) out.add(name2, void 0, throughput.metric, throughput.unit, "higher", throughput.perIteration / seconds);
}
function benchmarkDirs(root, limit = MAX_DIRS) {
  const found = [];
  let visited = 0;
  const walk = (dir, depth) => {
    if (depth > MAX_DEPTH || visited++ > limit) return;
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (entries.some((e) => e.isDirectory() && e.name === "new") && fs.existsSync(path.join(dir, "new", "benchmark.json"))) {
      found.push(dir);
      return;
    }
    const subdirs = entries.filter((e) => e.isDirectory() && e.name !== "report").map((e) => e.name);
    for (const name2 of subdirs.sort()) walk(path.join(dir, name2), depth + 1);
  };
  walk(root, 0);
  return found;
}
function readJson(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    throw new ParseError(`cannot read the file (${err.code ?? String(err)})`, file);
  }
  return JsonDoc.parse({ kind: "text", file, text }, "a Criterion.rs result file");
}
function benchmarkName(doc) {
  const meta = doc.object(doc.root, []);
  const parts = ["group_id", "function_id", "value_str"].map((k) => meta[k]).filter((v) => typeof v === "string" && v !== "");
  const name2 = typeof meta.full_id === "string" && meta.full_id !== "" ? meta.full_id : parts.join("/");
  if (!name2) doc.fail([], "no full_id, group_id or function_id: cannot name the benchmark");
  let throughput;
  if (isObject(meta.throughput)) {
    for (const [kind2, amount] of Object.entries(meta.throughput)) {
      throughput = throughputOf(kind2, typeof amount === "number" ? amount : NaN);
      if (throughput) break;
    }
  }
  return { name: name2, throughput };
}
function parseDirectory(root) {
  const dirs = benchmarkDirs(root);
  if (dirs.length === 0) {
    throw new ParseError("no Criterion.rs results here: expected target/criterion/<benchmark>/new/benchmark.json (did `cargo bench` run?)", root);
  }
  const out = new SeriesCollector();
  const warnings = [];
  for (const dir of dirs) {
    const newDir = path.join(dir, "new");
    const { name: name2, throughput } = benchmarkName(readJson(path.join(newDir, "benchmark.json")));
    const sampleFile = path.join(newDir, "sample.json");
    if (fs.existsSync(sampleFile)) {
      const doc2 = readJson(sampleFile);
      const sample = doc2.object(doc2.root, []);
      const iters = doc2.numbers(sample.iters, ["iters"]);
      const times = doc2.numbers(sample.times, ["times"]);
      if (iters.length !== times.length) doc2.fail(["times"], `${times.length} times for ${iters.length} iteration counts`);
      if (iters.length === 0) doc2.fail(["iters"], "no samples");
      iters.forEach((n, i) => {
        if (!(n > 0)) doc2.fail(["iters", i], `iteration count ${n} is not positive`);
        addTimeSample(out, name2, times[i] / n * 1e-9, throughput);
      });
      continue;
    }
    const estimatesFile = path.join(newDir, "estimates.json");
    if (!fs.existsSync(estimatesFile)) throw new ParseError("neither sample.json nor estimates.json next to benchmark.json", newDir);
    const doc = readJson(estimatesFile);
    const estimates2 = doc.object(doc.root, []);
    const mean2 = doc.object(estimates2.mean, ["mean"]);
    addTimeSample(out, name2, doc.number(mean2.point_estimate, ["mean", "point_estimate"]) * 1e-9, throughput);
    warnings.push(parseWarning("summary-only", `${estimatesFile}: no sample.json; used the mean estimate as one sample`, name2));
  }
  return { format: ID, series: out.series(), context: {}, warnings };
}
function lineDoc(file, line, lineNo) {
  try {
    return JsonDoc.parse({ kind: "text", file, text: line }, "a cargo-criterion --message-format=json line");
  } catch (err) {
    if (err instanceof ParseError) throw new ParseError(err.reason, file, lineNo);
    throw err;
  }
}
function parseMessages(file, text) {
  const out = new SeriesCollector();
  const warnings = [];
  const { lines } = splitLines(text);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const lineNo = i + 1;
    if (!line.startsWith("{")) return;
    const doc = lineDoc(file, line, lineNo);
    const fail = (p, reason) => {
      throw new ParseError(`${p.join(".")}: ${reason}`, file, lineNo);
    };
    if (!isObject(doc.root) || doc.root.reason !== "benchmark-complete") return;
    const msg = doc.root;
    if (typeof msg.id !== "string" || msg.id === "") fail(["id"], "expected the benchmark id (a string)");
    const name2 = msg.id;
    let throughput;
    if (Array.isArray(msg.throughput) && isObject(msg.throughput[0])) {
      const t = msg.throughput[0];
      throughput = throughputOf(String(t.unit), typeof t.per_iteration === "number" ? t.per_iteration : NaN);
    }
    const unit = typeof msg.unit === "string" ? msg.unit : "ns";
    const values = Array.isArray(msg.measured_values) ? msg.measured_values : [];
    const counts = Array.isArray(msg.iteration_count) ? msg.iteration_count : [];
    if (values.length > 0 && values.length === counts.length) {
      values.forEach((v, k) => {
        const n = counts[k];
        if (typeof v !== "number" || typeof n !== "number" || !(n > 0) || !Number.isFinite(v)) {
          fail(["measured_values", k], "expected a number measured over a positive iteration count");
        }
        addValue(out, name2, v / n, unit, throughput);
      });
      return;
    }
    const estimate = estimateOf(msg);
    if (!estimate) fail(["typical"], "no measured_values and no typical/mean estimate");
    addValue(out, name2, estimate.value, estimate.unit ?? unit, throughput);
  });
  if (out.size === 0) throw new ParseError('no "benchmark-complete" messages: is this cargo-criterion --message-format=json output?', file);
  return { format: ID, series: out.series(), context: {}, warnings };
}
function estimateOf(msg) {
  for (const key of ["typical", "mean"]) {
    const e = msg[key];
    if (isObject(e) && typeof e.estimate === "number" && Number.isFinite(e.estimate)) {
      return { value: e.estimate, unit: typeof e.unit === "string" ? e.unit : void 0 };
    }
  }
  return void 0;
}
function addValue(out, name2, value, unit, throughput) {
  const factor = timeFactor(unit);
  if (factor !== void 0) addTimeSample(out, name2, value * factor, throughput);
  else out.add(name2, void 0, unit, unit, "lower", value);
}
function timeLine(line) {
  const at = line.search(/\btime:\s/);
  if (at < 0) return void 0;
  const rest = line.slice(at + 5).trimStart();
  const close = rest.indexOf("]");
  if (!rest.startsWith("[") || close < 0) return void 0;
  return { label: line.slice(0, at).trim(), bracket: rest.slice(1, close) };
}
function estimates(bracket) {
  const fields = bracket.trim().split(/\s+/);
  if (fields.length !== 6) return void 0;
  const out = [];
  for (let k = 0; k < 6; k += 2) {
    const value = parseNumber(fields[k]);
    if (!Number.isFinite(value)) return void 0;
    out.push({ value, unit: fields[k + 1] });
  }
  return out;
}
function throughputUnit(unit) {
  const elem = /^([KMG]?)elem\/s$/.exec(unit);
  if (elem) return { metric: "elements/s", unit: "elements/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[elem[1]] };
  const bits = /^([KMG]?)bit\/s$/.exec(unit);
  if (bits) return { metric: "throughput", unit: "B/s", factor: { "": 1, K: 1e3, M: 1e6, G: 1e9 }[bits[1]] / 8 };
  const bytes = unit.endsWith("/s") ? bytesFactor(unit.slice(0, -2)) : void 0;
  return bytes === void 0 ? void 0 : { metric: "throughput", unit: "B/s", factor: bytes };
}
function parseConsole3(file, text) {
  const out = new SeriesCollector();
  const warnings = [];
  const { lines } = splitLines(stripAnsi(text));
  let pendingName;
  let current;
  let inChange = false;
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (/^\s*change:/.test(line)) {
      inChange = true;
      return;
    }
    const time = timeLine(line);
    if (time) {
      if (time.bracket.includes("%")) return;
      const est = estimates(time.bracket);
      if (!est || est[1].value < 0) {
        throw new ParseError(`expected three time estimates like [1.2 \xB5s 1.3 \xB5s 1.4 \xB5s], got [${time.bracket.slice(0, 200)}]`, file, lineNo);
      }
      const label = time.label;
      const name2 = label !== "" ? label : pendingName;
      if (!name2) throw new ParseError("a time: line without a benchmark name before it", file, lineNo);
      const factor = timeFactor(est[1].unit);
      if (factor === void 0) throw new ParseError(`unknown time unit "${est[1].unit}"`, file, lineNo);
      out.add(name2, void 0, "time", "s", "lower", est[1].value * factor);
      current = name2;
      pendingName = void 0;
      inChange = false;
      return;
    }
    const thrpt = THRPT_LINE.exec(line);
    if (thrpt) {
      if (inChange || /%/.test(thrpt[1])) return;
      const est = estimates(thrpt[1]);
      if (!est || !current) throw new ParseError(`expected three throughput estimates after a time: line, got [${thrpt[1].slice(0, 200)}]`, file, lineNo);
      const unit = throughputUnit(est[1].unit);
      if (!unit)
        warnings.push(parseWarning("unit-unknown", `${file}:${lineNo}: unknown throughput unit "${est[1].unit}"; throughput of ${current} skipped`, current));
      else out.add(current, void 0, unit.metric, unit.unit, "higher", est[1].value * unit.factor);
      return;
    }
    if (line.trim() === "") return;
    if (!NOISE.test(line)) {
      pendingName = line.trim();
      inChange = false;
    }
  });
  if (out.size === 0) throw new ParseError("no Criterion.rs `time: [...]` lines found", file);
  return { format: ID, series: out.series(), context: {}, warnings };
}
function detect9(input) {
  try {
    if (input.kind === "dir") return benchmarkDirs(input.dir, 2e3).length > 0 ? 1 : 0;
    const text = head(input.text);
    if (COMPLETE.test(text) && /"measured_values"|"typical"|"id"\s*:/.test(text)) return 1;
    if (CONSOLE_TIME.test(stripAnsi(text))) return 0.9;
    return 0;
  } catch {
    return 0;
  }
}
function parse9(input) {
  if (input.kind === "dir") return parseDirectory(input.dir);
  if (COMPLETE.test(head(input.text))) return parseMessages(input.file, input.text);
  return parseConsole3(input.file, input.text);
}
var ID, MAX_DEPTH, MAX_DIRS, COMPLETE, THRPT_LINE, NOISE, CONSOLE_TIME, criterion;
var init_criterion = __esm({
  "src/formats/criterion.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_series();
    init_text();
    init_units();
    ID = "criterion";
    MAX_DEPTH = 12;
    MAX_DIRS = 2e4;
    COMPLETE = /"reason"\s*:\s*"benchmark-complete"/;
    THRPT_LINE = /^\s+thrpt:\s+\[(.*)\]\s*$/;
    NOISE = /^(Benchmarking |Found \d+ outliers|\s|Gnuplot not found|WARNING|Warning|running |test result|Running |Finished |Compiling )/;
    CONSOLE_TIME = /^.*\btime:\s+\[[-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s) [-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s) [-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s)\]/m;
    criterion = {
      id: ID,
      description: "Rust Criterion.rs: target/criterion directory, cargo-criterion --message-format=json, or console output",
      detect: detect9,
      parse: parse9
    };
  }
});

// src/formats/libtest.ts
function detect10(input) {
  if (input.kind !== "text") return 0;
  const { lines } = splitLines(stripAnsi(head(input.text)));
  let results = 0;
  for (const line of lines) {
    if (BENCH_LINE.test(line)) results++;
    if (results >= 3) break;
  }
  return results > 0 ? 0.95 : 0;
}
function parse10(input) {
  if (input.kind !== "text") throw new ParseError("libtest bench output is text; got a directory", input.dir);
  const file = input.file;
  const { lines } = splitLines(stripAnsi(input.text));
  const out = new SeriesCollector();
  const warnings = [];
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    const m = BENCH_LINE.exec(line);
    if (m) {
      const name2 = m[1].trim();
      const ns = parseNumber(m[2]);
      if (!Number.isFinite(ns)) throw new ParseError(`bad ns/iter value "${m[2]}"`, file, lineNo);
      out.add(name2, void 0, "time", "s", "lower", ns * 1e-9);
      if (m[4] !== void 0) out.add(name2, void 0, "throughput", "B/s", "higher", parseNumber(m[4]) * 1e6);
      return;
    }
    if (BENCH_CLAIM.test(line)) {
      throw new ParseError(`malformed bench line; expected "test NAME ... bench: N ns/iter (+/- M)": ${line.slice(0, 200)}`, file, lineNo);
    }
    const failed = FAILED.exec(line);
    if (failed) warnings.push(parseWarning("failed-benchmark", `${file}:${lineNo}: benchmark ${failed[1]} FAILED; it has no result`, failed[1]));
  });
  if (out.size === 0) {
    throw new ParseError('no "test NAME ... bench: N ns/iter (+/- M)" lines found (did `cargo bench` run any #[bench]?)', file);
  }
  return { format: ID2, series: out.series(), context: {}, warnings };
}
var ID2, NUM, BENCH_LINE, BENCH_CLAIM, FAILED, libtest;
var init_libtest = __esm({
  "src/formats/libtest.ts"() {
    "use strict";
    init_model();
    init_series();
    init_text();
    init_units();
    ID2 = "libtest";
    NUM = "[\\d,]+(?:\\.\\d+)?";
    BENCH_LINE = new RegExp(`^test (.+?) \\.\\.\\. bench:\\s+(${NUM}) ns/iter \\(\\+/- (${NUM})\\)(?: = (${NUM}) MB/s)?\\s*$`);
    BENCH_CLAIM = /^test .+ \.\.\. bench:/;
    FAILED = /^test (.+?) \.\.\. FAILED\s*$/;
    libtest = {
      id: ID2,
      description: "Rust libtest #[bench] output (cargo +nightly bench, Criterion --output-format bencher)",
      detect: detect10,
      parse: parse10
    };
  }
});

// src/formats/jmh.ts
function secondsPer(unit) {
  return { hr: 3600, day: 86400 }[unit] ?? timeFactor(unit);
}
function primaryMetric(scoreUnit, mode) {
  const rate = /^ops\/(\w+)$/.exec(scoreUnit);
  const perRate = rate ? secondsPer(rate[1]) : void 0;
  if (perRate !== void 0) return { metric: "rate", unit: "ops/s", factor: 1 / perRate, better: "higher" };
  const time = /^(\w+)\/op$/.exec(scoreUnit);
  const perTime = time ? secondsPer(time[1]) : void 0;
  if (perTime !== void 0) return { metric: "time", unit: "s", factor: perTime, better: "lower" };
  return { metric: scoreUnit, unit: scoreUnit, factor: 1, better: mode === "thrpt" ? "higher" : "lower" };
}
function nameOf(benchmark, params) {
  const lastDot = benchmark.lastIndexOf(".");
  const group = lastDot > 0 ? benchmark.slice(0, lastDot) : void 0;
  const simpleClass = group ? group.slice(group.lastIndexOf(".") + 1) : void 0;
  let name2 = simpleClass ? `${simpleClass}.${benchmark.slice(lastDot + 1)}` : benchmark;
  if (isObject(params)) {
    const pairs = Object.entries(params).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
    if (pairs.length > 0) name2 += `:${pairs.join(",")}`;
  }
  return { name: name2, group };
}
function forksOf(doc, metric, path9) {
  if (metric.rawData !== void 0) {
    const forks = doc.array(metric.rawData, [...path9, "rawData"]);
    return forks.map((fork, f) => doc.numbers(fork, [...path9, "rawData", f]));
  }
  if (metric.rawDataHistogram !== void 0) {
    const hPath = [...path9, "rawDataHistogram"];
    const forks = doc.array(metric.rawDataHistogram, hPath);
    return forks.map(
      (fork, f) => doc.array(fork, [...hPath, f]).map((iteration, i) => {
        let sum2 = 0;
        let count = 0;
        doc.array(iteration, [...hPath, f, i]).forEach((bin, b) => {
          const pair2 = doc.numbers(bin, [...hPath, f, i, b]);
          if (pair2.length !== 2 || !(pair2[1] >= 0)) doc.fail([...hPath, f, i, b], "expected a [value, count] pair");
          sum2 += pair2[0] * pair2[1];
          count += pair2[1];
        });
        if (count === 0) doc.fail([...hPath, f, i], "an empty histogram");
        return sum2 / count;
      })
    );
  }
  return doc.fail(path9, "neither rawData nor rawDataHistogram: cannot recover per-iteration samples");
}
function detect11(input) {
  if (input.kind !== "text") return 0;
  const root = sniffJson(input.text);
  if (!Array.isArray(root) || root.length === 0) return 0;
  const first = root[0];
  return isObject(first) && typeof first.benchmark === "string" && isObject(first.primaryMetric) && typeof first.mode === "string" ? 1 : 0;
}
function parse11(input) {
  const doc = JsonDoc.parse(input, "a JMH -rf json result file");
  const entries = doc.array(doc.root, []);
  if (entries.length === 0) throw new ParseError("an empty JMH result array: no benchmark ran", doc.file);
  const out = new SeriesCollector();
  const context2 = new ContextCollector();
  const modesByKey = /* @__PURE__ */ new Map();
  const rows2 = entries.map((raw, i) => {
    const entry = doc.object(raw, [i]);
    const benchmark = doc.string(entry.benchmark, [i, "benchmark"]);
    const mode = doc.string(entry.mode, [i, "mode"]);
    const primary = doc.object(entry.primaryMetric, [i, "primaryMetric"]);
    const metric = primaryMetric(doc.string(primary.scoreUnit, [i, "primaryMetric", "scoreUnit"]), mode);
    const { name: name2, group } = nameOf(benchmark, entry.params);
    const key = JSON.stringify([group, name2, metric.metric]);
    modesByKey.set(key, (modesByKey.get(key) ?? /* @__PURE__ */ new Set()).add(mode));
    return { i, entry, mode, primary, metric, name: name2, group, key };
  });
  for (const { i, entry, mode, primary, metric, name: baseName, group, key } of rows2) {
    const name2 = modesByKey.get(key).size > 1 ? `${baseName} [${mode}]` : baseName;
    for (const fork of forksOf(doc, primary, [i, "primaryMetric"]))
      out.addProcess(
        name2,
        group,
        metric.metric,
        metric.unit,
        metric.better,
        fork.map((v) => v * metric.factor)
      );
    if (isObject(entry.secondaryMetrics)) {
      for (const [label, value] of Object.entries(entry.secondaryMetrics)) {
        const known = SECONDARY[label.replace(/^\u00b7/, "")];
        if (!known || !isObject(value)) continue;
        for (const fork of forksOf(doc, value, [i, "secondaryMetrics", label]))
          out.addProcess(
            name2,
            group,
            known.metric,
            known.unit,
            known.better,
            fork.map((v) => v * known.factor)
          );
      }
    }
    for (const k of ["jmhVersion", "jdkVersion", "vmName", "vmVersion", "jvm"]) {
      if (typeof entry[k] === "string") context2.set(k, entry[k]);
    }
    const jvmArgs = Array.isArray(entry.jvmArgs) ? entry.jvmArgs.filter((a) => typeof a === "string").join(" ") : "";
    if (jvmArgs) context2.set("jvmArgs", jvmArgs);
    if (typeof entry.threads === "number") context2.set("threads", String(entry.threads));
  }
  return { format: ID3, series: out.series(), context: context2.toRecord(), warnings: [] };
}
var ID3, SECONDARY, jmh;
var init_jmh = __esm({
  "src/formats/jmh.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_series();
    init_units();
    ID3 = "jmh";
    SECONDARY = {
      "gc.alloc.rate.norm": { metric: "alloc-bytes", unit: "B", factor: 1, better: "lower" }
    };
    jmh = {
      id: ID3,
      description: "JMH -rf json results (avgt/thrpt/sample/ss, gc.alloc.rate.norm)",
      detect: detect11,
      parse: parse11
    };
  }
});

// src/formats/benchmarkdotnet.ts
function benchmarkName2(method, params, job) {
  let name2 = method;
  if (params.length > 0) name2 += `(${params.join(", ")})`;
  if (job && job !== "DefaultJob") name2 += ` [${job}]`;
  return name2;
}
function jobOf(displayInfo) {
  if (typeof displayInfo !== "string") return void 0;
  const colon = displayInfo.indexOf(": ");
  if (colon < 0) return void 0;
  const job = displayInfo.slice(colon + 2).replace(/\s*\[[^\]]*\]\s*$/, "");
  const paren = job.indexOf("(");
  return (paren > 0 ? job.slice(0, paren) : job).trim() || void 0;
}
function parseJson2(input) {
  const doc = JsonDoc.parse(input, "a BenchmarkDotNet JSON export");
  const root = doc.object(doc.root, []);
  const benchmarks = doc.array(root.Benchmarks, ["Benchmarks"]);
  const out = new SeriesCollector();
  const warnings = [];
  const context2 = {};
  if (isObject(root.HostEnvironmentInfo)) {
    for (const key of HOST_KEYS) {
      const v = root.HostEnvironmentInfo[key];
      if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") context2[key] = String(v);
    }
  }
  benchmarks.forEach((raw, i) => {
    const b = doc.object(raw, ["Benchmarks", i]);
    const method = typeof b.Method === "string" && b.Method ? b.Method : doc.string(b.FullName, ["Benchmarks", i, "FullName"]);
    const params = typeof b.Parameters === "string" && b.Parameters ? b.Parameters.split("&") : [];
    const name2 = benchmarkName2(method, params, jobOf(b.DisplayInfo));
    const type = typeof b.Type === "string" && b.Type ? b.Type : void 0;
    const group = type && typeof b.Namespace === "string" && b.Namespace ? `${b.Namespace}.${type}` : type;
    const launches = resultSamplesByLaunch(doc, b, i);
    const samples = [];
    const stats = isObject(b.Statistics) ? b.Statistics : void 0;
    if (launches.length > 0) {
      for (const launch of launches) out.addProcess(name2, group, "time", "s", "lower", launch);
    } else if (stats && Array.isArray(stats.OriginalValues)) {
      for (const ns of doc.numbers(stats.OriginalValues, ["Benchmarks", i, "Statistics", "OriginalValues"])) samples.push(ns * 1e-9);
    }
    if (launches.length === 0 && samples.length === 0) {
      const mean2 = stats && typeof stats.Mean === "number" && Number.isFinite(stats.Mean) ? stats.Mean : void 0;
      if (mean2 === void 0) {
        warnings.push(
          parseWarning(
            "failed-benchmark",
            doc.warning(["Benchmarks", i], `${group ? `${group}.` : ""}${name2} has no results (the benchmark failed); skipped`),
            name2
          )
        );
        return;
      }
      samples.push(mean2 * 1e-9);
    }
    for (const v of samples) out.add(name2, group, "time", "s", "lower", v);
    const allocated = allocatedBytes(b);
    if (allocated !== void 0) out.add(name2, group, "alloc-bytes", "B", "lower", allocated);
  });
  if (out.size === 0 && warnings.length === 0) throw new ParseError('no benchmarks in "Benchmarks"', doc.file);
  return { format: ID4, series: out.series(), context: context2, warnings };
}
function resultSamplesByLaunch(doc, b, i) {
  if (!Array.isArray(b.Measurements)) return [];
  const byLaunch = /* @__PURE__ */ new Map();
  b.Measurements.forEach((raw, k) => {
    if (!isObject(raw)) return;
    const isResult = raw.IterationStage === void 0 ? raw.IterationMode === "Result" : raw.IterationMode === "Workload" && raw.IterationStage === "Result";
    if (!isResult) return;
    const path9 = ["Benchmarks", i, "Measurements", k];
    const ops = doc.number(raw.Operations, [...path9, "Operations"]);
    const ns = doc.number(raw.Nanoseconds, [...path9, "Nanoseconds"]);
    if (!(ops > 0)) doc.fail([...path9, "Operations"], `expected a positive operation count, got ${ops}`);
    const launch = typeof raw.LaunchIndex === "number" ? raw.LaunchIndex : 1;
    let samples = byLaunch.get(launch);
    if (!samples) byLaunch.set(launch, samples = []);
    samples.push(ns / ops * 1e-9);
  });
  return [...byLaunch.values()];
}
function allocatedBytes(b) {
  if (isObject(b.Memory)) {
    const v = b.Memory.BytesAllocatedPerOperation;
    if (typeof v === "number" && Number.isFinite(v)) return v;
  }
  if (Array.isArray(b.Metrics)) {
    for (const m of b.Metrics) {
      if (isObject(m) && isObject(m.Descriptor) && m.Descriptor.Id === "Allocated Memory" && typeof m.Value === "number" && Number.isFinite(m.Value))
        return m.Value;
    }
  }
  return void 0;
}
function columnsOf(cells2) {
  const names = cells2.map((c) => c.trim());
  const method = names.indexOf("Method");
  const meanAt = names.findIndex((n) => /^Mean(\s*\[.+\])?$/.test(n));
  if (method < 0 || meanAt < 0 || method > meanAt) return void 0;
  const unitOf = (n) => /\[(.+)\]$/.exec(n)?.[1]?.trim();
  const allocated = names.findIndex((n) => /^Allocated(\s*\[.+\])?$/.test(n));
  const params = [];
  names.forEach((n, k) => {
    if (k !== method && k < meanAt && n && !CHARACTERISTICS.has(n)) params.push({ index: k, name: n });
  });
  return {
    method,
    mean: meanAt,
    meanUnit: unitOf(names[meanAt]),
    allocated: allocated >= 0 ? allocated : void 0,
    allocatedUnit: allocated >= 0 ? unitOf(names[allocated]) : void 0,
    job: names.indexOf("Job") >= 0 ? names.indexOf("Job") : void 0,
    type: names.indexOf("Type") >= 0 && names.indexOf("Type") < meanAt ? names.indexOf("Type") : void 0,
    params
  };
}
function valueWithUnit(cell, headerUnit, factor) {
  const parts = cell.trim().split(/\s+/);
  if (parts.length > 2) return void 0;
  const unit = parts[1] ?? headerUnit;
  const f = unit === void 0 ? void 0 : factor(unit);
  const n = parseNumber(parts[0]);
  return f === void 0 || !Number.isFinite(n) ? void 0 : n * f;
}
function csvCells(line, sep) {
  const cells2 = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      cells2.push(cur);
      cur = "";
    } else cur += c;
  }
  cells2.push(cur);
  return cells2;
}
function csvSeparator(header2) {
  const m = /^"?Method"?([,;\t])/.exec(header2) ?? /^"?Type"?([,;\t])"?Method"?\1/.exec(header2);
  return m?.[1];
}
function parseCsv2(file, lines) {
  const sep = csvSeparator(lines[0]);
  const cols = columnsOf(csvCells(lines[0], sep));
  if (!cols) throw new ParseError("the CSV header has no Method and Mean columns", file, 1);
  const reader = new TableReader(file);
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === "") return;
    const cells2 = csvCells(line, sep);
    if (cells2.length < cols.mean + 1)
      throw new ParseError(`a row with ${cells2.length} fields; the header has ${cols.mean + 1} or more (truncated file?)`, file, i + 1);
    reader.row(cells2, cols, i + 1);
  });
  return reader.result({}, "CSV rows");
}
function pipeCells(line) {
  let t = line.trim();
  if (t.startsWith("|")) t = t.slice(1);
  if (t.endsWith("|")) t = t.slice(0, -1);
  return t.split("|");
}
function environmentLine(line, context2) {
  const t = line.trim();
  let m = /^BenchmarkDotNet[ =]v?([^,\s]+),\s*(?:OS=)?(.+)$/.exec(t);
  if (m) {
    context2.set("BenchmarkDotNetVersion", m[1]);
    context2.set("OsVersion", m[2].trim());
    return;
  }
  m = /^(.+?),\s*\d+ CPUs?,\s*\d+ logical (?:and|cores and) \d+ physical cores?/.exec(t);
  if (m) {
    context2.set("ProcessorName", m[1].trim());
    return;
  }
  m = /^\.NET(?: Core)? SDK[ =](.+)$/.exec(t);
  if (m) {
    context2.set("DotNetCliVersion", m[1].trim());
    return;
  }
  m = /^\[Host\]\s*:\s*(.+)$/.exec(t);
  if (m) context2.set("RuntimeVersion", m[1].trim());
}
function parseTable(file, lines) {
  const reader = new TableReader(file);
  const context2 = new ContextCollector();
  let cols;
  let tables = 0;
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (!line.includes("|")) {
      if (cols && line.trim() !== "") cols = void 0;
      environmentLine(line, context2);
      return;
    }
    if (SEPARATOR_ROW.test(line.trim())) return;
    const cells2 = pipeCells(line);
    const header2 = columnsOf(cells2);
    if (header2) {
      cols = header2;
      tables++;
      return;
    }
    if (cols) reader.row(cells2, cols, lineNo);
  });
  if (tables === 0) throw new ParseError("no BenchmarkDotNet summary table found (a header row with Method and Mean)", file);
  return reader.result(context2.toRecord(), "summary rows");
}
function isJsonExport(value) {
  return isObject(value) && Array.isArray(value.Benchmarks) && (isObject(value.HostEnvironmentInfo) || typeof value.Title === "string");
}
function detect12(input) {
  if (input.kind !== "text") return 0;
  const text = head(input.text);
  const first = text.trimStart()[0];
  if (first === "{") return isJsonExport(sniffJson(input.text)) ? 1 : 0;
  const firstLine = text.slice(0, text.indexOf("\n") >= 0 ? text.indexOf("\n") : text.length).replace(/^\uFEFF/, "");
  const sep = csvSeparator(firstLine);
  if (sep && columnsOf(csvCells(firstLine, sep)) && /(^|[,;\t])"?(Error|StdDev|Job)"?([,;\t]|$)/.test(firstLine)) return 0.9;
  const clean = stripAnsi(text);
  if (TABLE_HEADER2.test(clean)) return /^[ \t]*BenchmarkDotNet[ =]v?\d/m.test(clean) ? 1 : 0.8;
  return 0;
}
function parse12(input) {
  if (input.kind !== "text") throw new ParseError("BenchmarkDotNet results are files (JSON, CSV or the summary table); got a directory", input.dir);
  const text = input.text.replace(/^\uFEFF/, "");
  if (text.trimStart().startsWith("{")) return parseJson2({ kind: "text", file: input.file, text });
  const { lines } = splitLines(stripAnsi(text));
  if (lines.length > 0 && csvSeparator(lines[0])) return parseCsv2(input.file, lines);
  return parseTable(input.file, lines);
}
var ID4, SIZE, HOST_KEYS, CHARACTERISTICS, TableReader, SEPARATOR_ROW, TABLE_HEADER2, benchmarkdotnet;
var init_benchmarkdotnet = __esm({
  "src/formats/benchmarkdotnet.ts"() {
    "use strict";
    init_model();
    init_json_text();
    init_series();
    init_text();
    init_units();
    ID4 = "benchmarkdotnet";
    SIZE = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
    HOST_KEYS = [
      "ProcessorName",
      "OsVersion",
      "RuntimeVersion",
      "BenchmarkDotNetVersion",
      "Architecture",
      "PhysicalProcessorCount",
      "PhysicalCoreCount",
      "LogicalCoreCount",
      "DotNetCliVersion",
      "Configuration",
      "HasAttachedDebugger"
    ];
    CHARACTERISTICS = new Set(
      "Job AnalyzeLaunchVariance EvaluateOverhead MaxAbsoluteError MaxRelativeError MinInvokeCount MinIterationTime OutlierMode Affinity EnvironmentVariables Jit LargeAddressAware Platform PowerPlanMode Runtime AllowVeryLargeObjects Concurrent CpuGroups Force HeapAffinitizeMask HeapCount NoAffinitize RetainVm Server Arguments BuildConfiguration Clock EngineFactory NuGetReferences Toolchain IsMutator InvocationCount IterationCount IterationTime LaunchCount MaxIterationCount MaxWarmupIterationCount MemoryRandomization MinIterationCount MinWarmupIterationCount RunStrategy UnrollFactor WarmupCount Id Categories Baseline Namespace Type Gc Infrastructure Accuracy Environment Run".split(" ")
    );
    TableReader = class {
      constructor(file) {
        this.file = file;
      }
      file;
      out = new SeriesCollector();
      warnings = [];
      /** Adds one data row under `cols`; `lineNo` for messages. */
      row(cells2, cols, lineNo) {
        const cell = (k) => k === void 0 ? "" : (cells2[k] ?? "").trim();
        const method = cell(cols.method);
        if (!method) {
          if (cells2.every((c) => c.trim() === "")) return;
          throw new ParseError("a summary row without a Method", this.file, lineNo);
        }
        const params = cols.params.map((p) => `${p.name}=${cell(p.index)}`);
        const name2 = benchmarkName2(method, params, cell(cols.job) || void 0);
        const group = cell(cols.type) || void 0;
        const meanText = cell(cols.mean);
        if (meanText === "NA" || meanText === "?" || meanText === "") {
          this.warnings.push(
            parseWarning("failed-benchmark", `${this.file}:${lineNo}: ${name2} has no result (Mean is ${meanText || "empty"}: the benchmark failed); skipped`, name2)
          );
          return;
        }
        const mean2 = valueWithUnit(meanText, cols.meanUnit, timeFactor);
        if (mean2 === void 0) throw new ParseError(`Mean "${meanText}" is not a time like "15.56 ns"`, this.file, lineNo);
        this.out.add(name2, group, "time", "s", "lower", mean2);
        if (cols.allocated !== void 0) {
          const text = cell(cols.allocated);
          const bytes = text === "-" ? 0 : valueWithUnit(text, cols.allocatedUnit, (u) => SIZE[u]);
          if (bytes !== void 0) this.out.add(name2, group, "alloc-bytes", "B", "lower", bytes);
          else if (text !== "NA" && text !== "?" && text !== "") throw new ParseError(`Allocated "${text}" is not a size like "48 B"`, this.file, lineNo);
        }
      }
      result(context2, what) {
        if (this.out.size === 0 && this.warnings.length === 0) throw new ParseError(`no BenchmarkDotNet ${what} found (a header with Method and Mean)`, this.file);
        return { format: ID4, series: this.out.series(), context: context2, warnings: this.warnings };
      }
    };
    SEPARATOR_ROW = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
    TABLE_HEADER2 = /^[ \t]*\|?[ \t]*(?:Type[ \t]*\|[ \t]*)?Method[ \t]*\|.*\bMean\b/m;
    benchmarkdotnet = {
      id: ID4,
      description: "BenchmarkDotNet JSON exports (full, compressed, brief), report CSV, markdown/console summary table",
      detect: detect12,
      parse: parse12
    };
  }
});

// src/formats/index.ts
var FORMATS;
var init_formats = __esm({
  "src/formats/index.ts"() {
    "use strict";
    init_go();
    init_google_benchmark();
    init_catch2();
    init_pytest_benchmark();
    init_pyperf();
    init_hyperfine();
    init_benchmarkjs();
    init_vitest();
    init_tinybench();
    init_json();
    init_criterion();
    init_libtest();
    init_jmh();
    init_benchmarkdotnet();
    FORMATS = [
      go,
      googleBenchmark,
      catch2,
      pytestBenchmark,
      pyperf,
      hyperfine,
      benchmarkjs,
      vitest,
      tinybench,
      json,
      criterion,
      libtest,
      jmh,
      benchmarkdotnet
    ];
  }
});

// src/formats/registry.ts
import { readFile, stat } from "node:fs/promises";
function knownIds() {
  return FORMATS.map((f) => f.id);
}
function formatById(id) {
  const format = FORMATS.find((f) => f.id === id);
  if (!format) throw new ParseError(`unknown format '${id}'; known formats: auto, ${knownIds().join(", ")}`);
  return format;
}
function where(input) {
  return input.kind === "text" ? input.file : input.dir;
}
function detectScores(input) {
  return FORMATS.map((format) => {
    let score2;
    try {
      score2 = format.detect(input);
    } catch {
      score2 = 0;
    }
    return { format, score: Number.isFinite(score2) ? Math.min(1, Math.max(0, score2)) : 0 };
  }).sort((a, b) => b.score - a.score);
}
function detectFormat(input) {
  if (input.kind === "text" && input.text.trim() === "") {
    throw new ParseError("the input is empty: the benchmark printed nothing (check its command and that its output goes to this file)", input.file);
  }
  const scores = detectScores(input);
  const [best, second] = scores;
  const list = (xs) => xs.map((s) => `${s.format.id} (${s.score.toFixed(2)})`).join(", ");
  if (!best || best.score < MIN_SCORE) {
    const weak = scores.filter((s) => s.score > 0);
    throw new ParseError(
      `cannot tell the format of this ${input.kind === "dir" ? "directory" : "input"}${weak.length ? `; weak candidates: ${list(weak)}` : "; no known format recognises it"}. Pass --format with one of: ${knownIds().join(", ")}`,
      where(input)
    );
  }
  if (second && second.score >= MIN_SCORE && best.score - second.score < TIE_MARGIN) {
    const tied = scores.filter((s) => s.score >= MIN_SCORE && best.score - s.score < TIE_MARGIN);
    throw new ParseError(`ambiguous format: ${list(tied)} all recognise this input; pass --format with one of them`, where(input));
  }
  return best.format;
}
function errorCode(err) {
  return err && typeof err === "object" && "code" in err ? String(err.code) : void 0;
}
async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}
async function readInput(path9) {
  if (path9 === "-") return { kind: "text", file: "<stdin>", text: stripBom(await readStdin()) };
  let st;
  try {
    st = await stat(path9);
  } catch (err) {
    const code = errorCode(err);
    throw new ParseError(code === "ENOENT" ? "no such file or directory" : `cannot read it (${code ?? String(err)})`, path9);
  }
  if (st.isDirectory()) return { kind: "dir", dir: path9 };
  if (!st.isFile()) throw new ParseError("not a regular file (a FIFO, socket or device); pass a file or folder of results, or - for stdin", path9);
  try {
    return { kind: "text", file: path9, text: stripBom(await readFile(path9, "utf8")) };
  } catch (err) {
    throw new ParseError(`cannot read it (${errorCode(err) ?? String(err)})`, path9);
  }
}
function stripBom(text) {
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
function parseWith(input, formatId) {
  const format = formatId === "auto" ? detectFormat(input) : formatById(formatId);
  if (input.kind === "text" && input.text.trim() === "") {
    throw new ParseError(`the input is empty: the benchmark printed nothing (expected ${format.id} output)`, input.file);
  }
  try {
    return format.parse(input);
  } catch (err) {
    if (err instanceof ParseError) throw formatId === "auto" ? err : withHint(err, input, format);
    throw new ParseError(
      `the ${format.id} parser failed (${err instanceof Error ? err.message : String(err)}); please report this with the input`,
      where(input)
    );
  }
}
function withHint(err, input, tried) {
  const best = detectScores(input)[0];
  if (!best || best.format === tried || best.score < MIN_SCORE) return err;
  return new ParseError(`${err.reason} (the content looks like ${best.format.id} output: try --format ${best.format.id} or auto)`, err.file, err.line);
}
var MIN_SCORE, TIE_MARGIN;
var init_registry = __esm({
  "src/formats/registry.ts"() {
    "use strict";
    init_model();
    init_formats();
    MIN_SCORE = 0.5;
    TIE_MARGIN = 0.1;
  }
});

// src/report/display-name.ts
import { createHash } from "node:crypto";
function displayName(name2, max) {
  if (name2.length <= max) return name2;
  const points = Array.from(name2);
  if (points.length <= max) return name2;
  const hash = createHash("sha256").update(name2).digest("hex").slice(0, 6);
  return `${points.slice(0, Math.max(1, max - 7)).join("")}\u2026${hash}`;
}
function displayWidth(s) {
  if (NARROW_ONLY.test(s)) return s.length;
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : ZERO.test(ch) ? 0 : 1;
  return n;
}
var MARKDOWN_NAME_CHARS, TERMINAL_NAME_CHARS, WIDE, ZERO, NARROW_ONLY;
var init_display_name = __esm({
  "src/report/display-name.ts"() {
    "use strict";
    MARKDOWN_NAME_CHARS = 72;
    TERMINAL_NAME_CHARS = 60;
    WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
    ZERO = /[\ufe00-\ufe0f\u0300-\u036f\u200b-\u200f\u2060]/u;
    NARROW_ONLY = /^[^\u0300-\u036f\u1100-\u115f\u200b-\u200f\u2060\u2e80-\uffff]*$/;
  }
});

// src/cli/parse.ts
var parse_exports = {};
__export(parse_exports, {
  main: () => main,
  renderParse: () => renderParse
});
import { parseArgs } from "node:util";
function help() {
  return `Usage: benchgate parse FILE|DIR|- [--format ID|auto] [--json]

Parses one benchmark output and prints what benchgate reads from it: every series
(benchmark, group, metric, unit, better direction, number of samples, samples in base
units: seconds, bytes, bytes/s, ops/s) and the context the tool reported (CPU, OS, \u2026).
Use it to check that a harness's output is understood before comparing.

Arguments:
  FILE|DIR             a result file, a directory (Criterion's target/criterion), or -
                       to read standard input

Options:
  --format ID          the format, or "auto" to detect it from the content (default:
                       auto). Known formats:
${FORMATS.map((f) => `                         ${f.id.padEnd(17)} ${f.description}`).join("\n")}
  --json               print the ParseResult as JSON ({ format, series, context,
                       warnings }) instead of a table
  -h, --help           show this help

Exit codes: 0 parsed, 2 unreadable input or usage (the message names the file and line).`;
}
function parseFlags(argv) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}
Run 'benchgate parse --help' for the options.`);
  }
}
function formatSample(x) {
  if (!Number.isFinite(x)) return String(x);
  const short2 = Number(x.toPrecision(6));
  return short2 !== 0 && (Math.abs(short2) < 1e-3 || Math.abs(short2) >= 1e9) ? short2.toExponential() : String(short2);
}
function formatSamples(samples) {
  const shown = samples.slice(0, SHOWN_SAMPLES).map(formatSample).join(" ");
  return samples.length > SHOWN_SAMPLES ? `${shown} \u2026 (+${samples.length - SHOWN_SAMPLES}, --json for all)` : shown;
}
function table(rows2) {
  const widths = rows2[0].map((_, c) => rows2.reduce((max, r) => Math.max(max, displayWidth(r[c])), 0));
  return rows2.map(
    (r) => r.map((cell, c) => c === r.length - 1 ? cell : cell + " ".repeat(widths[c] - displayWidth(cell))).join("  ").trimEnd()
  ).join("\n");
}
function renderParse(result, detected) {
  const out = [`format: ${result.format}${detected ? " (auto-detected)" : ""}`];
  const ctx = Object.entries(result.context);
  if (ctx.length) {
    out.push("", "context:");
    for (const [k, v] of ctx) out.push(`  ${escapeTerminal(k)}: ${escapeTerminal(v)}`);
  }
  const groups = result.series.some((s) => s.group !== void 0);
  const header2 = ["benchmark", ...groups ? ["group"] : [], "metric", "unit", "better", "n", "samples"];
  const rows2 = result.series.map((s) => [
    escapeTerminal(s.benchmark),
    ...groups ? [escapeTerminal(s.group ?? "")] : [],
    escapeTerminal(s.metric),
    escapeTerminal(s.unit || "-"),
    s.better,
    String(pooledSamples(s).length),
    formatSamples(pooledSamples(s))
  ]);
  const benchmarks = new Set(result.series.map((s) => JSON.stringify([s.group ?? null, s.benchmark]))).size;
  out.push("", `${result.series.length} series (${benchmarks} benchmarks):`, table([header2, ...rows2]));
  if (result.warnings.length) out.push("", "warnings:", ...result.warnings.map((w) => `  ${w.code}: ${escapeTerminal(w.message)}`));
  return safeLogText(out.join("\n"));
}
async function main(argv) {
  const { values, positionals } = parseFlags(argv);
  if (values.help) {
    process.stdout.write(`${help()}
`);
    return EXIT.ok;
  }
  if (positionals.length !== 1) {
    throw new UsageError(`expected one FILE, DIR or - (got ${positionals.length})
Run 'benchgate parse --help' for the options.`);
  }
  const formatId = values.format ?? "auto";
  try {
    if (formatId !== "auto") formatById(formatId);
    const input = await readInput(positionals[0]);
    const result = parseWith(input, formatId);
    process.stdout.write(values.json ? `${safeLogJson(JSON.stringify(result, null, 2))}
` : `${renderParse(result, formatId === "auto")}
`);
    return EXIT.ok;
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    process.stderr.write(safeLogText(`benchgate parse: ${err.message}
`));
    return EXIT.error;
  }
}
var OPTIONS, SHOWN_SAMPLES;
var init_parse = __esm({
  "src/cli/parse.ts"() {
    "use strict";
    init_model();
    init_formats();
    init_registry();
    init_display_name();
    init_escape();
    init_exit();
    OPTIONS = {
      format: { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" }
    };
    SHOWN_SAMPLES = 20;
  }
});

// src/settings.ts
function parseDecimal(raw) {
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : NaN;
}
function parseAlpha(raw, setting = "alpha") {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.alpha;
  const value = parseDecimal(raw);
  if (!(value > 0 && value < 1)) {
    throw new SettingsError(setting, `${setting} must be a number in (0, 1), such as 0.05; got ${quote(raw)}`);
  }
  return value;
}
function parseThreshold(raw, setting = "threshold") {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.threshold;
  const text = raw.trim();
  const hasPercent = text.endsWith("%");
  const value = parseDecimal(hasPercent ? text.slice(0, -1) : text);
  const accepts = `a percentage such as "5%" or "5" (both mean 5%)`;
  if (!Number.isFinite(value)) throw new SettingsError(setting, `${setting} must be ${accepts}; got ${quote(raw)}`);
  if (value < 0 || value > 1e3) {
    throw new SettingsError(setting, `${setting} must be between 0% and 1000%; got ${quote(raw)}`);
  }
  if (!hasPercent && value > 0 && value < 1) {
    throw new SettingsError(
      setting,
      `${setting} ${quote(raw)} is ambiguous: write "${value * 100}%" for ${value * 100} percent or "${value}%" for ${value} percent`
    );
  }
  return value / 100;
}
function parseChoice(raw, setting, choices, fallback) {
  if (isBlank(raw)) return fallback;
  const value = raw.trim().toLowerCase();
  if (choices.includes(value)) return value;
  throw new SettingsError(setting, `${setting} must be one of ${choices.join(", ")}; got ${quote(raw)}`);
}
function parseCorrection(raw, setting = "correction") {
  return parseChoice(raw, setting, CORRECTIONS, DEFAULT_STATS_SETTINGS.correction);
}
function parseOutliers(raw, setting = "outliers") {
  return parseChoice(raw, setting, OUTLIER_MODES, DEFAULT_STATS_SETTINGS.outliers);
}
function parseTest(raw, setting = "test") {
  return parseChoice(raw, setting, TESTS, DEFAULT_STATS_SETTINGS.test);
}
function parseBoolean(raw, setting, fallback) {
  if (typeof raw === "boolean") return raw;
  if (isBlank(raw)) return fallback;
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text)) return true;
  if (["false", "no", "0", "off"].includes(text)) return false;
  throw new SettingsError(setting, `${setting} must be true or false; got ${quote(raw)}`);
}
function parseFailOnInconclusive(raw, setting = "fail-on-inconclusive") {
  return parseBoolean(raw, setting, DEFAULT_STATS_SETTINGS.failOnInconclusive);
}
function parseInteger(raw, setting, min, max, what) {
  const text = raw.trim();
  const value = /^\+?\d+$/.test(text) ? Number(text) : NaN;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) {
    throw new SettingsError(setting, `${setting} must be ${what} (${min} to ${max}); got ${quote(raw)}`);
  }
  return value;
}
function parseRounds(raw, setting = "rounds") {
  if (isBlank(raw)) return DEFAULT_ROUNDS;
  if (raw.trim().toLowerCase() === "auto") return "auto";
  return parseInteger(raw, setting, 1, 1e3, "'auto' or a whole number of rounds");
}
function parseRoundCount(raw, setting, fallback, min = 1) {
  if (isBlank(raw)) return fallback;
  return parseInteger(raw, setting, min, 1e3, "a whole number of rounds");
}
function parseWarmup(raw, setting = "warmup") {
  if (isBlank(raw)) return DEFAULT_WARMUP;
  return parseInteger(raw, setting, 0, 100, "a whole number of warm-up rounds");
}
function parseMetrics(raw, setting = "metric") {
  const parts = (typeof raw === "string" ? [raw] : raw ?? []).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== "");
  if (parts.length === 0) return void 0;
  for (const name2 of parts) {
    if (!METRIC_NAME.test(name2)) {
      throw new SettingsError(
        setting,
        `${setting}: ${quote(name2)} is not a metric name (use names like time, rate, throughput, alloc-bytes, allocs, memory or a custom unit such as widgets/op)`
      );
    }
  }
  return [...new Set(parts)];
}
function parseCommentKey(raw, setting = "comment-key") {
  if (isBlank(raw)) return "default";
  const key = raw.trim();
  if (!/^[\w.-]{1,64}$/.test(key)) {
    throw new SettingsError(setting, `${setting} must be 1\u201364 letters, digits, '-', '_' or '.'; got ${quote(raw)}`);
  }
  return key;
}
function parseCommentMode(raw, setting = "comment") {
  if (isBlank(raw)) return "always";
  const value = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(value)) return "always";
  if (["false", "no", "0", "off"].includes(value)) return "never";
  if (COMMENT_MODES.includes(value)) return value;
  throw new SettingsError(setting, `${setting} must be one of ${COMMENT_MODES.join(", ")} (true and false mean always and never); got ${quote(raw)}`);
}
function parseDuration(raw, setting = "timeout") {
  if (isBlank(raw)) return parseDuration(DEFAULT_TIMEOUT, setting);
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw);
  const ms = m ? Math.round(Number(m[1]) * { ms: 1, s: 1e3, m: 6e4, h: 36e5 }[m[2] ?? "m"]) : NaN;
  if (!(ms >= 0 && ms <= 24 * 36e5)) {
    throw new SettingsError(
      setting,
      `${setting} must be a duration such as 90s, 10m or 1h, or a number of minutes (0 = no limit, at most 24h); got ${quote(raw)}`
    );
  }
  return ms;
}
function parseSeed(raw, setting = "seed") {
  if (isBlank(raw)) return void 0;
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw) > 2 ** 32 - 1) {
    throw new SettingsError(setting, `${setting} must be a whole number from 0 to 4294967295; got ${quote(raw)}`);
  }
  return Number(raw);
}
function cliOptions(command) {
  const options = {};
  for (const [, spec] of rows()) {
    if (!spec.flag || !spec.commands?.includes(command)) continue;
    const option = spec.kind === "switch" ? { type: "boolean" } : { type: "string", multiple: true };
    for (const name2 of [spec.flag, ...spec.flagAliases ?? []]) options[name2] = option;
  }
  return options;
}
function settingsFromFlags(command, values) {
  const out = {};
  for (const [key, spec] of rows()) {
    const names = spec.flag && spec.commands?.includes(command) ? [spec.flag, ...spec.flagAliases ?? []] : [];
    const given = names.find((n) => values[n] !== void 0);
    const raw = given === void 0 ? void 0 : values[given];
    const text = typeof raw === "boolean" ? String(raw) : raw;
    out[key] = spec.parse(spec.kind === "list" || text === void 0 || typeof text === "string" ? text : text.at(-1), `--${given ?? spec.flag ?? key}`);
  }
  return out;
}
function statsSettingsOf(s) {
  return {
    alpha: s.alpha,
    threshold: s.threshold,
    correction: s.correction,
    outliers: s.outliers,
    gate: [...s.gate],
    test: s.test,
    failOnInconclusive: s.failOnInconclusive
  };
}
function wrap(text, indent, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
function settingsHelp(command, extra = {}) {
  const out = [];
  for (const section of Object.keys(SECTION_TITLES)) {
    const lines = [];
    for (const [, spec] of rows()) {
      if (spec.section !== section || !spec.flag || !spec.commands?.includes(command)) continue;
      const head2 = `  --${spec.flag}${spec.metavar ? ` ${spec.metavar}` : ""}`;
      const text = `${spec.help.replace(/`/g, "")}${spec.default !== void 0 && !/\(default/.test(spec.help) ? ` (default: ${spec.default})` : ""}`;
      const body = wrap(text, 23, 92);
      if (head2.length > 21) lines.push(head2, ...body.map((l) => `${" ".repeat(23)}${l}`));
      else lines.push(`${head2.padEnd(22)} ${body[0]}`, ...body.slice(1).map((l) => `${" ".repeat(23)}${l}`));
      if (spec.flagAliases?.length) lines.push(`${" ".repeat(23)}(also: ${spec.flagAliases.map((a) => `--${a}`).join(", ")})`);
    }
    lines.push(...extra[section] ?? []);
    if (lines.length) out.push(`${SECTION_TITLES[section]}:`, ...lines, "");
  }
  return out.join("\n").trimEnd();
}
function parseEnvPassthrough(raw, setting = "env-passthrough") {
  const parts = (typeof raw === "string" ? [raw] : raw ?? []).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== "");
  for (const name2 of parts) {
    if (!ENV_NAME.test(name2)) {
      throw new SettingsError(
        setting,
        `${setting}: ${quote(name2)} is not an environment variable name (names only, no values or patterns: e.g. NPM_TOKEN, SSH_AUTH_SOCK)`
      );
    }
  }
  return [...new Set(parts)];
}
var SettingsError, quote, isBlank, DECIMAL, CORRECTIONS, OUTLIER_MODES, TESTS, DEFAULT_ROUNDS, DEFAULT_WARMUP, DEFAULT_MIN_ROUNDS, DEFAULT_MAX_ROUNDS, DEFAULT_LOOK_EVERY, METRIC_NAME, COMMENT_MODES, optionalText, DEFAULT_TIMEOUT, str, SETTINGS, rows, SECTION_TITLES, ENV_NAME;
var init_settings = __esm({
  "src/settings.ts"() {
    "use strict";
    init_model();
    SettingsError = class extends UserError {
      constructor(setting, message) {
        super(message);
        this.setting = setting;
      }
      setting;
      name = "SettingsError";
    };
    quote = (raw) => JSON.stringify(raw);
    isBlank = (raw) => raw === void 0 || raw.trim() === "";
    DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
    CORRECTIONS = ["holm", "bh", "none"];
    OUTLIER_MODES = ["iqr", "upper", "none"];
    TESTS = ["mann-whitney", "paired"];
    DEFAULT_ROUNDS = "auto";
    DEFAULT_WARMUP = 1;
    DEFAULT_MIN_ROUNDS = 5;
    DEFAULT_MAX_ROUNDS = 20;
    DEFAULT_LOOK_EVERY = 5;
    METRIC_NAME = /^[A-Za-z0-9][\w.\-/%]*$/;
    COMMENT_MODES = ["always", "on-change", "on-regression", "never"];
    optionalText = (raw) => isBlank(raw) ? void 0 : raw.trim();
    DEFAULT_TIMEOUT = "30m";
    str = (raw) => typeof raw === "string" ? raw : raw?.at(-1);
    SETTINGS = {
      mode: {
        input: "mode",
        kind: "value",
        section: "action",
        default: "run",
        help: "`run`: benchmark base and head here and report. `comment`: post the report JSON a `run` job uploaded (input `report`), from a `workflow_run` workflow that never runs PR code \u2014 the fork-safe way to comment (it reports, it does not gate). `merge`: combine the shard reports of a matrix (input `reports`) into one report, one comment and one gate, with the statistical settings the shards ran with.",
        parse: (raw, name2) => parseChoice(str(raw), name2, ["run", "comment", "merge"], "run")
      },
      report: {
        input: "report",
        kind: "value",
        section: "action",
        help: "`comment` mode: path of the report JSON to post (the `report-json` of a `mode: run` job, passed with actions/upload-artifact and download-artifact). It is validated, re-rendered, and posted only if the pull request's head is still the commit it measured.",
        parse: (raw) => optionalText(str(raw))
      },
      reports: {
        input: "reports",
        kind: "value",
        section: "action",
        help: "`merge` mode: glob of the shard report JSONs, one pattern per line (`*`, `?`, `**`), e.g. `shards/*/report.json`. Duplicate benchmarks across shards are an error.",
        parse: (raw) => optionalText(str(raw))
      },
      base: {
        flag: "base",
        commands: ["run"],
        input: "base-ref",
        kind: "value",
        metavar: "REF",
        section: "revisions",
        help: "the commit, branch or tag to compare against (CLI default: the merge-base of HEAD with the default branch; action default: the pull request's base commit, or the commit before a push)",
        parse: (raw) => optionalText(str(raw))
      },
      head: {
        flag: "head",
        commands: ["run"],
        input: "head-ref",
        kind: "value",
        metavar: "REF",
        section: "revisions",
        help: "the commit to measure (CLI default: HEAD \u2014 uncommitted changes are not part of it; action default: the pull request's head commit, or the pushed commit)",
        parse: (raw) => optionalText(str(raw))
      },
      command: {
        input: "run",
        kind: "value",
        section: "running",
        help: "the benchmark command, run with `bash -c` in each side's checkout (e.g. `go test -bench=. -count=5 ./...`); required in `run` mode (the CLI takes it after `--`)",
        parse: (raw) => str(raw)?.trim() ?? ""
      },
      setup: {
        flag: "setup",
        commands: ["run"],
        input: "setup",
        kind: "value",
        metavar: "CMD",
        section: "running",
        help: "a command run once per side before any round (build, install dependencies)",
        parse: (raw) => optionalText(str(raw))
      },
      outputFile: {
        flag: "output-file",
        commands: ["run"],
        input: "output-file",
        kind: "value",
        metavar: "F",
        section: "running",
        help: "the file (relative to the working directory) the benchmark writes its results to, read after each run instead of stdout (e.g. out.json with --benchmark-json out.json); a folder is read as a whole (Criterion)",
        parse: (raw) => optionalText(str(raw))
      },
      workingDirectory: {
        input: "working-directory",
        kind: "value",
        section: "running",
        default: ".",
        help: "folder, relative to the checkout, where `setup` and `run` execute (the CLI uses the current folder)",
        parse: (raw) => optionalText(str(raw)) ?? "."
      },
      rounds: {
        flag: "rounds",
        commands: ["run"],
        input: "rounds",
        kind: "value",
        metavar: "N",
        section: "running",
        default: String(DEFAULT_ROUNDS),
        help: "measured rounds, each running base and head once in a random order: auto (look at the data after min-rounds, then every look-every rounds, and stop as soon as every gated row is decided, up to max-rounds; each look tests at alpha divided by the number of planned looks) or a fixed number",
        parse: (raw, name2) => parseRounds(str(raw), name2)
      },
      minRounds: {
        flag: "min-rounds",
        commands: ["run"],
        input: "min-rounds",
        kind: "value",
        metavar: "N",
        section: "running",
        default: String(DEFAULT_MIN_ROUNDS),
        help: "rounds: auto \u2014 the rounds before the first look",
        parse: (raw, name2) => parseRoundCount(str(raw), name2, DEFAULT_MIN_ROUNDS, 2)
      },
      maxRounds: {
        flag: "max-rounds",
        commands: ["run"],
        input: "max-rounds",
        kind: "value",
        metavar: "N",
        section: "running",
        default: String(DEFAULT_MAX_ROUNDS),
        help: "rounds: auto \u2014 the most rounds run when rows stay undecided",
        parse: (raw, name2) => parseRoundCount(str(raw), name2, DEFAULT_MAX_ROUNDS, 2)
      },
      lookEvery: {
        flag: "look-every",
        commands: ["run"],
        input: "look-every",
        kind: "value",
        metavar: "N",
        section: "running",
        default: String(DEFAULT_LOOK_EVERY),
        help: "rounds: auto \u2014 the rounds between two looks",
        parse: (raw, name2) => parseRoundCount(str(raw), name2, DEFAULT_LOOK_EVERY)
      },
      warmup: {
        flag: "warmup",
        commands: ["run"],
        input: "warmup",
        kind: "value",
        metavar: "N",
        section: "running",
        default: String(DEFAULT_WARMUP),
        help: "rounds run first and discarded",
        parse: (raw, name2) => parseWarmup(str(raw), name2)
      },
      timeoutMs: {
        flag: "timeout",
        commands: ["run"],
        input: "timeout",
        kind: "value",
        metavar: "D",
        section: "running",
        default: DEFAULT_TIMEOUT,
        help: "limit per run, e.g. 90s, 10m, 1h (a bare number is minutes; 0 = none); the run's processes are killed and it counts as failed",
        parse: (raw, name2) => parseDuration(str(raw), name2)
      },
      seed: {
        flag: "seed",
        commands: ["run"],
        input: "seed",
        kind: "value",
        metavar: "N",
        section: "running",
        help: "seed of the random base/head order of each round (default: random, printed so a run can be repeated)",
        parse: (raw, name2) => parseSeed(str(raw), name2)
      },
      keepDir: {
        flag: "keep-dir",
        commands: ["run"],
        input: "keep-dir",
        kind: "value",
        metavar: "D",
        section: "running",
        help: "folder for every run's raw output: base/round-01/, head/round-01/ \u2026 (stdout, stderr, the output file), warm-ups in <side>/warmup-NN/, setup logs in <side>/setup.stdout; `benchgate compare --runs` reads it back (action default: a folder under RUNNER_TEMP, named in the log; upload it with actions/upload-artifact)",
        parse: (raw) => optionalText(str(raw))
      },
      envPassthrough: {
        flag: "env-passthrough",
        commands: ["run"],
        input: "env-passthrough",
        kind: "list",
        metavar: "NAMES",
        section: "running",
        help: "environment variables the benchmark may see although benchgate withholds them (tokens, keys, the runner's job-file variables: see the README's security section), comma separated or repeated; names only",
        parse: (raw, name2) => parseEnvPassthrough(raw, name2)
      },
      submodules: {
        flag: "submodules",
        commands: ["run"],
        input: "submodules",
        kind: "value",
        metavar: "B",
        section: "running",
        default: "true",
        help: "initialise git submodules (recursively) in each checkout when the repository has a .gitmodules",
        parse: (raw, name2) => parseBoolean(str(raw), name2, true)
      },
      format: {
        flag: "format",
        commands: ["compare", "run"],
        input: "format",
        kind: "value",
        metavar: "ID",
        section: "comparing",
        default: "auto",
        help: "the harness's output format (go, pytest-benchmark, google-benchmark, criterion, hyperfine, benchmarkjs, \u2026), or auto to detect it from the output",
        parse: (raw) => optionalText(str(raw)) ?? "auto"
      },
      alpha: {
        flag: "alpha",
        commands: ["compare", "run"],
        input: "alpha",
        kind: "value",
        metavar: "A",
        section: "comparing",
        default: String(DEFAULT_STATS_SETTINGS.alpha),
        help: "significance level after the multiple-comparison correction, in (0, 1)",
        parse: (raw, name2) => parseAlpha(str(raw), name2)
      },
      threshold: {
        flag: "threshold",
        commands: ["compare", "run"],
        input: "threshold",
        kind: "value",
        metavar: "T",
        section: "comparing",
        default: `${DEFAULT_STATS_SETTINGS.threshold * 100}%`,
        help: 'smallest slowdown that counts as a regression, "5%" or "5" (both mean 5 percent)',
        parse: (raw, name2) => parseThreshold(str(raw), name2)
      },
      correction: {
        flag: "correction",
        commands: ["compare", "run"],
        input: "correction",
        kind: "value",
        metavar: "C",
        section: "comparing",
        default: DEFAULT_STATS_SETTINGS.correction,
        help: "multiple-comparison correction: holm (family-wise), bh (Benjamini\u2013Hochberg false discovery rate) or none",
        parse: (raw, name2) => parseCorrection(str(raw), name2)
      },
      outliers: {
        flag: "outliers",
        commands: ["compare", "run"],
        input: "outliers",
        kind: "value",
        metavar: "O",
        section: "comparing",
        default: DEFAULT_STATS_SETTINGS.outliers,
        help: "outlier removal: iqr (Tukey fences), upper (slow outliers only) or none",
        parse: (raw, name2) => parseOutliers(str(raw), name2)
      },
      test: {
        flag: "test",
        commands: ["compare", "run", "merge"],
        input: "test",
        kind: "value",
        metavar: "T",
        section: "comparing",
        default: DEFAULT_STATS_SETTINGS.test,
        help: "the test that decides each verdict: mann-whitney (per-run values of both sides) or paired (Wilcoxon signed-rank on the interleaved rounds; robust to drift between rounds); both are always computed and shown. merge: re-decide every row with it (default: the shards' own)",
        parse: (raw, name2) => parseTest(str(raw), name2)
      },
      failOnInconclusive: {
        flag: "fail-on-inconclusive",
        commands: ["compare", "run", "merge"],
        input: "fail-on-inconclusive",
        kind: "switch",
        section: "comparing",
        default: String(DEFAULT_STATS_SETTINGS.failOnInconclusive),
        help: "also fail when a gated row is inconclusive (not significant, but its interval reaches past the threshold)",
        parse: (raw, name2) => parseFailOnInconclusive(str(raw), name2)
      },
      metrics: {
        flag: "metric",
        commands: ["compare", "run"],
        input: "metric",
        kind: "list",
        metavar: "NAME",
        section: "comparing",
        help: "compare only these metrics, comma separated or repeated (time, rate, throughput, alloc-bytes, allocs, memory or a custom unit; default: all)",
        parse: (raw, name2) => parseMetrics(raw, name2)
      },
      gate: {
        flag: "gate",
        commands: ["compare", "run"],
        input: "gate",
        inputAliases: ["metrics"],
        kind: "list",
        metavar: "NAME",
        section: "comparing",
        default: DEFAULT_STATS_SETTINGS.gate.join(","),
        help: "metrics whose regressions fail the check, comma separated or repeated; the others are reported only",
        parse: (raw, name2) => parseMetrics(raw, name2) ?? [...DEFAULT_STATS_SETTINGS.gate]
      },
      config: {
        flag: "config",
        commands: ["compare", "run"],
        input: "config",
        kind: "value",
        metavar: "FILE",
        section: "comparing",
        help: "the rules file: per-benchmark threshold, gate, ignore and min-change (default: .github/benchgate.yml when it exists). The action reads it from the base commit, so a pull request cannot loosen its own gate; the CLI from the working tree",
        parse: (raw) => optionalText(str(raw))
      },
      commentKey: {
        flag: "comment-key",
        flagAliases: ["key"],
        commands: ["compare", "run", "merge"],
        input: "comment-key",
        kind: "value",
        metavar: "KEY",
        section: "output",
        default: "default",
        help: "key of the sticky comment (`<!-- benchgate:KEY -->`); use different keys for several benchgate steps on one pull request",
        parse: (raw, name2) => parseCommentKey(str(raw), name2)
      },
      chart: {
        flag: "chart",
        commands: ["compare", "run", "merge"],
        input: "chart",
        kind: "value",
        metavar: "B",
        section: "output",
        default: "true",
        help: "a Mermaid chart of the changed rows' \u0394 % and 95% CI under the markdown report's table (GitHub draws it); false leaves it out",
        parse: (raw, name2) => parseBoolean(str(raw), name2, true)
      },
      failOnRegression: {
        input: "fail-on-regression",
        kind: "value",
        section: "action",
        default: "true",
        help: "fail the step when a gated metric regressed significantly by more than the threshold (the CLI says it with exit code 1)",
        parse: (raw, name2) => parseBoolean(str(raw), name2, true)
      },
      comment: {
        input: "comment",
        kind: "value",
        section: "action",
        default: "always",
        help: 'when to post or update the sticky comment: always, on-change (some row is not unchanged), on-regression, or never (true and false mean always and never). With nothing to say, an existing comment is updated to a one-line "no changes" rather than left stale; the job summary is always written.',
        parse: (raw, name2) => parseCommentMode(str(raw), name2)
      },
      acceptLabel: {
        input: "accept-label",
        kind: "value",
        section: "action",
        default: "benchgate: accept",
        help: "a pull request label that accepts an intended slowdown: while the pull request has it (case-insensitive, as GitHub matches labels), its gated regressions are reported as accepted (\u{1F7E1}) and the step passes; the comment names who added the label and when (from the event, or the pull request's events with `issues: read`). Only people with triage or write access can label a pull request. Blank turns it off.",
        parse: (raw) => optionalText(str(raw))
      },
      token: {
        input: "github-token",
        kind: "value",
        section: "action",
        default: "${{ github.token }}",
        help: "token for the comment. Needs `pull-requests: write`; with a read-only token (fork PRs) the step warns and keeps the job summary. The benchmark never sees it.",
        parse: (raw) => str(raw)?.trim() ?? ""
      }
    };
    rows = () => Object.entries(SETTINGS);
    SECTION_TITLES = {
      revisions: "Revisions",
      running: "Running",
      comparing: "Reading and comparing",
      output: "Output",
      action: "Action"
    };
    ENV_NAME = /^[A-Za-z_][\w.-]*$/;
  }
});

// src/rules/apply.ts
function globRegExp(glob) {
  const body = glob.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".");
  return new RegExp(`^${body}$`, "s");
}
function namesOf(row2) {
  const bare = row2.benchmark.replace(GO_PROCS_SUFFIX, "");
  const names = bare === row2.benchmark ? [row2.benchmark] : [row2.benchmark, bare];
  return row2.group ? [...names.map((n) => `${row2.group}/${n}`), ...names] : names;
}
function matches(c, row2, names) {
  if (c.metrics && !c.metrics.has(row2.metric)) return false;
  return c.patterns.some((p) => names.some((n) => p.test(n)));
}
function applyRules(rows2, rules) {
  const matcher = new RuleMatcher(rules);
  const touched = rules.map(() => 0);
  for (const row2 of rows2) {
    const r = matcher.for(row2, row2.verdict !== "added" && row2.verdict !== "removed");
    if (r.threshold !== void 0) row2.threshold = r.threshold;
    if (r.minChange !== void 0) row2.minChange = r.minChange;
    if (r.gate !== void 0) row2.gated = r.gate;
    if (r.ignore) row2.verdict = "ignored";
    if (r.used.length) row2.rules = r.used;
    for (const n of r.used) touched[n - 1]++;
  }
  return touched;
}
function rulesInfo(set, touched) {
  const rules = set.rules.map((r, i) => ({
    match: [...r.match],
    ...r.metric ? { metric: [...r.metric] } : {},
    ...r.threshold !== void 0 ? { threshold: r.threshold } : {},
    ...r.gate !== void 0 ? { gate: r.gate } : {},
    ...r.ignore !== void 0 ? { ignore: r.ignore } : {},
    ...r.minChange ? { minChange: r.minChange.text } : {},
    rows: touched[i] ?? 0
  }));
  return { file: set.file, source: set.source, rules };
}
var GO_PROCS_SUFFIX, RuleMatcher;
var init_apply = __esm({
  "src/rules/apply.ts"() {
    "use strict";
    GO_PROCS_SUFFIX = /-\d+$/;
    RuleMatcher = class {
      compiled;
      constructor(rules) {
        this.compiled = rules.map((rule) => ({ rule, patterns: rule.match.map(globRegExp), ...rule.metric ? { metrics: new Set(rule.metric) } : {} }));
      }
      /** `canIgnore`: false for added and removed rows, which have nothing to decide and keep saying what happened. */
      for(row2, canIgnore = true) {
        const out = { used: [] };
        let threshold = false;
        let gate = false;
        let ignore = false;
        let floor = false;
        const names = namesOf(row2);
        for (const c of this.compiled) {
          if (threshold && gate && ignore && floor || !matches(c, row2, names)) continue;
          const r = c.rule;
          let decided = false;
          if (!threshold && r.threshold !== void 0) {
            out.threshold = r.threshold;
            threshold = decided = true;
          }
          if (!gate && r.gate !== void 0) {
            out.gate = r.gate;
            gate = decided = true;
          }
          if (!ignore && r.ignore !== void 0) {
            if (r.ignore && canIgnore) {
              out.ignore = true;
              out.gate = false;
              delete out.threshold;
              delete out.minChange;
              gate = threshold = floor = true;
            }
            ignore = decided = true;
          }
          if (!floor && r.minChange !== void 0 && r.minChange.unit === row2.unit) {
            out.minChange = r.minChange.value;
            floor = decided = true;
          }
          if (decided) out.used.push(r.number);
        }
        return out;
      }
    };
  }
});

// node_modules/simple-statistics/dist/simple-statistics.mjs
function sum(x) {
  if (x.length === 0) {
    return 0;
  }
  var sum2 = x[0];
  var correction = 0;
  var transition;
  if (typeof sum2 !== "number") {
    return Number.NaN;
  }
  for (var i = 1; i < x.length; i++) {
    if (typeof x[i] !== "number") {
      return Number.NaN;
    }
    transition = sum2 + x[i];
    if (Math.abs(sum2) >= Math.abs(x[i])) {
      correction += sum2 - transition + x[i];
    } else {
      correction += x[i] - transition + sum2;
    }
    sum2 = transition;
  }
  return sum2 + correction;
}
function mean(x) {
  if (x.length === 0) {
    throw new Error("mean requires at least one data point");
  }
  return sum(x) / x.length;
}
function sumNthPowerDeviations(x, n) {
  var meanValue = mean(x);
  var sum2 = 0;
  var tempValue;
  var i;
  if (n === 2) {
    for (i = 0; i < x.length; i++) {
      tempValue = x[i] - meanValue;
      sum2 += tempValue * tempValue;
    }
  } else {
    for (i = 0; i < x.length; i++) {
      sum2 += Math.pow(x[i] - meanValue, n);
    }
  }
  return sum2;
}
function sampleVariance(x) {
  if (x.length < 2) {
    throw new Error("sampleVariance requires at least two data points");
  }
  var sumSquaredDeviationsValue = sumNthPowerDeviations(x, 2);
  var besselsCorrection = x.length - 1;
  return sumSquaredDeviationsValue / besselsCorrection;
}
function sampleStandardDeviation(x) {
  var sampleVarianceX = sampleVariance(x);
  return Math.sqrt(sampleVarianceX);
}
function quantileSorted(x, p) {
  var idx = (x.length - 1) * p;
  if (x.length === 0) {
    throw new Error("quantile requires at least one data point.");
  } else if (p < 0 || p > 1) {
    throw new Error("quantiles must be between 0 and 1");
  } else if (p === 1) {
    return x[x.length - 1];
  } else if (p === 0) {
    return x[0];
  } else if (idx % 1 !== 0) {
    var lower = Math.floor(idx);
    var upper = Math.ceil(idx);
    var fraction = idx - lower;
    return x[lower] + fraction * (x[upper] - x[lower]);
  } else {
    return x[idx];
  }
}
function cumulativeDistribution(z2) {
  var sum2 = z2;
  var tmp = z2;
  for (var i = 1; i < 30; i++) {
    tmp *= z2 * z2 / (2 * i + 1);
    sum2 += tmp;
  }
  return Math.round((0.5 + sum2 / SQRT_2PI$1 * Math.exp(-z2 * z2 / 2)) * 1e4) / 1e4;
}
var BayesianClassifier, g, LOGSQRT2PI, SQRT_2PI$1, standardNormalTable, z, SQRT_2PI, PerceptronModel;
var init_simple_statistics = __esm({
  "node_modules/simple-statistics/dist/simple-statistics.mjs"() {
    BayesianClassifier = function BayesianClassifier2() {
      this.totalCount = 0;
      this.data = {};
    };
    BayesianClassifier.prototype.train = function train(item, category) {
      if (!this.data[category]) {
        this.data[category] = {};
      }
      for (var k in item) {
        var v = item[k];
        if (this.data[category][k] === void 0) {
          this.data[category][k] = {};
        }
        if (this.data[category][k][v] === void 0) {
          this.data[category][k][v] = 0;
        }
        this.data[category][k][v]++;
      }
      this.totalCount++;
    };
    BayesianClassifier.prototype.score = function score(item) {
      var odds = {};
      var category;
      for (var k in item) {
        var v = item[k];
        for (category in this.data) {
          if (odds[category] === void 0) {
            odds[category] = {};
          }
          if (this.data[category][k]) {
            odds[category][k + "_" + v] = (this.data[category][k][v] || 0) / this.totalCount;
          } else {
            odds[category][k + "_" + v] = 0;
          }
        }
      }
      var oddsSums = {};
      for (category in odds) {
        oddsSums[category] = 0;
        for (var combination in odds[category]) {
          oddsSums[category] += odds[category][combination];
        }
      }
      return oddsSums;
    };
    g = 607 / 128;
    LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));
    SQRT_2PI$1 = Math.sqrt(2 * Math.PI);
    standardNormalTable = [];
    for (z = 0; z <= 3.09; z += 0.01) {
      standardNormalTable.push(cumulativeDistribution(z));
    }
    SQRT_2PI = Math.sqrt(2 * Math.PI);
    PerceptronModel = function PerceptronModel2() {
      this.weights = [];
      this.bias = 0;
    };
    PerceptronModel.prototype.predict = function predict(features) {
      if (features.length !== this.weights.length) {
        return null;
      }
      var score2 = 0;
      for (var i = 0; i < this.weights.length; i++) {
        score2 += this.weights[i] * features[i];
      }
      score2 += this.bias;
      if (score2 > 0) {
        return 1;
      } else {
        return 0;
      }
    };
    PerceptronModel.prototype.train = function train2(features, label) {
      if (label !== 0 && label !== 1) {
        return null;
      }
      if (features.length !== this.weights.length) {
        this.weights = features.slice();
        this.bias = 1;
      }
      var prediction = this.predict(features);
      if (typeof prediction === "number" && prediction !== label) {
        var gradient = label - prediction;
        for (var i = 0; i < this.weights.length; i++) {
          this.weights[i] += gradient * features[i];
        }
        this.bias += gradient;
      }
      return this;
    };
  }
});

// src/stats/describe.ts
function medianAbsoluteDeviationSorted(sorted) {
  const median = quantileSorted(sorted, 0.5);
  const n = sorted.length;
  const last = n >> 1;
  let above = 0;
  while (above < n && sorted[above] <= median) above++;
  let below = above - 1;
  let previous = NaN;
  let current = NaN;
  for (let k = 0; k <= last; k++) {
    const down = below >= 0 ? median - sorted[below] : Infinity;
    const up = above < n ? sorted[above] - median : Infinity;
    previous = current;
    if (down <= up) {
      current = down;
      below--;
    } else {
      current = up;
      above++;
    }
  }
  if (n % 2 === 1) return current;
  middleTwo[0] = previous;
  middleTwo[1] = current;
  return quantileSorted(middleTwo, 0.5);
}
function describeUnits(values, sorted) {
  if (values.length === 0) return { mean: null, sd: null, se: null, cv: null, mad: null };
  const list = values;
  const m = finiteOrNull(mean(list));
  const mad = finiteOrNull(medianAbsoluteDeviationSorted(sorted));
  if (list.length < 2) return { mean: m, sd: null, se: null, cv: null, mad };
  const sd = finiteOrNull(sampleStandardDeviation(list));
  const se = sd === null ? null : sd / Math.sqrt(list.length);
  const cv = sd === null || m === null || m === 0 ? null : sd / Math.abs(m);
  return { mean: m, sd, se, cv, mad };
}
var finiteOrNull, middleTwo;
var init_describe = __esm({
  "src/stats/describe.ts"() {
    "use strict";
    init_simple_statistics();
    finiteOrNull = (v) => Number.isFinite(v) ? v : null;
    middleTwo = new Float64Array(2);
  }
});

// src/stats/multiple.ts
function adjustPValues(p, method) {
  const m = p.length;
  if (method === "none" || m === 0) return [...p];
  const order = ascendingOrder(p);
  const adjusted = new Array(m);
  if (method === "holm") {
    let running2 = 0;
    order.forEach((idx, j) => {
      running2 = Math.max(running2, (m - j) * p[idx]);
      adjusted[idx] = Math.min(1, running2);
    });
  } else {
    let running2 = Infinity;
    for (let j = m - 1; j >= 0; j--) {
      const idx = order[j];
      running2 = Math.min(running2, m * p[idx] / (j + 1));
      adjusted[idx] = Math.min(1, running2);
    }
  }
  return adjusted;
}
function perTestAlpha(alpha, m, method) {
  return method === "none" ? alpha : alpha / Math.max(1, m);
}
function ascendingOrder(p) {
  if (p.some((v) => Number.isNaN(v))) return p.map((_, i) => i).sort((a, b) => p[a] - p[b]);
  const indicesOf = /* @__PURE__ */ new Map();
  p.forEach((v, i) => {
    const list = indicesOf.get(v);
    if (list) list.push(i);
    else indicesOf.set(v, [i]);
  });
  const order = [];
  const values = Float64Array.from(p).sort();
  for (let j = 0; j < values.length; j++) {
    if (j > 0 && values[j] === values[j - 1]) continue;
    for (const i of indicesOf.get(values[j])) order.push(i);
  }
  return order;
}
var init_multiple = __esm({
  "src/stats/multiple.ts"() {
    "use strict";
  }
});

// node_modules/jstat/dist/jstat.js
var require_jstat = __commonJS({
  "node_modules/jstat/dist/jstat.js"(exports, module) {
    (function(window, factory) {
      if (typeof exports === "object") {
        module.exports = factory();
      } else if (typeof define === "function" && define.amd) {
        define(factory);
      } else {
        window.jStat = factory();
      }
    })(exports, function() {
      var jStat4 = (function(Math2, undefined2) {
        var concat = Array.prototype.concat;
        var slice = Array.prototype.slice;
        var toString = Object.prototype.toString;
        function calcRdx(n, m) {
          var val = n > m ? n : m;
          return Math2.pow(
            10,
            17 - ~~(Math2.log(val > 0 ? val : -val) * Math2.LOG10E)
          );
        }
        var isArray = Array.isArray || function isArray2(arg) {
          return toString.call(arg) === "[object Array]";
        };
        function isFunction(arg) {
          return toString.call(arg) === "[object Function]";
        }
        function isNumber(num3) {
          return typeof num3 === "number" ? num3 - num3 === 0 : false;
        }
        function toVector(arr) {
          return concat.apply([], arr);
        }
        function jStat5() {
          return new jStat5._init(arguments);
        }
        jStat5.fn = jStat5.prototype;
        jStat5._init = function _init(args) {
          if (isArray(args[0])) {
            if (isArray(args[0][0])) {
              if (isFunction(args[1]))
                args[0] = jStat5.map(args[0], args[1]);
              for (var i = 0; i < args[0].length; i++)
                this[i] = args[0][i];
              this.length = args[0].length;
            } else {
              this[0] = isFunction(args[1]) ? jStat5.map(args[0], args[1]) : args[0];
              this.length = 1;
            }
          } else if (isNumber(args[0])) {
            this[0] = jStat5.seq.apply(null, args);
            this.length = 1;
          } else if (args[0] instanceof jStat5) {
            return jStat5(args[0].toArray());
          } else {
            this[0] = [];
            this.length = 1;
          }
          return this;
        };
        jStat5._init.prototype = jStat5.prototype;
        jStat5._init.constructor = jStat5;
        jStat5.utils = {
          calcRdx,
          isArray,
          isFunction,
          isNumber,
          toVector
        };
        jStat5._random_fn = Math2.random;
        jStat5.setRandom = function setRandom(fn) {
          if (typeof fn !== "function")
            throw new TypeError("fn is not a function");
          jStat5._random_fn = fn;
        };
        jStat5.extend = function extend(obj) {
          var i, j;
          if (arguments.length === 1) {
            for (j in obj)
              jStat5[j] = obj[j];
            return this;
          }
          for (i = 1; i < arguments.length; i++) {
            for (j in arguments[i])
              obj[j] = arguments[i][j];
          }
          return obj;
        };
        jStat5.rows = function rows2(arr) {
          return arr.length || 1;
        };
        jStat5.cols = function cols(arr) {
          return arr[0].length || 1;
        };
        jStat5.dimensions = function dimensions(arr) {
          return {
            rows: jStat5.rows(arr),
            cols: jStat5.cols(arr)
          };
        };
        jStat5.row = function row2(arr, index) {
          if (isArray(index)) {
            return index.map(function(i) {
              return jStat5.row(arr, i);
            });
          }
          return arr[index];
        };
        jStat5.rowa = function rowa(arr, i) {
          return jStat5.row(arr, i);
        };
        jStat5.col = function col(arr, index) {
          if (isArray(index)) {
            var submat = jStat5.arange(arr.length).map(function() {
              return new Array(index.length);
            });
            index.forEach(function(ind, i2) {
              jStat5.arange(arr.length).forEach(function(j) {
                submat[j][i2] = arr[j][ind];
              });
            });
            return submat;
          }
          var column = new Array(arr.length);
          for (var i = 0; i < arr.length; i++)
            column[i] = [arr[i][index]];
          return column;
        };
        jStat5.cola = function cola(arr, i) {
          return jStat5.col(arr, i).map(function(a) {
            return a[0];
          });
        };
        jStat5.diag = function diag(arr) {
          var nrow = jStat5.rows(arr);
          var res = new Array(nrow);
          for (var row2 = 0; row2 < nrow; row2++)
            res[row2] = [arr[row2][row2]];
          return res;
        };
        jStat5.antidiag = function antidiag(arr) {
          var nrow = jStat5.rows(arr) - 1;
          var res = new Array(nrow);
          for (var i = 0; nrow >= 0; nrow--, i++)
            res[i] = [arr[i][nrow]];
          return res;
        };
        jStat5.transpose = function transpose(arr) {
          var obj = [];
          var objArr, rows2, cols, j, i;
          if (!isArray(arr[0]))
            arr = [arr];
          rows2 = arr.length;
          cols = arr[0].length;
          for (i = 0; i < cols; i++) {
            objArr = new Array(rows2);
            for (j = 0; j < rows2; j++)
              objArr[j] = arr[j][i];
            obj.push(objArr);
          }
          return obj.length === 1 ? obj[0] : obj;
        };
        jStat5.map = function map(arr, func, toAlter) {
          var row2, nrow, ncol, res, col;
          if (!isArray(arr[0]))
            arr = [arr];
          nrow = arr.length;
          ncol = arr[0].length;
          res = toAlter ? arr : new Array(nrow);
          for (row2 = 0; row2 < nrow; row2++) {
            if (!res[row2])
              res[row2] = new Array(ncol);
            for (col = 0; col < ncol; col++)
              res[row2][col] = func(arr[row2][col], row2, col);
          }
          return res.length === 1 ? res[0] : res;
        };
        jStat5.cumreduce = function cumreduce(arr, func, toAlter) {
          var row2, nrow, ncol, res, col;
          if (!isArray(arr[0]))
            arr = [arr];
          nrow = arr.length;
          ncol = arr[0].length;
          res = toAlter ? arr : new Array(nrow);
          for (row2 = 0; row2 < nrow; row2++) {
            if (!res[row2])
              res[row2] = new Array(ncol);
            if (ncol > 0)
              res[row2][0] = arr[row2][0];
            for (col = 1; col < ncol; col++)
              res[row2][col] = func(res[row2][col - 1], arr[row2][col]);
          }
          return res.length === 1 ? res[0] : res;
        };
        jStat5.alter = function alter(arr, func) {
          return jStat5.map(arr, func, true);
        };
        jStat5.create = function create(rows2, cols, func) {
          var res = new Array(rows2);
          var i, j;
          if (isFunction(cols)) {
            func = cols;
            cols = rows2;
          }
          for (i = 0; i < rows2; i++) {
            res[i] = new Array(cols);
            for (j = 0; j < cols; j++)
              res[i][j] = func(i, j);
          }
          return res;
        };
        function retZero() {
          return 0;
        }
        jStat5.zeros = function zeros(rows2, cols) {
          if (!isNumber(cols))
            cols = rows2;
          return jStat5.create(rows2, cols, retZero);
        };
        function retOne() {
          return 1;
        }
        jStat5.ones = function ones(rows2, cols) {
          if (!isNumber(cols))
            cols = rows2;
          return jStat5.create(rows2, cols, retOne);
        };
        jStat5.rand = function rand(rows2, cols) {
          if (!isNumber(cols))
            cols = rows2;
          return jStat5.create(rows2, cols, jStat5._random_fn);
        };
        function retIdent(i, j) {
          return i === j ? 1 : 0;
        }
        jStat5.identity = function identity(rows2, cols) {
          if (!isNumber(cols))
            cols = rows2;
          return jStat5.create(rows2, cols, retIdent);
        };
        jStat5.symmetric = function symmetric(arr) {
          var size = arr.length;
          var row2, col;
          if (arr.length !== arr[0].length)
            return false;
          for (row2 = 0; row2 < size; row2++) {
            for (col = 0; col < size; col++)
              if (arr[col][row2] !== arr[row2][col])
                return false;
          }
          return true;
        };
        jStat5.clear = function clear(arr) {
          return jStat5.alter(arr, retZero);
        };
        jStat5.seq = function seq(min, max, length, func) {
          if (!isFunction(func))
            func = false;
          var arr = [];
          var hival = calcRdx(min, max);
          var step = (max * hival - min * hival) / ((length - 1) * hival);
          var current = min;
          var cnt;
          for (cnt = 0; current <= max && cnt < length; cnt++, current = (min * hival + step * hival * cnt) / hival) {
            arr.push(func ? func(current, cnt) : current);
          }
          return arr;
        };
        jStat5.arange = function arange(start, end, step) {
          var rl = [];
          var i;
          step = step || 1;
          if (end === undefined2) {
            end = start;
            start = 0;
          }
          if (start === end || step === 0) {
            return [];
          }
          if (start < end && step < 0) {
            return [];
          }
          if (start > end && step > 0) {
            return [];
          }
          if (step > 0) {
            for (i = start; i < end; i += step) {
              rl.push(i);
            }
          } else {
            for (i = start; i > end; i += step) {
              rl.push(i);
            }
          }
          return rl;
        };
        jStat5.slice = /* @__PURE__ */ (function() {
          function _slice(list, start, end, step) {
            var i;
            var rl = [];
            var length = list.length;
            if (start === undefined2 && end === undefined2 && step === undefined2) {
              return jStat5.copy(list);
            }
            start = start || 0;
            end = end || list.length;
            start = start >= 0 ? start : length + start;
            end = end >= 0 ? end : length + end;
            step = step || 1;
            if (start === end || step === 0) {
              return [];
            }
            if (start < end && step < 0) {
              return [];
            }
            if (start > end && step > 0) {
              return [];
            }
            if (step > 0) {
              for (i = start; i < end; i += step) {
                rl.push(list[i]);
              }
            } else {
              for (i = start; i > end; i += step) {
                rl.push(list[i]);
              }
            }
            return rl;
          }
          function slice2(list, rcSlice) {
            var colSlice, rowSlice;
            rcSlice = rcSlice || {};
            if (isNumber(rcSlice.row)) {
              if (isNumber(rcSlice.col))
                return list[rcSlice.row][rcSlice.col];
              var row2 = jStat5.rowa(list, rcSlice.row);
              colSlice = rcSlice.col || {};
              return _slice(row2, colSlice.start, colSlice.end, colSlice.step);
            }
            if (isNumber(rcSlice.col)) {
              var col = jStat5.cola(list, rcSlice.col);
              rowSlice = rcSlice.row || {};
              return _slice(col, rowSlice.start, rowSlice.end, rowSlice.step);
            }
            rowSlice = rcSlice.row || {};
            colSlice = rcSlice.col || {};
            var rows2 = _slice(list, rowSlice.start, rowSlice.end, rowSlice.step);
            return rows2.map(function(row3) {
              return _slice(row3, colSlice.start, colSlice.end, colSlice.step);
            });
          }
          return slice2;
        })();
        jStat5.sliceAssign = function sliceAssign(A, rcSlice, B) {
          var nl, ml;
          if (isNumber(rcSlice.row)) {
            if (isNumber(rcSlice.col))
              return A[rcSlice.row][rcSlice.col] = B;
            rcSlice.col = rcSlice.col || {};
            rcSlice.col.start = rcSlice.col.start || 0;
            rcSlice.col.end = rcSlice.col.end || A[0].length;
            rcSlice.col.step = rcSlice.col.step || 1;
            nl = jStat5.arange(
              rcSlice.col.start,
              Math2.min(A.length, rcSlice.col.end),
              rcSlice.col.step
            );
            var m = rcSlice.row;
            nl.forEach(function(n2, i) {
              A[m][n2] = B[i];
            });
            return A;
          }
          if (isNumber(rcSlice.col)) {
            rcSlice.row = rcSlice.row || {};
            rcSlice.row.start = rcSlice.row.start || 0;
            rcSlice.row.end = rcSlice.row.end || A.length;
            rcSlice.row.step = rcSlice.row.step || 1;
            ml = jStat5.arange(
              rcSlice.row.start,
              Math2.min(A[0].length, rcSlice.row.end),
              rcSlice.row.step
            );
            var n = rcSlice.col;
            ml.forEach(function(m2, j) {
              A[m2][n] = B[j];
            });
            return A;
          }
          if (B[0].length === undefined2) {
            B = [B];
          }
          rcSlice.row.start = rcSlice.row.start || 0;
          rcSlice.row.end = rcSlice.row.end || A.length;
          rcSlice.row.step = rcSlice.row.step || 1;
          rcSlice.col.start = rcSlice.col.start || 0;
          rcSlice.col.end = rcSlice.col.end || A[0].length;
          rcSlice.col.step = rcSlice.col.step || 1;
          ml = jStat5.arange(
            rcSlice.row.start,
            Math2.min(A.length, rcSlice.row.end),
            rcSlice.row.step
          );
          nl = jStat5.arange(
            rcSlice.col.start,
            Math2.min(A[0].length, rcSlice.col.end),
            rcSlice.col.step
          );
          ml.forEach(function(m2, i) {
            nl.forEach(function(n2, j) {
              A[m2][n2] = B[i][j];
            });
          });
          return A;
        };
        jStat5.diagonal = function diagonal(diagArray) {
          var mat = jStat5.zeros(diagArray.length, diagArray.length);
          diagArray.forEach(function(t, i) {
            mat[i][i] = t;
          });
          return mat;
        };
        jStat5.copy = function copy(A) {
          return A.map(function(row2) {
            if (isNumber(row2))
              return row2;
            return row2.map(function(t) {
              return t;
            });
          });
        };
        var jProto = jStat5.prototype;
        jProto.length = 0;
        jProto.push = Array.prototype.push;
        jProto.sort = Array.prototype.sort;
        jProto.splice = Array.prototype.splice;
        jProto.slice = Array.prototype.slice;
        jProto.toArray = function toArray() {
          return this.length > 1 ? slice.call(this) : slice.call(this)[0];
        };
        jProto.map = function map(func, toAlter) {
          return jStat5(jStat5.map(this, func, toAlter));
        };
        jProto.cumreduce = function cumreduce(func, toAlter) {
          return jStat5(jStat5.cumreduce(this, func, toAlter));
        };
        jProto.alter = function alter(func) {
          jStat5.alter(this, func);
          return this;
        };
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(func) {
              var self = this, results;
              if (func) {
                setTimeout(function() {
                  func.call(self, jProto[passfunc].call(self));
                });
                return this;
              }
              results = jStat5[passfunc](this);
              return isArray(results) ? jStat5(results) : results;
            };
          })(funcs[i]);
        })("transpose clear symmetric rows cols dimensions diag antidiag".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(index, func) {
              var self = this;
              if (func) {
                setTimeout(function() {
                  func.call(self, jProto[passfunc].call(self, index));
                });
                return this;
              }
              return jStat5(jStat5[passfunc](this, index));
            };
          })(funcs[i]);
        })("row col".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function() {
              return jStat5(jStat5[passfunc].apply(null, arguments));
            };
          })(funcs[i]);
        })("create zeros ones rand identity".split(" "));
        return jStat5;
      })(Math);
      (function(jStat5, Math2) {
        var isFunction = jStat5.utils.isFunction;
        function ascNum(a, b) {
          return a - b;
        }
        function clip(arg, min, max) {
          return Math2.max(min, Math2.min(arg, max));
        }
        jStat5.sum = function sum2(arr) {
          var sum3 = 0;
          var i = arr.length;
          while (--i >= 0)
            sum3 += arr[i];
          return sum3;
        };
        jStat5.sumsqrd = function sumsqrd(arr) {
          var sum2 = 0;
          var i = arr.length;
          while (--i >= 0)
            sum2 += arr[i] * arr[i];
          return sum2;
        };
        jStat5.sumsqerr = function sumsqerr(arr) {
          var mean2 = jStat5.mean(arr);
          var sum2 = 0;
          var i = arr.length;
          var tmp;
          while (--i >= 0) {
            tmp = arr[i] - mean2;
            sum2 += tmp * tmp;
          }
          return sum2;
        };
        jStat5.sumrow = function sumrow(arr) {
          var sum2 = 0;
          var i = arr.length;
          while (--i >= 0)
            sum2 += arr[i];
          return sum2;
        };
        jStat5.product = function product(arr) {
          var prod = 1;
          var i = arr.length;
          while (--i >= 0)
            prod *= arr[i];
          return prod;
        };
        jStat5.min = function min(arr) {
          var low = arr[0];
          var i = 0;
          while (++i < arr.length)
            if (arr[i] < low)
              low = arr[i];
          return low;
        };
        jStat5.max = function max(arr) {
          var high = arr[0];
          var i = 0;
          while (++i < arr.length)
            if (arr[i] > high)
              high = arr[i];
          return high;
        };
        jStat5.unique = function unique(arr) {
          var hash = {}, _arr = [];
          for (var i = 0; i < arr.length; i++) {
            if (!hash[arr[i]]) {
              hash[arr[i]] = true;
              _arr.push(arr[i]);
            }
          }
          return _arr;
        };
        jStat5.mean = function mean2(arr) {
          return jStat5.sum(arr) / arr.length;
        };
        jStat5.meansqerr = function meansqerr(arr) {
          return jStat5.sumsqerr(arr) / arr.length;
        };
        jStat5.geomean = function geomean2(arr) {
          var logs = arr.map(Math2.log);
          var meanOfLogs = jStat5.mean(logs);
          return Math2.exp(meanOfLogs);
        };
        jStat5.median = function median(arr) {
          var arrlen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          return !(arrlen & 1) ? (_arr[arrlen / 2 - 1] + _arr[arrlen / 2]) / 2 : _arr[arrlen / 2 | 0];
        };
        jStat5.cumsum = function cumsum(arr) {
          return jStat5.cumreduce(arr, function(a, b) {
            return a + b;
          });
        };
        jStat5.cumprod = function cumprod(arr) {
          return jStat5.cumreduce(arr, function(a, b) {
            return a * b;
          });
        };
        jStat5.diff = function diff(arr) {
          var diffs = [];
          var arrLen = arr.length;
          var i;
          for (i = 1; i < arrLen; i++)
            diffs.push(arr[i] - arr[i - 1]);
          return diffs;
        };
        jStat5.rank = function(arr) {
          var i;
          var distinctNumbers = [];
          var numberCounts = {};
          for (i = 0; i < arr.length; i++) {
            var number = arr[i];
            if (numberCounts[number]) {
              numberCounts[number]++;
            } else {
              numberCounts[number] = 1;
              distinctNumbers.push(number);
            }
          }
          var sortedDistinctNumbers = distinctNumbers.sort(ascNum);
          var numberRanks = {};
          var currentRank = 1;
          for (i = 0; i < sortedDistinctNumbers.length; i++) {
            var number = sortedDistinctNumbers[i];
            var count = numberCounts[number];
            var first = currentRank;
            var last = currentRank + count - 1;
            var rank = (first + last) / 2;
            numberRanks[number] = rank;
            currentRank += count;
          }
          return arr.map(function(number2) {
            return numberRanks[number2];
          });
        };
        jStat5.mode = function mode(arr) {
          var arrLen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          var count = 1;
          var maxCount = 0;
          var numMaxCount = 0;
          var mode_arr = [];
          var i;
          for (i = 0; i < arrLen; i++) {
            if (_arr[i] === _arr[i + 1]) {
              count++;
            } else {
              if (count > maxCount) {
                mode_arr = [_arr[i]];
                maxCount = count;
                numMaxCount = 0;
              } else if (count === maxCount) {
                mode_arr.push(_arr[i]);
                numMaxCount++;
              }
              count = 1;
            }
          }
          return numMaxCount === 0 ? mode_arr[0] : mode_arr;
        };
        jStat5.range = function range(arr) {
          return jStat5.max(arr) - jStat5.min(arr);
        };
        jStat5.variance = function variance(arr, flag) {
          return jStat5.sumsqerr(arr) / (arr.length - (flag ? 1 : 0));
        };
        jStat5.pooledvariance = function pooledvariance(arr) {
          var sumsqerr = arr.reduce(function(a, samples) {
            return a + jStat5.sumsqerr(samples);
          }, 0);
          var count = arr.reduce(function(a, samples) {
            return a + samples.length;
          }, 0);
          return sumsqerr / (count - arr.length);
        };
        jStat5.deviation = function(arr) {
          var mean2 = jStat5.mean(arr);
          var arrlen = arr.length;
          var dev = new Array(arrlen);
          for (var i = 0; i < arrlen; i++) {
            dev[i] = arr[i] - mean2;
          }
          return dev;
        };
        jStat5.stdev = function stdev(arr, flag) {
          return Math2.sqrt(jStat5.variance(arr, flag));
        };
        jStat5.pooledstdev = function pooledstdev(arr) {
          return Math2.sqrt(jStat5.pooledvariance(arr));
        };
        jStat5.meandev = function meandev(arr) {
          var mean2 = jStat5.mean(arr);
          var a = [];
          for (var i = arr.length - 1; i >= 0; i--) {
            a.push(Math2.abs(arr[i] - mean2));
          }
          return jStat5.mean(a);
        };
        jStat5.meddev = function meddev(arr) {
          var median = jStat5.median(arr);
          var a = [];
          for (var i = arr.length - 1; i >= 0; i--) {
            a.push(Math2.abs(arr[i] - median));
          }
          return jStat5.median(a);
        };
        jStat5.coeffvar = function coeffvar(arr) {
          return jStat5.stdev(arr) / jStat5.mean(arr);
        };
        jStat5.quartiles = function quartiles(arr) {
          var arrlen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          return [
            _arr[Math2.round(arrlen / 4) - 1],
            _arr[Math2.round(arrlen / 2) - 1],
            _arr[Math2.round(arrlen * 3 / 4) - 1]
          ];
        };
        jStat5.quantiles = function quantiles(arr, quantilesArray, alphap, betap) {
          var sortedArray = arr.slice().sort(ascNum);
          var quantileVals = [quantilesArray.length];
          var n = arr.length;
          var i, p, m, aleph, k, gamma;
          if (typeof alphap === "undefined")
            alphap = 3 / 8;
          if (typeof betap === "undefined")
            betap = 3 / 8;
          for (i = 0; i < quantilesArray.length; i++) {
            p = quantilesArray[i];
            m = alphap + p * (1 - alphap - betap);
            aleph = n * p + m;
            k = Math2.floor(clip(aleph, 1, n - 1));
            gamma = clip(aleph - k, 0, 1);
            quantileVals[i] = (1 - gamma) * sortedArray[k - 1] + gamma * sortedArray[k];
          }
          return quantileVals;
        };
        jStat5.percentile = function percentile(arr, k, exclusive) {
          var _arr = arr.slice().sort(ascNum);
          var realIndex = k * (_arr.length + (exclusive ? 1 : -1)) + (exclusive ? 0 : 1);
          var index = parseInt(realIndex);
          var frac = realIndex - index;
          if (index + 1 < _arr.length) {
            return _arr[index - 1] + frac * (_arr[index] - _arr[index - 1]);
          } else {
            return _arr[index - 1];
          }
        };
        jStat5.percentileOfScore = function percentileOfScore(arr, score2, kind2) {
          var counter = 0;
          var len = arr.length;
          var strict = false;
          var value, i;
          if (kind2 === "strict")
            strict = true;
          for (i = 0; i < len; i++) {
            value = arr[i];
            if (strict && value < score2 || !strict && value <= score2) {
              counter++;
            }
          }
          return counter / len;
        };
        jStat5.histogram = function histogram(arr, binCnt) {
          binCnt = binCnt || 4;
          var first = jStat5.min(arr);
          var binWidth = (jStat5.max(arr) - first) / binCnt;
          var len = arr.length;
          var bins = [];
          var i;
          for (i = 0; i < binCnt; i++)
            bins[i] = 0;
          for (i = 0; i < len; i++)
            bins[Math2.min(Math2.floor((arr[i] - first) / binWidth), binCnt - 1)] += 1;
          return bins;
        };
        jStat5.covariance = function covariance(arr1, arr2) {
          var u = jStat5.mean(arr1);
          var v = jStat5.mean(arr2);
          var arr1Len = arr1.length;
          var sq_dev = new Array(arr1Len);
          var i;
          for (i = 0; i < arr1Len; i++)
            sq_dev[i] = (arr1[i] - u) * (arr2[i] - v);
          return jStat5.sum(sq_dev) / (arr1Len - 1);
        };
        jStat5.corrcoeff = function corrcoeff(arr1, arr2) {
          return jStat5.covariance(arr1, arr2) / jStat5.stdev(arr1, 1) / jStat5.stdev(arr2, 1);
        };
        jStat5.spearmancoeff = function(arr1, arr2) {
          arr1 = jStat5.rank(arr1);
          arr2 = jStat5.rank(arr2);
          return jStat5.corrcoeff(arr1, arr2);
        };
        jStat5.stanMoment = function stanMoment(arr, n) {
          var mu = jStat5.mean(arr);
          var sigma = jStat5.stdev(arr);
          var len = arr.length;
          var skewSum = 0;
          for (var i = 0; i < len; i++)
            skewSum += Math2.pow((arr[i] - mu) / sigma, n);
          return skewSum / arr.length;
        };
        jStat5.skewness = function skewness(arr) {
          return jStat5.stanMoment(arr, 3);
        };
        jStat5.kurtosis = function kurtosis(arr) {
          return jStat5.stanMoment(arr, 4) - 3;
        };
        var jProto = jStat5.prototype;
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(fullbool, func) {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              if (isFunction(fullbool)) {
                func = fullbool;
                fullbool = false;
              }
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
                });
                return this;
              }
              if (this.length > 1) {
                tmpthis = fullbool === true ? this : this.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = jStat5[passfunc](tmpthis[i2]);
                return arr;
              }
              return jStat5[passfunc](this[0], fullbool);
            };
          })(funcs[i]);
        })("cumsum cumprod".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(fullbool, func) {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              if (isFunction(fullbool)) {
                func = fullbool;
                fullbool = false;
              }
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
                });
                return this;
              }
              if (this.length > 1) {
                if (passfunc !== "sumrow")
                  tmpthis = fullbool === true ? this : this.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = jStat5[passfunc](tmpthis[i2]);
                return fullbool === true ? jStat5[passfunc](jStat5.utils.toVector(arr)) : arr;
              }
              return jStat5[passfunc](this[0], fullbool);
            };
          })(funcs[i]);
        })("sum sumsqrd sumsqerr sumrow product min max unique mean meansqerr geomean median diff rank mode range variance deviation stdev meandev meddev coeffvar quartiles histogram skewness kurtosis".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function() {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              var args = Array.prototype.slice.call(arguments);
              var callbackFunction;
              if (isFunction(args[args.length - 1])) {
                callbackFunction = args[args.length - 1];
                var argsToPass = args.slice(0, args.length - 1);
                setTimeout(function() {
                  callbackFunction.call(
                    tmpthis,
                    jProto[passfunc].apply(tmpthis, argsToPass)
                  );
                });
                return this;
              } else {
                callbackFunction = void 0;
                var curriedFunction = function curriedFunction2(vector) {
                  return jStat5[passfunc].apply(tmpthis, [vector].concat(args));
                };
              }
              if (this.length > 1) {
                tmpthis = tmpthis.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = curriedFunction(tmpthis[i2]);
                return arr;
              }
              return curriedFunction(this[0]);
            };
          })(funcs[i]);
        })("quantiles percentileOfScore".split(" "));
      })(jStat4, Math);
      (function(jStat5, Math2) {
        jStat5.gammaln = function gammaln(x) {
          var j = 0;
          var cof = [
            76.18009172947146,
            -86.50532032941678,
            24.01409824083091,
            -1.231739572450155,
            0.001208650973866179,
            -5395239384953e-18
          ];
          var ser = 1.000000000190015;
          var xx, y, tmp;
          tmp = (y = xx = x) + 5.5;
          tmp -= (xx + 0.5) * Math2.log(tmp);
          for (; j < 6; j++)
            ser += cof[j] / ++y;
          return Math2.log(2.5066282746310007 * ser / xx) - tmp;
        };
        jStat5.loggam = function loggam(x) {
          var x0, x2, xp, gl, gl0;
          var k, n;
          var a = [
            0.08333333333333333,
            -0.002777777777777778,
            7936507936507937e-19,
            -5952380952380952e-19,
            8417508417508418e-19,
            -0.001917526917526918,
            0.00641025641025641,
            -0.02955065359477124,
            0.1796443723688307,
            -1.3924322169059
          ];
          x0 = x;
          n = 0;
          if (x == 1 || x == 2) {
            return 0;
          }
          if (x <= 7) {
            n = Math2.floor(7 - x);
            x0 = x + n;
          }
          x2 = 1 / (x0 * x0);
          xp = 2 * Math2.PI;
          gl0 = a[9];
          for (k = 8; k >= 0; k--) {
            gl0 *= x2;
            gl0 += a[k];
          }
          gl = gl0 / x0 + 0.5 * Math2.log(xp) + (x0 - 0.5) * Math2.log(x0) - x0;
          if (x <= 7) {
            for (k = 1; k <= n; k++) {
              gl -= Math2.log(x0 - 1);
              x0 -= 1;
            }
          }
          return gl;
        };
        jStat5.gammafn = function gammafn(x) {
          var p = [
            -1.716185138865495,
            24.76565080557592,
            -379.80425647094563,
            629.3311553128184,
            866.9662027904133,
            -31451.272968848367,
            -36144.413418691176,
            66456.14382024054
          ];
          var q = [
            -30.8402300119739,
            315.35062697960416,
            -1015.1563674902192,
            -3107.771671572311,
            22538.11842098015,
            4755.846277527881,
            -134659.9598649693,
            -115132.2596755535
          ];
          var fact = false;
          var n = 0;
          var xden = 0;
          var xnum = 0;
          var y = x;
          var i, z2, yi, res;
          if (x > 171.6243769536076) {
            return Infinity;
          }
          if (y <= 0) {
            res = y % 1 + 36e-17;
            if (res) {
              fact = (!(y & 1) ? 1 : -1) * Math2.PI / Math2.sin(Math2.PI * res);
              y = 1 - y;
            } else {
              return Infinity;
            }
          }
          yi = y;
          if (y < 1) {
            z2 = y++;
          } else {
            z2 = (y -= n = (y | 0) - 1) - 1;
          }
          for (i = 0; i < 8; ++i) {
            xnum = (xnum + p[i]) * z2;
            xden = xden * z2 + q[i];
          }
          res = xnum / xden + 1;
          if (yi < y) {
            res /= yi;
          } else if (yi > y) {
            for (i = 0; i < n; ++i) {
              res *= y;
              y++;
            }
          }
          if (fact) {
            res = fact / res;
          }
          return res;
        };
        jStat5.gammap = function gammap(a, x) {
          return jStat5.lowRegGamma(a, x) * jStat5.gammafn(a);
        };
        jStat5.lowRegGamma = function lowRegGamma(a, x) {
          var aln = jStat5.gammaln(a);
          var ap = a;
          var sum2 = 1 / a;
          var del = sum2;
          var b = x + 1 - a;
          var c = 1 / 1e-30;
          var d = 1 / b;
          var h = d;
          var i = 1;
          var ITMAX = -~(Math2.log(a >= 1 ? a : 1 / a) * 8.5 + a * 0.4 + 17);
          var an;
          if (x < 0 || a <= 0) {
            return NaN;
          } else if (x < a + 1) {
            for (; i <= ITMAX; i++) {
              sum2 += del *= x / ++ap;
            }
            return sum2 * Math2.exp(-x + a * Math2.log(x) - aln);
          }
          for (; i <= ITMAX; i++) {
            an = -i * (i - a);
            b += 2;
            d = an * d + b;
            c = b + an / c;
            d = 1 / d;
            h *= d * c;
          }
          return 1 - h * Math2.exp(-x + a * Math2.log(x) - aln);
        };
        jStat5.factorialln = function factorialln(n) {
          return n < 0 ? NaN : jStat5.gammaln(n + 1);
        };
        jStat5.factorial = function factorial(n) {
          return n < 0 ? NaN : jStat5.gammafn(n + 1);
        };
        jStat5.combination = function combination(n, m) {
          return n > 170 || m > 170 ? Math2.exp(jStat5.combinationln(n, m)) : jStat5.factorial(n) / jStat5.factorial(m) / jStat5.factorial(n - m);
        };
        jStat5.combinationln = function combinationln(n, m) {
          return jStat5.factorialln(n) - jStat5.factorialln(m) - jStat5.factorialln(n - m);
        };
        jStat5.permutation = function permutation(n, m) {
          return jStat5.factorial(n) / jStat5.factorial(n - m);
        };
        jStat5.betafn = function betafn(x, y) {
          if (x <= 0 || y <= 0)
            return void 0;
          return x + y > 170 ? Math2.exp(jStat5.betaln(x, y)) : jStat5.gammafn(x) * jStat5.gammafn(y) / jStat5.gammafn(x + y);
        };
        jStat5.betaln = function betaln(x, y) {
          return jStat5.gammaln(x) + jStat5.gammaln(y) - jStat5.gammaln(x + y);
        };
        jStat5.betacf = function betacf(x, a, b) {
          var fpmin = 1e-30;
          var m = 1;
          var qab = a + b;
          var qap = a + 1;
          var qam = a - 1;
          var c = 1;
          var d = 1 - qab * x / qap;
          var m2, aa, del, h;
          if (Math2.abs(d) < fpmin)
            d = fpmin;
          d = 1 / d;
          h = d;
          for (; m <= 100; m++) {
            m2 = 2 * m;
            aa = m * (b - m) * x / ((qam + m2) * (a + m2));
            d = 1 + aa * d;
            if (Math2.abs(d) < fpmin)
              d = fpmin;
            c = 1 + aa / c;
            if (Math2.abs(c) < fpmin)
              c = fpmin;
            d = 1 / d;
            h *= d * c;
            aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
            d = 1 + aa * d;
            if (Math2.abs(d) < fpmin)
              d = fpmin;
            c = 1 + aa / c;
            if (Math2.abs(c) < fpmin)
              c = fpmin;
            d = 1 / d;
            del = d * c;
            h *= del;
            if (Math2.abs(del - 1) < 3e-7)
              break;
          }
          return h;
        };
        jStat5.gammapinv = function gammapinv(p, a) {
          var j = 0;
          var a1 = a - 1;
          var EPS = 1e-8;
          var gln = jStat5.gammaln(a);
          var x, err, t, u, pp, lna1, afac;
          if (p >= 1)
            return Math2.max(100, a + 100 * Math2.sqrt(a));
          if (p <= 0)
            return 0;
          if (a > 1) {
            lna1 = Math2.log(a1);
            afac = Math2.exp(a1 * (lna1 - 1) - gln);
            pp = p < 0.5 ? p : 1 - p;
            t = Math2.sqrt(-2 * Math2.log(pp));
            x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
            if (p < 0.5)
              x = -x;
            x = Math2.max(
              1e-3,
              a * Math2.pow(1 - 1 / (9 * a) - x / (3 * Math2.sqrt(a)), 3)
            );
          } else {
            t = 1 - a * (0.253 + a * 0.12);
            if (p < t)
              x = Math2.pow(p / t, 1 / a);
            else
              x = 1 - Math2.log(1 - (p - t) / (1 - t));
          }
          for (; j < 12; j++) {
            if (x <= 0)
              return 0;
            err = jStat5.lowRegGamma(a, x) - p;
            if (a > 1)
              t = afac * Math2.exp(-(x - a1) + a1 * (Math2.log(x) - lna1));
            else
              t = Math2.exp(-x + a1 * Math2.log(x) - gln);
            u = err / t;
            x -= t = u / (1 - 0.5 * Math2.min(1, u * ((a - 1) / x - 1)));
            if (x <= 0)
              x = 0.5 * (x + t);
            if (Math2.abs(t) < EPS * x)
              break;
          }
          return x;
        };
        jStat5.erf = function erf(x) {
          var cof = [
            -1.3026537197817094,
            0.6419697923564902,
            0.019476473204185836,
            -0.00956151478680863,
            -946595344482036e-18,
            366839497852761e-18,
            42523324806907e-18,
            -20278578112534e-18,
            -1624290004647e-18,
            130365583558e-17,
            15626441722e-18,
            -85238095915e-18,
            6529054439e-18,
            5059343495e-18,
            -991364156e-18,
            -227365122e-18,
            96467911e-18,
            2394038e-18,
            -6886027e-18,
            894487e-18,
            313092e-18,
            -112708e-18,
            381e-18,
            7106e-18,
            -1523e-18,
            -94e-18,
            121e-18,
            -28e-18
          ];
          var j = cof.length - 1;
          var isneg = false;
          var d = 0;
          var dd = 0;
          var t, ty, tmp, res;
          if (x < 0) {
            x = -x;
            isneg = true;
          }
          t = 2 / (2 + x);
          ty = 4 * t - 2;
          for (; j > 0; j--) {
            tmp = d;
            d = ty * d - dd + cof[j];
            dd = tmp;
          }
          res = t * Math2.exp(-x * x + 0.5 * (cof[0] + ty * d) - dd);
          return isneg ? res - 1 : 1 - res;
        };
        jStat5.erfc = function erfc(x) {
          return 1 - jStat5.erf(x);
        };
        jStat5.erfcinv = function erfcinv(p) {
          var j = 0;
          var x, err, t, pp;
          if (p >= 2)
            return -100;
          if (p <= 0)
            return 100;
          pp = p < 1 ? p : 2 - p;
          t = Math2.sqrt(-2 * Math2.log(pp / 2));
          x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
          for (; j < 2; j++) {
            err = jStat5.erfc(x) - pp;
            x += err / (1.1283791670955126 * Math2.exp(-x * x) - x * err);
          }
          return p < 1 ? x : -x;
        };
        jStat5.ibetainv = function ibetainv(p, a, b) {
          var EPS = 1e-8;
          var a1 = a - 1;
          var b1 = b - 1;
          var j = 0;
          var lna, lnb, pp, t, u, err, x, al, h, w, afac;
          if (p <= 0)
            return 0;
          if (p >= 1)
            return 1;
          if (a >= 1 && b >= 1) {
            pp = p < 0.5 ? p : 1 - p;
            t = Math2.sqrt(-2 * Math2.log(pp));
            x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
            if (p < 0.5)
              x = -x;
            al = (x * x - 3) / 6;
            h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
            w = x * Math2.sqrt(al + h) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
            x = a / (a + b * Math2.exp(2 * w));
          } else {
            lna = Math2.log(a / (a + b));
            lnb = Math2.log(b / (a + b));
            t = Math2.exp(a * lna) / a;
            u = Math2.exp(b * lnb) / b;
            w = t + u;
            if (p < t / w)
              x = Math2.pow(a * w * p, 1 / a);
            else
              x = 1 - Math2.pow(b * w * (1 - p), 1 / b);
          }
          afac = -jStat5.gammaln(a) - jStat5.gammaln(b) + jStat5.gammaln(a + b);
          for (; j < 10; j++) {
            if (x === 0 || x === 1)
              return x;
            err = jStat5.ibeta(x, a, b) - p;
            t = Math2.exp(a1 * Math2.log(x) + b1 * Math2.log(1 - x) + afac);
            u = err / t;
            x -= t = u / (1 - 0.5 * Math2.min(1, u * (a1 / x - b1 / (1 - x))));
            if (x <= 0)
              x = 0.5 * (x + t);
            if (x >= 1)
              x = 0.5 * (x + t + 1);
            if (Math2.abs(t) < EPS * x && j > 0)
              break;
          }
          return x;
        };
        jStat5.ibeta = function ibeta(x, a, b) {
          var bt = x === 0 || x === 1 ? 0 : Math2.exp(jStat5.gammaln(a + b) - jStat5.gammaln(a) - jStat5.gammaln(b) + a * Math2.log(x) + b * Math2.log(1 - x));
          if (x < 0 || x > 1)
            return false;
          if (x < (a + 1) / (a + b + 2))
            return bt * jStat5.betacf(x, a, b) / a;
          return 1 - bt * jStat5.betacf(1 - x, b, a) / b;
        };
        jStat5.randn = function randn(n, m) {
          var u, v, x, y, q;
          if (!m)
            m = n;
          if (n)
            return jStat5.create(n, m, function() {
              return jStat5.randn();
            });
          do {
            u = jStat5._random_fn();
            v = 1.7156 * (jStat5._random_fn() - 0.5);
            x = u - 0.449871;
            y = Math2.abs(v) + 0.386595;
            q = x * x + y * (0.196 * y - 0.25472 * x);
          } while (q > 0.27597 && (q > 0.27846 || v * v > -4 * Math2.log(u) * u * u));
          return v / u;
        };
        jStat5.randg = function randg(shape, n, m) {
          var oalph = shape;
          var a1, a2, u, v, x, mat;
          if (!m)
            m = n;
          if (!shape)
            shape = 1;
          if (n) {
            mat = jStat5.zeros(n, m);
            mat.alter(function() {
              return jStat5.randg(shape);
            });
            return mat;
          }
          if (shape < 1)
            shape += 1;
          a1 = shape - 1 / 3;
          a2 = 1 / Math2.sqrt(9 * a1);
          do {
            do {
              x = jStat5.randn();
              v = 1 + a2 * x;
            } while (v <= 0);
            v = v * v * v;
            u = jStat5._random_fn();
          } while (u > 1 - 0.331 * Math2.pow(x, 4) && Math2.log(u) > 0.5 * x * x + a1 * (1 - v + Math2.log(v)));
          if (shape == oalph)
            return a1 * v;
          do {
            u = jStat5._random_fn();
          } while (u === 0);
          return Math2.pow(u, 1 / oalph) * a1 * v;
        };
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat5.fn[passfunc] = function() {
              return jStat5(
                jStat5.map(this, function(value) {
                  return jStat5[passfunc](value);
                })
              );
            };
          })(funcs[i]);
        })("gammaln gammafn factorial factorialln".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat5.fn[passfunc] = function() {
              return jStat5(jStat5[passfunc].apply(null, arguments));
            };
          })(funcs[i]);
        })("randn".split(" "));
      })(jStat4, Math);
      (function(jStat5, Math2) {
        (function(list) {
          for (var i = 0; i < list.length; i++) (function(func) {
            jStat5[func] = function f(a, b, c) {
              if (!(this instanceof f))
                return new f(a, b, c);
              this._a = a;
              this._b = b;
              this._c = c;
              return this;
            };
            jStat5.fn[func] = function(a, b, c) {
              var newthis = jStat5[func](a, b, c);
              newthis.data = this;
              return newthis;
            };
            jStat5[func].prototype.sample = function(arr) {
              var a = this._a;
              var b = this._b;
              var c = this._c;
              if (arr)
                return jStat5.alter(arr, function() {
                  return jStat5[func].sample(a, b, c);
                });
              else
                return jStat5[func].sample(a, b, c);
            };
            (function(vals) {
              for (var i2 = 0; i2 < vals.length; i2++) (function(fnfunc) {
                jStat5[func].prototype[fnfunc] = function(x) {
                  var a = this._a;
                  var b = this._b;
                  var c = this._c;
                  if (!x && x !== 0)
                    x = this.data;
                  if (typeof x !== "number") {
                    return jStat5.fn.map.call(x, function(x2) {
                      return jStat5[func][fnfunc](x2, a, b, c);
                    });
                  }
                  return jStat5[func][fnfunc](x, a, b, c);
                };
              })(vals[i2]);
            })("pdf cdf inv".split(" "));
            (function(vals) {
              for (var i2 = 0; i2 < vals.length; i2++) (function(fnfunc) {
                jStat5[func].prototype[fnfunc] = function() {
                  return jStat5[func][fnfunc](this._a, this._b, this._c);
                };
              })(vals[i2]);
            })("mean median mode variance".split(" "));
          })(list[i]);
        })("beta centralF cauchy chisquare exponential gamma invgamma kumaraswamy laplace lognormal noncentralt normal pareto studentt weibull uniform binomial negbin hypgeom poisson triangular tukey arcsine".split(" "));
        jStat5.extend(jStat5.beta, {
          pdf: function pdf(x, alpha, beta) {
            if (x > 1 || x < 0)
              return 0;
            if (alpha == 1 && beta == 1)
              return 1;
            if (alpha < 512 && beta < 512) {
              return Math2.pow(x, alpha - 1) * Math2.pow(1 - x, beta - 1) / jStat5.betafn(alpha, beta);
            } else {
              return Math2.exp((alpha - 1) * Math2.log(x) + (beta - 1) * Math2.log(1 - x) - jStat5.betaln(alpha, beta));
            }
          },
          cdf: function cdf(x, alpha, beta) {
            return x > 1 || x < 0 ? (x > 1) * 1 : jStat5.ibeta(x, alpha, beta);
          },
          inv: function inv(x, alpha, beta) {
            return jStat5.ibetainv(x, alpha, beta);
          },
          mean: function mean2(alpha, beta) {
            return alpha / (alpha + beta);
          },
          median: function median(alpha, beta) {
            return jStat5.ibetainv(0.5, alpha, beta);
          },
          mode: function mode(alpha, beta) {
            return (alpha - 1) / (alpha + beta - 2);
          },
          // return a random sample
          sample: function sample(alpha, beta) {
            var u = jStat5.randg(alpha);
            return u / (u + jStat5.randg(beta));
          },
          variance: function variance(alpha, beta) {
            return alpha * beta / (Math2.pow(alpha + beta, 2) * (alpha + beta + 1));
          }
        });
        jStat5.extend(jStat5.centralF, {
          // This implementation of the pdf function avoids float overflow
          // See the way that R calculates this value:
          // https://svn.r-project.org/R/trunk/src/nmath/df.c
          pdf: function pdf(x, df1, df2) {
            var p, q, f;
            if (x < 0)
              return 0;
            if (df1 <= 2) {
              if (x === 0 && df1 < 2) {
                return Infinity;
              }
              if (x === 0 && df1 === 2) {
                return 1;
              }
              return 1 / jStat5.betafn(df1 / 2, df2 / 2) * Math2.pow(df1 / df2, df1 / 2) * Math2.pow(x, df1 / 2 - 1) * Math2.pow(1 + df1 / df2 * x, -(df1 + df2) / 2);
            }
            p = df1 * x / (df2 + x * df1);
            q = df2 / (df2 + x * df1);
            f = df1 * q / 2;
            return f * jStat5.binomial.pdf((df1 - 2) / 2, (df1 + df2 - 2) / 2, p);
          },
          cdf: function cdf(x, df1, df2) {
            if (x < 0)
              return 0;
            return jStat5.ibeta(df1 * x / (df1 * x + df2), df1 / 2, df2 / 2);
          },
          inv: function inv(x, df1, df2) {
            return df2 / (df1 * (1 / jStat5.ibetainv(x, df1 / 2, df2 / 2) - 1));
          },
          mean: function mean2(df1, df2) {
            return df2 > 2 ? df2 / (df2 - 2) : void 0;
          },
          mode: function mode(df1, df2) {
            return df1 > 2 ? df2 * (df1 - 2) / (df1 * (df2 + 2)) : void 0;
          },
          // return a random sample
          sample: function sample(df1, df2) {
            var x1 = jStat5.randg(df1 / 2) * 2;
            var x2 = jStat5.randg(df2 / 2) * 2;
            return x1 / df1 / (x2 / df2);
          },
          variance: function variance(df1, df2) {
            if (df2 <= 4)
              return void 0;
            return 2 * df2 * df2 * (df1 + df2 - 2) / (df1 * (df2 - 2) * (df2 - 2) * (df2 - 4));
          }
        });
        jStat5.extend(jStat5.cauchy, {
          pdf: function pdf(x, local, scale) {
            if (scale < 0) {
              return 0;
            }
            return scale / (Math2.pow(x - local, 2) + Math2.pow(scale, 2)) / Math2.PI;
          },
          cdf: function cdf(x, local, scale) {
            return Math2.atan((x - local) / scale) / Math2.PI + 0.5;
          },
          inv: function(p, local, scale) {
            return local + scale * Math2.tan(Math2.PI * (p - 0.5));
          },
          median: function median(local) {
            return local;
          },
          mode: function mode(local) {
            return local;
          },
          sample: function sample(local, scale) {
            return jStat5.randn() * Math2.sqrt(1 / (2 * jStat5.randg(0.5))) * scale + local;
          }
        });
        jStat5.extend(jStat5.chisquare, {
          pdf: function pdf(x, dof) {
            if (x < 0)
              return 0;
            return x === 0 && dof === 2 ? 0.5 : Math2.exp((dof / 2 - 1) * Math2.log(x) - x / 2 - dof / 2 * Math2.log(2) - jStat5.gammaln(dof / 2));
          },
          cdf: function cdf(x, dof) {
            if (x < 0)
              return 0;
            return jStat5.lowRegGamma(dof / 2, x / 2);
          },
          inv: function(p, dof) {
            return 2 * jStat5.gammapinv(p, 0.5 * dof);
          },
          mean: function(dof) {
            return dof;
          },
          // TODO: this is an approximation (is there a better way?)
          median: function median(dof) {
            return dof * Math2.pow(1 - 2 / (9 * dof), 3);
          },
          mode: function mode(dof) {
            return dof - 2 > 0 ? dof - 2 : 0;
          },
          sample: function sample(dof) {
            return jStat5.randg(dof / 2) * 2;
          },
          variance: function variance(dof) {
            return 2 * dof;
          }
        });
        jStat5.extend(jStat5.exponential, {
          pdf: function pdf(x, rate) {
            return x < 0 ? 0 : rate * Math2.exp(-rate * x);
          },
          cdf: function cdf(x, rate) {
            return x < 0 ? 0 : 1 - Math2.exp(-rate * x);
          },
          inv: function(p, rate) {
            return -Math2.log(1 - p) / rate;
          },
          mean: function(rate) {
            return 1 / rate;
          },
          median: function(rate) {
            return 1 / rate * Math2.log(2);
          },
          mode: function mode() {
            return 0;
          },
          sample: function sample(rate) {
            return -1 / rate * Math2.log(jStat5._random_fn());
          },
          variance: function(rate) {
            return Math2.pow(rate, -2);
          }
        });
        jStat5.extend(jStat5.gamma, {
          pdf: function pdf(x, shape, scale) {
            if (x < 0)
              return 0;
            return x === 0 && shape === 1 ? 1 / scale : Math2.exp((shape - 1) * Math2.log(x) - x / scale - jStat5.gammaln(shape) - shape * Math2.log(scale));
          },
          cdf: function cdf(x, shape, scale) {
            if (x < 0)
              return 0;
            return jStat5.lowRegGamma(shape, x / scale);
          },
          inv: function(p, shape, scale) {
            return jStat5.gammapinv(p, shape) * scale;
          },
          mean: function(shape, scale) {
            return shape * scale;
          },
          mode: function mode(shape, scale) {
            if (shape > 1) return (shape - 1) * scale;
            return void 0;
          },
          sample: function sample(shape, scale) {
            return jStat5.randg(shape) * scale;
          },
          variance: function variance(shape, scale) {
            return shape * scale * scale;
          }
        });
        jStat5.extend(jStat5.invgamma, {
          pdf: function pdf(x, shape, scale) {
            if (x <= 0)
              return 0;
            return Math2.exp(-(shape + 1) * Math2.log(x) - scale / x - jStat5.gammaln(shape) + shape * Math2.log(scale));
          },
          cdf: function cdf(x, shape, scale) {
            if (x <= 0)
              return 0;
            return 1 - jStat5.lowRegGamma(shape, scale / x);
          },
          inv: function(p, shape, scale) {
            return scale / jStat5.gammapinv(1 - p, shape);
          },
          mean: function(shape, scale) {
            return shape > 1 ? scale / (shape - 1) : void 0;
          },
          mode: function mode(shape, scale) {
            return scale / (shape + 1);
          },
          sample: function sample(shape, scale) {
            return scale / jStat5.randg(shape);
          },
          variance: function variance(shape, scale) {
            if (shape <= 2)
              return void 0;
            return scale * scale / ((shape - 1) * (shape - 1) * (shape - 2));
          }
        });
        jStat5.extend(jStat5.kumaraswamy, {
          pdf: function pdf(x, alpha, beta) {
            if (x === 0 && alpha === 1)
              return beta;
            else if (x === 1 && beta === 1)
              return alpha;
            return Math2.exp(Math2.log(alpha) + Math2.log(beta) + (alpha - 1) * Math2.log(x) + (beta - 1) * Math2.log(1 - Math2.pow(x, alpha)));
          },
          cdf: function cdf(x, alpha, beta) {
            if (x < 0)
              return 0;
            else if (x > 1)
              return 1;
            return 1 - Math2.pow(1 - Math2.pow(x, alpha), beta);
          },
          inv: function inv(p, alpha, beta) {
            return Math2.pow(1 - Math2.pow(1 - p, 1 / beta), 1 / alpha);
          },
          mean: function(alpha, beta) {
            return beta * jStat5.gammafn(1 + 1 / alpha) * jStat5.gammafn(beta) / jStat5.gammafn(1 + 1 / alpha + beta);
          },
          median: function median(alpha, beta) {
            return Math2.pow(1 - Math2.pow(2, -1 / beta), 1 / alpha);
          },
          mode: function mode(alpha, beta) {
            if (!(alpha >= 1 && beta >= 1 && (alpha !== 1 && beta !== 1)))
              return void 0;
            return Math2.pow((alpha - 1) / (alpha * beta - 1), 1 / alpha);
          },
          variance: function variance() {
            throw new Error("variance not yet implemented");
          }
        });
        jStat5.extend(jStat5.lognormal, {
          pdf: function pdf(x, mu, sigma) {
            if (x <= 0)
              return 0;
            return Math2.exp(-Math2.log(x) - 0.5 * Math2.log(2 * Math2.PI) - Math2.log(sigma) - Math2.pow(Math2.log(x) - mu, 2) / (2 * sigma * sigma));
          },
          cdf: function cdf(x, mu, sigma) {
            if (x < 0)
              return 0;
            return 0.5 + 0.5 * jStat5.erf((Math2.log(x) - mu) / Math2.sqrt(2 * sigma * sigma));
          },
          inv: function(p, mu, sigma) {
            return Math2.exp(-1.4142135623730951 * sigma * jStat5.erfcinv(2 * p) + mu);
          },
          mean: function mean2(mu, sigma) {
            return Math2.exp(mu + sigma * sigma / 2);
          },
          median: function median(mu) {
            return Math2.exp(mu);
          },
          mode: function mode(mu, sigma) {
            return Math2.exp(mu - sigma * sigma);
          },
          sample: function sample(mu, sigma) {
            return Math2.exp(jStat5.randn() * sigma + mu);
          },
          variance: function variance(mu, sigma) {
            return (Math2.exp(sigma * sigma) - 1) * Math2.exp(2 * mu + sigma * sigma);
          }
        });
        jStat5.extend(jStat5.noncentralt, {
          pdf: function pdf(x, dof, ncp) {
            var tol = 1e-14;
            if (Math2.abs(ncp) < tol)
              return jStat5.studentt.pdf(x, dof);
            if (Math2.abs(x) < tol) {
              return Math2.exp(jStat5.gammaln((dof + 1) / 2) - ncp * ncp / 2 - 0.5 * Math2.log(Math2.PI * dof) - jStat5.gammaln(dof / 2));
            }
            return dof / x * (jStat5.noncentralt.cdf(x * Math2.sqrt(1 + 2 / dof), dof + 2, ncp) - jStat5.noncentralt.cdf(x, dof, ncp));
          },
          cdf: function cdf(x, dof, ncp) {
            var tol = 1e-14;
            var min_iterations = 200;
            if (Math2.abs(ncp) < tol)
              return jStat5.studentt.cdf(x, dof);
            var flip = false;
            if (x < 0) {
              flip = true;
              ncp = -ncp;
            }
            var prob = jStat5.normal.cdf(-ncp, 0, 1);
            var value = tol + 1;
            var lastvalue = value;
            var y = x * x / (x * x + dof);
            var j = 0;
            var p = Math2.exp(-ncp * ncp / 2);
            var q = Math2.exp(-ncp * ncp / 2 - 0.5 * Math2.log(2) - jStat5.gammaln(3 / 2)) * ncp;
            while (j < min_iterations || lastvalue > tol || value > tol) {
              lastvalue = value;
              if (j > 0) {
                p *= ncp * ncp / (2 * j);
                q *= ncp * ncp / (2 * (j + 1 / 2));
              }
              value = p * jStat5.beta.cdf(y, j + 0.5, dof / 2) + q * jStat5.beta.cdf(y, j + 1, dof / 2);
              prob += 0.5 * value;
              j++;
            }
            return flip ? 1 - prob : prob;
          }
        });
        jStat5.extend(jStat5.normal, {
          pdf: function pdf(x, mean2, std) {
            return Math2.exp(-0.5 * Math2.log(2 * Math2.PI) - Math2.log(std) - Math2.pow(x - mean2, 2) / (2 * std * std));
          },
          cdf: function cdf(x, mean2, std) {
            return 0.5 * (1 + jStat5.erf((x - mean2) / Math2.sqrt(2 * std * std)));
          },
          inv: function(p, mean2, std) {
            return -1.4142135623730951 * std * jStat5.erfcinv(2 * p) + mean2;
          },
          mean: function(mean2) {
            return mean2;
          },
          median: function median(mean2) {
            return mean2;
          },
          mode: function(mean2) {
            return mean2;
          },
          sample: function sample(mean2, std) {
            return jStat5.randn() * std + mean2;
          },
          variance: function(mean2, std) {
            return std * std;
          }
        });
        jStat5.extend(jStat5.pareto, {
          pdf: function pdf(x, scale, shape) {
            if (x < scale)
              return 0;
            return shape * Math2.pow(scale, shape) / Math2.pow(x, shape + 1);
          },
          cdf: function cdf(x, scale, shape) {
            if (x < scale)
              return 0;
            return 1 - Math2.pow(scale / x, shape);
          },
          inv: function inv(p, scale, shape) {
            return scale / Math2.pow(1 - p, 1 / shape);
          },
          mean: function mean2(scale, shape) {
            if (shape <= 1)
              return void 0;
            return shape * Math2.pow(scale, shape) / (shape - 1);
          },
          median: function median(scale, shape) {
            return scale * (shape * Math2.SQRT2);
          },
          mode: function mode(scale) {
            return scale;
          },
          variance: function(scale, shape) {
            if (shape <= 2)
              return void 0;
            return scale * scale * shape / (Math2.pow(shape - 1, 2) * (shape - 2));
          }
        });
        jStat5.extend(jStat5.studentt, {
          pdf: function pdf(x, dof) {
            dof = dof > 1e100 ? 1e100 : dof;
            return 1 / (Math2.sqrt(dof) * jStat5.betafn(0.5, dof / 2)) * Math2.pow(1 + x * x / dof, -((dof + 1) / 2));
          },
          cdf: function cdf(x, dof) {
            var dof2 = dof / 2;
            return jStat5.ibeta((x + Math2.sqrt(x * x + dof)) / (2 * Math2.sqrt(x * x + dof)), dof2, dof2);
          },
          inv: function(p, dof) {
            var x = jStat5.ibetainv(2 * Math2.min(p, 1 - p), 0.5 * dof, 0.5);
            x = Math2.sqrt(dof * (1 - x) / x);
            return p > 0.5 ? x : -x;
          },
          mean: function mean2(dof) {
            return dof > 1 ? 0 : void 0;
          },
          median: function median() {
            return 0;
          },
          mode: function mode() {
            return 0;
          },
          sample: function sample(dof) {
            return jStat5.randn() * Math2.sqrt(dof / (2 * jStat5.randg(dof / 2)));
          },
          variance: function variance(dof) {
            return dof > 2 ? dof / (dof - 2) : dof > 1 ? Infinity : void 0;
          }
        });
        jStat5.extend(jStat5.weibull, {
          pdf: function pdf(x, scale, shape) {
            if (x < 0 || scale < 0 || shape < 0)
              return 0;
            return shape / scale * Math2.pow(x / scale, shape - 1) * Math2.exp(-Math2.pow(x / scale, shape));
          },
          cdf: function cdf(x, scale, shape) {
            return x < 0 ? 0 : 1 - Math2.exp(-Math2.pow(x / scale, shape));
          },
          inv: function(p, scale, shape) {
            return scale * Math2.pow(-Math2.log(1 - p), 1 / shape);
          },
          mean: function(scale, shape) {
            return scale * jStat5.gammafn(1 + 1 / shape);
          },
          median: function median(scale, shape) {
            return scale * Math2.pow(Math2.log(2), 1 / shape);
          },
          mode: function mode(scale, shape) {
            if (shape <= 1)
              return 0;
            return scale * Math2.pow((shape - 1) / shape, 1 / shape);
          },
          sample: function sample(scale, shape) {
            return scale * Math2.pow(-Math2.log(jStat5._random_fn()), 1 / shape);
          },
          variance: function variance(scale, shape) {
            return scale * scale * jStat5.gammafn(1 + 2 / shape) - Math2.pow(jStat5.weibull.mean(scale, shape), 2);
          }
        });
        jStat5.extend(jStat5.uniform, {
          pdf: function pdf(x, a, b) {
            return x < a || x > b ? 0 : 1 / (b - a);
          },
          cdf: function cdf(x, a, b) {
            if (x < a)
              return 0;
            else if (x < b)
              return (x - a) / (b - a);
            return 1;
          },
          inv: function(p, a, b) {
            return a + p * (b - a);
          },
          mean: function mean2(a, b) {
            return 0.5 * (a + b);
          },
          median: function median(a, b) {
            return jStat5.mean(a, b);
          },
          mode: function mode() {
            throw new Error("mode is not yet implemented");
          },
          sample: function sample(a, b) {
            return a / 2 + b / 2 + (b / 2 - a / 2) * (2 * jStat5._random_fn() - 1);
          },
          variance: function variance(a, b) {
            return Math2.pow(b - a, 2) / 12;
          }
        });
        function betinc(x, a, b, eps) {
          var a0 = 0;
          var b0 = 1;
          var a1 = 1;
          var b1 = 1;
          var m9 = 0;
          var a2 = 0;
          var c9;
          while (Math2.abs((a1 - a2) / a1) > eps) {
            a2 = a1;
            c9 = -(a + m9) * (a + b + m9) * x / (a + 2 * m9) / (a + 2 * m9 + 1);
            a0 = a1 + c9 * a0;
            b0 = b1 + c9 * b0;
            m9 = m9 + 1;
            c9 = m9 * (b - m9) * x / (a + 2 * m9 - 1) / (a + 2 * m9);
            a1 = a0 + c9 * a1;
            b1 = b0 + c9 * b1;
            a0 = a0 / b1;
            b0 = b0 / b1;
            a1 = a1 / b1;
            b1 = 1;
          }
          return a1 / a;
        }
        jStat5.extend(jStat5.binomial, {
          pdf: function pdf(k, n, p) {
            return p === 0 || p === 1 ? n * p === k ? 1 : 0 : jStat5.combination(n, k) * Math2.pow(p, k) * Math2.pow(1 - p, n - k);
          },
          cdf: function cdf(x, n, p) {
            var betacdf;
            var eps = 1e-10;
            if (x < 0)
              return 0;
            if (x >= n)
              return 1;
            if (p < 0 || p > 1 || n <= 0)
              return NaN;
            x = Math2.floor(x);
            var z2 = p;
            var a = x + 1;
            var b = n - x;
            var s = a + b;
            var bt = Math2.exp(jStat5.gammaln(s) - jStat5.gammaln(b) - jStat5.gammaln(a) + a * Math2.log(z2) + b * Math2.log(1 - z2));
            if (z2 < (a + 1) / (s + 2))
              betacdf = bt * betinc(z2, a, b, eps);
            else
              betacdf = 1 - bt * betinc(1 - z2, b, a, eps);
            return Math2.round((1 - betacdf) * (1 / eps)) / (1 / eps);
          }
        });
        jStat5.extend(jStat5.negbin, {
          pdf: function pdf(k, r, p) {
            if (k !== k >>> 0)
              return false;
            if (k < 0)
              return 0;
            return jStat5.combination(k + r - 1, r - 1) * Math2.pow(1 - p, k) * Math2.pow(p, r);
          },
          cdf: function cdf(x, r, p) {
            var sum2 = 0, k = 0;
            if (x < 0) return 0;
            for (; k <= x; k++) {
              sum2 += jStat5.negbin.pdf(k, r, p);
            }
            return sum2;
          }
        });
        jStat5.extend(jStat5.hypgeom, {
          pdf: function pdf(k, N, m, n) {
            if (k !== k | 0) {
              return false;
            } else if (k < 0 || k < m - (N - n)) {
              return 0;
            } else if (k > n || k > m) {
              return 0;
            } else if (m * 2 > N) {
              if (n * 2 > N) {
                return jStat5.hypgeom.pdf(N - m - n + k, N, N - m, N - n);
              } else {
                return jStat5.hypgeom.pdf(n - k, N, N - m, n);
              }
            } else if (n * 2 > N) {
              return jStat5.hypgeom.pdf(m - k, N, m, N - n);
            } else if (m < n) {
              return jStat5.hypgeom.pdf(k, N, n, m);
            } else {
              var scaledPDF = 1;
              var samplesDone = 0;
              for (var i = 0; i < k; i++) {
                while (scaledPDF > 1 && samplesDone < n) {
                  scaledPDF *= 1 - m / (N - samplesDone);
                  samplesDone++;
                }
                scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
              }
              for (; samplesDone < n; samplesDone++) {
                scaledPDF *= 1 - m / (N - samplesDone);
              }
              return Math2.min(1, Math2.max(0, scaledPDF));
            }
          },
          cdf: function cdf(x, N, m, n) {
            if (x < 0 || x < m - (N - n)) {
              return 0;
            } else if (x >= n || x >= m) {
              return 1;
            } else if (m * 2 > N) {
              if (n * 2 > N) {
                return jStat5.hypgeom.cdf(N - m - n + x, N, N - m, N - n);
              } else {
                return 1 - jStat5.hypgeom.cdf(n - x - 1, N, N - m, n);
              }
            } else if (n * 2 > N) {
              return 1 - jStat5.hypgeom.cdf(m - x - 1, N, m, N - n);
            } else if (m < n) {
              return jStat5.hypgeom.cdf(x, N, n, m);
            } else {
              var scaledCDF = 1;
              var scaledPDF = 1;
              var samplesDone = 0;
              for (var i = 0; i < x; i++) {
                while (scaledCDF > 1 && samplesDone < n) {
                  var factor = 1 - m / (N - samplesDone);
                  scaledPDF *= factor;
                  scaledCDF *= factor;
                  samplesDone++;
                }
                scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
                scaledCDF += scaledPDF;
              }
              for (; samplesDone < n; samplesDone++) {
                scaledCDF *= 1 - m / (N - samplesDone);
              }
              return Math2.min(1, Math2.max(0, scaledCDF));
            }
          }
        });
        jStat5.extend(jStat5.poisson, {
          pdf: function pdf(k, l) {
            if (l < 0 || k % 1 !== 0 || k < 0) {
              return 0;
            }
            return Math2.pow(l, k) * Math2.exp(-l) / jStat5.factorial(k);
          },
          cdf: function cdf(x, l) {
            var sumarr = [], k = 0;
            if (x < 0) return 0;
            for (; k <= x; k++) {
              sumarr.push(jStat5.poisson.pdf(k, l));
            }
            return jStat5.sum(sumarr);
          },
          mean: function(l) {
            return l;
          },
          variance: function(l) {
            return l;
          },
          sampleSmall: function sampleSmall(l) {
            var p = 1, k = 0, L = Math2.exp(-l);
            do {
              k++;
              p *= jStat5._random_fn();
            } while (p > L);
            return k - 1;
          },
          sampleLarge: function sampleLarge(l) {
            var lam = l;
            var k;
            var U, V, slam, loglam, a, b, invalpha, vr, us;
            slam = Math2.sqrt(lam);
            loglam = Math2.log(lam);
            b = 0.931 + 2.53 * slam;
            a = -0.059 + 0.02483 * b;
            invalpha = 1.1239 + 1.1328 / (b - 3.4);
            vr = 0.9277 - 3.6224 / (b - 2);
            while (1) {
              U = Math2.random() - 0.5;
              V = Math2.random();
              us = 0.5 - Math2.abs(U);
              k = Math2.floor((2 * a / us + b) * U + lam + 0.43);
              if (us >= 0.07 && V <= vr) {
                return k;
              }
              if (k < 0 || us < 0.013 && V > us) {
                continue;
              }
              if (Math2.log(V) + Math2.log(invalpha) - Math2.log(a / (us * us) + b) <= -lam + k * loglam - jStat5.loggam(k + 1)) {
                return k;
              }
            }
          },
          sample: function sample(l) {
            if (l < 10)
              return this.sampleSmall(l);
            else
              return this.sampleLarge(l);
          }
        });
        jStat5.extend(jStat5.triangular, {
          pdf: function pdf(x, a, b, c) {
            if (b <= a || c < a || c > b) {
              return NaN;
            } else {
              if (x < a || x > b) {
                return 0;
              } else if (x < c) {
                return 2 * (x - a) / ((b - a) * (c - a));
              } else if (x === c) {
                return 2 / (b - a);
              } else {
                return 2 * (b - x) / ((b - a) * (b - c));
              }
            }
          },
          cdf: function cdf(x, a, b, c) {
            if (b <= a || c < a || c > b)
              return NaN;
            if (x <= a)
              return 0;
            else if (x >= b)
              return 1;
            if (x <= c)
              return Math2.pow(x - a, 2) / ((b - a) * (c - a));
            else
              return 1 - Math2.pow(b - x, 2) / ((b - a) * (b - c));
          },
          inv: function inv(p, a, b, c) {
            if (b <= a || c < a || c > b) {
              return NaN;
            } else {
              if (p <= (c - a) / (b - a)) {
                return a + (b - a) * Math2.sqrt(p * ((c - a) / (b - a)));
              } else {
                return a + (b - a) * (1 - Math2.sqrt((1 - p) * (1 - (c - a) / (b - a))));
              }
            }
          },
          mean: function mean2(a, b, c) {
            return (a + b + c) / 3;
          },
          median: function median(a, b, c) {
            if (c <= (a + b) / 2) {
              return b - Math2.sqrt((b - a) * (b - c)) / Math2.sqrt(2);
            } else if (c > (a + b) / 2) {
              return a + Math2.sqrt((b - a) * (c - a)) / Math2.sqrt(2);
            }
          },
          mode: function mode(a, b, c) {
            return c;
          },
          sample: function sample(a, b, c) {
            var u = jStat5._random_fn();
            if (u < (c - a) / (b - a))
              return a + Math2.sqrt(u * (b - a) * (c - a));
            return b - Math2.sqrt((1 - u) * (b - a) * (b - c));
          },
          variance: function variance(a, b, c) {
            return (a * a + b * b + c * c - a * b - a * c - b * c) / 18;
          }
        });
        jStat5.extend(jStat5.arcsine, {
          pdf: function pdf(x, a, b) {
            if (b <= a) return NaN;
            return x <= a || x >= b ? 0 : 2 / Math2.PI * Math2.pow(Math2.pow(b - a, 2) - Math2.pow(2 * x - a - b, 2), -0.5);
          },
          cdf: function cdf(x, a, b) {
            if (x < a)
              return 0;
            else if (x < b)
              return 2 / Math2.PI * Math2.asin(Math2.sqrt((x - a) / (b - a)));
            return 1;
          },
          inv: function(p, a, b) {
            return a + (0.5 - 0.5 * Math2.cos(Math2.PI * p)) * (b - a);
          },
          mean: function mean2(a, b) {
            if (b <= a) return NaN;
            return (a + b) / 2;
          },
          median: function median(a, b) {
            if (b <= a) return NaN;
            return (a + b) / 2;
          },
          mode: function mode() {
            throw new Error("mode is not yet implemented");
          },
          sample: function sample(a, b) {
            return (a + b) / 2 + (b - a) / 2 * Math2.sin(2 * Math2.PI * jStat5.uniform.sample(0, 1));
          },
          variance: function variance(a, b) {
            if (b <= a) return NaN;
            return Math2.pow(b - a, 2) / 8;
          }
        });
        function laplaceSign(x) {
          return x / Math2.abs(x);
        }
        jStat5.extend(jStat5.laplace, {
          pdf: function pdf(x, mu, b) {
            return b <= 0 ? 0 : Math2.exp(-Math2.abs(x - mu) / b) / (2 * b);
          },
          cdf: function cdf(x, mu, b) {
            if (b <= 0) {
              return 0;
            }
            if (x < mu) {
              return 0.5 * Math2.exp((x - mu) / b);
            } else {
              return 1 - 0.5 * Math2.exp(-(x - mu) / b);
            }
          },
          mean: function(mu) {
            return mu;
          },
          median: function(mu) {
            return mu;
          },
          mode: function(mu) {
            return mu;
          },
          variance: function(mu, b) {
            return 2 * b * b;
          },
          sample: function sample(mu, b) {
            var u = jStat5._random_fn() - 0.5;
            return mu - b * laplaceSign(u) * Math2.log(1 - 2 * Math2.abs(u));
          }
        });
        function tukeyWprob(w, rr, cc) {
          var nleg = 12;
          var ihalf = 6;
          var C1 = -30;
          var C2 = -50;
          var C3 = 60;
          var bb = 8;
          var wlar = 3;
          var wincr1 = 2;
          var wincr2 = 3;
          var xleg = [
            0.9815606342467192,
            0.9041172563704749,
            0.7699026741943047,
            0.5873179542866175,
            0.3678314989981802,
            0.1252334085114689
          ];
          var aleg = [
            0.04717533638651183,
            0.10693932599531843,
            0.16007832854334622,
            0.20316742672306592,
            0.2334925365383548,
            0.24914704581340277
          ];
          var qsqz = w * 0.5;
          if (qsqz >= bb)
            return 1;
          var pr_w = 2 * jStat5.normal.cdf(qsqz, 0, 1, 1, 0) - 1;
          if (pr_w >= Math2.exp(C2 / cc))
            pr_w = Math2.pow(pr_w, cc);
          else
            pr_w = 0;
          var wincr;
          if (w > wlar)
            wincr = wincr1;
          else
            wincr = wincr2;
          var blb = qsqz;
          var binc = (bb - qsqz) / wincr;
          var bub = blb + binc;
          var einsum = 0;
          var cc1 = cc - 1;
          for (var wi = 1; wi <= wincr; wi++) {
            var elsum = 0;
            var a = 0.5 * (bub + blb);
            var b = 0.5 * (bub - blb);
            for (var jj = 1; jj <= nleg; jj++) {
              var j, xx;
              if (ihalf < jj) {
                j = nleg - jj + 1;
                xx = xleg[j - 1];
              } else {
                j = jj;
                xx = -xleg[j - 1];
              }
              var c = b * xx;
              var ac = a + c;
              var qexpo = ac * ac;
              if (qexpo > C3)
                break;
              var pplus = 2 * jStat5.normal.cdf(ac, 0, 1, 1, 0);
              var pminus = 2 * jStat5.normal.cdf(ac, w, 1, 1, 0);
              var rinsum = pplus * 0.5 - pminus * 0.5;
              if (rinsum >= Math2.exp(C1 / cc1)) {
                rinsum = aleg[j - 1] * Math2.exp(-(0.5 * qexpo)) * Math2.pow(rinsum, cc1);
                elsum += rinsum;
              }
            }
            elsum *= 2 * b * cc / Math2.sqrt(2 * Math2.PI);
            einsum += elsum;
            blb = bub;
            bub += binc;
          }
          pr_w += einsum;
          if (pr_w <= Math2.exp(C1 / rr))
            return 0;
          pr_w = Math2.pow(pr_w, rr);
          if (pr_w >= 1)
            return 1;
          return pr_w;
        }
        function tukeyQinv(p, c, v) {
          var p0 = 0.322232421088;
          var q0 = 0.099348462606;
          var p1 = -1;
          var q1 = 0.588581570495;
          var p2 = -0.342242088547;
          var q2 = 0.531103462366;
          var p3 = -0.204231210125;
          var q3 = 0.10353775285;
          var p4 = -453642210148e-16;
          var q4 = 0.0038560700634;
          var c1 = 0.8832;
          var c2 = 0.2368;
          var c3 = 1.214;
          var c4 = 1.208;
          var c5 = 1.4142;
          var vmax = 120;
          var ps = 0.5 - 0.5 * p;
          var yi = Math2.sqrt(Math2.log(1 / (ps * ps)));
          var t = yi + ((((yi * p4 + p3) * yi + p2) * yi + p1) * yi + p0) / ((((yi * q4 + q3) * yi + q2) * yi + q1) * yi + q0);
          if (v < vmax) t += (t * t * t + t) / v / 4;
          var q = c1 - c2 * t;
          if (v < vmax) q += -c3 / v + c4 * t / v;
          return t * (q * Math2.log(c - 1) + c5);
        }
        jStat5.extend(jStat5.tukey, {
          cdf: function cdf(q, nmeans, df) {
            var rr = 1;
            var cc = nmeans;
            var nlegq = 16;
            var ihalfq = 8;
            var eps1 = -30;
            var eps2 = 1e-14;
            var dhaf = 100;
            var dquar = 800;
            var deigh = 5e3;
            var dlarg = 25e3;
            var ulen1 = 1;
            var ulen2 = 0.5;
            var ulen3 = 0.25;
            var ulen4 = 0.125;
            var xlegq = [
              0.9894009349916499,
              0.9445750230732326,
              0.8656312023878318,
              0.755404408355003,
              0.6178762444026438,
              0.45801677765722737,
              0.2816035507792589,
              0.09501250983763744
            ];
            var alegq = [
              0.027152459411754096,
              0.062253523938647894,
              0.09515851168249279,
              0.12462897125553388,
              0.14959598881657674,
              0.16915651939500254,
              0.18260341504492358,
              0.1894506104550685
            ];
            if (q <= 0)
              return 0;
            if (df < 2 || rr < 1 || cc < 2) return NaN;
            if (!Number.isFinite(q))
              return 1;
            if (df > dlarg)
              return tukeyWprob(q, rr, cc);
            var f2 = df * 0.5;
            var f2lf = f2 * Math2.log(df) - df * Math2.log(2) - jStat5.gammaln(f2);
            var f21 = f2 - 1;
            var ff4 = df * 0.25;
            var ulen;
            if (df <= dhaf) ulen = ulen1;
            else if (df <= dquar) ulen = ulen2;
            else if (df <= deigh) ulen = ulen3;
            else ulen = ulen4;
            f2lf += Math2.log(ulen);
            var ans = 0;
            for (var i = 1; i <= 50; i++) {
              var otsum = 0;
              var twa1 = (2 * i - 1) * ulen;
              for (var jj = 1; jj <= nlegq; jj++) {
                var j, t1;
                if (ihalfq < jj) {
                  j = jj - ihalfq - 1;
                  t1 = f2lf + f21 * Math2.log(twa1 + xlegq[j] * ulen) - (xlegq[j] * ulen + twa1) * ff4;
                } else {
                  j = jj - 1;
                  t1 = f2lf + f21 * Math2.log(twa1 - xlegq[j] * ulen) + (xlegq[j] * ulen - twa1) * ff4;
                }
                var qsqz;
                if (t1 >= eps1) {
                  if (ihalfq < jj) {
                    qsqz = q * Math2.sqrt((xlegq[j] * ulen + twa1) * 0.5);
                  } else {
                    qsqz = q * Math2.sqrt((-(xlegq[j] * ulen) + twa1) * 0.5);
                  }
                  var wprb = tukeyWprob(qsqz, rr, cc);
                  var rotsum = wprb * alegq[j] * Math2.exp(t1);
                  otsum += rotsum;
                }
              }
              if (i * ulen >= 1 && otsum <= eps2)
                break;
              ans += otsum;
            }
            if (otsum > eps2) {
              throw new Error("tukey.cdf failed to converge");
            }
            if (ans > 1)
              ans = 1;
            return ans;
          },
          inv: function(p, nmeans, df) {
            var rr = 1;
            var cc = nmeans;
            var eps = 1e-4;
            var maxiter = 50;
            if (df < 2 || rr < 1 || cc < 2) return NaN;
            if (p < 0 || p > 1) return NaN;
            if (p === 0) return 0;
            if (p === 1) return Infinity;
            var x0 = tukeyQinv(p, cc, df);
            var valx0 = jStat5.tukey.cdf(x0, nmeans, df) - p;
            var x1;
            if (valx0 > 0)
              x1 = Math2.max(0, x0 - 1);
            else
              x1 = x0 + 1;
            var valx1 = jStat5.tukey.cdf(x1, nmeans, df) - p;
            var ans;
            for (var iter = 1; iter < maxiter; iter++) {
              ans = x1 - valx1 * (x1 - x0) / (valx1 - valx0);
              valx0 = valx1;
              x0 = x1;
              if (ans < 0) {
                ans = 0;
                valx1 = -p;
              }
              valx1 = jStat5.tukey.cdf(ans, nmeans, df) - p;
              x1 = ans;
              var xabs = Math2.abs(x1 - x0);
              if (xabs < eps)
                return ans;
            }
            throw new Error("tukey.inv failed to converge");
          }
        });
      })(jStat4, Math);
      (function(jStat5, Math2) {
        var push = Array.prototype.push;
        var isArray = jStat5.utils.isArray;
        function isUsable(arg) {
          return isArray(arg) || arg instanceof jStat5;
        }
        jStat5.extend({
          // add a vector/matrix to a vector/matrix or scalar
          add: function add(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat5.map(arr, function(value, row2, col) {
                return value + arg[row2][col];
              });
            }
            return jStat5.map(arr, function(value) {
              return value + arg;
            });
          },
          // subtract a vector or scalar from the vector
          subtract: function subtract(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat5.map(arr, function(value, row2, col) {
                return value - arg[row2][col] || 0;
              });
            }
            return jStat5.map(arr, function(value) {
              return value - arg;
            });
          },
          // matrix division
          divide: function divide(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat5.multiply(arr, jStat5.inv(arg));
            }
            return jStat5.map(arr, function(value) {
              return value / arg;
            });
          },
          // matrix multiplication
          multiply: function multiply(arr, arg) {
            var row2, col, nrescols, sum2, nrow, ncol, res, rescols;
            if (arr.length === void 0 && arg.length === void 0) {
              return arr * arg;
            }
            nrow = arr.length, ncol = arr[0].length, res = jStat5.zeros(nrow, nrescols = isUsable(arg) ? arg[0].length : ncol), rescols = 0;
            if (isUsable(arg)) {
              for (; rescols < nrescols; rescols++) {
                for (row2 = 0; row2 < nrow; row2++) {
                  sum2 = 0;
                  for (col = 0; col < ncol; col++)
                    sum2 += arr[row2][col] * arg[col][rescols];
                  res[row2][rescols] = sum2;
                }
              }
              return nrow === 1 && rescols === 1 ? res[0][0] : res;
            }
            return jStat5.map(arr, function(value) {
              return value * arg;
            });
          },
          // outer([1,2,3],[4,5,6])
          // ===
          // [[1],[2],[3]] times [[4,5,6]]
          // ->
          // [[4,5,6],[8,10,12],[12,15,18]]
          outer: function outer(A, B) {
            return jStat5.multiply(A.map(function(t) {
              return [t];
            }), [B]);
          },
          // Returns the dot product of two matricies
          dot: function dot(arr, arg) {
            if (!isUsable(arr[0])) arr = [arr];
            if (!isUsable(arg[0])) arg = [arg];
            var left = arr[0].length === 1 && arr.length !== 1 ? jStat5.transpose(arr) : arr, right = arg[0].length === 1 && arg.length !== 1 ? jStat5.transpose(arg) : arg, res = [], row2 = 0, nrow = left.length, ncol = left[0].length, sum2, col;
            for (; row2 < nrow; row2++) {
              res[row2] = [];
              sum2 = 0;
              for (col = 0; col < ncol; col++)
                sum2 += left[row2][col] * right[row2][col];
              res[row2] = sum2;
            }
            return res.length === 1 ? res[0] : res;
          },
          // raise every element by a scalar
          pow: function pow(arr, arg) {
            return jStat5.map(arr, function(value) {
              return Math2.pow(value, arg);
            });
          },
          // exponentiate every element
          exp: function exp(arr) {
            return jStat5.map(arr, function(value) {
              return Math2.exp(value);
            });
          },
          // generate the natural log of every element
          log: function exp(arr) {
            return jStat5.map(arr, function(value) {
              return Math2.log(value);
            });
          },
          // generate the absolute values of the vector
          abs: function abs(arr) {
            return jStat5.map(arr, function(value) {
              return Math2.abs(value);
            });
          },
          // computes the p-norm of the vector
          // In the case that a matrix is passed, uses the first row as the vector
          norm: function norm(arr, p) {
            var nnorm = 0, i = 0;
            if (isNaN(p)) p = 2;
            if (isUsable(arr[0])) arr = arr[0];
            for (; i < arr.length; i++) {
              nnorm += Math2.pow(Math2.abs(arr[i]), p);
            }
            return Math2.pow(nnorm, 1 / p);
          },
          // computes the angle between two vectors in rads
          // In case a matrix is passed, this uses the first row as the vector
          angle: function angle(arr, arg) {
            return Math2.acos(jStat5.dot(arr, arg) / (jStat5.norm(arr) * jStat5.norm(arg)));
          },
          // augment one matrix by another
          // Note: this function returns a matrix, not a jStat object
          aug: function aug(a, b) {
            var newarr = [];
            var i;
            for (i = 0; i < a.length; i++) {
              newarr.push(a[i].slice());
            }
            for (i = 0; i < newarr.length; i++) {
              push.apply(newarr[i], b[i]);
            }
            return newarr;
          },
          // The inv() function calculates the inverse of a matrix
          // Create the inverse by augmenting the matrix by the identity matrix of the
          // appropriate size, and then use G-J elimination on the augmented matrix.
          inv: function inv(a) {
            var rows2 = a.length;
            var cols = a[0].length;
            var b = jStat5.identity(rows2, cols);
            var c = jStat5.gauss_jordan(a, b);
            var result = [];
            var i = 0;
            var j;
            for (; i < rows2; i++) {
              result[i] = [];
              for (j = cols; j < c[0].length; j++)
                result[i][j - cols] = c[i][j];
            }
            return result;
          },
          // calculate the determinant of a matrix
          det: function det(a) {
            if (a.length === 2) {
              return a[0][0] * a[1][1] - a[0][1] * a[1][0];
            }
            var determinant = 0;
            for (var i = 0; i < a.length; i++) {
              var submatrix = [];
              for (var row2 = 1; row2 < a.length; row2++) {
                submatrix[row2 - 1] = [];
                for (var col = 0; col < a.length; col++) {
                  if (col < i) {
                    submatrix[row2 - 1][col] = a[row2][col];
                  } else if (col > i) {
                    submatrix[row2 - 1][col - 1] = a[row2][col];
                  }
                }
              }
              var sign = i % 2 ? -1 : 1;
              determinant += det(submatrix) * a[0][i] * sign;
            }
            return determinant;
          },
          gauss_elimination: function gauss_elimination(a, b) {
            var i = 0, j = 0, n = a.length, m = a[0].length, factor = 1, sum2 = 0, x = [], maug, pivot, temp, k;
            a = jStat5.aug(a, b);
            maug = a[0].length;
            for (i = 0; i < n; i++) {
              pivot = a[i][i];
              j = i;
              for (k = i + 1; k < m; k++) {
                if (pivot < Math2.abs(a[k][i])) {
                  pivot = a[k][i];
                  j = k;
                }
              }
              if (j != i) {
                for (k = 0; k < maug; k++) {
                  temp = a[i][k];
                  a[i][k] = a[j][k];
                  a[j][k] = temp;
                }
              }
              for (j = i + 1; j < n; j++) {
                factor = a[j][i] / a[i][i];
                for (k = i; k < maug; k++) {
                  a[j][k] = a[j][k] - factor * a[i][k];
                }
              }
            }
            for (i = n - 1; i >= 0; i--) {
              sum2 = 0;
              for (j = i + 1; j <= n - 1; j++) {
                sum2 = sum2 + x[j] * a[i][j];
              }
              x[i] = (a[i][maug - 1] - sum2) / a[i][i];
            }
            return x;
          },
          gauss_jordan: function gauss_jordan(a, b) {
            var m = jStat5.aug(a, b);
            var h = m.length;
            var w = m[0].length;
            var c = 0;
            var x, y, y2;
            for (y = 0; y < h; y++) {
              var maxrow = y;
              for (y2 = y + 1; y2 < h; y2++) {
                if (Math2.abs(m[y2][y]) > Math2.abs(m[maxrow][y]))
                  maxrow = y2;
              }
              var tmp = m[y];
              m[y] = m[maxrow];
              m[maxrow] = tmp;
              for (y2 = y + 1; y2 < h; y2++) {
                c = m[y2][y] / m[y][y];
                for (x = y; x < w; x++) {
                  m[y2][x] -= m[y][x] * c;
                }
              }
            }
            for (y = h - 1; y >= 0; y--) {
              c = m[y][y];
              for (y2 = 0; y2 < y; y2++) {
                for (x = w - 1; x > y - 1; x--) {
                  m[y2][x] -= m[y][x] * m[y2][y] / c;
                }
              }
              m[y][y] /= c;
              for (x = h; x < w; x++) {
                m[y][x] /= c;
              }
            }
            return m;
          },
          // solve equation
          // Ax=b
          // A is upper triangular matrix
          // A=[[1,2,3],[0,4,5],[0,6,7]]
          // b=[1,2,3]
          // triaUpSolve(A,b) // -> [2.666,0.1666,1.666]
          // if you use matrix style
          // A=[[1,2,3],[0,4,5],[0,6,7]]
          // b=[[1],[2],[3]]
          // will return [[2.666],[0.1666],[1.666]]
          triaUpSolve: function triaUpSolve(A, b) {
            var size = A[0].length;
            var x = jStat5.zeros(1, size)[0];
            var parts;
            var matrix_mode = false;
            if (b[0].length != void 0) {
              b = b.map(function(i) {
                return i[0];
              });
              matrix_mode = true;
            }
            jStat5.arange(size - 1, -1, -1).forEach(function(i) {
              parts = jStat5.arange(i + 1, size).map(function(j) {
                return x[j] * A[i][j];
              });
              x[i] = (b[i] - jStat5.sum(parts)) / A[i][i];
            });
            if (matrix_mode)
              return x.map(function(i) {
                return [i];
              });
            return x;
          },
          triaLowSolve: function triaLowSolve(A, b) {
            var size = A[0].length;
            var x = jStat5.zeros(1, size)[0];
            var parts;
            var matrix_mode = false;
            if (b[0].length != void 0) {
              b = b.map(function(i) {
                return i[0];
              });
              matrix_mode = true;
            }
            jStat5.arange(size).forEach(function(i) {
              parts = jStat5.arange(i).map(function(j) {
                return A[i][j] * x[j];
              });
              x[i] = (b[i] - jStat5.sum(parts)) / A[i][i];
            });
            if (matrix_mode)
              return x.map(function(i) {
                return [i];
              });
            return x;
          },
          // A -> [L,U]
          // A=LU
          // L is lower triangular matrix
          // U is upper triangular matrix
          lu: function lu(A) {
            var size = A.length;
            var L = jStat5.identity(size);
            var R = jStat5.zeros(A.length, A[0].length);
            var parts;
            jStat5.arange(size).forEach(function(t) {
              R[0][t] = A[0][t];
            });
            jStat5.arange(1, size).forEach(function(l) {
              jStat5.arange(l).forEach(function(i) {
                parts = jStat5.arange(i).map(function(jj) {
                  return L[l][jj] * R[jj][i];
                });
                L[l][i] = (A[l][i] - jStat5.sum(parts)) / R[i][i];
              });
              jStat5.arange(l, size).forEach(function(j) {
                parts = jStat5.arange(l).map(function(jj) {
                  return L[l][jj] * R[jj][j];
                });
                R[l][j] = A[parts.length][j] - jStat5.sum(parts);
              });
            });
            return [L, R];
          },
          // A -> T
          // A=TT'
          // T is lower triangular matrix
          cholesky: function cholesky(A) {
            var size = A.length;
            var T = jStat5.zeros(A.length, A[0].length);
            var parts;
            jStat5.arange(size).forEach(function(i) {
              parts = jStat5.arange(i).map(function(t) {
                return Math2.pow(T[i][t], 2);
              });
              T[i][i] = Math2.sqrt(A[i][i] - jStat5.sum(parts));
              jStat5.arange(i + 1, size).forEach(function(j) {
                parts = jStat5.arange(i).map(function(t) {
                  return T[i][t] * T[j][t];
                });
                T[j][i] = (A[i][j] - jStat5.sum(parts)) / T[i][i];
              });
            });
            return T;
          },
          gauss_jacobi: function gauss_jacobi(a, b, x, r) {
            var i = 0;
            var j = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var xv, c, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat5.multiply(jStat5.multiply(jStat5.inv(d), jStat5.add(l, u)), -1);
            c = jStat5.multiply(jStat5.inv(d), b);
            xv = x;
            xk = jStat5.add(jStat5.multiply(h, x), c);
            i = 2;
            while (Math2.abs(jStat5.norm(jStat5.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat5.add(jStat5.multiply(h, xv), c);
              i++;
            }
            return xk;
          },
          gauss_seidel: function gauss_seidel(a, b, x, r) {
            var i = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var j, xv, c, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat5.multiply(jStat5.multiply(jStat5.inv(jStat5.add(d, l)), u), -1);
            c = jStat5.multiply(jStat5.inv(jStat5.add(d, l)), b);
            xv = x;
            xk = jStat5.add(jStat5.multiply(h, x), c);
            i = 2;
            while (Math2.abs(jStat5.norm(jStat5.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat5.add(jStat5.multiply(h, xv), c);
              i = i + 1;
            }
            return xk;
          },
          SOR: function SOR(a, b, x, r, w) {
            var i = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var j, xv, c, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat5.multiply(
              jStat5.inv(jStat5.add(d, jStat5.multiply(l, w))),
              jStat5.subtract(
                jStat5.multiply(d, 1 - w),
                jStat5.multiply(u, w)
              )
            );
            c = jStat5.multiply(jStat5.multiply(jStat5.inv(jStat5.add(
              d,
              jStat5.multiply(l, w)
            )), b), w);
            xv = x;
            xk = jStat5.add(jStat5.multiply(h, x), c);
            i = 2;
            while (Math2.abs(jStat5.norm(jStat5.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat5.add(jStat5.multiply(h, xv), c);
              i++;
            }
            return xk;
          },
          householder: function householder(a) {
            var m = a.length;
            var n = a[0].length;
            var i = 0;
            var w = [];
            var p = [];
            var alpha, r, k, j, factor;
            for (; i < m - 1; i++) {
              alpha = 0;
              for (j = i + 1; j < n; j++)
                alpha += a[j][i] * a[j][i];
              factor = a[i + 1][i] > 0 ? -1 : 1;
              alpha = factor * Math2.sqrt(alpha);
              r = Math2.sqrt((alpha * alpha - a[i + 1][i] * alpha) / 2);
              w = jStat5.zeros(m, 1);
              w[i + 1][0] = (a[i + 1][i] - alpha) / (2 * r);
              for (k = i + 2; k < m; k++) w[k][0] = a[k][i] / (2 * r);
              p = jStat5.subtract(
                jStat5.identity(m, n),
                jStat5.multiply(jStat5.multiply(w, jStat5.transpose(w)), 2)
              );
              a = jStat5.multiply(p, jStat5.multiply(a, p));
            }
            return a;
          },
          // A -> [Q,R]
          // Q is orthogonal matrix
          // R is upper triangular
          QR: (function() {
            var sum2 = jStat5.sum;
            var range = jStat5.arange;
            function qr2(x) {
              var n = x.length;
              var p = x[0].length;
              var r = jStat5.zeros(p, p);
              x = jStat5.copy(x);
              var i, j, k;
              for (j = 0; j < p; j++) {
                r[j][j] = Math2.sqrt(sum2(range(n).map(function(i2) {
                  return x[i2][j] * x[i2][j];
                })));
                for (i = 0; i < n; i++) {
                  x[i][j] = x[i][j] / r[j][j];
                }
                for (k = j + 1; k < p; k++) {
                  r[j][k] = sum2(range(n).map(function(i2) {
                    return x[i2][j] * x[i2][k];
                  }));
                  for (i = 0; i < n; i++) {
                    x[i][k] = x[i][k] - x[i][j] * r[j][k];
                  }
                }
              }
              return [x, r];
            }
            return qr2;
          })(),
          lstsq: /* @__PURE__ */ (function() {
            function R_I(A) {
              A = jStat5.copy(A);
              var size = A.length;
              var I = jStat5.identity(size);
              jStat5.arange(size - 1, -1, -1).forEach(function(i) {
                jStat5.sliceAssign(
                  I,
                  { row: i },
                  jStat5.divide(jStat5.slice(I, { row: i }), A[i][i])
                );
                jStat5.sliceAssign(
                  A,
                  { row: i },
                  jStat5.divide(jStat5.slice(A, { row: i }), A[i][i])
                );
                jStat5.arange(i).forEach(function(j) {
                  var c = jStat5.multiply(A[j][i], -1);
                  var Aj = jStat5.slice(A, { row: j });
                  var cAi = jStat5.multiply(jStat5.slice(A, { row: i }), c);
                  jStat5.sliceAssign(A, { row: j }, jStat5.add(Aj, cAi));
                  var Ij = jStat5.slice(I, { row: j });
                  var cIi = jStat5.multiply(jStat5.slice(I, { row: i }), c);
                  jStat5.sliceAssign(I, { row: j }, jStat5.add(Ij, cIi));
                });
              });
              return I;
            }
            function qr_solve(A, b) {
              var array_mode = false;
              if (b[0].length === void 0) {
                b = b.map(function(x2) {
                  return [x2];
                });
                array_mode = true;
              }
              var QR = jStat5.QR(A);
              var Q = QR[0];
              var R = QR[1];
              var attrs = A[0].length;
              var Q1 = jStat5.slice(Q, { col: { end: attrs } });
              var R1 = jStat5.slice(R, { row: { end: attrs } });
              var RI = R_I(R1);
              var Q2 = jStat5.transpose(Q1);
              if (Q2[0].length === void 0) {
                Q2 = [Q2];
              }
              var x = jStat5.multiply(jStat5.multiply(RI, Q2), b);
              if (x.length === void 0) {
                x = [[x]];
              }
              if (array_mode)
                return x.map(function(i) {
                  return i[0];
                });
              return x;
            }
            return qr_solve;
          })(),
          jacobi: function jacobi(a) {
            var condition = 1;
            var n = a.length;
            var e = jStat5.identity(n, n);
            var ev = [];
            var b, i, j, p, q, maxim, theta, s;
            while (condition === 1) {
              maxim = a[0][1];
              p = 0;
              q = 1;
              for (i = 0; i < n; i++) {
                for (j = 0; j < n; j++) {
                  if (i != j) {
                    if (maxim < Math2.abs(a[i][j])) {
                      maxim = Math2.abs(a[i][j]);
                      p = i;
                      q = j;
                    }
                  }
                }
              }
              if (a[p][p] === a[q][q])
                theta = a[p][q] > 0 ? Math2.PI / 4 : -Math2.PI / 4;
              else
                theta = Math2.atan(2 * a[p][q] / (a[p][p] - a[q][q])) / 2;
              s = jStat5.identity(n, n);
              s[p][p] = Math2.cos(theta);
              s[p][q] = -Math2.sin(theta);
              s[q][p] = Math2.sin(theta);
              s[q][q] = Math2.cos(theta);
              e = jStat5.multiply(e, s);
              b = jStat5.multiply(jStat5.multiply(jStat5.inv(s), a), s);
              a = b;
              condition = 0;
              for (i = 1; i < n; i++) {
                for (j = 1; j < n; j++) {
                  if (i != j && Math2.abs(a[i][j]) > 1e-3) {
                    condition = 1;
                  }
                }
              }
            }
            for (i = 0; i < n; i++) ev.push(a[i][i]);
            return [e, ev];
          },
          rungekutta: function rungekutta(f, h, p, t_j, u_j, order) {
            var k1, k2, u_j1, k3, k4;
            if (order === 2) {
              while (t_j <= p) {
                k1 = h * f(t_j, u_j);
                k2 = h * f(t_j + h, u_j + k1);
                u_j1 = u_j + (k1 + k2) / 2;
                u_j = u_j1;
                t_j = t_j + h;
              }
            }
            if (order === 4) {
              while (t_j <= p) {
                k1 = h * f(t_j, u_j);
                k2 = h * f(t_j + h / 2, u_j + k1 / 2);
                k3 = h * f(t_j + h / 2, u_j + k2 / 2);
                k4 = h * f(t_j + h, u_j + k3);
                u_j1 = u_j + (k1 + 2 * k2 + 2 * k3 + k4) / 6;
                u_j = u_j1;
                t_j = t_j + h;
              }
            }
            return u_j;
          },
          romberg: function romberg(f, a, b, order) {
            var i = 0;
            var h = (b - a) / 2;
            var x = [];
            var h1 = [];
            var g2 = [];
            var m, a1, j, k, I;
            while (i < order / 2) {
              I = f(a);
              for (j = a, k = 0; j <= b; j = j + h, k++) x[k] = j;
              m = x.length;
              for (j = 1; j < m - 1; j++) {
                I += (j % 2 !== 0 ? 4 : 2) * f(x[j]);
              }
              I = h / 3 * (I + f(b));
              g2[i] = I;
              h /= 2;
              i++;
            }
            a1 = g2.length;
            m = 1;
            while (a1 !== 1) {
              for (j = 0; j < a1 - 1; j++)
                h1[j] = (Math2.pow(4, m) * g2[j + 1] - g2[j]) / (Math2.pow(4, m) - 1);
              a1 = h1.length;
              g2 = h1;
              h1 = [];
              m++;
            }
            return g2;
          },
          richardson: function richardson(X, f, x, h) {
            function pos(X2, x2) {
              var i2 = 0;
              var n = X2.length;
              var p;
              for (; i2 < n; i2++)
                if (X2[i2] === x2) p = i2;
              return p;
            }
            var h_min = Math2.abs(x - X[pos(X, x) + 1]);
            var i = 0;
            var g2 = [];
            var h1 = [];
            var y1, y2, m, a, j;
            while (h >= h_min) {
              y1 = pos(X, x + h);
              y2 = pos(X, x);
              g2[i] = (f[y1] - 2 * f[y2] + f[2 * y2 - y1]) / (h * h);
              h /= 2;
              i++;
            }
            a = g2.length;
            m = 1;
            while (a != 1) {
              for (j = 0; j < a - 1; j++)
                h1[j] = (Math2.pow(4, m) * g2[j + 1] - g2[j]) / (Math2.pow(4, m) - 1);
              a = h1.length;
              g2 = h1;
              h1 = [];
              m++;
            }
            return g2;
          },
          simpson: function simpson(f, a, b, n) {
            var h = (b - a) / n;
            var I = f(a);
            var x = [];
            var j = a;
            var k = 0;
            var i = 1;
            var m;
            for (; j <= b; j = j + h, k++)
              x[k] = j;
            m = x.length;
            for (; i < m - 1; i++) {
              I += (i % 2 !== 0 ? 4 : 2) * f(x[i]);
            }
            return h / 3 * (I + f(b));
          },
          hermite: function hermite(X, F, dF, value) {
            var n = X.length;
            var p = 0;
            var i = 0;
            var l = [];
            var dl = [];
            var A = [];
            var B = [];
            var j;
            for (; i < n; i++) {
              l[i] = 1;
              for (j = 0; j < n; j++) {
                if (i != j) l[i] *= (value - X[j]) / (X[i] - X[j]);
              }
              dl[i] = 0;
              for (j = 0; j < n; j++) {
                if (i != j) dl[i] += 1 / (X[i] - X[j]);
              }
              A[i] = (1 - 2 * (value - X[i]) * dl[i]) * (l[i] * l[i]);
              B[i] = (value - X[i]) * (l[i] * l[i]);
              p += A[i] * F[i] + B[i] * dF[i];
            }
            return p;
          },
          lagrange: function lagrange(X, F, value) {
            var p = 0;
            var i = 0;
            var j, l;
            var n = X.length;
            for (; i < n; i++) {
              l = F[i];
              for (j = 0; j < n; j++) {
                if (i != j) l *= (value - X[j]) / (X[i] - X[j]);
              }
              p += l;
            }
            return p;
          },
          cubic_spline: function cubic_spline(X, F, value) {
            var n = X.length;
            var i = 0, j;
            var A = [];
            var B = [];
            var alpha = [];
            var c = [];
            var h = [];
            var b = [];
            var d = [];
            for (; i < n - 1; i++)
              h[i] = X[i + 1] - X[i];
            alpha[0] = 0;
            for (i = 1; i < n - 1; i++) {
              alpha[i] = 3 / h[i] * (F[i + 1] - F[i]) - 3 / h[i - 1] * (F[i] - F[i - 1]);
            }
            for (i = 1; i < n - 1; i++) {
              A[i] = [];
              B[i] = [];
              A[i][i - 1] = h[i - 1];
              A[i][i] = 2 * (h[i - 1] + h[i]);
              A[i][i + 1] = h[i];
              B[i][0] = alpha[i];
            }
            c = jStat5.multiply(jStat5.inv(A), B);
            for (j = 0; j < n - 1; j++) {
              b[j] = (F[j + 1] - F[j]) / h[j] - h[j] * (c[j + 1][0] + 2 * c[j][0]) / 3;
              d[j] = (c[j + 1][0] - c[j][0]) / (3 * h[j]);
            }
            for (j = 0; j < n; j++) {
              if (X[j] > value) break;
            }
            j -= 1;
            return F[j] + (value - X[j]) * b[j] + jStat5.sq(value - X[j]) * c[j] + (value - X[j]) * jStat5.sq(value - X[j]) * d[j];
          },
          gauss_quadrature: function gauss_quadrature() {
            throw new Error("gauss_quadrature not yet implemented");
          },
          PCA: function PCA(X) {
            var m = X.length;
            var n = X[0].length;
            var i = 0;
            var j, temp1;
            var u = [];
            var D = [];
            var result = [];
            var temp2 = [];
            var Y = [];
            var Bt = [];
            var B = [];
            var C = [];
            var V = [];
            var Vt = [];
            for (i = 0; i < m; i++) {
              u[i] = jStat5.sum(X[i]) / n;
            }
            for (i = 0; i < n; i++) {
              B[i] = [];
              for (j = 0; j < m; j++) {
                B[i][j] = X[j][i] - u[j];
              }
            }
            B = jStat5.transpose(B);
            for (i = 0; i < m; i++) {
              C[i] = [];
              for (j = 0; j < m; j++) {
                C[i][j] = jStat5.dot([B[i]], [B[j]]) / (n - 1);
              }
            }
            result = jStat5.jacobi(C);
            V = result[0];
            D = result[1];
            Vt = jStat5.transpose(V);
            for (i = 0; i < D.length; i++) {
              for (j = i; j < D.length; j++) {
                if (D[i] < D[j]) {
                  temp1 = D[i];
                  D[i] = D[j];
                  D[j] = temp1;
                  temp2 = Vt[i];
                  Vt[i] = Vt[j];
                  Vt[j] = temp2;
                }
              }
            }
            Bt = jStat5.transpose(B);
            for (i = 0; i < m; i++) {
              Y[i] = [];
              for (j = 0; j < Bt.length; j++) {
                Y[i][j] = jStat5.dot([Vt[i]], [Bt[j]]);
              }
            }
            return [X, D, Vt, Y];
          }
        });
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat5.fn[passfunc] = function(arg, func) {
              var tmpthis = this;
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jStat5.fn[passfunc].call(tmpthis, arg));
                }, 15);
                return this;
              }
              if (typeof jStat5[passfunc](this, arg) === "number")
                return jStat5[passfunc](this, arg);
              else
                return jStat5(jStat5[passfunc](this, arg));
            };
          })(funcs[i]);
        })("add divide multiply subtract dot pow exp log abs norm angle".split(" "));
      })(jStat4, Math);
      (function(jStat5, Math2) {
        var slice = [].slice;
        var isNumber = jStat5.utils.isNumber;
        var isArray = jStat5.utils.isArray;
        jStat5.extend({
          // 2 different parameter lists:
          // (value, mean, sd)
          // (value, array, flag)
          zscore: function zscore() {
            var args = slice.call(arguments);
            if (isNumber(args[1])) {
              return (args[0] - args[1]) / args[2];
            }
            return (args[0] - jStat5.mean(args[1])) / jStat5.stdev(args[1], args[2]);
          },
          // 3 different paramter lists:
          // (value, mean, sd, sides)
          // (zscore, sides)
          // (value, array, sides, flag)
          ztest: function ztest() {
            var args = slice.call(arguments);
            var z2;
            if (isArray(args[1])) {
              z2 = jStat5.zscore(args[0], args[1], args[3]);
              return args[2] === 1 ? jStat5.normal.cdf(-Math2.abs(z2), 0, 1) : jStat5.normal.cdf(-Math2.abs(z2), 0, 1) * 2;
            } else {
              if (args.length > 2) {
                z2 = jStat5.zscore(args[0], args[1], args[2]);
                return args[3] === 1 ? jStat5.normal.cdf(-Math2.abs(z2), 0, 1) : jStat5.normal.cdf(-Math2.abs(z2), 0, 1) * 2;
              } else {
                z2 = args[0];
                return args[1] === 1 ? jStat5.normal.cdf(-Math2.abs(z2), 0, 1) : jStat5.normal.cdf(-Math2.abs(z2), 0, 1) * 2;
              }
            }
          }
        });
        jStat5.extend(jStat5.fn, {
          zscore: function zscore(value, flag) {
            return (value - this.mean()) / this.stdev(flag);
          },
          ztest: function ztest(value, sides2, flag) {
            var zscore = Math2.abs(this.zscore(value, flag));
            return sides2 === 1 ? jStat5.normal.cdf(-zscore, 0, 1) : jStat5.normal.cdf(-zscore, 0, 1) * 2;
          }
        });
        jStat5.extend({
          // 2 parameter lists
          // (value, mean, sd, n)
          // (value, array)
          tscore: function tscore() {
            var args = slice.call(arguments);
            return args.length === 4 ? (args[0] - args[1]) / (args[2] / Math2.sqrt(args[3])) : (args[0] - jStat5.mean(args[1])) / (jStat5.stdev(args[1], true) / Math2.sqrt(args[1].length));
          },
          // 3 different paramter lists:
          // (value, mean, sd, n, sides)
          // (tscore, n, sides)
          // (value, array, sides)
          ttest: function ttest() {
            var args = slice.call(arguments);
            var tscore;
            if (args.length === 5) {
              tscore = Math2.abs(jStat5.tscore(args[0], args[1], args[2], args[3]));
              return args[4] === 1 ? jStat5.studentt.cdf(-tscore, args[3] - 1) : jStat5.studentt.cdf(-tscore, args[3] - 1) * 2;
            }
            if (isNumber(args[1])) {
              tscore = Math2.abs(args[0]);
              return args[2] == 1 ? jStat5.studentt.cdf(-tscore, args[1] - 1) : jStat5.studentt.cdf(-tscore, args[1] - 1) * 2;
            }
            tscore = Math2.abs(jStat5.tscore(args[0], args[1]));
            return args[2] == 1 ? jStat5.studentt.cdf(-tscore, args[1].length - 1) : jStat5.studentt.cdf(-tscore, args[1].length - 1) * 2;
          }
        });
        jStat5.extend(jStat5.fn, {
          tscore: function tscore(value) {
            return (value - this.mean()) / (this.stdev(true) / Math2.sqrt(this.cols()));
          },
          ttest: function ttest(value, sides2) {
            return sides2 === 1 ? 1 - jStat5.studentt.cdf(Math2.abs(this.tscore(value)), this.cols() - 1) : jStat5.studentt.cdf(-Math2.abs(this.tscore(value)), this.cols() - 1) * 2;
          }
        });
        jStat5.extend({
          // Paramter list is as follows:
          // (array1, array2, array3, ...)
          // or it is an array of arrays
          // array of arrays conversion
          anovafscore: function anovafscore() {
            var args = slice.call(arguments), expVar, sample, sampMean, sampSampMean, tmpargs, unexpVar, i, j;
            if (args.length === 1) {
              tmpargs = new Array(args[0].length);
              for (i = 0; i < args[0].length; i++) {
                tmpargs[i] = args[0][i];
              }
              args = tmpargs;
            }
            sample = new Array();
            for (i = 0; i < args.length; i++) {
              sample = sample.concat(args[i]);
            }
            sampMean = jStat5.mean(sample);
            expVar = 0;
            for (i = 0; i < args.length; i++) {
              expVar = expVar + args[i].length * Math2.pow(jStat5.mean(args[i]) - sampMean, 2);
            }
            expVar /= args.length - 1;
            unexpVar = 0;
            for (i = 0; i < args.length; i++) {
              sampSampMean = jStat5.mean(args[i]);
              for (j = 0; j < args[i].length; j++) {
                unexpVar += Math2.pow(args[i][j] - sampSampMean, 2);
              }
            }
            unexpVar /= sample.length - args.length;
            return expVar / unexpVar;
          },
          // 2 different paramter setups
          // (array1, array2, array3, ...)
          // (anovafscore, df1, df2)
          anovaftest: function anovaftest() {
            var args = slice.call(arguments), df1, df2, n, i;
            if (isNumber(args[0])) {
              return 1 - jStat5.centralF.cdf(args[0], args[1], args[2]);
            }
            var anovafscore = jStat5.anovafscore(args);
            df1 = args.length - 1;
            n = 0;
            for (i = 0; i < args.length; i++) {
              n = n + args[i].length;
            }
            df2 = n - df1 - 1;
            return 1 - jStat5.centralF.cdf(anovafscore, df1, df2);
          },
          ftest: function ftest(fscore, df1, df2) {
            return 1 - jStat5.centralF.cdf(fscore, df1, df2);
          }
        });
        jStat5.extend(jStat5.fn, {
          anovafscore: function anovafscore() {
            return jStat5.anovafscore(this.toArray());
          },
          anovaftes: function anovaftes() {
            var n = 0;
            var i;
            for (i = 0; i < this.length; i++) {
              n = n + this[i].length;
            }
            return jStat5.ftest(this.anovafscore(), this.length - 1, n - this.length);
          }
        });
        jStat5.extend({
          // 2 parameter lists
          // (mean1, mean2, n1, n2, sd)
          // (array1, array2, sd)
          qscore: function qscore() {
            var args = slice.call(arguments);
            var mean1, mean2, n1, n2, sd;
            if (isNumber(args[0])) {
              mean1 = args[0];
              mean2 = args[1];
              n1 = args[2];
              n2 = args[3];
              sd = args[4];
            } else {
              mean1 = jStat5.mean(args[0]);
              mean2 = jStat5.mean(args[1]);
              n1 = args[0].length;
              n2 = args[1].length;
              sd = args[2];
            }
            return Math2.abs(mean1 - mean2) / (sd * Math2.sqrt((1 / n1 + 1 / n2) / 2));
          },
          // 3 different parameter lists:
          // (qscore, n, k)
          // (mean1, mean2, n1, n2, sd, n, k)
          // (array1, array2, sd, n, k)
          qtest: function qtest() {
            var args = slice.call(arguments);
            var qscore;
            if (args.length === 3) {
              qscore = args[0];
              args = args.slice(1);
            } else if (args.length === 7) {
              qscore = jStat5.qscore(args[0], args[1], args[2], args[3], args[4]);
              args = args.slice(5);
            } else {
              qscore = jStat5.qscore(args[0], args[1], args[2]);
              args = args.slice(3);
            }
            var n = args[0];
            var k = args[1];
            return 1 - jStat5.tukey.cdf(qscore, k, n - k);
          },
          tukeyhsd: function tukeyhsd(arrays) {
            var sd = jStat5.pooledstdev(arrays);
            var means = arrays.map(function(arr) {
              return jStat5.mean(arr);
            });
            var n = arrays.reduce(function(n2, arr) {
              return n2 + arr.length;
            }, 0);
            var results = [];
            for (var i = 0; i < arrays.length; ++i) {
              for (var j = i + 1; j < arrays.length; ++j) {
                var p = jStat5.qtest(means[i], means[j], arrays[i].length, arrays[j].length, sd, n, arrays.length);
                results.push([[i, j], p]);
              }
            }
            return results;
          }
        });
        jStat5.extend({
          // 2 different parameter setups
          // (value, alpha, sd, n)
          // (value, alpha, array)
          normalci: function normalci() {
            var args = slice.call(arguments), ans = new Array(2), change;
            if (args.length === 4) {
              change = Math2.abs(jStat5.normal.inv(args[1] / 2, 0, 1) * args[2] / Math2.sqrt(args[3]));
            } else {
              change = Math2.abs(jStat5.normal.inv(args[1] / 2, 0, 1) * jStat5.stdev(args[2]) / Math2.sqrt(args[2].length));
            }
            ans[0] = args[0] - change;
            ans[1] = args[0] + change;
            return ans;
          },
          // 2 different parameter setups
          // (value, alpha, sd, n)
          // (value, alpha, array)
          tci: function tci() {
            var args = slice.call(arguments), ans = new Array(2), change;
            if (args.length === 4) {
              change = Math2.abs(jStat5.studentt.inv(args[1] / 2, args[3] - 1) * args[2] / Math2.sqrt(args[3]));
            } else {
              change = Math2.abs(jStat5.studentt.inv(args[1] / 2, args[2].length - 1) * jStat5.stdev(args[2], true) / Math2.sqrt(args[2].length));
            }
            ans[0] = args[0] - change;
            ans[1] = args[0] + change;
            return ans;
          },
          significant: function significant(pvalue, alpha) {
            return pvalue < alpha;
          }
        });
        jStat5.extend(jStat5.fn, {
          normalci: function normalci(value, alpha) {
            return jStat5.normalci(value, alpha, this.toArray());
          },
          tci: function tci(value, alpha) {
            return jStat5.tci(value, alpha, this.toArray());
          }
        });
        function differenceOfProportions(p1, n1, p2, n2) {
          if (p1 > 1 || p2 > 1 || p1 <= 0 || p2 <= 0) {
            throw new Error("Proportions should be greater than 0 and less than 1");
          }
          var pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
          var se = Math2.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
          return (p1 - p2) / se;
        }
        jStat5.extend(jStat5.fn, {
          oneSidedDifferenceOfProportions: function oneSidedDifferenceOfProportions(p1, n1, p2, n2) {
            var z2 = differenceOfProportions(p1, n1, p2, n2);
            return jStat5.ztest(z2, 1);
          },
          twoSidedDifferenceOfProportions: function twoSidedDifferenceOfProportions(p1, n1, p2, n2) {
            var z2 = differenceOfProportions(p1, n1, p2, n2);
            return jStat5.ztest(z2, 2);
          }
        });
      })(jStat4, Math);
      jStat4.models = /* @__PURE__ */ (function() {
        function sub_regress(exog) {
          var var_count = exog[0].length;
          var modelList = jStat4.arange(var_count).map(function(endog_index) {
            var exog_index = jStat4.arange(var_count).filter(function(i) {
              return i !== endog_index;
            });
            return ols(
              jStat4.col(exog, endog_index).map(function(x) {
                return x[0];
              }),
              jStat4.col(exog, exog_index)
            );
          });
          return modelList;
        }
        function ols(endog, exog) {
          var nobs = endog.length;
          var df_model = exog[0].length - 1;
          var df_resid = nobs - df_model - 1;
          var coef = jStat4.lstsq(exog, endog);
          var predict2 = jStat4.multiply(exog, coef.map(function(x) {
            return [x];
          })).map(function(p) {
            return p[0];
          });
          var resid = jStat4.subtract(endog, predict2);
          var ybar = jStat4.mean(endog);
          var SSE = jStat4.sum(predict2.map(function(f) {
            return Math.pow(f - ybar, 2);
          }));
          var SSR = jStat4.sum(endog.map(function(y, i) {
            return Math.pow(y - predict2[i], 2);
          }));
          var SST = SSE + SSR;
          var R2 = SSE / SST;
          return {
            exog,
            endog,
            nobs,
            df_model,
            df_resid,
            coef,
            predict: predict2,
            resid,
            ybar,
            SST,
            SSE,
            SSR,
            R2
          };
        }
        function t_test(model) {
          var subModelList = sub_regress(model.exog);
          var sigmaHat = Math.sqrt(model.SSR / model.df_resid);
          var seBetaHat = subModelList.map(function(mod) {
            var SST = mod.SST;
            var R2 = mod.R2;
            return sigmaHat / Math.sqrt(SST * (1 - R2));
          });
          var tStatistic = model.coef.map(function(coef, i) {
            return (coef - 0) / seBetaHat[i];
          });
          var pValue = tStatistic.map(function(t) {
            var leftppf = jStat4.studentt.cdf(t, model.df_resid);
            return (leftppf > 0.5 ? 1 - leftppf : leftppf) * 2;
          });
          var c = jStat4.studentt.inv(0.975, model.df_resid);
          var interval95 = model.coef.map(function(coef, i) {
            var d = c * seBetaHat[i];
            return [coef - d, coef + d];
          });
          return {
            se: seBetaHat,
            t: tStatistic,
            p: pValue,
            sigmaHat,
            interval95
          };
        }
        function F_test(model) {
          var F_statistic = model.R2 / model.df_model / ((1 - model.R2) / model.df_resid);
          var fcdf = function(x, n1, n2) {
            return jStat4.beta.cdf(x / (n2 / n1 + x), n1 / 2, n2 / 2);
          };
          var pvalue = 1 - fcdf(F_statistic, model.df_model, model.df_resid);
          return { F_statistic, pvalue };
        }
        function ols_wrap(endog, exog) {
          var model = ols(endog, exog);
          var ttest = t_test(model);
          var ftest = F_test(model);
          var adjust_R2 = 1 - (1 - model.R2) * ((model.nobs - 1) / model.df_resid);
          model.t = ttest;
          model.f = ftest;
          model.adjust_R2 = adjust_R2;
          return model;
        }
        return { ols: ols_wrap };
      })();
      jStat4.extend({
        buildxmatrix: function buildxmatrix() {
          var matrixRows = new Array(arguments.length);
          for (var i = 0; i < arguments.length; i++) {
            var array = [1];
            matrixRows[i] = array.concat(arguments[i]);
          }
          return jStat4(matrixRows);
        },
        builddxmatrix: function builddxmatrix() {
          var matrixRows = new Array(arguments[0].length);
          for (var i = 0; i < arguments[0].length; i++) {
            var array = [1];
            matrixRows[i] = array.concat(arguments[0][i]);
          }
          return jStat4(matrixRows);
        },
        buildjxmatrix: function buildjxmatrix(jMat) {
          var pass = new Array(jMat.length);
          for (var i = 0; i < jMat.length; i++) {
            pass[i] = jMat[i];
          }
          return jStat4.builddxmatrix(pass);
        },
        buildymatrix: function buildymatrix(array) {
          return jStat4(array).transpose();
        },
        buildjymatrix: function buildjymatrix(jMat) {
          return jMat.transpose();
        },
        matrixmult: function matrixmult(A, B) {
          var i, j, k, result, sum2;
          if (A.cols() == B.rows()) {
            if (B.rows() > 1) {
              result = [];
              for (i = 0; i < A.rows(); i++) {
                result[i] = [];
                for (j = 0; j < B.cols(); j++) {
                  sum2 = 0;
                  for (k = 0; k < A.cols(); k++) {
                    sum2 += A.toArray()[i][k] * B.toArray()[k][j];
                  }
                  result[i][j] = sum2;
                }
              }
              return jStat4(result);
            }
            result = [];
            for (i = 0; i < A.rows(); i++) {
              result[i] = [];
              for (j = 0; j < B.cols(); j++) {
                sum2 = 0;
                for (k = 0; k < A.cols(); k++) {
                  sum2 += A.toArray()[i][k] * B.toArray()[j];
                }
                result[i][j] = sum2;
              }
            }
            return jStat4(result);
          }
        },
        //regress and regresst to be fixed
        regress: function regress(jMatX, jMatY) {
          var innerinv = jStat4.xtranspxinv(jMatX);
          var xtransp = jMatX.transpose();
          var next = jStat4.matrixmult(jStat4(innerinv), xtransp);
          return jStat4.matrixmult(next, jMatY);
        },
        regresst: function regresst(jMatX, jMatY, sides2) {
          var beta = jStat4.regress(jMatX, jMatY);
          var compile = {};
          compile.anova = {};
          var jMatYBar = jStat4.jMatYBar(jMatX, beta);
          compile.yBar = jMatYBar;
          var yAverage = jMatY.mean();
          compile.anova.residuals = jStat4.residuals(jMatY, jMatYBar);
          compile.anova.ssr = jStat4.ssr(jMatYBar, yAverage);
          compile.anova.msr = compile.anova.ssr / (jMatX[0].length - 1);
          compile.anova.sse = jStat4.sse(jMatY, jMatYBar);
          compile.anova.mse = compile.anova.sse / (jMatY.length - (jMatX[0].length - 1) - 1);
          compile.anova.sst = jStat4.sst(jMatY, yAverage);
          compile.anova.mst = compile.anova.sst / (jMatY.length - 1);
          compile.anova.r2 = 1 - compile.anova.sse / compile.anova.sst;
          if (compile.anova.r2 < 0) compile.anova.r2 = 0;
          compile.anova.fratio = compile.anova.msr / compile.anova.mse;
          compile.anova.pvalue = jStat4.anovaftest(
            compile.anova.fratio,
            jMatX[0].length - 1,
            jMatY.length - (jMatX[0].length - 1) - 1
          );
          compile.anova.rmse = Math.sqrt(compile.anova.mse);
          compile.anova.r2adj = 1 - compile.anova.mse / compile.anova.mst;
          if (compile.anova.r2adj < 0) compile.anova.r2adj = 0;
          compile.stats = new Array(jMatX[0].length);
          var covar = jStat4.xtranspxinv(jMatX);
          var sds, ts, ps;
          for (var i = 0; i < beta.length; i++) {
            sds = Math.sqrt(compile.anova.mse * Math.abs(covar[i][i]));
            ts = Math.abs(beta[i] / sds);
            ps = jStat4.ttest(ts, jMatY.length - jMatX[0].length - 1, sides2);
            compile.stats[i] = [beta[i], sds, ts, ps];
          }
          compile.regress = beta;
          return compile;
        },
        xtranspx: function xtranspx(jMatX) {
          return jStat4.matrixmult(jMatX.transpose(), jMatX);
        },
        xtranspxinv: function xtranspxinv(jMatX) {
          var inner = jStat4.matrixmult(jMatX.transpose(), jMatX);
          var innerinv = jStat4.inv(inner);
          return innerinv;
        },
        jMatYBar: function jMatYBar(jMatX, beta) {
          var yBar = jStat4.matrixmult(jMatX, beta);
          return new jStat4(yBar);
        },
        residuals: function residuals(jMatY, jMatYBar) {
          return jStat4.matrixsubtract(jMatY, jMatYBar);
        },
        ssr: function ssr(jMatYBar, yAverage) {
          var ssr2 = 0;
          for (var i = 0; i < jMatYBar.length; i++) {
            ssr2 += Math.pow(jMatYBar[i] - yAverage, 2);
          }
          return ssr2;
        },
        sse: function sse(jMatY, jMatYBar) {
          var sse2 = 0;
          for (var i = 0; i < jMatY.length; i++) {
            sse2 += Math.pow(jMatY[i] - jMatYBar[i], 2);
          }
          return sse2;
        },
        sst: function sst(jMatY, yAverage) {
          var sst2 = 0;
          for (var i = 0; i < jMatY.length; i++) {
            sst2 += Math.pow(jMatY[i] - yAverage, 2);
          }
          return sst2;
        },
        matrixsubtract: function matrixsubtract(A, B) {
          var ans = new Array(A.length);
          for (var i = 0; i < A.length; i++) {
            ans[i] = new Array(A[i].length);
            for (var j = 0; j < A[i].length; j++) {
              ans[i][j] = A[i][j] - B[i][j];
            }
          }
          return jStat4(ans);
        }
      });
      jStat4.jStat = jStat4;
      return jStat4;
    });
  }
});

// src/stats/median.ts
function medianOfSorted(sorted) {
  const n = sorted.length;
  if (n === 0) throw new RangeError("median of an empty sample");
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function medianCIOrder(n, confidence = CONFIDENCE) {
  let byN = ciOrders.get(confidence);
  if (!byN) ciOrders.set(confidence, byN = /* @__PURE__ */ new Map());
  let order = byN.get(n);
  if (!order) byN.set(n, order = Object.freeze(computeMedianCIOrder(n, confidence)));
  return { k: order.k, tail: order.tail };
}
function computeMedianCIOrder(n, confidence) {
  const limit = (1 - confidence) / 2;
  let logPmf = -n * Math.LN2;
  let cdf = 0;
  let k = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) logPmf += Math.log(n - i + 1) - Math.log(i);
    cdf += Math.exp(logPmf);
    if (cdf > limit) break;
    k = i + 1;
    tail = cdf;
  }
  return { k, tail };
}
function medianWithCI(sorted, confidence = CONFIDENCE) {
  const n = sorted.length;
  const median = medianOfSorted(sorted);
  const { k, tail } = medianCIOrder(n, confidence);
  if (k === 0) return { median, ci: null, k: 0, achievedConf: null };
  return { median, ci: [sorted[k - 1], sorted[n - k]], k, achievedConf: 1 - 2 * tail };
}
var CONFIDENCE, ciOrders;
var init_median = __esm({
  "src/stats/median.ts"() {
    "use strict";
    CONFIDENCE = 0.95;
    ciOrders = /* @__PURE__ */ new Map();
  }
});

// src/stats/normal.ts
function normalLowerTail(z2) {
  const a = Math.abs(z2);
  if (a < FAR_TAIL_Z) return import_jstat.default.normal.cdf(-a, 0, 1);
  let f = a;
  for (let k = CF_TERMS; k >= 1; k--) f = a + k / f;
  return Math.exp(-0.5 * a * a) * INV_SQRT_2PI / f;
}
function twoSidedNormalP(z2) {
  return Math.min(1, 2 * normalLowerTail(z2));
}
var import_jstat, FAR_TAIL_Z, CF_TERMS, INV_SQRT_2PI;
var init_normal = __esm({
  "src/stats/normal.ts"() {
    "use strict";
    import_jstat = __toESM(require_jstat(), 1);
    FAR_TAIL_Z = 5;
    CF_TERMS = 120;
    INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);
  }
});

// src/stats/signedrank.ts
function doubledAbsRanks(d) {
  const order = d.map((_, i) => i).sort((a, b) => Math.abs(d[a]) - Math.abs(d[b]));
  const ranks = new Int32Array(d.length);
  let tieTerm = 0;
  for (let pos = 0; pos < order.length; ) {
    const v = Math.abs(d[order[pos]]);
    let end = pos;
    while (end < order.length && Math.abs(d[order[end]]) === v) end++;
    const t = end - pos;
    const doubled = pos + 1 + end;
    for (let i = pos; i < end; i++) ranks[order[i]] = doubled;
    tieTerm += t * t * t - t;
    pos = end;
  }
  return { ranks, tieTerm };
}
function doubledDistribution(ranks) {
  let max = 0;
  for (let i = 0; i < ranks.length; i++) max += ranks[i];
  const counts = new Float64Array(max + 1);
  counts[0] = 1;
  let reach = 0;
  for (let i = 0; i < ranks.length; i++) {
    const r = ranks[i];
    for (let s = reach; s >= 0; s--) if (counts[s] !== 0) counts[s + r] += counts[s];
    reach += r;
  }
  const total = Math.pow(2, ranks.length);
  for (let s = 0; s <= max; s++) counts[s] = counts[s] / total;
  return counts;
}
function signedRankTest(d) {
  const n = d.length;
  if (n === 0) throw new RangeError("the signed-rank test needs at least one non-zero difference");
  const { ranks, tieTerm } = doubledAbsRanks(d);
  let t2 = 0;
  for (let i = 0; i < n; i++) if (d[i] > 0) t2 += ranks[i];
  if (n <= SIGNED_RANK_EXACT_MAX_N) {
    const mass = doubledDistribution(ranks);
    let lower = 0;
    for (let s = 0; s <= t2; s++) lower += mass[s];
    let upper = 0;
    for (let s = mass.length - 1; s >= t2; s--) upper += mass[s];
    const lowerTail3 = Math.min(1, lower);
    const upperTail2 = Math.min(1, upper);
    return { tPlus: t2 / 2, lowerTail: lowerTail3, upperTail: upperTail2, p: Math.min(1, 2 * Math.min(lowerTail3, upperTail2)), method: "exact" };
  }
  const mean2 = n * (n + 1) / 4;
  const sd = Math.sqrt(n * (n + 1) * (2 * n + 1) / 24 - tieTerm / 48);
  const t = t2 / 2;
  const z2 = sd > 0 ? Math.max(0, Math.abs(t - mean2) - 0.5) / sd : 0;
  const near = normalLowerTail(z2);
  const lowerTail2 = t < mean2 ? near : 1 - near;
  const upperTail = t < mean2 ? 1 - near : near;
  return { tPlus: t, lowerTail: lowerTail2, upperTail, p: Math.min(1, 2 * near), method: "normal" };
}
function signedRankCdfNoTies(n) {
  let cdf = noTiesCache.get(n);
  if (!cdf) {
    const ranks = new Int32Array(n);
    for (let i = 0; i < n; i++) ranks[i] = 2 * (i + 1);
    const mass = doubledDistribution(ranks);
    const max = n * (n + 1) / 2;
    cdf = new Float64Array(max + 1);
    let acc = 0;
    for (let t = 0; t <= max; t++) cdf[t] = acc += mass[2 * t];
    noTiesCache.set(n, cdf);
  }
  return cdf;
}
var SIGNED_RANK_EXACT_MAX_N, noTiesCache;
var init_signedrank = __esm({
  "src/stats/signedrank.ts"() {
    "use strict";
    init_normal();
    SIGNED_RANK_EXACT_MAX_N = 200;
    noTiesCache = /* @__PURE__ */ new Map();
  }
});

// src/stats/paired.ts
function pairedMinAttainableP(pairs) {
  return Math.min(1, Math.pow(2, 1 - pairs));
}
function pairsNeeded(perTestAlpha2) {
  if (!(perTestAlpha2 > 0)) throw new RangeError(`per-test alpha must be > 0 (got ${perTestAlpha2})`);
  let r = 1;
  while (pairedMinAttainableP(r) >= perTestAlpha2) r++;
  return r;
}
function walshCriticalOrder(n, confidence = CONFIDENCE) {
  const half = (1 - confidence) / 2;
  if (n <= SIGNED_RANK_EXACT_MAX_N) {
    const cdf = signedRankCdfNoTies(n);
    let k2 = 0;
    while (k2 < cdf.length && cdf[k2] <= half) k2++;
    return k2 === 0 ? { k: 0, achievedConf: null } : { k: k2, achievedConf: 1 - 2 * cdf[k2 - 1] };
  }
  const mean2 = n * (n + 1) / 4;
  const sd = Math.sqrt(n * (n + 1) * (2 * n + 1) / 24);
  const z2 = import_jstat2.default.normal.inv(1 - half, 0, 1);
  const k = Math.max(0, Math.ceil(mean2 - 0.5 - z2 * sd));
  return k === 0 ? { k: 0, achievedConf: null } : { k, achievedConf: 1 - 2 * normalLowerTail((k - 1 + 0.5 - mean2) / sd) };
}
function pairUp(base, head2) {
  const headByRound = /* @__PURE__ */ new Map();
  head2.values.forEach((v, i) => {
    const r = head2.rounds[i];
    if (r !== void 0 && !headByRound.has(r)) headByRound.set(r, v);
  });
  const seen = /* @__PURE__ */ new Set();
  const pairs = [];
  base.values.forEach((v, i) => {
    const r = base.rounds[i];
    if (r === void 0 || seen.has(r)) return;
    seen.add(r);
    const h = headByRound.get(r);
    if (h !== void 0) pairs.push({ round: r, b: v, h });
  });
  return pairs.sort((x, y) => x.round - y.round);
}
function pairedView(base, head2, better, baseMedian) {
  const pairs = pairUp(base, head2);
  const n = pairs.length;
  if (n === 0) return null;
  const logScale = pairs.every(({ b, h }) => b > 0 && h > 0);
  const differences = pairs.map(({ b, h }) => logScale ? Math.log(h) - Math.log(b) : h - b);
  const nonzeroD = differences.filter((d) => d !== 0);
  const worseRounds = differences.filter((d) => better === "lower" ? d > 0 : d < 0).length;
  const walsh = new Float64Array(n * (n + 1) / 2);
  let w = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[w++] = (differences[i] + differences[j]) / 2;
  walsh.sort();
  const hl = medianOfSorted(walsh);
  const { k, achievedConf } = walshCriticalOrder(n);
  const ci = k < 1 ? null : [walsh[k - 1], walsh[walsh.length - k]];
  let ratio;
  let ratioCI;
  let shift = null;
  if (logScale) {
    ratio = Math.exp(hl);
    ratioCI = ci && [Math.exp(ci[0]), Math.exp(ci[1])];
  } else {
    shift = hl;
    const scale = baseMedian === null ? 0 : Math.abs(baseMedian);
    ratio = scale > 0 ? 1 + hl / scale : null;
    ratioCI = scale > 0 && ci ? [1 + ci[0] / scale, 1 + ci[1] / scale] : null;
  }
  const base_ = {
    pairs: n,
    scale: logScale ? "log-ratio" : "shift",
    differences,
    nonzero: nonzeroD.length,
    k,
    achievedConf,
    minP: pairedMinAttainableP(n),
    worseRounds
  };
  if (nonzeroD.length === 0) {
    return { ...base_, p: 1, method: "all-zero", ratio: 1, ratioCI: [1, 1], shift: logScale ? null : 0 };
  }
  const test = signedRankTest(nonzeroD);
  return { ...base_, p: test.p, method: test.method, ratio, ratioCI, shift };
}
var import_jstat2;
var init_paired = __esm({
  "src/stats/paired.ts"() {
    "use strict";
    import_jstat2 = __toESM(require_jstat(), 1);
    init_median();
    init_normal();
    init_signedrank();
  }
});

// src/stats/samplesize.ts
function binomial(n, k) {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= r; i++) c = c * (n - r + i) / i;
  return c;
}
function minAttainableP(n1, n2) {
  if (n2 >= KEY_SPAN) return Math.min(1, 2 / binomial(n1 + n2, n1));
  const key = n1 * KEY_SPAN + n2;
  let p = minPs.get(key);
  if (p === void 0) minPs.set(key, p = Math.min(1, 2 / binomial(n1 + n2, n1)));
  return p;
}
function samplesNeededPerSide(perTestAlpha2) {
  if (!(perTestAlpha2 > 0)) throw new RangeError(`per-test alpha must be > 0 (got ${perTestAlpha2})`);
  let n = 1;
  while (minAttainableP(n, n) >= perTestAlpha2) n++;
  return n;
}
var KEY_SPAN, minPs;
var init_samplesize = __esm({
  "src/stats/samplesize.ts"() {
    "use strict";
    KEY_SPAN = 2 ** 21;
    minPs = /* @__PURE__ */ new Map();
  }
});

// src/stats/verdict.ts
function classifySignificant(ratio, shift, better, threshold) {
  let up;
  let down;
  if (ratio !== null) {
    up = ratio >= 1 + threshold;
    down = ratio <= 1 / (1 + threshold);
  } else {
    up = (shift ?? 0) > 0;
    down = (shift ?? 0) < 0;
  }
  if (up === down) return "minor";
  const worse = better === "lower" ? up : down;
  return worse ? "regression" : "improvement";
}
function absoluteChange(ratio, baseMedian) {
  return baseMedian === null ? null : Math.abs(baseMedian * (ratio - 1));
}
function belowFloor(o, floor) {
  const size = o.ratio !== null ? absoluteChange(o.ratio, floor.baseMedian) : o.shift === null ? null : Math.abs(o.shift);
  return size !== null && size < floor.minChange;
}
function ciBelowFloor(ci, floor) {
  const lo = absoluteChange(ci[0], floor.baseMedian);
  const hi = absoluteChange(ci[1], floor.baseMedian);
  return lo !== null && hi !== null && lo < floor.minChange && hi < floor.minChange;
}
function testedVerdict(o, better, alpha, threshold, floor) {
  if (o.constant) return "unchanged";
  if (o.p < alpha) {
    const verdict = classifySignificant(o.ratio, o.shift, better, threshold);
    return verdict !== "minor" && floor && belowFloor(o, floor) ? "minor" : verdict;
  }
  if (o.ratio === null || o.ratioCI === null) return "inconclusive";
  if (o.ratioCI[0] > 1 / (1 + threshold) && o.ratioCI[1] < 1 + threshold) return "unchanged";
  return floor && ciBelowFloor(o.ratioCI, floor) ? "unchanged" : "inconclusive";
}
function roundsNeededFromCI(ratio, ci, units, threshold) {
  if (ratio === null || ci === null || !(ratio > 0) || !(ci[0] > 0) || units < 2) return null;
  const half = (Math.log(ci[1]) - Math.log(ci[0])) / 2;
  if (!(half > 0)) return null;
  const lr = Math.abs(Math.log(ratio));
  const target = Math.max(Math.log(1 + threshold) - lr, lr);
  if (!(target > 0)) return null;
  const needed = Math.ceil(units * (half / target) ** 2);
  return needed > MAX_ROUNDS_ESTIMATE ? null : Math.max(units + 1, needed);
}
var MAX_ROUNDS_ESTIMATE;
var init_verdict = __esm({
  "src/stats/verdict.ts"() {
    "use strict";
    MAX_ROUNDS_ESTIMATE = 1e3;
  }
});

// src/stats/family.ts
function rowMinAttainableP(row2) {
  if (row2.test === "paired" && row2.paired) return pairedMinAttainableP(row2.paired.pairs);
  return minAttainableP(row2.base.units, row2.head.units);
}
function rowIsConstant(row2) {
  return row2.test === "paired" && row2.paired ? row2.paired.constant : row2.mannWhitney.constant;
}
function decidingShift(row2) {
  return row2.test === "paired" && row2.paired ? row2.paired.shift : row2.mannWhitney.shift;
}
function unitsOf(row2) {
  return row2.test === "paired" && row2.paired ? row2.paired.pairs : Math.min(row2.base.units, row2.head.units);
}
function roundsForFloor(test, perTest) {
  return test === "paired" ? pairsNeeded(perTest) : samplesNeededPerSide(perTest);
}
function familyPhrase(correction, m, alpha) {
  if (correction === "none") return `no correction (each test at \u03B1 = ${alpha})`;
  const name2 = correction === "holm" ? "Holm" : "Benjamini\u2013Hochberg";
  return `${name2} over ${m} test${m === 1 ? "" : "s"} at \u03B1 = ${alpha}`;
}
function decideFamily(rows2, settings2, options = {}) {
  const copies = rows2.map((r) => {
    const copy = Object.assign({}, r, { warnings: r.warnings.filter((w) => w.code !== FLOOR_WARNING_CODE) });
    delete copy.roundsNeeded;
    return copy;
  });
  return decideFamilyInPlace(copies, settings2, options);
}
function decideFamilyInPlace(out, settings2, options = {}) {
  const alpha = options.alpha ?? settings2.alpha;
  const { correction, threshold } = settings2;
  const untestable = [];
  const tested = [];
  for (const r of out) {
    if (!TESTABLE.has(r.verdict)) r.pAdjusted = null;
    else if (r.p === null) untestable.push(r);
    else if (rowIsConstant(r)) {
      r.pAdjusted = r.p;
      r.verdict = "unchanged";
    } else tested.push(r);
  }
  const adjusted = adjustPValues(
    tested.map((r) => r.p),
    correction
  );
  const familyAlpha = perTestAlpha(alpha, tested.length, correction);
  const adviceAlpha = perTestAlpha(alpha, tested.length + untestable.length, correction);
  const insufficient = [...untestable];
  tested.forEach((row2, i) => {
    row2.pAdjusted = adjusted[i];
    if (rowMinAttainableP(row2) > familyAlpha) {
      insufficient.push(row2);
      return;
    }
    const rowThreshold = row2.threshold ?? threshold;
    row2.verdict = testedVerdict(
      { p: row2.pAdjusted, ratio: row2.ratio, ratioCI: row2.ratioCI, shift: decidingShift(row2), constant: false },
      row2.better,
      alpha,
      rowThreshold,
      row2.minChange === void 0 ? void 0 : { minChange: row2.minChange, baseMedian: row2.base.median }
    );
    if (row2.verdict === "inconclusive") {
      const needed = roundsNeededFromCI(row2.ratio, row2.ratioCI, unitsOf(row2), rowThreshold);
      if (needed !== null) row2.roundsNeeded = needed;
    }
  });
  const neededBy = /* @__PURE__ */ new Map();
  const messages = /* @__PURE__ */ new Map();
  for (const row2 of insufficient) {
    row2.verdict = "insufficient";
    let needed = neededBy.get(row2.test);
    if (needed === void 0) neededBy.set(row2.test, needed = roundsForFloor(row2.test, adviceAlpha));
    row2.roundsNeeded = needed;
    const what = row2.test === "paired" ? `${row2.paired?.pairs ?? 0} paired rounds` : `${row2.base.units}+${row2.head.units} ${row2.unitOfAnalysis}s`;
    let message = messages.get(what);
    if (message === void 0) messages.set(what, message = `too few units to ever be significant (${what}); need at least ${needed} per side.`);
    row2.warnings.push({ code: FLOOR_WARNING_CODE, benchmark: row2.benchmark, message });
  }
  const warnings = [];
  if (insufficient.length > 0) {
    const m = tested.length + untestable.length;
    const tests = [...new Set(insufficient.map((r) => r.test))];
    const needed = insufficient.reduce((max, r) => Math.max(max, r.roundsNeeded ?? 0), 0);
    warnings.push({
      code: FLOOR_WARNING_CODE,
      message: `${insufficient.length} of ${m} comparison${m === 1 ? "" : "s"} can never be significant with the units given: with ${familyPhrase(correction, m, alpha)} (${tests.join(", ")}), each side needs at least ${needed} runs (rounds).`
    });
  }
  return { comparisons: out, warnings, familySize: tested.length };
}
function withDecidingTest(row2, test) {
  const use = test === "paired" && row2.paired === null ? "mann-whitney" : test;
  if (use === row2.test || row2.p === null) return use === row2.test ? row2 : { ...row2, test: use };
  const from = use === "paired" ? row2.paired : row2.mannWhitney;
  if (from.p === null) return { ...row2, test: use, p: null, ratio: null, ratioCI: null, deltaPct: null };
  return { ...row2, test: use, p: from.p, ratio: from.ratio, ratioCI: from.ratioCI, deltaPct: from.ratio === null ? null : 100 * (from.ratio - 1) };
}
var FLOOR_WARNING_CODE, TESTABLE;
var init_family = __esm({
  "src/stats/family.ts"() {
    "use strict";
    init_multiple();
    init_paired();
    init_samplesize();
    init_verdict();
    FLOOR_WARNING_CODE = "floor";
    TESTABLE = /* @__PURE__ */ new Set(["regression", "improvement", "minor", "unchanged", "inconclusive", "insufficient"]);
  }
});

// src/stats/series-index.ts
var SeriesIndex;
var init_series_index = __esm({
  "src/stats/series-index.ts"() {
    "use strict";
    SeriesIndex = class {
      /** group ('' for none: no group and an empty one are the same row) → benchmark → metric. */
      byGroup = /* @__PURE__ */ new Map();
      ordered = [];
      entry(key) {
        return this.byGroup.get(key.group ?? "")?.get(key.benchmark)?.get(key.metric);
      }
      get(key) {
        return this.entry(key)?.series;
      }
      has(key) {
        return this.entry(key) !== void 0;
      }
      /**
       * Adds a series under its key unless one is there already, in one walk down the maps; returns
       * the series found there (undefined when `s` was added). An added series is not modified unless
       * samples are appended.
       */
      add(s) {
        let byBenchmark = this.byGroup.get(s.group ?? "");
        if (!byBenchmark) this.byGroup.set(s.group ?? "", byBenchmark = /* @__PURE__ */ new Map());
        let byMetric = byBenchmark.get(s.benchmark);
        if (!byMetric) byBenchmark.set(s.benchmark, byMetric = /* @__PURE__ */ new Map());
        const there = byMetric.get(s.metric);
        if (there) return there.series;
        const entry = { series: s, owned: false };
        byMetric.set(s.metric, entry);
        this.ordered.push(entry);
        return void 0;
      }
      /** Appends runs to the series under `key` (present), copying the caller's series first. */
      append(key, runs) {
        const entry = this.entry(key);
        if (!entry.owned) {
          entry.series = { ...entry.series, runs: [...entry.series.runs] };
          entry.owned = true;
        }
        for (const run2 of runs) entry.series.runs.push(run2);
      }
      /** The series in first-seen order of their keys. */
      values() {
        return this.ordered.map((e) => e.series);
      }
    };
  }
});

// src/stats/geomean.ts
function geomean(ratios) {
  let sumLog = 0;
  let count = 0;
  for (const r of ratios) {
    if (r > 0 && Number.isFinite(r)) {
      sumLog += Math.log(r);
      count++;
    }
  }
  return count === 0 ? null : Math.exp(sumLog / count);
}
function geomeansByMetric(rows2) {
  const byMetric = /* @__PURE__ */ new Map();
  for (const r of rows2) {
    if (r.ratio === null) continue;
    const list = byMetric.get(r.metric);
    if (list) list.push(r.ratio);
    else byMetric.set(r.metric, [r.ratio]);
  }
  const out = {};
  for (const [metric, ratios] of byMetric) {
    const g2 = geomean(ratios);
    if (g2 !== null) out[metric] = g2;
  }
  return out;
}
function headlineGeomean(geomeans, gate) {
  for (const metric of gate) if (geomeans[metric] !== void 0) return geomeans[metric];
  return null;
}
var init_geomean = __esm({
  "src/stats/geomean.ts"() {
    "use strict";
  }
});

// src/stats/summary.ts
function summarize(comparisons, settings2) {
  const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  for (const row2 of comparisons) summary[row2.verdict]++;
  summary.geomeans = geomeansByMetric(comparisons);
  summary.geomean = headlineGeomean(summary.geomeans, settings2.gate);
  const fail = comparisons.some((r) => r.gated && (r.verdict === "regression" || settings2.failOnInconclusive && r.verdict === "inconclusive"));
  return { summary, verdict: fail ? "fail" : "pass" };
}
var init_summary = __esm({
  "src/stats/summary.ts"() {
    "use strict";
    init_model();
    init_geomean();
  }
});

// src/stats/ranks.ts
function pooledRanks(xs, ys) {
  const n1 = xs.length;
  const n2 = ys.length;
  const total = n1 + n2;
  const doubledRanks = new Int32Array(total);
  let i = 0;
  let j = 0;
  let pos = 0;
  let doubledRankSumX = 0;
  let tieTerm = 0;
  let groups = 0;
  while (pos < total) {
    const v = i < n1 && (j >= n2 || xs[i] <= ys[j]) ? xs[i] : ys[j];
    let cx = 0;
    let cy = 0;
    for (; i < n1 && xs[i] === v; i++) cx++;
    for (; j < n2 && ys[j] === v; j++) cy++;
    const t = cx + cy;
    const doubled = 2 * pos + t + 1;
    doubledRanks.fill(doubled, pos, pos + t);
    doubledRankSumX += cx * doubled;
    tieTerm += t * t * t - t;
    groups++;
    pos += t;
  }
  return {
    n1,
    n2,
    uBase: (doubledRankSumX - n1 * (n1 + 1)) / 2,
    doubledRanks,
    tieTerm,
    hasTies: groups < total,
    allEqual: groups === 1
  };
}
var init_ranks = __esm({
  "src/stats/ranks.ts"() {
    "use strict";
  }
});

// src/stats/sorted.ts
function sortedCopy(values) {
  const out = new Float64Array(values);
  const n = out.length;
  if (n > INSERTION_MAX || !allNonZeroNumbers(out)) return out.sort();
  for (let i = 1; i < n; i++) {
    const x = out[i];
    let j = i - 1;
    for (; j >= 0 && out[j] > x; j--) out[j + 1] = out[j];
    out[j + 1] = x;
  }
  return out;
}
function allNonZeroNumbers(values) {
  for (let i = 0; i < values.length; i++) if (!(values[i] < 0 || values[i] > 0)) return false;
  return true;
}
var INSERTION_MAX;
var init_sorted = __esm({
  "src/stats/sorted.ts"() {
    "use strict";
    INSERTION_MAX = 16;
  }
});

// src/stats/udistribution.ts
function countSubsets(doubledRanks, n1) {
  const total = doubledRanks.length;
  const n2 = total - n1;
  let maxSum = 0;
  for (let i = total - n1; i < total; i++) maxSum += doubledRanks[i];
  const width = maxSum + 1;
  const cells2 = (n1 + 1) * width;
  if (scratch.length < cells2) scratch = new Float64Array(Math.max(cells2, 2 * scratch.length));
  const counts = scratch;
  counts.fill(0, 0, cells2);
  counts[0] = 1;
  const prefix = new Array(total + 1);
  prefix[0] = 0;
  for (let i = 0; i < total; i++) prefix[i + 1] = prefix[i] + doubledRanks[i];
  for (let i = 0; i < total; i++) {
    const a = doubledRanks[i];
    const jLow = Math.max(1, n1 - (total - 1 - i));
    for (let j = Math.min(i + 1, n1); j >= jLow; j--) {
      const row2 = j * width;
      const prev = row2 - width - a;
      const from = prefix[j - 1] + a;
      const to = prefix[i] - prefix[i - (j - 1)] + a;
      for (let s = to; s >= from; s--) counts[row2 + s] += counts[prev + s];
    }
  }
  const offset = n1 * (n1 + 1);
  return { table: counts, start: n1 * width + offset, end: cells2, size: 2 * n1 * n2 + 1 };
}
function totalMass(c) {
  const reach = reachOf(c);
  let all = 0;
  for (let t = 0; t < reach; t++) all += c.table[c.start + t];
  return all;
}
function uDistributionGivenRanks(doubledRanks, n1) {
  const counts = countSubsets(doubledRanks, n1);
  const { table: table2, start, size } = counts;
  const reach = reachOf(counts);
  const all = totalMass(counts);
  const cdf = new Float64Array(size);
  const sf = new Float64Array(size);
  let acc = 0;
  for (let t = 0; t < size; t++) cdf[t] = acc += (t < reach ? table2[start + t] : 0) / all;
  acc = 0;
  for (let t = size - 1; t >= 0; t--) sf[t] = acc += (t < reach ? table2[start + t] : 0) / all;
  return { cdf, sf };
}
function uTailsGivenRanks(doubledRanks, n1, t) {
  if (doubledRanks.length > 255) return tailsOf(patternMasses(doubledRanks, n1), t);
  const key = String.fromCharCode(n1) + String.fromCharCode.apply(null, doubledRanks);
  let masses = massesCache.get(key);
  if (!masses) {
    if (massesCache.size >= MASSES_CACHE_MAX) massesCache.clear();
    massesCache.set(key, masses = patternMasses(doubledRanks, n1));
  }
  return tailsOf(masses, t);
}
function patternMasses(doubledRanks, n1) {
  const counts = countSubsets(doubledRanks, n1);
  return { counts: counts.table.slice(counts.start, counts.start + reachOf(counts)), all: totalMass(counts) };
}
function tailsOf({ counts, all }, t) {
  const reach = counts.length;
  let lower = 0;
  for (let u = 0; u <= t && u < reach; u++) lower += counts[u] / all;
  let upper = 0;
  for (let u = reach - 1; u >= t; u--) upper += counts[u] / all;
  return { lower, upper };
}
function uTwoSidedPGivenRanks(doubledRanks, n1, t) {
  const total = doubledRanks.length;
  if (total > TAIL_ONLY_MAX_N) return pFromTails(uTailsGivenRanks(doubledRanks, n1, t));
  const key = String.fromCharCode(n1, t) + String.fromCharCode.apply(null, doubledRanks);
  let p = pCache.get(key);
  if (p === void 0) {
    const n2 = total - n1;
    const tail = t <= n1 * n2 ? lowerTail(doubledRanks, n1, t) : lowerTail(mirrored(doubledRanks), n1, 2 * n1 * n2 - t);
    p = tail < SURELY_SMALLER ? Math.min(1, 2 * tail) : pFromTails(uTailsGivenRanks(doubledRanks, n1, t));
    if (pCache.size >= P_CACHE_MAX) pCache.clear();
    pCache.set(key, p);
  }
  return p;
}
function pFromTails({ lower, upper }) {
  return Math.min(1, 2 * Math.min(Math.min(1, lower), Math.min(1, upper)));
}
function mirrored(doubledRanks) {
  const total = doubledRanks.length;
  const out = new Int32Array(total);
  for (let i = 0; i < total; i++) out[i] = 2 * (total + 1) - doubledRanks[total - 1 - i];
  return out;
}
function binomial2(n, k) {
  let c = 1;
  for (let i = 1; i <= k; i++) c = c * (n - k + i) / i;
  return c;
}
function lowerTail(doubledRanks, n1, t) {
  const total = doubledRanks.length;
  const offset = n1 * (n1 + 1);
  const limit = offset + t;
  const width = limit + 1;
  const cells2 = (n1 + 1) * width;
  if (scratch.length < cells2) scratch = new Float64Array(Math.max(cells2, 2 * scratch.length));
  const counts = scratch;
  counts.fill(0, 0, cells2);
  counts[0] = 1;
  const prefix = new Array(total + 1);
  prefix[0] = 0;
  for (let i = 0; i < total; i++) prefix[i + 1] = prefix[i] + doubledRanks[i];
  for (let i = 0; i < total; i++) {
    const a = doubledRanks[i];
    const jLow = Math.max(1, n1 - (total - 1 - i));
    for (let j = Math.min(i + 1, n1); j >= jLow; j--) {
      const row2 = j * width;
      const prev = row2 - width - a;
      const from = prefix[j - 1] + a;
      const rest = prefix[i + 1 + n1 - j] - prefix[i + 1];
      const to = Math.min(prefix[i] - prefix[i - (j - 1)] + a, limit - rest);
      for (let s = to; s >= from; s--) counts[row2 + s] += counts[prev + s];
    }
  }
  const all = binomial2(total, n1);
  let tail = 0;
  for (let s = n1 * width + offset, end = n1 * width + limit; s <= end; s++) tail += counts[s] / all;
  return tail;
}
function uDistributionNoTies(n1, n2) {
  const key = n1 * 100003 + n2;
  let dist = noTiesCache2.get(key);
  if (!dist) {
    const ranks = new Int32Array(n1 + n2);
    for (let i = 0; i < ranks.length; i++) ranks[i] = 2 * (i + 1);
    dist = uDistributionGivenRanks(ranks, n1);
    noTiesCache2.set(key, dist);
  }
  return dist;
}
var scratch, reachOf, MASSES_CACHE_MAX, massesCache, TAIL_ONLY_MAX_N, SURELY_SMALLER, pCache, P_CACHE_MAX, noTiesCache2;
var init_udistribution = __esm({
  "src/stats/udistribution.ts"() {
    "use strict";
    scratch = new Float64Array(1024);
    reachOf = (c) => Math.min(c.size, c.end - c.start);
    MASSES_CACHE_MAX = 1e4;
    massesCache = /* @__PURE__ */ new Map();
    TAIL_ONLY_MAX_N = 50;
    SURELY_SMALLER = 0.5 - 1e-9;
    pCache = /* @__PURE__ */ new Map();
    P_CACHE_MAX = 1e4;
    noTiesCache2 = /* @__PURE__ */ new Map();
  }
});

// src/stats/mannwhitney.ts
function exactFromRanks(r) {
  const t = Math.round(2 * r.uBase);
  let lower;
  let upper;
  if (r.hasTies) {
    ({ lower, upper } = uTailsGivenRanks(r.doubledRanks, r.n1, t));
  } else {
    const dist = uDistributionNoTies(r.n1, r.n2);
    lower = dist.cdf[t];
    upper = dist.sf[t];
  }
  const lowerTail2 = Math.min(1, lower);
  const upperTail = Math.min(1, upper);
  return { U: r.uBase, lowerTail: lowerTail2, upperTail, p: Math.min(1, 2 * Math.min(lowerTail2, upperTail)) };
}
function normalFromRanks(r) {
  const { n1, n2, uBase: U } = r;
  const n = n1 + n2;
  const variance = n1 * n2 / 12 * (n + 1 - r.tieTerm / (n * (n - 1)));
  if (!(variance > 0)) return { U, z: null, p: 1 };
  const d = U - n1 * n2 / 2;
  const z2 = Math.abs(d) <= 0.5 ? 0 : Math.sign(d) * (Math.abs(d) - 0.5) / Math.sqrt(variance);
  return { U, z: z2, p: twoSidedNormalP(z2) };
}
function mannWhitneySorted(xs, ys) {
  if (xs.length === 0 || ys.length === 0) throw new RangeError("Mann-Whitney U needs at least one value per side");
  return testRanks(pooledRanks(xs, ys));
}
function exactP(r) {
  return r.hasTies ? uTwoSidedPGivenRanks(r.doubledRanks, r.n1, Math.round(2 * r.uBase)) : exactFromRanks(r).p;
}
function testRanks(r) {
  if (r.allEqual) return { U: r.uBase, p: 1, method: "all-equal" };
  if (r.n1 + r.n2 <= EXACT_MAX_N) return { U: r.uBase, p: exactP(r), method: "exact" };
  return { U: r.uBase, p: normalFromRanks(r).p, method: "normal" };
}
var EXACT_MAX_N;
var init_mannwhitney = __esm({
  "src/stats/mannwhitney.ts"() {
    "use strict";
    init_normal();
    init_ranks();
    init_sorted();
    init_udistribution();
    EXACT_MAX_N = 60;
  }
});

// src/stats/pairwise.ts
function makeRandom(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}
function kthPairwiseDifference(a, b, k) {
  const n1 = a.length;
  const n2 = b.length;
  if (!(k >= 1 && k <= n1 * n2) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1\u2026${n1 * n2}`);
  const random = makeRandom(2654435769 ^ n1 * 31 + n2 ^ k);
  const lo = new Int32Array(n1);
  const hi = new Int32Array(n1).fill(n2);
  const less = new Int32Array(n1);
  const lessOrEqual = new Int32Array(n1);
  for (; ; ) {
    let candidates = 0;
    let below = 0;
    for (let i = 0; i < n1; i++) {
      candidates += hi[i] - lo[i];
      below += lo[i];
    }
    if (candidates <= SMALL) {
      const rest = new Float64Array(candidates);
      let at = 0;
      for (let i = 0; i < n1; i++) for (let j = lo[i]; j < hi[i]; j++) rest[at++] = b[j] - a[i];
      return rest.sort()[k - below - 1];
    }
    let r = Math.floor(random() * candidates);
    let pivot = NaN;
    for (let i = 0; i < n1; i++) {
      const width = hi[i] - lo[i];
      if (r < width) {
        pivot = b[lo[i] + r] - a[i];
        break;
      }
      r -= width;
    }
    let countLess = 0;
    let countLessOrEqual = 0;
    let jl = 0;
    let jle = 0;
    for (let i = 0; i < n1; i++) {
      while (jl < n2 && b[jl] - a[i] < pivot) jl++;
      while (jle < n2 && b[jle] - a[i] <= pivot) jle++;
      less[i] = jl;
      lessOrEqual[i] = jle;
      countLess += jl;
      countLessOrEqual += jle;
    }
    if (k > countLess && k <= countLessOrEqual) return pivot;
    if (k <= countLess) for (let i = 0; i < n1; i++) hi[i] = Math.min(hi[i], less[i]);
    else for (let i = 0; i < n1; i++) lo[i] = Math.max(lo[i], lessOrEqual[i]);
  }
}
function selectInPlace(v, lo, hi, p) {
  while (hi - lo > INSERTION) {
    const mid = lo + hi >>> 1;
    if (v[mid] < v[lo]) swap(v, mid, lo);
    if (v[hi] < v[lo]) swap(v, hi, lo);
    if (v[hi] < v[mid]) swap(v, hi, mid);
    const pivot = v[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) swap(v, i++, j--);
    }
    if (p <= j) hi = j;
    else if (p >= i) lo = i;
    else return;
  }
  for (let i = lo + 1; i <= hi; i++) {
    const x = v[i];
    let j = i - 1;
    for (; j >= lo && v[j] > x; j--) v[j + 1] = v[j];
    v[j + 1] = x;
  }
}
function swap(v, i, j) {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}
function smallDifferencesOf(a, b) {
  const n1 = a.length;
  const n2 = b.length;
  if (smallDifferences.length !== n1 * n2) smallDifferences = new Float64Array(n1 * n2);
  const differences = smallDifferences;
  let at = 0;
  for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) differences[at++] = b[j] - a[i];
  return differences;
}
function checkOrder(k, m) {
  if (!(k >= 1 && k <= m) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1\u2026${m}`);
}
function pairwiseOrderStatistics(a, b, ks) {
  const m = a.length * b.length;
  if (m > SMALL) return ks.map((k) => kthPairwiseDifference(a, b, k));
  for (const k of ks) checkOrder(k, m);
  const differences = smallDifferencesOf(a, b);
  let lo = 0;
  for (const k of [...ks].sort((x, y) => x - y)) {
    if (k - 1 < lo) continue;
    selectInPlace(differences, lo, m - 1, k - 1);
    lo = k;
  }
  return ks.map((k) => differences[k - 1]);
}
function pairwiseMedianAndInterval(a, b, k) {
  const m = a.length * b.length;
  const [mid1, mid2] = m % 2 === 1 ? [(m + 1) / 2, (m + 1) / 2] : [m / 2, m / 2 + 1];
  if (m > SMALL || k > mid1) {
    const ks = k >= 1 ? [mid1, mid2, k, m + 1 - k] : [mid1, mid2];
    const [x12, x2, lo, hi] = pairwiseOrderStatistics(a, b, ks);
    return { median: mid2 === mid1 ? x12 : (x12 + x2) / 2, interval: k >= 1 ? [lo, hi] : null };
  }
  if (k >= 1) checkOrder(k, m);
  const d = smallDifferencesOf(a, b);
  let from = 0;
  const place = (order) => {
    if (order > from) {
      selectInPlace(d, from, m - 1, order - 1);
      from = order;
    }
    return d[order - 1];
  };
  const low = k >= 1 ? place(k) : NaN;
  const x1 = place(mid1);
  const median = mid2 === mid1 ? x1 : (x1 + place(mid2)) / 2;
  return { median, interval: k >= 1 ? [low, place(m + 1 - k)] : null };
}
var SMALL, smallDifferences, INSERTION;
var init_pairwise = __esm({
  "src/stats/pairwise.ts"() {
    "use strict";
    SMALL = 256;
    smallDifferences = new Float64Array(0);
    INSERTION = 16;
  }
});

// src/stats/effect.ts
function criticalOrder(n1, n2, confidence = CONFIDENCE) {
  let bySize = criticalOrders.get(confidence);
  if (!bySize) criticalOrders.set(confidence, bySize = /* @__PURE__ */ new Map());
  const key = n1 * 100003 + n2;
  let order = bySize.get(key);
  if (!order) bySize.set(key, order = Object.freeze(computeCriticalOrder(n1, n2, confidence)));
  return { k: order.k, achievedConf: order.achievedConf, crit: order.crit };
}
function computeCriticalOrder(n1, n2, confidence) {
  const half = (1 - confidence) / 2;
  const pairs = n1 * n2;
  if (n1 + n2 <= EXACT_MAX_N) {
    const { cdf } = uDistributionNoTies(n1, n2);
    let k2 = 0;
    while (cdf[2 * k2] < half) k2++;
    if (k2 === 0) return { k: 0, achievedConf: null, crit: "exact" };
    return { k: k2, achievedConf: 1 - 2 * cdf[2 * (k2 - 1)], crit: "exact" };
  }
  const sigma = Math.sqrt(pairs * (n1 + n2 + 1) / 12);
  const z2 = import_jstat3.default.normal.inv(1 - half, 0, 1);
  const k = Math.max(0, Math.floor(pairs / 2 - z2 * sigma));
  if (k === 0) return { k: 0, achievedConf: null, crit: "normal" };
  const lowerTail2 = normalLowerTail((k - 1 + 0.5 - pairs / 2) / sigma);
  return { k, achievedConf: 1 - 2 * lowerTail2, crit: "normal" };
}
function hodgesLehmann(x, y, f) {
  if (x.length === 0 || y.length === 0) throw new RangeError("Hodges\u2013Lehmann needs at least one value per side");
  const a = f ? sortedInPlace(mapped(x, f)) : sortedCopy(x);
  const b = f ? sortedInPlace(mapped(y, f)) : sortedCopy(y);
  const order = criticalOrder(x.length, y.length);
  const { median, interval } = pairwiseMedianAndInterval(a, b, order.k);
  return { k: order.k, achievedConf: order.achievedConf, crit: order.crit, estimate: median, ci: interval };
}
function hodgesLehmannShift(x, y) {
  return hodgesLehmann(x, y);
}
function hodgesLehmannRatio(x, y) {
  const hl = hodgesLehmann(x, y, Math.log);
  const ci = hl.ci && [Math.exp(hl.ci[0]), Math.exp(hl.ci[1])];
  return { k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit, estimate: Math.exp(hl.estimate), ci };
}
function effectSizeSorted(xs, ys) {
  return effectOf(xs, ys, () => xs);
}
function effectOf(x, y, sortedBase) {
  const positive = allPositive(x) && allPositive(y);
  if (positive) {
    const hl2 = hodgesLehmannRatio(x, y);
    return { scale: "log-ratio", ratio: hl2.estimate, ratioCI: hl2.ci, shift: null, k: hl2.k, achievedConf: hl2.achievedConf, crit: hl2.crit };
  }
  const hl = hodgesLehmannShift(x, y);
  const scale = Math.abs(medianOfSorted(sortedBase()));
  const rel = (d) => 1 + d / scale;
  const ratio = scale > 0 ? rel(hl.estimate) : null;
  const ratioCI = scale > 0 && hl.ci ? [rel(hl.ci[0]), rel(hl.ci[1])] : null;
  return { scale: "additive", ratio, ratioCI, shift: hl.estimate, k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit };
}
function mapped(values, f) {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = f(values[i]);
  return out;
}
function sortedInPlace(values) {
  for (let i = 1; i < values.length; i++) if (!(values[i - 1] <= values[i])) return values.sort();
  return values;
}
function allPositive(values) {
  for (let i = 0; i < values.length; i++) if (!(values[i] > 0)) return false;
  return true;
}
var import_jstat3, criticalOrders;
var init_effect = __esm({
  "src/stats/effect.ts"() {
    "use strict";
    import_jstat3 = __toESM(require_jstat(), 1);
    init_median();
    init_mannwhitney();
    init_normal();
    init_pairwise();
    init_sorted();
    init_udistribution();
    criticalOrders = /* @__PURE__ */ new Map();
  }
});

// src/stats/twosample.ts
function twoSampleView(xs, ys) {
  const test = mannWhitneySorted(xs, ys);
  const minP = minAttainableP(xs.length, ys.length);
  if (test.method === "all-equal") {
    return { p: 1, method: "all-equal", scale: "equal", ratio: 1, ratioCI: [1, 1], shift: null, k: 0, achievedConf: null, minP };
  }
  const effect = effectSizeSorted(xs, ys);
  return {
    p: test.p,
    method: test.method,
    scale: effect.scale === "additive" ? "shift" : "log-ratio",
    ratio: effect.ratio,
    ratioCI: effect.ratioCI,
    shift: effect.shift,
    k: effect.k,
    achievedConf: effect.achievedConf,
    minP
  };
}
var init_twosample = __esm({
  "src/stats/twosample.ts"() {
    "use strict";
    init_effect();
    init_mannwhitney();
    init_samplesize();
  }
});

// src/stats/finite.ts
function finiteSamples(samples) {
  if (samples.every((v) => Number.isFinite(v))) return { values: samples, dropped: 0 };
  const values = samples.filter((v) => Number.isFinite(v));
  return { values, dropped: samples.length - values.length };
}
var init_finite = __esm({
  "src/stats/finite.ts"() {
    "use strict";
  }
});

// src/stats/quantile.ts
function quantileType8(sorted, p) {
  const n = sorted.length;
  if (n === 0) throw new RangeError("quantile of an empty sample");
  const h = (n + 1 / 3) * p + 1 / 3;
  if (h <= 1) return sorted[0];
  if (h >= n) return sorted[n - 1];
  const lo = Math.floor(h);
  const below = sorted[lo - 1];
  return below + (h - lo) * (sorted[lo] - below);
}
var init_quantile = __esm({
  "src/stats/quantile.ts"() {
    "use strict";
  }
});

// src/stats/outliers.ts
function tukeyFences(sorted) {
  const q1 = quantileType8(sorted, 0.25);
  const q3 = quantileType8(sorted, 0.75);
  const iqr = q3 - q1;
  return { q1, q3, iqr, lower: q1 - FENCE_K * iqr, upper: q3 + FENCE_K * iqr };
}
function outlierModeFor(mode, better) {
  return mode === "upper" && better === "higher" ? "lower" : mode;
}
function atMost(a, b) {
  return a <= b || a - b <= FENCE_REL_TOL * Math.max(Math.abs(a), Math.abs(b));
}
function withinFences(v, fences, mode) {
  return (mode === "lower" || atMost(v, fences.upper)) && (mode === "upper" || atMost(fences.lower, v));
}
function countBeyondFences(sorted, minValues = 4) {
  if (sorted.length < minValues) return 0;
  const fences = tukeyFences(sorted);
  if (fences.iqr === 0) return 0;
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (!withinFences(sorted[i], fences, "iqr")) n++;
  return n;
}
function removeOutliersSorted(sorted, mode) {
  if (mode === "none" || sorted.length === 0) return { kept: sorted, removed: 0 };
  const fences = tukeyFences(sorted);
  if (fences.iqr === 0) return { kept: sorted, removed: 0 };
  let lo = 0;
  while (lo < sorted.length && !withinFences(sorted[lo], fences, mode)) lo++;
  let hi = lo;
  while (hi < sorted.length && withinFences(sorted[hi], fences, mode)) hi++;
  const kept = lo === 0 && hi === sorted.length ? sorted : sorted.subarray(lo, hi);
  return { kept, removed: sorted.length - kept.length };
}
var FENCE_K, FENCE_REL_TOL;
var init_outliers = __esm({
  "src/stats/outliers.ts"() {
    "use strict";
    init_quantile();
    init_sorted();
    FENCE_K = 1.5;
    FENCE_REL_TOL = 1e-12;
  }
});

// src/stats/units.ts
function cleanGroup(samples, round, mode) {
  const finite = finiteSamples(samples);
  const sorted = sortedCopy(finite.values);
  const kept = sorted.length >= MIN_FENCED ? removeOutliersSorted(sorted, mode).kept : sorted;
  return { round, kept, n: sorted.length, dropped: finite.dropped };
}
function prepare(runs, mode) {
  const out = { runs: [], processes: [] };
  for (const run2 of runs) {
    out.runs.push(cleanGroup(run2.samples, run2.round, mode));
    if (run2.processes) for (const proc of run2.processes) out.processes.push(cleanGroup(proc, run2.round, mode));
  }
  return out;
}
function withValue(groups) {
  let k = 0;
  for (const g2 of groups) if (g2.kept.length > 0) k++;
  return k;
}
function sideOf(groups, asSamples, counts) {
  let sources = 0;
  let samples = 0;
  let only;
  for (const g2 of groups) {
    if (g2.kept.length === 0) continue;
    sources++;
    samples += g2.kept.length;
    only = g2;
  }
  let values;
  let sorted;
  const rounds2 = [];
  if (asSamples && sources === 1) {
    values = sorted = only.kept;
  } else {
    values = new Float64Array(asSamples ? samples : sources);
    let at = 0;
    for (const g2 of groups) {
      if (g2.kept.length === 0) continue;
      if (asSamples) {
        values.set(g2.kept, at);
        at += g2.kept.length;
      } else {
        values[at++] = medianOfSorted(g2.kept);
        rounds2.push(g2.round);
      }
    }
    sorted = sortedCopy(values);
  }
  let n = 0;
  let kept = 0;
  let dropped = 0;
  for (const g2 of counts) {
    n += g2.n;
    kept += g2.kept.length;
    dropped += g2.dropped;
  }
  return { values, rounds: rounds2, sorted, n, kept, removed: n - kept, dropped, flagged: countBeyondFences(sorted) };
}
function unitsFor(side3, unit) {
  if (unit === "process") return sideOf(side3.processes, false, side3.processes);
  return sideOf(side3.runs, unit === "sample", side3.runs);
}
function chooseUnit(base, head2) {
  if (withValue(base.runs) >= 2 && (!head2 || withValue(head2.runs) >= 2)) return "run";
  if (withValue(base.processes) >= 2 && (!head2 || withValue(head2.processes) >= 2)) return "process";
  return "sample";
}
function unitValues(base, head2, outliers, better) {
  const mode = outlierModeFor(outliers, better);
  const b = prepare(base, mode);
  const h = prepare(head2, mode);
  const unit = chooseUnit(b, h);
  return { unit, base: unitsFor(b, unit), head: unitsFor(h, unit) };
}
function sideUnitValues(runs, outliers, better) {
  const prepared = prepare(runs, outlierModeFor(outliers, better));
  const unit = chooseUnit(prepared, void 0);
  return { unit, side: unitsFor(prepared, unit) };
}
var MIN_FENCED;
var init_units2 = __esm({
  "src/stats/units.ts"() {
    "use strict";
    init_finite();
    init_median();
    init_outliers();
    init_sorted();
    MIN_FENCED = 4;
  }
});

// src/stats/compare.ts
function rowLabel(s) {
  return `${s.group ? `${s.group} ` : ""}${s.benchmark} (${s.metric})`;
}
function indexSeries(list, side3, warnings) {
  const index = new SeriesIndex();
  for (const s of list) {
    const first = index.add(s);
    if (!first) continue;
    if (first.unit !== s.unit || first.better !== s.better) {
      warnings.push({
        code: "unit-mismatch",
        benchmark: s.benchmark,
        message: `${side3}: ${rowLabel(s)} is reported in ${s.unit} in one run and ${first.unit} in another; the later run's samples were left out`
      });
    } else {
      index.append(s, s.runs);
    }
  }
  return index;
}
function summarizeSide(label, units, unit, benchmark, warnings) {
  if (units.dropped > 0) {
    warnings.push({
      code: "non-finite",
      benchmark,
      message: `${label}: dropped ${units.dropped} non-finite value${units.dropped === 1 ? "" : "s"} (NaN/\xB1Infinity).`
    });
  }
  if (units.n > 0 && units.removed / units.n > REMOVED_WARN_FRACTION) {
    const pct = Math.round(100 * units.removed / units.n);
    warnings.push({
      code: "outliers-removed",
      benchmark,
      message: `${label}: ${units.removed} of ${units.n} samples (${pct}%) removed as outliers inside their runs \u2014 the machine was probably noisy; consider a quieter runner.`
    });
  }
  if (units.flagged > 0) {
    warnings.push({
      code: "outlier-units",
      benchmark,
      message: `${label}: ${units.flagged} of ${units.values.length} ${UNIT_NOUN[unit]} were outliers (kept: the rank tests are robust to them) \u2014 noisy runner.`
    });
  }
  const m = units.sorted.length > 0 ? medianWithCI(units.sorted) : null;
  const d = describeUnits(units.values, units.sorted);
  return {
    n: units.n,
    kept: units.kept,
    removed: units.removed,
    units: units.values.length,
    flagged: units.flagged,
    median: m ? m.median : null,
    ci: m ? m.ci : null,
    mean: d.mean,
    sd: d.sd,
    se: d.se,
    cv: d.cv,
    mad: d.mad
  };
}
function emptySide() {
  return { n: 0, kept: 0, removed: 0, units: 0, flagged: 0, median: null, ci: null, mean: null, sd: null, se: null, cv: null, mad: null };
}
function blankRow(s, unit, base, head2, verdict, gated, test, warnings) {
  const row2 = {
    benchmark: s.benchmark,
    metric: s.metric,
    unit: s.unit,
    better: s.better,
    unitOfAnalysis: unit,
    base,
    head: head2,
    test,
    ratio: null,
    ratioCI: null,
    deltaPct: null,
    p: null,
    pAdjusted: null,
    mannWhitney: NOT_TESTED,
    paired: null,
    verdict,
    gated,
    warnings
  };
  if (s.group !== void 0) row2.group = s.group;
  return row2;
}
function oneSided(s, runs, side3, settings2, gate) {
  const warnings = [];
  const { unit, side: units } = sideUnitValues(runs, settings2.outliers, s.better);
  const summary = summarizeSide(side3, units, unit, s.benchmark, warnings);
  const verdict = side3 === "base" ? "removed" : "added";
  return blankRow(
    s,
    unit,
    side3 === "base" ? summary : emptySide(),
    side3 === "head" ? summary : emptySide(),
    verdict,
    gate.has(s.metric),
    settings2.test,
    warnings
  );
}
function mannWhitneySummary(v) {
  return { p: v.p, ratio: v.ratio, ratioCI: v.ratioCI, shift: v.shift, constant: v.method === "all-equal" };
}
function pairedSummary(v) {
  return { pairs: v.pairs, p: v.p, ratio: v.ratio, ratioCI: v.ratioCI, worseRounds: v.worseRounds, shift: v.shift, constant: v.method === "all-zero" };
}
function effectWarnings(scale, ratio, k, benchmark, warnings) {
  if (scale === "equal") return;
  if (scale === "shift") {
    warnings.push(
      ratio === null ? {
        code: "no-relative-size",
        benchmark,
        message: "values \u2264 0 and a base median of 0: the change has no relative size; verdict from the sign of the Hodges\u2013Lehmann shift."
      } : { code: "additive", benchmark, message: "values \u2264 0: change is the Hodges\u2013Lehmann shift as a percentage of the base median (not a log ratio)." }
    );
  }
  if (k === 0) warnings.push({ code: "no-ci", benchmark, message: "too few units for a 95% confidence interval of the change." });
}
function testedRow(b, h, settings2, gate) {
  const warnings = [];
  const better = h.better;
  const uv = unitValues(b.runs, h.runs, settings2.outliers, better);
  const base = summarizeSide("base", uv.base, uv.unit, h.benchmark, warnings);
  const head2 = summarizeSide("head", uv.head, uv.unit, h.benchmark, warnings);
  if (b.unit !== h.unit)
    warnings.push({ code: "unit-mismatch", benchmark: h.benchmark, message: `unit differs: base "${b.unit}", head "${h.unit}"; compared as numbers.` });
  if (b.better !== h.better)
    warnings.push({
      code: "direction-mismatch",
      benchmark: h.benchmark,
      message: `direction differs: base says ${b.better} is better, head ${h.better}; used head's.`
    });
  if (uv.unit !== "run") {
    warnings.push({
      code: "unit-fallback",
      benchmark: h.benchmark,
      message: FALLBACK_MESSAGE[uv.unit]
    });
  }
  const paired3 = uv.unit === "run" ? pairedView(uv.base, uv.head, better, base.median) : null;
  const test = settings2.test === "paired" && paired3 !== null ? "paired" : "mann-whitney";
  if (settings2.test === "paired" && test !== "paired") {
    warnings.push({ code: "no-pairs", benchmark: h.benchmark, message: "no rounds to pair (the runs carry no round): decided with Mann-Whitney." });
  }
  const row2 = blankRow(h, uv.unit, base, head2, "insufficient", gate.has(h.metric), test, warnings);
  if (paired3) row2.paired = pairedSummary(paired3);
  if (uv.base.sorted.length < MIN_TESTED || uv.head.sorted.length < MIN_TESTED) return row2;
  const mw = twoSampleView(uv.base.sorted, uv.head.sorted);
  row2.mannWhitney = mannWhitneySummary(mw);
  if (test === "paired") {
    if (paired3.pairs < MIN_TESTED) return row2;
    row2.p = paired3.p;
    row2.ratio = paired3.ratio;
    row2.ratioCI = paired3.ratioCI;
    if (paired3.method !== "all-zero") effectWarnings(paired3.scale, paired3.ratio, paired3.k, h.benchmark, warnings);
  } else {
    row2.p = mw.p;
    row2.ratio = mw.ratio;
    row2.ratioCI = mw.ratioCI;
    effectWarnings(mw.scale, mw.ratio, mw.k, h.benchmark, warnings);
  }
  row2.deltaPct = row2.ratio === null ? null : 100 * (row2.ratio - 1);
  row2.verdict = "unchanged";
  return row2;
}
function compareSeries(base, head2, settings2, options = {}) {
  const runWarnings = [];
  const baseByKey = indexSeries(base, "base", runWarnings);
  const headByKey = indexSeries(head2, "head", runWarnings);
  const gate = new Set(settings2.gate);
  const rows2 = [];
  for (const b of baseByKey.values()) {
    const h = headByKey.get(b);
    rows2.push(h ? testedRow(b, h, settings2, gate) : oneSided(b, b.runs, "base", settings2, gate));
  }
  for (const h of headByKey.values()) if (!baseByKey.has(h)) rows2.push(oneSided(h, h.runs, "head", settings2, gate));
  const rulesTouched = options.rules ? applyRules(rows2, options.rules) : void 0;
  const family = decideFamilyInPlace(rows2, settings2, options);
  const { summary, verdict } = summarize(family.comparisons, settings2);
  return {
    comparisons: family.comparisons,
    summary,
    verdict,
    warnings: [...runWarnings, ...family.warnings],
    familySize: family.familySize,
    ...rulesTouched ? { rulesTouched } : {}
  };
}
var REMOVED_WARN_FRACTION, MIN_TESTED, NOT_TESTED, UNIT_NOUN, FALLBACK_MESSAGE;
var init_compare = __esm({
  "src/stats/compare.ts"() {
    "use strict";
    init_apply();
    init_describe();
    init_family();
    init_median();
    init_paired();
    init_series_index();
    init_summary();
    init_twosample();
    init_units2();
    REMOVED_WARN_FRACTION = 0.2;
    MIN_TESTED = 2;
    NOT_TESTED = { p: null, ratio: null, ratioCI: null, shift: null, constant: false };
    UNIT_NOUN = { run: "runs", process: "processes", sample: "samples" };
    FALLBACK_MESSAGE = Object.fromEntries(
      ["process", "sample"].map((u) => [
        u,
        `a side has fewer than 2 runs: the ${UNIT_NOUN[u]} are the unit, and their p-value is optimistic (they share one run's luck); run more rounds.`
      ])
    );
  }
});

// src/pipeline/compare.ts
function sideSeries(results, metrics) {
  const out = [];
  for (const result of results) for (const s of result.series) if (!metrics || metrics.includes(s.metric)) out.push(s);
  return out;
}
function mergeContext(results) {
  const values = /* @__PURE__ */ new Map();
  for (const result of results) {
    for (const [key, value] of Object.entries(result.context)) {
      const seen = values.get(key) ?? [];
      if (!seen.includes(value)) seen.push(value);
      values.set(key, seen);
    }
  }
  return Object.fromEntries([...values].map(([key, vs]) => [key, vs.join(" | ")]));
}
function cpuWarnings(base, head2) {
  const out = [];
  if (base.cpuModel && head2.cpuModel && base.cpuModel !== head2.cpuModel) {
    out.push({
      code: "cpu-mismatch",
      message: `base and head ran on different CPUs (${base.cpuModel} vs ${head2.cpuModel}); differences may come from the machine, not the code`
    });
  }
  for (const key of Object.keys(base.tool ?? {})) {
    const b = base.tool?.[key];
    const h = head2.tool?.[key];
    if (CPU_KEY.test(key) && b !== void 0 && h !== void 0 && b !== h) {
      out.push({
        code: "cpu-mismatch",
        message: `the benchmark tool reported different CPUs (${key}: ${b} on base, ${h} on head); differences may come from the machine, not the code`
      });
    }
  }
  return out;
}
function formatWarnings(base, head2) {
  const formats = (rs) => [...new Set(rs.map((r) => r.format))];
  const b = formats(base);
  const h = formats(head2);
  if (b.length === 1 && h.length === 1 && b[0] === h[0]) return [];
  if (b.length === 0 || h.length === 0) return [];
  return [{ code: "format-mismatch", message: `base was read as ${b.join(", ")} and head as ${h.join(", ")}: comparing results of different tools` }];
}
function sideWarnings(results, side3) {
  return results.flatMap((r) => r.warnings.map((w) => ({ ...w, message: `${side3}: ${w.message}` })));
}
function uniqueWarnings(list) {
  const seen = /* @__PURE__ */ new Set();
  return list.filter((w) => {
    const key = JSON.stringify([w.code, w.benchmark ?? "", w.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function failedRunsWarnings(run2) {
  if (!run2?.failedRuns.length) return [];
  const list = run2.failedRuns.map((f) => `${f.side} round ${f.round} (${f.reason})`).join("; ");
  return [{ code: "failed-runs", message: `${run2.failedRuns.length} of ${run2.rounds * 2} runs failed and were left out: ${list}` }];
}
function buildReport(input) {
  const warnings = [
    ...failedRunsWarnings(input.run),
    ...sideWarnings(input.base, "base"),
    ...sideWarnings(input.head, "head"),
    ...formatWarnings(input.base, input.head)
  ];
  const base = sideSeries(input.base, input.metrics);
  const head2 = sideSeries(input.head, input.metrics);
  const machine2 = {
    base: { ...input.machine?.base, tool: { ...input.machine?.base?.tool, ...mergeContext(input.base) } },
    head: { ...input.machine?.head, tool: { ...input.machine?.head?.tool, ...mergeContext(input.head) } }
  };
  warnings.push(...cpuWarnings(machine2.base, machine2.head));
  const result = compareSeries(base, head2, input.settings, { ...input.compare, ...input.rules ? { rules: input.rules.rules } : {} });
  for (const w of result.warnings) warnings.push(w);
  return {
    version: 2,
    settings: input.settings,
    machine: machine2,
    comparisons: result.comparisons,
    summary: result.summary,
    verdict: result.verdict,
    ...input.run ? { run: input.run } : {},
    warnings: uniqueWarnings(warnings),
    ...input.rules && result.rulesTouched ? { rules: rulesInfo(input.rules, result.rulesTouched) } : {}
  };
}
var CPU_KEY;
var init_compare2 = __esm({
  "src/pipeline/compare.ts"() {
    "use strict";
    init_compare();
    init_apply();
    CPU_KEY = /^(cpu|cpu[ _-]?model|cpu[ _-]?name|model[ _-]?name|processor|processor[ _-]?name)$/i;
  }
});

// src/report/json.ts
function side(s) {
  return {
    n: s.n,
    kept: s.kept,
    median: num(s.median),
    ci: pair(s.ci),
    removed: s.removed,
    units: s.units,
    flagged: s.flagged,
    mean: num(s.mean),
    sd: num(s.sd),
    se: num(s.se),
    cv: num(s.cv),
    mad: num(s.mad)
  };
}
function mannWhitney(m) {
  return { p: num(m.p), ratio: num(m.ratio), ratioCI: pair(m.ratioCI), shift: num(m.shift), constant: m.constant };
}
function paired(m) {
  if (m === null) return null;
  return {
    pairs: m.pairs,
    p: num(m.p) ?? 1,
    ratio: num(m.ratio),
    ratioCI: pair(m.ratioCI),
    worseRounds: m.worseRounds,
    shift: num(m.shift),
    constant: m.constant
  };
}
function warning(w) {
  return w.benchmark === void 0 ? { code: w.code, message: w.message } : { code: w.code, message: w.message, benchmark: w.benchmark };
}
function comparison(c) {
  const row2 = {
    benchmark: c.benchmark,
    metric: c.metric,
    unit: c.unit,
    better: c.better,
    unitOfAnalysis: c.unitOfAnalysis,
    base: side(c.base),
    head: side(c.head),
    test: c.test,
    ratio: num(c.ratio),
    ratioCI: pair(c.ratioCI),
    deltaPct: num(c.deltaPct),
    p: num(c.p),
    pAdjusted: num(c.pAdjusted),
    mannWhitney: mannWhitney(c.mannWhitney),
    paired: paired(c.paired),
    verdict: c.verdict,
    warnings: c.warnings.map(warning)
  };
  if (c.group !== void 0) row2.group = c.group;
  row2.gated = c.gated;
  if (c.roundsNeeded !== void 0) row2.roundsNeeded = c.roundsNeeded;
  if (c.threshold !== void 0) row2.threshold = c.threshold;
  if (c.minChange !== void 0) row2.minChange = c.minChange;
  if (c.rules !== void 0) row2.rules = [...c.rules];
  return row2;
}
function toJsonReport(report) {
  return jsonDocument(report, report.comparisons.map(comparison));
}
function jsonDocument(report, comparisons) {
  const summary = {};
  for (const v of VERDICTS) summary[v] = report.summary[v] ?? 0;
  summary.geomean = num(report.summary.geomean);
  summary.geomeans = Object.fromEntries(Object.entries(report.summary.geomeans ?? {}).filter(([, g2]) => Number.isFinite(g2)));
  return {
    version: 2,
    settings: {
      alpha: report.settings.alpha,
      threshold: report.settings.threshold,
      correction: report.settings.correction,
      outliers: report.settings.outliers,
      test: report.settings.test,
      gate: [...report.settings.gate],
      failOnInconclusive: report.settings.failOnInconclusive
    },
    machine: { base: report.machine.base, head: report.machine.head },
    comparisons,
    summary,
    verdict: report.verdict,
    ...report.run ? { run: report.run } : {},
    ...report.rounds ? { rounds: report.rounds } : {},
    warnings: report.warnings.map(warning),
    ...report.shards ? { shards: report.shards } : {},
    ...report.rules ? { rules: report.rules } : {},
    ...report.acceptance ? { acceptance: { ...report.acceptance } } : {}
  };
}
function renderJson(report) {
  return JSON.stringify(toJsonReport(report), null, 2) + "\n";
}
function* renderJsonChunks(report) {
  const comparisons = report.comparisons;
  const shell = JSON.stringify(jsonDocument(report, []), null, 2);
  const at = shell.indexOf('\n  "comparisons": []');
  if (comparisons.length === 0 || at < 0) {
    yield comparisons.length === 0 ? shell + "\n" : renderJson(report);
    return;
  }
  const open2 = '{\n  "comparisons": [\n';
  const close = "\n  ]\n}";
  yield `${shell.slice(0, at)}
  "comparisons": [
`;
  for (let i = 0; i < comparisons.length; i += JSON_ROWS_PER_CHUNK) {
    const text = JSON.stringify({ comparisons: comparisons.slice(i, i + JSON_ROWS_PER_CHUNK).map(comparison) }, null, 2);
    yield `${i > 0 ? ",\n" : ""}${text.slice(open2.length, text.length - close.length)}`;
  }
  yield `
  ]${shell.slice(at + '\n  "comparisons": []'.length)}
`;
}
var num, pair, JSON_ROWS_PER_CHUNK;
var init_json2 = __esm({
  "src/report/json.ts"() {
    "use strict";
    init_model();
    num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
    pair = (v) => v && Number.isFinite(v[0]) && Number.isFinite(v[1]) ? [v[0], v[1]] : null;
    JSON_ROWS_PER_CHUNK = 200;
  }
});

// src/report/chart.ts
function chartableRows(report) {
  return report.comparisons.filter((c) => CHARTED.has(c.verdict) && c.deltaPct !== null && Number.isFinite(c.deltaPct));
}
function chartLabel(text) {
  const clean = inertLine(text.replace(/[\u2028\u2029]/g, " ")).replace(/["`]/g, "'").replace(/</g, "\u2039").replace(/>/g, "\u203A").replace(/%+/g, "%").replace(/;/g, ",").replace(/\](?=\()/g, "]\u200B").replace(/\s+/g, " ").trim();
  return clean === "" ? "(unnamed)" : clean;
}
function labels(rows2) {
  const severalMetrics = new Set(rows2.map((c) => c.metric)).size > 1;
  const used = /* @__PURE__ */ new Set();
  return rows2.map((c) => {
    const name2 = displayName(c.benchmark, CHART_NAME_CHARS);
    const base = chartLabel(severalMetrics ? `${name2} \xB7 ${c.metric}` : name2);
    let label = base;
    for (let n = 2; used.has(label); n++) label = `${base} (${n})`;
    used.add(label);
    return label;
  });
}
function num2(value) {
  const text = value.toFixed(2).replace(/\.?0+$/, "");
  return text === "-0" ? "0" : text;
}
function niceStep(rough) {
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}
function series(bar, min) {
  const { delta } = bar;
  const lo = Math.min(bar.lo, delta);
  const hi = Math.max(bar.hi, delta);
  if (delta >= 0) {
    return [hi, delta, Math.max(lo, 0), min, lo < 0 ? 0 : min, Math.min(lo, 0)];
  }
  return [hi > 0 ? hi : min, min, 0, Math.min(hi, 0), delta, lo];
}
function renderChart(report, maxBars = CHART_MAX_BARS) {
  const rows2 = chartableRows(report);
  if (rows2.length === 0) return [];
  const shown = [...rows2].sort((a, b) => Math.abs(b.deltaPct) - Math.abs(a.deltaPct)).slice(0, maxBars);
  shown.sort((a, b) => b.deltaPct - a.deltaPct);
  const names = labels(shown);
  const round = (v) => Math.round(v * 100) / 100;
  const bars = shown.map((c, i) => {
    const delta = round(c.deltaPct);
    const ci = c.ratioCI && c.ratioCI.every(Number.isFinite) ? c.ratioCI.map((r) => round(100 * (r - 1))) : [delta, delta];
    return { label: names[i], delta, lo: Math.min(ci[0], ci[1]), hi: Math.max(ci[0], ci[1]) };
  });
  const values = bars.flatMap((b) => [b.delta, b.lo, b.hi]);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep((high - low || 1) / 5);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const columns2 = bars.map((b) => series(b, min));
  const palette = [COLOURS.ciBeyondBar, COLOURS.ciOnBar, COLOURS.bar, COLOURS.ciOnBar, COLOURS.ciBeyondBar, COLOURS.background].join(", ");
  const init = {
    xyChart: { width: 720, height: Math.min(140 + 34 * bars.length, 900), chartOrientation: "horizontal" },
    themeVariables: {
      xyChart: {
        backgroundColor: COLOURS.background,
        titleColor: COLOURS.text,
        xAxisLabelColor: COLOURS.text,
        xAxisTitleColor: COLOURS.text,
        xAxisTickColor: COLOURS.axis,
        xAxisLineColor: COLOURS.axis,
        yAxisLabelColor: COLOURS.text,
        yAxisTitleColor: COLOURS.text,
        yAxisTickColor: COLOURS.axis,
        yAxisLineColor: COLOURS.axis,
        plotColorPalette: palette
      }
    }
  };
  const capped = rows2.length > shown.length ? ` Showing the ${shown.length} largest changes of ${rows2.length}.` : "";
  return [
    "```mermaid",
    `%%{init: ${JSON.stringify(init)}}%%`,
    "xychart-beta horizontal",
    `  title "Changed rows: \u0394 % with its 95% CI"`,
    `  x-axis [${bars.map((b) => `"${b.label}"`).join(", ")}]`,
    `  y-axis "\u0394 % (head vs base)" ${num2(min)} --> ${num2(max)}`,
    ...columns2[0].map((_, s) => `  bar [${columns2.map((col) => num2(col[s])).join(", ")}]`),
    "```",
    "",
    `<sub>Each bar runs from 0 to the row's \u0394 % (head vs base); the darker and lighter shading over it is the 95% confidence interval.${capped}</sub>`
  ];
}
var CHART_MAX_BARS, CHART_NAME_CHARS, CHARTED, COLOURS;
var init_chart = __esm({
  "src/report/chart.ts"() {
    "use strict";
    init_display_name();
    init_escape();
    CHART_MAX_BARS = 20;
    CHART_NAME_CHARS = 40;
    CHARTED = /* @__PURE__ */ new Set(["regression", "improvement", "minor", "accepted"]);
    COLOURS = {
      background: "#ffffff",
      text: "#1f2328",
      axis: "#59636e",
      bar: "#54aeff",
      ciOnBar: "#0969da",
      ciBeyondBar: "#b6e3ff"
    };
  }
});

// src/report/warning-groups.ts
function reportWarningGroups(report) {
  const g2 = new Grouper();
  for (const w of report.warnings) g2.add(w, w.benchmark);
  return g2.list();
}
function rowWarningGroups(report) {
  let groups = rowGroupsOf.get(report);
  if (!groups) {
    const g2 = new Grouper();
    for (const c of report.comparisons) for (const w of c.warnings) g2.add(w, c.benchmark, c.metric);
    rowGroupsOf.set(report, groups = g2.list());
  }
  return [...groups];
}
function nameList(names, render) {
  const shown = names.slice(0, NAMES_SHOWN).map(render);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown.join("");
}
var NAMES_SHOWN, Grouper, rowGroupsOf;
var init_warning_groups = __esm({
  "src/report/warning-groups.ts"() {
    "use strict";
    NAMES_SHOWN = 5;
    Grouper = class {
      // code → metric → message: nested maps rather than one joined key, so that each warning's
      // message is hashed as it is (once, the hash stays on the string) and no key string is built
      // per warning (a large run has tens of thousands).
      byCode = /* @__PURE__ */ new Map();
      groups = [];
      add(w, name2, metric) {
        let byMetric = this.byCode.get(w.code);
        if (!byMetric) this.byCode.set(w.code, byMetric = /* @__PURE__ */ new Map());
        let byMessage = byMetric.get(metric);
        if (!byMessage) byMetric.set(metric, byMessage = /* @__PURE__ */ new Map());
        let entry = byMessage.get(w.message);
        if (!entry) {
          const group = metric === void 0 ? { code: w.code, message: w.message, names: [] } : { code: w.code, message: w.message, metric, names: [] };
          byMessage.set(w.message, entry = { group, seen: /* @__PURE__ */ new Set() });
          this.groups.push(group);
        }
        if (name2 !== void 0 && !entry.seen.has(name2)) {
          entry.seen.add(name2);
          entry.group.names.push(name2);
        }
      }
      list() {
        return [...this.groups];
      }
    };
    rowGroupsOf = /* @__PURE__ */ new WeakMap();
  }
});

// src/report/format-units.ts
function scalesFor(unit) {
  switch (unit) {
    case "s":
      return TIME2;
    case "B":
      return BYTES2;
    case "B/s":
      return BYTE_RATE;
    default: {
      let scales = siScales.get(unit);
      if (!scales) siScales.set(unit, scales = SI2(unit));
      return scales;
    }
  }
}
function scaleOf(scales, abs) {
  for (const s of scales) if (abs >= s.factor * 0.9995) return s;
  return scales[scales.length - 1];
}
function formatSignificant(value, digits = 3) {
  if (!Number.isFinite(value)) return value > 0 ? "\u221E" : value < 0 ? `${MINUS}\u221E` : "NaN";
  if (value === 0) return "0";
  const abs = Math.abs(value);
  let text;
  if (abs >= 10 ** digits) text = abs.toFixed(0);
  else if (abs < 1e-3) text = abs.toPrecision(digits);
  else text = String(Number(abs.toPrecision(digits)));
  return value < 0 ? MINUS + text : text;
}
function formatValue(value, unit) {
  if (value === null || Number.isNaN(value)) return "\u2014";
  const scales = scalesFor(unit);
  const abs = Math.abs(value);
  const scale = abs === 0 ? scales.find((s) => s.factor === 1) : scaleOf(scales, abs);
  const text = formatSignificant(value / scale.factor);
  return scale.suffix === "" ? text : `${text} ${scale.suffix}`;
}
function formatSpread(median, ci) {
  if (median === null) return "";
  if (ci === null) return "\xB1 \u221E";
  if (median === 0) return ci[0] === 0 && ci[1] === 0 ? "\xB1 0%" : "\xB1 \u221E";
  const half = Math.max(Math.abs(ci[1] - median), Math.abs(median - ci[0]));
  return `\xB1 ${formatPercentMagnitude(100 * half / Math.abs(median))}%`;
}
function formatPercentMagnitude(pct) {
  if (!Number.isFinite(pct)) return "\u221E";
  if (pct === 0) return "0";
  if (pct < 10) {
    const text = pct.toFixed(1);
    return text.endsWith(".0") ? text.slice(0, -2) : text;
  }
  return pct.toFixed(0);
}
function formatMedian(median, ci, unit) {
  if (median === null) return "\u2014";
  return `${formatValue(median, unit)} ${formatSpread(median, ci)}`;
}
function formatDelta(pct) {
  if (pct === null || Number.isNaN(pct)) return "\u2014";
  return `${signedNumber(pct)}%`;
}
function signedNumber(pct) {
  const sign = pct > 0 ? "+" : pct < 0 ? MINUS : "\xB1";
  const abs = Math.abs(pct);
  const text = !Number.isFinite(abs) ? "\u221E" : abs >= 1e3 ? abs.toFixed(0) : abs.toFixed(1);
  return sign + text;
}
function formatRatioCI(ci) {
  if (ci === null) return "";
  const bound = (r) => Number.isNaN(r) ? "\u2014" : signedNumber(100 * (r - 1));
  return `(${bound(ci[0])} \u2026 ${bound(ci[1])})`;
}
function formatP(p) {
  if (p === null || Number.isNaN(p)) return "\u2014";
  if (p >= 1) return "1";
  if (p === 0) return "0";
  return p >= 1e-3 ? String(Number(p.toPrecision(2))) : p.toExponential(1);
}
function formatGeomean(geomean2) {
  return geomean2 === null ? "\u2014" : formatDelta(100 * (geomean2 - 1));
}
function formatBytes(bytes) {
  return formatValue(bytes, "B");
}
var MINUS, TIME2, BYTES2, BYTE_RATE, SI2, siScales;
var init_format_units = __esm({
  "src/report/format-units.ts"() {
    "use strict";
    MINUS = "\u2212";
    TIME2 = [
      { factor: 1, suffix: "s" },
      { factor: 1e-3, suffix: "ms" },
      { factor: 1e-6, suffix: "\xB5s" },
      { factor: 1e-9, suffix: "ns" },
      { factor: 1e-12, suffix: "ps" }
    ];
    BYTES2 = [
      { factor: 1024 ** 4, suffix: "TiB" },
      { factor: 1024 ** 3, suffix: "GiB" },
      { factor: 1024 ** 2, suffix: "MiB" },
      { factor: 1024, suffix: "KiB" },
      { factor: 1, suffix: "B" }
    ];
    BYTE_RATE = [
      { factor: 1e12, suffix: "TB/s" },
      { factor: 1e9, suffix: "GB/s" },
      { factor: 1e6, suffix: "MB/s" },
      { factor: 1e3, suffix: "kB/s" },
      { factor: 1, suffix: "B/s" }
    ];
    SI2 = (unit) => [
      { factor: 1e12, suffix: `T ${unit}` },
      { factor: 1e9, suffix: `G ${unit}` },
      { factor: 1e6, suffix: `M ${unit}` },
      { factor: 1, suffix: unit }
    ];
    siScales = /* @__PURE__ */ new Map();
  }
});

// src/report/verdict-text.ts
function thresholdPct(report, c) {
  return `${formatSignificant((c?.threshold ?? report.settings.threshold) * 100)}%`;
}
function minorText(c, report) {
  const t = c.threshold ?? report.settings.threshold;
  const pastThreshold = c.ratio !== null && (c.ratio >= 1 + t || c.ratio <= 1 / (1 + t));
  if (c.minChange !== void 0 && (pastThreshold || c.ratio === null)) return `minor (< ${formatValue(c.minChange, c.unit)})`;
  return `minor (< ${thresholdPct(report, c)})`;
}
function ignoredText(c) {
  const rules = c.rules ?? [];
  return rules.length ? `ignored (rule ${rules.join(", ")})` : "ignored";
}
function inconclusiveText(c) {
  const worst = c.ratioCI ? c.better === "lower" ? c.ratioCI[1] : c.ratioCI[0] : null;
  const upTo = worst === null ? "" : `: up to ${formatDelta(100 * (worst - 1))}`;
  const needs = c.roundsNeeded !== void 0 ? `; needs ~${c.roundsNeeded} rounds` : "";
  return `inconclusive${upTo}${needs}`;
}
function withinText(c, report) {
  if (c.minChange !== void 0 && c.ratioCI) {
    const t = c.threshold ?? report.settings.threshold;
    if (!(c.ratioCI[0] > 1 / (1 + t) && c.ratioCI[1] < 1 + t)) return `within \xB1${formatValue(c.minChange, c.unit)}`;
  }
  return `within \xB1${thresholdPct(report, c)}`;
}
function unchangedText(c, report) {
  return `unchanged (${withinText(c, report)})`;
}
function insufficientText(c) {
  return c.roundsNeeded !== void 0 ? `insufficient: needs \u2265 ${c.roundsNeeded} rounds` : "insufficient runs";
}
function worseRoundsText(c) {
  return c.paired && c.paired.pairs > 0 ? `worse in ${c.paired.worseRounds}/${c.paired.pairs} rounds` : "";
}
function otherTestText(c, alpha) {
  if (c.p === null || c.paired === null || c.mannWhitney.p === null) return "";
  const other = c.test === "paired" ? { name: "Mann-Whitney", p: c.mannWhitney.p } : { name: "paired", p: c.paired.p };
  return c.p < alpha === other.p < alpha ? "" : `${other.name} p = ${formatP(other.p)}`;
}
function acceptedByText(acceptance2) {
  const by = acceptance2.by !== null ? `@${acceptance2.by}` : "an unknown user";
  if (acceptance2.at === null) return `added by ${by}`;
  const m = UTC_TIME.exec(acceptance2.at);
  return `added by ${by} on ${m ? `${m[1]} ${m[2]} UTC` : acceptance2.at}`;
}
function verdictNotes(c, alpha) {
  if (c.verdict === "added" || c.verdict === "removed" || c.verdict === "ignored") return "";
  const rounds2 = worseRoundsText(c);
  const other = otherTestText(c, alpha);
  return rounds2 && other ? `${rounds2} \xB7 ${other}` : rounds2 || other;
}
var UTC_TIME;
var init_verdict_text = __esm({
  "src/report/verdict-text.ts"() {
    "use strict";
    init_format_units();
    UTC_TIME = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/;
  }
});

// src/report/markdown.ts
function commentMarker(key = "default") {
  return `<!-- benchgate:${key.replace(/[^\w.-]/g, "-")} -->`;
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function countsText(report) {
  const s = report.summary;
  const parts = [];
  if (s.regression) parts.push(plural(s.regression, "regression"));
  if (s.accepted) parts.push(plural(s.accepted, "accepted regression"));
  if (s.improvement) parts.push(plural(s.improvement, "improvement"));
  if (s.minor) parts.push(`${s.minor} minor`);
  if (s.unchanged) parts.push(`${s.unchanged} unchanged`);
  if (s.inconclusive) parts.push(`${s.inconclusive} inconclusive`);
  if (s.insufficient) parts.push(`${s.insufficient} insufficient`);
  if (s.added) parts.push(`${s.added} added`);
  if (s.removed) parts.push(`${s.removed} removed`);
  if (s.ignored) parts.push(`${s.ignored} ignored`);
  return parts.length ? parts.join(", ") : "no benchmarks compared";
}
function header(report) {
  const ungatedRegressions = report.comparisons.filter((c) => c.verdict === "regression" && !c.gated).length;
  const icon = report.verdict === "fail" ? "\u274C" : report.summary.regression > 0 || report.summary.insufficient > 0 || report.summary.inconclusive > 0 ? "\u26A0\uFE0F" : report.summary.accepted > 0 ? "\u{1F7E1}" : "\u2705";
  let text = `### ${icon} benchgate: ${countsText(report)}`;
  if (report.verdict === "pass" && ungatedRegressions > 0) {
    const which = report.summary.accepted > 0 ? `${plural(ungatedRegressions, "regression")} ` : "";
    text += ` (${which}only in metrics that do not gate the check; gated: ${report.settings.gate.map(escapeText).join(", ") || "none"})`;
  }
  const base = shortSha(report.run?.base.sha);
  const head2 = shortSha(report.run?.head.sha);
  if (base || head2) text += ` \xB7 base ${codeSpan(base ?? "?")} \u2192 head ${codeSpan(head2 ?? "?")}`;
  return text;
}
function acceptanceLine(acceptance2, accepted) {
  const what = accepted === 1 ? "Regression accepted" : "Regressions accepted";
  return `> \u{1F7E1} ${what} with the label ${codeSpan(acceptance2.label)}, ${escapeText(acceptedByText(acceptance2))}.`;
}
function benchmarkCell(c, showGroup) {
  return showGroup && c.group ? `${nameCode(c.benchmark)} <sub>${wrappingText(displayName(c.group, MARKDOWN_NAME_CHARS))}</sub>` : nameCode(c.benchmark);
}
function pCell(c) {
  if (c.p === null) return "\u2014";
  return `${formatP(c.p)} (${formatP(c.pAdjusted)})`;
}
function deltaCell(c) {
  if (c.deltaPct === null) return "\u2014";
  const delta = formatDelta(c.deltaPct);
  const strong = c.verdict === "regression" || c.verdict === "accepted" || c.verdict === "improvement";
  const ci = formatRatioCI(c.ratioCI);
  return `${strong ? `**${delta}**` : delta}${ci ? ` ${ci}` : ""}`;
}
function verdictCell(c, report) {
  const notes = verdictNotes(c, report.settings.alpha);
  return notes ? `${verdictMark(c, report)} \xB7 ${escapeText(notes)}` : verdictMark(c, report);
}
function verdictMark(c, report) {
  switch (c.verdict) {
    case "regression":
      return c.gated ? "\u{1F534} regression" : "\u{1F7E0} regression (not gated)";
    case "accepted":
      return "\u{1F7E1} accepted";
    case "improvement":
      return "\u{1F7E2} improvement";
    case "minor":
      return `\u26AA ${minorText(c, report)}`;
    case "unchanged":
      return unchangedText(c, report);
    case "inconclusive":
      return `\u2754 ${inconclusiveText(c)}`;
    case "insufficient":
      return `\u26A0\uFE0F ${insufficientText(c)}`;
    case "added":
      return "\u2795 added (head only)";
    case "removed":
      return "\u2796 removed (base only)";
    case "ignored":
      return `\u{1F515} ${ignoredText(c)}`;
  }
}
function sideCell(c, side3) {
  const s = c[side3];
  return s.n > 0 ? formatMedian(s.median, s.ci, c.unit) : "\u2014";
}
function row(c, ctx) {
  return `| ${COLUMNS.map((col) => col.cell(c, ctx)).join(" | ")} |`;
}
function sortChanged(rows2) {
  const rank = (c) => CHANGED.indexOf(c.verdict) * 2 + (c.verdict === "regression" && !c.gated ? 1 : 0);
  const badness = (c) => (c.deltaPct ?? 0) * (c.better === "lower" ? 1 : -1);
  return [...rows2].sort((a, b) => rank(a) - rank(b) || (a.verdict === "improvement" ? badness(a) - badness(b) : badness(b) - badness(a)));
}
function sortDetails(rows2) {
  const buckets = /* @__PURE__ */ new Map();
  for (const c of rows2) {
    const rank = DETAIL_ORDER.indexOf(c.verdict);
    const bucket = buckets.get(rank);
    if (bucket) bucket.push(c);
    else buckets.set(rank, [c]);
  }
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((rank) => buckets.get(rank));
}
function detailsSummary(report, details) {
  const count = (v) => details.filter((c) => c.verdict === v).length;
  const parts = [];
  if (count("unchanged")) parts.push(`${count("unchanged")} unchanged (each within \xB1${thresholdPct(report)})`);
  if (count("insufficient")) parts.push(`${count("insufficient")} insufficient`);
  const addedRemoved = count("added") + count("removed");
  if (addedRemoved) parts.push(`${addedRemoved} added/removed`);
  if (count("ignored")) parts.push(`${count("ignored")} ignored by rules (never gate)`);
  parts.push(`geomean ${formatGeomean(report.summary.geomean)}`);
  return parts.join(" \xB7 ");
}
function loadRange(loads) {
  if (!loads?.length) return void 0;
  const sorted = [...loads].sort((a, b) => a - b);
  const [lo, hi] = [sorted[0], sorted[sorted.length - 1]];
  const median = sorted[sorted.length - 1 >> 1];
  return lo === hi ? lo.toFixed(2) : `${lo.toFixed(2)}\u2013${hi.toFixed(2)} (median ${median.toFixed(2)}, ${loads.length} runs)`;
}
function machineSection(report) {
  const { base, head: head2 } = report.machine;
  const rows2 = [];
  const addRow = (label, b, h) => {
    if (b === void 0 && h === void 0) return;
    const same = b !== void 0 && b === h ? " (same)" : "";
    rows2.push(`| ${label}${same} | ${b === void 0 ? "\u2014" : escapeText(b)} | ${h === void 0 ? "\u2014" : escapeText(h)} |`);
  };
  for (const [label, get] of MACHINE_FIELDS) addRow(label, get(base), get(head2));
  const toolKeys = [.../* @__PURE__ */ new Set([...Object.keys(base.tool ?? {}), ...Object.keys(head2.tool ?? {})])].sort();
  for (const key of toolKeys) addRow(`tool: ${escapeText(key)}`, base.tool?.[key], head2.tool?.[key]);
  for (const shard2 of report.shards ?? [])
    addRow(`shard ${escapeText(shard2.name)}: CPU model`, shard2.base.cpuModel ?? shard2.base.tool?.cpu, shard2.head.cpuModel ?? shard2.head.tool?.cpu);
  if (rows2.length === 0) return ["<details><summary>Machine: not recorded</summary>", "", "Neither side recorded machine information.", "", "</details>"];
  const cpuBase = base.cpuModel ?? base.tool?.cpu;
  const cpuHead = head2.cpuModel ?? head2.tool?.cpu;
  const shardCpus = [
    ...new Set(
      (report.shards ?? []).flatMap((s) => [s.base.cpuModel ?? s.base.tool?.cpu, s.head.cpuModel ?? s.head.tool?.cpu]).filter((c) => !!c)
    )
  ];
  const cpu = report.shards?.length ? `${plural(report.shards.length, "shard")} on ${shardCpus.length ? shardCpus.map(escapeText).join(", ") : "CPUs not reported"}` : cpuBase && cpuHead ? cpuBase === cpuHead ? `${escapeText(cpuBase)} (same on both sides)` : `\u26A0\uFE0F different CPUs: ${escapeText(cpuBase)} vs ${escapeText(cpuHead)}` : cpuBase || cpuHead ? escapeText(cpuBase ?? cpuHead) : "CPU not reported";
  return [`<details><summary>Machine: ${cpu}</summary>`, "", "| | base | head |", "|---|---|---|", ...rows2, "", "</details>"];
}
function correctionText(report, tests) {
  const name2 = { holm: "Holm", bh: "Benjamini\u2013Hochberg", none: "no correction" }[report.settings.correction];
  return report.settings.correction === "none" ? `${name2} (${plural(tests, "test")})` : `${name2} over ${plural(tests, "test")}`;
}
function stoppedText(report) {
  const r = report.rounds;
  if (!r || r.stopped === "fixed") return "";
  const looks = r.looks.length ? ` after ${plural(r.looks.length, "look")} at ${r.looks.map((l) => l.rounds).join(", ")} rounds` : "";
  const why = r.stopped === "decided" ? "stopped: all gated rows decided" : `stopped: max-rounds (${r.planned}) reached with rows undecided`;
  return `; rounds: auto, ${why}${looks}, each look at \u03B1 = ${+r.lookAlpha.toPrecision(3)}`;
}
function settingsLine(report) {
  const parts = [];
  const run2 = report.run;
  if (run2) {
    const warmup = run2.warmup > 0 ? `, ${run2.warmup} warm-up ${run2.warmup === 1 ? "round" : "rounds"} discarded` : "";
    parts.push(`${run2.rounds} rounds \xD7 2 sides, interleaved (random order)${warmup}${stoppedText(report)}`);
  } else {
    parts.push("compared from result files");
  }
  const tests = report.comparisons.filter((c) => c.p !== null && c.verdict !== "ignored" && !rowIsConstant(c)).length;
  parts.push(
    `${report.settings.test === "paired" ? "Wilcoxon signed-rank on paired rounds" : "Mann-Whitney U on per-run values"}, ${correctionText(report, tests)}, \u03B1 = ${report.settings.alpha}, threshold ${thresholdPct(report)}`
  );
  const raw = report.comparisons.reduce((sum2, c) => sum2 + c.base.n + c.head.n, 0);
  const removed = report.comparisons.reduce((sum2, c) => sum2 + (c.base.n - c.base.kept) + (c.head.n - c.head.kept), 0);
  const mode = { iqr: "Tukey 1.5\xD7IQR inside each run", upper: "Tukey 1.5\xD7IQR inside each run, slow side only", none: "none removed" }[report.settings.outliers];
  const units = report.comparisons.reduce((sum2, c) => sum2 + c.base.units + c.head.units, 0);
  const flagged = report.comparisons.reduce((sum2, c) => sum2 + c.base.flagged + c.head.flagged, 0);
  const outlierUnits = flagged > 0 ? `; ${flagged} of ${units} units ${flagged === 1 ? "was an outlier" : "were outliers"}` : "";
  parts.push(
    report.settings.outliers === "none" ? `outliers: ${mode}${outlierUnits ? ` (${outlierUnits.slice(2)})` : ""}` : `outliers: ${mode} (${removed} of ${raw} samples removed${outlierUnits})`
  );
  parts.push(`gated metrics: ${report.settings.gate.map(escapeText).join(", ") || "none"}`);
  if (report.rules) parts.push(rulesText(report.rules));
  return parts.join(" \xB7 ");
}
function rulesText(rules) {
  const what = (r, i) => {
    const sets = [];
    if (r.threshold !== void 0) sets.push(`threshold ${formatSignificant(r.threshold * 100)}%`);
    if (r.gate !== void 0) sets.push(r.gate ? "gated" : "not gated");
    if (r.ignore !== void 0) sets.push(r.ignore ? "ignored" : "not ignored");
    if (r.minChange !== void 0) sets.push(`min-change ${escapeText(r.minChange)}`);
    const metric = r.metric ? ` (${r.metric.map(escapeText).join(", ")})` : "";
    return `#${i + 1} ${r.match.map((m) => codeSpan(m)).join(", ")}${metric} ${sets.join(", ")} \u2192 ${plural(r.rows, "row")}`;
  };
  const source = rules.source.startsWith("base ") ? `base ${codeSpan(rules.source.slice(5, 12))}` : escapeText(rules.source);
  return `rules: ${codeSpan(rules.file)} (${source}): ${rules.rules.length ? rules.rules.map(what).join("; ") : "none"}`;
}
function warningLines(report, maxWarnings) {
  const clip = (w) => escapeText(w.length > 300 ? `${w.slice(0, 300)}\u2026` : w);
  const names = (g2) => nameList(g2.names, nameCode);
  const all = [
    ...reportWarningGroups(report).map((g2) => () => g2.names.length > 1 ? `${clip(g2.message)} \u2014 ${names(g2)}` : clip(g2.message)),
    ...(report.run?.failedRuns ?? []).map(
      (f) => () => `${f.side} round ${f.round} failed: ${clip(f.reason)}${f.exitCode != null ? ` (exit ${f.exitCode})` : ""}`
    ),
    ...rowWarningGroups(report).map((g2) => () => `${names(g2)} (${escapeText(g2.metric ?? "")}): ${clip(g2.message)}`)
  ];
  if (all.length === 0) return [];
  const shown = all.slice(0, maxWarnings).map((w) => `- ${w()}`);
  if (all.length > maxWarnings) shown.push(`- \u2026 and ${all.length - maxWarnings} more warnings (see the JSON report)`);
  return ["**Warnings**", "", ...shown];
}
function footnotes(report) {
  const noCI = report.comparisons.some((c) => c.base.n > 0 && c.base.ci === null || c.head.n > 0 && c.head.ci === null);
  return noCI ? ["<sub>\xB1 \u221E: with 5 or fewer samples a side has no 95% confidence interval of its median.</sub>"] : [];
}
function sampleFloorNote(report) {
  const rows2 = report.comparisons.filter((c) => c.verdict === "insufficient");
  if (rows2.length === 0) return [];
  const needed = rows2.reduce((max, c) => Math.max(max, c.roundsNeeded ?? 0), 0);
  const advice = needed > 0 ? `: each side needs at least ${needed} runs (rounds)` : "";
  return [`> \u26A0\uFE0F ${plural(rows2.length, "comparison")} can never be significant with the runs given${advice}.`, ""];
}
function acceptanceNote(report) {
  return report.acceptance && report.summary.accepted > 0 ? [acceptanceLine(report.acceptance, report.summary.accepted), ""] : [];
}
function layoutOf(report, options, measure) {
  const changed = sortChanged(report.comparisons.filter((c) => CHANGED.includes(c.verdict)));
  const details = sortDetails(report.comparisons.filter((c) => !CHANGED.includes(c.verdict)));
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  const bottom = [];
  if (details.length === 0 && report.summary.geomean !== null) bottom.push(`geomean ${formatGeomean(report.summary.geomean)}`, "");
  const warnings = warningLines(report, options.maxWarnings);
  if (warnings.length) bottom.push(...warnings, "");
  bottom.push(...machineSection(report), "", settingsLine(report));
  const notes = footnotes(report);
  if (notes.length) bottom.push("", ...notes);
  return {
    top: [commentMarker(options.key), header(report), "", ...acceptanceNote(report), ...sampleFloorNote(report)],
    changedRows: new RowList(changed, (c) => row(c, { report, showGroup }), measure),
    chart: options.chart ? renderChart(report) : [],
    detailsSummary: details.length ? detailsSummary(report, details) : void 0,
    detailRows: new RowList(details, (c) => row(c, { report, showGroup }), measure),
    bottom
  };
}
function renderLines(layout, hasComparisons, changedShown, detailsShown, withChart, options, withRows = true) {
  const lines = [...layout.top];
  const omittedChanged = layout.changedRows.length - changedShown;
  const omittedDetails = layout.detailRows.length - detailsShown;
  const truncationNote = (n) => `_\u2026 ${plural(n, "more row")} not shown to stay within GitHub's size limit; ${escapeTextWithCode(options.fullReportHint)}._`;
  if (layout.changedRows.length > 0) {
    lines.push(...TABLE_HEAD, ...withRows ? layout.changedRows.first(changedShown) : []);
    if (omittedChanged > 0) lines.push("", truncationNote(omittedChanged));
    lines.push("");
    if (withChart && layout.chart.length > 0) lines.push(...layout.chart, "");
  } else if (hasComparisons) {
    lines.push("No benchmark changed significantly.", "");
  }
  if (layout.detailsSummary !== void 0) {
    lines.push(`<details><summary>${layout.detailsSummary}</summary>`, "");
    if (detailsShown > 0) lines.push(...TABLE_HEAD, ...withRows ? layout.detailRows.first(detailsShown) : [], "");
    if (omittedDetails > 0) lines.push(truncationNote(omittedDetails), "");
    lines.push("</details>", "");
  }
  lines.push(...layout.bottom);
  return lines;
}
function joinedSize(lines, measure) {
  let size = lines.length;
  for (const line of lines) size += measure(line);
  return size;
}
function largestFitting(lo, hi, fits) {
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function renderMarkdown(report, options = {}) {
  const opts = {
    key: options.key ?? "default",
    maxLength: options.maxLength ?? GITHUB_COMMENT_LIMIT,
    maxBytes: options.maxBytes ?? Infinity,
    fullReportHint: options.fullReportHint ?? "the full report is in the JSON file and the job summary",
    maxWarnings: options.maxWarnings ?? 30,
    chart: options.chart ?? true
  };
  const byBytes = Number.isFinite(opts.maxBytes);
  const measure = byBytes ? utf8Bytes : utf16Length;
  const limit = byBytes ? Math.min(opts.maxBytes, options.maxLength ?? Infinity) : opts.maxLength;
  const layout = layoutOf(report, opts, measure);
  const nChanged = layout.changedRows.length;
  const nDetails = layout.detailRows.length;
  const hasComparisons = report.comparisons.length > 0;
  const draw = (changed, details, chart2 = false) => joinLines(renderLines(layout, hasComparisons, changed, details, chart2, opts));
  const fits = (changed, details, chart2 = false) => {
    const rest = joinedSize(renderLines(layout, hasComparisons, changed, details, chart2, opts, false), measure);
    const budget = limit - rest;
    return budget >= 0 && layout.changedRows.joinedSize(changed, budget) + layout.detailRows.joinedSize(details, budget) <= budget;
  };
  const chart = layout.chart.length > 0;
  if (fits(nChanged, nDetails, chart)) return draw(nChanged, nDetails, chart);
  if (chart && fits(nChanged, 0, true))
    return draw(
      nChanged,
      largestFitting(0, nDetails, (d) => fits(nChanged, d, true)),
      true
    );
  if (fits(nChanged, 0))
    return draw(
      nChanged,
      largestFitting(0, nDetails, (d) => fits(nChanged, d))
    );
  const regressions = report.comparisons.filter((c) => c.verdict === "regression" || c.verdict === "accepted").length;
  if (fits(regressions, 0))
    return draw(
      largestFitting(regressions, nChanged, (n) => fits(n, 0)),
      0
    );
  return draw(
    largestFitting(0, regressions, (n) => fits(n, 0)),
    0
  );
}
var GITHUB_COMMENT_LIMIT, GITHUB_SUMMARY_LIMIT_BYTES, JOB_SUMMARY_MAX_BYTES, CHANGED, DETAIL_ORDER, shortSha, nameCode, COLUMNS, TABLE_HEAD, MACHINE_FIELDS, RowList, utf16Length, utf8Bytes, joinLines;
var init_markdown = __esm({
  "src/report/markdown.ts"() {
    "use strict";
    init_chart();
    init_display_name();
    init_escape();
    init_family();
    init_warning_groups();
    init_verdict_text();
    init_format_units();
    GITHUB_COMMENT_LIMIT = 65536;
    GITHUB_SUMMARY_LIMIT_BYTES = 1024 * 1024;
    JOB_SUMMARY_MAX_BYTES = GITHUB_SUMMARY_LIMIT_BYTES - 8 * 1024;
    CHANGED = ["regression", "accepted", "improvement", "minor", "inconclusive"];
    DETAIL_ORDER = ["insufficient", "unchanged", "added", "removed", "ignored"];
    shortSha = (sha) => sha ? sha.slice(0, 7) : void 0;
    nameCode = (name2) => wrappingCode(displayName(name2, MARKDOWN_NAME_CHARS));
    COLUMNS = [
      { header: "benchmark", cell: (c, ctx) => benchmarkCell(c, ctx.showGroup) },
      { header: "verdict", cell: (c, ctx) => verdictCell(c, ctx.report) },
      { header: "\u0394 (95% CI)", cell: (c) => deltaCell(c) },
      { header: "metric", cell: (c) => escapeText(c.metric) },
      { header: "base", cell: (c) => sideCell(c, "base") },
      { header: "head", cell: (c) => sideCell(c, "head") },
      { header: "p (adj.)", cell: (c) => pCell(c) }
    ];
    TABLE_HEAD = [`| ${COLUMNS.map((col) => col.header).join(" | ")} |`, `|${COLUMNS.map(() => "---").join("|")}|`];
    MACHINE_FIELDS = [
      ["CPU model", (m) => m.cpuModel],
      ["logical cores", (m) => m.cores !== void 0 ? String(m.cores) : void 0],
      ["memory", (m) => m.memoryBytes !== void 0 ? formatBytes(m.memoryBytes) : void 0],
      ["OS", (m) => m.os],
      ["kernel", (m) => m.kernel],
      ["CPU governor", (m) => m.governor],
      ["load average (1 min, over the runs)", (m) => loadRange(m.loadavg)]
    ];
    RowList = class {
      constructor(rows2, format, measure) {
        this.rows = rows2;
        this.format = format;
        this.measure = measure;
      }
      rows;
      format;
      measure;
      formatted = [];
      get length() {
        return this.rows.length;
      }
      /** The first n rows (n ≤ length). */
      first(n) {
        if (n > 0) this.at(n - 1);
        return this.formatted.slice(0, n);
      }
      at(i) {
        while (this.formatted.length <= i) this.formatted.push(this.format(this.rows[this.formatted.length]));
        return this.formatted[i];
      }
      /**
       * The joined size of the first n rows, one '\n' each; once it passes `limit` it stops
       * formatting and returns what it has (then also more than `limit`).
       */
      joinedSize(n, limit) {
        let size = 0;
        for (let i = 0; i < n && size <= limit; i++) size += this.measure(this.at(i)) + 1;
        return size;
      }
    };
    utf16Length = (s) => s.length;
    utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
    joinLines = (lines) => lines.join("\n") + "\n";
  }
});

// src/report/terminal.ts
function shouldUseColor(stream, env = process.env) {
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "0") return true;
  return stream.isTTY === true && env.TERM !== "dumb";
}
function verdictText(c, report) {
  switch (c.verdict) {
    case "regression":
      return c.gated ? "REGRESSION" : "regression (not gated)";
    case "accepted":
      return "accepted (label)";
    case "improvement":
      return "improvement";
    case "minor":
      return minorText(c, report);
    case "unchanged":
      return withinText(c, report);
    case "inconclusive":
      return inconclusiveText(c);
    case "insufficient":
      return insufficientText(c);
    case "added":
      return "added (head only)";
    case "removed":
      return "removed (base only)";
    case "ignored":
      return ignoredText(c);
  }
}
function colorOf(c) {
  if (c.verdict === "regression") return c.gated ? 31 : 33;
  if (c.verdict === "accepted") return 33;
  if (c.verdict === "improvement") return 32;
  if (c.verdict === "insufficient") return 33;
  if (c.verdict === "unchanged") return 2;
  return void 0;
}
function name(c, showGroup) {
  const benchmark = displayName(c.benchmark, TERMINAL_NAME_CHARS);
  return escapeTerminal(showGroup && c.group ? `${displayName(c.group, TERMINAL_NAME_CHARS)} ${benchmark}` : benchmark);
}
function sideCell2(c, side3) {
  const s = c[side3];
  return s.n > 0 ? formatMedian(s.median, s.ci, c.unit) : "\u2014";
}
function deltaCell2(c) {
  if (c.verdict === "unchanged") return "~";
  const ci = formatRatioCI(c.ratioCI);
  return `${formatDelta(c.deltaPct)}${ci ? ` ${ci}` : ""}`;
}
function verdictCell2(c, ctx) {
  const notes = verdictNotes(c, ctx.alpha);
  const text = verdictText(c, ctx.report);
  return notes ? `${text} (${notes})`.trim() : text;
}
function spaces(count) {
  while (SPACE_RUNS.length <= count) SPACE_RUNS.push(" ".repeat(SPACE_RUNS.length));
  return SPACE_RUNS[Math.max(0, count)];
}
function metricBlock(metric, rows2, ctx, paint) {
  const unit = rows2[0].unit;
  const better = rows2[0].better === "lower" ? "lower is better" : "higher is better";
  const title = `${escapeTerminal(metric)} (${escapeTerminal(UNIT_LABEL[unit] ?? unit)}, ${better})`;
  const table2 = [COLUMNS2.map((col) => col.header), ...rows2.map((c) => COLUMNS2.map((col) => col.cell(c, ctx)))];
  const cellWidths = table2.map((r) => r.map(displayWidth));
  const widths = COLUMNS2.map((_, col) => cellWidths.reduce((max, r) => Math.max(max, r[col]), 0));
  const last = widths.length - 1;
  const line = (r, i) => {
    let text = "";
    let started = false;
    for (let col = 0; col <= last; col++) {
      if (widths[col] === 0) continue;
      if (started) text += "  ";
      started = true;
      if (col === last && COLUMNS2[col].align === "left") text += r[col];
      else {
        const pad = spaces(widths[col] - cellWidths[i][col]);
        text += COLUMNS2[col].align === "left" ? r[col] + pad : pad + r[col];
      }
    }
    return text;
  };
  const out = [paint(1, title), line(table2[0], 0)];
  rows2.forEach((c, i) => {
    const text = line(table2[i + 1], i + 1);
    const code = colorOf(c);
    out.push(code === void 0 ? text : paint(code, text));
  });
  return out;
}
function summaryLine(report, paint) {
  const s = report.summary;
  const counts = ["regression", "accepted", "improvement", "minor", "unchanged", "inconclusive", "insufficient", "added", "removed", "ignored"].filter((v) => s[v] > 0).map(
    (v) => v === "accepted" ? `${s[v]} accepted ${s[v] > 1 ? "regressions" : "regression"}` : `${s[v]} ${v}${s[v] > 1 && (v === "regression" || v === "improvement") ? "s" : ""}`
  ).join(", ");
  const geomean2 = s.geomean === null ? "" : ` \xB7 geomean ${formatGeomean(s.geomean)}`;
  if (report.verdict === "fail") {
    const gated = report.comparisons.filter((c) => c.verdict === "regression" && c.gated).length;
    return paint(
      31,
      `FAIL: ${gated} significant ${gated === 1 ? "regression" : "regressions"} on gated metrics (${escapeTerminal(report.settings.gate.join(", "))})`
    ) + ` \xB7 ${counts}${geomean2}`;
  }
  const accepted = report.acceptance ? ` with the label "${report.acceptance.label}", ${acceptedByText(report.acceptance)}` : "";
  const ok = s.accepted > 0 ? `ok: gated regressions accepted${escapeTerminal(accepted)}` : "ok: no significant regression on gated metrics";
  return paint(32, ok) + ` \xB7 ${counts || "no benchmarks compared"}${geomean2}`;
}
function renderTerminal(report, options = {}) {
  const paint = options.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_code, text) => text;
  const lines = [];
  const baseTool = report.machine.base.tool ?? {};
  const headTool = report.machine.head.tool ?? {};
  for (const key of [.../* @__PURE__ */ new Set([...Object.keys(baseTool), ...Object.keys(headTool)])].sort()) {
    const [b, h] = [baseTool[key], headTool[key]];
    const value = b !== void 0 && h !== void 0 && b !== h ? `${b} (base) / ${h} (head)` : b ?? `${h} (head only)`;
    lines.push(`${escapeTerminal(key)}: ${escapeTerminal(value)}`);
  }
  if (lines.length) lines.push("");
  const byMetric = /* @__PURE__ */ new Map();
  for (const c of report.comparisons) {
    const key = `${c.metric}\0${c.unit}`;
    const rows2 = byMetric.get(key);
    if (rows2) rows2.push(c);
    else byMetric.set(key, [c]);
  }
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  for (const rows2 of byMetric.values())
    for (const line of [...metricBlock(rows2[0].metric, rows2, { report, showGroup, alpha: report.settings.alpha }, paint), ""]) lines.push(line);
  const names = (g2) => nameList(g2.names, (n) => displayName(n, TERMINAL_NAME_CHARS));
  const warnings = [
    ...reportWarningGroups(report).map((g2) => g2.names.length > 1 ? `${g2.message} \u2014 ${names(g2)}` : g2.message),
    ...rowWarningGroups(report).map((g2) => `${names(g2)} (${g2.metric ?? ""}): ${g2.message}`)
  ];
  for (const w of warnings.slice(0, 20)) lines.push(paint(33, `warning: ${escapeTerminal(w)}`));
  if (warnings.length > 20) lines.push(paint(33, `warning: \u2026 and ${warnings.length - 20} more (see --json)`));
  if (warnings.length) lines.push("");
  lines.push(summaryLine(report, paint));
  return safeLogText(lines.join("\n") + "\n");
}
var UNIT_LABEL, COLUMNS2, SPACE_RUNS;
var init_terminal = __esm({
  "src/report/terminal.ts"() {
    "use strict";
    init_display_name();
    init_escape();
    init_warning_groups();
    init_verdict_text();
    init_format_units();
    UNIT_LABEL = { s: "sec/op", B: "B/op", "B/s": "B/s", "ops/s": "ops/s", allocs: "allocs/op" };
    COLUMNS2 = [
      { header: "", align: "left", cell: (c, ctx) => name(c, ctx.showGroup) },
      { header: "", align: "left", cell: (c, ctx) => verdictCell2(c, ctx) },
      { header: "vs base (95% CI)", align: "right", cell: (c) => deltaCell2(c) },
      { header: "base", align: "right", cell: (c) => sideCell2(c, "base") },
      { header: "head", align: "right", cell: (c) => sideCell2(c, "head") },
      { header: "p (adj.)", align: "left", cell: (c) => c.p === null ? "" : `p=${formatP(c.pAdjusted)}` },
      { header: "n", align: "left", cell: (c) => `n=${c.base.kept}+${c.head.kept}` }
    ];
    SPACE_RUNS = [""];
  }
});

// src/cli/common.ts
import { closeSync, openSync, writeFileSync, writeSync } from "node:fs";
import { parseArgs as parseArgs2 } from "node:util";
function parseFlags2(command, argv, options) {
  try {
    return parseArgs2({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${err instanceof Error ? err.message : String(err)}
Run 'benchgate ${command} --help' for the options.`);
  }
}
function commandOptions(command) {
  return { ...cliOptions(command), ...OUTPUT_OPTIONS };
}
function flagGiven(values, flag) {
  return values[flag] !== void 0;
}
function commandHelp(command, text, exitCodes) {
  return `${text}

${settingsHelp(command, { output: OUTPUT_HELP })}

${exitCodes}`;
}
function writeOutput(file, text, what) {
  try {
    if (typeof text === "string") writeFileSync(file, text);
    else writeChunks(file, text);
  } catch (err) {
    const code = err.code;
    throw new UsageError(`cannot write the ${what} to ${file}: ${code === "ENOENT" ? "its directory does not exist" : code ?? String(err)}`);
  }
}
function writeChunks(file, chunks) {
  const fd = openSync(file, "w");
  try {
    let pending2 = [];
    let size = 0;
    for (const chunk of chunks) {
      pending2.push(chunk);
      size += chunk.length;
      if (size >= 1 << 16) {
        writeSync(fd, pending2.length === 1 ? chunk : pending2.join(""));
        pending2 = [];
        size = 0;
      }
    }
    if (pending2.length) writeSync(fd, pending2.join(""));
  } finally {
    closeSync(fd);
  }
}
function emitReport(report, values, markdown, preamble = "") {
  process.stdout.write(safeLogText(preamble) + renderTerminal(report, { color: !values["no-color"] && shouldUseColor(process.stdout) }));
  if (values.json) writeOutput(values.json, renderJsonChunks(report), "JSON report");
  if (values.markdown) {
    const fullReportHint = values.json ? `the full report is in ${values.json}` : "run with --json FILE for the full report";
    writeOutput(values.markdown, renderMarkdown(report, { ...markdown, fullReportHint }), "markdown report");
  }
}
var OUTPUT_OPTIONS, OUTPUT_HELP;
var init_common = __esm({
  "src/cli/common.ts"() {
    "use strict";
    init_settings();
    init_json2();
    init_escape();
    init_markdown();
    init_terminal();
    init_exit();
    OUTPUT_OPTIONS = {
      json: { type: "string" },
      markdown: { type: "string" },
      "no-color": { type: "boolean" },
      help: { type: "boolean", short: "h" }
    };
    OUTPUT_HELP = [
      `  --json FILE            write the JSON report (the README's "The JSON report") to FILE`,
      "  --markdown FILE        write the markdown report (the PR comment) to FILE",
      "  --no-color             no colours in the table (also: NO_COLOR=1; off when not a terminal)",
      "  -h, --help             show this help"
    ];
  }
});

// src/cli/read-results.ts
import { readdirSync as readdirSync2 } from "node:fs";
import { basename, join as join2 } from "node:path";
function filesIn(dir) {
  try {
    return readdirSync2(dir, { withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith(".")).map((e) => join2(dir, e.name)).sort();
  } catch (err) {
    throw new ParseError(`cannot list the directory (${err.code ?? String(err)})`, dir);
  }
}
async function readPath(path9, format) {
  const input = await readInput(path9);
  if (input.kind === "text") return [parseWith(input, format)];
  try {
    return [parseWith(input, format)];
  } catch (err) {
    const files = filesIn(input.dir);
    if (!(err instanceof ParseError) || files.length === 0) throw err;
    const results = [];
    for (const file of files) results.push(parseWith(await readInput(file), format));
    return results;
  }
}
async function readResults(paths, format) {
  const results = [];
  for (const path9 of paths) for (const result of await readPath(path9, format)) results.push(result);
  return results;
}
function listDir(dir, what) {
  try {
    return readdirSync2(dir, { withFileTypes: true });
  } catch (err) {
    const code = err.code;
    const why = code === "ENOENT" ? "no such directory" : code === "ENOTDIR" ? "not a directory" : `cannot list it (${code ?? String(err)})`;
    throw new UsageError(`${dir}: ${why}; ${what}`);
  }
}
function roundDirs(root, side3) {
  const sideDir = join2(root, side3);
  const rounds2 = /* @__PURE__ */ new Map();
  for (const entry of listDir(sideDir, `the ${side3} side is missing; ${LAYOUT}`)) {
    const m = ROUND.exec(entry.name);
    if (!m || !entry.isDirectory()) continue;
    const round = Number(m[1]);
    const seen = rounds2.get(round);
    if (seen) throw new UsageError(`${sideDir}: two folders for round ${round} (${basename(seen.dir)} and ${entry.name})`);
    rounds2.set(round, { side: side3, round, dir: join2(sideDir, entry.name) });
  }
  if (rounds2.size === 0) throw new UsageError(`${sideDir}: no round-NN folders (warm-up folders are not measured rounds); ${LAYOUT}`);
  return [...rounds2.values()].sort((a, b) => a.round - b.round);
}
function outputOf(round) {
  const outputs = listDir(round.dir, LAYOUT).filter((e) => !LOGS.has(e.name) && !e.name.startsWith(".")).map((e) => e.name).sort();
  if (outputs.length > 1) {
    throw new UsageError(
      `${round.dir}: more than one output besides stdout and stderr (${outputs.join(", ")}); a round folder holds the benchmark's one output file or folder`
    );
  }
  return join2(round.dir, outputs[0] ?? "stdout");
}
async function readKeptRuns(root, formatId) {
  const top = listDir(root, LAYOUT).map((e) => e.name);
  if (!top.includes("base") && !top.includes("head") && top.some((name2) => ROUND.test(name2))) {
    throw new UsageError(`${root} holds round-NN folders of one side: pass the folder that holds base/ and head/ to --runs`);
  }
  const sides2 = { base: roundDirs(root, "base"), head: roundDirs(root, "head") };
  let detectedFrom;
  const inputOf = async (round) => detectedFrom?.round === round ? detectedFrom.input : readInput(outputOf(round));
  let format = formatId === "auto" ? void 0 : formatById(formatId).id;
  if (!format) {
    let firstError;
    for (const round of [...sides2.base, ...sides2.head]) {
      const input = await inputOf(round);
      try {
        format = detectFormat(input).id;
        detectedFrom = { round, input };
        break;
      } catch (err) {
        firstError ??= err;
      }
    }
    if (!format) throw firstError;
  }
  const formatFrom = detectedFrom ? whereIs(detectedFrom.input) : void 0;
  const out = { format, base: [], head: [], rounds: Math.max(sides2.base.at(-1).round, sides2.head.at(-1).round), warmup: 0, failedRuns: [] };
  for (const side3 of ["base", "head"]) {
    out.warmup = Math.max(out.warmup, listDir(join2(root, side3), LAYOUT).filter((e) => e.isDirectory() && /^warmup-\d+$/.test(e.name)).length);
    let firstError;
    for (const round of sides2[side3]) {
      const input = await inputOf(round);
      try {
        const result = parseWith(input, format);
        for (const s of result.series) for (const run2 of s.runs) run2.round = round.round;
        out[side3].push(result);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        const other = otherFormat(input, format);
        if (other) {
          throw new ParseError(
            `reads as ${other} output, but ${formatFrom ? `${formatFrom} reads as ${format}` : `--format is ${format}`}: every round of a kept run must come from the same harness`,
            whereIs(input)
          );
        }
        firstError ??= err;
        out.failedRuns.push({ side: side3, round: round.round, reason: `output not readable as ${format}: ${err.message}` });
      }
    }
    if (out[side3].length === 0 && firstError) {
      throw new ParseError(`no round of ${side3} holds readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
    }
  }
  for (const side3 of ["base", "head"]) {
    const other = side3 === "base" ? "head" : "base";
    const have = new Set(sides2[other].map((r) => r.round));
    for (const r of sides2[side3])
      if (!have.has(r.round)) out.failedRuns.push({ side: other, round: r.round, reason: `no ${other}/round-${String(r.round).padStart(2, "0")} folder` });
  }
  out.failedRuns.sort((a, b) => a.round - b.round || a.side.localeCompare(b.side));
  return out;
}
function whereIs(input) {
  return input.kind === "text" ? input.file : input.dir;
}
function otherFormat(input, format) {
  try {
    const id = detectFormat(input).id;
    return id === format ? void 0 : id;
  } catch {
    return void 0;
  }
}
var ROUND, LOGS, LAYOUT;
var init_read_results = __esm({
  "src/cli/read-results.ts"() {
    "use strict";
    init_registry();
    init_model();
    init_exit();
    ROUND = /^round-(\d+)$/;
    LOGS = /* @__PURE__ */ new Set(["stdout", "stderr"]);
    LAYOUT = "expected the layout `benchgate run --keep-dir D` writes: D/base/round-NN/ and D/head/round-NN/";
  }
});

// src/runner/strays.ts
import { readdirSync as readdirSync3, readFileSync as readFileSync2, readlinkSync } from "node:fs";
function writing(pid, fd) {
  try {
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync2(`/proc/${pid}/fdinfo/${fd}`, "utf8"));
    return flags !== null && (parseInt(flags[1], 8) & 3) !== 0;
  } catch {
    return false;
  }
}
function holdsFile(pid, files) {
  if (files.size === 0) return false;
  let fds;
  try {
    fds = readdirSync3(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of fds) {
    try {
      if (files.has(readlinkSync(`/proc/${pid}/fd/${fd}`)) && writing(pid, fd)) return true;
    } catch {
    }
  }
  return false;
}
function carriesRunId(pid, marker) {
  try {
    return readFileSync2(`/proc/${pid}/environ`).includes(marker);
  } catch {
    return false;
  }
}
function findStrays(runId, files) {
  let entries;
  try {
    entries = readdirSync3("/proc");
  } catch {
    return [];
  }
  const marker = Buffer.from(`${RUN_ID_VAR}=${runId}\0`);
  const fileSet = new Set(files);
  const found = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (carriesRunId(entry, marker) || holdsFile(entry, fileSet)) found.push(Number(entry));
  }
  return found;
}
function killStrays(runId, files) {
  const strays = findStrays(runId, files);
  for (const pid of strays) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
      }
    }
  }
  return strays.length;
}
var RUN_ID_VAR;
var init_strays = __esm({
  "src/runner/strays.ts"() {
    "use strict";
    RUN_ID_VAR = "BENCHGATE_RUN_ID";
  }
});

// src/runner/exec.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync as closeSync2, openSync as openSync2, realpathSync } from "node:fs";
import { open, stat as stat2, truncate } from "node:fs/promises";
function killRunningCommands(signal = "SIGKILL") {
  for (const [pgid, { runId, files }] of running) {
    killGroup(pgid, signal);
    killStrays(runId, files);
  }
}
function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
  }
}
async function sizeOf(file) {
  try {
    return (await stat2(file)).size;
  } catch {
    return 0;
  }
}
async function tailOf(file, size) {
  const length = Math.min(size, TAIL_BYTES);
  if (length === 0) return "";
  try {
    const handle = await open(file, "r");
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, size - length);
      const text = buf.subarray(0, bytesRead).toString("utf8");
      return length < size ? text.slice(text.indexOf("\n") + 1) : text;
    } finally {
      await handle.close();
    }
  } catch {
    return "";
  }
}
function runCommand(opts) {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const runId = randomUUID();
  return new Promise((resolve) => {
    const outFd = openSync2(opts.stdoutFile, "w");
    const errFd = openSync2(opts.stderrFile, "w");
    const files = [realpathSync(opts.stdoutFile), realpathSync(opts.stderrFile)];
    let child;
    try {
      child = spawn("bash", ["-c", opts.command], {
        cwd: opts.cwd,
        env: { ...opts.env, [RUN_ID_VAR]: runId },
        stdio: ["ignore", outFd, errFd],
        // Own process group: `kill(-pid)` then reaches everything the command started.
        detached: true
      });
    } finally {
      closeSync2(outFd);
      closeSync2(errFd);
    }
    const pid = child.pid;
    if (pid !== void 0) running.set(pid, { runId, files });
    let timedOut = false;
    let overLimit = false;
    let exitCode = null;
    let exitSignal = null;
    let durationMs;
    let spawnError;
    let straysKilled = 0;
    const timers = [];
    const later = (ms, fn) => timers.push(setTimeout(fn, ms));
    const killAll = () => {
      if (pid !== void 0) killGroup(pid, "SIGKILL");
      straysKilled += killStrays(runId, files);
    };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearTimeout(t);
      clearInterval(poll);
      if (pid !== void 0) running.delete(pid);
      child.unref();
      void (async () => {
        const [stdoutBytes, stderrBytes] = await Promise.all(files.map(sizeOf));
        const [stdoutTail, stderrTail] = await Promise.all([tailOf(files[0], stdoutBytes), tailOf(files[1], stderrBytes)]);
        if (overLimit) await Promise.all(files.map((f) => truncate(f, KEPT_AFTER_LIMIT_BYTES).catch(() => {
        })));
        resolve({
          stdoutTail,
          stderrTail,
          stdoutBytes,
          stderrBytes,
          exitCode,
          signal: exitSignal,
          timedOut,
          overLimit,
          straysKilled,
          durationMs: durationMs ?? elapsed(),
          spawnError
        });
      })();
    };
    const killAndFinish = () => {
      killAll();
      if (durationMs !== void 0) finish();
      else later(REAP_WAIT_MS, finish);
    };
    let polling = false;
    const poll = setInterval(() => {
      if (polling || finished) return;
      polling = true;
      void Promise.all(files.map(sizeOf)).then(([a, b]) => {
        polling = false;
        if (!finished && !overLimit && a + b > limit) {
          overLimit = true;
          killAndFinish();
        }
      });
    }, SIZE_POLL_MS);
    if (pid !== void 0 && opts.timeoutMs && opts.timeoutMs > 0) {
      later(opts.timeoutMs, () => {
        timedOut = true;
        killGroup(pid, "SIGTERM");
        later(KILL_GRACE_MS, killAndFinish);
      });
    }
    child.on("error", (e) => {
      spawnError = e.message;
      finish();
    });
    child.on("exit", (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      durationMs = elapsed();
      if (opts.killStraysOnExit === false) {
        if (pid !== void 0) killGroup(pid, "SIGKILL");
      } else {
        killAll();
      }
      if (!overLimit)
        void Promise.all(files.map(sizeOf)).then(([a, b]) => overLimit ||= a + b > limit).then(finish);
      else finish();
    });
  });
}
function lastLines(text, n = 20) {
  const lines = text.replace(/\s+$/, "").split(/\r?\n/);
  return lines.slice(-n).join("\n");
}
var MAX_RUN_OUTPUT_BYTES, running, KILL_GRACE_MS, REAP_WAIT_MS, SIZE_POLL_MS, TAIL_BYTES, KEPT_AFTER_LIMIT_BYTES;
var init_exec = __esm({
  "src/runner/exec.ts"() {
    "use strict";
    init_strays();
    MAX_RUN_OUTPUT_BYTES = 256 * 1024 * 1024;
    running = /* @__PURE__ */ new Map();
    KILL_GRACE_MS = 2e3;
    REAP_WAIT_MS = 500;
    SIZE_POLL_MS = 100;
    TAIL_BYTES = 64 * 1024;
    KEPT_AFTER_LIMIT_BYTES = 1024 * 1024;
  }
});

// src/runner/cleanup.ts
function onSignal(signal) {
  killRunningCommands("SIGKILL");
  for (const fn of [...pending]) {
    try {
      fn();
    } catch {
    }
  }
  pending.clear();
  process.stderr.write(`benchgate: interrupted (${signal}); worktrees removed
`);
  process.exit(signal === "SIGINT" ? 130 : 143);
}
function cleanupOnSignal(fn) {
  if (!installed) {
    installed = true;
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    process.on("SIGHUP", onSignal);
  }
  pending.add(fn);
  return () => {
    pending.delete(fn);
    if (pending.size === 0 && installed) {
      installed = false;
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      process.off("SIGHUP", onSignal);
    }
  };
}
var pending, installed;
var init_cleanup = __esm({
  "src/runner/cleanup.ts"() {
    "use strict";
    init_exec();
    pending = /* @__PURE__ */ new Set();
    installed = false;
  }
});

// src/runner/errors.ts
var RunnerError, UnusableOutputError;
var init_errors = __esm({
  "src/runner/errors.ts"() {
    "use strict";
    init_model();
    RunnerError = class extends UserError {
      constructor(message, partial) {
        super(message);
        this.partial = partial;
      }
      partial;
      name = "RunnerError";
    };
    UnusableOutputError = class extends RunnerError {
      constructor(message, file) {
        super(message);
        this.file = file;
      }
      file;
      name = "UnusableOutputError";
    };
  }
});

// src/runner/git.ts
import { execFile, execFileSync } from "node:child_process";
import { existsSync as existsSync2, mkdtempSync, realpathSync as realpathSync2, rmSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";
function envWithoutGitLocation(env) {
  const copy = { ...env };
  for (const name2 of GIT_LOCATION_VARS) delete copy[name2];
  return copy;
}
function git(cwd, args) {
  return new Promise((resolve) => {
    execFile(
      "git",
      [...GIT_PREFIX, ...args],
      { cwd, env: { ...envWithoutGitLocation(process.env), GIT_TERMINAL_PROMPT: "0" }, maxBuffer: 64 << 20 },
      (err, stdout, stderr) => resolve({ ok: !err, stdout: stdout.trim(), stderr: stderr.trim() })
    );
  });
}
async function gitOrThrow(cwd, args, what) {
  const r = await git(cwd, args);
  if (!r.ok) throw new RunnerError(`${what}: git ${args.join(" ")} failed${r.stderr ? `:
${r.stderr}` : ""}`);
  return r.stdout;
}
async function findRepository(dir) {
  const r = await git(dir, ["rev-parse", "--show-toplevel", "--show-prefix"]);
  if (!r.ok) throw new RunnerError(`${dir} is not inside a git repository (benchgate run compares two commits of one)`);
  const [root, prefix = ""] = r.stdout.split("\n");
  return { root, prefix: prefix.replace(/\/$/, "") };
}
async function verifyCommit(repo, ref) {
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  return r.ok && r.stdout ? r.stdout : void 0;
}
async function hasOrigin(repo) {
  return (await git(repo, ["remote", "get-url", "origin"])).ok;
}
async function resolveCommit(repo, ref) {
  if (!ref || ref.startsWith("-") || /[\0\n]/.test(ref)) {
    throw new RunnerError(`'${ref}' is not a git ref or commit (refs cannot be empty or start with '-')`);
  }
  const local = await verifyCommit(repo, ref) ?? (FULL_SHA.test(ref) ? void 0 : await verifyCommit(repo, `origin/${ref}`));
  if (local) return local;
  let why = "there is no remote named origin";
  if (await hasOrigin(repo)) {
    const shallow = (await git(repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
    const fetch = await git(repo, ["fetch", "--no-tags", ...shallow ? ["--depth=1"] : [], "origin", ref]);
    if (fetch.ok) {
      const fetched = await verifyCommit(repo, FULL_SHA.test(ref) ? ref : "FETCH_HEAD") ?? void 0;
      if (fetched) return fetched;
      why = "the fetch succeeded but did not bring the commit";
    } else {
      why = `git fetch origin ${ref} failed: ${fetch.stderr.split("\n").filter(Boolean).pop() ?? "no reason given"}`;
    }
  }
  throw new RunnerError(
    `commit ${ref} is not in this clone and could not be fetched (${why}).
With actions/checkout, set 'fetch-depth: 0' so both commits are present; locally, run 'git fetch origin' or check the ref.`
  );
}
async function defaultBase(repo) {
  const candidates = [];
  const originHead = await git(repo, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]);
  if (originHead.ok && originHead.stdout) candidates.push(originHead.stdout);
  candidates.push("main", "master", "origin/main", "origin/master");
  for (const branch of candidates) {
    if (!await verifyCommit(repo, branch)) continue;
    const mb = await git(repo, ["merge-base", "HEAD", branch]);
    if (mb.ok && mb.stdout) return { ref: `merge-base(HEAD, ${branch})`, sha: mb.stdout };
  }
  throw new RunnerError("cannot tell which commit to compare with: no origin/HEAD, main or master branch shares history with HEAD. Pass --base REF.");
}
async function hasUncommittedChanges(repo) {
  const r = await git(repo, ["status", "--porcelain", "--untracked-files=no"]);
  return r.ok && r.stdout.length > 0;
}
function removeSync(repo, root, dirs) {
  for (const dir of dirs) {
    try {
      execFileSync("git", [...GIT_PREFIX, "worktree", "remove", "--force", "--force", dir], {
        cwd: repo,
        stdio: "ignore",
        env: envWithoutGitLocation(process.env)
      });
    } catch {
    }
  }
  rmSync(root, { recursive: true, force: true });
  try {
    execFileSync("git", [...GIT_PREFIX, "worktree", "prune"], { cwd: repo, stdio: "ignore", env: envWithoutGitLocation(process.env) });
  } catch {
  }
}
async function addWorktrees(repo, baseSha, headSha) {
  const root = realpathSync2(mkdtempSync(path2.join(os.tmpdir(), "benchgate-")));
  const base = path2.join(root, "base");
  const head2 = path2.join(root, "head");
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    unregister();
    removeSync(repo, root, [base, head2]);
  };
  const unregister = cleanupOnSignal(remove);
  try {
    await gitOrThrow(repo, ["worktree", "add", "--detach", base, baseSha], `cannot check out base ${baseSha}`);
    await gitOrThrow(repo, ["worktree", "add", "--detach", head2, headSha], `cannot check out head ${headSha}`);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, base, head: head2, remove };
}
async function withWorktrees(repo, baseSha, headSha, fn) {
  const worktrees = await addWorktrees(repo, baseSha, headSha);
  try {
    return await fn(worktrees);
  } finally {
    worktrees.remove();
  }
}
async function initSubmodules(worktree, side3) {
  if (!existsSync2(path2.join(worktree, ".gitmodules"))) return false;
  await gitOrThrow(
    worktree,
    ["submodule", "update", "--init", "--recursive"],
    `cannot check out the submodules of ${side3} (set submodules: false, or --submodules false, if the benchmark does not need them)`
  );
  return true;
}
async function persistedCredentialKeys(repo) {
  const r = await git(repo, ["config", "--name-only", "--get-regexp", "^http\\..*\\.extraheader$"]);
  return r.ok && r.stdout ? [...new Set(r.stdout.split("\n").filter(Boolean))] : [];
}
var GIT_LOCATION_VARS, GIT_PREFIX, FULL_SHA;
var init_git = __esm({
  "src/runner/git.ts"() {
    "use strict";
    init_cleanup();
    init_errors();
    GIT_LOCATION_VARS = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR"];
    GIT_PREFIX = ["--no-optional-locks", "-c", "core.hooksPath=/dev/null"];
    FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path9) {
      const ctrl = callVisitor(key, node, visitor, path9);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path9, ctrl);
        return visit_(key, ctrl, visitor, path9);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path9 = Object.freeze(path9.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path9);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path9 = Object.freeze(path9.concat(node));
          const ck = visit_("key", node.key, visitor, path9);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path9);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path9) {
      const ctrl = await callVisitor(key, node, visitor, path9);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path9, ctrl);
        return visitAsync_(key, ctrl, visitor, path9);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path9 = Object.freeze(path9.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path9);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path9 = Object.freeze(path9.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path9);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path9);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path9) {
      if (typeof visitor === "function")
        return visitor(key, node, path9);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path9);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path9);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path9);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path9);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path9);
      return void 0;
    }
    function replaceNode(key, path9, node) {
      const parent = path9[path9.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name2 = parts.shift();
        switch (name2) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name2}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name2 = `${prefix}${i}`;
        if (!exclude.has(name2))
          return name2;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path9, value) {
      let v = value;
      for (let i = path9.length - 1; i >= 0; --i) {
        const k = path9[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path9) => path9 == null || typeof path9 === "object" && !!path9[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path9, value) {
        if (isEmptyPath(path9))
          this.add(value);
        else {
          const [key, ...rest] = path9;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path9) {
        const [key, ...rest] = path9;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path9, keepScalar) {
        const [key, ...rest] = path9;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path9) {
        const [key, ...rest] = path9;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path9, value) {
        const [key, ...rest] = path9;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str2) => str2.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str2, indent, comment) => str2.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str2.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str2) => /^(%|---|\.\.\.)/m.test(str2);
    function lineLengthOverLimit(str2, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str2.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str2[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json2 = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json2;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str2 = "";
      let start = 0;
      for (let i = 0, ch = json2[i]; ch; ch = json2[++i]) {
        if (ch === " " && json2[i + 1] === "\\" && json2[i + 2] === "n") {
          str2 += json2.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json2[i + 1]) {
            case "u":
              {
                str2 += json2.slice(start, i);
                const code = json2.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str2 += "\\0";
                    break;
                  case "0007":
                    str2 += "\\a";
                    break;
                  case "000b":
                    str2 += "\\v";
                    break;
                  case "001b":
                    str2 += "\\e";
                    break;
                  case "0085":
                    str2 += "\\N";
                    break;
                  case "00a0":
                    str2 += "\\_";
                    break;
                  case "2028":
                    str2 += "\\L";
                    break;
                  case "2029":
                    str2 += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str2 += "\\x" + code.substr(2);
                    else
                      str2 += json2.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json2[i + 2] === '"' || json2.length < minMultiLineLength) {
                i += 1;
              } else {
                str2 += json2.slice(start, i) + "\n\n";
                while (json2[i + 2] === "\\" && json2[i + 3] === "n" && json2[i + 4] !== '"') {
                  str2 += "\n";
                  i += 2;
                }
                str2 += indent;
                if (json2[i + 2] === " ")
                  str2 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str2 = start ? str2 + json2.slice(start) : json2;
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header2 = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header2 += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header2}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header2}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str2 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str2);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name2 = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name2} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str2 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str2;
      return identity.isScalar(node) || str2[0] === "{" || str2[0] === "[" ? `${props} ${str2}` : `${props}
${ctx.indent}${str2}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str2 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str2.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str2 === "" ? "?" : explicitKey ? `? ${str2}` : str2;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str2 = `? ${str2}`;
        if (keyComment && !keyCommentDone) {
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str2;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        str2 = `? ${str2}
${indent}:`;
      } else {
        str2 = `${str2}:`;
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str2.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str2 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str2;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning3) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning3);
        else
          console.warn(warning3);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair2 = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair2, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str3 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str3);
      }
      let str2;
      if (lines.length === 0) {
        str2 = flowChars.start + flowChars.end;
      } else {
        str2 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str2 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str2 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str2;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str2 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str2.includes("\n"));
        if (i < items.length - 1) {
          str2 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum2, line) => sum2 + line.length + 2, 2) + (str2.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str2 += ",";
          }
        }
        if (comment)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment));
        lines.push(str2);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum2, line) => sum2 + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str2 = start;
          for (const line of lines)
            str2 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str2}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair2, overwrite) {
        let _pair;
        if (identity.isPair(pair2))
          _pair = pair2;
        else if (!pair2 || typeof pair2 !== "object" || !("key" in pair2)) {
          _pair = new Pair.Pair(pair2, pair2?.value);
        } else
          _pair = new Pair.Pair(pair2.key, pair2.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str2) => str2,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str2) => new Scalar.Scalar(str2[0] === "t" || str2[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num3 = typeof value === "number" ? value : Number(value);
      if (!isFinite(num3))
        return isNaN(num3) ? ".nan" : num3 < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2),
      stringify(node) {
        const num3 = Number(node.value);
        return isFinite(num3) ? num3.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2));
        const dot = str2.indexOf(".");
        if (dot !== -1 && str2[str2.length - 1] === "0")
          node.minFractionDigits = str2.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str2, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str2) => str2,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str2) => str2 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str2, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str2) => parseFloat(str2),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str2, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str2)}`);
        return str2;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str2 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str2.length);
          for (let i = 0; i < str2.length; ++i)
            buffer[i] = str2.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str2;
        if (typeof node_buffer.Buffer === "function") {
          str2 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str2 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str2.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str2.substr(o, lineWidth);
          }
          str2 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str2 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair2 = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair2.key.commentBefore = pair2.key.commentBefore ? `${item.commentBefore}
${pair2.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair2.value ?? pair2.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair2;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair2 of this.items) {
          let key, value;
          if (identity.isPair(pair2)) {
            key = toJS.toJS(pair2.key, "", ctx);
            value = toJS.toJS(pair2.value, key, ctx);
          } else {
            key = toJS.toJS(pair2, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2.replace(/_/g, "")),
      stringify(node) {
        const num3 = Number(node.value);
        return isFinite(num3) ? num3.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2.replace(/_/g, "")));
        const dot = str2.indexOf(".");
        if (dot !== -1) {
          const f = str2.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str2, offset, radix, { intAsBigInt }) {
      const sign = str2[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str2 = str2.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str2 = `0b${str2}`;
            break;
          case 8:
            str2 = `0o${str2}`;
            break;
          case 16:
            str2 = `0x${str2}`;
            break;
        }
        const n2 = BigInt(str2);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str2, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str2 = value.toString(radix);
        return value < 0 ? "-" + prefix + str2.substr(1) : prefix + str2;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair2;
        if (identity.isPair(key))
          pair2 = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair2 = new Pair.Pair(key.key, null);
        else
          pair2 = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair2.key);
        if (!prev)
          this.items.push(pair2);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair2 = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair2) ? identity.isScalar(pair2.key) ? pair2.key.value : pair2.key : pair2;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str2, asBigInt) {
      const sign = str2[0];
      const parts = sign === "-" || sign === "+" ? str2.substring(1) : str2;
      const num3 = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num3(60) + num3(p), num3(0));
      return sign === "-" ? num3(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num3 = (n) => n;
      if (typeof value === "bigint")
        num3 = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num3(-1);
      }
      const _60 = num3(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str2, _onError, { intAsBigInt }) => parseSexagesimal(str2, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str2) => parseSexagesimal(str2, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str2) {
        const match = str2.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path9, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path9, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name2) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name2 || prev.has(name2) ? anchors.findNewAnchor(name2 || "a", prev) : name2;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path9) {
        if (Collection.isEmptyPath(path9)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path9) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path9, keepScalar) {
        if (Collection.isEmptyPath(path9))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path9, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path9) {
        if (Collection.isEmptyPath(path9))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path9) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path9, value) {
        if (Collection.isEmptyPath(path9)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path9), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path9, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json: json2, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json2,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name2, pos, code, message) {
        super();
        this.name = name2;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair2) => isEqual(pair2.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair2 = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair2.srcToken = collItem;
          map.items.push(pair2);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair2 = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair2.srcToken = collItem;
          map.items.push(pair2);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair2 = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair2.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair2);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair2);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name2 = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name2} must end with a ${expectedEnd}` : `${name2} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header2 = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header2)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header2.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines2(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header2.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header2.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header2.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header2.indent;
      let offset = scalar.offset + header2.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header2.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header2.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header2.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header2.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header2.length + scalar.source.length;
      return { value, type, comment: header2.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning3) => {
          const pos = getErrorPos(source);
          if (warning3)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning3) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning3);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context2) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context2;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context2.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head2 = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head2 }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context2 = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context2;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header2 = token.props[0];
            if (header2.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header2.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head2 = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header2 = token.props[0];
        if (header2.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header2.source = head2;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head2 }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path9) => {
      let item = cst;
      for (const [field, index] of path9) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path9) => {
      const parent = visit.itemAtPath(cst, path9.slice(0, -1));
      const field = path9[path9.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path9, item, visitor) {
      let ctrl = visitor(item, path9);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path9.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path9);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path9) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter3 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter3;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it.sep)
                this.stack.push(fs2);
              else
                Object.assign(it, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse13(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning3) => log.warn(doc.options.logLevel, warning3));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse13;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/rules/min-change.ts
function parseMinChange(raw) {
  const accepts = "an amount with its unit, such as 50ns, 2\xB5s, 4KiB, 10MB/s or 2 allocs";
  if (typeof raw === "number") throw new SettingsError("min-change", `must be ${accepts}; ${raw} has no unit`);
  if (typeof raw !== "string") throw new SettingsError("min-change", `must be ${accepts}`);
  const text = raw.trim();
  const m = VALUE.exec(text);
  if (!m) throw new SettingsError("min-change", `must be ${accepts}; got ${JSON.stringify(raw)}`);
  const amount = Number(text.slice(0, text.length - (m[2]?.length ?? 0)).trim());
  const unitText = m[2]?.trim().replace(/\/op$/, "");
  if (!unitText) throw new SettingsError("min-change", `must be ${accepts}; ${JSON.stringify(raw)} has no unit`);
  if (!Number.isFinite(amount)) throw new SettingsError("min-change", `must be ${accepts}; got ${JSON.stringify(raw)}`);
  const scaled = SCALED[unitText];
  return scaled ? { text, value: Number((amount * scaled[1]).toPrecision(15)), unit: scaled[0] } : { text, value: amount, unit: unitText };
}
var SCALED, VALUE;
var init_min_change = __esm({
  "src/rules/min-change.ts"() {
    "use strict";
    init_settings();
    SCALED = {
      ps: ["s", 1e-12],
      ns: ["s", 1e-9],
      us: ["s", 1e-6],
      \u00B5s: ["s", 1e-6],
      \u03BCs: ["s", 1e-6],
      ms: ["s", 1e-3],
      s: ["s", 1],
      B: ["B", 1],
      kB: ["B", 1e3],
      KB: ["B", 1e3],
      MB: ["B", 1e6],
      GB: ["B", 1e9],
      KiB: ["B", 1024],
      MiB: ["B", 1024 ** 2],
      GiB: ["B", 1024 ** 3],
      "B/s": ["B/s", 1],
      "kB/s": ["B/s", 1e3],
      "KB/s": ["B/s", 1e3],
      "MB/s": ["B/s", 1e6],
      "GB/s": ["B/s", 1e9],
      "KiB/s": ["B/s", 1024],
      "MiB/s": ["B/s", 1024 ** 2],
      "GiB/s": ["B/s", 1024 ** 3]
    };
    VALUE = /^(\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*(\S.*)?$/;
  }
});

// src/rules/parse.ts
function parseRules(text, file, source) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const problems = [];
  const at = (node) => {
    const offset = node && "range" in node && node.range ? node.range[0] : node && "key" in node && (0, import_yaml.isScalar)(node.key) && node.key.range ? node.key.range[0] : 0;
    const pos = lines.linePos(offset);
    return `${file}:${pos.line}:${pos.col}`;
  };
  for (const err of doc.errors) {
    const pos = err.linePos?.[0];
    const reason = err.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    problems.push(`${file}:${pos ? `${pos.line}:${pos.col}` : "1:1"}: YAML syntax: ${reason}`);
  }
  if (problems.length) throw new RulesError(file, problems);
  const rules = [];
  const root = doc.contents;
  if (root === null || (0, import_yaml.isScalar)(root) && (root.value === null || root.value === "")) return { file, source, rules };
  if (!(0, import_yaml.isMap)(root)) throw new RulesError(file, [`${at(root)}: the file must be a mapping with a 'rules:' list`]);
  for (const pair2 of root.items) {
    const key = (0, import_yaml.isScalar)(pair2.key) ? String(pair2.key.value) : "";
    if (key !== "rules") problems.push(`${at(pair2)}: unknown key '${key}' (the file has one key: rules)`);
  }
  const list = root.get("rules", true);
  if (list === void 0 || (0, import_yaml.isScalar)(list) && list.value === null) {
    if (problems.length) throw new RulesError(file, problems);
    return { file, source, rules };
  }
  if (!(0, import_yaml.isSeq)(list)) throw new RulesError(file, [...problems, `${at(list)}: rules must be a list (each item starting with '- match:')`]);
  list.items.forEach((item, i) => {
    const number = i + 1;
    const where2 = (node, key) => `${at(node ?? item)}: rule ${number}${key ? `, ${key}` : ""}`;
    if (!(0, import_yaml.isMap)(item)) {
      problems.push(`${where2(item)}: must be a mapping such as 'match: "Benchmark*"' with threshold, gate, ignore or min-change`);
      return;
    }
    const rule = { number, line: lines.linePos((item.range ?? [0])[0]).line, match: [] };
    for (const pair2 of item.items) {
      const key = (0, import_yaml.isScalar)(pair2.key) ? String(pair2.key.value) : "";
      const value = pair2.value;
      if (!RULE_KEYS.includes(key)) {
        problems.push(`${where2(pair2, key)}: unknown key (a rule has ${RULE_KEYS.join(", ")})`);
        continue;
      }
      const scalar = (0, import_yaml.isScalar)(value) ? value.value : void 0;
      try {
        switch (key) {
          case "match":
          case "metric": {
            const texts = stringList(value);
            if (!texts) problems.push(`${where2(pair2, key)}: must be a non-empty string or a list of them`);
            else if (key === "match") rule.match = texts;
            else rule.metric = texts;
            break;
          }
          case "threshold":
            if (typeof scalar !== "string" && typeof scalar !== "number") problems.push(`${where2(pair2, key)}: must be a percentage such as 10%`);
            else rule.threshold = parseThreshold(String(scalar), "threshold");
            break;
          case "gate":
          case "ignore":
            if (typeof scalar !== "boolean") problems.push(`${where2(pair2, key)}: must be true or false; got ${JSON.stringify(scalar ?? null)}`);
            else rule[key] = scalar;
            break;
          case "min-change":
            rule.minChange = parseMinChange(scalar);
            break;
        }
      } catch (err) {
        if (!(err instanceof SettingsError)) throw err;
        problems.push(`${where2(pair2, key)}: ${err.message.replace(/^threshold /, "")}`);
      }
    }
    if (!item.has("match")) problems.push(`${where2(item)}: has no 'match' (a glob on the benchmark name, such as "BenchmarkParse*" or "*")`);
    if (!ACTION_KEYS.some((k) => item.has(k))) problems.push(`${where2(item)}: sets nothing (give it threshold, gate, ignore or min-change)`);
    if (rule.ignore === true && (rule.gate === true || rule.threshold !== void 0 || rule.minChange !== void 0)) {
      problems.push(`${where2(item)}: ignore: true cannot be combined with gate: true, threshold or min-change (an ignored row is never decided)`);
    }
    rules.push(rule);
  });
  if (problems.length) throw new RulesError(file, problems);
  return { file, source, rules };
}
function stringList(node) {
  if ((0, import_yaml.isScalar)(node)) return typeof node.value === "string" && node.value.trim() !== "" ? [node.value] : void 0;
  if (!(0, import_yaml.isSeq)(node) || node.items.length === 0) return void 0;
  const out = [];
  for (const item of node.items) {
    if (!(0, import_yaml.isScalar)(item) || typeof item.value !== "string" || item.value.trim() === "") return void 0;
    out.push(item.value);
  }
  return out;
}
var import_yaml, DEFAULT_RULES_FILE, RulesError, RULE_KEYS, ACTION_KEYS;
var init_parse2 = __esm({
  "src/rules/parse.ts"() {
    "use strict";
    import_yaml = __toESM(require_dist(), 1);
    init_model();
    init_settings();
    init_min_change();
    DEFAULT_RULES_FILE = ".github/benchgate.yml";
    RulesError = class extends UserError {
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
    RULE_KEYS = ["match", "metric", "threshold", "gate", "ignore", "min-change"];
    ACTION_KEYS = ["threshold", "gate", "ignore", "min-change"];
  }
});

// src/rules/read.ts
import { existsSync as existsSync3, readFileSync as readFileSync3 } from "node:fs";
import path3 from "node:path";
function readRulesFromWorkingTree(config, cwd, root = cwd) {
  const full = config === void 0 ? path3.resolve(root, DEFAULT_RULES_FILE) : path3.resolve(cwd, config);
  const file = config ?? DEFAULT_RULES_FILE;
  if (!existsSync3(full)) {
    if (config === void 0) return void 0;
    throw new RulesError(file, [`${file}: no such file (--config names the rules file; leave it out to use ${DEFAULT_RULES_FILE} when it exists)`]);
  }
  return parseRules(readFileSync3(full, "utf8"), file, "working tree");
}
var init_read = __esm({
  "src/rules/read.ts"() {
    "use strict";
    init_git();
    init_parse2();
  }
});

// src/cli/compare.ts
var compare_exports = {};
__export(compare_exports, {
  main: () => main2
});
import { join as join3 } from "node:path";
function sides(values, positionals) {
  const base = [...values.base ?? []];
  const head2 = [...values.head ?? []];
  if (base.length === 0 && head2.length === 0 && positionals.length === 2) return { base: [positionals[0]], head: [positionals[1]] };
  if (positionals.length === 0 && base.length > 0 && head2.length > 0) return { base, head: head2 };
  throw new UsageError(
    `expected BASE and HEAD (two paths) or --base PATH and --head PATH, got ${positionals.length} path${positionals.length === 1 ? "" : "s"}${base.length ? ` and ${base.length} --base` : ""}${head2.length ? ` and ${head2.length} --head` : ""}
Run 'benchgate compare --help' for usage.`
  );
}
async function keptRunsReport(dir, values, positionals, format, settings2, metrics, rules) {
  if (positionals.length > 0 || values.base?.length || values.head?.length) {
    throw new UsageError(
      `--runs reads both sides from ${dir}: give no BASE/HEAD paths and no --base/--head with it
Run 'benchgate compare --help' for usage.`
    );
  }
  const kept = await readKeptRuns(dir, format);
  hasSeries(kept.base, [join3(dir, "base")], "base");
  hasSeries(kept.head, [join3(dir, "head")], "head");
  const run2 = { base: {}, head: {}, rounds: kept.rounds, warmup: kept.warmup, format: kept.format, failedRuns: kept.failedRuns };
  return buildReport({ base: kept.base, head: kept.head, settings: settings2, metrics, run: run2, ...rules ? { rules } : {} });
}
function hasSeries(results, paths, side3) {
  if (results.some((r) => r.series.length > 0)) return;
  throw new UsageError(`${paths.join(", ")}: no benchmark results found on the ${side3} side (is it the output of a supported harness? see --format)`);
}
async function main2(argv) {
  const { values, positionals } = parseFlags2("compare", argv, OPTIONS2);
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  const s = settingsFromFlags("compare", values);
  const settings2 = statsSettingsOf(s);
  const { metrics, format } = s;
  if (format !== "auto" && !knownIds().includes(format)) {
    throw new UsageError(`--format: unknown format '${format}'; known formats: auto, ${knownIds().join(", ")}`);
  }
  const rules = readRulesFromWorkingTree(s.config, process.cwd());
  let report;
  if (typeof values.runs === "string") {
    report = await keptRunsReport(values.runs, values, positionals, format, settings2, metrics, rules);
  } else {
    const paths = sides(values, positionals);
    const base = await readResults(paths.base, format);
    const head2 = await readResults(paths.head, format);
    hasSeries(base, paths.base, "base");
    hasSeries(head2, paths.head, "head");
    report = buildReport({ base, head: head2, settings: settings2, metrics, ...rules ? { rules } : {} });
  }
  if (metrics && report.comparisons.length === 0) {
    throw new UsageError(`no results for --metric ${metrics.join(", ")} in the input`);
  }
  emitReport(report, values, { key: s.commentKey, chart: s.chart });
  return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
}
var HELP, OPTIONS2;
var init_compare3 = __esm({
  "src/cli/compare.ts"() {
    "use strict";
    init_settings();
    init_compare2();
    init_registry();
    init_common();
    init_exit();
    init_read_results();
    init_read();
    HELP = commandHelp(
      "compare",
      `Usage: benchgate compare BASE HEAD [options]
       benchgate compare --base FILE [--base FILE\u2026] --head FILE [--head FILE\u2026] [options]
       benchgate compare --runs DIR [options]

Compares benchmark results of a base and a head version: per benchmark and metric, a
Mann-Whitney U test on the per-run values (or the paired test, --test paired), outliers
removed inside each run, p-values corrected over all tests. Prints a benchstat-like
table; fails (exit 1) only on a significant slowdown above the threshold.

BASE and HEAD are result files or directories of result files (every file directly in
the directory is read; each file is one run).

--runs DIR reads the runs kept by \`benchgate run --keep-dir DIR\` back: DIR/base/round-NN/
and DIR/head/round-NN/, one run per round (warmup-NN folders are skipped). Each round
folder holds stdout, stderr and the benchmark's output file or folder; that output is
read when there is one, else stdout. Base and head runs of one round are paired, so the
report is the one the run gave. The format is detected once and every round is read
with it.

Input:
  --base PATH            a base result file or directory (repeatable; instead of BASE)
  --head PATH            a head result file or directory (repeatable; instead of HEAD)
  --runs DIR             a kept-runs folder (run --keep-dir DIR) instead of BASE and HEAD`,
      `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or usage (the message names the file and line).`
    );
    OPTIONS2 = {
      ...commandOptions("compare"),
      base: { type: "string", multiple: true },
      head: { type: "string", multiple: true },
      runs: { type: "string" }
    };
  }
});

// src/runner/env.ts
function isDropped(name2) {
  return DROPPED_NAMES.includes(name2) || DROPPED_PATTERNS.some((re) => re.test(name2));
}
function benchmarkEnvironment(env, passthrough = []) {
  const keep = new Set(passthrough);
  const out = {};
  for (const [name2, value] of Object.entries(env)) {
    if (value !== void 0 && (keep.has(name2) || !isDropped(name2))) out[name2] = value;
  }
  return out;
}
function droppedNames(env, passthrough = []) {
  const keep = new Set(passthrough);
  return Object.keys(env).filter((name2) => !keep.has(name2) && isDropped(name2)).sort();
}
var DROPPED_NAMES, DROPPED_PATTERNS;
var init_env = __esm({
  "src/runner/env.ts"() {
    "use strict";
    DROPPED_NAMES = [
      "GITHUB_TOKEN",
      "GH_TOKEN",
      "GH_ENTERPRISE_TOKEN",
      "GITHUB_ENTERPRISE_TOKEN",
      "ACTIONS_RUNTIME_TOKEN",
      "ACTIONS_RUNTIME_URL",
      "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_URL",
      "ACTIONS_CACHE_URL",
      "ACTIONS_CACHE_SERVICE_V2",
      "ACTIONS_RESULTS_URL",
      "GITHUB_OUTPUT",
      "GITHUB_STEP_SUMMARY",
      "GITHUB_ENV",
      "GITHUB_PATH",
      "GITHUB_STATE",
      "SSH_AUTH_SOCK"
    ];
    DROPPED_PATTERNS = [
      /^INPUT_/i,
      /^STATE_/,
      /^ACTIONS_(RUNTIME|ID_TOKEN|CACHE|RESULTS)_/,
      /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|COOKIE|_KEY$|_KEY_|_AUTH(_|$)/i
    ];
  }
});

// src/runner/layout.ts
import { existsSync as existsSync4, mkdirSync, readdirSync as readdirSync4, rmSync as rmSync2, statSync } from "node:fs";
import path4 from "node:path";
function runNumberWidth(largest) {
  return Math.max(2, String(largest).length);
}
function runDir(keepDir, side3, kind2, n, width) {
  return path4.join(keepDir, side3, `${kind2}-${String(n).padStart(width, "0")}`);
}
function setupFiles(keepDir, side3) {
  return { stdout: path4.join(keepDir, side3, "setup.stdout"), stderr: path4.join(keepDir, side3, "setup.stderr") };
}
function prepareKeepDir(dir, setting) {
  const target = path4.resolve(dir);
  const fail = (why) => {
    throw new RunnerError(`${setting} ${JSON.stringify(dir)}: ${why}`);
  };
  const missing = [];
  let existing = target;
  while (!existsSync4(existing)) {
    missing.unshift(existing);
    const parent = path4.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  let st;
  try {
    st = statSync(existing);
  } catch (e) {
    return fail(`cannot read ${existing} (${e.code ?? String(e)})`);
  }
  if (!st.isDirectory()) return fail(`${existing} is a file, not a folder; pass a folder to keep the raw outputs in`);
  if (/^\/(proc|sys|dev)(\/|$)/.test(target)) return fail("a folder under /proc, /sys or /dev cannot hold files; pass a folder on disk");
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      return fail(`cannot create ${d} (${e.code ?? String(e)}); pass a folder you can write to`);
    }
  }
  for (const side3 of ["base", "head"]) {
    const sub = path4.join(target, side3);
    if (existsSync4(sub) && (!statSync(sub).isDirectory() || readdirSync4(sub).length > 0)) {
      if (!statSync(sub).isDirectory() || !readdirSync4(sub).every((name2) => KEPT_ENTRY.test(name2))) {
        fail(`${side3}/ in it holds files benchgate did not write; pass a new or empty folder, or one a previous run kept`);
      }
      rmSync2(sub, { recursive: true, force: true });
    }
    try {
      mkdirSync(sub, { recursive: true });
    } catch (e) {
      fail(`cannot create ${sub} (${e.code ?? String(e)}); pass a folder you can write to`);
    }
  }
  return target;
}
var STREAM_FILES, KEPT_ENTRY;
var init_layout = __esm({
  "src/runner/layout.ts"() {
    "use strict";
    init_errors();
    STREAM_FILES = ["stdout", "stderr"];
    KEPT_ENTRY = /^(round|warmup)-\d+$|^setup\.(stdout|stderr)$/;
  }
});

// src/runner/machine.ts
import { readFileSync as readFileSync4 } from "node:fs";
import os2 from "node:os";
function readText(path9) {
  try {
    return readFileSync4(path9, "utf8");
  } catch {
    return void 0;
  }
}
function cpuModel(cpuinfo = readText("/proc/cpuinfo")) {
  if (cpuinfo) {
    for (const key of ["model name", "Hardware", "Model", "cpu model", "cpu"]) {
      const m = new RegExp(`^${key}\\s*:\\s*(.+)$`, "m").exec(cpuinfo);
      if (m && m[1].trim()) return m[1].trim().replace(/\s+/g, " ");
    }
  }
  const model = os2.cpus()[0]?.model?.trim();
  return model ? model.replace(/\s+/g, " ") : void 0;
}
function osName() {
  const release = readText("/etc/os-release");
  const m = release && /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release);
  return m ? m[1] : os2.type();
}
function describeMachine() {
  const info = {
    cpuModel: cpuModel(),
    cores: os2.availableParallelism?.() ?? os2.cpus().length,
    memoryBytes: os2.totalmem(),
    os: osName(),
    kernel: os2.release(),
    loadavg: []
  };
  const governor = readText("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")?.trim();
  if (governor) info.governor = governor;
  return info;
}
function loadAverage() {
  return Math.round(os2.loadavg()[0] * 100) / 100;
}
var init_machine = __esm({
  "src/runner/machine.ts"() {
    "use strict";
  }
});

// src/prng.ts
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
var init_prng = __esm({
  "src/prng.ts"() {
    "use strict";
  }
});

// src/runner/order.ts
function roundOrders(seed, count) {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => next() < 0.5 ? ["base", "head"] : ["head", "base"]);
}
function randomSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}
var init_order = __esm({
  "src/runner/order.ts"() {
    "use strict";
    init_prng();
  }
});

// src/runner/python-editable.ts
import { execFile as execFile2 } from "node:child_process";
import { readdir, readFile as readFile2 } from "node:fs/promises";
import path5 from "node:path";
import { fileURLToPath } from "node:url";
function sitePackages(env) {
  return new Promise((resolve) => {
    execFile2("python3", ["-c", SITE_DIRS], { env, timeout: 1e4 }, (err, stdout) => {
      resolve(
        err ? [] : stdout.split("\n").map((l) => l.trim()).filter(Boolean)
      );
    });
  });
}
function mentionedPaths(text) {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.startsWith("/"));
  const literals = [...text.matchAll(/['"](\/[^'"\n]+)['"]/g)].map((m) => m[1]);
  return [...lines, ...literals];
}
async function readText2(file) {
  try {
    return await readFile2(file, "utf8");
  } catch {
    return void 0;
  }
}
async function editableInstallsIn(siteDir, checkout) {
  let names;
  try {
    names = await readdir(siteDir);
  } catch {
    return [];
  }
  const found = [];
  const check = (file, candidates) => {
    const target = candidates.find((p) => inside(p, checkout));
    if (target) found.push({ file, target });
  };
  for (const name2 of names) {
    const file = path5.join(siteDir, name2);
    if (name2.endsWith(".pth") || name2.endsWith(".egg-link") || name2.startsWith("__editable__") && name2.endsWith(".py")) {
      const text = await readText2(file);
      if (text !== void 0) check(file, mentionedPaths(text));
    } else if (name2.endsWith(".dist-info")) {
      const text = await readText2(path5.join(file, "direct_url.json"));
      if (text === void 0) continue;
      try {
        const info = JSON.parse(text);
        if (info.dir_info?.editable && info.url?.startsWith("file:")) check(path5.join(file, "direct_url.json"), [fileURLToPath(info.url)]);
      } catch {
      }
    }
  }
  return found;
}
async function editableInstallsInto(checkout, env) {
  const dirs = [...new Set(await sitePackages(env))];
  return (await Promise.all(dirs.map((d) => editableInstallsIn(d, checkout)))).flat();
}
var SITE_DIRS, inside;
var init_python_editable = __esm({
  "src/runner/python-editable.ts"() {
    "use strict";
    SITE_DIRS = 'import site, sys; print("\\n".join([*site.getsitepackages(), site.getusersitepackages()]))';
    inside = (p, root) => {
      const rel = path5.relative(root, path5.resolve(p));
      return rel === "" || !rel.startsWith("..") && !path5.isAbsolute(rel);
    };
  }
});

// src/runner/rounds.ts
import { copyFile, cp, readFile as readFile3, rm, stat as stat3 } from "node:fs/promises";
import { mkdirSync as mkdirSync2 } from "node:fs";
import path6 from "node:path";
function formatDuration(ms) {
  const s = ms / 1e3;
  return s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`;
}
function formatTimeout(ms) {
  return ms % 6e4 === 0 ? `${ms / 6e4}m` : ms % 1e3 === 0 ? `${ms / 1e3}s` : `${ms}ms`;
}
function formatBytes2(n) {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : `${n} bytes`;
}
function failureReason(r, timeoutMs, limit) {
  if (r.spawnError) return `could not start bash: ${r.spawnError}`;
  if (r.overLimit) {
    return `printed more than ${formatBytes2(limit)} (stdout and stderr together), the most benchgate keeps of one run: killed. Print only the results, or write them to a file and set output-file`;
  }
  if (r.timedOut) return `timed out after ${formatTimeout(timeoutMs ?? 0)} (its processes were killed)`;
  if (r.signal) return `killed by ${r.signal}`;
  if (r.exitCode !== 0) return `exit code ${r.exitCode}`;
  return void 0;
}
function outputPath(dir, outputFile) {
  const resolved = path6.resolve(dir, outputFile);
  const rel = path6.relative(dir, resolved);
  if (!rel || rel.startsWith("..") || path6.isAbsolute(rel)) {
    throw new RunnerError(`output-file '${outputFile}' must be a path inside the checkout (relative to the working directory)`);
  }
  if (STREAM_FILES.includes(path6.basename(resolved))) {
    throw new RunnerError(
      `output-file '${outputFile}': a file named ${path6.basename(resolved)} would collide with the run's own ${path6.basename(resolved)} in the kept runs; rename it`
    );
  }
  return resolved;
}
function errorCode2(e) {
  return e && typeof e === "object" && "code" in e ? String(e.code) : void 0;
}
async function runRounds(opts) {
  const log = opts.log ?? { info: () => {
  }, warn: () => {
  } };
  const baseEnv = opts.env ?? process.env;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const adaptive = opts.onLook !== void 0;
  const planned = adaptive ? opts.maxRounds ?? NaN : opts.rounds;
  if (!Number.isInteger(planned) || planned < 1) {
    throw new RunnerError(adaptive ? `maxRounds must be a whole number \u2265 1 (got ${opts.maxRounds})` : `rounds must be a whole number \u2265 1 (got ${opts.rounds})`);
  }
  const looks = new Set(opts.looks ?? Array.from({ length: planned }, (_, i) => i + 1));
  const width = runNumberWidth(planned);
  const warmWidth = runNumberWidth(opts.warmup);
  mkdirSync2(opts.keepDir, { recursive: true });
  const result = {
    base: { outputs: [], failed: [], loadavg: [] },
    head: { outputs: [], failed: [], loadavg: [] },
    order: [],
    roundsRun: 0,
    stopReason: adaptive ? "max-rounds" : "fixed"
  };
  const outPaths = opts.outputFile ? { base: outputPath(opts.dirs.base, opts.outputFile), head: outputPath(opts.dirs.head, opts.outputFile) } : void 0;
  const exec = (side3, command, files, timeoutMs, killStraysOnExit = true) => {
    mkdirSync2(path6.dirname(files.stdout), { recursive: true });
    return runCommand({
      command,
      cwd: opts.dirs[side3],
      env: { ...baseEnv, BENCHGATE_SIDE: side3 },
      stdoutFile: files.stdout,
      stderrFile: files.stderr,
      timeoutMs,
      maxOutputBytes: limit,
      killStraysOnExit
    });
  };
  if (opts.setup) {
    for (const side3 of ["base", "head"]) {
      const files = setupFiles(opts.keepDir, side3);
      const r = await exec(side3, opts.setup, files, void 0, false);
      const why = failureReason(r, void 0, limit);
      if (why) {
        throw new RunnerError(
          `setup failed on ${side3} (${why}); last lines of its output (all of it: ${files.stderr}):
${lastLines(r.stderrTail || r.stdoutTail, STDERR_TAIL_LINES)}`
        );
      }
      log.info(`setup ${side3}: ${formatDuration(r.durationMs)}`);
    }
  }
  const runOnce = async (side3, kind2, n) => {
    const dir = runDir(opts.keepDir, side3, kind2, n, kind2 === "round" ? width : warmWidth);
    if (outPaths) await rm(outPaths[side3], { recursive: true, force: true });
    const files = { stdout: path6.join(dir, "stdout"), stderr: path6.join(dir, "stderr") };
    const r = await exec(side3, opts.command, files, opts.timeoutMs);
    const why = failureReason(r, opts.timeoutMs, limit);
    if (why) return { reason: why, r };
    if (r.straysKilled) log.info(`${side3} ${kind2} ${n}: killed ${r.straysKilled} process(es) the command left running outside its process group`);
    if (!outPaths) {
      const text = await readFile3(files.stdout, "utf8");
      if (!text.trim()) return { reason: "exit code 0 but nothing on stdout (set output-file if results go to a file)", r };
      return { input: { kind: "text", file: files.stdout, text }, r };
    }
    const out = outPaths[side3];
    let st;
    try {
      st = await stat3(out);
    } catch (e) {
      if (errorCode2(e) === "ENOENT") return { reason: `exit code 0 but output-file '${opts.outputFile}' was not written`, r };
      return { reason: `output-file '${opts.outputFile}' cannot be read (${errorCode2(e) ?? String(e)})`, r };
    }
    const kept = path6.join(dir, path6.basename(out));
    if (st.isDirectory()) {
      try {
        await cp(out, kept, { recursive: true });
      } catch (e) {
        throw new RunnerError(`output-file '${opts.outputFile}' (a folder) cannot be copied on ${side3}: ${e instanceof Error ? e.message : String(e)}`);
      }
      return { input: { kind: "dir", dir: kept }, r };
    }
    if (!st.isFile()) {
      throw new RunnerError(
        `output-file '${opts.outputFile}' is not a regular file (a FIFO, socket or device) on ${side3}; the benchmark must write its results to a plain file or folder`
      );
    }
    if (st.size > limit)
      return { reason: `output-file '${opts.outputFile}' is ${st.size} bytes, over the ${formatBytes2(limit)} benchgate reads of one run`, r };
    await copyFile(out, kept);
    return { input: { kind: "text", file: kept, text: await readFile3(kept, "utf8") }, r };
  };
  let checked = opts.checkOutput === void 0;
  const orders = roundOrders(opts.seed, opts.warmup + planned);
  const total = adaptive ? `\u2264${planned}` : `${planned}`;
  for (let i = 0; i < orders.length; i++) {
    const warm = i < opts.warmup;
    const round = warm ? i + 1 : i + 1 - opts.warmup;
    if (!warm) result.order.push(orders[i]);
    for (const side3 of orders[i]) {
      if (!warm) result[side3].loadavg.push(loadAverage());
      const { input, reason, r } = await runOnce(side3, warm ? "warmup" : "round", round);
      const prefix = warm ? `warm-up ${round}/${opts.warmup} ${side3}` : `round ${round}/${total} ${side3}`;
      if (reason) {
        const tail = lastLines(r.stderrTail, STDERR_TAIL_LINES);
        log.warn(`${prefix}: FAILED after ${formatDuration(r.durationMs)}: ${reason}${warm ? " (warm-up, discarded)" : ""}${tail ? `
${tail}` : ""}`);
        if (!warm) result[side3].failed.push({ side: side3, round, reason, exitCode: r.exitCode, stderrTail: tail });
        continue;
      }
      log.info(`${prefix}: ${formatDuration(r.durationMs)}${warm ? " (discarded)" : ""}`);
      if (warm || !input) continue;
      if (!checked) {
        checked = true;
        try {
          await opts.checkOutput(input);
        } catch (e) {
          const file = input.kind === "text" ? input.file : input.dir;
          throw new UnusableOutputError(
            `the first measured run (${side3} round ${round}) gave output benchgate cannot use, so the run stopped there:
${e instanceof Error ? e.message : String(e)}
Its output is kept in ${file}`,
            file
          );
        }
      }
      result[side3].outputs.push({ side: side3, round, input, durationMs: r.durationMs });
    }
    if (warm) continue;
    result.roundsRun = round;
    if (adaptive && looks.has(round) && await opts.onLook(round, result) === "stop") {
      result.stopReason = "decided";
      break;
    }
  }
  return result;
}
var STDERR_TAIL_LINES;
var init_rounds = __esm({
  "src/runner/rounds.ts"() {
    "use strict";
    init_errors();
    init_exec();
    init_layout();
    init_machine();
    init_order();
    STDERR_TAIL_LINES = 20;
  }
});

// src/runner/index.ts
import { existsSync as existsSync5, mkdtempSync as mkdtempSync2, realpathSync as realpathSync3, rmSync as rmSync3, statSync as statSync2 } from "node:fs";
import os3 from "node:os";
import path7 from "node:path";
function describeRevision(r) {
  return r.ref && r.ref !== r.sha ? `${short(r.sha)} (${r.ref})` : short(r.sha);
}
async function runBenchmark(opts) {
  const log = opts.log ?? { info: () => {
  }, warn: () => {
  } };
  if (!Number.isInteger(opts.rounds) || opts.rounds < 1) throw new RunnerError(`rounds must be a whole number \u2265 1 (got ${opts.rounds})`);
  if (!Number.isInteger(opts.warmup) || opts.warmup < 0) throw new RunnerError(`warmup must be a whole number \u2265 0 (got ${opts.warmup})`);
  if (!opts.command.trim()) throw new RunnerError("no benchmark command given");
  const keptDir = opts.keepDir !== void 0 ? prepareKeepDir(opts.keepDir, opts.keepDirSetting ?? "--keep-dir") : void 0;
  const { root } = await findRepository(opts.repo);
  const headRef = opts.head ?? "HEAD";
  const head2 = { ref: headRef, sha: await resolveCommit(root, headRef) };
  const base = opts.base !== void 0 ? { ref: opts.base, sha: await resolveCommit(root, opts.base) } : await defaultBase(root);
  if (base.sha === head2.sha) log.warn(`base and head are the same commit ${short(base.sha)}: this measures noise only (A/A)`);
  if (opts.head === void 0 && await hasUncommittedChanges(root)) {
    log.warn("the working tree has uncommitted changes; they are not benchmarked (head is the committed HEAD)");
  }
  const env = benchmarkEnvironment(envWithoutGitLocation(opts.env ?? process.env), opts.envPassthrough);
  await warnAboutEditableInstalls(root, env, log);
  const credentialKeys = await persistedCredentialKeys(root);
  if (credentialKeys.length) {
    log.warn(
      `the repository's git config holds a credential (${credentialKeys.join(", ")}) that the benchmark could read through git: check out with actions/checkout \`persist-credentials: false\` (benchgate needs no credential in the clone)`
    );
  }
  const outputDirIsTemporary = keptDir === void 0;
  const outputDir = keptDir ?? realpathSync3(mkdtempSync2(path7.join(os3.tmpdir(), "benchgate-runs-")));
  const unregister = outputDirIsTemporary ? cleanupOnSignal(() => rmSync3(outputDir, { recursive: true, force: true })) : () => {
  };
  const seed = opts.seed ?? randomSeed();
  const machine2 = describeMachine();
  const adaptive = opts.onLook !== void 0;
  const dropped = droppedNames(opts.env ?? process.env, opts.envPassthrough);
  log.info(
    `base ${describeRevision(base)} \u2192 head ${describeRevision(head2)}: ${adaptive ? `up to ${opts.maxRounds}` : opts.rounds} rounds + ${opts.warmup} warm-up, order seed ${seed}${opts.timeoutMs ? `, timeout ${formatTimeout(opts.timeoutMs)} per run` : ""}`
  );
  if (dropped.length) log.info(`not passed to the benchmark (credentials and job files; env-passthrough keeps one): ${dropped.join(", ")}`);
  const rounds2 = await withWorktrees(root, base.sha, head2.sha, async (w) => {
    const dirs = { base: w.base, head: w.head };
    if (opts.workingDirectory) {
      for (const side4 of ["base", "head"]) {
        dirs[side4] = path7.resolve(side4 === "base" ? w.base : w.head, opts.workingDirectory);
        if (!existsSync5(dirs[side4]) || !statSync2(dirs[side4]).isDirectory()) {
          const sha = side4 === "base" ? base.sha : head2.sha;
          throw new RunnerError(`working-directory '${opts.workingDirectory}' does not exist in the ${side4} commit ${short(sha)}`);
        }
      }
    }
    if (opts.submodules !== false) {
      for (const side4 of ["base", "head"]) {
        if (await initSubmodules(side4 === "base" ? w.base : w.head, side4)) log.info(`${side4}: submodules checked out`);
      }
    }
    return runRounds({
      dirs,
      command: opts.command,
      setup: opts.setup,
      outputFile: opts.outputFile,
      rounds: opts.rounds,
      warmup: opts.warmup,
      timeoutMs: opts.timeoutMs,
      keepDir: outputDir,
      seed,
      env,
      log,
      checkOutput: opts.checkOutput,
      maxRounds: opts.maxRounds,
      looks: opts.looks,
      onLook: opts.onLook
    });
  }).catch((e) => {
    if (outputDirIsTemporary && !(e instanceof UnusableOutputError)) rmSync3(outputDir, { recursive: true, force: true });
    throw e;
  }).finally(unregister);
  const side3 = (s, revision2) => ({
    revision: revision2,
    outputs: rounds2[s].outputs,
    failed: rounds2[s].failed,
    machine: { ...machine2, loadavg: rounds2[s].loadavg }
  });
  const result = {
    base: side3("base", base),
    head: side3("head", head2),
    failedRuns: rounds2.order.flatMap(
      (_, i) => [...rounds2.base.failed, ...rounds2.head.failed].filter((f) => f.round === i + 1).sort((a, b) => rounds2.order[i].indexOf(a.side) - rounds2.order[i].indexOf(b.side))
    ),
    seed,
    order: rounds2.order,
    outputDir,
    outputDirIsTemporary,
    roundsRun: rounds2.roundsRun,
    stopReason: rounds2.stopReason
  };
  if (result.failedRuns.length) {
    log.warn(
      `${result.failedRuns.length} of ${rounds2.roundsRun * 2} runs failed: ${result.failedRuns.map((f) => `${f.side} round ${f.round} (${f.reason})`).join(", ")}`
    );
  }
  for (const s of ["base", "head"]) {
    if (result[s].outputs.length === 0) {
      const last = result[s].failed.at(-1);
      throw new RunnerError(
        `the benchmark never succeeded on ${s} (${describeRevision(result[s].revision)}): all ${rounds2.roundsRun} runs failed` + (last ? `; the last one: ${last.reason}${last.stderrTail ? `
${last.stderrTail}` : ""}` : "") + `
This is a tool error, not a regression.${outputDirIsTemporary ? "" : ` Raw outputs: ${outputDir}`}`,
        result
      );
    }
  }
  return result;
}
async function warnAboutEditableInstalls(checkout, env, log) {
  for (const install of await editableInstallsInto(checkout, env)) {
    log.warn(
      `the active Python environment has an editable install pointing into your checkout (${install.file} \u2192 ${install.target}): base and head would both import that code, not their own, and measure the same thing. Install each side inside its worktree instead, in a virtual environment of its own: setup 'python -m venv .venv && .venv/bin/pip install -e .' and run the benchmark with .venv/bin/python`
    );
  }
}
var short;
var init_runner = __esm({
  "src/runner/index.ts"() {
    "use strict";
    init_cleanup();
    init_env();
    init_errors();
    init_git();
    init_layout();
    init_machine();
    init_order();
    init_python_editable();
    init_rounds();
    init_errors();
    init_exec();
    short = (sha) => sha.slice(0, 7);
  }
});

// src/pipeline/run.ts
function outputCheck(formatId) {
  return (input) => {
    const result = parseWith(input, formatId);
    if (result.series.length === 0) {
      throw new ParseError(
        `no benchmark results in it (read as ${result.format}); check the command prints its results${input.kind === "dir" ? " into this folder" : ""}`,
        input.kind === "text" ? input.file : input.dir
      );
    }
  };
}
function pickFormat(result, formatId) {
  if (formatId !== "auto") return formatById(formatId).id;
  let firstError;
  for (const output of [...result.base.outputs, ...result.head.outputs]) {
    try {
      return detectFormat(output.input).id;
    } catch (err) {
      firstError ??= err;
    }
  }
  throw firstError;
}
function parseRunOutputs(result, formatId, sides2 = ["base", "head"]) {
  const format = pickFormat(result, formatId);
  const parsed = { format, base: [], head: [], unreadable: [] };
  for (const side3 of sides2) {
    let firstError;
    for (const output of result[side3].outputs) {
      try {
        const result2 = parseWith(output.input, format);
        for (const s of result2.series) for (const run2 of s.runs) run2.round = output.round;
        parsed[side3].push(result2);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        firstError ??= err;
        parsed.unreadable.push({ side: side3, round: output.round, reason: `output not readable as ${format}: ${err.message}` });
      }
    }
    if (parsed[side3].length === 0 && firstError) {
      throw new ParseError(`no run of ${side3} printed readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
    }
  }
  return parsed;
}
function runInfoOf(result, parsed, opts) {
  return {
    base: result.base.revision,
    head: result.head.revision,
    ...opts.pullRequest !== void 0 ? { pullRequest: opts.pullRequest } : {},
    ...opts.repository !== void 0 ? { repository: opts.repository } : {},
    rounds: result.roundsRun,
    warmup: opts.warmup,
    format: parsed.format,
    failedRuns: [...result.failedRuns, ...parsed.unreadable]
  };
}
function reportOf(result, parsed, opts) {
  const report = buildReport({
    base: parsed.base,
    head: parsed.head,
    settings: opts.settings,
    metrics: opts.metrics,
    machine: { base: result.base.machine, head: result.head.machine },
    run: runInfoOf(result, parsed, opts),
    ...opts.rounds ? { compare: { alpha: opts.rounds.alpha() } } : {},
    ...opts.rules ? { rules: opts.rules } : {}
  });
  if (opts.rounds) report.rounds = opts.rounds.info(result.roundsRun, result.stopReason);
  return report;
}
function buildRunReport(result, opts) {
  const parsed = parseRunOutputs(result, opts.format);
  return { report: reportOf(result, parsed, opts), unreadable: parsed.unreadable };
}
function buildPartialRunReport(result, error, opts) {
  const measured = ["base", "head"].filter((s) => result[s].outputs.length > 0);
  let parsed;
  try {
    parsed = parseRunOutputs(result, opts.format, measured);
  } catch {
    parsed = { format: opts.format, base: [], head: [], unreadable: [] };
  }
  const report = reportOf(result, parsed, opts);
  report.verdict = "fail";
  report.warnings.unshift({ code: "tool-error", message: `tool error, no comparison: ${error.split("\n")[0]}` });
  return report;
}
var init_run = __esm({
  "src/pipeline/run.ts"() {
    "use strict";
    init_compare2();
    init_registry();
    init_model();
  }
});

// src/stats/looks.ts
function scheduledLooks(s) {
  if (!(Number.isInteger(s.minRounds) && s.minRounds >= 1)) throw new RangeError(`min-rounds must be an integer \u2265 1 (got ${s.minRounds})`);
  if (!(Number.isInteger(s.maxRounds) && s.maxRounds >= s.minRounds))
    throw new RangeError(`max-rounds must be an integer \u2265 min-rounds ${s.minRounds} (got ${s.maxRounds})`);
  if (!(Number.isInteger(s.lookEvery) && s.lookEvery >= 1)) throw new RangeError(`look-every must be an integer \u2265 1 (got ${s.lookEvery})`);
  const looks = [];
  for (let r = s.minRounds; r < s.maxRounds; r += s.lookEvery) looks.push(r);
  looks.push(s.maxRounds);
  return looks;
}
function floorP(test, rounds2) {
  return test === "paired" ? pairedMinAttainableP(rounds2) : minAttainableP(rounds2, rounds2);
}
function plannedLooks(schedule, floor) {
  const all = scheduledLooks(schedule);
  const m = Math.max(1, floor.familySize ?? 1);
  for (let j = all.length; j >= 1; j--) {
    const level = perTestAlpha(floor.alpha / j, m, floor.correction);
    const viable = all.filter((r) => floorP(floor.test, r) < level);
    if (viable.length === j) return { looks: viable, lookAlpha: floor.alpha / j };
  }
  return { looks: [all[all.length - 1]], lookAlpha: floor.alpha };
}
function undecidedRows(comparisons) {
  return comparisons.filter((r) => r.gated && (r.verdict === "inconclusive" || r.verdict === "insufficient"));
}
function isDecided(comparisons) {
  return undecidedRows(comparisons).length === 0;
}
function stopReason(plan, rounds2, comparisons) {
  if (isDecided(comparisons)) return "decided";
  const last = plan.looks[plan.looks.length - 1];
  return rounds2 >= last ? "max-rounds" : null;
}
var init_looks = __esm({
  "src/stats/looks.ts"() {
    "use strict";
    init_multiple();
    init_paired();
    init_samplesize();
  }
});

// src/pipeline/rounds.ts
function planRounds(opts) {
  const alpha = opts.settings.alpha;
  if (opts.rounds !== "auto") {
    const fixed = opts.rounds;
    return {
      runner: { rounds: fixed },
      alpha: () => alpha,
      info: (run2, stopped) => ({ planned: fixed, run: run2, looks: [], stopped, lookAlpha: alpha })
    };
  }
  const schedule = { minRounds: opts.minRounds, maxRounds: Math.max(opts.maxRounds, opts.minRounds), lookEvery: opts.lookEvery };
  let plan;
  const looks = [];
  const onLook = (roundsDone, soFar) => {
    let parsed;
    try {
      parsed = parseRunOutputs(soFar, opts.format);
    } catch {
      return Promise.resolve("continue");
    }
    if (!plan) {
      const matcher = opts.rules ? new RuleMatcher(opts.rules.rules) : void 0;
      const rows2 = new Set(
        parsed.base.flatMap(
          (r) => r.series.filter((s) => (!opts.metrics || opts.metrics.includes(s.metric)) && !matcher?.for(s).ignore).map((s) => `${s.group ?? ""}\0${s.benchmark}\0${s.metric}`)
        )
      );
      plan = plannedLooks(schedule, { alpha, correction: opts.settings.correction, test: opts.settings.test, familySize: rows2.size });
      opts.log?.(`rounds: auto \u2014 looks after ${plan.looks.join(", ")} rounds, each at \u03B1 = ${+plan.lookAlpha.toPrecision(3)} (${rows2.size} rows)`);
    }
    if (!plan.looks.includes(roundsDone)) return Promise.resolve("continue");
    const report = buildReport({
      base: parsed.base,
      head: parsed.head,
      settings: opts.settings,
      metrics: opts.metrics,
      compare: { alpha: plan.lookAlpha },
      ...opts.rules ? { rules: opts.rules } : {}
    });
    const undecided = undecidedRows(report.comparisons);
    looks.push({ rounds: roundsDone, undecided: undecided.length });
    const stop = stopReason(plan, roundsDone, report.comparisons);
    opts.log?.(lookLine(roundsDone, undecided, stop));
    return Promise.resolve(stop === "decided" ? "stop" : "continue");
  };
  return {
    runner: { rounds: schedule.maxRounds, maxRounds: schedule.maxRounds, onLook },
    alpha: () => plan?.lookAlpha ?? alpha,
    info: (run2, stopped) => ({ planned: schedule.maxRounds, run: run2, looks: [...looks], stopped, lookAlpha: plan?.lookAlpha ?? alpha })
  };
}
function lookLine(rounds2, undecided, stop) {
  if (undecided.length === 0) return `look after ${rounds2} rounds: every gated row decided \u2014 stopping`;
  const names = undecided.slice(0, NAMES_SHOWN2).map((c) => `${c.benchmark} ${c.metric} (${c.verdict})`);
  const more = undecided.length > NAMES_SHOWN2 ? ` and ${undecided.length - NAMES_SHOWN2} more` : "";
  return `look after ${rounds2} rounds: ${undecided.length} undecided: ${names.join(", ")}${more}${stop === "max-rounds" ? " \u2014 max-rounds reached" : " \u2014 running more rounds"}`;
}
var NAMES_SHOWN2;
var init_rounds2 = __esm({
  "src/pipeline/rounds.ts"() {
    "use strict";
    init_looks();
    init_compare2();
    init_run();
    init_apply();
    NAMES_SHOWN2 = 5;
  }
});

// src/cli/run.ts
var run_exports = {};
__export(run_exports, {
  commandOf: () => commandOf,
  main: () => main3
});
import { rmSync as rmSync4, writeFileSync as writeFileSync2 } from "node:fs";
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function commandOf(args) {
  if (args.length === 0 || !args.join("").trim()) {
    throw new UsageError("no benchmark command: put it after '--', e.g. benchgate run -- go test -bench .\nRun 'benchgate run --help' for the options.");
  }
  return args.length === 1 ? args[0] : args.map(shellQuote).join(" ");
}
async function main3(argv) {
  const dashes = argv.indexOf("--");
  const ours = dashes === -1 ? argv : argv.slice(0, dashes);
  const { values, positionals } = parseFlags2("run", ours, OPTIONS3);
  if (values.help) {
    process.stdout.write(HELP2 + "\n");
    return EXIT.ok;
  }
  if (positionals.length) {
    throw new UsageError(`unexpected argument '${positionals[0]}' before '--': the benchmark command goes after '--'
Run 'benchgate run --help' for usage.`);
  }
  const command = commandOf(dashes === -1 ? [] : argv.slice(dashes + 1));
  const s = settingsFromFlags("run", values);
  const settings2 = statsSettingsOf(s);
  if (s.format !== "auto") formatById(s.format);
  if (s.minRounds > s.maxRounds) throw new SettingsError("--min-rounds", `--min-rounds (${s.minRounds}) must not be above --max-rounds (${s.maxRounds})`);
  const floor = roundsForFloor(settings2.test, settings2.alpha);
  if (s.rounds !== "auto" && s.rounds < floor) {
    stderrLogger.warn(
      `${s.rounds} rounds: each run is one value, so no change can ever be significant at alpha ${settings2.alpha} (${settings2.test}) with fewer than ${floor} rounds (more with many benchmarks)`
    );
  }
  const { root, prefix } = await findRepository(process.cwd());
  const rules = readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  const plan = planRounds({ ...s, settings: settings2, ...rules ? { rules } : {}, log: (line) => stderrLogger.info(line) });
  let result;
  try {
    result = await runBenchmark({
      repo: process.cwd(),
      base: s.base,
      head: s.head,
      workingDirectory: prefix || void 0,
      command,
      setup: s.setup,
      outputFile: s.outputFile,
      ...plan.runner,
      warmup: s.warmup,
      timeoutMs: s.timeoutMs,
      keepDir: s.keepDir,
      keepDirSetting: "--keep-dir",
      envPassthrough: s.envPassthrough,
      submodules: s.submodules,
      seed: s.seed,
      log: stderrLogger,
      checkOutput: outputCheck(s.format)
    });
  } catch (err) {
    if (err instanceof ParseError && !s.keepDir) err.message += "\n(rerun with --keep-dir DIR to keep the raw outputs)";
    if (err instanceof RunnerError) {
      writePartialReport(err, values, s, plan, rules);
      const partial = err.partial;
      if (partial?.outputDirIsTemporary) rmSync4(partial.outputDir, { recursive: true, force: true });
    }
    throw err;
  }
  try {
    const { report, unreadable } = buildRunReport(result, {
      format: s.format,
      settings: settings2,
      metrics: s.metrics,
      rounds: plan,
      warmup: s.warmup,
      ...rules ? { rules } : {}
    });
    for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
    if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(", ")} in the output`);
    emitReport(report, values, { key: s.commentKey, chart: s.chart });
    if (!result.outputDirIsTemporary) stderrLogger.info(`raw outputs of every run: ${result.outputDir}`);
    return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
  } finally {
    if (result.outputDirIsTemporary) rmSync4(result.outputDir, { recursive: true, force: true });
  }
}
function writePartialReport(err, values, s, plan, rules) {
  const result = err.partial;
  if (!result || !(values.json || values.markdown)) return;
  try {
    const report = buildPartialRunReport(result, err.message, {
      format: s.format,
      settings: statsSettingsOf(s),
      metrics: s.metrics,
      rounds: plan,
      warmup: s.warmup,
      ...rules ? { rules } : {}
    });
    if (!report) return;
    if (values.json) writeFileSync2(values.json, renderJson(report));
    if (values.markdown) {
      const fullReportHint = values.json ? `the full report is in ${values.json}` : "run with --json FILE for the full report";
      writeFileSync2(values.markdown, renderMarkdown(report, { key: s.commentKey, chart: s.chart, fullReportHint }));
    }
    process.stderr.write(
      `benchgate run: wrote the partial report (what was measured, and the error) to ${[values.json, values.markdown].filter(Boolean).join(" and ")}
`
    );
  } catch (e) {
    process.stderr.write(`benchgate run: could not write the partial report: ${e instanceof Error ? e.message : String(e)}
`);
  }
}
var HELP2, OPTIONS3, stderrLogger;
var init_run2 = __esm({
  "src/cli/run.ts"() {
    "use strict";
    init_settings();
    init_registry();
    init_model();
    init_git();
    init_runner();
    init_family();
    init_common();
    init_exit();
    init_run();
    init_rounds2();
    init_json2();
    init_markdown();
    init_escape();
    init_read();
    HELP2 = commandHelp(
      "run",
      `Usage: benchgate run [options] -- COMMAND [ARG\u2026]

Runs COMMAND on two commits of the git repository you are in \u2014 base and head, each
checked out in its own temporary worktree (your checkout, index and stash are never
touched) \u2014 in interleaved rounds on this machine, then compares the results per
benchmark and metric (the run is the unit: one value per run and side) and prints a
benchstat-like table. COMMAND runs with bash -c in the same subfolder of each checkout
as your current one, with BENCHGATE_SIDE=base or head in its environment and without
credentials (see --env-passthrough). One argument after -- is used as a shell command
as is ('go test -bench . | tee out'); several are quoted and joined.

A run may print at most ${MAX_RUN_OUTPUT_BYTES / 1024 / 1024} MiB (stdout and stderr together, or in its output
file); past that it is killed and counts as failed.`,
      `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or tool error (a benchmark failing on every run of a side,
            a commit that cannot be found) \u2014 never reported as a regression.

Example: benchgate run -- go test -run '^$' -bench . -count 1 ./...`
    );
    OPTIONS3 = commandOptions("run");
    stderrLogger = {
      info: (line) => process.stderr.write(`${safeLogText(line)}
`),
      warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}
`)
    };
  }
});

// src/pipeline/merge.ts
import path8 from "node:path";
function shardNames(files) {
  const short2 = files.map((f) => {
    const base = path8.basename(f).replace(/\.json$/i, "");
    const dir = path8.basename(path8.dirname(path8.resolve(f)));
    return base === "report" && dir ? dir : base;
  });
  return short2.map((name2, i) => short2.indexOf(name2) === short2.lastIndexOf(name2) ? name2 : files[i]);
}
function sameSettings(a, b) {
  for (const key of ["alpha", "threshold", "correction", "outliers", "test"]) {
    if (a[key] !== b[key]) return `${key} ${a[key]} vs ${b[key]}`;
  }
  const ga = [...a.gate].sort().join(",");
  const gb = [...b.gate].sort().join(",");
  return ga === gb ? void 0 : `gated metrics ${ga || "(none)"} vs ${gb || "(none)"}`;
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
  const failedRuns = runs.flatMap(({ name: name2, run: run2 }) => run2.failedRuns.map((f) => ({ ...f, reason: `shard ${name2}: ${f.reason}` })));
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
  return { ...first, rules: first.rules.map((r, i) => ({ ...r, rows: shards.reduce((sum2, s) => sum2 + (s.report.rules?.rules[i]?.rows ?? 0), 0) })) };
}
function mergeReports(shards, overrides = {}) {
  if (shards.length === 0) throw new MergeError("no shard reports to merge");
  for (const shard2 of shards.slice(1)) {
    const a = { ...shards[0].report.settings, ...overrides.test ? { test: overrides.test } : {} };
    const diff = sameSettings(a, { ...shard2.report.settings, ...overrides.test ? { test: overrides.test } : {} });
    if (diff) throw new MergeError(`shards ${shards[0].name} and ${shard2.name} used different settings (${diff}): one family needs one set of settings`);
  }
  const first = shards[0].report.settings;
  const settings2 = {
    ...first,
    gate: [...first.gate],
    test: overrides.test ?? first.test,
    failOnInconclusive: overrides.failOnInconclusive ?? first.failOnInconclusive
  };
  const owner = /* @__PURE__ */ new Map();
  const rows2 = [];
  for (const shard2 of shards) {
    for (const row2 of shard2.report.comparisons) {
      const key = rowKey(row2);
      const other = owner.get(key);
      if (other !== void 0) {
        throw new MergeError(
          `${rowLabel2(row2)} is in shard ${other} and in shard ${shard2.name}: each shard must run a different part of the suite (split it with the harness filter, e.g. go test -bench, pytest -k, --filter)`
        );
      }
      owner.set(key, shard2.name);
      rows2.push(withDecidingTest(row2.verdict === "accepted" ? { ...row2, verdict: "regression" } : row2, settings2.test));
    }
  }
  const family = decideFamily(rows2, settings2);
  const warnings = [];
  const roundsSeen = [...new Set(shards.flatMap((s) => s.report.run ? [s.report.run.rounds] : []))];
  if (roundsSeen.length > 1)
    warnings.push({
      code: "shard-rounds",
      message: `the shards ran different numbers of rounds (${roundsSeen.join(", ")}); the settings line shows the fewest`
    });
  for (const shard2 of shards) {
    for (const w of shard2.report.warnings) if (w.code !== FLOOR_WARNING_CODE) warnings.push({ ...w, message: `shard ${shard2.name}: ${w.message}` });
  }
  for (const w of family.warnings) warnings.push(w);
  const shardInfo = shards.flatMap(
    (s) => s.report.shards?.length ? s.report.shards.map((inner) => ({ ...inner, name: `${s.name}/${inner.name}` })) : [{ name: s.name, base: s.report.machine.base, head: s.report.machine.head }]
  );
  const run2 = mergedRun(shards);
  const rules = mergedRules(shards);
  return {
    version: 2,
    settings: settings2,
    machine: { base: commonMachine(shardInfo.map((s) => s.base)), head: commonMachine(shardInfo.map((s) => s.head)) },
    comparisons: family.comparisons,
    ...summarize(family.comparisons, settings2),
    ...run2 ? { run: run2 } : {},
    warnings: uniqueWarnings(warnings),
    shards: shardInfo,
    ...rules ? { rules } : {}
  };
}
var MergeError, rowKey, rowLabel2;
var init_merge = __esm({
  "src/pipeline/merge.ts"() {
    "use strict";
    init_compare2();
    init_model();
    init_family();
    init_summary();
    MergeError = class extends UserError {
      name = "MergeError";
    };
    rowKey = (c) => JSON.stringify([c.group ?? "", c.benchmark, c.metric]);
    rowLabel2 = (c) => `${c.group ? `${c.group} ` : ""}${c.benchmark} (${c.metric})`;
  }
});

// src/report/validate.ts
import { readFileSync as readFileSync5, statSync as statSync3 } from "node:fs";
function kind(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return typeof v === "object" ? "an object" : typeof v;
}
function settings(c, v, path9, version) {
  const o = c.object(v, path9);
  const v2 = version === 2;
  return {
    alpha: c.number(o.alpha, `${path9}.alpha`, Number.MIN_VALUE, 1 - Number.EPSILON),
    threshold: c.number(o.threshold, `${path9}.threshold`, 0, 1e6),
    correction: c.oneOf(o.correction, `${path9}.correction`, ["holm", "bh", "none"]),
    outliers: c.oneOf(o.outliers, `${path9}.outliers`, ["iqr", "upper", "none"]),
    gate: c.array(o.gate, `${path9}.gate`, 100).map((g2, i) => c.string(g2, `${path9}.gate[${i}]`, MAX_SHORT_CHARS)),
    test: v2 ? c.oneOf(o.test, `${path9}.test`, ["mann-whitney", "paired"]) : "mann-whitney",
    failOnInconclusive: v2 ? c.boolean(o.failOnInconclusive, `${path9}.failOnInconclusive`) : false
  };
}
function machine(c, v, path9) {
  const o = c.object(v, path9);
  const m = {};
  const str2 = (key) => {
    const s = c.optional(o[key], (x) => c.string(x, `${path9}.${key}`, MAX_NAME_CHARS));
    if (s !== void 0) m[key] = s;
  };
  str2("cpuModel");
  const cores = c.optional(o.cores, (x) => c.integer(x, `${path9}.cores`, 0, 1e6));
  if (cores !== void 0) m.cores = cores;
  const memory = c.optional(o.memoryBytes, (x) => c.number(x, `${path9}.memoryBytes`, 0));
  if (memory !== void 0) m.memoryBytes = memory;
  str2("os");
  str2("kernel");
  str2("governor");
  const load = c.optional(o.loadavg, (x) => c.array(x, `${path9}.loadavg`, MAX_LIST).map((l, i) => c.number(l, `${path9}.loadavg[${i}]`, 0)));
  if (load !== void 0) m.loadavg = load;
  if (o.tool !== void 0) {
    const tool = c.object(o.tool, `${path9}.tool`);
    const keys = Object.keys(tool);
    if (keys.length > 1e3) c.fail(`${path9}.tool`, `${keys.length} entries, more than the 1000 a report may have`);
    m.tool = {};
    for (const key of keys) {
      c.string(key, `${path9}.tool (a key)`, MAX_SHORT_CHARS);
      m.tool[key] = c.string(tool[key], `${path9}.tool[${JSON.stringify(key.slice(0, 40))}]`, MAX_NAME_CHARS);
    }
  }
  return m;
}
function side2(c, v, path9, version) {
  const o = c.object(v, path9);
  const n = c.integer(o.n, `${path9}.n`);
  const kept = c.integer(o.kept, `${path9}.kept`, 0, n);
  const median = c.nullableNumber(o.median, `${path9}.median`);
  const ci = c.pair(o.ci, `${path9}.ci`);
  if (version === 1) return { n, kept, removed: n - kept, units: kept, flagged: 0, median, ci, mean: null, sd: null, se: null, cv: null, mad: null };
  const units = c.integer(o.units, `${path9}.units`, 0, Math.max(n, kept));
  const stat4 = (key) => c.nullableNumber(o[key], `${path9}.${key}`);
  return {
    n,
    kept,
    removed: c.integer(o.removed, `${path9}.removed`, 0, n),
    units,
    flagged: c.integer(o.flagged, `${path9}.flagged`, 0, units),
    median,
    ci,
    mean: stat4("mean"),
    sd: stat4("sd"),
    se: stat4("se"),
    cv: stat4("cv"),
    mad: stat4("mad")
  };
}
function mannWhitney2(c, v, path9) {
  const o = c.object(v, path9);
  return {
    p: c.nullableNumber(o.p, `${path9}.p`, 0, 1),
    ratio: c.nullableNumber(o.ratio, `${path9}.ratio`),
    ratioCI: c.pair(o.ratioCI, `${path9}.ratioCI`),
    shift: c.nullableNumber(o.shift, `${path9}.shift`),
    constant: c.boolean(o.constant, `${path9}.constant`)
  };
}
function paired2(c, v, path9) {
  if (v === null) return null;
  const o = c.object(v, path9);
  const pairs = c.integer(o.pairs, `${path9}.pairs`, 0, 1e6);
  return {
    pairs,
    p: c.number(o.p, `${path9}.p`, 0, 1),
    ratio: c.nullableNumber(o.ratio, `${path9}.ratio`),
    ratioCI: c.pair(o.ratioCI, `${path9}.ratioCI`),
    worseRounds: c.integer(o.worseRounds, `${path9}.worseRounds`, 0, pairs),
    shift: c.nullableNumber(o.shift, `${path9}.shift`),
    constant: c.boolean(o.constant, `${path9}.constant`)
  };
}
function warning2(c, v, path9, version) {
  if (version === 1) {
    const message = c.string(v, path9, MAX_TEXT_CHARS);
    return { code: V1_FLOOR.test(message) ? FLOOR_WARNING_CODE : "v1", message };
  }
  const o = c.object(v, path9);
  const w = { code: c.string(o.code, `${path9}.code`, MAX_SHORT_CHARS), message: c.string(o.message, `${path9}.message`, MAX_TEXT_CHARS) };
  const benchmark = c.optional(o.benchmark, (x) => c.string(x, `${path9}.benchmark`, MAX_BENCHMARK_NAME_CHARS));
  if (benchmark !== void 0) w.benchmark = benchmark;
  return w;
}
function comparison2(c, v, path9, version) {
  const o = c.object(v, path9);
  const v2 = version === 2;
  const p = c.nullableNumber(o.p, `${path9}.p`, 0, 1);
  const ratio = c.nullableNumber(o.ratio, `${path9}.ratio`);
  const ratioCI = c.pair(o.ratioCI, `${path9}.ratioCI`);
  const row2 = {
    benchmark: c.string(o.benchmark, `${path9}.benchmark`, MAX_BENCHMARK_NAME_CHARS),
    metric: c.string(o.metric, `${path9}.metric`, MAX_SHORT_CHARS),
    unit: c.string(o.unit, `${path9}.unit`, MAX_SHORT_CHARS),
    better: c.oneOf(o.better, `${path9}.better`, ["lower", "higher"]),
    unitOfAnalysis: v2 ? c.oneOf(o.unitOfAnalysis, `${path9}.unitOfAnalysis`, ["run", "process", "sample"]) : "sample",
    base: side2(c, o.base, `${path9}.base`, version),
    head: side2(c, o.head, `${path9}.head`, version),
    test: v2 ? c.oneOf(o.test, `${path9}.test`, ["mann-whitney", "paired"]) : "mann-whitney",
    ratio,
    ratioCI,
    deltaPct: c.nullableNumber(o.deltaPct, `${path9}.deltaPct`),
    p,
    pAdjusted: c.nullableNumber(o.pAdjusted, `${path9}.pAdjusted`, 0, 1),
    mannWhitney: v2 ? mannWhitney2(c, o.mannWhitney, `${path9}.mannWhitney`) : { p, ratio, ratioCI, shift: null, constant: false },
    paired: v2 ? paired2(c, o.paired, `${path9}.paired`) : null,
    verdict: c.oneOf(o.verdict, `${path9}.verdict`, v2 ? VERDICTS : V1_VERDICTS),
    gated: c.boolean(o.gated, `${path9}.gated`),
    warnings: c.array(o.warnings, `${path9}.warnings`, 1e3).map((w, i) => warning2(c, w, `${path9}.warnings[${i}]`, version))
  };
  if (row2.test === "paired" && row2.paired === null) c.fail(`${path9}.paired`, "the paired test decided this row but it has no paired result");
  const group = c.optional(o.group, (x) => c.string(x, `${path9}.group`, MAX_BENCHMARK_NAME_CHARS));
  if (group !== void 0) row2.group = group;
  const neededKey = v2 ? "roundsNeeded" : "samplesNeeded";
  const needed = c.optional(o[neededKey], (x) => c.integer(x, `${path9}.${neededKey}`, 0, 1e6));
  if (needed !== void 0) row2.roundsNeeded = needed;
  if (v2) {
    const threshold = c.optional(o.threshold, (x) => c.number(x, `${path9}.threshold`, 0, 10));
    if (threshold !== void 0) row2.threshold = threshold;
    const minChange = c.optional(o.minChange, (x) => c.number(x, `${path9}.minChange`, 0));
    if (minChange !== void 0) row2.minChange = minChange;
    const rules = c.optional(o.rules, (x) => c.array(x, `${path9}.rules`, 1e3).map((n, i) => c.integer(n, `${path9}.rules[${i}]`, 1, 1e6)));
    if (rules !== void 0) row2.rules = rules;
  }
  return row2;
}
function ruleInfo(c, v, path9) {
  const o = c.object(v, path9);
  const strings = (x, p) => c.array(x, p, 1e3).map((s, i) => c.string(s, `${p}[${i}]`, MAX_SHORT_CHARS));
  const r = { match: strings(o.match, `${path9}.match`), rows: c.integer(o.rows, `${path9}.rows`, 0, 1e9) };
  const metric = c.optional(o.metric, (x) => strings(x, `${path9}.metric`));
  if (metric !== void 0) r.metric = metric;
  const threshold = c.optional(o.threshold, (x) => c.number(x, `${path9}.threshold`, 0, 10));
  if (threshold !== void 0) r.threshold = threshold;
  const gate = c.optional(o.gate, (x) => c.boolean(x, `${path9}.gate`));
  if (gate !== void 0) r.gate = gate;
  const ignore = c.optional(o.ignore, (x) => c.boolean(x, `${path9}.ignore`));
  if (ignore !== void 0) r.ignore = ignore;
  const minChange = c.optional(o.minChange, (x) => c.string(x, `${path9}.minChange`, MAX_SHORT_CHARS));
  if (minChange !== void 0) r.minChange = minChange;
  return r;
}
function rulesInfo2(c, v, path9) {
  const o = c.object(v, path9);
  return {
    file: c.string(o.file, `${path9}.file`, MAX_NAME_CHARS),
    source: c.string(o.source, `${path9}.source`, MAX_SHORT_CHARS),
    rules: c.array(o.rules, `${path9}.rules`, 1e3).map((r, i) => ruleInfo(c, r, `${path9}.rules[${i}]`))
  };
}
function revision(c, v, path9) {
  const o = c.object(v, path9);
  const r = {};
  const ref = c.optional(o.ref, (x) => c.string(x, `${path9}.ref`, MAX_NAME_CHARS));
  if (ref !== void 0) r.ref = ref;
  const sha = c.optional(o.sha, (x) => c.string(x, `${path9}.sha`, 64));
  if (sha !== void 0) {
    if (!SHA.test(sha)) c.fail(`${path9}.sha`, `expected a full commit SHA (40 hex digits), got ${kind(sha)}`);
    r.sha = sha;
  }
  return r;
}
function failedRun(c, v, path9) {
  const o = c.object(v, path9);
  const f = {
    side: c.oneOf(o.side, `${path9}.side`, ["base", "head"]),
    round: c.integer(o.round, `${path9}.round`, 0, 1e6),
    reason: c.string(o.reason, `${path9}.reason`, MAX_TEXT_CHARS)
  };
  if (o.exitCode !== void 0) f.exitCode = o.exitCode === null ? null : c.integer(o.exitCode, `${path9}.exitCode`, -1e9, 1e9);
  const tail = c.optional(o.stderrTail, (x) => c.string(x, `${path9}.stderrTail`, MAX_TEXT_CHARS));
  if (tail !== void 0) f.stderrTail = tail;
  return f;
}
function run(c, v, path9) {
  const o = c.object(v, path9);
  const pr = c.optional(o.pullRequest, (x) => c.integer(x, `${path9}.pullRequest`, 1));
  const repo = c.optional(o.repository, (x) => c.string(x, `${path9}.repository`, MAX_SHORT_CHARS));
  if (repo !== void 0 && !REPOSITORY.test(repo)) c.fail(`${path9}.repository`, `expected owner/name, got ${kind(repo)}`);
  return {
    base: revision(c, o.base, `${path9}.base`),
    head: revision(c, o.head, `${path9}.head`),
    ...pr !== void 0 ? { pullRequest: pr } : {},
    ...repo !== void 0 ? { repository: repo } : {},
    rounds: c.integer(o.rounds, `${path9}.rounds`, 0, 1e6),
    warmup: c.integer(o.warmup, `${path9}.warmup`, 0, 1e6),
    format: c.string(o.format, `${path9}.format`, MAX_SHORT_CHARS),
    failedRuns: c.array(o.failedRuns, `${path9}.failedRuns`, MAX_LIST).map((f, i) => failedRun(c, f, `${path9}.failedRuns[${i}]`))
  };
}
function rounds(c, v, path9) {
  const o = c.object(v, path9);
  const stopped = c.string(o.stopped, `${path9}.stopped`, MAX_SHORT_CHARS);
  if (!STOPPED.includes(stopped)) c.fail(`${path9}.stopped`, `expected one of ${STOPPED.join(", ")}, got ${kind(stopped)}`);
  return {
    planned: c.integer(o.planned, `${path9}.planned`, 0, 1e6),
    run: c.integer(o.run, `${path9}.run`, 0, 1e6),
    looks: c.array(o.looks, `${path9}.looks`, MAX_LIST).map((l, i) => {
      const look = c.object(l, `${path9}.looks[${i}]`);
      return {
        rounds: c.integer(look.rounds, `${path9}.looks[${i}].rounds`, 0, 1e6),
        undecided: c.integer(look.undecided, `${path9}.looks[${i}].undecided`, 0, 1e9)
      };
    }),
    stopped,
    lookAlpha: c.number(o.lookAlpha, `${path9}.lookAlpha`)
  };
}
function shard(c, v, path9) {
  const o = c.object(v, path9);
  return { name: c.string(o.name, `${path9}.name`, MAX_SHORT_CHARS), base: machine(c, o.base, `${path9}.base`), head: machine(c, o.head, `${path9}.head`) };
}
function acceptance(c, v, path9) {
  const o = c.object(v, path9);
  const by = o.by === null ? null : c.string(o.by, `${path9}.by`, MAX_SHORT_CHARS);
  if (by !== null && !LOGIN.test(by)) c.fail(`${path9}.by`, `expected a GitHub login or null, got ${kind(by)}`);
  const at = o.at === null ? null : c.string(o.at, `${path9}.at`, 64);
  if (at !== null && (!DATE_TIME.test(at) || Number.isNaN(Date.parse(at)))) c.fail(`${path9}.at`, `expected an ISO 8601 date-time or null, got ${kind(at)}`);
  const label = c.string(o.label, `${path9}.label`, MAX_SHORT_CHARS);
  if (label.trim() === "") c.fail(`${path9}.label`, "expected the label that was on the pull request, got an empty string");
  return { label, by, at, source: c.oneOf(o.source, `${path9}.source`, ACCEPTANCE_SOURCES) };
}
function validateReport(data, source = "<report>") {
  const c = new Checker(source);
  const o = c.object(data, "$");
  if (o.version !== 1 && o.version !== 2) {
    c.fail(
      "$.version",
      `unknown report version ${kind(o.version)}: this benchgate reads versions 1 and 2 \u2014 produce the report and read it with the same benchgate release`
    );
  }
  const version = o.version;
  const machineObj = c.object(o.machine, "$.machine");
  const comparisons = c.array(o.comparisons, "$.comparisons", MAX_ROWS).map((row2, i) => comparison2(c, row2, `$.comparisons[${i}]`, version));
  c.object(o.summary, "$.summary");
  c.oneOf(o.verdict, "$.verdict", ["pass", "fail"]);
  const stats = settings(c, o.settings, "$.settings", version);
  const report = {
    version: 2,
    settings: stats,
    machine: { base: machine(c, machineObj.base, "$.machine.base"), head: machine(c, machineObj.head, "$.machine.head") },
    comparisons,
    ...summarize(comparisons, stats),
    warnings: c.array(o.warnings, "$.warnings", MAX_LIST).map((w, i) => warning2(c, w, `$.warnings[${i}]`, version))
  };
  const runInfo = c.optional(o.run, (x) => run(c, x, "$.run"));
  if (runInfo) report.run = runInfo;
  const roundsInfo = c.optional(o.rounds, (x) => rounds(c, x, "$.rounds"));
  if (roundsInfo) report.rounds = roundsInfo;
  const shards = c.optional(o.shards, (x) => c.array(x, "$.shards", 1e3).map((s, i) => shard(c, s, `$.shards[${i}]`)));
  if (shards) report.shards = shards;
  const rules = c.optional(o.rules, (x) => rulesInfo2(c, x, "$.rules"));
  if (rules) report.rules = rules;
  const accepted = version === 2 ? c.optional(o.acceptance, (x) => acceptance(c, x, "$.acceptance")) : void 0;
  if (accepted) report.acceptance = accepted;
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
    size = statSync3(file).size;
  } catch (err) {
    throw new ReportValidationError(`${file}: cannot read the report (${err.code ?? String(err)})`);
  }
  if (size > MAX_REPORT_BYTES) {
    throw new ReportValidationError(`${file}: ${size} bytes, larger than the ${MAX_REPORT_BYTES} bytes (10 MB) a report may have; refusing to read it`);
  }
  let data;
  try {
    data = JSON.parse(readFileSync5(file, "utf8"));
  } catch (err) {
    throw new ReportValidationError(
      `${file}: not JSON (${err instanceof Error ? err.message : String(err)}); expected a benchgate report (--json / output report-json)`
    );
  }
  return validateReport(data, file);
}
var MAX_REPORT_BYTES, MAX_NAME_CHARS, MAX_BENCHMARK_NAME_CHARS, MAX_TEXT_CHARS, MAX_ROWS, MAX_LIST, MAX_SHORT_CHARS, SHA, REPOSITORY, ReportValidationError, Checker, V1_FLOOR, V1_VERDICTS, STOPPED, ACCEPTANCE_SOURCES, DATE_TIME, LOGIN;
var init_validate = __esm({
  "src/report/validate.ts"() {
    "use strict";
    init_model();
    init_family();
    init_summary();
    MAX_REPORT_BYTES = 10 * 1024 * 1024;
    MAX_NAME_CHARS = 1e3;
    MAX_BENCHMARK_NAME_CHARS = MAX_REPORT_BYTES;
    MAX_TEXT_CHARS = 2e5;
    MAX_ROWS = 2e4;
    MAX_LIST = 1e4;
    MAX_SHORT_CHARS = 200;
    SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
    REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
    ReportValidationError = class extends UserError {
      name = "ReportValidationError";
    };
    Checker = class {
      constructor(source) {
        this.source = source;
      }
      source;
      fail(path9, what) {
        throw new ReportValidationError(`${this.source}: ${path9}: ${what}`);
      }
      object(v, path9) {
        if (typeof v !== "object" || v === null || Array.isArray(v)) this.fail(path9, `expected an object, got ${kind(v)}`);
        return v;
      }
      array(v, path9, max) {
        if (!Array.isArray(v)) this.fail(path9, `expected an array, got ${kind(v)}`);
        if (v.length > max) this.fail(path9, `${v.length} entries, more than the ${max} a report may have`);
        return v;
      }
      string(v, path9, max) {
        if (typeof v !== "string") this.fail(path9, `expected a string, got ${kind(v)}`);
        if (v.length > max) this.fail(path9, `a string of ${v.length} characters, longer than the ${max} allowed`);
        return v;
      }
      number(v, path9, min = -Infinity, max = Infinity) {
        if (typeof v !== "number" || !Number.isFinite(v)) this.fail(path9, `expected a finite number, got ${kind(v)}`);
        if (v < min || v > max) this.fail(path9, `${v} is outside [${min}, ${max}]`);
        return v;
      }
      integer(v, path9, min = 0, max = Number.MAX_SAFE_INTEGER) {
        const n = this.number(v, path9, min, max);
        if (!Number.isInteger(n)) this.fail(path9, `expected a whole number, got ${n}`);
        return n;
      }
      nullableNumber(v, path9, min = -Infinity, max = Infinity) {
        return v === null ? null : this.number(v, path9, min, max);
      }
      pair(v, path9) {
        if (v === null) return null;
        const a = this.array(v, path9, 2);
        if (a.length !== 2) this.fail(path9, `expected [low, high] or null, got ${a.length} entries`);
        return [this.number(a[0], `${path9}[0]`), this.number(a[1], `${path9}[1]`)];
      }
      boolean(v, path9) {
        if (typeof v !== "boolean") this.fail(path9, `expected true or false, got ${kind(v)}`);
        return v;
      }
      oneOf(v, path9, values) {
        if (typeof v !== "string" || !values.includes(v)) {
          this.fail(path9, `expected one of ${values.join(", ")}, got ${kind(v)}`);
        }
        return v;
      }
      /** Present → checked; absent (undefined) → undefined. `null` counts as present and wrong. */
      optional(v, check) {
        return v === void 0 ? void 0 : check(v);
      }
    };
    V1_FLOOR = /^too few samples to ever be significant |can never be significant with the samples given/;
    V1_VERDICTS = VERDICTS.filter((v) => v !== "inconclusive" && v !== "ignored" && v !== "accepted");
    STOPPED = ["decided", "max-rounds", "fixed"];
    ACCEPTANCE_SOURCES = ["event", "issue-events", "unknown"];
    DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
    LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
  }
});

// src/cli/merge.ts
var merge_exports = {};
__export(merge_exports, {
  main: () => main4
});
function main4(argv) {
  const { values, positionals: files } = parseFlags2("merge", argv, OPTIONS4);
  if (values.help) {
    process.stdout.write(HELP3 + "\n");
    return EXIT.ok;
  }
  if (files.length === 0) throw new UsageError("expected one or more report files\nRun 'benchgate merge --help' for usage.");
  const s = settingsFromFlags("merge", values);
  const names = shardNames(files);
  const shards = files.map((file, i) => ({ name: names[i], report: readReportFile(file) }));
  const report = mergeReports(shards, {
    ...flagGiven(values, "test") ? { test: s.test } : {},
    ...flagGiven(values, "fail-on-inconclusive") ? { failOnInconclusive: s.failOnInconclusive } : {}
  });
  const lines = (report.shards ?? []).map((shard2) => {
    const cpu = (m) => m.cpuModel ?? m.tool?.cpu ?? "CPU not reported";
    const [b, h] = [cpu(shard2.base), cpu(shard2.head)];
    return `shard ${escapeTerminal(shard2.name)}: ${escapeTerminal(b === h ? b : `${b} (base) / ${h} (head)`)}`;
  });
  emitReport(report, values, { key: s.commentKey, chart: s.chart }, lines.length ? lines.join("\n") + "\n" : "");
  return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
}
var HELP3, OPTIONS4;
var init_merge2 = __esm({
  "src/cli/merge.ts"() {
    "use strict";
    init_settings();
    init_merge();
    init_escape();
    init_validate();
    init_common();
    init_exit();
    HELP3 = commandHelp(
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
    OPTIONS4 = commandOptions("merge");
  }
});

// src/cli/main.ts
init_model();
init_exit();
init_escape();
var commands = {
  parse: { summary: "show the series and context read from one result file (check a format)", load: () => Promise.resolve().then(() => (init_parse(), parse_exports)) },
  compare: { summary: "compare two sets of result files (BASE HEAD): table, JSON, markdown", load: () => Promise.resolve().then(() => (init_compare3(), compare_exports)) },
  run: { summary: "run a benchmark on base and head of this repo (interleaved) and compare", load: () => Promise.resolve().then(() => (init_run2(), run_exports)) },
  merge: { summary: "merge the JSON reports of shards (a CI matrix) into one report", load: () => Promise.resolve().then(() => (init_merge2(), merge_exports)) }
};
function usage() {
  const lines = Object.entries(commands).map(([name2, c]) => `  ${name2.padEnd(9)} ${c.summary}`);
  return [
    "benchgate \u2014 did this change make the code slower? (Mann-Whitney U over interleaved runs)",
    "",
    "Usage: benchgate <command> [options]     benchgate <command> --help",
    "",
    "Commands:",
    ...lines,
    "",
    "Exit codes: 0 no regression, 1 regression found, 2 bad input or tool error."
  ].join("\n");
}
async function main5(argv) {
  const [name2, ...rest] = argv;
  if (!name2 || name2 === "--help" || name2 === "-h" || name2 === "help") {
    process.stdout.write(usage() + "\n");
    return name2 ? EXIT.ok : EXIT.error;
  }
  if (name2 === "--version") {
    process.stdout.write(`${process.env.BENCHGATE_VERSION ?? "0.1.0"}
`);
    return EXIT.ok;
  }
  const command = commands[name2];
  if (!command) throw new UsageError(`unknown command '${name2}'

${usage()}`);
  return (await command.load()).main(rest);
}
main5(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    const command = commands[process.argv[2] ?? ""] ? `benchgate ${process.argv[2]}` : "benchgate";
    if (err instanceof UserError) {
      process.stderr.write(safeLogText(`${command}: ${err.message}
`));
      process.exitCode = err.exitCode;
      return;
    }
    process.stderr.write(
      safeLogText(
        `${command}: unexpected error: ${err instanceof Error ? err.message : String(err)} (please report this; rerun with BENCHGATE_DEBUG=1 for the stack)
`
      )
    );
    if (process.env.BENCHGATE_DEBUG && err instanceof Error) process.stderr.write(`${err.stack}
`);
    process.exitCode = EXIT.error;
  }
);
