// The cost of a look of adaptive rounds as the rounds go on (`npm run bench` prints it;
// `npm run bench:rounds [-- --quick]` alone): 20 rounds of a benchmark whose every run prints a
// large output (mostly log lines, as `go test -v -bench` does), a look planned after every second
// round. Each round's pipeline work — its two outputs landing and its look — is timed: each run
// is parsed once as it lands (src/pipeline/parse-runs.ts), so a round's parsing costs the same at
// round 20 as at round 2; only a look's comparison grows, with the runs it compares.
// For comparison, "every look re-parses" is the old way (each look parsed every output so far:
// 420 parses over 20 rounds, and the final report parsed all 40 again).
// Figures only: nothing here asserts on time.
import { pathToFileURL } from 'node:url';
import { DEFAULT_STATS_SETTINGS } from '../src/model.js';
import { planRounds } from '../src/pipeline/rounds.js';
import type { RoundsResult, RunOutput, Side } from '../src/runner/index.js';

const ROUNDS = 20;
const SHOWN = [2, 8, 14, 20];

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One run's `go test -v -bench` output of about `mb` MB: 200 benchmarks, log lines between them. */
function goOutput(side: Side, variant: number, mb: number): string {
  const benchmarks = 200;
  const logLines = Math.ceil((mb * 1e6) / benchmarks / 90);
  const log = Array.from({ length: logLines }, (_, i) => `    widgets_test.go:${i}: warm-up step ${i} of ${logLines} took 12.5µs (hits 1024, misses 3)`).join(
    '\n',
  );
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/widgets'];
  for (let b = 0; b < benchmarks; b++) {
    const ns = (100 + b) * (side === 'head' && b % 10 === 0 ? 1.1 : 1) * (1 + 0.01 * ((variant * 7 + b) % 5));
    lines.push(log, `BenchmarkOp${b}-2 \t 1000000\t ${ns.toFixed(1)} ns/op`);
  }
  return `${lines.join('\n')}\nPASS\n`;
}

function emptyRounds(): RoundsResult {
  return { base: { outputs: [], failed: [], loadavg: [] }, head: { outputs: [], failed: [], loadavg: [] }, order: [], roundsRun: 0, stopReason: 'max-rounds' };
}

const auto = { rounds: 'auto' as const, minRounds: 2, maxRounds: ROUNDS, lookEvery: 2, settings: DEFAULT_STATS_SETTINGS, format: 'go' };

export async function benchRounds(quick = false): Promise<void> {
  const mb = quick ? 10 : 50;
  const reps = quick ? 1 : 3;
  console.log(`\n== adaptive rounds: the cost of each round's look, ${mb} MB output per run, ${ROUNDS} rounds, a look every 2 ==`);
  // Three outputs per side, taken in turn: distinct runs without holding 40 large strings.
  const texts = { base: [0, 1, 2].map((v) => goOutput('base', v, mb)), head: [0, 1, 2].map((v) => goOutput('head', v, mb)) };
  const output = (side: Side, round: number): RunOutput => ({
    side,
    round,
    input: { kind: 'text', file: `${side}/round-${round}/stdout`, text: texts[side][round % 3] },
    durationMs: 1,
  });
  console.log(`  one output: ${(texts.base[0].length / 1e6).toFixed(1)} MB`);

  // Parsed once as it lands: per round, its two outputs fed to the accumulator (parsed), then the look.
  const feed = new Map<number, number[]>();
  const look = new Map<number, number[]>();
  const push = (m: Map<number, number[]>, round: number, x: number) => m.set(round, [...(m.get(round) ?? []), x]);
  let parses = 0;
  let planned = '';
  for (let rep = 0; rep < reps; rep++) {
    const plan = planRounds({ ...auto, log: (line) => (planned ||= line) });
    const soFar = emptyRounds();
    for (let round = 1; round <= ROUNDS; round++) {
      const t0 = performance.now();
      for (const side of ['base', 'head'] as const) {
        const o = output(side, round);
        soFar[side].outputs.push(o);
        plan.runs.add(o);
      }
      soFar.roundsRun = round;
      const t1 = performance.now();
      await plan.runner.onLook!(round, soFar);
      push(feed, round, t1 - t0);
      push(look, round, performance.now() - t1);
    }
    parses = plan.runs.parses;
  }
  console.log(`  ${planned}`);

  // The old way at the same looks: every output so far parsed again, then the same look.
  const again = new Map<number, number[]>();
  for (let rep = 0; rep < reps; rep++) {
    for (const round of SHOWN) {
      const soFar = emptyRounds();
      for (let r = 1; r <= round; r++) for (const side of ['base', 'head'] as const) soFar[side].outputs.push(output(side, r));
      soFar.roundsRun = round;
      const t0 = performance.now();
      // A fresh plan's look parses every output so far, as each look did before.
      await planRounds(auto).runner.onLook!(round, soFar);
      again.set(round, [...(again.get(round) ?? []), performance.now() - t0]);
    }
  }

  const ms = (x: number) => `${x.toFixed(0).padStart(6)} ms`;
  const total = (round: number) => median(feed.get(round)!) + median(look.get(round)!);
  console.log(`  round   parsed once: its 2 outputs + its look = total   every look re-parses   (medians of ${reps})`);
  for (const round of SHOWN) {
    console.log(
      `  ${String(round).padStart(5)}  ${' '.repeat(12)}${ms(median(feed.get(round)!))} + ${ms(median(look.get(round)!))} = ${ms(total(round))}   ${ms(median(again.get(round)!))}`,
    );
  }
  const ratio = (m: Map<number, number[]>, a: number, b: number) => (median(m.get(a)!) / median(m.get(b)!)).toFixed(2);
  console.log(
    `  parsed once: round 20 costs ${(total(20) / total(2)).toFixed(2)}× round 2 — its parse ${ratio(feed, 20, 2)}×, its look's comparison ` +
      `${ratio(look, 20, 8)}× the first look's (round 8; round 2 is no look); re-parsing: ${ratio(again, 20, 2)}×`,
  );
  console.log(`  ${parses} parses for ${2 * ROUNDS} outputs (re-parsing: 420, and 40 more for the report)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchRounds(process.argv.includes('--quick'));
