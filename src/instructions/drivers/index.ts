// The drivers of measure: instructions, by id. A new harness with a fixed-iteration lever is one
// file beside these and one line here.
import { commandDriver } from './command.js';
import type { Driver } from './driver.js';
import { goDriver } from './go.js';
import { googleBenchmarkDriver } from './google-benchmark.js';

export const DRIVERS: readonly Driver[] = [goDriver, googleBenchmarkDriver, commandDriver];

export class NoDriverError extends Error {
  override name = 'NoDriverError';
}

/** The driver for the setting (`auto`: the first that detects the command and format); throws NoDriverError naming those that exist. */
export function pickDriver(setting: string, command: string, format: string): Driver {
  const driver = setting === 'auto' ? DRIVERS.find((d) => d.detect(command, format)) : DRIVERS.find((d) => d.id === setting);
  if (driver) return driver;
  const levers = DRIVERS.map((d) => `${d.id}: ${d.lever}`).join('; ');
  const what = format === 'auto' ? 'this command' : `format ${format}`;
  throw new NoDriverError(
    `measure: instructions needs a harness with a fixed-iteration lever, and ${what} has none benchgate drives. The drivers: ${levers}. Set instructions-driver to one of them, or measure time.`,
  );
}
