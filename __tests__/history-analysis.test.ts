// The history analysis (issue 23): PELT against reference vectors from ruptures (scripts/
// history-vectors.py), the 12-commit scenario, the false-positive rate on flat series,
// the first-parent ordering, drift, and that odd input never throws.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { analyseHistory, CHANGE_POINT_ALPHA } from '../src/history/detect/analyse.js';
import { chainOf, orderChain } from '../src/history/detect/chain.js';
import { driftOf } from '../src/history/detect/drift.js';
import { chainIncrements } from '../src/history/detect/increments.js';
import type { HistoryPoint, HistoryRecord, HistorySeries } from '../src/history/model.js';
import { peltL2 } from '../src/history/detect/pelt.js';
import { PELT_WINDOW, peltChanges, peltInWindows } from '../src/history/detect/pelt-windowed.js';
import { mulberry32 } from '../src/prng.js';
import { medianOf } from '../src/stats/robust-scale.js';
import { simulateRecords, simulatedSha, type SimulatedSeries } from './support/history-records.js';

type Json = any;
const vectors: Json = JSON.parse(readFileSync(new URL('./data/history-vectors.json', import.meta.url), 'utf8'));

/** Typical runner noise: a record's ratio ±2% (95% CI), medians ±4% from run to run. */
const NOISE = { ratioNoise: 0.01, medianNoise: 0.02, start: 1e-6 };

function series(report: { series: HistorySeries[] }, benchmark: string): HistorySeries {
  const s = report.series.find((x) => x.benchmark === benchmark);
  assert.ok(s, `series ${benchmark}`);
  return s;
}

const commitNumber = (sha: string) => parseInt(sha, 16);

describe('PELT against the reference vectors (ruptures, cross-checked by exact optimal partitioning)', () => {
  test('the vectors cover the cases the suite relies on', () => {
    const names = new Set(vectors.cases.map((c: Json) => c.name));
    for (const want of [
      'no change',
      'one step',
      'two steps',
      'heavy-tailed noise',
      'short: 1 point',
      'short: 2 points',
      'ties: constant',
      'ties: integer counts with a step',
    ]) {
      assert.ok(names.has(want), want);
    }
    assert.equal(vectors.cases.length, 108);
    assert.match(vectors.reference, /^ruptures \d/);
    // Where ruptures and the exact programme disagreed the script would say so: here they never did.
    assert.ok(vectors.cases.every((c: Json) => c.ruptures.agrees));
  });

  for (const c of vectors.cases as Json[]) {
    test(`${c.name}, min size ${c.minSize}, penalty ${c.penalty.toPrecision(4)}`, () => {
      const got = peltL2(c.y, c.penalty, c.minSize);
      assert.deepEqual(got.changes, c.changes);
      const tol = 1e-9 * Math.max(1, Math.abs(c.cost));
      assert.ok(Math.abs(got.cost - c.cost) <= tol, `cost ${got.cost} vs ${c.cost}`);
    });
  }

  test(`in windows of ${PELT_WINDOW} points the search finds the reference cuts too (the 600-point series included)`, () => {
    const long = vectors.cases.filter((c: Json) => c.y.length > PELT_WINDOW);
    assert.ok(long.length >= 6);
    for (const c of vectors.cases as Json[]) {
      assert.deepEqual(peltInWindows(c.y, c.penalty, c.minSize), c.changes, `${c.name} min ${c.minSize}: windows`);
      assert.deepEqual(peltChanges(c.y, c.penalty, c.minSize), c.changes, `${c.name} min ${c.minSize}: exact first`);
    }
  });

  test('in windows: a constant series of 20,000 has no cut, steps 200 apart are all found, no segment is shorter than the minimum', () => {
    for (const search of [peltChanges, peltInWindows]) {
      assert.deepEqual(search(new Float64Array(20_000).fill(3), 0, 3), []);
      const y = Float64Array.from({ length: 2_000 }, (_, i) => (Math.floor(i / 200) % 2) + 0.01 * Math.sin(i * 12.9898));
      assert.deepEqual(search(y, 1, 3), [200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
      const noisy = Float64Array.from({ length: 3_000 }, (_, i) => Math.sin(i * 78.233) * 43758.5453 - Math.floor(Math.sin(i * 78.233) * 43758.5453));
      const all = [0, ...search(noisy, 0.01, 3), noisy.length];
      assert.ok(all.length > 100);
      for (let i = 1; i < all.length; i++) assert.ok(all[i] - all[i - 1] >= 3);
    }
  });

  test('equals an exhaustive optimal partitioning on random short series (the pruning with a minimum segment length loses nothing)', () => {
    /** O(n²) optimal partitioning, earliest start on ties: what PELT must reproduce. */
    const exhaustive = (y: number[], penalty: number, m: number): number[] => {
      const n = y.length;
      if (n < 2 * m) return [];
      const cost = (a: number, b: number) => {
        const seg = y.slice(a, b);
        const mean = seg.reduce((s, v) => s + v, 0) / seg.length;
        return seg.reduce((s, v) => s + (v - mean) ** 2, 0);
      };
      const F = new Array<number>(n + 1).fill(Infinity);
      const from = new Array<number>(n + 1).fill(-1);
      F[0] = -penalty;
      for (let t = m; t <= n; t++)
        for (let s = 0; s <= t - m; s++) {
          if (s !== 0 && s < m) continue;
          const v = F[s] + cost(s, t) + penalty;
          if (v < F[t] - 1e-9) {
            F[t] = v;
            from[t] = s;
          }
        }
      const changes: number[] = [];
      for (let t = n; t > 0; t = from[t]!) if (from[t] > 0) changes.push(from[t]);
      return changes.reverse();
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 24 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0.5, 2, 5, 12),
        (ints, m, penalty) => {
          // Integer data: equal costs are exactly equal, so both break ties the same way.
          const got = peltL2(ints, penalty, m);
          const want = exhaustive(ints, penalty, m);
          const bounds = [0, ...got.changes, ints.length];
          for (let i = 1; i < bounds.length && ints.length >= 2 * m; i++) assert.ok(bounds[i] - bounds[i - 1] >= m);
          const costOf = (changes: number[]) => {
            const b = [0, ...changes, ints.length];
            let total = penalty * changes.length;
            for (let i = 1; i < b.length; i++) {
              const seg = ints.slice(b[i - 1], b[i]);
              const mean = seg.reduce((s, v) => s + v, 0) / Math.max(1, seg.length);
              total += seg.reduce((s, v) => s + (v - mean) ** 2, 0);
            }
            return total;
          };
          assert.ok(
            Math.abs(costOf(got.changes) - costOf(want)) <= 1e-9,
            `${ints.join(',')} m=${m} pen=${penalty}: ${got.changes.join(',')} vs ${want.join(',')}`,
          );
        },
      ),
      { numRuns: 400, seed: 23 },
    );
  });
});

