// valgrind on the host: found, or installed on a GitHub-hosted runner (said in the log), else a
// tool error naming the package. And the versions that move an instruction count — valgrind's,
// libc's, the toolchain's — recorded in the report's machine table.
import { spawnSync } from 'node:child_process';

export class ValgrindMissing extends Error {
  override name = 'ValgrindMissing';
}

/** The first line a program prints for its version, or undefined when it cannot run. */
export function versionLine(argv: readonly string[], cwd?: string): string | undefined {
  const r = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', cwd, timeout: 30_000 });
  if (r.error || r.status !== 0) return undefined;
  const line = `${r.stdout}\n${r.stderr}`.split('\n').find((l) => l.trim());
  return line?.trim().slice(0, 200);
}

export const INSTALL_COMMAND = 'sudo -n apt-get install -y valgrind';

/**
 * valgrind's version line. Missing on a GitHub-hosted runner (RUNNER_ENVIRONMENT=github-hosted):
 * installed with INSTALL_COMMAND; anywhere else: ValgrindMissing naming the package.
 */
export function ensureValgrind(env: NodeJS.ProcessEnv, log: (line: string) => void): string {
  const found = versionLine(['valgrind', '--version']);
  if (found) return found;
  if (env.RUNNER_ENVIRONMENT === 'github-hosted') {
    log(`measure: instructions: valgrind is not installed; installing it (${INSTALL_COMMAND})`);
    let r = spawnSync('sudo', ['-n', 'apt-get', 'install', '-y', 'valgrind'], { encoding: 'utf8', timeout: 600_000 });
    if (r.status !== 0) {
      // A fresh runner's package lists can be stale.
      spawnSync('sudo', ['-n', 'apt-get', 'update'], { encoding: 'utf8', timeout: 600_000 });
      r = spawnSync('sudo', ['-n', 'apt-get', 'install', '-y', 'valgrind'], { encoding: 'utf8', timeout: 600_000 });
    }
    const installed = versionLine(['valgrind', '--version']);
    if (installed) return installed;
    throw new ValgrindMissing(
      `measure: instructions needs valgrind, and \`${INSTALL_COMMAND}\` failed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' ')}`,
    );
  }
  throw new ValgrindMissing(
    'measure: instructions needs valgrind (the `valgrind` package: apt-get install valgrind, dnf install valgrind, apk add valgrind); it is not on the PATH',
  );
}

/** The C library's version line (glibc's `ldd --version`, musl's `ldd` banner). */
export function libcVersion(): string | undefined {
  const glibc = versionLine(['getconf', 'GNU_LIBC_VERSION']);
  if (glibc) return glibc;
  const r = spawnSync('ldd', ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const line = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.split('\n').find((l) => /libc|musl/i.test(l));
  return line?.trim().slice(0, 200);
}
