// A report JSON read back from a file (mode: comment / merge, `benchgate merge`) is untrusted: it
// may come from a pull request's own job. This checks it field by field against the JSON contract
// and builds a fresh Report from the checked values only (unknown fields are dropped), so nothing
// the renderer or the API calls see was taken on faith. Every error names the JSON path. The rows,
// the warnings and the settings are read by the codecs the writer writes them with (contract.ts,
// the settings table); the run-level records are checked here.
// Version 2 is read as written; version 1 (an older release's shards) is converted to the v2 shape:
// its rows were tested on pooled samples with Mann-Whitney, so that is what they say they were.
import { readFileSync, statSync } from 'node:fs';
import { Checker, kind, MAX_SHORT_CHARS, ReportValidationError, type Json, type ReportVersion } from '../codec.js';
import {
  VERDICTS,
  type Acceptance,
  type Comparison,
  type FailedRun,
  type MachineInfo,
  type Report,
  type Revision,
  type RoundsInfo,
  type RuleInfo,
  type RulesInfo,
  type RunInfo,
  type ShardInfo,
  type Warning,
} from '../model.js';
import { decodeStatsSettings } from '../settings.js';
import { FLOOR_WARNING_CODE } from '../stats/family.js';
import { summarize } from '../stats/summary.js';
import * as contract from './contract.js';
import { MAX_LIST, MAX_REPORT_BYTES, MAX_TEXT_CHARS } from './contract.js';

export { ReportValidationError };
export { MAX_BENCHMARK_NAME_CHARS, MAX_REPORT_BYTES, MAX_TEXT_CHARS } from './contract.js';

/** Longest revision name, CPU model or tool value. */
export const MAX_NAME_CHARS = 1000;
export const MAX_ROWS = 20_000;

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

function machine(c: Checker, v: Json, path: string): MachineInfo {
  const o = c.object(v, path);
  const m: MachineInfo = {};
  const str = (key: 'cpuModel' | 'os' | 'kernel' | 'governor') => {
    const s = c.optional(o[key], (x) => c.string(x, `${path}.${key}`, MAX_NAME_CHARS));
    if (s !== undefined) m[key] = s;
  };
  str('cpuModel');
  const cores = c.optional(o.cores, (x) => c.integer(x, `${path}.cores`, 0, 1e6));
  if (cores !== undefined) m.cores = cores;
  const memory = c.optional(o.memoryBytes, (x) => c.number(x, `${path}.memoryBytes`, 0));
  if (memory !== undefined) m.memoryBytes = memory;
  str('os');
  str('kernel');
  str('governor');
  const load = c.optional(o.loadavg, (x) => c.array(x, `${path}.loadavg`, MAX_LIST).map((l, i) => c.number(l, `${path}.loadavg[${i}]`, 0)));
  if (load !== undefined) m.loadavg = load;
  if (o.tool !== undefined) {
    const tool = c.object(o.tool, `${path}.tool`);
    const keys = Object.keys(tool);
    if (keys.length > 1000) c.fail(`${path}.tool`, `${keys.length} entries, more than the 1000 a report may have`);
    m.tool = {};
    for (const key of keys) {
      c.string(key, `${path}.tool (a key)`, MAX_SHORT_CHARS);
      m.tool[key] = c.string(tool[key], `${path}.tool[${JSON.stringify(key.slice(0, 40))}]`, MAX_NAME_CHARS);
    }
  }
  return m;
}

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

function ruleInfo(c: Checker, v: Json, path: string): RuleInfo {
  const o = c.object(v, path);
  const strings = (x: Json, p: string) => c.array(x, p, 1000).map((s, i) => c.string(s, `${p}[${i}]`, MAX_SHORT_CHARS));
  const r: RuleInfo = { match: strings(o.match, `${path}.match`), rows: c.integer(o.rows, `${path}.rows`, 0, 1e9) };
  const metric = c.optional(o.metric, (x) => strings(x, `${path}.metric`));
  if (metric !== undefined) r.metric = metric;
  const threshold = c.optional(o.threshold, (x) => c.number(x, `${path}.threshold`, 0, 10));
  if (threshold !== undefined) r.threshold = threshold;
  const gate = c.optional(o.gate, (x) => c.boolean(x, `${path}.gate`));
  if (gate !== undefined) r.gate = gate;
  const ignore = c.optional(o.ignore, (x) => c.boolean(x, `${path}.ignore`));
  if (ignore !== undefined) r.ignore = ignore;
  const minChange = c.optional(o.minChange, (x) => c.string(x, `${path}.minChange`, MAX_SHORT_CHARS));
  if (minChange !== undefined) r.minChange = minChange;
  return r;
}