describe("the issue's scenario: 12 commits, A slows 12% at commit 7, B 1.6% at every commit, C never changes", () => {
  const scenario: SimulatedSeries[] = [
    { benchmark: 'A', change: (i) => (i === 7 ? 1.12 : 1), ...NOISE },
    { benchmark: 'B', change: () => 1.016, ...NOISE },
    { benchmark: 'C', change: () => 1, ...NOISE },
  ];

  test('seed 1, records shuffled and one commit recorded twice: the step at commit 7 exactly, nothing for C, B drifts ≥ +10% (flagged) with no step', () => {
    const records = simulateRecords({ seed: 1, commits: 12, series: scenario });
    // A re-run of commit 3 recorded earlier with a wild value: the later record wins.
    const early = records.find((r) => r.benchmark === 'C' && r.commit === simulatedSha(3))!;
    records.push({ ...early, recordedAt: '2025-12-31T00:00:00.000Z', ratio: 3, ratioCI: [2.9, 3.1] });
    const shuffled = [...records].reverse();
    const report = analyseHistory(shuffled);

    assert.equal(report.window, 30);
    assert.equal(report.threshold, 0.05);
    assert.deepEqual(
      report.series.map((s) => s.benchmark),
      ['A', 'B', 'C'],
    );
    for (const s of report.series) {
      assert.deepEqual(
        s.points.map((p) => commitNumber(p.commit)),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      );
    }
    const A = series(report, 'A');
    assert.ok(A.changePoints.length >= 1);
    assert.ok(
      A.changePoints.every((c) => c.commit === simulatedSha(7)),
      JSON.stringify(A.changePoints),
    );
    const chainStep = A.changePoints.find((c) => c.basis === 'chain')!;
    assert.ok(chainStep, 'found on the chain');
    // The step is the commit's own paired measurement: its ratio and CI.
    const own = records.find((r) => r.benchmark === 'A' && r.commit === simulatedSha(7))!;
    assert.equal(chainStep.deltaPct, 100 * Math.expm1(Math.log(own.ratio!)));
    assert.deepEqual(chainStep.ci, [100 * (own.ratioCI![0] - 1), 100 * (own.ratioCI![1] - 1)]);
    assert.ok(chainStep.deltaPct > 8 && chainStep.deltaPct < 16);
    assert.ok(chainStep.p < CHANGE_POINT_ALPHA);

    const C = series(report, 'C');
    assert.deepEqual(C.changePoints, []);
    assert.equal(C.drift!.flagged, false);

    // B: a ramp of steps none of which stands out from its neighbours is drift, not a step.
    const B = series(report, 'B');
    assert.deepEqual(B.changePoints, []);
    const drift = B.drift!;
    assert.equal(drift.commits, 12);
    assert.equal(drift.from, simulatedSha(0));
    assert.equal(drift.to, simulatedSha(12));
    assert.ok(drift.deltaPct >= 10, `drift ${drift.deltaPct}`);
    assert.ok(drift.ci[0] > 5 && drift.ci[0] < drift.deltaPct && drift.deltaPct < drift.ci[1]);
    assert.equal(drift.flagged, true);
  });

  test('over 100 seeds: A at commit 7 on the chain every time; B and C without a change point at about the stated rate; B flagged', () => {
    let aAt7 = 0;
    let bClean = 0;
    let cClean = 0;
    let bFlagged = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const report = analyseHistory(simulateRecords({ seed, commits: 12, series: scenario }));
      const A = series(report, 'A');
      if (A.changePoints.some((c) => c.basis === 'chain' && c.commit === simulatedSha(7))) aAt7++;
      if (series(report, 'B').changePoints.length === 0) bClean++;
      if (series(report, 'C').changePoints.length === 0) cClean++;
      if (series(report, 'B').drift!.flagged) bFlagged++;
    }
    assert.equal(aAt7, 100);
    // Each of chain and absolute has a family-wise rate ≤ 5% per series: ≥ 90 of 100 clean.
    assert.ok(bClean >= 90, `B clean in ${bClean}/100`);
    assert.ok(cClean >= 90, `C clean in ${cClean}/100`);
    assert.ok(bFlagged >= 90, `B flagged in ${bFlagged}/100`);
  });
});

