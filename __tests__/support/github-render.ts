// Renders markdown the way GitHub shows a comment: cmark-gfm (GitHub's own GFM parser, with the
// table, autolink, strikethrough and tagfilter extensions) inside github-markdown-css, laid out by
// headless Chromium at a given viewport width, driven over the DevTools protocol on a pipe: no
// browser download, no driver package, only the system's `chromium` and `cmark-gfm` (Debian).
// A ```mermaid block becomes its diagram, as GitHub shows it: mermaid's browser bundle (the
// devDependency, read from node_modules: no network) renders it into an SVG in its place.
//
// Light and dark as a reader sees them: GitHub renders each ```mermaid block in an iframe viewer
// that takes the page's colour mode (its <html> carries data-color-mode="dark" …) and initialises
// mermaid with the matching theme, `dark` in dark mode and `default` in light; a diagram that sets
// no colours follows it ("the same block gives a light SVG in light mode and a dark SVG in dark
// mode"). A diagram's %%{init}%% directive is merged over that theme by mermaid itself: whatever it
// sets (themeVariables, a background, a palette) is the same in both modes — so a chart that forces
// a white background is a white box on GitHub's dark page (ckeditor/github-writer#310,
// mermaid-js/mermaid#5034, mermaid's "Theme Configuration"). The page's own colours are
// github-markdown-css's light and dark variants.
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
export const INSTALL_HINT = 'sudo apt-get install chromium cmark-gfm fonts-noto-color-emoji fonts-liberation (or: bash scripts/install-harnesses.sh)';

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

/** GitHub's two colour modes (the dimmed and high-contrast variants are darker or lighter still). */
export type ColorMode = 'light' | 'dark';

const css = (mode: ColorMode): string => readFileSync(createRequire(import.meta.url).resolve(`github-markdown-css/github-markdown-${mode}.css`), 'utf8');

/** The page background in each mode (github-markdown-css's `.markdown-body` background). */
export const PAGE_BACKGROUND: Record<ColorMode, string> = { light: '#ffffff', dark: '#0d1117' };

/** The mermaid theme GitHub's viewer picks for each colour mode. */
const MERMAID_THEME: Record<ColorMode, string> = { light: 'default', dark: 'dark' };

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

export interface TextBox {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The font size as it reaches the screen: the SVG's font size times its scale, px. */
  fontPx: number;
  /** The computed fill (`rgb(…)`). */
  fill: string;
  /** The class of the nearest group with one (`left-axis`, `top-axis`, `chart-title`, …). */
  group: string;
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
  /** Every text element as drawn: its box on the page (px), its font size on screen, its fill and the class of its group. */
  textBoxes: TextBox[];
  /** The SVG's box on the page: what lies outside it is clipped. */
  box: { left: number; right: number; top: number; bottom: number };
  /** The fill of the chart's background rectangle (`rect.background`), as computed (`rgb(…)`). */
  background?: string;
  /** Each bar series' fill, as computed, in series order. */
  barFills: string[];
  /** Elements that could run or link anything: script, a, img, iframe, foreignObject. */
  activeElements: number;
}

