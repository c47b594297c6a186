// measure: instructions' counter (src/instructions/counters/): perf only where a probe shows a
// working hardware counter, valgrind otherwise. Everything here runs the real perf. On a machine
// without a PMU (a virtual machine such as this project's, a GitHub-hosted runner) the probe says
// so, auto counts with valgrind and says why, and perf forced is a tool error. The parser reads
// the `-x,` lines perf prints here: software events (task-clock, …) and `<not supported>`. Where
// perf does count (a PMU), the cases that expect its absence are skipped and the others check the
// count path instead; no stand-in perf is used for a working PMU.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { instructionsOf, parsePerfStat, perfCounter, perfStatArgv, PERF_EVENT } from '../src/instructions/counters/perf.js';
import { probePerf } from '../src/instructions/counters/probe.js';
import { CounterUnavailable, readProbe, setUpCounter } from '../src/instructions/counters/choose.js';
import { RunnerError } from '../src/runner/errors.js';
import { needs } from './support/harness.js';
import { runCommand } from './support/run-command.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');

/** Whether perf counts instructions:u here, asked of perf directly (not through benchgate's code). */
function perfCountsHere(): boolean {
  const r = spawnSync('perf', ['stat', '-x,', '-e', 'instructions:u', 'true'], { encoding: 'utf8' });
  return r.status === 0 && /^\d+,[^,]*,instructions:u,/m.test(r.stderr);
}
const PMU = needs('perf').skip === false && perfCountsHere();
const NO_PMU_HERE = PMU ? 'perf counts instructions:u on this machine (a working PMU): this case is about a machine without one' : false;

