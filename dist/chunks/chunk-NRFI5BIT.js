import {
  UsageError
} from "./chunk-3A5B3PP7.js";
import {
  cliOptions
} from "./chunk-KECA4ODA.js";

// src/report/display-name.ts
var MARKDOWN_NAME_CHARS = 72;
var TERMINAL_NAME_CHARS = 60;
function displayName(name, max) {
  if (name.length <= max) return name;
  const points = Array.from(name);
  if (points.length <= max) return name;
  const hash = process.getBuiltinModule("node:crypto").createHash("sha256").update(name).digest("hex").slice(0, 6);
  return `${points.slice(0, Math.max(1, max - 7)).join("")}\u2026${hash}`;
}
var WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
var ZERO = /[\ufe00-\ufe0f\u0300-\u036f\u200b-\u200f\u2060]/u;
var NARROW_ONLY = /^[^\u0300-\u036f\u1100-\u115f\u200b-\u200f\u2060\u2e80-\uffff]*$/;
function displayWidth(s) {
  if (NARROW_ONLY.test(s)) return s.length;
  let n = 0;
  for (const ch of s) n += WIDE.test(ch) ? 2 : ZERO.test(ch) ? 0 : 1;
  return n;
}

// src/cli/flags.ts
import { parseArgs } from "node:util";

// src/cli/suggest.ts
function editDistance(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
function nearestName(name, known) {
  const limit = Math.min(2, Math.ceil(name.length / 3) - 1);
  let best;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance, tie] = [candidate, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  return best !== void 0 && !tie && bestDistance <= limit ? best : void 0;
}
function prefixedName(flag, known) {
  const bare = flag.replace(/^--/, "").toLowerCase();
  if (!bare) return void 0;
  const matches = [...known].filter((candidate) => {
    const name = candidate.replace(/^--/, "").toLowerCase();
    return name !== bare && (name.endsWith(`-${bare}`) || bare.endsWith(`-${name}`));
  });
  return matches.length === 1 ? matches[0] : void 0;
}

// src/cli/flags.ts
function parseFlags(command, argv, options) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    const unknown = err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? unknownOption(command, argv, options ?? {}) : void 0;
    const message = unknown ?? (err instanceof Error ? err.message : String(err));
    throw new UsageError(`${message}
Run 'benchgate ${command} --help' for the options.`);
  }
}
function unknownOption(command, argv, options) {
  const { tokens } = parseArgs({ args: argv, options, allowPositionals: true, strict: false, tokens: true });
  const token = tokens.find((t) => t.kind === "option" && !Object.hasOwn(options, t.name) && !Object.values(options).some((o) => o.short === t.name));
  if (token?.kind !== "option") return void 0;
  const flags = Object.keys(options).map((name) => `--${name}`);
  const near = token.rawName.startsWith("--") ? nearestName(token.rawName, flags) ?? prefixedName(token.rawName, flags) : void 0;
  if (near) return `unknown option ${token.rawName} (did you mean ${near}?)`;
  const elsewhere = CLI_COMMANDS.filter((other) => other !== command && Object.hasOwn(cliOptions(other), token.name));
  return `unknown option ${token.rawName}${elsewhere.length ? ` (an option of ${elsewhere.map((c) => `benchgate ${c}`).join(", ")}; not of ${command})` : ""}`;
}
var CLI_COMMANDS = ["compare", "run", "merge", "record", "history"];
function parseCommandLine(name, argv, options) {
  const dashes = argv.indexOf("--");
  const { values, positionals } = parseFlags(name, dashes === -1 ? argv : argv.slice(0, dashes), options);
  if (values.help) return { values, command: void 0 };
  if (positionals.length) {
    throw new UsageError(
      `unexpected argument '${positionals[0]}' before '--': the benchmark command goes after '--'
Run 'benchgate ${name} --help' for usage.`
    );
  }
  return { values, command: commandOf(name, dashes === -1 ? [] : argv.slice(dashes + 1)) };
}
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function commandOf(name, args) {
  if (args.length === 0 || !args.join("").trim()) {
    throw new UsageError(
      `no benchmark command: put it after '--', e.g. benchgate ${name} -- go test -bench .
Run 'benchgate ${name} --help' for the options.`
    );
  }
  return args.length === 1 ? args[0] : args.map(shellQuote).join(" ");
}

export {
  MARKDOWN_NAME_CHARS,
  TERMINAL_NAME_CHARS,
  displayName,
  displayWidth,
  parseFlags,
  parseCommandLine
};
