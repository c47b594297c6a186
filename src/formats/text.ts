// Text helpers shared by the line-oriented parsers (Go, Google Benchmark console/CSV, Catch2).

/** Splits text into lines (LF or CRLF); `terminated` says whether the last line ended with a newline. */
export function splitLines(text: string): { lines: string[]; terminated: boolean } {
  // A plain string split is several times faster than the regex; only CRLF text needs the latter.
  const lines = text.includes('\r') ? text.split(/\r?\n/) : text.split('\n');
  const terminated = lines.length > 1 && lines[lines.length - 1] === '';
  if (terminated || lines[lines.length - 1] === '') lines.pop();
  return { lines, terminated };
}

/**
 * The lines splitLines would give, one at a time: a reader that stops early (detection needs a
 * few lines of a 256 KB head) splits only what it read.
 */
export class LineReader {
  private at = 0;

  constructor(private readonly text: string) {}

  /** The next line, without its LF or CRLF; undefined after the last. */
  next(): string | undefined {
    const { text } = this;
    if (this.at > text.length) return undefined;
    const nl = text.indexOf('\n', this.at);
    if (nl === -1) {
      const last = text.slice(this.at);
      this.at = text.length + 1;
      return last === '' ? undefined : last; // a text ending in a line end has no line after it
    }
    const line = text.slice(this.at, nl > this.at && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
    this.at = nl + 1;
    return line;
  }
}

// Colour codes appear when a harness thinks it writes to a terminal (Google Benchmark, Catch2).
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;

export function stripAnsi(text: string): string {
  return text.includes('\x1b') ? text.replace(ANSI, '') : text;
}

/** The first `maxChars` of a text input, for cheap detection on huge inputs. */
export function head(text: string, maxChars = 256 * 1024): string {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}

/**
 * 1-based line numbers of character offsets, for formats read by offset (XML). Offsets must be
 * asked in increasing order: counting resumes where it stopped, so a whole file costs one pass.
 */
export class LineCounter {
  private line = 1;
  private counted = 0;

  constructor(private readonly text: string) {}

  at(offset: number): number {
    const end = Math.min(offset, this.text.length);
    for (let i = this.text.indexOf('\n', this.counted); i !== -1 && i < end; i = this.text.indexOf('\n', i + 1)) this.line++;
    this.counted = Math.max(this.counted, end);
    return this.line;
  }
}
