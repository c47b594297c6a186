// Links and headings of a markdown page as GitHub renders it: the links a reader can click
// (outside code), and the anchors GitHub gives the headings (github-slugger's rules).

/** The page with fenced code blocks and inline code blanked out, line breaks kept. */
function withoutCode(text: string): string {
  return text
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)[^`\n]*?\1/g, (span) => ' '.repeat(span.length));
}

export interface MarkdownLink {
  target: string;
  line: number;
}

/** Every link target: [text](target), ![alt](target), <img src>, <a href>; outside code. */
export function markdownLinks(text: string): MarkdownLink[] {
  const prose = withoutCode(text);
  const lineAt = (offset: number) => prose.slice(0, offset).split('\n').length;
  const links: MarkdownLink[] = [];
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: m[1], line: lineAt(m.index) });
  for (const m of prose.matchAll(/<(?:img|a)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) links.push({ target: m[1], line: lineAt(m.index) });
  return links;
}

/** GitHub's anchor of a heading's text: inline markup dropped, lower case, punctuation gone, spaces to hyphens. */
export function slug(heading: string): string {
  const textOnly = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '');
  return textOnly
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of every heading (ATX, outside code), a repeated one numbered -1, -2 … as GitHub does. */
export function headingSlugs(text: string): Set<string> {
  const lines = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ' ')).split('\n');
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of lines) {
    const m = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}
