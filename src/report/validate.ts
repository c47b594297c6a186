// A report JSON read back from a file (mode: comment / merge, `benchgate merge`) is untrusted: it
// may come from a pull request's own job. This checks it field by field against the JSON contract
// and builds a fresh Report from the checked values only (unknown fields are dropped), so nothing
// the renderer or the API calls see was taken on faith. Every error names the JSON path.
// Version 2 is read as written; version 1 (an older release's shards) is converted to the v2 shape:
// its rows were tested on pooled samples with Mann-Whitney, so that is what they say they were.
import { readFileSync, statSync } from 'node:fs';
import {
  MIN_ALPHA,
  DECISION_NOTES,
  UserError,
  VERDICTS,
  type Acceptance,
  type IsolationInfo,
  type Better,
  type Comparison,
  type Correction,
  type DerivedValue,
  type Decision,
  type FailedRun,
  type MachineInfo,
  type MannWhitneySummary,
  type OutlierMode,
  type PairedSummary,
  type Report,
  type Revision,
  type RoundsInfo,
  type RuleInfo,
  type RulesInfo,
  type RunInfo,
  type ShardInfo,
  type SideSummary,
  type StatsSettings,
  type TestName,
  type UnitOfAnalysis,
  type Verdict,
  type Warning,
} from '../model.js';
import { FLOOR_WARNING_CODE } from '../stats/family.js';
import { summarize } from '../stats/summary.js';

/** Largest report file read at all. */
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;
/** Longest revision name, CPU model or tool value. */
export const MAX_NAME_CHARS = 1000;
/**
 * Longest benchmark or group name: what `compare`/`run` write, any length, must read back here
 * (one contract both ways); the file size bounds it. The displays shorten long names (display-name.ts).
 */
export const MAX_BENCHMARK_NAME_CHARS = MAX_REPORT_BYTES;
/** Longest free text (a warning, a failed run's reason or stderr tail: 20 lines of any length). */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_ROWS = 20_000;
const MAX_LIST = 10_000;
const MAX_SHORT_CHARS = 200;

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;

/** A report that is not a valid benchgate report; the message names the file and JSON path. */
export class ReportValidationError extends UserError {
  override name = 'ReportValidationError';
}

type Json = unknown;
type Obj = Record<string, Json>;

class Checker {
  constructor(private readonly source: string) {}

  fail(path: string, what: string): never {
    throw new ReportValidationError(`${this.source}: ${path}: ${what}`);
  }

  object(v: Json, path: string): Obj {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, `expected an object, got ${kind(v)}`);
    return v as Obj;
  }

  array(v: Json, path: string, max: number): Json[] {
    if (!Array.isArray(v)) this.fail(path, `expected an array, got ${kind(v)}`);
    if (v.length > max) this.fail(path, `${v.length} entries, more than the ${max} a report may have`);
    return v;
  }

  string(v: Json, path: string, max: number): string {
    if (typeof v !== 'string') this.fail(path, `expected a string, got ${kind(v)}`);
    if (v.length > max) this.fail(path, `a string of ${v.length} characters, longer than the ${max} allowed`);
    return v;
  }

  number(v: Json, path: string, min = -Infinity, max = Infinity): number {
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(path, `expected a finite number, got ${kind(v)}`);
    if (v < min || v > max) this.fail(path, `${v} is outside [${min}, ${max}]`);
    return v;
  }

  integer(v: Json, path: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const n = this.number(v, path, min, max);
    if (!Number.isInteger(n)) this.fail(path, `expected a whole number, got ${n}`);
    return n;
  }

  nullableNumber(v: Json, path: string, min = -Infinity, max = Infinity): number | null {
    return v === null ? null : this.number(v, path, min, max);
  }

  pair(v: Json, path: string): [number, number] | null {
    if (v === null) return null;
    const a = this.array(v, path, 2);
    if (a.length !== 2) this.fail(path, `expected [low, high] or null, got ${a.length} entries`);
    return [this.number(a[0], `${path}[0]`), this.number(a[1], `${path}[1]`)];
  }

  boolean(v: Json, path: string): boolean {
    if (typeof v !== 'boolean') this.fail(path, `expected true or false, got ${kind(v)}`);
    return v;
  }

  oneOf<T extends string>(v: Json, path: string, values: readonly T[]): T {
    if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
      this.fail(path, `expected one of ${values.join(', ')}, got ${kind(v)}`);
    }
    return v as T;
  }

  /** Present → checked; absent (undefined) → undefined. `null` counts as present and wrong. */
  optional<T>(v: Json, check: (v: Json) => T): T | undefined {
    return v === undefined ? undefined : check(v);
  }
}

