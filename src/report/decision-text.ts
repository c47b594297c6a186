// What a row's numbers say about its verdict, for the markdown and terminal renderers
// (docs/statistics.md#step-8-the-verdict): which interval a row shows — the one at the level that decided it, or
// the 95% one that decides `unchanged` — and its confidence; the level beside the p-value; why the
// interval and the verdict seem to disagree when they do; and why the medians and Δ differ when
// they differ by more than the interval's half-width. What is shown never contradicts what was decided
// without the reason on the row.
import type { Comparison, Report, Verdict } from '../model.js';
import { formatDelta, formatP } from './format-units.js';

/** The confidence of every interval not at a row's decision level. */
const CONFIDENCE = 0.95;

/** Verdicts that rest on the test at the row's level: they show the interval at that level. `unchanged` rests on the 95% CI. */
const AT_DECISION: ReadonlySet<Verdict> = new Set(['regression', 'accepted', 'improvement', 'minor', 'inconclusive']);
const SIGNIFICANT: ReadonlySet<Verdict> = new Set(['regression', 'accepted', 'improvement', 'minor']);

export interface ShownInterval {
  /** The ratio interval (head/base); null when there is none. */
  ci: [number, number] | null;
  /** Its confidence: 0.95, or 1 − the row's decision level. */
  confidence: number;
  /** Whether it is the interval at the level that decided the row (else the 95% one). */
  atDecision: boolean;
}

/** The interval a row shows: at its decision level for a significant or inconclusive row that has one, else the 95% CI. */
export function shownInterval(c: Comparison): ShownInterval {
  const d = c.decision;
  if (d && d.ratioCI && AT_DECISION.has(c.verdict)) return { ci: d.ratioCI, confidence: 1 - d.level, atDecision: true };
  return { ci: c.ratioCI, confidence: CONFIDENCE, atDecision: false };
}

/** Whether the row's shown interval is at another confidence than 95% (then it carries its confidence). */
export function isMarked(shown: ShownInterval): boolean {
  return shown.ci !== null && Math.abs(shown.confidence - CONFIDENCE) > 1e-9;
}

/** A confidence as a percentage with the miss to 100% to two significant digits: `95%`, `98.3%`, `99.17%`, `99.9975%`. */
export function confidencePct(confidence: number): string {
  const miss = Number((100 * (1 - confidence)).toPrecision(2));
  if (!(miss > 0)) return '100%';
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(miss)));
  const text = (100 - miss).toFixed(decimals);
  return `${text.includes('.') ? text.replace(/\.?0+$/, '') : text}%`;
}

/** `99.17% CI` for a marked interval; empty for a 95% one (the table's header says 95%). */
export function intervalLabel(shown: ShownInterval): string {
  return isMarked(shown) ? `${confidencePct(shown.confidence)} CI` : '';
}

/** Whether any row of these shows an interval at another confidence than 95% (no object per row: tens of thousands of rows). */
export function anyMarked(rows: readonly Comparison[]): boolean {
  for (const c of rows) {
    const d = c.decision;
    if (d && d.ratioCI && AT_DECISION.has(c.verdict) && Math.abs(1 - d.level - CONFIDENCE) > 1e-9) return true;
  }
  return false;
}

/** Whether the family's level is the per-look α of adaptive rounds (α/J with J > 1 looks). */
function perLook(alpha: number, report: Pick<Report, 'rounds' | 'settings'>): boolean {
  const r = report.rounds;
  return r !== undefined && r.lookAlpha < report.settings.alpha && Math.abs(r.lookAlpha - alpha) <= 1e-12 * alpha;
}

/** Two p-values as formatP writes them, with more digits when that would show two different values alike. */
function distinct(a: number, b: number): [string, string] {
  let fa = formatP(a);
  let fb = formatP(b);
  for (let digits = 3; fa === fb && a !== b && digits <= 6; digits++) {
    fa = String(Number(a.toPrecision(digits)));
    fb = String(Number(b.toPrecision(digits)));
  }
  return [fa, fb];
}

