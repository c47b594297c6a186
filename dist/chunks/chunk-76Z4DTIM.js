import {
  ParseError,
  benchmarkKey,
  parseWarning,
  seriesKey
} from "./chunk-4PTTIM2A.js";

// src/formats/json-text.ts
function pathText(path3) {
  let out = "";
  for (const part of path3) {
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
var JsonDoc = class _JsonDoc {
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
  fail(path3, reason) {
    throw new ParseError(`${pathText(path3)}: ${reason}`, this.file, lineOfPath(this.text, path3));
  }
  /** A warning that names the place: `file:line: path: text`. */
  warning(path3, text) {
    return `${this.file}:${lineOfPath(this.text, path3)}: ${pathText(path3)}: ${text}`;
  }
  object(value, path3) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      this.fail(path3, `expected an object, got ${describe(value)} (is this ${this.what}?)`);
    }
    return value;
  }
  array(value, path3) {
    if (!Array.isArray(value)) this.fail(path3, `expected an array, got ${describe(value)} (is this ${this.what}?)`);
    return value;
  }
  string(value, path3) {
    if (typeof value !== "string") this.fail(path3, `expected a string, got ${describe(value)}`);
    return value;
  }
  /** A finite number; JSON numbers too large for a double arrive as Infinity and are refused here. */
  number(value, path3) {
    if (typeof value !== "number" || !Number.isFinite(value)) this.fail(path3, `expected a number, got ${describe(value)}`);
    return value;
  }
  numbers(value, path3) {
    const list = this.array(value, path3);
    return list.map((v, i) => this.number(v, [...path3, i]));
  }
};
var SYNTAX_ERROR = /* @__PURE__ */ Symbol("syntax error");
var lastParsed = { text: void 0, value: void 0 };
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
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
var WS_RUN = /[ \t\n\r]*/y;
function skipWs(text, from) {
  WS_RUN.lastIndex = from;
  WS_RUN.test(text);
  return WS_RUN.lastIndex;
}
var NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
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
          NUMBER.lastIndex = i;
          const literal = ["true", "false", "null"].find((word) => text.startsWith(word, i));
          if (literal) i += literal.length;
          else if (NUMBER.test(text)) i = NUMBER.lastIndex;
          else return { offset: i, reason: `unexpected ${JSON.stringify(c)} where a value should be` };
          state = afterValue();
        }
        break;
      }
    }
  }
}
function lineOfPath(text, path3) {
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
  outer: for (const part of path3) {
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

// src/formats/series.ts
var SeriesCollector = class {
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
    const run = this.seriesOf(benchmark, group, metric, unit, better).runs[0];
    if (run.processes) delete run.processes;
    return run.samples;
  }
  /**
   * Adds the samples of one worker process (a JMH fork, a BenchmarkDotNet launch): they join the
   * run's samples and are kept as one of its `processes`. A series keeps processes only while
   * every one of its samples came this way, so that they together hold exactly its samples.
   */
  addProcess(benchmark, group, metric, unit, better, values) {
    if (values.length === 0) return;
    const run = this.seriesOf(benchmark, group, metric, unit, better).runs[0];
    const known = run.samples.length === 0 || run.processes !== void 0;
    for (const v of values) run.samples.push(v);
    if (known) (run.processes ??= []).push([...values]);
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
    let series = byMetric.get(metric);
    if (!series) {
      series = group === void 0 ? { benchmark, metric, unit, better, runs: [{ samples: [] }] } : { benchmark, group, metric, unit, better, runs: [{ samples: [] }] };
      byMetric.set(metric, series);
      this.ordered.push(series);
    }
    return series;
  }
  get size() {
    return this.ordered.length;
  }
  series() {
    return [...this.ordered];
  }
};
var ContextCollector = class {
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
var WarningList = class {
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

// src/formats/text.ts
function splitLines(text) {
  const lines = text.includes("\r") ? text.split(/\r?\n/) : text.split("\n");
  const terminated = lines.length > 1 && lines[lines.length - 1] === "";
  if (terminated || lines[lines.length - 1] === "") lines.pop();
  return { lines, terminated };
}
var LineReader = class {
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
var ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
function stripAnsi(text) {
  return text.includes("\x1B") ? text.replace(ANSI, "") : text;
}
function head(text, maxChars = 256 * 1024) {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}
var LineCounter = class {
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

// src/formats/units.ts
var TIME = {
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
function timeFactor(unit) {
  return TIME[unit.trim()];
}
var BYTES = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3
};
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

// src/formats/benchmarkdotnet/benchmarkdotnet.ts
var ID = "benchmarkdotnet";
var SIZE = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 };
function benchmarkName(method, params, job) {
  let name = method;
  if (params.length > 0) name += `(${params.join(", ")})`;
  if (job && job !== "DefaultJob") name += ` [${job}]`;
  return name;
}
var HOST_KEYS = [
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
function jobOf(displayInfo) {
  if (typeof displayInfo !== "string") return void 0;
  const colon = displayInfo.indexOf(": ");
  if (colon < 0) return void 0;
  const job = displayInfo.slice(colon + 2).replace(/\s*\[[^\]]*\]\s*$/, "");
  const paren = job.indexOf("(");
  return (paren > 0 ? job.slice(0, paren) : job).trim() || void 0;
}
function parseJson(input) {
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
    const name = benchmarkName(method, params, jobOf(b.DisplayInfo));
    const type = typeof b.Type === "string" && b.Type ? b.Type : void 0;
    const group = type && typeof b.Namespace === "string" && b.Namespace ? `${b.Namespace}.${type}` : type;
    const launches = resultSamplesByLaunch(doc, b, i);
    const samples = [];
    const stats = isObject(b.Statistics) ? b.Statistics : void 0;
    if (launches.length > 0) {
      for (const launch of launches) out.addProcess(name, group, "time", "s", "lower", launch);
    } else if (stats && Array.isArray(stats.OriginalValues)) {
      for (const ns of doc.numbers(stats.OriginalValues, ["Benchmarks", i, "Statistics", "OriginalValues"])) samples.push(ns * 1e-9);
    }
    if (launches.length === 0 && samples.length === 0) {
      const mean = stats && typeof stats.Mean === "number" && Number.isFinite(stats.Mean) ? stats.Mean : void 0;
      if (mean === void 0) {
        warnings.push(
          parseWarning(
            "failed-benchmark",
            doc.warning(["Benchmarks", i], `${group ? `${group}.` : ""}${name} has no results (the benchmark failed); skipped`),
            name
          )
        );
        return;
      }
      samples.push(mean * 1e-9);
    }
    for (const v of samples) out.add(name, group, "time", "s", "lower", v);
    const allocated = allocatedBytes(b);
    if (allocated !== void 0) out.add(name, group, "alloc-bytes", "B", "lower", allocated);
  });
  if (out.size === 0 && warnings.length === 0) throw new ParseError('no benchmarks in "Benchmarks"', doc.file);
  return { format: ID, series: out.series(), context: context2, warnings };
}
function resultSamplesByLaunch(doc, b, i) {
  if (!Array.isArray(b.Measurements)) return [];
  const byLaunch = /* @__PURE__ */ new Map();
  b.Measurements.forEach((raw, k) => {
    if (!isObject(raw)) return;
    const isResult = raw.IterationStage === void 0 ? raw.IterationMode === "Result" : raw.IterationMode === "Workload" && raw.IterationStage === "Result";
    if (!isResult) return;
    const path3 = ["Benchmarks", i, "Measurements", k];
    const ops = doc.number(raw.Operations, [...path3, "Operations"]);
    const ns = doc.number(raw.Nanoseconds, [...path3, "Nanoseconds"]);
    if (!(ops > 0)) doc.fail([...path3, "Operations"], `expected a positive operation count, got ${ops}`);
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
var CHARACTERISTICS = new Set(
  "Job AnalyzeLaunchVariance EvaluateOverhead MaxAbsoluteError MaxRelativeError MinInvokeCount MinIterationTime OutlierMode Affinity EnvironmentVariables Jit LargeAddressAware Platform PowerPlanMode Runtime AllowVeryLargeObjects Concurrent CpuGroups Force HeapAffinitizeMask HeapCount NoAffinitize RetainVm Server Arguments BuildConfiguration Clock EngineFactory NuGetReferences Toolchain IsMutator InvocationCount IterationCount IterationTime LaunchCount MaxIterationCount MaxWarmupIterationCount MemoryRandomization MinIterationCount MinWarmupIterationCount RunStrategy UnrollFactor WarmupCount Id Categories Baseline Namespace Type Gc Infrastructure Accuracy Environment Run".split(" ")
);
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
var TableReader = class {
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
    const name = benchmarkName(method, params, cell(cols.job) || void 0);
    const group = cell(cols.type) || void 0;
    const meanText = cell(cols.mean);
    if (meanText === "NA" || meanText === "?" || meanText === "") {
      this.warnings.push(
        parseWarning("failed-benchmark", `${this.file}:${lineNo}: ${name} has no result (Mean is ${meanText || "empty"}: the benchmark failed); skipped`, name)
      );
      return;
    }
    const mean = valueWithUnit(meanText, cols.meanUnit, timeFactor);
    if (mean === void 0) throw new ParseError(`Mean "${meanText}" is not a time like "15.56 ns"`, this.file, lineNo);
    this.out.add(name, group, "time", "s", "lower", mean);
    if (cols.allocated !== void 0) {
      const text = cell(cols.allocated);
      const bytes = text === "-" ? 0 : valueWithUnit(text, cols.allocatedUnit, (u) => SIZE[u]);
      if (bytes !== void 0) this.out.add(name, group, "alloc-bytes", "B", "lower", bytes);
      else if (text !== "NA" && text !== "?" && text !== "") throw new ParseError(`Allocated "${text}" is not a size like "48 B"`, this.file, lineNo);
    }
  }
  result(context2, what) {
    if (this.out.size === 0 && this.warnings.length === 0) throw new ParseError(`no BenchmarkDotNet ${what} found (a header with Method and Mean)`, this.file);
    return { format: ID, series: this.out.series(), context: context2, warnings: this.warnings };
  }
};
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
function csvSeparator(header) {
  const m = /^"?Method"?([,;\t])/.exec(header) ?? /^"?Type"?([,;\t])"?Method"?\1/.exec(header);
  return m?.[1];
}
function parseCsv(file, lines) {
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
var SEPARATOR_ROW = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
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
    const header = columnsOf(cells2);
    if (header) {
      cols = header;
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
var TABLE_HEADER = /^[ \t]*\|?[ \t]*(?:Type[ \t]*\|[ \t]*)?Method[ \t]*\|.*\bMean\b/m;
function detect(input) {
  if (input.kind !== "text") return 0;
  const text = head(input.text);
  const first = text.trimStart()[0];
  if (first === "{") return isJsonExport(sniffJson(input.text)) ? 1 : 0;
  const firstLine = text.slice(0, text.indexOf("\n") >= 0 ? text.indexOf("\n") : text.length).replace(/^\uFEFF/, "");
  const sep = csvSeparator(firstLine);
  if (sep && columnsOf(csvCells(firstLine, sep)) && /(^|[,;\t])"?(Error|StdDev|Job)"?([,;\t]|$)/.test(firstLine)) return 0.9;
  const clean = stripAnsi(text);
  if (TABLE_HEADER.test(clean)) return /^[ \t]*BenchmarkDotNet[ =]v?\d/m.test(clean) ? 1 : 0.8;
  return 0;
}
function parse(input) {
  if (input.kind !== "text") throw new ParseError("BenchmarkDotNet results are files (JSON, CSV or the summary table); got a directory", input.dir);
  const text = input.text.replace(/^\uFEFF/, "");
  if (text.trimStart().startsWith("{")) return parseJson({ kind: "text", file: input.file, text });
  const { lines } = splitLines(stripAnsi(text));
  if (lines.length > 0 && csvSeparator(lines[0])) return parseCsv(input.file, lines);
  return parseTable(input.file, lines);
}
var benchmarkdotnet = {
  id: ID,
  description: "BenchmarkDotNet JSON exports (full, compressed, brief), report CSV, markdown/console summary table",
  detect,
  parse,
  // BDN's columns (time, allocated bytes) are each measured.
  derived: []
};

// src/formats/benchmarkjs/benchmarkjs.ts
var RESULT = /\sx\s+([\d,]+(?:\.\d+)?)\s+ops\/sec\s+(?:±|\+\/-)\s*([\d.]+)%\s+\((\d+)\s+runs?\s+sampled\)\s*$/;
var RESULT_START = /\sx\s+[\d,]+(?:\.\d+)?\s+ops\/sec/;
function resultOf(line) {
  if (!line.includes("ops/sec")) return void 0;
  const match = RESULT.exec(line);
  const name = match ? line.slice(0, match.index).trim() : "";
  return match && name ? { name, hzText: match[1] } : void 0;
}
function detect2(input) {
  if (input.kind !== "text") return 0;
  const { lines } = splitLines(stripAnsi(head(input.text)));
  return lines.some((line) => resultOf(line) !== void 0) ? 0.9 : 0;
}
function parse2(input) {
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
    const { name, hzText } = result;
    const hz = parseNumber(hzText);
    if (!Number.isFinite(hz)) throw new ParseError(`cannot read ${JSON.stringify(hzText)} as ops/sec`, input.file, index + 1);
    const existing = byName.get(name);
    if (existing) {
      existing.runs[0].samples.push(hz);
      warnings.push(
        parseWarning(
          "duplicate-name",
          `${input.file}:${index + 1}: ${JSON.stringify(name)} appears again: taken as another sample of the same benchmark`,
          name
        )
      );
    } else {
      byName.set(name, { benchmark: name, metric: "rate", unit: "ops/s", better: "higher", runs: [{ samples: [hz] }] });
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
var benchmarkjs = {
  id: "benchmarkjs",
  description: 'benchmark.js console lines "name x 1,234 ops/sec \xB11.2% (90 runs sampled)"',
  detect: detect2,
  parse: parse2,
  derived: []
};

// src/formats/catch2/catch2.ts
var TABLE_HEADER2 = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time)\b/;
var RULE = /^-{20,}\s*$/;
var CLOSING_RULE = /^={20,}\s*$/;
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
function groupBefore(lines, header) {
  let r2 = header - 1;
  while (r2 >= 0 && header - r2 <= 6 && !RULE.test(lines[r2])) r2--;
  if (r2 < 0 || header - r2 > 6) return void 0;
  const names = [];
  for (let j = r2 - 1; j >= 0 && r2 - j <= 10; j--) {
    if (RULE.test(lines[j])) return names.length ? names.reverse().join(" / ") : void 0;
    if (lines[j].trim()) names.push(lines[j].trim());
  }
  return void 0;
}
function parseConsole(text, file) {
  const { lines } = splitLines(text);
  const collector = new SeriesCollector();
  const warnings = new WarningList();
  const context2 = {};
  let group;
  let tableHeader = false;
  let inTable = false;
  let pending;
  const flush = () => {
    if (!pending) return;
    if (pending.mean === void 0) {
      warnings.push(
        "truncated",
        `${file}:${pending.line}: benchmark '${pending.name}' has no mean row \u2014 the output looks cut off or the benchmark failed; skipped`,
        pending.name
      );
    } else {
      collector.add(pending.name, group, "time", "s", "lower", pending.mean);
    }
    pending = void 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = /^(\S+) is a Catch2? v(\d[\w.-]*) host application/.exec(line);
    if (m) {
      context2.executable = m[1];
      context2.catch2 = m[2];
      continue;
    }
    if (TABLE_HEADER2.test(line)) {
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
    if (!pending || pending.rows >= 3) {
      flush();
      const row = firstRow(tokens);
      if (row) {
        pending = { name: row.name, line: i + 1, rows: 1 };
        continue;
      }
      const wrapped = [tokens.join(" ")];
      let j = i + 1;
      while (j < lines.length && j - i <= 3 && tokensOf(lines[j]).length && !firstRow(tokensOf(lines[j]))) wrapped.push(tokensOf(lines[j++]).join(" "));
      const next = j < lines.length ? firstRow(tokensOf(lines[j])) : void 0;
      if (next) {
        pending = { name: [...wrapped, next.name].filter(Boolean).join(" "), line: j + 1, rows: 1 };
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
        `${file}:${i + 1}: expected the ${pending.rows === 1 ? "mean" : "std dev"} row of '${pending.name}' (three time values); line ignored`,
        pending.name
      );
      continue;
    }
    if (three.prefix.length) pending.name += ` ${three.prefix.join(" ")}`;
    if (pending.rows === 1) pending.mean = three.seconds[0];
    pending.rows++;
  }
  flush();
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : "";
    throw new ParseError(`no Catch2 benchmark results found (no "benchmark name  samples  iterations" table with rows)${why}`, file);
  }
  return { format: "catch2", series: collector.series(), context: context2, warnings: warnings.toArray() };
}
var XML_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
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
  let quote = "";
  for (let i = lt + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
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
function shapeOf(text) {
  const h = head(text);
  if (/<BenchmarkResults\s/.test(h) && /<(Catch|Catch2TestRun)\b/.test(h)) return "xml";
  if (/^benchmark name\s+samples\s+iterations\s+(estimated|est run time)/m.test(h)) return "console";
  if (/<BenchmarkResults\s/.test(h)) return "xml";
  return void 0;
}
var catch2 = {
  id: "catch2",
  description: "Catch2 benchmarks: console table or -r xml (summary: one sample, the mean, per run)",
  detect(input) {
    if (input.kind !== "text") return 0;
    const shape = shapeOf(stripAnsi(head(input.text)));
    return shape ? 0.95 : 0;
  },
  parse(input) {
    if (input.kind !== "text") throw new ParseError("Catch2 output is a file; got a directory", input.dir);
    const text = stripAnsi(input.text);
    const shape = shapeOf(text);
    if (shape === "xml") return parseXml(text, input.file);
    if (shape === "console") return parseConsole(text, input.file);
    throw new ParseError('not Catch2 benchmark output: expected the "benchmark name  samples  iterations" table or -r xml with <BenchmarkResults>', input.file);
  },
  derived: []
};

// src/formats/criterion/criterion.ts
import * as fs from "node:fs";
import * as path2 from "node:path";

// src/formats/read-file.ts
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
function readRegularFile(file, within) {
  if (within !== void 0) {
    let real;
    try {
      real = realpathSync(file);
    } catch (err) {
      throw new ParseError(`cannot read the file (${err.code ?? String(err)})`, file);
    }
    const rel = path.relative(realpathSync(within), real);
    if (rel.startsWith("..") || path.isAbsolute(rel)) {
      throw new ParseError(`not a regular file of the folder but a link to ${real}, outside it (links out of a results folder are never followed)`, file);
    }
  }
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    const code = err.code;
    throw new ParseError(code === "ENOENT" ? "no such file or directory" : `cannot read it (${code ?? String(err)})`, file);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new ParseError("not a regular file (a FIFO, socket or device); results live in plain files", file);
    return readFileSync(fd, "utf8");
  } catch (err) {
    if (err instanceof ParseError) throw err;
    throw new ParseError(`cannot read it (${err.code ?? String(err)})`, file);
  } finally {
    closeSync(fd);
  }
}

// src/formats/criterion/criterion.ts
var ID2 = "criterion";
function throughputOf(kind, amount) {
  if (!(amount > 0) || !Number.isFinite(amount)) return void 0;
  switch (kind) {
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
function addTimeSample(out, name, seconds, throughput) {
  out.add(name, void 0, "time", "s", "lower", seconds);
  if (throughput && seconds > 0) out.add(name, void 0, throughput.metric, throughput.unit, "higher", throughput.perIteration / seconds);
}
var MAX_DEPTH = 12;
var MAX_DIRS = 2e4;
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
    if (entries.some((e) => e.isDirectory() && e.name === "new") && fs.existsSync(path2.join(dir, "new", "benchmark.json"))) {
      found.push(dir);
      return;
    }
    const subdirs = entries.filter((e) => e.isDirectory() && e.name !== "report").map((e) => e.name);
    for (const name of subdirs.sort()) walk(path2.join(dir, name), depth + 1);
  };
  walk(root, 0);
  return found;
}
function readJson(file, root) {
  return JsonDoc.parse({ kind: "text", file, text: readRegularFile(file, root) }, "a Criterion.rs result file");
}
function benchmarkName2(doc) {
  const meta = doc.object(doc.root, []);
  const parts = ["group_id", "function_id", "value_str"].map((k) => meta[k]).filter((v) => typeof v === "string" && v !== "");
  const name = typeof meta.full_id === "string" && meta.full_id !== "" ? meta.full_id : parts.join("/");
  if (!name) doc.fail([], "no full_id, group_id or function_id: cannot name the benchmark");
  let throughput;
  if (isObject(meta.throughput)) {
    for (const [kind, amount] of Object.entries(meta.throughput)) {
      throughput = throughputOf(kind, typeof amount === "number" ? amount : NaN);
      if (throughput) break;
    }
  }
  return { name, throughput };
}
function parseDirectory(root) {
  const dirs = benchmarkDirs(root);
  if (dirs.length === 0) {
    throw new ParseError("no Criterion.rs results here: expected target/criterion/<benchmark>/new/benchmark.json (did `cargo bench` run?)", root);
  }
  const out = new SeriesCollector();
  const warnings = [];
  for (const dir of dirs) {
    const newDir = path2.join(dir, "new");
    const { name, throughput } = benchmarkName2(readJson(path2.join(newDir, "benchmark.json"), root));
    const sampleFile = path2.join(newDir, "sample.json");
    if (fs.existsSync(sampleFile)) {
      const doc2 = readJson(sampleFile, root);
      const sample = doc2.object(doc2.root, []);
      const iters = doc2.numbers(sample.iters, ["iters"]);
      const times = doc2.numbers(sample.times, ["times"]);
      if (iters.length !== times.length) doc2.fail(["times"], `${times.length} times for ${iters.length} iteration counts`);
      if (iters.length === 0) doc2.fail(["iters"], "no samples");
      iters.forEach((n, i) => {
        if (!(n > 0)) doc2.fail(["iters", i], `iteration count ${n} is not positive`);
        addTimeSample(out, name, times[i] / n * 1e-9, throughput);
      });
      continue;
    }
    const estimatesFile = path2.join(newDir, "estimates.json");
    if (!fs.existsSync(estimatesFile)) throw new ParseError("neither sample.json nor estimates.json next to benchmark.json", newDir);
    const doc = readJson(estimatesFile, root);
    const estimates2 = doc.object(doc.root, []);
    const mean = doc.object(estimates2.mean, ["mean"]);
    addTimeSample(out, name, doc.number(mean.point_estimate, ["mean", "point_estimate"]) * 1e-9, throughput);
    warnings.push(parseWarning("summary-only", `${estimatesFile}: no sample.json; used the mean estimate as one sample`, name));
  }
  return { format: ID2, series: out.series(), context: {}, warnings };
}
var COMPLETE = /"reason"\s*:\s*"benchmark-complete"/;
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
    const name = msg.id;
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
        addValue(out, name, v / n, unit, throughput);
      });
      return;
    }
    const estimate = estimateOf(msg);
    if (!estimate) fail(["typical"], "no measured_values and no typical/mean estimate");
    addValue(out, name, estimate.value, estimate.unit ?? unit, throughput);
  });
  if (out.size === 0) throw new ParseError('no "benchmark-complete" messages: is this cargo-criterion --message-format=json output?', file);
  return { format: ID2, series: out.series(), context: {}, warnings };
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
function addValue(out, name, value, unit, throughput) {
  const factor = timeFactor(unit);
  if (factor !== void 0) addTimeSample(out, name, value * factor, throughput);
  else out.add(name, void 0, unit, unit, "lower", value);
}
function timeLine(line) {
  const at = line.search(/\btime:\s/);
  if (at < 0) return void 0;
  const rest = line.slice(at + 5).trimStart();
  const close = rest.indexOf("]");
  if (!rest.startsWith("[") || close < 0) return void 0;
  return { label: line.slice(0, at).trim(), bracket: rest.slice(1, close) };
}
var THRPT_LINE = /^\s+thrpt:\s+\[(.*)\]\s*$/;
var NOISE = /^(Benchmarking |Found \d+ outliers|\s|Gnuplot not found|WARNING|Warning|running |test result|Running |Finished |Compiling )/;
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
function parseConsole2(file, text) {
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
      const name = label !== "" ? label : pendingName;
      if (!name) throw new ParseError("a time: line without a benchmark name before it", file, lineNo);
      const factor = timeFactor(est[1].unit);
      if (factor === void 0) throw new ParseError(`unknown time unit "${est[1].unit}"`, file, lineNo);
      out.add(name, void 0, "time", "s", "lower", est[1].value * factor);
      current = name;
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
  return { format: ID2, series: out.series(), context: {}, warnings };
}
var CONSOLE_TIME = /^.*\btime:\s+\[[-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s) [-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s) [-+\d.,]+ (?:ps|ns|µs|μs|us|ms|s)\]/m;
function detect3(input) {
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
function parse3(input) {
  if (input.kind === "dir") return parseDirectory(input.dir);
  if (COMPLETE.test(head(input.text))) return parseMessages(input.file, input.text);
  return parseConsole2(input.file, input.text);
}
var criterion = {
  id: ID2,
  description: "Rust Criterion.rs: target/criterion directory, cargo-criterion --message-format=json, or console output",
  detect: detect3,
  parse: parse3,
  // Throughput(Bytes|Elements) divides a fixed count per iteration by the measured time.
  derived: [
    { metric: "throughput", from: ["time"] },
    { metric: "elements/s", from: ["time"] }
  ]
};

// src/formats/go/go.ts
var KNOWN_UNITS = {
  "ns/op": { metric: "time", unit: "s", factor: 1e-9, better: "lower" },
  "sec/op": { metric: "time", unit: "s", factor: 1, better: "lower" },
  "MB/s": { metric: "throughput", unit: "B/s", factor: 1e6, better: "higher" },
  "B/s": { metric: "throughput", unit: "B/s", factor: 1, better: "higher" },
  "B/op": { metric: "alloc-bytes", unit: "B", factor: 1, better: "lower" },
  "allocs/op": { metric: "allocs", unit: "allocs", factor: 1, better: "lower" },
  // What benchgate's instructions driver prints (src/instructions/drivers/go.ts).
  "instr/op": { metric: "instructions", unit: "instr", factor: 1, better: "lower" }
};
function metricOf(unit) {
  return KNOWN_UNITS[unit] ?? { metric: unit, unit, factor: 1, better: betterForUnit(unit) };
}
var CONFIG_LINE = /^([a-z][^\s:]*):(?:\s+(.*))?$/;
var POWERS_OF_TEN = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
function isSpace(c) {
  if (c < 128) return c === 32 || c >= 9 && c <= 13;
  return c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
var FieldOffsets = class {
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
function parse4(input) {
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
    let name = lastName;
    if (!fields.fieldIs(line, 0, lastName)) {
      name = lastName = fields.field(line, 0);
      sinks.length = 0;
    }
    const pairs = fields.count - 2;
    if (pairs === 0 || pairs % 2 !== 0) {
      warnings.push("truncated", `${file}:${lineNo}: result line of ${name} has a value without its unit \u2014 the output looks cut off; line skipped`, name);
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
      warnings.push("line-skipped", `${file}:${lineNo}: result line of ${name}: ${bad}; line skipped`, name);
      continue;
    }
    const lastUnit = fields.field(line, fields.count - 1);
    if (i === lines.length - 1 && !terminated && !unitsSeen.has(lastUnit)) {
      warnings.push(
        "truncated",
        `${file}:${lineNo}: the last line has no line end and its unit '${lastUnit}' appears nowhere else \u2014 the output looks cut off; that value skipped`,
        name
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
      (sinks[p] ??= collector.samples(name, pkg, m.metric, m.unit, m.better)).push(values[p] * m.factor);
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
function detect4(input) {
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
var go = {
  id: "go",
  description: "Go `go test -bench` output, plain or -json (-benchmem, -count, -cpu, sub-benchmarks, ReportMetric)",
  detect: detect4,
  parse: parse4,
  // MB/s is b.SetBytes bytes divided by ns/op; B/op, allocs/op and ReportMetric values are measured.
  derived: [{ metric: "throughput", from: ["time"] }]
};

// src/formats/google-benchmark/google-benchmark.ts
var AGGREGATE_SUFFIX = /_(mean|median|stddev|cv|BigO|RMS)$/;
var COUNTER_METRICS = {
  bytes_per_second: { metric: "throughput", unit: "B/s", better: "higher" },
  items_per_second: { metric: "items/s", unit: "items/s", better: "higher" }
};
function counterMetric(name) {
  return COUNTER_METRICS[name] ?? { metric: name, unit: "", better: /(per_?s(ec(ond)?)?|\/s|rate|ops|throughput)$/i.test(name) ? "higher" : "lower" };
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
    for (const [name, value] of r.counters) {
      const m = counterMetric(name);
      collector.add(r.name, void 0, m.metric, m.unit, m.better, value);
    }
  }
  if (collector.size === 0) {
    const why = warnings.length ? `; ${warnings.first}` : "";
    throw new ParseError(`no Google Benchmark results found${why}`, file);
  }
  return { format: "google-benchmark", series: collector.series(), context: context2, warnings: warnings.toArray() };
}
var JSON_NON_COUNTERS = /* @__PURE__ */ new Set([
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
function parseJson2(text, file) {
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
    const name = typeof b.name === "string" ? b.name : void 0;
    if (!name) return void warnings.push("line-skipped", `${where2} has no name; skipped`);
    const text2 = (v) => typeof v === "string" ? v : JSON.stringify(v);
    if (b.error_occurred === true)
      return void warnings.push("failed-benchmark", `${where2} (${name}) failed: ${text2(b.error_message ?? "error")}; skipped`, name);
    const isAggregate = b.run_type === "aggregate" || b.run_type === void 0 && AGGREGATE_SUFFIX.test(name);
    const aggregate = isAggregate ? text2(b.aggregate_name ?? AGGREGATE_SUFFIX.exec(name)?.[1] ?? "aggregate") : void 0;
    if (aggregate && aggregate !== "mean" && aggregate !== "median") return;
    const factor = timeFactor(typeof b.time_unit === "string" ? b.time_unit : "ns");
    if (factor === void 0) return void warnings.push("unit-unknown", `${where2} (${name}) has unknown time_unit '${String(b.time_unit)}'; skipped`, name);
    if (typeof b.real_time !== "number" || typeof b.cpu_time !== "number") {
      return void warnings.push("line-skipped", `${where2} (${name}) has no numeric real_time/cpu_time; skipped`, name);
    }
    const counters = [];
    for (const [key, value] of Object.entries(b)) {
      if (typeof value === "number" && !JSON_NON_COUNTERS.has(key)) counters.push([key, value]);
    }
    const baseName = typeof b.run_name === "string" && aggregate ? b.run_name : aggregate ? name.replace(AGGREGATE_SUFFIX, "") : name;
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
var CONSOLE_HEADER = /^Benchmark\s+Time\s+CPU\s+Iterations\b/;
var NUMBER2 = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
var SI = { k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18, m: 1e-3, u: 1e-6, n: 1e-9, p: 1e-12 };
var BINARY_POWER = { k: 1, K: 1, M: 2, G: 3, T: 4, P: 5, E: 6 };
var IEC = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, Pi: 2 ** 50, Ei: 2 ** 60 };
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
function parseConsole3(text, file) {
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
    while (j + 4 < t.length && !(NUMBER2.test(t[j]) && timeFactor(t[j + 1]) !== void 0 && NUMBER2.test(t[j + 2]) && timeFactor(t[j + 3]) !== void 0 && /^\d+$/.test(t[j + 4])))
      j++;
    if (j + 4 >= t.length) {
      const name2 = t[0];
      if (/ERROR OCCURRED/.test(line))
        warnings.push("failed-benchmark", `${where2}: ${name2} failed (${line.slice(line.indexOf("ERROR OCCURRED")).trim()}); skipped`, name2);
      else if (!(AGGREGATE_SUFFIX.test(name2) && !/_(mean|median)$/.test(name2))) {
        warnings.push("truncated", `${where2}: not a complete result row (name, time, CPU, iterations) \u2014 the output looks cut off; line skipped`);
      }
      continue;
    }
    const name = t.slice(0, j).join(" ");
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
      warnings.push("truncated", `${where2}: a counter of ${name} is not a number \u2014 the output looks cut off; line skipped`, name);
      continue;
    }
    const agg = AGGREGATE_SUFFIX.exec(name);
    if (agg && agg[1] !== "mean" && agg[1] !== "median") continue;
    runs.push({
      name: agg ? name.replace(AGGREGATE_SUFFIX, "") : name,
      aggregate: agg?.[1],
      time: Number(t[j]) * timeFactor(t[j + 1]),
      cpuTime: Number(t[j + 2]) * timeFactor(t[j + 3]),
      counters
    });
  }
  for (const n of notes) warnings.push("harness-note", `${file}: ${n}`);
  return toResult(runs, context2, warnings, file);
}
var CSV_HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/;
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
function parseCsv2(text, file) {
  const { lines } = splitLines(text);
  const context2 = {};
  const warnings = new WarningList();
  const notes = [];
  const runs = [];
  let header;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const where2 = `${file}:${i + 1}`;
    if (!header) {
      if (CSV_HEADER.test(line)) header = csvFields(line);
      else readContextLine(line, context2, notes);
      continue;
    }
    if (line.trim() === "") continue;
    const fields = csvFields(line);
    if (!fields || fields.length !== header.length) {
      warnings.push(
        "truncated",
        `${where2}: expected ${header.length} CSV fields, found ${fields ? fields.length : "an unclosed quote"} \u2014 the output looks cut off; line skipped`
      );
      continue;
    }
    const row = new Map(header.map((h, k) => [h, fields[k]]));
    const name = row.get("name");
    if (row.get("error_occurred") === "true") {
      warnings.push("failed-benchmark", `${where2}: ${name} failed: ${row.get("error_message") ?? "error"}; skipped`, name);
      continue;
    }
    const agg = AGGREGATE_SUFFIX.exec(name);
    if (agg && agg[1] !== "mean" && agg[1] !== "median") continue;
    const factor = timeFactor(row.get("time_unit") ?? "");
    const time = parseNumber(row.get("real_time") ?? "");
    const cpu = parseNumber(row.get("cpu_time") ?? "");
    if (factor === void 0 || Number.isNaN(time) || Number.isNaN(cpu)) {
      warnings.push("line-skipped", `${where2}: ${name} has no readable real_time/cpu_time/time_unit; line skipped`, name);
      continue;
    }
    const counters = [];
    for (const [key, value] of row) {
      if (["name", "iterations", "real_time", "cpu_time", "time_unit", "label", "error_occurred", "error_message"].includes(key) || value === "") continue;
      const v = parseNumber(value);
      if (!Number.isNaN(v)) counters.push([key, v]);
    }
    runs.push({ name: agg ? name.replace(AGGREGATE_SUFFIX, "") : name, aggregate: agg?.[1], time: time * factor, cpuTime: cpu * factor, counters });
  }
  if (!header) throw new ParseError("no Google Benchmark CSV header (name,iterations,real_time,cpu_time,time_unit,\u2026) found", file);
  for (const n of notes) warnings.push("harness-note", `${file}: ${n}`);
  return toResult(runs, context2, warnings, file);
}
function shapeOf2(text) {
  const h = head(text);
  if (/^\s*\{/.test(h) || /^\{/m.test(h)) {
    if (/"benchmarks"\s*:/.test(h) && /"(real_time|cpu_time)"\s*:/.test(h) && /"time_unit"\s*:/.test(h)) return { shape: "json", score: 0.95 };
    if (/"benchmarks"\s*:/.test(h) && /"(library_build_type|mhz_per_cpu|cpu_scaling_enabled)"\s*:/.test(h)) return { shape: "json", score: 0.9 };
  }
  if (/^name,iterations,real_time,cpu_time,time_unit\b/m.test(h)) return { shape: "csv", score: 0.95 };
  if (/^Benchmark\s+Time\s+CPU\s+Iterations\b/m.test(h)) return { shape: "console", score: 0.95 };
  return void 0;
}
var googleBenchmark = {
  id: "google-benchmark",
  description: "Google Benchmark (C++) --benchmark_format=json, console table or csv",
  detect(input) {
    return input.kind === "text" ? shapeOf2(input.text)?.score ?? 0 : 0;
  },
  parse(input) {
    if (input.kind !== "text") throw new ParseError("Google Benchmark output is a file; got a directory", input.dir);
    const text = stripAnsi(input.text);
    const shape = shapeOf2(text)?.shape;
    if (shape === "csv") return parseCsv2(text, input.file);
    if (shape === "console") return parseConsole3(text, input.file);
    if (shape === "json" || /^\s*\{/.test(text)) return parseJson2(text, input.file);
    throw new ParseError(
      "not Google Benchmark output: expected --benchmark_format=json, the console table (Benchmark  Time  CPU  Iterations) or csv",
      input.file
    );
  },
  // SetBytesProcessed/SetItemsProcessed are rate counters: a count divided by CPU time (real time with UseRealTime).
  derived: [
    { metric: "throughput", from: ["cpu-time", "time"] },
    { metric: "items/s", from: ["cpu-time", "time"] }
  ]
};

// src/formats/hyperfine/hyperfine.ts
var WHAT = "a hyperfine --export-json file";
function detect5(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first = Array.isArray(value.results) ? value.results[0] : void 0;
    return isObject(first) && typeof first.command === "string" && ("times" in first || "mean" in first) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{\s*"results"\s*:\s*\[/.test(start) && start.includes('"command"') && /"(times|mean|stddev)"/.test(start) ? 0.6 : 0;
}
function parse5(input) {
  const doc = JsonDoc.parse(input, WHAT);
  const root = doc.object(doc.root, []);
  const results = doc.array(root.results, ["results"]);
  const series = [];
  const warnings = [];
  const names = /* @__PURE__ */ new Set();
  results.forEach((raw, i) => {
    const path3 = ["results", i];
    const result = doc.object(raw, path3);
    let name = doc.string(result.command, [...path3, "command"]);
    if (names.has(name) && isObject(result.parameters)) {
      const params = Object.entries(result.parameters).map(([k, v]) => `${k}=${String(v)}`);
      if (params.length > 0) name = `${name} (${params.join(", ")})`;
    }
    if (names.has(name)) doc.fail([...path3, "command"], `two results are named ${JSON.stringify(name)}: give each command its own --command-name`);
    names.add(name);
    let times;
    if (result.times !== void 0) times = doc.numbers(result.times, [...path3, "times"]);
    else {
      times = [doc.number(result.median ?? result.mean, [...path3, result.median !== void 0 ? "median" : "mean"])];
      warnings.push(parseWarning("summary-only", doc.warning(path3, "no per-run times (hyperfine < 1.9?): one sample per run"), name));
    }
    if (times.length === 0) doc.fail([...path3, "times"], "is empty: the command was never run");
    if (Array.isArray(result.exit_codes) && result.exit_codes.some((code) => code !== 0)) {
      const failed = result.exit_codes.filter((code) => code !== 0).length;
      warnings.push(
        parseWarning(
          "failed-iterations",
          doc.warning(
            [...path3, "exit_codes"],
            `${failed} of ${result.exit_codes.length} runs of ${JSON.stringify(name)} exited non-zero (hyperfine -i): their times are compared anyway`
          ),
          name
        )
      );
    }
    series.push({ benchmark: name, metric: "time", unit: "s", better: "lower", runs: [{ samples: times }] });
    if (result.memory_usage_byte !== void 0) {
      const memory = doc.numbers(result.memory_usage_byte, [...path3, "memory_usage_byte"]);
      if (memory.length > 0 && memory.some((v) => v > 0)) {
        series.push({ benchmark: name, metric: "memory", unit: "B", better: "lower", runs: [{ samples: memory }] });
      }
    }
  });
  if (results.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no results in the file`));
  return { format: "hyperfine", series, context: {}, warnings };
}
var hyperfine = {
  id: "hyperfine",
  description: "hyperfine --export-json (per-run wall time, peak memory when present)",
  detect: detect5,
  parse: parse5,
  derived: []
};

// src/formats/jmh/jmh.ts
var ID3 = "jmh";
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
var SECONDARY = {
  "gc.alloc.rate.norm": { metric: "alloc-bytes", unit: "B", factor: 1, better: "lower" }
};
function nameOf(benchmark, params) {
  const lastDot = benchmark.lastIndexOf(".");
  const group = lastDot > 0 ? benchmark.slice(0, lastDot) : void 0;
  const simpleClass = group ? group.slice(group.lastIndexOf(".") + 1) : void 0;
  let name = simpleClass ? `${simpleClass}.${benchmark.slice(lastDot + 1)}` : benchmark;
  if (isObject(params)) {
    const pairs = Object.entries(params).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
    if (pairs.length > 0) name += `:${pairs.join(",")}`;
  }
  return { name, group };
}
function forksOf(doc, metric, path3) {
  if (metric.rawData !== void 0) {
    const forks = doc.array(metric.rawData, [...path3, "rawData"]);
    return forks.map((fork, f) => doc.numbers(fork, [...path3, "rawData", f]));
  }
  if (metric.rawDataHistogram !== void 0) {
    const hPath = [...path3, "rawDataHistogram"];
    const forks = doc.array(metric.rawDataHistogram, hPath);
    return forks.map(
      (fork, f) => doc.array(fork, [...hPath, f]).map((iteration, i) => {
        let sum = 0;
        let count = 0;
        doc.array(iteration, [...hPath, f, i]).forEach((bin, b) => {
          const pair = doc.numbers(bin, [...hPath, f, i, b]);
          if (pair.length !== 2 || !(pair[1] >= 0)) doc.fail([...hPath, f, i, b], "expected a [value, count] pair");
          sum += pair[0] * pair[1];
          count += pair[1];
        });
        if (count === 0) doc.fail([...hPath, f, i], "an empty histogram");
        return sum / count;
      })
    );
  }
  return doc.fail(path3, "neither rawData nor rawDataHistogram: cannot recover per-iteration samples");
}
function detect6(input) {
  if (input.kind !== "text") return 0;
  const root = sniffJson(input.text);
  if (!Array.isArray(root) || root.length === 0) return 0;
  const first = root[0];
  return isObject(first) && typeof first.benchmark === "string" && isObject(first.primaryMetric) && typeof first.mode === "string" ? 1 : 0;
}
function parse6(input) {
  const doc = JsonDoc.parse(input, "a JMH -rf json result file");
  const entries = doc.array(doc.root, []);
  if (entries.length === 0) throw new ParseError("an empty JMH result array: no benchmark ran", doc.file);
  const out = new SeriesCollector();
  const context2 = new ContextCollector();
  const modesByKey = /* @__PURE__ */ new Map();
  const rows = entries.map((raw, i) => {
    const entry = doc.object(raw, [i]);
    const benchmark = doc.string(entry.benchmark, [i, "benchmark"]);
    const mode = doc.string(entry.mode, [i, "mode"]);
    const primary = doc.object(entry.primaryMetric, [i, "primaryMetric"]);
    const metric = primaryMetric(doc.string(primary.scoreUnit, [i, "primaryMetric", "scoreUnit"]), mode);
    const { name, group } = nameOf(benchmark, entry.params);
    const key = seriesKey({ group, benchmark: name, metric: metric.metric });
    modesByKey.set(key, (modesByKey.get(key) ?? /* @__PURE__ */ new Set()).add(mode));
    return { i, entry, mode, primary, metric, name, group, key };
  });
  for (const { i, entry, mode, primary, metric, name: baseName, group, key } of rows) {
    const name = modesByKey.get(key).size > 1 ? `${baseName} [${mode}]` : baseName;
    for (const fork of forksOf(doc, primary, [i, "primaryMetric"]))
      out.addProcess(
        name,
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
            name,
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
var jmh = {
  id: ID3,
  description: "JMH -rf json results (avgt/thrpt/sample/ss, gc.alloc.rate.norm)",
  detect: detect6,
  parse: parse6,
  derived: []
};

// src/formats/json/json.ts
var WHAT2 = 'benchgate JSON ({ "benchmarks": [{ "name", "unit", "samples" }] }), a github-action-benchmark custom array or Bencher Metric Format';
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
function detect7(input) {
  if (input.kind !== "text") return 0;
  const shape = shapeOf3(sniffJson(input.text));
  return shape === "benchgate" || shape === "gab" ? 1 : shape === "bmf" ? 0.9 : 0;
}
var LONG_TIME = {
  second: 1,
  seconds: 1,
  millisecond: 1e-3,
  milliseconds: 1e-3,
  microsecond: 1e-6,
  microseconds: 1e-6,
  nanosecond: 1e-9,
  nanoseconds: 1e-9
};
var LONG_BYTES = { byte: 1, bytes: 1, kilobytes: 1e3, megabytes: 1e6, gigabytes: 1e9 };
var RATE = /^(ops?|operations|iterations|iter|calls)\/(s|sec|second)$/i;
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
var BENCHMARK_FIELDS = /* @__PURE__ */ new Set(["name", "unit", "samples", "better", "metric", "group"]);
function parseBenchgate(doc, root, warnings) {
  for (const key of Object.keys(root)) {
    if (key !== "benchmarks" && key !== "context" && key !== "$schema")
      warnings.push(parseWarning("unknown-field", doc.warning([key], "unknown top-level field: ignored")));
  }
  const list = doc.array(root.benchmarks, ["benchmarks"]);
  const series = list.map((raw, i) => {
    const path3 = ["benchmarks", i];
    const bench = doc.object(raw, path3);
    const name = doc.string(bench.name, [...path3, "name"]);
    const which = (field) => [...path3, field];
    const about = `benchmark ${JSON.stringify(name)}`;
    if (name.trim() === "") doc.fail(which("name"), "is empty: every benchmark needs a name");
    for (const key of Object.keys(bench)) {
      if (!BENCHMARK_FIELDS.has(key))
        warnings.push(
          parseWarning("unknown-field", doc.warning([...path3, key], `unknown field of ${about} ignored (fields: ${[...BENCHMARK_FIELDS].join(", ")})`))
        );
    }
    if (bench.unit === void 0) doc.fail(path3, `${about} has no "unit" (e.g. "ns", "ms", "B", "ops/s")`);
    const meaning = unitMeaning(doc.string(bench.unit, which("unit")));
    if (meaning.unit === "") doc.fail(which("unit"), `${about}: the unit is empty (e.g. "ns", "ms", "B", "ops/s")`);
    if (bench.samples === void 0) doc.fail(path3, `${about} has no "samples" (an array of numbers, one per measurement)`);
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
    return { benchmark: name, ...group ? { group } : {}, metric, unit: meaning.unit, better, runs: [{ samples: samples.map((v) => v * meaning.factor) }] };
  });
  const context2 = {};
  if (root.context !== void 0) {
    for (const [key, value] of Object.entries(doc.object(root.context, ["context"]))) {
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") doc.fail(["context", key], "expected a string or a number");
      context2[key] = String(value);
    }
  }
  return { series, context: context2 };
}
function parseGab(doc, list) {
  return list.map((raw, i) => {
    const entry = doc.object(raw, [i]);
    const name = doc.string(entry.name, [i, "name"]);
    const meaning = unitMeaning(doc.string(entry.unit, [i, "unit"]));
    const value = doc.number(entry.value, [i, "value"]);
    if (entry.better !== void 0 && entry.better !== "lower" && entry.better !== "higher") {
      doc.fail([i, "better"], `benchmark ${JSON.stringify(name)}: expected "lower" or "higher", got ${JSON.stringify(entry.better)}`);
    }
    const better = entry.better ?? meaning.better;
    return { benchmark: name, metric: meaning.metric, unit: meaning.unit, better, runs: [{ samples: [value * meaning.factor] }] };
  });
}
var BMF_MEASURES = {
  latency: { metric: "time", unit: "s", factor: 1e-9, better: "lower" },
  throughput: { metric: "rate", unit: "ops/s", factor: 1, better: "higher" },
  "file-size": { metric: "file-size", unit: "B", factor: 1, better: "lower" },
  "build-time": { metric: "build-time", unit: "s", factor: 1, better: "lower" }
};
function parseBmf(doc, root) {
  const series = [];
  for (const [name, raw] of Object.entries(root)) {
    const measures = doc.object(raw, [name]);
    if (Object.keys(measures).length === 0) doc.fail([name], `benchmark ${JSON.stringify(name)} has no measures (e.g. { "latency": { "value": 88.0 } })`);
    for (const [measure, metricRaw] of Object.entries(measures)) {
      const metric = doc.object(metricRaw, [name, measure]);
      const value = doc.number(metric.value, [name, measure, "value"]);
      const meaning = BMF_MEASURES[measure] ?? { metric: measure, unit: measure, factor: 1, better: "lower" };
      series.push({ benchmark: name, metric: meaning.metric, unit: meaning.unit, better: meaning.better, runs: [{ samples: [value * meaning.factor] }] });
    }
  }
  return series;
}
function parse7(input) {
  const doc = JsonDoc.parse(input, WHAT2);
  const warnings = [];
  let series;
  let context2 = {};
  const root = doc.root;
  if (Array.isArray(root)) {
    if (root.length === 0) doc.fail([], "an empty array: no benchmarks");
    series = parseGab(doc, root);
  } else {
    const object = doc.object(root, []);
    if ("benchmarks" in object) ({ series, context: context2 } = parseBenchgate(doc, object, warnings));
    else {
      if (Object.keys(object).length === 0) doc.fail([], "an empty object: no benchmarks");
      series = parseBmf(doc, object);
    }
  }
  const seen = /* @__PURE__ */ new Map();
  series.forEach((s, i) => {
    const key = seriesKey(s);
    if (seen.has(key)) {
      const where2 = Array.isArray(root) ? [i] : "benchmarks" in root ? ["benchmarks", i] : [s.benchmark];
      doc.fail(where2, `benchmark ${JSON.stringify(s.benchmark)} has metric ${JSON.stringify(s.metric)} twice: give each a distinct name, group or metric`);
    }
    seen.set(key, i);
  });
  return { format: "json", series, context: context2, warnings };
}
var json = {
  id: "json",
  description: "benchgate JSON, github-action-benchmark custom arrays, Bencher Metric Format",
  detect: detect7,
  parse: parse7,
  // a plain JSON file says what it measured; nothing is assumed derived.
  derived: []
};

// src/formats/libtest/libtest.ts
var ID4 = "libtest";
var NUM = "[\\d,]+(?:\\.\\d+)?";
var BENCH_LINE = new RegExp(`^test (.+?) \\.\\.\\. bench:\\s+(${NUM}) ns/iter \\(\\+/- (${NUM})\\)(?: = (${NUM}) MB/s)?\\s*$`);
var BENCH_CLAIM = /^test .+ \.\.\. bench:/;
var FAILED = /^test (.+?) \.\.\. FAILED\s*$/;
function detect8(input) {
  if (input.kind !== "text") return 0;
  const { lines } = splitLines(stripAnsi(head(input.text)));
  let results = 0;
  for (const line of lines) {
    if (BENCH_LINE.test(line)) results++;
    if (results >= 3) break;
  }
  return results > 0 ? 0.95 : 0;
}
function parse8(input) {
  if (input.kind !== "text") throw new ParseError("libtest bench output is text; got a directory", input.dir);
  const file = input.file;
  const { lines } = splitLines(stripAnsi(input.text));
  const out = new SeriesCollector();
  const warnings = [];
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    const m = BENCH_LINE.exec(line);
    if (m) {
      const name = m[1].trim();
      const ns = parseNumber(m[2]);
      if (!Number.isFinite(ns)) throw new ParseError(`bad ns/iter value "${m[2]}"`, file, lineNo);
      out.add(name, void 0, "time", "s", "lower", ns * 1e-9);
      if (m[4] !== void 0) out.add(name, void 0, "throughput", "B/s", "higher", parseNumber(m[4]) * 1e6);
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
  return { format: ID4, series: out.series(), context: {}, warnings };
}
var libtest = {
  id: ID4,
  description: "Rust libtest #[bench] output (cargo +nightly bench, Criterion --output-format bencher)",
  detect: detect8,
  parse: parse8,
  // `= N MB/s` is b.bytes divided by ns/iter.
  derived: [{ metric: "throughput", from: ["time"] }]
};

// src/formats/pyperf/pyperf.ts
var WHAT3 = "a pyperf JSON file (-o)";
function detect9(input) {
  if (input.kind !== "text") return 0;
  const value = sniffJson(input.text);
  if (isObject(value)) {
    const first = Array.isArray(value.benchmarks) ? value.benchmarks[0] : void 0;
    return Array.isArray(value.benchmarks) && isObject(value.metadata) && "version" in value && (first === void 0 || isObject(first) && Array.isArray(first.runs)) ? 1 : 0;
  }
  const start = head(input.text, 64 * 1024);
  return /^\s*\{/.test(start) && start.includes('"runs"') && /"(perf_version|warmups|values)"/.test(start) ? 0.6 : 0;
}
var UNITS = {
  second: { metric: "time", unit: "s" },
  byte: { metric: "memory", unit: "B" },
  integer: { metric: "integer", unit: "integer" }
};
var CONTEXT_KEYS = [
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
function parse9(input) {
  const doc = JsonDoc.parse(input, WHAT3);
  const root = doc.object(doc.root, []);
  const common = root.metadata === void 0 ? {} : doc.object(root.metadata, ["metadata"]);
  const benchmarks = doc.array(root.benchmarks, ["benchmarks"]);
  const series = [];
  const warnings = [];
  benchmarks.forEach((raw, i) => {
    const path3 = ["benchmarks", i];
    const bench = doc.object(raw, path3);
    const own = bench.metadata === void 0 ? {} : doc.object(bench.metadata, [...path3, "metadata"]);
    const metadata = { ...common, ...own };
    if (metadata.name === void 0) doc.fail(path3, `no "name" in the benchmark's metadata nor in the file's`);
    const name = doc.string(metadata.name, own.name !== void 0 ? [...path3, "metadata", "name"] : ["metadata", "name"]);
    const unitName = metadata.unit === void 0 ? "second" : doc.string(metadata.unit, own.unit !== void 0 ? [...path3, "metadata", "unit"] : ["metadata", "unit"]);
    const unit = UNITS[unitName] ?? { metric: unitName, unit: unitName };
    if (!UNITS[unitName])
      warnings.push(parseWarning("unit-unknown", doc.warning([...path3], `unknown pyperf unit ${JSON.stringify(unitName)}: kept as a custom metric`)));
    const samples = [];
    const processes = [];
    const runs = doc.array(bench.runs, [...path3, "runs"]);
    let calibrationOnly = 0;
    runs.forEach((runRaw, r) => {
      const run = doc.object(runRaw, [...path3, "runs", r]);
      if (run.values === void 0) {
        calibrationOnly++;
        return;
      }
      const values = doc.numbers(run.values, [...path3, "runs", r, "values"]);
      if (values.length === 0) return;
      for (const v of values) samples.push(v);
      processes.push(values);
    });
    if (samples.length === 0) doc.fail([...path3, "runs"], `no measured values (${calibrationOnly} runs with warm-ups only): was the benchmark interrupted?`);
    series.push({ benchmark: name, metric: unit.metric, unit: unit.unit, better: "lower", runs: [{ samples, processes }] });
  });
  if (benchmarks.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no benchmarks in the file`));
  const context2 = {};
  for (const key of CONTEXT_KEYS) {
    const value = common[key];
    if (typeof value === "string" || typeof value === "number") context2[key === "cpu_model_name" ? "cpu" : key] = String(value);
  }
  return { format: "pyperf", series, context: context2, warnings };
}
var pyperf = {
  id: "pyperf",
  description: "pyperf JSON (-o FILE): every run's values, warm-ups excluded",
  detect: detect9,
  parse: parse9,
  derived: []
};

// src/formats/pytest-benchmark/pytest-benchmark.ts
var WHAT4 = "a pytest-benchmark --benchmark-json file";
function detect10(input) {
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
  const machine = isObject(root.machine_info) ? root.machine_info : {};
  const cpu = isObject(machine.cpu) ? machine.cpu : {};
  const put = (key, value) => {
    if (typeof value === "string" || typeof value === "number") out[key] = String(value);
  };
  put("cpu", cpu.brand_raw ?? cpu.brand);
  put("cpu_count", cpu.count);
  put("cpu_hz_advertised", cpu.hz_advertised_friendly);
  put("arch", cpu.arch ?? machine.machine);
  if (typeof machine.system === "string") out.os = [machine.system, machine.release].filter((v) => typeof v === "string").join(" ");
  put("python", [machine.python_implementation, machine.python_version].filter((v) => typeof v === "string").join(" ") || void 0);
  put("node", machine.node);
  put("pytest_benchmark_version", root.version);
  put("datetime", root.datetime);
  if (isObject(root.commit_info)) put("commit", root.commit_info.id);
  return out;
}
function parse10(input) {
  const doc = JsonDoc.parse(input, WHAT4);
  const root = doc.object(doc.root, []);
  const benchmarks = doc.array(root.benchmarks, ["benchmarks"]);
  const series = [];
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  benchmarks.forEach((raw, i) => {
    const path3 = ["benchmarks", i];
    const bench = doc.object(raw, path3);
    const name = doc.string(bench.name, [...path3, "name"]);
    const fullname = typeof bench.fullname === "string" ? bench.fullname : name;
    const module = fullname.includes("::") ? fullname.slice(0, fullname.indexOf("::")) : void 0;
    const group = typeof bench.group === "string" && bench.group !== "" ? bench.group : module;
    let benchmark = name;
    if (seen.has(benchmarkKey({ group, benchmark: name }))) benchmark = fullname;
    seen.add(benchmarkKey({ group, benchmark }));
    const stats = doc.object(bench.stats, [...path3, "stats"]);
    let samples;
    if (stats.data !== void 0) {
      samples = doc.numbers(stats.data, [...path3, "stats", "data"]);
      if (samples.length === 0) doc.fail([...path3, "stats", "data"], "is empty: the benchmark recorded no rounds");
    } else {
      samples = [doc.number(stats.median, [...path3, "stats", "median"])];
    }
    series.push({ benchmark, ...group !== void 0 ? { group } : {}, metric: "time", unit: "s", better: "lower", runs: [{ samples }] });
  });
  if (benchmarks.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no benchmarks in the file (did pytest collect any benchmark tests?)`));
  if (benchmarks.length > 0 && !benchmarks.some((b) => isObject(b) && isObject(b.stats) && b.stats.data !== void 0)) {
    warnings.push(parseWarning("summary-only", `${doc.file}: no raw timings (run pytest with --benchmark-save-data): one sample (the median) per run`));
  }
  return { format: "pytest-benchmark", series, context: context(root), warnings };
}
var pytestBenchmark = {
  id: "pytest-benchmark",
  description: "pytest-benchmark --benchmark-json (raw timings with --benchmark-save-data)",
  detect: detect10,
  parse: parse10,
  derived: []
};

// src/formats/tinybench/tinybench-table.ts
var BAR = "\u2502";
function cells(line) {
  const trimmed = line.trim();
  if (!trimmed.startsWith(BAR)) return void 0;
  const parts = trimmed.split(BAR).map((c) => c.trim());
  return parts.slice(1, trimmed.endsWith(BAR) && trimmed.length > 1 ? -1 : void 0);
}
function isHeader(row) {
  return row.some((c) => /^task name$/i.test(c)) && row.some((c) => /^(latency (avg|average|med|median) \(\S+\)|average time \(\S+\)|ops\/sec)$/i.test(c));
}
function hasTinybenchTable(text) {
  if (!text.includes("Task")) return false;
  return splitLines(stripAnsi(text)).lines.some((line) => {
    if (line.length > 2e3) return false;
    const row = cells(line);
    return row !== void 0 && isHeader(row);
  });
}
function unquote(cell) {
  const q = cell[0];
  if ((q === "'" || q === '"' || q === "`") && cell.length >= 2 && cell.endsWith(q)) {
    return cell.slice(1, -1).replace(/\\(.)/g, (_, c) => ({ n: "\n", t: "	" })[c] ?? c);
  }
  return cell;
}
function columns(header, file, line) {
  const name = header.findIndex((c) => /^task name$/i.test(c));
  const find = (re) => header.findIndex((c) => re.test(c));
  for (const re of [/^latency (med|median) \((\S+)\)$/i, /^latency (avg|average) \((\S+)\)$/i, /^average time \((\S+)\)$/i]) {
    const at = find(re);
    if (at >= 0) {
      const unit = re.exec(header[at]).at(-1);
      const factor = timeFactor(unit);
      if (factor === void 0) throw new ParseError(`unknown time unit "${unit}" in column "${header[at]}"`, file, line);
      return { name, value: at, metric: "time", factor };
    }
  }
  return { name, value: find(/^ops\/sec$/i), metric: "rate", factor: 1 };
}
function parseTinybenchTable(text, file, warnings) {
  const { lines } = splitLines(stripAnsi(text));
  const byName = /* @__PURE__ */ new Map();
  let current;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const trimmed = line.trim();
    if (/^[┌├└]/.test(trimmed)) return;
    const row = line.length > 1e5 ? void 0 : cells(line);
    if (!row) {
      current = void 0;
      return;
    }
    if (isHeader(row)) {
      current = { columns: columns(row, file, lineNo), width: row.length, names: /* @__PURE__ */ new Set() };
      return;
    }
    if (!current) return;
    if (row.length !== current.width) {
      throw new ParseError(`a table row with ${row.length} cells under a header of ${current.width}: was the output cut off?`, file, lineNo);
    }
    const { columns: col } = current;
    const name = unquote(row[col.name]);
    const cell = unquote(row[col.value]);
    const value = parseNumber(cell.split("\xB1")[0].trim());
    if (!Number.isFinite(value)) throw new ParseError(`cannot read ${JSON.stringify(cell)} as a number for task ${JSON.stringify(name)}`, file, lineNo);
    if (current.names.has(name)) throw new ParseError(`task ${JSON.stringify(name)} appears twice in one table`, file, lineNo);
    current.names.add(name);
    const existing = byName.get(name);
    if (existing) {
      existing.runs[0].samples.push(value * col.factor);
      warnings.push(
        parseWarning("duplicate-name", `${file}:${lineNo}: ${JSON.stringify(name)} appears in another table: taken as another sample of the same task`, name)
      );
    } else {
      byName.set(
        name,
        col.metric === "time" ? { benchmark: name, metric: "time", unit: "s", better: "lower", runs: [{ samples: [value * col.factor] }] } : { benchmark: name, metric: "rate", unit: "ops/s", better: "higher", runs: [{ samples: [value] }] }
      );
    }
  });
  if (byName.size === 0) throw new ParseError("a tinybench table without rows (expected console.table(bench.table()) output)", file, Math.max(1, lines.length));
  return [...byName.values()];
}

// src/formats/tinybench/tinybench.ts
var WHAT5 = 'tinybench task results as JSON (an array of { name, ...task.result } or { name, result }, the same under "tasks", or results keyed by task name) or console.table(bench.table()) output';
var MS = 1e-3;
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
  const known = (name) => isTaskResult(resultOf2(root[name])) || isFailedResult(resultOf2(root[name]));
  if (names.some(known) && names.every((name) => root[name] === null || known(name))) {
    return { entries: names.map((name) => root[name]), path: [], names };
  }
  return void 0;
}
function detect11(input) {
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
function samplesOf(doc, task, path3) {
  const latency = task.latency === void 0 ? void 0 : doc.object(task.latency, [...path3, "latency"]);
  const kept = latency?.samples !== void 0 ? { value: latency.samples, path: [...path3, "latency", "samples"] } : task.samples !== void 0 ? { value: task.samples, path: [...path3, "samples"] } : void 0;
  if (kept) {
    const raw = doc.numbers(kept.value, kept.path);
    if (raw.length > 0) return { samples: raw.map((v) => v * MS), raw: true };
  }
  const stats = latency ?? task;
  const statsPath = latency ? [...path3, "latency"] : path3;
  const key = stats.p50 !== void 0 ? "p50" : stats.median !== void 0 ? "median" : "mean";
  return { samples: [doc.number(stats[key], [...statsPath, key]) * MS], raw: false };
}
function parse11(input) {
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
  const series = [];
  const warnings = [];
  const context2 = {};
  if (isObject(doc.root) && typeof doc.root.name === "string" && doc.root.name && !names) context2.bench = doc.root.name;
  let unnamed = 0;
  let summaryOnly = 0;
  let empty = 0;
  entries.forEach((raw, i) => {
    const path3 = names ? [names[i]] : [...listPath, i];
    if (raw === null) return;
    const entry = doc.object(raw, path3);
    let name;
    if (names) name = names[i];
    else if (entry.name === void 0) {
      unnamed++;
      name = `task ${i + 1}`;
    } else name = doc.string(entry.name, [...path3, "name"]);
    const nested = "result" in entry && !isTaskResult(entry) && !isFailedResult(entry);
    if (nested && (entry.result === void 0 || entry.result === null)) {
      warnings.push(parseWarning("failed-benchmark", doc.warning(path3, `task ${JSON.stringify(name)} has no result (it did not run): skipped`), name));
      return;
    }
    const resultPath = nested ? [...path3, "result"] : path3;
    const task = nested ? doc.object(entry.result, resultPath) : entry;
    if (task.error !== void 0 || task.state === "errored" || task.state === "aborted" || task.aborted === true) {
      warnings.push(
        parseWarning(
          "failed-benchmark",
          doc.warning(resultPath, `task ${JSON.stringify(name)} ${task.state === "aborted" || task.aborted === true ? "was aborted" : "failed"}: skipped`),
          name
        )
      );
      return;
    }
    if (task.state !== void 0 && task.state !== "completed") {
      warnings.push(
        parseWarning(
          "failed-benchmark",
          doc.warning([...resultPath, "state"], `task ${JSON.stringify(name)} did not complete (state ${JSON.stringify(task.state)}): skipped`),
          name
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
    series.push({ benchmark: name, metric: "time", unit: "s", better: "lower", runs: [{ samples }] });
    if (typeof task.runtime === "string") context2.runtime = task.runtime;
    if (typeof task.runtimeVersion === "string") context2.runtime_version = task.runtimeVersion;
  });
  if (empty > 0) {
    const why = `${empty} tasks without any result (JSON.stringify(bench.tasks) gives {} in tinybench 6): print bench.tasks.map((t) => ({ name: t.name, ...t.result })) instead`;
    if (series.length === 0) doc.fail(listPath, why);
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
  if (series.length === 0 && warnings.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no tasks in the file`));
  return { format: "tinybench", series, context: context2, warnings };
}
var tinybench = {
  id: "tinybench",
  description: "tinybench task results as JSON (v2\u2013v6; raw samples when retained), or its console.table",
  detect: detect11,
  parse: parse11,
  // a task's table gives either latency or ops/sec, never both as rows.
  derived: []
};

// src/formats/vitest/vitest.ts
var WHAT6 = "a vitest bench --outputJson file";
var MS2 = 1e-3;
function detect12(input) {
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
function parse12(input) {
  const doc = JsonDoc.parse(input, WHAT6);
  const root = doc.object(doc.root, []);
  const files = doc.array(root.files, ["files"]);
  const series = [];
  const warnings = [];
  let summaryOnly = 0;
  files.forEach((fileRaw, f) => {
    const file = doc.object(fileRaw, ["files", f]);
    const groups = doc.array(file.groups, ["files", f, "groups"]);
    groups.forEach((groupRaw, g) => {
      const groupPath = ["files", f, "groups", g];
      const group = doc.object(groupRaw, groupPath);
      const groupName = doc.string(group.fullName, [...groupPath, "fullName"]);
      const benchmarks = doc.array(group.benchmarks, [...groupPath, "benchmarks"]);
      benchmarks.forEach((benchRaw, b) => {
        const path3 = [...groupPath, "benchmarks", b];
        const bench = doc.object(benchRaw, path3);
        const name = doc.string(bench.name, [...path3, "name"]);
        const raw = bench.samples === void 0 ? [] : doc.numbers(bench.samples, [...path3, "samples"]);
        let samples;
        if (raw.length > 0) samples = raw.map((v) => v * MS2);
        else {
          summaryOnly++;
          const key = bench.median !== void 0 ? "median" : "mean";
          samples = [doc.number(bench[key], [...path3, key]) * MS2];
        }
        series.push({ benchmark: name, group: groupName, metric: "time", unit: "s", better: "lower", runs: [{ samples }] });
      });
    });
  });
  if (summaryOnly > 0)
    warnings.push(parseWarning("summary-only", `${doc.file}: vitest wrote no raw samples: one sample (the median) per run for ${summaryOnly} benchmarks`));
  if (series.length === 0) warnings.push(parseWarning("no-benchmarks", `${doc.file}: no benchmarks in the file`));
  return { format: "vitest", series, context: {}, warnings };
}
var vitest = {
  id: "vitest",
  description: "vitest bench --outputJson (median per run; samples when present)",
  detect: detect12,
  parse: parse12,
  derived: []
};

// src/formats/index.ts
var FORMATS = [
  benchmarkdotnet,
  benchmarkjs,
  catch2,
  criterion,
  go,
  googleBenchmark,
  hyperfine,
  jmh,
  json,
  libtest,
  pyperf,
  pytestBenchmark,
  tinybench,
  vitest
];

// src/formats/registry.ts
import { stat } from "node:fs/promises";

// src/formats/derived.ts
function markDerived(result, declared) {
  if (declared.length === 0) return result;
  const byMetric = new Map(declared.map((d) => [d.metric, d.from]));
  const candidates = result.series.filter((s) => byMetric.has(s.metric));
  if (candidates.length === 0) return result;
  const metricsOf = /* @__PURE__ */ new Map();
  for (const s of result.series) {
    const key = benchmarkKey(s);
    let set = metricsOf.get(key);
    if (!set) metricsOf.set(key, set = /* @__PURE__ */ new Set());
    set.add(s.metric);
  }
  for (const s of candidates) {
    const present = metricsOf.get(benchmarkKey(s));
    const parent = byMetric.get(s.metric).find((m) => m !== s.metric && present.has(m));
    if (parent !== void 0) s.derivedFrom = parent;
  }
  return result;
}

// src/formats/registry.ts
var MIN_SCORE = 0.5;
var TIE_MARGIN = 0.1;
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
    let score;
    try {
      score = format.detect(input);
    } catch {
      score = 0;
    }
    return { format, score: Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0 };
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
async function readInput(path3) {
  if (path3 === "-") return { kind: "text", file: "<stdin>", text: stripBom(await readStdin()) };
  let st;
  try {
    st = await stat(path3);
  } catch (err) {
    const code = errorCode(err);
    throw new ParseError(code === "ENOENT" ? "no such file or directory" : `cannot read it (${code ?? String(err)})`, path3);
  }
  if (st.isDirectory()) return { kind: "dir", dir: path3 };
  if (!st.isFile()) throw new ParseError("not a regular file (a FIFO, socket or device); pass a file or folder of results, or - for stdin", path3);
  return { kind: "text", file: path3, text: stripBom(readRegularFile(path3)) };
}
function stripBom(text) {
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}
function parseWith(input, formatId) {
  const format = formatId === "auto" ? detectFormat(input) : formatById(formatId);
  if (input.kind === "text" && input.text.trim() === "") {
    throw new ParseError(`the input is empty: the benchmark printed nothing (expected ${format.id} output)`, input.file);
  }
  let result;
  try {
    result = format.parse(input);
  } catch (err) {
    if (err instanceof ParseError) throw formatId === "auto" ? err : withHint(err, input, format);
    throw new ParseError(
      `the ${format.id} parser failed (${err instanceof Error ? err.message : String(err)}); please report this with the input`,
      where(input)
    );
  }
  return markDerived(result, format.derived);
}
function parseRun(input, formatId) {
  return { ...parseWith(input, formatId), source: where(input) };
}
function withHint(err, input, tried) {
  const best = detectScores(input)[0];
  if (!best || best.format === tried || best.score < MIN_SCORE) return err;
  return new ParseError(`${err.reason} (the content looks like ${best.format.id} output: try --format ${best.format.id} or auto)`, err.file, err.line);
}

export {
  FORMATS,
  knownIds,
  formatById,
  detectFormat,
  readInput,
  parseWith,
  parseRun
};