function kind(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return typeof v === 'object' ? 'an object' : typeof v;
}

type Version = 1 | 2;

function settings(c: Checker, v: Json, path: string, version: Version): StatsSettings {
  const o = c.object(v, path);
  const v2 = version === 2;
  return {
    alpha: c.number(o.alpha, `${path}.alpha`, MIN_ALPHA, 1 - Number.EPSILON),
    threshold: c.number(o.threshold, `${path}.threshold`, 0, 1e6),
    correction: c.oneOf<Correction>(o.correction, `${path}.correction`, ['holm', 'bh', 'none']),
    outliers: c.oneOf<OutlierMode>(o.outliers, `${path}.outliers`, ['iqr', 'upper', 'none']),
    gate: c.array(o.gate, `${path}.gate`, 100).map((g, i) => c.string(g, `${path}.gate[${i}]`, MAX_SHORT_CHARS)),
    test: v2 ? c.oneOf<TestName>(o.test, `${path}.test`, ['mann-whitney', 'paired']) : 'mann-whitney',
    failOnInconclusive: v2 ? c.boolean(o.failOnInconclusive, `${path}.failOnInconclusive`) : false,
  };
}

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

function side(c: Checker, v: Json, path: string, version: Version): SideSummary {
  const o = c.object(v, path);
  const n = c.integer(o.n, `${path}.n`);
  const kept = c.integer(o.kept, `${path}.kept`, 0, n);
  const median = c.nullableNumber(o.median, `${path}.median`);
  const ci = c.pair(o.ci, `${path}.ci`);
  // v1 tested the pooled kept samples: each was a unit, none flagged, no descriptive statistics.
  if (version === 1) return { n, kept, removed: n - kept, units: kept, flagged: 0, median, ci, mean: null, sd: null, se: null, cv: null, mad: null };
  const units = c.integer(o.units, `${path}.units`, 0, Math.max(n, kept));
  const stat = (key: 'mean' | 'sd' | 'se' | 'cv' | 'mad') => c.nullableNumber(o[key], `${path}.${key}`);
  return {
    n,
    kept,
    removed: c.integer(o.removed, `${path}.removed`, 0, n),
    units,
    flagged: c.integer(o.flagged, `${path}.flagged`, 0, units),
    median,
    ci,
    mean: stat('mean'),
    sd: stat('sd'),
    se: stat('se'),
    cv: stat('cv'),
    mad: stat('mad'),
  };
}

function mannWhitney(c: Checker, v: Json, path: string): MannWhitneySummary {
  const o = c.object(v, path);
  return {
    p: c.nullableNumber(o.p, `${path}.p`, 0, 1),
    ratio: c.nullableNumber(o.ratio, `${path}.ratio`),
    ratioCI: c.pair(o.ratioCI, `${path}.ratioCI`),
    shift: c.nullableNumber(o.shift, `${path}.shift`),
    constant: c.boolean(o.constant, `${path}.constant`),
  };
}

function paired(c: Checker, v: Json, path: string): PairedSummary | null {
  if (v === null) return null;
  const o = c.object(v, path);
  const pairs = c.integer(o.pairs, `${path}.pairs`, 0, 1e6);
  return {
    pairs,
    p: c.number(o.p, `${path}.p`, 0, 1),
    ratio: c.nullableNumber(o.ratio, `${path}.ratio`),
    ratioCI: c.pair(o.ratioCI, `${path}.ratioCI`),
    worseRounds: c.integer(o.worseRounds, `${path}.worseRounds`, 0, pairs),
    shift: c.nullableNumber(o.shift, `${path}.shift`),
    constant: c.boolean(o.constant, `${path}.constant`),
  };
}

