// The short note that replaces a now-stale sticky comment under `comment: on-change|on-regression`
// when this run is not worth a full comment: the headline (src/report/headline.ts) as the header —
// so a pass over undecided gated rows reads ❔, never ✅ — the counts, and the undecided rows by name.
import type { Comparison, Report } from '../model.js';
import { displayName, MARKDOWN_NAME_CHARS } from './display-name.js';
import { codeSpan, escapeText } from './escape.js';
import { headline } from './headline.js';
import { commentMarker } from './markdown.js';
import { inconclusiveText, insufficientText } from './verdict-text.js';

/** How many undecided rows the note names before "and N more". */
const ROWS_NAMED = 5;

export interface StatusNoteOptions {
  key: string;
  /** The comment mode that chose the note (named in it). */
  mode: 'on-change' | 'on-regression';
}

function undecidedRow(c: Comparison, report: Report): string {
  const group = c.group ? `${escapeText(c.group)} ` : '';
  const what = c.verdict === 'inconclusive' ? inconclusiveText(c, report) : insufficientText(c, report);
  return `${group}${codeSpan(displayName(c.benchmark, MARKDOWN_NAME_CHARS))} (${escapeText(c.metric)}): ${escapeText(what)}`;
}

/** The note's markdown, starting with the sticky marker. */
export function renderStatusNote(report: Report, opts: StatusNoteOptions): string {
  const h = headline(report);
  // on-change writes a note only when nothing changed: its all-clear says so in its own words.
  const status = h.kind === 'pass' && opts.mode === 'on-change' ? 'no changes' : h.status;
  const sha = report.run?.head.sha ? ` at ${codeSpan(report.run.head.sha.slice(0, 7))}` : '';
  const rows = report.comparisons.length;
  const ignored = report.summary.ignored ? ' (ignored: by the rules file)' : '';
  const lines = [
    commentMarker(opts.key),
    `### ${h.mark} benchgate: ${status}${sha}`,
    '',
    `${rows} comparison${rows === 1 ? '' : 's'}: ${h.counts}${ignored} (\`comment: ${opts.mode}\`); the job summary has the full report.`,
  ];
  if (h.undecided.length > 0) {
    const more = h.undecided.length - ROWS_NAMED;
    lines.push(
      '',
      `Undecided on gated metrics (not an all-clear: each could still be a regression; ${h.more} would decide):`,
      '',
      ...h.undecided.slice(0, ROWS_NAMED).map((c) => `- ${undecidedRow(c, report)}`),
      ...(more > 0 ? [`- … and ${more} more`] : []),
    );
  }
  return lines.join('\n') + '\n';
}
