// Where the instructions went (docs/instructions-attribution.md): for each instructions row that regressed or
// improved beyond the threshold, the functions whose instructions per operation changed most, head
// minus base, from the same cachegrind files the counts came from. Per side, each function's
// per-op count is its median over the side's rounds (a function absent from a round counted 0
// there); the list is sorted by |head − base|.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Attribution, FunctionChange, Report } from '../../model.js';
import { wantsAttribution } from './verdicts.js';
import { NO_SYMBOL } from './cachegrind-file.js';
import { keyOf, roundProfiles, type BenchmarkKey, type RoundProfile } from './round-profile.js';

/** The functions a row's attribution keeps (the JSON and the job summary); the comment shows fewer. */
export const MAX_ATTRIBUTED_FUNCTIONS = 50;
/** A change smaller than this many instructions per operation is not listed (rounding, not code). */
export const MIN_FUNCTION_DELTA = 0.5;
/** Nor one smaller than this share of the benchmark's own count per op (base): the runtime's jitter, well below any change a row is decided on. */
export const MIN_FUNCTION_SHARE = 0.001;

function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Per function, its median per-op count over the rounds and the range between them (0 in a round it did not run in). */
export function medianProfile(rounds: readonly RoundProfile[]): Map<string, { median: number; range: number }> {
  const names = new Set<string>();
  for (const r of rounds) for (const k of r.perOp.keys()) names.add(k);
  const out = new Map<string, { median: number; range: number }>();
  for (const name of names) {
    const values = rounds.map((r) => r.perOp.get(name) ?? 0);
    out.set(name, { median: median(values), range: Math.max(...values) - Math.min(...values) });
  }
  return out;
}

/** Share of a profile's instructions per op that have no symbol (0 … 1). */
function noSymbolShare(profile: ReadonlyMap<string, { median: number }>): number {
  let total = 0;
  for (const v of profile.values()) total += v.median;
  const unnamed = profile.get(NO_SYMBOL)?.median ?? 0;
  return total > 0 ? Math.min(1, Math.max(0, unnamed / total)) : 0;
}

/**
 * head − base per function, largest |change| first. A function's change is listed when it is at
 * least MIN_FUNCTION_DELTA and MIN_FUNCTION_SHARE of the benchmark's count, and larger than what
 * its count moved between identical runs (the wider side's range over its rounds): the runtime's
 * own threads (sysmon, the scavenger, the GC the testing package starts) move a few functions'
 * per-op counts from round to round.
 */
export function attributionOf(base: readonly RoundProfile[], head: readonly RoundProfile[]): Attribution {
  const b = medianProfile(base);
  const h = medianProfile(head);
  let total = 0;
  for (const v of b.values()) total += v.median;
  const floor = Math.max(MIN_FUNCTION_DELTA, MIN_FUNCTION_SHARE * total);
  const changes: FunctionChange[] = [];
  for (const name of new Set([...b.keys(), ...h.keys()])) {
    const bv = b.get(name) ?? { median: 0, range: 0 };
    const hv = h.get(name) ?? { median: 0, range: 0 };
    const delta = hv.median - bv.median;
    if (Math.abs(delta) < floor || Math.abs(delta) <= Math.max(bv.range, hv.range)) continue;
    // A percentage of a count below one instruction per op (or of a negative one: noise) says nothing.
    const deltaPct = bv.median >= 1 && hv.median >= 0 ? (delta / bv.median) * 100 : null;
    changes.push({ function: name, base: bv.median, head: hv.median, delta, deltaPct });
  }
  // Ties by name: the same counts give the same list.
  changes.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta) || (x.function < y.function ? -1 : x.function > y.function ? 1 : 0));
  return {
    rounds: { base: base.length, head: head.length },
    functions: changes.slice(0, MAX_ATTRIBUTED_FUNCTIONS),
    more: Math.max(0, changes.length - MAX_ATTRIBUTED_FUNCTIONS),
    noSymbol: { base: noSymbolShare(b), head: noSymbolShare(h) },
  };
}

/** The measured rounds' folders of a side in a kept-runs folder (D/<side>/round-NN), in order. */
function roundDirs(runsDir: string, side: 'base' | 'head'): string[] {
  const dir = path.join(runsDir, side);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /^round-\d+$/.test(f))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .map((f) => path.join(dir, f));
}

/**
 * Sets `attribution` on each changed instructions row of the report, from the kept runs folder
 * the rows were measured into. A side without files for a row leaves that row without one; a file
 * that cannot be read is a warning through `warn`, never a failed report.
 */
export function attachAttribution(report: Report, runsDir: string, warn: (message: string) => void): void {
  const rows = report.comparisons.filter(wantsAttribution);
  if (rows.length === 0) return;
  const wanted: BenchmarkKey[] = rows.map((r) => ({ group: r.group, benchmark: r.benchmark }));
  const sides = { base: new Map<string, RoundProfile[]>(), head: new Map<string, RoundProfile[]>() };
  for (const side of ['base', 'head'] as const) {
    for (const round of roundDirs(runsDir, side)) {
      let profiles: Map<string, RoundProfile>;
      try {
        profiles = roundProfiles(round, wanted);
      } catch (e) {
        warn(`where the instructions went: ${path.relative(runsDir, round)} skipped: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      for (const [key, profile] of profiles) {
        const list = sides[side].get(key) ?? [];
        list.push(profile);
        sides[side].set(key, list);
      }
    }
  }
  for (const row of rows) {
    const key = keyOf(row);
    const base = sides.base.get(key);
    const head = sides.head.get(key);
    if (base && head) row.attribution = attributionOf(base, head);
  }
}