function derivedValue(c: Checker, v: Json, path: string): DerivedValue {
  const o = c.object(v, path);
  return {
    metric: c.string(o.metric, `${path}.metric`, MAX_SHORT_CHARS),
    unit: c.string(o.unit, `${path}.unit`, MAX_SHORT_CHARS),
    better: c.oneOf<Better>(o.better, `${path}.better`, ['lower', 'higher']),
    base: c.nullableNumber(o.base, `${path}.base`),
    head: c.nullableNumber(o.head, `${path}.head`),
  };
}

function decision(c: Checker, v: Json, path: string): Decision {
  const o = c.object(v, path);
  const alpha = c.number(o.alpha, `${path}.alpha`, Number.MIN_VALUE, 1);
  const d: Decision = { alpha, level: c.number(o.level, `${path}.level`, Number.MIN_VALUE, 1), ratioCI: c.pair(o.ratioCI, `${path}.ratioCI`) };
  const note = c.optional(o.note, (x) => c.oneOf(x, `${path}.note`, DECISION_NOTES));
  if (note !== undefined) d.note = note;
  return d;
}

// The one piece of v1 text with a meaning beyond display: the sample-size floor, which a merge rewrites.
const V1_FLOOR = /^too few samples to ever be significant |can never be significant with the samples given/;

function warning(c: Checker, v: Json, path: string, version: Version): Warning {
  if (version === 1) {
    const message = c.string(v, path, MAX_TEXT_CHARS);
    return { code: V1_FLOOR.test(message) ? FLOOR_WARNING_CODE : 'v1', message };
  }
  const o = c.object(v, path);
  const w: Warning = { code: c.string(o.code, `${path}.code`, MAX_SHORT_CHARS), message: c.string(o.message, `${path}.message`, MAX_TEXT_CHARS) };
  const benchmark = c.optional(o.benchmark, (x) => c.string(x, `${path}.benchmark`, MAX_BENCHMARK_NAME_CHARS));
  if (benchmark !== undefined) w.benchmark = benchmark;
  return w;
}

// Version 1 had neither `inconclusive`, the rules file nor the accept label.
const V1_VERDICTS = VERDICTS.filter((v) => v !== 'inconclusive' && v !== 'ignored' && v !== 'accepted');

