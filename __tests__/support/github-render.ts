// Renders markdown the way GitHub shows a comment: cmark-gfm (GitHub's own GFM parser, with the
// table, autolink, strikethrough and tagfilter extensions) inside github-markdown-css, laid out by
// headless Chromium at a given viewport width, driven over the DevTools protocol on a pipe: no
// browser download, no driver package, only the system's `chromium` and `cmark-gfm` (Debian).
// A ```mermaid block becomes its diagram, as GitHub shows it: mermaid's browser bundle (the
// devDependency, read from node_modules: no network) renders it into an SVG in its place.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { hasTool } from './build-cache.js';

/** The browser: BENCHGATE_CHROMIUM, else the first of Debian's, Ubuntu's and Google's names on the PATH. */
export const CHROMIUM =
  process.env.BENCHGATE_CHROMIUM ||
  (['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'].find((name) => hasTool(name, '--version')) ?? 'chromium');
export const INSTALL_HINT = 'sudo apt-get install chromium cmark-gfm fonts-noto-color-emoji (or: bash scripts/install-harnesses.sh)';

/** What is missing to render (empty when both tools are installed). */
export function missingRenderTools(): string[] {
  const missing: string[] = [];
  if (!hasTool('cmark-gfm', '--version')) missing.push('cmark-gfm');
  if (!hasTool(CHROMIUM, '--version')) missing.push('chromium');
  return missing;
}

