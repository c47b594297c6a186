// src/instructions/drivers/command-exec.ts
import path3 from "node:path";

// src/errors.ts
var UserError = class extends Error {
  name = "UserError";
  exitCode = 2;
};

// src/codec.ts
var MAX_SHORT_CHARS = 200;
function number(min = -Infinity, max = Infinity) {
  return { encode: (v) => v, decode: (c, v, path6) => c.number(v, path6, min, max) };
}
function string(max) {
  return { encode: (v) => v, decode: (c, v, path6) => c.string(v, path6, max) };
}
function boolean() {
  return { encode: (v) => v, decode: (c, v, path6) => c.boolean(v, path6) };
}
function oneOf(values) {
  return { encode: (v) => v, decode: (c, v, path6) => c.oneOf(v, path6, values) };
}
function list(item, max) {
  return {
    encode: (v) => v.map((x) => item.encode(x)),
    decode: (c, v, path6) => c.array(v, path6, max).map((x, i) => item.decode(c, x, `${path6}[${i}]`, {}))
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
var DEFAULT_STATS_SETTINGS = Object.fromEntries(STATS_ROWS.map(([key, spec]) => [key, spec.parse(spec.default, key)]));
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

// src/instructions/counters/counter.ts
var COUNTER_VAR = "BENCHGATE_INSTRUCTIONS_COUNTER";

// src/instructions/counters/perf.ts
import { existsSync, mkdirSync as mkdirSync2, rmSync } from "node:fs";
import os2 from "node:os";
import path2 from "node:path";

// src/instructions/count.ts
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";

// src/instructions/regular-file.ts
import { closeSync, constants, fstatSync, openSync } from "node:fs";
var NotRegularFile = class extends Error {
  constructor(file, kind) {
    super(`${file} is ${kind}`);
    this.file = file;
    this.kind = kind;
  }
  file;
  kind;
};
function withRegularFile(file, use) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    if (e.code === "ELOOP") throw new NotRegularFile(file, "a link");
    throw e;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotRegularFile(file, "not a plain file");
    return use(fd, st.size);
  } finally {
    closeSync(fd);
  }
}

// src/instructions/count.ts
import os from "node:os";
import path from "node:path";
function countArgv(argv, outDir, prefix) {
  return [
    "setarch",
    os.machine(),
    "-R",
    "valgrind",
    "--tool=cachegrind",
    "--cache-sim=no",
    "--trace-children=yes",
    "--quiet",
    `--cachegrind-out-file=${path.join(outDir, `${prefix}.%p.out`)}`,
    ...argv
  ];
}
function summaryOf(text) {
  const m = /^summary:\s+(\d+)/m.exec(text);
  return m ? Number(m[1]) : NaN;
}
function runCounted(argv, opts) {
  const [file, ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d) => {
      if (opts.stdout === "pipe") stdout += d;
      else process.stderr.write(d);
    });
    child.stderr.setEncoding("utf8").on("data", (d) => {
      stderr = (stderr + d).slice(-8192);
      if (opts.stdout === "stderr") process.stderr.write(d);
    });
    let settled = false;
    const done = (exitCode) => {
      if (settled) return;
      settled = true;
      resolve({ exitCode, stdout, stderrTail: stderr.split("\n").slice(-20).join("\n") });
    };
    child.on("error", (e) => {
      stderr += `
could not start ${file}: ${e.message}`;
      done(null);
    });
    child.on("close", (code) => done(code));
  });
}
var CountFileError = class extends Error {
};
function readCountFile(file) {
  try {
    return withRegularFile(file, (fd) => readFileSync(fd, "utf8"));
  } catch (e) {
    if (!(e instanceof NotRegularFile)) throw e;
    const what = e.kind === "a link" ? "a link" : "not a plain file (a FIFO or socket?)";
    throw new CountFileError(`${path.basename(file)} is ${what}, not the counter's file: something in the run put it there`);
  }
}
async function count(opts) {
  mkdirSync(opts.outDir, { recursive: true });
  const ours = (f) => f.startsWith(`${opts.prefix}.`) && f.endsWith(".out");
  const before = new Set(readdirSync(opts.outDir).filter(ours));
  const run2 = await runCounted(countArgv(opts.argv, opts.outDir, opts.prefix), opts);
  const files = readdirSync(opts.outDir).filter((f) => ours(f) && !before.has(f)).map((f) => path.join(opts.outDir, f)).sort();
  let instructions = 0;
  for (const f of files) instructions += summaryOf(readCountFile(f));
  if (files.length === 0) instructions = NaN;
  return { instructions, files, ...run2 };
}

