import {
  DEFAULT_STATS_SETTINGS,
  MIN_ALPHA,
  UserError
} from "./chunk-NFUH5HZY.js";

// src/settings.ts
var SettingsError = class extends UserError {
  constructor(setting, message) {
    super(message);
    this.setting = setting;
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
function parseAlpha(raw, setting = "alpha") {
  if (isBlank(raw)) return DEFAULT_STATS_SETTINGS.alpha;
  const value = parseDecimal(raw);
  if (!(value > 0 && value < 1)) {
    throw new SettingsError(setting, `${setting} must be a number in (0, 1), such as 0.05; got ${quote(raw)}`);
  }
  if (value < MIN_ALPHA) {
    throw new SettingsError(
      setting,
      `${setting} ${quote(raw)} is too small to work (the smallest accepted is ${MIN_ALPHA}: below it, a level shared among the tests and looks rounds to 0); use 0.05, 0.01 or 0.001`
    );
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
var ISOLATIONS = ["auto", "required", "none"];
var CORRECTIONS = ["holm", "bh", "none"];
var OUTLIER_MODES = ["iqr", "upper", "none"];
function parseCorrection(raw, setting = "correction") {
  return parseChoice(raw, setting, CORRECTIONS, DEFAULT_STATS_SETTINGS.correction);
}
function parseOutliers(raw, setting = "outliers") {
  return parseChoice(raw, setting, OUTLIER_MODES, DEFAULT_STATS_SETTINGS.outliers);
}
var TESTS = ["mann-whitney", "paired"];
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
var DEFAULT_ROUNDS = "auto";
var DEFAULT_WARMUP = 1;
var DEFAULT_MIN_ROUNDS = 5;
var DEFAULT_MAX_ROUNDS = 20;
var DEFAULT_LOOK_EVERY = 5;
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
var METRIC_NAME = /^[A-Za-z0-9][\w.\-/%]*$/;
function parseMetrics(raw, setting = "metric") {
  const parts = (typeof raw === "string" ? [raw] : raw ?? []).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== "");
  if (parts.length === 0) return void 0;
  for (const name of parts) {
    if (!METRIC_NAME.test(name)) {
      throw new SettingsError(
        setting,
        `${setting}: ${quote(name)} is not a metric name (use names like time, rate, throughput, alloc-bytes, allocs, memory or a custom unit such as widgets/op)`
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
var COMMENT_MODES = ["always", "on-change", "on-regression", "never"];
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
var optionalText = (raw) => isBlank(raw) ? void 0 : raw.trim();
var DEFAULT_TIMEOUT = "30m";
var DEFAULT_GIT_TIMEOUT = "5m";
var str = (raw) => typeof raw === "string" ? raw : raw?.at(-1);
var SETTINGS = {
  mode: {
    input: "mode",
    kind: "value",
    section: "action",
    default: "run",
    help: "`run`: benchmark base and head here and report. `comment`: post the report JSON a `run` job uploaded (input `report`), from a `workflow_run` workflow that never runs PR code \u2014 the fork-safe way to comment (it reports, it does not gate). `merge`: combine the shard reports of a matrix (input `reports`) into one report, one comment and one gate, with the statistical settings the shards ran with.",
    parse: (raw, name) => parseChoice(str(raw), name, ["run", "comment", "merge"], "run")
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
    parse: (raw, name) => parseRounds(str(raw), name)
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
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_MIN_ROUNDS, 2)
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
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_MAX_ROUNDS, 2)
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
    parse: (raw, name) => parseRoundCount(str(raw), name, DEFAULT_LOOK_EVERY)
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
    parse: (raw, name) => parseWarmup(str(raw), name)
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
    parse: (raw, name) => parseDuration(str(raw), name)
  },
  seed: {
    flag: "seed",
    commands: ["run"],
    input: "seed",
    kind: "value",
    metavar: "N",
    section: "running",
    help: "seed of the random base/head order of each round (default: random, printed so a run can be repeated)",
    parse: (raw, name) => parseSeed(str(raw), name)
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
    parse: (raw, name) => parseEnvPassthrough(raw, name)
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
    parse: (raw, name) => parseBoolean(str(raw), name, true)
  },
  isolation: {
    flag: "isolation",
    commands: ["run"],
    input: "isolation",
    kind: "value",
    metavar: "I",
    section: "running",
    default: "auto",
    help: "run setup and the benchmark in a sandbox per side (Linux user namespaces: its own processes only, writes only to its worktree and a private /tmp, $HOME writes thrown away): auto (a sandbox when the host allows one, else none, and the report says why), required (no sandbox is a tool error) or none; see the README's security section",
    parse: (raw, name) => parseChoice(str(raw), name, ISOLATIONS, "auto")
  },
  gitTimeoutMs: {
    flag: "git-timeout",
    commands: ["run"],
    input: "git-timeout",
    kind: "value",
    metavar: "D",
    section: "running",
    default: DEFAULT_GIT_TIMEOUT,
    help: "limit of each git call that can reach the network \u2014 fetching a missing commit, checking out, each submodule \u2014 e.g. 90s or 10m (0 = none); past it the call is killed and the run stops, naming what did not answer",
    parse: (raw, name) => parseDuration(isBlank(str(raw)) ? DEFAULT_GIT_TIMEOUT : str(raw), name)
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
    parse: (raw, name) => parseAlpha(str(raw), name)
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
    parse: (raw, name) => parseThreshold(str(raw), name)
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
    parse: (raw, name) => parseCorrection(str(raw), name)
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
    parse: (raw, name) => parseOutliers(str(raw), name)
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
    parse: (raw, name) => parseTest(str(raw), name)
  },
  failOnInconclusive: {
    flag: "fail-on-inconclusive",
    commands: ["compare", "run", "merge"],
    input: "fail-on-inconclusive",
    kind: "switch",
    section: "comparing",
    default: String(DEFAULT_STATS_SETTINGS.failOnInconclusive),
    help: "also fail when a gated row is inconclusive (not significant, but its interval reaches past the threshold)",
    parse: (raw, name) => parseFailOnInconclusive(str(raw), name)
  },
  metrics: {
    flag: "metric",
    commands: ["compare", "run"],
    input: "metric",
    kind: "list",
    metavar: "NAME",
    section: "comparing",
    help: "compare only these metrics, comma separated or repeated (time, rate, throughput, alloc-bytes, allocs, memory or a custom unit; default: all)",
    parse: (raw, name) => parseMetrics(raw, name)
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
    parse: (raw, name) => parseMetrics(raw, name) ?? [...DEFAULT_STATS_SETTINGS.gate]
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
    parse: (raw, name) => parseCommentKey(str(raw), name)
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
    parse: (raw, name) => parseBoolean(str(raw), name, true)
  },
  failOnRegression: {
    input: "fail-on-regression",
    kind: "value",
    section: "action",
    default: "true",
    help: "fail the step when a gated metric regressed significantly by more than the threshold (the CLI says it with exit code 1)",
    parse: (raw, name) => parseBoolean(str(raw), name, true)
  },
  comment: {
    input: "comment",
    kind: "value",
    section: "action",
    default: "always",
    help: 'when to post or update the sticky comment: always, on-change (some row is not unchanged), on-regression, or never (true and false mean always and never). With nothing to say, an existing comment is updated to a short note ("no changes", or \u2754 naming the undecided gated rows) rather than left stale; the job summary is always written.',
    parse: (raw, name) => parseCommentMode(str(raw), name)
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
var rows = () => Object.entries(SETTINGS);
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
function parseEnvPassthrough(raw, setting = "env-passthrough") {
  const parts = (typeof raw === "string" ? [raw] : raw ?? []).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== "");
  for (const name of parts) {
    if (!ENV_NAME.test(name)) {
      throw new SettingsError(
        setting,
        `${setting}: ${quote(name)} is not an environment variable name (names only, no values or patterns: e.g. NPM_TOKEN, SSH_AUTH_SOCK)`
      );
    }
  }
  return [...new Set(parts)];
}

export {
  SettingsError,
  parseThreshold,
  cliOptions,
  settingsFromFlags,
  statsSettingsOf,
  settingsHelp
};
