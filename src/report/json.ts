// The JSON report, version 2: docs/report-json.md field for field (in its order), then our
// extra fields (gate, group, gated, decision, roundsNeeded, run, warnings, shards, acceptance, isolation). Consumers key on these names.
// The settings, the rows and the run-level blocks are written by their codecs (contract.ts, the
// settings table), the same ones the validator reads them back with — bar `machine`, `shards`,
// `rules` and `rounds`, written as built: their producers disagree on key order (runner/machine.ts
// puts `governor` after `loadavg`, rules/apply.ts a rule's `rows` last, while a report read back
// has the contract's order), so one encoding order would change the bytes of one path; and a
// `rounds` block can come unchecked from a kept-runs record (kept-runs.ts), which an encoder would
// have to trust.
import { VERDICTS, type Report } from '../model.js';
import { encodeStatsSettings } from '../settings.js';
import * as contract from '../contract.js';

// JSON has no NaN/Infinity: a non-finite number is written as null rather than breaking parsers.
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One row as written: contract.ts's codecs, field by field. */
const comparison = (c: Report['comparisons'][number]): unknown => contract.comparison.encode(c);

/** The report as the plain object written to `--json` / the `report-json` output. */
export function toJsonReport(report: Report) {
  return jsonDocument(report, report.comparisons.map(comparison));
}

/** The document around its rows, given already converted (all of them, or none for renderJsonChunks). */
function jsonDocument(report: Report, comparisons: unknown[]) {
  const summary: Record<string, number | null | Record<string, number>> = {};
  for (const v of VERDICTS) summary[v] = report.summary[v] ?? 0;
  summary.geomean = num(report.summary.geomean);
  summary.geomeans = Object.fromEntries(Object.entries(report.summary.geomeans ?? {}).filter(([, g]) => Number.isFinite(g)));
  return {
    version: 2 as const,
    settings: encodeStatsSettings(report.settings),
    machine: { base: report.machine.base, head: report.machine.head },
    comparisons,
    summary,
    verdict: report.verdict,
    ...(report.run ? { run: contract.run.encode(report.run) } : {}),
    ...(report.rounds ? { rounds: report.rounds } : {}),
    warnings: contract.warnings.encode(report.warnings),
    ...(report.shards ? { shards: report.shards } : {}),
    ...(report.rules ? { rules: report.rules } : {}),
    ...(report.acceptance ? { acceptance: contract.acceptance.encode(report.acceptance) } : {}),
    ...(report.isolation ? { isolation: contract.isolation.encode(report.isolation) } : {}),
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
