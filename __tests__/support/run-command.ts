// Runs a command as a user would and collects what it printed: asynchronously, so cases can run
// side by side and a loopback server in this process can still answer it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// tsx by absolute URL: the CLI runs in the test repos, where a bare `tsx` would not resolve.
const TSX = import.meta.resolve('tsx');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunCommandOptions {
  cwd: string;
  /** The environment (default: this process's with NO_COLOR=1). */
  env?: NodeJS.ProcessEnv;
  /** Killed (SIGKILL) after this long; no limit when not given. */
  timeoutMs?: number;
}

export function runCommand(cmd: string[], opts: RunCommandOptions): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: opts.cwd, env: opts.env ?? { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = opts.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The CLI from source (src/cli.ts through tsx), in `cwd`. */
export function runSourceCli(args: string[], cwd: string, timeoutMs?: number): Promise<CommandResult> {
  return runCommand([process.execPath, '--import', TSX, path.join(ROOT, 'src/cli.ts'), ...args], { cwd, timeoutMs });
}
