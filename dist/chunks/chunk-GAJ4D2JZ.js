import {
  UserError
} from "./chunk-4PTTIM2A.js";

// src/cli/exit.ts
var EXIT = { ok: 0, regression: 1, error: 2, interrupted: 130, terminated: 143 };
var INTERRUPTED_HELP = `${EXIT.interrupted} interrupted (Ctrl-C; ${EXIT.terminated} on SIGTERM)`;
var UsageError = class extends UserError {
  name = "UsageError";
};

// src/report/escape.ts
var ZWSP = "\u200B";
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
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
var breakCommentOpener = (text) => text.replace(/<!--/g, `<${ZWSP}!--`);
var ENTITIES = {
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
function escapeText(text) {
  return inertLine(text).replace(/[&<>|`[\]*_~\\]/g, (c) => ENTITIES[c]);
}
function escapeTextWithCode(text) {
  return text.split(/`([^`]*)`/).map((part, i) => i % 2 === 1 ? codeSpan(part) : escapeText(part)).join("");
}
function codeSpan(text) {
  const flat = breakCommentOpener(breakReferences(flattenLine(text))).replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, "\\|");
  let longestRun = 0;
  for (const run of flat.match(/`+/g) ?? []) longestRun = Math.max(longestRun, run.length);
  const fence = "`".repeat(longestRun + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat === "" ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}
var SEPARATOR = /[/.=,:;_\-+)\]}>|&]/;
var WRAP_RUN = 10;
var NO_WRAP = 16;
function wrapPoints(text) {
  if (Array.from(text).length <= NO_WRAP) return [text];
  const pieces = [];
  let piece = "";
  let run = 0;
  let previous = "";
  for (const ch of text) {
    const camel = /[a-z]/.test(previous) && /[A-Z]/.test(ch);
    if (piece !== "" && (camel || run >= WRAP_RUN || ch === "\u2026")) {
      pieces.push(piece);
      piece = "";
      run = 0;
    }
    piece += ch;
    run = ch === "\u2026" ? -7 : run + 1;
    if (SEPARATOR.test(ch)) {
      pieces.push(piece);
      piece = "";
      run = 0;
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
  return wrapPoints(inertLine(text)).map(escapeText).join("<wbr>");
}
function escapeTerminal(text) {
  return text.replace(CONTROL, (c) => c === "\n" ? "\\n" : c === "	" ? " " : `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
var COMMAND_START = /^((?:[\s\u0085]|\x1b\[[0-9;]*m)*):(?=:)/;
var LEGACY_COMMAND = /##\[/g;
function neutraliseCommands(line) {
  return line.replace(COMMAND_START, `$1:${ZWSP}`).replace(LEGACY_COMMAND, `#${ZWSP}#[`);
}
function safeLogJson(json) {
  return json.replace(LEGACY_COMMAND, "#\\u0023[");
}
var NEEDS_LOG_SAFETY = /::|##\[|[\r\u2028\u2029\u0085]/;
function safeLogText(text) {
  if (!NEEDS_LOG_SAFETY.test(text)) return text;
  return text.split(/(\r\n|\r|\n|\u2028|\u2029|\u0085)/).map((part, i) => i % 2 === 1 ? part === "\r\n" ? part : "\n" : neutraliseCommands(part)).join("");
}

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

export {
  EXIT,
  INTERRUPTED_HELP,
  UsageError,
  inertLine,
  escapeText,
  escapeTextWithCode,
  codeSpan,
  wrappingCode,
  wrappingText,
  escapeTerminal,
  safeLogJson,
  safeLogText,
  nearestName,
  prefixedName
};
