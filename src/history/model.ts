// The history contract (issue 23): what `benchgate record` appends to the store, one JSON line per
// (benchmark, metric) of one recorded commit, and what `benchgate history` derives from the store.
// Like the report, these types *are* the JSON: the writer, the reader and the analysis share them.
import type { Better, TestName, Verdict } from '../model.js';

/** The store's line schema; a reader refuses a line of a version it does not know. */
export const HISTORY_RECORD_VERSION = 1;

/** The drift window's default: its settings row's (src/settings.ts, historyWindow). */
export { DEFAULT_HISTORY_WINDOW } from '../settings.js';

/**
 * The history JSON's version (`benchgate history --json`). 2: a step both bases find is one change
 * point with `bases: ["chain", "absolute"]` (1 listed it once per basis); `drift` has `bases` and
 * leaves out the steps found in its window.
 */
export const HISTORY_REPORT_VERSION = 2;

/** The machine a record was measured on: enough to group absolute values by hardware. */
export interface RecordMachine {
  cpuModel?: string;
  /** The runner image, where the runner names it (GitHub-hosted: `ImageOS ImageVersion`). */
  image?: string;
  cores?: number;
  kernel?: string;
}

/** A median with its confidence interval, in the row's unit. */
export interface RecordSide {
  median: number | null;
  ci: [number, number] | null;
}

/**
 * One store line: commit against its first parent, measured on one runner in interleaved rounds
 * (the run as the unit). `ratio` is head/parent (the paired estimate when rounds paired, else the
 * Mann-Whitney one), so the chain of ratios is immune to a change of runner hardware.
 */
export interface HistoryRecord {
  v: typeof HISTORY_RECORD_VERSION;
  /** The recorded commit (full sha) and the first parent it was measured against. */
  commit: string;
  parent: string;
  /** The commit's committer date, ISO 8601. */
  time: string;
  /** When the record was made, ISO 8601. */
  recordedAt: string;
  /** `owner/name`, when known (links on the dashboard). */
  repository?: string;
  benchmark: string;
  group?: string;
  metric: string;
  unit: string;
  better: Better;
  test: TestName;
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** `base` is the first parent's side, `head` the recorded commit's (as in the report). */
  base: RecordSide;
  head: RecordSide;
  rounds: number;
  verdict: Verdict;
  machine: RecordMachine;
  /** The benchgate version that made the record. */
  benchgate: string;
  /** measure: instructions — the row is instructions per operation (absent: time, or a record of an older release). */
  measure?: 'instructions';
}

/** One point of a series' chain, in the order of the first-parent history (oldest first). */
export interface HistoryPoint {
  commit: string;
  parent: string;
  time: string;
  ratio: number | null;
  ratioCI: [number, number] | null;
  /** The recorded commit's median (absolute, so only comparable within one CPU model). */
  median: number | null;
  machine: RecordMachine;
}

/** What a step was found on: a detector's basis (detect/registry.ts): `chain`, `absolute`, or one from another version. */
export type StepBasis = string;

/**
 * A step found in a series: at `commit`, by `deltaPct` (its CI), with p. One entry per step
 * whichever bases found it; Δ and CI are the chain's (the commit's own paired measurement) when
 * the chain found it, else the medians'; p the smallest of the bases' (each family-wise over the
 * series' commits at half the series' α).
 */
export interface ChangePoint {
  commit: string;
  deltaPct: number;
  ci: [number, number];
  p: number;
  /** The detectors that found it (detect/registry.ts), the lowest order first: `chain` (the paired log-ratios), `absolute` (one CPU model's medians). */
  bases: StepBasis[];
  /** The basis whose Δ and CI these are: `bases[0]` (version 1's only field for it). p is the smallest of the bases'. */
  basis: StepBasis;
  /** When the medians found it: the CPU model whose medians showed it. */
  cpuModel?: string;
}

/** The cumulative change over the last `commits` recorded commits (`from` exclusive, `to` inclusive). */
export interface Drift {
  from: string;
  to: string;
  commits: number;
  deltaPct: number;
  ci: [number, number];
  /** Whether the CI lies wholly beyond the threshold in the worse direction. */
  flagged: boolean;
  /**
   * The bases that flag it (its Δ and CI are the one with the narrower CI); when none does, the
   * basis whose figures are shown. `chain`: the sum of the commits' own ratios; `absolute`: the
   * trend of the medians, when the window ran on one CPU model. Steps in the window are not drift.
   */
  bases: DriftBasis[];
}

/** What a drift was measured on (drift.ts). */
export type DriftBasis = 'chain' | 'absolute';

export interface HistorySeries {
  benchmark: string;
  group?: string;
  metric: string;
  unit: string;
  better: Better;
  /** measure: instructions — a series of instructions per operation; never mixed with a time series of the same row. */
  measure?: 'instructions';
  points: HistoryPoint[];
  changePoints: ChangePoint[];
  drift: Drift | null;
}

/** `benchgate history --json`: the contract (extra fields are additive). */
export interface HistoryReport {
  version: typeof HISTORY_REPORT_VERSION;
  /** The drift window (commits) and the threshold (a fraction) drift is flagged against. */
  window: number;
  threshold: number;
  series: HistorySeries[];
  /** What was left out of the series and why (detect/chain-notes.ts); absent when nothing was. */
  warnings?: HistoryWarning[];
}

/** One thing history said about the records it read: `code` for a machine, `message` one line for a person. */
export interface HistoryWarning {
  code: 'off-main-line' | 'recorded-twice';
  message: string;
}
