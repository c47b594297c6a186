// Opens the history dashboard the way a reader does, from its folder on disk (file://), in headless
// Chromium over the DevTools protocol (support/github-render.ts's Chromium): at a width, in a colour
// scheme, tall enough that every card's chart is made (they are made as they scroll into view).
// Returns what the page shows (texts, links, charts drawn, CSP violations) and a PNG.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Chromium, ColorMode } from './github-render.js';

export interface DashboardView {
  /** Each card's heading (group, then name) as text, in page order. */
  headings: string[];
  /** Each visible card's benchmark name. */
  visibleNames: string[];
  count: string;
  links: string[];
  images: number;
  /** Charts made, and how many of their canvases have drawn pixels. */
  charts: number;
  drawnCanvases: number;
  /** The body's computed background colour (`rgb(…)`): the colour scheme's. */
  background: string;
  violations: string[];
  ready: boolean;
  documentHeight: number;
}

const MEASURE = `(() => {
  const cards = [...document.querySelectorAll('section.card')];
  const canvases = [...document.querySelectorAll('.uplot canvas')];
  const drawn = canvases.filter((c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let ink = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) ink++;
    return ink > 500;
  }).length;
  return {
    headings: cards.map((c) => c.querySelector('h2').textContent),
    visibleNames: cards.filter((c) => !c.hidden).map((c) => c.series.benchmark),
    count: document.getElementById('count').textContent,
    links: [...document.querySelectorAll('a[href]')].map((a) => a.href),
    images: document.querySelectorAll('img').length,
    charts: document.querySelectorAll('.uplot').length,
    drawnCanvases: drawn,
    background: getComputedStyle(document.body).backgroundColor,
    violations: window.__violations || [],
    ready: document.body.dataset.ready === 'true',
    documentHeight: Math.ceil(document.documentElement.scrollHeight),
  };
})()`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface OpenOptions {
  width: number;
  mode: ColorMode;
  /** Script run in the page before measuring (e.g. setting a filter). */
  act?: string;
  /** Screenshot only the top `clipHeight` px (the README's picture); default the whole page. */
  clipHeight?: number;
}

export async function openDashboard(browser: Chromium, dir: string, options: OpenOptions): Promise<{ view: DashboardView; png: Buffer }> {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = (await browser.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
  const evaluate = async (expression: string) => {
    const r = await browser.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId);
    if (r.exceptionDetails) throw new Error(`in the page: ${JSON.stringify(r.exceptionDetails)}`);
    return (r.result as { value: unknown }).value;
  };
  try {
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Emulation.setDeviceMetricsOverride', { width: options.width, height: 900, deviceScaleFactor: 1, mobile: false }, sessionId);
    await browser.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: options.mode }] }, sessionId);
    // Content-Security-Policy violations (a blocked script would leave the page empty): recorded before any script runs.
    await browser.send(
      'Page.addScriptToEvaluateOnNewDocument',
      {
        source:
          "window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));",
      },
      sessionId,
    );
    const loaded = browser.next('Page.loadEventFired', sessionId);
    await browser.send('Page.navigate', { url: pathToFileURL(path.join(dir, 'index.html')).href }, sessionId);
    await loaded;
    if (options.act) await evaluate(options.act);
    // As tall as the page, so every card is in view and its chart made; then wait for them.
    const height = (await evaluate('document.documentElement.scrollHeight')) as number;
    await browser.send(
      'Emulation.setDeviceMetricsOverride',
      { width: options.width, height: Math.ceil(height), deviceScaleFactor: 1, mobile: false },
      sessionId,
    );
    const expected = (await evaluate("document.querySelectorAll('section.card:not([hidden])').length")) as number;
    for (let i = 0; i < 100; i++) {
      const made = (await evaluate("document.querySelectorAll('section.card:not([hidden]) .uplot').length")) as number;
      if (made >= expected) break;
      await sleep(50);
    }
    await sleep(50);
    const view = (await evaluate(MEASURE)) as DashboardView;
    const shotHeight = Math.min(options.clipHeight ?? view.documentHeight, view.documentHeight);
    const shot = await browser.send(
      'Page.captureScreenshot',
      { format: 'png', captureBeyondViewport: true, clip: { x: 0, y: 0, width: options.width, height: shotHeight, scale: 1 } },
      sessionId,
    );
    return { view, png: Buffer.from(shot.data as string, 'base64') };
  } finally {
    await browser.send('Target.closeTarget', { targetId });
  }
}