function rulesInfo(c: Checker, v: Json, path: string): RulesInfo {
  const o = c.object(v, path);
  return {
    file: c.string(o.file, `${path}.file`, MAX_NAME_CHARS),
    source: c.string(o.source, `${path}.source`, MAX_SHORT_CHARS),
    rules: c.array(o.rules, `${path}.rules`, 1000).map((r, i) => ruleInfo(c, r, `${path}.rules[${i}]`)),
  };
}

function revision(c: Checker, v: Json, path: string): Revision {
  const o = c.object(v, path);
  const r: Revision = {};
  const ref = c.optional(o.ref, (x) => c.string(x, `${path}.ref`, MAX_NAME_CHARS));
  if (ref !== undefined) r.ref = ref;
  const sha = c.optional(o.sha, (x) => c.string(x, `${path}.sha`, 64));
  if (sha !== undefined) {
    if (!SHA.test(sha)) c.fail(`${path}.sha`, `expected a full commit SHA (40 hex digits), got ${kind(sha)}`);
    r.sha = sha;
  }
  return r;
}

function failedRun(c: Checker, v: Json, path: string): FailedRun {
  const o = c.object(v, path);
  const f: FailedRun = {
    side: c.oneOf<'base' | 'head'>(o.side, `${path}.side`, ['base', 'head']),
    round: c.integer(o.round, `${path}.round`, 0, 1e6),
    reason: c.string(o.reason, `${path}.reason`, MAX_TEXT_CHARS),
  };
  if (o.exitCode !== undefined) f.exitCode = o.exitCode === null ? null : c.integer(o.exitCode, `${path}.exitCode`, -1e9, 1e9);
  const tail = c.optional(o.stderrTail, (x) => c.string(x, `${path}.stderrTail`, MAX_TEXT_CHARS));
  if (tail !== undefined) f.stderrTail = tail;
  return f;
}

function run(c: Checker, v: Json, path: string): RunInfo {
  const o = c.object(v, path);
  const pr = c.optional(o.pullRequest, (x) => c.integer(x, `${path}.pullRequest`, 1));
  const repo = c.optional(o.repository, (x) => c.string(x, `${path}.repository`, MAX_SHORT_CHARS));
  if (repo !== undefined && !REPOSITORY.test(repo)) c.fail(`${path}.repository`, `expected owner/name, got ${kind(repo)}`);
  // Built in RunInfo's field order, the order the JSON was written in.
  return {
    base: revision(c, o.base, `${path}.base`),
    head: revision(c, o.head, `${path}.head`),
    ...(pr !== undefined ? { pullRequest: pr } : {}),
    ...(repo !== undefined ? { repository: repo } : {}),
    rounds: c.integer(o.rounds, `${path}.rounds`, 0, 1e6),
    warmup: c.integer(o.warmup, `${path}.warmup`, 0, 1e6),
    format: c.string(o.format, `${path}.format`, MAX_SHORT_CHARS),
    failedRuns: c.array(o.failedRuns, `${path}.failedRuns`, MAX_LIST).map((f, i) => failedRun(c, f, `${path}.failedRuns[${i}]`)),
  };
}

const STOPPED: readonly RoundsInfo['stopped'][] = ['decided', 'max-rounds', 'fixed'];

