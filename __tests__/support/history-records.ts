// Simulated store records for the history analysis (tests and bench/history.ts): a linear
// first-parent history where each commit is measured against its parent on one runner, as
// `benchgate record` does. Seeded, so every run makes the same records.
import type { Better } from '../../src/model.js';
import type { HistoryRecord } from '../../src/history/model.js';
import { mulberry32 } from '../../src/prng.js';

export interface SimulatedSeries {
  benchmark: string;
  metric?: string;
  better?: Better;
  /** The true ratio of commit i (1-based) against its parent: 1 = no change. */
  change: (commit: number) => number;
  /** The typical standard error of one record's ln ratio (its CI half-width / 1.96); each record's varies ±30% around it. */
  ratioNoise: number;
  /** The run-to-run noise (σ of ln median) of the absolute medians on one CPU model. */
  medianNoise: number;
  /** The first commit's median, in the unit. */
  start: number;
}

export interface SimulationOptions {
  seed: number;
  commits: number;
  series: SimulatedSeries[];
  /** The CPU model measuring commit i (default: one model throughout). */
  cpuModel?: (commit: number) => string;
  /** How much slower each CPU model runs everything (default 1). */
  hardwareFactor?: (cpuModel: string) => number;
}

/** The sha of simulated commit i (commit 0 is the root, never recorded). */
export function simulatedSha(i: number): string {
  return i.toString(16).padStart(40, '0');
}

/** Standard normal by Box–Muller. */
function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** One record per series per commit 1…commits, in commit order. */
export function simulateRecords(o: SimulationOptions): HistoryRecord[] {
  const rand = mulberry32(o.seed);
  const cpu = o.cpuModel ?? (() => 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz');
  const factor = o.hardwareFactor ?? (() => 1);
  const level = o.series.map((s) => Math.log(s.start));
  const out: HistoryRecord[] = [];
  const t0 = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= o.commits; i++) {
    const cpuModel = cpu(i);
    const hw = Math.log(factor(cpuModel));
    // One string per commit for all its series, as a reader that interns them would hold them.
    const commit = simulatedSha(i);
    const parent = simulatedSha(i - 1);
    const time = new Date(t0 + i * 3_600_000).toISOString();
    const recordedAt = new Date(t0 + i * 3_600_000 + 600_000).toISOString();
    o.series.forEach((s, k) => {
      const before = level[k];
      const step = Math.log(s.change(i));
      level[k] = before + step;
      const se = s.ratioNoise * (0.7 + 0.6 * rand());
      const d = step + se * gaussian(rand);
      const z = 1.959963984540054;
      const side = (lv: number) => {
        const m = Math.exp(lv + hw + s.medianNoise * gaussian(rand));
        return { median: m, ci: [m * Math.exp(-z * s.medianNoise), m * Math.exp(z * s.medianNoise)] as [number, number] };
      };
      out.push({
        v: 1,
        commit,
        parent,
        time,
        recordedAt,
        benchmark: s.benchmark,
        metric: s.metric ?? 'time',
        unit: 's',
        better: s.better ?? 'lower',
        test: 'paired',
        ratio: Math.exp(d),
        ratioCI: [Math.exp(d - z * se), Math.exp(d + z * se)],
        base: side(before),
        head: side(level[k]),
        rounds: 10,
        verdict: 'unchanged',
        machine: { cpuModel, cores: 2, kernel: '6.8.0' },
        benchgate: '0.1.0',
      });
    });
  }
  return out;
}
