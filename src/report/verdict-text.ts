// Words for the v2 verdicts, shared by the markdown and terminal renderers: what `inconclusive`
// could still be, what `unchanged` is proven to be, the rounds a row needs, "worse in r/R rounds",
// the other test's p when the two tests disagree, what a rule decided, and who accepted a regression.
import { minorReason, rowThreshold, type Acceptance, type Comparison, type Report, type UnitOfAnalysis } from '../model.js';
import { beyondRounds, SPREAD_MULTIPLE } from '../stats/instructions.js';
import { shownInterval } from './decision-text.js';
import { formatDelta, formatP, formatSignificant, formatValue } from './format-units.js';

/** The threshold as text: `5%`; a row's own when a rule set one. */
export function thresholdPct(report: Pick<Report, 'settings'>, c: Pick<Comparison, 'threshold'> = {}): string {
  return `${formatSignificant(rowThreshold(c, report.settings) * 100)}%`;
}

/** `minor (< 5%)`, or `minor (< 50 ns)` when the change passed the threshold but not the rule's absolute floor. */
export function minorText(c: Comparison, report: Pick<Report, 'settings'>): string {
  return minorReason(c, report.settings) === 'min-change' ? `minor (< ${formatValue(c.minChange!, c.unit)})` : `minor (< ${thresholdPct(report, c)})`;
}

/** `ignored (rule 2)`: a rule of the rules file keeps the row out of the gate and the family. */
export function ignoredText(c: Comparison): string {
  const rules = c.rules ?? [];
  return rules.length ? `ignored (rule ${rules.join(', ')})` : 'ignored';
}

/** Where a report's units came from: rounds (`run`, `compare --runs`) and how many were planned. */
type UnitsSource = Pick<Report, 'run' | 'rounds'>;

/**
 * `needs ~34 rounds`; with adaptive rounds, beyond max-rounds: `needs more than max-rounds 20: ~34`;
 * from result files (no rounds): `needs ≥ 5 forks or worker processes a side, or benchgate run`.
 * `approx` is `~` for an estimate, `≥ ` for a floor.
 */
function neededText(needed: number, approx: string, unit: UnitOfAnalysis, report: UnitsSource): string {
  if (!report.run && !report.rounds) return `needs ${approx}${unitsNeededText(needed, unit, report)}`;
  const rounds = report.rounds;
  if (rounds && rounds.stopped !== 'fixed' && needed > rounds.planned) return `needs more than max-rounds ${rounds.planned}: ${approx}${needed}`;
  return `needs ${approx}${needed} rounds`;
}

/**
 * `inconclusive: up to +15%` — the far end of the interval the row shows (at its decision level)
 * on the worse side; `needs ~N rounds` when estimable (see neededText).
 */
export function inconclusiveText(c: Comparison, report: UnitsSource): string {
  const { ci } = shownInterval(c);
  const worst = ci ? (c.better === 'lower' ? ci[1] : ci[0]) : null;
  const upTo = worst === null ? '' : `: up to ${formatDelta(100 * (worst - 1))}`;
  // An estimate from this row's units: never fewer rounds than were already run (some may have failed).
  const ran = report.rounds?.run ?? report.run?.rounds;
  const needed = c.roundsNeeded === undefined ? undefined : Math.max(c.roundsNeeded, ran !== undefined ? ran + 1 : 0);
  const needs = needed !== undefined ? `; ${neededText(needed, '~', c.unitOfAnalysis, report)}` : '';
  // An instructions row no larger than the floor: more rounds never decide it (a spread does not shrink).
  if (beyondRounds(c) && c.instructions) {
    const floor = formatSignificant(100 * (Math.exp(c.instructions.floor) - 1));
    return `inconclusive${upTo}; within ${SPREAD_MULTIPLE}× the spread between identical runs (±${floor}%): more rounds cannot decide it`;
  }
  return `inconclusive${upTo}${needs}`;
}

/** `within ±5%`: the 95% CI lies within the row's threshold; `within ±500 ps` when only a rule's floor bounds it. */
export function withinText(c: Comparison, report: Pick<Report, 'settings'>): string {
  if (c.minChange !== undefined && c.ratioCI) {
    const t = rowThreshold(c, report.settings);
    if (!(c.ratioCI[0] > 1 / (1 + t) && c.ratioCI[1] < 1 + t)) return `within ±${formatValue(c.minChange, c.unit)}`;
  }
  return `within ±${thresholdPct(report, c)}`;
}

/** `unchanged (within ±5%)`: see withinText. */
export function unchangedText(c: Comparison, report: Pick<Report, 'settings'>): string {
  return `unchanged (${withinText(c, report)})`;
}

/** What the units of each kind are, where they come from when they are not rounds (`compare` of result files). */
const FILE_UNITS: Record<UnitOfAnalysis, string> = {
  run: 'runs (result files)',
  process: 'forks or worker processes',
  sample: 'samples',
};

/**
 * `7 rounds` when the report came from rounds (`run`, `compare --runs`, a merge of runs); from
 * `compare` of result files, which has no rounds: `5 forks or worker processes a side, or benchgate run`.
 */
export function unitsNeededText(n: number, unit: UnitOfAnalysis, report: Pick<Report, 'run' | 'rounds'>): string {
  return report.run || report.rounds ? `${n} rounds` : `${n} ${FILE_UNITS[unit]} a side, or benchgate run`;
}

/** `insufficient: needs ≥ N rounds` (N units per side, in the words of neededText). */
export function insufficientText(c: Comparison, report: UnitsSource): string {
  return c.roundsNeeded !== undefined ? `insufficient: ${neededText(c.roundsNeeded, '≥ ', c.unitOfAnalysis, report)}` : 'insufficient runs';
}

/** `worse in 9/10 rounds`, when the rounds were paired; empty otherwise. */
export function worseRoundsText(c: Comparison): string {
  return c.paired && c.paired.pairs > 0 ? `worse in ${c.paired.worseRounds}/${c.paired.pairs} rounds` : '';
}

/** `paired p = 0.002` when the test that did not decide disagrees about significance at α; empty otherwise. */
export function otherTestText(c: Comparison, alpha: number): string {
  // An instructions row: the rank tests cannot reach α in a few rounds, so their disagreement says nothing.
  if (c.p === null || c.paired === null || c.mannWhitney.p === null || c.test === 'instructions') return '';
  const other = c.test === 'paired' ? { name: 'Mann-Whitney', p: c.mannWhitney.p } : { name: 'paired', p: c.paired.p };
  return c.p < alpha === other.p < alpha ? '' : `${other.name} p = ${formatP(other.p)}`;
}

const UTC_TIME = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/;

/**
 * `added by @carol on 2026-11-23 10:15 UTC` (a time not in UTC as written; `an unknown user`
 * when the token could not tell). Plain text: each renderer escapes it for its medium.
 */
export function acceptedByText(acceptance: Acceptance): string {
  const by = acceptance.by !== null ? `@${acceptance.by}` : 'an unknown user';
  if (acceptance.at === null) return `added by ${by}`;
  const m = UTC_TIME.exec(acceptance.at);
  return `added by ${by} on ${m ? `${m[1]} ${m[2]} UTC` : acceptance.at}`;
}

/** The notes after a row's verdict: worse in r/R rounds, the other test's p; joined with ` · `. */
export function verdictNotes(c: Comparison, alpha: number): string {
  if (c.verdict === 'added' || c.verdict === 'removed' || c.verdict === 'ignored') return '';
  const rounds = worseRoundsText(c);
  const other = otherTestText(c, alpha);
  return rounds && other ? `${rounds} · ${other}` : rounds || other;
}
