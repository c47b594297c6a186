// Which runs' absolute medians can be compared, and where the runner changed under them. One CPU
// model's medians are one series; a change of model is the hardware's, judged by the chain alone.
// A runner image (GitHub-hosted runners name theirs, and get a new one every week or so) can run
// the same code slower under the same CPU name, but a series cut at every image would be a few
// commits long and lose the medians' power (a 5% step found 13% of the time with a new image
// every 10 commits): an image change instead only makes a medians step there the commit's own to
// prove (absolute-steps.ts).
import type { RecordMachine } from '../model.js';

/** The CPU model a median was measured on; undefined when the record names none. */
export function machineKind(machine: RecordMachine | undefined): string | undefined {
  const cpu = machine?.cpuModel;
  return typeof cpu === 'string' && cpu !== '' ? cpu : undefined;
}

/** Whether two runs name different runner images (a run that names none changes nothing). */
export function imageChanged(a: RecordMachine | undefined, b: RecordMachine | undefined): boolean {
  const x = a?.image;
  const y = b?.image;
  return typeof x === 'string' && typeof y === 'string' && x !== '' && y !== '' && x !== y;
}