describe('false-positive control', () => {
  test(`flat noisy series: at most about ${CHANGE_POINT_ALPHA * 100}% of series show a change point, per basis`, () => {
    const flat = (n: number): SimulatedSeries[] => Array.from({ length: n }, (_, k) => ({ benchmark: `F${k}`, change: () => 1, ...NOISE }));
    for (const commits of [8, 30, 120]) {
      const report = analyseHistory(simulateRecords({ seed: 1000 + commits, commits, series: flat(300) }));
      for (const basis of ['chain', 'absolute'] as const) {
        const hit = report.series.filter((s) => s.changePoints.some((c) => c.bases.includes(basis))).length;
        // α = 5% per series and basis; 8% is α + 2.4 binomial SEs at 300 series.
        assert.ok(hit / 300 <= 0.08, `${commits} commits, ${basis}: ${hit}/300 series with a change point`);
      }
    }
  });

  test('the same series with a 10% step in the middle are found (the control is not blindness)', () => {
    const stepped = Array.from({ length: 100 }, (_, k) => ({ benchmark: `S${k}`, change: (i: number) => (i === 15 ? 1.1 : 1), ...NOISE }));
    const report = analyseHistory(simulateRecords({ seed: 77, commits: 30, series: stepped }));
    const chain = report.series.filter((s) => s.changePoints.some((c) => c.bases.includes('chain') && c.commit === simulatedSha(15))).length;
    const absolute = report.series.filter((s) => s.changePoints.some((c) => c.bases.includes('absolute') && c.commit === simulatedSha(15))).length;
    assert.ok(chain >= 95, `chain found it in ${chain}/100`);
    assert.ok(absolute >= 50, `absolute found it in ${absolute}/100`);
  });

  test('records without a CI (record-rounds below 6): the chain still keeps its false-positive rate, and finds a clear step', () => {
    // The SEs are then the increments' own scatter, a MAD of a dozen values: referred to the
    // normal it made a step of about 16% of flat 12-commit series (Student's t keeps α).
    const noCI = (records: HistoryRecord[]) => records.map((r) => ({ ...r, ratioCI: null }));
    const flat = Array.from({ length: 300 }, (_, k) => ({ benchmark: `F${k}`, change: () => 1, ...NOISE }));
    for (const commits of [12, 30]) {
      const report = analyseHistory(noCI(simulateRecords({ seed: 2000 + commits, commits, series: flat })));
      const hit = report.series.filter((s) => s.changePoints.some((c) => c.basis === 'chain')).length;
      assert.ok(hit / 300 <= 0.08, `${commits} commits without CIs: ${hit}/300 series with a chain change point`);
    }
    const stepped = Array.from({ length: 100 }, (_, k) => ({ benchmark: `S${k}`, change: (i: number) => (i === 15 ? 1.1 : 1), ...NOISE }));
    const report = analyseHistory(noCI(simulateRecords({ seed: 78, commits: 30, series: stepped })));
    const chain = report.series.filter((s) => s.changePoints.some((c) => c.bases.includes('chain') && c.commit === simulatedSha(15))).length;
    assert.ok(chain >= 90, `chain found the 10% step without CIs in ${chain}/100`);
  });

  test('a CI that understates the scatter is widened by the over-dispersion factor, not believed', () => {
    // Records claiming ±0.2% while commits scatter by 1%: without widening, most would be "steps".
    const records = simulateRecords({ seed: 5, commits: 40, series: [{ benchmark: 'X', change: () => 1, ...NOISE }] }).map((r) => ({
      ...r,
      ratioCI: [r.ratio! * 0.998, r.ratio! * 1.002] as [number, number],
    }));
    const X = analyseHistory(records).series[0];
    assert.deepEqual(
      X.changePoints.filter((c) => c.basis === 'chain'),
      [],
    );
    assert.ok(chainIncrements(X.points).phi > 4);
  });
});

