// measure: instructions on the native example, through the built action (node dist/index.js; run
// `npm run build` first), started as a GitHub runner starts it: a pull request of a real C++
// repository made from examples/cpp-google-benchmark (its bench.cc, its workflow's setup, run and
// format), whose head sums a fifth of the bytes again in BM_SumLoop. Two benchmarks are selected
// (a filter keeps valgrind's time down): the changed one fails the step as a regression, the
// untouched one stays unchanged, and the comment and the JSON report say instructions per operation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readExampleWorkflow } from './support/example-workflows.js';
import { needs } from './support/harness.js';
import { openInstructionsPullRequest, type InstructionsPullRequest } from './support/instructions-pull-request.js';
import { annotations } from './support/run-action.js';

const example = readExampleWorkflow('cpp-google-benchmark');
const BENCH = readFileSync(path.join(example.dir, 'bench.cc'), 'utf8');
const SUM = '    for (uint8_t c : data) sum += c;\n';
/** BM_SumLoop sums its bytes and then the first fifth of them again: +20% of the loop's work. */
const SLOWER = BENCH.replace(SUM, `${SUM}    for (size_t i = 0; i < data.size() / 5; i++) sum += data[i];\n`);

describe('the built action, measure: instructions, on examples/cpp-google-benchmark', needs('google-benchmark', 'valgrind'), () => {
  let pr: InstructionsPullRequest;

  before(async () => {
    assert.notEqual(SLOWER, BENCH, `examples/cpp-google-benchmark/bench.cc no longer has the line ${JSON.stringify(SUM)}`);
    pr = await openInstructionsPullRequest({
      base: { 'bench.cc': BENCH },
      head: { 'bench.cc': SLOWER },
      title: 'Sum a fifth again',
      headRef: 'feature/sum-again',
      number: 4,
    });
  });
  after(() => pr.close());

  test('+20% in one benchmark fails the step; the untouched one is unchanged; comment and JSON say instructions', async () => {
    const { setup, run, format } = example.step.with;
    const r = await pr.run({
      setup: String(setup),
      run: `${String(run)} --benchmark_filter='BM_Sum(Loop/4096|Accumulate)'`,
      format: String(format),
      rounds: '3',
      warmup: '0',
    });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /measure: instructions \(google-benchmark driver; valgrind-/);
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /regression.*BM_SumLoop\/4096/);

    const report = JSON.parse(readFileSync(r.outputs['report-json'], 'utf8'));
    const rows = Object.fromEntries(report.comparisons.map((c: { benchmark: string }) => [c.benchmark, c]));
    assert.deepEqual(Object.keys(rows).sort(), ['BenchmarkBM_SumAccumulate', 'BenchmarkBM_SumLoop/4096']);
    const changed = rows['BenchmarkBM_SumLoop/4096'];
    const untouched = rows.BenchmarkBM_SumAccumulate;
    for (const row of [changed, untouched]) {
      assert.equal(row.metric, 'instructions');
      assert.equal(row.unit, 'instr'); // per operation: the Go line's instr/op
      assert.ok(row.instructions, 'the row carries its instructions test');
    }
    assert.equal(changed.verdict, 'regression');
    assert.ok(changed.deltaPct > 10 && changed.deltaPct < 30, `Δ ${changed.deltaPct}%`);
    assert.equal(untouched.verdict, 'unchanged');
    assert.match(report.machine.head.versions.valgrind, /^valgrind-3/);

    const [comment] = pr.server.commentsOn(pr.number);
    const body = comment.body.replace(/<wbr>/g, '').replace(/&#95;/g, '_');
    assert.match(body, /BM_SumLoop\/4096<\/code> \| 🔴 regression/);
    assert.match(body, /BM_SumAccumulate<\/code> \| unchanged/);
    assert.match(body, /\| instructions \| \d+ instr /);
    assert.match(body, /instructions per operation \(valgrind cachegrind; time not measured/);
    assert.match(body, /valgrind \(same\) \| valgrind-3/);
  });
});