function rounds(c: Checker, v: Json, path: string): RoundsInfo {
  const o = c.object(v, path);
  const stopped = c.string(o.stopped, `${path}.stopped`, MAX_SHORT_CHARS);
  if (!(STOPPED as readonly string[]).includes(stopped)) c.fail(`${path}.stopped`, `expected one of ${STOPPED.join(', ')}, got ${kind(stopped)}`);
  return {
    planned: c.integer(o.planned, `${path}.planned`, 0, 1e6),
    run: c.integer(o.run, `${path}.run`, 0, 1e6),
    looks: c.array(o.looks, `${path}.looks`, MAX_LIST).map((l, i) => {
      const look = c.object(l, `${path}.looks[${i}]`);
      return {
        rounds: c.integer(look.rounds, `${path}.looks[${i}].rounds`, 0, 1e6),
        undecided: c.integer(look.undecided, `${path}.looks[${i}].undecided`, 0, 1e9),
      };
    }),
    stopped: stopped as RoundsInfo['stopped'],
    lookAlpha: c.number(o.lookAlpha, `${path}.lookAlpha`),
  };
}

function shard(c: Checker, v: Json, path: string): ShardInfo {
  const o = c.object(v, path);
  return { name: c.string(o.name, `${path}.name`, MAX_SHORT_CHARS), base: machine(c, o.base, `${path}.base`), head: machine(c, o.head, `${path}.head`) };
}

const ACCEPTANCE_SOURCES: readonly Acceptance['source'][] = ['event', 'issue-events', 'unknown'];
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
/** A GitHub login: letters, digits and single hyphens, or an app's `name[bot]`. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

function acceptance(c: Checker, v: Json, path: string): Acceptance {
  const o = c.object(v, path);
  const by = o.by === null ? null : c.string(o.by, `${path}.by`, MAX_SHORT_CHARS);
  if (by !== null && !LOGIN.test(by)) c.fail(`${path}.by`, `expected a GitHub login or null, got ${kind(by)}`);
  const at = o.at === null ? null : c.string(o.at, `${path}.at`, 64);
  if (at !== null && (!DATE_TIME.test(at) || Number.isNaN(Date.parse(at)))) c.fail(`${path}.at`, `expected an ISO 8601 date-time or null, got ${kind(at)}`);
  const label = c.string(o.label, `${path}.label`, MAX_SHORT_CHARS);
  if (label.trim() === '') c.fail(`${path}.label`, 'expected the label that was on the pull request, got an empty string');
  return { label, by, at, source: c.oneOf(o.source, `${path}.source`, ACCEPTANCE_SOURCES) };
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
  const machineObj = c.object(o.machine, '$.machine');
  const row = (v: Json, path: string) => (version === 1 ? v1Comparison(c, v, path) : contract.comparison.decode(c, v, path, {}));
  const comparisons = c.array(o.comparisons, '$.comparisons', MAX_ROWS).map((r, i) => row(r, `$.comparisons[${i}]`));
  c.object(o.summary, '$.summary');
  c.oneOf(o.verdict, '$.verdict', ['pass', 'fail']);
  const stats = decodeStatsSettings(c, o.settings, '$.settings');
  // Summary and overall verdict recomputed from the rows: a report cannot claim `pass` over a regression.
  const report: Report = {
    version: 2,
    settings: stats,
    machine: { base: machine(c, machineObj.base, '$.machine.base'), head: machine(c, machineObj.head, '$.machine.head') },
    comparisons,
    ...summarize(comparisons, stats),
    warnings: version === 1 ? v1Warnings(c, o.warnings, '$.warnings', MAX_LIST) : contract.warnings.decode(c, o.warnings, '$.warnings', {}),
  };
  const runInfo = c.optional(o.run, (x) => run(c, x, '$.run'));
  if (runInfo) report.run = runInfo;
  const roundsInfo = c.optional(o.rounds, (x) => rounds(c, x, '$.rounds'));
  if (roundsInfo) report.rounds = roundsInfo;
  const shards = c.optional(o.shards, (x) => c.array(x, '$.shards', 1000).map((s, i) => shard(c, s, `$.shards[${i}]`)));
  if (shards) report.shards = shards;
  const rules = c.optional(o.rules, (x) => rulesInfo(c, x, '$.rules'));
  if (rules) report.rules = rules;
  const accepted = version === 2 ? c.optional(o.acceptance, (x) => acceptance(c, x, '$.acceptance')) : undefined;
  if (accepted) report.acceptance = accepted;
  const isolated = c.optional(o.isolation, (x) => contract.isolation.decode(c, x, '$.isolation', {}));
  if (isolated) report.isolation = isolated;
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