describe('bases', () => {
  test('a change of runner hardware moves the absolute medians, not the chain; a real step shows on both', () => {
    const records = simulateRecords({
      seed: 3,
      commits: 24,
      series: [{ benchmark: 'H', change: (i) => (i === 18 ? 1.15 : 1), ...NOISE }],
      cpuModel: (i) => (i < 10 ? 'AMD EPYC 7763 64-Core Processor' : 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz'),
      hardwareFactor: (cpu) => (cpu.startsWith('AMD') ? 1 : 1.5),
    });
    const H = analyseHistory(records).series[0];
    assert.ok(
      H.changePoints.every((c) => c.commit === simulatedSha(18)),
      JSON.stringify(H.changePoints),
    );
    assert.ok(H.changePoints.some((c) => c.basis === 'chain'));
    const abs = H.changePoints.find((c) => c.bases.includes('absolute'));
    assert.ok(abs, 'the Intel medians show the step');
    assert.equal(abs.cpuModel, 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz');
    assert.ok(abs.deltaPct > 5 && abs.deltaPct < 25, `${abs.deltaPct}`);
  });

  test('one step in a store whose runners are of three CPU models: one entry per series, every model that saw it in its bases', () => {
    const models = ['Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', 'AMD EPYC 7763 64-Core Processor', 'Intel(R) Xeon(R) Platinum 8272CL CPU @ 2.60GHz'];
    // The runner of each commit, drawn once for every benchmark of the commit (as hosted runners are).
    const pick = mulberry32(28);
    const runnerOf = Array.from({ length: 61 }, () => models[Math.floor(3 * pick())]);
    const records = simulateRecords({
      seed: 28,
      commits: 60,
      series: Array.from({ length: 40 }, (_, k) => ({ benchmark: `M${k}`, change: (i: number) => (i === 30 ? 1.1 : 1), ...NOISE })),
      cpuModel: (i) => runnerOf[i],
      hardwareFactor: (cpu) => (cpu.startsWith('AMD') ? 1 : cpu.includes('8272CL') ? 1.15 : 1.3),
    });
    let twice = 0;
    let byMedians = 0;
    for (const s of analyseHistory(records).series) {
      const near = s.changePoints.filter((c) => Math.abs(commitNumber(c.commit) - 30) <= 10 && c.deltaPct > 0);
      assert.ok(near.length >= 1, `${s.benchmark}: the step is found`);
      if (near.length > 1) twice++;
      assert.equal(new Set(near.map((c) => c.commit)).size, near.length, `${s.benchmark}: two entries at one commit: ${JSON.stringify(near)}`);
      if (near[0].bases.includes('absolute')) byMedians++;
    }
    assert.equal(twice, 0, `${twice}/40 series say the step more than once`);
    assert.ok(byMedians >= 30, `the medians confirm it in ${byMedians}/40`);
  });

  test('a step in a commit that was not recorded: the chain has a hole there, the absolute medians find it at the next recorded commit', () => {
    let found = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const records = simulateRecords({ seed, commits: 30, series: [{ benchmark: 'G', change: (i) => (i === 15 ? 1.15 : 1), ...NOISE }] });
      const G = analyseHistory(records.filter((r) => r.commit !== simulatedSha(15))).series[0];
      assert.equal(G.points.length, 29);
      if (G.changePoints.some((c) => c.basis === 'absolute' && c.commit === simulatedSha(16) && c.deltaPct > 5)) found++;
    }
    assert.ok(found >= 18, `found in ${found}/20`);
  });

  test('neither the onset of a creep nor a runner-image shift that the paired ratios contradict is reported as a step', () => {
    let creepHit = 0;
    let imageHit = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const creep = simulateRecords({ seed, commits: 60, series: [{ benchmark: 'K', change: (i) => (i > 30 ? 1.015 : 1), ...NOISE }] });
      if (analyseHistory(creep).series[0].changePoints.length > 0) creepHit++;
      // Every median 15% higher from commit 15 on, the commits' own ratios unmoved.
      const image = simulateRecords({ seed, commits: 30, series: [{ benchmark: 'I', change: () => 1, ...NOISE }] }).map((r) =>
        commitNumber(r.commit) >= 15 ? { ...r, head: { ...r.head, median: r.head.median! * 1.15 } } : r,
      );
      if (analyseHistory(image).series[0].changePoints.length > 0) imageHit++;
    }
    // Two bases at 5% each: about 10% of series at most; without the checks nearly every one.
    assert.ok(creepHit <= 6, `creep onset reported in ${creepHit}/40`);
    assert.ok(imageHit <= 6, `image shift reported in ${imageHit}/40`);
  });

  test('a step at the newest commit is found on the chain (the push that made it is the one to tell)', () => {
    const records = simulateRecords({ seed: 9, commits: 20, series: [{ benchmark: 'N', change: (i) => (i === 20 ? 1.1 : 1), ...NOISE }] });
    const N = analyseHistory(records).series[0];
    assert.deepEqual(
      N.changePoints.map((c) => [commitNumber(c.commit), c.basis]),
      [[20, 'chain']],
    );
  });

  test('a deterministic metric (exact ratios, CI of zero width): its one step is found, the flat one has none, no NaN', () => {
    const records = simulateRecords({ seed: 4, commits: 10, series: [{ benchmark: 'D', metric: 'allocs', change: () => 1, ...NOISE }] }).map((r) => {
      const ratio = r.commit === simulatedSha(5) ? 1.01 : 1;
      return { ...r, ratio, ratioCI: [ratio, ratio] as [number, number], head: { median: commitNumber(r.commit) >= 5 ? 101 : 100, ci: null } };
    });
    const flat = records.map((r) => ({ ...r, benchmark: 'E', ratio: 1, ratioCI: [1, 1] as [number, number], head: { median: 100, ci: null } }));
    const report = analyseHistory([...records, ...flat]);
    const D = series(report, 'D');
    // One step, found by both bases: one entry (history JSON version 2).
    assert.deepEqual(
      D.changePoints.map((c) => [commitNumber(c.commit), c.bases]),
      [[5, ['chain', 'absolute']]],
    );
    for (const c of D.changePoints) assert.ok(Math.abs(c.deltaPct - 1) < 1e-9, `${c.basis}: ${c.deltaPct}`);
    const E = series(report, 'E');
    assert.deepEqual(E.changePoints, []);
    assert.deepEqual(E.drift, { from: simulatedSha(0), to: simulatedSha(10), commits: 10, deltaPct: 0, ci: [0, 0], flagged: false, bases: ['chain'] });
  });
});

