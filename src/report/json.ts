// The JSON report, version 2: DESIGN.md's "JSON contract" field for field (in its order), then our
// extra fields (gate, group, gated, decision, roundsNeeded, run, warnings, shards, acceptance, isolation). Consumers key on these names.
import {
  VERDICTS,
  type Comparison,
  type DerivedValue,
  type Decision,
  type DecisionNote,
  type IsolationInfo,
  type MannWhitneySummary,
  type PairedSummary,
  type Report,
  type SideSummary,
  type Warning,
} from '../model.js';

// JSON has no NaN/Infinity: a non-finite number is written as null rather than breaking parsers.
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pair = (v: [number, number] | null): [number, number] | null => (v && Number.isFinite(v[0]) && Number.isFinite(v[1]) ? [v[0], v[1]] : null);

function side(s: SideSummary) {
  return {
    n: s.n,
    kept: s.kept,
    median: num(s.median),
    ci: pair(s.ci),
    removed: s.removed,
    units: s.units,
    flagged: s.flagged,
    mean: num(s.mean),
    sd: num(s.sd),
    se: num(s.se),
    cv: num(s.cv),
    mad: num(s.mad),
  };
}

function mannWhitney(m: MannWhitneySummary) {
  return { p: num(m.p), ratio: num(m.ratio), ratioCI: pair(m.ratioCI), shift: num(m.shift), constant: m.constant };
}

function paired(m: PairedSummary | null) {
  if (m === null) return null;
  return {
    pairs: m.pairs,
    p: num(m.p) ?? 1,
    ratio: num(m.ratio),
    ratioCI: pair(m.ratioCI),
    worseRounds: m.worseRounds,
    shift: num(m.shift),
    constant: m.constant,
  };
}

function warning(w: Warning): Warning {
  return w.benchmark === undefined ? { code: w.code, message: w.message } : { code: w.code, message: w.message, benchmark: w.benchmark };
}

function isolation(i: IsolationInfo): IsolationInfo {
  return { mode: i.mode, ...(i.mechanism !== undefined ? { mechanism: i.mechanism } : {}), ...(i.reason !== undefined ? { reason: i.reason } : {}) };
}

function derived(d: DerivedValue): DerivedValue {
  return { metric: d.metric, unit: d.unit, better: d.better, base: num(d.base), head: num(d.head) };
}

function decision(d: Decision): NonNullable<JsonComparison['decision']> {
  const out: NonNullable<JsonComparison['decision']> = { alpha: d.alpha, level: d.level, ratioCI: pair(d.ratioCI) };
  if (d.note !== undefined) out.note = d.note;
  return out;
}

/** One row of the JSON contract, then our extras. */
interface JsonComparison {
  benchmark: string;
  metric: string;
  unit: string;
  better: Comparison['better'];
  unitOfAnalysis: Comparison['unitOfAnalysis'];
  base: ReturnType<typeof side>;
  head: ReturnType<typeof side>;
  test: Comparison['test'];
  ratio: number | null;
  ratioCI: [number, number] | null;
  deltaPct: number | null;
  p: number | null;
  pAdjusted: number | null;
  mannWhitney: ReturnType<typeof mannWhitney>;
  paired: ReturnType<typeof paired>;
  verdict: Comparison['verdict'];
  warnings: Warning[];
  group?: string;
  gated: boolean;
  decision?: { alpha: number; level: number; ratioCI: [number, number] | null; note?: DecisionNote };
  roundsNeeded?: number;
  threshold?: number;
  minChange?: number;
  rules?: number[];
  derived?: DerivedValue[];
}