/** GFM → HTML as github.com does it (raw HTML such as <details> kept; tagfilter drops <script> & co.). */
export function gfmToHtml(markdown: string): string {
  const r = spawnSync('cmark-gfm', ['--unsafe', '-e', 'table', '-e', 'autolink', '-e', 'strikethrough', '-e', 'tagfilter'], {
    input: markdown,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`cmark-gfm failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

/** mermaid's self-contained browser bundle (an IIFE that defines `window.mermaid`). */
const mermaidBundle = (): string => readFileSync(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'), 'utf8');

const css = (): string => readFileSync(createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'), 'utf8');

export interface CellBox {
  text: string;
  left: number;
  right: number;
}

export interface TableRowBoxes {
  /** Cells keyed by their column header. */
  cells: Record<string, CellBox>;
}

export interface Layout {
  viewportWidth: number;
  /** Wider than the viewport when something other than a table's own scroll box overflows. */
  documentWidth: number;
  documentHeight: number;
  /** The visible right edge of each table's scroll box. */
  tables: { headers: string[]; visibleRight: number; inDetails: boolean; rows: TableRowBoxes[] }[];
  /** Each rendered Mermaid diagram (none when the page has no ```mermaid block). */
  diagrams: DiagramBoxes[];
}

export interface DiagramBoxes {
  /** The diagram's error message when mermaid could not render it. */
  error?: string;
  width: number;
  height: number;
  /** Each xychart bar series (`bar-plot-N`): its bars' drawn sizes, px, in category order. */
  barPlots: { width: number; height: number }[][];
  /** Every text element's content, in document order (title, axis labels, axis titles). */
  texts: string[];
  /** Elements that could run or link anything: script, a, img, iframe, foreignObject. */
  activeElements: number;
}

// Evaluated in the page after mermaid's bundle: each ```mermaid code block (cmark-gfm writes it as
// <pre><code class="language-mermaid">) replaced by its rendered SVG, as GitHub replaces it.
const RENDER_MERMAID = `(async () => {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'default' });
  const blocks = [...document.querySelectorAll('pre > code.language-mermaid')];
  for (const [i, code] of blocks.entries()) {
    const figure = document.createElement('div');
    figure.className = 'mermaid-diagram';
    try {
      const { svg } = await mermaid.render('mermaid-' + i, code.textContent);
      figure.innerHTML = svg;
    } catch (e) {
      figure.dataset.error = String(e && e.message || e);
    }
    code.parentElement.replaceWith(figure);
  }
  return blocks.length;
})()`;

// Evaluated in the page after layout: every table's header texts, the visible part of its scroll
// box, and each body cell's left/right edge.
const MEASURE = `(() => {
  const tables = [...document.querySelectorAll('table')].map((t) => {
    const headers = [...t.querySelectorAll('thead th')].map((th) => th.textContent.trim());
    const box = t.getBoundingClientRect();
    const rows = [...t.querySelectorAll('tbody tr')].map((tr) => {
      const cells = {};
      [...tr.children].forEach((td, i) => { const r = td.getBoundingClientRect(); cells[headers[i] || String(i)] = { text: td.textContent, left: r.left, right: r.right }; });
      return { cells };
    });
    return { headers, visibleRight: box.left + t.clientWidth, inDetails: !!t.closest('details'), rows };
  });
  const diagrams = [...document.querySelectorAll('.mermaid-diagram')].map((d) => {
    const svg = d.querySelector('svg');
    if (!svg) return { error: d.dataset.error || 'no SVG', width: 0, height: 0, barPlots: [], texts: [], activeElements: 0 };
    const box = svg.getBoundingClientRect();
    const barPlots = [...svg.querySelectorAll('g[class^="bar-plot-"]')].map((g) =>
      [...g.querySelectorAll('rect')].map((r) => ({ width: Number(r.getAttribute('width')), height: Number(r.getAttribute('height')) })));
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    const activeElements = svg.querySelectorAll('script, a, img, iframe, foreignObject').length;
    return { width: box.width, height: box.height, barPlots, texts, activeElements };
  });
  const doc = document.documentElement;
  return { diagrams, viewportWidth: window.innerWidth, documentWidth: doc.scrollWidth, documentHeight: Math.ceil(doc.scrollHeight), tables };
})()`;

/** A page as GitHub frames a comment body: the markdown-body class with its padding. */
export function githubPage(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<style>${css()}
body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; padding: 16px; }
</style></head><body><article class="markdown-body">
${html}
</article></body></html>`;
}

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

/**
 * Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON
 * messages, NUL-terminated, commands on fd 3, replies on fd 4): the viewport is emulated exactly
 * (a headless window is never narrower than 500 px), with nothing but Node.
 */
export class Chromium {
  private nextId = 1;
  private buffer = '';
  private readonly pending = new Map<number, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  private readonly waiters: { method: string; sessionId?: string; resolve: (p: Record<string, unknown>) => void }[] = [];
  private stderr = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    const input = child.stdio[4] as Readable;
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, end)) as CdpMessage;
        this.buffer = this.buffer.slice(end + 1);
        this.dispatch(message);
      }
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (d: string) => (this.stderr = (this.stderr + d).slice(-4000)));
    child.on('exit', (code, signal) => {
      for (const p of this.pending.values()) p.reject(new Error(`${CHROMIUM} exited (${code ?? signal}): ${this.stderr}`));
      this.pending.clear();
    });
  }

  static launch(): Chromium {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'benchgate-chromium-'));
    const child = spawn(
      CHROMIUM,
      [
        '--headless',
        '--remote-debugging-pipe',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--no-first-run',
        '--disable-extensions',
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
    );
    return new Chromium(child, profile);
  }

  private dispatch(message: CdpMessage): void {
    if (message.id !== undefined) {
      const p = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) p?.reject(new Error(`DevTools: ${message.error.message}`));
      else p?.resolve(message.result ?? {});
      return;
    }
    const i = this.waiters.findIndex((w) => w.method === message.method && w.sessionId === message.sessionId);
    if (i >= 0) this.waiters.splice(i, 1)[0].resolve(message.params ?? {});
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const output = this.child.stdio[3] as Writable;
    output.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  /** The next event `method` of the session (register before causing it). */
  next(method: string, sessionId?: string): Promise<Record<string, unknown>> {
    return new Promise((resolve) => this.waiters.push({ method, sessionId, resolve }));
  }

  /** Opens `html` at a viewport `width` px wide; returns the measured layout and a full-page PNG. */
  async render(html: string, width: number): Promise<{ layout: Layout; png: Buffer }> {
    const file = path.join(this.profile, `page-${this.nextId}.html`);
    writeFileSync(file, html);
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    try {
      await this.send('Page.enable', {}, sessionId);
      await this.send('Emulation.setDeviceMetricsOverride', { width, height: 100, deviceScaleFactor: 1, mobile: false }, sessionId);
      const loaded = this.next('Page.loadEventFired', sessionId);
      await this.send('Page.navigate', { url: `file://${file}` }, sessionId);
      await loaded;
      if (html.includes('class="language-mermaid"')) await this.renderMermaid(sessionId);
      const evaluated = await this.send('Runtime.evaluate', { expression: MEASURE, returnByValue: true }, sessionId);
      const layout = (evaluated.result as { value: Layout }).value;
      const shot = await this.send(
        'Page.captureScreenshot',
        { format: 'png', captureBeyondViewport: true, clip: { x: 0, y: 0, width, height: layout.documentHeight, scale: 1 } },
        sessionId,
      );
      return { layout, png: Buffer.from(shot.data as string, 'base64') };
    } finally {
      await this.send('Target.closeTarget', { targetId });
    }
  }

  /** Loads mermaid's bundle into the page and replaces each ```mermaid block with its diagram. */
  private async renderMermaid(sessionId: string): Promise<void> {
    const loaded = await this.send('Runtime.evaluate', { expression: mermaidBundle() }, sessionId);
    if (loaded.exceptionDetails) throw new Error(`mermaid's bundle failed to load: ${JSON.stringify(loaded.exceptionDetails)}`);
    const rendered = await this.send('Runtime.evaluate', { expression: RENDER_MERMAID, awaitPromise: true, returnByValue: true }, sessionId);
    if (rendered.exceptionDetails) throw new Error(`rendering the mermaid blocks failed: ${JSON.stringify(rendered.exceptionDetails)}`);
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.send('Browser.close').catch(() => undefined);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(this.profile, { recursive: true, force: true });
  }
}