describe('first-parent order', () => {
  const base = (i: number, extra: Partial<HistoryRecord> = {}): HistoryRecord => ({
    ...simulateRecords({ seed: i, commits: 1, series: [{ benchmark: 'O', change: () => 1, ...NOISE }] })[0],
    commit: simulatedSha(i),
    parent: simulatedSha(i - 1),
    time: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    ...extra,
  });

  test('a gap (a parent not recorded) keeps both pieces in time order; a commit force-pushed away is left out', () => {
    const records = [1, 2, 3, 5, 6, 7].map((i) => base(i));
    // Commit 99 forked from 6 (its time between 6's and 7's): not on the first-parent history.
    records.push(base(99, { parent: simulatedSha(6), time: new Date(Date.UTC(2026, 0, 1) + 6.5 * 3_600_000).toISOString() }));
    const shuffled = [records[4], records[6], records[0], records[5], records[2], records[1], records[3]];
    assert.deepEqual(
      orderChain(shuffled).map((r) => commitNumber(r.commit)),
      [1, 2, 3, 5, 6, 7],
    );
  });

  test('a dead end just below a gap cannot be told from main by the records alone: it stays, in time order', () => {
    // 99 forked from 3, and 4 (main's next) was not recorded: 99 may as well have been 4's parent.
    const records = [1, 2, 3, 5, 6].map((i) => base(i));
    records.push(base(99, { parent: simulatedSha(3), time: new Date(Date.UTC(2026, 0, 1) + 3.5 * 3_600_000).toISOString() }));
    assert.deepEqual(
      orderChain(records).map((r) => commitNumber(r.commit)),
      [1, 2, 3, 99, 5, 6],
    );
  });

  test('duplicates: the latest recordedAt wins whatever the input order', () => {
    const a = base(1, { recordedAt: '2026-01-02T00:00:00Z', ratio: 1.5 });
    const b = base(1, { recordedAt: '2026-01-03T00:00:00Z', ratio: 1.01 });
    assert.equal(orderChain([a, b])[0].ratio, 1.01);
    assert.equal(orderChain([b, a])[0].ratio, 1.01);
  });

  test("one record off main's line (its parent on main, newer than main's tip) does not cut main short: it is left out and counted", () => {
    const records = [1, 2, 3, 4, 5, 6].map((i) => base(i));
    // A feature branch's commit recorded against main's 4, made after main's 6.
    records.push(base(99, { parent: simulatedSha(4), time: new Date(Date.UTC(2026, 0, 2)).toISOString() }));
    const order = chainOf(records);
    assert.deepEqual(
      order.chain.map((r) => commitNumber(r.commit)),
      [1, 2, 3, 4, 5, 6],
    );
    assert.deepEqual(
      order.offLine.map((r) => commitNumber(r.commit)),
      [99],
    );
    const report = analyseHistory(records);
    assert.equal(report.series[0].points.length, 6);
    assert.deepEqual(
      report.warnings?.map((w) => w.code),
      ['off-main-line'],
    );
  });

  test('a re-record against an older base: left out when the commits between are recorded, the point spanning them when they are not', () => {
    const main = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => base(i));
    // `record --base HEAD~5` of 10, recorded after 10's own record: 10 against 5.
    const again = base(10, { parent: simulatedSha(5), recordedAt: '2027-01-01T00:00:00Z' });
    const order = chainOf([...main, again]);
    assert.deepEqual(
      order.chain.map((r) => commitNumber(r.commit)),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.equal(order.chain.at(-1), main.at(-1));
    assert.deepEqual(order.offLine, [again]);
    // 6 … 9 never recorded: 10 against 5 is the line's point, its ratio spanning five commits.
    const sparse = chainOf([...main.slice(0, 5), again]);
    assert.deepEqual(
      sparse.chain.map((r) => [commitNumber(r.commit), commitNumber(r.parent)]),
      [
        [1, 0],
        [2, 1],
        [3, 2],
        [4, 3],
        [5, 4],
        [10, 5],
      ],
    );
    assert.deepEqual(sparse.offLine, []);
  });

  test("a branch recorded more often than main since they forked is the longer line: history follows it and names main's commits it left out", () => {
    const records = [1, 2, 3, 4].map((i) => base(i));
    for (const i of [101, 102, 103])
      records.push(base(i, { parent: simulatedSha(i === 101 ? 2 : i - 1), time: new Date(Date.UTC(2026, 0, 1) + (i - 100) * 60_000).toISOString() }));
    const order = chainOf(records);
    assert.deepEqual(
      order.chain.map((r) => commitNumber(r.commit)),
      [1, 2, 101, 102, 103],
    );
    assert.deepEqual(order.offLine.map((r) => commitNumber(r.commit)).sort(), [3, 4]);
  });

  test("main's line is the store's, every series together: a benchmark recorded on a branch only is no series, and a series recorded less on main still follows main", () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
    const main = [1, 2, 3, 4, 5, 6].map((i) => base(i));
    // O recorded on a branch off 2 at three commits, more than main's 3 … 6 in that series (O's run failed there);
    const branch = [101, 102, 103].map((i) => base(i, { parent: simulatedSha(i === 101 ? 2 : i - 1), time: at(i - 100 + 6) }));
    // P, a benchmark the branch added, exists there only.
    const added = branch.map((r) => ({ ...r, benchmark: 'P' }));
    const other = main.map((r) => ({ ...r, benchmark: 'Q' }));
    const report = analyseHistory([...main.slice(0, 2), ...branch, ...added, ...other]);
    assert.deepEqual(
      report.series.map((s) => [s.benchmark, s.points.map((p) => commitNumber(p.commit))]),
      [
        ['O', [1, 2]],
        ['Q', [1, 2, 3, 4, 5, 6]],
      ],
    );
    assert.match(report.warnings![0].message, /^left out 6 records of 3 commits not on main's line/);
  });

  test('a commit recorded twice against the same parent: the newest record is used, the older is counted', () => {
    const a = base(1, { recordedAt: '2026-01-02T00:00:00Z', ratio: 1.3 });
    const b = base(1, { recordedAt: '2026-01-03T00:00:00Z', ratio: 1.01 });
    assert.deepEqual(chainOf([b, a]).replaced, [a]);
    const report = analyseHistory([a, b, base(2)]);
    assert.deepEqual(
      report.warnings?.map((w) => w.code),
      ['recorded-twice'],
    );
    assert.match(
      report.warnings[0].message,
      new RegExp(`^1 commit is recorded more than once against the same parent: ${simulatedSha(1).slice(0, 7)} \\(against ${simulatedSha(0).slice(0, 7)}\\)`),
    );
    assert.equal(analyseHistory([a, base(2)]).warnings, undefined);
  });

  test('a cycle in malformed records ends the walk instead of looping', () => {
    const x = base(1, { parent: simulatedSha(2) });
    const y = base(2, { parent: simulatedSha(1) });
    assert.equal(orderChain([x, y]).length, 2);
  });
});

