// Report objects built by hand for the renderer tests (no stats involved: the renderers only display).
import { DEFAULT_STATS_SETTINGS, VERDICTS, type Comparison, type Report, type SideSummary, type Summary, type Verdict, type Warning } from '../src/model.js';

/**
 * Warnings as a renderer test writes them: any code. The renderers show a code as a label, so a
 * test may make one up ('parse', 'test'); benchgate itself writes only WarningCode's, and a report
 * read back keeps only those (validate.ts reads another release's code as 'other').
 */
type WithAnyCode<T> = Omit<T, 'warnings'> & { warnings?: (Omit<Warning, 'code'> & { code: string })[] };

/** A side summary from the fields a renderer test cares about; units = kept, nothing removed or flagged. */
export function side(s: Pick<SideSummary, 'n' | 'kept' | 'median' | 'ci'> & Partial<SideSummary>): SideSummary {
  return { removed: s.n - s.kept, units: s.kept, flagged: 0, mean: null, sd: null, se: null, cv: null, mad: null, ...s };
}

export function comparison(benchmark: string, verdict: Verdict, over: Partial<WithAnyCode<Comparison>> = {}): Comparison {
  const present = (side: 'base' | 'head') => !((verdict === 'added' && side === 'base') || (verdict === 'removed' && side === 'head'));
  const ratio =
    {
      regression: 1.19,
      accepted: 1.19,
      improvement: 0.877,
      minor: 1.033,
      unchanged: 1.002,
      inconclusive: 1.05,
      insufficient: 1.1,
      added: null,
      removed: null,
      ignored: 1.5,
    }[verdict] ?? null;
  const tested = verdict !== 'added' && verdict !== 'removed' && verdict !== 'insufficient';
  const median = 3.07e-6;
  return {
    benchmark,
    metric: 'time',
    unit: 's',
    better: 'lower',
    unitOfAnalysis: 'run',
    base: side(present('base') ? { n: 10, kept: 10, median, ci: [median * 0.97, median * 1.03] } : { n: 0, kept: 0, median: null, ci: null }),
    head: side(
      present('head')
        ? { n: 10, kept: 9, median: median * (ratio ?? 1), ci: [median * (ratio ?? 1) * 0.97, median * (ratio ?? 1) * 1.03] }
        : { n: 0, kept: 0, median: null, ci: null },
    ),
    test: 'mann-whitney',
    ratio,
    ratioCI: ratio === null ? null : [ratio - 0.028, ratio + 0.029],
    deltaPct: ratio === null ? null : 100 * (ratio - 1),
    p: tested ? (verdict === 'unchanged' ? 0.48 : 1.08e-5) : null,
    pAdjusted: tested ? (verdict === 'unchanged' ? 1 : 6.5e-5) : null,
    mannWhitney: {
      p: tested ? (verdict === 'unchanged' ? 0.48 : 1.08e-5) : null,
      ratio,
      ratioCI: ratio === null ? null : [ratio - 0.028, ratio + 0.029],
      shift: null,
      constant: false,
    },
    paired: null,
    verdict,
    gated: true,
    warnings: [],
    ...(over as Partial<Comparison>),
  };
}

export function summarize(comparisons: Comparison[]): Summary {
  const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as unknown as Summary;
  for (const c of comparisons) summary[c.verdict]++;
  const ratios = comparisons.map((c) => c.ratio).filter((r): r is number => r !== null);
  summary.geomean = ratios.length ? Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length) : null;
  summary.geomeans = summary.geomean === null ? {} : { time: summary.geomean };
  return summary;
}

export function report(comparisons: Comparison[], over: Partial<WithAnyCode<Report>> = {}): Report {
  return {
    version: 2,
    settings: { ...DEFAULT_STATS_SETTINGS },
    machine: {
      base: {
        cpuModel: 'Intel(R) Xeon(R) CPU @ 2.20GHz',
        cores: 2,
        memoryBytes: 8 * 1024 ** 3,
        os: 'Debian 12',
        kernel: '6.1.0',
        tool: { cpu: 'Intel(R) Xeon(R) CPU @ 2.20GHz', goos: 'linux' },
      },
      head: {
        cpuModel: 'Intel(R) Xeon(R) CPU @ 2.20GHz',
        cores: 2,
        memoryBytes: 8 * 1024 ** 3,
        os: 'Debian 12',
        kernel: '6.1.0',
        tool: { cpu: 'Intel(R) Xeon(R) CPU @ 2.20GHz', goos: 'linux' },
      },
    },
    comparisons,
    summary: summarize(comparisons),
    verdict: comparisons.some((c) => c.verdict === 'regression' && c.gated) ? 'fail' : 'pass',
    warnings: [],
    ...(over as Partial<Report>),
  };
}
