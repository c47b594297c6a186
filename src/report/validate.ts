// A report JSON read back from a file (mode: comment / merge, `benchgate merge`) is untrusted: it
// may come from a pull request's own job. This checks it field by field against the JSON contract
// and builds a fresh Report from the checked values only (unknown fields are dropped), so nothing
// the renderer or the API calls see was taken on faith. Every error names the JSON path.
import { readFileSync, statSync } from 'node:fs';
import {
  VERDICTS,
  type Better,
  type Comparison,
  type Correction,
  type FailedRun,
  type MachineInfo,
  type OutlierMode,
  type Report,
  type Revision,
  type RunInfo,
  type ShardInfo,
  type SideSummary,
  type StatsSettings,
  type Summary,
  type Verdict,
} from '../model.js';
import { geomean } from '../stats/geomean.js';

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
export class ReportValidationError extends Error {
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

function settings(c: Checker, v: Json, path: string): StatsSettings {
  const o = c.object(v, path);
  return {
    alpha: c.number(o.alpha, `${path}.alpha`, Number.MIN_VALUE, 1 - Number.EPSILON),
    threshold: c.number(o.threshold, `${path}.threshold`, 0, 1e6),
    correction: c.oneOf<Correction>(o.correction, `${path}.correction`, ['holm', 'bh', 'none']),
    outliers: c.oneOf<OutlierMode>(o.outliers, `${path}.outliers`, ['iqr', 'upper', 'none']),
    gate: c.array(o.gate, `${path}.gate`, 100).map((g, i) => c.string(g, `${path}.gate[${i}]`, MAX_SHORT_CHARS)),
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

function side(c: Checker, v: Json, path: string): SideSummary {
  const o = c.object(v, path);
  const n = c.integer(o.n, `${path}.n`);
  const kept = c.integer(o.kept, `${path}.kept`, 0, n);
  return { n, kept, median: c.nullableNumber(o.median, `${path}.median`), ci: c.pair(o.ci, `${path}.ci`) };
}

function comparison(c: Checker, v: Json, path: string): Comparison {
  const o = c.object(v, path);
  const row: Comparison = {
    benchmark: c.string(o.benchmark, `${path}.benchmark`, MAX_BENCHMARK_NAME_CHARS),
    metric: c.string(o.metric, `${path}.metric`, MAX_SHORT_CHARS),
    unit: c.string(o.unit, `${path}.unit`, MAX_SHORT_CHARS),
    better: c.oneOf<Better>(o.better, `${path}.better`, ['lower', 'higher']),
    base: side(c, o.base, `${path}.base`),
    head: side(c, o.head, `${path}.head`),
    ratio: c.nullableNumber(o.ratio, `${path}.ratio`),
    ratioCI: c.pair(o.ratioCI, `${path}.ratioCI`),
    deltaPct: c.nullableNumber(o.deltaPct, `${path}.deltaPct`),
    p: c.nullableNumber(o.p, `${path}.p`, 0, 1),
    pAdjusted: c.nullableNumber(o.pAdjusted, `${path}.pAdjusted`, 0, 1),
    verdict: c.oneOf<Verdict>(o.verdict, `${path}.verdict`, VERDICTS),
    gated: c.boolean(o.gated, `${path}.gated`),
    warnings: c.array(o.warnings, `${path}.warnings`, 1000).map((w, i) => c.string(w, `${path}.warnings[${i}]`, MAX_TEXT_CHARS)),
  };
  const group = c.optional(o.group, (x) => c.string(x, `${path}.group`, MAX_BENCHMARK_NAME_CHARS));
  if (group !== undefined) row.group = group;
  const needed = c.optional(o.samplesNeeded, (x) => c.integer(x, `${path}.samplesNeeded`, 0, 1e6));
  if (needed !== undefined) row.samplesNeeded = needed;
  return row;
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

function shard(c: Checker, v: Json, path: string): ShardInfo {
  const o = c.object(v, path);
  return { name: c.string(o.name, `${path}.name`, MAX_SHORT_CHARS), base: machine(c, o.base, `${path}.base`), head: machine(c, o.head, `${path}.head`) };
}

/** Summary and overall verdict recomputed from the rows: a report cannot claim `pass` over a regression. */
export function summarize(comparisons: readonly Comparison[]): { summary: Summary; verdict: 'pass' | 'fail' } {
  const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Summary;
  for (const row of comparisons) summary[row.verdict]++;
  summary.geomean = geomean(comparisons.flatMap((r) => (r.ratio === null ? [] : [r.ratio])));
  const fail = comparisons.some((r) => r.gated && r.verdict === 'regression');
  return { summary, verdict: fail ? 'fail' : 'pass' };
}

/** Checks a parsed report JSON; `source` (a file name) prefixes every error. */
export function validateReport(data: Json, source = '<report>'): Report {
  const c = new Checker(source);
  const o = c.object(data, '$');
  if (o.version !== 1) {
    c.fail('$.version', `unknown report version ${kind(o.version)}: this benchgate reads version 1 — produce the report and read it with the same benchgate release`);
  }
  const machineObj = c.object(o.machine, '$.machine');
  const comparisons = c.array(o.comparisons, '$.comparisons', MAX_ROWS).map((row, i) => comparison(c, row, `$.comparisons[${i}]`));
  c.object(o.summary, '$.summary');
  c.oneOf(o.verdict, '$.verdict', ['pass', 'fail']);
  const report: Report = {
    version: 1,
    settings: settings(c, o.settings, '$.settings'),
    machine: { base: machine(c, machineObj.base, '$.machine.base'), head: machine(c, machineObj.head, '$.machine.head') },
    comparisons,
    ...summarize(comparisons),
    warnings: c.array(o.warnings, '$.warnings', MAX_LIST).map((w, i) => c.string(w, `$.warnings[${i}]`, MAX_TEXT_CHARS)),
  };
  const runInfo = c.optional(o.run, (x) => run(c, x, '$.run'));
  if (runInfo) report.run = runInfo;
  const shards = c.optional(o.shards, (x) => c.array(x, '$.shards', 1000).map((s, i) => shard(c, s, `$.shards[${i}]`)));
  if (shards) report.shards = shards;
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
    throw new ReportValidationError(`${file}: not JSON (${err instanceof Error ? err.message : String(err)}); expected a benchgate report (--json / output report-json)`);
  }
  return validateReport(data, file);
}
