// Which side's sandbox is paused (docs/security.md#the-sandbox-isolation-auto--required--none, "No hand on the other side"): before a command of one side
// starts — its setup or a run — the other side's sandbox is frozen (freeze.ts) and the side's own
// is resumed; consecutive commands of one side keep the other paused. And while benchgate itself
// reads or removes a side's output-file in its worktree, that side's own sandbox is frozen too
// (`hold`; docs/security.md, "What holds"). The cost of each switch is kept, for the log.
import { RunnerError } from './errors.js';
import { FreezeError, type Frozen } from './freeze.js';
import type { SideControl } from './isolation.js';
import { atTaskLimit } from './limits.js';
import type { Side } from './order.js';

const other = (side: Side): Side => (side === 'base' ? 'head' : 'base');

export class SidePausing {
  private readonly frozen = new Map<Side, Frozen>();
  private readonly costs: number[] = [];

  constructor(private readonly control: Partial<Record<Side, SideControl>>) {}

  /** `side`'s sandbox stopped (kept so if it is); a fork bomb there is a RunnerError naming `why`. */
  private stop(side: Side, why: string): void {
    const control = this.control[side];
    if (!control || this.frozen.has(side)) return;
    let frozen: Frozen;
    try {
      frozen = control.freeze();
    } catch (e) {
      if (!(e instanceof FreezeError)) throw e;
      throw new RunnerError(
        `cannot pause ${side}'s sandbox ${why}: ${e.message} (a fork bomb, or processes that will not stop); benchgate stopped and killed the sandbox`,
      );
    }
    this.frozen.set(side, frozen);
    // What the side left behind is still forking: the same at every switch.
    if (atTaskLimit(frozen.tasks, control.maxTasks)) {
      throw new RunnerError(
        `${side}'s sandbox holds ${frozen.tasks} processes and threads, at its limit of ${control.maxTasks} (a fork bomb, or a benchmark that starts too many); benchgate stopped and killed the sandbox`,
      );
    }
  }

  /**
   * Before benchgate itself reads or removes what `side` wrote in its worktree (its output-file):
   * `side`'s own sandbox stopped, so no process left running there (a daemon of its setup) can
   * swap a checked folder for a link meanwhile. It stays stopped until `side` runs again.
   */
  hold(side: Side, name: string): void {
    this.stop(side, `before benchgate reads or removes its output-file (${name})`);
  }

  /** Before `side` runs `name`: its own sandbox resumed, the other's paused; a fork bomb there is a RunnerError. */
  measure(side: Side, name: string): void {
    const t0 = process.hrtime.bigint();
    const pausing = this.control[other(side)] !== undefined && !this.frozen.has(other(side));
    this.stop(other(side), `before ${side} ${name}`);
    this.frozen.get(side)?.thaw();
    this.frozen.delete(side);
    if (pausing) this.costs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }

  /** Resumes whatever is paused. */
  resumeAll(): void {
    for (const frozen of this.frozen.values()) frozen.thaw();
    this.frozen.clear();
  }

  /** One line for the log: how often the other side was paused and what it cost, or undefined. */
  cost(): string | undefined {
    if (this.costs.length === 0) return undefined;
    const sorted = [...this.costs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    return `paused the other side's sandbox ${this.costs.length} time(s) while a side ran: ${median.toFixed(2)} ms per switch (median; max ${sorted[sorted.length - 1].toFixed(2)} ms), outside the measured time`;
  }
}
