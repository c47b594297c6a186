// A report JSON read back from a file (mode: comment / merge, `benchgate merge`) is untrusted: it
// may come from a pull request's own job. This checks it field by field against the JSON contract
// and builds a fresh Report from the checked values only (unknown fields are dropped), so nothing
// the renderer or the API calls see was taken on faith. Every error names the JSON path. Each part
// is read by its codec, the one the writer writes it with (contract.ts, the settings table); this
// file puts them together, converts version 1 and recomputes what a report must not claim.
// Version 2 is read as written; version 1 (an older release's shards) is converted to the v2 shape:
// its rows were tested on pooled samples with Mann-Whitney, so that is what they say they were.
import { readFileSync, statSync } from 'node:fs';
import { Checker, kind, ReportValidationError, type Codec, type Json, type ReportVersion } from '../codec.js';
import { VERDICTS, type Comparison, type Report, type Warning } from '../model.js';
import { decodeStatsSettings } from '../settings.js';
import { FLOOR_WARNING_CODE } from '../stats/family.js';
import { summarize } from '../stats/summary.js';
import * as contract from '../contract.js';
import { MAX_LIST, MAX_REPORT_BYTES, MAX_TEXT_CHARS } from '../contract.js';

export { ReportValidationError };
export { MAX_BENCHMARK_NAME_CHARS, MAX_NAME_CHARS, MAX_REPORT_BYTES, MAX_TEXT_CHARS } from '../contract.js';

export const MAX_ROWS = 20_000;

// Version 1 is read by converting each of its pieces to the v2 shape, then decoding that with the
// v2 codecs: v1 rows were tested on pooled samples with Mann-Whitney, so that is what they say.

// The one piece of v1 text with a meaning beyond display: the sample-size floor, which a merge rewrites.
const V1_FLOOR = /^too few samples to ever be significant |can never be significant with the samples given/;

/** v1 warnings were bare strings. */
function v1Warnings(c: Checker, v: Json, path: string, max: number): Warning[] {
  return c.array(v, path, max).map((w, i) => {
    const message = c.string(w, `${path}[${i}]`, MAX_TEXT_CHARS);
    return { code: V1_FLOOR.test(message) ? FLOOR_WARNING_CODE : 'v1', message };
  });
}

/** A v1 side tested its pooled kept samples: each was a unit, none flagged, no descriptive statistics. */
function v1Side(c: Checker, v: Json, path: string): Json {
  const o = c.object(v, path);
  const n = c.integer(o.n, `${path}.n`);
  const kept = c.integer(o.kept, `${path}.kept`, 0, n);
  return { n, kept, median: o.median, ci: o.ci, removed: n - kept, units: kept, flagged: 0, mean: null, sd: null, se: null, cv: null, mad: null };
}

// Version 1 had neither `inconclusive`, the rules file nor the accept label.
const V1_VERDICTS = VERDICTS.filter((v) => v !== 'inconclusive' && v !== 'ignored' && v !== 'accepted');

function v1Comparison(c: Checker, v: Json, path: string): Comparison {
  const o = c.object(v, path);
  c.oneOf(o.verdict, `${path}.verdict`, V1_VERDICTS);
  const needed = c.optional(o.samplesNeeded, (x) => c.integer(x, `${path}.samplesNeeded`, 0, 1e6));
  const row = {
    ...o,
    unitOfAnalysis: 'sample',
    base: v1Side(c, o.base, `${path}.base`),
    head: v1Side(c, o.head, `${path}.head`),
    test: 'mann-whitney',
    mannWhitney: { p: o.p, ratio: o.ratio, ratioCI: o.ratioCI, shift: null, constant: false },
    paired: null,
    warnings: v1Warnings(c, o.warnings, `${path}.warnings`, 1000),
    roundsNeeded: needed,
    // Written only since version 2.
    decision: undefined,
    threshold: undefined,
    minChange: undefined,
    rules: undefined,
    derived: undefined,
  };
  return contract.comparison.decode(c, row, path, {});
}

/** Checks a parsed report JSON; `source` (a file name) prefixes every error. */
export function validateReport(data: Json, source = '<report>'): Report {
  const o = new Checker(source).object(data, '$');
  if (o.version !== 1 && o.version !== 2) {
    new Checker(source).fail(
      '$.version',
      `unknown report version ${kind(o.version)}: this benchgate reads versions 1 and 2 — produce the report and read it with the same benchgate release`,
    );
  }
  const version = o.version as ReportVersion;
  const c = new Checker(source, version);
  const machine = contract.machines.decode(c, o.machine, '$.machine', {});
  const row = (v: Json, path: string) => (version === 1 ? v1Comparison(c, v, path) : contract.comparison.decode(c, v, path, {}));
  const comparisons = c.array(o.comparisons, '$.comparisons', MAX_ROWS).map((r, i) => row(r, `$.comparisons[${i}]`));
  c.object(o.summary, '$.summary');
  c.oneOf(o.verdict, '$.verdict', ['pass', 'fail']);
  const stats = decodeStatsSettings(c, o.settings, '$.settings');
  // Summary and overall verdict recomputed from the rows: a report cannot claim `pass` over a regression.
  const report: Report = {
    version: 2,
    settings: stats,
    machine,
    comparisons,
    ...summarize(comparisons, stats),
    warnings: version === 1 ? v1Warnings(c, o.warnings, '$.warnings', MAX_LIST) : contract.warnings.decode(c, o.warnings, '$.warnings', {}),
  };
  // The optional run-level blocks, each by its codec; version 1 had no accept label.
  const block = <K extends 'run' | 'rounds' | 'shards' | 'rules' | 'acceptance' | 'isolation'>(key: K, codec: Codec<NonNullable<Report[K]>>) => {
    if (o[key] !== undefined) report[key] = codec.decode(c, o[key], `$.${key}`, {});
  };
  block('run', contract.run);
  block('rounds', contract.rounds);
  block('shards', contract.shards);
  block('rules', contract.rules);
  if (version === 2) block('acceptance', contract.acceptance);
  block('isolation', contract.isolation);
  const accepted = report.acceptance;
  // An accepted row without the record of who accepted it would be a pass nobody can audit.
  comparisons.forEach((row, i) => {
    if (row.verdict !== 'accepted') return;
    if (!row.gated) c.fail(`$.comparisons[${i}].verdict`, 'is accepted, but only a gated regression can be accepted');
    if (!accepted) c.fail(`$.comparisons[${i}].verdict`, 'is accepted, but the report has no $.acceptance saying by which label and whom');
  });
  return report;
}

/** Reads and checks a report file: size first (before reading it), then JSON, then the contract. */
export function readReportFile(file: string): Report {
  let size: number;
  try {
    size = statSync(file).size;
  } catch (err) {
    throw new ReportValidationError(`${file}: cannot read the report (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  if (size > MAX_REPORT_BYTES) {
    throw new ReportValidationError(`${file}: ${size} bytes, larger than the ${MAX_REPORT_BYTES} bytes (10 MB) a report may have; refusing to read it`);
  }
  let data: Json;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ReportValidationError(
      `${file}: not JSON (${err instanceof Error ? err.message : String(err)}); expected a benchgate report (--json / output report-json)`,
    );
  }
  return validateReport(data, file);
}
