import {
  UsageError,
  nearestName,
  prefixedName
} from "./chunk-GAJ4D2JZ.js";
import {
  cliOptions
} from "./chunk-4PTTIM2A.js";

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
function parseFlags(command, argv, options) {
  try {
    return parseArgs({ args: negativeValuesJoined(argv, options ?? {}), options, allowPositionals: true, strict: true });
  } catch (err) {
    const unknown = err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? unknownOption(command, argv, options ?? {}) : void 0;
    const message = unknown ?? (err instanceof Error ? err.message : String(err));
    throw new UsageError(`${message}
Run 'benchgate ${command} --help' for the options.`);
  }
}
var NEGATIVE_NUMBER = /^-\.?\d/;
function negativeValuesJoined(argv, options) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") return [...out, ...argv.slice(i)];
    const name = arg.startsWith("--") ? arg.slice(2) : void 0;
    if (name !== void 0 && options[name]?.type === "string" && NEGATIVE_NUMBER.test(argv[i + 1] ?? "")) out.push(`${arg}=${argv[++i]}`);
    else out.push(arg);
  }
  return out;
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
