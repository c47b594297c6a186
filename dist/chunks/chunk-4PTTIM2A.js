// src/errors.ts
var UserError = class extends Error {
  name = "UserError";
  exitCode = 2;
};

// src/codec.ts
var ReportValidationError = class extends UserError {
  name = "ReportValidationError";
};
var MAX_SHORT_CHARS = 200;
function kind(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "an array";
  if (typeof v === "string") return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return typeof v === "object" ? "an object" : typeof v;
}
var Checker = class {
  constructor(source, version = 2) {
    this.source = source;
    this.version = version;
  }
  source;
  version;
  fail(path, what) {
    throw new ReportValidationError(`${this.source}: ${path}: ${what}`);
  }
  object(v, path) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) this.fail(path, `expected an object, got ${kind(v)}`);
    return v;
  }
  array(v, path, max) {
    if (!Array.isArray(v)) this.fail(path, `expected an array, got ${kind(v)}`);
    if (v.length > max) this.fail(path, `${v.length} entries, more than the ${max} a report may have`);
    return v;
  }
  string(v, path, max) {
    if (typeof v !== "string") this.fail(path, `expected a string, got ${kind(v)}`);
    if (v.length > max) this.fail(path, `a string of ${v.length} characters, longer than the ${max} allowed`);
    return v;
  }
  number(v, path, min = -Infinity, max = Infinity) {
    if (typeof v !== "number" || !Number.isFinite(v)) this.fail(path, `expected a finite number, got ${kind(v)}`);
    if (v < min || v > max) this.fail(path, `${v} is outside [${min}, ${max}]`);
    return v;
  }
  integer(v, path, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const n = this.number(v, path, min, max);
    if (!Number.isInteger(n)) this.fail(path, `expected a whole number, got ${n}`);
    return n;
  }
  nullableNumber(v, path, min = -Infinity, max = Infinity) {
    return v === null ? null : this.number(v, path, min, max);
  }
  pair(v, path) {
    if (v === null) return null;
    const a = this.array(v, path, 2);
    if (a.length !== 2) this.fail(path, `expected [low, high] or null, got ${a.length} entries`);
    return [this.number(a[0], `${path}[0]`), this.number(a[1], `${path}[1]`)];
  }
  boolean(v, path) {
    if (typeof v !== "boolean") this.fail(path, `expected true or false, got ${kind(v)}`);
    return v;
  }
  oneOf(v, path, values) {
    if (typeof v !== "string" || !values.includes(v)) {
      this.fail(path, `expected one of ${values.join(", ")}, got ${kind(v)}`);
    }
    return v;
  }
  /** Present → checked; absent (undefined) → undefined. `null` counts as present and wrong. */
  optional(v, check) {
    return v === void 0 ? void 0 : check(v);
  }
};
var bound = (b, siblings) => typeof b === "number" ? b : b(siblings);
var finiteOrNull = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
function number(min = -Infinity, max = Infinity) {
  return { encode: (v) => v, decode: (c, v, path) => c.number(v, path, min, max) };
}
function integer(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return { encode: (v) => v, decode: (c, v, path, s) => c.integer(v, path, bound(min, s), bound(max, s)) };
}
function nullableNumber(min = -Infinity, max = Infinity) {
  return { encode: finiteOrNull, decode: (c, v, path) => c.nullableNumber(v, path, min, max) };
}
function numberOr(fallback, min = -Infinity, max = Infinity) {
  return { encode: (v) => finiteOrNull(v) ?? fallback, decode: (c, v, path) => c.number(v, path, min, max) };
}
function interval() {
  return {
    encode: (v) => v && Number.isFinite(v[0]) && Number.isFinite(v[1]) ? [v[0], v[1]] : null,
    decode: (c, v, path) => c.pair(v, path)
  };
}
function string(max) {
  return { encode: (v) => v, decode: (c, v, path) => c.string(v, path, max) };
}
function boolean() {
  return { encode: (v) => v, decode: (c, v, path) => c.boolean(v, path) };
}
function oneOf(values) {
  return { encode: (v) => v, decode: (c, v, path) => c.oneOf(v, path, values) };
}
function list(item, max) {
  return {
    encode: (v) => v.map((x) => item.encode(x)),
    decode: (c, v, path) => c.array(v, path, max).map((x, i) => item.decode(c, x, `${path}[${i}]`, {}))
  };
}
function nullable(inner) {
  return {
    encode: (v) => v === null ? null : inner.encode(v),
    decode: (c, v, path, s) => v === null ? null : inner.decode(c, v, path, s)
  };
}
function optional(inner) {
  return {
    encode: (v) => v === void 0 ? void 0 : inner.encode(v),
    decode: (c, v, path, s) => v === void 0 ? void 0 : inner.decode(c, v, path, s)
  };
}
function refine(inner, ok, message) {
  return {
    encode: (v) => inner.encode(v),
    decode(c, v, path, s) {
      const value = inner.decode(c, v, path, s);
      if (!ok(value)) c.fail(path, message(value));
      return value;
    }
  };
}
function stringMap(max, maxKey, maxValue) {
  return {
    encode: (v) => ({ ...v }),
    decode(c, v, path) {
      const o = c.object(v, path);
      const keys = Object.keys(o);
      if (keys.length > max) c.fail(path, `${keys.length} entries, more than the ${max} a report may have`);
      const out = {};
      for (const key of keys) {
        c.string(key, `${path} (a key)`, maxKey);
        out[key] = c.string(o[key], `${path}[${JSON.stringify(key.slice(0, 40))}]`, maxValue);
      }
      return out;
    }
  };
}
function object(fields, check) {
  const entries = Object.entries(fields);
  return {
    encode(value) {
      const out = {};
      for (const [key, codec] of entries) {
        const v = codec.encode(value[key]);
        if (v !== void 0) out[key] = v;
      }
      return out;
    },
    decode(c, v, path) {
      const o = c.object(v, path);
      const out = {};
      for (const [key, codec] of entries) {
        const value = codec.decode(c, o[key], `${path}.${key}`, out);
        if (value !== void 0) out[key] = value;
      }
      check?.(c, out, path);
      return out;
    }
  };
}

