// Whether a killed process is gone. A killed child may need a moment to be reaped, and a zombie
// still answers kill(pid, 0), so poll and count a zombie as gone.
import { readFileSync } from 'node:fs';

function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    // /proc/PID/stat: "pid (comm) STATE …" — the state follows the last ')'.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\)/s, '').trim().startsWith('Z');
  } catch {
    return true;
  }
}

/** Waits up to `ms` for `pid` to be gone; true when it is. */
export async function processGone(pid: number, ms = 5000): Promise<boolean> {
  for (const end = Date.now() + ms; !gone(pid) && Date.now() < end;) await new Promise((ok) => setTimeout(ok, 50));
  return gone(pid);
}
