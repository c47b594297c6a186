// The JSON report: DESIGN.md's "JSON contract" field for field (in its order), then our extra
// fields (gate, group, gated, samplesNeeded, run, warnings, shards). Consumers key on these names.
import { VERDICTS, type Comparison, type Report, type SideSummary } from '../model.js';

// JSON has no NaN/Infinity: a non-finite number is written as null rather than breaking parsers.
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pair = (v: [number, number] | null): [number, number] | null => (v && Number.isFinite(v[0]) && Number.isFinite(v[1]) ? [v[0], v[1]] : null);

function side(s: SideSummary) {
  return { n: s.n, kept: s.kept, median: num(s.median), ci: pair(s.ci) };
}

/** One row of the JSON contract, then our extras. */
interface JsonComparison {
  benchmark: string;
  metric: string;
  unit: string;
  better: Comparison['better'];
  base: ReturnType<typeof side>;
  head: ReturnType<typeof side>;
  ratio: number | null;
  ratioCI: [number, number] | null;
  deltaPct: number | null;
  p: number | null;
  pAdjusted: number | null;
  verdict: Comparison['verdict'];
  warnings: string[];
  group?: string;
  gated: boolean;
  samplesNeeded?: number;
}

function comparison(c: Comparison): JsonComparison {
  const row: Partial<JsonComparison> = {
    benchmark: c.benchmark,
    metric: c.metric,
    unit: c.unit,
    better: c.better,
    base: side(c.base),
    head: side(c.head),
    ratio: num(c.ratio),
    ratioCI: pair(c.ratioCI),
    deltaPct: num(c.deltaPct),
    p: num(c.p),
    pAdjusted: num(c.pAdjusted),
    verdict: c.verdict,
    warnings: [...c.warnings],
  };
  // Extras beyond the contract, in this order (assigned, not spread: thousands of rows).
  if (c.group !== undefined) row.group = c.group;
  row.gated = c.gated;
  if (c.samplesNeeded !== undefined) row.samplesNeeded = c.samplesNeeded;
  return row as JsonComparison;
}

/** The report as the plain object written to `--json` / the `report-json` output. */
export function toJsonReport(report: Report) {
  const summary: Record<string, number | null> = {};
  for (const v of VERDICTS) summary[v] = report.summary[v] ?? 0;
  summary.geomean = num(report.summary.geomean);
  return {
    version: 1 as const,
    settings: {
      alpha: report.settings.alpha,
      threshold: report.settings.threshold,
      correction: report.settings.correction,
      outliers: report.settings.outliers,
      gate: [...report.settings.gate],
    },
    machine: { base: report.machine.base, head: report.machine.head },
    comparisons: report.comparisons.map(comparison),
    summary,
    verdict: report.verdict,
    ...(report.run ? { run: report.run } : {}),
    warnings: [...report.warnings],
    ...(report.shards ? { shards: report.shards } : {}),
    ...(report.shards ? { shards: report.shards } : {}),
  };
}

/** The JSON text (2-space indent, trailing newline). */
export function renderJson(report: Report): string {
  return JSON.stringify(toJsonReport(report), null, 2) + '\n';
}

/**
 * renderJson's text in pieces (the same bytes once joined): a million rows make more JSON than
 * one JavaScript string can hold (~512 MiB), so the file is written row by row.
 */
export function* renderJsonChunks(report: Report): Generator<string> {
  const doc = toJsonReport(report);
  const comparisons = doc.comparisons;
  // The document without its rows (the key keeps its place), cut where the rows go: at depth 1.
  const shell = JSON.stringify({ ...doc, comparisons: [] }, null, 2);
  const at = shell.indexOf('\n  "comparisons": []');
  if (comparisons.length === 0 || at < 0) {
    yield comparisons.length === 0 ? shell + '\n' : renderJson(report);
    return;
  }
  // The rows sit at depth 2 of the document: JSON.stringify's own text, indented by four spaces.
  yield `${shell.slice(0, at)}\n  "comparisons": [\n`;
  for (let i = 0; i < comparisons.length; i++) {
    yield `${i > 0 ? ',\n' : ''}    ${JSON.stringify(comparisons[i], null, 2).replaceAll('\n', '\n    ')}`;
  }
  yield `\n  ]${shell.slice(at + '\n  "comparisons": []'.length)}\n`;
}