/**
 * The adjusted p against the level it was compared with, where the p is: `0.027 > 0.017 per look`,
 * `6.5e-5 < 0.05`. Empty for a row the family did not decide (too few units, all values equal, an
 * older report).
 */
export function adjustedPAgainstLevel(c: Comparison, report: Pick<Report, 'rounds' | 'settings'>): string {
  const d = c.decision;
  if (!d || c.pAdjusted === null) return '';
  const [p, alpha] = distinct(c.pAdjusted, d.alpha);
  const sign = c.pAdjusted < d.alpha ? '<' : c.pAdjusted === d.alpha ? '=' : '>';
  return `${p} ${sign} ${alpha}${perLook(d.alpha, report) ? ' per look' : ''}`;
}

/** Whether an interval of ratios lies wholly on one side of 1 (no change). */
function excludesOne(ci: [number, number]): boolean {
  return ci[0] > 1 || ci[1] < 1;
}

/**
 * Why the row's shown interval and its verdict seem to disagree — a significant row whose interval
 * includes 0, or an inconclusive one whose interval clears 0 — or empty when they agree.
 */
export function intervalReason(c: Comparison, shown = shownInterval(c)): string {
  if (shown.ci === null || c.ratio === null) return '';
  const significant = SIGNIFICANT.has(c.verdict);
  if (!(significant || c.verdict === 'inconclusive') || significant === excludesOne(shown.ci)) return '';
  const what = significant ? 'its CI includes 0' : 'its CI excludes 0';
  if (!shown.atDecision) {
    const level = c.decision ? ` (${formatP(c.decision.alpha)})` : '';
    return significant
      ? `${what}, but the test is significant at the family's level${level}: the 95% CI is not at that level`
      : `${what}, but the test is not significant at the family's level${level}: the 95% CI is not at that level`;
  }
  if (c.decision?.note === 'holm-stopped') return `${what}, but Holm stopped at an earlier row: no later row can be significant`;
  return `${what}, but the rank test ${significant ? 'is' : 'is not'} significant: they differ at the edge (tied values or the normal approximation)`;
}

const UNIT_NOUN = { run: 'runs', process: 'processes', sample: 'samples' } as const;

/** Smallest log-scale gap between the medians' ratio and Δ that the medians note speaks of (~1%). */
const MEDIANS_NOTE_FLOOR = 0.01;

/**
 * When the ratio of the medians and Δ (the Hodges–Lehmann ratio) differ by more than the shown
 * interval's half-width (on the log scale), why: the unit values are skewed or bimodal, and Δ is
 * the typical shift between them, not the shift of the middle value. Empty otherwise.
 */
export function medianNote(c: Comparison, { ci } = shownInterval(c)): string {
  const b = c.base.median;
  const h = c.head.median;
  if (ci === null || c.ratio === null || b === null || h === null || !(b > 0 && h > 0 && c.ratio > 0 && ci[0] > 0)) return '';
  const half = (Math.log(ci[1]) - Math.log(ci[0])) / 2;
  // Beyond what a reviewer could notice: a near-deterministic metric (819,200 B → 1,228,805 B) has a
  // zero-width interval, and its medians and Δ differ in the sixth digit; less than 1% never needs a word.
  if (!(Math.abs(Math.log(h / b) - Math.log(c.ratio)) > Math.max(half, MEDIANS_NOTE_FLOOR))) return '';
  const units = UNIT_NOUN[c.unitOfAnalysis];
  const typical = c.test === 'paired' ? 'the typical change within a round' : `the typical shift between ${units}`;
  return `medians differ by ${formatDelta(100 * (h / b - 1))}: the ${units} are skewed or bimodal; Δ is ${typical} (Hodges–Lehmann)`;
}

/** The notes this file adds after a row's verdict: the interval's reason, the medians' note. */
export function decisionNotes(c: Comparison): string[] {
  if (c.ratio === null) return [];
  const shown = shownInterval(c);
  if (shown.ci === null) return [];
  const out: string[] = [];
  const reason = intervalReason(c, shown);
  if (reason) out.push(reason);
  const medians = medianNote(c, shown);
  if (medians) out.push(medians);
  return out;
}