describe('drift', () => {
  const point = (i: number, ratio: number, ci: [number, number]): HistoryPoint => ({
    commit: simulatedSha(i),
    parent: simulatedSha(i - 1),
    time: '',
    ratio,
    ratioCI: ci,
    median: null,
    machine: {},
  });

  test('the log steps add and their SEs add in quadrature (fewer than 5 commits: no over-dispersion estimate)', () => {
    const z = 1.959963984540054;
    const se = 0.02;
    const pts = [1, 2, 3].map((i) => point(i, 1.1, [1.1 * Math.exp(-z * se), 1.1 * Math.exp(z * se)]));
    const d = driftOf(pts, chainIncrements(pts), 30, 0.05, 'lower')!;
    const sum = 3 * Math.log(1.1);
    const sd = Math.sqrt(3) * se;
    assert.ok(Math.abs(d.deltaPct - 100 * Math.expm1(sum)) < 1e-9);
    assert.ok(Math.abs(d.ci[0] - 100 * Math.expm1(sum - z * sd)) < 1e-9);
    assert.ok(Math.abs(d.ci[1] - 100 * Math.expm1(sum + z * sd)) < 1e-9);
    assert.equal(d.flagged, true);
    // The same numbers on a higher-is-better metric are an improvement: not flagged.
    assert.equal(driftOf(pts, chainIncrements(pts), 30, 0.05, 'higher')!.flagged, false);
    // Mirrored: rates falling by 10% a commit are flagged for higher-is-better.
    const down = [1, 2, 3].map((i) => point(i, 1 / 1.1, [Math.exp(-z * se) / 1.1, Math.exp(z * se) / 1.1]));
    assert.equal(driftOf(down, chainIncrements(down), 30, 0.05, 'higher')!.flagged, true);
    assert.equal(driftOf(down, chainIncrements(down), 30, 0.05, 'lower')!.flagged, false);
  });

  test('the window is the last N commits with a ratio; one commit is not a drift', () => {
    const pts = Array.from({ length: 40 }, (_, k) => point(k + 1, 1.01, [1.0, 1.02]));
    pts[35] = { ...pts[35], ratio: null, ratioCI: null };
    const d = driftOf(pts, chainIncrements(pts), 10, 0.05, 'lower')!;
    assert.equal(d.commits, 10);
    assert.equal(d.to, simulatedSha(40));
    assert.equal(d.from, simulatedSha(29)); // commits 30…40 less the one without a ratio
    assert.equal(driftOf(pts.slice(0, 1), chainIncrements(pts.slice(0, 1)), 10, 0.05, 'lower'), null);
  });

  test('a CI that clears the threshold only partly is not flagged', () => {
    const pts = [1, 2].map((i) => point(i, 1.04, [0.99, 1.09]));
    const d = driftOf(pts, chainIncrements(pts), 30, 0.05, 'lower')!;
    assert.ok(d.deltaPct > 5 && d.ci[0] < 5);
    assert.equal(d.flagged, false);
  });
});

