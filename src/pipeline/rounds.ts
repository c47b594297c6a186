// How many rounds `run` measures (docs/statistics.md#step-10-adaptive-rounds), shared by the CLI and the
// action: a fixed number, or `auto` — look at the data after min-rounds and then every look-every
// rounds up to max-rounds, and stop at the first look where no gated row is undecided. The looks
// are planned before any comparison (from the schedule, the test and the rows the first round
// printed, less those that cannot reach significance), and every look tests at α/J over the J
// planned looks, so stopping early cannot inflate the false-alarm rate. The final report is
// computed at that same α/J.
import { seriesKey, type ParseResult, type Report, type RoundsInfo, type StatsSettings } from '../model.js';
import type { LookDecision, RoundsResult, StopReason } from '../runner/index.js';
import type { RunRecord } from '../kept-runs.js';
import { couldBeRegression, plannedLooks, stopReason, undecidedRows, type LookPlan } from '../stats/looks.js';
import { buildReport } from './compare.js';
import { RunAccumulator, type ParsedRuns } from './parse-runs.js';
import type { RuleSet } from '../rules/rule-set.js';
import { RuleMatcher } from '../rules/apply.js';

export interface RoundsSettings {
  rounds: number | 'auto';
  minRounds: number;
  maxRounds: number;
  lookEvery: number;
}

export interface RoundsPlanOptions extends RoundsSettings {
  settings: StatsSettings;
  /** Format id or 'auto' (as the run reads its outputs). */
  format: string;
  metrics?: string[];
  /** The rules file: an ignored row or one a rule does not gate need not be decided to stop. */
  rules?: RuleSet;
  /** Progress: one line per look, naming the undecided rows. */
  log?: (line: string) => void;
  /** Called once the looks are planned (rounds: auto), with the level to record in the kept runs. */
  onPlan?: (record: RunRecord) => void;
  /** The runs parsed as they land (parse-runs.ts); a new one, fed at each look, when absent. */
  runs?: RunAccumulator;
}

/** What the runner needs, and what the report says afterwards. */
export interface RoundsPlan {
  /** runBenchmark's round options. */
  runner: { rounds: number; maxRounds?: number; onLook?: (roundsDone: number, soFar: RoundsResult) => Promise<LookDecision> };
  /** The level of the final analysis: α/J (α with fixed rounds). */
  alpha(): number;
  /** The JSON `rounds` block, once the runner has stopped. */
  info(roundsRun: number, stopped: StopReason): RoundsInfo;
  /** What the kept runs record (runner/layout.ts), once the runner has stopped: the level and the `rounds` block. */
  record(roundsRun: number, stopped: StopReason): RunRecord;
  /** The runs parsed so far, which the looks read and the final report reads in turn: each parsed once. */
  runs: RunAccumulator;
}

/** The most names a progress line lists before "and N more". */
const NAMES_SHOWN = 5;

export function planRounds(opts: RoundsPlanOptions): RoundsPlan {
  const alpha = opts.settings.alpha;
  const runs = opts.runs ?? new RunAccumulator(opts.format);
  const recordOf = (lookAlpha: number, looks: number[], rows?: number): RunRecord => ({
    version: 1,
    alpha,
    lookAlpha,
    looks,
    test: opts.settings.test,
    correction: opts.settings.correction,
    ...(rows === undefined ? {} : { rows }),
    settings: opts.settings,
  });
  if (opts.rounds !== 'auto') {
    const fixed = opts.rounds;
    const info = (run: number, stopped: StopReason): RoundsInfo => ({ planned: fixed, run, looks: [], stopped, lookAlpha: alpha });
    return {
      runner: { rounds: fixed },
      alpha: () => alpha,
      info,
      record: (run, stopped) => ({ ...recordOf(alpha, []), rounds: info(run, stopped) }),
      runs,
    };
  }

  const schedule = { minRounds: opts.minRounds, maxRounds: Math.max(opts.maxRounds, opts.minRounds), lookEvery: opts.lookEvery };
  // Planned once the first round's outputs are read: the family size is the number of rows the
  // benchmark prints that can reach significance (plannedFamily), known before any comparison.
  let plan: LookPlan | undefined;
  let rows = 0;
  const looks: RoundsInfo['looks'] = [];
  const decision = { threshold: opts.settings.threshold, failOnInconclusive: opts.settings.failOnInconclusive };

  const onLook = (roundsDone: number, soFar: RoundsResult): Promise<LookDecision> => {
    // Only the outputs that landed since the last look are parsed (none, when the runner fed them).
    runs.catchUp(soFar);
    let parsed;
    try {
      parsed = runs.results();
    } catch {
      return Promise.resolve('continue'); // a side has nothing readable yet: more rounds may bring it
    }
    if (!plan) {
      const family = plannedFamily(parsed, opts);
      rows = family.rows;
      // An instructions row is decided by its own test (stats/instructions.ts), whose floor is 3 rounds.
      const test = opts.settings.measure === 'instructions' ? 'instructions' : opts.settings.test;
      plan = plannedLooks(schedule, { alpha, correction: opts.settings.correction, test, familySize: rows });
      const constant = family.constant ? `, ${family.constant} constant not counted` : '';
      opts.log?.(`rounds: auto — looks after ${plan.looks.join(', ')} rounds, each at α = ${+plan.lookAlpha.toPrecision(3)} (${rows} rows${constant})`);
      opts.onPlan?.(recordOf(plan.lookAlpha, plan.looks, rows));
    }
    if (!plan.looks.includes(roundsDone)) return Promise.resolve('continue');
    const report = buildReport({
      base: parsed.base,
      head: parsed.head,
      settings: opts.settings,
      metrics: opts.metrics,
      compare: { alpha: plan.lookAlpha },
      ...(opts.rules ? { rules: opts.rules } : {}),
    });
    const undecided = undecidedRows(report.comparisons, decision);
    looks.push({ rounds: roundsDone, undecided: undecided.length });
    const stop = stopReason(plan, roundsDone, report.comparisons, decision);
    // Gated rows left inconclusive whose interval rules out a regression: said, not waited for.
    const settled = opts.settings.failOnInconclusive
      ? []
      : report.comparisons.filter((c) => c.gated && c.verdict === 'inconclusive' && !couldBeRegression(c, opts.settings.threshold));
    opts.log?.(lookLine(roundsDone, undecided, settled, stop));
    return Promise.resolve(stop === 'decided' ? 'stop' : 'continue');
  };

  const info = (run: number, stopped: StopReason): RoundsInfo => ({
    planned: schedule.maxRounds,
    run,
    looks: [...looks],
    stopped,
    lookAlpha: plan?.lookAlpha ?? alpha,
  });
  return {
    runner: { rounds: schedule.maxRounds, maxRounds: schedule.maxRounds, onLook },
    alpha: () => plan?.lookAlpha ?? alpha,
    info,
    record: (run, stopped) => ({ ...recordOf(plan?.lookAlpha ?? alpha, plan?.looks ?? [], plan ? rows : undefined), rounds: info(run, stopped) }),
    runs,
  };
}

