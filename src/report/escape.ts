// Benchmark names, warnings and tool output come from the pull request: in the markdown comment
// they must never break the table, inject HTML or links, or ping a user or reference an issue.

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
    .replace(/@/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}

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
  return breakReferences(flattenLine(text)).replace(/[&<>|`[\]*_~\\]/g, (c) => ENTITIES[c]!);
}

/**
 * A name as inline code in a table cell: shown verbatim (markup is inert inside a code span),
 * with the delimiter longer than any backtick run inside, `|` escaped for the GFM table parser,
 * newlines flattened and mentions broken all the same.
 */
export function codeSpan(text: string): string {
  // A backslash right before our `\|` would escape the escape: a zero-width space separates them.
  const flat = breakReferences(flattenLine(text)).replace(/\\(?=\|)/g, `\\${ZWSP}`).replace(/\|/g, '\\|');
  const longestRun = (flat.match(/`+/g) ?? []).reduce((max, run) => Math.max(max, run.length), 0); // not Math.max(...): a name of 10⁵ backtick runs
  const fence = '`'.repeat(longestRun + 1);
  // A space keeps a leading/trailing backtick from merging with the fence (it is stripped on display).
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Text for the terminal: control characters (ANSI escapes included) made visible, never executed. */
export function escapeTerminal(text: string): string {
  return text.replace(CONTROL, (c) => (c === '\n' ? '\\n' : c === '\t' ? ' ' : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`));
}
