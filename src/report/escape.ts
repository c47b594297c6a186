// Benchmark names, warnings and tool output come from the pull request: in the markdown comment
// they must never break the table, inject HTML, comments or links, or ping a user or reference an
// issue; in a CI log they must never be read as a workflow command.

const ZWSP = '\u200b';

// C0/C1 controls (newlines included) and bidi overrides that could reorder what a reviewer reads.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Control characters and newlines → one space each, so a value stays on its table row. */
export function flattenLine(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROL, ' ');
}

/**
 * Breaks GitHub's autolinks that notify or cross-reference: `@user`, `@org/team`, `#123`,
 * `GH-123`, `owner/repo#123`. A zero-width space keeps the text readable and unlinked.
 */
function breakReferences(text: string): string {
  return text
    .replace(/@(?!\u200b)/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}

/**
 * Breaks GFM's autolinks (`https://…`, `www.…`, `mailto:`/`xmpp:`; e-mail addresses are already
 * broken at the `@`), so a URL in PR text shows as text and never as a link to follow.
 */
function breakAutolinks(text: string): string {
  return text
    .replace(/:(?=\/\/)/g, `:${ZWSP}`)
    .replace(/\b(www)\./gi, `$1${ZWSP}.`)
    .replace(/\b(mailto|xmpp):(?!\u200b)/gi, `$1:${ZWSP}`);
}

/**
 * PR text for a place markdown does not interpret (a diagram's label): one line, mentions, issue
 * references and autolinks broken all the same, in case the text is ever shown as markdown.
 */
export function inertLine(text: string): string {
  return breakAutolinks(breakReferences(flattenLine(text)));
}

/**
 * No literal `<!--` in the body, even inside a code span where it would show as typed: the sticky
 * comment is found by its `<!-- benchgate:KEY -->` marker, and PR text must never forge one.
 */
const breakCommentOpener = (text: string): string => text.replace(/<!--/g, `<${ZWSP}!--`);

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '|': '&#124;',
  '`': '&#96;',
  '[': '&#91;',
  ']': '&#93;',
  '*': '&#42;',
  _: '&#95;',
  '~': '&#126;',
  '\\': '&#92;',
};

/**
 * Plain text for a markdown paragraph, list item or table cell: every character markdown or
 * HTML would interpret becomes an entity (so `<!-- -->`, `<script>`, `[x](y)`, `**`, `|` show as
 * typed), newlines become spaces, mentions and issue references are broken.
 */