describe('instructions counter: perf stat -x, output as perf prints it here', { skip: needs('perf').skip }, () => {
  it('software events: each line is value, unit, event, running time, running %', () => {
    const r = spawnSync('perf', ['stat', '-x,', '-e', 'task-clock,context-switches,page-faults', '--', 'true'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const lines = parsePerfStat(r.stderr);
    assert.deepEqual(
      lines.map((l) => l.event),
      ['task-clock', 'context-switches', 'page-faults'],
      r.stderr,
    );
    const [clock, switches, faults] = lines;
    assert.equal(clock.unit, 'msec');
    assert.ok(clock.value !== undefined && clock.value > 0, r.stderr);
    assert.ok(Number.isInteger(switches.value) && Number.isInteger(faults.value) && faults.value! > 0, r.stderr);
    for (const l of lines) assert.equal(l.runningPercent, 100, r.stderr);
    // No instructions line: no count, and the reason says so.
    assert.deepEqual(instructionsOf(lines), { why: `perf printed no ${PERF_EVENT} line` });
  });

  it('the file a count reads (perf stat -o, its "# started on" header skipped): a count where perf counts, the reason where it does not', () => {
    const file = path.join(tempDir('bg-perf-out-'), 'true.perf.csv');
    const [cmd, ...args] = perfStatArgv(['true'], file);
    const r = spawnSync(cmd, args, { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const text = readFileSync(file, 'utf8');
    assert.match(text, /^# started on /m);
    const lines = parsePerfStat(text);
    assert.equal(lines.length, 1, text);
    assert.equal(lines[0].event, PERF_EVENT);
    const result = instructionsOf(lines);
    if (PMU) {
      assert.ok('instructions' in result && result.instructions > 0, text);
    } else {
      assert.equal(lines[0].text, '<not supported>', text);
      assert.equal(lines[0].value, undefined);
      assert.deepEqual(result, { why: `${PERF_EVENT} not supported on this machine (no hardware counter)` });
    }
  });

  it('a count with perf: the program runs and its count is the file perf wrote, or no count and why', async () => {
    const outDir = tempDir('bg-perf-count-');
    const r = await perfCounter.count({ argv: ['sh', '-c', 'echo counted; exit 3'], outDir, prefix: 'run', stdout: 'pipe' });
    assert.equal(r.exitCode, 3, r.stderrTail);
    assert.equal(r.stdout, 'counted\n');
    assert.deepEqual(r.files, [path.join(outDir, 'run.perf.csv')]);
    if (PMU) assert.ok(r.instructions > 0, r.stderrTail);
    else {
      assert.ok(Number.isNaN(r.instructions));
      assert.match(r.stderrTail, /perf stat: instructions:u not supported on this machine/);
    }
  });
});

describe('instructions counter: the probe and the choice', () => {
  it('the probe here agrees with perf itself: no PMU, perf is not used, and the reason is perf’s', { skip: needs('perf').skip || NO_PMU_HERE }, () => {
    const probe = probePerf();
    assert.equal(probe.usable, false, JSON.stringify(probe));
    assert.match(probe.version ?? '', /^perf version /);
    assert.equal(probe.why, `${PERF_EVENT} not supported on this machine (no hardware counter)`);
  });

  it(
    'where perf counts, the probe counts the known program twice alike',
    { skip: PMU ? false : 'no PMU on this machine: the positive probe runs only where perf counts' },
    () => {
      const probe = probePerf();
      assert.equal(probe.usable, true, JSON.stringify(probe));
      assert.equal(probe.counts?.length, 2);
    },
  );

  it(
    'auto with a whole-process driver: the probe decides; without a working counter, valgrind, saying why',
    { skip: needs('perf', 'valgrind').skip || NO_PMU_HERE },
    () => {
      const setup = setUpCounter('auto', { id: 'go', wholeProcess: true }, process.env, () => {});
      assert.equal(setup.chosen, undefined, 'auto waits for the probe');
      const choice = setup.decide(`${JSON.stringify(probePerf())}\n`, '');
      assert.deepEqual(choice, { id: 'valgrind', why: `perf: ${PERF_EVENT} not supported on this machine (no hardware counter)` });
      assert.match(setup.version() ?? '', /^valgrind-/);
    },
  );

  it('perf forced where the probe finds no working counter: a tool error naming why and what to set', { skip: needs('perf').skip || NO_PMU_HERE }, () => {
    const setup = setUpCounter('perf', { id: 'command', wholeProcess: true }, process.env, () => assert.fail('perf forced: valgrind is not made ready'));
    assert.throws(
      () => setup.decide(JSON.stringify(probePerf()), ''),
      (e: unknown) =>
        e instanceof CounterUnavailable &&
        e instanceof RunnerError &&
        e.message ===
          'instructions-counter: perf, but perf cannot count here: instructions:u not supported on this machine (no hardware counter). Set instructions-counter to auto (valgrind counts then) or valgrind',
    );
  });

  it('a probe that printed no answer is not a working counter: what it printed is the reason', () => {
    assert.deepEqual(readProbe('', 'instructions-driver: Error: boom\n    at x\n'), {
      usable: false,
      why: 'the probe gave no answer: instructions-driver: Error: boom at x',
    });
  });

  it('the probe ran after setup: its answer is read field by field, one line each, usable only with two counts', () => {
    assert.deepEqual(readProbe(JSON.stringify({ usable: true }), ''), { usable: false, why: 'the probe gave no counts' });
    assert.deepEqual(readProbe(JSON.stringify({ usable: true, counts: [1, 'x'] }), ''), { usable: false, why: 'the probe gave no counts' });
    assert.deepEqual(readProbe(JSON.stringify({ usable: false, why: 'no\n::error::x', version: 'perf\r\n##[group]' }), ''), {
      usable: false,
      why: 'no ::error::x',
      version: 'perf ##[group]',
    });
    assert.deepEqual(readProbe(`noise\n${JSON.stringify({ usable: true, counts: [5, 5], version: 'perf version 6' })}\n`, ''), {
      usable: true,
      counts: [5, 5],
      version: 'perf version 6',
    });
  });

  it(
    'the google-benchmark driver counts inside a function: perf forced is a tool error before any run; auto is valgrind, said',
    { skip: needs('valgrind').skip },
    () => {
      const driver = { id: 'google-benchmark' };
      assert.throws(
        () => setUpCounter('perf', driver, process.env, () => {}),
        (e: unknown) =>
          e instanceof CounterUnavailable &&
          /instructions-counter: perf cannot be used: the google-benchmark driver counts inside each benchmark's function with callgrind/.test(e.message),
      );
      const setup = setUpCounter('auto', driver, process.env, () => {});
      assert.equal(setup.chosen?.id, 'valgrind');
      assert.match(setup.chosen?.why ?? '', /google-benchmark driver counts inside each benchmark's function with callgrind; perf counts whole processes only/);
    },
  );
});

describe('instructions counter: benchgate run (dist/cli.js), the probe in the sandbox', () => {
  const loop = (n: number) => `i=0\nwhile [ $i -lt ${n} ]; do i=$((i + 1)); done\necho "looped $i times"\n`;
  const run = (repo: string, args: string[]) => {
    assert.ok(existsSync(path.join(path.dirname(CLI), 'instructions-driver.js')), 'dist/ lacks the instructions driver: run npm run build');
    return runCommand([process.execPath, CLI, 'run', '--measure', 'instructions', '--instructions-driver', 'command', ...args, '--', 'bash', 'loop.sh'], {
      cwd: repo,
      env: { ...process.env, NO_COLOR: '1' },
      timeoutMs: 900_000,
    });
  };

  it(
    'auto: the probe runs in the sandbox; the counter and its reason are in the log, the kept probe and the machine table',
    { skip: needs('perf', 'valgrind').skip },
    async (t) => {
      const { repo, base, head, cleanup } = twoCommitRepo({ 'loop.sh': loop(20000) }, { 'loop.sh': loop(24000) });
      t.after(cleanup);
      const kept = path.join(tempDir('bg-counter-kept-'), 'runs');
      const json = path.join(path.dirname(kept), 'report.json');
      const r = await run(repo, ['--base', base, '--head', head, '--rounds', '3', '--keep-dir', kept, '--json', json]);
      assert.equal(r.code, 1, `${r.stdout}\n${r.stderr}`);
      assert.match(r.stdout, /BenchmarkCommand\s+REGRESSION/);
      assert.match(r.stderr, /isolation: sandbox/, 'the probe ran where the runs run');
      const probe = readProbe(readFileSync(path.join(kept, 'base', 'probe.stdout'), 'utf8'), '');
      const versions = (JSON.parse(readFileSync(json, 'utf8')) as { machine: { base: { versions: Record<string, string> } } }).machine.base.versions;
      if (PMU) {
        assert.equal(probe.usable, true, JSON.stringify(probe));
        assert.match(
          r.stderr,
          /measure: instructions: counter: perf \(the probe counted \d+ and \d+ instructions:u for the same program; no per-function attribution with perf\)/,
        );
        assert.match(versions.perf, /^perf version /);
        assert.doesNotMatch(r.stdout, /where the instructions went/);
      } else {
        assert.equal(probe.usable, false, JSON.stringify(probe));
        assert.match(r.stderr, /measure: instructions \(command driver; valgrind-[^,]+, cachegrind --cache-sim=no/);
        assert.match(r.stderr, /measure: instructions: counter: valgrind \(perf: instructions:u not supported on this machine \(no hardware counter\)\)/);
        assert.equal(versions.counter, 'valgrind (perf: instructions:u not supported on this machine (no hardware counter))');
        assert.match(versions.valgrind, /^valgrind-/);
        assert.equal(versions.perf, undefined);
      }
    },
  );

  it(
    'perf forced on a machine without a working counter: exit 2, no table, the reason and the settings that work',
    { skip: needs('perf').skip || NO_PMU_HERE },
    async (t) => {
      const { repo, base, head, cleanup } = twoCommitRepo({ 'loop.sh': loop(200) }, { 'loop.sh': loop(240) });
      t.after(cleanup);
      const r = await run(repo, ['--instructions-counter', 'perf', '--base', base, '--head', head, '--rounds', '3']);
      assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
      assert.match(
        r.stderr,
        /instructions-counter: perf, but perf cannot count here: instructions:u not supported on this machine \(no hardware counter\)\. Set instructions-counter to auto \(valgrind counts then\) or valgrind/,
      );
      assert.doesNotMatch(r.stderr, /round 1\/3/, 'no run was counted');
      assert.equal(r.stdout, '');
    },
  );

  it('an unknown counter is refused, naming those that exist', async (t) => {
    const { repo, base, head, cleanup } = twoCommitRepo({ 'loop.sh': loop(200) }, { 'loop.sh': loop(240) });
    t.after(cleanup);
    const r = await run(repo, ['--instructions-counter', 'papi', '--base', base, '--head', head]);
    assert.equal(r.code, 2, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stderr, /instructions-counter.*papi.*auto, valgrind, perf|instructions-counter.*auto.*valgrind.*perf/);
  });
});
