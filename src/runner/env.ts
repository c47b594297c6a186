// The environment the benchmark (the pull request's own code) runs with: the runner's, minus
// every credential and every file the job reads back. Without this, PR code could read the
// action's token (`INPUT_GITHUB-TOKEN`), the runner's service tokens (cache, artifacts, OIDC),
// or write the job's outputs, env, PATH and summary through the GITHUB_* file commands.
// A user who really needs one of these passes its name in env-passthrough.

// Exact names the GitHub runner (or a workflow) sets that carry a credential or a file command.
export const DROPPED_NAMES: readonly string[] = [
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'SSH_AUTH_SOCK',
];

// Families of names: action inputs (the token among them), the post-step state of actions, the
// runner's internal service variables, and anything named like a secret.
const DROPPED_PATTERNS: readonly RegExp[] = [
  /^INPUT_/i,
  /^STATE_/,
  /^ACTIONS_(RUNTIME|ID_TOKEN|CACHE|RESULTS)_/,
  /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|COOKIE|_KEY$|_KEY_|_AUTH(_|$)/i,
];

/** Whether the benchmark must not see the variable `name` (unless passed through). */
export function isDropped(name: string): boolean {
  return DROPPED_NAMES.includes(name) || DROPPED_PATTERNS.some((re) => re.test(name));
}

/** `env` without the dropped variables, except those named in `passthrough`. */
export function benchmarkEnvironment(env: NodeJS.ProcessEnv, passthrough: readonly string[] = []): NodeJS.ProcessEnv {
  const keep = new Set(passthrough);
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (keep.has(name) || !isDropped(name))) out[name] = value;
  }
  return out;
}

/** The names `benchmarkEnvironment` drops from `env` (for a log line; never the values). */
export function droppedNames(env: NodeJS.ProcessEnv, passthrough: readonly string[] = []): string[] {
  const keep = new Set(passthrough);
  return Object.keys(env)
    .filter((name) => !keep.has(name) && isDropped(name))
    .sort();
}
