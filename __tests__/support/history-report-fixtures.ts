// Synthetic HistoryReport values for the history renderers' tests and the dashboard's demo: series
// generated from a seeded PRNG as `benchgate record` would store them (each commit's paired ratio
// against its parent with a 95% CI from the run-to-run noise), with a step, a creep or nothing, and
// the change points and drift an analysis would report for them (computed here from the generated
// truth, not by the analysis, which another module owns).
import { cumulativeChain } from '../../src/history/detect/cumulative.js';
import type { ChangePoint, DriftBasis, HistoryPoint, HistoryReport, HistorySeries } from '../../src/history/model.js';
import type { Better } from '../../src/model.js';
import { mulberry32 } from '../../src/prng.js';

const Z95 = 1.959963984540054;

/** A fake full sha for commit `i` of a seed: 40 hex digits, distinct per commit. */
export function sha(i: number, seed = 1): string {
  const rand = mulberry32(seed * 100_003 + i);
  let out = '';
  while (out.length < 40)
    out += Math.floor(rand() * 0xffffffff)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, 40);
}

export interface SeriesSpec {
  benchmark: string;
  group?: string;
  metric?: string;
  unit?: string;
  better?: Better;
  /** Steps: at commit index `at`, the metric changes by `pct` percent. */
  steps?: { at: number; pct: number }[];
  /** A change of `pct` percent at every commit from `from` on. */
  creep?: { from: number; pct: number };
  /** Run-to-run noise of one commit's ratio (log scale sd); default 0.004. */
  noise?: number;
  /** The absolute median of the first commit. */
  median?: number;
  /** Commits without a ratio (a failed record). */
  gaps?: number[];
}

export interface ReportSpec {
  commits: number;
  series: SeriesSpec[];
  seed?: number;
  window?: number;
  threshold?: number;
  /** The first commit's time; the next ones follow every `everyHours` hours. */
  start?: string;
  everyHours?: number;
}

function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** One series' points and what an analysis would find in them (a step's Δ and CI from its true size and the noise). */
function series(spec: SeriesSpec, report: Required<Omit<ReportSpec, 'series'>>, index: number): HistorySeries {
  const rand = mulberry32(report.seed * 7919 + index);
  const noise = spec.noise ?? 0.004;
  const times = (i: number) => new Date(new Date(report.start).getTime() + i * report.everyHours * 3_600_000).toISOString();
  let median = spec.median ?? 1.2e-6;
  const points: HistoryPoint[] = [];
  for (let i = 0; i < report.commits; i++) {
    let trueLog = 0;
    for (const s of spec.steps ?? []) if (s.at === i) trueLog += Math.log1p(s.pct / 100);
    if (spec.creep && i >= spec.creep.from) trueLog += Math.log1p(spec.creep.pct / 100);
    const log = trueLog + noise * normal(rand);
    const ratio = Math.exp(log);
    const half = Z95 * noise;
    median *= ratio;
    const gap = spec.gaps?.includes(i);
    points.push({
      commit: sha(i, report.seed),
      parent: sha(i - 1, report.seed),
      time: times(i),
      ratio: gap ? null : ratio,
      ratioCI: gap ? null : [Math.exp(log - half), Math.exp(log + half)],
      median: gap ? null : median,
      machine: { cpuModel: 'AMD EPYC 7763 64-Core Processor', cores: 4, kernel: '6.8.0-1021-azure' },
    });
  }
  const changePoints: ChangePoint[] = (spec.steps ?? []).map((s) => {
    const half = 100 * Z95 * noise * Math.SQRT2;
    return { commit: sha(s.at, report.seed), deltaPct: s.pct, ci: [s.pct - half, s.pct + half], p: 0.002, bases: ['chain'], basis: 'chain' };
  });
  const window = Math.min(report.window, points.length - 1);
  // The drift leaves the steps out (history JSON version 2): a step is not also drift.
  const stepCommits = new Set(changePoints.map((c) => c.commit));
  const chain = cumulativeChain(
    points.slice(-window - 1).map((p) => (stepCommits.has(p.commit) ? { ...p, ratio: 1, ratioCI: [1, 1] as [number, number] } : p)),
  );
  const last = chain[chain.length - 1];
  const drift =
    window > 0 && last.pct !== null
      ? {
          from: points[points.length - window - 1].commit,
          to: points[points.length - 1].commit,
          commits: window,
          deltaPct: last.pct,
          ci: [last.lo!, last.hi!] as [number, number],
          flagged: last.lo! > 100 * report.threshold || last.hi! < -100 * report.threshold,
          bases: ['chain'] as DriftBasis[],
        }
      : null;
  return {
    benchmark: spec.benchmark,
    ...(spec.group ? { group: spec.group } : {}),
    metric: spec.metric ?? 'time',
    unit: spec.unit ?? 's',
    better: spec.better ?? 'lower',
    points,
    changePoints,
    drift,
  };
}

export function historyReport(spec: ReportSpec): HistoryReport {
  const full = {
    commits: spec.commits,
    seed: spec.seed ?? 1,
    window: spec.window ?? 30,
    threshold: spec.threshold ?? 0.05,
    start: spec.start ?? '2026-09-01T12:00:00.000Z',
    everyHours: spec.everyHours ?? 20,
  };
  return { version: 2, window: full.window, threshold: full.threshold, series: spec.series.map((s, i) => series(s, full, i)) };
}

/** The hostile name every renderer must show as text. */
export const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';

/** A project as the README's screenshot shows it: a step, a creep, an improvement, flat ones, a hostile name. */
export function demoReport(): HistoryReport {
  return historyReport({
    commits: 60,
    seed: 23,
    series: [
      { benchmark: 'BenchmarkParse/size=1024/mode=streaming-8', group: 'github.com/acme/widgets/internal/parser', steps: [{ at: 41, pct: 12 }] },
      { benchmark: 'BenchmarkEncodeJSON/payload=large-8', group: 'github.com/acme/widgets/encoding', creep: { from: 30, pct: 0.8 } },
      { benchmark: 'BenchmarkDecodeJSON/payload=large-8', group: 'github.com/acme/widgets/encoding' },
      {
        benchmark: 'BenchmarkParse/size=1024/mode=streaming-8',
        group: 'github.com/acme/widgets/internal/parser',
        metric: 'B/op',
        unit: 'B',
        steps: [{ at: 18, pct: -25 }],
        median: 4096,
        noise: 0.001,
      },
      {
        benchmark: 'BenchmarkRouter/routes=500',
        group: 'github.com/acme/widgets/http',
        metric: 'ops/s',
        unit: 'ops/s',
        better: 'higher',
        steps: [{ at: 52, pct: 9 }],
        median: 2.4e5,
      },
      { benchmark: HOSTILE_NAME, group: 'github.com/acme/widgets', gaps: [33] },
      { benchmark: 'BenchmarkCompress/level=9', group: 'github.com/acme/widgets/compress', noise: 0.008 },
    ],
  });
}
