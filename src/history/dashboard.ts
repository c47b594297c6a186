// The static dashboard (issue 23): a folder of two files that works opened from disk (file://) and
// served by GitHub Pages from the data branch, with no server and nothing fetched. index.html holds
// the page, uPlot and the script; history-data.js sets the data with a <script> tag (a page opened
// from file:// may not fetch a local JSON file). Per series: the chain of paired ratios as a
// cumulative line from the first commit shown, its 95% band, the change points and the drift.
//
// Benchmark names reach the page only as data, which the script writes with textContent; the data
// file is JSON with `<`, `>`, `&`, U+2028 and U+2029 escaped, so no text in it can end a script or
// a string. A Content-Security-Policy allows only the page's own scripts (by hash) and the data file.
import { createHash } from 'node:crypto';
import { escapeHtml } from './html-escape.js';
import { cumulativeChain } from './cumulative.js';
import { improvedBeyond } from './drift.js';
import { DASHBOARD_CSS, DASHBOARD_SCRIPT } from './dashboard-page.js';
import { sortByUrgency, commitCount, formatThreshold, validRepository, windowText } from './markdown.js';
import type { HistoryReport, HistorySeries } from './model.js';
import { UPLOT_CSS, UPLOT_JS, UPLOT_VERSION } from './uplot-bundle.js';
import { stepsOf } from './phrases.js';

/** The data file's name: index.html loads it with a <script> tag. */
export const DASHBOARD_DATA_FILE = 'history-data.js';

/** The newest commits a chart shows by default: a page of 200 series stays a few MB. */
export const DASHBOARD_MAX_POINTS = 1000;

export interface DashboardOptions {
  /** `owner/name`: commits link to https://github.com/owner/name/commit/<sha>. */
  repository?: string;
  /** The page's title (default: "benchgate history" and the repository). */
  title?: string;
  /** When the page was made (shown in its header); default now. */
  generatedAt?: Date;
  /** Show at most this many of each series' newest commits (default DASHBOARD_MAX_POINTS). */
  maxPoints?: number;
}

/** One change point as the page reads it: `i` is the index of its commit in the series' shown points. */
interface PageChangePoint {
  i: number;
  deltaPct: number;
  ci: [number, number];
  p: number;
  basis: 'chain' | 'absolute';
  cpuModel?: string;
}

/** One series as the page reads it: commits as indexes into the shared commit list, values in percent. */
export interface PageSeries {
  benchmark: string;
  group?: string;
  metric: string;
  unit: string;
  better: HistorySeries['better'];
  /** measure: instructions — the unit is instructions per operation, counted under valgrind. */
  measure?: 'instructions';
  /** How many points the series has in all (more than shown when cut to maxPoints). */
  total: number;
  c: number[];
  pct: (number | null)[];
  lo: (number | null)[];
  hi: (number | null)[];
  step: (number | null)[];
  cps: PageChangePoint[];
  /** `fromI` is −1 when the window starts before the first point shown. */
  /** `improved`: not flagged, but its CI lies wholly beyond the threshold on the better side (drift.ts). */
  drift: { fromI: number; toI: number; commits: number; deltaPct: number; ci: [number, number]; flagged: boolean; improved: boolean } | null;
}

export interface PageData {
  version: 1;
  generatedAt: string;
  repository: string | null;
  window: number;
  threshold: number;
  commits: string[];
  times: string[];
  series: PageSeries[];
}

/** A percentage rounded to what a chart can show (0.001%), so the data file stays small. */
const round = (v: number | null): number | null => (v === null || !Number.isFinite(v) ? null : Math.round(v * 1000) / 1000);