// Evaluated in the page after mermaid's bundle: each ```mermaid code block (cmark-gfm writes it as
// <pre><code class="language-mermaid">) replaced by its rendered SVG, as GitHub replaces it. mermaid
// draws it inside its place in the comment, as GitHub's viewer draws it in a frame as wide as the
// comment: an xychart measures its labels on the drawing as scaled to that width.
const renderMermaid = (mode: ColorMode): string => `(async () => {
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: '${MERMAID_THEME[mode]}' });
  const blocks = [...document.querySelectorAll('pre > code.language-mermaid')];
  for (const [i, code] of blocks.entries()) {
    const figure = document.createElement('div');
    figure.className = 'mermaid-diagram';
    code.parentElement.replaceWith(figure);
    try {
      const { svg } = await mermaid.render('mermaid-' + i, code.textContent, figure);
      figure.innerHTML = svg;
    } catch (e) {
      figure.dataset.error = String(e && e.message || e);
    }
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
    const none = { left: 0, right: 0, top: 0, bottom: 0 };
    if (!svg) return { error: d.dataset.error || 'no SVG', width: 0, height: 0, barPlots: [], texts: [], textBoxes: [], box: none, barFills: [], activeElements: 0 };
    const box = svg.getBoundingClientRect();
    const plots = [...svg.querySelectorAll('g[class^="bar-plot-"]')];
    const barPlots = plots.map((g) =>
      [...g.querySelectorAll('rect')].map((r) => ({ width: Number(r.getAttribute('width')), height: Number(r.getAttribute('height')) })));
    const barFills = plots.map((g) => { const r = g.querySelector('rect'); return r ? getComputedStyle(r).fill : ''; });
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    // getBoundingClientRect is the text's unclipped extent; the SVG (overflow hidden) shows only its own box.
    const textBoxes = [...svg.querySelectorAll('text')].map((t) => {
      const r = t.getBoundingClientRect();
      const m = t.getScreenCTM();
      const style = getComputedStyle(t);
      const group = t.closest('g[class]');
      return { text: t.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom,
        fontPx: parseFloat(style.fontSize) * (m ? Math.hypot(m.a, m.b) : 1), fill: style.fill, group: group ? group.getAttribute('class') : '' };
    });
    const background = svg.querySelector('rect.background');
    const activeElements = svg.querySelectorAll('script, a, img, iframe, foreignObject').length;
    return { width: box.width, height: box.height, barPlots, texts, textBoxes, barFills, activeElements,
      box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      background: background ? getComputedStyle(background).fill : undefined };
  });
  const doc = document.documentElement;
  return { diagrams, viewportWidth: window.innerWidth, documentWidth: doc.scrollWidth, documentHeight: Math.ceil(doc.scrollHeight), tables };
})()`;

/**
 * A page as GitHub frames a comment body: the markdown-body class with its padding, in a colour
 * mode. `diagramFont` draws the diagrams in that font instead of mermaid's (to try a wider one).
 */
export function githubPage(html: string, mode: ColorMode = 'light', diagramFont?: string): string {
  const font = diagramFont ? `.mermaid-diagram svg, .mermaid-diagram svg * { font-family: ${JSON.stringify(diagramFont)} !important; }` : '';
  return `<!doctype html><html data-color-mode="${mode}"><head><meta charset="utf-8">
<style>${css(mode)}
body { margin: 0; background: ${PAGE_BACKGROUND[mode]}; }
${font}
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

  /**
   * Opens `html` at a viewport `width` px wide, the reader's colour scheme `mode` (mermaid themed as
   * GitHub themes it); returns the measured layout and a full-page PNG.
   */
  async render(html: string, width: number, mode: ColorMode = 'light'): Promise<{ layout: Layout; png: Buffer }> {
    const file = path.join(this.profile, `page-${this.nextId}.html`);
    writeFileSync(file, html);
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    try {
      await this.send('Page.enable', {}, sessionId);
      await this.send('Emulation.setDeviceMetricsOverride', { width, height: 100, deviceScaleFactor: 1, mobile: false }, sessionId);
      await this.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: mode }] }, sessionId);
      const loaded = this.next('Page.loadEventFired', sessionId);
      await this.send('Page.navigate', { url: `file://${file}` }, sessionId);
      await loaded;
      if (html.includes('class="language-mermaid"')) await this.renderMermaid(sessionId, mode);
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
  private async renderMermaid(sessionId: string, mode: ColorMode): Promise<void> {
    const loaded = await this.send('Runtime.evaluate', { expression: mermaidBundle() }, sessionId);
    if (loaded.exceptionDetails) throw new Error(`mermaid's bundle failed to load: ${JSON.stringify(loaded.exceptionDetails)}`);
    const rendered = await this.send('Runtime.evaluate', { expression: renderMermaid(mode), awaitPromise: true, returnByValue: true }, sessionId);
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