// src/instructions/counters/perf.ts
var PERF_EVENT = "instructions:u";
function parsePerfStat(text) {
  const lines = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const fields = line.split(",");
    if (fields.length < 3 || !fields[2]) continue;
    const [text2, unit, event, , percent] = fields;
    const value = /^\d+(\.\d+)?$/.test(text2) ? Number(text2) : void 0;
    const runningPercent = percent !== void 0 && /^\d+(\.\d+)?$/.test(percent) ? Number(percent) : void 0;
    lines.push({ value, text: text2, unit, event, runningPercent });
  }
  return lines;
}
function isInstructions(event) {
  return /(^|\/)instructions(:u)?(\/u?)?$/.test(event);
}
function instructionsOf(lines) {
  const ours = lines.filter((l) => isInstructions(l.event));
  if (ours.length === 0) return { why: `perf printed no ${PERF_EVENT} line` };
  const counted = ours.filter((l) => l.value !== void 0);
  if (counted.length === 0) {
    const text = ours[0].text;
    if (text === "<not supported>") return { why: `${PERF_EVENT} not supported on this machine (no hardware counter)` };
    return { why: `${PERF_EVENT}: ${text || "no value"}` };
  }
  const scaled = counted.find((l) => l.runningPercent !== void 0 && l.runningPercent < 100);
  if (scaled) return { why: `${PERF_EVENT} was on a counter ${scaled.runningPercent}% of the time (shared with other events) and scaled: not an exact count` };
  return { instructions: counted.reduce((sum, l) => sum + (l.value ?? 0), 0) };
}
function perfStatArgv(argv, file) {
  return ["perf", "stat", "-x,", "-e", PERF_EVENT, "-o", file, "--", "setarch", os2.machine(), "-R", ...argv];
}
async function countWithPerf(opts) {
  mkdirSync2(opts.outDir, { recursive: true });
  const file = path2.join(opts.outDir, `${opts.prefix}.perf.csv`);
  rmSync(file, { force: true });
  const run2 = await runCounted(perfStatArgv(opts.argv, file), opts);
  if (!existsSync(file)) return { ...run2, instructions: NaN, files: [], stderrTail: `${run2.stderrTail}
perf stat wrote no counts` };
  const result = instructionsOf(parsePerfStat(readCountFile(file)));
  if ("why" in result) return { ...run2, instructions: NaN, files: [file], stderrTail: `${run2.stderrTail}
perf stat: ${result.why}` };
  return { ...run2, instructions: result.instructions, files: [file] };
}
var perfCounter = { id: "perf", count: countWithPerf };

// src/instructions/counters/valgrind.ts
var valgrindCounter = { id: "valgrind", count };

// src/instructions/counters/inside.ts
function counterFromEnv(env = process.env) {
  return env[COUNTER_VAR] === "perf" ? perfCounter : valgrindCounter;
}

// src/instructions/layout.ts
var OUT_FOLDER = "out";
var STATE_DIR_VAR = "BENCHGATE_INSTRUCTIONS_DIR";
var COMMAND_VAR = "BENCHGATE_INSTRUCTIONS_COMMAND";
function safeName(name) {
  return name.replace(/[^A-Za-z0-9._=-]/g, "_").slice(0, 200) || "_";
}

// src/instructions/command-benchmark.ts
var COMMAND_BENCHMARK = "BenchmarkCommand";

