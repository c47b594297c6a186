// The dashboard page's own stylesheet (uPlot's comes from uplot-bundle.ts; the page's script is
// dashboard/page.ts, bundled into dashboard-script.ts at build time).

/** Light and dark follow the reader's `prefers-color-scheme`; the charts read these variables. */
export const DASHBOARD_CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0; --card: #f6f8fa;
  --grid: rgba(31, 35, 40, 0.1); --line: #0969da; --band: rgba(9, 105, 218, 0.2); --worse: #bc4c00; --better: #1a7f37;
  --drift: rgba(188, 76, 0, 0.12); --link: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d; --card: #151b23;
    --grid: rgba(240, 246, 252, 0.12); --line: #4493f8; --band: rgba(68, 147, 248, 0.28); --worse: #f0883e; --better: #3fb950;
    --drift: rgba(240, 136, 62, 0.16); --link: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
header { padding: 16px 24px 8px; border-bottom: 1px solid var(--border); }
h1 { font-size: 20px; margin: 0 0 4px; }
.summary, .meta, .note { color: var(--muted); margin: 0; }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 12px 0 4px; }
.controls input[type=search], .controls select { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 4px 8px; }
.controls input[type=search] { min-width: 16em; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 460px), 1fr)); gap: 16px; padding: 16px 24px 32px; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 12px 14px; min-width: 0; }
.card[hidden] { display: none; }
.card h2 { font-size: 15px; margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
.card h2 .group { display: block; font-weight: 400; font-size: 12px; color: var(--muted); }
.finding { margin: 4px 0 0; padding: 0; list-style: none; }
.finding li { margin: 2px 0; }
.worse { color: var(--worse); }
.better { color: var(--better); }
.chart { margin-top: 8px; min-height: 220px; }
.point { color: var(--muted); font-size: 12px; margin: 4px 0 0; min-height: 1.5em; }
a { color: var(--link); }
code, .sha { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.empty { padding: 24px; color: var(--muted); }
`;
