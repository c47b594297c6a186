// What the machine a side ran on looks like: enough to tell a reviewer whether base and head
// were measured under the same conditions. Every source is optional; nothing here throws.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { MachineInfo } from '../model.js';

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** CPU model from /proc/cpuinfo (x86 `model name`, ARM `Hardware`/`Model`), else os.cpus(). */
export function cpuModel(cpuinfo = readText('/proc/cpuinfo')): string | undefined {
  if (cpuinfo) {
    for (const key of ['model name', 'Hardware', 'Model', 'cpu model', 'cpu']) {
      const m = new RegExp(`^${key}\\s*:\\s*(.+)$`, 'm').exec(cpuinfo);
      if (m && m[1].trim()) return m[1].trim().replace(/\s+/g, ' ');
    }
  }
  const model = os.cpus()[0]?.model?.trim();
  return model ? model.replace(/\s+/g, ' ') : undefined;
}

/** `PRETTY_NAME` of /etc/os-release, else e.g. `Linux`. */
function osName(): string {
  const release = readText('/etc/os-release');
  const m = release && /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release);
  return m ? m[1] : os.type();
}

/**
 * The runner image as GitHub-hosted runners name it (`ImageOS`, `ImageVersion`, e.g. `ubuntu24
 * 20261117.1.0`): a new image every week or so, and one may run the same code slower on the same
 * CPU model, which main's history must not take for a step. Absent elsewhere.
 */
export function runnerImage(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const words = [env.ImageOS, env.ImageVersion].map((w) => w?.trim().replace(/\s+/g, ' ').slice(0, 100)).filter((w) => w);
  return words.length ? words.join(' ') : undefined;
}

/** The static facts of this machine (loadavg is filled in per run by the rounds). */
export function describeMachine(): MachineInfo {
  const info: MachineInfo = {
    cpuModel: cpuModel(),
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryBytes: os.totalmem(),
    os: osName(),
    kernel: os.release(),
    loadavg: [],
  };
  const image = runnerImage();
  if (image) info.image = image;
  const governor = readText('/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor')?.trim();
  if (governor) info.governor = governor;
  return info;
}

/** 1-minute load average right now, rounded for display (0 on platforms without one). */
export function loadAverage(): number {
  return Math.round(os.loadavg()[0] * 100) / 100;
}