// src/instructions/drivers/command-exec.ts
async function commandExec() {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === void 0 || !stateDir) {
    process.stderr.write(
      `benchgate instructions (command): ${COMMAND_VAR} and ${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions
`
    );
    return 1;
  }
  const counter = counterFromEnv();
  const env = { ...process.env };
  delete env[COMMAND_VAR];
  const r = await counter.count({ argv: ["bash", "-c", command], outDir: path3.join(stateDir, OUT_FOLDER, "command"), prefix: "run", env, stdout: "stderr" });
  if (r.exitCode !== 0) return r.exitCode ?? 1;
  if (Number.isNaN(r.instructions)) {
    process.stderr.write(`benchgate instructions (command): ${counter.id} gave no count:
${r.stderrTail}
`);
    return 1;
  }
  process.stdout.write(`${COMMAND_BENCHMARK}	1	${r.instructions} instr/op
`);
  return 0;
}

// src/instructions/drivers/go-exec.ts
import { spawnSync } from "node:child_process";
import { existsSync as existsSync2, mkdirSync as mkdirSync3, readFileSync as readFileSync2, writeFileSync, appendFileSync } from "node:fs";
import os3 from "node:os";
import path4 from "node:path";

// src/instructions/drivers/pool.ts
async function pool(tasks, limit) {
  const out = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return out;
}

