// The machine record: what this machine really reports, and /proc/cpuinfo layouts of other CPUs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, it } from 'node:test';
import { cpuModel, describeMachine, loadAverage } from '../src/runner/machine.js';

describe('machine info', () => {
  it('describes this machine from /proc and os', () => {
    const m = describeMachine();
    assert.equal(m.cores, os.availableParallelism());
    assert.equal(m.memoryBytes, os.totalmem());
    assert.equal(m.kernel, os.release());
    assert.ok(m.os && m.os.length > 0);
    const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
    const named = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim().replace(/\s+/g, ' ');
    assert.equal(m.cpuModel, named ?? os.cpus()[0]?.model.trim());
    let governor: string | undefined;
    try {
      governor = readFileSync('/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor', 'utf8').trim();
    } catch {
      governor = undefined;
    }
    assert.equal(m.governor, governor);
    assert.ok(loadAverage() >= 0);
  });

  it('reads the CPU model of x86 and ARM /proc/cpuinfo layouts', () => {
    const x86 = 'processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 85\nmodel name\t: Intel(R) Xeon(R)  Platinum 8272CL CPU @ 2.60GHz\n';
    assert.equal(cpuModel(x86), 'Intel(R) Xeon(R) Platinum 8272CL CPU @ 2.60GHz');
    const pi = 'processor\t: 0\nBogoMIPS\t: 108.00\nCPU part\t: 0xd08\n\nHardware\t: BCM2835\nRevision\t: c03112\nModel\t\t: Raspberry Pi 4 Model B Rev 1.2\n';
    assert.equal(cpuModel(pi), 'BCM2835');
    // Nothing usable in the text: fall back to what Node reports.
    assert.equal(cpuModel('processor\t: 0\n'), os.cpus()[0]?.model.trim().replace(/\s+/g, ' '));
  });
});