function comparison(c: Checker, v: Json, path: string, version: Version): Comparison {
  const o = c.object(v, path);
  const v2 = version === 2;
  const p = c.nullableNumber(o.p, `${path}.p`, 0, 1);
  const ratio = c.nullableNumber(o.ratio, `${path}.ratio`);
  const ratioCI = c.pair(o.ratioCI, `${path}.ratioCI`);
  const row: Comparison = {
    benchmark: c.string(o.benchmark, `${path}.benchmark`, MAX_BENCHMARK_NAME_CHARS),
    metric: c.string(o.metric, `${path}.metric`, MAX_SHORT_CHARS),
    unit: c.string(o.unit, `${path}.unit`, MAX_SHORT_CHARS),
    better: c.oneOf<Better>(o.better, `${path}.better`, ['lower', 'higher']),
    unitOfAnalysis: v2 ? c.oneOf<UnitOfAnalysis>(o.unitOfAnalysis, `${path}.unitOfAnalysis`, ['run', 'process', 'sample']) : 'sample',
    base: side(c, o.base, `${path}.base`, version),
    head: side(c, o.head, `${path}.head`, version),
    test: v2 ? c.oneOf<TestName>(o.test, `${path}.test`, ['mann-whitney', 'paired']) : 'mann-whitney',
    ratio,
    ratioCI,
    deltaPct: c.nullableNumber(o.deltaPct, `${path}.deltaPct`),
    p,
    pAdjusted: c.nullableNumber(o.pAdjusted, `${path}.pAdjusted`, 0, 1),
    mannWhitney: v2 ? mannWhitney(c, o.mannWhitney, `${path}.mannWhitney`) : { p, ratio, ratioCI, shift: null, constant: false },
    paired: v2 ? paired(c, o.paired, `${path}.paired`) : null,
    verdict: c.oneOf<Verdict>(o.verdict, `${path}.verdict`, v2 ? VERDICTS : V1_VERDICTS),
    gated: c.boolean(o.gated, `${path}.gated`),
    warnings: c.array(o.warnings, `${path}.warnings`, 1000).map((w, i) => warning(c, w, `${path}.warnings[${i}]`, version)),
  };
  if (row.test === 'paired' && row.paired === null) c.fail(`${path}.paired`, 'the paired test decided this row but it has no paired result');
  const group = c.optional(o.group, (x) => c.string(x, `${path}.group`, MAX_BENCHMARK_NAME_CHARS));
  if (group !== undefined) row.group = group;
  const neededKey = v2 ? 'roundsNeeded' : 'samplesNeeded';
  const needed = c.optional(o[neededKey], (x) => c.integer(x, `${path}.${neededKey}`, 0, 1e6));
  if (needed !== undefined) row.roundsNeeded = needed;
  if (v2) {
    // Written since the decision level was reported: an older release's rows have none.
    const decided = c.optional(o.decision, (x) => decision(c, x, `${path}.decision`));
    if (decided !== undefined) row.decision = decided;
    const threshold = c.optional(o.threshold, (x) => c.number(x, `${path}.threshold`, 0, 10));
    if (threshold !== undefined) row.threshold = threshold;
    const minChange = c.optional(o.minChange, (x) => c.number(x, `${path}.minChange`, 0));
    if (minChange !== undefined) row.minChange = minChange;
    const rules = c.optional(o.rules, (x) => c.array(x, `${path}.rules`, 1000).map((n, i) => c.integer(n, `${path}.rules[${i}]`, 1, 1e6)));
    if (rules !== undefined) row.rules = rules;
    const derived = c.optional(o.derived, (x) => c.array(x, `${path}.derived`, 100).map((d, i) => derivedValue(c, d, `${path}.derived[${i}]`)));
    if (derived !== undefined) row.derived = derived;
  }
  return row;
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

function isolation(c: Checker, v: Json, path: string): IsolationInfo {
  const o = c.object(v, path);
  const info: IsolationInfo = { mode: c.oneOf<IsolationInfo['mode']>(o.mode, `${path}.mode`, ['sandbox', 'none']) };
  const mechanism = c.optional(o.mechanism, (x) => c.string(x, `${path}.mechanism`, MAX_SHORT_CHARS));
  if (mechanism !== undefined) info.mechanism = mechanism;
  const reason = c.optional(o.reason, (x) => c.string(x, `${path}.reason`, MAX_TEXT_CHARS));
  if (reason !== undefined) info.reason = reason;
  return info;
}

/** Checks a parsed report JSON; `source` (a file name) prefixes every error. */
export function validateReport(data: Json, source = '<report>'): Report {
  const c = new Checker(source);
  const o = c.object(data, '$');
  if (o.version !== 1 && o.version !== 2) {
    c.fail(
      '$.version',
      `unknown report version ${kind(o.version)}: this benchgate reads versions 1 and 2 — produce the report and read it with the same benchgate release`,
    );
  }
  const version = o.version as Version;
  const machineObj = c.object(o.machine, '$.machine');
  const comparisons = c.array(o.comparisons, '$.comparisons', MAX_ROWS).map((row, i) => comparison(c, row, `$.comparisons[${i}]`, version));
  c.object(o.summary, '$.summary');
  c.oneOf(o.verdict, '$.verdict', ['pass', 'fail']);
  const stats = settings(c, o.settings, '$.settings', version);
  // Summary and overall verdict recomputed from the rows: a report cannot claim `pass` over a regression.
  const report: Report = {
    version: 2,
    settings: stats,
    machine: { base: machine(c, machineObj.base, '$.machine.base'), head: machine(c, machineObj.head, '$.machine.head') },
    comparisons,
    ...summarize(comparisons, stats),
    warnings: c.array(o.warnings, '$.warnings', MAX_LIST).map((w, i) => warning(c, w, `$.warnings[${i}]`, version)),
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
  const isolated = c.optional(o.isolation, (x) => isolation(c, x, '$.isolation'));
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
