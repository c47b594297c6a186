// How many rounds `run` measures (DESIGN "Statistics (v2)" step 10), shared by the CLI and the
// action: a fixed number, or `auto` — look at the data after min-rounds and then every look-every
// rounds up to max-rounds, and stop at the first look where every gated row is decided. The looks
// are planned before any measured value is seen (from the schedule, the test and the number of
// rows the first run printed), and every look tests at α/J over the J planned looks, so stopping
// early cannot inflate the false-alarm rate. The final report is computed at that same α/J.
import type { Report, RoundsInfo, StatsSettings } from '../model.js';
import type { LookDecision, RoundsResult, StopReason } from '../runner/index.js';
import { plannedLooks, stopReason, undecidedRows, type LookPlan } from '../stats/looks.js';
import { buildReport } from './compare.js';
import { parseRunOutputs } from './run.js';
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
}

/** What the runner needs, and what the report says afterwards. */
export interface RoundsPlan {
  /** runBenchmark's round options. */
  runner: { rounds: number; maxRounds?: number; onLook?: (roundsDone: number, soFar: RoundsResult) => Promise<LookDecision> };
  /** The level of the final analysis: α/J (α with fixed rounds). */
  alpha(): number;
  /** The JSON `rounds` block, once the runner has stopped. */
  info(roundsRun: number, stopped: StopReason): RoundsInfo;
}

/** The most names a progress line lists before "and N more". */
const NAMES_SHOWN = 5;

export function planRounds(opts: RoundsPlanOptions): RoundsPlan {
  const alpha = opts.settings.alpha;
  if (opts.rounds !== 'auto') {
    const fixed = opts.rounds;
    return {
      runner: { rounds: fixed },
      alpha: () => alpha,
      info: (run, stopped) => ({ planned: fixed, run, looks: [], stopped, lookAlpha: alpha }),
    };
  }

  const schedule = { minRounds: opts.minRounds, maxRounds: Math.max(opts.maxRounds, opts.minRounds), lookEvery: opts.lookEvery };
  // Planned once the first round's outputs are read: the family size is the number of rows the
  // benchmark prints (known before any comparison), not anything measured.
  let plan: LookPlan | undefined;
  const looks: RoundsInfo['looks'] = [];

  const onLook = (roundsDone: number, soFar: RoundsResult): Promise<LookDecision> => {
    let parsed;
    try {
      parsed = parseRunOutputs(soFar, opts.format);
    } catch {
      return Promise.resolve('continue'); // a side has nothing readable yet: more rounds may bring it
    }
    if (!plan) {
      // Rows a rule ignores are outside the family, and a derived metric is no row (its parent's): they do not count.
      const matcher = opts.rules ? new RuleMatcher(opts.rules.rules) : undefined;
      const rows = new Set(
        parsed.base.flatMap((r) =>
          r.series
            .filter((s) => s.derivedFrom === undefined && (!opts.metrics || opts.metrics.includes(s.metric)) && !matcher?.for(s).ignore)
            .map((s) => `${s.group ?? ''}\u0000${s.benchmark}\u0000${s.metric}`),
        ),
      );
      plan = plannedLooks(schedule, { alpha, correction: opts.settings.correction, test: opts.settings.test, familySize: rows.size });
      opts.log?.(`rounds: auto — looks after ${plan.looks.join(', ')} rounds, each at α = ${+plan.lookAlpha.toPrecision(3)} (${rows.size} rows)`);
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
    const undecided = undecidedRows(report.comparisons);
    looks.push({ rounds: roundsDone, undecided: undecided.length });
    const stop = stopReason(plan, roundsDone, report.comparisons);
    opts.log?.(lookLine(roundsDone, undecided, stop));
    return Promise.resolve(stop === 'decided' ? 'stop' : 'continue');
  };

  return {
    runner: { rounds: schedule.maxRounds, maxRounds: schedule.maxRounds, onLook },
    alpha: () => plan?.lookAlpha ?? alpha,
    info: (run, stopped) => ({ planned: schedule.maxRounds, run, looks: [...looks], stopped, lookAlpha: plan?.lookAlpha ?? alpha }),
  };
}

function lookLine(rounds: number, undecided: Report['comparisons'], stop: StopReason | null): string {
  if (undecided.length === 0) return `look after ${rounds} rounds: every gated row decided — stopping`;
  const names = undecided.slice(0, NAMES_SHOWN).map((c) => `${c.benchmark} ${c.metric} (${c.verdict})`);
  const more = undecided.length > NAMES_SHOWN ? ` and ${undecided.length - NAMES_SHOWN} more` : '';
  return `look after ${rounds} rounds: ${undecided.length} undecided: ${names.join(', ')}${more}${stop === 'max-rounds' ? ' — max-rounds reached' : ' — running more rounds'}`;
}