// src/instructions/drivers/ids.ts
var DRIVER_IDS = ["command", "go", "google-benchmark"];

// src/settings.ts
var SettingsError = class extends UserError {
  constructor(setting2, message) {
    super(message);
    this.setting = setting2;
  }
  setting;
  name = "SettingsError";
};
var quote = (raw) => JSON.stringify(raw);
var isBlank = (raw) => raw === void 0 || raw.trim() === "";
var DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
function parseDecimal(raw) {
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : NaN;
}
var MIN_ALPHA = 1e-300;
function parseAlpha(raw, setting2 = "alpha") {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.alpha;
  const value = parseDecimal(raw);
  if (!(value > 0 && value < 1)) {
    throw new SettingsError(setting2, `${setting2} must be a number in (0, 1), such as 0.05; got ${quote(raw)}`);
  }
  if (value < MIN_ALPHA) {
    throw new SettingsError(
      setting2,
      `${setting2} ${quote(raw)} is too small to work (the smallest accepted is ${MIN_ALPHA}: below it, a level shared among the tests and looks rounds to 0); use 0.05, 0.01 or 0.001`
    );
  }
  return value;
}
function parseThreshold(raw, setting2 = "threshold") {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.threshold;
  const text = raw.trim();
  const hasPercent = text.endsWith("%");
  const value = parseDecimal(hasPercent ? text.slice(0, -1) : text);
  const accepts = `a percentage such as "5%" or "5" (both mean 5%)`;
  if (!Number.isFinite(value)) throw new SettingsError(setting2, `${setting2} must be ${accepts}; got ${quote(raw)}`);
  if (value < 0 || value > 1e3) {
    throw new SettingsError(setting2, `${setting2} must be between 0% and 1000%; got ${quote(raw)}`);
  }
  if (!hasPercent && value > 0 && value < 1) {
    throw new SettingsError(
      setting2,
      `${setting2} ${quote(raw)} is ambiguous: write "${value * 100}%" for ${value * 100} percent or "${value}%" for ${value} percent`
    );
  }
  return value / 100;
}
var fallbackOf = (f) => typeof f === "function" ? f() : f;
function parseChoice(raw, setting2, choices, fallback) {
  if (isBlank(raw)) return fallbackOf(fallback);
  const value = raw.trim().toLowerCase();
  if (choices.includes(value)) return value;
  throw new SettingsError(setting2, `${setting2} must be one of ${choices.join(", ")}; got ${quote(raw)}`);
}
var ISOLATIONS = ["auto", "required", "none"];
var NETWORKS = ["shared", "isolated"];
var CORRECTIONS = ["holm", "bh", "none"];
var OUTLIER_MODES = ["iqr", "upper", "none"];
function parseCorrection(raw, setting2 = "correction") {
  return parseChoice(raw, setting2, CORRECTIONS, () => DEFAULT_STATS_SETTINGS.correction);
}
function parseOutliers(raw, setting2 = "outliers") {
  return parseChoice(raw, setting2, OUTLIER_MODES, () => DEFAULT_STATS_SETTINGS.outliers);
}
var TESTS = ["mann-whitney", "paired"];
var ROW_TESTS = [...TESTS, "instructions"];
var MEASURES = ["time", "instructions"];
var INSTRUCTION_DRIVERS = ["auto", ...DRIVER_IDS];
var COUNTER_IDS = ["valgrind", "perf"];
var INSTRUCTION_COUNTERS = ["auto", ...COUNTER_IDS];
function parseTest(raw, setting2 = "test") {
  return parseChoice(raw, setting2, TESTS, () => DEFAULT_STATS_SETTINGS.test);
}
function parseBoolean(raw, setting2, fallback) {
  if (typeof raw === "boolean") return raw;
  if (isBlank(raw)) return fallbackOf(fallback);
  const text = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(text)) return true;
  if (["false", "no", "0", "off"].includes(text)) return false;
  throw new SettingsError(setting2, `${setting2} must be true or false; got ${quote(raw)}`);
}
function parseFailOnInconclusive(raw, setting2 = "fail-on-inconclusive") {
  return parseBoolean(raw, setting2, () => DEFAULT_STATS_SETTINGS.failOnInconclusive);
}
function parseInteger(raw, setting2, min, max, what) {
  const text = raw.trim();
  const value = /^\+?\d+$/.test(text) ? Number(text) : NaN;
  if (!(Number.isSafeInteger(value) && value >= min && value <= max)) {
    throw new SettingsError(setting2, `${setting2} must be ${what} (${min} to ${max}); got ${quote(raw)}`);
  }
  return value;
}
var DEFAULT_ROUNDS = "auto";
var DEFAULT_WARMUP = 1;
var DEFAULT_MIN_ROUNDS = 5;
var DEFAULT_MAX_ROUNDS = 20;
var DEFAULT_LOOK_EVERY = 5;
function parseRounds(raw, setting2 = "rounds") {
  if (isBlank(raw)) return DEFAULT_ROUNDS;
  if (raw.trim().toLowerCase() === "auto") return "auto";
  return parseInteger(raw, setting2, 1, 1e3, "'auto' or a whole number of rounds");
}
function parseRoundCount(raw, setting2, fallback, min = 1) {
  if (isBlank(raw)) return fallback;
  return parseInteger(raw, setting2, min, 1e3, "a whole number of rounds");
}
function parseWarmup(raw, setting2 = "warmup") {
  if (isBlank(raw)) return DEFAULT_WARMUP;
  return parseInteger(raw, setting2, 0, 100, "a whole number of warm-up rounds");
}
var METRIC_NAME = /^[A-Za-z0-9][\w.\-/%]*$/;
function parseMetrics(raw, setting2 = "metric") {
  const parts = (typeof raw === "string" ? [raw] : raw ?? []).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== "");
  if (parts.length === 0) return void 0;
  for (const name of parts) {
    if (!METRIC_NAME.test(name)) {
      throw new SettingsError(
        setting2,
        `${setting2}: ${quote(name)} is not a metric name (use names like time, rate, throughput, alloc-bytes, allocs, memory or a custom unit such as widgets/op)`
      );
    }
  }
  return [...new Set(parts)];
}
function parseCommentKey(raw, setting2 = "comment-key") {
  if (isBlank(raw)) return "default";
  const key = raw.trim();
  if (!/^[\w.-]{1,64}$/.test(key)) {
    throw new SettingsError(setting2, `${setting2} must be 1\u201364 letters, digits, '-', '_' or '.'; got ${quote(raw)}`);
  }
  return key;
}
var COMMENT_MODES = ["always", "on-change", "on-regression", "never"];
function parseCommentMode(raw, setting2 = "comment") {
  if (isBlank(raw)) return "always";
  const value = raw.trim().toLowerCase();
  if (["true", "yes", "1", "on"].includes(value)) return "always";
  if (["false", "no", "0", "off"].includes(value)) return "never";
  if (COMMENT_MODES.includes(value)) return value;
  throw new SettingsError(setting2, `${setting2} must be one of ${COMMENT_MODES.join(", ")} (true and false mean always and never); got ${quote(raw)}`);
}
function parseDuration(raw, setting2 = "timeout") {
  if (isBlank(raw)) return parseDuration(DEFAULT_TIMEOUT, setting2);
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(raw);
  const ms = m ? Math.round(Number(m[1]) * { ms: 1, s: 1e3, m: 6e4, h: 36e5 }[m[2] ?? "m"]) : NaN;
  if (!(ms >= 0 && ms <= 24 * 36e5)) {
    throw new SettingsError(
      setting2,
      `${setting2} must be a duration such as 90s, 10m or 1h, or a number of minutes (0 = no limit, at most 24h); got ${quote(raw)}`
    );
  }
  return ms;
}
function parseSeed(raw, setting2 = "seed") {
  if (isBlank(raw)) return void 0;
  if (!/^\d{1,10}$/.test(raw.trim()) || Number(raw) > 2 ** 32 - 1) {
    throw new SettingsError(setting2, `${setting2} must be a whole number from 0 to 4294967295; got ${quote(raw)}`);
  }
  return Number(raw);
}
var optionalText = (raw) => isBlank(raw) ? void 0 : raw.trim();
var DEFAULT_TIMEOUT = "30m";
var DEFAULT_DATA_BRANCH = "benchgate-data";
var DEFAULT_RECORD_ROUNDS = 10;
var DEFAULT_HISTORY_WINDOW = 30;
function parseBranchName(raw, setting2, fallback) {
  if (isBlank(raw)) return fallback;
  const name = raw.trim();
  const bad = name.length > 200 || /^[-/]|\/$|\.$|\.\.|@\{|\/\/|[\s~^:?*[\\\x00-\x1f\x7f]/.test(name) || name === "@" || name.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock"));
  if (bad) throw new SettingsError(setting2, `${setting2} must be a git branch name such as benchgate-data; got ${quote(raw)}`);
  return name;
}
var DEFAULT_GIT_TIMEOUT = "5m";
var setting = (spec) => spec;
var statistical = (spec) => spec;
var str = (raw) => typeof raw === "string" ? raw : raw?.at(-1);
var SETTINGS = {
  mode: setting({
    input: "mode",
    kind: "value",
    section: "action",
    default: "run",
    help: "`run`: benchmark base and head here and report. `comment`: post the report JSON a `run` job uploaded (input `report`), from a `workflow_run` workflow that never runs PR code \u2014 the fork-safe way to comment (it reports, it does not gate). `merge`: combine the shard reports of a matrix (input `reports`) into one report, one comment and one gate, with the statistical settings the shards ran with. `record`: on a push to the default branch (or `workflow_dispatch`), benchmark the pushed commit against its first parent (`record-rounds` rounds, paired) and append one record per benchmark and metric to the history on the `data-branch` (needs `contents: write`; refused on pull request events; it records, it does not gate).",
    parse: (raw, name) => parseChoice(str(raw), name, ["run", "comment", "merge", "record"], "run")
  }),
  report: setting({
    input: "report",
    kind: "value",
    section: "action",
    help: "`comment` mode: path of the report JSON to post (the `report-json` of a `mode: run` job, passed with actions/upload-artifact and download-artifact). It is validated, re-rendered, and posted only if the pull request's head is still the commit it measured.",
    parse: (raw) => optionalText(str(raw))
  }),
  reports: setting({
    input: "reports",
    kind: "value",
    section: "action",
    help: "`merge` mode: glob of the shard report JSONs, one pattern per line (`*`, `?`, `**`), e.g. `shards/*/report.json`. Duplicate benchmarks across shards are an error.",
    parse: (raw) => optionalText(str(raw))
  }),
  base: setting({
    flag: "base",
    commands: ["run", "record"],
    input: "base-ref",
    kind: "value",
    metavar: "REF",
    section: "revisions",
    help: "the commit, branch or tag to compare against (CLI default: the merge-base of HEAD with the default branch; action default: the pull request's base commit, or the commit before a push; record: the head's first parent)",
    parse: (raw) => optionalText(str(raw))
  }),
  head: setting({
    flag: "head",
    commands: ["run", "record"],
    input: "head-ref",
    kind: "value",
    metavar: "REF",
    section: "revisions",
    help: "the commit to measure (CLI default: HEAD \u2014 uncommitted changes are not part of it; action default: the pull request's head commit, or the pushed commit)",
    parse: (raw) => optionalText(str(raw))
  }),
  command: setting({
    input: "run",
    kind: "value",
    section: "running",
    help: "the benchmark command, run with `bash -c` in each side's checkout (e.g. `go test -bench=. -count=5 ./...`); required in `run` and `record` modes (the CLI takes it after `--`)",
    parse: (raw) => str(raw)?.trim() ?? ""
  }),
  setup: setting({
    flag: "setup",
    commands: ["run", "record"],
    input: "setup",
    kind: "value",
    metavar: "CMD",
    section: "running",
    help: "a command run once per side before any round (build, install dependencies)",
    parse: (raw) => optionalText(str(raw))
  }),
  outputFile: setting({
    flag: "output-file",
    commands: ["run", "record"],
    input: "output-file",
    kind: "value",
    metavar: "F",
    section: "running",
    help: "the file (relative to the working directory) the benchmark writes its results to, read after each run instead of stdout (e.g. out.json with --benchmark-json out.json); a folder is read as a whole (Criterion)",
    parse: (raw) => optionalText(str(raw))
  }),
  workingDirectory: setting({
    input: "working-directory",
    kind: "value",
    section: "running",
    default: ".",
    help: "folder, relative to the checkout, where `setup` and `run` execute (the CLI uses the current folder)",
    parse: (raw) => optionalText(str(raw)) ?? "."
  }),
  rounds: setting({
    flag: "rounds",
    commands: ["run"],
    input: "rounds",
    kind: "value",
    metavar: "N",
    section: "running",
    default: String(DEFAULT_ROUNDS),
    help: "measured rounds, each running base and head once in a random order: auto (look at the data after min-rounds, then every look-every rounds, and stop as soon as every gated row is decided, up to max-rounds; each look tests at alpha divided by the number of planned looks) or a fixed number",
    parse: (raw, name) => parseRounds(str(raw), name)
  }),
  minRounds: setting({
    flag: "min-rounds",
    commands: ["run"],
    input: "min-rounds",
    kind: "value",
    metavar: "N",
    section: "running",
    default: String(DEFAULT_MIN_ROUNDS),
    help: "rounds: auto \u2014 the rounds before the first look",
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_MIN_ROUNDS, 2)
  }),
  maxRounds: setting({
    flag: "max-rounds",
    commands: ["run"],
    input: "max-rounds",
    kind: "value",
    metavar: "N",
    section: "running",
    default: String(DEFAULT_MAX_ROUNDS),
    help: "rounds: auto \u2014 the most rounds run when rows stay undecided",
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_MAX_ROUNDS, 2)
  }),
  lookEvery: setting({
    flag: "look-every",
    commands: ["run"],
    input: "look-every",
    kind: "value",
    metavar: "N",
    section: "running",
    default: String(DEFAULT_LOOK_EVERY),
    help: "rounds: auto \u2014 the rounds between two looks",
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_LOOK_EVERY)
  }),
  warmup: setting({
    flag: "warmup",
    commands: ["run", "record"],
    input: "warmup",
    kind: "value",
    metavar: "N",
    section: "running",
    default: String(DEFAULT_WARMUP),
    help: "rounds run first and discarded",
    parse: (raw, name) => parseWarmup(str(raw), name)
  }),
  timeoutMs: setting({
    flag: "timeout",
    commands: ["run", "record"],
    input: "timeout",
    kind: "value",
    metavar: "D",
    section: "running",
    default: DEFAULT_TIMEOUT,
    help: "limit per run, e.g. 90s, 10m, 1h (a bare number is minutes; 0 = none); the run's processes are killed and it counts as failed",
    parse: (raw, name) => parseDuration(str(raw), name)
  }),
  seed: setting({
    flag: "seed",
    commands: ["run", "record"],
    input: "seed",
    kind: "value",
    metavar: "N",
    section: "running",
    help: "seed of the random base/head order of each round (default: random, printed so a run can be repeated)",
    parse: (raw, name) => parseSeed(str(raw), name)
  }),
  keepDir: setting({
    flag: "keep-dir",
    commands: ["run", "record"],
    input: "keep-dir",
    kind: "value",
    metavar: "D",
    section: "running",
    help: "folder for every run's raw output: base/round-01/, head/round-01/ \u2026 (stdout, stderr, the output file), warm-ups in <side>/warmup-NN/, setup logs in <side>/setup.stdout; `benchgate compare --runs` reads it back (action default: a folder under RUNNER_TEMP, named in the log; upload it with actions/upload-artifact)",
    parse: (raw) => optionalText(str(raw))
  }),
  envPassthrough: setting({
    flag: "env-passthrough",
    commands: ["run", "record"],
    input: "env-passthrough",
    kind: "list",
    metavar: "NAMES",
    section: "running",
    help: "environment variables the benchmark may see although benchgate withholds them (tokens, keys, the runner's job-file variables: see the README's security section), comma separated or repeated; names only",
    parse: (raw, name) => parseEnvPassthrough(raw, name)
  }),
  submodules: setting({
    flag: "submodules",
    commands: ["run", "record"],
    input: "submodules",
    kind: "value",
    metavar: "B",
    section: "running",
    default: "true",
    help: "initialise git submodules (recursively) in each checkout when the repository has a .gitmodules",
    parse: (raw, name) => parseBoolean(str(raw), name, true)
  }),
  isolation: setting({
    flag: "isolation",
    commands: ["run", "record"],
    input: "isolation",
    kind: "value",
    metavar: "I",
    section: "running",
    default: "auto",
    help: "run setup and the benchmark in a sandbox per side (Linux user namespaces: its own processes only, writes only to its worktree and a private /tmp, $HOME writes thrown away): auto (a sandbox when the host allows one, else none, and the report says why), required (no sandbox is a tool error) or none; see the README's security section",
    parse: (raw, name) => parseChoice(str(raw), name, ISOLATIONS, "auto")
  }),
  network: setting({
    flag: "network",
    commands: ["run", "record"],
    input: "network",
    kind: "value",
    metavar: "N",
    section: "running",
    default: "shared",
    help: "the sandbox's network: shared (the host's: setup can download, and the benchmark can reach the host's loopback services and abstract Unix sockets) or isolated (its own network namespace with loopback only: nothing outside is reachable, downloads in setup fail; needs the sandbox, so without one it is a tool error); see the README's security section",
    parse: (raw, name) => parseChoice(str(raw), name, NETWORKS, "shared")
  }),
  gitTimeoutMs: setting({
    flag: "git-timeout",
    commands: ["run", "record", "history"],
    input: "git-timeout",
    kind: "value",
    metavar: "D",
    section: "running",
    default: DEFAULT_GIT_TIMEOUT,
    help: "limit of each git call that can reach the network \u2014 fetching a missing commit, checking out, each submodule \u2014 e.g. 90s or 10m (0 = none); past it the call is killed and the run stops, naming what did not answer",
    parse: (raw, name) => parseDuration(isBlank(str(raw)) ? DEFAULT_GIT_TIMEOUT : str(raw), name)
  }),
  format: setting({
    flag: "format",
    commands: ["compare", "run", "record"],
    input: "format",
    kind: "value",
    metavar: "ID",
    section: "comparing",
    default: "auto",
    help: "the harness's output format (go, pytest-benchmark, google-benchmark, criterion, hyperfine, benchmarkjs, \u2026), or auto to detect it from the output",
    parse: (raw) => optionalText(str(raw)) ?? "auto"
  }),
  alpha: statistical({
    flag: "alpha",
    commands: ["compare", "run", "record"],
    input: "alpha",
    kind: "value",
    metavar: "A",
    section: "comparing",
    default: "0.05",
    help: "significance level after the multiple-comparison correction, in (0, 1)",
    parse: (raw, name) => parseAlpha(str(raw), name),
    report: { json: number(MIN_ALPHA, 1 - Number.EPSILON), merge: "same" }
  }),
  threshold: statistical({
    flag: "threshold",
    commands: ["compare", "run", "record", "history"],
    input: "threshold",
    kind: "value",
    metavar: "T",
    section: "comparing",
    default: "5%",
    help: 'smallest slowdown that counts as a regression, "5%" or "5" (both mean 5 percent)',
    parse: (raw, name) => parseThreshold(str(raw), name),
    report: { json: number(0, 1e6), merge: "same" }
  }),
  correction: statistical({
    flag: "correction",
    commands: ["compare", "run", "record"],
    input: "correction",
    kind: "value",
    metavar: "C",
    section: "comparing",
    default: "holm",
    help: "multiple-comparison correction: holm (family-wise), bh (Benjamini\u2013Hochberg false discovery rate) or none",
    parse: (raw, name) => parseCorrection(str(raw), name),
    report: { json: oneOf(CORRECTIONS), merge: "same" }
  }),
  outliers: statistical({
    flag: "outliers",
    commands: ["compare", "run", "record"],
    input: "outliers",
    kind: "value",
    metavar: "O",
    section: "comparing",
    default: "iqr",
    help: "outlier removal: iqr (Tukey fences), upper (slow outliers only) or none",
    parse: (raw, name) => parseOutliers(str(raw), name),
    report: { json: oneOf(OUTLIER_MODES), merge: "same" }
  }),
  test: statistical({
    flag: "test",
    commands: ["compare", "run", "merge"],
    input: "test",
    kind: "value",
    metavar: "T",
    section: "comparing",
    default: "mann-whitney",
    help: "the test that decides each verdict: mann-whitney (per-run values of both sides) or paired (Wilcoxon signed-rank on the interleaved rounds; robust to drift between rounds); both are always computed and shown. merge: re-decide every row with it (default: the shards' own)",
    parse: (raw, name) => parseTest(str(raw), name),
    report: { json: oneOf(TESTS), v1: "mann-whitney", merge: "same" }
  }),
  instructionsDriver: setting({
    flag: "instructions-driver",
    commands: ["run"],
    input: "instructions-driver",
    kind: "value",
    metavar: "D",
    section: "running",
    default: "auto",
    help: "with measure: instructions, how a run is counted: go (the `go test -bench` command unchanged, per benchmark and per operation), google-benchmark (the benchmark binary and its flags, per benchmark and per iteration), command (the whole command as one benchmark, instructions per run) or auto (go when the command runs `go test`, google-benchmark when it has a `--benchmark_` flag)",
    parse: (raw, name) => parseChoice(str(raw), name, INSTRUCTION_DRIVERS, "auto")
  }),
  instructionsCounter: setting({
    flag: "instructions-counter",
    commands: ["run"],
    input: "instructions-counter",
    kind: "value",
    metavar: "C",
    section: "running",
    default: "auto",
    help: "with measure: instructions, what counts: valgrind (cachegrind, everywhere; per-function attribution), perf (`perf stat -e instructions:u`, the CPU's own counter at native speed, whole processes only: the go and command drivers; a tool error where the probe finds no working counter) or auto (perf where a probe in the sandbox counts a known program twice alike, else valgrind; GitHub-hosted runners have no hardware counter). See docs/instructions.md",
    parse: (raw, name) => parseChoice(str(raw), name, INSTRUCTION_COUNTERS, "auto")
  }),
  metrics: setting({
    flag: "metric",
    commands: ["compare", "run", "record"],
    input: "metric",
    kind: "list",
    metavar: "NAME",
    section: "comparing",
    help: "compare only these metrics, comma separated or repeated (time, rate, throughput, alloc-bytes, allocs, memory or a custom unit; default: all)",
    parse: (raw, name) => parseMetrics(raw, name)
  }),
  gate: statistical({
    flag: "gate",
    commands: ["compare", "run", "record"],
    input: "gate",
    inputAliases: ["metrics"],
    kind: "list",
    metavar: "NAME",
    section: "comparing",
    default: "time,rate",
    help: "metrics whose regressions fail the check, comma separated or repeated; the others are reported only",
    parse: (raw, name) => parseMetrics(raw, name) ?? [...DEFAULT_STATS_SETTINGS.gate],
    report: { json: list(string(MAX_SHORT_CHARS), 100), merge: "same", label: "gated metrics" }
  }),
  failOnInconclusive: statistical({
    flag: "fail-on-inconclusive",
    commands: ["compare", "run", "merge"],
    input: "fail-on-inconclusive",
    kind: "switch",
    section: "comparing",
    default: "false",
    help: "also fail when a gated row is inconclusive (not significant, but its interval reaches past the threshold)",
    parse: (raw, name) => parseFailOnInconclusive(str(raw), name),
    report: { json: boolean(), v1: false, merge: "first" }
  }),
  measure: statistical({
    flag: "measure",
    commands: ["compare", "run"],
    input: "measure",
    kind: "value",
    metavar: "M",
    section: "comparing",
    default: "time",
    help: "what is compared: time (the harness's own numbers) or instructions (instructions per operation counted under valgrind, instr/op, lower is better: a measure the machine's load cannot move; decided in a few rounds, gated like time; time is not reported in that mode). See docs/instructions.md",
    parse: (raw, name) => parseChoice(str(raw), name, MEASURES, "time"),
    report: { json: oneOf(MEASURES), v1: "time", older: "time", merge: "same" }
  }),
  config: setting({
    flag: "config",
    commands: ["compare", "run", "record"],
    input: "config",
    kind: "value",
    metavar: "FILE",
    section: "comparing",
    help: "the rules file: per-benchmark threshold, gate, ignore and min-change (default: .github/benchgate.yml when it exists). The action reads it from the base commit, so a pull request cannot loosen its own gate; the CLI from the working tree",
    parse: (raw) => optionalText(str(raw))
  }),
  commentKey: setting({
    flag: "comment-key",
    flagAliases: ["key"],
    commands: ["compare", "run", "merge"],
    input: "comment-key",
    kind: "value",
    metavar: "KEY",
    section: "output",
    default: "default",
    help: "key of the sticky comment (`<!-- benchgate:KEY -->`); use different keys for several benchgate steps on one pull request",
    parse: (raw, name) => parseCommentKey(str(raw), name)
  }),
  chart: setting({
    flag: "chart",
    commands: ["compare", "run", "merge"],
    input: "chart",
    kind: "value",
    metavar: "B",
    section: "output",
    default: "true",
    help: "a Mermaid chart of the changed rows' \u0394 % and 95% CI under the markdown report's table (GitHub draws it); false leaves it out",
    parse: (raw, name) => parseBoolean(str(raw), name, true)
  }),
  failOnRegression: setting({
    input: "fail-on-regression",
    kind: "value",
    section: "action",
    default: "true",
    help: "fail the step when a gated metric regressed significantly by more than the threshold (the CLI says it with exit code 1)",
    parse: (raw, name) => parseBoolean(str(raw), name, true)
  }),
  comment: setting({
    input: "comment",
    kind: "value",
    section: "action",
    default: "always",
    help: 'when to post or update the sticky comment: always, on-change (some row is not unchanged), on-regression, or never (true and false mean always and never). With nothing to say, an existing comment is updated to a short note ("no changes", or \u2754 naming the undecided gated rows) rather than left stale; the job summary is always written.',
    parse: (raw, name) => parseCommentMode(str(raw), name)
  }),
  acceptLabel: setting({
    input: "accept-label",
    kind: "value",
    section: "action",
    default: "benchgate: accept",
    help: "a pull request label that accepts an intended slowdown: while the pull request has it (case-insensitive, as GitHub matches labels), its gated regressions are reported as accepted (\u{1F7E1}) and the step passes; the comment names who added the label and when (from the event, or the pull request's events with `issues: read`). Only people with triage or write access can label a pull request. Blank turns it off.",
    parse: (raw) => optionalText(str(raw))
  }),
  store: setting({
    flag: "store",
    commands: ["record", "history"],
    kind: "value",
    metavar: "DIR",
    section: "output",
    help: "the history store in this folder instead of the data branch: JSON-lines files history-NNNNNN.jsonl (read them with jq); record makes it when missing, history reads it",
    parse: (raw) => optionalText(str(raw))
  }),
  dataBranch: setting({
    flag: "data-branch",
    commands: ["record", "history"],
    input: "data-branch",
    kind: "value",
    metavar: "B",
    section: "output",
    default: DEFAULT_DATA_BRANCH,
    help: "the branch of origin that keeps main's history (its history/ folder). `record` writes it (created as an orphan branch by the first record, pushed with retry when another record lands first) with git plumbing only: the checkout, index, HEAD and branches are never touched. `history` reads it; `run` (by git), `comment` and `merge` (through the REST API: the token needs `contents: read`) read it when it exists, for a line per changed row in the comment (\"main: stable for 30 commits\") and the trend of main's geomean",
    parse: (raw, name) => parseBranchName(str(raw), name, DEFAULT_DATA_BRANCH)
  }),
  recordRounds: setting({
    flag: "record-rounds",
    commands: ["record"],
    input: "record-rounds",
    kind: "value",
    metavar: "N",
    section: "running",
    default: String(DEFAULT_RECORD_ROUNDS),
    help: "`record`: the fixed number of interleaved rounds (parent and head once each, per round): what a record costs per merge, about twice this many runs of the benchmark command",
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_RECORD_ROUNDS, 2)
  }),
  historyWindow: setting({
    flag: "window",
    commands: ["history"],
    kind: "value",
    metavar: "N",
    section: "output",
    default: String(DEFAULT_HISTORY_WINDOW),
    help: "`history`: the drift window, the last N recorded commits (flagged when its CI lies wholly beyond --threshold)",
    parse: (raw, name) => isBlank(str(raw)) ? DEFAULT_HISTORY_WINDOW : parseInteger(str(raw), name, 1, 1e3, "a whole number of recorded commits")
  }),
  token: setting({
    input: "github-token",
    kind: "value",
    section: "action",
    default: "${{ github.token }}",
    help: "token for the comment. Needs `pull-requests: write`; with a read-only token (fork PRs) the step warns and keeps the job summary. The benchmark never sees it.",
    parse: (raw) => str(raw)?.trim() ?? ""
  })
};
var TABLE = SETTINGS;
var rows = () => Object.entries(TABLE);
var STATS_ROWS = rows().filter((row) => row[1].report !== void 0);
function cliOptions(command) {
  const options = {};
  for (const [, spec] of rows()) {
    if (!spec.flag || !spec.commands?.includes(command)) continue;
    const option = spec.kind === "switch" ? { type: "boolean" } : { type: "string", multiple: true };
    for (const name of [spec.flag, ...spec.flagAliases ?? []]) options[name] = option;
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
var DEFAULT_STATS_SETTINGS = Object.fromEntries(STATS_ROWS.map(([key, spec]) => [key, spec.parse(spec.default, key)]));
var copy = (v) => Array.isArray(v) ? [...v] : v;
function statsSettingsOf(s) {
  return Object.fromEntries(STATS_ROWS.map(([key]) => [key, copy(s[key])]));
}
function encodeStatsSettings(s) {
  return Object.fromEntries(STATS_ROWS.map(([key, spec]) => [key, spec.report.json.encode(s[key])]));
}
function decodeStatsSettings(c, v, path) {
  const o = c.object(v, path);
  const out = {};
  for (const [key, { report }] of STATS_ROWS) {
    if (c.version === 1 && report.v1 !== void 0) out[key] = report.v1;
    else if (o[key] === void 0 && report.older !== void 0) out[key] = report.older;
    else out[key] = report.json.decode(c, o[key], `${path}.${key}`, out);
  }
  return out;
}
function statsSettingsGiven(command, values, s) {
  const given = STATS_ROWS.filter(([, spec]) => spec.flag && spec.commands?.includes(command) && values[spec.flag] !== void 0);
  return Object.fromEntries(given.map(([key]) => [key, copy(s[key])]));
}
var shown = (v) => Array.isArray(v) ? [...v].sort().join(",") || "(none)" : String(v);
function statsSettingsDifference(a, b, set = {}) {
  for (const [key, { report }] of STATS_ROWS) {
    if (report.merge !== "same" || set[key] !== void 0) continue;
    const [x, y] = [shown(a[key]), shown(b[key])];
    if (x !== y) return `${report.label ?? key} ${x} vs ${y}`;
  }
  return void 0;
}
var SECTION_TITLES = {
  revisions: "Revisions",
  running: "Running",
  comparing: "Reading and comparing",
  output: "Output",
  action: "Action"
};
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
      const head = `  --${spec.flag}${spec.metavar ? ` ${spec.metavar}` : ""}`;
      const text = `${spec.help.replace(/`/g, "")}${spec.default !== void 0 && !/\(default/.test(spec.help) ? ` (default: ${spec.default})` : ""}`;
      const body = wrap(text, 23, 92);
      if (head.length > 21) lines.push(head, ...body.map((l) => `${" ".repeat(23)}${l}`));
      else lines.push(`${head.padEnd(22)} ${body[0]}`, ...body.slice(1).map((l) => `${" ".repeat(23)}${l}`));
      if (spec.flagAliases?.length) lines.push(`${" ".repeat(23)}(also: ${spec.flagAliases.map((a) => `--${a}`).join(", ")})`);
    }
    lines.push(...extra[section] ?? []);
    if (lines.length) out.push(`${SECTION_TITLES[section]}:`, ...lines, "");
  }
  return out.join("\n").trimEnd();
}
var ENV_NAME = /^[A-Za-z_][\w.-]*$/;
function parseEnvPassthrough(raw, setting2 = "env-passthrough") {
  const parts = (typeof raw === "string" ? [raw] : raw ?? []).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== "");
  for (const name of parts) {
    if (!ENV_NAME.test(name)) {
      throw new SettingsError(
        setting2,
        `${setting2}: ${quote(name)} is not an environment variable name (names only, no values or patterns: e.g. NPM_TOKEN, SSH_AUTH_SOCK)`
      );
    }
  }
  return [...new Set(parts)];
}

// src/model.ts
function seriesKey(s) {
  return JSON.stringify([groupKey(s), s.benchmark, s.metric]);
}
function benchmarkKey(s) {
  return JSON.stringify([groupKey(s), s.benchmark]);
}
function groupKey(s) {
  return s.group ?? "";
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
var WARNING_CODES = [
  "line-skipped",
  "truncated",
  "failed-benchmark",
  "summary-only",
  "unit-unknown",
  "duplicate-name",
  "unknown-field",
  "no-benchmarks",
  "debug-build",
  "failed-iterations",
  "harness-note",
  "more-warnings",
  "non-finite",
  "outliers-removed",
  "outlier-units",
  "outlier-runs",
  "unit-fallback",
  "no-pairs",
  "no-ci",
  "additive",
  "no-relative-size",
  "unit-mismatch",
  "direction-mismatch",
  "floor",
  "cpu-mismatch",
  "format-mismatch",
  "failed-runs",
  "incomplete-run",
  "tool-error",
  "shard-rounds",
  "v1",
  "torn-line",
  "other"
];
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
var CHANGED_VERDICTS = ["regression", "accepted", "improvement", "minor", "inconclusive"];
var DECISION_NOTES = ["holm-stopped", "edge"];
function rowThreshold(row, settings) {
  return row.threshold ?? settings.threshold;
}
function minorReason(row, settings) {
  if (row.minChange === void 0) return "threshold";
  const t = rowThreshold(row, settings);
  const pastThreshold = row.ratio === null || row.ratio >= 1 + t || row.ratio <= 1 / (1 + t);
  return pastThreshold ? "min-change" : "threshold";
}

export {
  UserError,
  ReportValidationError,
  MAX_SHORT_CHARS,
  kind,
  Checker,
  number,
  integer,
  nullableNumber,
  numberOr,
  interval,
  string,
  boolean,
  oneOf,
  list,
  nullable,
  optional,
  refine,
  stringMap,
  object,
  SettingsError,
  parseThreshold,
  ROW_TESTS,
  COUNTER_IDS,
  DEFAULT_HISTORY_WINDOW,
  SETTINGS,
  cliOptions,
  settingsFromFlags,
  DEFAULT_STATS_SETTINGS,
  statsSettingsOf,
  encodeStatsSettings,
  decodeStatsSettings,
  statsSettingsGiven,
  statsSettingsDifference,
  settingsHelp,
  seriesKey,
  benchmarkKey,
  groupKey,
  rowLabel,
  pooledSamples,
  warningKey,
  parseWarning,
  ParseError,
  WARNING_CODES,
  VERDICTS,
  CHANGED_VERDICTS,
  DECISION_NOTES,
  rowThreshold,
  minorReason
};
