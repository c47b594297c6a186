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
import { cumulativeChain } from '../detect/cumulative.js';
import { improvedBeyond } from '../detect/drift.js';
import { DASHBOARD_CSS } from './dashboard-page.js';
import { DASHBOARD_SCRIPT } from './dashboard-script.js';
import type { CardPhrases } from './dashboard/card.js';
import type { PageData, PageSeries, Said } from './dashboard/page-data.js';
import { CARDS } from './dashboard/registry.js';
import { sortByUrgency, validRepository } from './markdown.js';
import type { HistoryReport } from '../model.js';
import { UPLOT_CSS, UPLOT_JS, UPLOT_VERSION } from './uplot-bundle.js';
import { chartLabel, driftsWithoutStep, findingLines, isCommitSha, isWorse, seriesMeta, shortSha, stepsOf, summaryText } from './phrases.js';

export type { PageData, PageSeries } from './dashboard/page-data.js';

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

/** A percentage rounded to what a chart can show (0.001%), so the data file stays small. */
const round = (v: number | null): number | null => (v === null || !Number.isFinite(v) ? null : Math.round(v * 1000) / 1000);

/**
 * A `sha` for phrases.ts that marks where each commit goes, and what turns its sentences into the
 * page's: text, and commits the page writes as links. NUL never appears in those sentences.
 */
function commitMarks(commitIndex: (commit: string) => number): { sha: (commit: string) => string; said: (text: string) => Said } {
  const marks: number[] = [];
  return {
    sha: (commit) => `\u0000${marks.push(commitIndex(commit)) - 1}\u0000`,
    said: (text) => text.split('\u0000').flatMap((part, k): Said => (k % 2 === 1 ? [{ c: marks[Number(part)] }] : part === '' ? [] : [part])),
  };
}

/** The data the page reads: the series needing a look first, each cut to its newest `maxPoints`, every card's data made. */
export function dashboardData(report: HistoryReport, options: DashboardOptions = {}): PageData {
  const maxPoints = Math.max(1, Math.floor(options.maxPoints ?? DASHBOARD_MAX_POINTS));
  const repository = validRepository(options.repository) ?? null;
  const commits: string[] = [];
  const times: string[] = [];
  const commitIndex = new Map<string, number>();
  const indexOf = (commit: string, time = ''): number => {
    let i = commitIndex.get(commit);
    if (i === undefined) {
      commitIndex.set(commit, (i = commits.length));
      commits.push(commit);
      times.push(time);
    }
    return i;
  };
  const say: CardPhrases = {
    findings: (series) => {
      const marks = commitMarks((commit) => indexOf(commit));
      return findingLines(series, marks.sha, report.threshold).map((f) => ({ tone: f.tone, said: marks.said(f.text) }));
    },
    meta: seriesMeta,
    chartLabel,
  };
  const series = sortByUrgency(report.series).map((s): PageSeries => {
    // Read once: a report's points may be made on each read (detect/point-columns.ts).
    const all = s.points;
    const points = all.slice(-maxPoints);
    const chain = cumulativeChain(points);
    const at = new Map(points.map((p, i) => [p.commit, i]));
    const drift = s.drift && at.has(s.drift.to) ? s.drift : null;
    const c = points.map((p) => indexOf(p.commit, p.time));
    const cps = stepsOf(s)
      .filter((cp) => at.has(cp.commit))
      .map((cp) => ({
        i: at.get(cp.commit)!,
        deltaPct: cp.deltaPct,
        ci: cp.ci,
        p: cp.p,
        basis: cp.basis,
        bases: (cp.bases as string[] | undefined) ?? [cp.basis],
        ...(cp.cpuModel ? { cpuModel: cp.cpuModel } : {}),
        worse: isWorse(cp.deltaPct, s.better),
      }));
    const pageDrift = drift && {
      fromI: at.get(drift.from) ?? -1,
      toI: at.get(drift.to)!,
      commits: drift.commits,
      deltaPct: drift.deltaPct,
      ci: drift.ci,
      flagged: drift.flagged,
      improved: improvedBeyond(drift, report.threshold, s.better),
    };
    const context = { report, shown: points, total: all.length, say };
    return {
      benchmark: s.benchmark,
      ...(s.group ? { group: s.group } : {}),
      metric: s.metric,
      unit: s.unit,
      better: s.better,
      ...(s.measure ? { measure: s.measure } : {}),
      total: all.length,
      c,
      pct: chain.map((p) => round(p.pct)),
      lo: chain.map((p) => round(p.lo)),
      hi: chain.map((p) => round(p.hi)),
      step: chain.map((p) => round(p.stepPct)),
      cps,
      drift: pageDrift,
      hasFindings: cps.length > 0 || !!(pageDrift && (pageDrift.flagged || pageDrift.improved)),
      cards: Object.fromEntries(CARDS.map((card) => [card.id, card.data(s, context)])),
    };
  });
  const linkable = (sha: string) => (repository && isCommitSha(sha) ? `https://github.com/${repository}/commit/${sha.toLowerCase()}` : null);
  return {
    version: 1,
    generatedAt: (options.generatedAt ?? new Date()).toISOString(),
    repository,
    window: report.window,
    threshold: report.threshold,
    commits,
    times,
    labels: commits.map(shortSha),
    links: commits.map(linkable),
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
  // A step is said once, as the step, and never counted as drift too (phrases.ts).
  const drifting = report.series.filter(driftsWithoutStep).length;
  const summary = `${summaryText(report, { steps, drifting })}. Generated ${data.generatedAt.slice(0, 16).replace('T', ' ')} UTC.`;
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
${(report.warnings ?? []).map((w) => `<p class="note warning">Warning: ${escapeHtml(w.message)}</p>\n`).join('')}<p class="note">Each chart chains the commits' paired ratios (each commit against its parent, on one runner): the line is the change since the first commit shown, the band its 95% CI; dashed lines mark change points, a shaded span flagged drift. Drag to zoom, double-click to reset.</p>
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
