// Shard reports of a matrix (each shard ran part of the suite, base and head on its own runner)
// → one Report: rows unioned, the multiple-comparison family and every verdict recomputed over
// the whole set, each shard's machine kept. Pure: the caller reads and validates the files.
import path from 'node:path';
import { uniqueWarnings } from './compare.js';
import {
  rowLabel,
  seriesKey,
  UserError,
  type Comparison,
  type FailedRun,
  type IsolationInfo,
  type MachineInfo,
  type Report,
  type RulesInfo,
  type RunInfo,
  type ShardInfo,
  type StatsSettings,
  type Warning,
} from '../model.js';
import { statsSettingsDifference, statsSettingsOf } from '../settings.js';
import { decideFamily, FLOOR_WARNING_CODE, withDecidingTest } from '../stats/family.js';
import { summarize } from '../stats/summary.js';

export interface Shard {
  /** Shown in the machine table and in every error about this shard. */
  name: string;
  report: Report;
}

/** Shards that cannot be merged (duplicate rows, different settings or commits); names both shards. */
export class MergeError extends UserError {
  override name = 'MergeError';
}

/**
 * Statistical settings the merge sets for the merged family (`benchgate merge --test …`): they
 * replace every shard's, so the shards may differ in them.
 */
export type MergeOverrides = Partial<StatsSettings>;

/**
 * A shard's name from its report path: the artifact folder for `…/<artifact>/report.json`
 * (what actions/download-artifact lays out), else the file name without `.json`. Paths whose
 * names collide keep their whole path.
 */
export function shardNames(files: readonly string[]): string[] {
  const short = files.map((f) => {
    const base = path.basename(f).replace(/\.json$/i, '');
    const dir = path.basename(path.dirname(path.resolve(f)));
    return base === 'report' && dir ? dir : base;
  });
  return short.map((name, i) => (short.indexOf(name) === short.lastIndexOf(name) ? name : files[i]));
}

/** One value all shards agree on, or an error naming the first two that disagree. */
function agreed<T>(shards: readonly Shard[], what: string, get: (r: Report) => T | undefined): T | undefined {
  let first: { shard: Shard; value: T } | undefined;
  for (const shard of shards) {
    const value = get(shard.report);
    if (value === undefined) continue;
    if (!first) first = { shard, value };
    else if (first.value !== value) {
      throw new MergeError(
        `shards ${first.shard.name} and ${shard.name} measured different ${what} (${String(first.value)} vs ${String(value)}): ` +
          'merge only the shards of one workflow run',
      );
    }
  }
  return first?.value;
}

/** The fields every shard's side has in common: what the top-level machine table can state for all. */
function commonMachine(list: readonly MachineInfo[]): MachineInfo {
  const out: MachineInfo = {};
  const [first, ...rest] = list;
  if (!first) return out;
  for (const key of ['cpuModel', 'cores', 'memoryBytes', 'os', 'kernel', 'governor'] as const) {
    const v = first[key];
    if (v !== undefined && rest.every((m) => m[key] === v)) (out as Record<string, unknown>)[key] = v;
  }
  const tool: Record<string, string> = {};
  for (const [k, v] of Object.entries(first.tool ?? {})) if (rest.every((m) => m.tool?.[k] === v)) tool[k] = v;
  if (Object.keys(tool).length) out.tool = tool;
  return out;
}

function mergedRun(shards: readonly Shard[]): RunInfo | undefined {
  const runs = shards.flatMap((s) => (s.report.run ? [{ name: s.name, run: s.report.run }] : []));
  if (runs.length === 0) return undefined;
  const baseSha = agreed(shards, 'base commits', (r) => r.run?.base.sha);
  const headSha = agreed(shards, 'head commits', (r) => r.run?.head.sha);
  const pullRequest = agreed(shards, 'pull requests', (r) => r.run?.pullRequest);
  const repository = agreed(shards, 'repositories', (r) => r.run?.repository);
  const first = runs[0].run;
  const failedRuns: FailedRun[] = runs.flatMap(({ name, run }) => run.failedRuns.map((f) => ({ ...f, reason: `shard ${name}: ${f.reason}` })));
  return {
    base: { ...first.base, ...(baseSha ? { sha: baseSha } : {}) },
    head: { ...first.head, ...(headSha ? { sha: headSha } : {}) },
    ...(pullRequest !== undefined ? { pullRequest } : {}),
    ...(repository !== undefined ? { repository } : {}),
    // The settings line shows one figure: the fewest rounds any shard ran (a warning lists the others).
    rounds: Math.min(...runs.map((r) => r.run.rounds)),
    warmup: Math.min(...runs.map((r) => r.run.warmup)),
    format: [...new Set(runs.map((r) => r.run.format))].join(', '),
    failedRuns,
  };
}

/**
 * The rules every shard applied (one file, one commit), with the rows each rule touched summed
 * over the shards. Shards with different rules were not one run: an error.
 */
