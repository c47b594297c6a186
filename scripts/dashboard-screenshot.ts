// Renders the dashboard of a synthetic history (support/history-report-fixtures.ts's demo: a step,
// a creeping slowdown, an improvement, flat series, a hostile name) into a folder and takes the
// README's screenshot of it in headless Chromium: docs/dashboard.png (light) by default.
//   node --import tsx scripts/dashboard-screenshot.ts [--out docs/dashboard.png] [--dir DIR] [--dark] [--width 1280] [--height 1000]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { renderDashboard } from '../src/history/render/dashboard.js';
import { openDashboard } from '../__tests__/support/dashboard-browser.js';
import { Chromium } from '../__tests__/support/github-render.js';
import { demoReport } from '../__tests__/support/history-report-fixtures.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(ROOT, 'docs', 'dashboard.png') },
    dir: { type: 'string' },
    dark: { type: 'boolean', default: false },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '1000' },
  },
});

const dir = values.dir ?? mkdtempSync(path.join(os.tmpdir(), 'benchgate-dashboard-'));
mkdirSync(dir, { recursive: true });
const files = renderDashboard(demoReport(), { repository: 'acme/widgets', generatedAt: new Date('2026-11-26T08:00:00Z') });
for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);

const browser = Chromium.launch();
try {
  const { view, png } = await openDashboard(browser, dir, {
    width: Number(values.width),
    mode: values.dark ? 'dark' : 'light',
    clipHeight: Number(values.height),
  });
  writeFileSync(values.out, png);
  console.log(`${values.dir ? `${dir}/index.html: ` : ''}${view.charts} charts; screenshot ${path.relative(ROOT, values.out)}`);
} finally {
  await browser.close();
  // A folder of our own making goes; one the caller named stays, to open in a browser.
  if (!values.dir) rmSync(dir, { recursive: true, force: true });
}