function comparison(c: Comparison): JsonComparison {
  const row: Partial<JsonComparison> = {
    benchmark: c.benchmark,
    metric: c.metric,
    unit: c.unit,
    better: c.better,
    unitOfAnalysis: c.unitOfAnalysis,
    base: side(c.base),
    head: side(c.head),
    test: c.test,
    ratio: num(c.ratio),
    ratioCI: pair(c.ratioCI),
    deltaPct: num(c.deltaPct),
    p: num(c.p),
    pAdjusted: num(c.pAdjusted),
    mannWhitney: mannWhitney(c.mannWhitney),
    paired: paired(c.paired),
    verdict: c.verdict,
    warnings: c.warnings.map(warning),
  };
  // Extras beyond the contract, in this order (assigned, not spread: thousands of rows).
  if (c.group !== undefined) row.group = c.group;
  row.gated = c.gated;
  if (c.decision !== undefined) row.decision = decision(c.decision);
  if (c.roundsNeeded !== undefined) row.roundsNeeded = c.roundsNeeded;
  if (c.threshold !== undefined) row.threshold = c.threshold;
  if (c.minChange !== undefined) row.minChange = c.minChange;
  if (c.rules !== undefined) row.rules = [...c.rules];
  if (c.derived !== undefined) row.derived = c.derived.map(derived);
  return row as JsonComparison;
}

/** The report as the plain object written to `--json` / the `report-json` output. */
export function toJsonReport(report: Report) {
  return jsonDocument(report, report.comparisons.map(comparison));
}

/** The document around its rows, given already converted (all of them, or none for renderJsonChunks). */
function jsonDocument(report: Report, comparisons: JsonComparison[]) {
  const summary: Record<string, number | null | Record<string, number>> = {};
  for (const v of VERDICTS) summary[v] = report.summary[v] ?? 0;
  summary.geomean = num(report.summary.geomean);
  summary.geomeans = Object.fromEntries(Object.entries(report.summary.geomeans ?? {}).filter(([, g]) => Number.isFinite(g)));
  return {
    version: 2 as const,
    settings: {
      alpha: report.settings.alpha,
      threshold: report.settings.threshold,
      correction: report.settings.correction,
      outliers: report.settings.outliers,
      test: report.settings.test,
      gate: [...report.settings.gate],
      failOnInconclusive: report.settings.failOnInconclusive,
    },
    machine: { base: report.machine.base, head: report.machine.head },
    comparisons,
    summary,
    verdict: report.verdict,
    ...(report.run ? { run: report.run } : {}),
    ...(report.rounds ? { rounds: report.rounds } : {}),
    warnings: report.warnings.map(warning),
    ...(report.shards ? { shards: report.shards } : {}),
    ...(report.rules ? { rules: report.rules } : {}),
    ...(report.acceptance ? { acceptance: { ...report.acceptance } } : {}),
    ...(report.isolation ? { isolation: isolation(report.isolation) } : {}),
  };
}

/** The JSON text (2-space indent, trailing newline). */
export function renderJson(report: Report): string {
  return JSON.stringify(toJsonReport(report), null, 2) + '\n';
}

/** Rows per piece of renderJsonChunks: ~400 KB of text, enough to amortise each call, small enough to hold little at once. */
const JSON_ROWS_PER_CHUNK = 200;

/**
 * renderJson's text in pieces (the same bytes once joined): a million rows make more JSON than
 * one JavaScript string can hold (~512 MiB), so the file is written a batch of rows at a time.
 */
export function* renderJsonChunks(report: Report): Generator<string> {
  const comparisons = report.comparisons;
  // The document without its rows (the key keeps its place), cut where the rows go: at depth 1.
  const shell = JSON.stringify(jsonDocument(report, []), null, 2);
  const at = shell.indexOf('\n  "comparisons": []');
  if (comparisons.length === 0 || at < 0) {
    yield comparisons.length === 0 ? shell + '\n' : renderJson(report);
    return;
  }
  // The rows sit at depth 2 of the document, as they do in `{"comparisons": [rows]}`: stringified
  // in batches inside that wrapper, whose opening and closing lines are then cut off, they come
  // out in JSON.stringify's own layout with no per-row re-indenting.
  const open = '{\n  "comparisons": [\n';
  const close = '\n  ]\n}';
  yield `${shell.slice(0, at)}\n  "comparisons": [\n`;
  for (let i = 0; i < comparisons.length; i += JSON_ROWS_PER_CHUNK) {
    // Rows converted a batch at a time: their JSON copies die young instead of all living to the end.
    const text = JSON.stringify({ comparisons: comparisons.slice(i, i + JSON_ROWS_PER_CHUNK).map(comparison) }, null, 2);
    yield `${i > 0 ? ',\n' : ''}${text.slice(open.length, text.length - close.length)}`;
  }
  yield `\n  ]${shell.slice(at + '\n  "comparisons": []'.length)}\n`;
}
