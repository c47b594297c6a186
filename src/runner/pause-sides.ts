// Which side's sandbox is paused (docs/security.md#the-sandbox-isolation-auto--required--none, "No hand on the other side"): before a command of one side
// starts — its setup or a run — the other side's sandbox is frozen (freeze.ts) and the side's own
// is resumed; consecutive commands of one side keep the other paused. The cost of each switch is
// kept, for the log.
import { RunnerError } from './errors.js';
import { FreezeError, type Frozen } from './freeze.js';
import type { SideControl } from './isolation.js';
import { atTaskLimit } from './limits.js';
import type { Side } from './order.js';

const other = (side: Side): Side => (side === 'base' ? 'head' : 'base');

export class SidePausing {
  private paused: { side: Side; frozen: Frozen } | undefined;
  private readonly costs: number[] = [];

  constructor(private readonly control: Partial<Record<Side, SideControl>>) {}

  /** Before `side` runs `name`: its own sandbox resumed, the other's paused; a fork bomb there is a RunnerError. */
  measure(side: Side, name: string): void {
    const hold = this.control[other(side)];
    if (this.paused?.side === other(side) || (!hold && !this.paused)) return;
    const t0 = process.hrtime.bigint();
    this.resumeAll();
    if (hold) {
      try {
        this.paused = { side: other(side), frozen: hold.freeze() };
      } catch (e) {
        if (!(e instanceof FreezeError)) throw e;
        throw new RunnerError(
          `cannot pause ${other(side)}'s sandbox before ${side} ${name}: ${e.message} (a fork bomb, or processes that will not stop); benchgate stopped and killed the sandbox`,
        );
      }
      // What the other side left behind is still forking: the same at every switch.
      if (atTaskLimit(this.paused.frozen.tasks, hold.maxTasks)) {
        throw new RunnerError(
          `${other(side)}'s sandbox holds ${this.paused.frozen.tasks} processes and threads, at its limit of ${hold.maxTasks} (a fork bomb, or a benchmark that starts too many); benchgate stopped and killed the sandbox`,
        );
      }
    }
    this.costs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }

  /** Resumes whatever is paused. */
  resumeAll(): void {
    this.paused?.frozen.thaw();
    this.paused = undefined;
  }

  /** One line for the log: how often the other side was paused and what it cost, or undefined. */
  cost(): string | undefined {
    if (this.costs.length === 0) return undefined;
    const sorted = [...this.costs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    return `paused the other side's sandbox ${this.costs.length} time(s) while a side ran: ${median.toFixed(2)} ms per switch (median; max ${sorted[sorted.length - 1].toFixed(2)} ms), outside the measured time`;
  }
}
