// measure: instructions' set-up: valgrind found, installed on a GitHub-hosted runner (said in the
// log), else a tool error naming the package; the Go driver's pattern for one benchmark; the
// drivers' registry and its error for a harness without a lever.
import assert from 'node:assert/strict';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ensureValgrind, INSTALL_COMMAND, ValgrindMissing } from '../src/instructions/valgrind.js';
import { benchmarkNames, exactPattern, flagValue } from '../src/instructions/drivers/go-exec.js';
import { NoDriverError, pickDriver } from '../src/instructions/drivers/index.js';
import { tempDir } from './runner-fixtures.js';

/** A PATH of one folder holding only the given scripts (name → body). */
function pathWith(scripts: Record<string, string>): string {
  const dir = tempDir('bg-instr-path-');
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}

describe('instructions: valgrind', () => {
  it('missing on a machine of your own: a tool error naming the package', () => {
    const PATH = pathWith({});
    const saved = process.env.PATH;
    process.env.PATH = PATH;
    try {
      assert.throws(
        () => ensureValgrind({ PATH }, () => assert.fail('nothing is installed')),
        (e: unknown) => e instanceof ValgrindMissing && /needs valgrind \(the `valgrind` package: apt-get install valgrind/.test(e.message),
      );
    } finally {
      process.env.PATH = saved;
    }
  });

  it('missing on a GitHub-hosted runner: installed with sudo -n apt-get, said in the log', () => {
    const dir = tempDir('bg-instr-sudo-');
    const calls = path.join(dir, 'calls');
    // A sudo that "installs" valgrind: after it ran, valgrind answers --version.
    const PATH = tempDir('bg-instr-path-');
    const valgrind = path.join(PATH, 'valgrind');
    writeFileSync(
      path.join(PATH, 'sudo'),
      `#!/bin/sh\necho "$*" >> ${calls}\nprintf '#!/bin/sh\\necho valgrind-3.22.0\\n' > ${valgrind}\n${process.platform === 'linux' ? '/bin/chmod' : 'chmod'} +x ${valgrind}\n`,
    );
    chmodSync(path.join(PATH, 'sudo'), 0o755);
    const saved = process.env.PATH;
    process.env.PATH = PATH;
    const log: string[] = [];
    try {
      assert.equal(
        ensureValgrind({ RUNNER_ENVIRONMENT: 'github-hosted' }, (l) => log.push(l)),
        'valgrind-3.22.0',
      );
    } finally {
      process.env.PATH = saved;
    }
    assert.deepEqual(readFileSync(calls, 'utf8').trim().split('\n'), ['-n apt-get install -y valgrind']);
    assert.equal(log.length, 1);
    assert.ok(log[0].includes(INSTALL_COMMAND), log[0]);
  });
});

describe('instructions: the Go driver, inside', () => {
  it('selects exactly one benchmark, each level of a sub-benchmark anchored and quoted', () => {
    assert.equal(exactPattern('BenchmarkSum64'), '^BenchmarkSum64$');
    assert.equal(exactPattern('BenchmarkAdler32/size=4096'), '^BenchmarkAdler32$/^size=4096$');
    assert.equal(exactPattern('BenchmarkX/a.b(c)#01'), '^BenchmarkX$/^a\\.b\\(c\\)#01$');
  });

  it('reads the user flags go test passes, and the names and header of a listing', () => {
    assert.equal(flagValue(['-test.paniconexit0', '-test.bench=.', '-test.timeout=10m0s'], 'test.bench'), '.');
    assert.equal(flagValue(['-test.bench', 'Sum'], 'test.bench'), 'Sum');
    assert.equal(flagValue(['-test.run=^$'], 'test.bench'), undefined);
    const listing =
      'goos: linux\ngoarch: amd64\npkg: example.com/x\ncpu: Some CPU\nBenchmarkA/n=1   \t       1\t      1896 ns/op\nBenchmarkB \t 1 \t 5 ns/op\nPASS\n';
    assert.deepEqual(benchmarkNames(listing), {
      names: ['BenchmarkA/n=1', 'BenchmarkB'],
      header: ['goos: linux', 'goarch: amd64', 'pkg: example.com/x', 'cpu: Some CPU'],
    });
  });
});

describe('instructions: drivers', () => {
  it('auto picks go for go test; command only by name; anything else names every driver', () => {
    assert.equal(pickDriver('auto', 'go test -bench=. ./...', 'auto').id, 'go');
    assert.equal(pickDriver('auto', 'make bench', 'go').id, 'go');
    assert.equal(pickDriver('command', 'python bench.py', 'auto').id, 'command');
    // The go driver by name counts only through go test: anything else would run uncounted.
    assert.equal(pickDriver('go', 'make bench', 'go').id, 'go');
    assert.throws(
      () => pickDriver('go', './bench.sh', 'auto'),
      (e: unknown) => e instanceof NoDriverError && /instructions-driver: go needs a command that runs `go test/.test(e.message),
    );
    assert.throws(
      () => pickDriver('auto', 'cargo bench', 'criterion'),
      (e: unknown) =>
        e instanceof NoDriverError &&
        /format criterion has none/.test(e.message) &&
        /go: go test -bench/.test(e.message) &&
        /command: the whole command/.test(e.message),
    );
  });
});