function mergedRules(shards: readonly Shard[]): RulesInfo | undefined {
  const withoutCounts = (r: RulesInfo | undefined) => (r ? JSON.stringify({ ...r, rules: r.rules.map((x) => ({ ...x, rows: 0 })) }) : 'none');
  const first = shards[0].report.rules;
  for (const shard of shards.slice(1)) {
    if (withoutCounts(shard.report.rules) !== withoutCounts(first)) {
      throw new MergeError(
        `shards ${shards[0].name} and ${shard.name} applied different rules files (${first ? `${first.file} at ${first.source}` : 'none'} vs ${shard.report.rules ? `${shard.report.rules.file} at ${shard.report.rules.source}` : 'none'}): merge only the shards of one workflow run`,
      );
    }
  }
  if (!first) return undefined;
  return { ...first, rules: first.rules.map((r, i) => ({ ...r, rows: shards.reduce((sum, s) => sum + (s.report.rules?.rules[i]?.rows ?? 0), 0) })) };
}

/** Merges shard reports; throws MergeError on duplicate rows or shards of different runs/settings. */
export function mergeReports(shards: readonly Shard[], overrides: MergeOverrides = {}): Report {
  if (shards.length === 0) throw new MergeError('no shard reports to merge');
  for (const shard of shards.slice(1)) {
    const diff = statsSettingsDifference(shards[0].report.settings, shard.report.settings, overrides);
    if (diff) throw new MergeError(`shards ${shards[0].name} and ${shard.name} used different settings (${diff}): one family needs one set of settings`);
  }
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  const settings = statsSettingsOf({ ...shards[0].report.settings, ...given });

  const owner = new Map<string, string>();
  const rows: Comparison[] = [];
  for (const shard of shards) {
    for (const row of shard.report.comparisons) {
      const key = seriesKey(row);
      const other = owner.get(key);
      if (other !== undefined) {
        throw new MergeError(
          `${rowLabel(row)} is in shard ${other} and in shard ${shard.name}: each shard must run a different part of the suite ` +
            '(split it with the harness filter, e.g. go test -bench, pytest -k, --filter)',
        );
      }
      owner.set(key, shard.name);
      // A shard's accepted row is a measured regression: the merged family decides it again, and
      // the merge job's own label check accepts it again or not.
      rows.push(withDecidingTest(row.verdict === 'accepted' ? { ...row, verdict: 'regression' } : row, settings.test));
    }
  }

  const family = decideFamily(rows, settings);
  const warnings: Warning[] = [];
  const roundsSeen = [...new Set(shards.flatMap((s) => (s.report.run ? [s.report.run.rounds] : [])))];
  if (roundsSeen.length > 1)
    warnings.push({
      code: 'shard-rounds',
      message: `the shards ran different numbers of rounds (${roundsSeen.join(', ')}); the settings line shows the fewest`,
    });
  for (const shard of shards) {
    // A shard's own floor warning is stale: the merged family's replaces it.
    for (const w of shard.report.warnings) if (w.code !== FLOOR_WARNING_CODE) warnings.push({ ...w, message: `shard ${shard.name}: ${w.message}` });
  }
  for (const w of family.warnings) warnings.push(w); // not push(...): one warning per row can overflow the stack

  const shardInfo: ShardInfo[] = shards.flatMap((s) =>
    s.report.shards?.length
      ? s.report.shards.map((inner) => ({ ...inner, name: `${s.name}/${inner.name}` }))
      : [{ name: s.name, base: s.report.machine.base, head: s.report.machine.head }],
  );
  const run = mergedRun(shards);
  const rules = mergedRules(shards);
  const isolation = mergedIsolation(shards);
  return {
    version: 2,
    settings,
    machine: { base: commonMachine(shardInfo.map((s) => s.base)), head: commonMachine(shardInfo.map((s) => s.head)) },
    comparisons: family.comparisons,
    ...summarize(family.comparisons, settings),
    ...(run ? { run } : {}),
    warnings: uniqueWarnings(warnings),
    shards: shardInfo,
    ...(rules ? { rules } : {}),
    ...(isolation ? { isolation } : {}),
  };
}

/** The weakest isolation of the shards: none (naming the shard) when any ran without a sandbox; unknown when any did not say. */
function mergedIsolation(shards: readonly { name: string; report: Report }[]): IsolationInfo | undefined {
  if (shards.some((s) => !s.report.isolation)) return undefined;
  const without = shards.find((s) => s.report.isolation!.mode === 'none');
  if (without) return { mode: 'none', reason: `shard ${without.name}: ${without.report.isolation!.reason ?? 'not isolated'}` };
  // The network: isolated only when every shard's was (shared when any shard's was or did not say);
  // the other side paused only when every shard paused it.
  const networks = shards.map((s) => s.report.isolation!.network);
  const { network: _first, otherSide: _paused, ...first } = shards[0].report.isolation!;
  const paused = shards.every((s) => s.report.isolation!.otherSide === 'paused') ? { otherSide: 'paused' as const } : {};
  if (networks.every((n) => n === 'isolated')) return { ...first, ...paused, network: 'isolated' };
  return networks.every((n) => n !== undefined) ? { ...first, ...paused, network: 'shared' } : { ...first, ...paused };
}