export function escapeText(text: string): string {
  return inertLine(text).replace(/[&<>|`[\]*_~\\]/g, (c) => ENTITIES[c]);
}

/**
 * benchgate's own sentence in which `…` marks code (a file name, an output name): the code parts
 * become real code spans, the rest plain text, both escaped (a path in it may be anything).
 */
export function escapeTextWithCode(text: string): string {
  return text
    .split(/`([^`]*)`/)
    .map((part, i) => (i % 2 === 1 ? codeSpan(part) : escapeText(part)))
    .join('');
}

/**
 * A name as inline code in a table cell: shown verbatim (markup is inert inside a code span),
 * with the delimiter longer than any backtick run inside, `|` escaped for the GFM table parser,
 * newlines flattened and mentions broken all the same.
 */
export function codeSpan(text: string): string {
  // A backslash right before our `\|` would escape the escape: a zero-width space separates them.
  const flat = breakCommentOpener(breakReferences(flattenLine(text)))
    .replace(/\\(?=\|)/g, `\\${ZWSP}`)
    .replace(/\|/g, '\\|');
  // A loop, not Math.max(...runs): a long text can hold more runs than a call has arguments.
  let longestRun = 0;
  for (const run of flat.match(/`+/g) ?? []) longestRun = Math.max(longestRun, run.length);
  const fence = '`'.repeat(longestRun + 1);
  // A space keeps a leading/trailing backtick from merging with the fence (it is stripped on display).
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

// Where a long name may wrap: after a separator, between a lower- and an upper-case letter, and
// in any case every WRAP_RUN code points (a hash, a generated case) — so a name wraps on a phone.
// A name of up to NO_WRAP code points is narrow enough as it is.
const SEPARATOR = /[/.=,:;_\-+)\]}>|&]/;
const WRAP_RUN = 10;
const NO_WRAP = 16;

function wrapPoints(text: string): string[] {
  if (Array.from(text).length <= NO_WRAP) return [text];
  const pieces: string[] = [];
  let piece = '';
  let run = 0;
  let previous = '';
  for (const ch of text) {
    const camel = /[a-z]/.test(previous) && /[A-Z]/.test(ch);
    if (piece !== '' && (camel || run >= WRAP_RUN || ch === '…')) {
      pieces.push(piece);
      piece = '';
      run = 0;
    }
    piece += ch;
    // A shortened name's `…` and hash suffix (display-name.ts) stay together.
    run = ch === '…' ? -7 : run + 1;
    if (SEPARATOR.test(ch)) {
      pieces.push(piece);
      piece = '';
      run = 0;
    }
    previous = ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * A name as inline code that may wrap inside a table cell: a short one as a code span; a long one
 * as `<code>` with `<wbr>` break points (copying the name copies no extra character) and its text
 * escaped as escapeText does, so markup, a table pipe, a comment opener, a link or a mention inside
 * it stay inert text.
 */
export function wrappingCode(text: string): string {
  const flat = flattenLine(text);
  return wrapPoints(flat).length === 1 ? codeSpan(flat) : `<code>${wrappingText(flat)}</code>`;
}

/** Plain text (as escapeText) that may wrap at the same points as wrappingCode. */
export function wrappingText(text: string): string {
  // Links and references broken in the whole text first: a break point may fall inside one.
  return wrapPoints(inertLine(text)).map(escapeText).join('<wbr>');
}

/** Text for the terminal: control characters (ANSI escapes included) made visible, never executed. */
export function escapeTerminal(text: string): string {
  return text.replace(CONTROL, (c) => (c === '\n' ? '\\n' : c === '\t' ? ' ' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}

// GitHub's runner reads a log line as a workflow command when, after leading whitespace (.NET's,
// which includes U+0085), it starts with `::` (`::error::`, `::stop-commands::`, `::add-mask::`),
// and in the older form wherever `##[` appears in it. Colour codes before the colons count too.
const COMMAND_START = /^((?:[\s\u0085]|\x1b\[[0-9;]*m)*):(?=:)/;
const LEGACY_COMMAND = /##\[/g;

/**
 * One line of benchgate's output (a table row it laid out, a message it wrote) made safe for a CI
 * log: it cannot start a workflow command, whatever PR text it holds. A zero-width space goes
 * between the two colons (and inside `##[`): the line reads the same and the runner ignores it.
 * The line must not contain a newline: see safeLogText for text of several lines.
 */
export function neutraliseCommands(line: string): string {
  return line.replace(COMMAND_START, `$1:${ZWSP}`).replace(LEGACY_COMMAND, `#${ZWSP}#[`);
}

/**
 * Text from a report, a benchmark's output or an event payload, for one log line (core.info, a
 * CLI message): control characters shown as escapes, so a `\n::error …` inside it stays on the
 * line, and no workflow command at its start.
 */
export function safeLogLine(text: string): string {
  return neutraliseCommands(escapeTerminal(text));
}

/**
 * JSON for a CI log (`parse --json`): the same value, without a `##[` — inside a JSON string it
 * is written `#\u0023[`, which parses back to the same text. (A pretty-printed JSON line never
 * starts with `::`: it starts with a brace, a bracket or a quote.)
 */
export function safeLogJson(json: string): string {
  return json.replace(LEGACY_COMMAND, '#\\u0023[');
}

/** What safeLogText may change: a `::` (a workflow command may start there), `##[`, a line break other than \n. */
const NEEDS_LOG_SAFETY = /::|##\[|[\r\u2028\u2029\u0085]/;

/**
 * Output benchgate laid out itself, of several lines (a table, a message with advice under it):
 * each line neutralised; a bare `\r` or a Unicode line separator (which a log viewer may break on)
 * counts as a line break. ANSI colours benchgate added are kept.
 */
export function safeLogText(text: string): string {
  // Text with no colon pair, no `##[` and no line break but \n is left as it is: one native scan
  // instead of a split, two replaces per line and a join (a 20,000-row table is 10⁵ lines).
  if (!NEEDS_LOG_SAFETY.test(text)) return text;
  return text
    .split(/(\r\n|\r|\n|\u2028|\u2029|\u0085)/)
    .map((part, i) => (i % 2 === 1 ? (part === '\r\n' ? part : '\n') : neutraliseCommands(part)))
    .join('');
}