/**
 * The rows the plan counts in the family (docs/statistics.md#step-7-the-family-of-tests), from the runs read so
 * far: every (group, benchmark, metric) base printed, of the metrics compared, except those a rule
 * ignores and those whose every value so far is one and the same on both sides (0 B/op before and
 * after: a row whose pooled values are all equal has minimum attainable p 1 and does not enlarge
 * the family). A row that later moves joins the family of the analysis; the looks keep α/J each.
 */
function plannedFamily(parsed: ParsedRuns, opts: Pick<RoundsPlanOptions, 'metrics' | 'rules'>): { rows: number; constant: number } {
  const matcher = opts.rules ? new RuleMatcher(opts.rules.rules) : undefined;
  // key → the one value seen so far, or NaN once two differ (no finite value yet: undefined).
  const seen = new Map<string, number>();
  const inBase = new Set<string>();
  const visit = (results: readonly ParseResult[], base: boolean) => {
    for (const r of results) {
      for (const s of r.series) {
        // A derived metric is no row (its parent's), and a rule may keep a row out of the family.
        if (s.derivedFrom !== undefined || (opts.metrics && !opts.metrics.includes(s.metric)) || matcher?.for(s).ignore) continue;
        const key = seriesKey(s);
        if (base) inBase.add(key);
        for (const run of s.runs) {
          for (const v of run.samples) {
            if (!Number.isFinite(v)) continue;
            const one = seen.get(key);
            if (one === undefined) seen.set(key, v);
            else if (one !== v) seen.set(key, NaN);
          }
        }
      }
    }
  };
  visit(parsed.base, true);
  visit(parsed.head, false);
  let constant = 0;
  for (const key of inBase) {
    const one = seen.get(key);
    if (one !== undefined && !Number.isNaN(one)) constant++;
  }
  return { rows: inBase.size - constant, constant };
}

function nameList(rows: Report['comparisons'], what: (c: Report['comparisons'][number]) => string): string {
  const names = rows.slice(0, NAMES_SHOWN).map((c) => `${c.benchmark} ${c.metric}${what(c)}`);
  const more = rows.length > NAMES_SHOWN ? ` and ${rows.length - NAMES_SHOWN} more` : '';
  return `${names.join(', ')}${more}`;
}

function lookLine(rounds: number, undecided: Report['comparisons'], settled: Report['comparisons'], stop: StopReason | null): string {
  const cannotFail = settled.length ? ` (${settled.length} inconclusive but cannot be a regression beyond the threshold: ${nameList(settled, () => '')})` : '';
  if (undecided.length === 0) return `look after ${rounds} rounds: every gated row decided${cannotFail} — stopping`;
  const names = nameList(undecided, (c) => ` (${c.verdict})`);
  return `look after ${rounds} rounds: ${undecided.length} undecided: ${names}${cannotFail}${stop === 'max-rounds' ? ' — max-rounds reached' : ' — running more rounds'}`;
}
