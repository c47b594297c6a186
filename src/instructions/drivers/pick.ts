// Which driver counts a run: the setting's, or with `auto` the first that detects the command and
// format; none is a tool error that names the drivers and their levers.
import type { Driver } from './driver.js';

export class NoDriverError extends Error {
  override name = 'NoDriverError';
}

export function pickFrom(drivers: readonly Driver[], setting: string, command: string, format: string): Driver {
  const driver = setting === 'auto' ? drivers.find((d) => d.detect(command, format)) : drivers.find((d) => d.id === setting);
  if (driver && setting !== 'auto' && driver.needs && !driver.detect(command, format)) {
    throw new NoDriverError(
      `instructions-driver: ${driver.id} needs ${driver.needs}; this command is not one, so nothing would be counted. For any other command use instructions-driver: command (instructions per run).`,
    );
  }
  if (driver) return driver;
  const levers = drivers.map((d) => `${d.id}: ${d.lever}`).join('; ');
  const what = format === 'auto' ? 'this command' : `format ${format}`;
  throw new NoDriverError(
    `measure: instructions needs a harness with a fixed-iteration lever, and ${what} has none benchgate drives. The drivers: ${levers}. Set instructions-driver to one of them, or measure time.`,
  );
}
