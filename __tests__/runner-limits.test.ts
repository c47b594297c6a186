// limits.ts: the sandbox's task limit from benchgate's own (/proc/self/limits), the point where a
// sandbox counts as at its limit, and the kernel's OOM-kill counter, read from real-format files;
// and the prefix really sets both limits on the program it starts.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs, { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { atTaskLimit, limitPrefix, oomKills, ownOomCounter, ownProcessLimit, SANDBOX_MAX_TASKS, sandboxMaxTasks } from '../src/runner/limits.js';

const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'bg-limits-')));
after(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const f = path.join(dir, name);
  writeFileSync(f, text);
  return f;
};

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max processes             PROCS                96365                processes
Max open files            1048576              1048576              files
`;

describe('sandbox limits', () => {
  it("takes a quarter of benchgate's own process limit when that is below 4 × 4096, and 4096 otherwise", () => {
    assert.equal(ownProcessLimit(file('l1', LIMITS.replace('PROCS', '400'))), 400);
    assert.equal(ownProcessLimit(file('l2', LIMITS.replace('PROCS', 'unlimited'))), undefined);
    assert.equal(ownProcessLimit(path.join(dir, 'missing')), undefined);
    assert.equal(sandboxMaxTasks(400), 100);
    assert.equal(sandboxMaxTasks(63_704), SANDBOX_MAX_TASKS);
    assert.equal(sandboxMaxTasks(undefined), SANDBOX_MAX_TASKS);
    assert.equal(sandboxMaxTasks(20), 16, 'never below 16');
  });

  it('counts a sandbox within 10% of its limit as at it (a bomb dies back a little between failed forks)', () => {
    assert.equal(atTaskLimit(100, 100), true);
    assert.equal(atTaskLimit(90, 100), true);
    assert.equal(atTaskLimit(89, 100), false);
    assert.equal(atTaskLimit(3700, 4096), true);
    assert.equal(atTaskLimit(40, 4096), false);
  });

  it("reads the kernel's OOM-kill counter", () => {
    assert.equal(oomKills(null, file('vmstat', 'nr_free_pages 1\noom_kill 7\nnr_zone 2\n')), 7);
    assert.equal(oomKills(null, file('vmstat-old', 'nr_free_pages 1\n')), undefined);
    // benchgate's own cgroup's count, where it has one, not the machine's.
    assert.equal(oomKills(file('oom_control', 'oom_kill_disable 0\nunder_oom 0\noom_kill 3\n'), file('vmstat2', 'oom_kill 99\n')), 3);
  });

  it("finds its own memory cgroup's OOM counter (v1 memory controller first, else v2's local events)", () => {
    const root = path.join(dir, 'cg');
    mkdirSync(path.join(root, 'memory/job/a'), { recursive: true });
    writeFileSync(path.join(root, 'memory/job/a/memory.oom_control'), 'oom_kill_disable 0\nunder_oom 0\noom_kill 0\n');
    mkdirSync(path.join(root, 'svc.slice/b'), { recursive: true });
    writeFileSync(path.join(root, 'svc.slice/b/memory.events.local'), 'low 0\nhigh 0\nmax 0\noom 1\noom_kill 1\n');
    const v1 = file('cgroup-v1', '4:memory:/job/a\n1:cpu,cpuacct:/\n0::/\n');
    assert.equal(ownOomCounter(v1, root), path.join(root, 'memory/job/a/memory.oom_control'));
    const v2 = file('cgroup-v2', '0::/svc.slice/b\n');
    assert.equal(ownOomCounter(v2, root), path.join(root, 'svc.slice/b/memory.events.local'));
    assert.equal(oomKills(ownOomCounter(v2, root) ?? null), 1);
    assert.equal(ownOomCounter(file('cgroup-none', '0::/nowhere\n'), root), undefined);
  });

  it('reads which cgroup it is in once, not at each count (a round reads the count twice)', { skip: process.platform !== 'linux' && 'Linux only' }, (t) => {
    const first = oomKills();
    const reads: string[] = [];
    const original = fs.readFileSync;
    t.mock.method(fs, 'readFileSync', (...args: Parameters<typeof fs.readFileSync>) => {
      reads.push(String(args[0]));
      return original(...args);
    });
    syncBuiltinESMExports();
    t.after(() => {
      t.mock.restoreAll();
      syncBuiltinESMExports();
    });
    const counts = [oomKills(), oomKills(), oomKills()];
    assert.ok(reads.length > 0, 'the count itself is read each time');
    assert.deepEqual(
      reads.filter((f) => f.includes('/proc/self/cgroup')),
      [],
    );
    // The same counter as before: the machine's OOM kills do not happen during a test.
    assert.deepEqual(counts, [first, first, first]);
  });

  it('the prefix sets the process limit and the OOM score on the program it starts', { skip: process.platform !== 'linux' && 'Linux only' }, () => {
    const [bin, ...args] = [...limitPrefix(123), 'bash', '-c', 'ulimit -u; cat /proc/self/oom_score_adj'];
    const r = spawnSync(bin, args, { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(r.stdout.trim().split('\n'), ['123', '1000']);
  });
});
