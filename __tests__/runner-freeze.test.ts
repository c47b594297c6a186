// freeze.ts on real process trees (no sandbox needed): below a root that only sleeps, as a
// sandbox's PID 1 does, a CPU spinner and a loop that keeps forking are all stopped — none left
// running, also the children forked while the walk went on — and resumed by thaw; past the task
// limit the freeze refuses and leaves nothing stopped.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { FreezeError, freezeTree } from '../src/runner/freeze.js';

const groups: number[] = [];
after(() => {
  for (const g of groups) {
    try {
      process.kill(-g, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
});

/** A root (`exec sleep`) with a spinner and a forking loop below it; resolves once both run. */
async function tree(): Promise<number> {
  const script = `(while :; do :; done) & (while :; do sleep 5 & sleep 0.005; done) & exec sleep 600`;
  const child = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  groups.push(child.pid!);
  for (;;) {
    await new Promise((ok) => setTimeout(ok, 50));
    if (descendants(child.pid!).length >= 4) return child.pid!;
  }
}

function state(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2);
  } catch {
    return undefined;
  }
}

function descendants(root: number): number[] {
  const all: number[] = [];
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    let children: number[] = [];
    try {
      children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      // Gone.
    }
    all.push(...children);
    queue.push(...children);
  }
  return all;
}

describe('freezeTree', { skip: process.platform !== 'linux' && 'Linux only' }, () => {
  it('stops every process below the root, also those forked meanwhile, and thaw resumes them', async () => {
    const root = await tree();
    const frozen = freezeTree(root, { maxTasks: 10_000 });
    const below = descendants(root);
    assert.ok(below.length >= 4, `${below.length} processes below the root`);
    assert.equal(frozen.stopped >= below.length, true);
    // D: in the kernel with the stop pending (a vfork parent whose child was stopped before exec).
    const running = below.filter((p) => !['T', 'Z', 'D', undefined].includes(state(p)));
    assert.deepEqual(running, [], 'nothing below the root runs');
    assert.equal(state(root), 'S', 'the root itself is left as it is');
    // Still nothing new, a moment later: nothing could fork.
    await new Promise((ok) => setTimeout(ok, 100));
    assert.deepEqual(descendants(root).sort(), below.sort());

    frozen.thaw();
    await new Promise((ok) => setTimeout(ok, 100));
    assert.deepEqual(
      below.filter((p) => state(p) === 'T'),
      [],
      'thaw resumed every one',
    );
  });

  it('past maxTasks: a FreezeError, and what it had stopped is resumed', async () => {
    const root = await tree();
    assert.throws(
      () => freezeTree(root, { maxTasks: 2 }),
      (e: unknown) => e instanceof FreezeError && /more than 2 processes and threads/.test(e.message),
    );
    await new Promise((ok) => setTimeout(ok, 100));
    assert.deepEqual(
      descendants(root).filter((p) => state(p) === 'T'),
      [],
    );
  });
});
