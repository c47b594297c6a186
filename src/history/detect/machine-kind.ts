// Which runs' absolute medians can be compared: those of one CPU model and, where the runner names
// it, one runner image (GitHub-hosted runners get a new image every week or so, and an image can
// run the same code slower under the same CPU name). A change of kind is the hardware's, judged by
// the chain of paired ratios alone, as a change of CPU model is.
import type { RecordMachine } from '../model.js';

/** The kind of machine a median was measured on; undefined when the record names no CPU model. */
export function machineKind(machine: RecordMachine | undefined): string | undefined {
  const cpu = machine?.cpuModel;
  if (typeof cpu !== 'string' || cpu === '') return undefined;
  return typeof machine?.image === 'string' && machine.image !== '' ? `${cpu} (runner image ${machine.image})` : cpu;
}