describe('robustness', () => {
  test('medianOf agrees with sorting, ties and odd/even lengths included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ noNaN: true, noDefaultInfinity: true })), { minLength: 1, maxLength: 40 }),
        (xs) => {
          const s = [...xs].sort((a, b) => a - b);
          const h = s.length >> 1;
          assert.equal(medianOf(xs), s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2);
        },
      ),
      { numRuns: 500, seed: 7 },
    );
  });

  test('analyseHistory never throws on odd records (nulls, junk numbers, one point, duplicates, cycles)', () => {
    const sha = fc.constantFrom(...[0, 1, 2, 3, 4, 5].map(simulatedSha));
    const num = fc.oneof(
      fc.constant(null),
      fc.constant(NaN),
      fc.constant(0),
      fc.constant(-1),
      fc.constant(Infinity),
      fc.double({ min: 0.5, max: 2, noNaN: true }),
    );
    const record = fc.record({
      v: fc.constant(1),
      commit: sha,
      parent: fc.oneof(sha, fc.constant(undefined), fc.constant(null)),
      time: fc.oneof(fc.constant('2026-01-01T00:00:00Z'), fc.constant('not a date'), fc.constant(undefined)),
      recordedAt: fc.oneof(fc.constant('2026-01-02T00:00:00Z'), fc.constant('2026-01-01T00:00:00Z'), fc.constant(null)),
      benchmark: fc.constantFrom('a', 'b'),
      group: fc.oneof(fc.constant(undefined), fc.constant(''), fc.constant('g')),
      metric: fc.constant('time'),
      unit: fc.oneof(fc.constant('s'), fc.constant(undefined)),
      better: fc.constantFrom('lower', 'higher', 'sideways'),
      ratio: num,
      ratioCI: fc.oneof(fc.constant(null), fc.tuple(num, num), fc.constant([1] as unknown)),
      head: fc.oneof(fc.constant(null), fc.record({ median: num, ci: fc.constant(null) })),
      machine: fc.oneof(fc.constant(null), fc.constant({}), fc.record({ cpuModel: fc.constantFrom('X', 'Y', 7 as unknown as string) })),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(record, fc.constant(null), fc.constant(42)), { maxLength: 30 }), (raw) => {
        const report = analyseHistory(raw as unknown as HistoryRecord[]);
        assert.equal(report.version, 2);
        for (const s of report.series) {
          const commits = s.points.map((p) => p.commit);
          assert.equal(new Set(commits).size, commits.length, 'one point per commit');
          for (const c of s.changePoints) {
            assert.ok(commits.includes(c.commit));
            assert.ok(Number.isFinite(c.deltaPct) && c.p >= 0 && c.p < CHANGE_POINT_ALPHA);
          }
          if (s.drift) assert.ok(Number.isFinite(s.drift.deltaPct) && s.drift.ci.every(Number.isFinite));
          JSON.stringify(s);
        }
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  test('one record, and no records at all', () => {
    const one = simulateRecords({ seed: 1, commits: 1, series: [{ benchmark: 'one', change: () => 1.2, ...NOISE }] });
    const s = analyseHistory(one).series[0];
    assert.equal(s.points.length, 1);
    assert.equal(s.drift, null);
    assert.deepEqual(analyseHistory([]), { version: 2, window: 30, threshold: 0.05, series: [] });
  });

  test('options are checked', () => {
    assert.throws(() => analyseHistory([], { window: 0 }), RangeError);
    assert.throws(() => analyseHistory([], { threshold: -1 }), RangeError);
    assert.equal(analyseHistory([], { window: 10, threshold: 0.1 }).window, 10);
  });
});