/** The data the page reads: the series needing a look first, each cut to its newest `maxPoints`. */
export function dashboardData(report: HistoryReport, options: DashboardOptions = {}): PageData {
  const maxPoints = Math.max(1, Math.floor(options.maxPoints ?? DASHBOARD_MAX_POINTS));
  const commits: string[] = [];
  const times: string[] = [];
  const commitIndex = new Map<string, number>();
  const indexOf = (commit: string, time: string): number => {
    let i = commitIndex.get(commit);
    if (i === undefined) {
      commitIndex.set(commit, (i = commits.length));
      commits.push(commit);
      times.push(time);
    }
    return i;
  };
  const series = sortByUrgency(report.series).map((s): PageSeries => {
    const points = s.points.slice(-maxPoints);
    const chain = cumulativeChain(points);
    const at = new Map(points.map((p, i) => [p.commit, i]));
    const drift = s.drift && at.has(s.drift.to) ? s.drift : null;
    return {
      benchmark: s.benchmark,
      ...(s.group ? { group: s.group } : {}),
      metric: s.metric,
      unit: s.unit,
      better: s.better,
      ...(s.measure ? { measure: s.measure } : {}),
      total: s.points.length,
      c: points.map((p) => indexOf(p.commit, p.time)),
      pct: chain.map((c) => round(c.pct)),
      lo: chain.map((c) => round(c.lo)),
      hi: chain.map((c) => round(c.hi)),
      step: chain.map((c) => round(c.stepPct)),
      cps: stepsOf(s)
        .filter((cp) => at.has(cp.commit))
        .map((cp) => ({
          i: at.get(cp.commit)!,
          deltaPct: cp.deltaPct,
          ci: cp.ci,
          p: cp.p,
          basis: cp.basis,
          ...(cp.cpuModel ? { cpuModel: cp.cpuModel } : {}),
        })),
      drift: drift && {
        fromI: at.get(drift.from) ?? -1,
        toI: at.get(drift.to)!,
        commits: drift.commits,
        deltaPct: drift.deltaPct,
        ci: drift.ci,
        flagged: drift.flagged,
        improved: improvedBeyond(drift, report.threshold, s.better),
      },
    };
  });
  return {
    version: 1,
    generatedAt: (options.generatedAt ?? new Date()).toISOString(),
    repository: validRepository(options.repository) ?? null,
    window: report.window,
    threshold: report.threshold,
    commits,
    times,
    series,
  };
}

/**
 * JSON that is safe inside a <script> element and as a JavaScript expression: `<` (no `</script>`,
 * no `<!--`), `>` and `&` as \u escapes, and U+2028/U+2029 (line terminators in older JavaScript).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The dashboard's files, by name: write them into one folder. */
export function renderDashboard(report: HistoryReport, options: DashboardOptions = {}): Record<string, string> {
  const data = dashboardData(report, options);
  const title = options.title ?? (data.repository ? `benchgate history · ${data.repository}` : 'benchgate history');
  const scripts = [UPLOT_JS, DASHBOARD_SCRIPT];
  // Inline code is ours and uPlot's, never data; still, it must not end its own element.
  for (const code of [...scripts, UPLOT_CSS, DASHBOARD_CSS])
    if (/<\/(script|style)|<!--/i.test(code)) throw new Error('inline dashboard code would end its element');
  const style = `${UPLOT_CSS}\n${DASHBOARD_CSS}`;
  // Inline code runs by its hash; the data file is the page's own ('self'); nothing else loads.
  const policy = [
    "default-src 'none'",
    `script-src ${scripts.map(sha256).join(' ')} 'self'`,
    `style-src ${sha256(style)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const steps = data.series.reduce((n, s) => n + s.cps.length, 0);
  const drifting = data.series.filter((s) => s.drift?.flagged).length;
  const summary =
    `${data.series.length} series over ${commitCount(report)} recorded commits: ${steps} change point${steps === 1 ? '' : 's'}, ` +
    `${drifting} drifting beyond ±${formatThreshold(data.threshold)} over ${windowText(report)}. Generated ${data.generatedAt.slice(0, 16).replace('T', ' ')} UTC.`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="benchgate (uPlot ${escapeHtml(UPLOT_VERSION)})">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p class="summary">${escapeHtml(summary)}</p>
<p class="note">Each chart chains the commits' paired ratios (each commit against its parent, on one runner): the line is the change since the first commit shown, the band its 95% CI; dashed lines mark change points, a shaded span flagged drift. Drag to zoom, double-click to reset.</p>
<div class="controls">
<label>Name <input type="search" id="filter" placeholder="filter by name" autocomplete="off"></label>
<label>Metric <select id="metric"><option value="">all</option></select></label>
<label><input type="checkbox" id="findings"> only with change points or drift</label>
<span id="count" class="note" aria-live="polite"></span>
</div>
<noscript><p>The charts need JavaScript.</p></noscript>
</header>
<main id="series"></main>
<script src="${DASHBOARD_DATA_FILE}"></script>
<script>${UPLOT_JS}</script>
<script>${DASHBOARD_SCRIPT}</script>
</body>
</html>
`;
  return {
    'index.html': html,
    [DASHBOARD_DATA_FILE]: `// benchgate history data (generated): read by index.html.\nwindow.BENCHGATE_HISTORY = ${scriptJson(data)};\n`,
  };
}