// src/instructions/drivers/go-exec.ts
var MIN_POINT_INSTRUCTIONS = 1e7;
var TARGET_POINT_INSTRUCTIONS = 5 * MIN_POINT_INSTRUCTIONS;
var CALIBRATION_N = 100;
var SECOND_CALIBRATION_INSTRUCTIONS = 2e6;
var MAX_N = 1e9;
function flagValue(args, name) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === `-${name}` || a === `--${name}`) return args[i + 1];
    for (const prefix of [`-${name}=`, `--${name}=`]) if (a.startsWith(prefix)) return a.slice(prefix.length);
  }
  return void 0;
}
function quoteMeta(s) {
  return s.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&");
}
function exactPattern(name) {
  return name.split("/").map((part) => `^${quoteMeta(part)}$`).join("/");
}
function benchmarkNames(text) {
  const names = [];
  const header = [];
  for (const line of text.split("\n")) {
    const m = /^(Benchmark\S*)\s+\d+\s/.exec(line);
    if (m) names.push(m[1]);
    else if (/^(goos|goarch|pkg|cpu):/.test(line)) header.push(line);
  }
  return { names: [...new Set(names)], header };
}
function keptFlags(args) {
  return args.filter((a) => /^--?test\.(timeout|paniconexit0)\b/.test(a));
}
function fail(message) {
  process.stderr.write(`benchgate instructions (go): ${message}
`);
  process.exit(1);
}
function describeFailure(what, r) {
  return `${what} failed (exit ${r.exitCode ?? "none"}${Number.isNaN(r.instructions) ? ", no count" : ""}):
${r.stderrTail}`;
}
async function goExec(argv) {
  const [binary, ...args] = argv;
  if (!binary) fail("no test binary given (go test -exec passes one)");
  const bench = flagValue(args, "test.bench");
  if (bench === void 0 || bench === "") {
    const r = spawnSync(binary, args, { stdio: "inherit" });
    return r.status ?? 1;
  }
  const stateDir = process.env[STATE_DIR_VAR];
  if (!stateDir) fail(`${STATE_DIR_VAR} is not set: this driver is started by benchgate run --measure instructions`);
  const kept = keptFlags(args);
  const list2 = spawnSync(binary, ["-test.run=^$", `-test.bench=${bench}`, "-test.benchtime=1x", ...kept], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (list2.status !== 0) {
    process.stdout.write(list2.stdout ?? "");
    process.stderr.write(list2.stderr ?? "");
    return list2.status ?? 1;
  }
  const { names, header } = benchmarkNames(list2.stdout);
  const pkg = header.find((l) => l.startsWith("pkg:"))?.slice(4).trim() ?? path4.basename(binary, ".test");
  const outRoot = path4.join(stateDir, OUT_FOLDER);
  const calibrationFile = path4.join(stateDir, "calibration.json");
  const calibration = existsSync2(calibrationFile) ? JSON.parse(readFileSync2(calibrationFile, "utf8")) : {};
  const counter = counterFromEnv();
  const indexFile = path4.join(outRoot, counter.id === "valgrind" ? "index.jsonl" : `${counter.id}-index.jsonl`);
  const parallel = os3.availableParallelism();
  const countAt = (name, n, prefix) => counter.count({
    argv: [binary, "-test.run=^$", `-test.bench=${exactPattern(name)}`, `-test.benchtime=${n}x`, ...kept],
    outDir: path4.join(outRoot, safeName(pkg), safeName(name)),
    prefix,
    stdout: "pipe"
  });
  const pair = async (name, n, prefix) => {
    const [a, b] = await Promise.all([countAt(name, n, `${prefix}n${n}`), countAt(name, 2 * n, `${prefix}n${2 * n}`)]);
    for (const [r, k] of [
      [a, n],
      [b, 2 * n]
    ]) {
      if (r.exitCode !== 0 || Number.isNaN(r.instructions)) fail(describeFailure(`${name} at -test.benchtime=${k}x under ${counter.id}`, r));
    }
    const index = {
      package: pkg,
      benchmark: name,
      n,
      files: [...a.files, ...b.files].map((f) => path4.relative(outRoot, f)),
      instructions: [a.instructions, b.instructions]
    };
    appendFileSync(indexFile, `${JSON.stringify(index)}
`);
    return (b.instructions - a.instructions) / n;
  };
  mkdirSync3(outRoot, { recursive: true });
  const key = (name) => `${pkg} ${name}`;
  const unknown = names.filter((n) => calibration[key(n)] === void 0);
  const iterationsFor = (perOp2, instructions, floor) => perOp2 > 0 ? Math.min(MAX_N, Math.max(floor, Math.ceil(instructions / perOp2))) : floor;
  const estimates = await pool(
    unknown.map((name) => async () => {
      const rough = await pair(name, CALIBRATION_N, "calibration-");
      const n = iterationsFor(rough, SECOND_CALIBRATION_INSTRUCTIONS, CALIBRATION_N);
      return n > 2 * CALIBRATION_N ? await pair(name, n, "calibration-") : rough;
    }),
    parallel
  );
  unknown.forEach((name, i) => {
    calibration[key(name)] = iterationsFor(estimates[i], TARGET_POINT_INSTRUCTIONS, CALIBRATION_N);
  });
  if (unknown.length > 0) writeFileSync(calibrationFile, JSON.stringify(calibration));
  const perOp = await pool(
    names.map((name) => () => pair(name, calibration[key(name)], "")),
    parallel
  );
  const lines = [...header];
  names.forEach((name, i) => lines.push(`${name}	${calibration[key(name)]}	${perOp[i].toFixed(1)} instr/op`));
  lines.push("PASS");
  process.stdout.write(`${lines.join("\n")}
`);
  return 0;
}

// src/instructions/drivers/google-benchmark-exec.ts
import { spawn as spawn2, spawnSync as spawnSync2 } from "node:child_process";
import { appendFileSync as appendFileSync2, mkdirSync as mkdirSync4, readdirSync as readdirSync2 } from "node:fs";
import os4 from "node:os";
import path5 from "node:path";

// src/instructions/drivers/google-benchmark-index.ts
var GOOGLE_BENCHMARK_INDEX = "google-benchmark.jsonl";
function googleBenchmarkRow(benchmark) {
  return `Benchmark${benchmark}`;
}

// src/instructions/drivers/google-benchmark-exec.ts
var MIN_TIMES = [0.02, 0.1];
function fail2(message) {
  process.stderr.write(`benchgate instructions (google-benchmark): ${message}
`);
  process.exit(1);
}
function commandWords(command) {
  const words = [];
  let word = "";
  let has = false;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (c === "'" || c === '"') {
      const end = command.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unterminated ${c} in the command`);
      const inner = command.slice(i + 1, end);
      if (c === '"' && /[$`\\]/.test(inner)) throw new Error('the command uses shell expansion inside "\u2026"');
      word += inner;
      has = true;
      i = end;
    } else if (/\s/.test(c)) {
      if (has) words.push(word);
      word = "";
      has = false;
    } else if (/[;&|<>$`\\(){}*?[\]~#]/.test(c)) {
      throw new Error(`the command uses the shell (${c}): the google-benchmark driver runs one benchmark binary and its flags`);
    } else {
      word += c;
      has = true;
    }
  }
  if (has) words.push(word);
  if (words.length === 0) throw new Error("the command is empty");
  return words;
}
function userFilter(args) {
  let filter;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith("--benchmark_filter=")) filter = a.slice("--benchmark_filter=".length);
    else if (a === "--benchmark_filter") filter = args[++i];
  }
  return filter;
}
function keptArgs(args) {
  const set = /^--?benchmark_(filter|min_time|min_warmup_time|repetitions|format|out|out_format|report_aggregates_only|display_aggregates_only|enable_random_interleaving|list_tests|color)(=|$)/;
  return args.filter((a) => !set.test(a));
}
function exactFilter(name) {
  return `^${name.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&")}$`;
}
function benchmarkSymbol(name, symbols) {
  const [first, second] = name.split("/");
  const takesState = (s) => /\(benchmark::State&[,)]/.test(s) && !s.includes("[clone");
  const named = (s, fn) => {
    const head = s.slice(0, s.indexOf("(benchmark::State&"));
    return head === fn || head.endsWith(` ${fn}`) || head.endsWith(`::${fn}`);
  };
  const functions = symbols.filter(takesState);
  if (second !== void 0) {
    const fixture = functions.find((s) => s.startsWith(`${first}_${second}_Benchmark::BenchmarkCase(`));
    if (fixture) return fixture;
  }
  return functions.find((s) => named(s, first));
}
function summaryOf2(text) {
  const m = /^(?:summary|totals):\s+(\d+)/m.exec(text);
  return m ? Number(m[1]) : NaN;
}
function countPoint(binary, args, name, symbol, minTime, outDir) {
  mkdirSync4(outDir, { recursive: true });
  const prefix = `t${minTime}`;
  const argv = [
    os4.machine(),
    "-R",
    "valgrind",
    "--tool=callgrind",
    "--quiet",
    "--collect-atstart=no",
    `--toggle-collect=${symbol}`,
    `--dump-after=${symbol}`,
    `--callgrind-out-file=${path5.join(outDir, `${prefix}.%p.out`)}`,
    binary,
    ...args,
    `--benchmark_filter=${exactFilter(name)}`,
    `--benchmark_min_time=${minTime}`,
    "--benchmark_min_warmup_time=0",
    "--benchmark_repetitions=1",
    "--benchmark_format=json"
  ];
  return new Promise((resolve) => {
    const child = spawn2("setarch", argv, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d) => stdout += d);
    child.stderr.setEncoding("utf8").on("data", (d) => stderr = (stderr + d).slice(-8192));
    child.on("error", (e) => fail2(`could not start valgrind: ${e.message}`));
    child.on("close", (code) => {
      if (code !== 0) fail2(`${name} under callgrind exited ${code}:
${stderr}`);
      let iterations = NaN;
      try {
        const report = JSON.parse(stdout);
        const runs = (report.benchmarks ?? []).filter((b) => b.run_type !== "aggregate");
        if (runs.some((r) => (r.threads ?? 1) > 1)) fail2(`${name} runs on several threads: the driver counts one-threaded benchmarks only`);
        iterations = runs.at(-1)?.iterations ?? NaN;
      } catch {
        fail2(`${name}: the benchmark's JSON output could not be read:
${stdout.slice(0, 2e3)}`);
      }
      const dumps = readdirSync2(outDir).map((f) => ({ f, m: new RegExp(`^${prefix.replace(".", "\\.")}\\.\\d+\\.out\\.(\\d+)$`).exec(f) })).filter((d) => d.m).sort((a, b) => Number(b.m[1]) - Number(a.m[1]));
      if (dumps.length === 0)
        fail2(`${name}: callgrind dumped nothing after ${symbol}: the function never ran (inlined, or not the one that runs the benchmark)`);
      const file = path5.join(outDir, dumps[0].f);
      resolve({ instructions: summaryOf2(readCountFile(file)), iterations, file });
    });
  });
}
async function googleBenchmarkExec() {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === void 0 || !stateDir)
    fail2(`${COMMAND_VAR} and ${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions`);
  let words;
  try {
    words = commandWords(command);
  } catch (e) {
    fail2(`${e.message}; put a build step in setup and run the binary itself (e.g. ./bench --benchmark_filter=BM_)`);
  }
  const [binary, ...rest2] = words;
  const filter = userFilter(rest2);
  const args = keptArgs(rest2);
  const list2 = spawnSync2(binary, [...args, "--benchmark_list_tests=true", ...filter ? [`--benchmark_filter=${filter}`] : []], { encoding: "utf8" });
  if (list2.status !== 0) fail2(`${binary} --benchmark_list_tests=true failed (exit ${list2.status ?? list2.error?.message}):
${list2.stderr ?? ""}`);
  const names = list2.stdout.split("\n").filter((l) => l.trim());
  if (names.length === 0) fail2(`${binary} lists no benchmark${filter ? ` for --benchmark_filter=${filter}` : ""}`);
  const nm = spawnSync2("nm", ["-C", "--defined-only", binary], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (nm.status !== 0) fail2(`nm -C ${binary} failed (binutils is needed to find each benchmark's function):
${nm.stderr ?? nm.error?.message ?? ""}`);
  if (/\bno symbols\b/.test(nm.stderr ?? ""))
    fail2(
      `${binary} is stripped (no symbol table): the driver counts inside each benchmark's function, found by its symbol, and names functions by theirs; build it without strip and -s`
    );
  const symbols = nm.stdout.split("\n").map((l) => l.replace(/^\S*\s+[tTwW]\s+/, "")).filter((l, i, all) => l && all.indexOf(l) === i);
  const outRoot = path5.join(stateDir, OUT_FOLDER);
  mkdirSync4(outRoot, { recursive: true });
  const perOp = await pool(
    names.map((name) => async () => {
      const symbol = benchmarkSymbol(name, symbols);
      if (!symbol)
        fail2(`no function for ${name} in ${binary}'s symbols (a lambda, or a stripped binary): the driver counts BENCHMARK(fn) and BENCHMARK_F benchmarks`);
      const outDir = path5.join(outRoot, safeName(path5.basename(binary)), safeName(name));
      const [a, b] = await Promise.all(MIN_TIMES.map((t) => countPoint(binary, args, name, symbol, t, outDir)));
      if (!(b.iterations > a.iterations)) fail2(`${name}: the two runs reported ${a.iterations} and ${b.iterations} iterations; the second must run more`);
      const point = (p) => ({ iterations: p.iterations, instructions: p.instructions, file: path5.relative(outRoot, p.file) });
      const entry = { benchmark: name, symbol, points: [point(a), point(b)] };
      appendFileSync2(path5.join(outRoot, GOOGLE_BENCHMARK_INDEX), `${JSON.stringify(entry)}
`);
      return { iterations: b.iterations - a.iterations, perOp: (b.instructions - a.instructions) / (b.iterations - a.iterations) };
    }),
    os4.availableParallelism()
  );
  const lines = names.map((name, i) => `${googleBenchmarkRow(name)}	${perOp[i].iterations}	${perOp[i].perOp.toFixed(1)} instr/op`);
  process.stdout.write(`${lines.join("\n")}
PASS
`);
  return 0;
}

// src/instructions/drivers/inside.ts
var INSIDE_HALVES = {
  command: commandExec,
  go: goExec,
  "google-benchmark": googleBenchmarkExec
};

// src/instructions/counters/probe.ts
import { spawnSync as spawnSync4 } from "node:child_process";
import os5 from "node:os";

// src/instructions/valgrind.ts
import { spawnSync as spawnSync3 } from "node:child_process";
function versionLine(argv, cwd) {
  const r = spawnSync3(argv[0], argv.slice(1), { encoding: "utf8", cwd, timeout: 3e4 });
  if (r.error || r.status !== 0) return void 0;
  const line = `${r.stdout}
${r.stderr}`.split("\n").find((l) => l.trim());
  return line?.trim().slice(0, 200);
}

// src/instructions/counters/probe.ts
var PROBE_COMMAND = "counter-probe";
var PROBE_TOLERANCE = 0.01;
var PROBE_PROGRAM = ["true"];
function firstLine(text) {
  return (text.split("\n").map((l) => l.trim()).find((l) => l && !l.startsWith("#")) ?? "").slice(0, 200);
}
function probePerf(env = process.env) {
  const version = versionLine(["perf", "--version"]);
  if (!version) return { usable: false, why: "perf is not installed (or does not run) here" };
  const counts = [];
  for (let i = 0; i < 2; i++) {
    const r = spawnSync4("perf", ["stat", "-x,", "-e", PERF_EVENT, "--", "setarch", os5.machine(), "-R", ...PROBE_PROGRAM], {
      encoding: "utf8",
      env,
      timeout: 6e4
    });
    if (r.error) return { usable: false, version, why: `perf stat could not run: ${r.error.message}` };
    const result = instructionsOf(parsePerfStat(r.stderr));
    if ("why" in result) {
      const said = r.status !== 0 ? firstLine(r.stderr) : "";
      return { usable: false, version, why: said ? `perf stat -e ${PERF_EVENT} failed: ${said}` : result.why };
    }
    if (r.status !== 0) return { usable: false, version, why: `perf stat -e ${PERF_EVENT} ${PROBE_PROGRAM.join(" ")} exited ${r.status}` };
    counts.push(result.instructions);
  }
  const [a, b] = counts;
  if (!(a > 0 && b > 0)) return { usable: false, version, counts, why: `${PERF_EVENT} counted ${a} and ${b} instructions for \`${PROBE_PROGRAM.join(" ")}\`` };
  const spread = Math.abs(a - b) / Math.min(a, b);
  if (spread > PROBE_TOLERANCE)
    return {
      usable: false,
      version,
      counts,
      why: `${PERF_EVENT} counted ${a} and ${b} instructions for the same program (${(spread * 100).toFixed(1)}% apart, more than ${PROBE_TOLERANCE * 100}%): not stable here`
    };
  return { usable: true, version, counts };
}
function counterProbe() {
  process.stdout.write(`${JSON.stringify(probePerf())}
`);
  return Promise.resolve(0);
}

// src/instructions/driver-main.ts
var [which, ...rest] = process.argv.slice(2);
var inside = which === PROBE_COMMAND ? counterProbe : which === void 0 ? void 0 : INSIDE_HALVES[which];
var run = inside ? inside(rest) : Promise.resolve(-1);
run.then(
  (code) => {
    if (code === -1) process.stderr.write(`instructions-driver: unknown driver ${JSON.stringify(which)} (${Object.keys(INSIDE_HALVES).join(", ")})
`);
    process.exitCode = code === -1 ? 2 : code;
  },
  (e) => {
    process.stderr.write(`instructions-driver: ${e instanceof CountFileError ? e.message : e instanceof Error ? e.stack ?? e.message : String(e)}
`);
    process.exitCode = 2;
  }
);
