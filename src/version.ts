// benchgate's own version, as a history record names it (package.json's; BENCHGATE_VERSION, which
// the CLI's --version honours too, overrides it for a build that knows better).
export const PACKAGE_VERSION = '0.1.0';

export function benchgateVersion(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCHGATE_VERSION?.trim() || PACKAGE_VERSION;
}
